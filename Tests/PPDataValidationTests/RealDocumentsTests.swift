import Foundation
import Testing

@testable import PPDataValidation

/// The real-document acceptance suite: request bodies written by others (PayPal SDK recordings and samples, issue
/// threads quoting PayPal's answer, WebKit's Apple Pay LayoutTests, demo apps), each with the ground truth its
/// source gives. ppdata's verdict must match it; where ppdata knowingly predicts less than PayPal checks, the entry's
/// `ppdata` block says what ppdata answers and why, and docs/rules.md says the same next to the rule.
/// Tests/RealDocuments/README.md describes the corpus and the manifest.
@Suite("Real documents: ppdata's verdict against PayPal's and Apple's answers")
struct RealDocumentsTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealDocuments")

    /// One manifest entry.
    struct Entry: Sendable, CustomTestStringConvertible {
        var file: String
        var kind: String
        var source: String
        /// The verdict and codes ppdata must give: the ground truth's, or the documented deviation's.
        var verdict: String
        var codes: [String]
        /// True when the entry records a deviation from PayPal's or Apple's answer.
        var deviates: Bool
        /// The date checks compare against (a recording's date, for card expiry), and the Apple Pay JS version.
        var now: CalendarDate?
        var applePayVersion: Int?
        var testDescription: String { file }
    }

    static let entries: [Entry] = {
        guard let data = try? Data(contentsOf: corpus.appendingPathComponent("manifest.json")),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return list.compactMap { entry in
            guard let file = entry["file"] as? String, let kind = entry["kind"] as? String,
                let source = entry["source"] as? String, let expected = entry["expected"] as? [String: Any]
            else { return nil }
            let answer = entry["ppdata"] as? [String: Any] ?? expected
            let options = entry["options"] as? [String: Any] ?? [:]
            return Entry(
                file: file, kind: kind, source: source, verdict: answer["verdict"] as? String ?? "",
                codes: answer["codes"] as? [String] ?? [], deviates: entry["ppdata"] != nil,
                now: (options["now"] as? String).flatMap(CalendarDate.init),
                applePayVersion: options["applePayVersion"] as? Int)
        }
    }()

    @Test("the corpus has at least 60 documents from at least 8 sources, every kind among them, few deviations")
    func size() throws {
        let entries = Self.entries
        #expect(entries.count >= 60)
        let repositories = Set(entries.map { entry in
            // github.com/OWNER/REPO/... and other sites, by owner and repository (or host).
            entry.source.split(separator: "/").dropFirst(2).prefix(3).joined(separator: "/")
        })
        #expect(repositories.count >= 8, "\(repositories.sorted())")
        let kinds = Set(entries.map(\.kind))
        for kind in ["orders-v2", "payments-v1", "payments-v1-capture", "mpl-payment", "apple-pay", "apple-pay-js", "address"] {
            #expect(kinds.contains(kind), "\(kind)")
        }
        // A deviation is an exception with its reason, not a way to make the suite pass: at most three.
        #expect(entries.filter(\.deviates).count <= 3)
        for entry in entries {
            #expect(FileManager.default.fileExists(atPath: Self.corpus.appendingPathComponent(entry.file).path), "\(entry.file)")
            #expect(["valid", "invalid"].contains(entry.verdict), "\(entry.file)")
        }
    }

    /// The corpus's README, docs/README.md and docs/rules.md state its size; a gathering that adds documents must
    /// update every one of them (they had drifted: two said 331 where the manifest held 340).
    @Test("the counts the README and the docs state are the manifest's")
    func statedCounts() throws {
        let entries = Self.entries
        let root = Self.corpus.deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: Self.corpus.appendingPathComponent("README.md"), encoding: .utf8)
        let headline = try #require(readme.firstMatch(of: /(\d+) request bodies that other people wrote, from (\d+) public sources/))
        #expect(Int(headline.1) == entries.count)
        // The sources table: rows numbered 1...N, each "| K | source | D (kinds) | ground truth |".
        let rows = readme.matches(of: /\n\| (\d+) \| .*? \| (\d+) \(/)
        #expect(rows.map { Int($0.1) } == Array(1...max(1, rows.count)).map { Optional($0) })
        #expect(Int(headline.2) == rows.count)
        #expect(rows.compactMap { Int($0.2) }.reduce(0, +) == entries.count)
        // "Kinds: `payments-v1` 29, ..." up to the next blank line.
        let kindsParagraph = try #require(readme.firstMatch(of: /\nKinds: ((?:.|\n(?!\n))*)/)).1
        var stated: [String: Int] = [:]
        for match in kindsParagraph.matches(of: /`([a-z0-9-]+)`(?:\s\([^)]*\))?\s(\d+)/) { stated[String(match.1)] = Int(match.2) }
        #expect(stated == Dictionary(grouping: entries, by: \.kind).mapValues(\.count))
        for doc in ["docs/README.md", "docs/rules.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
            let counts = text.matches(of: /(\d+) real request bodies/).compactMap { Int($0.1) }
            #expect(!counts.isEmpty && counts.allSatisfy { $0 == entries.count }, "\(doc): \(counts)")
        }
    }

    @Test("each document gets the ground truth's verdict and the codes its source names", arguments: entries)
    func verdict(_ entry: Entry) throws {
        let bytes = Array(try Data(contentsOf: Self.corpus.appendingPathComponent(entry.file)))
        var options = ValidationOptions(applePayVersion: entry.applePayVersion)
        if let now = entry.now { options.today = now }
        let validator = PaymentValidator(options: options)
        let kind = try #require(DocumentKind(rawValue: entry.kind))
        let report = validator.validate(bytes, as: kind)
        #expect(report.isValid == (entry.verdict == "valid"), "\(V1AppleFixtures.describe(report))")
        // Codes the source names that are ppdata codes too (AMOUNT_MISMATCH, ITEM_TOTAL_MISMATCH, ...) must be
        // reported; PayPal's own names (VALIDATION_ERROR) have no ppdata counterpart to compare.
        for code in entry.codes where DiagnosticCode.all.contains(DiagnosticCode(rawValue: code)) {
            #expect(report.codes.contains(DiagnosticCode(rawValue: code)), "\(code): \(V1AppleFixtures.describe(report))")
        }
        // Detection finds the same kind (the empty request `{}` has no kind to find), or, for a body that several
        // calls send (a v1 amount alone), says it is ambiguous and names the kind among the candidates.
        let detected = validator.validate(bytes)
        let ambiguity = detected.diagnostics.first { $0.code == .unknownDocumentKind }?.message ?? ""
        let namesKind = (ambiguity.hasPrefix("ambiguous") || ambiguity.hasPrefix("a JSON Patch body"))
            && (ambiguity.contains("\(kind.rawValue),") || ambiguity.contains("\(kind.rawValue))"))
        // A PATCH body sent as an object instead of an array (an SDK test's deliberate fault) has no kind to find.
        let firstByte = bytes.first(where: { $0 > 0x20 })
        let misshapen = kind.bodyIsArray && firstByte != UInt8(ascii: "[")
        // Nor has a body that is no container at all (`null`, which PayPal refused with VALIDATION_ERROR).
        let container = firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[")
        if bytes.count > 4, !misshapen, container {
            #expect(detected.kind == kind || namesKind, "detected \(detected.kind?.rawValue ?? "nothing"): \(ambiguity)")
        }
    }
}

/// The validator shared by many threads, as `ppdata validate` uses it (batches checked with `concurrentPerform`):
/// every process-wide table (per-country address rules, compiled phone patterns, key tables) is first used from
/// several tasks at once. Part of the ThreadSanitizer run in .ci/run (`Scripts/check-tsan.sh`).
@Suite("Validation from many tasks at once")
struct ConcurrentValidationTests {
    @Test func concurrentValidationGivesTheSerialReports() async throws {
        let entries = RealDocumentsTests.entries
        try #require(entries.count >= 60)
        let documents = try entries.map { entry in
            (Array(try Data(contentsOf: RealDocumentsTests.corpus.appendingPathComponent(entry.file))),
             DocumentKind(rawValue: entry.kind))
        }
        let validator = PaymentValidator()
        let describe: @Sendable (ValidationReport) -> [String] = { report in
            report.diagnostics.map { "\($0.code.rawValue) \($0.path) \($0.line):\($0.column) \($0.message)" }
        }
        // The concurrent pass runs first, so first uses of the shared tables overlap; each task starts elsewhere.
        let concurrent = await withTaskGroup(of: [Int: [String]].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var results: [Int: [String]] = [:]
                    for step in 0..<documents.count {
                        let index = (step + task * 7) % documents.count
                        results[index] = describe(validator.validate(documents[index].0, as: documents[index].1))
                    }
                    return results
                }
            }
            var all: [[Int: [String]]] = []
            for await results in group { all.append(results) }
            return all
        }
        #expect(concurrent.count == 8)
        for index in documents.indices {
            let serial = describe(validator.validate(documents[index].0, as: documents[index].1))
            for results in concurrent { #expect(results[index] == serial, "\(entries[index].file)") }
        }
    }
}
