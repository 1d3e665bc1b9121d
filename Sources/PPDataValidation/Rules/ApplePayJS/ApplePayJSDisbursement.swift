import PPData

/// `apple-pay-js`: the line items of a disbursement request, as PassKit checks the PKDisbursementRequest Safari makes
/// of them.
///
/// Facts: WebKit hands PassKit only the line items of a request with `disbursementRequest` ("Disbursement Requests
/// have a unique quirk: the total doesn't actually matter", DisbursementRequest.mm; `platformDisbursementSummaryItems`),
/// each with a `disbursementLineItemType` becoming a PKDisbursementSummaryItem or PKInstantFundsOutFeeSummaryItem.
/// iOS 26.1's `PKDisbursementPaymentRequestValidator` then refuses the request ("Invalid Disbursement request") when
/// the first item is not a plain summary item (`...FirstSummaryItemNotPaymentSummaryItem`), the last is not the
/// disbursement (`...FinalSummaryItemNotDisbursementSummaryItem`), the `supportsInstantFundsOut` capability and an
/// instant-funds-out fee item are not both there or both absent (`...IFOCapabilityButNoIFOSummaryItem`,
/// `...IFOSummaryItemButNoIFOCapability`), or there are two of either kind (`...MultipleIFOSummaryItems`,
/// `...MultipleDisbursementSummaryItems`); `PKDisbursementSummaryItemValidator` and
/// `PKInstantFundsOutFeeSummaryItemValidator` refuse a negative amount ("amount must be non-negative").
///
/// Not a rule of its own: `ApplePayJSTotalRule`, which reads the line items and asks for `disbursementRequest` anyway,
/// calls it for a disbursement request.
enum ApplePayJSDisbursement {
    /// Checks the line items of `request`, a request with `disbursementRequest`.
    static func check(_ request: JSONObjectMembers, in context: inout ValidationContext) {
        typealias Key = ApplePayJSVocabulary.RequestKey
        let root = request.object
        let refusal = "Apple Pay refuses the disbursement request (PassKit: \"Invalid Disbursement request\")"
        guard let list = context.optional(request[Key.lineItems]), list.kind == .array else {
            // A value of another type has its own finding.
            guard request[Key.lineItems] == nil else { return }
            context.report(
                .missingRequiredParameter, missing: "lineItems", in: root,
                "a disbursement request needs its line items, which are all Safari hands PassKit: the amount first, the disbursement last; \(refusal)")
            return
        }
        var items: [(value: JSONView, type: String?)] = []
        for element in list.elements {
            // Another value is refused by WebKit before PassKit sees the request (ApplePayJSEnumerationsRule).
            let type = element.member(named: "disbursementLineItemType")?.string
            items.append((element, type == "disbursement" || type == "instantFundsOutFee" ? type : nil))
        }
        guard let first = items.first, let last = items.last, items.count > 1 else {
            context.report(
                .invalidParameterValue, at: list,
                "a disbursement request needs two line items at least: the amount first (a plain item), the disbursement last (\"disbursementLineItemType\": \"disbursement\"); \(refusal)")
            return
        }
        if first.type != nil || (first.value.member(named: "paymentTiming")?.string).map({ $0 != "immediate" }) == true {
            context.report(
                .invalidParameterValue, at: first.value,
                "the first line item of a disbursement request must be a plain item (the amount), with no \"disbursementLineItemType\" or other payment timing; \(refusal)")
        }
        if last.type != "disbursement" {
            context.report(
                .invalidParameterValue, at: last.value,
                "the last line item of a disbursement request must be the disbursement (\"disbursementLineItemType\": \"disbursement\"); \(refusal)")
        }
        for type in ["disbursement", "instantFundsOutFee"] {
            for repeated in items.filter({ $0.type == type }).dropFirst() {
                context.report(
                    .invalidParameterValue, at: repeated.value,
                    "a disbursement request takes one \"\(type)\" line item, and this is another; \(refusal)")
            }
        }
        let capability = request[Key.merchantCapabilities]?.elements.first { $0.string == "supportsInstantFundsOut" }
        let fee = items.first { $0.type == "instantFundsOutFee" }
        switch (capability, fee) {
        case (let capability?, nil):
            context.report(
                .invalidParameterValue, at: capability,
                "\"supportsInstantFundsOut\" asks for an instant transfer, whose fee needs a line item of type \"instantFundsOutFee\"; \(refusal)")
        case (nil, let fee?):
            context.report(
                .invalidParameterValue, at: fee.value,
                "an \"instantFundsOutFee\" line item needs \"supportsInstantFundsOut\" in \"merchantCapabilities\"; \(refusal)")
        default:
            break
        }
        for item in items where item.type != nil {
            guard let amount = item.value.member(named: "amount"), let text = amount.string ?? amount.numberText,
                text.hasPrefix("-"), DecimalAmount(exactly: text.dropFirst()).map({ !$0.isZero }) == true
            else { continue }
            context.report(
                .cannotBeNegative, at: amount,
                "a disbursement request's \"\(item.type ?? "")\" amount must not be negative: \(text); \(refusal)")
        }
    }
}
