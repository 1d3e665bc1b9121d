/// The result of validating one document: its kind and every finding, in document order.
public struct ValidationReport: Sendable, Hashable {
    /// The detected or forced kind; nil when auto-detection found none (or the document is not JSON).
    public var kind: DocumentKind?
    /// Every finding, sorted by position in the document.
    public var diagnostics: [Diagnostic]

    /// Creates a report.
    public init(kind: DocumentKind?, diagnostics: [Diagnostic]) {
        self.kind = kind
        self.diagnostics = diagnostics
    }

    /// Whether the document has no error (warnings allowed).
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// The codes found, in order; handy in tests and logs.
    public var codes: [DiagnosticCode] { diagnostics.map(\.code) }
}
