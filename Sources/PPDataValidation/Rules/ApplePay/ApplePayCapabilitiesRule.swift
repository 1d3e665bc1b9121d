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
        guard let list = nonEmptyArray("merchantCapabilities", in: root, in: &context) else { return }

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
        if let emv, let networks, !networks.contains("chinaUnionPay") {
            context.report(
                .emvWithoutUnionPay, .warning, at: emv,
                "EMV is only used for China UnionPay cards, but \"supportedNetworks\" does not include chinaUnionPay",
                suggestion: "chinaUnionPay")
        }
    }

    /// Checks `supportedNetworks`; returns the known names given (nil when the list is missing or unusable).
    private func checkNetworks(_ root: JSONView, in context: inout ValidationContext) -> Set<String>? {
        guard let list = nonEmptyArray("supportedNetworks", in: root, in: &context) else { return nil }
        var known: Set<String> = []
        for element in list.elements {
            guard let name = context.string(element) else { continue }
            if ApplePayVocabulary.networks.contains(name) {
                known.insert(name)
            } else {
                let nearest = ApplePayVocabulary.nearestNetwork(to: name)
                context.report(
                    .unknownPaymentNetwork, .warning, at: element,
                    "\"\(name)\" is not a PassKit payment network; Apple Pay ignores it", suggestion: nearest)
                if let nearest { known.insert(nearest) }
            }
        }
        return known
    }

    /// The member `key` as a non-empty array: absent, null or empty is MISSING_REQUIRED_PARAMETER (docs/rules.md).
    private func nonEmptyArray(_ key: String, in root: JSONView, in context: inout ValidationContext) -> JSONView? {
        let list = root.member(named: key)
        guard context.array(list, key: key, in: root, required: true) != nil, let list else { return nil }
        guard list.count > 0 else {
            context.report(.missingRequiredParameter, at: list, "\"\(key)\" is empty; it needs at least one value")
            return nil
        }
        return list
    }
}
