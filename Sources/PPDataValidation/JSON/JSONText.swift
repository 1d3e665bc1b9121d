/// The one JSON string writer of ppdata, for the library's few JSON values and every JSON output of the CLI.
package enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    package static func quote(_ text: String) -> String {
        var out = JSONBytes(capacity: text.utf8.count + 2)
        write(text, to: &out)
        return out.string
    }

    /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped (C1 controls such as U+0085
    /// too, and U+2028/U+2029: JavaScript, and Python's `splitlines`, take them for line ends), the rest as UTF-8.
    ///
    /// Works on the UTF-8 bytes and copies runs that need no escape in one piece, into a byte buffer (appending to a
    /// `String` piece by piece cost more than the escaping): `validate` writes every message and path through here,
    /// so this is on the streaming path. Eight bytes are screened at a time, and a word with a byte to look at goes
    /// straight to that byte; messages quote names, so most have a few (byte by byte from such a word, with each
    /// escape a String, was about 1,300 instructions a diagnostic, session 13).
    package static func write(_ text: String, to out: inout JSONBytes) {
        out.append(UInt8(ascii: "\""))
        // In place (`withUTF8Bytes`): a `var` copy for `withUTF8` retained and released every text written.
        text.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var runStart = 0
            var index = 0
            let count = bytes.count
            while index < count {
                if index &+ 8 <= count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let look = JSONParser.specialStringBytes(word)
                    if look == 0 {
                        index &+= 8
                        continue
                    }
                    // The lowest flagged byte is exact (see `specialStringBytes`): go straight to it.
                    index &+= look.trailingZeroBitCount &>> 3
                }
                let byte = base[index]
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0xE2 && byte != 0xC2 {
                    index &+= 1
                    continue
                }
                var width = 1
                var hexDigits = false
                var code = byte
                let escape: StaticString
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0xE2:
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; every other E2 sequence is copied as it is.
                    guard index + 2 < count, base[index + 1] == 0x80, base[index + 2] == 0xA8 || base[index + 2] == 0xA9
                    else {
                        index &+= 1
                        continue
                    }
                    escape = base[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                case 0xC2:
                    // U+0080–U+009F (C1 controls, NEL among them) are C2 80 to C2 9F; other C2 sequences are copied.
                    guard index + 1 < count, base[index + 1] < 0xA0 else {
                        index &+= 1
                        continue
                    }
                    escape = "\\u00"
                    hexDigits = true
                    code = base[index + 1]
                    width = 2
                default:
                    escape = "\\u00"
                    hexDigits = true
                }
                if index > runStart { out.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
                out.append(escape)
                if hexDigits {
                    // A control character without a short form: `\u00` and its two hex digits.
                    let digits: StaticString = "0123456789abcdef"
                    out.append(digits.utf8Start[Int(code >> 4)])
                    out.append(digits.utf8Start[Int(code & 0x0F)])
                }
                index &+= width
                runStart = index
            }
            if count > runStart { out.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
        }
        out.append(UInt8(ascii: "\""))
    }
}
