import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bad-input catalogue of issue 7 through `ppdata validate`: every hostile input in one batch, between good
/// documents. Each gets its diagnostic (or, for what cannot be read, exit 2 and a message naming it); none stops
/// the batch, and results come out one per document in input order. The library-level half is
/// PPDataValidationTests/BadInputCatalogueTests.swift.
@Suite("Bad-input catalogue: ppdata validate")
struct BadInputCLITests {
    typealias Scratch = ValidateCommandTests.Scratch

    static let validAddress = ValidateCommandTests.validAddress
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// An MPL payment whose subtotal is `literal` (as given: quote it for a string).
    static func mpl(subTotal literal: String) -> String {
        #"{"recipient": "ann@shop.example", "subTotal": \#(literal), "paymentCurrency": "USD"}"#
    }

    /// One input of the batch: a file name, its bytes (nil: do not create it) and the codes each of its documents
    /// must report (one entry per document; NDJSON files have several).
    struct Input {
        var name: String
        var bytes: [UInt8]?
        var expected: [[String]]
    }

    /// The catalogue as files.
    static func catalogue() -> [Input] {
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let tenMB = String(repeating: "x", count: 10 * 1024 * 1024)
        let example = (try? Data(contentsOf: BinaryRunner.repository.appendingPathComponent("Examples/mpl-payment-valid.json")))
            .map { Array($0) } ?? Array(mpl(subTotal: #""1.00""#).utf8)
        // A complete address whose country code is given twice.
        let duplicated = String(validAddress.dropLast()) + #","country_code":"US"}"#
        let ndjson = [
            validAddress,  // 1
            "",  // 2: blank
            "   \t",  // 3: whitespace only
            mpl(subTotal: "NaN"),  // 4
            "\r",  // 5: blank (CR LF)
            mpl(subTotal: #""-0""#),  // 6
            duplicated,  // 7
            "{\"address_line_1\": \"1 Main St\", \"country_co",  // 8: the file ends in the middle of a document
        ].joined(separator: "\r\n")
        return [
            Input(name: "valid-first.json", bytes: Array(validAddress.utf8), expected: [[]]),
            Input(name: "empty.json", bytes: [], expected: [["MALFORMED_JSON"]]),
            Input(name: "whitespace.json", bytes: Array(" \n\t\r\n ".utf8), expected: [["MALFORMED_JSON"]]),
            Input(name: "bom.json", bytes: bom + Array(validAddress.utf8), expected: [[]]),
            Input(name: "bom-only.json", bytes: bom, expected: [["MALFORMED_JSON"]]),
            Input(
                name: "invalid-utf8.json", bytes: Array(#"{"recipient": "ann"#.utf8) + [0xC3, 0x28] + Array(#"@x.example"}"#.utf8),
                expected: [["MALFORMED_JSON"]]),
            Input(name: "nul.json", bytes: Array(#"{"country_code": "US""#.utf8) + [0] + Array("}".utf8), expected: [["MALFORMED_JSON"]]),
            Input(name: "nested.json", bytes: Array(nested.utf8), expected: [["MALFORMED_JSON"]]),
            Input(
                name: "ten-mb-string.json",
                bytes: Array(#"{"address_line_1": "\#(tenMB)", "admin_area_2": "Austin", "admin_area_1": "TX", "postal_code": "78701", "country_code": "US"}"#.utf8),
                expected: [["INVALID_STRING_LENGTH"]]),
            Input(
                name: "long-amount.json", bytes: Array(mpl(subTotal: "\"9" + String(repeating: "0", count: 9_999) + "\"").utf8),
                expected: [["INVALID_STRING_LENGTH"]]),
            Input(name: "exponent.json", bytes: Array(mpl(subTotal: "1e400").utf8), expected: [["INVALID_PARAMETER_SYNTAX"]]),
            Input(name: "minus-zero.json", bytes: Array(mpl(subTotal: "-0").utf8), expected: [["CANNOT_BE_ZERO_OR_NEGATIVE"]]),
            Input(name: "nan.json", bytes: Array(mpl(subTotal: "NaN").utf8), expected: [["MALFORMED_JSON"]]),
            Input(name: "infinity.json", bytes: Array(mpl(subTotal: "-Infinity").utf8), expected: [["MALFORMED_JSON"]]),
            Input(
                name: "duplicate.json", bytes: Array(duplicated.utf8),
                expected: [["DUPLICATE_KEY"]]),
            Input(name: "truncated.json", bytes: Array(example.prefix(example.count / 2)), expected: [["MALFORMED_JSON"]]),
            Input(name: "a-directory", bytes: nil, expected: []),
            Input(name: "missing.json", bytes: nil, expected: []),
            Input(
                name: "batch.ndjson", bytes: Array(ndjson.utf8),
                expected: [[], ["MALFORMED_JSON"], ["CANNOT_BE_ZERO_OR_NEGATIVE"], ["DUPLICATE_KEY"], ["MALFORMED_JSON"]]),
            Input(name: "valid-last.json", bytes: Array(validAddress.utf8), expected: [[]]),
        ]
    }

    /// Inputs no process can read, even as root: `/proc/self/mem` opens but its first read fails (EIO, address 0
    /// is never mapped). Plus a mode-000 file when not running as root.
    static func unreadable(in scratch: Scratch) throws -> [String] {
        var paths = ["/proc/self/mem"]
        if geteuid() != 0 {
            let path = try scratch.file("no-permission.json", validAddress)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
            paths.append("no-permission.json")
        }
        return paths
    }

    /// Writes the catalogue into `scratch`; returns the arguments in order (unreadable inputs in the middle).
    static func prepare(_ scratch: Scratch) throws -> (arguments: [String], inputs: [Input], unreadable: [String]) {
        let inputs = catalogue()
        for input in inputs {
            if let bytes = input.bytes {
                try scratch.data(input.name, Data(bytes))
            } else if input.name == "a-directory" {
                try FileManager.default.createDirectory(
                    at: scratch.url.appendingPathComponent(input.name), withIntermediateDirectories: true)
            }
        }
        let unreadable = try unreadable(in: scratch)
        var arguments = inputs.map(\.name)
        arguments.insert(contentsOf: unreadable, at: arguments.count / 2)
        return (arguments, inputs, unreadable)
    }

    /// The issue codes of one `--format ndjson` line.
    static func codes(_ document: [String: Any]) -> [String] {
        (document["issues"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    @Test("every bad input in one batch: each its own diagnostic, in input order; exit 2 for what cannot be read")
    func oneBatchNDJSON() throws {
        let scratch = try Scratch()
        let (arguments, inputs, unreadable) = try Self.prepare(scratch)
        let result = try BinaryRunner.run(["validate", "--format", "ndjson"] + arguments, directory: scratch.url)
        #expect(result.status == 2)
        // Each input that cannot be read is named on stderr, once, with its cause.
        #expect(result.stderr.contains(
            "cannot read 'a-directory': Is a directory; to check the documents in it, name them: "
                + "ppdata validate a-directory/*.json"))
        #expect(result.stderr.contains("cannot read 'missing.json': No such file or directory"))
        for path in unreadable { #expect(result.stderr.contains("cannot read '\(path)'"), "\(path): \(result.stderr)") }
        #expect(result.stderr.split(separator: "\n").count == 2 + unreadable.count)

        // Exactly one output line per document, in input order, with the expected codes; an unreadable input is a
        // line with its error, in its place, and no document.
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let entries = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let failed = entries.filter { $0["error"] != nil }
        #expect(failed.compactMap { $0["source"] as? String } == Array(arguments.filter { unreadable.contains($0) || $0 == "a-directory" || $0 == "missing.json" }))
        #expect(failed.allSatisfy { $0["valid"] as? Bool == false && Self.codes($0).isEmpty })
        let documents = entries.filter { $0["error"] == nil }
        let expected = inputs.flatMap { input in input.expected.map { (input.name, $0) } }
        #expect(documents.count == expected.count)
        for (document, (source, codes)) in zip(documents, expected) {
            #expect(document["source"] as? String == source)
            #expect(Self.codes(document) == codes, "\(source)")
        }
        // NDJSON documents carry their physical line numbers (blank, whitespace and CR-only lines counted).
        #expect(documents.filter { $0["source"] as? String == "batch.ndjson" }.map { $0["line"] as? Int } == [1, 4, 6, 7, 8])
        // A 10 MB value is never echoed: every output line stays small.
        #expect(lines.allSatisfy { $0.utf8.count < 4096 }, "longest line: \(lines.map(\.utf8.count).max() ?? 0) bytes")
    }

    @Test("a directory's hint quotes its path for the shell when it needs quoting")
    func directoryHintQuotes() throws {
        let scratch = try Scratch()
        for name in ["my payments", "it's"] {
            try FileManager.default.createDirectory(
                at: scratch.url.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let result = try BinaryRunner.run(["validate", "my payments", "it's/"], directory: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("name them: ppdata validate 'my payments'/*.json\n"), "\(result.stderr)")
        #expect(result.stderr.contains("name them: ppdata validate 'it'\\''s'/*.json\n"), "\(result.stderr)")
    }

    @Test("the same batch as text and as one JSON value: same counts, valid JSON, summary last")
    func oneBatchTextAndJSON() throws {
        let scratch = try Scratch()
        let (arguments, inputs, unreadable) = try Self.prepare(scratch)
        let documents = inputs.reduce(0) { $0 + $1.expected.count }
        let valid = inputs.reduce(0) { $0 + $1.expected.filter(\.isEmpty).count }

        let json = try BinaryRunner.run(["validate", "--format", "json"] + arguments, directory: scratch.url)
        #expect(json.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["documents"] as? [[String: Any]])
        #expect(entries.filter { $0["error"] == nil }.count == documents)
        #expect(entries.filter { $0["error"] != nil }.count == 2 + unreadable.count)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["documents"] as? Int == documents)
        #expect(summary["valid"] as? Int == valid)
        #expect(summary["unreadable"] as? Int == 2 + unreadable.count)

        let text = try BinaryRunner.run(["validate"] + arguments, directory: scratch.url)
        #expect(text.status == 2)
        let last = text.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("\(documents) documents checked: \(valid) valid, \(documents - valid) invalid ("), "\(last)")
        // Text output is line-oriented: no raw control character or 10 MB line reaches the terminal.
        #expect(!text.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.stdout.split(separator: "\n").allSatisfy { $0.utf8.count < 4096 })
        #expect(text.stderr.split(separator: "\n").count == 2 + unreadable.count)
    }

    @Test("bad input on standard input: NDJSON with invalid UTF-8, NUL and a cut last line; the good lines are checked")
    func standardInput() throws {
        var body: [UInt8] = Array(Self.validAddress.utf8) + [0x0D, 0x0A]
        body += Array(#"{"country_code": "U"#.utf8) + [0xFF] + Array(#"S"}"#.utf8) + [0x0A]  // 2: invalid UTF-8
        body += [0x0A]  // 3: blank
        body += Array(#"{"country_code": "US"}"#.utf8) + [0x00] + [0x0A]  // 4: a NUL after the document
        body += Array(Self.validAddress.utf8) + [0x0A]  // 5
        body += Array(#"{"country_code": "#.utf8)  // 6: cut
        let result = try BinaryRunner.run(["validate", "--ndjson", "--format", "ndjson", "-"], stdin: Data(body))
        #expect(result.status == 1)
        let documents = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(documents.map { $0["line"] as? Int } == [1, 2, 4, 5, 6])
        #expect(documents.map(Self.codes) == [[], ["MALFORMED_JSON"], ["MALFORMED_JSON"], [], ["MALFORMED_JSON"]])
        #expect(documents.allSatisfy { $0["source"] as? String == "<stdin>" })
    }

    @Test("a file name with a newline or an escape is shown escaped in text, so it cannot forge a line")
    func controlCharactersInFileNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = "bad\nok.json: note: all\u{1B}[2Jfine.json"
        try Data(#"{"country_code": "UK"}"#.utf8).write(to: directory.appendingPathComponent(name))
        let text = try BinaryRunner.run(["validate", "--kind", "address", name], directory: directory)
        #expect(text.status == 1)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(text.stdout)")
        #expect(!text.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let missing = try BinaryRunner.run(["validate", "no\nsuch.json"], directory: directory)
        #expect(missing.status == 2 && missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
    }

    /// Swift shows an argument's bytes that are not UTF-8 as U+FFFD; the file was not found (a new user's trial).
    @Test("a file whose name is not UTF-8 is read, and shown with U+FFFD for the bytes that are not")
    func fileNameNotUTF8() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The shell makes the name from its bytes, and passes them on unchanged.
        let script = #"printf '{"country_code": "UK"}' > "$(printf 'bad\377name.json')" && "$0" validate --kind address "$(printf 'bad\377name.json')""#
        let result = try BinaryRunner.run(["-c", script, BinaryRunner.ppdata.path], directory: directory, executable: "/bin/sh")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("bad\u{FFFD}name.json:1:18: error: INVALID_COUNTRY_CODE"), "\(result.stdout)")
    }

    /// A file named after the card it holds showed the number in every format (a new user's trial, session 62).
    @Test("a card number in a file's name is masked in every format, in errors and in SARIF's URIs")
    func cardNumbersInFileNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-cards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"country_code": "UK"}"#.utf8).write(to: directory.appendingPathComponent("4111111111111111.json"))
        try Data().write(to: directory.appendingPathComponent("5555 5555 5555 4444.ndjson"))
        for format in ["text", "json", "ndjson", "sarif"] {
            let result = try BinaryRunner.run(
                ["validate", "--kind", "address", "--format", format, "4111111111111111.json", "4012888888881881-gone.json",
                 "5555 5555 5555 4444.ndjson"], directory: directory)
            #expect(result.status == 2, "\(format)")
            let output = result.stdout + result.stderr
            #expect(output.contains("1111") && output.contains("1881") && output.contains("4444"), "\(format): \(output)")
            for number in ["4111111111111111", "4012888888881881", "5555 5555 5555 4444", "5555%205555%205555%204444"] {
                #expect(!output.contains(number), "\(format): \(output)")
            }
        }
    }

    /// A UTF-16 NDJSON file is one document with one finding that names the encoding, and the next file is read.
    @Test("an NDJSON file in UTF-16 is one MALFORMED_JSON naming the encoding; the next input is still read")
    func wideNDJSON() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-wide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = String(repeating: #"{"country_code": "US"}"# + "\r\n", count: 3)
        try #require(lines.data(using: .utf16)).write(to: directory.appendingPathComponent("wide.ndjson"))
        try Data(lines.utf8).write(to: directory.appendingPathComponent("narrow.ndjson"))
        let result = try BinaryRunner.run(
            ["validate", "--kind", "address", "--format", "ndjson", "wide.ndjson", "narrow.ndjson"], directory: directory)
        #expect(result.status == 1)
        let documents = result.stdout.split(separator: "\n")
        #expect(documents.count == 4, "\(result.stdout)")
        #expect(documents.first?.contains("the text is UTF-16, not UTF-8") == true, "\(result.stdout)")
        #expect(documents.first?.contains(#""source":"wide.ndjson","line":1,"#) == true, "\(result.stdout)")
        #expect(documents.dropFirst().allSatisfy { $0.contains(#""source":"narrow.ndjson""#) }, "\(result.stdout)")
    }
}

