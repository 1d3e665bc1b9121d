import Foundation
import PPDataValidation
import Testing

@testable import ppdata

/// A batch whose renderings pass `BatchChecker.maxRenderedBytes` is checked and written in parts: each part a prefix
/// of its documents, at least one, and the output byte for byte what one part would have given.
@Suite("Batch rendering budget")
struct BatchRenderingBudgetTests {
    /// `count` NDJSON documents, every third with `findings` numbers where purchase units belong (a finding each).
    static func documents(_ count: Int, findings: Int) -> [String] {
        (0..<count).map { index in
            let units = index % 3 == 0 ? Array(repeating: "0", count: findings).joined(separator: ",") : #"{"amount":{"currency_code":"USD","value":"1.00"}}"#
            return #"{"intent":"CAPTURE","purchase_units":[\#(units)]}"#
        }
    }

    /// The renderings of `lines` checked as one batch under `budget`, the sizes of the parts it was checked in, and
    /// each document's unlisted findings past a limit of 10 (what the run's totals by code add up).
    static func rendered(
        _ lines: [String], budget: Int, workers: Int = 2
    ) -> (output: [UInt8], parts: [Int], unlisted: [UnlistedFindings]) {
        var options = ValidationOptions(today: CalendarDate("2026-01-15"))
        options.findingsLimit = 10
        var checker = BatchChecker(
            validator: PaymentValidator(options: options), kind: nil, renderer: ReportRenderer(format: .ndjson, strict: false),
            maxDocumentBytes: 1 << 20, selections: nil)
        checker.maxRenderedBytes = budget
        let buffers = BatchBuffers()
        buffers.beginFilling()
        buffers.addWorkers(upTo: workers)
        let documents = lines.enumerated().map { index, line in
            let range = Array(line.utf8).withUnsafeBufferPointer { buffers.append(line: $0) }
            return PendingDocument(source: "-", line: index + 1, content: .line(range))
        }
        let batch = CheckingBatch(Array(repeating: .document, count: documents.count), documents: documents, buffers: buffers, checker: checker)
        var output: [UInt8] = []
        var parts: [Int] = []
        var unlisted: [UnlistedFindings] = []
        var results = batch.finish()
        var written = 0
        while true {
            parts.append(results.count)
            for checked in results {
                batch.withRendering(of: checked) { output += $0 }
                unlisted.append(checked.unlisted > 0 ? batch.unlistedFindings(of: checked) : UnlistedFindings())
            }
            written += results.count
            guard written < documents.count, !results.isEmpty else { break }
            results = batch.checkRest(from: written)
        }
        batch.finishWriting()
        return (output, parts, unlisted)
    }

    @Test("under a budget of one byte each part is one or two documents (two workers), and the output is the same")
    func aTinyBudgetChecksInParts() {
        let lines = Self.documents(40, findings: 30)
        let whole = Self.rendered(lines, budget: BatchChecker.defaultMaxRenderedBytes)
        #expect(whole.parts == [40])
        // Every third document has 31 findings (its 30 units and the list's length), 21 past the limit; the others none.
        #expect(whole.unlisted.map(\.count) == (0..<40).map { $0 % 3 == 0 ? 21 : 0 })
        let parts = Self.rendered(lines, budget: 1)
        #expect(parts.output == whole.output)
        #expect(parts.unlisted == whole.unlisted)
        #expect(parts.parts.reduce(0, +) == 40)
        #expect(parts.parts.allSatisfy { (1...2).contains($0) }, "\(parts.parts)")
        // One worker (a one-core machine) checks one document a part under the same budget.
        let alone = Self.rendered(lines, budget: 1, workers: 1)
        #expect(alone.output == whole.output && alone.unlisted == whole.unlisted)
        #expect(alone.parts == Array(repeating: 1, count: 40))
        let some = Self.rendered(lines, budget: 5_000)
        #expect(some.output == whole.output)
        #expect(some.parts.count > 2 && some.parts.count < 40, "\(some.parts)")
    }

    @Test("the CLI writes a batch whose renderings pass the budget in input order, each line its document's")
    func theCLIWritesLargeRenderingsInOrder() throws {
        // About 170 KB of NDJSON per document of 1,001 findings: 120 of them pass the 8 MB budget twice.
        let line = Self.documents(1, findings: 1_001)[0]
        let input = Data(Array(repeating: line, count: 120).joined(separator: "\n").utf8)
        let run = try BinaryRunner.run(["validate", "--ndjson", "--format", "ndjson", "--now", "2026-01-15", "-"], stdin: input)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 120)
        #expect(run.stdout.utf8.count > BatchChecker.defaultMaxRenderedBytes)
        let first = try #require(lines.first)
        for (index, rendered) in lines.enumerated() {
            #expect(rendered == first.replacingOccurrences(of: #""line":1,"#, with: #""line":\#(index + 1),"#), "line \(index + 1)")
        }
    }
}
