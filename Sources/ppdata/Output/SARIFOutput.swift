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
            + ",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": ["
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
        let uri = artifactURI(name: name)
        var first = true
        func write(_ result: JSONOutput) {
            if !first { out.append(utf8: separator(first: false)) }
            first = false
            result.write(to: &out, pretty: true, indent: 4)
        }
        for diagnostic in report.diagnostics { write(result(diagnostic, uri: uri)) }
        if report.hasExchange, let exchange = report.exchange, exchange.skipped == nil, exchange.answer != nil {
            write(answerResult(exchange, uri: uri, line: line))
        }
    }

    /// The id of the rule that PayPal's recorded answers are results of: not a diagnostic code (ppdata reports
    /// nothing by it), listed after them.
    static let answerRuleID = "PAYPAL_ANSWER"

    /// PayPal's answer to an exchange record's request beside ppdata's verdict: level `note`, the note line's text,
    /// and the comparison as properties (`entry`, `method`, `url`, `paypal`, `agreement`, as in `--format json`).
    private static func answerResult(_ exchange: PayPalExchange, uri: String, line: Int) -> JSONOutput {
        .object([
            ("ruleId", .string(answerRuleID)),
            ("ruleIndex", .int(DiagnosticCode.all.count)),
            ("level", .string("note")),
            ("message", .object([("text", .string(ReportRenderer.noteText(exchange)))])),
            ("locations", .array([
                .object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri))])),
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
            "Reported for: exchange records and HAR entries whose request ppdata checked and whose response is recorded.",
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
                    + "PayPal's answer; its properties hold the comparison (both-accepted, both-rejected, "
                    + "both-rejected-other-issues, only-ppdata-rejected, only-paypal-rejected)."))])),
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
        exchanges: JSONOutput?
    ) -> String {
        var notifications = unreadable.map { error in
            JSONOutput.object([
                ("level", .string("error")),
                ("message", .object([("text", .string(error.message))])),
                ("locations", .array([
                    .object([("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(artifactURI(name: ReportRenderer.sourceName(error.source))))]))
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
            ("fullDescription", .object([("text", .string(explanation.triggers))])),
            ("helpUri", .string(ExplanationText.helpURI(explanation))),
            ("help", .object([("text", .string(([explanation.summary] + help).joined(separator: "\n\n")))])),
        ])
    }

    private static func result(_ diagnostic: Diagnostic, uri: String) -> JSONOutput {
        var message = diagnostic.message
        if let suggestion = diagnostic.suggestion { message += "; did you mean \"\(suggestion)\"?" }
        var location: [(String, JSONOutput)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri))])),
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
