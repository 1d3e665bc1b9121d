import PPDataValidation

/// What one batch holds from its first line until its results are written: the bytes of its NDJSON lines (each
/// document is a range of them) and the scratches its workers parse with and render into. `validate` keeps two and
/// takes them in turn, so one batch is read while the one before is checked; both are reused batch after batch.
///
/// Why a buffer for the lines: each line was an array of its own, and a document of a kilobyte or more is past the
/// allocator's small-size caches, so its allocation and release cost about as much as reading its keys (about 1,000
/// instructions a document on the broad benchmark corpus; Benchmarks/Validation/HISTORY.md).
///
/// Its lifetime goes through three phases, checked on every call (a violation stops the program, in release builds
/// too; `BatchBuffersTests` violates each on purpose): the reading thread appends lines and adds workers only while
/// the batch fills; workers read lines and render only while it is checked; the next fill (which forgets the
/// lines and renderings) starts only after the batch's results are written. Those phases are what make it
/// `@unchecked Sendable`: a phase changes on the reading thread alone, before the batch is handed to the workers
/// (`CheckingBatch.init`) and after they are done (`CheckingBatch.finish`), and in no phase do two threads write
/// the same memory.
final class BatchBuffers: @unchecked Sendable {
    /// Where a batch is in its life.
    enum Phase: Equatable {
        /// The reading thread appends lines.
        case filling
        /// The workers read the lines and render their results; nothing is appended.
        case checking
        /// The results are written (or there was never a batch): the buffers may be filled again.
        case written
    }

    /// The current phase.
    private(set) var phase = Phase.written
    /// The lines' bytes, one after another.
    private var lines = JSONBytes(capacity: 0)
    /// One scratch per worker; more join while a batch fills (`addWorkers(upTo:)`).
    private(set) var scratches = [WorkerScratch()]

    /// What the line buffer holds before it grows: a full batch's bytes and one more line of a read's size, so a
    /// buffer filled batch after batch is allocated once. Growing it by doubling from a small start left each
    /// outgrown buffer in the allocator's heap (about 9 MB more peak RSS with batches of 4 MB). Allocated with the
    /// first line, not before: a run of plain files (the usual command line) never needs it.
    static let initialCapacity = BatchChecker.maxBytes + LineReader.chunkSize
    /// A line buffer grown past this by a huge line is given back when the next fill starts.
    static let keptCapacity = 8 << 20

    /// Starts a new batch: forgets the lines and renderings of the batch before, which must have been written.
    func beginFilling() {
        precondition(phase == .written, "a batch's buffers are refilled only after its results are written")
        if lines.capacity > BatchBuffers.keptCapacity { lines = JSONBytes(capacity: 0) } else { lines.removeAll() }
        for scratch in scratches { scratch.reset() }
        phase = .filling
    }

    /// Copies one NDJSON line in and returns where it is.
    func append(line bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        precondition(phase == .filling, "lines are appended only while a batch fills")
        if lines.count == 0 && lines.capacity < BatchBuffers.initialCapacity {
            lines = JSONBytes(capacity: BatchBuffers.initialCapacity)
        }
        let start = lines.count
        lines.append(bytes)
        return start..<lines.count
    }

    /// Adds scratches until there are `count` (at most `count` workers check the batch).
    func addWorkers(upTo count: Int) {
        precondition(phase == .filling, "workers join only while a batch fills")
        while scratches.count < count { scratches.append(WorkerScratch()) }
    }

    /// Ends a fill that took nothing (the input paused or ended first): the buffers may be filled again.
    func abandonEmptyBatch() {
        precondition(phase == .filling && lines.count == 0, "only a batch that holds nothing is abandoned")
        phase = .written
    }

    /// Hands the complete batch to the workers: from now on its lines are only read.
    func beginChecking() {
        precondition(phase == .filling, "only a batch being filled is handed to the workers")
        phase = .checking
    }

    /// Calls `body` with the line at `range` (a worker reading its document).
    func withLine<Result>(at range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        precondition(phase == .checking, "workers read a batch's lines only while it is checked")
        return body(UnsafeBufferPointer(rebasing: lines.unsafeBytes[range]))
    }

    /// Forgets the renderings of a batch checked in part, once they are written, so that the rest of its documents
    /// render into the same memory (`CheckingBatch.checkRest(from:)`); its lines stay.
    func forgetWrittenRenderings() {
        precondition(phase == .checking, "only a batch being checked and written in parts forgets its renderings")
        for scratch in scratches { scratch.reset() }
    }

    /// Marks the batch's results written: its buffers may be filled again.
    func finishWriting() {
        precondition(phase == .checking, "only a checked batch is written")
        phase = .written
    }

    /// The bytes the line buffer holds before it grows (for tests of its reuse).
    var lineCapacity: Int { lines.capacity }
}
