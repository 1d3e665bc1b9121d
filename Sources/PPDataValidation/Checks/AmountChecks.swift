import PPData

/// What an amount field accepts, from docs/rules.md's amount section and each kind's limits.
public struct AmountPolicy: Sendable, Hashable {
    /// Which signs are allowed.
    public enum Sign: Sendable, Hashable {
        /// Any value (Apple Pay line items: discounts are negative).
        case any
        /// Zero or more (`CANNOT_BE_NEGATIVE`).
        case nonNegative
        /// More than zero (`CANNOT_BE_ZERO_OR_NEGATIVE`).
        case positive
    }

    /// Whether a JSON number literal is accepted (MPL, Apple Pay) or only a string (Orders v2, Payments v1).
    public var allowsNumber: Bool
    /// How PayPal's server reads a JSON number where the schema asks for a string (when `allowsNumber` is false).
    public var numbers: NumberReading = .refused
    /// How PayPal's server reads an amount written as a JSON number where its schema asks for a decimal string.
    public enum NumberReading: Sendable, Hashable {
        /// Refused: `INVALID_PARAMETER_SYNTAX`, the quoted value suggested (a policy's default).
        case refused
        /// Read as a binary floating-point number (Orders v2, Payments v2, Payments v1): a number with no exact
        /// binary value (`51.9`) gains decimal places PayPal refuses as `DECIMAL_PRECISION`; one it reads exactly
        /// (`100`, `51.5`) is accepted, with a warning as the schema asks for a string. PayPal answered Payments v2 refunds
        /// of `"value": 51.9` and `4.48` with 422 `DECIMAL_PRECISION` at `/amount/value`, value
        /// "51.89999999999999857891452847979962825775146484375" (blendbyte/laravel-paypal issues 665 and 622;
        /// Tests/RealDocuments/payments-v2-refund): a business-rule answer, so the number passed the type check
        /// (a schema fault is a 400 first), and an exact one has no precision fault. PayPal's own multiparty sample
        /// (paypal-examples/docs-examples, Python) sends shipping option amounts 0 and 100 as JSON numbers. Orders
        /// v2 has the same money object.
        case readAsBinary
        /// Accepted, with a warning, and checked as an amount (Payouts: PayPal created batches of number amounts).
        case acceptedWithWarning
    }

    /// Whether `.5` is accepted (Orders v2).
    public var allowsLeadingDot: Bool
    /// Whether PayPal reads thousands separators (`1,872.00`; Payments v1): a warning, and the amount read without
    /// them (`AmountSyntax.ungrouped`). Declared beside the other flags: a field after the optionals grew the policy,
    /// which every amount check copies (memcpy +1.7 M instructions, +0.2%, on the broad corpus).
    public var allowsThousandsSeparators = false
    /// The longest amount text accepted (32 in general).
    public var maxLength: Int
    /// The largest value accepted, if any (`MAX_VALUE_EXCEEDED`).
    public var maxValue: DecimalAmount?
    /// The most integer digits accepted, if any (Payments v1: 7; `MAX_VALUE_EXCEEDED`).
    public var maxIntegerDigits: Int?
    /// The sign rule.
    public var sign: Sign

    /// Creates a policy.
    public init(
        allowsNumber: Bool, allowsLeadingDot: Bool = false, maxLength: Int = 32, maxValue: DecimalAmount? = nil,
        maxIntegerDigits: Int? = nil, sign: Sign
    ) {
        self.allowsNumber = allowsNumber
        self.allowsLeadingDot = allowsLeadingDot
        self.maxLength = maxLength
        self.maxValue = maxValue
        self.maxIntegerDigits = maxIntegerDigits
        self.sign = sign
    }

    /// The largest Orders v2 amount, 999999999999999.99. Parsed through the `String` entry point: the generic one
    /// made the runtime build a result type's metadata on first use, a scan of every protocol conformance in the
    /// program that cost about 170,000 instructions of each run's start-up.
    public static let ordersV2Maximum = (try? DecimalAmount.parse("999999999999999.99" as String).get()) ?? .zero

    /// Orders v2 money values: strings, `.5` allowed, at most 999999999999999.99.
    public static func ordersV2(_ sign: Sign) -> AmountPolicy {
        var policy = AmountPolicy(allowsNumber: false, allowsLeadingDot: true, maxValue: ordersV2Maximum, sign: sign)
        policy.numbers = .readAsBinary
        return policy
    }

    /// Payouts amounts: Orders v2's, except that a JSON number is a warning. PayPal's sandbox created batches whose
    /// item `amount.value` was a number (`0.99`, answered 201: the nock recordings of PayPal's Node SDK,
    /// test/mocks/payout.js, 2015; Tests/RealDocuments/traffic).
    public static func payouts(_ sign: Sign) -> AmountPolicy {
        var policy = ordersV2(sign)
        policy.numbers = .acceptedWithWarning
        return policy
    }

    /// Payments v1 amounts: strings of at most 10 characters, 7 integer digits. A JSON number is read as Orders v2
    /// reads one: PayPal created a payment whose `total` was the number `10` and echoed it as "10.00" (201, the nock
    /// recording of opencollective/opencollective-api test/mocks/paypal.nock.js, 2016; Tests/RealDocuments). No
    /// recording shows a Payments v1 number with no exact binary value; it is held to the precision Orders v2 and
    /// Payments v2 showed for one, the same company's reading of a JSON number.
    public static func paymentsV1(_ sign: Sign) -> AmountPolicy {
        var policy = AmountPolicy(allowsNumber: false, maxLength: 10, maxIntegerDigits: 7, sign: sign)
        policy.allowsThousandsSeparators = true
        policy.numbers = .readAsBinary
        return policy
    }

    /// MPL amounts (NSDecimalNumber): strings or numbers.
    public static func mpl(_ sign: Sign) -> AmountPolicy {
        AmountPolicy(allowsNumber: true, sign: sign)
    }

    /// Apple Pay amounts (NSDecimalNumber, decimal strings on the web): strings or numbers.
    public static func applePay(_ sign: Sign, maxValue: DecimalAmount? = nil) -> AmountPolicy {
        AmountPolicy(allowsNumber: true, maxValue: maxValue, sign: sign)
    }
}

extension AmountPolicy {
    /// How an amount's text is read under this policy (leading dot, length).
    var parseOptions: DecimalAmount.ParseOptions {
        DecimalAmount.ParseOptions(allowsLeadingDot: allowsLeadingDot, maxLength: maxLength)
    }

    /// The rules of a policy a parsed amount can break, beyond its syntax.
    struct Breaches: OptionSet {
        let rawValue: UInt8
        /// More decimal places than the currency takes (any, for a currency without decimals).
        static let precision = Breaches(rawValue: 1)
        /// The wrong sign for `sign`.
        static let sign = Breaches(rawValue: 2)
        /// Above `maxValue`, or more integer digits than `maxIntegerDigits`.
        static let range = Breaches(rawValue: 4)
    }

    /// Which rules `amount` breaks for a currency with `decimals` places (at most 2 when unknown; none allows no
    /// decimal point at all, `hasPoint`). The one place these limits are decided: the amount check reports each
    /// breach, and a JSON-number amount's quoted form is suggested only when there is none.
    func breaches(_ amount: DecimalAmount, decimals: Int?, hasPoint: Bool) -> Breaches {
        var breaches: Breaches = []
        if let decimals, decimals == 0 {
            if hasPoint || amount.fractionDigits > 0 { breaches.insert(.precision) }
        } else if amount.fractionDigits > max(decimals ?? 2, 2) {
            breaches.insert(.precision)
        }
        switch sign {
        case .positive where amount.signum <= 0: breaches.insert(.sign)
        case .nonNegative where amount.isNegative: breaches.insert(.sign)
        default: break
        }
        if let maxValue, amount > maxValue { breaches.insert(.range) }
        if let maxIntegerDigits, amount.integerDigits > maxIntegerDigits { breaches.insert(.range) }
        return breaches
    }

    /// `amount` rounded to `places` as the suggestion for too many decimal places, or nil when the rounded amount has
    /// the wrong sign: `".5"` JPY rounds to `"0"`, which a positive amount may not be, so the suggestion would be
    /// refused by the next run.
    func roundingSuggestion(_ amount: DecimalAmount, places: Int) -> String? {
        let rounded = amount.rounded(toFractionDigits: places)
        return breaches(rounded, decimals: nil, hasPoint: false).contains(.sign) ? nil : rounded.description
    }
}

extension DocumentKind {
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
        switch value.kind {
        case .string:
            break
        case .number:
            let numberText = value.numberText ?? value.rawText
            guard policy.allowsNumber else {
                let asString = DecimalAmount(exactly: numberText, options: .init(allowsLeadingDot: false, maxLength: policy.maxLength))
                // The suggestion is the amount quoted in the currency's precision (a `Decimal` encoded by
                // `JSONEncoder` arrives as `1500.5`: `"1500.50"` for USD, `"1500"` for JPY, rounded half-even as
                // DECIMAL_PRECISION suggests), so one round fixes the type and the precision; and only when it
                // would pass as a string (not `"1e99999"`): a suggestion that is itself rejected sends the user
                // round in circles.
                let decimals = currency?.decimals
                let fixed = asString.map { amount in decimals.map { amount.rounded(toFractionDigits: $0) } ?? amount }
                let fixedText = fixed.map { amount in decimals.map { amount.description(fractionDigits: $0) } ?? numberText }
                let passes = fixed.map {
                    policy.breaches($0, decimals: decimals, hasPoint: fixedText?.contains(".") ?? false).isEmpty
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
                report(
                    .invalidParameterSyntax, .warning, at: value,
                    "\(name) is the number \(numberText); the schema asks for a JSON string, though PayPal accepts it",
                    suggestion: passes ? fixedText.map { "\"\($0)\"" } : nil)
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
            : DecimalAmount.parse(text, options: options)
        // Payments v1 reads thousands separators: the amount is read, and later messages quoted, without them.
        if case .failure = parsed, policy.allowsThousandsSeparators, literal == nil, let plain = AmountSyntax.ungrouped(text) {
            parsed = DecimalAmount.parse(plain, options: options)
            // Suggested only when it is itself a fine amount text (not one too long, reported next).
            let readable = if case .success = parsed { true } else { false }
            report(
                .invalidParameterSyntax, .warning, at: value,
                "\(name) \"\(text)\" has thousands separators; PayPal reads it as \(plain), though its schema's form has none",
                suggestion: readable ? plain : nil)
            literal = plain
        }
        switch parsed {
        case .success(let parsed):
            amount = parsed
        case .failure(.tooLong(let limit)):
            if policy.maxIntegerDigits != nil, DecimalAmount(exactly: text) != nil {
                report(
                    .maxValueExceeded, at: value,
                    "\(name) \"\(text.prefix(40))\" is longer than the \(limit) characters this API takes")
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

        // Only a currency without decimals asks about the point ("12." and "12.0" are both faults for JPY).
        let hasPoint = currency?.decimals == 0 && (value.withStringUTF8 { $0.contains(UInt8(ascii: ".")) } ?? text.contains("."))
        let breaches = policy.breaches(amount, decimals: currency?.decimals, hasPoint: hasPoint)
        guard !breaches.isEmpty else { return amount }
        if breaches.contains(.precision) {
            let places = currency?.decimals.map { $0 == 0 ? 0 : max($0, 2) } ?? 2
            if kind.judgesCurrenciesByICU, let currency {
                reportApplePayPlaces(amount, text: text, name: name, at: value, currency: currency)
            } else if kind.readsAmountPlacesByValue, amount.rounded(toFractionDigits: places) == amount {
                // Only zeros past the places of a currency ppdata does not know: harmless to Apple Pay; Safari
                // before 15 refused a third decimal whatever it was (ApplePaySession.cpp `validateAmount`).
                if kind == .applePayJS, amount.fractionDigits > 2 {
                    report(
                        .decimalPrecision, .warning, at: value,
                        "\(name) \"\(text)\" has \(amount.fractionDigits) decimal places; those past the currency's \(places) are zeros, which Apple Pay accepts, but Safari before 15 refused more than 2",
                        suggestion: amount.rounded(toFractionDigits: places).description)
                }
            } else if places == 0, let currency {
                report(
                    .decimalsNotSupported, at: value, "\(currency.code) amounts take no decimal places: \"\(text)\"",
                    suggestion: policy.roundingSuggestion(amount, places: 0))
            } else {
                let whose = currency.flatMap { $0.decimals == nil ? nil : "; \($0.code) takes at most \(places)" }
                    ?? "; at most 2 are allowed"
                report(
                    .decimalPrecision, at: value,
                    "\(name) \"\(text)\" has \(amount.fractionDigits) decimal places\(whose)",
                    suggestion: policy.roundingSuggestion(amount, places: places))
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
    mutating func reportMismatch(
        _ code: DiagnosticCode, _ severity: Severity = .error, at value: JSONView, stated: DecimalAmount,
        computed: DecimalAmount, currency: DocumentCurrency?, _ message: String, note: String = ""
    ) {
        let sum = computed.suggestionText(like: stated, decimals: currency?.decimals)
        report(
            code, severity, at: value, "\(message): \(stated.description) is stated, the parts add up to \(sum)\(note)",
            suggestion: sum)
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
