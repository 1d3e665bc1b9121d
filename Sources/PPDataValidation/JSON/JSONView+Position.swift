/// Where a view's value is: its parent, its key or index, its JSON pointer, its line and column.
extension JSONView {
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
        // An unescaped key of another length cannot be equal: decided before the key's bytes are borrowed (a small
        // String is copied out to be read; unknown-key checks compare every member with every known key).
        if node.flags & JSONNode.keyEscaped == 0, Int(node.keyEnd - node.keyStart) - 2 != key.utf8.count { return false }
        var key = key
        let p = storage.buffer
        return key.withUTF8 { JSONView.key(of: node, in: p, equals: $0) }
    }

    /// The index when this value is an array element, else nil.
    var arrayIndex: Int? {
        let node = self.node
        guard node.parent >= 0, storage.nodes[Int(node.parent)].kind == .array else { return nil }
        return node.elementIndex
    }

    /// The JSON pointer of this value as findings report it: `fullPointer`, but for a pointer whose keys and indices
    /// pass `maxPointerBytes`, which keeps its first and last tokens and shows one `…` token for those between.
    var pointer: String { pointer(shortened: true) }

    /// The RFC 6901 JSON pointer of this value: `""` for the root, keys escaped `~` → `~0` and `/` → `~1`, array
    /// elements by index (`/purchase_units/0/amount/value`). Built on demand: the nodes up to the root are noted,
    /// then each token is written as bytes into one buffer (a String per token, reversed and appended, cost every
    /// diagnostic about 9,000 instructions).
    /// A key longer than `longKeyBytes` is cut (and ends with `…`), so such a pointer does not resolve.
    var fullPointer: String { pointer(shortened: false) }

    private func pointer(shortened: Bool) -> String {
        // The chain from the root, by node index (no view per level: each held a reference to the storage).
        let nodes = storage.nodes
        var depth = 0
        // At least the bytes the keys take (an element adds its index + 1): most pointers need not weigh their tokens.
        var keyBytes = 0
        var at = Int(index)
        while nodes[at].parent >= 0 {
            depth += 1
            keyBytes += Int(nodes[at].keyEnd - nodes[at].keyStart)
            at = Int(nodes[at].parent)
        }
        guard depth > 0 else { return "" }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: depth) { chain in
            var node = index
            for level in stride(from: depth - 1, through: 0, by: -1) {
                chain[level] = node
                node = nodes[Int(node)].parent
            }
            let skipped = shortened && keyBytes + 11 * depth > JSONView.maxPointerBytes
                ? JSONView.skippedTokens(of: UnsafeBufferPointer(chain), in: nodes, buffer: storage.buffer) : 0..<0
            var bytes = JSONBytes(capacity: depth * 16)
            for (level, index) in chain.enumerated() {
                if skipped.contains(level) {
                    if level == skipped.lowerBound { bytes.append("/…") }
                    continue
                }
                let node = nodes[Int(index)]
                bytes.append(UInt8(ascii: "/"))
                if node.keyStart >= 0 {
                    appendPointerToken(keyOf: node, to: &bytes)
                } else {
                    bytes.append(decimal: node.elementIndex)
                }
            }
            return bytes.withBytes(JSONStringDecoder.makeString)
        }
    }

    /// Appends a member's key (decoded) as a pointer token: `~` as `~0`, `/` as `~1`.
    private func appendPointerToken(keyOf node: JSONNode, to bytes: inout JSONBytes) {
        func append(_ key: UnsafeBufferPointer<UInt8>) {
            // Most keys need no escape: copied in one piece.
            guard key.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
                bytes.append(key)
                return
            }
            for byte in key {
                switch byte {
                case UInt8(ascii: "~"): bytes.append("~0")
                case UInt8(ascii: "/"): bytes.append("~1")
                default: bytes.append(byte)
                }
            }
        }
        let buffer = storage.buffer
        let (keyStart, keyEnd) = (Int(node.keyStart), Int(node.keyEnd))
        // A key of megabytes is cut here, where the pointer is built: every finding under it builds its pointer, and
        // copying the whole key for each was quadratic. `DiagnosticText.path` cuts it much shorter after card
        // numbers are masked; this cut is far past what it keeps.
        let cut = keyEnd - keyStart > JSONView.longKeyBytes ? JSONView.keyCut(buffer, keyStart: keyStart) : nil
        let end = cut.map { $0 + 1 } ?? keyEnd  // the decoder reads the byte before `end` as the closing quote
        if node.flags & JSONNode.keyEscaped != 0 {
            JSONStringDecoder.decode(buffer, from: keyStart, to: end).withUnsafeBufferPointer(append)
        } else {
            let start = min(keyStart + 1, end)
            append(UnsafeBufferPointer(rebasing: buffer[start..<max(start, end - 1)]))
        }
        if cut != nil { bytes.append("…") }
    }

    /// Keys longer than this many bytes (as written) are cut where a pointer is built.
    static let longKeyBytes = 4096

    /// The most bytes of keys (as written, each cut at `longKeyBytes`) and indices a pointer shows: a longer one keeps
    /// its first and last tokens, about half of this each, and shows one `…` token for those between.
    static let maxPointerBytes = 8192

    /// The levels of `chain` (node indices from the root's child down) that a pointer leaves out under
    /// `maxPointerBytes`; empty for nearly every pointer. Why: nesting goes 512 deep, so a pointer of 256-byte keys
    /// reached 128 KB, and a document of thousands of findings down there made a report, and the time to build it,
    /// grow with the square of its size (a new user's trial: 5 seconds for 51 KB).
    ///
    /// The card-number masking reads the pointer as it is shown, so the tokens left out never end between two that
    /// could both be digits of one card (the review: `/x…/4111 1111 1111/…` showed the 12 digits before a `1111`
    /// left out): a token next to the gap that ends (or starts) with anything but a letter, while its neighbour in
    /// the gap starts (or ends) so too, is left out as well.
    static func skippedTokens(
        of chain: UnsafeBufferPointer<Int32>, in nodes: UnsafeMutablePointer<JSONNode>, buffer: UnsafeBufferPointer<UInt8>
    ) -> Range<Int> {
        func length(_ level: Int) -> Int {
            let node = nodes[Int(chain[level])]
            return 1 + (node.keyStart >= 0 ? min(Int(node.keyEnd - node.keyStart), longKeyBytes + 8) : 10)
        }
        // Whether the token at `level` may join a card number at its start or end: an index, an empty key, a key
        // with an escape (`\t` is a separator once decoded; the second review), a key whose first or last byte is
        // not an ASCII letter (a key cut short ends with `…`).
        func joins(_ level: Int, atEnd: Bool) -> Bool {
            let node = nodes[Int(chain[level])]
            guard node.keyStart >= 0, node.flags & JSONNode.keyEscaped == 0 else { return true }
            let (first, last) = (Int(node.keyStart) + 1, Int(node.keyEnd) - 2)
            guard first <= last else { return true }
            if atEnd, last - first >= longKeyBytes { return false }
            return !(0x61...0x7A).contains(buffer[atEnd ? last : first] | 0x20)
        }
        guard chain.count > 2 else { return 0..<0 }
        var total = 0
        for level in chain.indices { total += length(level) }
        guard total > maxPointerBytes else { return 0..<0 }
        var front = 1, frontBytes = length(0)
        while front < chain.count - 2, frontBytes + length(front) <= maxPointerBytes / 2 {
            frontBytes += length(front)
            front += 1
        }
        var back = chain.count - 1, backBytes = length(back)
        while back > front + 1, backBytes + length(back - 1) <= maxPointerBytes / 2 {
            back -= 1
            backBytes += length(back)
        }
        while front > 0, joins(front - 1, atEnd: true), joins(front, atEnd: false) { front -= 1 }
        while back < chain.count, joins(back - 1, atEnd: true), joins(back, atEnd: false) { back += 1 }
        return front..<back
    }

    /// Where to cut a long key: the first escape or UTF-8 boundary at least `longKeyBytes` after its opening quote
    /// (a surrogate pair's two escapes kept together), so that the part before it decodes whole.
    static func keyCut(_ p: UnsafeBufferPointer<UInt8>, keyStart: Int) -> Int {
        var i = keyStart + 1
        let limit = keyStart + 1 + longKeyBytes
        while i < limit {
            guard p[i] == UInt8(ascii: "\\") else {
                i += 1
                while p[i] & 0xC0 == 0x80 { i += 1 }  // a scalar's continuation bytes stay with it
                continue
            }
            guard p[i + 1] == UInt8(ascii: "u") else {
                i += 2
                continue
            }
            // A high surrogate's escape is followed by its low one (the reader checked): both stay together.
            let high = JSONStringDecoder.hex4(p, at: i + 2, stop: p.count).map { (0xD800...0xDBFF).contains($0) } ?? false
            i += high ? 12 : 6
        }
        return i
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
