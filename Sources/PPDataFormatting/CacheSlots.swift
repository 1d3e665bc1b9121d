import PPData

/// Numbers every (MPL locale, PayPal currency, style) combination 0..<count,
/// so the formatter cache is an array rather than a hash table.
///
/// Hashing the enums hashes their String raw values, which costs about as much
/// as a tenth of a format. Each enum's `ordinal` (generated with MPLLocale and
/// CurrencyCode, hand-written for CurrencyStyle) is its case index, which the
/// optimizer reduces to the enum's tag: the slot costs two multiplications.
enum CacheSlots {
    /// The number of slots.
    static let count = MPLLocale.caseCount * CurrencyCode.caseCount * CurrencyStyle.caseCount

    /// Everything the hot path needs. `CurrencyFormatter` keeps a copy, so a
    /// format checks no lazy global.
    struct Layout: Sendable {
        fileprivate let currencyCount: Int
        fileprivate let styleCount: Int

        /// The slot of one combination, in 0..<count.
        @inline(__always)
        func slot(locale: MPLLocale, currency: CurrencyCode, style: CurrencyStyle) -> Int {
            (locale.ordinal * currencyCount + currency.ordinal) * styleCount + style.ordinal
        }
    }

    static let layout = Layout(currencyCount: CurrencyCode.caseCount, styleCount: CurrencyStyle.caseCount)

    /// The slot of one combination, in 0..<count.
    static func slot(locale: MPLLocale, currency: CurrencyCode, style: CurrencyStyle) -> Int {
        layout.slot(locale: locale, currency: currency, style: style)
    }
}
