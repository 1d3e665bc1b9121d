/// `apple-pay-js`: `multiTokenContexts`, checked as in a PassKit request (`ApplePayTokenContexts`; the total's rule,
/// which runs after it, compares their sum with the total); `null` for the
/// list throws "TypeError: Value is not a sequence" like every Apple Pay JS sequence
/// (`ApplePayJSEnumerationsRule.elements`).
struct ApplePayJSTokenContextsRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        let member = request[ApplePayJSVocabulary.RequestKey.multiTokenContexts]
        guard member != nil else { return }
        let contexts = ApplePayJSEnumerationsRule.elements(member, in: &context)
        let currency = request[ApplePayJSVocabulary.RequestKey.currencyCode]?.string.flatMap(DocumentCurrency.init(applePayCode:))
        ApplePayTokenContexts.check(contexts, currency: currency, in: &context)
    }
}
