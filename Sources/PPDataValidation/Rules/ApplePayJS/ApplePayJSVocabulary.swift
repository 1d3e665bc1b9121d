/// The names Apple Pay JS's `ApplePayPaymentRequest` uses (WebKit's ApplePayPaymentRequest.idl and
/// ApplePayRequestBase.idl; Apple's Apple Pay JS reference), and the API versions that change what WebKit accepts.
enum ApplePayJSVocabulary {
    /// ApplePayPaymentRequest and ApplePayRequestBase members, plus the version 1 names
    /// `requiredBillingAddressFields`/`requiredShippingAddressFields` (WebKit's first ApplePaySession accepted them).
    static let requestKeys = RequestKey.makeKeySet()

    /// `requestKeys`' keys, in order: the rules read the request from its member table
    /// (`ValidationContext.rootMembers`; the keys after the 16th, which the table does not hold, by name).
    enum RequestKey: Int, ObjectKey {
        case total, lineItems, merchantCapabilities, supportedNetworks, countryCode, currencyCode
        case requiredBillingContactFields, billingContact, requiredShippingContactFields, shippingContact
        case shippingType, shippingMethods, applicationData, supportedCountries, supportsCouponCode, couponCode
        case shippingContactEditingMode, applePayLaterAvailability, merchantCategoryCode, features
        case installmentConfiguration, multiTokenContexts, recurringPaymentRequest, automaticReloadPaymentRequest
        case deferredPaymentRequest, requiredBillingAddressFields, requiredShippingAddressFields
        var name: StaticString {
            switch self {
            case .total: "total"
            case .lineItems: "lineItems"
            case .merchantCapabilities: "merchantCapabilities"
            case .supportedNetworks: "supportedNetworks"
            case .countryCode: "countryCode"
            case .currencyCode: "currencyCode"
            case .requiredBillingContactFields: "requiredBillingContactFields"
            case .billingContact: "billingContact"
            case .requiredShippingContactFields: "requiredShippingContactFields"
            case .shippingContact: "shippingContact"
            case .shippingType: "shippingType"
            case .shippingMethods: "shippingMethods"
            case .applicationData: "applicationData"
            case .supportedCountries: "supportedCountries"
            case .supportsCouponCode: "supportsCouponCode"
            case .couponCode: "couponCode"
            case .shippingContactEditingMode: "shippingContactEditingMode"
            case .applePayLaterAvailability: "applePayLaterAvailability"
            case .merchantCategoryCode: "merchantCategoryCode"
            case .features: "features"
            case .installmentConfiguration: "installmentConfiguration"
            case .multiTokenContexts: "multiTokenContexts"
            case .recurringPaymentRequest: "recurringPaymentRequest"
            case .automaticReloadPaymentRequest: "automaticReloadPaymentRequest"
            case .deferredPaymentRequest: "deferredPaymentRequest"
            case .requiredBillingAddressFields: "requiredBillingAddressFields"
            case .requiredShippingAddressFields: "requiredShippingAddressFields"
            }
        }
    }

    /// ApplePayMerchantCapability.
    static let capabilities = ["supports3DS", "supportsEMV", "supportsCredit", "supportsDebit"]
    /// `capabilities`, matched by bytes.
    static let capabilitySet = JSONKeySet(capabilities)

    /// The web name of the capability `name` most likely means (PassKit's `3DS`, Objective-C's
    /// `PKMerchantCapability3DS` and typos are read through the PassKit vocabulary, then named the web way).
    static func nearestCapability(to name: String) -> String? {
        if let web = KeySuggestion.nearest(to: name, in: capabilities) { return web }
        guard let passKit = ApplePayVocabulary.nearestCapability(to: name) else { return nil }
        return "supports" + (passKit == "3DS" || passKit == "EMV" ? passKit : passKit.prefix(1).uppercased() + passKit.dropFirst())
    }

    /// ApplePayContactField (`phoneticName` from version 3).
    static let contactFields = ["email", "name", "phone", "postalAddress", "phoneticName"]
    /// `contactFields`, matched by bytes.
    static let contactFieldSet = JSONKeySet(contactFields)

    /// Version 1's address field names (`requiredBillingAddressFields`): the contact fields without `phoneticName`.
    static let addressFields = ["email", "name", "phone", "postalAddress"]
    /// `addressFields`, matched by bytes.
    static let addressFieldSet = JSONKeySet(addressFields)

    /// PassKit's contact field names, folded, mapped to the web's (the reverse of
    /// `ApplePayVocabulary.contactFieldAliases`).
    static let contactFieldAliases: [String: String] = [
        "emailaddress": "email", "phonenumber": "phone", "pkcontactfieldemailaddress": "email",
        "pkcontactfieldphonenumber": "phone", "pkcontactfieldpostaladdress": "postalAddress",
        "pkcontactfieldname": "name", "pkcontactfieldphoneticname": "phoneticName",
    ]

    /// ApplePayLineItem members (the payment timing members belong to recurring, deferred and automatic reload
    /// billing).
    static let lineItemKeys = LineItemKey.makeKeySet()
    /// `lineItemKeys`, as the line item check reads them (by position in the key set).
    enum LineItemKey: Int, ObjectKey {
        case type, label, amount, paymentTiming, recurringPaymentStartDate, recurringPaymentIntervalUnit
        case recurringPaymentIntervalCount, recurringPaymentEndDate, deferredPaymentDate
        case automaticReloadPaymentThresholdAmount
        var name: StaticString {
            switch self {
            case .type: "type"
            case .label: "label"
            case .amount: "amount"
            case .paymentTiming: "paymentTiming"
            case .recurringPaymentStartDate: "recurringPaymentStartDate"
            case .recurringPaymentIntervalUnit: "recurringPaymentIntervalUnit"
            case .recurringPaymentIntervalCount: "recurringPaymentIntervalCount"
            case .recurringPaymentEndDate: "recurringPaymentEndDate"
            case .deferredPaymentDate: "deferredPaymentDate"
            case .automaticReloadPaymentThresholdAmount: "automaticReloadPaymentThresholdAmount"
            }
        }
    }

    /// ApplePayShippingMethod members.
    static let shippingMethodKeys = JSONKeySet(["label", "detail", "amount", "identifier", "dateComponentsRange", "selected"])

    /// ApplePayPaymentTiming.
    static let paymentTimings = ["immediate", "recurring", "deferred", "automaticReload"]

    /// ApplePayRecurringPaymentDateUnit.
    static let intervalUnits = ["year", "month", "day", "hour", "minute"]

    /// The first version whose WebKit accepts a network (PaymentCoordinator::validatedPaymentNetwork: `jcb` is refused
    /// below version 2, `carteBancaire` below version 3, both in any letter case); nil for the others.
    static func firstVersion(ofNetwork name: String) -> Int? {
        switch name.lowercased() {
        case "jcb": 2
        case "cartebancaire": 3
        default: nil
        }
    }

    /// The first version whose WebKit accepts a contact field (ApplePayContactField.cpp: `phoneticName` below
    /// version 3 throws "\"phoneticName\" is not a valid contact field.").
    static func firstVersion(ofContactField name: String) -> Int? {
        name == "phoneticName" ? 3 : nil
    }

    /// The first version whose WebKit accepts a total of 0. Evidence: WebKit LayoutTests ApplePaySession-expected.txt
    /// "PASS new ApplePaySession(2, request) threw exception TypeError: Total amount must be greater than zero.."
    /// for `amount: '0'` (Tests/RealDocuments/apple-pay-js/webkit-session-v2-total-zero.json), and
    /// ApplePaySessionV4-expected.txt "PASS new ApplePaySession(4, request) did not throw exception." for the same
    /// total (webkit-session-v4-total-zero.json).
    static let firstVersionWithZeroTotal = 4

    /// Why something that first works in `version` is refused at the request's version (`--apple-pay-version`),
    /// or nil when it is accepted there: without a version, a current one is assumed.
    static func refusal(firstVersion: Int?, at version: Int?) -> String? {
        guard let firstVersion, let version, version < firstVersion else { return nil }
        return "needs Apple Pay JS version \(firstVersion) or later; the request is checked as version \(version) (--apple-pay-version), where Safari throws a TypeError"
    }
}
