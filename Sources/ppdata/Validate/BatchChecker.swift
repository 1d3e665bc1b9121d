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

    /// Documents per batch. The byte limit below keeps memory bounded whatever the documents' size; a batch of many
    /// small documents shares its fixed costs (a hand-over to the workers and back, one write) among them.
    static let maxDocuments = 4096
    /// Input bytes per batch (a batch closes once it holds this much).
    static let maxBytes = 4 << 20

    /// Checks one document (an NDJSON line's bytes are in `buffers`) and renders its report into `scratch`, the
    /// scratch of worker `worker`.
    func check(
        _ document: borrowing PendingDocument, in buffers: BatchBuffers, worker: Int, scratch: WorkerScratch
    ) -> CheckedDocument {
        let report: ValidationReport
        switch document.content {
        case .bytes(let bytes):
            report = bytes.withUnsafeBufferPointer {
                validator.validate(utf8: $0, as: kind, firstLine: document.line, scratch: scratch.parse)
            }
        case .line(let range):
            report = buffers.withLine(at: range) {
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

    /// Checks `documents` (their NDJSON lines in `buffers`) concurrently, one worker per scratch of `buffers`; the
    /// result at index i belongs to `documents[i]`, its rendering in `buffers.scratches[result.worker]`.
    func check(_ documents: [PendingDocument], in buffers: BatchBuffers) -> [CheckedDocument] {
        let scratches = buffers.scratches
        let count = documents.count
        let workers = min(count, scratches.count)
        return [CheckedDocument](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else {
                initialized = 0
                return
            }
            guard workers > 1 else {
                for index in 0..<count {
                    (base + index).initialize(
                        to: check(documents[index], in: buffers, worker: 0, scratch: scratches[0]))
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
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < count else { break }
                    (slots.base + index).initialize(
                        to: check(documents[index], in: buffers, worker: worker, scratch: scratch))
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
