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

/// Settings that change what a validation run concludes.
public struct ValidationOptions: Sendable, Hashable {
    /// The date expiry checks compare against: the date set (the CLI's `--now`), else today in UTC, read from the
    /// clock each time it is asked, so a validator made once and kept for weeks (as a server keeps it) judges cards
    /// on the day it checks them, not on the day it was made.
    public var today: CalendarDate {
        get { fixedToday ?? .todayUTC() }
        set { fixedToday = newValue }
    }
    /// The date set, or nil to read the clock.
    private var fixedToday: CalendarDate?
    /// What set `today`, named after the date in messages: `"--now"` from the CLI gives "on 2024-10-01 (--now)";
    /// nil (the default) gives "on 2024-10-01 (today, UTC)".
    public var todaySource: String?
    /// Limits for the JSON reader (depth, size).
    public var parseOptions: JSONParseOptions
    /// The Apple Pay JS version an `apple-pay-js` request is passed with (`new ApplePaySession(version, request)`;
    /// the CLI's `--apple-pay-version`). The request itself does not say, and WebKit's verdict depends on it (a zero
    /// total, `phoneticName`, `carteBancaire`). nil (the default) checks against a current version, where each of
    /// those is accepted.
    public var applePayVersion: Int?
    /// The newest Apple Pay JS version, 15: WebKit's PaymentAPIVersion::current() returns it "and should not be
    /// changed anymore, features can now be found in method.data.features" (PaymentAPIVersionCocoa.mm, every Apple
    /// Pay build since WebKit pull request #30626, July 2024), and `ApplePaySession` refuses a newer one ("\"16\" is
    /// not a supported version.").
    public static let newestApplePayVersion = 15
    /// The codes to leave out of reports and the severities to change (the CLI's `--ignore`, `--warn`, `--error`
    /// and `.ppdata.json`); empty by default.
    public var selection: DiagnosticSelection
    /// The query of the call the body is sent with (`sync_mode=true`: the text between `?` and `#`, as written):
    /// from the CLI's `--endpoint`, or a recorded request's URL (HAR entries and exchange records set it per
    /// request); `ValidationOptions.query(of:)` reads it from a URL. Empty by default. Read today: `sync_mode` of a
    /// Payouts batch (a synchronous payout takes one item).
    public var query: String = ""

    /// Creates options; `today` nil (the default) reads today's UTC date whenever a check asks.
    public init(
        today: CalendarDate? = nil, todaySource: String? = nil, parseOptions: JSONParseOptions = JSONParseOptions(),
        applePayVersion: Int? = nil, selection: DiagnosticSelection = DiagnosticSelection()
    ) {
        self.fixedToday = today
        self.todaySource = todaySource
        self.parseOptions = parseOptions
        self.applePayVersion = applePayVersion
        self.selection = selection
    }

    /// The query of `url` (an endpoint as `--endpoint` takes it, `POST /v1/payments/payouts?sync_mode=true`, or a
    /// full URL), for `query`: the text between `?` and `#`, as written; empty when there is none.
    public static func query(of url: String) -> String {
        String(RequestURL(Substring(url)).queryText)
    }

    /// The value of the query's first parameter `name` (a name without `=` has the empty value), nothing decoded.
    func queryValue(_ name: String) -> Substring? {
        RequestURL.value(named: name, inQuery: Substring(query))
    }

    /// "on 2024-10-01 (--now)": the date checks compare against, as messages name it.
    var todayPhrase: String { "on \(today) (\(todaySource ?? "today, UTC"))" }
}
