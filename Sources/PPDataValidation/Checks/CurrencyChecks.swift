import PPData

/// A currency code as a document gave it, with the precision its amounts take.
/// Internal: a helper of the rules, not API (consumers get its findings as diagnostics from `PaymentValidator`).
struct DocumentCurrency: Sendable, Hashable {
    /// The code as written.
    var code: String
    /// The PayPal currency, when PayPal supports it.
    var paypal: CurrencyCode?
    /// Fraction digits amounts may have: PayPal's precision, else ISO 4217's minor units, else nil (unknown); for
    /// the kinds that `judgesCurrenciesByICU`, the fewest of Apple Pay's and PayPal's (`ApplePayPlaces`).
    var decimals: Int?

    /// The currency for a code ppdata knows, or nil.
    init?(code: String) {
        // The code's bytes in place (the generic `paypal(_:)` ran unspecialised from this module).
        let fast = code.utf8.withContiguousStorageIfAvailable(FastCurrency.paypal(utf8:)) ?? FastCurrency.paypal(code)
        if let paypal = fast ?? CurrencyCode(rawValue: code) {
            self.init(code: code, paypal: paypal, decimals: paypal.paypalDecimals)
        } else if let iso = ISOCurrency.lookup(code) {
            self.init(code: code, paypal: nil, decimals: iso.minorUnits)
        } else {
            return nil
        }
    }

    /// The currency for a code as Apple Pay reads it (`DocumentKind.judgesCurrenciesByICU`), any code ICU knows
    /// included (DEM), whose amounts keep to the fewest places of Apple Pay's and PayPal's (`ApplePayPlaces`):
    /// none for IQD and HUF, 2 for USD.
    init?(applePayCode code: String) {
        guard let known = DocumentCurrency(code: code)
            ?? ICUCurrency.digits(of: code).map({ _ in DocumentCurrency(code: code, paypal: nil, decimals: nil) })
        else { return nil }
        self.init(code: code, paypal: known.paypal, decimals: ApplePayPlaces(code: code, paypal: known.paypal).fewest)
    }

    init(code: String, paypal: CurrencyCode?, decimals: Int?) {
        self.code = code
        self.paypal = paypal
        self.decimals = decimals
    }
}

extension DocumentKind {
    /// The PayPal currency list this kind's documents follow: the MPL guide's for the MPL kinds, PayPal's REST
    /// currency codes for everything else (Orders v2, Payments v1, and Apple Pay, which PayPal processes through its
    /// REST APIs).
    var currencyAPI: PayPalAPI {
        // On the closed enum: matching the struct against its static members went through `~=` and cost about
        // 180 instructions per currency check.
        switch value {
        case .mplPayment, .mplAdvancedPayment: .mpl
        default: .rest
        }
    }

    /// Whether PayPal reads this kind's currency codes in any letter case: Orders v2 created orders and applied
    /// updates whose `currency_code` was `gbp` or `usd` and answered with the upper-case code (antiwork/gumroad's VCR
    /// cassettes, about 130 create-order recordings of 2021-2023 and a PATCH answered 204; Tests/RealDocuments).
    var readsCurrencyCodesInAnyCase: Bool {
        switch value {
        case .ordersV2, .ordersV2Update: true
        default: false
        }
    }

    /// Whether Apple Pay judges this kind's currency codes and places, by ICU's list and digits (`ICUCurrency`)
    /// rather than by ISO 4217's current list: WebKit checks `currencyCode` against `ucurr_openISOCurrencies
    /// (UCURR_ALL)` (PaymentRequestValidator.mm `validateCurrencyCode`), PassKit against `NSLocale.ISOCurrencyCodes`
    /// (`PKPaymentRequestValidator`), and PassKit rounds amounts to `PKDefaultFractionDigitsForCurrencyCode`, ICU's
    /// default fraction digits (`_PKPaymentIsValidCurrencyAmount`; decompiled iOS 26.1 PassKitCore).
    var judgesCurrenciesByICU: Bool {
        switch value {
        case .applePay, .applePayJS: true
        default: false
        }
    }

    /// Whether orders of this kind may be in a currency PayPal takes only with local payment methods (IDR): Orders
    /// v2 and the Payments v2 calls on its payments.
    var takesLocalPaymentMethodCurrencies: Bool {
        switch value {
        case .ordersV2, .ordersV2Update, .paymentsV2Capture, .paymentsV2Refund, .paymentsV2Reauthorize: true
        default: false
        }
    }
}

extension ValidationContext {
    /// Checks a currency code value: ISO 4217, in the currency list of the kind's PayPal API (`kind.currencyAPI`),
    /// and not in-country only. Messages name the list they used.
    ///
    /// Returns the currency whenever it is an ISO code, so amounts can still be checked against its precision.
    /// `notSupported` is the severity of `CURRENCY_NOT_SUPPORTED` (a warning for Apple Pay, which is not PayPal).
    mutating func currency(_ value: JSONView, notSupported: Severity = .error) -> DocumentCurrency? {
        let api = kind.currencyAPI
        // Almost every code is exactly a PayPal currency's: decided from the bytes, without building a String.
        if let paypal = value.withStringUTF8(FastCurrency.paypal(utf8:)) ?? nil, paypal.isSupported(by: api) {
            if paypal.isInCountryOnly {
                report(
                    .currencyInCountryOnly, .warning, at: value,
                    "\(paypal.rawValue) can only be received by in-country PayPal accounts")
            }
            return DocumentCurrency(code: paypal.rawValue, paypal: paypal, decimals: paypal.paypalDecimals)
        }
        guard var code = string(value, reportsConversion: false) else { return nil }
        var lookup = CurrencyCode.lookup(code)
        if case .unknown = lookup, kind.readsCurrencyCodesInAnyCase,
            code.utf8.contains(where: { (0x61...0x7A).contains($0) }), case let upper = code.uppercased(),
            upper.utf8.count == 3, case let found = CurrencyCode.lookup(upper)
        {
            if case .unknown = found {} else {
                report(
                    .invalidCurrencyCode, .warning, at: value,
                    "\"\(code)\" is \(upper) in lower case; ISO 4217 codes are upper case, though PayPal reads this one as \(upper)",
                    suggestion: upper)
                (code, lookup) = (upper, found)
            }
        }
        switch lookup {
        case .paypal(let currency) where currency.isSupported(by: api):
            if currency.isInCountryOnly {
                report(
                    .currencyInCountryOnly, .warning, at: value,
                    "\(code) can only be received by in-country PayPal accounts")
            }
            return DocumentCurrency(code: code, paypal: currency, decimals: currency.paypalDecimals)
        case .paypal(let currency) where api == .rest && kind.takesLocalPaymentMethodCurrencies
            && currency.isSupported(by: .localPaymentMethods):
            // IDR: PayPal creates Orders v2 orders in it for its Indonesian local payment methods (Data/paypal-
            // currencies.tsv, localMethods), not for a PayPal wallet or a card.
            report(
                .currencyNotSupported, .warning, at: value,
                "\(code) (\(currency.englishName)) is not in \(api.currencyListName); PayPal takes it only with local payment methods (\(currency.localPaymentMethods.joined(separator: ", ")))")
            return DocumentCurrency(code: code, paypal: nil, decimals: currency.paypalDecimals)
        case .paypal(let currency):
            let others = currency.supportedAPIs.map(\.currencyListName).joined(separator: " and ")
            report(
                .currencyNotSupported, notSupported, at: value,
                "\(code) (\(currency.englishName)) is not in \(api.currencyListName), which this kind follows; it is in \(others)")
            return DocumentCurrency(code: code, paypal: nil, decimals: currency.paypalDecimals)
        case .isoOnly(let iso):
            // ISO 4217's newest codes (XCG, ZWG) reach Apple Pay only with an ICU that lists them: Safari with an
            // older one throws `"XCG" is not a valid currency code.` (PaymentRequestValidator.mm).
            let older = kind.judgesCurrenciesByICU && ICUCurrency.digits(of: code) == nil
                ? "; systems whose ICU predates it (ICU 72's list lacks it) refuse it in Apple Pay" : ""
            report(
                .currencyNotSupported, notSupported, at: value,
                "\(code) (\(iso.englishName)) is an ISO 4217 currency that is not in \(api.currencyListName)\(older)")
            return kind.judgesCurrenciesByICU
                ? DocumentCurrency(applePayCode: code) : DocumentCurrency(code: code, paypal: nil, decimals: iso.minorUnits)
        case .unknown where kind.judgesCurrenciesByICU && ICUCurrency.digits(of: code) != nil:
            // A code ICU still lists that ISO 4217 has withdrawn (DEM, HRK, VEF) or never had (CNH): Safari and
            // PassKit accept it and show the payment sheet, but no PayPal API takes it.
            let icu = ICUCurrency(code)
            let what = icu?.isDeprecated == true || icu?.withdrawn != nil ? "a historic currency" : "a currency"
            report(
                .currencyNotSupported, notSupported, at: value,
                "\(code) is not in ISO 4217's current list; Apple Pay accepts it as \(what) ICU lists (\(icu?.englishName ?? code)), but it is not in \(api.currencyListName)\(icu?.withdrawalClause ?? "")")
            return DocumentCurrency(applePayCode: code)
        case .unknown(let suggestion):
            // A withdrawn code (BGN, HRK, SLL) is a currency, not a typo: say what replaced it (a new user's trial
            // read "not an ISO 4217 currency code" for Bulgaria's lev a year after the euro replaced it).
            if let icu = ICUCurrency(code), icu.withdrawn != nil {
                report(
                    .invalidCurrencyCode, at: value,
                    "\"\(code)\" (\(icu.englishName)) is no longer an ISO 4217 currency\(icu.withdrawalClause)")
                return nil
            }
            let list = kind.judgesCurrenciesByICU ? "a currency code ICU lists, as Apple Pay asks" : "an ISO 4217 currency code"
            // `cad`: a code in the wrong letter case, said as such (where this kind reads it so, above, it is not here).
            let caseOnly = suggestion.map { $0 != code && $0 == code.uppercased() } == true
            report(
                .invalidCurrencyCode, at: value,
                caseOnly
                    ? "\"\(code)\" is \(code.uppercased()) in \(code == code.lowercased() ? "lower" : "mixed") case; currency codes are upper case"
                    : "\"\(code)\" is not \(list)",
                suggestion: suggestion)
            return nil
        }
    }

    /// The member `key` of `object` checked as a currency code.
    mutating func currency(
        _ key: StaticString, in object: JSONView, required isRequired: Bool = true, notSupported: Severity = .error
    ) -> DocumentCurrency? {
        currency(object[key], key: key, in: object, required: isRequired, notSupported: notSupported)
    }

    /// `currency(_:in:required:notSupported:)` for a member already looked up (`member` is `object[key]`).
    mutating func currency(
        _ member: JSONView?, key: some CustomStringConvertible, in object: JSONView, required isRequired: Bool = true,
        notSupported: Severity = .error
    ) -> DocumentCurrency? {
        let value = isRequired ? required(member, key: key, in: object) : optional(member)
        guard let value else { return nil }
        return currency(value, notSupported: notSupported)
    }
}

extension DocumentCurrency {
    /// The fraction digits an amount in `currency` may have, as the amount check allows them and sums count them:
    /// none for a currency without decimals (HUF, JPY, TWD), else its minor units but at least 2 (2 for an unknown
    /// code).
    static func places(of currency: DocumentCurrency?) -> Int {
        guard let decimals = currency?.decimals else { return 2 }
        return places(forDecimals: decimals)
    }

    /// `places(of:)` for a currency with `decimals` minor units.
    static func places(forDecimals decimals: Int) -> Int {
        decimals == 0 ? 0 : max(decimals, 2)
    }
}

extension CurrencyCode {
    /// Whether an amount written as `value` keeps to this currency's PayPal places, so the currency is a fix for a
    /// money object whose code differs (`"12.50"` in HUF or JPY would be a second fault). True without a decimal
    /// point, and for a value that is not plain decimal text: that is its own finding.
    func keepsPlaces(ofAmount value: JSONView?) -> Bool {
        let places = value?.withScalarUTF8 { bytes in bytes.firstIndex(of: UInt8(ascii: ".")).map { bytes.count - $0 - 1 } } ?? nil
        guard let places else { return true }
        return paypalDecimals > 0 && places <= paypalDecimals
    }
}

extension ICUCurrency {
    /// `; it was withdrawn (legal tender until 2026-01-31, as CLDR records), replaced by EUR` for a withdrawn code;
    /// empty otherwise. Said, not suggested: the successor is worth another amount (1 EUR is 1.95583 BGN), so writing
    /// its code over the old one would change the charge. `package`: `ppdata format` says the same.
    package var withdrawalClause: String {
        guard let withdrawn else { return "" }
        let replaced = successors.isEmpty ? "" : ", replaced by \(successors.joined(separator: " and "))"
        return "; it was withdrawn (legal tender until \(withdrawn), as CLDR records)\(replaced)"
    }
}
