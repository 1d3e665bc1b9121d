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

    // MARK: Containers

    /// The number of members (object) or elements (array); 0 for scalars.
    var count: Int { Int(node.count) }

    /// The value of the first member named `key` (keys compared byte for byte after decoding escapes, no Unicode
    /// normalisation), or nil when absent or when this is not an object. Linear in the number of members.
    ///
    /// `key` is a string literal: its bytes are read where the compiler put them, with no String, copy or reference
    /// counting; the rules make a hundred or so lookups per document, and a `String` key's `withUTF8` and release
    /// were about half of each lookup's cost. A key known only at run time goes through `member(named:)`.
    subscript(key: StaticString) -> JSONView? {
        key.withUTF8Buffer { member(utf8: $0) }
    }

    /// The value of the first member named `key`, a key known only at run time (see `subscript(_:)`).
    func member(named key: String) -> JSONView? {
        var key = key
        return key.withUTF8 { member(utf8: $0) }
    }

    /// The first member whose key is the bytes `wanted`.
    @inline(__always)
    private func member(utf8 wanted: UnsafeBufferPointer<UInt8>) -> JSONView? {
        let node = self.node
        guard node.kind == .object, node.count > 0 else { return nil }
        let p = storage.buffer
        let base = storage.base
        let nodes = storage.nodes
        let end = Int(node.next)
        // Most members differ in length or first byte: test those before comparing bytes, and decode only an
        // escaped key.
        guard let first = wanted.first else {
            var child = Int(index) + 1
            while child < end {
                let member = nodes[child]
                if JSONView.key(of: member, in: p, equals: wanted) { return sibling(child) }
                child = Int(member.next)
            }
            return nil
        }
        // Members are screened by their key tag (length and first byte, kept in the node), so only a likely
        // match reads the input; escaped keys are compared decoded.
        let tag = JSONNode.keyTag(length: wanted.count, first: first)
        var child = Int(index) + 1
        while child < end {
            let member = nodes[child]
            if member.keyTag == tag {
                if let wantedBase = wanted.baseAddress, Int(member.keyEnd - member.keyStart) - 2 == wanted.count,
                    JSONView.bytesEqual(base + Int(member.keyStart) + 1, wantedBase, wanted.count)
                {
                    return sibling(child)
                }
            } else if member.keyTag == JSONNode.escapedKeyTag {
                if JSONView.key(of: member, in: p, equals: wanted) { return sibling(child) }
            }
            child = Int(member.next)
        }
        return nil
    }

    /// Calls `visit` with the value of every member named `key` anywhere inside this value, in document order, until
    /// it returns false. One pass over the subtree's nodes (screened by key tag), so a question about every such
    /// member costs about as much as one lookup in each object would.
    func forEachDescendant(named key: StaticString, _ visit: (JSONView) -> Bool) {
        let nodes = storage.nodes
        let p = storage.buffer
        let end = Int(node.next)
        key.withUTF8Buffer { wanted in
            guard let first = wanted.first else { return }
            let tag = JSONNode.keyTag(length: wanted.count, first: first)
            var child = Int(index) + 1
            while child < end {
                let member = nodes[child]
                if member.keyTag == tag || member.keyTag == JSONNode.escapedKeyTag,
                    JSONView.key(of: member, in: p, equals: wanted), !visit(sibling(child))
                {
                    return
                }
                child += 1
            }
        }
    }

    /// The element at `position` of an array, or nil when out of range or not an array. Linear in `position`.
    subscript(position: Int) -> JSONView? {
        let node = self.node
        guard node.kind == .array, position >= 0, position < Int(node.count) else { return nil }
        var child = Int(index) + 1
        for _ in 0..<position { child = Int(storage.nodes[child].next) }
        return sibling(child)
    }

    /// True when this is an object with a member named `key`.
    func hasKey(_ key: StaticString) -> Bool { self[key] != nil }

    /// An object's members in document order, duplicates included; empty for other kinds.
    var members: Members { Members(value: self) }

    /// An array's elements in order; empty for other kinds.
    var elements: Elements { Elements(value: self) }

    /// The values of an object's members or an array's elements, in order; empty for scalars. Cheaper than
    /// `members` when keys are only sometimes needed: each value's `key` is decoded on demand, and `keyEquals` and
    /// `JSONKeySet.contains(keyOf:)` compare without decoding.
    var children: Elements { Elements(value: self, anyContainer: true) }

    /// Whether `count` bytes at `a` and at `b` are equal, eight at a time (keys are mostly 4 to 20 bytes). Reads
    /// only `a[0..<count]` and `b[0..<count]`.
    @inline(__always)
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var k = 0
        while k &+ 8 <= count {
            if UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self) {
                return false
            }
            k &+= 8
        }
        if k &+ 4 <= count {
            if UnsafeRawPointer(a + k).loadUnaligned(as: UInt32.self) != UnsafeRawPointer(b + k).loadUnaligned(as: UInt32.self) {
                return false
            }
            k &+= 4
        }
        while k < count {
            if a[k] != b[k] { return false }
            k &+= 1
        }
        return true
    }

    static func key(of member: JSONNode, in p: UnsafeBufferPointer<UInt8>, equals wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        token(from: Int(member.keyStart), to: Int(member.keyEnd), escaped: member.flags & JSONNode.keyEscaped != 0,
              in: p, equals: wanted)
    }

    /// Whether the string token `[from, to)` (quotes included) decodes to exactly the bytes `wanted`.
    static func token(from: Int, to: Int, escaped: Bool, in p: UnsafeBufferPointer<UInt8>,
                      equals wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        if escaped {
            return JSONStringDecoder.decode(p, from: from, to: to).elementsEqual(wanted)
        }
        let start = from + 1
        let length = to - 1 - start
        guard length == wanted.count else { return false }
        var k = 0
        while k < length {
            if p[start + k] != wanted[k] { return false }
            k += 1
        }
        return true
    }

    // MARK: Scalars

    /// The decoded string, or nil when this is not a string.
    var string: String? {
        let node = self.node
        guard node.kind == .string else { return nil }
        return JSONStringDecoder.decodeString(storage.buffer, from: Int(node.start), to: Int(node.end),
                                              escaped: node.flags & JSONNode.valueEscaped != 0)
    }

    /// The exact text of a number literal as written (`"10.50"`, `"-0"`, `"1e400"`, every digit of a huge integer),
    /// or nil when this is not a number. Parse amounts from it with `DecimalAmount.parse`.
    var numberText: String? {
        guard node.kind == .number else { return nil }
        return rawText
    }

    /// True when this is a string whose decoded text is exactly `text` (code points compared, no normalisation);
    /// compares bytes without building a String.
    func stringEquals(_ text: String) -> Bool {
        let node = self.node
        guard node.kind == .string else { return false }
        var text = text
        let p = storage.buffer
        return text.withUTF8 { wanted in
            JSONView.token(from: Int(node.start), to: Int(node.end), escaped: node.flags & JSONNode.valueEscaped != 0,
                            in: p, equals: wanted)
        }
    }

    /// The number of Unicode scalars (code points) in a string, or nil when this is not a string. This is the
    /// "length" of JSON Schema's `minLength`/`maxLength` (which count RFC 8259 characters); computed from the
    /// bytes without building a String when the string has no escapes.
    var stringScalarCount: Int? {
        let node = self.node
        guard node.kind == .string else { return nil }
        let p = storage.buffer
        if node.flags & JSONNode.valueEscaped != 0 {
            return JSONStringDecoder.decode(p, from: Int(node.start), to: Int(node.end)).reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
        }
        var count = 0
        var k = Int(node.start) + 1
        let stop = Int(node.end) - 1
        while k < stop {
            if p[k] & 0xC0 != 0x80 { count += 1 }
            k += 1
        }
        return count
    }

    /// True when this string's scalar count is certainly in `range`, judged from its byte length alone (no
    /// escapes: between a quarter of the bytes, rounded up, and all of them); false when that does not settle it.
    func stringLength(isCertainlyIn range: ClosedRange<Int>) -> Bool {
        let node = self.node
        guard node.kind == .string, node.flags & JSONNode.valueEscaped == 0 else { return false }
        let bytes = Int(node.end) - Int(node.start) - 2
        return bytes <= range.upperBound && (bytes + 3) / 4 >= range.lowerBound
    }

    /// Calls `body` with a string's decoded UTF-8 bytes (the input's own bytes when it has no escapes), without
    /// building a String; nil when this is not a string.
    func withStringUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let node = self.node
        guard node.kind == .string else { return nil }
        let p = storage.buffer
        if node.flags & JSONNode.valueEscaped != 0 {
            return JSONStringDecoder.decode(p, from: Int(node.start), to: Int(node.end)).withUnsafeBufferPointer(body)
        }
        return body(UnsafeBufferPointer(rebasing: p[(Int(node.start) + 1)..<(Int(node.end) - 1)]))
    }

    /// True when this and `other` are strings with the same decoded text (code points compared, no
    /// normalisation); compares the input's bytes when neither has escapes.
    func stringEquals(_ other: JSONView) -> Bool {
        let a = node
        let b = other.node
        guard a.kind == .string, b.kind == .string else { return false }
        if (a.flags | b.flags) & JSONNode.valueEscaped == 0 {
            let count = Int(a.end - a.start)
            guard count == Int(b.end - b.start) else { return false }
            return JSONView.bytesEqual(storage.base + Int(a.start), other.storage.base + Int(b.start), count)
        }
        return string == other.string
    }

    /// The first byte inside a string's quotes as written (an escape's backslash too), or nil when this is not a
    /// string or it is empty.
    var firstContentByte: UInt8? {
        let node = self.node
        guard node.kind == .string, node.end - node.start > 2 else { return nil }
        return storage.base[Int(node.start) + 1]
    }

    /// The boolean, or nil when this is not `true` or `false`.
    var bool: Bool? {
        let node = self.node
        guard node.kind == .bool else { return nil }
        return storage.base[Int(node.start)] == UInt8(ascii: "t")
    }

    /// True for `null`.
    var isNull: Bool { node.kind == .null }

    /// The value's exact source text (for a string, with its quotes and escapes as written).
    var rawText: String {
        let node = self.node
        return JSONStringDecoder.makeString(UnsafeBufferPointer(rebasing: storage.buffer[Int(node.start)..<Int(node.end)]))
    }

    /// The value's bytes in the input, `start..<end` (for a string, including the quotes).
    var byteRange: Range<Int> {
        let node = self.node
        return Int(node.start)..<Int(node.end)
    }

    // MARK: Place in the document

    /// The enclosing object or array, or nil for the root.
    var parent: JSONView? {
        let parent = node.parent
        return parent < 0 ? nil : sibling(Int(parent))
    }

    /// The member's key (decoded) when this value is an object member, else nil.
    var key: String? {
        let node = self.node
        guard node.keyStart >= 0 else { return nil }
        return JSONStringDecoder.decodeString(storage.buffer, from: Int(node.keyStart), to: Int(node.keyEnd),
                                              escaped: node.flags & JSONNode.keyEscaped != 0)
    }

    /// True when this value is an object member whose key is exactly `key`; compares bytes without decoding.
    func keyEquals(_ key: String) -> Bool {
        let node = self.node
        guard node.keyStart >= 0 else { return false }
        var key = key
        let p = storage.buffer
        return key.withUTF8 { JSONView.key(of: node, in: p, equals: $0) }
    }

    /// The index when this value is an array element, else nil.
    var arrayIndex: Int? {
        let node = self.node
        guard node.parent >= 0, storage.nodes[Int(node.parent)].kind == .array else { return nil }
        return Int(node.position)
    }

    /// The RFC 6901 JSON pointer of this value: `""` for the root, keys escaped `~` → `~0` and `/` → `~1`, array
    /// elements by index (`/purchase_units/0/amount/value`). Built on demand by walking up the parents.
    var pointer: String {
        var tokens: [String] = []
        var current = self
        while let parent = current.parent {
            if let key = current.key {
                tokens.append(JSONView.escapePointerToken(key))
            } else {
                tokens.append(String(current.node.position))
            }
            current = parent
        }
        var result = ""
        for token in tokens.reversed() {
            result += "/"
            result += token
        }
        return result
    }

    /// The pointer of the member named `key` of this value, whether or not it exists (for "missing field"
    /// diagnostics: `amount.pointer(appending: "currency_code")`).
    func pointer(appending key: String) -> String {
        pointer + "/" + JSONView.escapePointerToken(key)
    }

    /// Escapes one RFC 6901 reference token: `~` as `~0`, then `/` as `~1`.
    static func escapePointerToken(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        var out = ""
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Where the value starts (its first byte: the quote, bracket, digit or sign).
    var position: JSONPosition { storage.position(ofOffset: Int(node.start)) }

    /// 1-based line where the value starts.
    var line: Int { position.line }

    /// 1-based column (in Unicode scalars) where the value starts.
    var column: Int { position.column }

    /// Where the member's key starts (its opening quote), when this value is an object member.
    var keyPosition: JSONPosition? {
        let keyStart = node.keyStart
        return keyStart < 0 ? nil : storage.position(ofOffset: Int(keyStart))
    }
}

extension JSONView {
    /// An object's members, `(key, value)` in document order (duplicates included, as written).
    struct Members: Sequence, Sendable {
        let value: JSONView

        /// The number of members.
        var count: Int { value.kind == .object ? value.count : 0 }
        /// Exactly `count`.
        var underestimatedCount: Int { count }

        /// Iterates members by jumping from sibling to sibling in the node array.
        struct Iterator: IteratorProtocol {
            /// The container: children are made from it (`sibling`), owned or borrowed as it is.
            let container: JSONView
            var child: Int
            let end: Int

            /// The next member, or nil after the last.
            mutating func next() -> (key: String, value: JSONView)? {
                guard child < end else { return nil }
                let value = container.sibling(child)
                child = Int(container.storage.nodes[child].next)
                return (value.key ?? "", value)
            }
        }

        /// Starts at the first child.
        func makeIterator() -> Iterator {
            let node = value.node
            let isObject = node.kind == .object
            return Iterator(container: value, child: Int(value.index) + 1, end: isObject ? Int(node.next) : 0)
        }
    }

    /// An array's elements in order (or, from `children`, any container's values).
    struct Elements: Sequence, Sendable {
        let value: JSONView?
        var anyContainer = false

        /// No elements at all.
        static var empty: Elements { Elements(value: nil) }

        /// The number of values.
        var count: Int {
            guard let value else { return 0 }
            return includes(value.kind) ? value.count : 0
        }

        private func includes(_ kind: JSONKind) -> Bool { kind == .array || (anyContainer && kind == .object) }
        /// Exactly `count`.
        var underestimatedCount: Int { count }

        /// Iterates elements by jumping from sibling to sibling in the node array.
        struct Iterator: IteratorProtocol {
            /// The container: children are made from it (`sibling`), owned or borrowed as it is; nil when empty.
            let container: JSONView?
            var child: Int
            let end: Int

            /// The next value, or nil after the last.
            mutating func next() -> JSONView? {
                guard child < end, let container else { return nil }
                let value = container.sibling(child)
                child = Int(container.storage.nodes[child].next)
                return value
            }
        }

        /// Starts at the first child.
        func makeIterator() -> Iterator {
            guard let value else { return Iterator(container: nil, child: 0, end: 0) }
            let node = value.node
            return Iterator(container: value, child: Int(value.index) + 1, end: includes(node.kind) ? Int(node.next) : 0)
        }
    }
}
