#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Security codes written after their name in free text: `CVV 123`, `cvv: 123`, `cvv="123"`, `"cvv": "123"` (a JSON
/// text inside a value), `Security code: 1234`, `cvv%253D123` (a URL encoded twice). A value ppdata echoes may hold
/// them (a note, a description, a malformed URL), and the query-parameter rule (`cvv=123`, in `CardData.swift`) saw
/// only a plain `=` and an unquoted value (a new user's trial showed `cvv="123"` and `cvv: 123` whole).
///
/// Three or four decimal digits (ASCII, or another script's: `CVV １２３`, `CVV ١٢٣`) are masked, a `•` per digit,
/// when they stand alone (no letter or digit touches them) and only separators come between them and a security
/// code's name (`isLabelSeparator`: white space, ASCII punctuation, a non-ASCII character such as a full-width colon;
/// an escaped line break; a JSON pointer's escape). The name is one of `securityCodeParameters`, also written as
/// words (`Security Code`, `card code`), or ends in one of `securityCodeLastWords` (`card_cvv`, `billing CVV`). A
/// number after any other word is left alone: what a finding quotes as a count or a limit (`has 1000 characters`) is
/// no security code. A text with percent escapes, full-width forms or invisible characters is read a second time
/// as `DecodedText` (`cvv%3D%39%38%37`, `ＣＶＶ：１２３`, `c\u{200B}vv 1\u{200B}23`), the places mapped back.
extension CardChecks {
    /// `bytes` with each security code that follows its name masked, or nil when there is none.
    static func maskingLabelledSecurityCodes(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var (codes, encoded) = labelledCodes(in: bytes)
        if encoded, let decoded = DecodedText(bytes, joiningLetters: false) {
            // Letters parted by an invisible character are read apart (`a\u{200B}cvv: 123`), then, when there were
            // such, joined (`c\u{200B}vv 987`).
            var readings = [decoded]
            if decoded.partsLetters, let joined = DecodedText(bytes, joiningLetters: true) { readings.append(joined) }
            for reading in readings {
                codes += reading.bytes.withUnsafeBufferPointer(labelledCodes(in:)).codes.map {
                    (range: reading.originalRange(of: $0.range), digits: $0.digits)
                }
            }
            codes = merged(codes.sorted { $0.range.lowerBound < $1.range.lowerBound })
        }
        guard !codes.isEmpty else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var copied = 0
        for code in codes {
            output += bytes[copied..<code.range.lowerBound]
            for _ in 0..<code.digits { output += "•".utf8 }
            copied = code.range.upperBound
        }
        output += bytes[copied...]
        return output
    }

    /// `codes`, in order, with those that overlap as one: a code both readings found, one of them further (`CID
    /// 123\u{200B}4`: `123` and `1234`, the review), is masked over both places with the longer one's digits.
    private static func merged(_ codes: [(range: Range<Int>, digits: Int)]) -> [(range: Range<Int>, digits: Int)] {
        var result: [(range: Range<Int>, digits: Int)] = []
        for code in codes {
            if let last = result.last, code.range.lowerBound < last.range.upperBound {
                let upper = max(last.range.upperBound, code.range.upperBound)
                result[result.count - 1] = (last.range.lowerBound..<upper, max(last.digits, code.digits))
            } else {
                result.append(code)
            }
        }
        return result
    }

    /// The security codes that follow their name in `bytes`: where each is, and how many digits it has; and whether
    /// `bytes` may read otherwise as `DecodedText`: it has a full-width form or an invisible character, or a digit
    /// one or two bytes after a `%` (every percent escape of a digit, ASCII or not, has one). Building the second
    /// reading for every text with a non-ASCII character (an address in French, say) cost the CLI 0.5% of its
    /// instructions (callgrind, broad corpus).
    private static func labelledCodes(in bytes: UnsafeBufferPointer<UInt8>) -> (codes: [(range: Range<Int>, digits: Int)], encoded: Bool) {
        var codes: [(range: Range<Int>, digits: Int)] = []
        var encoded = false
        var index = 0
        while index < bytes.count {
            guard let length = digitLength(bytes, at: index) else {
                if !encoded, bytes[index] >= 0xC0 {
                    // Every full-width form starts with 0xEF.
                    encoded = bytes[index] == 0xEF || DecodedText.invisibleLength(bytes, at: index) != nil
                }
                index = nextDigitCandidate(in: bytes, after: index)
                continue
            }
            encoded = encoded || index > 0 && bytes[index - 1] == UInt8(ascii: "%")
                || index > 1 && bytes[index - 2] == UInt8(ascii: "%")
            var end = index + length
            var digits = 1
            while end < bytes.count, let next = digitLength(bytes, at: end) {
                end += next
                digits += 1
            }
            // After `~`, a `0` or `1` is a JSON pointer's escape (`cvv~1987`: `cvv/987`; `cvv~01987`: the key
            // `cvv~1987`, whose message masks `987`).
            if index > 0, bytes[index - 1] == UInt8(ascii: "~"), bytes[index] &- 0x30 < 2 {
                (index, digits) = (index + 1, digits - 1)
            }
            if (3...4).contains(digits), end == bytes.count || !isLetterOrDigit(bytes[end]), followsLabel(bytes, at: index) {
                codes.append((index..<end, digits))
            }
            index = end
        }
        return (codes, encoded)
    }

    /// Where the first byte after `index` that may start a digit is (an ASCII digit, or a longer scalar's first byte):
    /// eight bytes at a time past those that hold none (`digitCandidateCount`'s test), as most of a message is
    /// letters. Every finding's text passes here: a walk byte by byte cost the CLI 0.3% of its instructions
    /// (callgrind, broad corpus).
    private static func nextDigitCandidate(in bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var next = index + 1
        while next + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self)
            let low = word & ~highs
            let digits = (low &+ ones &* 0x50) & ~(low &+ ones &* 0x46) & ~word & highs
            let leads = word & (word << 1) & highs  // a longer scalar's first byte: it may be another script's digit
            // The first flagged byte: the lowest once the word is in little-endian order (the flags are exact per byte).
            let flags = UInt64(littleEndian: digits | leads)
            if flags != 0 { return next + (flags.trailingZeroBitCount >> 3) }
            next += 8
        }
        return next
    }

    /// The ends of the names `followsLabel` accepts, three bytes in lower case (`cvv`, `cvv2`'s `vv2`, `code`'s `ode`,
    /// `value`'s `lue`, `card verification`'s `ion`): a number after any other word is passed over without reading its
    /// name.
    private static let labelEnds: [UInt32] = ["cvv", "cvc", "csc", "cid", "cvn", "cvd", "vv2", "vc2", "vn2", "cv2", "ode", "lue", "ion"].map {
        $0.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether a security code's name and separators alone come before the digits at `index`.
    private static func followsLabel(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let plain = gapStart(bytes, before: index, skippingAsides: false)
        if named(bytes, endingAt: plain.start, before: index) { return true }
        // A short aside between the name and the code (`CVV (3 digits): 123`, `cvv (back of card) is 4321`), read
        // only when the plain reading finds no name: `(cvv) 123` is named inside its brackets.
        guard plain.passedAside else { return false }
        return named(bytes, endingAt: gapStart(bytes, before: index, skippingAsides: true).start, before: index)
    }

    /// Where the gap between a name and the digits at `index` starts, over at most 64 bytes: separators
    /// (`isLabelSeparator`), a JSON text's escaped line break or a JSON pointer's escape (`escapeLength`), and up to
    /// two words that call the code a number (`CVV number: 123`, `CVV no. 123`, `the CVV is 123`, `CVV number is
    /// 123`: `fillerWordStart`); with `skippingAsides`, a bracketed aside of up to 24 bytes as one separator.
    /// `passedAside`: the plain reading met a `)`, so an aside may hide the name.
    private static func gapStart(
        _ bytes: UnsafeBufferPointer<UInt8>, before index: Int, skippingAsides: Bool
    ) -> (start: Int, passedAside: Bool) {
        var position = index
        var passedAside = false
        var fillers = 0
        var fillerBytes = 0  // the words are not counted in the 64 bytes of the gap
        while position > 0, index - position - fillerBytes < 64 {
            if bytes[position - 1] == UInt8(ascii: ")") { passedAside = true }
            if skippingAsides, bytes[position - 1] == UInt8(ascii: ")"),
                let open = (max(0, position - 24)..<(position - 1)).last(where: { bytes[$0] == UInt8(ascii: "(") })
            {
                position = open
            } else if isLabelSeparator(bytes[position - 1]) {
                position -= 1
            } else if isEscape(bytes, endingAt: position) {
                position -= 2
            } else if fillers < 2, position < index, let start = fillerWordStart(bytes, endingAt: position) {
                fillerBytes += position - start
                position = start
                fillers += 1
            } else {
                break
            }
        }
        return (position, passedAside)
    }

    /// Whether the two bytes before `end` are a JSON text's escaped line break or tab (`\n`, `\r`, `\t`, in a JSON
    /// text a value holds) or a JSON pointer's escape (`~1` for `/`, `~0` for `~`: `/cvv~1987`).
    private static func isEscape(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> Bool {
        guard end >= 2 else { return false }
        let first = bytes[end - 2], second = bytes[end - 1]
        return first == UInt8(ascii: "\\") && (second == UInt8(ascii: "n") || second == UInt8(ascii: "r") || second == UInt8(ascii: "t"))
            || first == UInt8(ascii: "~") && second &- 0x30 < 2
    }

    /// Whether a security code's name ends at `end`, before the gap to the digits at `index`.
    private static func named(_ bytes: UnsafeBufferPointer<UInt8>, endingAt position: Int, before index: Int) -> Bool {
        guard position < index else { return false }
        // The name's last three letters or digits (`CVV-2` ends as `cvv2` does).
        var end: UInt32 = 0
        var letters = 0
        var at = position
        while letters < 3, at > 0, isNameByte(bytes[at - 1]) {
            at -= 1
            guard bytes[at] != UInt8(ascii: "_"), bytes[at] != UInt8(ascii: "-") else { continue }
            end |= UInt32(bytes[at] | 0x20) << (8 * letters)
            letters += 1
        }
        guard letters == 3, labelEnds.contains(end) else { return false }
        // The name: up to three words joined by single spaces, the nearest last.
        var words: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var wordEnd = position
        while words.count < 3 {
            let start = nameStart(in: bytes, endingAt: wordEnd).start
            guard start < wordEnd else { break }
            words.append(bytes[start..<wordEnd])
            guard start > 1, bytes[start - 1] == UInt8(ascii: " "), isNameByte(bytes[start - 2]) else { break }
            wordEnd = start - 1
        }
        guard let last = words.first else { return false }
        if isSecurityCodeName(last) { return true }
        var joined: [UInt8] = []
        for word in words {
            joined = folded(word) + joined
            if securityCodeParameters.contains(joined) { return true }
        }
        return false
    }

    /// Where the word ending at `end` starts when it is one of `fillerWords`, in any case; else nil. Read on bytes,
    /// after its last letter: a `Set` of arrays here cost the CLI 0.1% of its instructions (callgrind, broad corpus:
    /// every three or four digits after a word ask).
    private static func fillerWordStart(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> Int? {
        guard end > 0 else { return nil }
        let last = bytes[end - 1] | 0x20
        guard last == UInt8(ascii: "r") || last == UInt8(ascii: "m") || last == UInt8(ascii: "o")
            || last == UInt8(ascii: "s")
        else { return nil }
        var start = end
        var word: UInt64 = 0
        while start > 0, end - start < 8, (0x61...0x7A).contains(bytes[start - 1] | 0x20) {
            start -= 1
            word |= UInt64(bytes[start] | 0x20) << (8 * UInt64(end - 1 - start))
        }
        guard start > 0 else { return nil }
        if fillerWords.contains(word), isLabelSeparator(bytes[start - 1]) || isEscape(bytes, endingAt: start) {
            return start
        }
        // An escaped line break or tab before the word (`CVV:\nis 123`): its letter is no part of it. A backslash
        // and a word alone (`CVV\no 123`, `\number`) read as the word above.
        guard isEscape(bytes, endingAt: start + 1), end - start >= 2 else { return nil }
        let rest = word & ((1 << (8 * UInt64(end - start - 1))) - 1)
        return fillerWords.contains(rest) ? start + 1 : nil
    }

    /// The words `fillerWordStart` reads, each packed as it packs them (the last letter in the lowest byte): those
    /// that call the code a number, and `is`.
    private static let fillerWords: [UInt64] = ["number", "numbers", "num", "nbr", "nr", "no", "is"].map {
        $0.utf8.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The length in bytes of the decimal digit at `index`, an ASCII one or another script's (`１`, `٣`: a code typed
    /// with a full-width or Arabic keyboard is read as one, as card numbers are), or nil.
    private static func digitLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte &- 0x30 < 10 { return 1 }
        guard byte >= 0xC0 else { return nil }
        let scalar = token(bytes, at: index)
        return scalar.value >= 0 ? scalar.length : nil
    }

    /// Whether `byte` is an ASCII letter or digit: what may not touch a code's digits.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte | 0x20) || byte &- 0x30 < 10
    }

    /// Whether `byte` may come between a security code's name and its value: white space, line breaks and other
    /// controls, ASCII punctuation but `%`, `_`, `~` and the backquote (`:`, `=`, quotes, `#`, `-`, `/`, `.`, `,`, `;`, `|`, `>`,
    /// brackets, ...), and any byte of a non-ASCII character (a full-width colon, a no-break space). Not the
    /// backquote: docs/rules.md quotes names in it, and "a one-digit `cvv2` (201, the sale completed" in SARIF's rule
    /// help is an HTTP status.
    private static func isLabelSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x24, 0x26...0x2F, 0x3A...0x40, 0x5B...0x5E, 0x7B...0x7D, 0x7F...0xFF: true
        default: false
        }
    }
}
