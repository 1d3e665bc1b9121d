/// One value in a parsed document's flat node array ("tape"), stored in document (pre-)order: a container is followed
/// by its whole subtree, and `next` is the index just past that subtree, so siblings are reached by jumping.
/// Offsets are 32-bit to keep the node small (input size is capped below `Int32.max`): 32 bytes, so that a document's
/// nodes take less cache and a node's address is an index shifted, not multiplied.
struct JSONNode: Sendable {
    /// Byte offset of the value's first byte (`{`, `[`, `"`, a digit or `-`, a literal's first letter).
    var start: Int32
    /// Byte offset just past the value's last byte.
    var end: Int32
    /// Index of the enclosing container's node, -1 for the root.
    var parent: Int32
    /// Index just past this node's subtree (the next sibling, if any).
    var next: Int32
    /// For an object member: byte offset of the key's opening quote; otherwise -1.
    var keyStart: Int32
    /// For an object member: byte offset just past the key's closing quote. For an array element: its index in the
    /// array (`elementIndex`); 0 for the root. One field for both: a value is a member or an element, never both, and
    /// a separate index field made every node 4 bytes larger and cost the reader a store per value.
    var keyEnd: Int32
    /// For a container: the number of members or elements.
    var count: Int32
    /// The value's kind.
    var kind: JSONKind
    /// `JSONNode.valueEscaped`, `JSONNode.keyEscaped`.
    var flags: UInt8
    /// For an object member: `JSONNode.keyTag(length:first:)` of its key as written, or `escapedKeyTag`; 0
    /// otherwise. Lookups screen members by it without reading the input (it fits in the node's padding).
    var keyTag: UInt16 = 0

    /// The index of an array element in its array (meaningful only for a node whose parent is an array).
    var elementIndex: Int { Int(keyEnd) }

    /// The tag of a key without escapes: its byte length (255 for longer keys) and first byte, which for the empty
    /// key is `emptyKeyFirst` (the byte after an empty key's opening quote is its closing one: the reader takes the
    /// byte after the opening quote without a test). Never `escapedKeyTag`: 0xFF is no UTF-8 byte.
    @inline(__always)
    static func keyTag(length: Int, first: UInt8) -> UInt16 {
        UInt16(truncatingIfNeeded: min(length, 255)) | UInt16(first) &<< 8
    }

    /// The "first byte" of the empty key in its tag.
    static let emptyKeyFirst = UInt8(ascii: "\"")

    /// The tag of an unescaped key given as its bytes (the one place the empty key's convention is applied outside
    /// the reader).
    @inline(__always)
    static func keyTag(utf8 key: UnsafeBufferPointer<UInt8>) -> UInt16 {
        keyTag(length: key.count, first: key.first ?? emptyKeyFirst)
    }

    /// The tag of every key written with escapes (compared decoded, on the slow path).
    static let escapedKeyTag: UInt16 = 0xFFFF

    /// The string value contains backslash escapes (decoding needs the slow path).
    static let valueEscaped: UInt8 = 1
    /// The member's key contains backslash escapes.
    static let keyEscaped: UInt8 = 2
    /// On an object: some member's key contains backslash escapes. Lookups and the duplicate check test this once
    /// per object (and then compare keys decoded) rather than each member's tag.
    static let hasEscapedKey: UInt8 = 4
}

/// A duplicate key found while parsing: the repeated member's node and the first member with the same key.
struct JSONDuplicateIndex: Sendable {
    var repeated: Int32
    var first: Int32
}

/// An internal failure: reason, message and offset; the line and column are computed once, when it becomes public.
struct JSONFailure: Error {
    var reason: JSONParseError.Reason
    var message: String
    var offset: Int
    /// Where the string that the input ends inside opened: the message names its line and column once they are
    /// known (`JSONDocument.parse`).
    var openingQuote: Int? = nil
}

/// The parser: one pass over the bytes, a loop that tracks the innermost open container (no recursion per nesting level),
/// nodes appended to a flat array. Strings are validated (UTF-8, escapes, control characters) but not decoded.
