/// A PayPal API family whose currency list a document kind follows.
///
/// The lists differ: the Mobile Payments Library's guide (2011) lists 23 currencies; PayPal's REST currency codes
/// add CNY (in-country only) and RUB; PayPal's local payment methods take some of those and IDR.
/// Data/paypal-currencies.tsv keeps all three, with their sources.
public enum PayPalAPI: String, Sendable, Hashable, CaseIterable, Codable {
    /// The Mobile Payments Library: appendix A of its developer guide.
    case mpl
    /// PayPal's REST APIs (Orders v2, Payments v1): "Currency codes" on developer.paypal.com.
    case rest
    /// PayPal's local payment methods in Orders v2 (iDEAL, BLIK, GoPay, ...): the currencies PayPal's v6 Web SDK
    /// samples create their orders in (`CurrencyCode.localPaymentMethods`).
    case localPaymentMethods

    /// How messages name the list.
    public var currencyListName: String {
        switch self {
        case .mpl: "the MPL guide's currency list (appendix A)"
        case .rest: "PayPal's REST currency codes"
        case .localPaymentMethods: "the currencies of PayPal's local payment methods"
        }
    }
}

extension CurrencyCode {
    /// Whether `api`'s currency list names this currency.
    public func isSupported(by api: PayPalAPI) -> Bool {
        switch api {
        case .mpl: isInMPLList
        case .rest: isInRESTList
        case .localPaymentMethods: isInLocalPaymentMethodsList
        }
    }

    /// The currencies `api` supports, in code order.
    public static func supported(by api: PayPalAPI) -> [CurrencyCode] {
        allCases.filter { $0.isSupported(by: api) }
    }

    /// The APIs whose lists name this currency.
    public var supportedAPIs: [PayPalAPI] {
        PayPalAPI.allCases.filter(isSupported(by:))
    }
}

/// A code interpolated into text is the code a document writes (`"\(CurrencyCode.usd)"` is `USD`), not the Swift
/// case name (`usd`), which ppdata's own validator would refuse.
extension CurrencyCode: CustomStringConvertible {
    /// The ISO 4217 code.
    public var description: String { rawValue }
}
