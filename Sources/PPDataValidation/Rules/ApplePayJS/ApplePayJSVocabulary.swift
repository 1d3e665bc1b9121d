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
        case deferredPaymentRequest, requiredBillingAddressFields, requiredShippingAddressFields, disbursementRequest
        case isDelegatedRequest
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
            case .disbursementRequest: "disbursementRequest"
            case .isDelegatedRequest: "isDelegatedRequest"
            }
        }
    }

    /// ApplePayMerchantCapability; `supportsInstantFundsOut` is WebKit's disbursement capability
    /// (ApplePayMerchantCapability.idl under ENABLE_APPLE_PAY_DISBURSEMENTS, macOS 15 and later).
    static let capabilities = ["supports3DS", "supportsEMV", "supportsCredit", "supportsDebit", "supportsInstantFundsOut"]
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
    static let contactFieldAliases: StringAliases = [
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
        case automaticReloadPaymentThresholdAmount, disbursementLineItemType
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
            case .disbursementLineItemType: "disbursementLineItemType"
            }
        }
    }

    /// ApplePayShippingMethod members.
    static let shippingMethodKeys = JSONKeySet(["label", "detail", "amount", "identifier", "dateComponentsRange", "selected"])

    /// ApplePayPaymentTiming.
    static let paymentTimings = ["immediate", "recurring", "deferred", "automaticReload"]

    /// The WebIDL enumerations of the request that no other table holds. WebKit's generated bindings throw
    /// "TypeError: Type error." for any other string, and for `null` (which converts to the string "null"), before
    /// the request is validated (JSDOMConvertEnumeration.h; LayoutTests ApplePaySession-expected.txt for
    /// `shippingType`, `total.type`, `merchantCapabilities`). Files: WebKit Source/WebCore/Modules/applepay/.
    enum Enumeration: CaseIterable {
        /// `applePayLaterAvailability`: ApplePayLaterAvailability.idl (WebKit commit 6529c84e6110).
        case laterAvailability
        /// `shippingContactEditingMode`: ApplePayShippingContactEditingMode.idl (92829e91b168).
        case shippingContactEditingMode
        /// `features[]`: ApplePayFeature.idl, the values of 43ada3ac70e8 and of 4732da57a94d (which added
        /// `applePayLaterAvailability`, `paymentRequestMerchantCategoryCode` and `paymentRequestDisbursements`, and
        /// renamed `applePayLaterMode`, a value of WebKit's trunk from 2023-03-16 to 2023-04-12 that no Safari
        /// shipped: pull request #12666), and `paymentRequestDelegation` (pull request #54927, December 2025, with
        /// `isDelegatedRequest`; its test paymentrequest-isDelegatedRequest.https.html); some values exist only on
        /// some systems. WebKit's paymentrequest-features tests pass with the new values ("Should have a feature").
        case feature
        /// `installmentConfiguration.featureType`: ApplePaySetupFeatureType.idl (04cc90570c1e).
        case installmentFeatureType
        /// `installmentConfiguration.retailChannel`: ApplePayInstallmentRetailChannel.idl (230bbe4321bb).
        case installmentRetailChannel
        /// `installmentConfiguration.items[].type`: ApplePayInstallmentItemType.idl (230bbe4321bb).
        case installmentItemType
        /// A line item's `disbursementLineItemType`: ApplePayLineItem.idl (72c1664e8220).
        case disbursementLineItemType
        /// `disbursementRequest.requiredRecipientContactFields[]`: ApplePayContactField.idl (9c7f58897431).
        case contactField

        /// The values WebKit accepts.
        var values: [String] {
            switch self {
            case .laterAvailability: ["available", "unavailableItemIneligible", "unavailableRecurringTransaction"]
            case .shippingContactEditingMode: ["available", "enabled", "storePickup"]
            case .feature:
                [
                    "lineItemPaymentTiming", "paymentTimingImmediate", "applePayLater",
                    "authorizationResultOrderDetails", "paymentRequestAutomaticReload", "paymentRequestCouponCode",
                    "paymentRequestMultiTokenContexts", "paymentRequestRecurring",
                    "paymentRequestShippingContactEditingMode", "paymentTimingAutomaticReload",
                    "paymentRequestDeferred", "paymentTimingDeferred", "paymentTimingRecurring",
                    "shippingContactEditingModeEnabled", "shippingContactEditingModeStorePickup",
                    "shippingMethodDateComponentsRange", "applePayLaterAvailability",
                    "paymentRequestMerchantCategoryCode", "paymentRequestDisbursements", "paymentRequestDelegation",
                ]
            case .installmentFeatureType: ["applePay", "appleCard"]
            case .installmentRetailChannel: ["unknown", "app", "web", "inStore"]
            case .installmentItemType: ["generic", "phone", "pad", "watch", "mac"]
            case .disbursementLineItemType: ["disbursement", "instantFundsOutFee"]
            case .contactField: ApplePayJSVocabulary.contactFields
            }
        }
    }

    /// The deprecated `shippingContactEditingMode` value and its replacement: WebKit accepts it and logs
    /// "`enabled` is a deprecated value for `shippingContactEditingMode`. Please use `available` instead."
    /// (PaymentCoordinator.cpp, beginPaymentSession).
    static let deprecatedEditingMode = (value: "enabled", replacement: "available")

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
