import Foundation
import Testing

/// `validate traffic.har`: recorded traffic as browsers and proxies export it, each request to PayPal's API checked
/// as its call's kind beside PayPal's recorded answer, other entries skipped and counted, and no secret of the
/// recording in any output (issue 43).
@Suite("validate: HAR files")
struct HARInputTests {
    static let recording = "Tests/RealDocuments/traffic/node-sdk-sandbox.har"

    /// A scratch folder with `files` (name to content), removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-har-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, content) in files {
            try Data(content.utf8).write(to: root.appendingPathComponent(name))
        }
        return root
    }

    /// A one-entry-per-line HAR whose entries post `bodies` (JSON texts) to a Payments v2 refund.
    static func har(_ bodies: [String], status: Int = 201) -> String {
        let entries = bodies.map { body in
            let text = String(decoding: try! JSONSerialization.data(withJSONObject: [body]), as: UTF8.self).dropFirst().dropLast()
            return #"{"request": {"method": "POST", "url": "https://api-m.paypal.com/v2/payments/captures/3C6793/refund", "headers": [{"name": "Authorization", "value": "Bearer A21AAFsecretTOKEN"}], "postData": {"mimeType": "application/json", "text": \#(text)}}, "response": {"status": \#(status), "content": {"mimeType": "application/json", "text": "{}"}}}"#
        }
        return "{\"log\": {\"version\": \"1.2\", \"entries\": [\n" + entries.joined(separator: ",\n") + "\n]}}\n"
    }

    @Test("text: findings at the body's text in the file, a note per entry, the comparison's counts")
    func text() throws {
        let har = Self.har([#"{"amount": {"currency_code": "JPY", "value": "1500.50"}}"#, "{}"])
        let root = try Self.folder(["t.har": har])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["validate", "t.har"], directory: root)
        #expect(result.status == 1)
        // The value's opening quote, written `\"` inside the string that holds the body.
        let line = har.split(separator: "\n")[1]
        let column = try #require(line.range(of: #"\"1500.50"#)).lowerBound.utf16Offset(in: line) + 1
        #expect(column == 286)
        #expect(result.stdout == """
            t.har:2:286: error: DECIMALS_NOT_SUPPORTED: JPY amounts take no decimal places: "1500.50" (/amount/value); did you mean "1500"?
            t.har:2:1: note: entry 0: POST https://api-m.paypal.com/v2/payments/captures/3C6793/refund: PayPal answered 201; ppdata disagrees: it reports an error PayPal did not
            t.har:3:1: note: entry 1: POST https://api-m.paypal.com/v2/payments/captures/3C6793/refund: PayPal answered 201; ppdata agrees: no error
            2 documents checked: 1 valid, 1 invalid (1 error, 0 warnings); exchanges: 2 checked (1 agree with PayPal, 1 disagree), 0 skipped

            """)
    }

    @Test("the recording of PayPal's Node SDK tests: the summary in text, json and SARIF")
    func recording() throws {
        let text = try BinaryRunner.run(["validate", Self.recording])
        #expect(text.status == 1)
        #expect(text.stdout.hasSuffix(
            "41 documents checked: 39 valid, 2 invalid (2 errors, 25 warnings); exchanges: 41 checked (33 agree with PayPal, 8 disagree), 54 skipped\n"))
        #expect(text.stdout.components(separatedBy: "which no body shows").count == 7)
        let json = try BinaryRunner.run(["validate", "--format", "json", Self.recording])
        let top = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let exchanges = try #require((top["summary"] as? [String: Any])?["exchanges"] as? [String: Int])
        #expect(exchanges == [
            "checked": 41, "skipped": 54, "both-accepted": 31, "both-rejected": 2, "both-rejected-other-issues": 0,
            "only-ppdata-rejected": 0, "only-paypal-rejected": 8, "no-answer": 0,
        ])
        let documents = try #require(top["documents"] as? [[String: Any]])
        let entries = documents.compactMap { ($0["exchange"] as? [String: Any])?["entry"] as? Int }
        #expect(entries == Array(0..<95))

        let sarif = try BinaryRunner.run(["validate", "--format", "sarif", Self.recording])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let answers = (run["results"] as? [[String: Any]] ?? []).filter { $0["ruleId"] as? String == "PAYPAL_ANSWER" }
        // Only where the verdicts disagree: an agreeing answer would be a code scanning alert like any result.
        #expect(answers.count == 8)
        let agreements = answers.compactMap {
            (($0["properties"] as? [String: Any])?["exchange"] as? [String: Any])?["agreement"] as? String
        }
        #expect(agreements.filter { $0 == "only-paypal-rejected" }.count == 8 && agreements.count == 8)
        #expect(answers.allSatisfy { $0["level"] as? String == "note" })
        #expect(((run["properties"] as? [String: Any])?["exchanges"] as? [String: Int]) == exchanges)
    }

    @Test("no bearer token, card number or security code of a recording reaches any output")
    func secrets() throws {
        // The recording's tokens (Authorization headers, OAuth replies) and cards; plus an entry whose card number
        // fails its check digit, so a message names it.
        let recording = try String(contentsOf: BinaryRunner.repository.appendingPathComponent(Self.recording), encoding: .utf8)
        let tokens = Set(recording.matches(of: /Bearer ([A-Za-z0-9._-]+)/).map { String($0.1) })
        #expect(tokens.count >= 5)
        let badCard = #"{"intent": "sale", "payer": {"payment_method": "credit_card", "funding_instruments": [{"credit_card": {"type": "visa", "number": "4417119669820332", "expire_month": "11", "expire_year": "2030", "cvv2": "7391"}}]}, "transactions": [{"amount": {"total": "7", "currency": "USD"}}]}"#
        let entry = Self.har([badCard]).replacingOccurrences(of: "v2/payments/captures/3C6793/refund", with: "v1/payments/payment")
        let root = try Self.folder(["card.har": entry])
        defer { try? FileManager.default.removeItem(at: root) }
        for format in ["text", "json", "ndjson", "sarif"] {
            let recorded = try BinaryRunner.run(["validate", "--format", format, Self.recording])
            let card = try BinaryRunner.run(["validate", "--format", format, root.appendingPathComponent("card.har").path])
            let output = recorded.stdout + recorded.stderr + card.stdout + card.stderr
            for token in tokens.union(["A21AAFsecretTOKEN"]) {
                #expect(!output.contains(token), "\(format) shows a bearer token")
            }
            #expect(!output.contains("4417119669820331") && !output.contains("4417119669820332"), "\(format) shows a card number")
            #expect(!output.contains("7391"), "\(format) shows a security code")
            #expect(card.stdout.contains("INVALID_CARD_NUMBER"), "\(format)")
        }
    }

    @Test("a file that is not HAR: exit 2 naming it, after the entries before the fault, and the next input checked")
    func notHAR() throws {
        let cut = String(Self.har(["{}", "{}"]).dropLast(12))
        let root = try Self.folder([
            "array.har": "[]", "cut.har": cut, "empty.har": #"{"log": {"entries": []}}"#,
            "ok.json": #"{"street1": "1 Main St", "city": "Austin", "state": "TX", "postalcode": "78701", "countrycode": "US"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["validate", "array.har", "cut.har", "empty.har", "ok.json"], directory: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: cannot read 'array.har': not a HAR file: the top level is not a JSON object (line 1, column 1)"))
        #expect(result.stderr.contains("error: cannot read 'cut.har': the file ends inside \"log\".\"entries\""))
        #expect(result.stderr.contains("ppdata: 'empty.har' holds no documents"))
        #expect(result.stdout.contains("note: entry 0: POST") && result.stdout.hasSuffix(
            "2 documents checked: 2 valid, 0 invalid (0 errors, 0 warnings); 2 inputs could not be read; exchanges: 1 checked (1 agree with PayPal, 0 disagree), 0 skipped\n"))
    }
}
