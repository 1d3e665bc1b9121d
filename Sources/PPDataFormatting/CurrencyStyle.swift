/// How a currency amount is written.
public enum CurrencyStyle: String, CaseIterable, Codable, Sendable, Hashable {
    /// The locale's currency symbol: "$1,234.50", "1 234,50 $".
    case symbol
    /// The ISO 4217 code instead of the symbol: "USD 1,234.50".
    case iso
    /// The plural long name: "1,234.50 US dollars".
    case name
    /// Symbol, with negatives in parentheses where the locale does so: "($1,234.50)".
    case accounting

    /// How many styles there are: `ordinal` is in `0..<caseCount`.
    static let caseCount = 4

    /// The style's position in declaration (and `allCases`) order, for the formatter cache's slots (`CacheSlots`),
    /// which would otherwise hash the raw value; written out like the generated enums' `ordinal`.
    var ordinal: Int {
        switch self {
        case .symbol: 0
        case .iso: 1
        case .name: 2
        case .accounting: 3
        }
    }

    /// The ICU number skeleton for this style, a currency and a fixed number of
    /// fraction digits. The amount is already rounded to `fractionDigits` when
    /// it reaches ICU, so the half-even rounding mode here never changes a
    /// digit; it is stated so that ICU could never round differently.
    /// Skeleton syntax: https://unicode-org.github.io/icu/userguide/format_parse/numbers/skeletons.html
    func skeleton(currency: String, fractionDigits: Int) -> String {
        let precision = fractionDigits > 0
            ? "." + String(repeating: "0", count: fractionDigits)
            : "precision-integer"
        var skeleton = "currency/\(currency) rounding-mode-half-even \(precision)"
        switch self {
        case .symbol: break
        case .iso: skeleton += " unit-width-iso-code"
        case .name: skeleton += " unit-width-full-name"
        case .accounting: skeleton += " sign-accounting"
        }
        return skeleton
    }
}
