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
        /// Read as a binary floating-point number (Payments v2): a number with no exact binary value
        /// (`51.9`) gains decimal places PayPal refuses as `DECIMAL_PRECISION`; one it reads exactly (`100`,
        /// `51.5`) is accepted, with a warning as the schema asks for a string. PayPal answered Payments v2 refunds
        /// of `"value": 51.9` and `4.48` with 422 `DECIMAL_PRECISION` at `/amount/value`, value
        /// "51.89999999999999857891452847979962825775146484375" (blendbyte/laravel-paypal issues 665 and 622;
        /// Tests/RealDocuments/payments-v2-refund): a business-rule answer, so the number passed the type check
        /// (a schema fault is a 400 first), and an exact one has no precision fault.
        case readAsBinary
        /// Accepted, with a warning, and checked as an amount written as the number's text: Payouts (PayPal created
        /// batches of number amounts such as `0.99`), Payments v1 (below) and Orders v2, whose answers quote a number
        /// by its text.
        /// Orders v2 refused `242.79999999999998` and `29.979999999999997` as DECIMAL_PRECISION, quoting those texts
        /// (Sylius/PayPalPlugin issue 183, 2021; Azuriom/Plugin-Shop pull request 72, 2022), where a binary reading
        /// would have quoted "242.799999999999982946974341757595539093017578125"; and it applied a PATCH whose
        /// amounts were the numbers 23.96 and 291.96, showing the payer the new total (paypal/paypal-checkout-
        /// components issue 1556, 2021). PayPal's own multiparty sample (paypal-examples/docs-examples, Python)
        /// sends shipping option amounts 0 and 100 as numbers.
        case acceptedWithWarning
    }

    /// Whether `.5` is accepted (Orders v2).
    public var allowsLeadingDot: Bool
    /// Whether PayPal reads thousands separators (`1,872.00`; Payments v1): a warning, and the amount read without
    /// them (`AmountSyntax.ungrouped`). Declared beside the other flags: a field after the optionals grew the policy,
    /// which every amount check copies (memcpy +1.7 M instructions, +0.2%, on the broad corpus).
    public var allowsThousandsSeparators = false
    /// Whether an amount's text has no decimal places or exactly two (Payments v1): one place is refused.
    public var requiresNoneOrTwoPlaces = false
    /// Whether an amount of exactly 8 integer digits is a warning (`MAX_VALUE_EXCEEDED`; Payments v1, which
    /// refused them in 2017 and took one in 2025: `paymentsV1(_:)`). Beside the other flags, in their padding.
    public var warnsOnEighthIntegerDigit = false
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

    /// The largest Orders v2 amount PayPal's server takes, 9999999.99, though its published schema states
    /// 999999999999999.99 (`publishedMaximum`): the sandbox answered an order of `"value": "1000000000.00"` USD with
    /// 422 UNPROCESSABLE_ENTITY, MAX_VALUE_EXCEEDED, "Should be less than or equal to 9999999.99." (hai-prog/
    /// Paypal-Rest-Api-Test-RestAssured, Test_ErrorHandling.java, a test run against the sandbox, May 2023; the
    /// schema said 999999999999999.99 from its first published version, August 2023, on), and PrestaShop's PayPal
    /// module gives MAX_VALUE_EXCEEDED the same sentence (PrestaShopCorp/ps_checkout at 9d8f9fc,
    /// src/Api/Payment/PaymentService.php).
    /// Parsed through the `String` entry point: the generic one made the runtime build a result type's metadata on
    /// first use, a scan of every protocol conformance in the program that cost about 170,000 instructions of each
    /// run's start-up.
    public static let ordersV2Maximum = (try? DecimalAmount.parse("9999999.99" as String).get()) ?? .zero

    /// The largest amount PayPal's published money schema states, 999999999999999.99: kept for Payments v2 and
    /// Payouts, whose servers' own limit no answer shows.
    public static let publishedMaximum = (try? DecimalAmount.parse("999999999999999.99" as String).get()) ?? .zero

    /// Orders v2 money values: strings, `.5` allowed, at most 9999999.99 (`ordersV2Maximum`); a JSON number is read
    /// by its text, with a warning (`NumberReading.acceptedWithWarning`).
    public static func ordersV2(_ sign: Sign) -> AmountPolicy {
        var policy = AmountPolicy(allowsNumber: false, allowsLeadingDot: true, maxValue: ordersV2Maximum, sign: sign)
        policy.numbers = .acceptedWithWarning
        return policy
    }

    /// Payments v2 money values: Orders v2's money object up to the published maximum, but a JSON number is read as a
    /// binary floating-point number (`NumberReading.readAsBinary`: PayPal's refund answers of 2024 and 2025 quote
    /// `51.9`, `4.48` and `3.99` by their binary expansions; one of August 2020 echoed `24.24` as sent, saleor/saleor's
    /// VCR cassette: the later answers are followed, docs/rules.md DECIMAL_PRECISION).
    public static func paymentsV2(_ sign: Sign) -> AmountPolicy {
        var policy = ordersV2(sign)
        policy.numbers = .readAsBinary
        policy.maxValue = publishedMaximum
        return policy
    }

    /// Payouts amounts: Orders v2's, up to the published maximum. PayPal's sandbox created batches whose item
    /// `amount.value` was a number (`0.99`, answered 201: the nock recordings of PayPal's Node SDK, test/mocks/payout.js,
    /// 2015; Tests/RealDocuments/traffic).
    public static func payouts(_ sign: Sign) -> AmountPolicy {
        var policy = ordersV2(sign)
        policy.maxValue = publishedMaximum
        return policy
    }

    /// Payments v1 amounts: strings of at most 11 characters, 8 integer digits, no decimal places or exactly two:
    /// PayPal refused `"total": "1100.0"` with 400 VALIDATION_ERROR, "Currency amount must be non-negative number,
    /// may optionally contain exactly 2 decimal places separated by '.'" (PayPal-Ruby-SDK issue 176, 2016, the SDK's
    /// own log), and took `"7"` (Tests/RealDocuments/payments-v1). The limits are those of the newest answers: PayPal
    /// refused a total of `"100000000"`, "limited to 7 digits before the decimal point" and "Value too long (max
    /// length 10)" (bishnu93bca/simple_reojen's PayPal.log, 2017), and took and executed `"99999999.99"`
    /// (avivekariya18/mvc_php's PayPal.log, 3 April 2025); so 8 digits are a warning (`warnsOnEighthIntegerDigit`),
    /// 9 an error. A JSON number is accepted: PayPal
    /// created a payment whose `total` was the number `10` and echoed it as "10.00" (201, the nock recording of
    /// opencollective/opencollective-api test/mocks/paypal.nock.js, 2016; Tests/RealDocuments), and it reads a number
    /// by its text (`NumberReading.acceptedWithWarning`): it created payments whose `total` and `subtotal` were the
    /// numbers `4.02`, `16.08`, `14.07`, `2.77`, `0.01` and `10.99`, none of them exact in binary, and echoed "4.02" and
    /// so on (kami1983/jk-payport's PayPal.log, the PHP SDK's debug log, October 2014; Tests/RealDocuments), and it
    /// refused an item `"price": 7.5` with "Currency amount must be non-negative number, may optionally contain exactly
    /// 2 decimal places separated by '.'" (trong291990/bravo's PayPal.log), the text's one place.
    public static func paymentsV1(_ sign: Sign) -> AmountPolicy {
        var policy = AmountPolicy(allowsNumber: false, maxLength: 11, maxIntegerDigits: 8, sign: sign)
        policy.allowsThousandsSeparators = true
        policy.requiresNoneOrTwoPlaces = true
        policy.warnsOnEighthIntegerDigit = true
        policy.numbers = .acceptedWithWarning
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
        /// Exactly 8 integer digits under `warnsOnEighthIntegerDigit`: a warning, not a refusal.
        static let eighthIntegerDigit = Breaches(rawValue: 8)
        /// The breaches that refuse an amount.
        static let refusals: Breaches = [.precision, .sign, .range]
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
        if let maxIntegerDigits {
            // Counted here, where the limit already counts them: every amount's own check cost 0.05% of the CLI.
            let digits = amount.integerDigits
            if digits > maxIntegerDigits {
                breaches.insert(.range)
            } else if digits == 8, warnsOnEighthIntegerDigit {
                breaches.insert(.eighthIntegerDigit)
            }
        }
        return breaches
    }

    /// Whether `amount` is written with the one decimal place Payments v1 refuses (`requiresNoneOrTwoPlaces`) in a
    /// currency with `decimals` places (nil: unknown); a currency without decimals refuses any point elsewhere. How the
    /// amount is written, not its value (`1100.0` is `1100.00`), so apart from `breaches`, which judge the value.
    func refusesOnePlace(_ amount: DecimalAmount, decimals: Int?) -> Bool {
        requiresNoneOrTwoPlaces && amount.fractionDigits == 1 && decimals != 0
    }

    /// `amount` rounded to `places` as the suggestion for too many decimal places, or nil when the rounded amount
    /// breaks the sign or the range: `".5"` JPY rounds to `"0"`, which a positive amount may not be, and `"9999999.995"`
    /// USD to `"10000000.00"`, above Orders v2's maximum, so either suggestion would be refused by the next run.
    func roundingSuggestion(_ amount: DecimalAmount, places: Int) -> String? {
        let rounded = amount.rounded(toFractionDigits: places)
        return breaches(rounded, decimals: nil, hasPoint: false).isDisjoint(with: [.sign, .range]) ? rounded.description : nil
    }
}
