/// The line items and the total of an Apple Pay request, in either form: PassKit's `paymentSummaryItems` (the items
/// before the last, which is the total) and Apple Pay JS's `lineItems` and `total`.
///
/// Facts: the Apple Pay chapter "Payment Request Workflow" (negative amounts are discounts; `pending` marks an
/// amount not yet known, so a pending item may leave it out, as WebKit allows: "It is OK for pending types to not
/// have an amount"). A line item's amount with a finding of its own, or an item of unusable type, stops the sum
/// rather than guessing.
struct ApplePayLineItems {
    /// The sum of the final line items read so far.
    private var sum = DecimalAmount.zero
    /// Whether every line item so far could be read into the sum.
    private var usable = true
    /// How many final line items were read.
    private var finalItems = 0

    /// The sum to compare the total with: nil when an item could not be read, or when there is no final item.
    var comparableSum: DecimalAmount? { usable && finalItems > 0 ? sum : nil }

    /// Records that an item could not be read, so the sum is not compared.
    mutating func spoil() { usable = false }

    /// A line item's object and the members the checks read, taken by each form from its member table (the forms
    /// order their keys differently).
    struct Fields {
        /// The item object.
        var object: JSONView
        /// The `label`, `amount` and `type` members (nil when absent).
        var label, amount, type: JSONView?
    }

    /// Checks one line item (an object whose `type` was read: `pending` or not) and adds a final item's amount.
    mutating func check(
        _ item: Fields, pending: Bool, requiresLabel: Bool, currency: DocumentCurrency?,
        in context: inout ValidationContext
    ) {
        context.checkString(item.label, key: "label", in: item.object, required: requiresLabel)
        // A pending item's amount may be left out: it is not known yet (WebKit does not read it). A final item's
        // `null` is the text "null" in Apple Pay JS.
        if !pending, context.isRefusedNullText(item.amount, code: .invalidParameterSyntax, refusal: "amount") {
            usable = false
            return
        }
        let amountValue =
            pending ? context.optional(item.amount) : context.required(item.amount, key: "amount", in: item.object)
        guard let amountValue else {
            if !pending { usable = false }
            return
        }
        // Line items may be negative: discounts (the Apple Pay chapter).
        let before = context.mark
        let amount = context.amount(amountValue, currency: currency, policy: .applePay(.any))
        // An amount with a finding of its own (precision, decimals) is not also a total mismatch.
        let clean = !context.hasFindings(since: before)
        if pending {
            Self.relaxPendingPlaces(from: before, in: &context)
            if let amount, !amount.isZero {
                context.report(
                    .pendingAmountNotZero, .warning, at: amountValue,
                    "pending item amount \(amount) is shown as not yet known; a pending item's amount is usually 0",
                    suggestion: "0")
            }
            return
        }
        finalItems += 1
        guard let amount, clean, usable else {
            usable = false
            return
        }
        do {
            sum = try sum.adding(amount)
        } catch {
            context.report(.maxValueExceeded, at: amountValue, "the summary item amounts are too large to add up")
            usable = false
        }
    }

    /// Makes the place findings reported from `start` about a pending item's amount (a line item, the total, a billing
    /// item) what Apple Pay makes of them. PassKit compares an amount's places with its currency for final items only
    /// (PKPaymentSummaryItemValidator returns early for a pending one; iOS 15 on, "Amount is not valid for specified
    /// currency."), and Safari's old two-place rule (validateAmount, until Safari 14) read final items only: the places
    /// are a warning, and zeros past them (Apple Pay JS's warning for that old rule) are nothing.
    static func relaxPendingPlaces(from start: FindingMark, in context: inout ValidationContext) {
        context.dropWarnings(from: start, [.decimalPrecision])
        context.lowerToWarnings(
            from: start, [.decimalPrecision, .decimalsNotSupported],
            because: "Apple Pay does not check a pending item's decimal places")
    }

    /// The largest total Safari accepted until July 2024 (WebKit's PaymentRequestValidator: "Total amount is too
    /// big." above 100000000, set to PassKit's maximum of the time). WebKit pull request #30376 (d2ec1f7, July 2024)
    /// removed the check, saying the value no longer matched PassKit's maximum, which varies with the currency, and
    /// leaving the limit to Apple Pay itself. So a warning: older Safari still refuses such a total, and Apple Pay
    /// has a limit of its own that is not published.
    static let maximumTotal = DecimalAmount(100_000_000)

    /// The largest amount PassKit takes for the total and a token context: iOS 26.1's `PKIsCurrencyDecimalTooLarge`
    /// compares with `initWithLongLong:0x7FFFFFFFFFFFFFFE`, and `_checkTotalAmount` and `_checkMultiTokenTotal` refuse
    /// the request above it ("Total amount is too large", "Payment token context amount is too large").
    static let passKitLargest = DecimalAmount(Int64.max - 1)

    /// Reports `amount` (at `value`) above `passKitLargest`, as PassKit refuses it; whether it was.
    static func exceedsPassKitLargest(
        _ amount: DecimalAmount, at value: JSONView, what: String, in context: inout ValidationContext
    ) -> Bool {
        guard amount > passKitLargest else { return false }
        context.report(
            .maxValueExceeded, at: value,
            // The limit in words: its nineteen digits hold a card-number-like window, which the output screen masks.
            "\(what) \(amount) is more than 2^63 - 2 (about 9.22 × 10^18), the largest PassKit takes (\"is too large\"): Apple Pay refuses the request")
        return true
    }

    /// Checks the total: its label, a pending type (PENDING_TOTAL), its amount (`sign`: never negative, and zero too
    /// where WebKit refuses it; Safari's old maximum as a warning), and AMOUNT_MISMATCH: against the
    /// `multiTokenContexts` amounts' sum (`ValidationContext.applePayTokenContextsSum`, an error: PassKit refuses the
    /// request), else, when the line items add up to `lineSum`, against that (a warning: Apple shows the total as
    /// given). Each sum is suggested only when the other agrees with it or is unknown: else no total satisfies
    /// both, and following one suggestion drew the other finding, whose suggestion led back.
    ///
    /// A blank label is a warning in both forms: the total's label names the merchant (Apple's "Payment Request
    /// Workflow": the last item is labelled with the merchant's name, which the sheet shows as "Pay <label>"), but
    /// neither Apple Pay JS (WebKit's PaymentRequestValidator refuses only an absent label) nor PassKit (iOS 26.1
    /// PKPaymentSummaryItemValidator asks only for a string) refuses one.
    static func checkTotal(
        _ item: Fields, pending: Bool, currency: DocumentCurrency?, lineSum: DecimalAmount?, sign: AmountPolicy.Sign,
        in context: inout ValidationContext
    ) {
        if let (value, _) = context.string(item.label, key: "label", in: item.object, required: true), value.isBlank {
            context.report(
                .missingRequiredParameter, .warning, at: value,
                "the total's label is empty; Apple Pay takes it, but it should name the merchant, as on the card statement")
        }
        if pending, let type = item.type {
            context.report(
                .pendingTotal, .warning, at: type,
                "the total is typed pending; Apple asks for a final total (the amount the customer is charged)",
                suggestion: "final")
        }
        guard !context.isRefusedNullText(item.amount, code: .invalidParameterSyntax, refusal: "amount"),
            let amountValue = context.required(item.amount, key: "amount", in: item.object)
        else { return }
        let before = context.mark
        let amount = context.amount(amountValue, currency: currency, policy: .applePay(sign), what: "the total amount")
        if pending { Self.relaxPendingPlaces(from: before, in: &context) }
        guard let total = amount, !context.hasErrors(since: before) else { return }
        if exceedsPassKitLargest(total, at: amountValue, what: "the total amount", in: &context) { return }
        let ownFindings = context.hasFindings(since: before)
        if total > maximumTotal, !ownFindings {
            context.report(
                .maxValueExceeded, .warning, at: amountValue,
                "the total amount \(total) is above 100000000, which Safari refused until 2024 (\"Total amount is too big.\"); Apple Pay keeps a limit of its own, which depends on the currency")
        }
        // Compared whatever warnings the total has (its value is readable), since PassKit refuses the request.
        let contextsSum = context.applePayTokenContextsSum
        if let contextsSum, contextsSum != total {
            let note =
                lineSum == total
                ? "; the line items add up to the total, so a token context's amount is off"
                : lineSum.flatMap { $0 == contextsSum ? nil : $0 }.map {
                    "; the line items add up to \($0.suggestionText(like: total, decimals: currency?.decimals)), so no one total agrees with both"
                } ?? ""
            context.reportMismatch(
                .amountMismatch, at: amountValue, stated: total, computed: contextsSum, currency: currency,
                "the total does not equal the sum of the \"multiTokenContexts\" amounts, which PassKit refuses",
                note: note, suggests: lineSum == nil || lineSum == contextsSum)
            return
        }
        // A total with a finding of its own is not also compared with the line items (one fault, one code).
        guard !context.hasFindings(since: before) else { return }
        guard let lineSum, total != lineSum else { return }
        // No total may be zero or negative: a sum that is gives no suggestion. Here the token contexts, when there
        // are some, add up to the total.
        context.reportMismatch(
            .amountMismatch, .warning, at: amountValue, stated: total, computed: lineSum, currency: currency,
            "the total does not equal the sum of the final line items",
            note: contextsSum != nil
                ? "; the total is the \"multiTokenContexts\" amounts' sum, as PassKit requires, so a line item is off" : "",
            suggests: lineSum.signum > 0 && contextsSum == nil)
    }
}
