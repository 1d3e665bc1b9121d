/// What a diagnostic code means, when it is reported and how to fix it: the code's section of docs/rules.md,
/// generated into the library so that `ppdata explain`, `ppdata list codes`, SARIF output and a payment module's
/// own tooling read the same text as the documentation.
public struct DiagnosticExplanation: Sendable, Hashable {
    /// The severity a kind gives the code.
    public struct KindSeverity: Sendable, Hashable {
        /// The kind; nil for a document whose kind auto-detection did not find (the report's kind is nil).
        public let kind: DocumentKind?
        /// The severities the kind reports it with: one, or both when the case decides (the `Severity` text says
        /// when).
        public let severities: [Severity]
    }

    /// The code.
    public let code: DiagnosticCode
    /// One sentence saying what the code means.
    public let summary: String
    /// When the code is an error and when a warning, in words.
    public let severityNote: String
    /// Every kind that reports the code, in docs/rules.md's kind order (nil, no kind found, last), with its
    /// severity there.
    public let kinds: [KindSeverity]
    /// What makes a document get the code.
    public let triggers: String
    /// The kind of ``exampleDocument``, or nil when the example relies on auto-detection.
    public let exampleKind: DocumentKind?
    /// A short document that gets the code, on one line.
    public let exampleDocument: String
    /// How to fix such a finding.
    public let fix: String
    /// The sources the rule rests on.
    public let evidence: String

    /// The severities the code can have in any kind, errors first.
    public var severities: [Severity] {
        Severity.allCases.filter { severity in kinds.contains { $0.severities.contains(severity) } }
    }

    /// The anchor of the code's section in docs/rules.md (`tax_total_required`), as GitHub's renderer makes it.
    public var anchor: String { code.rawValue.lowercased() }

    init(
        code: DiagnosticCode, summary: String, severityNote: String, kinds: [(String, [Severity])],
        triggers: String, exampleKind: String, exampleDocument: String, fix: String, evidence: String
    ) {
        self.code = code
        self.summary = summary
        self.severityNote = severityNote
        // Each pair marks its kind's slot (in DocumentKind's order; the last slot is no kind found, `auto`), one bit
        // per severity. Matching every kind's name against every pair, for every code, made building the catalogue
        // 4.5 M instructions, which every run with `--ignore` or a `.ppdata.json` paid to check its codes (callgrind).
        let order = DocumentKind.Value.allCases
        func bit(_ severity: Severity) -> UInt8 { 1 << UInt8(Severity.allCases.firstIndex(of: severity) ?? 0) }
        var marks = [UInt8](repeating: 0, count: order.count + 1)
        for (name, severities) in kinds {
            let bits = severities.reduce(UInt8(0)) { $0 | bit($1) }
            if name == "*" {
                for slot in order.indices { marks[slot] |= bits }
            } else if name == "auto" {
                marks[order.count] |= bits
            } else if let slot = order.firstIndex(where: { $0.rawValue == name }) {
                marks[slot] |= bits
            }
        }
        self.kinds = marks.indices.compactMap { slot in
            guard marks[slot] != 0 else { return nil }
            return KindSeverity(
                kind: slot < order.count ? DocumentKind(order[slot]) : nil,
                severities: Severity.allCases.filter { marks[slot] & bit($0) != 0 })
        }
        self.triggers = triggers
        self.exampleKind = DocumentKind(rawValue: exampleKind)
        self.exampleDocument = exampleDocument
        self.fix = fix
        self.evidence = evidence
    }
}

extension DiagnosticCode {
    /// The code's explanation from docs/rules.md; nil for a code the validator does not define.
    public var explanation: DiagnosticExplanation? { DiagnosticCode.explanations[self] }

    /// One sentence saying what the code means: the first line of its section in docs/rules.md.
    public var summary: String? { explanation?.summary }

    /// The defined code `text` most likely means: the same code in any letter case, else the nearest by edit
    /// distance when it is close enough to be a typo (`TAX_TOTAL_REQUIRE` → `TAX_TOTAL_REQUIRED`).
    public static func nearest(to text: String) -> DiagnosticCode? {
        KeySuggestion.nearest(to: text, in: all.map(\.rawValue)).map(DiagnosticCode.init(rawValue:))
    }

    private static let explanations: [DiagnosticCode: DiagnosticExplanation] = Dictionary(
        catalogue.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
}
