import Dispatch
import PPDataValidation

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

    /// Documents per batch: enough to keep two cores busy between the barriers, few enough to stay small.
    static let maxDocuments = 256
    /// Input bytes per batch (a batch closes once it holds this much).
    static let maxBytes = 4 << 20

    /// Checks one document and renders its report.
    func check(_ document: PendingDocument) -> CheckedDocument {
        let report: ValidationReport
        switch document.content {
        case .bytes(let bytes):
            report = validator.validate(bytes, as: kind, firstLine: document.line)
        case .line(let arena, let range):
            report = arena.withBytes(at: range) { validator.validate(utf8: $0, as: kind, firstLine: document.line) }
        case .tooLarge(let byteCount):
            let size = byteCount.map { "\($0) bytes" } ?? "more than \(maxDocumentBytes) bytes"
            report = ValidationReport(kind: kind, diagnostics: [
                Diagnostic(
                    code: .malformedJSON, severity: .error, path: "", line: document.line, column: 1,
                    message: "the document is \(size), more than the limit of \(maxDocumentBytes) bytes")
            ])
        }
        return renderer.render(report, source: document.source, line: document.line)
    }

    /// Checks `documents` concurrently; the result at index i belongs to `documents[i]`.
    func check(_ documents: [PendingDocument]) -> [CheckedDocument] {
        let count = documents.count
        if count <= 1 { return documents.map(check) }
        return [CheckedDocument](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else {
                initialized = 0
                return
            }
            // Each iteration initialises exactly its own slot, so the workers never share a write.
            let slots = SlotPointer(base: base)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (slots.base + index).initialize(to: check(documents[index]))
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
