import ArgumentParser
import PPDataValidation

/// `--kind`: a document kind, or `auto` to detect it from the document's keys.
enum KindOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto
    case mplPayment = "mpl-payment"
    case mplAdvancedPayment = "mpl-advanced-payment"
    case ordersV2 = "orders-v2"
    case paymentsV1 = "payments-v1"
    case paymentsV1Capture = "payments-v1-capture"
    case applePay = "apple-pay"
    case address

    /// The forced kind; nil for auto-detection.
    var documentKind: DocumentKind? {
        self == .auto ? nil : DocumentKind(rawValue: rawValue)
    }
}

/// `--format` of `validate`.
enum ValidateFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, ndjson, sarif
}

/// The options that decide how documents are read and checked, shared by commands that validate documents.
struct DocumentOptions: ParsableArguments {
    @Option(help: "The document kind; auto detects it from the document's keys.")
    var kind: KindOption = .auto

    @Flag(help: "Read every input as newline-delimited JSON, one document per non-empty line (files ending .ndjson or .jsonl are read this way anyway).")
    var ndjson = false

    @Option(help: ArgumentHelp("The date expiry checks compare against (default: today, UTC).", valueName: "YYYY-MM-DD"))
    var now: String?

    /// The date `--now` names, or today in UTC.
    var today: CalendarDate {
        get throws {
            guard let now else { return CalendarDate.todayUTC() }
            guard let date = CalendarDate(now) else {
                throw ValidationError("--now '\(now)' is not a calendar date of the form YYYY-MM-DD")
            }
            return date
        }
    }

    func validate() throws {
        _ = try today
    }
}
