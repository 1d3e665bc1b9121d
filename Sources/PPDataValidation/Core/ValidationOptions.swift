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
    /// The most findings a report lists for one document (the CLI's `--findings-limit`); past it findings are
    /// counted by code and severity (`ValidationReport.unlisted`) and not kept, so a hostile document's report
    /// stays small while its counts and verdict stay exact. Findings of codes `selection` ignores take no room. nil
    /// lists every finding, 0 none (a negative limit is 0). Default `defaultFindingsLimit`.
    public var findingsLimit: Int? = ValidationOptions.defaultFindingsLimit
    /// 1,000: far above any real document's findings (the broad benchmark corpus's most faulty document has 33)
    /// and about 300 KB of report.
    public static let defaultFindingsLimit = 1000

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
