/// A value in a `JSONDocument` as the validator reads it: the document (not reference counted) and a node index.
///
/// Why a second type beside `JSONView`: copying a value that holds a strong class reference retains and releases
/// it, and with every lookup, member, element and Optional passing values around, that reference counting was the
/// largest single cost of validation (27% before any borrowing; still ~10% of instructions when the reference
/// was a nil `Optional`, because the calls stay). A `JSONView` holds no reference the compiler counts, so copying
/// one is copying two words.
///
/// Safety: a view does not keep its document alive. Views are made only by `JSONDocument.withView(_:)` (and
/// derived from those), whose caller keeps the document alive for the whole closure, and by `JSONView.view`, whose
/// value holds the document. The validator's rules keep views only in locals and arguments; what they store
/// (diagnostics) holds strings and numbers, never a view. Nothing public returns a view.
struct JSONView: Sendable, Hashable {
    /// The document's buffers, read without reference counting; valid while whoever made this view keeps the
    /// document alive (see above).
    unowned(unsafe) let storage: JSONDocument
    let index: Int32

    @inline(__always)
    init(storage: JSONDocument, index: Int32) {
        self.storage = storage
        self.index = index
    }

    /// Another node of the same document.
    @inline(__always)
    func sibling(_ index: Int) -> JSONView {
        JSONView(storage: storage, index: Int32(truncatingIfNeeded: index))
    }

    /// Same node of the same document.
    static func == (lhs: JSONView, rhs: JSONView) -> Bool {
        lhs.index == rhs.index && lhs.storage === rhs.storage
    }

    /// Hashes the document's identity and the node index.
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(index)
    }

    var node: JSONNode { storage.nodes[Int(index)] }

    /// The value's JSON type.
    var kind: JSONKind { node.kind }
}
