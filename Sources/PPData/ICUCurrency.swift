/// A currency code that ICU knows, with the fraction digits ICU gives its amounts.
///
/// Apple Pay judges currencies by ICU rather than by ISO 4217's current list: WebKit refuses an `ApplePaySession`
/// whose `currencyCode` is not among ICU's codes (`ucurr_openISOCurrencies(UCURR_ALL)`, historic ones such as `DEM`
/// included), PassKit checks the code against `NSLocale.ISOCurrencyCodes` (the same list), and PassKit rounds an
/// amount to ICU's default fraction digits for its currency (CLDR's, which give `IQD` none where ISO 4217 gives 3).
/// The table (`Generated/ICUCurrency+Generated.swift`) comes from Data/icu-currencies.tsv, read from the system's ICU.
public struct ICUCurrency: Sendable, Hashable, CustomStringConvertible {
    /// The code (`DEM`).
    public let code: String
    /// The fraction digits ICU gives amounts in the currency (`ucurr_getDefaultFractionDigits`): 2 unless CLDR says
    /// otherwise (`JPY` 0, `KWD` 3, `IQD` 0).
    public let fractionDigits: Int
    /// Whether ICU lists the code among its common currencies (`UCURR_COMMON`); funds, metals and test codes are not.
    public let isCommon: Bool
    /// Whether ICU marks the code historic (`UCURR_DEPRECATED`): withdrawn from use (`DEM`, `ZWL`).
    public let isDeprecated: Bool
    /// ICU's English name (`German Mark`).
    public let englishName: String

    /// The entry for `code`, exactly as written (ICU's codes are upper case); nil for a code ICU does not know.
    public init?(_ code: some StringProtocol) {
        guard let record = Self.records.element(withKey: String(code), key: \.code) else { return nil }
        self = record
    }

    private init(code: String, fractionDigits: Int, isCommon: Bool, isDeprecated: Bool, englishName: String) {
        self.code = code
        self.fractionDigits = fractionDigits
        self.isCommon = isCommon
        self.isDeprecated = isDeprecated
        self.englishName = englishName
    }

    /// The code.
    public var description: String { code }

    /// Every code ICU knows, sorted.
    public static var allCodes: [String] { records.map(\.code) }

    /// The table's rows, read once from `table`.
    private static let records: [ICUCurrency] = {
        var records: [ICUCurrency] = []
        records.reserveCapacity(ICUCurrency.count)
        ICUCurrency.table.withUTF8Buffer { bytes in
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let cells = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                guard cells.count == 4, let digit = cells[1].first, cells[1].count == 1 else { continue }
                let types = cells[2].split(separator: UInt8(ascii: "|")).map { String(decoding: $0, as: UTF8.self) }
                records.append(
                    ICUCurrency(
                        code: String(decoding: cells[0], as: UTF8.self), fractionDigits: Int(digit) - 0x30,
                        isCommon: types.first == "common", isDeprecated: types.contains("deprecated"),
                        englishName: String(decoding: cells[3], as: UTF8.self)))
            }
        }
        return records
    }()
}
