extension CurrencyCode {
    /// The PayPal currency for a code in any letter case ("usd" → `.usd`).
    public init?(caseInsensitive code: some StringProtocol) {
        // Three letters (nearly every input) are decided on their bytes; anything else takes the String path.
        if let currency = FastCurrency.paypal(caseInsensitive: code) {
            self = currency
        } else {
            self.init(rawValue: code.asciiUppercased)
        }
    }

    /// The ISO 4217 entry of this currency.
    public var iso: ISOCurrency? { ISOCurrency.lookup(rawValue) }

    /// What a currency code means, told apart finely enough to give a useful diagnostic.
    public enum Lookup: Sendable, Hashable {
        /// A currency PayPal supports, written exactly (upper case).
        case paypal(CurrencyCode)
        /// An ISO 4217 currency PayPal does not support ("KRW").
        case isoOnly(ISOCurrency)
        /// Not an ISO 4217 code as written; `suggestion` is the code the user most likely meant, if any.
        case unknown(suggestion: String?)
    }

    /// Classifies `text` as a currency code, suggesting a fix for lower case, numeric codes and English names.
    public static func lookup(_ text: String) -> Lookup {
        // The packed table first: a PayPal code is the common answer, and it needs no String hashing.
        if let paypal = FastCurrency.paypal(text) ?? CurrencyCode(rawValue: text) { return .paypal(paypal) }
        if let iso = ISOCurrency.lookup(text) { return .isoOnly(iso) }
        return .unknown(suggestion: suggestion(for: text))
    }

    /// The ISO 4217 code a user most likely meant by `text`: a code in the wrong case, a numeric code,
    /// or a currency's English name ("euro", "Swiss Franc", "US Dollar").
    public static func suggestion(for text: String) -> String? {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty { return nil }
        let upper = trimmed.asciiUppercased
        if ISOCurrency.lookup(upper) != nil { return upper }
        if trimmed.isASCIIDigits(count: 3) {
            return ISOCurrency.all.first { $0.numericCode == trimmed }?.code
        }
        let name = trimmed.asciiLowercased
        return codesByEnglishName[name] ?? commonNames[name]
    }

    /// ISO 4217 codes by English name in lower case, built once (lower-casing every name for each unknown code
    /// was 4% of the CLI's instructions on the broad benchmark corpus). Where a name is shared, a PayPal currency
    /// wins, else the first in ISO's list (several dollars exist, but not under one name).
    private static let codesByEnglishName: [String: String] = {
        var codes: [String: ISOCurrency] = [:]
        for currency in ISOCurrency.all {
            let name = currency.englishName.asciiLowercased
            if let first = codes[name], first.paypalCurrency != nil || currency.paypalCurrency == nil { continue }
            codes[name] = currency
        }
        return codes.mapValues(\.code)
    }()

    /// Everyday names ISO 4217 words differently ("Yen", "Pound Sterling").
    private static let commonNames: [String: String] = [
        "dollar": "USD", "us dollar": "USD", "u.s. dollar": "USD", "usd dollar": "USD", "yen": "JPY",
        "japanese yen": "JPY", "pound": "GBP", "british pound": "GBP", "pound sterling": "GBP", "sterling": "GBP",
        "euro": "EUR", "euros": "EUR", "swiss franc": "CHF", "canadian dollar": "CAD", "australian dollar": "AUD",
        "real": "BRL", "brazilian real": "BRL", "peso": "MXN", "mexican peso": "MXN", "zloty": "PLN",
        "polish zloty": "PLN", "forint": "HUF", "hungarian forint": "HUF", "shekel": "ILS", "new shekel": "ILS",
        "ringgit": "MYR", "baht": "THB", "thai baht": "THB", "krona": "SEK", "swedish krona": "SEK",
        "norwegian krone": "NOK", "danish krone": "DKK", "czech koruna": "CZK", "koruna": "CZK",
        "hong kong dollar": "HKD", "new zealand dollar": "NZD", "singapore dollar": "SGD",
        "taiwan dollar": "TWD", "new taiwan dollar": "TWD", "philippine peso": "PHP", "won": "KRW", "yuan": "CNY",
        "renminbi": "CNY", "rupee": "INR", "indian rupee": "INR", "ruble": "RUB", "rouble": "RUB",
    ]
}
