import Dispatch
import PPDataValidation
import Synchronization
import _PPDataConcurrency

/// Validates documents in bounded batches, spreading each batch over the cores, and hands results back in input
/// order.
///
/// Memory is bounded by the batch (at most `maxDocuments` documents and about `maxBytes` of input at once, and
/// about `maxRenderedBytes` of their results), not by the input: the caller reads a batch, checks it, writes its results and drops it before reading the next.
struct BatchChecker: Sendable {
    /// The validator (a value; each worker uses it read-only).
    let validator: PaymentValidator
    /// The forced kind, nil for auto-detection.
    let kind: DocumentKind?
    /// How results are rendered (on the workers).
    let renderer: ReportRenderer
    /// The JSON reader's size limit, named in the message for over-long documents.
    let maxDocumentBytes: Int
    /// The codes each input ignores or re-grades (`--ignore`, `.ppdata.json`); nil when no input's selection
    /// changes anything.
    let selections: RuleSelections?

    /// Documents per batch. The byte limit below keeps memory bounded whatever the documents' size; a batch of many
    /// small documents shares its fixed costs (a hand-over to the workers and back, one write) among them.
    static let maxDocuments = 4096
    /// Input bytes per batch (a batch closes once it holds this much).
    static let maxBytes = 4 << 20
    /// Rendered bytes a batch holds at most before its results are written (and as much again in the batch read
    /// meanwhile): once its renderings pass this, `check` takes no further document, and the rest are checked after
    /// these are written. Why: a batch of small documents with a thousand findings each (`--findings-limit`) renders
    /// about 85 times its input; 12 MB of NDJSON made two batches of 350 MB of renderings each (780 MB peak RSS).
    /// A batch of the broad benchmark corpus renders about 100 KB, so no real batch comes near it.
    static let defaultMaxRenderedBytes = 8 << 20
    /// `defaultMaxRenderedBytes`, or less in tests that split batches.
    var maxRenderedBytes = BatchChecker.defaultMaxRenderedBytes

    /// Checks one document (an NDJSON line's bytes are in `buffers`) and renders its report into `scratch`, the
    /// scratch of worker `worker`.
    func check(
        _ document: borrowing PendingDocument, in buffers: BatchBuffers, worker: Int, scratch: WorkerScratch
    ) -> CheckedDocument {
        // An input's rule selection goes into the options, so that the findings it ignores take no room under the
        // findings limit.
        let report =
            if let selections {
                report(of: document, in: buffers, scratch: scratch, with: validator(selecting: selections, for: document.source))
            } else {
                report(of: document, in: buffers, scratch: scratch, with: validator)
            }
        let rendered = scratch.render(report, with: renderer, source: document.source, line: document.line)
        var checked = CheckedDocument(
            worker: worker, rendered: rendered, errors: report.errorCount, warnings: report.warningCount,
            ignored: report.ignoredCount, unlisted: report.unlisted.count, exchange: report.hasExchange ? ExchangeOutcome(report) : nil)
        if checked.unlisted > 0 { checked.unlistedEntry = scratch.keep(report.unlisted) }
        return checked
    }

    /// The validator with the selection of the input `source`.
    private func validator(selecting selections: RuleSelections, for source: String) -> PaymentValidator {
        var selecting = validator
        selecting.options.selection = selections.selection(for: source)
        return selecting
    }

    /// `document`'s report by `validator`.
    private func report(
        of document: borrowing PendingDocument, in buffers: BatchBuffers, scratch: WorkerScratch,
        with validator: PaymentValidator
    ) -> ValidationReport {
        switch document.content {
        case .bytes(let bytes):
            bytes.withUnsafeBufferPointer {
                validator.validate(utf8: $0, as: kind, firstLine: document.line, scratch: scratch.parse)
            }
        case .line(let range):
            buffers.withLine(at: range) {
                validator.validate(utf8: $0, as: kind, firstLine: document.line, scratch: scratch.parse, isNDJSONLine: true)
            }
        case .harEntry(let entry):
            validator.validate(harEntry: entry, scratch: scratch.parse)
        case .tooLarge(let byteCount):
            // A stream read in part has no size to give: the limit alone is said.
            validator.report(kind: kind, only: Diagnostic(
                code: .malformedJSON, severity: .error, path: "", line: document.line, column: 1,
                message: "the document \(byteCount.map { "is \($0) bytes, more than" } ?? "is larger than") the limit of \(maxDocumentBytes) bytes"))
        }
    }

    /// Checks the first of `documents[start...]` (their NDJSON lines in `buffers`) concurrently, one worker per
    /// scratch of `buffers`, until all are checked or their renderings pass `maxRenderedBytes` (by at most a
    /// document a worker): the result at index i belongs to `documents[start + i]`, its rendering in
    /// `buffers.scratches[result.worker]`. At least one document is checked, and the checked ones are always a
    /// prefix.
    func check(_ documents: [PendingDocument], from start: Int = 0, in buffers: BatchBuffers) -> [CheckedDocument] {
        let scratches = buffers.scratches
        let count = documents.count - start
        let workers = min(count, scratches.count)
        guard workers > 1 else {
            var results: [CheckedDocument] = []
            var rendered = 0
            for index in start..<documents.count {
                guard results.isEmpty || rendered < maxRenderedBytes else { break }
                let result = check(documents[index], in: buffers, worker: 0, scratch: scratches[0])
                rendered += result.rendered.count
                results.append(result)
            }
            return results
        }
        // Each worker takes the next unchecked document until none is left or its own renderings pass its share of
        // the budget (so a worker held up by long documents takes fewer), and hands its results over once, when it
        // is done. Every index taken is checked, so the checked documents are the first `taken`. A share per worker
        // needs no second shared counter.
        let next = Atomic<Int>(0)
        let share = max(maxRenderedBytes / workers, 1)
        let handedOver = Locked<[(index: Int, result: CheckedDocument)]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var mine: [(index: Int, result: CheckedDocument)] = []
            var rendered = 0
            while rendered < share {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                let result = check(documents[start + index], in: buffers, worker: worker, scratch: scratches[worker])
                rendered += result.rendered.count
                mine.append((index, result))
            }
            handedOver.withLock { $0 += mine }
        }
        let taken = min(next.load(ordering: .relaxed), count)
        var results = [CheckedDocument](
            repeating: CheckedDocument(worker: 0, rendered: 0..<0, errors: 0, warnings: 0, ignored: 0, unlisted: 0), count: taken)
        handedOver.withLock { finished in
            for (index, result) in finished { results[index] = result }
        }
        return results
    }
}
