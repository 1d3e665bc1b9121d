import Foundation

/// The diagnostic codes as docs/rules.md explains them: one `### CODE` section per code after its "Code reference"
/// heading. docs/rules.md is the one source of this text; the generator carries it into the validator, where
/// `ppdata explain`, `ppdata list codes` and SARIF output read it.
///
/// A section is the code's summary (its first paragraph) and bullets `- Label: text`, each continued on lines
/// indented by two spaces:
/// - `Severity:` when the code is an error and when a warning, in words;
/// - `Kinds:` the kinds that report it, with their severity: `` `orders-v2`, `payments-v1`: error; `apple-pay`:
///   warning `` or `` every kind and `auto`: error `` (`auto`: a document whose kind auto-detection did not find);
/// - `Triggers` (the label may carry a note in parentheses): what makes a document get the code;
/// - `Example (`kind`):` a short failing document on one line in backticks (kind `auto` for auto-detection),
///   followed by what `ppdata validate` says of it;
/// - `Fix:` how to fix such a finding;
/// - `Evidence:` the sources.
package struct CodeCatalogue: Sendable {
    /// One code's section.
    package struct Entry: Sendable {
        /// The code (`TAX_TOTAL_REQUIRED`).
        package var code: String
        /// The section's first paragraph.
        package var summary: String
        /// The `Severity:` bullet.
        package var severity: String
        /// The `Kinds:` bullet as (kind names, severity) groups; `*` stands for every kind, `auto` for a document
        /// whose kind auto-detection did not find.
        package var kinds: [(kinds: [String], severity: String)]
        /// The `Triggers` bullet, its label's note included.
        package var triggers: String
        /// The example's kind (`auto` for auto-detection) and its one-line document.
        package var exampleKind: String
        package var exampleDocument: String
        /// The `Fix:` bullet.
        package var fix: String
        /// The `Evidence:` bullet.
        package var evidence: String
        /// The section's line in docs/rules.md, for diagnostics.
        package var line: Int
    }

    /// The codes in the order docs/rules.md gives them.
    package var entries: [Entry]

    /// The document's name in diagnostics.
    package static let file = "docs/rules.md"

    /// The kind names a `Kinds:` bullet or an example may use (the CLI's `--kind` values).
    package static let kindNames: Set<String> = [
        "mpl-payment", "mpl-advanced-payment", "orders-v2", "orders-v2-authorize", "orders-v2-capture",
        "orders-v2-confirm-payment-source", "orders-v2-track", "orders-v2-update", "orders-v2-tracker-update",
        "payments-v1", "payments-v1-capture", "payments-v1-refund", "payments-v1-reauthorize",
        "payments-v1-order-authorize", "payments-v1-execute", "payments-v1-update", "payments-v2-capture",
        "payments-v2-reauthorize", "payments-v2-refund", "payouts-batch", "vault-payment-token", "vault-setup-token",
        "apple-pay", "apple-pay-js", "address",
    ]

    /// The severities a kind may give a code.
    package static let severityWords: Set<String> = ["error", "warning", "error or warning"]

    /// Reads every code section after the "## Code reference" heading of `text`, reporting each section that lacks
    /// a bullet or has one the generator cannot read.
    package static func read(_ text: String, diagnostics: inout DiagnosticCollector) -> CodeCatalogue {
        let lines = text.dataLines.map(String.init)
        guard let start = lines.firstIndex(of: "## Code reference") else {
            diagnostics.report(file, 0, "no \"## Code reference\" heading")
            return CodeCatalogue(entries: [])
        }
        var entries: [Entry] = []
        var index = start + 1
        while index < lines.count {
            guard lines[index].hasPrefix("### ") else {
                index += 1
                continue
            }
            let heading = index
            index += 1
            while index < lines.count, !lines[index].hasPrefix("#") { index += 1 }
            if let entry = section(lines[heading..<index], line: heading + 1, diagnostics: &diagnostics) {
                entries.append(entry)
            }
        }
        if entries.isEmpty { diagnostics.report(file, start + 1, "no code sections after \"## Code reference\"") }
        checkTable(lines, from: start, against: entries, diagnostics: &diagnostics)
        return CodeCatalogue(entries: entries)
    }

    /// Checks the table between the heading and the first section: a row per section, in the sections' order, with
    /// the severities of its `Kinds:` bullet and its summary. The table was written by hand and drifted: 14 codes
    /// read "error" there that are warnings in some kinds, as `explain` and `list codes` said (a new user's trial).
    private static func checkTable(
        _ lines: [String], from start: Int, against entries: [Entry], diagnostics: inout DiagnosticCollector
    ) {
        var rows: [(line: Int, cells: [String])] = []
        for index in (start + 1)..<lines.count {
            let text = lines[index]
            if text.hasPrefix("### ") { break }
            guard text.hasPrefix("| [`"), text.hasSuffix(" |") else { continue }
            rows.append((index + 1, text.dropFirst(2).dropLast(2).components(separatedBy: " | ")))
        }
        for (offset, entry) in entries.enumerated() {
            guard offset < rows.count else {
                diagnostics.report(file, start + 1, "\(entry.code): no row in the table of codes")
                continue
            }
            let (line, cells) = rows[offset]
            let anchor = "[`\(entry.code)`](#\(entry.code.lowercased()))"
            let severities = Set(entry.kinds.flatMap { $0.severity.components(separatedBy: " or ") })
            let severity = severities.count > 1 ? "error or warning" : severities.first ?? ""
            if cells.count != 3 || cells[0] != anchor {
                diagnostics.report(file, line, "the table's row \(offset + 1) is not \(anchor) (the sections' order)")
            } else if cells[1] != severity {
                diagnostics.report(file, line, "\(entry.code): the table says \"\(cells[1])\", its Kinds bullet \"\(severity)\"")
            } else if cells[2] != entry.summary {
                diagnostics.report(file, line, "\(entry.code): the table's summary is not the section's")
            }
        }
        if rows.count > entries.count {
            diagnostics.report(file, rows[entries.count].line, "the table has \(rows.count) rows for \(entries.count) sections")
        }
    }

    /// One `### CODE` section: its heading line first.
    private static func section(
        _ lines: ArraySlice<String>, line: Int, diagnostics: inout DiagnosticCollector
    ) -> Entry? {
        let code = String(lines[lines.startIndex].dropFirst(4))
        var paragraphs: [String] = []
        var bullets: [(label: String, text: String)] = []
        var current = ""
        func finish() {
            guard !current.isEmpty else { return }
            if current.hasPrefix("- "), let colon = current.firstIndex(of: ":") {
                let label = current[current.index(current.startIndex, offsetBy: 2)..<colon]
                let text = current[current.index(after: colon)...].trimmingSpaces()
                bullets.append((String(label), text))
            } else {
                paragraphs.append(current)
            }
            current = ""
        }
        for text in lines.dropFirst() {
            if text.trimmingSpaces().isEmpty {
                finish()
            } else if text.hasPrefix("- ") {
                finish()
                current = text
            } else {
                current += (current.isEmpty ? "" : " ") + text.trimmingSpaces()
            }
        }
        finish()
        func bullet(_ prefix: String) -> (label: String, text: String)? {
            let matches = bullets.filter { $0.label == prefix || $0.label.hasPrefix(prefix + " (") }
            guard matches.count == 1 else {
                diagnostics.report(file, line, "\(code): \(matches.count) \"- \(prefix)\" bullets; want one")
                return nil
            }
            return matches[0]
        }
        guard code.allSatisfy({ ("A"..."Z").contains($0) || $0 == "_" }), !code.isEmpty else {
            diagnostics.report(file, line, "\"\(code)\" is not a code (capital letters and underscores)")
            return nil
        }
        guard let summary = paragraphs.first else {
            diagnostics.report(file, line, "\(code): no summary paragraph")
            return nil
        }
        let severity = bullet("Severity"), kindsBullet = bullet("Kinds"), triggers = bullet("Triggers")
        let example = bullet("Example"), fix = bullet("Fix"), evidence = bullet("Evidence")
        guard let severity, let kindsBullet, let triggers, let example, let fix, let evidence else { return nil }
        guard let kinds = kindGroups(kindsBullet.text, code: code, line: line, diagnostics: &diagnostics),
            let (exampleKind, document) = exampleParts(example, code: code, line: line, diagnostics: &diagnostics)
        else { return nil }
        var triggerText = triggers.text
        // `Triggers (every kind):` reads "every kind: ...".
        if triggers.label != "Triggers" { triggerText = "\(triggers.label.dropFirst("Triggers (".count).dropLast()): " + triggerText }
        return Entry(
            code: code, summary: summary, severity: severity.text, kinds: kinds, triggers: triggerText,
            exampleKind: exampleKind, exampleDocument: document, fix: fix.text, evidence: evidence.text, line: line)
    }

    /// `` `a`, `b`: error; `c`: warning. `` or `every kind: error.` as groups.
    private static func kindGroups(
        _ text: String, code: String, line: Int, diagnostics: inout DiagnosticCollector
    ) -> [(kinds: [String], severity: String)]? {
        var groups: [(kinds: [String], severity: String)] = []
        let body = text.hasSuffix(".") ? String(text.dropLast()) : text
        for group in body.components(separatedBy: "; ") {
            guard let colon = group.lastIndex(of: ":") else {
                diagnostics.report(file, line, "\(code): Kinds group \"\(group)\" has no \": severity\"")
                return nil
            }
            let severity = group[group.index(after: colon)...].trimmingSpaces()
            let names = group[..<colon].replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ").map {
                $0.trimmingSpaces().trimmingCharacters(in: "`")
            }
            guard severityWords.contains(severity) else {
                diagnostics.report(file, line, "\(code): severity \"\(severity)\" is not error, warning or error or warning")
                return nil
            }
            let kinds = names.map { $0 == "every kind" ? "*" : $0 }
            for name in kinds where name != "*" && name != "auto" && !kindNames.contains(name) {
                diagnostics.report(file, line, "\(code): \"\(name)\" is not a document kind")
                return nil
            }
            groups.append((kinds, severity))
        }
        return groups
    }

    /// The kind in the label `` Example (`kind`) `` and the document in the first backticks of the text.
    private static func exampleParts(
        _ bullet: (label: String, text: String), code: String, line: Int, diagnostics: inout DiagnosticCollector
    ) -> (String, String)? {
        let kind = bullet.label.dropFirst("Example (`".count).prefix { $0 != "`" }
        guard bullet.label.hasPrefix("Example (`"), kindNames.contains(String(kind)) || kind == "auto" else {
            diagnostics.report(file, line, "\(code): the example's label is not \"Example (`kind`)\" with a kind or auto")
            return nil
        }
        let text = bullet.text
        guard text.hasPrefix("`"), let end = text.dropFirst().firstIndex(of: "`") else {
            diagnostics.report(file, line, "\(code): the example's document is not in backticks")
            return nil
        }
        let document = String(text[text.index(after: text.startIndex)..<end])
        return (String(kind), document)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces (Foundation-free, as the generator's readers are).
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// The text without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
