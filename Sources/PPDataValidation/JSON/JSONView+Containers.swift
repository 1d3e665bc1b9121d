/// Objects and arrays seen through a view: members by key (string literal or run-time name), elements, counts.
extension JSONView {
    // MARK: Containers

    /// The number of members (object) or elements (array); 0 for scalars.
    var count: Int { Int(node.count) }

    /// The value of the first member named `key` (keys compared byte for byte after decoding escapes, no Unicode
    /// normalisation), or nil when absent or when this is not an object. Linear in the number of members.
    ///
    /// `key` is a string literal: its bytes are read where the compiler put them, with no String, copy or reference
    /// counting; the rules make a hundred or so lookups per document, and a `String` key's `withUTF8` and release
    /// were about half of each lookup's cost. A key known only at run time goes through `member(named:)`.
    @inline(__always)
    subscript(key: StaticString) -> JSONView? {
        // A literal's bytes are at a constant address: inlined, the call site passes that address and length
        // straight to the scan, with no closure (`withUTF8Buffer`'s closure ran as a call of its own).
        guard key.hasPointerRepresentation else { return key.withUTF8Buffer { member(utf8: $0) } }
        return member(utf8: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    /// The value of the first member named `key`, a key known only at run time (see `subscript(_:)`).
    func member(named key: String) -> JSONView? {
        // The key's bytes in place: copying the parameter into a `var` for `withUTF8` retained and released it on
        // every lookup (about 200,000 per 20,000 documents).
        key.withUTF8Bytes { member(utf8: $0) }
    }

    /// The first member whose key is the bytes `wanted`.
    ///
    /// Members are screened by their key tag (length and first byte, kept in the node), so the loop reads two
    /// fields of each member node and only a likely match reads the input. The loop calls nothing: an object with an
    /// escaped key (the reader notes it on the object, `JSONNode.hasEscapedKey`) or an empty `wanted` is scanned by
    /// `memberDecoding`, which keeps the decoding's calls and spills out of the loop that a 20,000-document run
    /// enters about a million times.
    @inline(never)
    func member(utf8 wanted: UnsafeBufferPointer<UInt8>) -> JSONView? {
        let nodes = storage.nodes
        let at = Int(index)
        guard nodes[at].kind == .object else { return nil }
        let end = Int(nodes[at].next)
        guard let wantedBase = wanted.baseAddress, wanted.count > 0, nodes[at].flags & JSONNode.hasEscapedKey == 0 else {
            return memberDecoding(from: at &+ 1, end: end, wanted)
        }
        let count = wanted.count
        let tag = JSONNode.keyTag(length: count, first: wantedBase[0])
        var child = at &+ 1
        while child < end {
            let memberTag = nodes[child].keyTag
            if memberTag == tag {
                // Equal tags mean equal lengths below 255 bytes; a longer key's length is checked.
                let start = Int(nodes[child].keyStart)
                if count < 255 || Int(nodes[child].keyEnd) &- start &- 2 == count,
                    JSONView.bytesEqual(storage.base + (start &+ 1), wantedBase, count)
                {
                    return sibling(child)
                }
            }
            child = Int(nodes[child].next)
        }
        return nil
    }

    /// `member(utf8:)` from member node `child` on, comparing each key as decoded (`JSONView.key(of:in:equals:)`):
    /// for objects with escaped keys, and for the empty key (which has no first byte to tag).
    @inline(never)
    private func memberDecoding(from child: Int, end: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> JSONView? {
        let nodes = storage.nodes
        var child = child
        while child < end {
            if JSONView.key(of: nodes[child], in: storage.buffer, equals: wanted) { return sibling(child) }
            child = Int(nodes[child].next)
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

    /// Whether `count` bytes at `a` and at `b` are equal. Reads only `a[0..<count]` and `b[0..<count]`.
    ///
    /// Keys are mostly 4 to 20 bytes, so the tail is compared with one load that overlaps the words before it
    /// (the last eight, or the last four, bytes) rather than byte by byte: a 13-byte key is two compares, not
    /// seven. Every key lookup and key set probe ends here.
    @inline(__always)
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let x = UnsafeRawPointer(a)
        let y = UnsafeRawPointer(b)
        if count >= 8 {
            let last = count &- 8
            var k = 0
            while k < last {
                if x.loadUnaligned(fromByteOffset: k, as: UInt64.self) != y.loadUnaligned(fromByteOffset: k, as: UInt64.self) {
                    return false
                }
                k &+= 8
            }
            return x.loadUnaligned(fromByteOffset: last, as: UInt64.self) == y.loadUnaligned(fromByteOffset: last, as: UInt64.self)
        }
        if count >= 4 {
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                    == y.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        // 0 to 3 bytes: the first, middle and last cover them all.
        guard count > 0 else { return true }
        return a[0] == b[0] && a[count &>> 1] == b[count &>> 1] && a[count &- 1] == b[count &- 1]
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
}
