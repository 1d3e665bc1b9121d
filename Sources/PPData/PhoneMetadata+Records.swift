/// The record types of the generated phone tables (`PhoneMetadata+Generated.swift`).
///
/// Hand-written, not generated: they are part of PPData's code, which the generated file only fills in with data
/// (`PhoneMetadataTables.makeRegions()`), so a change to them is reviewed here rather than in a renderer's text
/// template. Internal: `PhoneRegionMetadata` (PhoneMetadata.swift) is the public view built from them.

/// A row of Data/phone/regions.tsv with its rows of number-types.tsv: one region's numbering plan
/// (libphonenumber metadata, Apache-2.0). Patterns are regexes of the portable subset Data/README.md
/// describes; an empty string means "none". PPData's `PhoneRegionMetadata` is the public view.
struct PhoneRegionRecord: Sendable {
    /// The region code: ISO 3166-1 alpha-2, also AC, TA and XK, or `001` for a non-geographic calling code
    /// (`PhoneRegionMetadata.regionCode`).
    let region: String
    /// The country calling code (1 for the NANP, 44 for GB).
    let callingCode: Int
    /// Whether this is the main region of a calling code several regions share (US for +1, RU for +7); false
    /// for the calling code's other regions.
    let isMainRegion: Bool
    /// The regex of leading digits that single the region out among those sharing its calling code.
    let leadingDigits: String
    /// The prefixes dialled: the regex of the one to call abroad (`011`, `00`; empty for a non-geographic calling
    /// code), and the trunk prefix before national numbers (`0`, `1`, `8`).
    let internationalPrefix: String, nationalPrefix: String
    /// Parsing a nationally written number: the regex that removes the national prefix (empty: `nationalPrefix`
    /// itself), and what replaces it (`$1` notation; empty: it is just removed).
    let nationalPrefixForParsing: String, nationalPrefixTransformRule: String
    /// The national-number lengths valid in international form, ascending; `localOnlyLengths` are the ones
    /// only dialled within an area.
    let possibleLengths: [Int]
    /// The lengths that can only be dialled locally (without an area code), ascending.
    let localOnlyLengths: [Int]
    /// The regex every national number of the region matches, whole; each number type's pattern narrows
    /// it.
    let generalPattern: String
    /// The region's number types, sorted by type name.
    let numberTypes: [PhoneNumberTypeRecord]
}

/// A row of Data/phone/number-types.tsv: the pattern, lengths and example of one number type.
struct PhoneNumberTypeRecord: Sendable {
    /// The type (Data/phone/number-types.tsv names it by `PhoneNumberType`'s raw value, `fixed_line`).
    let type: PhoneNumberType
    /// The lengths national numbers of this type have, ascending.
    let possibleLengths: [Int]
    /// libphonenumber's example national number of this type (digits, no prefix), as
    /// `PhoneNumberTypeMetadata.exampleNumber` gives it.
    let example: String
    /// The regex national numbers of this type match, whole.
    let pattern: String
}

/// The phone tables, in Data/'s order: by region, then calling code; types by name. The generated file adds
/// `makeRegions()`.
enum PhoneMetadataTables {
    /// Every region (`001` once per non-geographic calling code).
    static let regions: [PhoneRegionRecord] = makeRegions()
}
