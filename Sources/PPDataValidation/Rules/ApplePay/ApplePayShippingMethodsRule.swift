/// `apple-pay`: `shippingMethods`: each needs a label, an amount of at least 0 and an identifier unique among them
/// (the identifier is how the app learns which method the customer picked; the Apple Pay chapter sets it from
/// the method name).
struct ApplePayShippingMethodsRule: DocumentRule {
    /// PKShippingMethod: a summary item (with its `type`) plus identifier and detail. A repeated identifier is a
    /// warning: WebKit accepts it (LayoutTests, in Tests/RealDocuments/apple-pay-js/
    /// webkit-session-v2-shipping-methods-duplicate-empty-identifiers.json: "did not throw"), though the app cannot tell
    /// the two methods apart.
    static let shape = ApplePayChecks.ShippingMethodShape(
        known: ApplePayVocabulary.shippingMethodKeys, requiresDetail: false, hasType: true)

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayVocabulary.requestKeys)
        ApplePayChecks.shippingMethods(
            request[ApplePayVocabulary.RequestKey.shippingMethods],
            currencyCode: request[ApplePayVocabulary.RequestKey.currencyCode], in: request.object, shape: Self.shape,
            in: &context)
    }
}
