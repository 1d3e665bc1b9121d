/// The order a batch's documents are checked in: grouped by their leading keys (`LeadingKeys`), documents of one
/// shape one after another, in input order within a shape (a batch of one shape is checked as it came).
///
/// Built by the reading thread as each document comes in, while its first bytes are still in the cache (the line was
/// just read into the batch's arena and split off). The checking side used to build it once the batch was full: a
/// serial step before the workers started (on two cores, one of them idle meanwhile), whose first read of each
/// document's text missed the cache.
struct CheckingOrder {
    /// Each document's key and index packed into one integer (the index in the low `indexBits`, so no two are equal),
    /// sorted as integers in `indices()`: about 230 instructions a document on the broad corpus (callgrind), where a
    /// sort of (key, index) pairs by closure cost 420.
    private var packed: [UInt64] = []
    /// The documents noted.
    private(set) var count = 0
    /// The first document's content, until a second document comes: a batch of one document (a one-file run, the
    /// usual command line) has nothing to group, and reads no key at start-up.
    private var first: PendingDocument.Content?

    /// The bits of a packed integer that hold the document's index: `BatchChecker.maxDocuments` must fit.
    static let indexBits = 64 - LeadingKeys.bits

    /// Notes the batch's next document (its NDJSON line in `arena`).
    mutating func add(_ document: PendingDocument, arena: LineArena) {
        let index = count
        count += 1
        if index == 0 {
            first = document.content
            return
        }
        if let first {
            packed.reserveCapacity(BatchChecker.maxDocuments)
            append(Self.key(of: first, arena: arena), index: 0)
            self.first = nil
        }
        append(Self.key(of: document.content, arena: arena), index: index)
    }

    /// The indices of the documents noted, in checking order.
    func indices() -> [Int] {
        guard count > 1 else { return Array(0..<count) }
        return packed.sorted().map { Int(truncatingIfNeeded: $0 & (1 << Self.indexBits - 1)) }
    }

    private mutating func append(_ key: UInt64, index: Int) {
        packed.append(key << Self.indexBits | UInt64(truncatingIfNeeded: index))
    }

    /// A document's shape key: its text's leading keys; 0 for a document too large to be held.
    private static func key(of content: PendingDocument.Content, arena: LineArena) -> UInt64 {
        switch content {
        case .line(let range): LeadingKeys.hash(UnsafeBufferPointer(rebasing: arena.bytes[range]))
        case .bytes(let bytes): bytes.withUnsafeBufferPointer(LeadingKeys.hash)
        case .tooLarge: 0
        }
    }
}
