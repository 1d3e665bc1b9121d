import ArgumentParser
import PPDataValidation

/// `--kind`: a document kind, or `auto` to detect it from the document's keys. Its values are `auto` and every
/// `DocumentKind`, so a new kind is offered (in `--help`, completions and errors) without touching the CLI.
///
/// A name that is no kind is taken here and refused by `DocumentOptions.validate()`, whose usage error names the
/// kinds it is nearest to (`payouts` → `payouts-batch`); the parser's own error lists all 27 values and no more.
struct KindOption: ExpressibleByArgument, Sendable, Equatable {
    /// The forced kind; nil for auto-detection (or an unknown name, which `validate()` refuses first).
    let documentKind: DocumentKind?
    /// The name given when it is no kind.
    let unknownName: String?

    /// Auto-detection.
    static let auto = KindOption(documentKind: nil)

    private init(documentKind: DocumentKind?, unknownName: String? = nil) {
        self.documentKind = documentKind
        self.unknownName = unknownName
    }

    init?(argument: String) {
        if argument == "auto" {
            self.init(documentKind: nil)
        } else if let kind = DocumentKind(rawValue: argument) {
            self.init(documentKind: kind)
        } else {
            self.init(documentKind: nil, unknownName: argument)
        }
    }

    /// Throws the usage error for a name that is no kind.
    func check() throws {
        guard let unknownName else { return }
        let nearest = DocumentKind.nearestKinds(to: unknownName).map(\.rawValue)
        let words = nearest.count > 1 ? nearest.dropLast().joined(separator: ", ") + " or " + (nearest.last ?? "") : nearest.first
        let meant = words.map { "; did you mean \($0)?" } ?? "."
        throw ValidationError(
            "--kind '\(unknownName)' is no kind\(meant) The kinds: \(Self.allValueStrings.joined(separator: ", "))")
    }

    /// `auto`, then the kinds in `DocumentKind`'s order.
    static var allValueStrings: [String] { ["auto"] + DocumentKind.allCases.map(\.rawValue) }

    var defaultValueDescription: String { documentKind?.rawValue ?? "auto" }

    /// Shell completion offers the same values (a type that is not `CaseIterable` offers none by default).
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// What each value means, for `--help` and the manual page (which lists an option's values only when they
    /// have descriptions).
    static var allValueDescriptions: [String: String] {
        var descriptions = ["auto": "detect each document's kind from its top-level keys"]
        for kind in DocumentKind.allCases { descriptions[kind.rawValue] = kind.summary }
        return descriptions
    }
}

/// `--format` of `validate`.
enum ValidateFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, ndjson, sarif

    /// What each format is, for `--help` and the manual page.
    static var allValueDescriptions: [String: String] {
        [
            "text": "one line per issue, compiler style, and a summary line",
            "json": "one JSON value: every document and a summary",
            "ndjson": "one JSON object per document, written as each is checked",
            "sarif": "SARIF 2.1.0, for code scanning",
        ]
    }
}

/// The options that decide how documents are read and checked, shared by commands that validate documents.
struct DocumentOptions: ParsableArguments {
    @Option(help: "The document kind; auto detects it from the document's keys.")
    var kind: KindOption = .auto

    @Option(help: ArgumentHelp(
        "The PayPal call the documents are the bodies of, such as 'POST /v2/payments/captures/{capture_id}/refund' (a path with real ids, or a full URL, matches too, and the method may be left out: one call has each path); it decides the kind.",
        valueName: "method path"))
    var endpoint: String?

    @Flag(help: "Read every input but a HAR file as newline-delimited JSON, one document per non-empty line (files ending .ndjson or .jsonl are read this way anyway).")
    var ndjson = false

    @Option(help: ArgumentHelp("The date expiry checks compare against (default: today, UTC).", valueName: "YYYY-MM-DD"))
    var now: String?

    @Option(help: ArgumentHelp(
        "The Apple Pay JS version an apple-pay-js request is passed with (new ApplePaySession(version, request)); default: a current one.",
        valueName: "n"))
    var applePayVersion: Int?

    func validate() throws {
        try kind.check()
        try Self.check(now: now, applePayVersion: applePayVersion)
        _ = try Self.kind(kind, endpoint: endpoint)
    }

    /// The kind `--kind` and `--endpoint` force (nil: auto-detection); a usage error for an endpoint no kind checks
    /// (listing those that are) or one that names another kind than `--kind`.
    static func kind(_ option: KindOption, endpoint: String?) throws -> DocumentKind? {
        guard let endpoint else { return option.documentKind }
        guard let kind = DocumentKind(endpoint: endpoint) else {
            let nearest = DocumentKind.nearestEndpoints(to: endpoint).map { "'\($0)'" }.joined(separator: " or ")
            let known = DocumentKind.endpoints.map { "'\($0.endpoint)'" }.joined(separator: ", ")
            throw ValidationError(
                "--endpoint '\(endpoint)' is not a call ppdata checks the body of; did you mean \(nearest)? It checks \(known)")
        }
        if let forced = option.documentKind, forced != kind {
            throw ValidationError("--endpoint '\(endpoint)' sends a body of kind \(kind.rawValue), not --kind \(forced.rawValue)")
        }
        return kind
    }

    /// The date `--now` names, or today in UTC.
    static func today(now: String?) throws -> CalendarDate {
        guard let now else { return CalendarDate.todayUTC() }
        guard let date = CalendarDate(now) else {
            // "2024-02-30" has the form and is no date; "24-02-01" lacks the form. Say which.
            let digits = now.utf8.enumerated().allSatisfy { offset, byte in
                offset == 4 || offset == 7 ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
            if now.utf8.count == 10 && digits {
                throw ValidationError("--now '\(now)' is of the form YYYY-MM-DD but no such day exists")
            }
            throw ValidationError("--now '\(now)' is not of the form YYYY-MM-DD")
        }
        return date
    }

    /// The checks on these options' values that their types cannot make alone; every way of reading them runs these.
    static func check(now: String?, applePayVersion: Int?) throws {
        _ = try today(now: now)
        if let applePayVersion, applePayVersion < 1 {
            throw ValidationError("--apple-pay-version \(applePayVersion) is not an Apple Pay JS version; versions start at 1")
        }
        let newest = ValidationOptions.newestApplePayVersion
        if let applePayVersion, applePayVersion > newest {
            throw ValidationError(
                "--apple-pay-version \(applePayVersion) is not an Apple Pay JS version; the newest is \(newest), and Safari refuses a newer one")
        }
    }
}
