import PPData
import PPDataValidation

/// A code's explanation as `ppdata explain` prints it and SARIF carries it: the one rendering of
/// `DiagnosticExplanation` (docs/rules.md's section of the code).
enum ExplanationText {
    /// The date examples are checked on (`--now`), so that an expired card's example says the same every day.
    static let exampleDate = "2026-03-15"

    /// The link to the code's section of docs/rules.md.
    static func helpURI(_ explanation: DiagnosticExplanation) -> String {
        "\(PPDataInfo.rulesDocumentURL)#\(explanation.anchor)"
    }

    /// `orders-v2: error; apple-pay: warning` (kinds with the same severities grouped).
    static func severities(_ explanation: DiagnosticExplanation) -> String {
        var groups: [(severities: [Severity], kinds: [String])] = []
        for entry in explanation.kinds {
            let name = entry.kind?.rawValue ?? "a document of no kind (auto-detection found none)"
            if let index = groups.firstIndex(where: { $0.severities == entry.severities }) {
                groups[index].kinds.append(name)
            } else {
                groups.append((entry.severities, [name]))
            }
        }
        if groups.count == 1, explanation.kinds.filter({ $0.kind != nil }).count == DocumentKind.allCases.count {
            return "\(words(groups[0].severities)) in every kind"
        }
        return groups.map { "\(words($0.severities)) in \($0.kinds.joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// `error`, `warning` or `error or warning`.
    static func words(_ severities: [Severity]) -> String {
        severities.map(\.rawValue).joined(separator: " or ")
    }

    /// The sections of the explanation as (label, text), in the order they are printed; `example` is the output
    /// `validate` gives the example document, rendered by the caller.
    static func sections(_ explanation: DiagnosticExplanation, exampleOutput: String?) -> [(String, String)] {
        var sections: [(String, String)] = [
            // A bare "error." adds nothing to the per-kind line; a note that says when is kept, without the
            // leading word that line has said ("error; **warning** for …" reads "Warning for …").
            ("Severity", severities(explanation) + "." + note(explanation.severityNote)),
            ("Reported for", explanation.triggers),
        ]
        let kind = explanation.exampleKind?.rawValue ?? "auto"
        // A masked explanation's example (`DiagnosticExplanation.masked`) says so: copied, it would not get the code.
        let masked = explanation.exampleDocument.unicodeScalars.contains("•")
            ? " (its card numbers and security codes masked here; docs/rules.md has it whole)" : ""
        var example = "ppdata validate --kind \(kind) --now \(ExplanationText.exampleDate) example.json, where example.json holds"
            + masked + "\n    \(explanation.exampleDocument)"
        if let exampleOutput { example += "\n  says\n" + exampleOutput.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") }
        sections.append(("Example", example))
        sections.append(("Fix", explanation.fix))
        sections.append(("Evidence", explanation.evidence))
        sections.append(("More", helpURI(explanation)))
        return sections
    }

    /// The severity note after the per-kind line: empty for a bare "error." or "warning.", else the note without
    /// its first word when that is the default severity (`error; `, `warning; `), starting a sentence.
    static func note(_ severityNote: String) -> String {
        guard !["error.", "warning."].contains(severityNote) else { return "" }
        var rest = Substring(severityNote)
        for lead in ["error; ", "warning; "] where rest.hasPrefix(lead) { rest = rest.dropFirst(lead.count) }
        // `**warning** for …` → `Warning for …`: the emphasis of the word that now starts the sentence dropped.
        for word in ["warning", "error"] where rest.hasPrefix("**\(word)**") {
            rest = word + rest.dropFirst(word.count + 4)
        }
        guard let first = rest.first else { return "" }
        return " " + first.uppercased() + rest.dropFirst()
    }

    /// The whole text: `CODE: summary`, then each section, its prose wrapped to `width` columns.
    static func text(_ explanation: DiagnosticExplanation, exampleOutput: String?, width: Int = 100) -> String {
        var out = "\(explanation.code.rawValue): \(explanation.summary)\n"
        for (label, markdown) in sections(explanation, exampleOutput: exampleOutput) {
            // Prose as a terminal shows it: links as their text, no `**` around emphasised words.
            let body = label == "Example" ? markdown : withoutLinks(markdown).replacing("**", with: "")
            out += "\n\(label):\n"
            for paragraph in body.split(separator: "\n", omittingEmptySubsequences: false) {
                // Lines that start indented (the example's document and output) are kept whole.
                out += paragraph.hasPrefix("  ") ? "  \(paragraph)\n" : wrapped(String(paragraph), width: width, indent: 2)
            }
        }
        return out
    }

    /// Markdown links `[text](target)` as their text: a terminal cannot follow docs/rules.md's anchors.
    static func withoutLinks(_ markdown: String) -> String {
        var out = ""
        var rest = Substring(markdown)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"), rest[rest.index(after: close)...].hasPrefix("("),
                let end = rest[close...].firstIndex(of: ")")
            else { break }
            out += rest[..<open] + rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    /// `text` broken at spaces into lines of at most `width` columns (a longer word stands alone), each indented.
    static func wrapped(_ text: String, width: Int, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var out = "", line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, margin.count + line.count + 1 + word.count > width {
                out += margin + line + "\n"
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return out + (line.isEmpty ? "" : margin + line + "\n")
    }

    /// The explanation as JSON (`explain --format json`), with `validate`'s findings on the example.
    static func json(_ explanation: DiagnosticExplanation, exampleFindings: [Diagnostic]) -> JSONOutput {
        .object([
            ("code", .string(explanation.code.rawValue)),
            ("summary", .string(explanation.summary)),
            ("severity", .string(words(explanation.severities))),
            ("severityNote", .string(explanation.severityNote)),
            ("kinds", .array(explanation.kinds.map { entry in
                .object([("kind", .string(entry.kind?.rawValue ?? "unknown")), ("severity", .string(words(entry.severities)))])
            })),
            ("triggers", .string(explanation.triggers)),
            ("example", .object([
                ("kind", .string(explanation.exampleKind?.rawValue ?? "auto")),
                ("document", .string(explanation.exampleDocument)),
                ("issues", .array(exampleFindings.map(ReportRenderer.json))),
            ])),
            ("fix", .string(explanation.fix)),
            ("evidence", .string(explanation.evidence)),
            ("helpUri", .string(helpURI(explanation))),
        ])
    }
}
