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
    /// The offset of the first non-ASCII byte in a string (`Int.max`: none). Outside strings valid JSON is ASCII (a
    /// leading BOM aside, which no line's columns include), so before it every column is a byte count.
    var firstNonASCII = Int.max

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

    /// A buffer of twice `capacity` nodes (`capacity` becomes its size) holding the first `count` of `nodes`, which
    /// is freed. Out of line: it runs a few times per document at most.
    @inline(never)
    static func grown(
        _ nodes: UnsafeMutablePointer<JSONNode>, count: Int, capacity: inout Int
    ) -> UnsafeMutablePointer<JSONNode> {
        capacity *= 2
        let bigger = UnsafeMutablePointer<JSONNode>.allocate(capacity: capacity)
        bigger.moveInitialize(from: nodes, count: count)
        nodes.deallocate()
        return bigger
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
        // The loop works on locals: the cursor, the input's address and length, and the node buffer with its count
        // and capacity. Stored properties were reloaded after every node write (the compiler cannot tell that the
        // writes leave `self` alone) and the loop's state did not fit the registers. `self` gets the node buffer
        // back when the parse ends (`defer`, also on failure: the caller frees or keeps it) and before each
        // out-of-line helper that reads it.
        var i = 0
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            i = 3
            firstLineStart = 3
        }
        let n = self.n
        guard let base = p.baseAddress else {
            throw JSONFailure(reason: .emptyInput, message: "the document is empty: expected a JSON value", offset: 0)
        }
        skipWhitespace(&i, base, n)
        guard i < n else { throw JSONFailure(reason: .emptyInput, message: "the document is empty: expected a JSON value", offset: i) }

        var nodes = self.nodes
        var count = self.nodeCount
        var capacity = self.nodeCapacity
        defer {
            self.nodes = nodes
            self.nodeCount = count
            self.nodeCapacity = capacity
        }
        // The innermost open container (-1: none) and the nesting depth. Closing a container moves to its parent
        // node, so no separate stack is needed: the node array is the stack.
        var open: Int32 = -1
        // The kind of `open`, kept at hand: it is needed after every value, and a value in an object starts with
        // its key.
        var openIsObject = false
        var depth = 0
        // Each value's node is started before the value is read: its slot is reserved and its key fields written
        // (at the loop's top for a member; for an element or the root, "no key" and its index), so nothing about the
        // key waits in a variable while the value is read.
        if count == capacity { nodes = Self.grown(nodes, count: count, capacity: &capacity) }
        Self.startElement(nodes + count, index: 0)

        valueLoop: while true {
            if openIsObject {
                // `"key"` `:` and the whitespace after it, into the key fields of the value's node. Written here
                // rather than called: the compiler kept a `readKey` method out of line, a call per member.
                if !(i < n && base[i] == Self.quote) { try keyExpected(at: i) }
                let keyStart = i
                let escaped = try scanString(&i, base, n)
                let node = nodes + count
                node.pointee.keyStart = Int32(truncatingIfNeeded: keyStart)
                node.pointee.keyEnd = Int32(truncatingIfNeeded: i)
                if escaped {
                    node.pointee.flags = JSONNode.keyEscaped
                    node.pointee.keyTag = JSONNode.escapedKeyTag
                    nodes[Int(open)].flags |= JSONNode.hasEscapedKey
                } else {
                    node.pointee.flags = 0
                    // The byte after the opening quote: the key's first, or the closing quote of an empty key
                    // (`JSONNode.emptyKeyFirst`).
                    node.pointee.keyTag = JSONNode.keyTag(length: i &- keyStart &- 2, first: base[keyStart &+ 1])
                }
                if i < n && base[i] == UInt8(ascii: ":") {
                    i += 1
                } else {
                    try colonAfterKey(&i)
                }
                skipWhitespace(&i, base, n)
            }
            // A value starts at i (after whitespace); its slot is `count`.
            guard i < n else { throw endOfInput("expected a value") }
            let index = count
            let node = nodes + index
            let parent = open
            if parent >= 0 {
                // Wrapping arithmetic: every member takes at least one byte of an input capped below Int32.max, so
                // this cannot overflow, and the check would cost on every value.
                nodes[Int(parent)].count &+= 1
            }
            node.pointee.start = Int32(truncatingIfNeeded: i)
            node.pointee.parent = parent
            node.pointee.count = 0
            count &+= 1  // below the capacity reserved for this slot
            let byte = base[i]
            switch byte {
            case Self.quote:
                if try scanString(&i, base, n) { node.pointee.flags |= JSONNode.valueEscaped }
                Self.finishScalar(node, .string, end: i, next: count)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < maxDepth else {
                    throw JSONFailure(reason: .depthLimitExceeded,
                                      message: "arrays and objects are nested deeper than \(maxDepth) levels", offset: i)
                }
                let isObject = byte == UInt8(ascii: "{")
                node.pointee.end = -1
                node.pointee.next = -1
                node.pointee.kind = isObject ? .object : .array
                open = Int32(truncatingIfNeeded: index)
                openIsObject = isObject
                depth += 1
                i += 1
                skipWhitespace(&i, base, n)
                guard i < n else { throw endOfInput(isObject ? "expected a key or '}'" : "expected a value or ']'") }
                if base[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                    closeContainer(index, end: i, nodes: nodes, count: count)
                    open = parent
                    openIsObject = parent >= 0 && nodes[Int(parent)].kind == .object
                    depth -= 1
                } else {
                    if count == capacity { nodes = Self.grown(nodes, count: count, capacity: &capacity) }
                    if !isObject { Self.startElement(nodes + count, index: 0) }
                    continue valueLoop
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                self.i = i
                try scanNumber()
                i = self.i
                Self.finishScalar(node, .number, end: i, next: count)
            case UInt8(ascii: "t"):
                self.i = i
                try expectLiteral("true")
                i = self.i
                Self.finishScalar(node, .bool, end: i, next: count)
            case UInt8(ascii: "f"):
                self.i = i
                try expectLiteral("false")
                i = self.i
                Self.finishScalar(node, .bool, end: i, next: count)
            case UInt8(ascii: "n"):
                self.i = i
                try expectLiteral("null")
                i = self.i
                Self.finishScalar(node, .null, end: i, next: count)
            default:
                throw valueExpected(at: i)
            }

            // A value has just ended: close containers and find the next value.
            while true {
                let top = open
                guard top >= 0 else {
                    skipWhitespace(&i, base, n)
                    if i < n {
                        // A second object or array usually means several documents in one input: say how to read them.
                        let secondValue = base[i] == UInt8(ascii: "{") || base[i] == UInt8(ascii: "[")
                        let hint = secondValue ? "; one document per line is NDJSON (ppdata validate --ndjson)" : ""
                        throw JSONFailure(reason: .trailingData,
                                          message: "unexpected \(describeByte(at: i)) after the JSON value" + hint, offset: i)
                    }
                    return
                }
                let isObject = openIsObject
                skipWhitespace(&i, base, n)
                guard i < n else { throw endOfInput(isObject ? "expected ',' or '}'" : "expected ',' or ']'") }
                let c = base[i]
                if c == UInt8(ascii: ",") {
                    // A closing bracket after the comma is reported as a trailing comma where the next key or value
                    // is found missing (`keyExpected`, `valueExpected`): not tested here, on every value.
                    i += 1
                    skipWhitespace(&i, base, n)
                    if count == capacity { nodes = Self.grown(nodes, count: count, capacity: &capacity) }
                    if !isObject { Self.startElement(nodes + count, index: nodes[Int(top)].count) }
                    continue valueLoop
                } else if c == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                    closeContainer(Int(top), end: i, nodes: nodes, count: count)
                    open = nodes[Int(top)].parent
                    openIsObject = open >= 0 && nodes[Int(open)].kind == .object
                    depth -= 1
                } else {
                    throw unexpected(at: i, expecting: isObject ? "',' or '}' after an object member" : "',' or ']' after an array element")
                }
            }
        }
    }

    /// Starts the node of an array element (the `index`-th) or of the root (0): no key.
    @inline(__always)
    static func startElement(_ node: UnsafeMutablePointer<JSONNode>, index: Int32) {
        node.pointee.keyStart = -1
        node.pointee.keyEnd = index
        node.pointee.keyTag = 0
        node.pointee.flags = 0
    }

    /// Completes the node of a scalar that ends at `end`; the next node is `next`.
    @inline(__always)
    static func finishScalar(_ node: UnsafeMutablePointer<JSONNode>, _ kind: JSONKind, end: Int, next: Int) {
        node.pointee.end = Int32(truncatingIfNeeded: end)
        node.pointee.next = Int32(truncatingIfNeeded: next)
        node.pointee.kind = kind
    }

    /// Completes the container at node `at` (its subtree ends before node `count`) and looks for duplicate keys in
    /// an object.
    @inline(__always)
    mutating func closeContainer(_ at: Int, end: Int, nodes: UnsafeMutablePointer<JSONNode>, count: Int) {
        nodes[at].end = Int32(truncatingIfNeeded: end)
        nodes[at].next = Int32(truncatingIfNeeded: count)
        guard nodes[at].kind == .object else { return }
        let members = nodes[at].count
        if members == 2 {
            // Two members, the most common object here ({"currency_code", "value"}): unescaped keys of different
            // tags (length and first byte) or lengths cannot be equal, which settles it without the general check's
            // setup. (With an escape, "a" and "\u0061" are equal keys of different lengths: the general check
            // decodes them.)
            let first = nodes[at + 1]
            let second = nodes[Int(first.next)]
            if nodes[at].flags & JSONNode.hasEscapedKey == 0,
               first.keyTag != second.keyTag || first.keyEnd &- first.keyStart != second.keyEnd &- second.keyStart
            {
                return
            }
        }
        if members > 1 {
            self.nodes = nodes  // the check reads the nodes through `self`
            findDuplicateKeys(inObject: at)
        }
    }

    /// Throws the error for a missing key at `at`: a trailing comma when it is the `}` after a comma, else an
    /// unexpected byte. Out of line: it is rare, and would only grow the parse loop.
    @inline(never)
    func keyExpected(at: Int) throws(JSONFailure) -> Never {
        guard at < n else { throw endOfInput("expected a key") }
        throw trailingComma(before: at, closing: UInt8(ascii: "}"))
            ?? unexpected(at: at, expecting: "a string key in double quotes")
    }

    /// The error for a byte at `at` that starts no value: a trailing comma when it is the `]` after a comma (in an
    /// array: the one place a value follows a comma), else an unexpected byte. Out of line, as `keyExpected`.
    @inline(never)
    func valueExpected(at: Int) -> JSONFailure {
        trailingComma(before: at, closing: UInt8(ascii: "]")) ?? unexpected(at: at, expecting: "a value")
    }

    /// The trailing-comma error when the byte at `at` is `closing` and the last byte before it, white space aside, is
    /// a comma (reported at the comma); nil otherwise.
    func trailingComma(before at: Int, closing: UInt8) -> JSONFailure? {
        guard p[at] == closing else { return nil }
        var before = at - 1
        while before >= 0, p[before] == 0x20 || p[before] == 0x09 || p[before] == 0x0A || p[before] == 0x0D {
            before -= 1
        }
        guard before >= 0, p[before] == UInt8(ascii: ",") else { return nil }
        return JSONFailure(
            reason: .trailingComma, message: "a trailing comma before '\(Character(Unicode.Scalar(closing)))' is not allowed",
            offset: before)
    }

    /// The ':' after a key when whitespace comes first (or the error when it does not come).
    @inline(never)
    mutating func colonAfterKey(_ i: inout Int) throws(JSONFailure) {
        guard let base = p.baseAddress else { throw endOfInput("expected ':' after the key") }
        skipWhitespace(&i, base, n)
        guard i < n else { throw endOfInput("expected ':' after the key") }
        guard p[i] == UInt8(ascii: ":") else { throw unexpected(at: i, expecting: "':' after the key") }
        i += 1
    }

    /// Skips whitespace at `i` in the input (`base`, `n` bytes), recording where lines start.
    @inline(__always)
    mutating func skipWhitespace(_ i: inout Int, _ base: UnsafePointer<UInt8>, _ n: Int) {
        while i < n {
            let b = base[i]
            if b > 0x20 { return }
            if b == 0x20 || b == 0x09 || b == 0x0D {
                i += 1
            } else if b == 0x0A {
                i += 1
                noteLineStart(i)
            } else {
                return
            }
        }
    }

    /// Records that a line starts at `offset` (out of line: most documents are one line).
    @inline(never)
    mutating func noteLineStart(_ offset: Int) {
        lineStarts.append(Int32(truncatingIfNeeded: offset))
    }
}
