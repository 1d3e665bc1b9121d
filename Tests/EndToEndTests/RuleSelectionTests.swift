import Foundation
import PPDataValidation
import Testing

/// `--ignore`, `--warn`, `--error`, `.ppdata.json` (found upward, overrides by path), `--config` and `--no-config`.
@Suite("validate: choosing rules per project")
struct RuleSelectionTests {
    /// An Orders v2 order with an UNKNOWN_FIELD warning (`note`).
    static let unknownField = #"{"intent":"CAPTURE","note":"x","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}]}"#
    /// An Orders v2 order with a DECIMAL_PRECISION error.
    static let precision = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.005"}}]}"#

    /// A project folder: `.ppdata.json` at the top (UNKNOWN_FIELD ignored, but an error under `strict/`), and a
    /// `nested/` folder with its own `.ppdata.json` (DECIMAL_PRECISION a warning).
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-rules-\(UUID().uuidString)")
        for folder in ["strict", "nested"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let files = [
            ".ppdata.json": #"{"ignore": ["UNKNOWN_FIELD"], "overrides": [{"files": ["strict/*.json"], "error": ["UNKNOWN_FIELD"]}]}"#,
            "a.json": unknownField, "strict/b.json": unknownField, "p.json": precision,
            "nested/.ppdata.json": #"{"warn": ["DECIMAL_PRECISION"]}"#, "nested/c.json": precision,
            "nested/d.json": unknownField, "other.json": #"{"error": ["UNKNOWN_FIELD"]}"#,
            "broken.json": "{\n  \"ignore\": [\"TAX_TOTAL_REQUIRE\"]\n}",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
        return root
    }

    /// `validate --format json` in `directory`: each document's file → its (code, severity) pairs, and the summary.
    static func run(_ arguments: [String], in directory: URL) throws -> (documents: [String: [String]], summary: [String: Int], status: Int32) {
        let result = try BinaryRunner.run(["validate", "--format", "json"] + arguments, directory: directory)
        let top = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        var documents: [String: [String]] = [:]
        for document in top["documents"] as? [[String: Any]] ?? [] {
            let findings = document["issues"] as? [[String: Any]] ?? []
            documents[document["source"] as? String ?? ""] = findings.map { "\($0["code"] ?? "") \($0["severity"] ?? "")" }
        }
        return (documents, top["summary"] as? [String: Int] ?? [:], result.status)
    }

    @Test("the nearest .ppdata.json applies, its overrides by path, and the summary counts what it ignored")
    func discovery() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let top = try Self.run(["a.json", "strict/b.json", "nested/d.json"], in: root)
        #expect(top.documents["a.json"] == [])
        #expect(top.documents["strict/b.json"] == ["UNKNOWN_FIELD error"])
        #expect(top.documents["nested/d.json"] == [], "the top file's selection applies to every path below it")
        #expect(top.summary["ignored"] == 2)
        #expect(top.status == 1)

        // From nested/, its own file is the nearest: UNKNOWN_FIELD is no longer ignored.
        let nested = try Self.run(["c.json", "d.json"], in: root.appendingPathComponent("nested"))
        #expect(nested.documents["c.json"] == ["DECIMAL_PRECISION warning"])
        #expect(nested.documents["d.json"] == ["UNKNOWN_FIELD warning"])
        #expect(nested.summary["ignored"] == 0)
        #expect(nested.status == 0)
    }

    @Test("--config and --no-config choose the file; the command line is laid over it")
    func explicitFiles() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.run(["--no-config", "a.json"], in: root).documents["a.json"] == ["UNKNOWN_FIELD warning"])
        #expect(try Self.run(["--config", "other.json", "a.json"], in: root).documents["a.json"] == ["UNKNOWN_FIELD error"])
        let laid = try Self.run(["--warn", "UNKNOWN_FIELD", "strict/b.json"], in: root)
        #expect(laid.documents["strict/b.json"] == ["UNKNOWN_FIELD warning"])
        let ignored = try Self.run(["--no-config", "--ignore", "UNKNOWN_FIELD,DECIMAL_PRECISION", "a.json", "p.json"], in: root)
        #expect(ignored.documents["a.json"] == [] && ignored.documents["p.json"] == [])
        #expect(ignored.summary["ignored"] == 2 && ignored.status == 0)

        let text = try BinaryRunner.run(["validate", "--no-config", "--ignore", "UNKNOWN_FIELD", "a.json"], directory: root)
        #expect(text.stdout.hasSuffix("1 document checked: 1 valid, 0 invalid (0 errors, 0 warnings; 1 ignored)\n"), "\(text.stdout)")
    }

    @Test("usage errors (exit 64): unknown codes with the nearest, two treatments, a bad or missing file", arguments: [
        (["--ignore", "TAX_TOTAL_REQUIRE", "a.json"], "did you mean TAX_TOTAL_REQUIRED?"),
        (["--warn", "DECIMAL_PRECISION", "--error", "DECIMAL_PRECISION", "a.json"], "both --warn and --error"),
        (["--config", "broken.json", "a.json"], #"broken.json:2:14: unknown code "TAX_TOTAL_REQUIRE"; did you mean "TAX_TOTAL_REQUIRED"?"#),
        (["--config", "missing.json", "a.json"], "cannot read the configuration 'missing.json'"),
        (["--config", "other.json", "--no-config", "a.json"], "cannot be used together"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["validate"] + arguments, directory: root)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        // As every message of ppdata: `error:`, then validate's usage (not the top-level command's), whether the
        // common-line reader or swift-argument-parser read the line (a repeated --strict takes the second path).
        for line in [arguments, ["--strict", "--strict"] + arguments] {
            let again = try BinaryRunner.run(["validate"] + line, directory: root)
            #expect(again.stderr.hasPrefix("error: ") && again.stderr.contains(message), "\(again.stderr)")
            #expect(again.stderr.contains("\nUsage: ppdata validate [<options>] [<file> ...]\n"), "\(again.stderr)")
        }
    }

    @Test("a configuration of 1 MiB is read; one byte more is a usage error saying so, not a syntax error at the cut")
    func sizeLimit() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        // Valid JSON either way: the top-level object padded with spaces to the size.
        for (size, tooLarge) in [(1 << 20, false), ((1 << 20) + 1, true)] {
            let text = #"{"ignore": ["UNKNOWN_FIELD"]"# + String(repeating: " ", count: size - 29) + "}"
            #expect(text.utf8.count == size)
            try Data(text.utf8).write(to: root.appendingPathComponent("big.json"))
            let result = try BinaryRunner.run(["validate", "--config", "big.json", "a.json"], directory: root)
            if tooLarge {
                #expect(result.status == 64)
                #expect(result.stderr.hasPrefix("error: the configuration 'big.json' is larger than 1 MiB\n"), "\(result.stderr)")
                #expect(result.stdout.isEmpty)
            } else {
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout.hasSuffix("(0 errors, 0 warnings; 1 ignored)\n"), "\(result.stdout)")
            }
        }
    }

    @Test("the same selection gives the same findings through the CLI and the library")
    func sameAsLibrary() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try ProjectConfiguration(json: Array(try Data(contentsOf: root.appendingPathComponent(".ppdata.json"))))
        for path in ["a.json", "strict/b.json", "p.json"] {
            let validator = PaymentValidator(options: ValidationOptions(selection: configuration.selection(forPath: path)))
            let report = validator.validate(Array(try Data(contentsOf: root.appendingPathComponent(path))))
            let cli = try Self.run([path], in: root)
            #expect(cli.documents[path] == report.diagnostics.map { "\($0.code) \($0.severity.rawValue)" }, "\(path)")
        }
    }
}
