/// The reader's failures: each worded once, with the offending byte described.
extension JSONParser {
    // MARK: Errors

    func endOfInput(_ expecting: String) -> JSONFailure {
        JSONFailure(reason: .unexpectedEndOfInput, message: "unexpected end of input: \(expecting)", offset: n)
    }

    /// The error for an unexpected byte at `i`, naming well-known mistakes.
    func unexpected(at i: Int, expecting: String) -> JSONFailure {
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

    /// `JSONDocument.wideEncoding(of:)` of the input.
    func wideEncoding() -> String? { JSONDocument.wideEncoding(of: p) }

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

extension JSONDocument {
    /// "UTF-16" or "UTF-32" when the input starts as JSON text in one of them does: with that encoding's byte order
    /// mark, or, without one, with the zero bytes that ASCII characters have there. RFC 4627, section 3: the first
    /// two characters of JSON text are ASCII, so the zeros in the first four bytes tell the encoding
    /// (`00 00 00 xx` UTF-32BE, `00 xx 00 xx` UTF-16BE, `xx 00 00 00` UTF-32LE, `xx 00 xx 00` UTF-16LE); text of two
    /// bytes is read as one UTF-16 character (`[` is `5B 00`).
    package static func wideEncoding(of p: UnsafeBufferPointer<UInt8>) -> String? {
        let n = p.count
        guard n >= 2 else { return nil }
        if p[0] == 0xFF && p[1] == 0xFE {
            return n >= 4 && p[2] == 0 && p[3] == 0 ? "UTF-32" : "UTF-16"
        }
        if p[0] == 0xFE && p[1] == 0xFF { return "UTF-16" }
        let zero = (0..<min(n, 4)).map { p[$0] == 0 }
        guard n >= 4 else { return n == 2 && zero[0] != zero[1] ? "UTF-16" : nil }
        if p[0] == 0 && p[1] == 0 && p[2] == 0xFE && p[3] == 0xFF { return "UTF-32" }
        switch (zero[0], zero[1], zero[2], zero[3]) {
        case (true, true, true, false), (false, true, true, true): return "UTF-32"
        case (true, false, true, false), (false, true, false, true): return "UTF-16"
        default: return nil
        }
    }
}
