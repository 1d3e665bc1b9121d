/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable, Hashable, CustomStringConvertible {
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
/// columns computed, only when asked for. Immutable and `Sendable`; values (`JSONValue`) are cheap views into it.
public final class JSONDocument: Sendable {
    /// The input exactly as given (including a BOM, if any). Offsets in positions refer to these bytes.
    public let bytes: [UInt8]
    /// The line number of the input's first line (`JSONParseOptions.baseLine`).
    public let baseLine: Int
    let nodes: [JSONNode]
    let lineStarts: [Int32]
    let duplicateIndices: [JSONDuplicateIndex]

    private init(bytes: [UInt8], baseLine: Int, nodes: [JSONNode], lineStarts: [Int32], duplicates: [JSONDuplicateIndex]) {
        self.bytes = bytes
        self.baseLine = baseLine
        self.nodes = nodes
        self.lineStarts = lineStarts
        self.duplicateIndices = duplicates
    }

    /// Parses UTF-8 JSON text (strict RFC 8259; a leading UTF-8 BOM is skipped).
    ///
    /// Throws a `JSONParseError` (reason, message, position) for anything that is not a single JSON value: comments,
    /// trailing commas, `NaN`/`Infinity`, leading zeros, lone surrogate escapes, invalid UTF-8, control characters in
    /// strings, data after the value, empty input, nesting deeper than `options.maxDepth`, input larger than
    /// `options.maxInputBytes`. Never traps and never recurses per nesting level.
    /// `Result { try JSONDocument.parse(bytes) }` gives a `Result<JSONDocument, JSONParseError>`.
    public static func parse(_ bytes: [UInt8], options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) -> JSONDocument {
        let limit = min(max(0, options.maxInputBytes), Int(Int32.max) - 1)
        guard bytes.count <= limit else {
            throw JSONParseError(reason: .sizeLimitExceeded,
                                 message: "the input is \(bytes.count) bytes, more than the limit of \(limit) bytes",
                                 position: JSONPosition(offset: 0, line: options.baseLine, column: 1))
        }
        let outcome: Result<JSONDocument, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, maxDepth: options.maxDepth)
            do throws(JSONFailure) {
                try parser.parse()
            } catch {
                let position = JSONDocument.position(ofOffset: error.offset, in: buffer, lineStarts: parser.lineStarts,
                                                     baseLine: options.baseLine)
                return .failure(JSONParseError(reason: error.reason, message: error.message, position: position))
            }
            var duplicates = parser.duplicates
            if duplicates.count > 1 { duplicates.sort { $0.repeated < $1.repeated } }  // document order
            return .success(JSONDocument(bytes: bytes, baseLine: options.baseLine, nodes: parser.nodes,
                                         lineStarts: parser.lineStarts, duplicates: duplicates))
        }
        return try outcome.get()
    }

    /// Parses the UTF-8 encoding of `text`.
    public static func parse(_ text: String, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) -> JSONDocument {
        try parse(Array(text.utf8), options: options)
    }

    /// Parses UTF-8 bytes from any collection (copied once into the document).
    public static func parse<Bytes: Collection>(utf8 bytes: Bytes, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) -> JSONDocument
    where Bytes.Element == UInt8 {
        try parse(Array(bytes), options: options)
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The number of values in the document (every object, array, member value, element and scalar).
    public var valueCount: Int { nodes.count }

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
        bytes.withUnsafeBufferPointer { buffer in
            JSONDocument.position(ofOffset: offset, in: buffer, lineStarts: lineStarts, baseLine: baseLine)
        }
    }

    /// Line from the recorded line starts (binary search), column by counting scalar-leading bytes since the line start.
    static func position(ofOffset rawOffset: Int, in p: UnsafeBufferPointer<UInt8>, lineStarts: [Int32], baseLine: Int) -> JSONPosition {
        let offset = min(max(0, rawOffset), p.count)
        var low = 0
        var high = lineStarts.count - 1
        if high < 0 { return JSONPosition(offset: offset, line: baseLine, column: 1 + offset) }
        // Greatest k with lineStarts[k] <= offset (lineStarts[0] is 0 or 3 after a BOM).
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        let lineStart = min(Int(lineStarts[low]), offset)
        var column = 1
        var k = lineStart
        while k < offset {
            if p[k] & 0xC0 != 0x80 { column += 1 }  // count every byte that is not a UTF-8 continuation byte
            k += 1
        }
        return JSONPosition(offset: offset, line: baseLine + low, column: column)
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
