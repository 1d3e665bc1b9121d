import PPDataValidation

/// Counts over a whole `validate` run: the summary line / object and the exit code come from it.
struct ValidationTally: Sendable {
    /// Documents checked.
    var documents = 0
    /// Documents without errors.
    var valid = 0
    /// Documents with at least one error.
    var invalid = 0
    /// Errors over all documents.
    var errors = 0
    /// Warnings over all documents.
    var warnings = 0
    /// Findings left out by the rule selection (`--ignore`, `.ppdata.json`).
    var ignored = 0
    /// Findings counted but not listed (past `--findings-limit`), the documents that had them, and their codes.
    var unlisted = 0
    var documentsWithUnlisted = 0
    var unlistedCodes = UnlistedFindings()
    /// Exchange records whose request was checked, by how ppdata's verdict compares with PayPal's answer (nil: no
    /// answer to compare).
    var exchanges: [PayPalExchange.Agreement?: Int] = [:]
    /// Exchange records whose request was not checked (another host, a call no kind checks).
    var skippedExchanges = 0
    /// Inputs that could not be read (exit status 2).
    var unreadable = 0
    /// Why each of them could not be read, for the formats that list them at the end (SARIF).
    var unreadableInputs: [InputError] = []
    /// The SARIF results listed and those past code scanning's limit.
    var sarifResults = SARIFResultLimit()
    /// Whether an entry (a document's output, or an unreadable input's) has been written: the next needs a separator.
    var wroteEntry = false

    /// Adds one document's counts. Inlined where the writer calls it for every document; an exchange record's
    /// counts are added apart (as one function, the exchange case made every document's count cost 0.1% of the CLI).
    @inline(__always)
    mutating func add(_ checked: CheckedDocument) {
        if let exchange = checked.exchange, !add(exchange) { return }
        documents += 1
        if checked.errors == 0 { valid += 1 } else { invalid += 1 }
        errors += checked.errors
        warnings += checked.warnings
        ignored += checked.ignored
        if checked.unlisted > 0 {
            unlisted += checked.unlisted
            documentsWithUnlisted += 1
        }
    }

    /// Counts an exchange record; false when its request was skipped (then it is no document that was checked).
    @inline(never)
    private mutating func add(_ exchange: ExchangeOutcome) -> Bool {
        switch exchange {
        case .skipped:
            skippedExchanges += 1
            return false
        case .checked(let agreement):
            exchanges[agreement, default: 0] += 1
            return true
        }
    }
}

/// One document after checking: where its rendering in the chosen format is, and its counts. Made on a worker
/// thread, so the expensive part of output (string building) is spread over the cores too.
struct CheckedDocument: Sendable {
    /// The worker whose `WorkerScratch` holds the rendering.
    var worker: Int
    /// Where the rendering is in that scratch's output: UTF-8 bytes (possibly none: a valid document in text
    /// format). Bytes, not a String: the writer only copies them out, and making a String of an NDJSON line
    /// validated its UTF-8 again.
    var rendered: Range<Int>
    /// Its errors.
    var errors: Int
    /// Its warnings.
    var warnings: Int
    /// Its findings the rule selection left out.
    var ignored: Int
    /// Its findings counted but not listed.
    var unlisted: Int
    /// Where its worker's scratch keeps their codes (`WorkerScratch.keep(_:)`) when there are any, else -1. Kept
    /// there, not here: an array here made every result a value with a reference, which the batches copy and destroy
    /// through value witnesses (+12 M instructions, 1.1% of the CLI on the broad corpus, callgrind).
    var unlistedEntry = -1
    /// For an exchange record: whether its request was checked, and how the verdicts compare.
    var exchange: ExchangeOutcome? = nil
}

/// What an exchange record adds to the counts.
enum ExchangeOutcome: Sendable, Equatable {
    /// The request was not checked (`PayPalExchange.skipped` says why).
    case skipped
    /// The request was checked; how ppdata's verdict compares with PayPal's answer, when there is one.
    case checked(PayPalExchange.Agreement?)

    /// The outcome of `report`'s exchange record; nil for a plain document.
    init?(_ report: ValidationReport) {
        guard let exchange = report.exchange else { return nil }
        self = exchange.skipped == nil ? .checked(exchange.agreement) : .skipped
    }
}

/// Renders reports as compiler-style text, one pretty JSON value, NDJSON or SARIF (docs/cli.md). The CLI renders;
/// it never decides validity: everything shown comes from the `ValidationReport`.
struct ReportRenderer: Sendable {
    /// The output format.
    let format: ValidateFormat
    /// Whether warnings count as failures (`--strict`), which the summary line says when it matters.
    var strict = false

    /// The name of a source in every output format: `<stdin>` for standard input, as compilers say; card numbers
    /// in a file's name or path masked as in findings (`•••• 1111.json`: a file named after the card it holds, found
    /// in a new user's trial, showed it in every format).
    static func sourceName(_ source: String) -> String { source == "-" ? "<stdin>" : CardData.redactingCardNumbers(in: source) }

    /// `sourceName` for a terminal: control characters in a file's name (a newline, an escape) are shown escaped,
    /// as in messages, so a name cannot forge a line of the report. JSON, NDJSON and SARIF escape them anyway.
    static func terminalName(_ source: String) -> String { Diagnostic.terminalSafe(sourceName(source)) }

    /// Renders one document's report at the end of `out`. `name`: its source as shown, `sourceName(source)`, which
    /// the caller works out once per file rather than once per document.
    func render(_ report: ValidationReport, name: String, line: Int, into out: inout JSONBytes) {
        switch format {
        case .text:
            var text = ""
            let name = Diagnostic.terminalSafe(name)
            for diagnostic in report.diagnostics {
                ReportRenderer.writeText(diagnostic, source: name, to: &text)
            }
            if !report.unlisted.isEmpty {
                ReportRenderer.writeText(report.unlisted, source: name, line: line, to: &text)
            }
            if report.hasExchange, let exchange = report.exchange {
                ReportRenderer.writeText(exchange, source: name, line: line, to: &text)
            }
            out.append(utf8: text)
        case .json:
            out.append(utf8: ReportRenderer.json(report, name: name, line: line).serialized(pretty: true, indent: 2))
        case .ndjson:
            ReportRenderer.ndjsonLine(report, name: name, line: line, into: &out)
        case .sarif:
            SARIFOutput.writeResults(report, name: name, line: line, into: &out)
        }
    }

    /// What comes before the first document.
    var prologue: String {
        switch format {
        case .json: "{\n  \"documents\": ["
        case .sarif: SARIFOutput.prologue
        case .text, .ndjson: ""
        }
    }

    /// An input that could not be read, as an entry of `documents` (json) or a line (ndjson); nothing in text, where
    /// the message goes to standard error alone.
    func renderUnreadable(_ error: InputError) -> String {
        let entry = JSONOutput.object([
            ("source", .string(ReportRenderer.sourceName(error.source))),
            ("line", .null),
            ("kind", .null),
            ("valid", .bool(false)),
            ("error", .string(error.reason)),
            ("issues", .array([])),
        ])
        switch format {
        case .text, .sarif: return ""  // SARIF lists unreadable inputs in its epilogue
        case .json: return entry.serialized(pretty: true, indent: 2)
        case .ndjson: return entry.serialized() + "\n"
        }
    }

    /// What goes before a non-empty entry: `first` is true when nothing has been written yet.
    func separator(first: Bool) -> String {
        switch format {
        case .json: first ? "\n    " : ",\n    "
        case .sarif: SARIFOutput.separator(first: first)
        case .text, .ndjson: ""
        }
    }

    /// What comes after the last document: the summary.
    func epilogue(_ tally: ValidationTally) -> String {
        switch format {
        case .text:
            return ReportRenderer.summaryLine(tally, strict: strict) + "\n"
        case .json:
            let close = tally.wroteEntry ? "\n  ]" : "]"
            return close + ",\n  \"summary\": " + ReportRenderer.summary(tally).serialized(pretty: true, indent: 1) + "\n}\n"
        case .ndjson:
            return ""
        case .sarif:
            return SARIFOutput.epilogue(
                wroteResults: tally.wroteEntry, unreadable: tally.unreadableInputs,
                unlisted: tally.unlisted == 0 ? nil : (ReportRenderer.unlistedSummary(tally), ReportRenderer.json(tally.unlistedCodes)),
                omittedResults: tally.sarifResults.omitted, exchanges: ReportRenderer.exchangeSummaryJSON(tally))
        }
    }

    /// `file:line:col: severity: CODE: message (path); did you mean "x"?`: the source, then the diagnostic's own
    /// line (`Diagnostic.description`, terminal-safe).
    static func writeText(_ diagnostic: Diagnostic, source: String, to out: inout String) {
        out += source
        out += ":"
        diagnostic.write(to: &out)
        out += "\n"
    }

    /// `file:line:1: note: N more findings not listed (E errors, W warnings): CODE n errors, …`: a document's
    /// findings past the limit, with their codes (errors first), so an error the limit kept from the list is still
    /// named.
    static func writeText(_ unlisted: UnlistedFindings, source: String, line: Int, to out: inout String) {
        let more = unlisted.count == 1 ? "1 more finding" : "\(unlisted.count) more findings"
        let codes = unlisted.counts.map { "\($0.code.rawValue) \(counted($0.count, $0.severity.rawValue))" }
        out += "\(source):\(line):1: note: \(more) not listed (\(counted(unlisted.errorCount, "error")), "
            + "\(counted(unlisted.warningCount, "warning"))): \(codes.joined(separator: ", ")); "
            + "--findings-limit sets how many a document lists\n"
    }

    /// What SARIF's notification says of the findings not listed: how many, in how many documents, and of which
    /// codes (errors first), as a document's note in text does.
    private static func unlistedSummary(_ tally: ValidationTally) -> String {
        let findings = tally.unlistedCodes
        let codes = findings.counts.map { "\($0.code.rawValue) \(counted($0.count, $0.severity.rawValue))" }
        return "\(counted(tally.unlisted, "finding")) in \(counted(tally.documentsWithUnlisted, "document")) counted but "
            + "not listed (\(counted(findings.errorCount, "error")), \(counted(findings.warningCount, "warning"))): "
            + "\(codes.joined(separator: ", ")); --findings-limit sets how many a document lists"
    }

    /// `N documents checked: V valid, I invalid (E errors, W warnings)`, singular where the count is 1; then, when
    /// they matter, that warnings counted as failures (`--strict`) and how many inputs could not be read.
    static func summaryLine(_ tally: ValidationTally, strict: Bool = false) -> String {
        let ignored = tally.ignored > 0 ? "; \(tally.ignored) ignored" : ""
        let unlisted = tally.unlisted > 0 ? (ignored.isEmpty ? "; " : ", ") + "\(tally.unlisted) not listed" : ""
        var line = "\(counted(tally.documents, "document")) checked: \(tally.valid) valid, \(tally.invalid) invalid "
            + "(\(counted(tally.errors, "error")), \(counted(tally.warnings, "warning"))\(ignored)\(unlisted))"
        if strict && tally.warnings > 0 {
            line += tally.warnings == 1 ? "; the warning counts as a failure (--strict)" : "; warnings count as failures (--strict)"
        }
        if tally.unreadable > 0 {
            line += "; \(counted(tally.unreadable, "input")) could not be read"
        }
        return line + exchangeSummary(tally)
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// One element of `documents` (and one NDJSON line), keys in the order docs/cli.md gives.
    static func json(_ report: ValidationReport, name: String, line: Int) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("source", .string(name)),
            ("line", .int(line)),
            ("kind", .string(report.kind?.rawValue ?? "unknown")),
            ("valid", .bool(report.isValid)),
        ]
        if report.hasExchange, let exchange = report.exchange { members.append(("exchange", json(exchange))) }
        members.append(("issues", .array(report.diagnostics.map(json))))
        if !report.unlisted.isEmpty { members.append(("unlisted", json(report.unlisted))) }
        return .object(members)
    }

    /// `{"errors": E, "warnings": W, "codes": [{"code", "severity", "count"}, ...]}`: a document's unlisted findings
    /// in JSON, and a whole run's in SARIF's notification.
    static func json(_ unlisted: UnlistedFindings) -> JSONOutput {
        let codes = unlisted.counts.map { entry in
            JSONOutput.object([
                ("code", .string(entry.code.rawValue)), ("severity", .string(entry.severity.rawValue)),
                ("count", .int(entry.count)),
            ])
        }
        return .object([
            ("errors", .int(unlisted.errorCount)), ("warnings", .int(unlisted.warningCount)), ("codes", .array(codes)),
        ])
    }

    /// `json(report, name:line:).serialized() + "\n"`, written straight into a byte buffer (the worker's, reused
    /// document after document): NDJSON runs render a line per document, and building the value tree first (an array
    /// per object) cost the CLI 14.9% more instructions on the first 20,000 broad documents and 8.8% more on an
    /// Orders v2 corpus (callgrind, session 29). `NDJSONLineTests` holds the two to the same bytes.
    static func ndjsonLine(_ report: ValidationReport, name: String, line: Int, into out: inout JSONBytes) {
        // An exchange record is rare: the general rendering, with its `exchange` member.
        if report.hasExchange {
            out.append(utf8: json(report, name: name, line: line).serialized() + "\n")
            return
        }
        out.append("{\"source\":")
        JSONText.write(name, to: &out)
        out.append(",\"line\":")
        out.append(decimal: line)
        out.append(",\"kind\":")
        out.append(report.kind?.quotedName ?? "\"unknown\"")
        out.append(report.isValid ? ",\"valid\":true,\"issues\":[" : ",\"valid\":false,\"issues\":[")
        // Each finding's fields read in place (`for diagnostic in`, a copy per finding, retained and released its
        // strings).
        let diagnostics = report.diagnostics
        for index in diagnostics.indices {
            out.append(index == 0 ? "{\"code\":" : ",{\"code\":")
            JSONText.write(diagnostics[index].code.rawValue, to: &out)
            // Literals, not `severity.rawValue` through the escaping writer (a `String` per finding).
            switch diagnostics[index].severity {
            case .error: out.append(",\"severity\":\"error\"")
            case .warning: out.append(",\"severity\":\"warning\"")
            }
            out.append(",\"path\":")
            JSONText.write(diagnostics[index].path, to: &out)
            out.append(",\"line\":")
            out.append(decimal: diagnostics[index].line)
            out.append(",\"column\":")
            out.append(decimal: diagnostics[index].column)
            out.append(",\"message\":")
            JSONText.write(diagnostics[index].message, to: &out)
            if let suggestion = diagnostics[index].suggestion {
                out.append(",\"suggestion\":")
                JSONText.write(suggestion, to: &out)
            }
            out.append("}")
        }
        if report.unlisted.isEmpty {
            out.append("]}\n")
        } else {
            out.append("],\"unlisted\":{\"errors\":")
            out.append(decimal: report.unlisted.errorCount)
            out.append(",\"warnings\":")
            out.append(decimal: report.unlisted.warningCount)
            out.append(",\"codes\":[")
            for (index, entry) in report.unlisted.counts.enumerated() {
                out.append(index == 0 ? "{\"code\":" : ",{\"code\":")
                JSONText.write(entry.code.rawValue, to: &out)
                out.append(entry.severity == .error ? ",\"severity\":\"error\"" : ",\"severity\":\"warning\"")
                out.append(",\"count\":")
                out.append(decimal: entry.count)
                out.append("}")
            }
            out.append("]}}\n")
        }
    }

    /// One issue; `suggestion` only when there is one.
    static func json(_ diagnostic: Diagnostic) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("code", .string(diagnostic.code.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("path", .string(diagnostic.path)),
            ("line", .int(diagnostic.line)),
            ("column", .int(diagnostic.column)),
            ("message", .string(diagnostic.message)),
        ]
        if let suggestion = diagnostic.suggestion { members.append(("suggestion", .string(suggestion))) }
        return .object(members)
    }

    /// The `summary` object.
    static func summary(_ tally: ValidationTally) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("documents", .int(tally.documents)),
            ("valid", .int(tally.valid)),
            ("invalid", .int(tally.invalid)),
            ("errors", .int(tally.errors)),
            ("warnings", .int(tally.warnings)),
            ("ignored", .int(tally.ignored)),
            ("unreadable", .int(tally.unreadable)),
        ]
        if tally.unlisted > 0 { members.append(("unlisted", .int(tally.unlisted))) }
        if let exchanges = exchangeSummaryJSON(tally) { members.append(("exchanges", exchanges)) }
        return .object(members)
    }
}
