/// `apple-pay`: `multiTokenContexts`, checked by `ApplePayTokenContexts`; the summary items' rule, which runs after
/// it, compares their sum with the total, the last summary item's amount.
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
        ApplePayTokenContexts.check(list, currency: currency, in: &context)
    }
}
