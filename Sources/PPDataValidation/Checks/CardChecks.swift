/// A payment card brand recognised from the card number's leading digits (its IIN).
///
/// Raw values are PayPal's `card_brand` spellings (Orders v2 OpenAPI, `card_brand` enum), so a brand can be
/// compared with what PayPal reports back.
///
/// Not frozen: PayPal's `card_brand` list grows, and so will this.
/// Switch over it with a `default:` (`@unknown default:` only warns across modules built without library
/// evolution), or compare with `==`.
public enum CardBrand: String, Sendable, Hashable, CaseIterable {
    /// Visa: IIN 4.
    case visa = "VISA"
    /// Mastercard: IIN 51–55 and 2221–2720.
    case mastercard = "MASTER_CARD"
    /// American Express: IIN 34, 37.
    case americanExpress = "AMEX"
    /// Discover: IIN 6011, 644–649, 65.
    case discover = "DISCOVER"
    /// JCB: IIN 3528–3589.
    case jcb = "JCB"
    /// Diners Club: IIN 300–305, 3095, 36, 38–39.
    case dinersClub = "DINERS"
    /// UnionPay: IIN 62.
    case unionPay = "CHINA_UNION_PAY"
    /// Maestro: IIN 5018, 5020, 5038, 5893, 6304, 6759, 6761–6763.
    case maestro = "MAESTRO"

    /// The brand's name as people write it, for messages.
    public var displayName: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .discover: "Discover"
        case .jcb: "JCB"
        case .dinersClub: "Diners Club"
        case .unionPay: "UnionPay"
        case .maestro: "Maestro"
        }
    }

    /// The card-number lengths the brand issues. Sources: ISO/IEC 7812 registrations as summarised by the
    /// brands' acceptance guides (Wikipedia, "Payment card number", IIN table); PayPal's own limit is 13–19.
    public var validLengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .americanExpress: [15]
        case .discover, .jcb, .unionPay: Array(16...19)
        case .dinersClub: Array(14...19)
        case .maestro: Array(13...19)  // Maestro issues 12–19; PayPal takes 13 and up.
        }
    }

    /// Digits in the card's security code: 4 (the CID on the front) for American Express, 3 for the others.
    public var securityCodeLength: Int { self == .americanExpress ? 4 : 3 }

    /// The brand whose IIN ranges contain the start of `digits` (ASCII digits only: `4111 1111 ...` with its
    /// spaces is nil; take the separators out first), or nil when none does.
    ///
    /// Ranges are tested longest-prefix first where they overlap (Maestro's 5018 before nothing else, Diners' 3095
    /// before JCB's 35xx does not overlap; UnionPay's 62 covers the Discover co-branded 622126–622925).
    public static func detect(digits: some StringProtocol) -> CardBrand? {
        // Read in place: copying its first bytes into an array cost more than the test.
        digits.withUTF8Bytes(detect(utf8:))
    }

    /// `detect(digits:)` of the number's UTF-8 bytes.
    static func detect(utf8 all: UnsafeBufferPointer<UInt8>) -> CardBrand? {
        let bytes = UnsafeBufferPointer(rebasing: all.prefix(6))
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 &- 0x30 <= 9 }) else { return nil }
        func prefix(_ count: Int) -> Int? {
            guard bytes.count >= count else { return nil }
            return bytes[0..<count].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        if let p4 = prefix(4) {
            switch p4 {
            case 5018, 5020, 5038, 5893, 6304, 6759, 6761, 6762, 6763: return .maestro
            default: break
            }
            if (2221...2720).contains(p4) { return .mastercard }
            if (3528...3589).contains(p4) { return .jcb }
            if p4 == 3095 { return .dinersClub }
            if p4 == 6011 { return .discover }
        }
        if let p3 = prefix(3) {
            if (300...305).contains(p3) { return .dinersClub }
            if (644...649).contains(p3) { return .discover }
        }
        if let p2 = prefix(2) {
            switch p2 {
            case 34, 37: return .americanExpress
            case 36, 38, 39: return .dinersClub
            case 51...55: return .mastercard
            case 62: return .unionPay
            case 65: return .discover
            default: break
            }
        }
        return bytes[0] == UInt8(ascii: "4") ? .visa : nil
    }
}

/// Card-number, expiry and security-code checks (Orders v2 `payment_source.card`), usable without a document.
///
/// Nothing here ever puts a full card number or any security-code digit into a message or suggestion: numbers are
/// shown through `mask(_:)`, security codes only by their length.
/// Internal: a helper of the rules, not API (consumers get its findings as diagnostics from `PaymentValidator`).
enum CardChecks {
    /// Why a card number is unusable.
    enum NumberProblem: Sendable, Hashable {
        /// Spaces, dashes or dots between the digits (PayPal takes digits only).
        case separators
        /// Characters other than digits and separators.
        case notDigits
        /// Fewer than 13 or more than 19 digits (PayPal's `^[0-9]{13,19}$`).
        case length(Int)
        /// The Luhn (mod 10) check digit is wrong.
        case luhn
        /// A length the recognised brand does not issue.
        case brandLength(CardBrand, Int)
    }

    /// The result of checking a card number.
    struct NumberCheck: Sendable, Hashable {
        /// The brand from the leading digits, even when the number is otherwise invalid.
        var brand: CardBrand?
        /// The first problem found, or nil for a usable number.
        var problem: NumberProblem?
    }

    /// The number shown safely: `•••• ` and the last four digits (PCI DSS allows at most the last four to be shown
    /// alongside anything else). Text with fewer than 8 digits is shown as `••••` alone, so a short value (which
    /// might be a security code typed into the wrong field) is never echoed.
    ///
    /// The last four are the card's (`cardWindow`): a security code typed after the number in the same field
    /// (`4111 1111 1111 1111 123`) or an expiry (`4111111111111111 1225`) is not shown as them.
    static func mask(_ pan: String) -> String {
        var digits: [UInt8] = []
        var groupStarts: [Int] = []
        var afterDigit = false
        for scalar in pan.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                if !afterDigit, !digits.isEmpty { groupStarts.append(digits.count) }
                digits.append(UInt8(scalar.value))
                afterDigit = true
            } else {
                afterDigit = false
            }
        }
        guard digits.count >= 8 else { return "••••" }
        let window = digits.withUnsafeBufferPointer { cardWindow(in: $0, groupStarts: groupStarts) } ?? digits.indices
        return String(decoding: maskedForm(of: digits, window: window), as: UTF8.self)
    }

    /// `text` as it may appear in a message: masked when it holds 12 or more digits, as many as the shortest card
    /// number (Maestro issues 12 to 19), since a card number typed into the wrong field must not leak through that
    /// field's message; else its first 20 characters. A date (`2026-11-01`, 8 digits) is shown.
    static func safeEcho(_ text: String) -> String {
        text.unicodeScalars.count { ("0"..."9").contains($0) } >= 12 ? mask(text) : String(text.prefix(20))
    }

    /// 13–19 digits starting with a known brand's IIN. The Luhn digit is not required: a card number with one
    /// digit mistyped is still nearly all of a card number.
    static func looksLikeCardNumber(_ digits: String) -> Bool {
        (13...19).contains(digits.utf8.count) && CardBrand.detect(digits: digits) != nil
    }

    /// Whether `digits` (ASCII digits only) passes the Luhn mod-10 check (ISO/IEC 7812-1 annex B).
    static func passesLuhn(_ digits: some StringProtocol) -> Bool {
        digits.withUTF8Bytes(passesLuhn(utf8:))
    }

    /// `passesLuhn` of the digits' UTF-8 bytes, read in place.
    static func passesLuhn(utf8 digits: UnsafeBufferPointer<UInt8>) -> Bool {
        var sum = 0
        var double = false
        var count = 0
        for byte in digits.reversed() {
            guard (0x30...0x39).contains(byte) else { return false }
            var digit = Int(byte - 0x30)
            if double {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
            double.toggle()
            count += 1
        }
        return count > 0 && sum % 10 == 0
    }

    /// Checks a card number's text: digits only, 13–19 of them, Luhn, and a length its brand issues.
    static func checkNumber(_ text: String) -> NumberCheck {
        // The digits are read from the UTF-8 bytes: an ASCII digit is one byte, and no byte of a longer scalar is
        // below 0x80, so this is the scalars' filter exactly. (Through `unicodeScalars`, filtering and rebuilding a
        // String cost ~10,000 instructions per card number, session 9.)
        let isDigitByte: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
        // The usual number is digits only: then it is its own digits, with nothing to filter or rebuild.
        let digits = text.isASCIIDigits ? text : String(decoding: text.utf8.filter(isDigitByte), as: UTF8.self)
        let count = digits.utf8.count
        let brand = CardBrand.detect(digits: digits)
        if count != text.utf8.count {
            let isSeparator: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "-" || $0 == "." || $0 == "\u{00A0}" }
            let onlySeparators = text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || isSeparator($0) }
            return NumberCheck(brand: brand, problem: onlySeparators && count > 0 ? .separators : .notDigits)
        }
        guard (13...19).contains(count) else { return NumberCheck(brand: brand, problem: .length(count)) }
        guard passesLuhn(digits) else { return NumberCheck(brand: brand, problem: .luhn) }
        if let brand, !brand.validLengths.contains(count) {
            return NumberCheck(brand: brand, problem: .brandLength(brand, count))
        }
        return NumberCheck(brand: brand, problem: nil)
    }

    /// Parses `YYYY-MM` exactly (PayPal's `^[0-9]{4}-(0[1-9]|1[0-2])$`): the year and month, or nil.
    static func parseExpiry(_ text: String) -> (year: Int, month: Int)? {
        guard let (year, month) = expiryDigits(text), (1...12).contains(month) else { return nil }
        return (year, month)
    }

    /// The year and month of text of the form `dddd-dd`, whatever the month's number (`2029-13` → 2029, 13); nil
    /// for any other form.
    static func expiryDigits(_ text: String) -> (year: Int, month: Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
            bytes.enumerated().allSatisfy({ $0.offset == 4 || (0x30...0x39).contains($0.element) })
        else { return nil }
        let value = { (range: Range<Int>) in bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        return (value(0..<4), value(5..<7))
    }

    /// `YYYY-MM` for expiry text in a common other form (`02/27`, `02/2027`, `2027/02`, `2027-2`, `202702`), when
    /// the intent is unambiguous.
    static func expirySuggestion(for text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: " ")
        let parts = trimmed.split(whereSeparator: { $0 == "/" || $0 == "-" || $0 == "." || $0 == " " }).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        var year: Int?
        var month: Int?
        if parts.count == 2 {
            let (a, b) = (parts[0], parts[1])
            if a.count == 4, (1...2).contains(b.count) {
                year = Int(a)
                month = Int(b)
            } else if (1...2).contains(a.count), b.count == 4 {
                month = Int(a)
                year = Int(b)
            } else if (1...2).contains(a.count), b.count == 2 {
                // As the card prints it, MM/YY; else YY-MM when only that reading has a month (`26-11`).
                let (first, second) = (Int(a) ?? 0, Int(b) ?? 0)
                (month, year) = (1...12).contains(first) || !(1...12).contains(second)
                    ? (first, 2000 + second) : (second, 2000 + first)
            }
        } else if parts.count == 3, parts[0].count == 4, parts[1].count <= 2, parts[2].count <= 2 {
            // A date (`2026-11-30`): its month.
            year = Int(parts[0])
            month = Int(parts[1])
        } else if parts.count == 1, parts[0].count == 6 {
            year = Int(parts[0].prefix(4))
            month = Int(parts[0].suffix(2))
        }
        guard let year, let month, (1...12).contains(month), (1000...9999).contains(year) else { return nil }
        let suggestion = "\(year)-\(month < 10 ? "0" : "")\(month)"
        return suggestion == text ? nil : suggestion
    }
}

extension ValidationContext {
    /// Checks a card-number value (`INVALID_CARD_NUMBER`; a non-string is `INVALID_PARAMETER_SYNTAX`) and returns
    /// what was learnt about it. Messages name the number only masked (`•••• 1111`).
    ///
    /// A JSON number of plain digits that a binary floating-point number holds exactly (below 2^53, so up to 15
    /// digits always and most of 16) is a warning and then checked as its digits: PayPal authorized and captured an
    /// Orders v2 payment whose `payment_source.card.number` was the number 4032039511064869 (a sandbox test card;
    /// mediaopt/paypal-commercetools-connector's integration tests, run against the sandbox, which swapped the card
    /// for others after declines, a business answer a type refusal would have preceded; Tests/RealDocuments). A
    /// longer one could arrive changed in its last digits, so it stays the type error. No suggestion is given: it
    /// would show the whole number.
    @discardableResult
    mutating func cardNumber(_ value: JSONView) -> CardChecks.NumberCheck? {
        let text: String
        if value.kind == .number, let digits = value.numberText, digits.utf8.allSatisfy({ $0 &- 0x30 < 10 }),
            let number = UInt64(digits), number < 1 << 53
        {
            report(
                .invalidParameterSyntax, .warning, at: value,
                "the card number \(CardChecks.mask(digits)) is a JSON number; PayPal reads one, but its schema asks for a string of digits")
            text = digits
        } else {
            guard let string = string(value) else { return nil }
            text = string
        }
        let check = CardChecks.checkNumber(text)
        guard let problem = check.problem else { return check }
        let masked = CardChecks.mask(text)
        let message: String
        switch problem {
        case .separators:
            message = "the card number \(masked) contains spaces, dashes or dots; send the digits only"
        case .notDigits:
            message = "the card number \(masked) contains characters other than digits"
        case .length(let count):
            message = "the card number \(masked) has \(count) digits; a card number has 13 to 19"
        case .luhn:
            message = "the card number \(masked) fails the Luhn check: a digit is mistyped"
        case .brandLength(let brand, let count):
            let lengths = brand.validLengths
            let allowed =
                lengths.count == 1
                ? "\(lengths[0])"
                : lengths == Array(lengths[0]...lengths[lengths.count - 1])
                    ? "\(lengths[0]) to \(lengths[lengths.count - 1])"
                    : lengths.dropLast().map(String.init).joined(separator: ", ") + " or \(lengths[lengths.count - 1])"
            message = "the \(brand.displayName) card number \(masked) has \(count) digits; \(brand.displayName) numbers have \(allowed)"
        }
        // UnionPay issues some cards without a Luhn check digit: Braintree's (PayPal's) card-validator accepts a
        // UnionPay number that fails the check unless told otherwise (card-validator `src/card-number.ts`,
        // `luhnValidateUnionPay`). A warning there: PayPal's answer decides.
        if problem == .luhn, check.brand == .unionPay {
            report(
                .invalidCardNumber, .warning, at: value,
                "the UnionPay card number \(masked) fails the Luhn check; UnionPay issues some cards without a Luhn digit, so PayPal may still take it, but check it for a mistyped digit")
            return check
        }
        report(.invalidCardNumber, at: value, message)
        return check
    }

    /// Checks a card expiry value: `YYYY-MM` (`INVALID_PARAMETER_SYNTAX`, with the fixed form as suggestion) and not
    /// before the month of `options.today` (`CARD_EXPIRED`; a card is valid through the last day of its month).
    mutating func cardExpiry(_ value: JSONView) {
        guard let text = string(value) else { return }
        guard let (year, month) = CardChecks.parseExpiry(text) else {
            // In the form but no month (`2029-13`, `2029-00`): said so, rather than that the form is wrong.
            let message =
                CardChecks.expiryDigits(text) != nil
                ? "the card expiry \"\(text)\" has no month \(text.suffix(2)): a month is 01 to 12"
                : "the card expiry \"\(CardChecks.safeEcho(text))\" is not in the form YYYY-MM"
            report(.invalidParameterSyntax, at: value, message, suggestion: CardChecks.expirySuggestion(for: text))
            return
        }
        let today = options.today
        if year * 12 + month < today.year * 12 + today.month {
            report(.cardExpired, at: value, "the card expired at the end of \(text): it cannot be charged \(options.todayPhrase)")
        }
    }

    /// Checks a security-code value: digits only (`INVALID_PARAMETER_SYNTAX`), 3 digits or 4 for American Express
    /// (`INVALID_SECURITY_CODE_LENGTH`); 3 or 4 when the brand is unknown. The code itself is never shown. With
    /// `allowsNumber` (Payments v1's `cvv2`, which PayPal accepts as a JSON number) a number's digits are checked too.
    /// With `shortIsWarning` (Payments v1's `cvv2` again) a code shorter than the brand's is a warning: PayPal's
    /// server took a Visa payment with the one-digit `"cvv2":"2"` (201, the sale completed; Ashan-FCC/hq-php's
    /// PayPal.log, the PHP SDK's debug log of 18 October 2016, Tests/RealDocuments/payments-v1), and its refusals of
    /// other one-digit codes in that log name only the card number, while a four-digit Visa code was refused, "The
    /// cvv2 length is invalid for the specified credit card type" (alexmanguera/translate-safe's PayPal.log, 2015).
    mutating func cardSecurityCode(
        _ value: JSONView, brand: CardBrand?, allowsNumber: Bool = false, shortIsWarning: Bool = false
    ) {
        let number = allowsNumber && value.kind == .number ? value.numberText ?? value.rawText : nil
        guard let text = number ?? string(value) else { return }
        let count = text.unicodeScalars.count
        guard count > 0, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
            report(.invalidParameterSyntax, at: value, "the security code must be digits only")
            return
        }
        let lengths = brand.map { $0.securityCodeLength...$0.securityCodeLength } ?? 3...4
        guard !lengths.contains(count) else { return }
        let has = "the security code has \(count) digit\(count == 1 ? "" : "s")"
        let rule =
            brand.map { "\($0.displayName) security codes have \($0.securityCodeLength)" } ?? "it must have 3 or 4"
        if shortIsWarning, count < lengths.lowerBound {
            report(
                .invalidSecurityCodeLength, .warning, at: value,
                "\(has); \(rule). PayPal's server takes a shorter code here, but the card's issuer may decline it")
            return
        }
        report(.invalidSecurityCodeLength, at: value, "\(has); \(rule)")
    }
}
