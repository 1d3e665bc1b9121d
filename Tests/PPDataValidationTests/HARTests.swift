import Foundation
import Testing

@testable import PPDataValidation

/// HAR files (recorded traffic, issue 43): entries cut out as the bytes arrive, bodies held as JSON text inside
/// strings checked with positions in the file, PayPal's answers compared, and files that are not HAR refused.
@Suite("HAR files: recorded traffic checked against PayPal's answers")
struct HARTests {
    static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealDocuments/traffic/node-sdk-sandbox.har")

    /// The entries `scanner` cuts out of `bytes` fed in pieces of `piece` bytes.
    static func entries(_ bytes: [UInt8], piece: Int) throws(HARFormatError) -> [HAREntryText] {
        var scanner = HARScanner()
        var found: [HAREntryText] = []
        var failure: HARFormatError?
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count, failure == nil {
                let end = min(buffer.count, start + piece)
                do throws(HARFormatError) {
                    try scanner.scan(UnsafeBufferPointer(rebasing: buffer[start..<end])) { found.append($0) }
                } catch {
                    failure = error
                }
                start = end
            }
        }
        if let failure { throw failure }
        try scanner.finish()
        return found
    }

    /// A HAR of `entries` (JSON texts), written on one line or pretty.
    static func har(_ entries: [String], prefix: String = "") -> String {
        prefix + #"{"log": {"version": "1.2", "creator": {"name": "t", "version": "1"}, "pages": [{"id": "p"}], "entries": ["#
            + entries.joined(separator: ",\n    ") + "]}}"
    }

    /// An entry posting `body` (already a JSON string literal) to `url`, answered `status` with `answer`.
    static func entry(
        body: String, url: String = "https://api-m.paypal.com/v2/payments/captures/3C6793/refund",
        status: Int = 201, answer: String = "{}", extra: String = ""
    ) -> String {
        let content = try! String(decoding: JSONSerialization.data(withJSONObject: [answer], options: [.fragmentsAllowed]), as: UTF8.self)
        return #"{"startedDateTime": "2024-05-01T10:00:00Z", "request": {"method": "POST", "url": "\#(url)", "headers": [], "postData": {"mimeType": "application/json", "text": \#(body)\#(extra)}}, "response": {"status": \#(status), "content": {"mimeType": "application/json", "text": \#(content.dropFirst().dropLast())}}}"#
    }

    @Test("entries are the same, at the same places, however the bytes arrive", arguments: [1, 7, 4096, 1 << 20])
    func entriesInPieces(piece: Int) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.recording))
        let entries = try Self.entries(bytes, piece: piece)
        #expect(entries.count == 95)
        // Each entry's text and place are those the JSON parser finds for log.entries[i] in the whole file.
        let whole = try JSONDocument.parse(bytes)
        let listed = try #require(whole.root.view["log"]?["entries"])
        for (entry, element) in zip(entries, listed.elements) {
            #expect(entry.index == element.arrayIndex)
            #expect(entry.line == element.line && entry.column == element.column)
            #expect(entry.bytes == Array(bytes[element.byteRange]))
        }
    }

    @Test("places count lines at LF and columns in scalars after a BOM and non-ASCII text, on one line too")
    func placesOnOneLine() throws {
        let text = "\u{FEFF}" + Self.har([#"{"comment": "é😀", "request": {}}"#, #"{"request": {}}"#], prefix: "")
        let bytes = Array(text.utf8)
        let entries = try Self.entries(bytes, piece: 3)
        let document = try JSONDocument.parse(bytes)
        let listed = try #require(document.root.view["log"]?["entries"])
        #expect(entries.map(\.line) == listed.elements.map(\.line))
        #expect(entries.map(\.column) == listed.elements.map(\.column))
        #expect(entries.count == 2 && entries[1].line == 2)
    }

    @Test("a file that is not HAR is refused with where it stops being one", arguments: [
        ("", "holds no JSON value"),
        ("[1, 2]", "the top level is not a JSON object"),
        (#"{"entries": []}"#, "no \"log\" object"),
        (#"{"log": []}"#, "\"log\" is not an object"),
        (#"{"log": {"version": "1.2"}}"#, "\"log\" has no \"entries\" array"),
        (#"{"log": {"entries": {}}}"#, "\"entries\" is not an array"),
        (#"{"log": {"entries": [{"request": {}}"#, "cut short"),
        (#"{"log": {"entries": []}"#, "cut short"),
        (#"{"log": {"entries": []}} x"#, "text after the top-level object"),
        (#"{"log": {"entries": [{} {}]}}"#, "\",\" or \"]\" was expected"),
        (#"{"log" {"entries": []}}"#, "\":\" was expected"),
        (#"{"log": {"entries": [], }}"#, "a key was expected"),
        (#"{"log": {"entries": [{}, ]}}"#, "a value was expected"),
    ])
    func notHAR(text: String, reason: String) {
        #expect {
            _ = try Self.entries(Array(text.utf8), piece: 5)
        } throws: { error in
            (error as? HARFormatError)?.reason.contains(reason) == true
        }
    }

    @Test("a body's findings point at its text in the file, escapes counted as written")
    func bodyPositions() throws {
        // The body is pretty JSON inside a string: newlines are \n, quotes \", and before the faulty value an
        // accented letter (one scalar, raw), an escaped one (\u00e9: six characters) and an emoji as a surrogate
        // pair (twelve).
        let body = #""{\n  \"note_to_payer\": \"caf\u00e9 é \ud83d\ude00\",\n  \"amount\": {\"currency_code\": \"JPY\", \"value\": \"1500.50\"}\n}""#
        let text = Self.har([Self.entry(body: body, status: 422, answer: #"{"name": "UNPROCESSABLE_ENTITY", "details": [{"field": "/amount/value", "issue": "DECIMALS_NOT_SUPPORTED"}]}"#)])
        let reports = try PaymentValidator().validate(har: Array(text.utf8))
        let report = try #require(reports.first)
        let finding = try #require(report.diagnostics.first { $0.code == .decimalsNotSupported })
        #expect(finding.path == "/amount/value")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[finding.line - 1]
        let expected = try #require(line.range(of: #"\"1500.50"#))
        #expect(finding.column == line.unicodeScalars.distance(from: line.startIndex, to: expected.lowerBound) + 1)
        #expect(report.kind == .paymentsV2Refund && report.exchange?.entry == 0)
        #expect(report.exchange?.agreement == .bothRejected)
    }

    @Test("a duplicate key's message names the first key's place in the file, not in the body")
    func duplicateKeyFirstPlace() throws {
        let body = #""{\"note_to_payer\": \"caf\u00e9\", \"note_to_payer\": \"x\", \"amount\": {\"currency_code\": \"USD\", \"value\": \"1.00\"}}""#
        let text = Self.har([Self.entry(body: body)])
        let report = try #require(try PaymentValidator().validate(har: Array(text.utf8)).first)
        let finding = try #require(report.diagnostics.first { $0.code == .duplicateKey })
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[finding.line - 1]
        // Both values are on the entry's line; the first one's column as the file counts it (the escape written).
        let first = try #require(line.range(of: #"\"caf"#))
        let column = line.unicodeScalars.distance(from: line.startIndex, to: first.lowerBound) + 1
        #expect(finding.message.hasSuffix("(first at line \(finding.line), column \(column))"), "\(finding.message)")
    }

    @Test("an entry's URL is shown without its credentials or a card number, as an exchange record's is")
    func entryURLIsRedacted() throws {
        let url = "https://id:secret@api-m.paypal.com/v2/payments/captures/3C6793/refund?card=4111111111111111"
        let text = Self.har([Self.entry(body: #""{\"note_to_payer\": \"x\"}""#, url: url)])
        let report = try #require(try PaymentValidator().validate(har: Array(text.utf8)).first)
        #expect(report.exchange?.url == "https://•••@api-m.paypal.com/v2/payments/captures/3C6793/refund?card=•••• 1111")
        #expect(report.kind == .paymentsV2Refund)
    }

    @Test("a base64 body is decoded; its findings point at the string")
    func base64Body() throws {
        let body = Array(#"{"amount": {"currency_code": "JPY", "value": "1500.50"}}"#.utf8)
        let encoded = Data(body).base64EncodedString()
        let text = Self.har([Self.entry(body: "\"\(encoded)\"", extra: #", "encoding": "base64""#)])
        let report = try #require(try PaymentValidator().validate(har: Array(text.utf8)).first)
        #expect(report.codes == [.decimalsNotSupported])
        let column = try #require(text.range(of: "\"\(encoded)\"")).lowerBound
        #expect(report.diagnostics.first?.column == text.unicodeScalars.distance(from: text.startIndex, to: column) + 1)
        #expect(report.exchange?.agreement == .onlyPPDataRejected)
    }

    /// A full refund sends no body: PayPal answered 201 to one (session 62). JSON white space alone is no body; a
    /// no-break space is not JSON white space.
    @Test("an empty body: a full refund's is checked and valid; another call's is skipped; other text is read as JSON")
    func emptyBodies() throws {
        let orders = "https://api-m.paypal.com/v2/checkout/orders"
        let text = Self.har([
            Self.entry(body: #""""#), Self.entry(body: #"" \n""#, url: orders), Self.entry(body: #""\u00a0""#, url: orders),
        ])
        let reports = try PaymentValidator().validate(har: Array(text.utf8))
        #expect(reports.count == 3)
        #expect(reports[0].kind == .paymentsV2Refund && reports[0].diagnostics.isEmpty && reports[0].exchange?.skipped == nil)
        #expect(reports[0].exchange?.agreement == .bothAccepted)
        #expect(reports[1].exchange?.skipped == "the entry holds no request body")
        #expect(reports[2].codes == [.malformedJSON], "\(reports[2].diagnostics)")
    }

    /// Browsers leave `postData` out for a POST that sends nothing (a new user's trial, session 65).
    @Test("a capture or full refund recorded without postData is checked as the empty body; another call is skipped")
    func bodilessEntries() throws {
        let entry = #"{"startedDateTime": "2024-05-01T10:00:00Z", "request": {"method": "POST", "url": "URL", "headers": []}, "response": {"status": 201, "content": {"text": "{}"}}}"#
        let text = Self.har([
            entry.replacingOccurrences(of: "URL", with: "https://api-m.paypal.com/v2/checkout/orders/5O1/capture"),
            entry.replacingOccurrences(of: "URL", with: "https://api-m.paypal.com/v2/checkout/orders"),
        ])
        let reports = try PaymentValidator().validate(har: Array(text.utf8))
        #expect(reports[0].kind == .ordersV2Capture && reports[0].exchange?.skipped == nil)
        #expect(reports[0].diagnostics.isEmpty && reports[0].exchange?.agreement == .bothAccepted)
        #expect(reports[1].exchange?.skipped == "the entry holds no request body")
        // A body sent but not kept (`bodySize` above 0 or unknown, form `params`) is no empty body (the review).
        let capture = "https://api-m.paypal.com/v2/checkout/orders/5O1/capture"
        let kept = Self.har([
            entry.replacingOccurrences(of: "URL", with: capture).replacingOccurrences(of: #""headers": []"#, with: #""headers": [], "bodySize": 212"#),
            entry.replacingOccurrences(of: "URL", with: capture).replacingOccurrences(of: #""headers": []"#, with: #""headers": [], "bodySize": -1"#),
            entry.replacingOccurrences(of: "URL", with: capture).replacingOccurrences(of: #""headers": []"#, with: #""headers": [], "postData": {"params": [{"name": "a", "value": "1"}]}"#),
            entry.replacingOccurrences(of: "URL", with: capture).replacingOccurrences(of: #""headers": []"#, with: #""headers": [], "bodySize": 57.0, "postData": {"text": ""}"#),
            entry.replacingOccurrences(of: "URL", with: capture).replacingOccurrences(of: #""headers": []"#, with: #""headers": [{"name": "Content-Length", "value": "57"}]"#),
        ])
        for report in try PaymentValidator().validate(har: Array(kept.utf8)) {
            #expect(report.exchange?.skipped == "the entry holds no request body")
        }
    }

    @Test("a body recorded compressed (gzip) is said to be, not read as malformed JSON")
    func gzipBody() throws {
        let gzip: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xAB, 0xAE, 0x05, 0x00]
        let text = Self.har([Self.entry(body: "\"\(Data(gzip).base64EncodedString())\"", extra: #", "encoding": "base64""#)])
        let report = try #require(try PaymentValidator().validate(har: Array(text.utf8)).first)
        let finding = try #require(report.diagnostics.first)
        #expect(report.codes == [.malformedJSON] && finding.message.contains("recorded compressed (gzip)"), "\(finding.message)")
    }

    /// A new user's trial (session 65): a reply stored gzip and base64 was said to be refused "for other issues".
    @Test("a refusal whose answer names nothing (a reply stored compressed) agrees on the verdict alone")
    func unreadableAnswer() throws {
        let gzip: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xAB, 0xAE, 0x05, 0x00]
        let entry = #"{"startedDateTime": "2024-05-01T10:00:00Z", "request": {"method": "POST", "url": "https://api-m.paypal.com/v2/payments/captures/3C6793/refund", "postData": {"text": "{\"amount\": {\"currency_code\": \"JPY\", \"value\": \"1500.50\"}}"}}, "response": {"status": 422, "content": {"encoding": "base64", "text": "\#(Data(gzip).base64EncodedString())"}}}"#
        let report = try #require(try PaymentValidator().validate(har: Array(Self.har([entry]).utf8)).first)
        #expect(report.codes == [.decimalsNotSupported])
        #expect(report.exchange?.answer?.issues == [] && report.exchange?.answer?.name == nil)
        #expect(report.exchange?.agreement == .bothRejected)
    }

    @Test("Base64 decodes RFC 4648's test vectors and refuses what no encoder writes")
    func base64Vectors() {
        let vectors = ["": "", "Zg==": "f", "Zm8=": "fo", "Zm9v": "foo", "Zm9vYg==": "foob", "Zm9vYmE=": "fooba",
                       "Zm9vYmFy": "foobar", "Zm9v\nYmFy": "foobar", "Zm9vYg": "foob", "-_8=": "\u{FB}\u{FF}"]
        for (encoded, decoded) in vectors where encoded != "-_8=" {
            #expect(Base64.decode(Array(encoded.utf8)) == Array(decoded.utf8), "\(encoded)")
        }
        #expect(Base64.decode(Array("-_8=".utf8)) == [0xFB, 0xFF])
        for bad in ["Zm9v!", "Z", "Zg==Zg", "Zm9vY==="] {
            #expect(Base64.decode(Array(bad.utf8)) == nil, "\(bad)")
        }
    }

    @Test("entries that are not checked are skipped with the reason")
    func skipped() throws {
        let entries = [
            #"{"request": {"method": "GET", "url": "https://www.paypal.com/sdk/js"}, "response": {"status": 200}}"#,
            #"{"request": {"method": "POST", "url": "https://api-m.paypal.com/v1/oauth2/token", "postData": {"text": "grant_type=client_credentials"}}}"#,
            #"{"request": {"method": "POST", "url": "https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund"}}"#,
            #"{"response": {"status": 200}}"#,
            #""not an entry""#,
        ]
        let reports = try PaymentValidator().validate(har: Array(Self.har(entries).utf8))
        // The full refund without `postData` is checked, as the empty body it sends (`bodilessEntries`).
        #expect(reports.map { $0.exchange?.skipped?.prefix(18) } == [
            "not a PayPal API h", "no kind checks the", nil, "not a HAR entry (n", "not a HAR entry (n",
        ])
        #expect(reports[2].kind == .paymentsV2Refund)
        #expect(reports.allSatisfy { $0.diagnostics.isEmpty && $0.exchange?.agreement == nil })
        #expect(reports.map { $0.exchange?.entry } == [0, 1, 2, 3, 4])
    }

    @Test("an entry that is not JSON, and a body that is not JSON, are MALFORMED_JSON at their place")
    func malformed() throws {
        let text = Self.har([Self.entry(body: #""amount=10""#), #"{"request": tru}"#])
        let reports = try PaymentValidator().validate(har: Array(text.utf8))
        #expect(reports.map(\.codes) == [[.malformedJSON], [.malformedJSON]])
        #expect(reports[0].exchange?.agreement == .onlyPPDataRejected)
        #expect(reports[1].diagnostics.first?.message.hasPrefix("entry 1 is not JSON") == true)
        #expect(reports[1].diagnostics.first?.line == 2)
    }

    @Test("a recording is judged on the day it was made, unless the caller chose the day")
    func recordingDay() throws {
        let card = #""{\"intent\": \"sale\", \"payer\": {\"payment_method\": \"credit_card\", \"funding_instruments\": [{\"credit_card\": {\"type\": \"visa\", \"number\": \"4417119669820331\", \"expire_month\": \"11\", \"expire_year\": \"2024\", \"cvv2\": \"874\"}}]}, \"transactions\": [{\"amount\": {\"total\": \"7\", \"currency\": \"USD\"}}]}""#
        let text = Self.har([Self.entry(body: card, url: "https://api.sandbox.paypal.com/v1/payments/payment")])
        #expect(try PaymentValidator().validate(har: Array(text.utf8)).first?.codes == [])
        let later = ValidationOptions(today: CalendarDate("2026-01-01"), todaySource: "--now")
        let report = try #require(try PaymentValidator(options: later).validate(har: Array(text.utf8)).first)
        #expect(report.codes == [.cardExpired])
    }

    @Test("the recording of PayPal's Node SDK tests: every count of the comparison")
    func recordingCounts() throws {
        let reports = try PaymentValidator().validate(har: try [UInt8](Data(contentsOf: Self.recording)))
        let exchanges = reports.compactMap(\.exchange)
        #expect(exchanges.count == 95)
        let checked = exchanges.filter { $0.skipped == nil }
        #expect(checked.count == 41)
        var counts: [PayPalExchange.Agreement?: Int] = [:]
        for exchange in checked { counts[exchange.agreement, default: 0] += 1 }
        #expect(counts == [.bothAccepted: 31, .bothRejected: 2, .onlyPayPalRejected: 8])
        // Both refused an execution whose payer_id is "dummy": PayPal as INVALID_PAYER_ID with no details, ppdata as
        // not a payer id at /payer_id, the member PayPal's name is about. And a payout of three items sent with
        // ?sync_mode=true: PayPal as SIZE_LIMIT_EXCEEDED_FOR_SYNC_PAYOUT at the field "items", ppdata as
        // INVALID_ARRAY_MAX_ITEMS (the mode read from the entry's URL) at /items, the field PayPal names.
        #expect(checked.filter { $0.agreement == .bothRejected }.compactMap(\.entry) == [45, 73])
        #expect(reports.filter { !$0.isValid }.compactMap { $0.exchange?.entry } == [45, 73])
        // PayPal refused eight that ppdata passes. Six for the state of what the call names (an expired
        // authorization, a voided or completed order, a payment not approved or already executed); two for what
        // the body cannot show: a paypal payment without redirect URLs (a future payment sends the same body and is
        // accepted), and a batch id used before (PayPal's memory of earlier batches).
        let refused = checked.filter { $0.agreement == .onlyPayPalRejected }
        #expect(refused.compactMap(\.entry) == [10, 30, 48, 50, 51, 52, 55, 79])
        #expect(refused.filter { $0.answer?.concernsResourceState == true }.compactMap(\.entry) == [30, 48, 50, 51, 52, 55])
    }
}
