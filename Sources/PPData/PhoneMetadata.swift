/// Phone numbering metadata per region: Google's libphonenumber data (Apache-2.0), imported from the PyPI
/// package phonenumbers into Data/phone/ and compiled in (see Data/README.md).
///
/// PPData holds the facts only; matching numbers against the patterns needs a regex engine and lives in
/// PPDataValidation (`PhoneNumber`).

/// A kind of number libphonenumber tells apart within a region.
public enum PhoneNumberType: String, CaseIterable, Codable, Sendable, Hashable {
    /// A geographic fixed-line number.
    case fixedLine = "fixed_line"
    /// A mobile number.
    case mobile
    /// A freephone number.
    case tollFree = "toll_free"
    /// A premium-rate number.
    case premiumRate = "premium_rate"
    /// A number whose cost is split between caller and receiver.
    case sharedCost = "shared_cost"
    /// A voice-over-IP number.
    case voip
    /// A personal number that forwards to another (UK 070, ...).
    case personalNumber = "personal_number"
    /// A pager number.
    case pager
    /// A universal access number (one number for a company's offices).
    case uan
    /// A voicemail access number.
    case voicemail

    /// The order in which libphonenumber tries the types when it classifies a number; fixed line and mobile
    /// come last because other types often overlap their ranges.
    public static let classificationOrder: [PhoneNumberType] = [
        .premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .uan, .voicemail, .fixedLine, .mobile,
    ]
}

/// The numbers of one type in a region: a pattern of the national number, its lengths and an example.
public struct PhoneNumberTypeMetadata: Sendable, Hashable {
    /// The type.
    public let type: PhoneNumberType
    /// A regex the whole national number matches (ICU/Java syntax; match it as `^(?:pattern)$`).
    public let pattern: String
    /// The national-number lengths of this type, ascending.
    public let possibleLengths: [Int]
    /// libphonenumber's example national number of this type (digits, no prefix).
    public let exampleNumber: String
}

/// One region's numbering plan: calling code, prefixes, lengths and patterns of its national numbers.
public struct PhoneRegionMetadata: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code; also `AC` (Ascension), `TA` (Tristan da Cunha), `XK` (Kosovo), and `001` for
    /// a non-geographic calling code (+800, +808, +870, +878, +881, +882, +883, +888, +979).
    public let regionCode: String
    /// The country calling code (1 for US, 44 for GB).
    public let callingCode: Int
    /// Whether this is the main region of a calling code several regions share (US for +1, RU for +7).
    public let isMainRegionForCallingCode: Bool
    /// A regex matched at the start of the national number that singles this region out among those sharing its
    /// calling code (KZ `7`, VA `06698`), or nil.
    public let leadingDigitsPattern: String?
    /// A regex of the international call prefix (`011`, `00`, `0[09]`), or nil for non-geographic codes.
    public let internationalPrefixPattern: String?
    /// The trunk prefix dialled before national numbers (`0`, `1`, `8`), or nil.
    public let nationalPrefix: String?
    /// A regex matched at the start of a nationally written number that removes the prefix; nil means
    /// `nationalPrefix` itself. May hold groups and `$`.
    public let nationalPrefixForParsingPattern: String?
    /// The replacement (`$1` notation) applied where `nationalPrefixForParsingPattern` matched and captured
    /// (AR `9$1`); nil means the match is just removed.
    public let nationalPrefixTransformRule: String?
    /// The national-number lengths valid in international form, ascending.
    public let possibleLengths: [Int]
    /// Lengths that can only be dialled locally (without an area code), ascending; not valid in E.164.
    public let localOnlyLengths: [Int]
    /// A regex every national number of the region matches (whole string).
    public let generalPattern: String
    /// The number types the region has, by type name.
    public let numberTypes: [PhoneNumberTypeMetadata]

    /// Whether the region stands for a non-geographic calling code (region `001`).
    public var isNonGeographic: Bool { regionCode == PhoneMetadata.nonGeographicRegion }

    /// The ISO 3166-1 country, or nil for AC, TA, XK and `001`.
    public var country: CountryCode? { CountryCode(rawValue: regionCode) }

    /// The metadata of `type`, or nil when the region has no numbers of that type.
    public func numberType(_ type: PhoneNumberType) -> PhoneNumberTypeMetadata? {
        numberTypes.first { $0.type == type }
    }

    /// Whether fixed-line and mobile numbers share one pattern (US, CA, ...), so a number is "fixed line or mobile".
    public var hasSameFixedLineAndMobilePattern: Bool {
        guard let fixed = numberType(.fixedLine), let mobile = numberType(.mobile) else { return false }
        return fixed.pattern == mobile.pattern
    }

    /// The region's name in messages: `US`, or `+800` for a non-geographic code.
    public var displayName: String { isNonGeographic ? "+\(callingCode)" : regionCode }

    /// The region's position in `PhoneMetadata.regions`: the slot of per-region tables built by other modules
    /// (the validator's compiled patterns).
    package let index: Int

    init(record: borrowing PhoneRegionRecord, index: Int) {
        self.index = index
        regionCode = record.region
        callingCode = record.callingCode
        isMainRegionForCallingCode = record.isMainRegion
        leadingDigitsPattern = record.leadingDigits.isEmpty ? nil : record.leadingDigits
        internationalPrefixPattern = record.internationalPrefix.isEmpty ? nil : record.internationalPrefix
        nationalPrefix = record.nationalPrefix.isEmpty ? nil : record.nationalPrefix
        nationalPrefixForParsingPattern = record.nationalPrefixForParsing.isEmpty ? nil : record.nationalPrefixForParsing
        nationalPrefixTransformRule = record.nationalPrefixTransformRule.isEmpty ? nil : record.nationalPrefixTransformRule
        possibleLengths = record.possibleLengths
        localOnlyLengths = record.localOnlyLengths
        generalPattern = record.generalPattern
        // Every region is built on the first phone number of a run: one pass, no type names parsed (the generated
        // records hold the cases).
        numberTypes = record.numberTypes.map { type in
            PhoneNumberTypeMetadata(
                type: type.type, pattern: type.pattern, possibleLengths: type.possibleLengths, exampleNumber: type.example)
        }
    }
}

/// Lookups over the phone metadata of every region.
public enum PhoneMetadata {
    /// The pseudo-region of calling codes that belong to no country.
    public static let nonGeographicRegion = "001"
    /// The longest country calling code, in digits.
    public static let maxCallingCodeLength = 3
    /// The longest national number libphonenumber handles, in digits.
    public static let maxNationalNumberLength = 17
    /// The most digits an E.164 number has, calling code included (ITU-T E.164 section 6.1).
    public static let maxE164Digits = 15

    /// Every region, sorted by region code, then calling code (`001` once per non-geographic code).
    ///
    /// Built on a run's first phone number, each record read in place: iterating copied every record (all its
    /// strings and arrays retained, then released) three times, a quarter of building the table.
    public static let regions: [PhoneRegionMetadata] = PhoneMetadataTables.regions.withUnsafeBufferPointer { records in
        records.indices.map { PhoneRegionMetadata(record: records[$0], index: $0) }
    }

    /// Regions by calling code (the index: codes have one to three digits), main region first, then alphabetical
    /// (libphonenumber's order, which its region detection for shared codes relies on).
    ///
    /// Arrays indexed by number, here and in `regionsByCountry`, not dictionaries: these are built on a run's first
    /// phone number, and the first `Int`- or `String`-keyed hash table of a process costs a scan of every protocol
    /// conformance in the binary (about 200,000 instructions each).
    private static let regionsByCallingCode: [[PhoneRegionMetadata]] = {
        var byCode = [[PhoneRegionMetadata]](repeating: [], count: callingCodeLimit)
        for region in regions where (0..<callingCodeLimit).contains(region.callingCode) {
            byCode[region.callingCode].append(region)
        }
        for code in byCode.indices where byCode[code].count > 1 {
            byCode[code].sort {
                $0.isMainRegionForCallingCode != $1.isMainRegionForCallingCode
                    ? $0.isMainRegionForCallingCode : $0.regionCode < $1.regionCode
            }
        }
        return byCode
    }()

    /// One more than the largest calling code `maxCallingCodeLength` digits can write.
    private static let callingCodeLimit = 1000

    /// The position in `regions` of each ISO country's region, by `CountryCode.ordinal`; -1 where libphonenumber
    /// has none.
    private static let regionsByCountry: [Int] = {
        var positions = [Int](repeating: -1, count: CountryCode.caseCount)
        for (position, region) in regions.enumerated() where !region.isNonGeographic {
            if let country = region.country { positions[country.ordinal] = position }
        }
        return positions
    }()

    /// Geographic regions by region code, for the region codes that are not `CountryCode`s as well (AC, TA, XK).
    private static let regionsByCode: [String: PhoneRegionMetadata] = {
        var byCode: [String: PhoneRegionMetadata] = [:]
        for region in regions where !region.isNonGeographic { byCode[region.regionCode] = region }
        return byCode
    }()

    /// Every calling code, ascending.
    public static let callingCodes: [Int] = regionsByCallingCode.indices.filter { !regionsByCallingCode[$0].isEmpty }

    /// The regions that use `callingCode`: the main region first, then the others alphabetically; empty when
    /// the code is not assigned.
    public static func regions(callingCode: Int) -> [PhoneRegionMetadata] {
        regionsByCallingCode.indices.contains(callingCode) ? regionsByCallingCode[callingCode] : []
    }

    /// The main region of `callingCode` (US for 1, RU for 7, the only region for most), or nil.
    public static func mainRegion(callingCode: Int) -> PhoneRegionMetadata? {
        regions(callingCode: callingCode).first
    }

    /// Whether `callingCode` is an assigned country calling code.
    public static func isCallingCode(_ callingCode: Int) -> Bool {
        !regions(callingCode: callingCode).isEmpty
    }

    /// The geographic region with code `regionCode` (ASCII case-insensitive: `us`, `US`), including AC, TA, XK.
    public static func region(_ regionCode: String) -> PhoneRegionMetadata? {
        regionsByCode[regionCode.asciiUppercased]
    }

    /// The metadata of `country`, or nil for the seven ISO countries libphonenumber has no plan for (AQ BV GS HM PN TF UM).
    public static func region(for country: CountryCode) -> PhoneRegionMetadata? {
        let position = regionsByCountry[country.ordinal]
        return position >= 0 ? regions[position] : nil
    }

    /// The calling code of a region code (`GB` → 44), or nil when it has none.
    public static func callingCode(forRegion regionCode: String) -> Int? {
        region(regionCode)?.callingCode
    }

    /// The calling code at the start of `digits` (ASCII digits after the `+`), with its length, or nil when no
    /// 1- to 3-digit prefix is a calling code. Calling codes are prefix-free (the generator checks), so the
    /// longest match is also the only one.
    ///
    /// `@inlinable` so that each caller gets it specialised for its string type: unspecialised, the generic
    /// `prefix(_:)` and `enumerated()` over `some StringProtocol` cost about 12,000 instructions per number
    /// (Benchmarks/Validation/HISTORY.md, session 9).
    @inlinable
    public static func callingCodePrefix(of digits: some StringProtocol) -> (code: Int, length: Int)? {
        var value = 0
        var length = 0
        var found: (code: Int, length: Int)?
        for byte in digits.utf8 {
            guard length < maxCallingCodeLength, (0x30...0x39).contains(byte) else { break }
            value = value * 10 + Int(byte - 0x30)
            length += 1
            if value == 0 { break }  // no calling code starts with 0
            if isCallingCode(value) { found = (value, length) }
        }
        return found
    }
}
