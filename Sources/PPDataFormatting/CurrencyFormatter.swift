import PPData
internal import _PPDataICUShims

/// A formatted amount and what happened on the way.
public struct FormattedAmount: Sendable, Hashable {
    /// The localized text, e.g. "1 234,50 $" (with the locale's non-breaking spaces).
    public let formatted: String
    /// The exact amount that was formatted, after rounding to the currency's
    /// PayPal precision, as plain decimal text: "1234.50", "-7", "1235".
    public let amount: String
    /// The currency.
    public let currency: CurrencyCode
    /// The MPL locale used for formatting.
    public let locale: MPLLocale
    /// The locale identifier as requested (`fr-CA`, `de_AT`, ``).
    public var requestedLocale: String { requestedIfDifferent ?? locale.rawValue }
    /// True when MPL does not support `requestedLocale`, so `locale` is en_US.
    public let isFallback: Bool
    /// True when rounding to the PayPal precision changed the value
    /// ("10.005" USD → "10.00"); padding "12.5" to "12.50" is not rounding.
    public let isRounded: Bool
    /// The style used.
    public let style: CurrencyStyle
    /// The requested identifier, or nil when it is `locale.rawValue` (the
    /// common case: formatting for an `MPLLocale`). Normalised that way on
    /// creation, so the synthesised == and hash agree with `requestedLocale`;
    /// it saves copying, and later releasing, a third String per format.
    private let requestedIfDifferent: String?

    init(formatted: String, amount: String, currency: CurrencyCode, locale: MPLLocale,
         requestedIfDifferent: String?, isFallback: Bool, isRounded: Bool, style: CurrencyStyle) {
        self.formatted = formatted
        self.amount = amount
        self.currency = currency
        self.locale = locale
        self.requestedIfDifferent = requestedIfDifferent
        self.isFallback = isFallback
        self.isRounded = isRounded
        self.style = style
    }
}

/// Formats exact decimal amounts in PayPal currencies for MPL locales with ICU.
///
/// Amounts are given as decimal text and formatted digit for digit (a
/// 20-digit amount keeps all its digits). They are rounded only to the
/// currency's PayPal precision (`CurrencyCode.paypalDecimals`: none for HUF,
/// JPY and TWD), half-even, by this type on the text itself, before ICU sees
/// them. ICU formatters are cached per (locale, currency, style); one
/// `CurrencyFormatter` may be used from any number of threads at once.
///
/// > Important: fork(). Do not use a formatter in a child process made by
/// > `fork()` without `exec` if other threads of the parent were formatting
/// > at that moment. Cache hits take no lock: each formatting thread marks a
/// > record of its own while it formats, and taking a formatter out of the
/// > cache waits until no record is marked. A child forked while another
/// > thread was formatting inherits that mark, and the thread that would
/// > clear it does not exist in the child, so there `removeCachedFormatters()`,
/// > or an eviction (only with a `cacheCapacity` below the number of locale,
/// > currency and style combinations), waits forever. ICU itself makes no
/// > promise about use after `fork()` either. `Process` (fork, then exec) is
/// > unaffected.
public final class CurrencyFormatter: Sendable {
    /// A formatter shared by the process, with the default cache size.
    public static let shared = CurrencyFormatter()

    /// The default number of cached ICU formatters: every MPL locale × PayPal
    /// currency × style (33 × 26 × 4 = 3,432) fits, so the shared formatter
    /// never re-opens one. Measured with ICU 72: about 0.6 KB per formatter,
    /// under 2 MB for all of them.
    public static let defaultCacheCapacity = 4096

    /// The opened ICU formatters, one slot per (locale, currency, style).
    let cache: FormatterCache
    /// `CacheSlots.layout`, read once here so that the hot path does not
    /// check a lazy global on every format.
    let slotLayout: CacheSlots.Layout

    /// Creates a formatter that keeps at most `cacheCapacity` ICU formatters open.
    public init(cacheCapacity: Int = CurrencyFormatter.defaultCacheCapacity) {
        cache = FormatterCache(slotCount: CacheSlots.count, capacity: cacheCapacity)
        slotLayout = CacheSlots.layout
    }

    /// The number of ICU formatters currently cached.
    public var cachedFormatterCount: Int { cache.count }

    /// Formats `amount` (plain decimal text, `^-?[0-9]+(\.[0-9]+)?$`) in
    /// `currency` for an MPL locale.
    /// - Throws: `FormattingError.malformedAmount` for text outside the
    ///   grammar ("1e3", "12abc", "1,5", ""); `.icu` if ICU fails.
    public func format(
        _ amount: String,
        currency: CurrencyCode,
        locale: MPLLocale,
        style: CurrencyStyle = .symbol
    ) throws(FormattingError) -> FormattedAmount {
        try format(amount, currency: currency, locale: locale, requestedIfDifferent: nil, isFallback: false,
                   style: style)
    }

    /// Formats `amount` for any locale identifier (`fr-CA`, `fr_CA.UTF-8`,
    /// `de_AT`, ``), resolved like MPL does: a locale MPL does not support is
    /// formatted in en_US and the result says it fell back.
    public func format(
        _ amount: String,
        currency: CurrencyCode,
        localeIdentifier: String,
        style: CurrencyStyle = .symbol
    ) throws(FormattingError) -> FormattedAmount {
        try format(amount, currency: currency, resolution: MPLLocale.resolve(localeIdentifier), style: style)
    }

    /// Formats an exact `DecimalAmount` (its plain decimal text, every digit kept) for an MPL locale.
    public func format(
        _ amount: DecimalAmount,
        currency: CurrencyCode,
        locale: MPLLocale,
        style: CurrencyStyle = .symbol
    ) throws(FormattingError) -> FormattedAmount {
        try format(amount.description, currency: currency, locale: locale, style: style)
    }

    /// Formats `amount` for an already resolved locale.
    public func format(
        _ amount: String,
        currency: CurrencyCode,
        resolution: MPLLocaleResolution,
        style: CurrencyStyle = .symbol
    ) throws(FormattingError) -> FormattedAmount {
        let requested = resolution.requested
        return try format(amount, currency: currency, locale: resolution.locale,
                          requestedIfDifferent: requested == resolution.locale.rawValue ? nil : requested,
                          isFallback: resolution.isFallback, style: style)
    }

    /// The one implementation behind the public `format` methods.
    /// `requestedIfDifferent` is the requested locale identifier, nil when it
    /// is `locale.rawValue` (see `FormattedAmount.requestedLocale`). Inlined
    /// into the two public methods that call it: a separate function cost a
    /// forwarding call of ~30 instructions per format (1% of a format).
    @inline(__always)
    private func format(
        _ amount: String,
        currency: CurrencyCode,
        locale: MPLLocale,
        requestedIfDifferent: String?,
        isFallback: Bool,
        style: CurrencyStyle
    ) throws(FormattingError) -> FormattedAmount {
        let decimals = currency.paypalDecimals
        let slot = slotLayout.slot(locale: locale, currency: currency, style: style)
        // Fast path: amount text already canonical for the currency (nothing to
        // round) and its formatter cached: format straight from the text's
        // bytes. Anything else (rounding, a miss, an ICU failure, a result
        // longer than the stack buffer, a String without contiguous UTF-8)
        // takes the general path below. `utf8.withContiguousStorageIfAvailable`
        // reads the bytes without copying `amount` (a `var` copy for
        // `withUTF8` cost a retain and a release per format).
        let fast: String?? = amount.utf8.withContiguousStorageIfAvailable { bytes in
            guard decimals >= 0, bytes.count <= 256, DecimalText.isCanonical(bytes, fractionDigits: decimals) else {
                return nil
            }
            return cache.withCachedFormatter(at: slot) { formatter in
                NumberFormatterHandle.formatFast(formatter, decimal: bytes)
            }
        }
        if let fast = fast ?? nil {
            return FormattedAmount(
                formatted: fast, amount: amount, currency: currency, locale: locale,
                requestedIfDifferent: requestedIfDifferent, isFallback: isFallback,
                isRounded: false, style: style)
        }
        guard let rounded = DecimalText.round(amount, fractionDigits: decimals) else {
            throw .malformedAmount(amount)
        }
        let formatted = try cache.withFormatter(
            at: slot,
            make: { () throws(FormattingError) -> OpaquePointer in
                try Self.openFormatter(locale: locale, currency: currency, style: style)
            },
            { formatter throws(FormattingError) -> String in
                try NumberFormatterHandle.format(formatter, decimal: rounded.text)
            })
        return FormattedAmount(
            formatted: formatted, amount: rounded.text, currency: currency, locale: locale,
            requestedIfDifferent: requestedIfDifferent, isFallback: isFallback,
            isRounded: rounded.didRound, style: style)
    }

    /// Opens the ICU formatter for a cache slot's (locale, currency, style),
    /// for the cache to own.
    static func openFormatter(
        locale: MPLLocale, currency: CurrencyCode, style: CurrencyStyle
    ) throws(FormattingError) -> OpaquePointer {
        try NumberFormatterHandle.open(
            locale: icuLocaleID(for: locale, currency: currency, style: style),
            skeleton: style.skeleton(currency: currency.rawValue, fractionDigits: currency.paypalDecimals))
    }

    /// The ICU locale ID used for an MPL locale, currency and style.
    ///
    /// A supported MPL locale goes to ICU as it is, even where ICU has no data
    /// of its own (en_JP uses ICU's "en"): the MPL table decides. The exception
    /// works around an ICU 72 bug with `unit-width-full-name`: for en_BE, en_DE
    /// and en_NL (every currency) and for EUR in en_CH (and its parent en_150)
    /// ICU puts the symbol in front of the long name as well ("-US$1,234.50 US
    /// dollars", "-€1,234.50 euros"; found by scanning all 33 × 23 pairs). For
    /// those the long name is formatted with en_001, which has the same English
    /// names and, for en_BE/en_DE/en_NL, the same currency separators
    /// ("1,234.50 US dollars"). en_CH's EUR name loses its ’ grouping.
    static func icuLocaleID(for locale: MPLLocale, currency: CurrencyCode, style: CurrencyStyle) -> String {
        if style == .name {
            switch locale {
            case .enBE, .enDE, .enNL: return "en_001"
            case .enCH where currency == .eur: return "en_001"
            default: break
            }
        }
        return locale.rawValue
    }

    /// Rounds `amount` half-even to `currency`'s PayPal precision without
    /// formatting it: ("10.005", USD) → ("10.00", rounded: true); nil when
    /// `amount` is not plain decimal text.
    public static func round(_ amount: String, for currency: CurrencyCode) -> (amount: String, isRounded: Bool)? {
        guard let rounded = DecimalText.round(amount, fractionDigits: currency.paypalDecimals) else { return nil }
        return (rounded.text, rounded.didRound)
    }

    /// Drops every cached ICU formatter (they close once no format uses them).
    public func removeCachedFormatters() {
        cache.removeAll()
    }
}
