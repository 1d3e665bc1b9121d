/// Redaction: card numbers masked in every message, suggestion and pointer, whichever check wrote them.
extension CardChecks {
    /// `text` with every card number in it masked: a run of 13–19 digits (optionally grouped by separators: one to
    /// three spaces, dashes, dots, slashes or no-break spaces between groups, the ways people write a card number)
    /// that starts with a known brand's IIN becomes `•••• 1111`. A run of at most 15 digits followed by a decimal
    /// point and a digit is an amount (a span with one lone dot is read that way, not as two groups), and a run after
    /// `+` a phone number: both are left alone.
    ///
    /// Every finding passes through this (`Diagnostic.redactingCardNumbers()`), as a safety net behind the card
    /// checks' own masking: a card number pasted into the wrong field (a description, a quantity, a key) is echoed by
    /// that field's check or its pointer, and must not reach a log through it.
    static func redactingCardNumbers(in text: String) -> String {
        var redacted = text
        redactCardNumbers(in: &redacted)
        return redacted
    }

    /// `redactingCardNumbers(in:)` in place: `text` is written only when it has a span to mask (every finding's
    /// message passes here, and reassigning an unchanged text retained and released it).
    static func redactCardNumbers(in text: inout String) {
        if hasLongDigitSpan(text) { text = maskingCardNumbers(in: text) }
    }

    /// `redactCardNumbers(in:)` for an optional text (a suggestion).
    static func redactCardNumbers(in text: inout String?) {
        if let value = text, hasLongDigitSpan(value) { text = maskingCardNumbers(in: value) }
    }

    /// Whether `text` has 13 digits or more joined by separators (`separatorLength`): the only spans
    /// `redactingCardNumbers` can mask, found on bytes. Most messages with many digits (amounts and their sums) have
    /// none, and the scalar walk below cost every such diagnostic tens of thousands of instructions.
    ///
    /// Read through `withUTF8` (the UTF-8 view's iterator cost ~25 instructions a byte, and every message and
    /// suggestion passes here), after a count of all the digits eight bytes at a time: fewer than 13 settle it.
    static func hasLongDigitSpan(_ text: String) -> Bool {
        // In place (`withUTF8Bytes`): a `var` copy for `withUTF8` retained and released every text.
        text.withUTF8Bytes { bytes in
            guard digitCount(bytes) >= 13 else { return false }
            var count = 0
            var index = 0
            while index < bytes.count {
                if bytes[index] &- 0x30 < 10 {
                    count += 1
                    if count >= 13 { return true }
                    index += 1
                } else {
                    // Separators join two digits (a superset of the spans the masking joins: a lone dot too).
                    let length = index > 0 && bytes[index - 1] &- 0x30 < 10 ? separatorLength(bytes, at: index) : 0
                    if length == 0 || index + length >= bytes.count || bytes[index + length] &- 0x30 >= 10 { count = 0 }
                    index += max(length, 1)
                }
            }
            return false
        }
    }

    /// The bytes of the separator run at `index` of `bytes`: one to three of space, `-`, `.`, `/` and U+00A0 (two
    /// bytes), the characters people group a card number with; 0 when none starts there. Whether digits surround it
    /// is the caller's to test.
    static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        var end = index
        var characters = 0
        while end < bytes.count, characters < 3 {
            switch bytes[end] {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"): end += 1
            case 0xC2 where end + 1 < bytes.count && bytes[end + 1] == 0xA0: end += 2
            default: return end - index
            }
            characters += 1
        }
        return end - index
    }

    /// The number of ASCII digits in `bytes`, eight at a time: for each byte b of a word with its high bit cleared,
    /// b + 0x50 carries into bit 7 exactly when b >= 0x30, and b + 0x46 exactly when b >= 0x3A (no carry crosses
    /// a byte: both sums stay below 0x100); a digit is a byte with the first, without the second and without its
    /// own high bit. The flags are summed by one multiplication (no popcount instruction is assumed).
    static func digitCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var count = 0
        var k = 0
        while k + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            let low = word & ~highs
            let digits = (low &+ ones &* 0x50) & ~(low &+ ones &* 0x46) & ~word & highs
            count += Int(((digits >> 7) &* ones) >> 56)
            k += 8
        }
        while k < bytes.count {
            if (0x30...0x39).contains(bytes[k]) { count += 1 }
            k += 1
        }
        return count
    }

    /// `redactingCardNumbers` without the byte screen.
    ///
    /// It walks the UTF-8 bytes: digits, "+" and the separators are ASCII (U+00A0 aside, whose two bytes are no
    /// digit's), and no byte of a longer scalar is one of them, so the walk finds the spans a walk over scalars finds.
    /// (A scalar walk that built a String per digit run cost about 90,000 instructions per message that has a long
    /// span of digits.)
    static func maskingCardNumbers(in text: String) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { maskingCardNumbers(in: $0) }
    }

    /// `maskingCardNumbers(in:)` of UTF-8 bytes.
    private static func maskingCardNumbers(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        func isDigit(_ position: Int) -> Bool { position >= 0 && position < count && bytes[position] &- 0x30 < 10 }
        func looksLikeCardNumber(_ digits: some Collection<UInt8>) -> Bool {
            (13...19).contains(digits.count) && CardChecks.looksLikeCardNumber(String(decoding: digits, as: UTF8.self))
        }
        func masked(_ digits: some Collection<UInt8>) -> String.UTF8View {
            mask(String(decoding: digits, as: UTF8.self)).utf8
        }
        var output: [UInt8] = []
        output.reserveCapacity(count + 8)
        var index = 0
        while index < count {
            guard isDigit(index), !isDigit(index - 1) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            // The longest span of digit groups joined by separators, and within it the first pure digit run. A span
            // with exactly one lone dot between groups is a number with a decimal point: it ends at that dot.
            var end = index
            var digits: [UInt8] = []
            var loneDots = 0
            var firstLoneDot = (end: 0, digits: 0)
            while end < count {
                if isDigit(end) {
                    digits.append(bytes[end])
                    end += 1
                    continue
                }
                let length = isDigit(end - 1) ? separatorLength(bytes, at: end) : 0
                guard length > 0, isDigit(end + length) else { break }
                if length == 1, bytes[end] == UInt8(ascii: ".") {
                    loneDots += 1
                    if loneDots == 1 { firstLoneDot = (end, digits.count) }
                }
                end += length
            }
            if loneDots == 1 {
                end = firstLoneDot.end
                digits.removeLast(digits.count - firstLoneDot.digits)
            }
            var runEnd = index
            while isDigit(runEnd) { runEnd += 1 }
            // Amounts keep their digits: a plain run of at most 15 (no amount limit, Orders v2's 15 integer digits
            // included, reaches 16) before a decimal point. Grouped digits are no amount.
            let isAmount = { (position: Int) in
                position == runEnd && position < count && bytes[position] == UInt8(ascii: ".") && isDigit(position + 1)
                    && runEnd - index <= 15
            }
            if index > 0, bytes[index - 1] == UInt8(ascii: "+") {
                // "+54 9 11 2345-6789": an E.164 phone number (its calling code may look like an IIN).
                output += bytes[index..<end]
                index = end
            } else if looksLikeCardNumber(digits), !isAmount(end) {
                output += masked(digits)
                index = end
            } else if looksLikeCardNumber(bytes[index..<runEnd]), !isAmount(runEnd) {
                output += masked(bytes[index..<runEnd])
                index = runEnd
            } else {
                output += bytes[index..<runEnd]
                index = runEnd
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

extension Diagnostic {
    /// Masks the card numbers in the message, the suggestion and the pointer (`CardChecks.redactingCardNumbers`).
    /// A pointer through a key that is a card number no longer resolves: the standard is that no output shows one.
    mutating func redactCardNumbers() {
        CardChecks.redactCardNumbers(in: &message)
        CardChecks.redactCardNumbers(in: &suggestion)
        CardChecks.redactCardNumbers(in: &path)
    }
}
