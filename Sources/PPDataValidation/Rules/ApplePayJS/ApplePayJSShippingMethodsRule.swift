/// `apple-pay-js`: `shippingMethods` (ApplePayShippingMethod).
///
/// Facts (WebKit's ApplePayShippingMethod.idl and PaymentRequestValidator.mm; the LayoutTests in
/// Tests/RealDocuments/apple-pay-js): `amount`, `detail`, `identifier` and `label` are all required
/// (-shipping-method-missing-detail.json, "Member ApplePayShippingMethod.detail is required"), but only the amount
/// is checked further: a negative one throws (-shipping-method-negative.json, "Shipping method amount must be
/// greater than or equal to zero."), while empty labels and identifiers, even repeated, are accepted
/// (-shipping-methods-duplicate-empty-identifiers.json, "did not throw"). A repeated identifier is still one the
/// page cannot tell apart in `onshippingmethodselected`, hence DUPLICATE_IDENTIFIER as a warning.
struct ApplePayJSShippingMethodsRule: DocumentRule {
    /// ApplePayShippingMethod: no summary item type; `detail` required; a repeated identifier a warning.
    static let shape = ApplePayChecks.ShippingMethodShape(
        known: ApplePayJSVocabulary.shippingMethodKeys, requiresDetail: true, hasType: false)

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        ApplePayChecks.shippingMethods(
            request[ApplePayJSVocabulary.RequestKey.shippingMethods],
            currencyCode: request[ApplePayJSVocabulary.RequestKey.currencyCode], in: request.object, shape: Self.shape,
            in: &context)
    }
}
