/// The result of validating one document: its kind and every finding, in document order.
public struct ValidationReport: Sendable, Hashable {
    /// The detected or forced kind; nil when auto-detection found none (or the document is not JSON).
    public var kind: DocumentKind?
    /// Every finding, sorted by position in the document (those a `DiagnosticSelection` ignores left out).
    public var diagnostics: [Diagnostic]
    /// How many findings the options' `DiagnosticSelection` left out.
    public var ignoredCount: Int

    /// Creates a report.
    public init(kind: DocumentKind?, diagnostics: [Diagnostic], ignoredCount: Int = 0) {
        self.kind = kind
        self.diagnostics = diagnostics
        self.ignoredCount = ignoredCount
    }

    /// Whether the document has no error (warnings allowed).
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
    /// The errors, in document order.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings, in document order.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// The codes found, in order; handy in tests and logs.
    public var codes: [DiagnosticCode] { diagnostics.map(\.code) }
}
