/// Text as the security-code label rule reads it a second time, and where each of its bytes came from: percent
/// escapes decoded, once or twice encoded (`cvv%3D%39%38%37`, `cvv%253D123`); then full-width ASCII forms as ASCII
/// (U+FF01–U+FF5E, `ＣＶＶ：１２３`, as a Japanese input method's full-width mode types them); and invisible characters
/// left out (format characters such as a zero-width space or a soft hyphen, combining marks: `c\u{200B}vv 1\u{200B}23`,
/// as text copied from a web page may have them).
struct DecodedText {
    /// The decoded text.
    private(set) var bytes: [UInt8]
    /// For each byte of `bytes`, the first byte of the original text it came from, and one past the last.
    private var starts: [Int]
    private var ends: [Int]

    /// Nil when `original` has nothing to decode.
    init?(_ original: UnsafeBufferPointer<UInt8>) {
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
            while index < text.count {
                if text[index] == 0xEF, index + 2 < text.count, let ascii = Self.ascii(text[index + 1], text[index + 2]) {
                    decoded.append(ascii, from: unescaped.starts[index], to: unescaped.ends[index + 2])
                    index += 3
                } else if let length = Self.invisibleLength(text, at: index) {
                    index += length
                } else {
                    decoded.append(text[index], from: unescaped.starts[index], to: unescaped.ends[index])
                    index += 1
                }
            }
        }
        guard decoded.bytes.count < original.count else { return nil }
        self = decoded
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
        guard !range.isEmpty else { return starts[range.lowerBound]..<starts[range.lowerBound] }
        return starts[range.lowerBound]..<ends[range.upperBound - 1]
    }

    /// The byte a percent escape at `index` encodes and the escape's length: `%39`, 3; `%2539` (the `%` itself
    /// encoded, as a URL inside a URL is), 5; or nil.
    private static func percentEscape(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (byte: UInt8, length: Int)? {
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
