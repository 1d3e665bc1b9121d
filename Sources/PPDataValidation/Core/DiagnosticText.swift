/// Keeps diagnostic text fit for a terminal and a log whatever the input held. Messages quote offending values,
/// and a value can be a 10 MB string or hold control characters (an escaped NUL, ESC sequences): bounding and
/// escaping here, where every diagnostic is made, covers every rule at once.
///
/// Linear in the text and bounded in what it builds: a message is measured first (how long it would be escaped),
/// and only the start and end that survive the cut are escaped. Escaping a whole 1.5 MB value of ESC characters
/// before cutting it to 480 characters, appending to a `String.UnicodeScalarView` (which copied the string on
/// each append), took seconds, and 24 MB took minutes: a denial of service by one field.
enum DiagnosticText {
    /// The longest message kept whole, in Unicode scalars; longer ones lose their middle (usually the quoted value).
    static let maxMessageLength = 480
    /// The longest suggestion kept; a longer one is dropped, since a cut corrected value would be wrong to apply.
    static let maxSuggestionLength = 1024

    /// `text` with control characters escaped as in JSON (`\n`, `\u0000`) and its middle elided when too long.
    static func message(_ text: String) -> String {
        // On bytes: a control character (below 0x20, or DEL) is one UTF-8 byte, and no byte of a longer scalar is
        // below 0x80, so this is `unicodeScalars.contains(where: isControl)` at a fraction of the cost.
        // In place (`withUTF8Bytes`): a `var` copy for `withUTF8` retained and released every message.
        let hasControl = text.withUTF8Bytes(hasControlByte)
        guard hasControl || text.utf8.count > maxMessageLength else { return text }
        // The escaped length, counted without building the escaped text.
        var total = 0
        for scalar in text.unicodeScalars { total += escapedLength(scalar, escape: isControl(scalar)) }
        guard total > maxMessageLength else { return escaping(text, where: isControl) }
        // Keep the start (what is wrong) and the end (why), drop the middle: counted in escaped scalars, so an
        // escape sequence at either cut is cut as the escaped text would be.
        let headLength = maxMessageLength * 2 / 3
        let tailLength = maxMessageLength / 4
        var head: [UInt8] = []
        head.reserveCapacity(headLength * 4)
        var headCount = 0
        for scalar in text.unicodeScalars {
            guard headCount < headLength else { break }
            let escape = isControl(scalar)
            let length = escapedLength(scalar, escape: escape)
            if headCount + length <= headLength || !escape {
                appendEscaped(scalar, escape: escape, to: &head)
            } else {
                // Part of an escape sequence: it is ASCII, one byte a scalar.
                var sequence: [UInt8] = []
                appendEscaped(scalar, escape: true, to: &sequence)
                head += sequence.prefix(headLength - headCount)
            }
            headCount += min(length, headLength - headCount)
        }
        // The end, read backwards until it holds enough, then escaped in order.
        var tailScalars: [Unicode.Scalar] = []
        var tailCount = 0
        for scalar in text.unicodeScalars.reversed() {
            guard tailCount < tailLength else { break }
            tailScalars.append(scalar)
            tailCount += escapedLength(scalar, escape: isControl(scalar))
        }
        var tail: [UInt8] = []
        tail.reserveCapacity(tailLength * 4)
        for scalar in tailScalars.reversed() { appendEscaped(scalar, escape: isControl(scalar), to: &tail) }
        // Only an escape sequence (ASCII) can overshoot, and only the first one read last: drop its extra bytes.
        let excess = tailCount - tailLength
        let omitted = total - headLength - tailLength
        return String(decoding: head, as: UTF8.self) + "…(\(omitted) characters omitted)…"
            + String(decoding: tail.dropFirst(excess), as: UTF8.self)
    }

    /// Whether any byte is below 0x20 or DEL, eight bytes at a time: every message passes here (byte by byte was
    /// about 800 instructions a diagnostic). Each word test is exact as a yes or no: a borrow only starts at a byte
    /// that is itself a hit.
    static func hasControlByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var k = 0
        while k &+ 8 <= bytes.count {
            let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            let dels = word ^ (ones &* 0x7F)
            if ((word &- ones &* 0x20) & ~word | (dels &- ones) & ~dels) & highs != 0 { return true }
            k &+= 8
        }
        while k < bytes.count {
            if bytes[k] < 0x20 || bytes[k] == 0x7F { return true }
            k &+= 1
        }
        return false
    }

    /// `text` with every scalar `shouldEscape` picks written as JSON writes it: `\n`, `\r`, `\t`, else `\uXXXX`.
    /// The one escaping routine for diagnostic text, so messages and what a renderer escapes read the same.
    /// Built in a byte buffer reserved up front: linear in the text.
    static func escaping(_ text: String, where shouldEscape: (Unicode.Scalar) -> Bool) -> String {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars { appendEscaped(scalar, escape: shouldEscape(scalar), to: &escaped) }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// How many scalars `scalar` takes once escaped (`escape`) or not.
    static func escapedLength(_ scalar: Unicode.Scalar, escape: Bool) -> Int {
        guard escape else { return 1 }
        switch scalar {
        case "\n", "\r", "\t": return 2
        default: return scalar.value > 0xFFFF ? 2 + String(scalar.value, radix: 16).utf8.count : 6
        }
    }

    /// Appends `scalar`'s UTF-8 bytes to `out`, or its escape sequence when `escape`.
    static func appendEscaped(_ scalar: Unicode.Scalar, escape: Bool, to out: inout [UInt8]) {
        guard escape else {
            UTF8.encode(scalar) { out.append($0) }
            return
        }
        switch scalar {
        case "\n": out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case "\r": out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case "\t": out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        default:
            out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
            let hex = Array(String(scalar.value, radix: 16, uppercase: true).utf8)
            // At least four digits, as JSON writes them (`\u001B`).
            if hex.count < 4 { out += repeatElement(UInt8(ascii: "0"), count: 4 - hex.count) }
            out += hex
        }
    }

    /// `text` when it is short enough to be a usable suggestion, else nil.
    static func suggestion(_ text: String) -> String? {
        text.utf8.count <= maxSuggestionLength || text.unicodeScalars.count <= maxSuggestionLength ? text : nil
    }

    /// C0 controls and DEL: they move the cursor or clear the screen when printed raw.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    /// What a terminal may act on rather than show, or show as nothing: C0 and C1 controls (U+009B is a one-scalar
    /// CSI), DEL, the line and paragraph separators U+2028/U+2029 (some terminals and editors take them as line
    /// breaks), and the invisible format characters: the bidirectional controls (U+061C, U+200E/U+200F, the
    /// embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069), which reorder what follows them on the
    /// line so a value could make a report line read otherwise than it is (Trojan Source, CVE-2021-42574), and the
    /// zero-width ones (U+200B–U+200D, U+2060–U+2064, U+FEFF, the deprecated U+206A–U+206F), which hide text.
    static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF: true
        default: false
        }
    }
}

extension Diagnostic {
    /// `text` (a message, path or suggestion) made safe to print on a terminal: C0 and C1 controls, DEL, U+2028,
    /// U+2029 and the invisible bidirectional and zero-width format characters escaped as messages escape controls
    /// (`\n`, `\u001B`, `\u202E`). For text output only: JSON, NDJSON and SARIF keep these characters as the value
    /// holds them (a JSON reader gets the value back either way, and those outputs are read by programs), and a
    /// suggestion stays raw in the `Diagnostic` since it is a value to apply. `package`: the `ppdata` CLI's text
    /// output uses it; it is not API.
    package static func terminalSafe(_ text: String) -> String {
        // Every such scalar starts with a byte below 0x20, DEL, 0xC2 (U+0080–U+00BF), 0xD8 (U+0600–U+063F), 0xE2
        // (U+2000–U+2FFF) or 0xEF (U+F000–U+FFFF).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF }),
            text.unicodeScalars.contains(where: DiagnosticText.isTerminalControl)
        else { return text }
        return DiagnosticText.escaping(text, where: DiagnosticText.isTerminalControl)
    }
}
