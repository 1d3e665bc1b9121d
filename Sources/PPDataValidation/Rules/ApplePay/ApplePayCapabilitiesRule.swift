/// `apple-pay`: `merchantCapabilities` and `supportedNetworks`, checked together because `EMV` is about China
/// UnionPay cards.
///
/// Facts: Apple's PKPaymentRequest reference for `merchantCapabilities`: "The threeDSecure and emv values ...
/// specify the supported cryptographic payment protocols. At least one of these two values is required", with EMV
/// the protocol for China UnionPay cards. So EMV without 3DS is allowed (a UnionPay-only merchant), and a list with
/// neither is an error. (Older texts, such as the Apple Pay chapter "Payment Request Workflow", said 3-D Secure is
/// required; Apple's current reference wins.) WebKit rejects an empty capability list ("At least one merchant
/// capability must be provided.") and an empty network list; it ignores networks it does not know, so an unknown
/// name is only a warning.
struct ApplePayCapabilitiesRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayVocabulary.requestKeys)
        let unionPay = checkNetworks(request, in: &context)
        guard
            let list = ApplePayChecks.nonEmptyArray(
                ApplePayVocabulary.RequestKey.merchantCapabilities, of: request, in: &context)
        else { return }

        var hasProtocol = false
        var emv: JSONView?
        for element in list.elements {
            guard let name = context.string(element) else { continue }
            if ApplePayVocabulary.capabilities.contains(name) {
                if name == "3DS" || name == "EMV" { hasProtocol = true }
                if name == "EMV" { emv = emv ?? element }
                continue
            }
            let suggestion = ApplePayVocabulary.nearestCapability(to: name)
            context.report(
                .invalidParameterValue, at: element,
                "\"\(name)\" is not a merchant capability (3DS, EMV, credit, debit)", suggestion: suggestion)
            // The fix is already suggested; "no protocol" would be the same fault twice.
            if suggestion == "3DS" || suggestion == "EMV" { hasProtocol = true }
        }
        if !hasProtocol {
            context.report(
                .invalidParameterValue, at: list,
                "\"merchantCapabilities\" has neither 3DS nor EMV; Apple Pay needs at least one payment protocol (3DS for most cards, EMV for China UnionPay)",
                suggestion: "3DS")
        }
        ApplePayChecks.emvWithoutUnionPay(emv, unionPay: unionPay, in: &context)
    }

    /// Checks `supportedNetworks`; returns whether chinaUnionPay is among the networks meant (nil when the list is
    /// missing or unusable).
    private func checkNetworks(_ request: JSONObjectMembers, in context: inout ValidationContext) -> Bool? {
        guard
            let list = ApplePayChecks.nonEmptyArray(
                ApplePayVocabulary.RequestKey.supportedNetworks, of: request, in: &context)
        else { return nil }
        // PassKit leaves out a network it does not know (WebKit's PassKit bridge does likewise): a warning.
        return ApplePayChecks.networks(list, unknown: (.warning, "Apple Pay ignores it"), in: &context)
    }
}
