#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Masking for a payment module's own logs and screens: the screen every finding of ppdata passes through, for text
/// ppdata did not write (a request body about to be logged, an error from another service).
///
/// The standard ppdata keeps for its own output: a card number shows at most its last four digits, a security code
/// none of its digits.
public enum CardData {
    /// The member names whose values are card security codes: Orders v2 and Vault `security_code`, Payments v1
    /// `cvv2`, and the spellings other APIs use.
    static let securityCodeMembers = ["security_code", "cvv2", "cvv", "cvc", "csc"]

    /// A card number as it may be shown: `•••• ` and its last four digits (`•••• 1111`); `••••` alone for text of
    /// fewer than 8 digits, which might be a security code typed into the wrong field.
    public static func maskedNumber(_ number: String) -> String {
        CardChecks.mask(number)
    }

    /// `text` with every card number in it masked as findings mask them (`•••• 1111`: 13 to 19 digits, grouped or
    /// not, that pass the Luhn check or start with a known brand's IIN, also when other digits are stuck to them;
    /// amounts and E.164 phone numbers are left alone), the value of each JSON member that holds a security code
    /// (`"security_code":"123"`, `"cvv2": 123`) masked whole, a `•` per character, so its length still shows, and
    /// so the value of each URL query parameter of those names (`?cvv=123`) and three or four digits written after
    /// such a name (`CVV: 123`). JSON stays JSON: a masked value that was a JSON number is written as a string
    /// (`"cvv2": "•••"`, `"number": "•••• 1111"`), so a body logged masked still parses (a new user's trial logged
    /// `{"cvv":•••}`).
    public static func redacting(_ text: String) -> String {
        let masked = quotingMaskedNumbers(in: CardChecks.redactingCardNumbers(in: text))
        return masked.withUTF8Bytes { String(decoding: maskingValues(of: securityCodeMembers, in: $0), as: UTF8.self) }
    }

    /// `text` with each masked value that stands where a JSON value does, outside any string, quoted: a number whose
    /// digits were masked in part or whole (`•••• 1111`, `•••`, `-•••`, `•••.0`), inside an object or an array, after
    /// a key's `:`, a `[` or a `,` and before `,`, `}`, `]` or the end, white space aside. Strings and brackets are
    /// told from the text's start: JSON text; free text (`CVV: •••`) stays as it is.
    static func quotingMaskedNumbers(in text: String) -> String {
        guard text.contains("•") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        var depth = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "{" || scalar == "[" {
                depth += 1
            } else if scalar == "}" || scalar == "]" {
                depth = max(0, depth - 1)
            } else if depth > 0, isNumberPart(scalar), let end = maskedNumberEnd(scalars, at: index),
                standsAsValue(scalars, from: index, to: end)
            {
                out.append("\"")
                out.append(contentsOf: scalars[index..<end])
                out.append("\"")
                index = end
                continue
            }
            out.append(scalar)
            index += 1
        }
        return String(out)
    }

    /// Whether `scalar` may be part of a JSON number or of its masked digits.
    private static func isNumberPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "•" || "-+.eE0123456789".unicodeScalars.contains(scalar)
    }

    /// Where a number that starts at `index` and holds a `•` ends (a space only inside `•••• 1111`), or nil: it
    /// holds none, or it does not start there.
    private static func maskedNumberEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index == 0 || !isNumberPart(scalars[index - 1]) else { return nil }
        var end = index
        var masked = false
        while end < scalars.count {
            if isNumberPart(scalars[end]) {
                masked = masked || scalars[end] == "•"
                end += 1
            } else if scalars[end] == " ", end >= 4, scalars[(end - 4)..<end].allSatisfy({ $0 == "•" }),
                end + 1 < scalars.count, scalars[end + 1].properties.numericType != nil
            {
                end += 1
            } else {
                break
            }
        }
        return masked ? end : nil
    }
    /// Whether `start..<end` stands where a JSON value does: after a key's `:` (a quote before it), a `[` or a `,`,
    /// and before `,`, `}`, `]` or the end, white space aside.
    private static func standsAsValue(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) -> Bool {
        var before = start - 1
        while before >= 0, scalars[before].properties.isWhitespace { before -= 1 }
        var after = end
        while after < scalars.count, scalars[after].properties.isWhitespace { after += 1 }
        guard before >= 0, after == scalars.count || ",}]".unicodeScalars.contains(scalars[after]) else { return false }
        if scalars[before] == "[" || scalars[before] == "," { return true }
        guard scalars[before] == ":" else { return false }
        var key = before - 1
        while key >= 0, scalars[key].properties.isWhitespace { key -= 1 }
        return key >= 0 && scalars[key] == "\""
    }

    /// Whether a plain decimal amount holds a card number: what `ppdata format` refuses to print. Its text as the
    /// masking of findings reads it (`9000000000000001.5`: a card before the point), or its digits read together
    /// without the sign and the point as that masking reads a digit span (`CardChecks.cardWindow`, 13 digits or
    /// more): stricter than the masking of findings, which leaves an amount of at most 15 integer digits alone, and
    /// `411111111111111.10` holds 4111111111111111 and formats as `$411,111,111,111,111.10` (a review). No PayPal
    /// amount has 13 digits.
    package static func amountHoldsCardNumber(_ amount: String) -> Bool {
        if CardChecks.redactingCardNumbers(in: amount) != amount { return true }
        let digits = amount.utf8.filter { $0 &- 0x30 < 10 }
        guard digits.count >= 13 else { return false }
        return digits.withUnsafeBufferPointer { CardChecks.cardWindow(in: $0) != nil }
    }

    /// `text` with its card numbers (and security codes in a URL query) masked as in findings, or `text` itself when
    /// it has none, screened on its bytes without a copy: for a file's name, shown beside every document's findings.
    package static func redactingCardNumbers(in text: String) -> String {
        CardChecks.masking(text) ?? text
    }

    /// `bytes` (UTF-8) with the string or number after each `"member":` of `members` masked, a `•` per character
    /// (an escape, two characters of the text and one of the value, as one). One pass into a reserved buffer:
    /// linear, whatever the text's size (a scalar view appended to scalar by scalar copied the text per append).
    static func maskingValues(of members: [String], in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let keys = members.map { Array("\"\($0)\"".utf8) }
        let count = bytes.count
        var out: [UInt8] = []
        out.reserveCapacity(count + 16)
        func skipSpaces(from start: Int) -> Int {
            var end = start
            while end < count, bytes[end] == UInt8(ascii: " ") { end += 1 }
            return end
        }
        let bullet = Array("•".utf8)
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "\""),
                let key = keys.first(where: { bytes[index...].starts(with: $0) })
            else {
                out.append(bytes[index])
                index += 1
                continue
            }
            let colon = skipSpaces(from: index + key.count)
            guard colon < count, bytes[colon] == UInt8(ascii: ":") else {
                out += bytes[index..<colon]
                index = colon
                continue
            }
            let value = skipSpaces(from: colon + 1)
            out += bytes[index..<value]
            index = value
            if index < count, bytes[index] == UInt8(ascii: "\"") {
                out.append(UInt8(ascii: "\""))
                index += 1
                while index < count, bytes[index] != UInt8(ascii: "\"") {
                    // A character: a scalar's bytes, or a backslash and the scalar it escapes.
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                    while index < count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                    out += bullet
                }
            } else if index < count, bytes[index] &- 0x30 < 10 || bytes[index...].starts(with: bullet) {
                // A number (or one the labelled-code screen masked already): masked as a string, so JSON stays JSON.
                out.append(UInt8(ascii: "\""))
                while index < count {
                    if bytes[index] &- 0x30 < 10 {
                        index += 1
                    } else if bytes[index...].starts(with: bullet) {
                        index += bullet.count
                    } else {
                        break
                    }
                    out += bullet
                }
                out.append(UInt8(ascii: "\""))
            }
        }
        return out
    }
}

/// Security codes in URL query parameters (`?cvv=123`), which a recorded request's URL or a URL value may carry.
extension CardChecks {
    /// Whether `bytes` hold a query parameter named as a security code (`isSecurityCodeName`) with a value, its `=`
    /// written plain or percent-encoded (`%3D`, in a URL nested in another's parameter).
    static func hasSecurityCodeParameter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most texts have neither `=` nor `%`: found (or not) by the C library's search, not a Swift loop per byte.
        guard let base = bytes.baseAddress else { return false }
        func first(_ byte: UInt8) -> Int? {
            memchr(base, Int32(byte), bytes.count).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
        }
        let equals = first(UInt8(ascii: "=")), percent = first(UInt8(ascii: "%"))
        guard var index = equals.map({ min($0, percent ?? $0) }) ?? percent else { return false }
        while index < bytes.count {
            if let length = equalsLength(bytes, at: index), securityCodeParameterName(bytes, before: index) != nil,
                index + length < bytes.count, !endsParameterValue(bytes, at: index + length, encoded: length > 1)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `bytes` with the value of each security-code query parameter masked, a `•` per character.
    static func maskingSecurityCodeParameters(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        let bullet = Array("•".utf8)
        var index = 0
        while index < bytes.count {
            guard let length = equalsLength(bytes, at: index), securityCodeParameterName(bytes, before: index) != nil else {
                out.append(bytes[index])
                index += 1
                continue
            }
            out += bytes[index..<(index + length)]
            index += length
            while index < bytes.count, !endsParameterValue(bytes, at: index, encoded: length > 1) {
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                out += bullet
            }
        }
        return out
    }

    /// The length of the `=` at `index`: 1 written plain, 3 percent-encoded (`%3D`), nil for anything else.
    static func equalsLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        if bytes[index] == UInt8(ascii: "=") { return 1 }
        guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "3"),
            bytes[index + 2] | 0x20 == UInt8(ascii: "d")
        else { return nil }
        return 3
    }

    /// The names of query parameters whose values are masked, written in lower case without `_` and `-`: the
    /// security code's JSON names, `cid` (American Express's), `cvn` and `cvd` (other networks' and Canada's), and
    /// the longer names forms and gateways use (`securityCode`, `card_code`, `verification_value`).
    static let securityCodeParameters: Set<[UInt8]> = Set(
        (CardData.securityCodeMembers + [
            "cid", "cvc2", "cvn", "cvn2", "cvd", "cardcode", "cardsecuritycode", "cardverificationvalue", "cardverificationcode",
            // The words CVN abbreviates (a value that is a status, `card_verification=SKIPPED`, is masked too: the
            // safe side, a review).
            "cardverification", "cardverificationnumber",
            "verificationvalue", "cvvcode", "cvccode", "cardcvv", "cardcvc",
            // The UK's name (`CV2`).
            "cv2",
            // Gateways' own: Authorize.net's x_card_code, Moneris's cvd_value, Elavon's ssl_cvv2cvc2.
            "xcardcode", "cvdvalue", "sslcvv2cvc2",
        ]).map { Array($0.filter { $0 != "_" }.utf8) })

    /// The short names that end a longer parameter's name as its last word (`card_cvv`, `cardCvc`, `billing_cvv2`);
    /// not `cid`, which ends other ids' names (`campaign_cid`).
    static let securityCodeLastWords: Set<[UInt8]> = Set(["cvv", "cvv2", "cvc", "cvc2", "csc", "cvn", "cvn2", "cvd"].map {
        Array($0.utf8)
    })

    /// Whether a parameter's name (ASCII letters, digits, `_`, `-`) names a security code: one of
    /// `securityCodeParameters` whole, in any case, `_` and `-` left out; or a name whose last word (after `_` or
    /// `-`, or a lower-case letter's upper-case one) is one of `securityCodeLastWords`. Not `xcvv` or `cvv_hint`.
    static func isSecurityCodeName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        if securityCodeParameters.contains(folded(name)) { return true }
        var wordStart = name.startIndex
        for index in name.indices.dropFirst() {
            let byte = name[index], before = name[index - 1]
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                wordStart = index + 1
            } else if (0x41...0x5A).contains(byte), (0x61...0x7A).contains(before) {
                wordStart = index
            }
        }
        guard wordStart > name.startIndex, wordStart < name.endIndex else { return false }
        return securityCodeLastWords.contains(folded(name[wordStart...]))
    }

    /// A name as `securityCodeParameters` holds it: in lower case, without `_` and `-`.
    static func folded(_ name: some Sequence<UInt8>) -> [UInt8] {
        name.compactMap { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") ? nil : $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }

    /// Whether `byte` may be part of a name: an ASCII letter or digit, `_` or `-`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte | 0x20) || byte &- 0x30 < 10 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// Where the name that ends at `end` starts: the name bytes before it (at most 48), less what the scan ran over
    /// that is not the name's: an encoded character's hexadecimal digits (`%3Fcvv`, twice encoded `%253Fcvv`; not
    /// `100%CVV`), an escape's letter (`\ncvv`, a line break escaped in a message), a pointer's `~1` or `~0`
    /// (`/card~1cvv`). `afterEncoded`: an encoded character comes right before it. Both security-code rules read names
    /// so: a query parameter's (`maskingSecurityCodeParameters`) and a label's (`maskingLabelledSecurityCodes`).
    static func nameStart(in bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> (start: Int, afterEncoded: Bool) {
        var start = end
        while start > 0, end - start < 48, isNameByte(bytes[start - 1]) { start -= 1 }
        guard start > 0, end - start > 1 else { return (start, false) }
        switch bytes[start - 1] {
        case UInt8(ascii: "%") where end - start > 2 && hexValue(bytes[start]) != nil && hexValue(bytes[start + 1]) != nil:
            let twice = end - start > 4 && bytes[start] == UInt8(ascii: "2") && bytes[start + 1] == UInt8(ascii: "5")
                && hexValue(bytes[start + 2]) != nil && hexValue(bytes[start + 3]) != nil
            return (start + (twice ? 4 : 2), true)
        case UInt8(ascii: "\\") where [UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r")].contains(bytes[start]),
            UInt8(ascii: "~") where bytes[start] == UInt8(ascii: "0") || bytes[start] == UInt8(ascii: "1"):
            return (start + 1, false)
        default:
            return (start, false)
        }
    }

    /// The start of the parameter name ending at `equals` when it is a security code's name that starts a query
    /// parameter (after any character that cannot be part of a name, `?`, `&`, `/`, `.`, a quote or white space, or
    /// an encoded `?`, `&` or `;`, or at the start of the text), or that a form's nested name puts in brackets (`card[cvc]=`, `card%5Bcvc%5D=`, as PHP and Rails encode
    /// a form), else nil.
    static func securityCodeParameterName(_ bytes: UnsafeBufferPointer<UInt8>, before equals: Int) -> Int? {
        func encoded(_ end: Int, _ high: UInt8, _ low: UInt8) -> Bool {  // `%XY` ending at `end`
            end >= 3 && bytes[end - 3] == UInt8(ascii: "%") && bytes[end - 2] == high && bytes[end - 1] | 0x20 == low
        }
        var nameEnd = equals
        var bracketed = false
        if equals > 0, bytes[equals - 1] == UInt8(ascii: "]") {
            (nameEnd, bracketed) = (equals - 1, true)
        } else if encoded(equals, UInt8(ascii: "5"), UInt8(ascii: "d")) {
            (nameEnd, bracketed) = (equals - 3, true)
        }
        let (start, afterEncoded) = nameStart(in: bytes, endingAt: nameEnd)
        guard start < nameEnd else { return nil }
        if bracketed {
            guard start > 0 && bytes[start - 1] == UInt8(ascii: "[") || encoded(start, UInt8(ascii: "5"), UInt8(ascii: "b")) else {
                return nil
            }
        } else if afterEncoded {
            // After an encoded character: only an encoded `?`, `&` or `;` (`%3F`, `%26`, `%3B`) starts a parameter.
            guard encoded(start, UInt8(ascii: "3"), UInt8(ascii: "f")) || encoded(start, UInt8(ascii: "2"), UInt8(ascii: "6"))
                || encoded(start, UInt8(ascii: "3"), UInt8(ascii: "b"))
            else { return nil }
        }
        // Any other character before the name starts it (`?`, `&`, `/`, `.`, `,`, a quote, white space): the scan
        // stopped there because it cannot be part of a name.
        return isSecurityCodeName(bytes[start..<nameEnd]) ? start : nil
    }

    /// Whether `byte` ends a query parameter's value: the next parameter, the fragment, white space, a quote or a
    /// closing bracket around the URL.
    /// `encoded`: the value of a parameter inside another's (its `=` was `%3D`), which ends at an encoded `&`, `;`
    /// or `#` too (`%26`, `%3B`, `%23`); its other encoded characters are the value's (`%31%32%33` is 123).
    static func endsParameterValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, encoded: Bool = false) -> Bool {
        switch bytes[index] {
        case 0...0x20, UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"),
            UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ","):
            return true
        case UInt8(ascii: "%") where encoded && index + 2 < bytes.count:
            let high = bytes[index + 1], low = bytes[index + 2] | 0x20
            return high == UInt8(ascii: "2") && (low == UInt8(ascii: "6") || low == UInt8(ascii: "3"))
                || high == UInt8(ascii: "3") && low == UInt8(ascii: "b")
        default:
            return false
        }
    }
}
