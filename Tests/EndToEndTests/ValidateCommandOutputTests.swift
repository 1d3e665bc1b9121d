import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ppdata validate` end to end, continued: output formats and escaping, streaming, inputs and exit statuses.
extension ValidateCommandTests {
    @Test("--format ndjson: one compact object per document, nothing else")
    func ndjsonFormat() throws {
        let scratch = try Scratch()
        try scratch.file("ok.json", Self.validAddress)
        try scratch.file("bad.json", Self.invalidAddress)
        let result = try validate(["--format", "ndjson", "ok.json", "bad.json"], in: scratch)
        #expect(result.status == 1)
        #expect(result.stdout == """
            {"source":"ok.json","line":1,"kind":"address","valid":true,"issues":[]}
            {"source":"bad.json","line":1,"kind":"address","valid":false,"issues":[{"code":"INVALID_COUNTRY_CODE","severity":"error","path":"/country_code","line":1,"column":17,"message":"\\"UK\\" is not an ISO 3166-1 alpha-2 country code","suggestion":"GB"}]}

            """)
    }

    @Test("json and ndjson escape quotes, backslashes, control characters and U+2028 in messages")
    func escaping() throws {
        let key = "a\"b\\c\u{01}d\u{2028}e\u{2029}f\té\u{1F600}\u{E000}…€"
        let keyJSON = "a\\\"b\\\\c\\u0001d\\u2028e\\u2029f\\té😀\u{E000}…€"
        let document = "{\"country_code\":\"US\",\"admin_area_2\":\"Mountain View\",\"admin_area_1\":\"CA\",\"postal_code\":\"94043\",\"address_line_1\":\"1 Main\",\"\(keyJSON)\":1}"
        for format in ["json", "ndjson"] {
            let result = try validate(["--kind", "address", "--format", format], stdin: document)
            #expect(result.status == 0)
            #expect(!result.stdout.contains("\u{2028}"))
            #expect(result.stdout.contains("\\u2028"))
            let parsed = format == "json" ? try documents(result.stdout) : try objects(result.stdout)
            let issue = try #require((parsed.first?["issues"] as? [[String: Any]])?.first)
            #expect(issue["code"] as? String == "UNKNOWN_FIELD")
            // Messages show C0 control characters escaped (Diagnostic: they must not reach a terminal raw); the path
            // keeps the key as it is.
            let shown = key.replacingOccurrences(of: "\u{01}", with: "\\u0001").replacingOccurrences(of: "\t", with: "\\t")
            #expect((issue["message"] as? String)?.contains(shown) == true, "\(issue)")
            #expect(issue["path"] as? String == "/" + key)
        }
    }

    @Test("text output escapes control characters in suggestions, messages and paths")
    func textEscaping() throws {
        // An image_url holding control characters is reported with the URL in the message (ESC sequence, BEL, DEL, the
        // C1 CSI U+009B) and, percent-encoded, as the suggestion, where U+009B (not ASCII) stays. The misspelt key
        // "nam\u001B[2J" carries ESC and U+2028 into the UNKNOWN_FIELD message and path.
        let url = #"http://shop.example/a\u001b[31mred\u0007\u007f\u009b2Jb.png"#
        let document = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00","#
            + #""breakdown":{"item_total":{"currency_code":"USD","value":"1.00"}}},"items":[{"name":"Mug","#
            + #""quantity":"1","unit_amount":{"currency_code":"USD","value":"1.00"},"image_url":""# + url + #"","#
            + #""nam\u001b[2J\u2028\u0085":1}]}]}"#
        let result = try validate(["--kind", "orders-v2"], stdin: document)
        #expect(result.status == 1)
        let raw = result.stdout.unicodeScalars.filter {
            $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029)
        }
        #expect(raw.isEmpty, "raw control scalars: \(raw.map { String($0.value, radix: 16) })")
        #expect(!result.stdout.utf8.contains(0x1B))
        // Escaped as messages escape them: JSON style, uppercase hex.
        #expect(
            result.stdout.contains(
                #"INVALID_PARAMETER_SYNTAX: "image_url" "http://shop.example/a\u001B[31mred\u0007\u007F\u009B2Jb.png" "#
                    + #"holds a control character, which a URL cannot hold unencoded (RFC 3986); PayPal refuses it "#
                    + #"(/purchase_units/0/items/0/image_url); did you mean "http://shop.example/a%1B[31mred%07%7F\u009B2Jb.png"?"#),
            "\(result.stdout)")
        #expect(result.stdout.contains(#"(/purchase_units/0/items/0/nam\u001B[2J\u2028\u0085)"#), "\(result.stdout)")
        // JSON output keeps the suggestion a value to apply: the ESC is there, as a JSON escape.
        let json = try validate(["--kind", "orders-v2", "--format", "json"], stdin: document)
        let issues = try #require((try documents(json.stdout).first?["issues"] as? [[String: Any]]))
        let suggestion = issues.first { ($0["path"] as? String)?.hasSuffix("image_url") == true }?["suggestion"]
        #expect(suggestion as? String == "http://shop.example/a%1B[31mred%07%7F\u{9B}2Jb.png")
    }

    @Test("text summary line: singular and plural")
    func summaryPlurals() throws {
        let scratch = try Scratch()
        try scratch.file("w.ndjson", [Self.warningAddress, Self.warningAddress, Self.invalidAddress].joined(separator: "\n"))
        let result = try validate(["w.ndjson"], in: scratch)
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("\n3 documents checked: 2 valid, 1 invalid (1 error, 2 warnings)\n"))
        #expect(result.stdout.contains("w.ndjson:1:78: warning: COUNTRY_CODE_WITHDRAWN: "))
        #expect(result.stdout.contains("w.ndjson:3:17: error: INVALID_COUNTRY_CODE: "))
    }

    // MARK: Inputs

    @Test("standard input: no file or '-', called <stdin> in every format")
    func standardInput() throws {
        let none = try validate(["--format", "json"], stdin: Self.invalidAddress)
        #expect(none.status == 1)
        #expect(try documents(none.stdout).first?["source"] as? String == "<stdin>")
        let lines = try validate(["--format", "ndjson"], stdin: Self.invalidAddress)
        #expect(lines.stdout.hasPrefix(#"{"source":"<stdin>","line":1,"#))

        let dash = try validate(["-"], stdin: Self.invalidAddress)
        #expect(dash.status == 1)
        #expect(dash.stdout.hasPrefix("<stdin>:1:17: error: INVALID_COUNTRY_CODE: "))

        let valid = try validate(["--kind", "address"], stdin: Self.validAddress)
        #expect(valid.status == 0)

        let empty = try validate([], stdin: "")
        #expect(empty.status == 1)
        #expect(empty.stdout.contains("<stdin>:1:1: error: MALFORMED_JSON: "))

        let emptyNDJSON = try validate(["--ndjson"], stdin: "")
        #expect(emptyNDJSON.status == 0)
        #expect(emptyNDJSON.stdout == "0 documents checked: 0 valid, 0 invalid (0 errors, 0 warnings)\n")
        // Not silently: an NDJSON input without a document is named on standard error (blank lines count as none).
        #expect(emptyNDJSON.stderr == "ppdata: '<stdin>' holds no documents\n")
        let blankNDJSON = try validate(["--ndjson"], stdin: "\n  \r\n\n")
        #expect(blankNDJSON.status == 0 && blankNDJSON.stderr == "ppdata: '<stdin>' holds no documents\n")
        let oneDocument = try validate(["--ndjson", "--kind", "address"], stdin: Self.validAddress + "\n\n")
        #expect(oneDocument.stderr.isEmpty)
    }

    @Test("NDJSON: malformed lines between good ones, blank and whitespace lines, CRLF; physical line numbers")
    func ndjsonMixed() throws {
        let lines = [
            Self.validAddress,  // 1
            "",  // 2 blank
            "{\"country_code\": \"US\",",  // 3 truncated
            "   \t ",  // 4 whitespace only
            Self.invalidAddress,  // 5
            "{'single': 'quotes'}",  // 6
            "\r",  // 7 blank CRLF line
            Self.warningAddress,  // 8
            "[1, 2,]",  // 9
            Self.validAddress,  // 10
        ]
        let body = lines.joined(separator: "\r\n") + "\r\n"
        let scratch = try Scratch()
        try scratch.file("batch.jsonl", body)
        let result = try validate(["batch.jsonl", "--format", "ndjson"], in: scratch)
        #expect(result.status == 1)
        let documents = try objects(result.stdout)
        #expect(documents.map { $0["line"] as? Int } == [1, 3, 5, 6, 8, 9, 10])
        #expect(documents.map(codes) == [
            [], ["MALFORMED_JSON"], ["INVALID_COUNTRY_CODE"], ["MALFORMED_JSON"], ["COUNTRY_CODE_WITHDRAWN"],
            ["MALFORMED_JSON"], [],
        ])
        #expect(documents.map { $0["valid"] as? Bool } == [true, false, false, false, true, false, true])
        let truncated = try #require((documents[1]["issues"] as? [[String: Any]])?.first)
        #expect(truncated["line"] as? Int == 3)
        #expect(truncated["column"] as? Int == 23)  // just past the line's 22 characters: the CR is not part of it
        let quoted = try #require((documents[3]["issues"] as? [[String: Any]])?.first)
        #expect(quoted["line"] as? Int == 6)
        #expect(quoted["column"] as? Int == 2)
        let country = try #require((documents[2]["issues"] as? [[String: Any]])?.first)
        #expect(country["line"] as? Int == 5)
        #expect(country["column"] as? Int == 17)

        // The same lines through stdin with --ndjson, text format: each good line checked, summary counts all.
        let text = try validate(["--ndjson"], stdin: body)
        #expect(text.status == 1)
        #expect(text.stdout.contains("<stdin>:3:23: error: MALFORMED_JSON: "))
        #expect(text.stdout.contains("<stdin>:8:78: warning: COUNTRY_CODE_WITHDRAWN: "))
        #expect(text.stdout.hasSuffix("7 documents checked: 3 valid, 4 invalid (4 errors, 1 warning)\n"))
    }

    @Test("NDJSON: a last line without newline, .ndjson by extension, --ndjson for a .json file")
    func ndjsonDetection() throws {
        let scratch = try Scratch()
        try scratch.file("two.ndjson", Self.validAddress + "\n" + Self.invalidAddress)
        try scratch.file("two.json", Self.validAddress + "\n" + Self.invalidAddress)
        let byExtension = try validate(["two.ndjson", "--format", "ndjson"], in: scratch)
        #expect(try objects(byExtension.stdout).map { $0["line"] as? Int } == [1, 2])
        let plain = try validate(["two.json", "--format", "ndjson"], in: scratch)
        #expect(try objects(plain.stdout).map(codes) == [["MALFORMED_JSON"]])
        let forced = try validate(["two.json", "--ndjson", "--format", "ndjson"], in: scratch)
        #expect(try objects(forced.stdout).map(codes) == [[], ["INVALID_COUNTRY_CODE"]])
    }

    @Test("NDJSON: lines longer than the read chunk are reassembled; positions stay exact")
    func longLines() throws {
        let filler = String(repeating: "x", count: 700_000)  // spans several 256 KB reads
        let lines = [
            Self.invalidAddress,
            "{\"address_line_1\":\"\(filler)\",\"country_code\":\"UK\"",  // truncated after 700 KB
            Self.validAddress,
        ]
        let result = try validate(["--ndjson", "--format", "ndjson"], stdin: lines.joined(separator: "\n"))
        #expect(result.status == 1)
        let documents = try objects(result.stdout)
        #expect(documents.map { $0["line"] as? Int } == [1, 2, 3])
        #expect(documents.map(codes) == [["INVALID_COUNTRY_CODE"], ["MALFORMED_JSON"], []])
        let truncated = try #require((documents[1]["issues"] as? [[String: Any]])?.first)
        #expect(truncated["line"] as? Int == 2)
        #expect(truncated["column"] as? Int == lines[1].count + 1)
    }

    @Test("NDJSON: thousands of lines come out complete and in input order")
    func ndjsonOrder() throws {
        var lines: [String] = []
        for index in 0..<3000 {
            switch index % 5 {
            case 0: lines.append(Self.invalidAddress)
            case 1: lines.append("{\"broken\": \(index)")
            case 2: lines.append("")
            case 3: lines.append(Self.warningAddress)
            default: lines.append(Self.validAddress)
            }
        }
        let result = try validate(["--ndjson", "--format", "ndjson"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 1)
        let documents = try objects(result.stdout)
        let expectedLines = (0..<3000).filter { $0 % 5 != 2 }.map { $0 + 1 }
        #expect(documents.map { $0["line"] as? Int ?? -1 } == expectedLines)
        let expectedCodes: [[String]] = expectedLines.map {
            switch ($0 - 1) % 5 {
            case 0: ["INVALID_COUNTRY_CODE"]
            case 1: ["MALFORMED_JSON"]
            case 3: ["COUNTRY_CODE_WITHDRAWN"]
            default: []
            }
        }
        #expect(documents.map(codes) == expectedCodes)
    }

    @Test("NDJSON from a pipe: each result comes out while the producer is still writing")
    func streamsFromPipe() throws {
        let process = Process()
        process.executableURL = BinaryRunner.ppdata
        process.arguments = ["validate", "--ndjson", "--format", "ndjson"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let closed = LockedFlag()
        // A safety net so a regression fails instead of hanging: stdin is closed after a minute at the latest.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            closed.set()
            try? input.fileHandleForWriting.close()
        }
        var received = ""
        for (index, line) in [Self.invalidAddress, Self.validAddress].enumerated() {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            // Read until this document's result is complete, with stdin still open.
            while received.split(separator: "\n").count < index + 1 {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                received += String(decoding: chunk, as: UTF8.self)
            }
            #expect(!closed.get(), "result \(index + 1) arrived only after stdin was closed")
        }
        try? input.fileHandleForWriting.close()
        received += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let documents = try objects(received)
        #expect(documents.map { $0["line"] as? Int } == [1, 2])
        #expect(documents.map(codes) == [["INVALID_COUNTRY_CODE"], []])
    }

    @Test("a UTF-8 BOM is skipped in plain files and on the first NDJSON line")
    func byteOrderMark() throws {
        let scratch = try Scratch()
        let bom = Data([0xEF, 0xBB, 0xBF])
        try scratch.data("bom.json", bom + Data(Self.invalidAddress.utf8))
        try scratch.data("bom.ndjson", bom + Data((Self.invalidAddress + "\n" + Self.validAddress + "\n").utf8))
        let result = try validate(["bom.json", "bom.ndjson", "--format", "ndjson"], in: scratch)
        #expect(result.status == 1)
        let documents = try objects(result.stdout)
        #expect(documents.map(codes) == [["INVALID_COUNTRY_CODE"], ["INVALID_COUNTRY_CODE"], []])
        for document in documents.prefix(2) {
            let issue = try #require((document["issues"] as? [[String: Any]])?.first)
            #expect(issue["column"] as? Int == 17)  // the BOM is not a column
        }
    }

    @Test("an empty or whitespace-only plain file is one MALFORMED_JSON document")
    func emptyFiles() throws {
        let scratch = try Scratch()
        try scratch.file("empty.json", "")
        try scratch.file("blank.json", " \n\t\r\n")
        let result = try validate(["empty.json", "blank.json", "--format", "json"], in: scratch)
        #expect(result.status == 1)
        let documents = try documents(result.stdout)
        #expect(documents.map(codes) == [["MALFORMED_JSON"], ["MALFORMED_JSON"]])
        #expect(documents.map { $0["kind"] as? String } == ["unknown", "unknown"])
        #expect(documents.map { $0["line"] as? Int } == [1, 1])
    }

    // MARK: Options

    @Test("--strict: warnings fail the exit code but documents stay valid")
    func strict() throws {
        let scratch = try Scratch()
        try scratch.file("warn.json", Self.warningAddress)
        try scratch.file("ok.json", Self.validAddress)
        let lenient = try validate(["warn.json"], in: scratch)
        #expect(lenient.status == 0)
        #expect(lenient.stdout.hasSuffix("1 document checked: 1 valid, 0 invalid (0 errors, 1 warning)\n"))
        let strict = try validate(["--strict", "warn.json", "--format", "json"], in: scratch)
        #expect(strict.status == 1)
        #expect(try documents(strict.stdout).first?["valid"] as? Bool == true)
        let clean = try validate(["--strict", "ok.json"], in: scratch)
        #expect(clean.status == 0)
    }

    @Test("--now accepts a calendar date, including a leap day")
    func now() throws {
        let scratch = try Scratch()
        try scratch.file("ok.json", Self.validAddress)
        for date in ["2024-02-29", "2026-12-31", "1999-01-01"] {
            let result = try validate(["--now", date, "ok.json"], in: scratch)
            #expect(result.status == 0, "\(date)")
        }
        let notLeap = try validate(["--now", "2025-02-29", "ok.json"], in: scratch)
        #expect(notLeap.status == 64)
        #expect(notLeap.stderr.contains("--now"))
    }

    @Test("--kind forces the kind; auto detects it")
    func kind() throws {
        let scratch = try Scratch()
        try scratch.file("doc.json", #"{"reference":"A-1"}"#)
        let auto = try validate(["doc.json", "--format", "ndjson"], in: scratch)
        #expect(auto.status == 1)
        let detected = try #require(try objects(auto.stdout).first)
        #expect(detected["kind"] as? String == "unknown")
        #expect(codes(detected) == ["UNKNOWN_DOCUMENT_KIND"])
        let forced = try validate(["doc.json", "--kind", "address", "--format", "ndjson"], in: scratch)
        #expect(try objects(forced.stdout).first?["kind"] as? String == "address")
        let valid = try validate(["--kind", "address"], stdin: Self.validAddress)
        #expect(valid.status == 0)
    }

    @Test("the repository's sample inputs under Tests/Inputs/validate")
    func sampleInputs() throws {
        let result = try BinaryRunner.run(["validate", "Tests/Inputs/validate/address-valid.json",
                                           "Tests/Inputs/validate/address-invalid.json", "Tests/Inputs/validate/batch.ndjson"])
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("6 documents checked: 3 valid, 3 invalid (4 errors, 1 warning)\n"))
        #expect(result.stdout.contains("Tests/Inputs/validate/address-invalid.json:5:19: error: INVALID_COUNTRY_CODE:"))
    }

    @Test("validate --help lists the flags")
    func help() throws {
        let result = try validate(["--help"])
        #expect(result.status == 0)
        for flag in ["--kind", "--ndjson", "--format", "--strict", "--now", "orders-v2"] {
            #expect(result.stdout.contains(flag), "\(flag)")
        }
    }
}
