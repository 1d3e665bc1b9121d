/// `apple-pay-js`: the request's own members: unknown keys, `countryCode`, `currencyCode`, `shippingType`, the
/// required contact fields, `supportedCountries`, the coupon members.
///
/// Facts (WebKit's ApplePayPaymentRequest.idl, ApplePayRequestBase.cpp, PaymentRequestValidator.mm, and the
/// LayoutTests in Tests/RealDocuments/apple-pay-js, whose expected lines are quoted):
/// - `countryCode` and `currencyCode` are required ISO codes: webkit-session-v2-country-code-missing.json ("Member
///   ApplePayPaymentRequest.countryCode is required"), -country-code-invalid.json and -country-code-number.json
///   ("\"invalid\" is not a valid country code.", "\"7\" ..."), -currency-code-invalid.json and -empty.json
///   ("\"\" is not a valid currency code."); `null` is the text "null", not a missing member
///   (ApplePaySession-expected.txt: "\"null\" is not a valid country code."). An ISO currency PayPal does not take is
///   only a warning: Apple Pay is not PayPal.
/// - `shippingType` is an enumeration: -shipping-type-invalid.json ("Type error.").
/// - Contact fields are `email`, `name`, `phone`, `postalAddress`, and `phoneticName` from version 3:
///   -billing-fields-all-v2.json ("did not throw"), -billing-fields-phonetic-name.json under version 2
///   ("\"phoneticName\" is not a valid contact field.").
/// - `supportedCountries` is read from version 3, each an ISO country code, empty and repeated entries accepted:
///   webkit-session-v3-supported-countries-us-invalid.json and -us-number.json (not valid country codes),
///   -empty.json and -us-twice.json ("did not throw").
/// - `applicationData`: WebKit converts any value to a string, and a number is accepted
///   (webkit-session-v2-application-data-number.json, "did not throw"); the text, a number's included, is base64
///   of at most 1,024 bytes (`ApplePayApplicationData`, PassKit's limit).
/// - `null` is no sequence and no enumeration value: `lineItems`, the required contact fields, `shippingMethods`
///   and (from version 3) `supportedCountries` written as `null` throw "TypeError: Value is not a sequence.", and
///   `shippingType: null` "TypeError: Type error." (webkit-session-v2-line-items-null.json and the other `-null`
///   documents; ApplePaySession-expected.txt, ApplePaySessionV3-expected.txt). The other rules read a `null`
///   member as absent, so this rule reports it.
struct ApplePayJSRequestRule: DocumentRule {
    /// The request's sequence members other rules read as absent when `null` (a constant: one array per process).
    static let sequenceKeys: [ApplePayJSVocabulary.RequestKey] = [
        .lineItems, .requiredBillingContactFields, .requiredShippingContactFields, .shippingMethods, .supportedCountries,
    ]

    func check(_ root: JSONView, in context: inout ValidationContext) {
        // The other rules read the request from this table (`rootMembers`).
        guard
            let request = context.rootMembers(
                root, known: ApplePayJSVocabulary.requestKeys, what: "an Apple Pay JS payment request")
        else { return }
        typealias Key = ApplePayJSVocabulary.RequestKey
        let root = request.object
        // Apple Pay is not PayPal: PayPal's C2 is not ISO 3166-1 (INVALID_COUNTRY_CODE, suggestion CN).
        if !context.isRefusedNullText(request[Key.countryCode], code: .invalidCountryCode, refusal: "country code"),
            let country = context.required(Key.countryCode, of: request)
        {
            ApplePayCountryCode.check(country, in: &context)
        }
        if !context.isRefusedNullText(request[Key.currencyCode], code: .invalidCurrencyCode, refusal: "currency code") {
            _ = context.currency(request[Key.currencyCode], key: "currencyCode", in: root, notSupported: .warning)
        }
        let version = context.options.applePayVersion
        let readsSupportedCountries = version.map { $0 >= 3 } ?? true
        for key in Self.sequenceKeys where key != .supportedCountries || readsSupportedCountries {
            if let value = request[key], value.isNull { ApplePayJSEnumerationsRule.reportNullSequence(value, in: &context) }
        }
        _ = ApplePayVocabulary.enumeration(
            request[Key.shippingType], key: "shippingType", in: root, allowed: ApplePayVocabulary.shippingTypes,
            aliases: [:], in: &context)

        let fieldVersion = { (name: String) in
            ApplePayJSVocabulary.refusal(firstVersion: ApplePayJSVocabulary.firstVersion(ofContactField: name), at: version)
        }
        for key in [Key.requiredBillingContactFields, Key.requiredShippingContactFields] {
            ApplePayChecks.contactFields(
                key, of: request, allowed: ApplePayJSVocabulary.contactFieldSet,
                aliases: ApplePayJSVocabulary.contactFieldAliases, refusal: fieldVersion, in: &context)
        }
        for key in [Key.requiredBillingAddressFields, Key.requiredShippingAddressFields] {
            ApplePayChecks.contactFields(
                key, of: request, allowed: ApplePayJSVocabulary.addressFieldSet,
                aliases: ApplePayJSVocabulary.contactFieldAliases, in: &context)
        }

        // Before version 3 WebKit does not read supportedCountries at all.
        if readsSupportedCountries,
            let countries = context.array(Key.supportedCountries, of: request)
        {
            for country in countries { ApplePayCountryCode.check(country, in: &context) }
        }
        ApplePayApplicationData.check(request[Key.applicationData], in: &context)
        context.checkString(Key.couponCode, of: request)
        _ = context.boolean(request[Key.supportsCouponCode], key: "supportsCouponCode", in: root)
        // A request made on another party's behalf (WebKit pull request #54927, December 2025; Delegated Apple Pay,
        // iOS 26.4): a boolean, which older Safari ignores.
        _ = context.boolean(request[Key.isDelegatedRequest], key: "isDelegatedRequest", in: root)
        if let code = context.optional(root["merchantCategoryCode"]), let text = context.string(code),
            !(text.utf8.count == 4 && text.utf8.allSatisfy { (0x30...0x39).contains($0) })
        {
            // WebKit hands PassKit `parseInteger<int16_t>` of the text, or PKMerchantCategoryCodeNone when it reads
            // no number (WebPaymentCoordinatorProxyCocoa.mm `toPKMerchantCategoryCode`); an ISO 18245 code is four
            // digits (WebKit's test sends "0739").
            context.report(
                .invalidParameterSyntax, .warning, at: code,
                "\"merchantCategoryCode\" \"\(text)\" is not a four-digit merchant category code (ISO 18245); "
                    + "Safari passes on the number it reads, or no code when it reads none")
        }
    }
}
