#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A calendar date without time or zone, as `--now YYYY-MM-DD` gives it.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...31.
    public var day: Int

    /// Creates a date; nil when the month or day is out of range for the calendar.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= CalendarDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly (four, two and two digits).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The UTC date of an ISO 8601 instant as recordings write one (`2024-06-01T00:00:01+02:00` is 2024-05-31; `Z`,
    /// `+hh:mm`, `+hhmm`; a fraction of a second is ignored); the date as written when no offset follows the time
    /// (a local time of no known zone), or when no time follows the date. Nil when the text does not start with a
    /// date.
    static func utcDate(ofInstant text: String) -> CalendarDate? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let date = CalendarDate(String(decoding: bytes[0..<10], as: UTF8.self)) else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            return bytes[range].reduce(0) { value, byte in
                guard let value, byte &- 0x30 < 10 else { return nil }
                return value * 10 + Int(byte - 0x30)
            }
        }
        guard bytes.count >= 16, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
            let hours = number(11..<13), bytes[13] == UInt8(ascii: ":"), let minutes = number(14..<16)
        else { return date }
        // The offset: after the seconds and any fraction.
        var at = 16
        while at < bytes.count, bytes[at] == UInt8(ascii: ":") || bytes[at] == UInt8(ascii: ".") || bytes[at] &- 0x30 < 10 {
            at += 1
        }
        var offset = 0
        if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") {
            let colon = at + 3 < bytes.count && bytes[at + 3] == UInt8(ascii: ":") ? 1 : 0
            guard let offsetHours = number((at + 1)..<(at + 3)),
                let offsetMinutes = number((at + 3 + colon)..<(at + 5 + colon))
            else { return date }
            offset = (offsetHours * 60 + offsetMinutes) * (bytes[at] == UInt8(ascii: "-") ? -1 : 1)
        } else if at >= bytes.count || bytes[at] | 0x20 != UInt8(ascii: "z") {
            return date
        }
        return utcDate(secondsSinceEpoch: (date.daysSinceEpoch * 1_440 + hours * 60 + minutes - offset) * 60)
    }

    /// Today's date in UTC.
    public static func todayUTC() -> CalendarDate {
        utcDate(secondsSinceEpoch: Int(time(nil)))
    }

    /// The UTC date of a time given in seconds since 1970-01-01T00:00:00Z (1970-01-01 outside years 1-9999).
    ///
    /// Arithmetic on the day count rather than `gmtime_r`: glibc's first conversion reads the local time zone
    /// (/etc/localtime, five system calls) even for UTC, which a date in UTC never needs; that was part of every
    /// one-document `ppdata validate`. Days are counted in 400-year eras from 0000-03-01, so that February, with
    /// its leap day, ends each counted year (the civil-from-days method of H. Hinnant's "chrono-Compatible Low-Level
    /// Date Algorithms", written here from its description); checked against `gmtime_r` in the tests.
    static func utcDate(secondsSinceEpoch seconds: Int) -> CalendarDate {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)  // rounded down
        let fromMarch = days + 719_468  // days from 0000-03-01 to 1970-01-01
        let era = (fromMarch >= 0 ? fromMarch : fromMarch - 146_096) / 146_097  // 146,097 days in 400 years
        let dayOfEra = fromMarch - era * 146_097  // 0...146,096
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // 0...399
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0...365, 0 is March 1
        let monthFromMarch = (5 * dayOfYear + 2) / 153  // 0...11
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0)
        return CalendarDate(year: year, month: month, day: day) ?? CalendarDate(unchecked: 1970, 1, 1)
    }

    /// The days from 1970-01-01 to this date (negative before it): the inverse of `utcDate(secondsSinceEpoch:)`.
    var daysSinceEpoch: Int { Self.daysSinceEpoch(year: year, month: month, day: day) }

    /// The days from 1970-01-01 to a proleptic Gregorian date of any year, counted as `utcDate` counts them (400-year
    /// eras from 0000-03-01, February last in each counted year); `month` 1...12 and `day` 1...31 are not checked.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let countedYear = month <= 2 ? year - 1 : year
        let era = (countedYear >= 0 ? countedYear : countedYear - 399) / 400
        let yearOfEra = countedYear - era * 400  // 0...399
        let monthFromMarch = month > 2 ? month - 3 : month + 9  // 0...11
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = 365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

extension CalendarDate: Codable {
    /// Decodes a date from a string `YYYY-MM-DD` (the form `--now`, PayPal's `birth_date` and ISO 8601 use); any
    /// other form, or a day that does not exist (`2026-02-30`), is `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(text.count > 40 ? text.prefix(40) + "…" : text)\" is not a date of the form YYYY-MM-DD"))
        }
        self = date
    }

    /// Encodes the date as the string `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
