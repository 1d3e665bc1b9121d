/// `apple-pay-js`: `merchantCapabilities` and `supportedNetworks`, checked together because `supportsEMV` is about
/// China UnionPay cards.
///
/// Facts (WebKit's ApplePayRequestBase.cpp and ApplePayMerchantCapability.cpp; the LayoutTests in
/// Tests/RealDocuments/apple-pay-js):
/// - Both lists are required and may not be empty: webkit-session-v2-capabilities-empty.json ("At least one merchant
///   capability must be provided."), -networks-empty.json ("At least one supported network must be provided.").
/// - A capability is `supports3DS`, `supportsEMV`, `supportsCredit` or `supportsDebit`; anything else throws
///   (-capabilities-invalid.json, "Type error."). Apple's Apple Pay JS reference asks for `supports3DS` (EMV for
///   China UnionPay cards), so a list with neither is an error too.
/// - An unknown network throws, even next to a known one (-networks-invalid-then-visa.json, "\"invalidNetwork\" is
///   not a valid payment network."); a repeated one does not (-networks-duplicate-visa.json, "did not throw").
///   WebKit pull request #56856 (January 2026, commit 130b88c82e3c) makes Safari log a warning and leave such a
///   network out instead; the error stays, for the Safari versions before it that visitors still use.
/// - Letter case does not matter: WebKit looks a network up in a set that ignores ASCII case
///   (WebPaymentCoordinator.h `AvailablePaymentNetworksSet = HashSet<String, ASCIICaseInsensitiveHash>`, holding
///   PassKit's own names such as `Visa` and `MasterCard`) and passes on the name it finds, so `VISA` is visa: a
///   warning, with the name Apple's reference uses.
///   `carteBancaire` is accepted from version 3 (PaymentCoordinator::validatedPaymentNetwork; version 4 in
///   webkit-session-v4-base-carte-bancaire.json, "did not throw"), `jcb` from version 2.
struct ApplePayJSCapabilitiesRule: DocumentRule {
    /// The non-empty list `key` (`ApplePayChecks.nonEmptyArray`), or nil. `null` is reported as WebKit refuses it,
    /// "TypeError: Value is not a sequence." (ApplePaySession-expected.txt), not as a missing member.
    private static func list(
        _ key: ApplePayJSVocabulary.RequestKey, of request: JSONObjectMembers, in context: inout ValidationContext
    ) -> JSONView? {
        if let value = request[key], value.isNull {
            ApplePayJSEnumerationsRule.reportNullSequence(value, required: true, in: &context)
            return nil
        }
        return ApplePayChecks.nonEmptyArray(key, of: request, in: &context)
    }

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let version = context.options.applePayVersion
        let request = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        typealias Key = ApplePayJSVocabulary.RequestKey
        let unionPay = Self.list(Key.supportedNetworks, of: request, in: &context).map { list in
            ApplePayChecks.networks(
                list,
                unknown: (
                    .error,
                    "Safari throws a TypeError (\"... is not a valid payment network.\"), or, since WebKit's change "
                        + "of January 2026, leaves it out with a console warning"
                ),
                otherCase: (.warning, "Safari ignores the case here, but Apple's reference spells each network one way"),
                refusal: { name in
                    // Without a version every network is accepted: no need to look the name up.
                    guard version != nil else { return nil }
                    return ApplePayJSVocabulary.refusal(
                        firstVersion: ApplePayJSVocabulary.firstVersion(ofNetwork: name), at: version)
                }, in: &context)
        }
        guard let list = Self.list(Key.merchantCapabilities, of: request, in: &context) else { return }

        // One pass over the entries: what each means (a known capability, or the one its misspelling suggests,
        // reported once, here), whether 3DS or EMV is among them, and the first entry written as supportsEMV. A
        // capability written as WebKit names it is found by its decoded bytes (no String built; WebKit compares
        // the names exactly).
        var secure = false
        var emv: JSONView?
        for element in list.elements {
            let known = element.withStringUTF8 { ApplePayJSVocabulary.capabilitySet.key(utf8: $0) } ?? nil
            guard let name = known ?? context.string(element, reportsConversion: false) else { continue }
            var capability: String? = name
            if known == nil {
                capability = ApplePayJSVocabulary.nearestCapability(to: name)
                context.report(
                    .invalidParameterValue, at: element,
                    "\"\(name)\" is not a merchant capability (\(ApplePayJSVocabulary.capabilities.joined(separator: ", ")))",
                    suggestion: capability)
            }
            if capability == "supports3DS" || capability == "supportsEMV" { secure = true }
            if emv == nil, capability == "supportsEMV", name == "supportsEMV" { emv = element }
        }
        if !secure {
            context.report(
                .invalidParameterValue, at: list,
                // No suggestion: the fix is an element added to the array, not a value written in its place.
                "\"merchantCapabilities\" has neither supports3DS nor supportsEMV; Apple Pay requires 3-D Secure (EMV for China UnionPay cards); add \"supports3DS\"")
        }
        ApplePayChecks.emvWithoutUnionPay(emv, unionPay: unionPay, in: &context)
    }
}
