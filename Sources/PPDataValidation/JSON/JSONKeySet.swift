/// A fixed set of object keys, matched against a document's keys by their bytes: no String is built and no
/// `Hasher` runs per lookup. Meant for "unknown field" checks that test every member of every object:
///
///     static let amountKeys = JSONKeySet(["currency_code", "value", "breakdown"])
///     for member in amount.children where !amountKeys.contains(keyOf: member) { ... }
///
/// Keys are compared as code points (no Unicode normalisation), like `JSONValue.subscript(_:)`.
///
/// `@unchecked Sendable`: the buffers are written once, in `init`, and only read afterwards; `table` owns them.
/// Internal: the rules' key lookup, not API (consumers read keys with `JSONValue.hasKey(_:)` and `members`).
struct JSONKeySet: @unchecked Sendable {
    /// The table, in one object with plain buffers: copying the set (passing a `static let` set to a check) then
    /// costs one retain rather than one per array, and probing reads no array (reference counting of three arrays
    /// per unknown-key scan showed in profiles).
    let table: Table
    /// The table's buffers and mask, copied out so a probe reads them without touching (and reference counting)
    /// the object; `table` keeps them alive for as long as this set exists.
    private let bytes: UnsafeMutablePointer<UInt8>
    private let starts: UnsafeMutablePointer<Int32>
    private let lengths: UnsafeMutablePointer<Int32>
    private let positions: UnsafeMutablePointer<Int32>
    private let mask: Int

    /// The keys as given (duplicates removed), in order.
    var keys: [String] { table.keys }

    /// Open-addressing table (power-of-two size, at most half full) over the keys' concatenated UTF-8 bytes.
    ///
    /// `@unchecked Sendable`: the buffers are allocated and filled in `init`, never written afterwards, and freed in
    /// `deinit`.
    final class Table: @unchecked Sendable {
        /// The keys' UTF-8 bytes, concatenated; slots index into it.
        let bytes: UnsafeMutablePointer<UInt8>
        /// Per slot: start in `bytes`, or -1 when empty.
        let starts: UnsafeMutablePointer<Int32>
        /// Per slot: length in bytes.
        let lengths: UnsafeMutablePointer<Int32>
        /// Per slot: the key's position in `keys`.
        let positions: UnsafeMutablePointer<Int32>
        let mask: Int
        let keys: [String]

        /// Builds the table from `candidates`, dropping a key equal to one before it (found by the insertion probe).
        init(_ candidates: [String]) {
            var size = 8
            while size < candidates.count * 2 { size *= 2 }
            let capacity = candidates.reduce(0) { $0 + $1.utf8.count }
            bytes = .allocate(capacity: max(1, capacity))
            starts = .allocate(capacity: size)
            starts.initialize(repeating: -1, count: size)
            lengths = .allocate(capacity: size)
            lengths.initialize(repeating: 0, count: size)
            positions = .allocate(capacity: size)
            positions.initialize(repeating: -1, count: size)
            mask = size - 1
            var unique: [String] = []
            unique.reserveCapacity(candidates.count)  // growing it cost 38,000 instructions over a run's first key sets
            var offset = 0
            for candidate in candidates {
                var key = candidate
                let added = key.withUTF8 { [bytes, starts, lengths, positions, mask] utf8 in
                    var slot = JSONKeySet.hash(utf8) & mask
                    while starts[slot] >= 0 {
                        if Int(lengths[slot]) == utf8.count,
                            utf8.elementsEqual(UnsafeBufferPointer(start: bytes + Int(starts[slot]), count: utf8.count))
                        {
                            return false
                        }
                        slot = (slot + 1) & mask
                    }
                    _ = UnsafeMutableBufferPointer(start: bytes + offset, count: utf8.count).initialize(fromContentsOf: utf8)
                    starts[slot] = Int32(offset)
                    lengths[slot] = Int32(utf8.count)
                    positions[slot] = Int32(unique.count)
                    offset += utf8.count
                    return true
                }
                if added { unique.append(candidate) }
            }
            keys = unique
        }

        deinit {
            bytes.deallocate()
            starts.deallocate()
            lengths.deallocate()
            positions.deallocate()
        }
    }

    /// Creates a set of keys.
    init(_ keys: some Sequence<String>) {
        let table = Table(Array(keys))
        self.table = table
        self.bytes = table.bytes
        self.starts = table.starts
        self.lengths = table.lengths
        self.positions = table.positions
        self.mask = table.mask
    }

    /// The number of keys.
    var count: Int { table.keys.count }

    /// True when `key` is in the set.
    func contains(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { contains(utf8: $0) }
    }

    /// True when `value` is an object member whose key is in the set (false for array elements and the root).
    func contains(keyOf value: JSONValue) -> Bool { contains(keyOf: value.view) }

    /// `contains(keyOf:)` for a view.
    func contains(keyOf value: JSONView) -> Bool { position(ofKeyOf: value) != nil }

    private func contains(utf8 key: UnsafeBufferPointer<UInt8>) -> Bool { position(utf8: key) >= 0 }

    /// The position in `keys` of the member's key, or nil when the key is not in the set (or `member` is not an
    /// object member). One probe, comparing bytes; an escaped key is decoded first.
    func position(ofKeyOf member: JSONView) -> Int? {
        let node = member.node
        guard node.keyStart >= 0 else { return nil }
        let found: Int
        if node.keyTag == JSONNode.escapedKeyTag {
            found = JSONStringDecoder.decode(member.storage.buffer, from: Int(node.keyStart), to: Int(node.keyEnd))
                .withUnsafeBufferPointer { position(utf8: $0) }
        } else {
            // The key's bytes inside its quotes, in the document's input.
            found = position(utf8: UnsafeBufferPointer(
                start: member.storage.base + Int(node.keyStart) + 1, count: Int(node.keyEnd - node.keyStart) - 2))
        }
        return found >= 0 ? found : nil
    }

    /// The key's position in `keys`, or -1.
    private func position(utf8 key: UnsafeBufferPointer<UInt8>) -> Int {
        var slot = JSONKeySet.hash(key) & mask
        while true {
            let start = Int(starts[slot])
            if start < 0 { return -1 }
            if Int(lengths[slot]) == key.count {
                guard let keyBase = key.baseAddress else { return Int(positions[slot]) }  // the empty key, stored
                if JSONView.bytesEqual(bytes + start, keyBase, key.count) { return Int(positions[slot]) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// A hash of the length, the first and the last byte, with one multiplication: each set holds a handful of
    /// trusted keys, which these already tell apart almost always, and a collision only costs a probe (the table is
    /// at most half full, and every candidate is confirmed by comparing bytes). A fixed, unseeded hash is fine for
    /// the same reason. The probe sits on the unknown-key walk of every object, where the hash's latency showed:
    /// hashing every byte (FNV-1a), then four sampled bytes with two multiplications, were each slower.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var key = UInt32(truncatingIfNeeded: count) &<< 16
        if count > 0 { key |= UInt32(bytes[0]) &<< 8 | UInt32(bytes[count - 1]) }
        return Int((key &* 0x9E37_79B1) >> 16)
    }
}
