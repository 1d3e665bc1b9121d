/// One value in a parsed document's flat node array ("tape"), stored in document (pre-)order: a container is followed
/// by its whole subtree, and `next` is the index just past that subtree, so siblings are reached by jumping.
/// Offsets are 32-bit to keep the node small (input size is capped below `Int32.max`).
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
    /// For an object member: byte offset just past the key's closing quote; otherwise -1.
    var keyEnd: Int32
    /// Position among the parent's children (the array index for an array element).
    var position: Int32
    /// For a container: the number of members or elements.
    var count: Int32
    /// The value's kind.
    var kind: JSONKind
    /// `JSONNode.valueEscaped`, `JSONNode.keyEscaped`.
    var flags: UInt8
    /// For an object member: `JSONNode.keyTag(length:first:)` of its key as written, or `escapedKeyTag`; 0
    /// otherwise. Lookups screen members by it without reading the input (it fits in the node's padding).
    var keyTag: UInt16 = 0

    /// The tag of a key without escapes: its byte length (255 for longer keys) and first byte. Never
    /// `escapedKeyTag`: 0xFF is no UTF-8 byte.
    @inline(__always)
    static func keyTag(length: Int, first: UInt8) -> UInt16 {
        UInt16(truncatingIfNeeded: min(length, 255)) | UInt16(first) &<< 8
    }

    /// The tag of every key written with escapes (compared decoded, on the slow path).
    static let escapedKeyTag: UInt16 = 0xFFFF

    /// The string value contains backslash escapes (decoding needs the slow path).
    static let valueEscaped: UInt8 = 1
    /// The member's key contains backslash escapes.
    static let keyEscaped: UInt8 = 2
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
}

/// The parser: one pass over the bytes, a loop that tracks the innermost open container (no recursion per nesting level),
/// nodes appended to a flat array. Strings are validated (UTF-8, escapes, control characters) but not decoded.
struct JSONParser: ~Copyable {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    let maxDepth: Int
    /// The cursor of the out-of-line helpers (numbers, literals, escapes, non-ASCII, errors); `parse` keeps its own
    /// local cursor and hands it over around those calls.
    var i = 0
    /// The nodes, in a manually grown buffer: appends and in-place updates of a parent's count are the hot path,
    /// and a plain pointer avoids the array's uniqueness and bounds checks. Ownership passes to the document
    /// (`takeNodes`) or the buffer is released by `discardNodes`.
    var nodes: UnsafeMutablePointer<JSONNode>
    var nodeCount = 0
    var nodeCapacity: Int
    /// Byte offsets where lines after the first start (after each LF seen in whitespace; LF cannot occur elsewhere
    /// in valid JSON). Empty for one-line input, which then costs no allocation.
    var lineStarts: [Int32] = []
    /// Where the first line starts: 0, or 3 after a BOM (so the BOM is not counted as a column).
    var firstLineStart: Int32 = 0
    var duplicates: [JSONDuplicateIndex] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.p = bytes
        self.n = bytes.count
        self.maxDepth = maxDepth
        // Typical payment JSON has one value per 15-20 bytes; growth doubles from there.
        self.nodeCapacity = min(bytes.count / 16, 4096) + 16
        self.nodes = UnsafeMutablePointer<JSONNode>.allocate(capacity: nodeCapacity)
    }

    /// Appends a node, growing the buffer geometrically.
    @inline(__always)
    private mutating func append(_ node: JSONNode) {
        if nodeCount == nodeCapacity { grow() }
        var node = node
        if node.keyStart >= 0 {
            if node.flags & JSONNode.keyEscaped != 0 {
                node.keyTag = JSONNode.escapedKeyTag
            } else {
                let length = Int(node.keyEnd &- node.keyStart) &- 2
                node.keyTag = JSONNode.keyTag(length: length, first: length > 0 ? p[Int(node.keyStart) &+ 1] : 0)
            }
        }
        (nodes + nodeCount).initialize(to: node)
        nodeCount &+= 1  // below the capacity just checked
    }

    private mutating func grow() {
        let capacity = nodeCapacity * 2
        let bigger = UnsafeMutablePointer<JSONNode>.allocate(capacity: capacity)
        bigger.moveInitialize(from: nodes, count: nodeCount)
        nodes.deallocate()
        nodes = bigger
        nodeCapacity = capacity
    }

    /// Releases the node buffer (after a failure).
    func discardNodes() {
        nodes.deallocate()
    }

    /// Hands the node buffer over to the caller, trimmed when more than half of it would sit unused.
    mutating func takeNodes() -> UnsafeMutablePointer<JSONNode> {
        if nodeCapacity > 2 * nodeCount + 64 {
            let exact = UnsafeMutablePointer<JSONNode>.allocate(capacity: max(1, nodeCount))
            exact.moveInitialize(from: nodes, count: nodeCount)
            nodes.deallocate()
            nodes = exact
            nodeCapacity = max(1, nodeCount)
        }
        return nodes
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    // MARK: Structure

    mutating func parse() throws(JSONFailure) {
        // The cursor is a local (passed `inout` to the inlined helpers) rather than the stored `i`: the loop runs
        // once per value, and a local stays in a register instead of being reloaded and stored around every step.
        // `i` is set from it only for the out-of-line helpers that work on `i` (numbers, literals, slow strings).
        var i = 0
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            i = 3
            firstLineStart = 3
        }
        skipWhitespace(&i)
        guard i < n else { throw JSONFailure(reason: .emptyInput, message: "the document is empty: expected a JSON value", offset: i) }

        // The innermost open container (-1: none) and the nesting depth. Closing a container moves to its parent
        // node, so no separate stack is needed: the node array is the stack.
        var open: Int32 = -1
        var openIsObject = false  // the kind of `open`, kept at hand: it is needed after every value
        var depth = 0
        var pendingKeyStart: Int32 = -1
        var pendingKeyEnd: Int32 = -1
        var pendingKeyFlags: UInt8 = 0

        valueLoop: while true {
            // A value starts at i (after whitespace).
            guard i < n else { throw endOfInput("expected a value") }
            let parent = open
            var position: Int32 = 0
            if parent >= 0 {
                position = nodes[Int(parent)].count
                // Wrapping arithmetic: every member takes at least one byte of an input capped below Int32.max, so
                // this cannot overflow, and the check would cost on every value.
                nodes[Int(parent)].count &+= 1
            }
            let index = Int32(truncatingIfNeeded: nodeCount)
            let start = i
            let byte = p[i]
            var flags = pendingKeyFlags
            switch byte {
            case Self.quote:
                if try scanString(&i) { flags |= JSONNode.valueEscaped }
                appendScalar(.string, start, i, parent, pendingKeyStart, pendingKeyEnd, position, flags)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < maxDepth else {
                    throw JSONFailure(reason: .depthLimitExceeded,
                                      message: "arrays and objects are nested deeper than \(maxDepth) levels", offset: i)
                }
                let isObject = byte == UInt8(ascii: "{")
                append(JSONNode(start: Int32(truncatingIfNeeded: i), end: -1, parent: parent, next: -1,
                                      keyStart: pendingKeyStart, keyEnd: pendingKeyEnd, position: position, count: 0,
                                      kind: isObject ? .object : .array, flags: flags))
                open = index
                openIsObject = isObject
                depth += 1
                i += 1
                skipWhitespace(&i)
                guard i < n else { throw endOfInput(isObject ? "expected a key or '}'" : "expected a value or ']'") }
                if p[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                    closeContainer(index, end: i)
                    open = parent
                    openIsObject = parent >= 0 && nodes[Int(parent)].kind == .object
                    depth -= 1
                } else if isObject {
                    (pendingKeyStart, pendingKeyEnd, pendingKeyFlags) = try readKey(&i, afterComma: false)
                    continue valueLoop
                } else {
                    (pendingKeyStart, pendingKeyEnd, pendingKeyFlags) = (-1, -1, 0)
                    continue valueLoop
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                self.i = i
                try scanNumber()
                i = self.i
                appendScalar(.number, start, i, parent, pendingKeyStart, pendingKeyEnd, position, flags)
            case UInt8(ascii: "t"):
                self.i = i
                try expectLiteral("true")
                i = self.i
                appendScalar(.bool, start, i, parent, pendingKeyStart, pendingKeyEnd, position, flags)
            case UInt8(ascii: "f"):
                self.i = i
                try expectLiteral("false")
                i = self.i
                appendScalar(.bool, start, i, parent, pendingKeyStart, pendingKeyEnd, position, flags)
            case UInt8(ascii: "n"):
                self.i = i
                try expectLiteral("null")
                i = self.i
                appendScalar(.null, start, i, parent, pendingKeyStart, pendingKeyEnd, position, flags)
            default:
                throw unexpected(at: i, expecting: "a value")
            }

            // A value has just ended: close containers and find the next value.
            while true {
                let top = open
                guard top >= 0 else {
                    skipWhitespace(&i)
                    if i < n {
                        // A second object or array usually means several documents in one input: say how to read them.
                        let secondValue = p[i] == UInt8(ascii: "{") || p[i] == UInt8(ascii: "[")
                        let hint = secondValue ? "; one document per line is NDJSON (ppdata validate --ndjson)" : ""
                        throw JSONFailure(reason: .trailingData,
                                          message: "unexpected \(describeByte(at: i)) after the JSON value" + hint, offset: i)
                    }
                    return
                }
                let isObject = openIsObject
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                skipWhitespace(&i)
                guard i < n else { throw endOfInput(isObject ? "expected ',' or '}'" : "expected ',' or ']'") }
                let c = p[i]
                if c == UInt8(ascii: ",") {
                    let comma = i
                    i += 1
                    skipWhitespace(&i)
                    if i < n, p[i] == close {
                        throw JSONFailure(reason: .trailingComma,
                                          message: "a trailing comma before '\(Character(Unicode.Scalar(close)))' is not allowed",
                                          offset: comma)
                    }
                    if isObject {
                        (pendingKeyStart, pendingKeyEnd, pendingKeyFlags) = try readKey(&i, afterComma: true)
                    } else {
                        (pendingKeyStart, pendingKeyEnd, pendingKeyFlags) = (-1, -1, 0)
                    }
                    continue valueLoop
                } else if c == close {
                    i += 1
                    closeContainer(top, end: i)
                    open = nodes[Int(top)].parent
                    openIsObject = open >= 0 && nodes[Int(open)].kind == .object
                    depth -= 1
                } else {
                    throw unexpected(at: i, expecting: isObject ? "',' or '}' after an object member" : "',' or ']' after an array element")
                }
            }
        }
    }

    @inline(__always)
    private mutating func appendScalar(_ kind: JSONKind, _ start: Int, _ end: Int, _ parent: Int32, _ keyStart: Int32,
                                       _ keyEnd: Int32, _ position: Int32, _ flags: UInt8) {
        let index = Int32(truncatingIfNeeded: nodeCount)
        append(JSONNode(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), parent: parent,
                              next: index &+ 1, keyStart: keyStart, keyEnd: keyEnd, position: position, count: 0,
                              kind: kind, flags: flags))
    }

    @inline(__always)
    private mutating func closeContainer(_ index: Int32, end: Int) {
        let at = Int(index)
        nodes[at].end = Int32(truncatingIfNeeded: end)
        nodes[at].next = Int32(truncatingIfNeeded: nodeCount)
        guard nodes[at].kind == .object else { return }
        let count = nodes[at].count
        if count == 2 {
            // Two members, the most common object here ({"currency_code", "value"}): unescaped keys of different
            // lengths cannot be equal, which settles it without the general check's setup. (With an escape,
            // "a" and "\u0061" are equal keys of different lengths: the general check decodes them.)
            let first = nodes[at + 1]
            let second = nodes[Int(first.next)]
            if (first.flags | second.flags) & JSONNode.keyEscaped == 0,
               first.keyEnd &- first.keyStart != second.keyEnd &- second.keyStart { return }
        }
        if count > 1 { findDuplicateKeys(inObject: at) }
    }

    /// Reads `"key"` `:` and the whitespace after it; i is at the key's opening quote (after whitespace).
    /// It runs once per member, and in compact JSON its whole work is the string scan and a look at the ':' right
    /// after it; the rare cases (whitespace before the ':', errors) are out of line.
    @inline(__always)
    private mutating func readKey(_ i: inout Int, afterComma: Bool) throws(JSONFailure) -> (Int32, Int32, UInt8) {
        if !(i < n && p[i] == Self.quote) { try keyExpected(at: i, afterComma: afterComma) }
        let keyStart = i
        let escaped = try scanString(&i)
        let keyEnd = i
        if i < n && p[i] == UInt8(ascii: ":") {
            i += 1
        } else {
            try colonAfterKey(&i)
        }
        skipWhitespace(&i)
        return (Int32(truncatingIfNeeded: keyStart), Int32(truncatingIfNeeded: keyEnd), escaped ? JSONNode.keyEscaped : 0)
    }

    /// Throws the error for a missing key at `at`. Out of line: it is rare, and would only grow every inlined `readKey`.
    @inline(never)
    private func keyExpected(at: Int, afterComma: Bool) throws(JSONFailure) -> Never {
        guard at < n else { throw endOfInput("expected a key") }
        if p[at] == UInt8(ascii: "}") && afterComma {
            throw JSONFailure(reason: .trailingComma, message: "a trailing comma before '}' is not allowed", offset: at)
        }
        throw unexpected(at: at, expecting: "a string key in double quotes")
    }

    /// The ':' after a key when whitespace comes first (or the error when it does not come).
    @inline(never)
    private mutating func colonAfterKey(_ i: inout Int) throws(JSONFailure) {
        skipWhitespace(&i)
        guard i < n else { throw endOfInput("expected ':' after the key") }
        guard p[i] == UInt8(ascii: ":") else { throw unexpected(at: i, expecting: "':' after the key") }
        i += 1
    }

    /// Skips whitespace at `i`, recording where lines start.
    @inline(__always)
    private mutating func skipWhitespace(_ i: inout Int) {
        while i < n {
            let b = p[i]
            if b > 0x20 { return }
            if b == 0x20 || b == 0x09 || b == 0x0D {
                i += 1
            } else if b == 0x0A {
                i += 1
                lineStarts.append(Int32(truncatingIfNeeded: i))
            } else {
                return
            }
        }
    }

    // MARK: Scalars

    /// Validates a string starting at the opening quote at `i`; leaves `i` after the closing quote.
    /// Returns whether it contains escapes.
    ///
    /// Inlined into the parse loop: most strings are short runs of plain ASCII, and for them the whole job is one
    /// or two word tests and a look at the closing quote; a call, with the slow path's frame, cost more than that.
    @inline(__always)
    private mutating func scanString(_ i: inout Int) throws(JSONFailure) -> Bool {
        let j = firstSpecialStringByte(from: i + 1)
        if j < n && p[j] == Self.quote {
            i = j + 1
            return false
        }
        let escaped = try scanStringSlow(openingQuote: i, special: j)
        i = self.i
        return escaped
    }

    /// The rest of `scanString` once a byte other than the closing quote stops the plain run (or the input ends):
    /// escapes, non-ASCII UTF-8, control characters, and the errors. Works on the stored `i`, which it leaves after
    /// the closing quote.
    @inline(never)
    private mutating func scanStringSlow(openingQuote: Int, special: Int) throws(JSONFailure) -> Bool {
        var escaped = false
        var j = special
        while true {
            guard j < n else {
                i = j
                throw JSONFailure(reason: .unexpectedEndOfInput,
                                  message: "the input ends inside a string (opened at byte \(openingQuote))", offset: j)
            }
            let b = p[j]
            if b == Self.quote {
                i = j + 1
                return escaped
            }
            i = j
            if b == Self.backslash {
                escaped = true
                try scanEscape()
            } else if b < 0x20 {
                throw JSONFailure(reason: .controlCharacter,
                                  message: "control character U+\(hex(UInt32(b), width: 4)) must be escaped inside a string",
                                  offset: j)
            } else {
                try scanUTF8Scalar()
            }
            j = firstSpecialStringByte(from: i)
        }
    }

    /// The offset of the first byte at or after `start` that ends a run of plain string bytes: a quote, a backslash,
    /// a control character (< 0x20) or a non-ASCII byte (>= 0x80); `n` when there is none.
    @inline(__always)
    private func firstSpecialStringByte(from start: Int) -> Int {
        var j = start
        // Eight bytes at a time while a whole word lies inside the buffer (never a load past the end): most string
        // bodies are short ASCII runs, so finding the special byte's exact offset in the word (instead of redoing the
        // word byte by byte) is what saves the time.
        if let base = p.baseAddress {
            let raw = UnsafeRawPointer(base)
            while j &+ 8 <= n {
                // Little-endian so that the byte at the lowest offset is the lowest byte of the word on any platform.
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
                let special = Self.specialStringBytes(word)
                if special != 0 { return j &+ (special.trailingZeroBitCount &>> 3) }
                j &+= 8
            }
        }
        // The last 0-7 bytes of the buffer, one at a time.
        while j < n {
            let b = p[j]
            if b < 0x20 || b >= 0x80 || b == Self.quote || b == Self.backslash { break }
            j += 1
        }
        return j
    }

    /// A mask with the high bit set in each byte of `word` that is `"`, `\`, below 0x20 or at least 0x80 (and possibly
    /// in some bytes above the first such byte). The classic "has a zero byte" test, (x - 0x01...) & ~x & 0x80..., and
    /// its "has a byte less than k" form (k <= 0x80) are exact for the lowest flagged byte: a borrow only starts at a
    /// byte that is itself a hit, so it can only spoil bytes above it. So the lowest set bit of the OR of the tests
    /// (quote: zero after XOR with 0x22...; backslash: zero after XOR with 0x5C...; control: less than 0x20;
    /// non-ASCII: high bit set) marks exactly the first special byte. Bytes are numbered from the lowest.
    /// (The haszero/hasless tests are from "Bit Twiddling Hacks", S. E. Anderson; written here from the formulas.)
    @inline(__always)
    static func specialStringBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control | word) & (ones &* 0x80)
    }

    /// Validates one escape at i (the backslash); leaves i after it.
    private mutating func scanEscape() throws(JSONFailure) {
        let backslashAt = i
        i += 1
        guard i < n else { throw endOfInput("expected an escape character after '\\'") }
        switch p[i] {
        case Self.quote, Self.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            i += 1
        case UInt8(ascii: "u"):
            i += 1
            let unit = try readHex4(escapeAt: backslashAt)
            if unit >= 0xDC00 && unit <= 0xDFFF {
                throw JSONFailure(reason: .loneSurrogate,
                                  message: "\\u\(hex(UInt32(unit), width: 4)) is a low surrogate without a preceding high surrogate",
                                  offset: backslashAt)
            }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard i + 1 < n, p[i] == Self.backslash, p[i + 1] == UInt8(ascii: "u") else {
                    throw JSONFailure(reason: .loneSurrogate,
                                      message: "\\u\(hex(UInt32(unit), width: 4)) is a high surrogate not followed by a low surrogate escape",
                                      offset: backslashAt)
                }
                let secondAt = i
                i += 2
                let low = try readHex4(escapeAt: secondAt)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw JSONFailure(reason: .loneSurrogate,
                                      message: "\\u\(hex(UInt32(unit), width: 4)) is a high surrogate not followed by a low surrogate escape",
                                      offset: backslashAt)
                }
            }
        default:
            throw JSONFailure(reason: .invalidEscape,
                              message: "invalid escape '\\\(describeRaw(at: i))' in a string", offset: backslashAt)
        }
    }

    private mutating func readHex4(escapeAt: Int) throws(JSONFailure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard i < n else { throw endOfInput("expected four hex digits after '\\u'") }
            let b = p[i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b &- UInt8(ascii: "A") &+ 10
            default:
                throw JSONFailure(reason: .invalidEscape, message: "'\\u' must be followed by four hex digits", offset: escapeAt)
            }
            value = value << 4 | UInt16(digit)
            i += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 scalar at i (RFC 3629 section 4); leaves i after it.
    private mutating func scanUTF8Scalar() throws(JSONFailure) {
        guard let length = utf8SequenceLength(at: i) else {
            throw JSONFailure(reason: .invalidUTF8, message: invalidUTF8Message(at: i), offset: i)
        }
        i += length
    }

    /// The length of the valid UTF-8 sequence of 2 to 4 bytes at `at`, or nil when it is not valid UTF-8
    /// (a stray continuation byte, C0/C1 or F5-FF, an overlong form, an encoded surrogate, above U+10FFFF, truncated).
    func utf8SequenceLength(at: Int) -> Int? {
        let b0 = p[at]
        var length = 0
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0  // below A0 would be overlong
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; high = 0x9F  // A0...BF would encode surrogates D800-DFFF
        case 0xF0: length = 4; low = 0x90  // below 90 would be overlong
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F  // above 8F would exceed U+10FFFF
        default: return nil
        }
        guard at + length <= n else { return nil }
        let b1 = p[at + 1]
        guard b1 >= low && b1 <= high else { return nil }
        var k = 2
        while k < length {
            let b = p[at + k]
            guard b >= 0x80 && b <= 0xBF else { return nil }
            k += 1
        }
        return length
    }

    private func invalidUTF8Message(at: Int) -> String {
        let b0 = p[at]
        if b0 >= 0x80 && b0 <= 0xBF { return "invalid UTF-8: unexpected continuation byte 0x\(hex(UInt32(b0), width: 2))" }
        if b0 == 0xC0 || b0 == 0xC1 { return "invalid UTF-8: overlong encoding (byte 0x\(hex(UInt32(b0), width: 2)))" }
        if b0 >= 0xF5 { return "invalid UTF-8: byte 0x\(hex(UInt32(b0), width: 2)) never occurs in UTF-8" }
        let needed = b0 >= 0xF0 ? 4 : (b0 >= 0xE0 ? 3 : 2)
        var available = 1
        while available < needed, at + available < n, p[at + available] >= 0x80, p[at + available] <= 0xBF { available += 1 }
        if available < needed { return "invalid UTF-8: truncated \(needed)-byte sequence" }
        if b0 == 0xE0 || b0 == 0xF0 { return "invalid UTF-8: overlong encoding" }
        if b0 == 0xED { return "invalid UTF-8: encoded UTF-16 surrogate" }
        if b0 == 0xF4 { return "invalid UTF-8: code point above U+10FFFF" }
        return "invalid UTF-8 sequence"
    }

    /// Validates a number at i (a '-' or digit) per RFC 8259 section 6; leaves i after it.
    private mutating func scanNumber() throws(JSONFailure) {
        if p[i] == UInt8(ascii: "-") {
            i += 1
            guard i < n else { throw endOfInput("expected a digit after '-'") }
            if p[i] == UInt8(ascii: "I") {
                throw JSONFailure(reason: .nonFiniteNumber, message: "-Infinity is not a JSON number", offset: i - 1)
            }
        }
        let firstDigit = i
        if i < n, p[i] == UInt8(ascii: "0") {
            i += 1
            if i < n, isDigit(p[i]) {
                throw JSONFailure(reason: .leadingZero, message: "a number must not have a leading zero", offset: firstDigit)
            }
        } else if i < n, isDigit(p[i]) {
            i += 1
            while i < n, isDigit(p[i]) { i += 1 }
        } else {
            throw JSONFailure(reason: .invalidNumber, message: "expected a digit after '-'", offset: i)
        }
        if i < n, p[i] == UInt8(ascii: ".") {
            i += 1
            guard i < n else { throw endOfInput("expected a digit after the decimal point") }
            guard isDigit(p[i]) else {
                throw JSONFailure(reason: .invalidNumber, message: "expected a digit after the decimal point", offset: i)
            }
            while i < n, isDigit(p[i]) { i += 1 }
        }
        if i < n, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
            i += 1
            if i < n, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
            guard i < n else { throw endOfInput("expected a digit in the exponent") }
            guard isDigit(p[i]) else {
                throw JSONFailure(reason: .invalidNumber, message: "expected a digit in the exponent", offset: i)
            }
            while i < n, isDigit(p[i]) { i += 1 }
        }
    }

    @inline(__always)
    private func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONFailure) {
        let count = literal.utf8CodeUnitCount
        let start = i
        let expected = literal.utf8Start
        for k in 0..<count {
            guard start + k < n else { throw endOfInput("expected '\(literal)'") }
            guard p[start + k] == expected[k] else {
                throw JSONFailure(reason: .invalidLiteral, message: "invalid literal: expected '\(literal)'", offset: start)
            }
        }
        i = start + count
        // "nullx", "true1": the literal must end here (a letter or digit would continue a word).
        if i < n, isWordByte(p[i]) {
            throw JSONFailure(reason: .invalidLiteral, message: "invalid literal: expected '\(literal)'", offset: start)
        }
    }

    @inline(__always)
    private func isWordByte(_ b: UInt8) -> Bool {
        isDigit(b) || (b | 0x20) &- UInt8(ascii: "a") < 26 || b == UInt8(ascii: "_")
    }

    // MARK: Duplicate keys

    /// Records every member of the object whose key repeats an earlier member's key. Keys are compared as decoded
    /// code points (RFC 8259 section 8.3), so `"a"` and `"\u0061"` are the same key, but `"é"` and `"e\u0301"` are not
    /// (no Unicode normalisation, unlike `String ==`).
    private mutating func findDuplicateKeys(inObject object: Int) {
        let end = Int(nodes[object].next)
        var anyEscaped = false
        // A first walk also drops each key into one of 64 bins by a hash of its length and first and last bytes.
        // Equal keys land in the same bin, so when no key has escapes and no bin gets two keys, the keys all differ
        // and the object is done; typical objects (up to a dozen keys of varied lengths) mostly end here, without
        // comparing pairs.
        var bins: UInt64 = 0
        var sharedBin = false
        var child = object + 1
        while child < end {
            let node = nodes[child]
            if node.flags & JSONNode.keyEscaped != 0 { anyEscaped = true }
            let bin: UInt64 = 1 << UInt64(Self.keyBin(p, start: Int(node.keyStart), end: Int(node.keyEnd)))
            if bins & bin != 0 { sharedBin = true }
            bins |= bin
            child = Int(node.next)
        }
        if !anyEscaped && !sharedBin { return }
        if !anyEscaped && nodes[object].count <= 16 {
            // Small objects (the usual case): compare each key with the earlier ones, walking sibling links.
            var later = Int(nodes[object + 1].next)
            while later < end {
                let laterNode = nodes[later]
                var earlier = object + 1
                while earlier < later {
                    if rawKeysEqual(laterNode, nodes[earlier]) {
                        duplicates.append(JSONDuplicateIndex(repeated: Int32(truncatingIfNeeded: later),
                                                             first: Int32(truncatingIfNeeded: earlier)))
                        break
                    }
                    earlier = Int(nodes[earlier].next)
                }
                later = Int(laterNode.next)
            }
            return
        }
        var seen: [[UInt8]: Int32] = [:]
        child = object + 1
        while child < end {
            let node = nodes[child]
            let key = JSONStringDecoder.decode(p, from: Int(node.keyStart), to: Int(node.keyEnd))
            if let first = seen[key] {
                duplicates.append(JSONDuplicateIndex(repeated: Int32(truncatingIfNeeded: child), first: first))
            } else {
                seen[key] = Int32(truncatingIfNeeded: child)
            }
            child = Int(node.next)
        }
    }

    /// A bin 0-63 for the key token at [start, end) (quotes included), from its length and the first and last
    /// bytes between the quotes (for the empty key "", the quotes themselves: still inside the token). Equal tokens
    /// get equal bins; that is all the duplicate check relies on.
    @inline(__always)
    private static func keyBin(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt32 {
        let length = UInt32(truncatingIfNeeded: end &- start)
        let summary = length << 16 | UInt32(p[start &+ 1]) << 8 | UInt32(p[end &- 2])
        return (summary &* 0x9E37_79B1) >> 26  // multiplicative hashing: the top 6 bits of the product
    }

    private func rawKeysEqual(_ a: JSONNode, _ b: JSONNode) -> Bool {
        let length = a.keyEnd - a.keyStart
        guard length == b.keyEnd - b.keyStart else { return false }
        var x = Int(a.keyStart) + 1
        var y = Int(b.keyStart) + 1
        let stop = Int(a.keyEnd) - 1
        while x < stop {
            if p[x] != p[y] { return false }
            x += 1
            y += 1
        }
        return true
    }

    // MARK: Errors

    private func endOfInput(_ expecting: String) -> JSONFailure {
        JSONFailure(reason: .unexpectedEndOfInput, message: "unexpected end of input: \(expecting)", offset: n)
    }

    /// The error for an unexpected byte at `i`, naming well-known mistakes.
    private func unexpected(at i: Int, expecting: String) -> JSONFailure {
        let b = p[i]
        switch b {
        case UInt8(ascii: "/"):
            return JSONFailure(reason: .comment, message: "comments are not allowed in JSON", offset: i)
        case UInt8(ascii: "'"):
            return JSONFailure(reason: .unexpectedCharacter,
                               message: "strings must be in double quotes, not single quotes", offset: i)
        case UInt8(ascii: "N") where hasPrefix("NaN", at: i):
            return JSONFailure(reason: .nonFiniteNumber, message: "NaN is not a JSON number", offset: i)
        case UInt8(ascii: "I") where hasPrefix("Infinity", at: i):
            return JSONFailure(reason: .nonFiniteNumber, message: "Infinity is not a JSON number", offset: i)
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            return JSONFailure(reason: .invalidNumber,
                               message: "a JSON number starts with '-' or a digit, not '\(Character(Unicode.Scalar(b)))'", offset: i)
        case 0x80...0xFF where utf8SequenceLength(at: i) == nil:
            return JSONFailure(reason: .invalidUTF8, message: invalidUTF8Message(at: i), offset: i)
        default:
            return JSONFailure(reason: .unexpectedCharacter,
                               message: "unexpected \(describeByte(at: i)), expected \(expecting)", offset: i)
        }
    }

    private func hasPrefix(_ text: StaticString, at i: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i + count <= n else { return false }
        for k in 0..<count where p[i + k] != text.utf8Start[k] { return false }
        return true
    }

    /// "character 'x'", "character U+00E9 'é'" or "byte 0xFF", for messages.
    private func describeByte(at: Int) -> String {
        let b = p[at]
        if b >= 0x21 && b < 0x7F { return "character '\(Character(Unicode.Scalar(b)))'" }
        if b < 0x80 { return "character U+\(hex(UInt32(b), width: 4))" }
        if let length = utf8SequenceLength(at: at) {
            var scalar = UInt32(b) & (length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07))
            for k in 1..<length { scalar = scalar << 6 | UInt32(p[at + k] & 0x3F) }
            if let s = Unicode.Scalar(scalar) { return "character U+\(hex(scalar, width: 4)) '\(Character(s))'" }
        }
        return "byte 0x\(hex(UInt32(b), width: 2))"
    }

    private func describeRaw(at: Int) -> String {
        let b = p[at]
        if b >= 0x21 && b < 0x7F { return String(Character(Unicode.Scalar(b))) }
        return "0x\(hex(UInt32(b), width: 2))"
    }
}

/// Upper-case hexadecimal, zero-padded to `width`.
func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
