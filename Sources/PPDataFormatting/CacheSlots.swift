import PPData

/// Numbers every (MPL locale, PayPal currency, style) combination 0..<count,
/// so the formatter cache is an array rather than a hash table.
///
/// Hashing the enums hashes their String raw values, which costs about as much
/// as a tenth of a format. A payload-free enum is stored as its case index in
/// declaration order (one byte for fewer than 257 cases; Swift ABI, TypeLayout),
/// so reading that byte gives the ordinal for free. `tagsAreOrdinals` checks
/// this once against `allCases`; if a future compiler or table ever differs,
/// ordinals come from a dictionary built from `allCases` instead: slower,
/// never wrong.
enum CacheSlots {
    private static let locales = MPLLocale.allCases
    private static let currencies = CurrencyCode.allCases
    private static let styles = CurrencyStyle.allCases

    /// The number of slots.
    static let count = locales.count * currencies.count * styles.count

    private static let tagsAreOrdinals: Bool = {
        func check<T: CaseIterable & Equatable>(_ type: T.Type) -> Bool {
            guard MemoryLayout<T>.size == 1 else { return false }
            return T.allCases.enumerated().allSatisfy { index, value in tag(value) == index }
        }
        return check(MPLLocale.self) && check(CurrencyCode.self) && check(CurrencyStyle.self)
    }()

    /// Everything the hot path needs. `CurrencyFormatter` keeps a copy, so a
    /// format checks no lazy global.
    struct Layout: Sendable {
        fileprivate let tagsAreOrdinals: Bool
        fileprivate let currencyCount: Int
        fileprivate let styleCount: Int

        /// The slot of one combination, in 0..<count.
        @inline(__always)
        func slot(locale: MPLLocale, currency: CurrencyCode, style: CurrencyStyle) -> Int {
            let l: Int, c: Int, s: Int
            if tagsAreOrdinals {
                (l, c, s) = (CacheSlots.tag(locale), CacheSlots.tag(currency), CacheSlots.tag(style))
            } else {
                (l, c, s) = CacheSlots.ordinals(locale: locale, currency: currency, style: style)
            }
            return (l * currencyCount + c) * styleCount + s
        }
    }

    static let layout = Layout(tagsAreOrdinals: tagsAreOrdinals, currencyCount: currencies.count,
                               styleCount: styles.count)

    private static let localeOrdinals = Dictionary(
        uniqueKeysWithValues: locales.enumerated().map { ($0.element, $0.offset) })
    private static let currencyOrdinals = Dictionary(
        uniqueKeysWithValues: currencies.enumerated().map { ($0.element, $0.offset) })
    private static let styleOrdinals = Dictionary(
        uniqueKeysWithValues: styles.enumerated().map { ($0.element, $0.offset) })

    @inline(__always)
    fileprivate static func tag<T>(_ value: T) -> Int {
        withUnsafeBytes(of: value) { $0.isEmpty ? 0 : Int($0[0]) }
    }

    /// Ordinals from the dictionaries: the fallback when enum tags are not ordinals.
    fileprivate static func ordinals(locale: MPLLocale, currency: CurrencyCode, style: CurrencyStyle) -> (Int, Int, Int) {
        (localeOrdinals[locale] ?? 0, currencyOrdinals[currency] ?? 0, styleOrdinals[style] ?? 0)
    }

    /// The slot of one combination, in 0..<count.
    static func slot(locale: MPLLocale, currency: CurrencyCode, style: CurrencyStyle) -> Int {
        layout.slot(locale: locale, currency: currency, style: style)
    }

    /// Whether the fast path is in use (for tests).
    static var usesTags: Bool { tagsAreOrdinals }
}
