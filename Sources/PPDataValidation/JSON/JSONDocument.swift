import Synchronization

/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable, Hashable, CustomStringConvertible {
    /// `{...}`, `[...]`, `"..."`, a number literal, `true`/`false`, `null`.
    case object, array, string, number, bool, null

    /// The JSON type name for messages: "object", "array", "string", "number", "boolean", "null".
    public var description: String {
        switch self {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }
}

/// A member of an object whose key repeats an earlier member's key in the same object. Parsing still succeeds; a
/// rule reports these as `DUPLICATE_KEY`. Keys are compared as decoded code points without Unicode normalisation.
public struct JSONDuplicateKey: Sendable, Hashable {
    /// The repeated key, decoded.
    public let key: String
    /// The repeated member's value (its `pointer`, `line`, `column`, `keyPosition` locate the repetition).
    public let value: JSONValue
    /// The value of the first member with this key (the one `subscript(_:)` returns).
    public let firstValue: JSONValue
}

/// A parsed JSON document: the input bytes and a flat array of nodes referring to byte ranges in them.
///
/// Parsing validates everything (strict RFC 8259) but decodes nothing: strings and keys are decoded, and lines and
/// columns computed, only when asked for. Immutable; values (`JSONValue`) are cheap views into it.
///
/// `@unchecked Sendable`: the bytes and nodes live in buffers this object allocates, fills once during `parse` and
/// frees in `deinit` (or, for a document the validator parses with the internal `parse(borrowing:options:)`, bytes
/// its caller keeps unchanged for as long as the document lives); nothing ever writes to them afterwards, so sharing
/// across threads is safe. Plain pointers (rather than arrays) keep reads free of reference counting, which dominated
/// a profile of rule-like access.
public final class JSONDocument: @unchecked Sendable {
    /// The line number of the input's first line (`JSONParseOptions.baseLine`).
    public let baseLine: Int
    /// The input (BOM included); every byte offset refers to it. A copy the document owns, or, for a document
    /// parsed with `parse(borrowing:options:)`, the caller's bytes.
    let base: UnsafePointer<UInt8>
    /// Whether `base` is the document's own copy (freed with it).
    private let ownsInput: Bool
    let byteCount: Int
    /// The nodes in document order; index 0 is the root.
    let nodes: UnsafeMutablePointer<JSONNode>
    /// Whether `nodes` is the document's own buffer (freed with it), not a `JSONParseScratch`'s.
    private let ownsNodes: Bool
    let nodeCount: Int
    let lineStarts: [Int32]
    let firstLineStart: Int32
    let duplicateIndices: [JSONDuplicateIndex]
    /// Every byte from the first line's start up to this offset is ASCII, so a column there is a byte count (see
    /// `position`); `Int.max` for an ASCII document.
    let asciiBefore: Int
    /// Continuation bytes before every `scalarIndexStride`-th byte from `asciiBefore`, made the first time a column
    /// is counted across more than two strides. Without it each finding counted its line from the line start (or the
    /// first non-ASCII byte): in a minified document with an accented name near its start, thousands of findings
    /// took time quadratic in the document's length (20,000 purchase units with "Québec": 16 s; 1.28 MB of one
    /// line: 69 s).
    /// Published once (compare-and-exchange; a thread that loses the race frees its copy), so a document that never
    /// needs it pays one pointer: most never do. Freed with the document. Entry 0 is 0; the entry count is stored
    /// first, so the buffer holds `count + 1` Ints.
    private let scalarIndex = Atomic<UnsafeMutablePointer<Int>?>(nil)
    /// Bytes between two entries of `scalarIndex`: a column is counted over at most this many bytes past an entry.
    static let scalarIndexStride = 4096

    private init(bytes: UnsafeBufferPointer<UInt8>, borrowing: Bool, baseLine: Int, nodes: UnsafeMutablePointer<JSONNode>,
                 ownsNodes: Bool, nodeCount: Int, lineStarts: [Int32], firstLineStart: Int32,
                 duplicates: [JSONDuplicateIndex], asciiBefore: Int) {
        if borrowing, let source = bytes.baseAddress {
            self.base = source
            self.ownsInput = false
        } else {
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
            if let source = bytes.baseAddress { copy.initialize(from: source, count: bytes.count) }
            self.base = UnsafePointer(copy)
            self.ownsInput = true
        }
        self.byteCount = bytes.count
        self.baseLine = baseLine
        self.nodes = nodes
        self.ownsNodes = ownsNodes
        self.nodeCount = nodeCount
        self.lineStarts = lineStarts
        self.firstLineStart = firstLineStart
        self.duplicateIndices = duplicates
        self.asciiBefore = asciiBefore
    }

    deinit {
        scalarIndex.load(ordering: .acquiring)?.deallocate()
        if ownsInput { base.deallocate() }
        if ownsNodes { nodes.deallocate() }
    }

    /// The input bytes exactly as given (including a BOM, if any); a copy, for diagnostics and tests.
    public var bytes: [UInt8] { Array(buffer) }

    /// The input bytes, valid as long as the document lives.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: byteCount) }

    /// Parses UTF-8 JSON text (strict RFC 8259; a leading UTF-8 BOM is skipped).
    ///
    /// Throws a `JSONParseError` (reason, message, position) for anything that is not a single JSON value: comments,
    /// trailing commas, `NaN`/`Infinity`, leading zeros, lone surrogate escapes, invalid UTF-8, control characters in
    /// strings, data after the value, empty input, nesting deeper than `options.maxDepth`, input larger than
    /// `options.maxInputBytes`. Never traps and never recurses per nesting level.
    /// `Result { try JSONDocument.parse(bytes) }` gives a `Result<JSONDocument, JSONParseError>`.
    public static func parse(_ bytes: [UInt8], options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try parse(buffer: buffer, options: options) }
    }

    /// Parses UTF-8 JSON text in a buffer (copied into the document; the buffer need not outlive the call).
    /// Internal: the one parser the public entry points share; consumers holding a buffer pass it to
    /// `parse(utf8:options:)`.
    static func parse(buffer: UnsafeBufferPointer<UInt8>, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) -> JSONDocument {
        try parse(buffer, borrowing: false, options: options)
    }

    /// Parses UTF-8 JSON text in a buffer without copying it: the document reads the caller's bytes, so the caller
    /// keeps them alive and unchanged for as long as the document lives. For the validator, whose document never
    /// outlives the call that was given the bytes: a copy of every document was an allocation and a `memcpy` each.
    /// With a `scratch`, the nodes go into its buffer too: the document must then be gone before the scratch's next
    /// parse (see `JSONParseScratch`).
    static func parse(borrowing buffer: UnsafeBufferPointer<UInt8>, options: JSONParseOptions,
                      scratch: JSONParseScratch? = nil) throws(JSONParseError) -> JSONDocument {
        try parse(buffer, borrowing: true, options: options, scratch: scratch)
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, borrowing: Bool, options: JSONParseOptions,
                              scratch: JSONParseScratch? = nil) throws(JSONParseError) -> JSONDocument {
        let limit = min(max(0, options.maxInputBytes), Int(Int32.max) - 1)
        guard buffer.count <= limit else {
            throw JSONParseError(reason: .sizeLimitExceeded,
                                 message: "the input is \(buffer.count) bytes, more than the limit of \(limit) bytes",
                                 position: JSONPosition(offset: 0, line: options.baseLine, column: 1))
        }
        var parser = JSONParser(bytes: buffer, maxDepth: options.maxDepth, scratch: scratch)
        do throws(JSONFailure) {
            try parser.parse()
        } catch {
            if let scratch {
                scratch.keep(parser.nodes, capacity: parser.nodeCapacity)
            } else {
                parser.discardNodes()
            }
            let position = JSONDocument.position(ofOffset: error.offset, in: buffer, lineStarts: parser.lineStarts,
                                                 firstLineStart: parser.firstLineStart, baseLine: options.baseLine)
            // Text in UTF-16 or UTF-32 fails within its first bytes, on whichever path a zero byte meets: named
            // here, once, for all of them (Windows PowerShell 5's `>` and Out-File write UTF-16 by default).
            if error.offset < 4, let encoding = parser.wideEncoding() {
                throw JSONParseError(
                    reason: .invalidUTF8,
                    message: "the text is \(encoding), not UTF-8: JSON documents are UTF-8 (RFC 8259, section 8.1); "
                        + "save the file as UTF-8", position: position)
            }
            var message = error.message
            if let quote = error.openingQuote {
                let opened = JSONDocument.position(ofOffset: quote, in: buffer, lineStarts: parser.lineStarts,
                                                   firstLineStart: parser.firstLineStart, baseLine: options.baseLine)
                message += " (it opens at line \(opened.line), column \(opened.column))"
            }
            throw JSONParseError(reason: error.reason, message: message, position: position)
        }
        var duplicates = parser.duplicates
        if duplicates.count > 1 { duplicates.sort { $0.repeated < $1.repeated } }  // document order
        let nodes: UnsafeMutablePointer<JSONNode>
        if let scratch {
            nodes = parser.nodes
            scratch.keep(nodes, capacity: parser.nodeCapacity)
        } else {
            nodes = parser.takeNodes()
        }
        return JSONDocument(bytes: buffer, borrowing: borrowing, baseLine: options.baseLine, nodes: nodes,
                            ownsNodes: scratch == nil, nodeCount: parser.nodeCount, lineStarts: parser.lineStarts,
                            firstLineStart: parser.firstLineStart, duplicates: duplicates, asciiBefore: parser.firstNonASCII)
    }

    /// Parses the UTF-8 encoding of `text`.
    public static func parse(_ text: String, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) -> JSONDocument {
        var text = text
        // String.withUTF8 only rethrows untyped errors, so the outcome travels out as a Result.
        return try text.withUTF8 { buffer in
            Result { () throws(JSONParseError) -> JSONDocument in try parse(buffer: buffer, options: options) }
        }.get()
    }

    /// Parses UTF-8 bytes from any collection (copied once into the document).
    public static func parse<Bytes: Collection>(utf8 bytes: Bytes, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) -> JSONDocument
    where Bytes.Element == UInt8 {
        if let result = bytes.withContiguousStorageIfAvailable({ buffer in
            Result { () throws(JSONParseError) -> JSONDocument in try parse(buffer: buffer, options: options) }
        }) {
            return try result.get()
        }
        return try parse(Array(bytes), options: options)
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// Calls `body` with a view of the root: it (and every view derived from it) reads the document without
    /// reference counting. No view may outlive `body` (see the safety note on `JSONView`); the document is kept
    /// alive until `body` returns.
    func withRootView<Result>(_ body: (JSONView) -> Result) -> Result {
        withExtendedLifetime(self) { body(JSONView(storage: self, index: 0)) }
    }

    /// The number of values in the document (every object, array, member value, element and scalar).
    public var valueCount: Int { nodeCount }

    /// Every member whose key repeats an earlier key of the same object, at any depth, in document order. For a key
    /// appearing three times there are two entries, each naming the first occurrence.
    public var duplicateKeys: [JSONDuplicateKey] {
        duplicateIndices.map { pair in
            let value = JSONValue(document: self, index: pair.repeated)
            return JSONDuplicateKey(key: value.key ?? "", value: value, firstValue: JSONValue(document: self, index: pair.first))
        }
    }

    /// The value an RFC 6901 JSON pointer refers to (`""` is the root, `"/a~1b/0"` is element 0 of key `a/b`), or nil.
    /// Object members resolve to the first occurrence of a repeated key; array tokens must be `0` or have no leading
    /// zero, and `-` (past the end) refers to nothing.
    public func value(atPointer pointer: String) -> JSONValue? {
        var current = root
        if pointer.isEmpty { return current }
        guard pointer.utf8.first == UInt8(ascii: "/") else { return nil }
        for rawToken in pointer.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            let token = String(decoding: rawToken, as: UTF8.self)
                .replacingAll("~1", with: "/")
                .replacingAll("~0", with: "~")
            switch current.kind {
            case .object:
                guard let next = current[token] else { return nil }
                current = next
            case .array:
                guard let index = JSONDocument.arrayIndex(token), let next = current[index] else { return nil }
                current = next
            default:
                return nil
            }
        }
        return current
    }

    private static func arrayIndex(_ token: String) -> Int? {
        let utf8 = token.utf8
        guard let first = utf8.first, utf8.count <= 18, utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        if first == UInt8(ascii: "0") && utf8.count > 1 { return nil }
        return Int(token)
    }

    /// The line and column of a byte offset in this document's input (offsets past the end are clamped).
    public func position(ofOffset offset: Int) -> JSONPosition {
        let p = buffer
        let (clamped, line, lineStart, counted) = JSONDocument.line(
            ofOffset: offset, in: p, lineStarts: lineStarts, firstLineStart: firstLineStart, baseLine: baseLine,
            asciiBefore: asciiBefore)
        let scalars: Int
        if clamped - counted <= 2 * JSONDocument.scalarIndexStride {
            scalars = counted - lineStart + JSONDocument.scalarCount(p, from: counted, to: clamped)
        } else {
            // Every byte in counted..<clamped is a scalar but the continuation bytes, counted through the index.
            scalars = clamped - lineStart - (continuationBytes(before: clamped) - continuationBytes(before: counted))
        }
        return JSONPosition(offset: clamped, line: line, column: 1 + scalars)
    }

    /// The UTF-8 continuation bytes in `asciiBefore..<offset` (`offset >= asciiBefore`), from `scalarIndex`.
    private func continuationBytes(before offset: Int) -> Int {
        let p = buffer
        let stride = JSONDocument.scalarIndexStride
        var index = scalarIndex.load(ordering: .acquiring)
        if index == nil {
            let entries = (p.count - asciiBefore) / stride + 1
            let made = UnsafeMutablePointer<Int>.allocate(capacity: entries + 1)
            made[0] = entries
            made[1] = 0
            var start = asciiBefore
            for entry in 1..<entries {
                made[entry + 1] = made[entry] + stride - JSONDocument.scalarCount(p, from: start, to: start + stride)
                start += stride
            }
            let (exchanged, current) = scalarIndex.compareExchange(
                expected: nil, desired: made, ordering: .acquiringAndReleasing)
            if exchanged {
                index = made
            } else {
                made.deallocate()
                index = current
            }
        }
        guard let index else { return 0 }
        let entry = min((offset - asciiBefore) / stride, index[0] - 1)
        let from = asciiBefore + entry * stride
        return index[entry + 1] + (offset - from) - JSONDocument.scalarCount(p, from: from, to: offset)
    }

    /// Line from the recorded line starts (binary search), column by counting scalar-leading bytes since the line
    /// start; before `asciiBefore` (the first non-ASCII byte) every byte is a scalar, so only the bytes from there
    /// are counted (each diagnostic of an NDJSON document counted up to a kilobyte of its line, and one accented
    /// name anywhere in a document made every column of it count from the line start).
    static func position(ofOffset rawOffset: Int, in p: UnsafeBufferPointer<UInt8>, lineStarts: [Int32], firstLineStart: Int32,
                         baseLine: Int, asciiBefore: Int = 0) -> JSONPosition {
        let (offset, line, lineStart, counted) = self.line(
            ofOffset: rawOffset, in: p, lineStarts: lineStarts, firstLineStart: firstLineStart, baseLine: baseLine,
            asciiBefore: asciiBefore)
        let scalars = counted - lineStart + scalarCount(p, from: counted, to: offset)
        return JSONPosition(offset: offset, line: line, column: 1 + scalars)
    }

    /// The clamped offset, its line, where that line starts, and where counting scalars must start (every byte
    /// before it on the line is ASCII, one scalar each).
    static func line(ofOffset rawOffset: Int, in p: UnsafeBufferPointer<UInt8>, lineStarts: [Int32], firstLineStart: Int32,
                     baseLine: Int, asciiBefore: Int) -> (offset: Int, line: Int, lineStart: Int, counted: Int) {
        let offset = min(max(0, rawOffset), p.count)
        // k = how many recorded line starts are <= offset: the offset is on line baseLine + k.
        var low = 0
        var high = lineStarts.count
        while low < high {
            let mid = (low + high) / 2
            if Int(lineStarts[mid]) <= offset { low = mid + 1 } else { high = mid }
        }
        let lineStart = min(low == 0 ? Int(firstLineStart) : Int(lineStarts[low - 1]), offset)
        let counted = min(max(lineStart, asciiBefore), offset)
        // Saturating: a caller's first line near Int.max (no file has so many) must not trap.
        let (line, overflow) = baseLine.addingReportingOverflow(low)
        return (offset, overflow ? Int.max : line, lineStart, counted)
    }

    /// The Unicode scalars in `p[from..<to]`: every byte that is not a UTF-8 continuation byte (`10xxxxxx`), counted
    /// eight at a time (one line of NDJSON is a whole document, so a column is often hundreds of bytes in; each
    /// diagnostic counted them one by one).
    static func scalarCount(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        guard let base = p.baseAddress, from < to else { return 0 }
        var count = 0
        var k = from
        while k + 8 <= to {
            let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            // Bit 7 set and bit 6 clear in a byte: a continuation byte. `word << 1` brings each byte's bit 6 to its bit 7.
            // The flags (0 or 1 per byte) are summed by one multiplication into the top byte: the baseline x86-64
            // target has no popcount instruction, and `nonzeroBitCount` became a dozen instructions per word.
            let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
            count += 8 - Int(((continuation >> 7) &* 0x0101_0101_0101_0101) >> 56)
            k += 8
        }
        while k < to {
            if p[k] & 0xC0 != 0x80 { count += 1 }
            k += 1
        }
        return count
    }
}

extension String {
    /// Replaces every occurrence of `target` (non-empty) with `replacement`, comparing UTF-8 bytes (no Foundation).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        let source = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, source.count >= needle.count else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        var i = 0
        var changed = false
        while i < source.count {
            if i + needle.count <= source.count, source[i..<(i + needle.count)].elementsEqual(needle) {
                out.append(contentsOf: replacement.utf8)
                i += needle.count
                changed = true
            } else {
                out.append(source[i])
                i += 1
            }
        }
        return changed ? String(decoding: out, as: UTF8.self) : self
    }
}
