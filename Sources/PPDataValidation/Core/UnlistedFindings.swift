/// The findings a report counts but does not list: those a document has past `ValidationOptions.findingsLimit`.
///
/// Why: every listed finding is held until the report is rendered (about 300 bytes each), and a hostile document
/// can have one per two bytes (`[0,0,0,…]` where objects belong): 20 MB made 10 million findings, 5 GB of memory and
/// 1.7 GB of text. Past the limit a finding is counted by its code and severity, so the report's counts and verdict
/// stay those of every finding while its size stays bounded.
public struct UnlistedFindings: Sendable, Hashable {
    /// How many findings of one code, at one severity, are not listed.
    public struct Count: Sendable, Hashable {
        /// The findings' code.
        public let code: DiagnosticCode
        /// Their severity (after the `DiagnosticSelection`, in a report).
        public let severity: Severity
        /// How many there are.
        public internal(set) var count: Int
    }

    /// One count per code and severity met: the errors first, then the warnings, each in the order first met (so a
    /// rare error, such as one that says an array has too many items, is not lost among its items' warnings).
    public private(set) var counts: [Count] = []

    /// No unlisted findings.
    public init() {}

    /// Whether every finding is listed.
    public var isEmpty: Bool { counts.isEmpty }
    /// The unlisted errors.
    public var errorCount: Int { total(of: .error) }
    /// The unlisted warnings.
    public var warningCount: Int { total(of: .warning) }
    /// Every unlisted finding.
    public var count: Int { counts.reduce(0) { $0 + $1.count } }

    /// The unlisted findings of `severity`.
    private func total(of severity: Severity) -> Int {
        counts.reduce(0) { $0 + ($1.severity == severity ? $1.count : 0) }
    }

    /// Adds `other`'s counts to these, errors still first: a run's unlisted findings over its documents.
    public mutating func add(_ other: UnlistedFindings) {
        for entry in other.counts { add(entry.code, entry.severity, count: entry.count) }
    }

    /// Counts `count` more findings of `code` at `severity`. A linear search: a document's unlisted findings have a
    /// handful of codes.
    mutating func add(_ code: DiagnosticCode, _ severity: Severity, count: Int = 1) {
        if let index = counts.firstIndex(where: { $0.code == code && $0.severity == severity }) {
            counts[index].count += count
        } else if severity == .error, let firstWarning = counts.firstIndex(where: { $0.severity == .warning }) {
            counts.insert(Count(code: code, severity: severity, count: count), at: firstWarning)
        } else {
            counts.append(Count(code: code, severity: severity, count: count))
        }
    }
}
