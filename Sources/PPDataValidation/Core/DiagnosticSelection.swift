/// Which findings a project wants and how serious each is: codes to leave out, and codes whose severity it sets
/// (a deliberate deviation made a warning, a warning the team treats as an error). The CLI's `--ignore`, `--warn`
/// and `--error` and a `.ppdata.json` build one; a payment module sets it in `ValidationOptions.selection` and gets
/// the same reports as the CLI.
public struct DiagnosticSelection: Sendable, Hashable {
    /// What the selection does with one code.
    public enum Treatment: String, Sendable, Hashable, CaseIterable {
        /// Leave the code's findings out (counted in `ValidationReport.ignoredCount`).
        case ignore
        /// Report the code's findings as warnings.
        case warn
        /// Report the code's findings as errors.
        case error
    }

    /// The treatment of each code the selection names; codes it does not name keep their own severity.
    public private(set) var treatments: [DiagnosticCode: Treatment]

    /// A selection that changes nothing.
    public init() { treatments = [:] }

    /// A selection treating `codes` as given.
    public init(_ treatments: [DiagnosticCode: Treatment]) { self.treatments = treatments }

    /// Whether the selection changes nothing.
    public var isEmpty: Bool { treatments.isEmpty }

    /// Sets how `code` is treated, replacing what the selection said of it before.
    public mutating func set(_ treatment: Treatment, for code: DiagnosticCode) {
        treatments[code] = treatment
    }

    /// This selection with `later` laid over it: a code `later` names takes `later`'s treatment. A configuration's
    /// top level, then its matching overrides in order, then the command line, each laid over the one before.
    public func overlaid(with later: DiagnosticSelection) -> DiagnosticSelection {
        DiagnosticSelection(treatments.merging(later.treatments) { _, new in new })
    }

    /// `report` with the ignored codes left out (and counted) and the others at the severity the selection sets, its
    /// unlisted findings too.
    public func applied(to report: ValidationReport) -> ValidationReport {
        guard !treatments.isEmpty else { return report }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(report.diagnostics.count)
        var ignored = report.ignoredCount
        for var diagnostic in report.diagnostics {
            switch treatments[diagnostic.code] {
            case .ignore?:
                ignored += 1
                continue
            case .warn?: diagnostic.severity = .warning
            case .error?: diagnostic.severity = .error
            case nil: break
            }
            kept.append(diagnostic)
        }
        var unlisted = UnlistedFindings()
        for entry in report.unlisted.counts {
            switch treatments[entry.code] {
            case .ignore?: ignored += entry.count
            case .warn?: unlisted.add(entry.code, .warning, count: entry.count)
            case .error?: unlisted.add(entry.code, .error, count: entry.count)
            case nil: unlisted.add(entry.code, entry.severity, count: entry.count)
            }
        }
        var selected = ValidationReport(kind: report.kind, diagnostics: kept, ignoredCount: ignored, unlisted: unlisted)
        // The verdict may have changed, and with it how it compares with PayPal's answer.
        if var exchange = report.exchange {
            exchange.agreement = PayPalExchange.agreement(selected, answer: exchange.answer)
            selected.exchange = exchange
        }
        return selected
    }
}
