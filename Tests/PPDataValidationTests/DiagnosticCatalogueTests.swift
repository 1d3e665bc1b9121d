import Foundation
import Testing

@testable import PPDataValidation

/// The code catalogue and docs/rules.md say the same: every code has a section whose first line is its summary (the
/// help text SARIF output carries), in the same order, and no section names a code the validator lacks.
@Suite("Diagnostic codes: catalogue and docs/rules.md")
struct DiagnosticCatalogueTests {
    static let rulesDocument = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/rules.md")

    /// `### CODE` headings of docs/rules.md with the first non-empty line after each.
    static func sections() throws -> [(code: String, summary: String)] {
        let lines = try String(contentsOf: rulesDocument, encoding: .utf8).components(separatedBy: "\n")
        var sections: [(String, String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("### ") {
            let code = String(line.dropFirst(4))
            guard code.allSatisfy({ $0.isUppercase || $0 == "_" }) else { continue }
            let summary = lines[(index + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            sections.append((code, summary))
        }
        return sections
    }

    @Test("every code has a summary, once")
    func catalogue() {
        #expect(DiagnosticCode.all.count == Set(DiagnosticCode.all).count)
        #expect(DiagnosticCode.all.count >= 62)
        for code in DiagnosticCode.all {
            let summary = code.summary ?? ""
            #expect(summary.hasSuffix("."), "\(code)")
            #expect(summary.first?.isUppercase == true, "\(code)")
        }
        #expect(DiagnosticCode(rawValue: "NO_SUCH_CODE").summary == nil)
    }

    @Test("docs/rules.md has one section per code, in catalogue order, opening with the code's summary")
    func documented() throws {
        let sections = try Self.sections()
        #expect(sections.map(\.code) == DiagnosticCode.all.map(\.rawValue))
        for (code, summary) in sections {
            #expect(DiagnosticCode(rawValue: code).summary == summary, "\(code)")
        }
    }
}
