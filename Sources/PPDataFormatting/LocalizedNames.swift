import PPData
internal import _PPDataICUShims

/// The names of a currency in one locale, from ICU's CLDR data.
public struct CurrencyNames: Sendable, Hashable, Codable {
    /// The symbol the locale writes with amounts: "$", "$ US", "US$", "€".
    public let symbol: String
    /// The shortest symbol, ambiguous across currencies: "$".
    public let narrowSymbol: String
    /// The name as a title, for pickers: "US Dollar", "dollar des États-Unis".
    public let displayName: String
    /// The name for one unit (CLDR plural category "one"): "US dollar".
    public let singular: String
    /// The name for other counts (CLDR plural category "other"): "US dollars".
    public let plural: String

    /// Creates a set of names (for tests and for callers with their own data).
    public init(symbol: String, narrowSymbol: String, displayName: String, singular: String, plural: String) {
        self.symbol = symbol
        self.narrowSymbol = narrowSymbol
        self.displayName = displayName
        self.singular = singular
        self.plural = plural
    }
}

extension CurrencyCode {
    /// This currency's names in an MPL locale (fr_CA: "$ US", "dollar des États-Unis", …).
    public func localizedNames(in locale: MPLLocale) throws(FormattingError) -> CurrencyNames {
        try LocalizedNames.currencyNames(code: rawValue, locale: locale)
    }
}

extension CountryCode {
    /// This country's name in an MPL locale (`.us` in fr_CA: "États-Unis"), for
    /// country pickers in the buyer's language.
    public func localizedName(in locale: MPLLocale) throws(FormattingError) -> String {
        try LocalizedNames.countryName(code: rawValue, locale: locale)
    }
}

/// Localized names of currencies and countries by code.
public enum LocalizedNames {
    /// The names of any ISO 4217 currency (`code`, 3 letters) in an MPL locale.
    /// ICU answers with the code itself for a code it does not know.
    public static func currencyNames(code: String, locale: MPLLocale) throws(FormattingError) -> CurrencyNames {
        func name(_ kind: Int32) throws(FormattingError) -> String {
            try icuString(initialCapacity: 96, "name currency \(code) in \(locale.rawValue)") { buffer, capacity, status in
                ppdata_currency_name(code, locale.rawValue, kind, buffer, capacity, &status)
            }
        }
        return CurrencyNames(
            symbol: try name(Int32(PPDATA_CURRENCY_SYMBOL)),
            narrowSymbol: try name(Int32(PPDATA_CURRENCY_NARROW_SYMBOL)),
            displayName: try name(Int32(PPDATA_CURRENCY_DISPLAY_NAME)),
            singular: try name(Int32(PPDATA_CURRENCY_SINGULAR)),
            plural: try name(Int32(PPDATA_CURRENCY_PLURAL)))
    }

    /// Every long name of a currency in a locale: the display name and the
    /// name in each CLDR plural category (distinct, longest first), for
    /// recognizing a long name in text.
    static func allLongNames(code: String, locale: MPLLocale) throws(FormattingError) -> [String] {
        let kinds = [
            PPDATA_CURRENCY_DISPLAY_NAME, PPDATA_CURRENCY_SINGULAR, PPDATA_CURRENCY_PLURAL,
            PPDATA_CURRENCY_PLURAL_ZERO, PPDATA_CURRENCY_PLURAL_TWO, PPDATA_CURRENCY_PLURAL_FEW,
            PPDATA_CURRENCY_PLURAL_MANY,
        ]
        var names: [String] = []
        for kind in kinds {
            let name = try icuString(initialCapacity: 96, "name currency \(code) in \(locale.rawValue)") {
                buffer, capacity, status in
                ppdata_currency_name(code, locale.rawValue, Int32(kind), buffer, capacity, &status)
            }
            if !name.isEmpty && !names.contains(name) { names.append(name) }
        }
        return names.sorted { $0.count > $1.count }
    }

    /// The name of a region (ISO 3166-1 alpha-2 `code`) in an MPL locale.
    /// Note: ICU maps withdrawn codes to a successor (AN → Curaçao), so use the
    /// English table name for those.
    public static func countryName(code: String, locale: MPLLocale) throws(FormattingError) -> String {
        try icuString(initialCapacity: 96, "name country \(code) in \(locale.rawValue)") { buffer, capacity, status in
            ppdata_country_name(code, locale.rawValue, buffer, capacity, &status)
        }
    }
}
