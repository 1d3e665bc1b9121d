/// A fixed set of object keys, matched against a document's keys by their bytes: no String is built and no
/// `Hasher` runs per lookup. Meant for "unknown field" checks that test every member of every object:
///
///     static let amountKeys = JSONKeySet(["currency_code", "value", "breakdown"])
///     for member in amount.children where !amountKeys.contains(keyOf: member) { ... }
///
/// Keys are compared as code points (no Unicode normalisation), like `JSONValue.subscript(_:)`.
///
/// A set lives for the whole process: every one is a `static let`, built once, and its buffers are never freed.
/// The set holds them by pointer (the names too), so copying a set (passing a `static let` to a check) copies five
/// words and touches no reference count. Checking threads all read the same sets, and a retain and release of a
/// shared object from two cores moved the count's cache line between them at each call: on the broad benchmark
/// corpus, reference counting took 10.5% of the CPU time on two cores against 5.1% on one
/// (Benchmarks/Validation/HISTORY.md, session 20).
///
/// `@unchecked Sendable`: the buffers are written once, in `init`, and only read afterwards.
/// Internal: the rules' key lookup, not API (consumers read keys with `JSONValue.hasKey(_:)` and `members`).
struct JSONKeySet: @unchecked Sendable {
    /// The keys as given (duplicates removed), in order; a key's position here is the one `position(...)` returns.
    let names: UnsafeBufferPointer<String>
    /// The table's buffers and mask (`Layout`).
    private let bytes: UnsafeMutablePointer<UInt8>
    private let slots: UnsafeMutablePointer<Slot>
    private let mask: Int

    /// One slot of the table: where the key's bytes are in `bytes` (-1: empty), their length, and the key's
    /// position in `keys`. Eight bytes, so a probe reads one word rather than three arrays (the probe runs for every
    /// member of every object the rules read against a set).
    struct Slot {
        var start: Int32
        var length: UInt16
        var position: UInt16
    }

    /// Open-addressing table (power-of-two size, at most half full) over the keys' concatenated UTF-8 bytes, as
    /// built; the set keeps the buffers (never freed).
    private struct Layout {
        /// The keys' UTF-8 bytes, concatenated; slots index into it.
        let bytes: UnsafeMutablePointer<UInt8>
        /// The slots.
        let slots: UnsafeMutablePointer<Slot>
        let mask: Int
        let keys: [String]

        /// Builds the table from `candidates`, dropping a key equal to one before it (found by the insertion probe).
        /// Keys are at most 65,535 bytes and sets at most 65,535 keys (the slot's fields): the rules' keys are names.
        init(_ candidates: [String]) {
            var size = 8
            while size < candidates.count * 2 { size *= 2 }
            let capacity = candidates.reduce(0) { $0 + $1.utf8.count }
            bytes = .allocate(capacity: max(1, capacity))
            slots = .allocate(capacity: size)
            slots.initialize(repeating: Slot(start: -1, length: 0, position: 0), count: size)
            mask = size - 1
            var unique: [String] = []
            unique.reserveCapacity(candidates.count)  // growing it cost 38,000 instructions over a run's first key sets
            var offset = 0
            for candidate in candidates {
                var key = candidate
                let added = key.withUTF8 { [bytes, slots, mask] utf8 in
                    precondition(
                        utf8.count <= Int(UInt16.max) && unique.count < Int(UInt16.max),
                        "key sets hold names: at most 65,535 keys of at most 65,535 bytes")
                    var index = JSONKeySet.hash(utf8: utf8) & mask
                    while slots[index].start >= 0 {
                        if Int(slots[index].length) == utf8.count,
                            utf8.elementsEqual(
                                UnsafeBufferPointer(start: bytes + Int(slots[index].start), count: utf8.count))
                        {
                            return false
                        }
                        index = (index + 1) & mask
                    }
                    _ = UnsafeMutableBufferPointer(start: bytes + offset, count: utf8.count).initialize(fromContentsOf: utf8)
                    slots[index] = Slot(
                        start: Int32(offset), length: UInt16(utf8.count), position: UInt16(unique.count))
                    offset += utf8.count
                    return true
                }
                if added { unique.append(candidate) }
            }
            keys = unique
        }
    }

    /// Creates a set of keys, kept for the rest of the process (see the type's comment).
    init(_ keys: some Sequence<String>) {
        let layout = Layout(Array(keys))
        // Room for one name at least: a set is told from another by its names' address (`JSONObjectMembers.isRead`).
        let names = UnsafeMutableBufferPointer<String>.allocate(capacity: max(1, layout.keys.count))
        self.names = UnsafeBufferPointer(rebasing: names[..<names.initialize(fromContentsOf: layout.keys)])
        self.bytes = layout.bytes
        self.slots = layout.slots
        self.mask = layout.mask
    }

    /// The keys as an array (built per call: for messages and suggestions; `key(at:)` reads one in place).
    var keys: [String] { Array(names) }

    /// The number of keys.
    var count: Int { names.count }

    /// The key at `position` (a position `position(...)` returned, below `count`).
    func key(at position: Int) -> String { names[position] }

    /// True when `key` is in the set.
    func contains(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { contains(utf8: $0) }
    }

    /// The set's key whose UTF-8 is `bytes`, as `keys` holds it, or nil: one probe, and no String built.
    func key(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let found = position(utf8: bytes)
        return found >= 0 ? names[found] : nil
    }

    /// True when `value` is an object member whose key is in the set (false for array elements and the root).
    func contains(keyOf value: JSONValue) -> Bool { contains(keyOf: value.view) }

    /// `contains(keyOf:)` for a view.
    func contains(keyOf value: JSONView) -> Bool { position(ofKeyOf: value) != nil }

    private func contains(utf8 key: UnsafeBufferPointer<UInt8>) -> Bool { position(utf8: key) >= 0 }

    /// The position in `keys` of the member's key, or nil when the key is not in the set (or `member` is not an
    /// object member). One probe, comparing bytes; an escaped key is decoded first.
    @inline(__always)
    func position(ofKeyOf member: JSONView) -> Int? {
        let node = member.node
        guard node.keyStart >= 0 else { return nil }
        let found: Int
        if node.keyTag == JSONNode.escapedKeyTag {
            found = position(ofEscapedKey: node, in: member.storage.buffer)
        } else {
            // The key's bytes inside its quotes, in the document's input; the hash from the node's tag.
            found = position(
                utf8: UnsafeBufferPointer(
                    start: member.storage.base + Int(node.keyStart) + 1, count: Int(node.keyEnd - node.keyStart) - 2),
                hash: JSONKeySet.hash(tag: node.keyTag))
        }
        return found >= 0 ? found : nil
    }

    /// The position in `keys` of the key of member node `child` of `object`, or -1 when the key is not in the set.
    /// The node is read in place; `decoding` is whether the object has an escaped key (`JSONNode.hasEscapedKey`, read
    /// once per object by the caller): without one, the key is probed from the node's fields with no escape test.
    @inline(__always)
    func position(ofMember child: Int, of object: JSONView, decoding: Bool) -> Int {
        if decoding { return position(ofKeyOf: object.sibling(child)) ?? -1 }
        let member = object.storage.nodes + child
        let start = Int(member.pointee.keyStart) &+ 1
        return position(
            utf8: UnsafeBufferPointer(start: object.storage.base + start, count: Int(member.pointee.keyEnd) &- start &- 1),
            hash: JSONKeySet.hash(tag: member.pointee.keyTag))
    }

    /// `position(utf8:)` of an escaped key, decoded (out of line: rare, and it would grow every inlined probe).
    @inline(never)
    private func position(ofEscapedKey node: JSONNode, in input: UnsafeBufferPointer<UInt8>) -> Int {
        JSONStringDecoder.decode(input, from: Int(node.keyStart), to: Int(node.keyEnd))
            .withUnsafeBufferPointer { position(utf8: $0) }
    }

    /// The key's position in `keys`, or -1.
    private func position(utf8 key: UnsafeBufferPointer<UInt8>) -> Int {
        position(utf8: key, hash: JSONKeySet.hash(utf8: key))
    }

    /// `position(utf8:)` with the key's hash already known.
    @inline(__always)
    private func position(utf8 key: UnsafeBufferPointer<UInt8>, hash: Int) -> Int {
        var index = hash & mask
        while true {
            let slot = slots[index]
            if slot.start < 0 { return -1 }
            if Int(slot.length) == key.count {
                guard let keyBase = key.baseAddress else { return Int(slot.position) }  // the empty key, stored
                if JSONView.bytesEqual(bytes + Int(slot.start), keyBase, key.count) { return Int(slot.position) }
            }
            index = (index + 1) & mask
        }
    }

    /// A hash of a key's tag (`JSONNode.keyTag`: its length and first byte), with one multiplication: a member
    /// node carries its tag, so a probe from the unknown-key walk of every object reads no byte of the input to hash.
    /// Keys of one set that share a length and a first byte (`address_line_1`, `address_line_2`) share a start and
    /// are told apart by the probe, which confirms every candidate by comparing bytes; the table is at most half
    /// full. A fixed, unseeded hash is fine: the keys are the rules' own.
    @inline(__always)
    private static func hash(tag: UInt16) -> Int {
        Int((UInt32(tag) &* 0x9E37_79B1) >> 16)
    }

    /// `hash(tag:)` of a key given as bytes.
    private static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        hash(tag: JSONNode.keyTag(utf8: bytes))
    }
}
