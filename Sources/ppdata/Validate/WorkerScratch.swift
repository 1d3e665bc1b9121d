import PPDataValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one checking thread reuses from document to document, batch after batch: the JSON parser's node buffer,
/// and the buffer its documents' results are rendered into.
///
/// Why: each document had a node buffer and a rendered line of its own, two allocations of a kilobyte or more each
/// (past the allocator's small-size caches) and a copy of the line into an array: about 1,100 instructions a
/// document on the broad benchmark corpus (Benchmarks/Validation/HISTORY.md).
///
/// `@unchecked Sendable`: a scratch belongs to one batch's `BatchBuffers`, whose phases it follows. While the batch
/// is checked only the one worker that `BatchChecker` gave it to renders into it; the writer reads the output only
/// after the whole batch is checked, and `reset` comes only when the buffers are filled again, which
/// `BatchBuffers.beginFilling` allows only after the batch's results are written (or, for a batch checked in parts,
/// when the renderings so far are written and no worker runs: `BatchBuffers.forgetWrittenRenderings`).
final class WorkerScratch: @unchecked Sendable {
    /// The node buffer the parser reuses.
    let parse = JSONParseScratch()
    /// The rendered results, one after another.
    private var output = JSONBytes(capacity: WorkerScratch.initialCapacity)
    /// The unlisted findings of the rendered results that have any (`CheckedDocument.unlistedEntry`), for the run's
    /// totals by code.
    private var unlisted: [UnlistedFindings] = []

    /// What a fresh output holds before it grows: the results of a batch's share of typical documents.
    static let initialCapacity = 1 << 16
    /// An output grown past this (by huge reports) is given back on reset: a batch's renderings are about 50 KB
    /// a worker, and every worker of both `BatchBuffers` keeps its output, so what is kept stays small on a machine
    /// with many cores.
    static let keptCapacity = 1 << 20

    /// The number of workers a batch is spread over: one per online core, at most 64.
    static func workerCount() -> Int {
        min(max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1), 64)
    }

    /// Forgets the rendered results; their ranges must no longer be read.
    func reset() {
        output.removeAll(keepingCapacityUpTo: WorkerScratch.keptCapacity, initial: WorkerScratch.initialCapacity)
        unlisted.removeAll()
    }

    /// Keeps a rendered document's unlisted findings until the next reset and returns where.
    func keep(_ findings: UnlistedFindings) -> Int {
        unlisted.append(findings)
        return unlisted.count - 1
    }

    /// The findings `keep(_:)` kept at `entry`.
    func unlistedFindings(at entry: Int) -> UnlistedFindings {
        unlisted[entry]
    }

    /// The last source rendered and its name as shown (`ReportRenderer.sourceName`, which masks card numbers): a
    /// batch's documents come in runs of one file, and working the name out for each document cost the CLI 0.25%
    /// of its instructions on the broad corpus (callgrind, session 62). Comparing the same string is a pointer check.
    private var shown: (source: String, name: String)?

    /// Renders `report` at the end of the output and returns where it is.
    func render(_ report: ValidationReport, with renderer: ReportRenderer, source: String, line: Int) -> Range<Int> {
        let name: String
        if let shown, shown.source == source {
            name = shown.name
        } else {
            name = ReportRenderer.sourceName(source)
            shown = (source, name)
        }
        return Self.render(report, with: renderer, name: name, line: line, into: &output)
    }

    /// `render(_:with:source:line:)` on the output passed in: one access to the stored output for the whole
    /// rendering. Read apart, its count was a second exclusivity check per document, which the optimiser merged or
    /// not as the code around the call changed (20,000 more checks, 0.1% of the CLI's instructions, callgrind).
    private static func render(
        _ report: ValidationReport, with renderer: ReportRenderer, name: String, line: Int, into output: inout JSONBytes
    ) -> Range<Int> {
        let start = output.count
        renderer.render(report, name: name, line: line, into: &output)
        return start..<output.count
    }

    /// Calls `body` with the rendered bytes at `range`.
    func withOutput<Result>(at range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: output.unsafeBytes[range]))
    }
}
