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

        // `isBlank` settles the usual identifier by its first byte (Character.isWhitespace asked each Character).
        if let value = context.required("merchantIdentifier", in: root), context.checkString(value), value.isBlank {
            context.report(
                .invalidStringLength, at: value,
                "\"merchantIdentifier\" is empty; it must be the merchant ID registered with Apple (merchant.…)")
        }

        _ = ApplePayVocabulary.enumeration("shippingType", in: root, allowed: ApplePayVocabulary.shippingTypes, aliases: [:], in: &context)
        for key in ["requiredShippingContactFields", "requiredBillingContactFields"] {
            ApplePayChecks.contactFields(
                key, in: root, allowed: ApplePayVocabulary.contactFieldSet, aliases: ApplePayVocabulary.contactFieldAliases,
                in: &context)
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
