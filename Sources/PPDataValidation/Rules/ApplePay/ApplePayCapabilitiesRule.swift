/// `apple-pay`: `merchantCapabilities` and `supportedNetworks`, checked together because `EMV` is about China
/// UnionPay cards.
///
/// Facts: Apple requires 3-D Secure support (the Apple Pay chapter "Payment Request Workflow": "3-D Secure support
/// is required; EMV support is optional";
/// PKMerchantCapability3DS: "Required. This value must be supplied"), and EMV is the protocol China UnionPay cards
/// need. WebKit rejects an empty capability list ("At least one merchant capability must be provided.") and an empty
/// network list; it ignores networks it does not know, so an unknown name is only a warning.
struct ApplePayCapabilitiesRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let networks = checkNetworks(root, in: &context)
        guard let list = ApplePayChecks.nonEmptyArray("merchantCapabilities", in: root, in: &context) else { return }

        var has3DS = false
        var emv: JSONView?
        for element in list.elements {
            guard let name = context.string(element) else { continue }
            if ApplePayVocabulary.capabilities.contains(name) {
                if name == "3DS" { has3DS = true }
                if name == "EMV" { emv = emv ?? element }
                continue
            }
            let suggestion = ApplePayVocabulary.nearestCapability(to: name)
            context.report(
                .invalidParameterValue, at: element,
                "\"\(name)\" is not a merchant capability (3DS, EMV, credit, debit)", suggestion: suggestion)
            // The fix is already suggested; "no 3DS" would be the same fault twice.
            if suggestion == "3DS" { has3DS = true }
        }
        if !has3DS {
            context.report(
                .invalidParameterValue, at: list,
                "\"merchantCapabilities\" lacks 3DS; Apple Pay requires merchants to support 3-D Secure",
                suggestion: "3DS")
        }
        ApplePayChecks.emvWithoutUnionPay(emv, networks: networks, in: &context)
    }

    /// Checks `supportedNetworks`; returns the known names given (nil when the list is missing or unusable).
    private func checkNetworks(_ root: JSONView, in context: inout ValidationContext) -> Set<String>? {
        guard let list = ApplePayChecks.nonEmptyArray("supportedNetworks", in: root, in: &context) else { return nil }
        // PassKit leaves out a network it does not know (WebKit's PassKit bridge does likewise): a warning.
        return ApplePayChecks.networks(list, unknown: (.warning, "Apple Pay ignores it"), in: &context)
    }
}
