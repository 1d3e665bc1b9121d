/// Decodes JSON string tokens that the parser has already validated (so malformed input cannot reach here; any
/// surprise is skipped rather than trapped on).
enum JSONStringDecoder {
    /// The decoded UTF-8 bytes of the string token spanning `[from, to)` (opening quote to just past the closing quote).
    static func decode(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(max(0, to - from - 2))
        var i = from + 1
        let stop = max(i, to - 1)
        while i < stop {
            let b = p[i]
            if b != UInt8(ascii: "\\") {
                out.append(b)
                i += 1
                continue
            }
            guard i + 1 < stop else { break }
            let e = p[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(p, at: i, stop: stop) else { break }
                i += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF, i + 6 <= stop, p[i] == UInt8(ascii: "\\"),
                   p[i + 1] == UInt8(ascii: "u"), let low = hex4(p, at: i + 2, stop: stop), low >= 0xDC00, low <= 0xDFFF {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                appendUTF8(scalar, to: &out)
            default: out.append(e)  // \" \\ \/
            }
        }
        return out
    }

    /// The decoded text of a validated string token.
    static func decodeString(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int, escaped: Bool) -> String {
        if !escaped {
            let start = min(from + 1, to)
            let end = max(start, to - 1)
            return makeString(UnsafeBufferPointer(rebasing: p[start..<end]))
        }
        return decode(p, from: from, to: to).withUnsafeBufferPointer { makeString($0) }
    }

    /// A String from UTF-8 bytes. `String(decoding:as:)` is generic and pays for a dynamic cast on every call;
    /// this initialiser copies the bytes directly (and would repair invalid UTF-8, which validated input never has).
    static func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: bytes.count) { target in
            guard let destination = target.baseAddress else { return 0 }
            destination.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }

    /// The value of the four hex digits at `at` (before `stop`), nil when they are not four hex digits.
    static func hex4(_ p: UnsafeBufferPointer<UInt8>, at: Int, stop: Int) -> UInt32? {
        guard at + 4 <= stop else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
            let b = p[at + k]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    /// Appends a scalar as UTF-8. A lone surrogate cannot reach here (the parser rejects it); if one did, it would be
    /// written as U+FFFD rather than as invalid UTF-8.
    private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (scalar >> 6)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0xD800...0xDFFF:
            out.append(contentsOf: [0xEF, 0xBF, 0xBD])
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (scalar >> 12)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (scalar >> 18)))
            out.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
