/// The reader's scalar scanning: strings (UTF-8, escapes, control characters), numbers and the literal words.
extension JSONParser {
    // MARK: Scalars

    /// Validates a string starting at the opening quote at `i` of the input (`base`, `n` bytes: the parse loop's
    /// copies of `p`); leaves `i` after the closing quote. Returns whether it contains escapes.
    ///
    /// Inlined into the parse loop: most strings are short runs of plain ASCII, and for them the whole job is one
    /// or two word tests and a look at the closing quote; a call, with the slow path's frame, cost more than that.
    @inline(__always)
    mutating func scanString(_ i: inout Int, _ base: UnsafePointer<UInt8>, _ n: Int) throws(JSONFailure) -> Bool {
        let j = Self.firstSpecialStringByte(base, n, from: i + 1)
        if j < n && base[j] == Self.quote {
            i = j + 1
            return false
        }
        let escaped = try scanStringSlow(openingQuote: i, special: j)
        i = self.i
        return escaped
    }

    /// The rest of `scanString` once a byte other than the closing quote stops the plain run (or the input ends):
    /// escapes, non-ASCII UTF-8, control characters, and the errors. Works on the stored `i`, which it leaves after
    /// the closing quote.
    @inline(never)
    mutating func scanStringSlow(openingQuote: Int, special: Int) throws(JSONFailure) -> Bool {
        var escaped = false
        var j = special
        while true {
            guard j < n else {
                i = j
                throw JSONFailure(reason: .unexpectedEndOfInput, message: "the input ends inside a string", offset: j,
                                  openingQuote: openingQuote)
            }
            let b = p[j]
            if b == Self.quote {
                i = j + 1
                return escaped
            }
            i = j
            if b == Self.backslash {
                escaped = true
                try scanEscape()
            } else if b < 0x20 {
                throw JSONFailure(reason: .controlCharacter,
                                  message: "control character U+\(hex(UInt32(b), width: 4)) must be escaped inside a string",
                                  offset: j)
            } else {
                firstNonASCII = min(firstNonASCII, j)
                try scanUTF8Scalar()
            }
            j = firstSpecialStringByte(from: i)
        }
    }

    /// The offset of the first byte at or after `start` that ends a run of plain string bytes: a quote, a backslash,
    /// a control character (< 0x20) or a non-ASCII byte (>= 0x80); `n` when there is none.
    func firstSpecialStringByte(from start: Int) -> Int {
        guard let base = p.baseAddress else { return n }
        return Self.firstSpecialStringByte(base, n, from: start)
    }

    /// `firstSpecialStringByte(from:)` in the input at `base` of `n` bytes.
    @inline(__always)
    static func firstSpecialStringByte(_ base: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> Int {
        var j = start
        // Eight bytes at a time while a whole word lies inside the buffer (never a load past the end): most string
        // bodies are short ASCII runs, so finding the special byte's exact offset in the word (instead of redoing the
        // word byte by byte) is what saves the time.
        let raw = UnsafeRawPointer(base)
        if j &+ 16 <= n {
            // The first sixteen bytes as two words, both tested before either is looked at: keys and values of 1 to 15
            // bytes (most of them) end here without a branch on which word holds the end (a branch that went either
            // way, string by string).
            let first = specialStringBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)))
            let second = specialStringBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j &+ 8, as: UInt64.self)))
            if first | second != 0 {
                // trailingZeroBitCount of 0 is 64: eight bytes, so an empty first word adds the second's offset.
                return j &+ ((first.trailingZeroBitCount &+ (first == 0 ? second.trailingZeroBitCount : 0)) &>> 3)
            }
            j &+= 16
        }
        while j &+ 8 <= n {
            // Little-endian so that the byte at the lowest offset is the lowest byte of the word on any platform.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
            let special = specialStringBytes(word)
            if special != 0 { return j &+ (special.trailingZeroBitCount &>> 3) }
            j &+= 8
        }
        // The last 0-7 bytes of the buffer, one at a time.
        while j < n {
            let b = base[j]
            if b < 0x20 || b >= 0x80 || b == quote || b == backslash { break }
            j += 1
        }
        return j
    }

    /// A mask with the high bit set in each byte of `word` that is `"`, `\`, below 0x20 or at least 0x80 (and possibly
    /// in some bytes above the first such byte). The classic "has a zero byte" test, (x - 0x01...) & ~x & 0x80..., and
    /// its "has a byte less than k" form (k <= 0x80) are exact for the lowest flagged byte: a borrow only starts at a
    /// byte that is itself a hit, so it can only spoil bytes above it. So the lowest set bit of the OR of the tests
    /// (quote: zero after XOR with 0x22...; backslash: zero after XOR with 0x5C...; control: less than 0x20;
    /// non-ASCII: high bit set) marks exactly the first special byte. Bytes are numbered from the lowest.
    /// (The haszero/hasless tests are from "Bit Twiddling Hacks", S. E. Anderson; written here from the formulas.)
    @inline(__always)
    static func specialStringBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control | word) & (ones &* 0x80)
    }

    /// Validates one escape at i (the backslash); leaves i after it.
    mutating func scanEscape() throws(JSONFailure) {
        let backslashAt = i
        i += 1
        guard i < n else { throw endOfInput("expected an escape character after '\\'") }
        switch p[i] {
        case Self.quote, Self.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            i += 1
        case UInt8(ascii: "u"):
            i += 1
            let unit = try readHex4(escapeAt: backslashAt)
            if unit >= 0xDC00 && unit <= 0xDFFF {
                throw JSONFailure(reason: .loneSurrogate,
                                  message: "\\u\(hex(UInt32(unit), width: 4)) is a low surrogate without a preceding high surrogate",
                                  offset: backslashAt)
            }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard i + 1 < n, p[i] == Self.backslash, p[i + 1] == UInt8(ascii: "u") else {
                    throw JSONFailure(reason: .loneSurrogate,
                                      message: "\\u\(hex(UInt32(unit), width: 4)) is a high surrogate not followed by a low surrogate escape",
                                      offset: backslashAt)
                }
                let secondAt = i
                i += 2
                let low = try readHex4(escapeAt: secondAt)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw JSONFailure(reason: .loneSurrogate,
                                      message: "\\u\(hex(UInt32(unit), width: 4)) is a high surrogate not followed by a low surrogate escape",
                                      offset: backslashAt)
                }
            }
        default:
            throw JSONFailure(reason: .invalidEscape,
                              message: "invalid escape '\\\(describeRaw(at: i))' in a string", offset: backslashAt)
        }
    }

    mutating func readHex4(escapeAt: Int) throws(JSONFailure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard i < n else { throw endOfInput("expected four hex digits after '\\u'") }
            let b = p[i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b &- UInt8(ascii: "A") &+ 10
            default:
                throw JSONFailure(reason: .invalidEscape, message: "'\\u' must be followed by four hex digits", offset: escapeAt)
            }
            value = value << 4 | UInt16(digit)
            i += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 scalar at i (RFC 3629 section 4); leaves i after it.
    mutating func scanUTF8Scalar() throws(JSONFailure) {
        guard let length = utf8SequenceLength(at: i) else {
            throw JSONFailure(reason: .invalidUTF8, message: invalidUTF8Message(at: i), offset: i)
        }
        i += length
    }

    /// The length of the valid UTF-8 sequence of 2 to 4 bytes at `at`, or nil when it is not valid UTF-8
    /// (a stray continuation byte, C0/C1 or F5-FF, an overlong form, an encoded surrogate, above U+10FFFF, truncated).
    func utf8SequenceLength(at: Int) -> Int? {
        let b0 = p[at]
        var length = 0
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0  // below A0 would be overlong
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; high = 0x9F  // A0...BF would encode surrogates D800-DFFF
        case 0xF0: length = 4; low = 0x90  // below 90 would be overlong
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F  // above 8F would exceed U+10FFFF
        default: return nil
        }
        guard at + length <= n else { return nil }
        let b1 = p[at + 1]
        guard b1 >= low && b1 <= high else { return nil }
        var k = 2
        while k < length {
            let b = p[at + k]
            guard b >= 0x80 && b <= 0xBF else { return nil }
            k += 1
        }
        return length
    }

    func invalidUTF8Message(at: Int) -> String {
        let b0 = p[at]
        if b0 >= 0x80 && b0 <= 0xBF { return "invalid UTF-8: unexpected continuation byte 0x\(hex(UInt32(b0), width: 2))" }
        if b0 == 0xC0 || b0 == 0xC1 { return "invalid UTF-8: overlong encoding (byte 0x\(hex(UInt32(b0), width: 2)))" }
        if b0 >= 0xF5 { return "invalid UTF-8: byte 0x\(hex(UInt32(b0), width: 2)) never occurs in UTF-8" }
        let needed = b0 >= 0xF0 ? 4 : (b0 >= 0xE0 ? 3 : 2)
        var available = 1
        while available < needed, at + available < n, p[at + available] >= 0x80, p[at + available] <= 0xBF { available += 1 }
        if available < needed { return "invalid UTF-8: truncated \(needed)-byte sequence" }
        if b0 == 0xE0 || b0 == 0xF0 { return "invalid UTF-8: overlong encoding" }
        if b0 == 0xED { return "invalid UTF-8: encoded UTF-16 surrogate" }
        if b0 == 0xF4 { return "invalid UTF-8: code point above U+10FFFF" }
        return "invalid UTF-8 sequence"
    }

    /// Validates a number at i (a '-' or digit) per RFC 8259 section 6; leaves i after it.
    mutating func scanNumber() throws(JSONFailure) {
        if p[i] == UInt8(ascii: "-") {
            i += 1
            guard i < n else { throw endOfInput("expected a digit after '-'") }
            if p[i] == UInt8(ascii: "I") {
                throw JSONFailure(reason: .nonFiniteNumber, message: "-Infinity is not a JSON number", offset: i - 1)
            }
        }
        let firstDigit = i
        if i < n, p[i] == UInt8(ascii: "0") {
            i += 1
            if i < n, isDigit(p[i]) {
                throw JSONFailure(reason: .leadingZero, message: "a number must not have a leading zero", offset: firstDigit)
            }
        } else if i < n, isDigit(p[i]) {
            i += 1
            while i < n, isDigit(p[i]) { i += 1 }
        } else {
            throw JSONFailure(reason: .invalidNumber, message: "expected a digit after '-'", offset: i)
        }
        if i < n, p[i] == UInt8(ascii: ".") {
            i += 1
            guard i < n else { throw endOfInput("expected a digit after the decimal point") }
            guard isDigit(p[i]) else {
                throw JSONFailure(reason: .invalidNumber, message: "expected a digit after the decimal point", offset: i)
            }
            while i < n, isDigit(p[i]) { i += 1 }
        }
        if i < n, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
            i += 1
            if i < n, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
            guard i < n else { throw endOfInput("expected a digit in the exponent") }
            guard isDigit(p[i]) else {
                throw JSONFailure(reason: .invalidNumber, message: "expected a digit in the exponent", offset: i)
            }
            while i < n, isDigit(p[i]) { i += 1 }
        }
    }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONFailure) {
        let count = literal.utf8CodeUnitCount
        let start = i
        let expected = literal.utf8Start
        for k in 0..<count {
            guard start + k < n else { throw endOfInput("expected '\(literal)'") }
            guard p[start + k] == expected[k] else {
                throw JSONFailure(reason: .invalidLiteral, message: "invalid literal: expected '\(literal)'", offset: start)
            }
        }
        i = start + count
        // "nullx", "true1": the literal must end here (a letter or digit would continue a word).
        if i < n, isWordByte(p[i]) {
            throw JSONFailure(reason: .invalidLiteral, message: "invalid literal: expected '\(literal)'", offset: start)
        }
    }

    @inline(__always)
    func isWordByte(_ b: UInt8) -> Bool {
        isDigit(b) || (b | 0x20) &- UInt8(ascii: "a") < 26 || b == UInt8(ascii: "_")
    }
}
