import PPData
internal import _PPDataConcurrency

/// What the per-country address checks need about one country, prepared once per process: its address format,
/// its postal-code matcher and its subdivisions' postal ranges (each compiled on its first use: compiling all of
/// the United States' 62 when the country is first seen was 4% of a one-document `ppdata validate`).
///
/// Why a table: NDJSON runs check addresses by the million, and finding these per address (a dictionary keyed by
/// country returning a struct of arrays, a lock around a pattern cache keyed by `String`s built per lookup) cost
/// several times more than the checks themselves. Each country's entry is built on its first use (building all
/// 249 up front cost ~15 ms, too much for a one-document run) and published once; reads take no lock.
final class CountryAddressRules: Sendable {
    /// The country.
    let country: CountryCode
    /// Its address format (for C2 addresses, China's: the caller maps C2 to CN).
    let format: AddressFormat
    /// Whether the country's addresses have a postal code at all.
    let hasPostalCode: Bool
    /// The whole-code matcher of the country's postal-code pattern, when it has one that compiles.
    let postalCode: PostalMatcher?
    /// The slot of each subdivision whose metadata gives a postal range (a prefix pattern), -1 for the others, by
    /// position in `format.subdivisions` (found by key with a binary search: a dictionary keyed by `String` cost
    /// 65,000 instructions to build for the United States, and hashing on every lookup).
    private let rangeSlots: [Int32]
    /// The range pattern of each slot.
    private let rangePatterns: [String]
    /// The compiled range of each slot, made on first use.
    private let rangeMatchers: OnceTable<RangeMatcher>
    /// Whether the country has subdivisions in the metadata.
    let hasSubdivisions: Bool

    private init(country: CountryCode) {
        let format = country.addressFormat
        self.country = country
        self.format = format
        self.hasPostalCode = format.hasPostalCode
        self.postalCode = format.postalCodePattern.flatMap { PostalMatcher(pattern: $0, prefix: false) }
        let subdivisions = format.subdivisions
        var rangePatterns: [String] = []
        let rangeSlots = subdivisions.map { subdivision -> Int32 in
            guard let pattern = subdivision.postalCodePrefixPattern else { return -1 }
            rangePatterns.append(pattern)
            return Int32(rangePatterns.count - 1)
        }
        self.rangeSlots = rangeSlots
        self.rangePatterns = rangePatterns
        self.rangeMatchers = OnceTable(count: rangePatterns.count)
        self.hasSubdivisions = !subdivisions.isEmpty
    }

    /// `format.subdivision(matching:)`, and `format.requires(_:)` below: asked of the rules object, so a caller does
    /// not copy the format out (a copy retains each of its arrays, which every thread shares: the reference counts
    /// were contended between the CLI's threads, about 17,000 copies per 20,000 documents).
    func subdivision(matching text: String) -> SubdivisionMatch? {
        format.subdivision(matching: text)
    }

    /// Whether the country's addresses require `field` (`format.requires(_:)`).
    func requires(_ field: AddressField) -> Bool {
        format.requires(field)
    }

    /// The rules for `country`.
    static func of(_ country: CountryCode) -> CountryAddressRules {
        // The table has a slot per country (`ordinal` is generated: 0..<caseCount), so the fallback never runs;
        // it keeps the function total. Entries stay for the life of the process: at most one per country.
        table.value(at: country.ordinal) { CountryAddressRules(country: country) } ?? CountryAddressRules(country: country)
    }

    /// One slot per country, each built on first use and then read without a lock.
    private static let table = OnceTable<CountryAddressRules>(count: CountryCode.caseCount)

    /// The ISO country whose alpha-2 code is exactly `bytes` (`CountryCode(alpha2:_:)`, a table, rather than a
    /// String and `CountryCode(rawValue:)`). Nil means "not decided here": callers fall back to the full lookup
    /// (lower case, PayPal's C2, withdrawn codes, typos).
    static func isoCountry(alpha2 bytes: UnsafeBufferPointer<UInt8>) -> CountryCode? {
        bytes.count == 2 ? CountryCode(alpha2: bytes[0], bytes[1]) : nil
    }

    /// Whether any of the country's subdivisions has a postal range.
    var hasPostalRanges: Bool { !rangePatterns.isEmpty }

    /// How many of the country's subdivisions have a postal range.
    var postalRangeCount: Int { rangePatterns.count }

    /// The subdivision's postal range matcher, or nil when the metadata gives it none (or one outside the subset).
    func range(of subdivision: Subdivision) -> PostalMatcher? {
        guard subdivision.country == country, let position = format.subdivisionPosition(ofKey: subdivision.key)
        else { return nil }
        return range(at: position)
    }

    /// `range(of:)` for a subdivision found by a lookup, at the position the lookup found it (no search by key).
    func range(of match: SubdivisionMatch) -> PostalMatcher? {
        guard match.subdivision.country == country else { return nil }
        return range(at: match.position)
    }

    /// The range matcher of the subdivision at `position` in `format.subdivisions`.
    private func range(at position: Int) -> PostalMatcher? {
        guard position >= 0, position < rangeSlots.count, rangeSlots[position] >= 0 else { return nil }
        let slot = Int(rangeSlots[position])
        return rangeMatchers.value(at: slot) {
            RangeMatcher(PostalMatcher(pattern: rangePatterns[slot], prefix: true))
        }?.matcher
    }

    /// `"France (FR)"`: how messages name the country (built only when a message needs it).
    var place: String { "\(country.englishName) (\(country.rawValue))" }
}

/// A slot of `CountryAddressRules`' range table: the compiled range, or nil for a pattern that does not compile
/// (remembered, so it is not compiled again).
private final class RangeMatcher: Sendable {
    let matcher: PostalMatcher?

    init(_ matcher: PostalMatcher?) { self.matcher = matcher }
}
