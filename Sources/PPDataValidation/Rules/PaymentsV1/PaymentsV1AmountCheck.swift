/// A Payments v1 `amount{currency, total, details}` as checked: the values that parsed, so the totals rules can add
/// them up without reporting anything twice.
struct PaymentsV1Amount {
    /// One parsed money value and where it is.
    struct Part {
        /// The JSON value (for positions).
        var value: JSONView
        /// The exact amount.
        var amount: DecimalAmount
    }

    /// The amount object.
    var object: JSONView
    /// The currency code as written, when it is a string (compared with item currencies).
    var currencyCode: String?
    /// The currency, when it is an ISO 4217 code (its precision applies to every amount of the transaction).
    var currency: DocumentCurrency?
    /// The total, when it parsed.
    var total: Part?
    /// The details object, when present (and an object).
    var details: JSONView?
    /// The details that parsed, by their key's raw value (`PaymentsV1Keys.DetailKey`); empty without details. An
    /// array by position rather than a dictionary by name: hashing the names cost more than checking the amounts.
    private var parts: [Part?] = []
    /// Whether every present detail parsed (otherwise their sum means nothing).
    var partsComplete = true
    /// A detail left out of the sum whose only finding is its precision (`DECIMAL_PRECISION`, at index
    /// `impreciseFinding` of the context's diagnostics, -1 when it was not listed): which rounding of it the total
    /// implies is the totals rule's to say, when it is the only one left out. Small fields: the amount is copied from
    /// check to check.
    var impreciseDetail: PaymentsV1Keys.DetailKey?
    var impreciseFinding: Int32 = 0
    /// How many present details were left out of the sum.
    var unsummedDetails: UInt8 = 0
    /// Whether the details hold a part that is summed (not only the read-only `fee`): details of `fee` alone are read
    /// as none, the items adding up to the total. PayPal created 94 logged payments whose details held only `fee`
    /// beside items summing to the total (luffy22/aisha and luffy22/aisha_2016 PayPal.log files, the PHP SDK's debug
    /// logs, 2015-2016; Tests/RealDocuments/payments-v1).
    var hasSummedDetails = false

    /// Checks `value` as a Payments v1 amount. Without `detailsAllowed` (a capture, an order authorization, a
    /// reauthorization) `details` is `NOT_SUPPORTED`: PayPal's `amount` schema says "for an order authorization or
    /// capture, you cannot include the amount details object" (`PaymentsV1AmountRule` for the reauthorization).
    static func check(
        _ value: JSONView, detailsAllowed: Bool, in context: inout ValidationContext
    ) -> PaymentsV1Amount? {
        guard let members = context.members(value, known: PaymentsV1Keys.amount, what: "the amount") else { return nil }
        typealias Key = PaymentsV1Keys.AmountKey
        var result = PaymentsV1Amount(object: members.object)
        if let currencyValue = context.required(Key.currency, of: members) {
            result.currencyCode = currencyValue.string
            result.currency = context.currency(currencyValue)
        }
        if let totalValue = context.required(Key.total, of: members),
            let total = summable(totalValue, currency: result.currency, policy: .paymentsV1(.positive), in: &context)
        {
            result.total = Part(value: totalValue, amount: total)
        }

        guard let detailsValue = context.optional(Key.details, of: members) else { return result }
        guard detailsAllowed else {
            context.report(
                .notSupported, at: detailsValue,
                "\"details\" is not allowed in the amount of an authorization, a reauthorization or a capture; PayPal takes only \"currency\" and \"total\" here (\"Amount object in this resource type must not include amount details.\")")
            return result
        }
        guard let details = context.members(detailsValue, known: PaymentsV1Keys.details, what: "the amount details")
        else {
            result.partsComplete = false
            return result
        }
        result.details = details.object
        result.parts = Array(repeating: nil, count: PaymentsV1Keys.DetailKey.allCases.count)
        for key in PaymentsV1Keys.DetailKey.allCases {
            guard let partValue = context.optional(details[key]) else { continue }
            result.hasSummedDetails = true
            // Breakdown parts are never negative, except shipping_discount, which v1 sends negative
            // (PayPal's own create-payment example: "shipping_discount": "-1.00").
            let sign: AmountPolicy.Sign = key == .shippingDiscount ? .any : .nonNegative
            let before = context.mark
            if let amount = summable(partValue, currency: result.currency, policy: .paymentsV1(sign), in: &context) {
                result.parts[key.rawValue] = Part(value: partValue, amount: amount)
            } else {
                result.partsComplete = false
                result.unsummedDetails += 1
                if context.findingCount(since: before) == 1,
                    context.hasFinding(since: before, where: { code, _ in code == .decimalPrecision })
                {
                    result.impreciseDetail = key
                    result.impreciseFinding = Int32(truncatingIfNeeded: context.listedIndex(ofOnlyFindingSince: before) ?? -1)
                }
            }
        }
        return result
    }

    /// The detail `key`, when present and parsed.
    subscript(key: PaymentsV1Keys.DetailKey) -> Part? {
        key.rawValue < parts.count ? parts[key.rawValue] : nil
    }

    /// Checks `value` as an amount and returns it only when it can go into a sum: after a precision or range finding
    /// (`DECIMAL_PRECISION`, `CANNOT_BE_NEGATIVE`, `MAX_VALUE_EXCEEDED`, ...) a mismatch would be the same fault
    /// reported twice. A JSON number (`INVALID_PARAMETER_SYNTAX` with the value intact) stays usable: its exact value
    /// is what the user meant, and the totals are worth checking.
    static func summable(
        _ value: JSONView, currency: DocumentCurrency?, policy: AmountPolicy, in context: inout ValidationContext
    ) -> DecimalAmount? {
        let before = context.mark
        let amount = context.amount(value, currency: currency, policy: policy)
        // An amount of eight integer digits, a warning (`AmountPolicy.warnsOnEighthIntegerDigit`), is summed: PayPal
        // took one.
        if context.hasFinding(since: before, where: { code, severity in
            code != .invalidParameterSyntax && (code != .maxValueExceeded || severity == .error)
        }) {
            return nil
        }
        return amount
    }
}
