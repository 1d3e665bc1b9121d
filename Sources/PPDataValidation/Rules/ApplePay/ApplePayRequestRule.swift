/// `apple-pay`: the request's own fields: unknown keys, `countryCode`, `currencyCode`, `merchantIdentifier`,
/// `shippingType`, the required contact fields, `supportedCountries`, `applicationData`, the delegation members.
struct ApplePayRequestRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        // The other rules read the request from this table (`rootMembers`).
        guard
            let request = context.rootMembers(
                root, known: ApplePayVocabulary.requestKeys, what: "an Apple Pay payment request")
        else { return }
        typealias Key = ApplePayVocabulary.RequestKey
        let root = request.object

        // Apple Pay is not PayPal: PayPal's C2 is not ISO 3166-1 (INVALID_COUNTRY_CODE, suggestion CN).
        if let country = context.required(Key.countryCode, of: request) {
            ApplePayCountryCode.check(country, in: &context)
        }
        // An ISO currency PayPal does not take still works with Apple Pay: a warning here (docs/rules.md).
        _ = context.currency(request[Key.currencyCode], key: "currencyCode", in: root, notSupported: .warning)

        // `isBlank` settles the usual identifier by its first byte (Character.isWhitespace asked each Character).
        // PassKit asks only that it be a string (`_PKPaymentValidateProperty`), so an empty one is a warning.
        if let value = context.required(Key.merchantIdentifier, of: request), context.checkString(value), value.isBlank {
            context.report(
                .invalidStringLength, .warning, at: value,
                "\"merchantIdentifier\" is empty; PassKit takes the request, but payments need the merchant ID registered with Apple (merchant.…)")
        }

        _ = ApplePayVocabulary.enumeration(
            request[Key.shippingType], key: "shippingType", in: root, allowed: ApplePayVocabulary.shippingTypes,
            aliases: [:], in: &context)
        for key in [Key.requiredShippingContactFields, Key.requiredBillingContactFields] {
            ApplePayChecks.contactFields(
                key, of: request, allowed: ApplePayVocabulary.contactFieldSet,
                aliases: ApplePayVocabulary.contactFieldAliases, in: &context)
        }
        if let countries = context.array(Key.supportedCountries, of: request) {
            for country in countries {
                ApplePayCountryCode.check(country, in: &context)
            }
        }
        // PKPaymentRequest.applicationData is Data; in JSON it travels as (base64) text.
        context.checkString(Key.applicationData, of: request)
        ApplePayApplicationData.check(request[Key.applicationData], in: &context)
        // Delegated Apple Pay (iOS 26.4): `isDelegatedRequest` a BOOL, `attributionIdentifier` an NSString
        // (PKPaymentRequest's properties, as the .NET PassKit binding lists them; WebKit sets the first from
        // Apple Pay JS, WebPaymentCoordinatorProxyCocoa.mm `setIsDelegatedRequest:`).
        _ = context.boolean(request[Key.isDelegatedRequest], key: "isDelegatedRequest", in: root)
        context.checkString(Key.attributionIdentifier, of: request)
        // PKPaymentRequest's coupon members (iOS 15): an NSString, which PassKit checks when coupons are on
        // (`_PKPaymentValidateProperty(..., @"couponCode", NSString, ...)`), and a BOOL.
        context.checkString(Key.couponCode, of: request)
        _ = context.boolean(request[Key.supportsCouponCode], key: "supportsCouponCode", in: root)
    }
}
