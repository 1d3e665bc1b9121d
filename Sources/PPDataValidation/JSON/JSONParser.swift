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
    /// Whether a string held a non-ASCII scalar. Outside strings valid JSON is ASCII (a leading BOM aside, which
    /// no line's columns include), so without one every column is a byte count.
    var sawNonASCII = false

    /// A parser of `bytes` with a node buffer of its own, or the one `scratch` keeps (handed back with
    /// `scratch.keep` once the parse is over).
    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, scratch: JSONParseScratch? = nil) {
        self.p = bytes
        self.n = bytes.count
        self.maxDepth = maxDepth
        // Typical payment JSON has one value per 15-20 bytes; growth doubles from there.
        let fresh = min(bytes.count / 16, 4096) + 16
        if let scratch {
            (self.nodes, self.nodeCapacity) = scratch.take(fresh: fresh)
        } else {
            self.nodeCapacity = fresh
            self.nodes = UnsafeMutablePointer<JSONNode>.allocate(capacity: fresh)
        }
    }

    /// Appends a node, growing the buffer geometrically.
    @inline(__always)
    mutating func append(_ node: JSONNode) {
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

    mutating func grow() {
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

    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")

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
    mutating func appendScalar(_ kind: JSONKind, _ start: Int, _ end: Int, _ parent: Int32, _ keyStart: Int32,
                                       _ keyEnd: Int32, _ position: Int32, _ flags: UInt8) {
        let index = Int32(truncatingIfNeeded: nodeCount)
        append(JSONNode(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), parent: parent,
                              next: index &+ 1, keyStart: keyStart, keyEnd: keyEnd, position: position, count: 0,
                              kind: kind, flags: flags))
    }

    @inline(__always)
    mutating func closeContainer(_ index: Int32, end: Int) {
        let at = Int(index)
        nodes[at].end = Int32(truncatingIfNeeded: end)
        nodes[at].next = Int32(truncatingIfNeeded: nodeCount)
        guard nodes[at].kind == .object else { return }
        let count = nodes[at].count
        if count == 2 {
            // Two members, the most common object here ({"currency_code", "value"}): unescaped keys of different
            // tags (length and first byte) or lengths cannot be equal, which settles it without the general check's
            // setup. (With an escape, "a" and "\u0061" are equal keys of different lengths: the general check
            // decodes them.)
            let first = nodes[at + 1]
            let second = nodes[Int(first.next)]
            if (first.flags | second.flags) & JSONNode.keyEscaped == 0,
               first.keyTag != second.keyTag || first.keyEnd &- first.keyStart != second.keyEnd &- second.keyStart
            {
                return
            }
        }
        if count > 1 { findDuplicateKeys(inObject: at) }
    }

    /// Reads `"key"` `:` and the whitespace after it; i is at the key's opening quote (after whitespace).
    /// It runs once per member, and in compact JSON its whole work is the string scan and a look at the ':' right
    /// after it; the rare cases (whitespace before the ':', errors) are out of line.
    @inline(__always)
    mutating func readKey(_ i: inout Int, afterComma: Bool) throws(JSONFailure) -> (Int32, Int32, UInt8) {
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
    func keyExpected(at: Int, afterComma: Bool) throws(JSONFailure) -> Never {
        guard at < n else { throw endOfInput("expected a key") }
        if p[at] == UInt8(ascii: "}") && afterComma {
            throw JSONFailure(reason: .trailingComma, message: "a trailing comma before '}' is not allowed", offset: at)
        }
        throw unexpected(at: at, expecting: "a string key in double quotes")
    }

    /// The ':' after a key when whitespace comes first (or the error when it does not come).
    @inline(never)
    mutating func colonAfterKey(_ i: inout Int) throws(JSONFailure) {
        skipWhitespace(&i)
        guard i < n else { throw endOfInput("expected ':' after the key") }
        guard p[i] == UInt8(ascii: ":") else { throw unexpected(at: i, expecting: "':' after the key") }
        i += 1
    }

    /// Skips whitespace at `i`, recording where lines start.
    @inline(__always)
    mutating func skipWhitespace(_ i: inout Int) {
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
}
