import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ppdata validate`, run as a built binary. The documents use codes whose rules are settled (MALFORMED_JSON,
/// DUPLICATE_KEY, UNKNOWN_DOCUMENT_KIND and the address country-code checks), so these tests do not move when the
/// per-kind rules grow.
@Suite("ppdata validate, end to end")
struct ValidateCommandTests {
    /// A complete, correct US address (Orders v2 shape): no findings under any rule.
    static let validAddress =
        #"{"address_line_1":"1600 Amphitheatre Parkway","admin_area_2":"Mountain View","admin_area_1":"CA","postal_code":"94043","country_code":"US"}"#
    /// `UK` for GB: one INVALID_COUNTRY_CODE error at column 17, suggesting GB.
    static let invalidAddress = #"{"country_code":"UK","admin_area_2":"London","address_line_1":"10 Downing Street"}"#
    /// A withdrawn code: one COUNTRY_CODE_WITHDRAWN warning, nothing else (no country rules apply to it).
    static let warningAddress = #"{"address_line_1":"Kaya Grandi 1","admin_area_2":"Kralendijk","country_code":"AN"}"#

    /// A scratch directory for one test, removed afterwards.
    final class Scratch {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-validate-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes `contents` to `name` and returns its path.
        @discardableResult
        func file(_ name: String, _ contents: String) throws -> String {
            try data(name, Data(contents.utf8))
        }

        /// Writes raw bytes to `name` and returns its path.
        @discardableResult
        func data(_ name: String, _ contents: Data) throws -> String {
            let path = url.appendingPathComponent(name).path
            try contents.write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// Runs `ppdata validate` with `arguments` in `directory`.
    func validate(_ arguments: [String], stdin: String? = nil, in directory: Scratch? = nil) throws -> BinaryRunner.Result {
        try BinaryRunner.run(["validate"] + arguments, stdin: stdin.map { Data($0.utf8) }, directory: directory?.url)
    }

    /// Parses `--format json` output.
    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Parses `--format ndjson` output: one object per line.
    func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// The documents of `--format json` output.
    func documents(_ text: String) throws -> [[String: Any]] {
        try #require(try object(text)["documents"] as? [[String: Any]])
    }

    /// The issue codes of one document object.
    func codes(_ document: [String: Any]) -> [String] {
        (document["issues"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    // MARK: Exit codes

    @Test("exit 0: a valid document prints only the summary")
    func exitZero() throws {
        let scratch = try Scratch()
        try scratch.file("ok.json", Self.validAddress)
        let result = try validate(["ok.json"], in: scratch)
        #expect(result.status == 0)
        #expect(result.stdout == "1 document checked: 1 valid, 0 invalid (0 errors, 0 warnings)\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("exit 1: an invalid document, reported compiler style with path and suggestion")
    func exitOne() throws {
        let scratch = try Scratch()
        try scratch.file("bad.json", "{\n  \"admin_area_2\": \"London\",\n  \"country_code\": \"UK\"\n}\n")
        let result = try validate(["bad.json"], in: scratch)
        #expect(result.status == 1)
        #expect(result.stdout == """
            bad.json:3:19: error: INVALID_COUNTRY_CODE: "UK" is not an ISO 3166-1 alpha-2 country code (/country_code); did you mean "GB"?
            1 document checked: 0 valid, 1 invalid (1 error, 0 warnings)

            """)
        #expect(result.stderr.isEmpty)
    }

    @Test("exit 2: a missing file is named on stderr and the good file is still reported")
    func missingFileAndGoodFile() throws {
        let scratch = try Scratch()
        try scratch.file("ok.json", Self.validAddress)
        let text = try validate(["missing.json", "ok.json"], in: scratch)
        #expect(text.status == 2)
        #expect(text.stderr.contains("missing.json"))
        #expect(text.stderr.contains("No such file or directory"))
        #expect(text.stdout == "1 document checked: 1 valid, 0 invalid (0 errors, 0 warnings); 1 input could not be read\n")

        let json = try validate(["ok.json", "missing.json", "--format", "json"], in: scratch)
        #expect(json.status == 2)
        #expect(json.stderr.contains("'missing.json'"))
        let documents = try documents(json.stdout)
        #expect(documents.count == 2)
        #expect(documents.first?["source"] as? String == "ok.json")
        #expect(documents.first?["valid"] as? Bool == true)
        #expect(documents.last?["source"] as? String == "missing.json")
        #expect(documents.last?["error"] as? String == "No such file or directory")
    }

    @Test("exit 2 wins over 1: an unreadable input alongside an invalid document")
    func unreadableAndInvalid() throws {
        let scratch = try Scratch()
        try scratch.file("bad.json", Self.invalidAddress)
        let result = try validate(["bad.json", "nope.ndjson"], in: scratch)
        #expect(result.status == 2)
        #expect(result.stdout.contains("bad.json:1:17: error: INVALID_COUNTRY_CODE"))
        #expect(result.stderr.contains("nope.ndjson"))
    }

    /// A common line is run without swift-argument-parser (`ValidateRequest.init?(commonArguments:)`); a line with
    /// `--` goes through it. Both must report and exit alike.
    @Test("a line swift-argument-parser reads reports and exits as the common line does")
    func bothWaysOfReadingTheLine() throws {
        let scratch = try Scratch()
        try scratch.file("ok.json", Self.validAddress)
        try scratch.file("bad.json", Self.invalidAddress)
        for (files, status) in [(["ok.json"], Int32(0)), (["ok.json", "bad.json"], 1), (["bad.json", "nope.ndjson"], 2)] {
            for format in ["text", "json"] {
                let common = try validate(files + ["--format", format], in: scratch)
                let parsed = try validate(["--format", format, "--"] + files, in: scratch)
                #expect(common.status == status)
                #expect(parsed.status == status)
                #expect(parsed.stdout == common.stdout)
                #expect(parsed.stderr == common.stderr)
            }
        }
    }

    @Test("exit 2: a directory is not a document; the other inputs are still checked")
    func directoryInput() throws {
        let scratch = try Scratch()
        for directory in ["dir", "dir.ndjson"] {
            try FileManager.default.createDirectory(
                at: scratch.url.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        try scratch.file("ok.json", Self.validAddress)
        for directory in ["dir", "dir.ndjson"] {
            let result = try validate([directory, "ok.json", "--format", "ndjson"], in: scratch)
            #expect(result.status == 2)
            #expect(result.stderr.contains("'\(directory)'"))
            #expect(result.stderr.contains("Is a directory"))
            let lines = try objects(result.stdout)
            #expect(lines.count == 2)
            #expect(lines.first?["source"] as? String == directory)
            #expect(lines.first?["error"] as? String == "Is a directory")
            #expect(lines.last?["source"] as? String == "ok.json")
        }
        let forced = try validate(["--ndjson", "dir"], in: scratch)
        #expect(forced.status == 2)
        #expect(forced.stderr.contains("Is a directory"))
        #expect(forced.stdout == "0 documents checked: 0 valid, 0 invalid (0 errors, 0 warnings); 1 input could not be read\n")
    }

    @Test("exit 2: a file without read permission", .enabled(if: geteuid() != 0, "root reads any file"))
    func unreadableFile() throws {
        let scratch = try Scratch()
        let path = try scratch.file("secret.json", Self.validAddress)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        let result = try validate(["secret.json"], in: scratch)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'secret.json'"))
        #expect(result.stderr.contains("Permission denied"))
    }

    @Test("exit 64: bad --now, --kind, --format, --apple-pay-version and unknown flags, naming the argument")
    func usageErrors() throws {
        let scratch = try Scratch()
        try scratch.file("ok.json", Self.validAddress)
        for (arguments, named) in [
            (["--now", "2026-02-30", "ok.json"], "2026-02-30"),
            (["--now", "26-01-01", "ok.json"], "26-01-01"),
            (["--now", "2026-1-01", "ok.json"], "2026-1-01"),
            (["--kind", "invoice", "ok.json"], "invoice"),
            (["--format", "xml", "ok.json"], "xml"),
            (["--frobnicate", "ok.json"], "--frobnicate"),
            (["--apple-pay-version", "0", "ok.json"], "versions start at 1"),
            (["--apple-pay-version", "16", "ok.json"], "the newest is 15"),
        ] {
            let result = try validate(arguments, in: scratch)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(named), "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        // A date of the right form that does not exist is named as such, not as a wrong form.
        let noSuchDay = try validate(["--now", "2024-02-30", "ok.json"], in: scratch)
        #expect(noSuchDay.stderr.contains("--now '2024-02-30' is of the form YYYY-MM-DD but no such day exists"))
        let wrongForm = try validate(["--now", "24-02-01", "ok.json"], in: scratch)
        #expect(wrongForm.stderr.contains("--now '24-02-01' is not of the form YYYY-MM-DD"))
    }

    // MARK: Formats

    @Test("--format json: the exact documented shape, keys in order, suggestion only when present")
    func jsonFormatExact() throws {
        let scratch = try Scratch()
        try scratch.file("bad.json", Self.invalidAddress)
        try scratch.file("warn.json", Self.warningAddress)
        let result = try validate(["--format", "json", "bad.json", "warn.json", "--now", "2026-01-15"], in: scratch)
        #expect(result.status == 1)
        #expect(result.stdout == """
            {
              "documents": [
                {
                  "source": "bad.json",
                  "line": 1,
                  "kind": "address",
                  "valid": false,
                  "issues": [
                    {
                      "code": "INVALID_COUNTRY_CODE",
                      "severity": "error",
                      "path": "/country_code",
                      "line": 1,
                      "column": 17,
                      "message": "\\"UK\\" is not an ISO 3166-1 alpha-2 country code",
                      "suggestion": "GB"
                    }
                  ]
                },
                {
                  "source": "warn.json",
                  "line": 1,
                  "kind": "address",
                  "valid": true,
                  "issues": [
                    {
                      "code": "COUNTRY_CODE_WITHDRAWN",
                      "severity": "warning",
                      "path": "/country_code",
                      "line": 1,
                      "column": 78,
                      "message": "AN (Netherlands Antilles) was withdrawn from ISO 3166-1 (2010-12-15); its successors are BQ, CW, SX",
                      "suggestion": "BQ or CW or SX"
                    }
                  ]
                }
              ],
              "summary": {
                "documents": 2,
                "valid": 1,
                "invalid": 1,
                "errors": 1,
                "warnings": 1,
                "ignored": 0,
                "unreadable": 0
              }
            }

            """)
        #expect(result.stderr.isEmpty)
    }

    @Test("--format json: kind unknown, no suggestion key, empty issues, MALFORMED_JSON position")
    func jsonFormatStructure() throws {
        let scratch = try Scratch()
        try scratch.file("ok.json", Self.validAddress)
        try scratch.file("dup.json", "{\n  \"id\": 1,\n  \"id\": 2\n}")
        try scratch.file("broken.json", "{\n  \"country_code\": \"US\",\n}")
        let result = try validate(["ok.json", "dup.json", "broken.json", "--format", "json"], in: scratch)
        #expect(result.status == 1)
        let top = try object(result.stdout)
        #expect(Set(top.keys) == ["documents", "summary"])
        let summary = try #require(top["summary"] as? [String: Int])
        #expect(summary == ["documents": 3, "valid": 1, "invalid": 2, "errors": 3, "warnings": 0, "ignored": 0, "unreadable": 0])
        let documents = try #require(top["documents"] as? [[String: Any]])
        #expect(documents.count == 3)
        #expect(documents[0]["kind"] as? String == "address")
        #expect((documents[0]["issues"] as? [Any])?.isEmpty == true)
        #expect(result.stdout.contains("\"issues\": []"))

        #expect(documents[1]["kind"] as? String == "unknown")
        // Document order: the unknown kind is reported at the root (1:1), before the duplicate at 3:9.
        #expect(codes(documents[1]) == ["UNKNOWN_DOCUMENT_KIND", "DUPLICATE_KEY"])
        let duplicate = try #require((documents[1]["issues"] as? [[String: Any]])?.last)
        #expect(Set(duplicate.keys) == ["code", "severity", "path", "line", "column", "message"])
        #expect(duplicate["path"] as? String == "/id")
        #expect(duplicate["line"] as? Int == 3)
        #expect(duplicate["column"] as? Int == 9)

        let malformed = try #require((documents[2]["issues"] as? [[String: Any]])?.first)
        #expect(documents[2]["kind"] as? String == "unknown")
        #expect(documents[2]["valid"] as? Bool == false)
        #expect(malformed["code"] as? String == "MALFORMED_JSON")
        #expect(malformed["path"] as? String == "")
        #expect(malformed["line"] as? Int == 2)  // the trailing comma
        #expect(malformed["column"] as? Int == 23)
        // Key order of every document object, as docs/cli.md lists it.
        let keyOrder = ["\"source\"", "\"line\"", "\"kind\"", "\"valid\"", "\"issues\""]
        let positions = keyOrder.compactMap { result.stdout.range(of: $0)?.lowerBound }
        #expect(positions.count == keyOrder.count && positions == positions.sorted())
    }

    /// Many batches (a batch holds at most 256 documents, and the next is read while one is checked): every
    /// document is answered once, in input order across files and batches, with unreadable inputs in their place.
    @Test("several batches in flight: every answer once, in input order")
    func manyBatchesInOrder() throws {
        let scratch = try Scratch()
        let lines = (0..<700).map { index in index % 3 == 0 ? Self.invalidAddress : Self.validAddress }
        let first = try scratch.file("first.ndjson", lines.joined(separator: "\n") + "\n")
        let second = try scratch.file("second.ndjson", lines.prefix(300).joined(separator: "\n") + "\n")
        let result = try validate(["--ndjson", "--format", "ndjson", first, "missing.ndjson", second], in: scratch)
        #expect(result.status == 2)
        let entries = try objects(result.stdout)
        #expect(entries.count == 700 + 1 + 300)
        let sources = entries.map { ($0["source"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }
        #expect(sources == Array(repeating: "first.ndjson", count: 700) + ["missing.ndjson"]
            + Array(repeating: "second.ndjson", count: 300))
        let numbers = entries.map { $0["line"] as? Int }
        #expect(numbers == (1...700).map { $0 } + [nil] + (1...300).map { $0 })
        let valid = entries.map { $0["valid"] as? Bool }
        let expected = (0..<700).map { $0 % 3 != 0 } + [false] + (0..<300).map { $0 % 3 != 0 }
        #expect(valid == expected)
    }

    @Test("standard input named twice is a usage error, not an empty second document")
    func standardInputTwice() throws {
        for arguments in [["-", "-"], ["--", "-", "-"], ["-", "--format", "json", "-"]] {
            let result = try validate(arguments, stdin: Self.validAddress)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: '-' (standard input) is named more than once"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try validate(["-"], stdin: Self.validAddress).status == 0)
    }

    @Test("a pretty-printed document read as NDJSON: its opening line says why, a line cut short does not")
    func prettyPrintedDocumentAsNDJSON() throws {
        let scratch = try Scratch()
        let pretty = Self.validAddress.replacingOccurrences(of: "{", with: "{\n  ")
            .replacingOccurrences(of: ",\"", with: ",\n  \"").replacingOccurrences(of: "}", with: "\n}\n")
        try scratch.file("order.json", pretty)
        try scratch.file("log.ndjson", "[\r\n" + Self.validAddress + "\n" + #"{"address_line_1": "1 Ma"# + "\n")
        let hint = "NDJSON holds a whole document on each line: one written over several lines is checked as JSON"
        let forced = try validate(["--ndjson", "order.json"], in: scratch)
        #expect(forced.status == 1)
        let lines = forced.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("order.json:1:2: error: MALFORMED_JSON: unexpected end of input") == true)
        #expect(lines.first?.contains(hint) == true)
        #expect(lines.filter { $0.contains(hint) }.count == 1)
        let log = try validate(["log.ndjson"], in: scratch)
        let logLines = log.stdout.split(separator: "\n")
        #expect(logLines.count == 3)
        #expect(logLines.first?.hasPrefix("log.ndjson:1:") == true && logLines.first?.contains(hint) == true)
        #expect(logLines.dropFirst().first?.hasPrefix("log.ndjson:3:") == true)
        #expect(logLines.dropFirst().first?.contains("NDJSON") == false)
        // Read as JSON, the same document is valid.
        #expect(try validate(["order.json"], in: scratch).status == 0)
    }
}

/// A flag set from another thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    func get() -> Bool { lock.withLock { value } }
}
