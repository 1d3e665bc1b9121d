import PPData

/// A currency code as a document gave it, with the precision its amounts take.
public struct DocumentCurrency: Sendable, Hashable {
    /// The code as written.
    public var code: String
    /// The PayPal currency, when PayPal supports it.
    public var paypal: CurrencyCode?
    /// Fraction digits amounts may have: PayPal's precision, else ISO 4217's minor units, else nil (unknown).
    public var decimals: Int?

    /// The currency for a code ppdata knows, or nil.
    public init?(code: String) {
        if let paypal = CurrencyCode(rawValue: code) {
            self.init(code: code, paypal: paypal, decimals: paypal.paypalDecimals)
        } else if let iso = ISOCurrency.lookup(code) {
            self.init(code: code, paypal: nil, decimals: iso.minorUnits)
        } else {
            return nil
        }
    }

    init(code: String, paypal: CurrencyCode?, decimals: Int?) {
        self.code = code
        self.paypal = paypal
        self.decimals = decimals
    }
}

extension ValidationContext {
    /// Checks a currency code value: ISO 4217, supported by PayPal, and not in-country only.
    ///
    /// Returns the currency whenever it is an ISO code, so amounts can still be checked against its precision.
    /// `notSupported` is the severity of `CURRENCY_NOT_SUPPORTED` (a warning for Apple Pay, which is not PayPal).
    public mutating func currency(_ value: JSONValue, notSupported: Severity = .error) -> DocumentCurrency? {
        guard let code = string(value) else { return nil }
        switch CurrencyCode.lookup(code) {
        case .paypal(let currency):
            if currency.isInCountryOnly {
                report(
                    .currencyInCountryOnly, .warning, at: value,
                    "\(code) can only be received by in-country PayPal accounts")
            }
            return DocumentCurrency(code: code, paypal: currency, decimals: currency.paypalDecimals)
        case .isoOnly(let iso):
            report(
                .currencyNotSupported, notSupported, at: value,
                "\(code) (\(iso.englishName)) is an ISO 4217 currency that PayPal does not support")
            return DocumentCurrency(code: code, paypal: nil, decimals: iso.minorUnits)
        case .unknown(let suggestion):
            report(
                .invalidCurrencyCode, at: value, "\"\(code)\" is not an ISO 4217 currency code", suggestion: suggestion)
            return nil
        }
    }

    /// The member `key` of `object` checked as a currency code.
    public mutating func currency(
        _ key: String, in object: JSONValue, required isRequired: Bool = true, notSupported: Severity = .error
    ) -> DocumentCurrency? {
        let value = isRequired ? required(key, in: object) : optional(key, in: object)
        guard let value else { return nil }
        return currency(value, notSupported: notSupported)
    }
}
