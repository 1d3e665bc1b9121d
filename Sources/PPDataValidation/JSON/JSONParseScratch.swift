/// A node buffer kept from one parse to the next, so that a thread parsing document after document stops allocating
/// and freeing one per document.
///
/// Why: a document of a kilobyte has about 70 nodes, a buffer of 2 to 3 KB: past the allocator's small-size caches,
/// so its allocation and release cost about 600 instructions a document (callgrind, broad benchmark corpus,
/// Benchmarks/Validation/HISTORY.md), and more in time.
///
/// Used by one thread at a time, and a document parsed with it (`JSONDocument.parse(borrowing:options:scratch:)`)
/// reads its nodes from this buffer: the next parse with the same scratch may only start once that document is gone.
/// `PaymentValidator.validate(utf8:as:firstLine:scratch:)` keeps to both: its document lives only inside the call.
package final class JSONParseScratch {
    /// The kept buffer (nil before the first parse, and while a parser holds it).
    private var nodes: UnsafeMutablePointer<JSONNode>?
    private var capacity = 0

    /// A buffer grown past this many nodes by a large document is released rather than kept (about 150 KB, for
    /// documents up to about 60 KB; a kilobyte document has about 70 nodes): every worker of both batch sets keeps
    /// one, so what is kept stays small on a machine with many cores.
    static let keptCapacity = 1 << 12

    /// An empty scratch; its buffer is allocated by the first parse.
    package init() {}

    deinit { nodes?.deallocate() }

    /// Hands the kept buffer to a parser, or a new one of `fresh` nodes when none is kept or the kept one is too big
    /// to keep; the parser owns it until `keep(_:capacity:)`.
    func take(fresh: Int) -> (UnsafeMutablePointer<JSONNode>, Int) {
        if let kept = nodes {
            nodes = nil
            if capacity <= JSONParseScratch.keptCapacity { return (kept, capacity) }
            kept.deallocate()
        }
        return (.allocate(capacity: fresh), fresh)
    }

    /// Takes a parser's buffer back (possibly grown) for the next parse.
    func keep(_ buffer: UnsafeMutablePointer<JSONNode>, capacity: Int) {
        nodes?.deallocate()
        nodes = buffer
        self.capacity = capacity
    }
}
