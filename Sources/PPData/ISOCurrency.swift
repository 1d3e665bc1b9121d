/// A currency of ISO 4217 list one, whether or not PayPal supports it.
///
/// Keeping the whole list lets validation tell "KRW is ISO but PayPal does not take it" from "XYZ is no currency".
public struct ISOCurrency: Sendable, Hashable, Codable {
    /// The alphabetic code ("KRW").
    public let code: String
    /// The numeric code, three digits; empty for the few entries ISO gives none.
    public let numericCode: String
    /// The English name from ISO 4217.
    public let englishName: String
    /// The minor units, or nil where ISO 4217 says "N.A." (funds, metals).
    public let minorUnits: Int?

    /// Creates an entry; the table in `ISOCurrency.all` is generated from Data/iso4217.tsv.
    public init(code: String, numericCode: String, englishName: String, minorUnits: Int?) {
        self.code = code
        self.numericCode = numericCode
        self.englishName = englishName
        self.minorUnits = minorUnits
    }

    /// The ISO 4217 entry for an exact upper-case code.
    public static func lookup(_ code: String) -> ISOCurrency? {
        byCode[code]
    }

    /// The PayPal currency with this code, when PayPal supports it.
    public var paypalCurrency: CurrencyCode? { CurrencyCode(rawValue: code) }

    static let byCode: [String: ISOCurrency] = Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
}
