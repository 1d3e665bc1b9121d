/// The record types of the generated phone tables (`PhoneMetadata+Generated.swift`).
///
/// Hand-written, not generated: they are part of PPData's code, which the generated file only fills in with data
/// (`PhoneMetadataTables.makeRegions()`), so a change to them is reviewed here rather than in a renderer's text
/// template. Internal: `PhoneRegionMetadata` (PhoneMetadata.swift) is the public view built from them.

/// A row of Data/phone/regions.tsv with its rows of number-types.tsv: one region's numbering plan
/// (libphonenumber metadata, Apache-2.0). Patterns are regexes of the portable subset Data/README.md
/// describes; an empty string means "none". PPData's `PhoneRegionMetadata` is the public view.
struct PhoneRegionRecord: Sendable {
    /// The CLDR region code, or `001` for a non-geographic calling code.
    let region: String
    /// The country calling code (1 for the NANP).
    let callingCode: Int
    /// Whether the region is the main one of its calling code (US for +1).
    let isMainRegion: Bool
    /// The pattern of the leading digits that pick this region among those sharing its calling code.
    let leadingDigits: String
    /// The pattern of the prefix dialled to call abroad from the region; empty for non-geographic codes.
    let internationalPrefix: String
    /// The prefix dialled before national numbers (0 in much of Europe).
    let nationalPrefix: String
    /// The pattern that removes the national prefix when parsing; empty means `nationalPrefix` itself.
    let nationalPrefixForParsing: String
    /// What replaces the removed prefix (`$1` notation); empty means the match is just removed.
    let nationalPrefixTransformRule: String
    /// The lengths of a national significant number.
    let possibleLengths: [Int]
    /// The lengths only valid when dialled within the area.
    let localOnlyLengths: [Int]
    /// The pattern every valid national number matches.
    let generalPattern: String
    /// The region's number types, sorted by name.
    let numberTypes: [PhoneNumberTypeRecord]
}

/// A row of Data/phone/number-types.tsv: the pattern, lengths and example of one number type.
struct PhoneNumberTypeRecord: Sendable {
    /// The type's name as in Data/ (`PhoneNumberType`'s raw value).
    let type: String
    /// The lengths numbers of this type have.
    let possibleLengths: [Int]
    /// An example number of this type.
    let example: String
    /// The pattern numbers of this type match.
    let pattern: String
}

/// The phone tables, in Data/'s order: by region, then calling code; types by name. The generated file adds
/// `makeRegions()`.
enum PhoneMetadataTables {
    /// Every region (`001` once per non-geographic calling code).
    static let regions: [PhoneRegionRecord] = makeRegions()
}
