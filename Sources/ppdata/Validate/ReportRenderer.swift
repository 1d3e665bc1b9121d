import PPDataValidation

/// Counts over a whole `validate` run: the summary line / object and the exit code come from it.
struct ValidationTally: Sendable, Equatable {
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

    /// Adds one document's counts.
    mutating func add(_ checked: CheckedDocument) {
        documents += 1
        if checked.errors == 0 { valid += 1 } else { invalid += 1 }
        errors += checked.errors
        warnings += checked.warnings
    }
}

/// One document after checking: its rendering in the chosen format and its counts. Made on a worker thread, so
/// the expensive part of output (string building) is spread over the cores too.
struct CheckedDocument: Sendable {
    /// The text to write for this document (possibly empty: a valid document in text format).
    var rendered: String
    /// Its errors.
    var errors: Int
    /// Its warnings.
    var warnings: Int
}

/// Renders reports as compiler-style text, one pretty JSON value, or NDJSON (cli.md). The CLI renders; it never
/// decides validity (architecture.md): everything shown comes from the `ValidationReport`.
struct ReportRenderer: Sendable {
    /// The output format.
    let format: ValidateFormat

    /// The display name of a source in text output: `<stdin>` for standard input, as compilers say.
    static func textName(_ source: String) -> String { source == "-" ? "<stdin>" : source }

    /// Renders one document's report.
    func render(_ report: ValidationReport, source: String, line: Int) -> CheckedDocument {
        let rendered: String
        switch format {
        case .text:
            var out = ""
            let name = ReportRenderer.textName(source)
            for diagnostic in report.diagnostics {
                ReportRenderer.writeText(diagnostic, source: name, to: &out)
            }
            rendered = out
        case .json:
            rendered = ReportRenderer.json(report, source: source, line: line).serialized(pretty: true, indent: 2)
        case .ndjson:
            rendered = ReportRenderer.json(report, source: source, line: line).serialized() + "\n"
        }
        return CheckedDocument(rendered: rendered, errors: report.errorCount, warnings: report.warningCount)
    }

    /// What comes before the first document.
    var prologue: String {
        format == .json ? "{\n  \"documents\": [" : ""
    }

    /// What goes before the document at `index` (0-based) of the run.
    func separator(beforeDocumentAt index: Int) -> String {
        guard format == .json else { return "" }
        return index == 0 ? "\n    " : ",\n    "
    }

    /// What comes after the last document: the summary.
    func epilogue(_ tally: ValidationTally) -> String {
        switch format {
        case .text:
            return ReportRenderer.summaryLine(tally) + "\n"
        case .json:
            let close = tally.documents == 0 ? "]" : "\n  ]"
            return close + ",\n  \"summary\": " + ReportRenderer.summary(tally).serialized(pretty: true, indent: 1) + "\n}\n"
        case .ndjson:
            return ""
        }
    }

    /// `file:line:col: severity: CODE: message (path); did you mean "x"?`
    /// Message, path and suggestion can echo input (a key, a URL): each goes through `Diagnostic.terminalSafe`, so
    /// no control character, C1 control or U+2028/U+2029 reaches the terminal raw.
    static func writeText(_ diagnostic: Diagnostic, source: String, to out: inout String) {
        out += "\(source):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): "
        out += "\(diagnostic.code.rawValue): \(Diagnostic.terminalSafe(diagnostic.message))"
        // The whole document (`""`) needs no pointer: the position already says where.
        if !diagnostic.path.isEmpty { out += " (\(Diagnostic.terminalSafe(diagnostic.path)))" }
        if let suggestion = diagnostic.suggestion.map(Diagnostic.terminalSafe) {
            // A suggestion that is itself a JSON string literal ("the same value quoted") is shown as it is.
            let quoted = suggestion.hasPrefix("\"") && suggestion.hasSuffix("\"") && suggestion.count >= 2
            out += quoted ? "; did you mean \(suggestion)?" : "; did you mean \"\(suggestion)\"?"
        }
        out += "\n"
    }

    /// `N documents checked: V valid, I invalid (E errors, W warnings)`, singular where the count is 1.
    static func summaryLine(_ tally: ValidationTally) -> String {
        "\(counted(tally.documents, "document")) checked: \(tally.valid) valid, \(tally.invalid) invalid "
            + "(\(counted(tally.errors, "error")), \(counted(tally.warnings, "warning")))"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// One element of `documents` (and one NDJSON line), keys in the order cli.md gives.
    static func json(_ report: ValidationReport, source: String, line: Int) -> JSONOutput {
        .object([
            ("source", .string(source)),
            ("line", .int(line)),
            ("kind", .string(report.kind?.rawValue ?? "unknown")),
            ("valid", .bool(report.isValid)),
            ("issues", .array(report.diagnostics.map(json))),
        ])
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
        .object([
            ("documents", .int(tally.documents)),
            ("valid", .int(tally.valid)),
            ("invalid", .int(tally.invalid)),
            ("errors", .int(tally.errors)),
            ("warnings", .int(tally.warnings)),
        ])
    }
}
