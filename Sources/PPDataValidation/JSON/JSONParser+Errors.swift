/// The reader's failures: each worded once, with the offending byte described.
extension JSONParser {
    // MARK: Errors

    func endOfInput(_ expecting: String) -> JSONFailure {
        JSONFailure(reason: .unexpectedEndOfInput, message: "unexpected end of input: \(expecting)", offset: n)
    }

    /// The error for an unexpected byte at `i`, naming well-known mistakes.
    func unexpected(at i: Int, expecting: String) -> JSONFailure {
        if i < 4, let encoding = wideEncoding() {
            // Windows PowerShell 5's `>` and Out-File write UTF-16 by default: name the encoding, not its first byte.
            return JSONFailure(
                reason: .invalidUTF8,
                message: "the text is \(encoding), not UTF-8: JSON documents are UTF-8 (RFC 8259, section 8.1); "
                    + "save the file as UTF-8", offset: i)
        }
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

    /// "UTF-16" or "UTF-32" when the input starts as JSON text in one of them does: with that encoding's byte order
    /// mark, or, without one, with the zero bytes that an ASCII first character has there (RFC 4627, section 3).
    func wideEncoding() -> String? {
        guard n >= 2 else { return nil }
        let zeros = (0..<min(n, 4)).map { p[$0] == 0 }
        if n >= 4, (p[0] == 0xFF && p[1] == 0xFE && zeros[2] && zeros[3])
            || (zeros[0] && zeros[1] && p[2] == 0xFE && p[3] == 0xFF)
            || (zeros[0] && zeros[1] && zeros[2] && !zeros[3]) || (!zeros[0] && zeros[1] && zeros[2] && zeros[3]) {
            return "UTF-32"
        }
        if (p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF) || (zeros[0] && p[1] > 0 && p[1] < 0x80)
            || (p[0] > 0 && p[0] < 0x80 && zeros[1]) {
            return "UTF-16"
        }
        return nil
    }

    func hasPrefix(_ text: StaticString, at i: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i + count <= n else { return false }
        for k in 0..<count where p[i + k] != text.utf8Start[k] { return false }
        return true
    }

    /// "character 'x'", "character U+00E9 'é'" or "byte 0xFF", for messages.
    func describeByte(at: Int) -> String {
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

    func describeRaw(at: Int) -> String {
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
