/// The result of validating one document: its kind and every finding, in document order.
public struct ValidationReport: Sendable, Hashable {
    /// The forced kind, or the detected one; nil when auto-detection found none, or found nothing to detect from
    /// (the document is not JSON). A forced kind stays even when the document is not JSON.
    public var kind: DocumentKind?
    /// Every finding, sorted by position in the document (those a `DiagnosticSelection` ignores left out).
    public var diagnostics: [Diagnostic]
    /// How many findings the options' `DiagnosticSelection` left out (listed or not).
    public var ignoredCount: Int
    /// The findings past `ValidationOptions.findingsLimit`, counted by code and severity but not listed; they are in
    /// `errorCount`, `warningCount` and `isValid`.
    public var unlisted: UnlistedFindings {
        get { if case .extras(_, let unlisted)? = attachment { unlisted } else { UnlistedFindings() } }
        set { attach(exchange: exchange, unlisted: newValue) }
    }
    /// For an exchange record (a recorded call and PayPal's answer): the call, PayPal's answer and how ppdata's
    /// verdict on the body compares; nil for a plain document. The diagnostics are the body's.
    public var exchange: PayPalExchange? {
        get { if case .extras(let exchange, _)? = attachment { exchange } else { nil } }
        set { attach(exchange: newValue, unlisted: unlisted) }
    }
    /// Whether the report is an exchange record's, tested without unpacking the exchange (renderers ask for every
    /// report: reading `exchange` itself cost the CLI 0.3% of its instructions on the broad corpus, session 30).
    package var hasExchange: Bool { if case .extras(let exchange, _)? = attachment { exchange != nil } else { false } }
    /// What few reports have, held behind one reference: a plain document's report stays as small as before (every
    /// report is copied on its way to the renderer; the unlisted findings as a member of their own cost the CLI
    /// 0.4% of its instructions on the broad corpus in retains and releases).
    private var attachment: Attachment?
    private indirect enum Attachment: Sendable, Hashable {
        case extras(exchange: PayPalExchange?, unlisted: UnlistedFindings)
    }

    /// Whether the report has an exchange or unlisted findings: the usual report has neither.
    private var hasAttachment: Bool { if case .none = attachment { false } else { true } }

    private mutating func attach(exchange: PayPalExchange?, unlisted: UnlistedFindings) {
        attachment = exchange == nil && unlisted.isEmpty ? nil : .extras(exchange: exchange, unlisted: unlisted)
    }

    /// Creates a report.
    public init(
        kind: DocumentKind?, diagnostics: [Diagnostic], ignoredCount: Int = 0, unlisted: UnlistedFindings = UnlistedFindings()
    ) {
        self.kind = kind
        self.diagnostics = diagnostics
        self.ignoredCount = ignoredCount
        if !unlisted.isEmpty { self.unlisted = unlisted }
    }

    /// Creates the report of an exchange record's body.
    public init(kind: DocumentKind?, diagnostics: [Diagnostic], exchange: PayPalExchange?) {
        self.init(kind: kind, diagnostics: diagnostics)
        self.exchange = exchange
    }

    /// Whether the document has no error (warnings allowed), listed or not.
    public var isValid: Bool {
        !diagnostics.contains { $0.severity == .error } && (!hasAttachment || unlisted.errorCount == 0)
    }
    /// The listed errors, in document order.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The listed warnings, in document order.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// The number of errors, listed or not.
    public var errorCount: Int {
        diagnostics.count { $0.severity == .error } + (hasAttachment ? unlisted.errorCount : 0)
    }
    /// The number of warnings, listed or not.
    public var warningCount: Int {
        diagnostics.count { $0.severity == .warning } + (hasAttachment ? unlisted.warningCount : 0)
    }
    /// The listed findings' codes, in order; handy in tests and logs.
    public var codes: [DiagnosticCode] { diagnostics.map(\.code) }
}
