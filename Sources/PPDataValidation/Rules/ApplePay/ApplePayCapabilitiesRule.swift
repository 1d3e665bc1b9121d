/// `apple-pay`: `merchantCapabilities` and `supportedNetworks`, checked together because `EMV` is about China
/// UnionPay cards.
///
/// Facts: Apple's PKPaymentRequest reference for `merchantCapabilities`: "The threeDSecure and emv values ...
/// specify the supported cryptographic payment protocols. At least one of these two values is required", with EMV
/// the protocol for China UnionPay cards. So EMV without 3DS is allowed (a UnionPay-only merchant). PassKit's own
/// validator takes a list with neither (iOS 26.1 PassKitCore `_PKPaymentValidateMerchantCapabilities` asks only for
/// a non-zero mask of known bits, 0x9F, `instantFundsOut` among them; EMV without 3DS is logged), so a list without
/// a protocol is a warning. Every network must be one PassKit knows (`_PKPaymentValidateUnion` over
/// `_PKAllNetworks`, exact names), or PassKit refuses the request ("... is not a supported value for supported
/// networks"): an unknown name is an error. The form names a network by its Swift name (`visa`) or by the value
/// PassKit compares (`Visa`, `ApplePayVocabulary.networkRawValues`).
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
                "\"\(name)\" is not a merchant capability (3DS, EMV, credit, debit, instantFundsOut)", suggestion: suggestion)
            // The fix is already suggested; "no protocol" would be the same fault twice.
            if suggestion == "3DS" || suggestion == "EMV" { hasProtocol = true }
        }
        if !hasProtocol {
            context.report(
                .invalidParameterValue, .warning, at: list,
                // No suggestion: the fix is an element added to the array, not a value written in its place.
                "\"merchantCapabilities\" has neither 3DS nor EMV; Apple's reference asks for at least one payment protocol (3DS for most cards, EMV for China UnionPay), though PassKit takes the request; add \"3DS\"")
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
        return ApplePayChecks.networks(
            list, unknown: (.error, "PassKit refuses the request (\"... is not a supported value for supported networks\")"),
            takesRawValues: true, in: &context)
    }
}
