import Dispatch
import PPDataValidation

/// A batch of stream items whose documents are being checked on the cores while the caller reads the next batch
/// and writes the one before: `validate`'s reading and writing run on one thread, and while they ran the cores
/// that check waited (about 3% of the CPU time on the broad benchmark corpus, 6% of the wall time on two cores;
/// Benchmarks/Validation/HISTORY.md).
///
/// `@unchecked Sendable`: `results` is written once, by the checking thread, before it signals `done`, and read
/// only by `finish()`, after waiting for that signal.
final class CheckingBatch: @unchecked Sendable {
    /// The entries in input order (documents and unreadable inputs), for writing.
    let entries: [BatchEntry]
    /// The batch's lines and its workers' scratches, which hold the renderings (`CheckedDocument.worker`).
    let buffers: BatchBuffers
    /// The documents among `entries`, for checking those left once the first are written.
    private let documents: [PendingDocument]
    private let checker: BatchChecker
    private var results: [CheckedDocument] = []
    private let done = DispatchSemaphore(value: 0)

    /// Starts checking `documents` (the documents among `entries`, their lines in `buffers`, which are filled) on a
    /// global queue, `checker` spreading them over the cores; a single document is checked at once, on the caller's
    /// thread.
    init(_ entries: [BatchEntry], documents: [PendingDocument], buffers: BatchBuffers, checker: BatchChecker) {
        self.entries = entries
        self.buffers = buffers
        self.documents = documents
        self.checker = checker
        buffers.beginChecking()
        // One document gains nothing from another thread, and starting the thread pool cost a one-file run (the
        // usual command line) more than checking the document: checked here, at once.
        if documents.count <= 1 {
            results = checker.check(documents, in: buffers)
            done.signal()
            return
        }
        DispatchQueue.global().async { [self] in
            results = checker.check(documents, in: buffers)
            done.signal()
        }
    }

    /// The first checked documents, in the order of the documents among `entries`, once they are checked: all of
    /// them, unless their renderings passed `BatchChecker.maxRenderedBytes` first (then `checkRest(from:)`).
    func finish() -> [CheckedDocument] {
        done.wait()
        return results
    }

    /// Once the results so far are written: forgets their renderings and checks the documents from index `first`
    /// on (on this thread, spread over the cores), giving the first of them, as `finish()` does.
    func checkRest(from first: Int) -> [CheckedDocument] {
        buffers.forgetWrittenRenderings()
        return checker.check(documents, from: first, in: buffers)
    }

    /// Calls `body` with the rendering of `checked`, one of this batch's results.
    func withRendering<Result>(of checked: CheckedDocument, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        precondition(buffers.phase == .checking, "a batch's renderings are read only until its results are written")
        return buffers.scratches[checked.worker].withOutput(at: checked.rendered, body)
    }

    /// The unlisted findings of `checked`, one of this batch's results with some (`CheckedDocument.unlistedEntry`).
    func unlistedFindings(of checked: CheckedDocument) -> UnlistedFindings {
        precondition(buffers.phase == .checking, "a batch's results are read only until they are written")
        return buffers.scratches[checked.worker].unlistedFindings(at: checked.unlistedEntry)
    }

    /// Marks the batch's results written: its buffers may take the next batch.
    func finishWriting() {
        buffers.finishWriting()
    }
}

/// One entry of a batch, in input order: a document (the next of the batch's documents, checked) or an input that
/// could not be read.
enum BatchEntry: Sendable {
    /// The next document.
    case document
    /// An input that could not be read.
    case unreadable(InputError)
    /// An NDJSON input without a document, by its path.
    case noDocuments(String)
}
