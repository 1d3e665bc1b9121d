/// The one JSON string writer of ppdata, for the library's few JSON values and every JSON output of the CLI.
package enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    package static func quote(_ text: String) -> String {
        var out = JSONBytes(capacity: text.utf8.count + 2)
        write(text, to: &out)
        return out.string
    }

    /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped (and U+2028/U+2029, which
    /// JavaScript treats as line ends), the rest as UTF-8.
    ///
    /// Works on the UTF-8 bytes and copies runs that need no escape in one piece, into a byte buffer (appending to a
    /// `String` piece by piece cost more than the escaping): `validate` writes every message and path through here,
    /// so this is on the streaming path.
    package static func write(_ text: String, to out: inout JSONBytes) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            let count = bytes.count
            func flushRun(upTo end: Int) {
                if end > runStart { out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<end])) }
            }
            while index < count {
                // Eight bytes at a time while none needs a look: no control character, quote, backslash or non-ASCII
                // byte (messages and paths are mostly plain ASCII; byte by byte was most of the output's cost).
                if index + 8 <= count, let base = bytes.baseAddress,
                    !needsLook(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0xE2 {
                    index += 1
                    continue
                }
                let escape: String
                var width = 1
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
                    guard index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                    else {
                        index += 1
                        continue
                    }
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                flushRun(upTo: index)
                out.append(utf8: escape)
                index += width
                runStart = index
            }
            flushRun(upTo: count)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes of `word` is below 0x20, a quote, a backslash or non-ASCII. Each test is the
    /// exact "some byte is zero" (or "below n", n ≤ 0x80) word test, valid once the non-ASCII bytes are ruled out.
    @inline(__always)
    static func needsLook(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        if word & highs != 0 { return true }
        func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let below0x20 = (word &- ones &* 0x20) & ~word & highs != 0
        return below0x20 || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C))
    }
}
