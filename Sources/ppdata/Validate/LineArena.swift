import PPDataValidation

/// The bytes of one batch's NDJSON lines, one after another in a buffer that is reused batch after batch.
///
/// Why: each line was an array of its own, and a document of a kilobyte or more is past the allocator's small-size
/// caches, so its allocation and release cost about as much as reading its keys (about 1,000 instructions a
/// document on the broad benchmark corpus, Benchmarks/Validation/README.md). `validate` holds two arenas and
/// alternates: one is filled while the batch in the other is checked.
///
/// `@unchecked Sendable`: the reading thread appends while it fills a batch; the workers only read, and only after
/// the batch is complete; `reset` comes only after the batch that read it has been written (`ValidateRequest.run`).
final class LineArena: @unchecked Sendable {
    /// The lines, one after another, in the byte buffer the CLI's JSON output is written with too. Unchecked
    /// exclusivity: the filling and the reading never overlap (above), and the runtime's access tracking on every
    /// line's append and read cost more than copying the line.
    @exclusivity(unchecked) private var storage = JSONBytes(capacity: 0)

    /// The bytes appended since the last reset.
    var count: Int { storage.count }

    /// The bytes it holds before it grows (small until the first line).
    var capacity: Int { storage.capacity }

    /// What an arena holds from its first line until it grows: a full batch's bytes and a line more, so an arena
    /// filled batch after batch is allocated once. Growing it by doubling from a small start left each outgrown
    /// buffer in the allocator's heap, about 9 MB of peak RSS more with batches of 4 MB. Allocated at the first line,
    /// not before: a run without NDJSON lines (one file, the usual command line) never uses its arenas, and mapping
    /// and unmapping their memory was four system calls of its start-up.
    static let initialCapacity = BatchChecker.maxBytes + (1 << 16)
    /// An arena grown past this by a huge line is given back on reset, so one such line does not keep its memory.
    static let keptCapacity = 8 << 20

    /// Forgets every line; their ranges must no longer be read.
    func reset() {
        storage.removeAll(keepingCapacityUpTo: LineArena.keptCapacity, initial: LineArena.initialCapacity)
    }

    /// Copies `bytes` in and returns where they are.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        if storage.capacity < LineArena.initialCapacity && storage.count == 0 {
            storage = JSONBytes(capacity: LineArena.initialCapacity)
        }
        let start = storage.count
        storage.append(bytes)
        return start..<storage.count
    }

    /// Calls `body` with the bytes at `range`.
    func withBytes<Result>(at range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: storage.unsafeBytes[range]))
    }
}
