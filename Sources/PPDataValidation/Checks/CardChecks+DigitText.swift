/// How the card-number screen reads text: which characters are digits, which join digit groups, and which windows
/// of a span's digits are a card number.
///
/// The rule, chosen for what a security reviewer asks of "a card number never appears in full" while leaving the
/// numbers diagnostics are about (amounts, dates, phone numbers, short ids) readable:
///
/// - Digits are every Unicode decimal digit (`４`, `٤` as well as `4`), and a percent-encoded ASCII digit (`%34`).
/// - Digit groups join across any run of separators: white space of any length and kind, controls, invisible format
///   characters (U+200B, U+FEFF), dashes (`-`, U+2013, U+2014), `.`, `,`, `/`, `_`, `+` (a form-encoded space),
///   their full-width forms, Japanese input's long vowel mark, middle dot and wave dash (`ー`, `・`, `〜`), and
///   their escaped forms in ppdata's own text (`%20`, `\n`, `\u0000`, a pointer's `~1`). A card number is read by
///   eye whatever is put between its groups, so no separator is too unusual to count.
/// - A span of 13 to 19 digits is a card number when it passes the Luhn check (whatever its prefix: new and
///   national brands keep appearing) or starts with a known brand's IIN (a mistyped card number is still nearly
///   all of one), or when a window of its digits starts with a known IIN, has a length that brand issues and
///   passes the Luhn check (`14111111111111111`: a digit stuck in front).
/// - A span of more than 19 digits is no card number, so it can only hold one with something stuck to it (an
///   expiry `4111…1111 12/25`, a security code, leading digits): it is masked when a window of its digits starts
///   with a known IIN, has a length that brand issues and passes the Luhn check.
/// - A masked span is replaced whole by `•••• ` and the last four digits of the card window found, so no digit
///   around the card (which could be more of it) shows.
///
/// What is masked needlessly: a 13–19 digit id that passes the Luhn check (1 in 10), or whose digits hold a
/// brand-prefixed Luhn window (about 1 in 50 more), and a run of 20 digits or more that holds one (more often the
/// longer the run). Acceptable: a masked
/// id costs a reader a look at the document, a shown card number is a reportable breach. Left alone, as before: a
/// plain run of at most 15 digits before a decimal point (an amount; no amount limit reaches 16 integer digits),
/// unless it is a brand's whole card (`378282246310005.00`) or the digits on both sides of the point together start
/// with a known IIN, have that brand's length and pass the Luhn check (`411111111111111.1`: a card number with a dot
/// typed into it), and a span of at most 15 digits
/// after `+` (an E.164 phone number). The digits after a decimal point are a span of
/// their own, screened like any other: a card written as a fraction (`0.4111111111111111`) is still one, and so a
/// long binary expansion that docs/rules.md quotes as evidence (`51.899999999999998578…`) may show masked in
/// `explain` and SARIF's rule help.
extension CardChecks {
    /// `token(_:at:)`'s value for a separator.
    static let separatorToken: Int8 = -1
    /// `token(_:at:)`'s value for anything else.
    static let otherToken: Int8 = -2

    /// The token of `bytes` (valid UTF-8) at `index`: its length in bytes and its value, a digit's 0–9,
    /// `separatorToken` or `otherToken`.
    static func token(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (length: Int, value: Int8) {
        let byte = bytes[index]
        if byte &- 0x30 < 10 { return (1, Int8(byte &- 0x30)) }
        if byte < 0x80 {
            switch byte {
            case UInt8(ascii: "%"):
                // A percent-encoded digit or separator, as a URL carries it (`%20`, `%34`).
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return (1, otherToken) }
                let decoded = high << 4 | low
                if decoded &- 0x30 < 10 { return (3, Int8(decoded &- 0x30)) }
                return (3, isASCIISeparator(decoded) ? separatorToken : otherToken)
            case UInt8(ascii: "\\"):
                // A control or other character as messages and JSON escape it (`\n`, `\u0000`).
                guard index + 1 < bytes.count else { return (1, otherToken) }
                switch bytes[index + 1] {
                case UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "b"), UInt8(ascii: "f"):
                    return (2, separatorToken)
                case UInt8(ascii: "u"):
                    guard index + 5 < bytes.count else { return (1, otherToken) }
                    var value: UInt32 = 0
                    for k in 2...5 {
                        guard let digit = hexValue(bytes[index + k]) else { return (1, otherToken) }
                        value = value << 4 | UInt32(digit)
                    }
                    guard let scalar = Unicode.Scalar(value) else { return (1, otherToken) }
                    let kind = classify(scalar)
                    return kind == otherToken ? (1, otherToken) : (6, kind)
                default: return (1, otherToken)
                }
            case UInt8(ascii: "~"):
                // A JSON pointer's escaped `/` (`~1`), which a key grouped by slashes shows in a pointer.
                let isSlash = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "1")
                return isSlash ? (2, separatorToken) : (1, otherToken)
            default:
                return (1, isASCIISeparator(byte) ? separatorToken : otherToken)
            }
        }
        // A longer scalar: decoded from its bytes (the text is valid UTF-8; a stray byte is read as other).
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= bytes.count else { return (1, otherToken) }
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = value << 6 | UInt32(bytes[index + k] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return (1, otherToken) }
        return (length, classify(scalar))
    }

    /// A scalar's token value: a decimal digit's value, `separatorToken` or `otherToken`.
    static func classify(_ scalar: Unicode.Scalar) -> Int8 {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            if byte &- 0x30 < 10 { return Int8(byte &- 0x30) }
            return isASCIISeparator(byte) ? separatorToken : otherToken
        }
        let properties = scalar.properties
        if properties.numericType == .decimal, let value = properties.numericValue, value >= 0, value <= 9 {
            return Int8(value)
        }
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .dashPunctuation:
            return separatorToken
        default:
            break
        }
        switch scalar.value {
        // Minus sign, middle dot, one-dot leader, hyphenation point; full-width comma, full stop, solidus and low
        // line; ideographic comma and full stop. What Japanese input methods put between digit groups: the long
        // vowel mark (ー, and half-width ｰ), katakana middle dots (・, ･), wave dashes (〜, ～) and the kanji 一 taken
        // for a dash (a new user's trial: `4111ー1111ー1111ー1111` was shown whole).
        case 0x2212, 0x00B7, 0x2024, 0x2027, 0xFF0C, 0xFF0E, 0xFF0F, 0xFF3F, 0x3001, 0x3002,
            0x30FC, 0xFF70, 0x30FB, 0xFF65, 0x301C, 0xFF5E, 0x4E00:
            return separatorToken
        default: return otherToken
        }
    }

    /// Whether an ASCII byte joins digit groups: white space and other controls, DEL, `-`, `.`, `,`, `/`, `_`.
    static func isASCIISeparator(_ byte: UInt8) -> Bool {
        switch byte {
        // `+`: a space in a form-encoded query (`?pan=4111+1111+1111+1111`); one before a span's first digit is no
        // separator there, and still marks an E.164 phone number.
        case 0..<0x21, 0x7F, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "/"),
            UInt8(ascii: "_"), UInt8(ascii: "+"):
            true
        default: false
        }
    }

    /// The value of a hexadecimal digit's byte, or nil.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 0x30
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 0x57
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 0x37
        default: nil
        }
    }

    /// The window of `digits` (ASCII digit bytes, a span's digits in order) that the rule above reads as a card
    /// number, or nil. Linear in the span: at each start a brand's prefix is read, and only where it is one, a Luhn
    /// test of at most 19 digits for each length the brand issues.
    ///
    /// `groupStarts`: where the span's digit groups after the first start, in order (the separators between them
    /// are gone from `digits`). A group boundary after a brand's whole card number ends the card: what follows is
    /// its security code or expiry (`378282246310005 1234`, `4111 1111 1111 1111 037 12/25`: a number and its code
    /// pasted into one field), never shown as the "last four" (a new user's trial found `•••• 1234`). Without a
    /// boundary, a span longer than any card its brand issues is read the same way (`3782822463100051234`: an
    /// American Express number is 15 digits).
    ///
    /// Where two readings of one start are whole cards of 16 and of 19 digits (a 19-digit card whose first 16 digits
    /// pass the Luhn check too, 1 in 10, or a 16-digit card and a 3-digit code), which four digits are the last is
    /// not known: the window is empty, and no digit is shown. A shorter reading of 13 digits is not weighed against
    /// 16: 13-digit cards are no longer issued, and a 16-digit card's first 13 digits pass 1 time in 10.
    ///
    /// An empty window (`0..<0`): a card is there, and none of its digits may be shown.
    static func cardWindow(in digits: UnsafeBufferPointer<UInt8>, groupStarts: [Int] = []) -> Range<Int>? {
        let count = digits.count
        guard count >= 13 else { return nil }
        if let end = groupStarts.first(where: { $0 >= 13 && isWholeCard(UnsafeBufferPointer(rebasing: digits[..<$0])) }) {
            return isInDoubt(digits, at: 0, window: 0..<end) ? 0..<0 : 0..<end
        }
        if count <= 19 {
            if isWholeCard(digits) { return isInDoubt(digits, at: 0, window: 0..<count) ? 0..<0 : 0..<count }
            // A code or digits after a card of 15 or 16 (not a 13-digit reading of a mistyped 16-digit card, which
            // would show its 10th to 13th digits as its last four).
            if let window = cardWindow(in: digits, at: 0, shorterThan: count), window.count >= 15 { return window }
            if passesLuhn(utf8: digits) || CardBrand.detect(utf8: digits) != nil { return 0..<count }
        }
        // Digits stuck to a card, or a span longer than any card: a window that starts with a known IIN, has a length
        // that brand issues and passes the Luhn check. Not any Luhn window: of a run of 20 digits or more, nearly
        // every one has some, and the amounts and limits that messages quote (2^63 - 2) were masked with them.
        for start in stride(from: count <= 19 ? 1 : 0, through: count - 13, by: 1) {
            if let window = cardWindow(in: digits, at: start, shorterThan: count - start + 1) {
                return isInDoubt(digits, at: start, window: window) ? 0..<0 : window
            }
        }
        return nil
    }

    /// The whole card that starts at `start`, of a length its brand issues under `limit`: the 16- or 15-digit one
    /// when it passes (every big brand's usual length), else the longest that does. Nil without a brand's prefix.
    private static func cardWindow(in digits: UnsafeBufferPointer<UInt8>, at start: Int, shorterThan limit: Int) -> Range<Int>? {
        guard let brand = CardBrand.detect(utf8: UnsafeBufferPointer(rebasing: digits[start...])) else { return nil }
        let windows = brand.validLengths.reversed().lazy.filter { $0 < limit && start + $0 <= digits.count }
            .map { start..<(start + $0) }.filter { passesLuhn(utf8: UnsafeBufferPointer(rebasing: digits[$0])) }
        return windows.first { $0.count == 16 || $0.count == 15 } ?? windows.first
    }

    /// Whether `window`, a whole card at `start`, has a rival of 16 or 19 digits at the same start that is a whole
    /// card too: then which four digits end the card is not known.
    private static func isInDoubt(_ digits: UnsafeBufferPointer<UInt8>, at start: Int, window: Range<Int>) -> Bool {
        guard window.count == 16 || window.count == 19 else { return false }
        let rival = window.count == 16 ? 19 : 16
        guard start + rival <= digits.count else { return false }
        return isWholeCard(UnsafeBufferPointer(rebasing: digits[start..<(start + rival)]))
    }

    /// The masked form of a card whose digits `window` (from `cardWindow`) holds: `•••• ` and its last four, or
    /// `••••` alone for an empty window.
    static func maskedForm(of digits: some Collection<UInt8>, window: Range<Int>) -> [UInt8] {
        guard window.count >= 4 else { return Array("••••".utf8) }
        return Array("•••• ".utf8) + digits.dropFirst(window.upperBound - 4).prefix(4)
    }

    /// Whether `digits` are a whole card number of a known brand: its prefix, one of its lengths, the Luhn check.
    static func isWholeCard(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let brand = CardBrand.detect(utf8: digits) else { return false }
        return brand.validLengths.contains(digits.count) && passesLuhn(utf8: digits)
    }
}
