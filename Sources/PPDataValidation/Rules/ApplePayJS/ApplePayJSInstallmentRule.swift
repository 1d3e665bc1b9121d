/// `apple-pay-js`: `installmentConfiguration`, as WebKit converts and checks it (`ApplePayInstallmentConfiguration`,
/// API version 8 and later): an object; its `featureType`, `retailChannel` and `items[].type` values of their WebIDL
/// enumerations (`ApplePayJSEnumerationsRule.check`), `items` an array, and `applicationMetadata` a JSON object.
///
/// Facts: WebKit's `PaymentInstallmentConfiguration::create` throws "TypeError: applicationMetadata must be a JSON
/// object" when the metadata does not read as one, and WebKit's LayoutTests
/// http/tests/ssl/applepay/ApplePayInstallmentItems.https.html (-expected.txt) record that TypeError for `""`,
/// `["a", "b"]`, `null` and `4`, none for `{"foo": "bar"}`; the same test records "TypeError: Value is not a
/// sequence" for `items = null` (a WebIDL sequence member that is not nullable).
struct ApplePayJSInstallmentRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        guard let installments = context.objectValue(
            context.optional(request[ApplePayJSVocabulary.RequestKey.installmentConfiguration]),
            what: "\"installmentConfiguration\"")
        else { return }
        ApplePayJSEnumerationsRule.check(installments["featureType"], .installmentFeatureType, in: &context)
        ApplePayJSEnumerationsRule.check(installments["retailChannel"], .installmentRetailChannel, in: &context)
        for item in ApplePayJSEnumerationsRule.elements(installments["items"], in: &context) {
            guard let item = context.objectValue(item, what: item.displayName) else { continue }
            ApplePayJSEnumerationsRule.check(item["type"], .installmentItemType, in: &context)
        }
        if let metadata = installments["applicationMetadata"], metadata.kind != .object {
            context.report(
                .invalidParameterSyntax, at: metadata,
                "\"applicationMetadata\" must be a JSON object, not \(metadata.kind.article); Safari throws \"TypeError: applicationMetadata must be a JSON object\"")
        }
    }
}
