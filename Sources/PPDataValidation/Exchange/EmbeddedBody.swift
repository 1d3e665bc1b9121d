/// A body that a HAR entry holds as a JSON string (`postData.text`, `content.text`): its decoded bytes, and where a
/// place in them is in the file. The body is JSON inside a string, so a finding at line 3, column 5 of the body is
/// somewhere in that one line of the file; this finds the exact column of its text, escapes counted as written.
struct EmbeddedBody: Sendable {
    /// The body's bytes: the string decoded, then base64-decoded when the entry says the text is base64.
    let bytes: [UInt8]
    /// The string token as written (quotes and escapes).
    private let token: [UInt8]
    /// Where the token's opening quote is in the file.
    private let line: Int
    private let column: Int
    /// Whether the text was base64: then no place in the body is a place in the file, and every position is the
    /// string's.
    private let base64: Bool

    /// The body of string `view` (nil when it is not a string, or not valid base64 when `base64`), whose opening
    /// quote is at `line`:`column` of the file.
    init?(_ view: JSONView, line: Int, column: Int, base64: Bool) {
        guard let decoded = view.withStringUTF8(Array.init) else { return nil }
        if base64 {
            guard let bytes = Base64.decode(decoded) else { return nil }
            self.bytes = bytes
        } else {
            bytes = decoded
        }
        token = view.withRawUTF8(Array.init)
        self.line = line
        self.column = column
        self.base64 = base64
    }

    /// The empty body of a call that takes none, recorded without one (no `postData`, a record's body left out or
    /// null), placed at `line`:`column` of the file.
    init(emptyAt line: Int, column: Int) {
        (bytes, token, self.line, self.column, base64) = ([], [0x22, 0x22], line, column, false)
    }

    /// Where a walk through the token stands. A body's findings come in document order, so each walk resumes where
    /// the one before stopped: walking from the token's start for each finding took time quadratic in the body (one
    /// entry of 640 KB with a finding every few bytes: 181 s).
    struct Cursor {
        /// The token's byte the walk stands at (after the opening quote: 1).
        var index = 1
        /// The body's line and column of that byte.
        var decodedLine = 1
        var decodedColumn = 1
        /// The file's columns from the opening quote to that byte (the first character of the text is one further).
        var rawColumns = 1

        /// Whether the walk can go on to the body's `line`:`column` (it is not behind it).
        func reaches(line: Int, column: Int) -> Bool {
            line > decodedLine || (line == decodedLine && column >= decodedColumn)
        }
    }

    /// The file's line and column of `line`:`column` in the body (both 1-based, columns in Unicode scalars); the
    /// closing quote's for a place past the end.
    func filePosition(line bodyLine: Int, column bodyColumn: Int) -> (line: Int, column: Int) {
        var cursor = Cursor()
        return filePosition(line: bodyLine, column: bodyColumn, resuming: &cursor)
    }

    /// `filePosition(line:column:)`, walking on from `cursor` when the place is at or after it (from the start
    /// otherwise), and leaving `cursor` at the place.
    func filePosition(line bodyLine: Int, column bodyColumn: Int, resuming cursor: inout Cursor) -> (line: Int, column: Int) {
        guard !base64 else { return (line, column) }
        if !cursor.reaches(line: bodyLine, column: bodyColumn) { cursor = Cursor() }
        advance(&cursor, toLine: bodyLine, column: bodyColumn)
        return (line, column + cursor.rawColumns)
    }

    /// How many of the body's scalars lie between two of `checkpoints()`.
    static let checkpointScalars = 64

    /// Cursors every `checkpointScalars` scalars of the body (and at each line's start), in order: where a walk to a
    /// place behind the last one starts. A DUPLICATE_KEY's "first at" places come in any order, and walking from the
    /// token's start for each, a body whose keys repeat in reverse order took time quadratic in its size (a new
    /// user's trial: 12 seconds for 628 KB).
    func checkpoints() -> [Cursor] {
        var marks = [Cursor()]
        var cursor = Cursor()
        while !base64 {
            let before = cursor.index
            advance(&cursor, toLine: cursor.decodedLine, column: cursor.decodedColumn + EmbeddedBody.checkpointScalars)
            guard cursor.index > before else { break }
            marks.append(cursor)
        }
        return marks
    }

    /// The last of `marks` (from `checkpoints()`) at or before the body's `line`:`column`.
    static func cursor(in marks: [Cursor], before line: Int, column: Int) -> Cursor {
        var low = 0, high = marks.count  // marks[..<low] are at or before the place; marks[high...] after it
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].reaches(line: line, column: column) { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? marks[low - 1] : Cursor()
    }

    /// Walks `cursor` on to the body's `line`:`column`, or to the token's end.
    private func advance(_ cursor: inout Cursor, toLine bodyLine: Int, column bodyColumn: Int) {
        var decodedLine = cursor.decodedLine
        var decodedColumn = cursor.decodedColumn
        var rawColumns = cursor.rawColumns
        var i = cursor.index
        let stop = max(1, token.count - 1)
        while i < stop {
            if decodedLine > bodyLine || (decodedLine == bodyLine && decodedColumn >= bodyColumn) { break }
            var width = 1
            var newline = false
            if token[i] == UInt8(ascii: "\\"), i + 1 < stop {
                switch token[i + 1] {
                case UInt8(ascii: "u"):
                    width = 6
                    newline = hexValue(at: i + 2) == 0x0A
                    // A surrogate pair is one scalar of the body, twelve characters of the file.
                    if let high = hexValue(at: i + 2), (0xD800...0xDBFF).contains(high), i + 11 < stop,
                        token[i + 6] == UInt8(ascii: "\\"), let low = hexValue(at: i + 8), (0xDC00...0xDFFF).contains(low)
                    {
                        width = 12
                    }
                case UInt8(ascii: "n"):
                    width = 2
                    newline = true
                default:
                    width = 2
                }
                i += width
            } else {
                // One scalar as written: its leading byte and its continuation bytes.
                i += 1
                while i < stop, token[i] & 0xC0 == 0x80 { i += 1 }
                width = 1
            }
            rawColumns += width
            if newline {
                decodedLine += 1
                decodedColumn = 1
            } else {
                decodedColumn += 1
            }
        }
        cursor = Cursor(index: i, decodedLine: decodedLine, decodedColumn: decodedColumn, rawColumns: rawColumns)
    }

    /// The value of the four hex digits of the token at `start` (the JSON reader's own reading of `\u` escapes).
    private func hexValue(at start: Int) -> UInt32? {
        token.withUnsafeBufferPointer { JSONStringDecoder.hex4($0, at: start, stop: $0.count) }
    }
}

/// Base64 (RFC 4648, section 4), as HAR writes bodies that are not text (`"encoding": "base64"`).
enum Base64 {
    /// The bytes `text` encodes; white space is skipped, padding is optional, and the URL-safe letters (`-`, `_`)
    /// are read as `+` and `/`. Nil for any other character, or a length no encoding has.
    static func decode(_ text: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.count / 4 * 3)
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for byte in text {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            case UInt8(ascii: "="):
                padding += 1
                continue
            case 0x20, 0x0A, 0x0D, 0x09: continue
            default: return nil
            }
            guard padding == 0 else { return nil }  // nothing but padding after padding
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        // Six bits left over is a quarter of a group: no encoder writes that.
        guard bits < 6, padding <= 2 else { return nil }
        return out
    }
}
