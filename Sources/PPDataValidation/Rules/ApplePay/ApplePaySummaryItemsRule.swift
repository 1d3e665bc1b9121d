/// `apple-pay`: `paymentSummaryItems`, whose last item is the total.
///
/// Facts: the Apple Pay chapter "Payment Request Workflow" (the last item is the total, labelled with the merchant's name; negative amounts are discounts;
/// `pending` marks an amount not yet known). WebKit's PaymentRequestValidator: a missing total label or amount is
/// rejected, "Total amount must not be negative.", and "Total amount is too big." above 100000000.
struct ApplePaySummaryItemsRule: DocumentRule {
    /// WebKit's largest total.
    static let maximumTotal = DecimalAmount(100_000_000)

    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let items = context.array("paymentSummaryItems", in: root, required: true, items: 1...Int.max),
            items.count > 0
        else { return }
        // Amounts are checked against the request's currency precision; an unusable currencyCode is reported by
        // ApplePayRequestRule, so it is looked up silently here.
        let currency = root["currencyCode"]?.string.flatMap(DocumentCurrency.init(code:))

        var lineSum = DecimalAmount.zero
        var sumUsable = true
        var finalLineItems = 0
        for (index, element) in items.enumerated() {
            let isTotal = index == items.count - 1
            guard
                let item = context.object(
                    element, known: ApplePayVocabulary.summaryItemKeys, what: isTotal ? "the total" : "a summary item")
            else {
                sumUsable = false
                continue
            }
            let type = ApplePayVocabulary.enumeration(
                "type", in: item, allowed: ApplePayVocabulary.summaryItemTypes,
                aliases: ["pkpaymentsummaryitemtypepending": "pending", "pkpaymentsummaryitemtypefinal": "final"],
                in: &context)
            let pending = type == "pending"
            // An unusable type leaves it unknown whether the item counts; the sum is then not checked.
            if type == nil, context.optional("type", in: item) != nil { sumUsable = false }
            if isTotal {
                checkTotal(
                    item, pending: pending, currency: currency,
                    lineSum: sumUsable && finalLineItems > 0 ? lineSum : nil, in: &context)
                continue
            }

            context.checkString("label", in: item, required: true)
            // A pending item's amount may be left out: it is not known yet.
            let amountValue = pending ? context.optional("amount", in: item) : context.required("amount", in: item)
            guard let amountValue else {
                if !pending { sumUsable = false }
                continue
            }
            // Line items may be negative: discounts (the Apple Pay chapter).
            let before = context.diagnostics.count
            let amount = context.amount(amountValue, currency: currency, policy: .applePay(.any))
            // An amount with a finding of its own (precision, decimals) is not also a total mismatch.
            let clean = context.diagnostics.count == before
            if pending {
                if let amount, !amount.isZero {
                    context.report(
                        .pendingAmountNotZero, .warning, at: amountValue,
                        "pending item amount \(amount) is shown as not yet known; a pending item's amount is usually 0",
                        suggestion: "0")
                }
                continue
            }
            finalLineItems += 1
            guard let amount, clean, sumUsable else {
                sumUsable = false
                continue
            }
            do {
                lineSum = try lineSum.adding(amount)
            } catch {
                context.report(.maxValueExceeded, at: amountValue, "the summary item amounts are too large to add up")
                sumUsable = false
            }
        }
    }

    private func checkTotal(
        _ item: JSONView, pending: Bool, currency: DocumentCurrency?, lineSum: DecimalAmount?,
        in context: inout ValidationContext
    ) {
        if let (value, text) = context.string("label", in: item, required: true), text.allSatisfy(\.isWhitespace) {
            context.report(
                .missingRequiredParameter, at: value,
                "the total's label is empty; it must name the merchant, as on the card statement")
        }
        if pending, let type = item["type"] {
            context.report(
                .pendingTotal, .warning, at: type,
                "the total is typed pending; Apple asks for a final total (the amount the customer is charged)",
                suggestion: "final")
        }
        guard let amountValue = context.required("amount", in: item) else { return }
        let before = context.diagnostics.count
        guard
            let total = context.amount(
                amountValue, currency: currency, policy: .applePay(.nonNegative, maxValue: Self.maximumTotal),
                what: "the total amount")
        else { return }
        // A total already out of range is not also compared (one fault, one code).
        guard context.diagnostics.count == before, let lineSum, total != lineSum else { return }
        context.reportMismatch(
            .amountMismatch, .warning, at: amountValue, stated: total, computed: lineSum,
            "the total does not equal the sum of the final line items")
    }
}
