/// A time zone name that ICU accepts by name: a zone or a link of the IANA time zone database (`America/New_York`,
/// `US/Eastern`), or one of ICU's own ids (`PST`, `SystemV/AST4`). Names are case-sensitive, as ICU reads them.
///
/// Safari checks an Apple Pay `freeCancellationDateTimeZone` with ICU (`ucal_getCanonicalTimeZoneID`, through
/// WebKit's `isTimeZoneValid`), which accepts these names and the custom ids of `isGMTOffsetID(_:)`. The table
/// (`Generated/TimeZoneName+Generated.swift`) comes from Data/time-zones.tsv: the IANA time zone database (public
/// domain, as the PyPI package tzdata ships it) and the ids of the system's ICU.
public struct TimeZoneName: Sendable, Hashable, CustomStringConvertible {
    /// Where a name comes from.
    public struct Sources: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt8
        /// The sources of `rawValue`'s bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The IANA time zone database has the name, as a zone or as a link to one.
        public static let iana = Sources(rawValue: 1)
        /// ICU accepts the name (its enumeration of time zone ids lists it).
        public static let icu = Sources(rawValue: 2)
    }

    /// The name as the table has it (`US/Eastern`).
    public let name: String
    /// The zone the name stands for: the name itself for a zone, the zone a link names (`America/New_York` for
    /// `US/Eastern`), ICU's canonical zone for one of ICU's own ids (`America/Los_Angeles` for `PST`).
    public let canonicalName: String
    /// Where the name comes from.
    public let sources: Sources

    /// The name `text`, exactly as written (letter case included); nil for any other text.
    public init?(_ text: some StringProtocol) {
        guard let record = Self.records.element(withKey: String(text), key: \.name) else { return nil }
        self = record
    }

    /// The name `text` spells in another letter case (`america/new_york` is `America/New_York`); nil when no name
    /// differs from it in letter case alone.
    public init?(ignoringCase text: some StringProtocol) {
        let key = String(text).lowercased()
        guard let match = Self.records.first(where: { $0.name.lowercased() == key }) else { return nil }
        self = match
    }

    private init(name: String, canonicalName: String, sources: Sources) {
        self.name = name
        self.canonicalName = canonicalName
        self.sources = sources
    }

    /// The name.
    public var description: String { name }

    /// Every name, sorted by bytes.
    public static var allNames: [String] { records.map(\.name) }

    /// Whether ICU reads `text` as a custom id of a fixed offset from GMT (ICU's `TimeZone::parseCustomID`): `GMT` in
    /// any letter case, `+` or `-`, then hours with optional minutes and seconds, either `H`, `HH`, `H:MM`, `HH:MM`,
    /// `H:MM:SS`, `HH:MM:SS` or 1 to 6 digits without colons (`GMT+8`, `GMT-05:00`, `GMT+0530`), with hours up to 23
    /// and minutes and seconds up to 59. Digits of other scripts count, as in ICU. Checked against ICU 72:
    /// `GMT+24`, `GMT+8:0`, `GMT8` and `UTC+8` are not ids.
    public static func isGMTOffsetID(_ text: some StringProtocol) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 5, scalars[0...2].map({ $0.properties.uppercaseMapping }) == ["G", "M", "T"],
            scalars[3] == "+" || scalars[3] == "-"
        else { return false }
        func digits(_ part: ArraySlice<Unicode.Scalar>) -> [Int]? {
            let values = part.map { $0.properties.numericType == .decimal ? $0.properties.numericValue.map(Int.init) : nil }
            return values.contains(nil) ? nil : values.compactMap { $0 }
        }
        func number(_ digits: ArraySlice<Int>) -> Int { digits.reduce(0) { $0 * 10 + $1 } }
        let rest = scalars[4...]
        var fields: [Int]
        if rest.contains(":") {
            let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), (1...2).contains(parts[0].count),
                parts.dropFirst().allSatisfy({ $0.count == 2 })
            else { return false }
            var values: [Int] = []
            for part in parts {
                guard let part = digits(part) else { return false }
                values.append(number(part[...]))
            }
            fields = values
        } else {
            guard (1...6).contains(rest.count), let all = digits(rest) else { return false }
            // ICU splits a run of digits from the end: the last two are seconds when there are five or six, the two
            // before them minutes when there are three or more.
            switch all.count {
            case 1, 2: fields = [number(all[...])]
            case 3, 4: fields = [number(all.dropLast(2)), number(all.suffix(2))]
            default: fields = [number(all.dropLast(4)), number(all.dropLast(2).suffix(2)), number(all.suffix(2))]
            }
        }
        fields += Array(repeating: 0, count: 3 - fields.count)
        return fields[0] <= 23 && fields[1] <= 59 && fields[2] <= 59
    }

    /// The table's rows, read once from `table`.
    private static let records: [TimeZoneName] = {
        var records: [TimeZoneName] = []
        records.reserveCapacity(TimeZoneName.count)
        TimeZoneName.table.withUTF8Buffer { bytes in
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let cells = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                guard cells.count == 3 else { continue }
                let name = String(decoding: cells[0], as: UTF8.self)
                let canonical = String(decoding: cells[1], as: UTF8.self)
                var sources: Sources = []
                for source in cells[2].split(separator: UInt8(ascii: "|")) {
                    switch String(decoding: source, as: UTF8.self) {
                    case "iana": sources.insert(.iana)
                    case "icu": sources.insert(.icu)
                    default: break
                    }
                }
                records.append(TimeZoneName(name: name, canonicalName: canonical.isEmpty ? name : canonical, sources: sources))
            }
        }
        return records
    }()
}
