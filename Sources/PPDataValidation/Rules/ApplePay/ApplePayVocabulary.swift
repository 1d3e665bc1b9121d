/// The names an Apple Pay payment request uses: PKPaymentRequest's properties and the PassKit constant names ppdata
/// reads its enumerated values as (docs/rules.md).
enum ApplePayVocabulary {
    /// PKPaymentRequest properties (Apple's PassKit reference). `requiredShippingAddressFields`,
    /// `requiredBillingAddressFields` are the pre-iOS 11 names the Apple Pay chapter uses.
    static let requestKeys = RequestKey.makeKeySet()

    /// `requestKeys`' keys, in order: the rules read the request from its member table
    /// (`ValidationContext.rootMembers`; the keys after the 16th, which the table does not hold, by name).
    enum RequestKey: Int, ObjectKey {
        case countryCode, currencyCode, merchantIdentifier, merchantCapabilities, supportedNetworks
        case paymentSummaryItems, shippingMethods, shippingType, requiredShippingContactFields
        case requiredBillingContactFields, shippingContact, billingContact, applicationData, supportedCountries
        case shippingContactEditingMode, couponCode, supportsCouponCode, multiTokenContexts, recurringPaymentRequest
        case automaticReloadPaymentRequest, deferredPaymentRequest, merchantCategoryCode, applePayLaterAvailability
        case requiredShippingAddressFields, requiredBillingAddressFields, isDelegatedRequest, attributionIdentifier
        var name: StaticString {
            switch self {
            case .countryCode: "countryCode"
            case .currencyCode: "currencyCode"
            case .merchantIdentifier: "merchantIdentifier"
            case .merchantCapabilities: "merchantCapabilities"
            case .supportedNetworks: "supportedNetworks"
            case .paymentSummaryItems: "paymentSummaryItems"
            case .shippingMethods: "shippingMethods"
            case .shippingType: "shippingType"
            case .requiredShippingContactFields: "requiredShippingContactFields"
            case .requiredBillingContactFields: "requiredBillingContactFields"
            case .shippingContact: "shippingContact"
            case .billingContact: "billingContact"
            case .applicationData: "applicationData"
            case .supportedCountries: "supportedCountries"
            case .shippingContactEditingMode: "shippingContactEditingMode"
            case .couponCode: "couponCode"
            case .supportsCouponCode: "supportsCouponCode"
            case .multiTokenContexts: "multiTokenContexts"
            case .recurringPaymentRequest: "recurringPaymentRequest"
            case .automaticReloadPaymentRequest: "automaticReloadPaymentRequest"
            case .deferredPaymentRequest: "deferredPaymentRequest"
            case .merchantCategoryCode: "merchantCategoryCode"
            case .applePayLaterAvailability: "applePayLaterAvailability"
            case .requiredShippingAddressFields: "requiredShippingAddressFields"
            case .requiredBillingAddressFields: "requiredBillingAddressFields"
            case .isDelegatedRequest: "isDelegatedRequest"
            case .attributionIdentifier: "attributionIdentifier"
            }
        }
    }

    /// PKMerchantCapability, as docs/rules.md names them.
    static let capabilities = ["3DS", "EMV", "credit", "debit", "instantFundsOut"]

    /// Other spellings of the capabilities: Apple Pay on the Web (`supports3DS`, ...), Swift (`capability3DS`, ...)
    /// and Objective-C (`PKMerchantCapability3DS`, ...). Keys are lower-cased.
    static let capabilityAliases: StringAliases = {
        var aliases: [(spelling: String, name: String)] = []
        for name in capabilities {
            let capitalised = name == "3DS" || name == "EMV" ? name : name.prefix(1).uppercased() + name.dropFirst()
            for alias in ["supports" + capitalised, "capability" + capitalised, "PKMerchantCapability" + capitalised] {
                aliases.append((spelling: alias.lowercased(), name: name))
            }
        }
        return StringAliases(aliases)
    }()

    /// PKPaymentNetwork: the Swift names of Apple's PassKit reference (`PKPaymentNetwork`, including the deprecated
    /// `carteBancaire`/`carteBancaires` and the newer type properties), plus `jcb`, Apple Pay on the Web's spelling
    /// of `JCB` (WebKit's PaymentRequest::isValidSupportedNetwork).
    static let networks = [
        "amex", "bancomat", "bancontact", "bankAxept", "barcode", "carteBancaire", "carteBancaires", "cartesBancaires",
        "chinaUnionPay", "conecs", "dankort", "discover", "eftpos", "elCorteIngles", "elcard", "electron", "elo",
        "girocard", "himyan", "humo", "idCredit", "interac", "jaywan", "JCB", "jcb", "maal", "mada", "maestro",
        "masterCard", "meeza", "mir", "myDebit", "nanaco", "NAPAS", "pagoBancomat", "payPak", "postFinance",
        "privateLabel", "quicPay", "ruPay", "suica", "tmoney", "uzCard", "verve", "visa", "vPay", "waon",
    ]

    /// `networks` for membership tests, probed by bytes (a `Set<String>` hashed every name of every list).
    static let networkSet = JSONKeySet(networks)

    /// PassKit's own values of the networks (`PKPaymentNetwork.visa.rawValue` is `Visa`), which its validator compares
    /// exactly, by the Swift name each stands for: a request written from the values themselves (a Swift app's
    /// `JSONEncoder`, a plugin passing text to `PKPaymentNetwork(rawValue:)`) names the same networks. Source: the
    /// values of Apple's PassKit headers as Cap-go/capacitor-pay lists them (1bf76e7, December 2025, "definitions
    /// provided by Apple themselves"; 72df3c4: "PassKit network raw values are case-sensitive (for example "Visa",
    /// "MasterCard", "AmEx")"). Networks whose value no public source gives are left out.
    static let networkRawValues: [String: String] = [
        "AmEx": "amex", "Bancomat": "bancomat", "Bancontact": "bancontact", "BankAxept": "bankAxept",
        "CarteBancaire": "carteBancaire", "CarteBancaires": "carteBancaires", "CartesBancaires": "cartesBancaires",
        "ChinaUnionPay": "chinaUnionPay", "Dankort": "dankort", "Discover": "discover", "Eftpos": "eftpos",
        "Electron": "electron", "Elo": "elo", "Himyan": "himyan", "iD": "idCredit", "Interac": "interac",
        "Jaywan": "jaywan", "Maestro": "maestro", "MasterCard": "masterCard", "Meeza": "meeza", "Mir": "mir",
        "MyDebit": "myDebit", "PagoBancomat": "pagoBancomat", "PostFinanceAG": "postFinance",
        "PrivateLabel": "privateLabel", "QUICPay": "quicPay", "Suica": "suica", "Visa": "visa", "VPay": "vPay",
    ]

    /// `networkRawValues`' keys, probed by bytes: an unknown name (a typo, the usual fault) is told from PassKit's
    /// values without hashing a String.
    static let networkRawValueSet = JSONKeySet(networkRawValues.keys)

    /// Everyday names for networks whose PassKit name is not within typo distance. Keys are folded (lower case, no
    /// spaces, dashes or underscores).
    static let networkAliases: StringAliases = [
        "unionpay": "chinaUnionPay", "cup": "chinaUnionPay", "americanexpress": "amex", "mc": "masterCard",
        "visaelectron": "electron", "cb": "cartesBancaires", "id": "idCredit", "quicpay": "quicPay",
    ]

    /// The network `name` is in another ASCII letter case (`VISA` → `visa`; `Jcb` → `jcb`, Apple Pay on the Web's
    /// spelling), or nil when it is none. ASCII only, as WebKit's `ASCIICaseInsensitiveHash` compares.
    static func network(ignoringCase name: String) -> String? {
        let lower = name.asciiLowercasedString
        if networkSet.contains(lower) { return lower }
        return networks.first { $0.asciiLowercasedString == lower }
    }

    /// The known PassKit network nearest to `name` (case, a `PKPaymentNetwork` prefix, everyday names, typos).
    static func nearestNetwork(to name: String) -> String? {
        var stripped = Substring(name)
        if stripped.hasPrefix("PKPaymentNetwork") { stripped = stripped.dropFirst("PKPaymentNetwork".count) }
        if let alias = networkAliases[KeySuggestion.fold(String(stripped))] { return alias }
        return KeySuggestion.nearest(to: String(stripped), in: networks)
    }

    /// The capability `name` most likely means.
    static func nearestCapability(to name: String) -> String? {
        if let alias = capabilityAliases[name.lowercased()] { return alias }
        return KeySuggestion.nearest(to: name, in: capabilities)
    }

    /// PKPaymentSummaryItemType.
    static let summaryItemTypes = ["final", "pending"]

    /// PKShippingType.
    static let shippingTypes = ["shipping", "delivery", "storePickup", "servicePickup"]

    /// PKContactField (Swift names).
    static let contactFields = ["postalAddress", "emailAddress", "phoneNumber", "name", "phoneticName"]
    /// `contactFields`, matched by bytes.
    static let contactFieldSet = JSONKeySet(contactFields)

    /// Apple Pay on the Web's contact field names (ApplePayContactField), folded, mapped to PassKit's.
    static let contactFieldAliases: StringAliases = [
        "email": "emailAddress", "phone": "phoneNumber", "pkcontactfieldemailaddress": "emailAddress",
        "pkcontactfieldphonenumber": "phoneNumber", "pkcontactfieldpostaladdress": "postalAddress",
        "pkcontactfieldname": "name", "pkcontactfieldphoneticname": "phoneticName",
    ]

    /// PKPaymentSummaryItem keys, with those of its subclasses: PKRecurringPaymentSummaryItem's,
    /// PKDeferredPaymentSummaryItem's and PKAutomaticReloadPaymentSummaryItem's (`ApplePayBillingItem`), and
    /// PKShippingMethod's, which apps list among the summary items as the shipping line (0Itsuki0/SwiftUI_ApplePayDemo,
    /// Tests/RealDocuments/apple-pay; `paymentSummaryItems` is `[PKPaymentSummaryItem]`, of which PKShippingMethod
    /// is a subclass).
    static let summaryItemKeys = SummaryItemKey.makeKeySet()
    /// `summaryItemKeys`' keys, in order.
    enum SummaryItemKey: Int, ObjectKey {
        case label, amount, type, startDate, endDate, intervalUnit, intervalCount, deferredDate, thresholdAmount
        case identifier, detail, dateComponentsRange
        var name: StaticString {
            switch self {
            case .label: "label"
            case .amount: "amount"
            case .type: "type"
            case .startDate: "startDate"
            case .endDate: "endDate"
            case .intervalUnit: "intervalUnit"
            case .intervalCount: "intervalCount"
            case .deferredDate: "deferredDate"
            case .thresholdAmount: "thresholdAmount"
            case .identifier: "identifier"
            case .detail: "detail"
            case .dateComponentsRange: "dateComponentsRange"
            }
        }
    }

    /// PKShippingMethod keys (a summary item plus identifier, detail and the delivery date range).
    static let shippingMethodKeys = JSONKeySet(["label", "amount", "type", "identifier", "detail", "dateComponentsRange"])

    /// PKContact keys.
    static let contactKeys = ContactKey.makeKeySet()
    /// `contactKeys`' keys, in order.
    enum ContactKey: Int, ObjectKey {
        case name, emailAddress, phoneNumber, postalAddress, supplementarySubLocality
        var name: StaticString {
            switch self {
            case .name: "name"
            case .emailAddress: "emailAddress"
            case .phoneNumber: "phoneNumber"
            case .postalAddress: "postalAddress"
            case .supplementarySubLocality: "supplementarySubLocality"
            }
        }
    }

    /// PersonNameComponents keys, for a contact name given as an object.
    static let nameKeys = JSONKeySet([
        "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname", "phoneticRepresentation",
    ])

    /// An enumeration check whose suggestion also knows other spellings (`aliases`, keyed by folded text) of the same
    /// value; shared by the Apple Pay rules.
    static func enumeration(
        _ key: String, in object: JSONView, allowed: [String], aliases: StringAliases,
        in context: inout ValidationContext
    ) -> String? {
        enumeration(object.member(named: key), key: key, in: object, allowed: allowed, aliases: aliases, in: &context)
    }

    /// `enumeration(_:in:allowed:aliases:in:)` for a member already looked up (`member` is `object[key]`).
    static func enumeration(
        _ member: JSONView?, key: String, in object: JSONView, allowed: [String], aliases: StringAliases,
        in context: inout ValidationContext
    ) -> String? {
        guard let value = member, !value.isNull else {
            if let member { _ = context.isRefusedNullEnumeration(member, allowed: allowed) }
            return nil
        }
        guard let text = context.string(value, reportsConversion: false) else { return nil }
        guard allowed.contains(text) else {
            context.report(
                .invalidParameterValue, at: value, "\(value.displayName) \"\(text)\" is not one of \(allowed.joined(separator: ", "))",
                suggestion: aliases[KeySuggestion.fold(text)] ?? KeySuggestion.nearest(to: text, in: allowed))
            return nil
        }
        return text
    }
}
