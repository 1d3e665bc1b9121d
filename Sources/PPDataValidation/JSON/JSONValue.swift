/// A value in a `JSONDocument`: a cheap view (document reference + node index). Nothing is decoded until asked for.
///
/// A value keeps its document alive, so it stays valid however long it is kept. (The validator reads documents
/// through `JSONView`, the same view without the reference: see there for why.)
///
/// Two values are equal when they are the same node of the same document (not when their contents are equal).
public struct JSONValue: Sendable, Hashable {
    /// The node, read without reference counting.
    let view: JSONView
    /// Keeps `view`'s document alive.
    let owner: JSONDocument

    /// The value of `view`, owned through `document` (the view's own document).
    init(_ view: JSONView, in document: JSONDocument) {
        self.view = view
        self.owner = document
    }

    /// Node `index` of `document`.
    init(document: JSONDocument, index: Int32) {
        self.init(JSONView(storage: document, index: index), in: document)
    }

    @inline(__always)
    private func owned(_ view: JSONView?) -> JSONValue? {
        view.map { JSONValue($0, in: owner) }
    }

    /// The document this value belongs to.
    public var document: JSONDocument { owner }

    /// Same node of the same document.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.view == rhs.view }

    /// Hashes the document's identity and the node index.
    public func hash(into hasher: inout Hasher) { view.hash(into: &hasher) }

    /// The value's JSON type.
    public var kind: JSONKind { view.kind }

    // MARK: Containers

    /// The number of members (object) or elements (array); 0 for scalars.
    public var count: Int { view.count }

    /// The value of the first member named `key` (keys compared byte for byte after decoding escapes, no Unicode
    /// normalisation), or nil when absent or when this is not an object. Linear in the number of members.
    public subscript(key: String) -> JSONValue? { owned(view.member(named: key)) }

    /// The element at `position` of an array, or nil when out of range or not an array. Linear in `position`.
    public subscript(position: Int) -> JSONValue? { owned(view[position]) }

    /// True when this is an object with a member named `key`.
    public func hasKey(_ key: String) -> Bool { view.member(named: key) != nil }

    /// An object's members in document order, duplicates included; empty for other kinds.
    public var members: JSONMembers { JSONMembers(value: self) }

    /// An array's elements in order; empty for other kinds.
    public var elements: JSONElements { JSONElements(value: self, anyContainer: false) }

    /// The values of an object's members or an array's elements, in order; empty for scalars. Cheaper than
    /// `members` when keys are only sometimes needed: each value's `key` is decoded on demand, and `keyEquals`
    /// compares without decoding.
    public var children: JSONElements { JSONElements(value: self, anyContainer: true) }

    // MARK: Scalars

    /// The decoded string, or nil when this is not a string.
    public var string: String? { view.string }

    /// The exact text of a number literal as written (`"10.50"`, `"-0"`, `"1e400"`, every digit of a huge integer),
    /// or nil when this is not a number. Parse amounts from it with `DecimalAmount.parse`.
    public var numberText: String? { view.numberText }

    /// True when this is a string whose decoded text is exactly `text` (code points compared, no normalisation);
    /// compares bytes without building a String.
    public func stringEquals(_ text: String) -> Bool { view.stringEquals(text) }

    /// The number of Unicode scalars (code points) in a string, or nil when this is not a string (JSON Schema's
    /// `minLength`/`maxLength` count these).
    public var stringScalarCount: Int? { view.stringScalarCount }

    /// The boolean, or nil when this is not `true` or `false`.
    public var bool: Bool? { view.bool }

    /// True for `null`.
    public var isNull: Bool { view.isNull }

    /// The value's exact source text (for a string, with its quotes and escapes as written).
    public var rawText: String { view.rawText }

    /// The value's bytes in the input, `start..<end` (for a string, including the quotes).
    public var byteRange: Range<Int> { view.byteRange }

    // MARK: Place in the document

    /// The enclosing object or array, or nil for the root.
    public var parent: JSONValue? { owned(view.parent) }

    /// The member's key (decoded) when this value is an object member, else nil.
    public var key: String? { view.key }

    /// True when this value is an object member whose key is exactly `key`; compares bytes without decoding.
    public func keyEquals(_ key: String) -> Bool { view.keyEquals(key) }

    /// The index when this value is an array element, else nil.
    public var arrayIndex: Int? { view.arrayIndex }

    /// The RFC 6901 JSON pointer of this value: `""` for the root, keys escaped `~` → `~0` and `/` → `~1`, array
    /// elements by index (`/purchase_units/0/amount/value`). Findings may show it shortened (a key of over 4 KB, a
    /// pointer of over 8 KB); this one is whole but for keys of over 4 KB.
    public var pointer: String { view.fullPointer }

    /// The pointer of the member named `key` of this value, whether or not it exists (for "missing field"
    /// diagnostics: `amount.pointer(appending: "currency_code")`).
    public func pointer(appending key: String) -> String { view.fullPointer + "/" + JSONView.escapePointerToken(key) }

    /// Escapes one RFC 6901 reference token: `~` as `~0`, then `/` as `~1`.
    public static func escapePointerToken(_ token: String) -> String { JSONView.escapePointerToken(token) }

    /// Where the value starts (its first byte: the quote, bracket, digit or sign).
    public var position: JSONPosition { view.position }

    /// 1-based line where the value starts.
    public var line: Int { view.line }

    /// 1-based column (in Unicode scalars) where the value starts.
    public var column: Int { view.column }

    /// Where the member's key starts (its opening quote), when this value is an object member.
    public var keyPosition: JSONPosition? { view.keyPosition }
}

/// An object's members, `(key, value)` in document order (duplicates included, as written).
public struct JSONMembers: Sequence, Sendable {
    let value: JSONValue

    /// The number of members.
    public var count: Int { value.view.members.count }
    /// Exactly `count`.
    public var underestimatedCount: Int { count }

    /// Iterates the members; `Sendable`, like the document it reads.
    public struct Iterator: IteratorProtocol, Sendable {
        var members: JSONView.Members.Iterator
        let owner: JSONDocument

        /// The next member, or nil after the last.
        public mutating func next() -> (key: String, value: JSONValue)? {
            members.next().map { ($0.key, JSONValue($0.value, in: owner)) }
        }
    }

    /// Starts at the first member.
    public func makeIterator() -> Iterator {
        Iterator(members: value.view.members.makeIterator(), owner: value.owner)
    }
}

/// An array's elements in order (or, from `children`, any container's values).
public struct JSONElements: Sequence, Sendable {
    let value: JSONValue
    let anyContainer: Bool

    private var elements: JSONView.Elements { JSONView.Elements(value: value.view, anyContainer: anyContainer) }

    /// The number of values.
    public var count: Int { elements.count }
    /// Exactly `count`.
    public var underestimatedCount: Int { count }

    /// Iterates the values; `Sendable`, like the document it reads.
    public struct Iterator: IteratorProtocol, Sendable {
        var elements: JSONView.Elements.Iterator
        let owner: JSONDocument

        /// The next value, or nil after the last.
        public mutating func next() -> JSONValue? {
            elements.next().map { JSONValue($0, in: owner) }
        }
    }

    /// Starts at the first value.
    public func makeIterator() -> Iterator {
        Iterator(elements: elements.makeIterator(), owner: value.owner)
    }
}
