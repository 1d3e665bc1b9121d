#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import PPData
import PPDataValidation

/// SARIF 2.1.0 output of `validate --format sarif` (OASIS Static Analysis Results Interchange Format), so a
/// repository of payment documents can show ppdata's findings in code scanning.
///
/// One run; the driver lists every diagnostic code as a rule (id, summary, `ppdata explain`'s text as help, and
/// `helpUri`, the code's section of docs/rules.md); each diagnostic is a result with its file, line and column
/// (`columnKind` says columns count Unicode scalars, as ppdata counts them) and its JSON pointer as a logical
/// location. Unreadable inputs are tool execution notifications, and make the invocation unsuccessful.
enum SARIFOutput {
    /// The schema the output conforms to.
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Everything before the first result: the log, its run and the run's tool.
    static var prologue: String {
        "{\n  \"$schema\": \"\(schemaURI)\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"tool\": "
            + tool.serialized(pretty: true, indent: 3)
            + ",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"originalUriBaseIds\": "
            + JSONOutput.object([(sourceRoot, .object([("uri", .string(workingDirectoryURI))]))]).serialized(pretty: true, indent: 3)
            + ",\n      \"results\": ["
    }

    /// The base id of the relative paths' URIs: the working directory, which the run declares in
    /// `originalUriBaseIds` (SARIF 2.1.0, 3.4.4 and 3.14.14), under the name CodeQL and GitHub code scanning use for a
    /// checkout's root. A consumer that reads the declaration resolves each path wherever ppdata ran; GitHub reads a
    /// relative path from the repository's root (a new user's trial found paths from a subdirectory unresolvable).
    static let sourceRoot = "%SRCROOT%"

    /// The working directory as a `file` URI ending in `/`, a card number in it masked as in a source's name.
    static let workingDirectoryURI: String = {
        let uri = "file://" + artifactURI(name: CardData.redactingCardNumbers(in: FilePath.workingDirectory()))
        return uri.hasSuffix("/") ? uri : uri + "/"
    }()

    /// Where a source is, as a result's `artifactLocation`: an absolute path as a `file` URI (`file:///srv/x.json`),
    /// and a relative one with `..` too (resolved against the working directory: SARIF 3.10.2 asks file URIs
    /// without `.` or `..` segments); any other relative path as a reference against `sourceRoot`, its `.` segments
    /// and repeated slashes dropped (`./a//b.json` → `a/b.json`); standard input as its name alone.
    static func artifactLocation(name: String) -> JSONOutput {
        guard name != ReportRenderer.sourceName("-") else { return .object([("uri", .string(artifactURI(name: name)))]) }
        let segments = name.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard name.hasPrefix("/") || segments.contains("..") else {
            return .object([
                ("uri", .string(artifactURI(name: segments.joined(separator: "/")))), ("uriBaseId", .string(sourceRoot)),
            ])
        }
        let absolute = CardData.redactingCardNumbers(in: FilePath.absolute(name))
        return .object([("uri", .string("file://" + artifactURI(name: absolute)))])
    }

    /// What goes before a result: `first` is true for the run's first one.
    static func separator(first: Bool) -> String { first ? "\n        " : ",\n        " }

    /// The results of one document (starting at `line`), separated as `separator` separates them: one per
    /// diagnostic, and for an exchange record whose request was checked against PayPal's answer, one
    /// `PAYPAL_ANSWER` note with the comparison.
    ///
    /// Written at the end of `out` one result at a time: all of a document's results as values, then as texts, then
    /// joined, held each finding about ten times over (a 2 MB document with a million findings peaked at 3.5 GB,
    /// against 0.6 GB for the same report as text).
    static func writeResults(_ report: ValidationReport, name: String, line: Int, into out: inout JSONBytes) {
        let location = artifactLocation(name: name)
        var first = true
        func write(_ result: JSONOutput) {
            if !first { out.append(utf8: separator(first: false)) }
            first = false
            result.write(to: &out, pretty: true, indent: 4)
        }
        for diagnostic in report.diagnostics { write(result(diagnostic, location: location)) }
        if report.hasExchange, let exchange = report.exchange, exchange.agreement?.agrees == false {
            write(answerResult(exchange, location: location, line: line))
        }
    }

    /// The id of the rule that PayPal's recorded answers are results of: not a diagnostic code (ppdata reports
    /// nothing by it), listed after them.
    static let answerRuleID = "PAYPAL_ANSWER"

    /// PayPal's answer to an exchange record's request where ppdata's verdict disagrees with it: level `note`, the
    /// note line's text, and the comparison as properties (`entry`, `method`, `url`, `paypal`, `agreement`, as in
    /// `--format json`). Agreeing answers are no result: GitHub code scanning opens an alert for every result, whatever
    /// its `kind` (microsoft/PSRule#955, complytime/complyctl#868), and a recording's every call was one (a new user's
    /// trial); the run's `properties.exchanges` counts them all.
    private static func answerResult(_ exchange: PayPalExchange, location: JSONOutput, line: Int) -> JSONOutput {
        .object([
            ("ruleId", .string(answerRuleID)),
            ("ruleIndex", .int(DiagnosticCode.all.count)),
            ("level", .string("note")),
            ("message", .object([("text", .string(ReportRenderer.noteText(exchange)))])),
            ("locations", .array([
                .object([("physicalLocation", .object([
                    ("artifactLocation", location),
                    ("region", .object([("startLine", .int(line)), ("startColumn", .int(1))])),
                ]))])
            ])),
            ("properties", .object([("exchange", ReportRenderer.json(exchange))])),
        ])
    }

    /// docs/cli.md, beside docs/rules.md wherever that is published.
    private static var cliDocumentURL: String {
        String(PPDataInfo.rulesDocumentURL.dropLast("rules.md".count)) + "cli.md"
    }

    /// The rule of PayPal's recorded answers, with help in the sections every code's rule has.
    private static var answerRule: JSONOutput {
        let summary = "PayPal's recorded answer to a request, beside ppdata's verdict on its body."
        let help = [
            summary,
            "Severity: note (PayPal's answer is a fact of the recording, not a finding of ppdata's).",
            "Reported for: exchange records and HAR entries whose request ppdata checked and whose recorded response it disagrees with.",
            "Example: POST https://api-m.paypal.com/v2/payments/captures/3C6793/refund: PayPal answered 422 "
                + "UNPROCESSABLE_ENTITY (DECIMALS_NOT_SUPPORTED at /amount/value); ppdata agrees: it reports the same issue",
            "Fix: where ppdata disagrees, read PayPal's issue: a request PayPal refused that ppdata passed is a rule "
                + "ppdata is missing (report it); an error PayPal did not raise is a rule to review.",
            "Evidence: the recorded response itself (its status, name and details).",
            "More: \(cliDocumentURL)#recorded-traffic-exchange-records",
        ]
        return .object([
            ("id", .string(answerRuleID)),
            ("shortDescription", .object([("text", .string(summary))])),
            ("fullDescription", .object([("text", .string(
                "Added for each exchange record or HAR entry whose request was checked and whose response holds "
                    + "an answer of PayPal's that ppdata's verdict disagrees with; its properties hold the comparison "
                    + "(both-rejected-other-issues, only-ppdata-rejected, only-paypal-rejected)."))])),
            ("helpUri", .string("\(cliDocumentURL)#recorded-traffic-exchange-records")),
            ("help", .object([("text", .string(help.joined(separator: "\n\n")))])),
        ])
    }

    /// Everything after the last result: the invocation, with the unreadable inputs as notifications, and one note for
    /// the findings past `--findings-limit` (its text, and their counts by code as `properties.unlisted`).
    /// The run's properties hold the exchange records' counts (`exchanges`, as in `--format json`'s summary) when
    /// there were any.
    static func epilogue(
        wroteResults: Bool, unreadable: [InputError], unlisted: (text: String, counts: JSONOutput)?,
        omittedResults: Int = 0, exchanges: JSONOutput?
    ) -> String {
        var notifications = unreadable.map { error in
            JSONOutput.object([
                ("level", .string("error")),
                ("message", .object([("text", .string(error.message))])),
                ("locations", .array([
                    .object([("physicalLocation", .object([
                        ("artifactLocation", artifactLocation(name: ReportRenderer.sourceName(error.source)))
                    ]))])
                ])),
            ])
        }
        if let unlisted {
            notifications.append(.object([
                ("level", .string("note")), ("message", .object([("text", .string(unlisted.text))])),
                ("properties", .object([("unlisted", unlisted.counts)])),
            ]))
        }
        if omittedResults > 0 {
            notifications.append(.object([
                ("level", .string("warning")),
                ("message", .object([("text", .string(
                    "\(omittedResults) more results not listed: a run lists at most \(SARIFResultLimit.maxResults), "
                        + "GitHub code scanning's limit (it rejects a file with more); the exit status counts them all, "
                        + "and --format json lists them"))])),
                ("properties", .object([("omittedResults", .int(omittedResults))])),
            ]))
        }
        let invocation = JSONOutput.object([
            ("executionSuccessful", .bool(unreadable.isEmpty)),
            ("toolExecutionNotifications", .array(notifications)),
        ])
        let properties = exchanges.map {
            ",\n      \"properties\": " + JSONOutput.object([("exchanges", $0)]).serialized(pretty: true, indent: 3)
        }
        return (wroteResults ? "\n      ]" : "]") + ",\n      \"invocations\": ["
            + (JSONOutput.array([invocation]).serialized(pretty: true, indent: 3).dropFirst())
            + (properties ?? "") + "\n    }\n  ]\n}\n"
    }

    /// Each code's position among the driver's rules, looked up once per result (not a scan of every code).
    private static let ruleIndex = Dictionary(
        DiagnosticCode.all.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })

    /// The driver: name, version and one rule per diagnostic code.
    private static var tool: JSONOutput {
        .object([
            ("driver", .object([
                ("name", .string("ppdata")),
                ("version", .string(PPDataInfo.version)),
                ("rules", .array(DiagnosticCode.all.map(rule) + [answerRule])),
            ]))
        ])
    }

    /// A code's rule: its summary, and as help the text `ppdata explain` prints (without running the example)
    /// with a link to its section of docs/rules.md.
    private static func rule(_ code: DiagnosticCode) -> JSONOutput {
        guard let explanation = code.explanation?.masked else {
            return .object([
                ("id", .string(code.rawValue)), ("shortDescription", .object([("text", .string(code.rawValue))])),
            ])
        }
        let help = ExplanationText.sections(explanation, exampleOutput: nil).map { "\($0): \($1)" }
        return .object([
            ("id", .string(code.rawValue)),
            ("shortDescription", .object([("text", .string(explanation.summary))])),
            ("fullDescription", .object([("text", .string(shortened(explanation.triggers)))])),
            ("helpUri", .string(ExplanationText.helpURI(explanation))),
            ("help", .object([("text", .string(([explanation.summary] + help).joined(separator: "\n\n")))])),
        ])
    }

    /// GitHub code scanning's limit on a rule's `fullDescription` ("Limited to 1024 characters", GitHub Docs,
    /// "SARIF support for code scanning"); the whole text is the rule's help.
    static let maxDescriptionLength = 1024

    /// `text` cut to at most `maxDescriptionLength` characters, counted in UTF-16 units as JavaScript counts a
    /// string's length, at its last sentence end or, without one, its last space, with `…` after a cut inside a
    /// sentence.
    static func shortened(_ text: String) -> String {
        guard text.utf16.count > maxDescriptionLength else { return text }
        var head = String.UnicodeScalarView()
        var units = 0
        for scalar in text.unicodeScalars {
            units += scalar.utf16.count
            guard units < maxDescriptionLength else { break }
            head.append(scalar)
        }
        let sentenceEnd = head.indices.dropLast().last { head[$0] == "." && head[head.index(after: $0)] == " " }
        if let sentenceEnd { return String(head[...sentenceEnd]) }
        if let space = head.lastIndex(of: " ") { return String(head[..<space]) + "…" }
        return String(head) + "…"
    }

    private static func result(_ diagnostic: Diagnostic, location artifact: JSONOutput) -> JSONOutput {
        var message = diagnostic.message
        if let suggestion = diagnostic.suggestion { message += "; did you mean \"\(suggestion)\"?" }
        var location: [(String, JSONOutput)] = [
            ("physicalLocation", .object([
                ("artifactLocation", artifact),
                ("region", .object([("startLine", .int(diagnostic.line)), ("startColumn", .int(diagnostic.column))])),
            ]))
        ]
        if !diagnostic.path.isEmpty {
            location.append(("logicalLocations", .array([
                .object([("fullyQualifiedName", .string(diagnostic.path)), ("kind", .string("member"))])
            ])))
        }
        var members: [(String, JSONOutput)] = [("ruleId", .string(diagnostic.code.rawValue))]
        if let index = ruleIndex[diagnostic.code] { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(diagnostic.severity == .error ? "error" : "warning")),
            ("message", .object([("text", .string(message))])),
            ("locations", .array([.object(location)])),
        ]
        if let suggestion = diagnostic.suggestion {
            members.append(("properties", .object([("suggestion", .string(suggestion))])))
        }
        return .object(members)
    }

    /// A source's shown name (`ReportRenderer.sourceName`) as a URI reference (RFC 3986): unreserved characters and `/` kept, everything else
    /// percent-encoded byte by byte (`<stdin>` becomes `%3Cstdin%3E`, a space `%20`).
    ///
    /// A path that starts with `//` starts with one `/` here: as a URI reference it would name a host (RFC 3986
    /// 4.2, `//tmp/x` is host `tmp`), and Linux reads the extra slashes as one.
    static func artifactURI(name shown: String) -> String {
        var uri = ""
        var name = Substring(shown)
        if name.hasPrefix("//") { name = "/" + name.drop { $0 == "/" } }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                uri += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return uri
    }
}

/// The results a SARIF run lists: at most `maxResults`, the first in input order, as GitHub code scanning takes them;
/// the rest counted (`omitted`) for the run's notification. A document's rendered results are cut between two
/// results when the limit falls inside them.
struct SARIFResultLimit: Sendable {
    /// GitHub code scanning's limit of results per run: "Results per run: 25,000"; a file with more is rejected
    /// (GitHub Docs, "SARIF support for code scanning", its table of limits; a new user's trial).
    static let maxResults = 25_000

    /// The results listed so far.
    private(set) var listed = 0
    /// The results past the limit.
    private(set) var omitted = 0

    /// What of a document's rendered results (`SARIFOutput.writeResults`: results joined by
    /// `SARIFOutput.separator`) stays under the limit: all of it, a prefix ending after a whole result, or nothing.
    mutating func admit(_ rendering: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard !rendering.isEmpty else { return rendering }
        // Each result after a document's first begins with the separator, whose indent no nested line has.
        let separator = Array(SARIFOutput.separator(first: false).utf8) + [UInt8(ascii: "{")]
        var starts = [0]
        var index = 0
        while index + separator.count <= rendering.count {
            if rendering[index] == separator[0], UnsafeBufferPointer(rebasing: rendering[index..<(index + separator.count)])
                .elementsEqual(separator)
            {
                starts.append(index)
                index += separator.count
            } else {
                index += 1
            }
        }
        let room = max(0, Self.maxResults - listed)
        let kept = min(room, starts.count)
        listed += kept
        omitted += starts.count - kept
        if kept == starts.count { return rendering }
        return UnsafeBufferPointer(rebasing: rendering[0..<starts[kept]])
    }
}
