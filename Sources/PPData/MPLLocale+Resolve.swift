/// The outcome of resolving a locale identifier against the MPL locale table.
public struct MPLLocaleResolution: Sendable, Hashable {
    /// The identifier as the caller gave it.
    public let requested: String
    /// The MPL locale to use.
    public let locale: MPLLocale
    /// Whether MPL does not support the requested locale, so `locale` is the library's fallback, en_US.
    public let isFallback: Bool

    /// Creates a resolution.
    public init(requested: String, locale: MPLLocale, isFallback: Bool) {
        self.requested = requested
        self.locale = locale
        self.isFallback = isFallback
    }
}

extension MPLLocale {
    /// The locale MPL uses when it does not support the device's ("If the library does not support the device
    /// locale, the library uses en US", MPL guide).
    public static let fallback: MPLLocale = .enUS

    /// The MPL locale for an identifier in the spellings systems use: `fr_CA`, `fr-CA`, `fr_ca`, `fr_CA.UTF-8`,
    /// `fr_CA@euro`, `zh-Hant-TW` (a script subtag is skipped), `ja-JP-u-ca-japanese` (a BCP 47 extension too). The
    /// POSIX locales `C` and `POSIX` (with any codeset or modifier, such as `C.UTF-8`, the usual container locale) ask
    /// for no language: they resolve to en_US without `isFallback`. Anything else MPL does not support, including a bare language (`fr`) and the empty string,
    /// resolves to en_US with `isFallback` set.
    public static func resolve(_ identifier: String) -> MPLLocaleResolution {
        if let locale = exactMatch(identifier) {
            return MPLLocaleResolution(requested: identifier, locale: locale, isFallback: false)
        }
        return MPLLocaleResolution(requested: identifier, locale: fallback, isFallback: !isPOSIXDefault(identifier))
    }

    /// Whether `identifier` is the POSIX default locale (`C`, `POSIX`, `C.UTF-8`, `POSIX@euro`): no language asked.
    static func isPOSIXDefault(_ identifier: String) -> Bool {
        var text = Substring(identifier.trimmingWhitespace)
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        return text == "C" || text == "POSIX"
    }

    private static func exactMatch(_ identifier: String) -> MPLLocale? {
        // Already canonical (`fr_CA`: two lower-case letters, `_`, two upper-case): the general reading below would
        // give this identifier back unchanged, so look it up as it is. Most documents write it so, and the general
        // reading (trimming, splitting, case mapping) cost ~12,000 instructions per identifier (session 9).
        if isCanonical(identifier) { return MPLLocale(rawValue: identifier) }
        var text = Substring(identifier.trimmingWhitespace)
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        var parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        // A BCP 47 extension or private use starts at a one-letter subtag (`ja-JP-u-ca-japanese`, `-x-...`): like
        // the POSIX modifier it stands for (`@calendar=japanese`), it changes neither language nor region.
        if let singleton = parts.dropFirst().firstIndex(where: { $0.count == 1 }) { parts.removeSubrange(singleton...) }
        guard parts.count >= 2, parts[0].isASCIILetters(count: 2) else { return nil }
        var region = parts[1]
        if parts.count == 3, parts[1].isASCIILetters(count: 4) { region = parts[2] }
        guard parts.count == 2 || (parts.count == 3 && region == parts[2]), region.isASCIILetters(count: 2) else {
            return nil
        }
        return MPLLocale(rawValue: "\(parts[0].asciiLowercased)_\(region.asciiUppercased)")
    }

    /// Whether `identifier` is exactly `ll_CC`: two ASCII lower-case letters, an underscore, two ASCII upper-case.
    private static func isCanonical(_ identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard bytes.count == 5 else { return false }
        var index = 0
        for byte in bytes {
            let fits: Bool
            switch index {
            case 0, 1: fits = (0x61...0x7A).contains(byte)
            case 2: fits = byte == UInt8(ascii: "_")
            default: fits = (0x41...0x5A).contains(byte)
            }
            guard fits else { return false }
            index += 1
        }
        return true
    }

    /// The MPL locale with the same language as `identifier`, for suggesting a replacement for an unsupported one
    /// (`de_AT` → `de_DE`). Prefers the language's home country, then en_US for English, then the table's first.
    public static func sameLanguage(as identifier: String) -> MPLLocale? {
        let text = identifier.trimmingWhitespace
        let languageEnd = text.firstIndex(where: { !$0.isLetter }) ?? text.endIndex
        let language = text[..<languageEnd].asciiLowercased
        guard language.count == 2 else { return nil }
        let candidates = allCases.filter { $0.language == language }
        if language == "en" { return .enUS }
        return candidates.first { $0.country.rawValue == language.asciiUppercased } ?? candidates.first
    }
}

/// A locale interpolated into text is its identifier (`"\(MPLLocale.frCA)"` is `fr_CA`), not the Swift case name.
extension MPLLocale: CustomStringConvertible {
    /// The identifier, `fr_CA`.
    public var description: String { rawValue }
}
