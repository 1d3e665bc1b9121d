/// Redaction: card numbers masked in every message, suggestion and pointer, whichever check wrote them.
extension CardChecks {
    /// `text` with every card number in it masked as `•••• 1111`, by the rule in `CardChecks+DigitText.swift`
    /// (13–19 digits passing the Luhn check or starting with a known IIN, grouped in any way, also stuck to other
    /// digits), the value of every URL query parameter that holds a security code (`cvv=123`) masked whole, and a
    /// security code written after its name (`CVV: 123`, `CardChecks+SecurityCodeLabels.swift`).
    /// Amounts (at most 15 digits before a decimal point, unless a card number runs across the point) and E.164
    /// phone numbers after `+` are left alone.
    ///
    /// Every finding passes through this (its message and suggestion in `Diagnostic.init`, its pointer in
    /// `ValidationContext` and where the reader reports duplicate keys), as a safety net behind the card
    /// checks' own masking: a card number pasted into the wrong field (a description, a quantity, a key) is echoed by
    /// that field's check or its pointer, and must not reach a log through it.
    static func redactingCardNumbers(in text: String) -> String {
        var redacted = text
        redactCardNumbers(in: &redacted)
        return redacted
    }

    /// `redactingCardNumbers(in:)` in place: `text` is written only when it has something to mask (every finding's
    /// message passes here, and reassigning an unchanged text retained and released it).
    static func redactCardNumbers(in text: inout String) {
        if let masked = masking(text) { text = masked }
    }

    /// `redactCardNumbers(in:)` for an optional text (a suggestion).
    static func redactCardNumbers(in text: inout String?) {
        if let value = text, let masked = masking(value) { text = masked }
    }

    /// `text` masked, or nil when it has nothing to mask. Screened on bytes first: most texts have fewer than three
    /// digit candidates (no security code, no card number), and most with more have no long digit span, no query
    /// parameter and no security code's name.
    static func masking(_ text: String) -> String? {
        text.withUTF8Bytes { bytes -> String? in
            let candidates = digitCandidateCount(bytes)
            guard candidates >= 3 else { return nil }
            var output = candidates >= 13 && hasLongDigitSpan(bytes) ? maskingCardNumbers(in: bytes) : nil
            if hasSecurityCodeParameter(bytes) {
                output = (output ?? Array(bytes)).withUnsafeBufferPointer(maskingSecurityCodeParameters)
            }
            if let current = output {
                output = current.withUnsafeBufferPointer(maskingLabelledSecurityCodes) ?? current
            } else {
                output = maskingLabelledSecurityCodes(bytes)
            }
            return output.map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Whether `text` has 13 digits or more joined by separators: the only spans `redactingCardNumbers` can mask.
    static func hasLongDigitSpan(_ text: String) -> Bool {
        text.withUTF8Bytes { digitCandidateCount($0) >= 13 && hasLongDigitSpan($0) }
    }

    /// `hasLongDigitSpan` of UTF-8 bytes, without the count screen: a walk over tokens counting the digits of each
    /// span (a superset of the spans the masking reads: it does not stop at a decimal point).
    static func hasLongDigitSpan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var count = 0
        var afterDigit = false
        var index = 0
        while index < bytes.count {
            // Digits and plain ASCII read here; an escape (`%`, `\\`, `~`) or a longer scalar by `token`, whose call
            // for every byte of every message with digits cost the CLI 0.4% of its instructions (callgrind).
            let byte = bytes[index]
            let token: (length: Int, value: Int8)
            if byte &- 0x30 < 10 {
                token = (1, 0)
            } else if byte < 0x80, byte != UInt8(ascii: "%"), byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "~") {
                token = (1, isASCIISeparator(byte) ? separatorToken : otherToken)
            } else {
                token = self.token(bytes, at: index)
            }
            if token.value >= 0 {
                count += 1
                if count >= 13 { return true }
                afterDigit = true
            } else if token.value == otherToken || !afterDigit {
                count = 0
                afterDigit = false
            }
            index += token.length
        }
        return false
    }

    /// The number of ASCII digits and of bytes that start a non-ASCII scalar (which may be a digit of another
    /// script) in `bytes`, eight at a time: a bound on the digits the token walk can find (a percent-encoded or
    /// escaped digit holds an ASCII digit too). For each byte b of a word with its high bit cleared, b + 0x50 carries
    /// into bit 7 exactly when b >= 0x30, and b + 0x46 exactly when b >= 0x3A (no carry crosses a byte: both sums
    /// stay below 0x100); a digit is a byte with the first, without the second and without its own high bit. A
    /// lead byte has its two high bits set. The flags are summed by one multiplication (no popcount is assumed).
    static func digitCandidateCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var count = 0
        var k = 0
        while k + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            let low = word & ~highs
            let digits = (low &+ ones &* 0x50) & ~(low &+ ones &* 0x46) & ~word & highs
            let leads = word & (word << 1) & highs
            count += Int((((digits | leads) >> 7) &* ones) >> 56)
            k += 8
        }
        while k < bytes.count {
            if (0x30...0x39).contains(bytes[k]) || bytes[k] >= 0xC0 { count += 1 }
            k += 1
        }
        return count
    }

    /// `redactingCardNumbers` without the screens, for card numbers only.
    static func maskingCardNumbers(in text: String) -> String {
        text.withUTF8Bytes { String(decoding: maskingCardNumbers(in: $0), as: UTF8.self) }
    }

    /// `maskingCardNumbers(in:)` of UTF-8 bytes: one walk over the tokens, each span's digits collected once.
    static func maskingCardNumbers(in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let count = bytes.count
        var output: [UInt8] = []
        output.reserveCapacity(count + 8)
        var span = DigitSpan()
        var index = 0
        var afterDigit = false
        while index < count {
            let first = token(bytes, at: index)
            guard first.value >= 0, !afterDigit else {
                output += bytes[index..<(index + first.length)]
                afterDigit = first.value >= 0
                index += first.length
                continue
            }
            // The part of a span read so far that starts here: the rest of the last span walked, after the decimal
            // point that cut it, or a new span.
            let firstRun: Int
            if let run = span.run(before: index) {
                firstRun = run + 1
            } else {
                span.read(bytes, from: index)
                firstRun = 0
            }
            index = maskingPart(of: span, from: index, firstRun: firstRun, in: bytes, into: &output)
            afterDigit = true
        }
        return output
    }

    /// Masks the part of `span` that starts at `start`, the group after run `firstRun - 1` (or the span's first),
    /// appending it to `output`, masked or as it is; returns where it ends.
    private static func maskingPart(
        of span: DigitSpan, from start: Int, firstRun: Int, in bytes: UnsafeBufferPointer<UInt8>,
        into output: inout [UInt8]
    ) -> Int {
        let count = bytes.count
        func digitAt(_ position: Int) -> Bool { position < count && token(bytes, at: position).value >= 0 }
        let runs = span.runs[firstRun...]
        let digitBase = firstRun > 0 ? span.runs[firstRun - 1].digitsBefore : 0
        // A decimal point ends the part: the only lone dot, or a lone dot before a group of one or two digits that
        // other separators follow (`10,000.00, 20,000.00` is a list of amounts; `4111.1111.1111.1111` and
        // `4222.2222.2222.2` are card numbers).
        let loneDots = span.loneDots(from: firstRun)
        // Not where the one dot among other separators cuts a card in two that neither piece shows
        // (`4111 1111 1111.1111`, `5555.5555 4444 4444`): the part is then read whole.
        let cutsACard =
            loneDots == 1 && runs.count > 1
            && span.digits.withUnsafeBufferPointer { all in
                let whole = UnsafeBufferPointer(rebasing: all[digitBase...])
                return cardWindow(in: whole) != nil
                    && runs.first { $0.loneDot }.map {
                        cardWindow(in: UnsafeBufferPointer(rebasing: all[digitBase..<$0.digitsBefore])) == nil
                    } == true
            }
        var cut: Int?
        if loneDots > 0, !cutsACard {
            for offset in runs.indices where runs[offset].loneDot {
                let next = offset + 1 < span.runs.count ? span.runs[offset + 1] : nil
                let fraction = (next?.digitsBefore ?? span.digits.count) - runs[offset].digitsBefore <= 2
                    && next?.loneDot == false
                if loneDots == 1 || fraction {
                    cut = offset
                    break
                }
            }
        }
        var digits = Array(span.digits[digitBase..<(cut.map { span.runs[$0].digitsBefore } ?? span.digits.count)])
        var end = cut.map { span.runs[$0].start } ?? span.end
        // Amounts keep their digits: a plain run of at most 15 (no amount limit, Orders v2's 15 integer digits
        // included, reaches 16) before a decimal point. Grouped digits are no amount.
        let plainRunEnd = runs.first?.start ?? span.end
        var isAmount = end == plainRunEnd && end < count && bytes[end] == UInt8(ascii: ".") && digitAt(end + 1)
            && digits.count <= 15
        if isAmount, let cardEnd = cardEnd(acrossPointAt: end, in: bytes, digits: &digits) {
            end = cardEnd
            isAmount = false
        }
        // A whole card before the point is no amount (`378282246310005.1234`: an American Express number and its
        // code, shown whole as an amount; the second review).
        if isAmount, digits.count >= 13, digits.withUnsafeBufferPointer(isWholeCard) { isAmount = false }
        // "+54 9 11 2345-6789": an E.164 phone number (at most 15 digits; its calling code may look like an IIN).
        let isPhone = start > 0 && bytes[start - 1] == UInt8(ascii: "+") && digits.count <= 15
        // Where the groups start: a card ends at one, and a security code or an expiry follows. The runs past the
        // part's digits are not read (the digits read across a point reach the group after it, `4222222222222.378`).
        let groupStarts = digits.count >= 13
            ? runs.prefix { $0.digitsBefore - digitBase < digits.count }.map { $0.digitsBefore - digitBase } : []
        let window = isAmount || isPhone
            ? nil : digits.withUnsafeBufferPointer { cardWindow(in: $0, groupStarts: groupStarts) }
        guard var window else {
            output += bytes[start..<end]
            return end
        }
        // Three digits or more after a decimal point that ended the part are the card's (its code, `.123`), not
        // shown, and read as a group of it (a 19-digit card written `4806956042304114.426` is in doubt as any is);
        // one or two are cents (`.00`).
        if end < count, bytes[end] == UInt8(ascii: "."), digitAt(end + 1) {
            var after = end + 1
            var fraction: [UInt8] = []
            while after < count, case let next = token(bytes, at: after), next.value >= 0 {
                after += next.length
                fraction.append(UInt8(next.value) + 0x30)
            }
            if fraction.count >= 3 {
                end = after
                let point = digits.count
                digits += fraction
                window = digits.withUnsafeBufferPointer { cardWindow(in: $0, groupStarts: groupStarts + [point]) } ?? window
            }
        }
        output += maskedForm(of: digits, window: window)
        return end
    }

    /// Where a card number written across a decimal point (`411111111111111.1`, `4111111111111.111`) ends, with the
    /// digits after the point appended to `digits`; nil, `digits` unchanged, when the amount is only an amount. Read
    /// as a card only when the digits on both sides, together, start with a known IIN, have a length that brand
    /// issues and pass the Luhn check, and no digit follows: 13 digits or more are already beyond any real amount,
    /// and of those with a brand's prefix only 1 in 10 passes.
    static func cardEnd(acrossPointAt point: Int, in bytes: UnsafeBufferPointer<UInt8>, digits: inout [UInt8]) -> Int? {
        var whole = digits
        var position = point + 1
        while position < bytes.count, whole.count <= 19 {
            let next = token(bytes, at: position)
            guard next.value >= 0 else { break }
            whole.append(UInt8(next.value) + 0x30)
            position += next.length
        }
        guard (13...19).contains(whole.count), position == bytes.count || token(bytes, at: position).value < 0 else {
            return nil
        }
        guard whole.withUnsafeBufferPointer(isWholeCard) else { return nil }
        digits = whole
        return position
    }
}
