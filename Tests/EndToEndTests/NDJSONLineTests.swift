import Foundation
import PPDataValidation
import Testing
@testable import ppdata

/// The NDJSON line written straight into a String must be byte for byte the value tree's compact serialization
/// (the form `--format json` also uses, pretty), for every example and real document and for awkward text.
@Suite("NDJSON lines")
struct NDJSONLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func documents() throws -> [URL] {
        var found: [URL] = []
        for folder in ["Examples", "Tests/RealDocuments", "Tests/Inputs"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "json" && !url.path.contains("/.build/") {
                found.append(url)
            }
        }
        return found
    }

    @Test func directLinesEqualTheTreeSerialization() throws {
        let documents = try Self.documents()
        #expect(documents.count >= 80)
        let validator = PaymentValidator()
        var withIssues = 0
        for (index, url) in documents.enumerated() {
            let report = validator.validate(Array(try Data(contentsOf: url)))
            if !report.diagnostics.isEmpty { withIssues += 1 }
            let source = index % 7 == 0 ? "-" : url.lastPathComponent
            #expect(
                Self.line(report, source: source, line: index + 1)
                    == ReportRenderer.json(report, name: ReportRenderer.sourceName(source), line: index + 1).serialized() + "\n", "\(url.path)")
        }
        #expect(withIssues >= 30)
    }

    /// With findings past the limit, the line ends with their counts as the tree's serialization does.
    @Test func linesWithUnlistedFindingsEqualTheTreeSerialization() throws {
        var options = ValidationOptions()
        options.findingsLimit = 1
        let validator = PaymentValidator(options: options)
        var withUnlisted = 0
        for (index, url) in try Self.documents().enumerated() {
            let report = validator.validate(Array(try Data(contentsOf: url)))
            if !report.unlisted.isEmpty { withUnlisted += 1 }
            #expect(
                Self.line(report, source: url.lastPathComponent, line: index + 1)
                    == ReportRenderer.json(report, name: ReportRenderer.sourceName(url.lastPathComponent), line: index + 1).serialized() + "\n",
                "\(url.path)")
        }
        #expect(withUnlisted >= 20)
    }

    @Test func awkwardTextIsEscapedTheSameWay() {
        let text = "quote \" backslash \\ tab \t line\u{2028}para\u{2029} nul \u{0} é 😀 \u{1F}"
        let report = PaymentValidator().validate(#"{"intent":"\#(text.debugDescription.dropFirst().dropLast())"}"#)
        for source in ["-", "a \"b\".json", text] {
            #expect(
                Self.line(report, source: source, line: 7)
                    == ReportRenderer.json(report, name: ReportRenderer.sourceName(source), line: 7).serialized() + "\n")
        }
        let unknown = PaymentValidator().validate("[1")
        #expect(unknown.kind == nil)
        #expect(
            Self.line(unknown, source: text, line: 1)
                == ReportRenderer.json(unknown, name: ReportRenderer.sourceName(text), line: 1).serialized() + "\n")
    }

    /// One NDJSON line written into a buffer of its own.
    static func line(_ report: ValidationReport, source: String, line: Int) -> String {
        var out = JSONBytes(capacity: 16)
        ReportRenderer.ndjsonLine(report, name: ReportRenderer.sourceName(source), line: line, into: &out)
        return out.string
    }

    /// A worker renders document after document into one reused buffer: each rendering is exactly its own line,
    /// whatever came before it in the buffer, and a reset scratch starts again from nothing.
    @Test func renderingsShareOneReusedBuffer() throws {
        let documents = try Self.documents().prefix(40)
        let validator = PaymentValidator()
        let scratch = WorkerScratch()
        for format in [ValidateFormat.ndjson, .text, .json, .sarif] {
            let renderer = ReportRenderer(format: format)
            for round in 0..<2 {
                scratch.reset()
                var expected: [(Range<Int>, [UInt8])] = []
                for (index, url) in documents.enumerated() {
                    let report = validator.validate(Array(try Data(contentsOf: url)), firstLine: index + 1)
                    var alone = JSONBytes(capacity: 16)
                    renderer.render(report, name: url.lastPathComponent, line: index + 1, into: &alone)
                    let range = scratch.render(report, with: renderer, source: url.lastPathComponent, line: index + 1)
                    expected.append((range, alone.array))
                }
                #expect(expected.first?.0.lowerBound == 0, "round \(round)")
                for (range, bytes) in expected {
                    #expect(scratch.withOutput(at: range) { Array($0) } == bytes, "\(format) round \(round)")
                }
            }
        }
    }

    /// Each line names its own source as the String path writes it: lines of one file, then another file, standard
    /// input and a name with characters JSON escapes, rendered one after another by one worker.
    @Test func sourceNamesFollowTheInputs() throws {
        let report = PaymentValidator().validate(Array(#"{"intent":"CAPTURE"}"#.utf8), firstLine: 1)
        let renderer = ReportRenderer(format: .ndjson)
        let scratch = WorkerScratch()
        let sources = ["a.ndjson", "a.ndjson", "-", "quo\"te\\ \u{7}.ndjson", "-", "a.ndjson", "é.ndjson", "é.ndjson",
                       "4111111111111111.ndjson", "4111111111111111.ndjson", "a.ndjson"]
        for (index, source) in sources.enumerated() {
            var alone = JSONBytes(capacity: 16)
            ReportRenderer.ndjsonLine(report, name: ReportRenderer.sourceName(source), line: index + 1, into: &alone)
            let range = scratch.render(report, with: renderer, source: source, line: index + 1)
            let line = scratch.withOutput(at: range) { String(decoding: $0, as: UTF8.self) }
            #expect(line == alone.string, "\(source)")
            let name = source == "-" ? "<stdin>" : source.replacingOccurrences(of: "4111111111111111", with: "•••• 1111")
            #expect(line.hasPrefix("{\"source\":\(JSONText.quote(name)),\"line\":\(index + 1),"), "\(source)")
        }
    }
}
