/// A fixed set of object keys, matched against a document's keys by their bytes: no String is built and no
/// `Hasher` runs per lookup. Meant for "unknown field" checks that test every member of every object:
///
///     static let amountKeys = JSONKeySet(["currency_code", "value", "breakdown"])
///     for member in amount.children where !amountKeys.contains(keyOf: member) { ... }
///
/// Keys are compared as code points (no Unicode normalisation), like `JSONValue.subscript(_:)`.
public struct JSONKeySet: Sendable {
    /// The keys' UTF-8 bytes, concatenated; `slots` index into it.
    private let storage: [UInt8]
    /// Open-addressing table (power-of-two size, at most half full): start and length in `storage`, or -1 when empty.
    private let slots: [(start: Int32, length: Int32)]
    private let mask: Int
    /// The keys as given (duplicates removed), in order.
    public let keys: [String]

    /// Creates a set of keys.
    public init(_ keys: some Sequence<String>) {
        var unique: [String] = []
        var seen = Set<[UInt8]>()
        for key in keys where seen.insert(Array(key.utf8)).inserted { unique.append(key) }
        var size = 8
        while size < unique.count * 2 { size *= 2 }
        var storage: [UInt8] = []
        var slots = [(start: Int32, length: Int32)](repeating: (-1, -1), count: size)
        for key in unique {
            let bytes = Array(key.utf8)
            var slot = bytes.withUnsafeBufferPointer { JSONKeySet.hash($0) } & (size - 1)
            while slots[slot].start >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = (Int32(storage.count), Int32(bytes.count))
            storage.append(contentsOf: bytes)
        }
        self.storage = storage
        self.slots = slots
        self.mask = size - 1
        self.keys = unique
    }

    /// The number of keys.
    public var count: Int { keys.count }

    /// True when `key` is in the set.
    public func contains(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { contains(utf8: $0) }
    }

    /// True when `value` is an object member whose key is in the set (false for array elements and the root).
    public func contains(keyOf value: JSONValue) -> Bool {
        let node = value.node
        guard node.keyStart >= 0 else { return false }
        let p = value.storage.buffer
        if node.flags & JSONNode.keyEscaped != 0 {
            return JSONStringDecoder.decode(p, from: Int(node.keyStart), to: Int(node.keyEnd))
                .withUnsafeBufferPointer { contains(utf8: $0) }
        }
        let start = Int(node.keyStart) + 1
        return contains(utf8: UnsafeBufferPointer(rebasing: p[start..<(Int(node.keyEnd) - 1)]))
    }

    private func contains(utf8 key: UnsafeBufferPointer<UInt8>) -> Bool {
        var slot = JSONKeySet.hash(key) & mask
        return storage.withUnsafeBufferPointer { stored in
            while true {
                let entry = slots[slot]
                if entry.start < 0 { return false }
                if Int(entry.length) == key.count {
                    var k = 0
                    let base = Int(entry.start)
                    while k < key.count, stored[base + k] == key[k] { k += 1 }
                    if k == key.count { return true }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// FNV-1a (a fixed, unseeded hash is fine: the table holds a handful of trusted keys, and probing is bounded
    /// by the table being at most half full).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
