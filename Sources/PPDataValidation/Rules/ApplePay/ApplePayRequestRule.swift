/// `apple-pay`: the request's own fields: unknown keys, `countryCode`, `currencyCode`, `merchantIdentifier`,
/// `shippingType`, the required contact fields, `supportedCountries`, `applicationData`.
struct ApplePayRequestRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let root = context.object(root, known: ApplePayVocabulary.requestKeys, what: "an Apple Pay payment request")
        else { return }

        // Apple Pay is not PayPal: PayPal's C2 is not ISO 3166-1 (INVALID_COUNTRY_CODE, suggestion CN).
        if let country = context.required("countryCode", in: root) {
            AddressCheck.countryCode(country, allowsC2: false, in: &context)
        }
        // An ISO currency PayPal does not take still works with Apple Pay: a warning here (docs/rules.md).
        _ = context.currency("currencyCode", in: root, notSupported: .warning)

        if let (value, text) = context.string("merchantIdentifier", in: root, required: true),
            text.allSatisfy(\.isWhitespace)
        {
            context.report(
                .invalidStringLength, at: value,
                "\"merchantIdentifier\" is empty; it must be the merchant ID registered with Apple (merchant.…)")
        }

        _ = ApplePayVocabulary.enumeration("shippingType", in: root, allowed: ApplePayVocabulary.shippingTypes, aliases: [:], in: &context)
        for key in ["requiredShippingContactFields", "requiredBillingContactFields"] as [StaticString] {
            guard let fields = context.array(key, in: root) else { continue }
            for field in fields {
                guard let name = context.string(field) else { continue }
                if !ApplePayVocabulary.contactFields.contains(name) {
                    context.report(
                        .invalidParameterValue, at: field,
                        "\"\(name)\" is not a contact field (postalAddress, emailAddress, phoneNumber, name, phoneticName)",
                        suggestion: ApplePayVocabulary.contactFieldAliases[KeySuggestion.fold(name)]
                            ?? KeySuggestion.nearest(to: name, in: ApplePayVocabulary.contactFields))
                }
            }
        }
        if let countries = context.array("supportedCountries", in: root) {
            for country in countries {
                AddressCheck.countryCode(country, allowsC2: false, in: &context)
            }
        }
        // PKPaymentRequest.applicationData is Data; in JSON it travels as (base64) text.
        context.checkString("applicationData", in: root)
    }
}
