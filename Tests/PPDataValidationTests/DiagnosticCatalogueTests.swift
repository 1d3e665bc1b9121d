import Foundation
import Testing

@testable import PPDataValidation

/// The code catalogue is generated from docs/rules.md (`DiagnosticCode+Catalogue.swift`); these tests hold what the
/// text says to what the validator does: each example gets its code, and each finding on the fixtures, the real
/// documents and the bundled examples has a kind and severity its code's `Kinds` line allows.
@Suite("Diagnostic codes: catalogue and docs/rules.md")
struct DiagnosticCatalogueTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let rulesDocument = repository.appendingPathComponent("docs/rules.md")

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

    @Test("every code has a summary, a kind, an example, a fix and evidence, once")
    func catalogue() throws {
        // `all` is generated beside the explanations, so that checking a code need not build them: the same list.
        #expect(DiagnosticCode.all == DiagnosticCode.catalogue.map(\.code))
        #expect(DiagnosticCode.all.count == Set(DiagnosticCode.all).count)
        #expect(DiagnosticCode.all.count >= 62)
        for code in DiagnosticCode.all {
            let explanation = try #require(code.explanation)
            #expect(explanation.summary.hasSuffix("."), "\(code)")
            #expect(explanation.summary.first?.isUppercase == true, "\(code)")
            #expect(!explanation.kinds.isEmpty, "\(code)")
            for text in [explanation.triggers, explanation.fix, explanation.evidence, explanation.severityNote] {
                #expect(text.count > 4, "\(code)")
            }
        }
        #expect(DiagnosticCode(rawValue: "NO_SUCH_CODE").explanation == nil)
        #expect(DiagnosticCode(rawValue: "NO_SUCH_CODE").summary == nil)
    }

    @Test("docs/rules.md has one section per code, in catalogue order, opening with the code's summary")
    func documented() throws {
        let sections = try Self.sections()
        #expect(sections.map(\.code) == DiagnosticCode.all.map(\.rawValue))
        for (code, summary) in sections {
            #expect(DiagnosticCode(rawValue: code).summary == summary, "\(code)")
        }
        // The count the page states at its top and before the reference (they said 89 when the 90th was added).
        let text = try String(contentsOf: Self.rulesDocument, encoding: .utf8)
        let stated = text.matches(of: /(?:per code, |The )(\d+) codes/).compactMap { Int($0.1) }
        #expect(stated.count == 2 && stated.allSatisfy { $0 == DiagnosticCode.all.count }, "\(stated)")
    }

    @Test("each code's example gets the code, with a severity its Kinds line gives that kind", arguments: DiagnosticCode.all)
    func exampleGetsItsCode(_ code: DiagnosticCode) throws {
        let explanation = try #require(code.explanation)
        let options = ValidationOptions(today: CalendarDate("2026-03-15"), todaySource: "--now")
        let report = PaymentValidator(options: options).validate(explanation.exampleDocument, as: explanation.exampleKind)
        let findings = report.diagnostics.filter { $0.code == code }
        #expect(!findings.isEmpty, "\(report.codes)")
        for finding in findings {
            #expect(Self.allows(explanation, kind: report.kind, finding.severity), "\(finding)")
        }
    }

    @Test("nearest finds a code from a typo or another letter case, and nothing from a word")
    func nearest() {
        #expect(DiagnosticCode.nearest(to: "TAX_TOTAL_REQUIRE") == .taxTotalRequired)
        #expect(DiagnosticCode.nearest(to: "invalid_email") == .invalidEmail)
        #expect(DiagnosticCode.nearest(to: "hello") == nil)
    }

    /// Every finding on every fixture, real document and bundled example is allowed by its code's `Kinds` line: a
    /// code reported in a kind the line omits, or as an error where it says warning, fails here.
    @Test("the Kinds lines hold for every finding on the fixtures, the real documents and the bundled examples")
    func kindsLinesHold() throws {
        var files: [(URL, DocumentKind?)] = []
        let folders = ["Tests/PPDataValidationTests/Fixtures", "Tests/RealDocuments", "Examples"]
        for folder in folders {
            let root = Self.repository.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator
            where url.pathExtension == "json" && url.lastPathComponent != "manifest.json" {
                // Examples/by-endpoint holds kinds keys cannot detect: their names say the kind.
                let kind = url.deletingLastPathComponent().lastPathComponent == "by-endpoint"
                    ? DocumentKind.allCases.first { url.lastPathComponent.hasPrefix($0.rawValue + "-") } : nil
                files.append((url, kind))
            }
        }
        for entry in RealDocumentsTests.entries {
            files.append((RealDocumentsTests.corpus.appendingPathComponent(entry.file), DocumentKind(rawValue: entry.kind)))
        }
        #expect(files.count > 300)
        var findings = 0
        for (url, kind) in files {
            let report = PaymentValidator().validate(Array(try Data(contentsOf: url)), as: kind)
            for diagnostic in report.diagnostics {
                findings += 1
                let explanation = try #require(diagnostic.code.explanation, "\(diagnostic.code)")
                #expect(
                    Self.allows(explanation, kind: report.kind, diagnostic.severity),
                    "\(url.lastPathComponent): \(diagnostic.code) as \(diagnostic.severity) in \(report.kind?.rawValue ?? "no kind")")
            }
        }
        #expect(findings > 500)
    }

    /// Whether the explanation lets `kind` (nil: no kind was found) report its code at `severity`.
    static func allows(_ explanation: DiagnosticExplanation, kind: DocumentKind?, _ severity: Severity) -> Bool {
        explanation.kinds.contains { $0.kind == kind && $0.severities.contains(severity) }
    }
}
