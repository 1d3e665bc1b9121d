/// Text as the security-code label rule reads it a second time, and where each of its bytes came from: percent
/// escapes decoded, once or twice encoded (`cvv%3D%39%38%37`, `cvv%253D123`); then full-width ASCII forms as ASCII
/// (U+FF01–U+FF5E, `ＣＶＶ：１２３`, as a Japanese input method's full-width mode types them); and invisible characters
/// (format characters such as a zero-width space or a soft hyphen, combining marks), as text copied from a web page
/// may have them: left out between two digits (`CVV 1\u{200B}23`), and between two letters when `joiningLetters`
/// (`c\u{200B}vv 987`), and read as a space elsewhere (`CVV\u{200B}123\u{200B}exp`, `Cafe\u{301}cvv 123`: the
/// reviews found a code touching its name, or a name touching the word before, once they were left out). A digit
/// that ends a word (`cvv2`) counts as a letter, so that `cvv2\u{200B}123` does not read `cvv2123`.
struct DecodedText {
    /// The decoded text.
    private(set) var bytes: [UInt8]
    /// For each byte of `bytes`, the first byte of the original text it came from, and one past the last.
    private var starts: [Int]
    private var ends: [Int]
    /// Whether an invisible character stood between two letters: read as a space unless `joiningLetters`, so that
    /// the other reading may differ.
    private(set) var partsLetters = false

    /// Nil when `original` has nothing to decode.
    init?(_ original: UnsafeBufferPointer<UInt8>, joiningLetters: Bool) {
        var unescaped = Self(count: original.count)
        var index = 0
        while index < original.count {
            let (byte, length) = Self.percentEscape(original, at: index) ?? (original[index], 1)
            unescaped.append(byte, from: index, to: index + length)
            index += length
        }
        var decoded = Self(count: unescaped.bytes.count)
        unescaped.bytes.withUnsafeBufferPointer { text in
            var index = 0
            var before = Kind.other  // the kind of the last character written
            // A digit after a letter is part of a word (`cvv2`).
            func following(_ kind: Kind) -> Kind { kind == .digit && before == .letter ? .letter : kind }
            while index < text.count {
                if text[index] == 0xEF, index + 2 < text.count, let ascii = Self.ascii(text[index + 1], text[index + 2]) {
                    decoded.append(ascii, from: unescaped.starts[index], to: unescaped.ends[index + 2])
                    before = following(Kind(ascii))
                    index += 3
                } else if let length = Self.invisibleLength(text, at: index) {
                    var end = index + length
                    while end < text.count, let next = Self.invisibleLength(text, at: end) { end += next }
                    let after = Self.kind(text, at: end)
                    let parted = before == .letter && after == .letter
                    decoded.partsLetters = decoded.partsLetters || parted
                    if before == .other || before != after || (parted && !joiningLetters) {
                        decoded.append(0x20, from: unescaped.starts[index], to: unescaped.ends[end - 1])
                        before = .other
                    }
                    index = end
                } else {
                    // An escape's letter in a JSON text the value holds (`CVV:\n123`) is no letter (the review).
                    let escaped = index > 0 && text[index - 1] == UInt8(ascii: "\\")
                        && [UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t")].contains(text[index])
                    if escaped {
                        before = .other
                    } else if text[index] < 0x80 || text[index] >= 0xC0 {
                        before = following(Self.kind(text, at: index))
                    }
                    decoded.append(text[index], from: unescaped.starts[index], to: unescaped.ends[index])
                    index += 1
                }
            }
        }
        // Each change makes the text shorter: a percent escape or a full-width form three bytes to one, an
        // invisible character (two bytes at least) none or one.
        guard decoded.bytes.count < original.count else { return nil }
        self = decoded
    }

    /// What an invisible character stands between: a digit (any script's, as the label rule reads digits), a letter
    /// (an ASCII one, or another character that is neither digit nor ASCII), or something else.
    private enum Kind {
        case digit, letter, other

        init(_ ascii: UInt8) {
            self = ascii &- 0x30 < 10 ? .digit : (0x61...0x7A).contains(ascii | 0x20) ? .letter : .other
        }
    }

    /// The kind of the character at `index` (nothing past the end is `.other`).
    private static func kind(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Kind {
        guard index < text.count else { return .other }
        let byte = text[index]
        if byte < 0x80 { return Kind(byte) }
        if byte == 0xEF, index + 2 < text.count, let ascii = ascii(text[index + 1], text[index + 2]) { return Kind(ascii) }
        return CardChecks.token(text, at: index).value >= 0 ? .digit : .letter
    }

    private init(count: Int) {
        var (bytes, starts, ends) = ([UInt8](), [Int](), [Int]())
        bytes.reserveCapacity(count)
        starts.reserveCapacity(count)
        ends.reserveCapacity(count)
        (self.bytes, self.starts, self.ends) = (bytes, starts, ends)
    }

    private mutating func append(_ byte: UInt8, from start: Int, to end: Int) {
        bytes.append(byte)
        starts.append(start)
        ends.append(end)
    }

    /// The bytes of the original text that `range` of `bytes` came from.
    func originalRange(of range: Range<Int>) -> Range<Int> {
        starts[range.lowerBound]..<ends[range.upperBound - 1]
    }

    /// The byte a percent escape at `index` encodes and the escape's length: `%39`, 3; `%2539` (the `%` itself
    /// encoded, as a URL inside a URL is), 5; or nil.
    static func percentEscape(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (byte: UInt8, length: Int)? {
        guard text[index] == UInt8(ascii: "%"), index + 2 < text.count,
            let high = CardChecks.hexValue(text[index + 1]), let low = CardChecks.hexValue(text[index + 2])
        else { return nil }
        if high == 2, low == 5, index + 4 < text.count, let high = CardChecks.hexValue(text[index + 3]),
            let low = CardChecks.hexValue(text[index + 4])
        {
            return (high << 4 | low, 5)
        }
        return (high << 4 | low, 3)
    }

    /// The ASCII character of the full-width form `EF second third`, or nil: U+FF01–U+FF3F are `EF BC 81`–`EF BC BF`,
    /// U+FF40–U+FF5E `EF BD 80`–`EF BD 9E`.
    private static func ascii(_ second: UInt8, _ third: UInt8) -> UInt8? {
        switch second {
        case 0xBC where (0x81...0xBF).contains(third): third - 0x60
        case 0xBD where (0x80...0x9E).contains(third): third - 0x20
        default: nil
        }
    }

    /// The length of the invisible character at `index` (a format character, a combining mark), or nil.
    static func invisibleLength(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard text[index] >= 0xC0 else { return nil }
        var iterator = text[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark: return UTF8.width(scalar)
        default: return nil
        }
    }
}
