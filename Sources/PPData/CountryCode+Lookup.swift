extension CountryCode {
    /// The country for an alpha-2 code in any letter case ("gb" → `.gb`).
    public init?(caseInsensitive code: some StringProtocol) {
        self.init(rawValue: code.asciiUppercased)
    }

    /// The country for an alpha-3 code in any letter case ("GBR" → `.gb`).
    public init?(alpha3 code: some StringProtocol) {
        guard let country = Self.byAlpha3[code.asciiUppercased] else { return nil }
        self = country
    }

    /// The country for a numeric code ("826" → `.gb`; "76" and "076" → `.br`: the leading zeros ISO writes may be
    /// left out, as a number read from a column of integers leaves them).
    public init?(numeric code: some StringProtocol) {
        let digits = String(code)
        guard (1...3).contains(digits.utf8.count), digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let country = Self.byNumeric[String(repeating: "0", count: 3 - digits.utf8.count) + digits]
        else { return nil }
        self = country
    }

    /// The country for an English name or common alias, ignoring case, accents and a leading "the" ("United
    /// Kingdom", "Great Britain", "Cote d'Ivoire", "the Netherlands", "Turkey").
    public init?(englishName name: some StringProtocol) {
        let key = Subdivision.fold(name)
        guard let country = Self.nameIndex[key] ?? (key.hasPrefix("the ") ? Self.nameIndex[String(key.dropFirst(4))] : nil)
        else { return nil }
        self = country
    }

    private static let byAlpha3: [String: CountryCode] = Dictionary(
        allCases.map { ($0.alpha3, $0) }, uniquingKeysWith: { first, _ in first })
    private static let byNumeric: [String: CountryCode] = Dictionary(
        allCases.map { ($0.numericCode, $0) }, uniquingKeysWith: { first, _ in first })

    /// What a country code means, told apart finely enough to give a useful diagnostic.
    public enum Lookup: Sendable, Hashable {
        /// An ISO 3166-1 alpha-2 code, written exactly (upper case).
        case iso(CountryCode)
        /// A PayPal-only code (C2).
        case paypalOnly(PayPalOnlyCountryCode)
        /// A code withdrawn from ISO 3166-1 (AN, CS, YU, ...).
        case withdrawn(WithdrawnCountryCode)
        /// Not a country code as written; `suggestion` is the code the user most likely meant, if any.
        case unknown(suggestion: CountryCode?)
    }

    /// Classifies `text` as a country code. Exact: `gb` is unknown (with suggestion `GB`), as PayPal rejects it.
    public static func lookup(_ text: String) -> Lookup {
        let utf8 = text.utf8
        if utf8.count == 2, let first = utf8.first, let last = utf8.last, let country = CountryCode(alpha2: first, last) {
            return .iso(country)
        }
        if let country = CountryCode(rawValue: text) { return .iso(country) }
        if let paypalOnly = PayPalOnlyCountryCode(rawValue: text) { return .paypalOnly(paypalOnly) }
        if let withdrawn = WithdrawnCountryCode(rawValue: text) { return .withdrawn(withdrawn) }
        return .unknown(suggestion: suggestion(for: text))
    }

    /// The ISO 3166-1 country a user most likely meant by `text`: a code in the wrong case, `UK`, an alpha-3 or
    /// numeric code, or an English name. Withdrawn codes have successors instead (`WithdrawnCountryCode.successors`).
    public static func suggestion(for text: String) -> CountryCode? {
        let trimmed = text.trimmingWhitespace
        if trimmed.isASCIILetters(count: 2), let country = CountryCode(caseInsensitive: trimmed) { return country }
        if trimmed.isASCIILetters(count: 3), let country = CountryCode(alpha3: trimmed) { return country }
        if trimmed.isASCIIDigits(count: 3), let country = CountryCode(numeric: trimmed) { return country }
        return CountryCode(englishName: trimmed)
    }
}

/// A code interpolated into text is the code a document writes (`"\(CountryCode.gb)"` is `GB`), not the Swift case
/// name (`gb`), which ppdata's own validator would refuse.
extension CountryCode: CustomStringConvertible {
    /// The alpha-2 code.
    public var description: String { rawValue }
}

extension WithdrawnCountryCode: CustomStringConvertible {
    /// The alpha-2 code.
    public var description: String { rawValue }
}

extension PayPalOnlyCountryCode: CustomStringConvertible {
    /// The code as PayPal writes it (`C2`).
    public var description: String { rawValue }
}
