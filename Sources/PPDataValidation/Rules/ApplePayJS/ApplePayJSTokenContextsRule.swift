/// `apple-pay-js`: `multiTokenContexts`, the merchants of a multi-merchant payment (ApplePayPaymentTokenContext):
/// `merchantIdentifier`, `externalIdentifier`, `merchantName` and `amount` required, `merchantDomain` optional, and
/// the amount a decimal amount.
///
/// Facts: WebKit's ApplePayPaymentTokenContext.idl (the required members); ApplePaySession.cpp (convertAndValidate
/// of ApplePayPaymentTokenContext) throws "\"invalid\" is not a valid amount." for an amount that is no decimal
/// number, and WebKit's ApplePayModifier-multiTokenContexts test expects that error; `null` for the list throws
/// "TypeError: Value is not a sequence" like every Apple Pay JS sequence (`ApplePayJSEnumerationsRule.elements`).
struct ApplePayJSTokenContextsRule: DocumentRule {
    /// ApplePayPaymentTokenContext's members.
    static let keys = JSONKeySet(["merchantIdentifier", "externalIdentifier", "merchantName", "merchantDomain", "amount"])

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        let member = request[ApplePayJSVocabulary.RequestKey.multiTokenContexts]
        guard member != nil else { return }
        let contexts = ApplePayJSEnumerationsRule.elements(member, in: &context)
        let currency = request[ApplePayJSVocabulary.RequestKey.currencyCode]?.string.flatMap(DocumentCurrency.init(code:))
        for element in contexts {
            guard let token = context.object(element, known: Self.keys, what: element.displayName) else { continue }
            for key: StaticString in ["merchantIdentifier", "externalIdentifier", "merchantName"] {
                context.checkString(key, in: token, required: true)
            }
            context.checkString("merchantDomain", in: token)
            _ = context.amount("amount", in: token, currency: currency, policy: .applePay(.any))
        }
    }
}
