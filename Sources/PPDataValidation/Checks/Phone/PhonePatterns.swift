import PPData
internal import _PPDataConcurrency

/// Matching of national numbers against the metadata's patterns, each region's compiled once per process.
///
/// The patterns are of the portable regex subset (Data/README.md), compiled as `PortablePattern`s. Callers pass
/// only ASCII digit strings of bounded length (in ICU and Java `\d` would also match other scripts' digits, and a
/// bound keeps matching cheap), so every match here is over at most a few dozen bytes.
///
/// Why per region, by the region's position: a cache keyed by the pattern text hashed each pattern (hundreds of
/// bytes for large countries) under one process-wide lock on every match, which was most of the phone checks' cost
/// beyond matching and serialised the CLI's threads. A slot table reads with one acquiring load.
enum PhonePatterns {
    /// The compiled patterns of `region` (one of `PhoneMetadata.regions`).
    static func of(_ region: PhoneRegionMetadata) -> CompiledPhoneRegion {
        of(index: region.index)
    }

    /// The compiled patterns of the region at `index` in `PhoneMetadata.regions` (a region's `index`).
    static func of(index: Int) -> CompiledPhoneRegion {
        regions.value(at: index) { CompiledPhoneRegion(PhoneMetadata.regions[index]) }
            ?? CompiledPhoneRegion(PhoneMetadata.regions[index])
    }

    /// The most characters ever matched: the longest national number plus prefixes, with room to spare.
    static let maxInputLength = 32

    /// Whether `text` is ASCII digits of at most `maxInputLength`: the only input patterns see (callers ensure
    /// it; this keeps the promise where the matcher is).
    static func isBoundedDigits(_ text: String) -> Bool {
        text.withUTF8Bytes(isBoundedDigits(utf8:))
    }

    /// `isBoundedDigits` of the text's bytes, read in place: every pattern a number is tried against checks it, and
    /// walking the String's UTF-8 view cost as much as the match (about 340 instructions a pattern, session 13).
    static func isBoundedDigits(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= maxInputLength else { return false }
        for byte in bytes where byte &- 0x30 > 9 { return false }
        return true
    }

    /// One slot per region, each filled on the region's first number.
    private static let regions = OnceTable<CompiledPhoneRegion>(count: PhoneMetadata.regions.count)
}

/// A region's patterns, each compiled on its first use: the general pattern, the leading digits, the international
/// and national prefixes, and one per number type.
final class CompiledPhoneRegion: Sendable {
    /// Whether the fixed-line and mobile patterns are the same text (then the type is FIXED_LINE_OR_MOBILE),
    /// compared once here rather than per number.
    let hasSameFixedLineAndMobilePattern: Bool
    /// Pattern sources by slot: `general`, `leadingDigits`, `internationalPrefix`, `nationalPrefix`, then one per
    /// `PhoneNumberType.allCases`; nil where the metadata has none.
    private let sources: [String?]
    /// The possible national lengths of each type, by `PhoneNumberType.allCases` position, as bits (bit n: n
    /// digits); 0 where the region has no such numbers. Kept here so that classifying a number neither copies
    /// the type's metadata (its strings and arrays) nor searches it, once per type tried.
    private let typeLengths: [UInt64]
    private let slots: OnceTable<CompiledPhonePattern>
    private static let typeBase = 4
    /// `PhoneNumberType.allCases` once: the synthesised property builds a new array on every call.
    private static let types = PhoneNumberType.allCases

    /// The region's possible national lengths as bits (bit n: n digits).
    private let lengths: UInt64
    /// Whether the region has a leading-digits pattern (regions sharing a calling code are told apart by it).
    let hasLeadingDigits: Bool

    init(_ region: PhoneRegionMetadata) {
        hasSameFixedLineAndMobilePattern = region.hasSameFixedLineAndMobilePattern
        lengths = Self.mask(region.possibleLengths)
        hasLeadingDigits = region.leadingDigitsPattern != nil
        let types = Self.types.map { region.numberType($0) }
        sources = [
            region.generalPattern, region.leadingDigitsPattern, region.internationalPrefixPattern,
            region.nationalPrefixForParsingPattern ?? region.nationalPrefix,
        ] + types.map { $0?.pattern }
        typeLengths = types.map { Self.mask($0?.possibleLengths ?? []) }
        slots = OnceTable(count: sources.count)
    }

    /// `lengths` as bits (bit n: n digits; lengths of 64 or more are no number's).
    private static func mask(_ lengths: [Int]) -> UInt64 {
        lengths.reduce(0) { mask, length in (0..<64).contains(length) ? mask | 1 << length : mask }
    }

    /// Whether a national number of `length` digits has one of the region's possible lengths.
    func hasPossibleLength(_ length: Int) -> Bool {
        length >= 0 && length < 64 && lengths & 1 << length != 0
    }

    /// The pattern of every national number of the region.
    var general: CompiledPhonePattern? { pattern(0) }
    /// The digits a national number starts with when the region shares its calling code.
    var leadingDigits: CompiledPhonePattern? { pattern(1) }
    /// The international call prefix (`00`, `011`).
    var internationalPrefix: CompiledPhonePattern? { pattern(2) }
    /// The national (trunk) prefix for parsing, or else the national prefix.
    var nationalPrefix: CompiledPhonePattern? { pattern(3) }

    /// The pattern of numbers of type `kind`, when the region has such numbers.
    func type(_ kind: PhoneNumberType) -> CompiledPhonePattern? {
        Self.types.firstIndex(of: kind).flatMap { pattern(Self.typeBase + $0) }
    }

    /// The type of a national number given as its digits' bytes in this region, or nil when it is not a valid
    /// number here (libphonenumber's getNumberTypeHelper: the general pattern, then the types in classification
    /// order). The digits are checked once and read in place by every pattern tried: each pattern read the String's
    /// bytes and checked them again, and looked its type up among all the types (about 500 instructions a pattern,
    /// a dozen patterns for a number of the United States).
    func type(ofDigits digits: UnsafeBufferPointer<UInt8>) -> (type: PhoneNumberType, isFixedLineOrMobile: Bool)? {
        guard PhonePatterns.isBoundedDigits(utf8: digits), hasPossibleLength(digits.count),
            pattern(0)?.matchesWhole(boundedDigits: digits) == true
        else { return nil }
        for position in Self.classificationPositions.others where matches(digits, position) {
            return (Self.types[position], false)
        }
        let (fixedLine, mobile) = (Self.classificationPositions.fixedLine, Self.classificationPositions.mobile)
        if matches(digits, fixedLine) {
            return (.fixedLine, hasSameFixedLineAndMobilePattern || matches(digits, mobile))
        }
        if !hasSameFixedLineAndMobilePattern, matches(digits, mobile) { return (.mobile, false) }
        return nil
    }

    /// Positions in `types` of `PhoneNumberType.classificationOrder` without fixed line and mobile (tried first, in
    /// that order), and of those two.
    private static let classificationPositions: (others: [Int], fixedLine: Int, mobile: Int) = (
        PhoneNumberType.classificationOrder.filter { $0 != .fixedLine && $0 != .mobile }.compactMap(types.firstIndex(of:)),
        types.firstIndex(of: .fixedLine) ?? types.count, types.firstIndex(of: .mobile) ?? types.count
    )

    /// Whether bounded digits have a length of the type at `position` of `PhoneNumberType.allCases` and match its
    /// pattern (libphonenumber's isNumberMatchingDesc); false where the region has no such numbers.
    func matches(_ digits: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
        guard position < typeLengths.count, digits.count < 64, typeLengths[position] & 1 << digits.count != 0 else {
            return false
        }
        return pattern(Self.typeBase + position)?.matchesWhole(boundedDigits: digits) == true
    }

    private func pattern(_ slot: Int) -> CompiledPhonePattern? {
        guard let source = sources[slot] else { return nil }
        // Only the prefixes are asked which match is chosen (its length and groups).
        return slots.value(at: slot) { CompiledPhonePattern(source, choosesMatch: slot == 2 || slot == 3) }
    }
}

/// One phone pattern compiled for whether it matches and, for the prefixes, as a program for which match is
/// chosen. A pattern outside the subset (the generator admits none; PhonePatternsTests compiles every one)
/// matches nothing.
final class CompiledPhonePattern: Sendable {
    private let pattern: PortablePattern?
    private let program: PortablePattern.Program?

    init(_ source: String, choosesMatch: Bool) {
        pattern = PortablePattern(source)
        program = choosesMatch ? PortablePattern.Program(source) : nil
    }

    /// Whether the whole of `digits` matches (libphonenumber's `matches`).
    func matchesWhole(_ digits: String) -> Bool {
        digits.withUTF8Bytes { PhonePatterns.isBoundedDigits(utf8: $0) && matchesWhole(boundedDigits: $0) }
    }

    /// `matchesWhole` of digits already known to be bounded ASCII digits (`PhonePatterns.isBoundedDigits`).
    func matchesWhole(boundedDigits digits: UnsafeBufferPointer<UInt8>) -> Bool {
        pattern?.matchesWhole(digits) ?? false
    }

    /// Whether the pattern matches at the start of `digits` (libphonenumber's `lookingAt`).
    func matchesPrefix(_ digits: String) -> Bool {
        guard let pattern else { return false }
        return digits.withUTF8Bytes { PhonePatterns.isBoundedDigits(utf8: $0) && pattern.matchesPrefix($0) }
    }

    /// The length of the match at the start of `digits`, and, when `rule` is given and the pattern's last group
    /// took part in the match, `rule` with `$1`... replaced by the groups (libphonenumber's national prefix
    /// transform, in Java's `$n` notation). The match is the one ICU and Java choose (`lookingAt`). Nil for a
    /// pattern compiled without `choosesMatch`.
    func matchPrefix(_ digits: String, transform rule: String?) -> (length: Int, replacement: String?)? {
        guard PhonePatterns.isBoundedDigits(digits), let program else { return nil }
        var digits = digits
        return digits.withUTF8 { text -> (length: Int, replacement: String?)? in
            guard let match = program.firstMatch(text) else { return nil }
            guard let rule, let last = match.groups.last, last != nil else { return (match.length, nil) }
            return (match.length, PortablePattern.replacement(rule, match: match, in: text))
        }
    }
}
