/// `apple-pay`: `multiTokenContexts`, checked by `ApplePayTokenContexts` against the request's total, the last
/// summary item's amount.
struct ApplePayTokenContextsRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayVocabulary.requestKeys)
        typealias Key = ApplePayVocabulary.RequestKey
        // An empty list is no list; nil is refused (iOS 26.1 PKPaymentRequestValidator: "The multi-token contexts
        // field cannot be nil").
        let member = request[Key.multiTokenContexts]
        if let member, member.isNull {
            context.report(
                .invalidParameterSyntax, at: member,
                "\"multiTokenContexts\" is null; PassKit refuses that (\"The multi-token contexts field cannot be nil\"): leave it out, or give an array")
            return
        }
        guard let list = context.array(member, key: "multiTokenContexts", in: request.object) else { return }
        let currency = request[Key.currencyCode]?.string.flatMap(DocumentCurrency.init(applePayCode:))
        let items = request[Key.paymentSummaryItems]
        let last = items.flatMap { $0.kind == .array && $0.count > 0 ? $0[$0.count - 1] : nil }
        let total = last.flatMap { $0.kind == .object ? $0["amount"] : nil }
        ApplePayTokenContexts.check(list, currency: currency, total: total, in: &context)
    }
}
