import PPData

/// A phone number found valid against the metadata of its region (libphonenumber's rules, PPData's tables).
///
/// Validity is libphonenumber's `isValidNumber`: the calling code is assigned, the region is found (for shared
/// codes from leading digits or patterns), the national number has a possible length and matches the region's
/// general pattern and one of its type patterns.
public struct PhoneNumber: Sendable, Hashable {
    /// The country calling code (44).
    public let callingCode: Int
    /// The national significant number: ASCII digits, no trunk prefix (`7911123456`).
    public let nationalNumber: String
    /// The region the number belongs to (`GB`, or `001` for a non-geographic code).
    public let regionCode: String
    /// The type of the number; for regions whose fixed-line and mobile patterns coincide (US, CA), `.fixedLine`
    /// with `isFixedLineOrMobile` set.
    public let type: PhoneNumberType
    /// Whether the number could be fixed line or mobile (libphonenumber's FIXED_LINE_OR_MOBILE).
    public let isFixedLineOrMobile: Bool

    /// The E.164 form: `+`, calling code, national number.
    public var e164: String { "+\(callingCode)\(nationalNumber)" }

    /// Parses `text` in E.164 form: `+` and digits only, at most 15 of them.
    public init(e164 text: String) throws(PhoneNumberProblem) {
        guard text.utf8.first == UInt8(ascii: "+") else { throw .notInternationalForm }
        // By bytes, so a combining mark after the "+" is not taken as part of it.
        let digits = String(decoding: text.utf8.dropFirst(), as: UTF8.self)
        if let bad = PhoneText.firstNonDigit(digits) { throw .unexpectedCharacter(bad) }
        guard !digits.isEmpty else { throw .noDigits }
        try self.init(digits: digits)
    }

    /// Validates a calling code and a national significant number given apart (Orders v2's `country_code` and
    /// `national_number`), both ASCII digits.
    public init(callingCode: String, nationalNumber: String) throws(PhoneNumberProblem) {
        if let bad = PhoneText.firstNonDigit(callingCode + nationalNumber) { throw .unexpectedCharacter(bad) }
        guard !callingCode.isEmpty, callingCode.utf8.count <= PhoneMetadata.maxCallingCodeLength,
            let code = Int(callingCode), PhoneMetadata.isCallingCode(code), callingCode.utf8.first != UInt8(ascii: "0")
        else { throw .unknownCallingCode(callingCode) }
        try self.init(callingCode: code, nationalNumber: nationalNumber)
    }

    /// Parses the digits after `+`: the calling code, then the national number.
    init(digits: String) throws(PhoneNumberProblem) {
        guard let (code, length) = PhoneMetadata.callingCodePrefix(of: digits) else {
            throw .unknownCallingCode(String(digits.prefix(PhoneMetadata.maxCallingCodeLength)))
        }
        try self.init(callingCode: code, nationalNumber: String(digits.dropFirst(length)))
    }

    /// Validates `nationalNumber` (ASCII digits) under `callingCode`, an assigned code
    /// (`PhoneValidation.validate`).
    init(callingCode: Int, nationalNumber: String) throws(PhoneNumberProblem) {
        switch PhoneValidation.validate(
            nationalNumber, callingCode: callingCode, among: PhoneMetadata.regions(callingCode: callingCode))
        {
        case .success(let found):
            self.callingCode = callingCode
            self.nationalNumber = nationalNumber
            self.regionCode = found.regionCode
            self.type = found.type
            self.isFixedLineOrMobile = found.isFixedLineOrMobile
        case .failure(let problem):
            throw problem
        }
    }

    /// Parses a number as people write it: international form with `+` (a trunk prefix kept after the calling
    /// code, `+44 (0)20 ...`, is dropped), or, with `region`, the region's national form (with or without the trunk
    /// prefix: `020 7946 0958`, `07911 123456` in GB) or its international call prefix (`0044...`, `011 44...`).
    /// Spaces, dashes, dots, slashes and parentheses are ignored.
    ///
    /// The number may belong to another region of the same calling code (a Canadian number written in the US).
    public init(_ text: String, region: PhoneRegionMetadata?) throws(PhoneNumberProblem) {
        let cleaned = PhoneText.removingFormatting(text)
        // Far longer than any number with prefixes: refuse before any pattern sees it.
        let limit = PhoneMetadata.maxNationalNumberLength + PhoneText.prefixAllowance
        if cleaned.hasUTF8Prefix("+") {
            do {
                try self.init(e164: cleaned)
            } catch {
                guard let number = PhoneText.withoutTrunkPrefix(cleaned.droppingUTF8(first: 1)) else { throw error }
                self = number
            }
            return
        }
        if let bad = PhoneText.firstNonDigit(cleaned) { throw .unexpectedCharacter(bad) }
        guard !cleaned.isEmpty else { throw .noDigits }
        guard let region else { throw .notInternationalForm }
        guard cleaned.utf8.count <= limit else {
            throw .tooLong(
                region: region.displayName, callingCode: region.callingCode, length: cleaned.utf8.count,
                lengths: region.possibleLengths)
        }
        if let international = PhoneValidation.strippingInternationalPrefix(cleaned, region: region),
            let number = try? PhoneNumber(digits: international)
        {
            self = number
            return
        }
        let national = PhoneValidation.strippingNationalPrefix(cleaned, region: region)
        do {
            try self.init(callingCode: region.callingCode, nationalNumber: national)
        } catch .notValid(_, let code) {
            // Written nationally for `region`: name that region rather than every region of its calling code.
            throw .notValid(regions: [region.displayName], callingCode: code)
        }
    }
}

/// Why a phone number is not valid. `description` is the reason, to follow the number in a message.
///
/// Not frozen: each case carries its own details, and a stricter check may add cases.
/// Switch over it with a `default:` (`@unknown default:` only warns across modules built without library
/// evolution), or compare with `==`.
public enum PhoneNumberProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// No leading `+`.
    case notInternationalForm
    /// A character other than a digit (after the `+`).
    case unexpectedCharacter(String)
    /// Nothing after the `+`.
    case noDigits
    /// No calling code starts the number; the digits where one was expected.
    case unknownCallingCode(String)
    /// Shorter than any number of the region.
    case tooShort(region: String, callingCode: Int, length: Int, lengths: [Int])
    /// Longer than any number of the region.
    case tooLong(region: String, callingCode: Int, length: Int, lengths: [Int])
    /// Between the region's shortest and longest, but a length it does not use.
    case invalidLength(region: String, callingCode: Int, length: Int, lengths: [Int])
    /// A length dialled only locally, without the area code.
    case localOnly(region: String, callingCode: Int, length: Int, lengths: [Int])
    /// More digits than E.164 allows (15 with the calling code).
    case tooManyDigits(Int)
    /// The length is possible but no number range of the region(s) matches.
    case notValid(regions: [String], callingCode: Int)

    /// `GB (+44)`, or `+800` for a non-geographic code.
    static func qualified(_ region: String, _ code: Int) -> String {
        region.hasPrefix("+") ? region : "\(region) (+\(code))"
    }

    /// `9 digits after +1`.
    static func after(_ length: Int, _ code: Int) -> String {
        "\(PhoneText.digits(length)) after +\(code)"
    }

    /// The reason, phrased to follow the quoted number: `is too short for GB (+44): ...`.
    public var description: String {
        switch self {
        case .notInternationalForm:
            return "is not in international form: it needs a leading \"+\" and the country calling code"
        case .unexpectedCharacter(let character):
            return "has \"\(character)\"; a phone number here is \"+\" and digits only"
        case .noDigits:
            return "has no digits"
        case .unknownCallingCode(let digits):
            let tried = (1...max(1, digits.count)).map { "+\(digits.prefix($0))" }
            return "does not start with a country calling code (\(PhoneText.list(tried, conjunction: "or")) is none)"
        case .tooShort(let region, let code, let length, let lengths):
            return "is too short for \(Self.qualified(region, code)): \(Self.after(length, code)), "
                + "where \(region) numbers have \(PhoneText.lengths(lengths))"
        case .tooLong(let region, let code, let length, let lengths):
            return "is too long for \(Self.qualified(region, code)): \(Self.after(length, code)), "
                + "where \(region) numbers have \(PhoneText.lengths(lengths))"
        case .invalidLength(let region, let code, let length, let lengths):
            return "has a length \(Self.qualified(region, code)) does not use: \(Self.after(length, code)), "
                + "where \(region) numbers have \(PhoneText.lengths(lengths))"
        case .localOnly(let region, let code, let length, let lengths):
            return "has \(Self.after(length, code)), a length \(Self.qualified(region, code)) uses only for local "
                + "calls without the area code; in international form \(region) numbers have "
                + PhoneText.lengths(lengths)
        case .tooManyDigits(let count):
            return "has \(count) digits; E.164 allows at most 15, calling code included"
        case .notValid(let regions, let code):
            if regions.count == 1, let region = regions.first {
                return "is not a valid number for \(Self.qualified(region, code)): it is in no number range in use there"
            }
            let shown = regions.count <= 4 ? regions : Array(regions.prefix(3)) + ["\(regions.count - 3) more"]
            return "is not a valid number for any region of +\(code) (\(PhoneText.list(shown, conjunction: "and"))): "
                + "it is in no number range in use there"
        }
    }
}

/// libphonenumber's validation steps over PPData's metadata. National numbers passed in are ASCII digits of at
/// most `PhoneMetadata.maxNationalNumberLength` (+ a few prefix digits for the prefix-stripping steps).
enum PhoneValidation {
    /// The region of a national number among the regions of its calling code (main first), as its position in
    /// `regions`, as libphonenumber's getRegionCodeForNumberFromRegionList: one region is taken as is; otherwise the
    /// first whose leading digits match the start, or (for regions without leading digits) whose type patterns
    /// match. With the region comes
    /// the number's type when finding the region took classifying it, so the caller does not classify it twice
    /// (every number of the United States, the main region of +1, was).
    static func region(
        of national: String, among regions: [PhoneRegionMetadata]
    ) -> (position: Int, classified: (type: PhoneNumberType, isFixedLineOrMobile: Bool)?)? {
        if regions.count == 1 { return (0, nil) }
        for position in regions.indices {
            let compiled = PhonePatterns.of(index: regions[position].index)
            if compiled.hasLeadingDigits {
                if compiled.leadingDigits?.matchesPrefix(national) == true { return (position, nil) }
            } else if let classified = type(of: national, in: compiled) {
                return (position, classified)
            }
        }
        return nil
    }

    /// `PhoneNumber.init(callingCode:nationalNumber:)`'s checks over the regions of `callingCode` (main first).
    /// What the search and the classification read comes from each region's `CompiledPhoneRegion` (a class): a
    /// region's metadata is a struct of a dozen strings and arrays, and each copy of it (iterating the list,
    /// passing a region to a helper, `region ?? main`) retained and released every one of them, about 900
    /// instructions a number on Apple Pay contacts.
    static func validate(
        _ nationalNumber: String, callingCode: Int, among regions: [PhoneRegionMetadata]
    ) -> Result<(regionCode: String, type: PhoneNumberType, isFixedLineOrMobile: Bool), PhoneNumberProblem> {
        guard !regions.isEmpty else { return .failure(.unknownCallingCode(String(callingCode))) }
        let length = nationalNumber.utf8.count
        // Bound the input before any pattern sees it: nothing longer is a number anywhere.
        guard length <= PhoneMetadata.maxNationalNumberLength else {
            return .failure(.tooLong(
                region: regions[0].displayName, callingCode: callingCode, length: length,
                lengths: regions[0].possibleLengths))
        }
        let found = region(of: nationalNumber, among: regions)
        // Lengths first, as libphonenumber's isPossibleNumber does: for a shared code whose region is not found,
        // the main region's lengths (which is what libphonenumber uses too). Read only when there is a problem.
        let lengthRegion = PhonePatterns.of(index: regions[found?.position ?? 0].index)
        if !lengthRegion.hasPossibleLength(length) {
            if let problem = lengthProblem(length, in: regions[found?.position ?? 0]) { return .failure(problem) }
        }
        let total = String(callingCode).utf8.count + length
        guard total <= PhoneMetadata.maxE164Digits else { return .failure(.tooManyDigits(total)) }
        guard let position = found?.position,
            let classified = found?.classified
                ?? type(of: nationalNumber, in: PhonePatterns.of(index: regions[position].index))
        else {
            return .failure(.notValid(regions: regions.map(\.displayName), callingCode: callingCode))
        }
        return .success((regions[position].regionCode, classified.type, classified.isFixedLineOrMobile))
    }

    /// The length problem of a national number of `length` digits in `region` (libphonenumber's
    /// testNumberLength against the general lengths), or nil when the length is possible.
    static func lengthProblem(_ length: Int, in region: PhoneRegionMetadata) -> PhoneNumberProblem? {
        let lengths = region.possibleLengths
        guard let shortest = lengths.first, let longest = lengths.last else {
            return .invalidLength(
                region: region.displayName, callingCode: region.callingCode, length: length, lengths: lengths)
        }
        if lengths.contains(length) { return nil }
        if region.localOnlyLengths.contains(length) {
            return .localOnly(region: region.displayName, callingCode: region.callingCode, length: length, lengths: lengths)
        }
        if length < shortest {
            return .tooShort(region: region.displayName, callingCode: region.callingCode, length: length, lengths: lengths)
        }
        if length > longest {
            return .tooLong(region: region.displayName, callingCode: region.callingCode, length: length, lengths: lengths)
        }
        return .invalidLength(region: region.displayName, callingCode: region.callingCode, length: length, lengths: lengths)
    }

    /// The type of `national` in the region whose patterns `compiled` holds, or nil when it is not a valid number
    /// there (libphonenumber's getNumberTypeHelper: the general pattern, then the types in classification order).
    static func type(
        of national: String, in compiled: CompiledPhoneRegion
    ) -> (type: PhoneNumberType, isFixedLineOrMobile: Bool)? {
        national.withUTF8Bytes(compiled.type(ofDigits:))
    }

    /// The digits after the region's international call prefix (`00`, `011`), when `digits` starts with one
    /// followed by something other than 0 (libphonenumber's parsePrefixAsIdd: no calling code starts with 0).
    static func strippingInternationalPrefix(_ digits: String, region: PhoneRegionMetadata) -> String? {
        guard let prefix = PhonePatterns.of(region).internationalPrefix?.matchPrefix(digits, transform: nil) else {
            return nil
        }
        let rest = digits.utf8.dropFirst(prefix.length)
        guard let first = rest.first, first != UInt8(ascii: "0") else { return nil }
        return String(decoding: rest, as: UTF8.self)
    }

    /// `digits` without the region's trunk prefix, as libphonenumber's maybeStripNationalPrefixAndCarrierCode and
    /// its caller: the prefix is removed (or the transform rule applied) only when the number stays a number of the
    /// region, or was none before, and the result has a possible length.
    static func strippingNationalPrefix(_ digits: String, region: PhoneRegionMetadata) -> String {
        let compiled = PhonePatterns.of(region)
        guard let prefix = compiled.nationalPrefix?.matchPrefix(digits, transform: region.nationalPrefixTransformRule)
        else { return digits }
        let viable = compiled.general?.matchesWhole(digits) == true
        let stripped = (prefix.replacement ?? "") + String(decoding: digits.utf8.dropFirst(prefix.length), as: UTF8.self)
        if viable && compiled.general?.matchesWhole(stripped) != true { return digits }
        switch lengthProblem(stripped.utf8.count, in: region) {
        case .tooShort?, .localOnly?, .invalidLength?: return digits
        default: return stripped
        }
    }
}
