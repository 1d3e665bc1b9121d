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
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes appended since the last reset.
    private(set) var count = 0

    /// What a fresh arena holds before it grows: a batch of typical documents.
    static let initialCapacity = 1 << 18
    /// An arena grown past this by a huge line is given back on reset, so one such line does not keep its memory.
    static let keptCapacity = 8 << 20

    init() {
        capacity = LineArena.initialCapacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Forgets every line; their ranges must no longer be read.
    func reset() {
        count = 0
        if capacity > LineArena.keptCapacity {
            base.deallocate()
            capacity = LineArena.initialCapacity
            base = .allocate(capacity: capacity)
        }
    }

    /// Copies `bytes` in and returns where they are.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        if count + bytes.count > capacity {
            var bigger = capacity * 2
            while bigger < count + bytes.count { bigger *= 2 }
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
            moved.initialize(from: base, count: count)
            base.deallocate()
            base = moved
            capacity = bigger
        }
        let start = count
        if let source = bytes.baseAddress { (base + start).initialize(from: source, count: bytes.count) }
        count += bytes.count
        return start..<count
    }

    /// Calls `body` with the bytes at `range`.
    func withBytes<Result>(at range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }
}
