import Foundation
import Testing

@testable import _PPDataGeneratorCore

/// The reader of docs/rules.md's code sections: what it takes, and every mistake it refuses with the line.
@Suite("Code catalogue from docs/rules.md")
struct CodeCatalogueTests {
    static let table = """
        | code | severity | summary |
        | --- | --- | --- |
        | [`TAX_TOTAL_REQUIRED`](#tax_total_required) | error or warning | Items have taxes but no tax total is given. |
        """

    static func document(_ sections: String, table: String = table) -> String {
        "# Rules\n\nIntro.\n\n## Code reference\n\n\(table)\n\n## Codes: every document\n\n" + sections
    }

    static let good = """
        ### TAX_TOTAL_REQUIRED

        Items have taxes but no tax total is given.

        - Severity: error.
        - Kinds: `orders-v2`, `payments-v1`: error; `apple-pay`: error or warning; every kind and `auto`: warning.
        - Triggers (`orders-v2`): a unit whose items have `tax`,
          continued on a second line.
        - Example (`orders-v2`): `{"intent":"CAPTURE"}`
          gives `example.json:1:1: error: TAX_TOTAL_REQUIRED: ...`
        - Fix: Add `tax_total`.
        - Evidence: PayPal.

        """

    @Test("a section gives the code, its summary, kinds with severities, example, fix and evidence")
    func reads() throws {
        var diagnostics = DiagnosticCollector()
        let catalogue = CodeCatalogue.read(Self.document(Self.good), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.diagnostics)")
        let entry = try #require(catalogue.entries.first)
        #expect(entry.code == "TAX_TOTAL_REQUIRED")
        #expect(entry.summary == "Items have taxes but no tax total is given.")
        #expect(entry.kinds.map(\.kinds) == [["orders-v2", "payments-v1"], ["apple-pay"], ["*", "auto"]])
        #expect(entry.kinds.map(\.severity) == ["error", "error or warning", "warning"])
        #expect(entry.triggers == "`orders-v2`: a unit whose items have `tax`, continued on a second line.")
        #expect(entry.exampleKind == "orders-v2" && entry.exampleDocument == #"{"intent":"CAPTURE"}"#)
        #expect(entry.fix == "Add `tax_total`." && entry.evidence == "PayPal.")
        guard case .rendered(let files) = Generator.renderCodeCatalogue(rulesDocument: Self.document(Self.good)) else {
            Issue.record("not rendered")
            return
        }
        let source = try #require(files[CodeCatalogueRenderer.fileName])
        #expect(source.contains(#"kinds: [("orders-v2", [.error]), ("payments-v1", [.error]), ("apple-pay", [.error, .warning]), ("*", [.warning]), ("auto", [.warning])]"#))
        #expect(source.contains(#"exampleDocument: "{\"intent\":\"CAPTURE\"}""#))
    }

    static let kinds = "- Kinds: `orders-v2`, `payments-v1`: error; `apple-pay`: error or warning; every kind and `auto`: warning."

    @Test("every mistake is reported with its line, and nothing is rendered", arguments: [
        (kinds + "\n", "", #"0 "- Kinds" bullets"#),
        (kinds, "- Kinds: `orders-v3`: error.", #""orders-v3" is not a document kind"#),
        (kinds, "- Kinds: `orders-v2`: fatal.", #"severity "fatal""#),
        (kinds, "- Kinds: `orders-v2` error.", "has no \": severity\""),
        ("- Example (`orders-v2`):", "- Example (`order`):", "the example's label"),
        (#"`{"intent":"CAPTURE"}`"#, #"{"intent":"CAPTURE"}"#, "not in backticks"),
        ("- Fix: Add `tax_total`.\n", "", #"0 "- Fix" bullets"#),
        ("### TAX_TOTAL_REQUIRED", "### Tax total", "is not a code"),
    ])
    func mistakes(_ find: String, _ replace: String, _ message: String) throws {
        let section = Self.good.replacingOccurrences(of: find, with: replace)
        #expect(section != Self.good)
        guard case .failed(let problems) = Generator.renderCodeCatalogue(rulesDocument: Self.document(section)) else {
            Issue.record("rendered despite \(message)")
            return
        }
        #expect(problems.contains { $0.message.contains(message) && $0.file == "docs/rules.md" && $0.line > 0 }, "\(problems)")
    }

    /// The table a reader skims had drifted from the sections (14 codes "error" that are warnings in some kinds).
    @Test("the table of codes must list every section in order, with its Kinds bullet's severities and its summary",
        arguments: [
            ("| error or warning |", "| error |", #"the table says "error", its Kinds bullet "error or warning""#),
            ("no tax total is given. |", "no total. |", "the table's summary is not the section's"),
            ("[`TAX_TOTAL_REQUIRED`](#tax_total_required)", "[`TAX_TOTAL`](#tax_total)", "is not [`TAX_TOTAL_REQUIRED`]"),
            ("| [`TAX_TOTAL_REQUIRED`](#tax_total_required) | error or warning | Items have taxes but no tax total is given. |", "",
                "TAX_TOTAL_REQUIRED: no row in the table of codes"),
        ])
    func table(_ find: String, _ replace: String, _ message: String) throws {
        let table = Self.table.replacingOccurrences(of: find, with: replace)
        #expect(table != Self.table)
        guard case .failed(let problems) = Generator.renderCodeCatalogue(rulesDocument: Self.document(Self.good, table: table)) else {
            Issue.record("rendered despite \(message)")
            return
        }
        #expect(problems.contains { $0.message.contains(message) && $0.line > 0 }, "\(problems)")
    }

    @Test("a repeated code, or a document without the Code reference heading, fails")
    func wholeDocument() {
        guard case .failed(let repeated) = Generator.renderCodeCatalogue(rulesDocument: Self.document(Self.good + Self.good)) else {
            Issue.record("rendered a repeated code")
            return
        }
        #expect(repeated.contains { $0.message.contains("TAX_TOTAL_REQUIRED has a second section") })
        guard case .failed(let headless) = Generator.renderCodeCatalogue(rulesDocument: "# Rules\n") else {
            Issue.record("rendered without a heading")
            return
        }
        #expect(headless.contains { $0.message.contains("Code reference") })
    }

    @Test("docs/rules.md checked out with CRLF line ends gives the same catalogue")
    func crlfLineEnds() throws {
        let text = try String(contentsOf: Paths.repository.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        guard case .rendered(let files) = Generator.renderCodeCatalogue(rulesDocument: text),
            case .rendered(let crlfFiles) = Generator.renderCodeCatalogue(
                rulesDocument: text.replacingOccurrences(of: "\n", with: "\r\n"))
        else {
            Issue.record("docs/rules.md did not render, with LF or CRLF line ends")
            return
        }
        #expect(crlfFiles == files)
    }
}
