import PPData

extension DocumentKind {
    /// Whether this is one of the Payments v2 calls (capture, reauthorize, refund), whose money objects are Orders
    /// v2's but whose server reads a JSON number as binary (`AmountPolicy.paymentsV2`).
    var isPaymentsV2: Bool {
        switch value {
        case .paymentsV2Capture, .paymentsV2Reauthorize, .paymentsV2Refund: true
        default: false
        }
    }

    /// Whether an amount's decimal places are judged by its value, so that zeros written past the currency's places
    /// are harmless: Apple Pay's. PassKit (iOS 15 on) rounds a final item's amount down to the currency's places and
    /// compares the values (`_PKPaymentIsValidCurrencyAmount`: `decimalNumberByRoundingAccordingToBehavior`, then
    /// `isEqualToNumber`, "Amount is not valid for specified currency."), so `"3000.00"` JPY passes and `"0.999"`
    /// USD does not; PayPal counts the places written.
    var readsAmountPlacesByValue: Bool { self == .applePay || self == .applePayJS }
}

extension ValidationContext {
    /// Checks an amount value against `policy` and the currency's precision; returns it when it is a number at all,
    /// so totals can still be checked after a precision or range finding.
    ///
    /// One fault, one code: the first of type, syntax, length, precision, sign and range that fails is reported.
    mutating func amount(
        _ value: JSONView, currency: DocumentCurrency?, policy: AmountPolicy, what: String? = nil
    ) -> DecimalAmount? {
        // The name and the text are built only when a message needs them (most amounts are fine); a string's
        // amount is parsed from its bytes. Computed rather than `lazy` locals, whose storage was destroyed on every
        // call, fine amounts included.
        var name: String { what ?? value.displayName }
        var literal: String?
        // A JSON number PayPal takes, whose places the currency refuses: the precision error alone names it as a
        // number (PayPal refused `242.79999999999998` so, Sylius PayPalPlugin #183), with no warning that PayPal
        // accepts numbers beside it.
        var refusedNumber = false
        // A refused number's amount, read whole: its places are its fault, not a length its text runs over (a
        // Payments v1 amount takes 11 characters, and `0.30000000000000004` has 19).
        var refusedAmount: DecimalAmount?
        switch value.kind {
        case .string:
            break
        case .number:
            let numberText = value.numberText ?? value.rawText
            guard policy.allowsNumber else {
                let asString = DecimalAmount(
                    exactly: numberText, options: .init(allowsLeadingDot: false, maxLength: max(policy.maxLength, 32)))
                // The suggestion is the amount quoted in the currency's precision (a `Decimal` encoded by
                // `JSONEncoder` arrives as `1500.5`: `"1500.50"` for USD, `"1500"` for JPY, rounded half-even as
                // DECIMAL_PRECISION suggests), so one round fixes the type and the precision; and only when it
                // would pass as a string (not `"1e99999"`): a suggestion that is itself rejected sends the user
                // round in circles.
                let decimals = currency?.decimals
                let fixed = asString.map { amount in decimals.map { amount.rounded(toFractionDigits: $0) } ?? amount }
                let fixedText = fixed.map { amount in decimals.map { amount.description(fractionDigits: $0) } ?? numberText }
                let passes = fixed.map {
                    policy.breaches($0, decimals: decimals, hasPoint: fixedText?.contains(".") ?? false)
                        .isDisjoint(with: .refusals)
                } ?? false
                // An unknown currency's amounts take 2 places, as everywhere (docs/rules.md, "Precision").
                if policy.numbers == .readAsBinary, let asString, !asString.isExactInBinary, asString.fractionDigits > 0 {
                    let decimals = decimals ?? 2
                    report(
                        .decimalPrecision, at: value,
                        "\(name) is the JSON number \(numberText), which PayPal reads as a binary number that is not exactly \(numberText) and has more than \(decimals) decimal places; send it as a string",
                        suggestion: passes ? fixedText.map { "\"\($0)\"" } : nil)
                    return asString
                }
                guard policy.numbers != .refused, asString != nil else {
                    report(
                        .invalidParameterSyntax, at: value, "\(name) must be a JSON string, not the number \(numberText)",
                        suggestion: passes ? fixedText.map { "\"\($0)\"" } : nil)
                    return asString
                }
                // Decided here, though the parsed amount's breaches are computed again below: deferring the warning
                // kept its suggestion in a local that every amount call, strings included, carried and destroyed
                // (session 48, callgrind); numbers are few.
                let hasPoint = decimals == 0 && numberText.contains(".")
                refusedNumber = asString.map {
                    policy.breaches($0, decimals: decimals, hasPoint: hasPoint).contains(.precision)
                        || policy.refusesOnePlace($0, decimals: decimals)
                } ?? false
                if refusedNumber {
                    // Only when its places are all that is wrong: rounded, it fits the length (`1234567890.125` does
                    // not, and gets the length's error alone, as its text would).
                    if let fixedText, fixedText.utf8.count <= policy.maxLength { refusedAmount = asString }
                } else if numberText.utf8.count <= policy.maxLength {  // else too long, the error below alone
                    report(
                        .invalidParameterSyntax, .warning, at: value,
                        "\(name) is the number \(numberText); the schema asks for a JSON string, though PayPal accepts it",
                        suggestion: passes ? fixedText.map { "\"\($0)\"" } : nil)
                }
                literal = numberText
                break
            }
            // Safari reads a number as the text JavaScript makes of it (`3.6e0` is "3.6", `48.600` is "48.6").
            literal = kind.convertsScalarsLikeWebIDL ? value.scriptText ?? numberText : numberText
        default:
            report(
                .invalidParameterSyntax, at: value,
                "\(name) must be a decimal \(policy.allowsNumber ? "string or number" : "string"), not \(value.kind.article)")
            return nil
        }
        var text: String { literal ?? value.string ?? "" }

        let amount: DecimalAmount
        let options = policy.parseOptions
        var parsed =
            literal == nil
            ? value.withStringUTF8 { DecimalAmount.parse(utf8: $0, options: options) } ?? DecimalAmount.parse("", options: options)
            : refusedAmount.map { .success($0) } ?? DecimalAmount.parse(text, options: options)
        // Payments v1 reads thousands separators: the amount is read, and later messages quoted, without them.
        var ungrouped = false
        if case .failure = parsed, policy.allowsThousandsSeparators, literal == nil, let plain = AmountSyntax.ungrouped(text) {
            parsed = DecimalAmount.parse(plain, options: options)
            // Suggested only when it is itself a fine amount text (not one too long, reported next), and with two
            // places where it has one, which the next check refuses (`"1,234.5"` → `1234.50`).
            let readable = if case .success = parsed { true } else { false }
            let onePlace = (try? parsed.get()).map { policy.refusesOnePlace($0, decimals: currency?.decimals) } ?? false
            report(
                .invalidParameterSyntax, .warning, at: value,
                "\(name) \"\(text)\" has thousands separators; PayPal reads it as \(plain), though its schema's form has none",
                suggestion: readable ? (onePlace ? plain + "0" : plain) : nil)
            literal = plain
            ungrouped = true
        }
        switch parsed {
        case .success(let parsed):
            amount = parsed
        case .failure(.tooLong(let limit)):
            if policy.maxIntegerDigits != nil, DecimalAmount(exactly: text) != nil {
                report(
                    .maxValueExceeded, at: value,
                    value.kind == .number
                        ? "\(name) is the number \(text.prefix(40)), longer than the \(limit) characters this API takes"
                        : "\(name) \"\(text.prefix(40))\" is longer than the \(limit) characters this API takes")
            } else {
                report(
                    .invalidStringLength, at: value,
                    "\(name) has \(text.unicodeScalars.count) characters; an amount takes at most \(limit)")
            }
            return nil
        case .failure(.overflow):
            report(.maxValueExceeded, at: value, "\(name) \"\(text.prefix(40))\" has too many digits")
            return nil
        case .failure(.invalidSyntax):
            report(
                .invalidParameterSyntax, at: value, "\(name) \"\(text.prefix(40))\" is not a plain decimal amount",
                suggestion: AmountSyntax.suggestion(for: text, allowsLeadingDot: policy.allowsLeadingDot))
            return nil
        }

        // One decimal place in Payments v1 (`AmountPolicy.refusesOnePlace`). A JSON number too, by its text: PayPal
        // refused an item `"price": 7.5` with the same sentence (trong291990/bravo's PayPal.log, the PHP SDK's debug
        // log, 2014; Tests/RealDocuments); and a text read without its thousands separators, which the sentence
        // allows beside "exactly 2 decimal places".
        if literal == nil || refusedNumber || ungrouped, policy.refusesOnePlace(amount, decimals: currency?.decimals) {
            report(
                .invalidParameterSyntax, at: value,
                refusedNumber
                    ? "\(name) is the JSON number \(text), with one decimal place; Payments v1 takes none or exactly two (PayPal: \"may optionally contain exactly 2 decimal places\"); send it as a string"
                    : "\(name) \"\(text)\" has one decimal place; Payments v1 takes none or exactly two (PayPal: \"may optionally contain exactly 2 decimal places\")",
                suggestion: refusedNumber ? "\"\(text)0\"" : text + "0")
        }
        // Only a currency without decimals asks about the point ("12." and "12.0" are both faults for JPY).
        let hasPoint = currency?.decimals == 0 && (value.withStringUTF8 { $0.contains(UInt8(ascii: ".")) } ?? text.contains("."))
        let breaches = policy.breaches(amount, decimals: currency?.decimals, hasPoint: hasPoint)
        guard !breaches.isEmpty else { return amount }
        if breaches.contains(.eighthIntegerDigit) {
            report(
                .maxValueExceeded, .warning, at: value,
                "\(name) \(text) has 8 integer digits; PayPal's Payments v1 took at most 7 until at least 2017, and took 99999999.99 in 2025")
        }
        /// A suggested amount text, quoted when it replaces a JSON number (`"242.80"` for `242.79999999999998`).
        func suggesting(_ fixed: String?) -> String? { refusedNumber ? fixed.map { "\"\($0)\"" } : fixed }
        let written = refusedNumber ? "the JSON number \(text)" : "\"\(text)\""
        let quoteIt = refusedNumber ? "; send it as a string" : ""
        if breaches.contains(.precision) {
            let places = DocumentCurrency.places(of: currency)
            if kind.judgesCurrenciesByICU, let currency {
                reportApplePayPlaces(amount, text: text, name: name, at: value, currency: currency)
            } else if kind.readsAmountPlacesByValue, amount.rounded(toFractionDigits: places) == amount {
                // Only zeros past the places of a currency ppdata does not know: harmless to Apple Pay; Safari
                // before 15 refused a third decimal whatever it was (ApplePaySession.cpp `validateAmount`).
                if kind == .applePayJS, amount.fractionDigits > 2 {
                    report(
                        .decimalPrecision, .warning, at: value,
                        "\(name) \"\(text)\" has \(amount.fractionDigits) decimal place\(amount.fractionDigits == 1 ? "" : "s"); those past the currency's \(places) are zeros, which Apple Pay accepts, but Safari before 15 refused more than 2",
                        suggestion: amount.rounded(toFractionDigits: places).description)
                }
            } else if places == 0, let currency {
                report(
                    .decimalsNotSupported, at: value,
                    "\(currency.code) amounts take no decimal places: \(written)\(quoteIt)",
                    suggestion: suggesting(policy.roundingSuggestion(amount, places: 0)))
            } else {
                let whose = currency.flatMap { $0.decimals == nil ? nil : "; \($0.code) takes at most \(places)" }
                    ?? "; at most 2 are allowed"
                let placesText = "\(amount.fractionDigits) decimal place\(amount.fractionDigits == 1 ? "" : "s")"
                report(
                    .decimalPrecision, at: value,
                    refusedNumber
                        ? "\(name) is \(written), with \(placesText)\(whose)\(quoteIt)"
                        : "\(name) \(written) has \(placesText)\(whose)",
                    suggestion: suggesting(policy.roundingSuggestion(amount, places: places)))
            }
        }
        if breaches.contains(.sign) {
            if policy.sign == .positive {
                report(.cannotBeZeroOrNegative, at: value, "\(name) must be more than zero, not \(text)")
            } else {
                report(.cannotBeNegative, at: value, "\(name) must not be negative: \(text)")
            }
        }
        if breaches.contains(.range) {
            if let maxValue = policy.maxValue, amount > maxValue {
                report(.maxValueExceeded, at: value, "\(name) \(text) is more than the maximum, \(maxValue)")
            } else if let digits = policy.maxIntegerDigits {
                report(.maxValueExceeded, at: value, "\(name) \(text) has more than \(digits) integer digits")
            }
        }
        return amount
    }

    /// The member `key` of `object` checked as an amount.
    mutating func amount(
        _ key: StaticString, in object: JSONView, currency: DocumentCurrency?, policy: AmountPolicy,
        required isRequired: Bool = true
    ) -> DecimalAmount? {
        amount(object[key], key: key, in: object, currency: currency, policy: policy, required: isRequired)
    }

    /// `amount(_:in:currency:policy:required:)` for a member already looked up (`member` is `object[key]`).
    mutating func amount(
        _ member: JSONView?, key: some CustomStringConvertible, in object: JSONView, currency: DocumentCurrency?,
        policy: AmountPolicy,
        required isRequired: Bool = true
    ) -> DecimalAmount? {
        let value = isRequired ? required(member, key: key, in: object) : optional(member)
        guard let value else { return nil }
        return amount(value, currency: currency, policy: policy)
    }

    /// Reports that `computed` (the sum of parts) differs from `stated`, stating both and suggesting the sum in the
    /// currency's precision when that holds it exactly (`24.90` for USD, `3600` for JPY, however the stated value
    /// or the parts were written), else at the larger scale of the two. `currency` is nil when the document's code
    /// is unusable (reported where it is). `note` follows the figures: what explains the difference, when known.
    /// `suggests`: false when the sum cannot stand where `value` is (a total that must be more than zero). A sum
    /// below zero is never suggested: no total, subtotal or tax that a kind compares with its parts may be
    /// negative, so the suggestion would only trade this finding for CANNOT_BE_NEGATIVE (a Payments v1 item of
    /// `-17.99` under a subtotal of 35.98: the item's sign is the fault).
    mutating func reportMismatch(
        _ code: DiagnosticCode, _ severity: Severity = .error, at value: JSONView, stated: DecimalAmount,
        computed: DecimalAmount, currency: DocumentCurrency?, _ message: String, note: String = "",
        suggests: Bool = true
    ) {
        let sum = computed.suggestionText(like: stated, decimals: currency?.decimals)
        let belowZero = computed.signum < 0
        report(
            code, severity, at: value,
            "\(message): \(stated.description) is stated, the parts add up to \(sum)\(note)"
                + (belowZero ? "; a sum below zero cannot stand here: a negative part is wrongly signed or too large" : ""),
            suggestion: suggests && !belowZero ? sum : nil)
    }
}

extension DecimalAmount {
    /// This amount (a computed sum) as a suggestion to replace `stated`: in `decimals` fraction digits (a currency's
    /// precision) when that holds it exactly, else with the larger scale of the two.
    func suggestionText(like stated: DecimalAmount, decimals: Int?) -> String {
        if let decimals, rounded(toFractionDigits: decimals) == self {
            return description(fractionDigits: decimals)
        }
        return description(fractionDigits: max(fractionDigits, stated.fractionDigits))
    }
}

/// Fixes for amount text that is close to valid.
enum AmountSyntax {
    /// A plain decimal for text with a currency symbol, spaces, a comma as decimal separator or thousands
    /// separators, when the intent is unambiguous.
    static func suggestion(for text: String, allowsLeadingDot: Bool) -> String? {
        var cleaned = text.filter { !" $€£¥\u{00A0}".contains($0) }
        // By bytes (UTF8Affixes): "+\u{301}1" keeps its mark and so gets no suggestion.
        if cleaned.hasUTF8Prefix("+") { cleaned = String(cleaned.droppingUTF8(first: 1)) }
        let commas = cleaned.filter { $0 == "," }.count
        let dots = cleaned.filter { $0 == "." }.count
        if commas == 1 && dots == 0, let comma = cleaned.firstIndex(of: ",") {
            let fraction = cleaned[cleaned.index(after: comma)...]
            // "1,50" is a decimal comma; "1,500" is ambiguous and left alone.
            if fraction.count != 3 { cleaned.replaceSubrange(comma...comma, with: ".") }
        } else if commas > 0 && dots <= 1 {
            cleaned = cleaned.filter { $0 != "," }
        }
        if cleaned.hasUTF8Prefix(".") && !allowsLeadingDot { cleaned = "0" + cleaned }
        if cleaned.hasUTF8Suffix(".") { cleaned = String(cleaned.droppingUTF8(last: 1)) }
        guard cleaned != text, DecimalAmount(exactly: cleaned) != nil else { return nil }
        return cleaned
    }
}

extension DecimalAmount {
    /// Whether a binary floating-point number (IEEE 754 binary64, as a JSON parser reads a number) holds exactly this
    /// value: coefficient / 10^scale is coefficient / (2^scale × 5^scale), exact only when 5^scale divides the
    /// coefficient (`51.5` is, `51.9` is not). Amounts are far below 2^53, where every such value is exact.
    var isExactInBinary: Bool {
        var coefficient = self.coefficient
        for _ in 0..<scale {
            guard coefficient % 5 == 0 else { return false }
            coefficient /= 5
        }
        return true
    }
}
