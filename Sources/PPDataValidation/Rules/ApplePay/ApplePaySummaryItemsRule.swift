/// `apple-pay`: `paymentSummaryItems`, whose last item is the total. An item that carries a member of PassKit's
/// summary-item subclasses is checked by `ApplePayBillingItem` and keeps the sum from being compared.
///
/// Facts: the Apple Pay chapter "Payment Request Workflow" (the last item is the total, labelled with the merchant's name; negative amounts are discounts;
/// `pending` marks an amount not yet known). WebKit's PaymentRequestValidator: a missing total label or amount is
/// rejected, "Total amount must not be negative.", and "Total amount is too big." above 100000000 until July 2024
/// (a warning: `ApplePayLineItems.maximumTotal`).
struct ApplePaySummaryItemsRule: DocumentRule {
    /// PassKit's constant names for the item types, by folded key (built once, not per item).
    static let typeAliases: StringAliases = [
        "pkpaymentsummaryitemtypepending": "pending", "pkpaymentsummaryitemtypefinal": "final",
    ]

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayVocabulary.requestKeys)
        typealias Key = ApplePayVocabulary.RequestKey
        // PassKit: "paymentSummaryItems may not contain more than 100 items" (iOS 26.1 PKPaymentRequestValidator).
        guard let items = context.array(Key.paymentSummaryItems, of: request, required: true, items: 1...100),
            items.count > 0
        else { return }
        // Amounts are checked against the request's currency precision; an unusable currencyCode is reported by
        // ApplePayRequestRule, so it is looked up silently here.
        let currency = request[Key.currencyCode]?.string.flatMap(DocumentCurrency.init(applePayCode:))

        var lineItems = ApplePayLineItems()
        for (index, element) in items.enumerated() {
            let isTotal = index == items.count - 1
            guard
                let members = context.members(
                    element, known: ApplePayVocabulary.summaryItemKeys, what: isTotal ? "the total" : "a summary item")
            else {
                lineItems.spoil()
                continue
            }
            typealias Key = ApplePayVocabulary.SummaryItemKey
            // A recurring, deferred or automatic-reload item is charged on its own schedule, not necessarily with the
            // total: Checkout.com's recurring demo (Tests/RealDocuments/apple-pay) totals 10, its trial, beside a
            // 20 membership starting later. The sum is then not compared.
            if ApplePayBillingItem.isSubclassItem(members) {
                ApplePayBillingItem.check(members, currency: currency, in: &context)
                if !isTotal { lineItems.spoil() }
            }
            // A shipping method listed as a summary item is a line like any other; its own members are text.
            context.checkString(members[Key.identifier], key: "identifier", in: members.object)
            context.checkString(members[Key.detail], key: "detail", in: members.object)
            let item = ApplePayLineItems.Fields(
                object: members.object, label: members[Key.label], amount: members[Key.amount], type: members[Key.type])
            let type = ApplePayVocabulary.enumeration(
                item.type, key: "type", in: item.object, allowed: ApplePayVocabulary.summaryItemTypes,
                aliases: Self.typeAliases, in: &context)
            // An unusable type leaves it unknown whether the item counts; the sum is then not checked.
            if type == nil, context.optional(item.type) != nil { lineItems.spoil() }
            if isTotal {
                ApplePayLineItems.checkTotal(
                    item, pending: type == "pending", currency: currency, lineSum: lineItems.comparableSum,
                    sign: .nonNegative, in: &context)  // PassKit takes a total of 0
            } else {
                lineItems.check(item, pending: type == "pending", requiresLabel: true, currency: currency, in: &context)
            }
        }
    }
}
