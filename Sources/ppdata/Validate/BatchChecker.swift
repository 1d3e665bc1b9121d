import Dispatch
import PPDataValidation
import Synchronization

/// Validates documents in bounded batches, spreading each batch over the cores, and hands results back in input
/// order.
///
/// Memory is bounded by the batch (at most `maxDocuments` documents and about `maxBytes` of input at once), not by
/// the input: the caller reads a batch, checks it, writes its results and drops it before reading the next.
struct BatchChecker: Sendable {
    /// The validator (a value; each worker uses it read-only).
    let validator: PaymentValidator
    /// The forced kind, nil for auto-detection.
    let kind: DocumentKind?
    /// How results are rendered (on the workers).
    let renderer: ReportRenderer
    /// The JSON reader's size limit, named in the message for over-long documents.
    let maxDocumentBytes: Int

    /// Documents per batch. Many, because a batch is checked grouped by shape (`CheckingOrder`) and the longer each
    /// shape's run, the more a kind's rules stay in the caches: on the broad benchmark corpus, whose documents
    /// interleave eight kinds, grouped batches of 4,096 took about 12% less CPU time than batches of 256 in file
    /// order, the way before, and grouped batches of 1,024 and 2,048 about 9% and 10% (Benchmarks/Validation/
    /// README.md, session 21). The byte limit below keeps memory bounded whatever the documents' size.
    static let maxDocuments = 4096
    /// Input bytes per batch (a batch closes once it holds this much).
    static let maxBytes = 4 << 20

    /// Checks one document (an NDJSON line's bytes are in `arena`) and renders its report into `scratch`, the
    /// scratch of worker `worker`.
    func check(
        _ document: borrowing PendingDocument, arena: LineArena, worker: Int, scratch: WorkerScratch
    ) -> CheckedDocument {
        let report: ValidationReport
        switch document.content {
        case .bytes(let bytes):
            report = bytes.withUnsafeBufferPointer {
                validator.validate(utf8: $0, as: kind, firstLine: document.line, scratch: scratch.parse)
            }
        case .line(let range):
            report = arena.withBytes(at: range) {
                validator.validate(utf8: $0, as: kind, firstLine: document.line, scratch: scratch.parse)
            }
        case .tooLarge(let byteCount):
            let size = byteCount.map { "\($0) bytes" } ?? "more than \(maxDocumentBytes) bytes"
            report = ValidationReport(kind: kind, diagnostics: [
                Diagnostic(
                    code: .malformedJSON, severity: .error, path: "", line: document.line, column: 1,
                    message: "the document is \(size), more than the limit of \(maxDocumentBytes) bytes")
            ])
        }
        let rendered = scratch.render(report, with: renderer, source: document.source, line: document.line)
        return CheckedDocument(
            worker: worker, rendered: rendered, errors: report.errorCount, warnings: report.warningCount)
    }

    /// Checks `documents` (their NDJSON lines in `arena`) concurrently, in the order `order` gives (a permutation of
    /// their indices: `CheckingOrder`), one worker per scratch; the result at index i belongs to `documents[i]`,
    /// its rendering in `scratches[result.worker]`. The scratches' earlier results are dropped: the caller has
    /// written them.
    func check(
        _ documents: [PendingDocument], order: [Int], arena: LineArena, scratches: [WorkerScratch]
    ) -> [CheckedDocument] {
        for scratch in scratches { scratch.reset() }
        let count = documents.count
        precondition(order.count == count, "the checking order covers every document once")
        let workers = min(count, scratches.count)
        return [CheckedDocument](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else {
                initialized = 0
                return
            }
            guard workers > 1 else {
                for index in order {
                    (base + index).initialize(
                        to: check(documents[index], arena: arena, worker: 0, scratch: scratches[0]))
                }
                initialized = count
                return
            }
            // Each worker takes the next unchecked document until none is left (so a worker held up by long
            // documents takes fewer), and initialises exactly that document's slot: no two workers share a write.
            let slots = SlotPointer(base: base)
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let scratch = scratches[worker]
                while true {
                    let position = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard position < count else { break }
                    let index = order[position]
                    (slots.base + index).initialize(
                        to: check(documents[index], arena: arena, worker: worker, scratch: scratch))
                }
            }
            initialized = count
        }
    }
}

/// The result buffer's base address, handed to the workers; sound because every worker writes a distinct slot and
/// `concurrentPerform` returns only after all of them finished.
private struct SlotPointer: @unchecked Sendable {
    let base: UnsafeMutablePointer<CheckedDocument>
}
