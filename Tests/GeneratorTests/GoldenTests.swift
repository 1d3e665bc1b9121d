import Foundation
import Testing
import _PPDataGeneratorCore

@Suite("Generator golden files")
struct GoldenTests {
    @Test("rendering the small fixture tables gives the golden files byte for byte")
    func goldenOutput() throws {
        guard case .rendered(let files) = Generator.render(dataDirectory: Paths.goodData) else {
            Issue.record("fixture data should be clean")
            return
        }
        let golden = try swiftFiles(in: Paths.golden)
        #expect(Set(files.keys) == Set(golden.keys))
        for (name, contents) in files {
            #expect(contents == golden[name], "\(name) differs from its golden file")
        }
    }

    @Test("Swift keywords become escaped cases and still compile")
    func keywordCases() throws {
        guard case .rendered(let files) = Generator.render(dataDirectory: Paths.goodData) else {
            Issue.record("fixture data should be clean")
            return
        }
        let currency = try #require(files["CurrencyCode+Generated.swift"])
        #expect(currency.contains("case `try` = \"TRY\""))
        let country = try #require(files["CountryCode+Generated.swift"])
        for keyword in ["do", "in", "is"] {
            #expect(country.contains("case `\(keyword)` = \"\(keyword.uppercased())\""))
        }

        // Type-check the output with the compiler, together with PPData's hand-written sources (the types the
        // generated code extends and constructs), so a renderer change that no longer fits the API fails here.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Generator.write(files, to: directory)
        let handWritten = Paths.repository.appendingPathComponent("Sources/PPData")
        let sources = try FileManager.default.contentsOfDirectory(atPath: handWritten.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { handWritten.appendingPathComponent($0).path }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `-package-name`: PPData shares `package` declarations with the package's other modules.
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6"]
            + ["-module-name", "PPData", "-package-name", "ppdata"] + sources
            + files.keys.sorted().map { directory.appendingPathComponent($0).path }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "generated code does not compile: \(output)")
    }

    @Test("rendering is deterministic: row order in Data/ does not matter")
    func deterministic() throws {
        var texts = try loadTexts(Paths.goodData)
        let shuffled = try #require(texts[.paypalCurrencies])
        var lines = shuffled.split(separator: "\n").map(String.init)
        let header = lines.removeFirst()
        texts[.paypalCurrencies] = ([header] + lines.reversed()).joined(separator: "\n") + "\n"
        var collector = DiagnosticCollector()
        let data = ReferenceData.parse(texts, diagnostics: &collector)
        guard case .rendered(let reordered) = Generator.render(data, diagnostics: collector),
            case .rendered(let original) = Generator.render(dataDirectory: Paths.goodData)
        else {
            Issue.record("fixture data should be clean")
            return
        }
        #expect(reordered == original)
    }

    @Test("writing removes generated files that are no longer produced and keeps unchanged ones")
    func writeRemovesStaleFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old".utf8).write(to: directory.appendingPathComponent("Old+Generated.swift"))
        try Data("keep".utf8).write(to: directory.appendingPathComponent("README.md"))
        try Generator.write(["A.swift": "let a = 1\n"], to: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["A.swift", "README.md"])
    }
}

@Suite("Committed generated code")
struct DriftTests {
    @Test("Sources/PPData/Generated matches what Data/ generates (run Scripts/regenerate.sh if this fails)")
    func committedCodeIsFresh() throws {
        guard case .rendered(let files) = Generator.render(dataDirectory: Paths.data) else {
            Issue.record("Data/ has problems: run Scripts/regenerate.sh to see them")
            return
        }
        let committed = try swiftFiles(in: Paths.generated)
        #expect(Set(committed.keys) == Set(files.keys), "generated file set differs; run Scripts/regenerate.sh")
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            #expect(committed[name] == contents, "\(name) is stale; run Scripts/regenerate.sh")
        }
    }

    @Test(
        "Sources/PPDataValidation/Generated matches what Data/openapi and docs/rules.md generate (run Scripts/regenerate.sh if this fails)"
    )
    func committedSchemaTablesAreFresh() throws {
        let outcome = Generator.renderRequestSchemas(dataDirectory: Paths.data)
        let rules = try String(contentsOf: Paths.repository.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let catalogue = Generator.renderCodeCatalogue(rulesDocument: rules)
        guard case .rendered(var files) = outcome, case .rendered(let catalogueFiles) = catalogue else {
            Issue.record("Data/openapi or docs/rules.md has problems: \(outcome) \(catalogue)")
            return
        }
        files.merge(catalogueFiles) { first, _ in first }
        let committed = try swiftFiles(in: Paths.repository.appendingPathComponent("Sources/PPDataValidation/Generated"))
        #expect(Set(committed.keys) == Set(files.keys), "generated file set differs; run Scripts/regenerate.sh")
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            #expect(committed[name] == contents, "\(name) is stale; run Scripts/regenerate.sh")
        }
    }

    @Test("editing one row of Data/ changes exactly the matching generated code")
    func oneRowChangesOneValue() throws {
        var texts = try loadTexts(Paths.data)
        let original = try #require(texts[.paypalCurrencies])
        texts[.paypalCurrencies] = original.replacingOccurrences(of: "HUF\t0\tfalse", with: "HUF\t2\tfalse")
        var collector = DiagnosticCollector()
        let edited = ReferenceData.parse(texts, diagnostics: &collector)
        guard case .rendered(let after) = Generator.render(edited, diagnostics: collector),
            case .rendered(let before) = Generator.render(dataDirectory: Paths.data)
        else {
            Issue.record("Data/ should be clean")
            return
        }
        let changedFiles = before.keys.filter { before[$0] != after[$0] }
        #expect(changedFiles == ["CurrencyCode+Generated.swift"])
        let beforeLines = before["CurrencyCode+Generated.swift"]?.split(separator: "\n") ?? []
        let afterLines = after["CurrencyCode+Generated.swift"]?.split(separator: "\n") ?? []
        #expect(beforeLines.count == afterLines.count)
        let differing = zip(beforeLines, afterLines).filter { $0 != $1 }
        #expect(differing.count == 1)
        #expect(differing.first.map { String($0.1).contains("case .huf: 2") } == true)
    }
}
