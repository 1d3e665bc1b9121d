#if canImport(Glibc)
    import Glibc
#endif
import PPDataValidation

/// The bytes of one batch's NDJSON lines, in a buffer that is reused batch after batch: the input is read straight
/// into it (`LineReader`), and each document is a range of it.
///
/// Why: each line was an array of its own, and a document of a kilobyte or more is past the allocator's small-size
/// caches, so its allocation and release cost about as much as reading its keys (about 1,000 instructions a
/// document on the broad benchmark corpus, Benchmarks/Validation/HISTORY.md). Lines were then copied from the
/// reader's buffer into the arena; now the reader reads into the arena itself, and only the bytes read ahead of a
/// batch's last line are copied, once, into the next batch's arena. `validate` holds two arenas and alternates: one
/// is filled while the batch in the other is checked.
///
/// `@unchecked Sendable`: the reading thread appends while it fills a batch; the workers only read, and only after
/// the batch is complete; `reset` comes only after the batch that read it has been written (`ValidateRequest.run`).
final class LineArena: @unchecked Sendable {
    /// The bytes, in the byte buffer the CLI's JSON output is written with too. Unchecked exclusivity: the filling
    /// and the reading never overlap (above), and the runtime's access tracking on every line's append and read cost
    /// more than copying the line.
    @exclusivity(unchecked) private var storage = JSONBytes(capacity: 0)

    /// The bytes held since the last reset.
    var count: Int { storage.count }

    /// The bytes it holds before it grows (small until the first line).
    var capacity: Int { storage.capacity }

    /// What an arena holds from its first bytes until it grows: a full batch's bytes, a read of the reader's, and
    /// room for the bytes read ahead of the batch before, so an arena filled batch after batch is allocated once.
    /// Growing it by doubling from a small start left each outgrown buffer in the allocator's heap, about 9 MB of
    /// peak RSS more with batches of 4 MB. Allocated with the first bytes, not before: a run without NDJSON lines
    /// (one file, the usual command line) never uses its arenas, and mapping and unmapping their memory was four
    /// system calls of its start-up.
    static let initialCapacity = BatchChecker.maxBytes + 2 * LineReader.chunkSize
    /// An arena grown past this by a huge line is given back on reset, so one such line does not keep its memory.
    static let keptCapacity = 8 << 20

    /// Forgets every byte; their ranges must no longer be read.
    func reset() {
        if storage.capacity > LineArena.keptCapacity {
            storage = JSONBytes(capacity: 0)  // `prepare` allocates the batch-sized buffer again with the next bytes
        } else {
            storage.removeAll()
        }
    }

    /// Copies `bytes` in and returns where they are.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        prepare()
        let start = storage.count
        storage.append(bytes)
        return start..<storage.count
    }

    /// Reads from `input` into the end of the arena, up to `maxCount` bytes (fewer when the room left before the
    /// arena would grow is smaller, but not under a sixteenth of `maxCount`); returns the number read, 0 at the end
    /// of the input.
    func read(from input: InputFile, upTo maxCount: Int) throws(InputError) -> Int {
        prepare()
        let room = storage.capacity - storage.count
        let wanted = room >= maxCount / 16 ? min(room, maxCount) : maxCount
        let before = storage.count
        try storage.append(upTo: wanted) { (buffer) throws(InputError) -> Int in try input.read(into: buffer) }
        return storage.count - before
    }

    /// Forgets the bytes from `offset` on (a line being skipped).
    func removeBytes(from offset: Int) {
        storage.removeLast(from: offset)
    }

    /// The bytes held, valid until the arena next grows (an append or a read) or is reset. For readers of many
    /// ranges in a row (the line reader, the checking order) without a call per range.
    var bytes: UnsafeBufferPointer<UInt8> { storage.unsafeBytes }

    /// Calls `body` with the bytes at `range`.
    func withBytes<Result>(at range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: storage.unsafeBytes[range]))
    }

    /// Allocates the batch-sized buffer with the first bytes (`initialCapacity`).
    private func prepare() {
        if storage.capacity < LineArena.initialCapacity && storage.count == 0 {
            storage = JSONBytes(capacity: LineArena.initialCapacity, alignment: LineArena.hugePageSize)
            LineArena.adviseHugePages(storage.unsafeBase, capacity: LineArena.initialCapacity)
        }
    }

    /// The size of a huge page on x86-64 and most 64-bit ARM Linux systems.
    static let hugePageSize = 2 << 20

    /// Asks Linux to back the buffer's whole 2 MB pages with huge pages (where transparent huge pages are enabled
    /// "always" or "madvise", the usual default; elsewhere, or where the kernel refuses, nothing changes). Why: the
    /// documents of a batch are checked grouped by shape, not in input order, so each document's bytes are a fresh
    /// page for the address translation; the arena in 4 KB pages is 1,152 of them, twice over, more than the
    /// core's second-level translation cache holds with everything else. Under a virtual machine each miss walks two
    /// sets of page tables.
    private static func adviseHugePages(_ base: UnsafeMutableRawPointer, capacity: Int) {
        #if canImport(Glibc)
            let whole = capacity & ~(hugePageSize - 1)
            if whole > 0 { _ = madvise(base, whole, MADV_HUGEPAGE) }
        #endif
    }
}
