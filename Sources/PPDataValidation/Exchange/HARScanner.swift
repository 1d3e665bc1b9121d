/// One entry of a HAR file's `log.entries`, cut out of the file by `HARScanner`: its JSON text and where it is.
package struct HAREntryText: Sendable {
    /// The entry's JSON text (empty when it is larger than the scanner's limit).
    package var bytes: [UInt8]
    /// Its index in `log.entries`, from 0.
    package var index: Int
    /// The line and column (Unicode scalars) of its first byte in the file.
    package var line: Int
    package var column: Int
    /// The entry's size when it is larger than the scanner's limit (its text is then not kept); nil otherwise.
    package var tooLargeByteCount: Int?
}

/// Why a file is not a HAR file, or where it stops being one.
public struct HARFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence: what is wrong and where (`line 3, column 1`).
    public var reason: String

    /// The reason.
    public var description: String { reason }
}

/// Cuts a HAR 1.2 file (http://www.softwareishard.com/blog/har-12-spec/) into its entries as the bytes arrive, so a
/// HAR of any size is read with memory bounded by its largest entry: browsers and proxies write files of hundreds
/// of megabytes, most of it response bodies of calls ppdata does not check.
///
/// It reads the JSON grammar of the levels above the entries (the top-level object, `log`, `entries`), skips every
/// other member, and hands out each element of `log.entries` as text for the JSON parser, which checks the entry
/// itself. Lines end at LF and columns count Unicode scalars, as `JSONPosition` counts them.
package struct HARScanner {
    /// Where the scanner is in the file's grammar.
    private enum State {
        /// Before the top-level value.
        case start
        /// In an object at `level` (1: the top level, 2: `log`), before a key (or, as its first, the closing brace).
        case key(level: Int, first: Bool)
        /// Reading a key of the object at `level`.
        case inKey(level: Int)
        /// After a key, before its colon.
        case colon(level: Int)
        /// Before a member's value.
        case value(level: Int)
        /// After a value in the object at `level`: a comma or the closing brace.
        case afterValue(level: Int)
        /// Skipping a value that is not read (a nested container, a string or a literal) in the object at `level`.
        case skipping(level: Int)
        /// In `log.entries`, before an element (or, as its first, the closing bracket).
        case entries(first: Bool)
        /// After an element of `log.entries`.
        case afterEntry
        /// Inside an element of `log.entries`.
        case entry
        /// After the top-level object: white space only.
        case end
        /// The file is not (or stopped being) a HAR file; nothing more is read.
        case failed
    }

    private var state = State.start
    private let maxEntryBytes: Int
    /// The line and column of the next byte, and how many bytes have been read (to skip a BOM at the start).
    private var line = 1
    private var column = 1
    private var offset = 0
    private var bomBytes = 0
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// The key being read or just read (its raw bytes, up to 16; longer keys are none the scanner looks for).
    private var key: [UInt8] = []
    private var keyOverflow = false
    /// Whether the top level had a `log` object and `log` an `entries` array.
    private var sawLog = false
    private var sawEntries = false
    /// A value being skipped or an entry being read: nesting, string and escape state, and for a literal (a number,
    /// `true`...) that it is one, since it ends at the first delimiter rather than at a bracket.
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var literal = false
    /// The entry being read.
    private var entry: HAREntryText?
    private var entryBytes = 0
    private var nextIndex = 0

    /// A scanner that keeps entries of up to `maxEntryBytes` bytes (larger ones are handed out without their text).
    package init(maxEntryBytes: Int = 64 << 20) {
        self.maxEntryBytes = maxEntryBytes
    }

    /// Reads the next bytes of the file, calling `found` with each entry they complete; throws when the bytes show
    /// the file is not a HAR file (after handing out the entries before that point).
    package mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ found: (HAREntryText) -> Void) throws(HARFormatError) {
        for byte in bytes {
            if offset < 3, offset == bomBytes, byte == Self.byteOrderMark[offset], case .start = state {
                // A BOM is not counted in columns, as the JSON reader does not count it.
                bomBytes += 1
                offset += 1
                continue
            }
            switch state {
            case .entry:
                if entryBytes < maxEntryBytes { entry?.bytes.append(byte) }
                entryBytes += 1
                if endsNestedValue(byte) {
                    if literal { _ = entry?.bytes.popLast() }  // the delimiter that ended a literal element
                    finishEntry(found)
                    if literal { try structural(byte) }
                }
            case .skipping(let level):
                if endsNestedValue(byte) {
                    state = .afterValue(level: level)
                    if literal { try structural(byte) }
                }
            case .inKey(let level):
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    state = .colon(level: level)
                }
                if case .inKey = state {
                    if key.count < 16 { key.append(byte) } else { keyOverflow = true }
                }
            case .failed:
                return
            default:
                try structural(byte)
            }
            advance(past: byte)
        }
    }

    /// Ends the file: throws when it ended before the HAR's top-level object did, or the file was no HAR file.
    package func finish() throws(HARFormatError) {
        switch state {
        case .failed: return
        case .start: throw HARFormatError(reason: "not a HAR file: it holds no JSON value")
        case .end:
            guard sawLog else { throw HARFormatError(reason: "not a HAR file: the top-level object has no \"log\" object") }
            guard sawEntries else { throw HARFormatError(reason: "not a HAR file: \"log\" has no \"entries\" array") }
        case .entry, .entries, .afterEntry:
            throw HARFormatError(reason: "the file ends inside \"log\".\"entries\" (line \(line)): it is cut short")
        default:
            throw HARFormatError(reason: "the file ends before its top-level object does (line \(line)): it is cut short")
        }
    }

    /// A byte outside entries and skipped values: white space, or the grammar's next token.
    private mutating func structural(_ byte: UInt8) throws(HARFormatError) {
        if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { return }
        switch state {
        case .start:
            guard byte == UInt8(ascii: "{") else { throw fail("not a HAR file: the top level is not a JSON object") }
            state = .key(level: 1, first: true)
        case .key(let level, let first):
            if byte == UInt8(ascii: "\"") {
                key.removeAll(keepingCapacity: true)
                keyOverflow = false
                state = .inKey(level: level)
            } else if byte == UInt8(ascii: "}"), first {
                closeObject(level: level)
            } else {
                throw fail(first ? "malformed JSON: a key or \"}\" was expected" : "malformed JSON: a key was expected")
            }
        case .colon(let level):
            guard byte == UInt8(ascii: ":") else { throw fail("malformed JSON: \":\" was expected after a key") }
            state = .value(level: level)
        case .value(let level):
            try startValue(byte, level: level)
        case .afterValue(let level):
            if byte == UInt8(ascii: ",") {
                state = .key(level: level, first: false)
            } else if byte == UInt8(ascii: "}") {
                closeObject(level: level)
            } else {
                throw fail("malformed JSON: \",\" or \"}\" was expected")
            }
        case .entries(let first):
            if byte == UInt8(ascii: "]") {
                guard first else { throw fail("malformed JSON in \"log\".\"entries\": a value was expected") }
                state = .afterValue(level: 2)
            } else {
                startEntry(byte)
            }
        case .afterEntry:
            if byte == UInt8(ascii: ",") {
                state = .entries(first: false)
            } else if byte == UInt8(ascii: "]") {
                state = .afterValue(level: 2)
            } else {
                throw fail("malformed JSON in \"log\".\"entries\": \",\" or \"]\" was expected")
            }
        case .end:
            throw fail("malformed JSON: text after the top-level object")
        case .entry, .skipping, .inKey, .failed:
            break
        }
    }

    /// The first byte of a member's value in the object at `level`.
    private mutating func startValue(_ byte: UInt8, level: Int) throws(HARFormatError) {
        let name = keyOverflow ? "" : String(decoding: key, as: UTF8.self)
        if level == 1, name == "log" {
            guard byte == UInt8(ascii: "{") else { throw fail("not a HAR file: \"log\" is not an object") }
            sawLog = true
            state = .key(level: 2, first: true)
            return
        }
        if level == 2, name == "entries" {
            guard byte == UInt8(ascii: "[") else { throw fail("not a HAR file: \"log\".\"entries\" is not an array") }
            sawEntries = true
            state = .entries(first: true)
            return
        }
        guard byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]"), byte != UInt8(ascii: ",") else {
            throw fail("malformed JSON: a value was expected")
        }
        beginNestedValue(byte)
        state = .skipping(level: level)
    }

    /// Closes the object at `level`.
    private mutating func closeObject(level: Int) {
        state = level == 1 ? .end : .afterValue(level: 1)
    }

    /// Starts reading an element of `log.entries` at its first byte.
    private mutating func startEntry(_ byte: UInt8) {
        entry = HAREntryText(bytes: [byte], index: nextIndex, line: line, column: column, tooLargeByteCount: nil)
        entryBytes = 1
        nextIndex += 1
        beginNestedValue(byte)
        state = .entry
        // A one-byte literal (`1`) ends only at the next delimiter; a string or container at its closing byte.
    }

    /// Hands out the entry just read.
    private mutating func finishEntry(_ found: (HAREntryText) -> Void) {
        guard var finished = entry else { return }
        if literal { entryBytes -= 1 }
        if entryBytes > maxEntryBytes {
            finished.bytes = []
            finished.tooLargeByteCount = entryBytes
        }
        entry = nil
        state = .afterEntry
        found(finished)
    }

    /// Notes the first byte of a value that is read to its end (skipped, or an entry's text).
    private mutating func beginNestedValue(_ byte: UInt8) {
        inString = byte == UInt8(ascii: "\"")
        escaped = false
        literal = !inString && byte != UInt8(ascii: "{") && byte != UInt8(ascii: "[")
        depth = inString || literal ? 0 : 1
    }

    /// Whether `byte`, the next byte of a value being read to its end, ends it: a container's closing bracket, a
    /// string's closing quote, or the delimiter after a literal.
    private mutating func endsNestedValue(_ byte: UInt8) -> Bool {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                return depth == 0
            }
            return false
        }
        if literal {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return true
            default: return false
            }
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            return depth == 0
        default: break
        }
        return false
    }

    /// Moves the position past `byte`: LF starts a line, and only a byte that starts a scalar is a column.
    @inline(__always)
    private mutating func advance(past byte: UInt8) {
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Stops reading: the error for `reason` at the current position.
    private mutating func fail(_ reason: String) -> HARFormatError {
        state = .failed
        return HARFormatError(reason: "\(reason) (line \(line), column \(column))")
    }
}
