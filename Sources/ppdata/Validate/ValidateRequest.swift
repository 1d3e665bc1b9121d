import ArgumentParser
import PPDataValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `validate` run, as plain values: what `ValidateCommand` parsed, or what `init?(commonArguments:)` read
/// directly from a common command line (that skips swift-argument-parser's start-up cost; see there).
struct ValidateRequest: Equatable, Sendable {
    /// The files to check; empty or `-` means standard input.
    var files: [String] = []
    /// `--kind`.
    var kind: KindOption = .auto
    /// `--endpoint`, as given.
    var endpoint: String?
    /// `--ndjson`.
    var ndjson = false
    /// `--now`, as given.
    var now: String?
    /// `--apple-pay-version`.
    var applePayVersion: Int?
    /// `--format`.
    var format: ValidateFormat = .text
    /// `--strict`.
    var strict = false
    /// `--findings-limit`; 0 lists every finding.
    var findingsLimit = ValidationOptions.defaultFindingsLimit
    /// `--ignore`, `--warn`, `--error`, `--config`, `--no-config`.
    var rules = RuleChoices()

    /// Checks every input and writes the report; throws `ExitCode` 1 or 2 for the exit status (docs/cli.md).
    func run() throws {
        // Without --now, today is read from the clock as each document asks: a stream left running (`tail -f log |
        // ppdata validate --ndjson`) does not judge cards on the day it started.
        var options = ValidationOptions(
            today: now == nil ? nil : try DocumentOptions.today(now: now), todaySource: now == nil ? nil : "--now",
            applePayVersion: applePayVersion)
        options.query = endpoint.map(ValidationOptions.query(of:)) ?? ""
        options.findingsLimit = findingsLimit == 0 ? nil : findingsLimit
        let maxDocumentBytes = options.parseOptions.maxInputBytes
        let renderer = ReportRenderer(format: format, strict: strict)
        let paths = files.isEmpty ? ["-"] : files
        // Standard input can be read once: a second `-` was an empty document, MALFORMED_JSON, and exit 1.
        if paths.lazy.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("'-' (standard input) is named more than once; it can be read only once")
        }
        let selections = try rules.selections(for: paths)
        if paths.contains("-"), isatty(0) != 0 {
            StandardError.print("ppdata: reading documents from standard input (Ctrl-D to end; --help for files)")
        }
        let checker = BatchChecker(
            validator: PaymentValidator(options: options), kind: try DocumentOptions.kind(kind, endpoint: endpoint),
            renderer: renderer,
            maxDocumentBytes: maxDocumentBytes, selections: selections.isEmpty ? nil : selections)

        var out = OutputSink(descriptor: 1)
        var tally = ValidationTally()
        var unreadable = false
        out.write(renderer.prologue)

        /// Writes one entry, separated from the one before where the format needs it.
        func write(_ entry: String) {
            var entry = entry
            entry.withUTF8 { write(bytes: $0) }
        }
        func write(bytes entry: UnsafeBufferPointer<UInt8>) {
            guard !entry.isEmpty else { return }
            out.write(renderer.separator(first: !tally.wroteEntry))
            out.write(bytes: entry)
            tally.wroteEntry = true
        }

        /// Writes a checked batch's results and unreadable inputs in input order.
        func write(_ finished: CheckingBatch) {
            var results = finished.finish()
            var next = 0
            for index in finished.entries.indices {
                switch finished.entries[index] {
                case .document:
                    if next == results.count {
                        // The renderings reached their budget: the rest are checked now that these are written.
                        results += finished.checkRest(from: next)
                    }
                    let checked = results[next]
                    next += 1
                    finished.withRendering(of: checked) {
                        write(bytes: renderer.format == .sarif ? tally.sarifResults.admit($0) : $0)
                    }
                    tally.add(checked)
                    if checked.unlisted > 0 { tally.unlistedCodes.add(finished.unlistedFindings(of: checked)) }
                case .unreadable(let error):
                    unreadable = true
                    tally.unreadable += 1
                    tally.unreadableInputs.append(error)
                    write(renderer.renderUnreadable(error))
                    out.flush()  // keep stdout and stderr in input order on a terminal
                    StandardError.print(error.message)
                case .noDocuments(let source):
                    out.flush()
                    StandardError.print("ppdata: '\(ReportRenderer.terminalName(source))' holds no documents")
                }
            }
            out.flush()
            finished.finishWriting()
        }

        // Read a bounded batch while the one before is checked on the cores (`CheckingBatch`), then write that one's
        // results in input order and drop it; repeat. Without the overlap the CLI took 4-7% more wall time on two
        // cores (1.5-4% less CPU time; session 29, Benchmarks/Validation/README.md). At most two batches are held, each in its own buffers: the
        // batch being filled takes the pair's member that is not in flight.
        var inFlight: CheckingBatch?
        var exhausted = false
        var stream = DocumentStream(paths: paths, forceNDJSON: ndjson, maxDocumentBytes: maxDocumentBytes)
        let pair = (BatchBuffers(), BatchBuffers())
        // One worker until a batch of two documents or more is spread over the cores: a one-file run (the usual
        // command line) checks its document on this thread and never asks how many cores there are.
        var workers: Int?
        while !exhausted {
            let buffers = inFlight?.buffers === pair.0 ? pair.1 : pair.0
            buffers.beginFilling()
            var batch: [BatchEntry] = []
            var documents: [PendingDocument] = []
            var heldBytes = 0
            filling: while documents.count < BatchChecker.maxDocuments, heldBytes < BatchChecker.maxBytes {
                // Wait for input only with nothing in hand (neither read nor being checked); otherwise check and
                // write what is held first, so a slow producer gets each answer before it sends the next document.
                switch stream.next(into: buffers, canPause: !batch.isEmpty || inFlight != nil) {
                case .document(let pending):
                    batch.append(.document)
                    documents.append(pending)
                    heldBytes += pending.heldBytes
                case .unreadable(let error):
                    batch.append(.unreadable(error))
                case .noDocuments(let source):
                    batch.append(.noDocuments(source))
                case .pause:
                    break filling
                case .end:
                    exhausted = true
                    break filling
                }
            }
            if documents.count > 1 {
                let count = workers ?? WorkerScratch.workerCount()
                workers = count
                buffers.addWorkers(upTo: count)
            }
            let current: CheckingBatch?
            if batch.isEmpty {
                buffers.abandonEmptyBatch()
                current = nil
            } else {
                current = CheckingBatch(batch, documents: documents, buffers: buffers, checker: checker)
            }
            if let inFlight { write(inFlight) }
            inFlight = current
        }
        if let inFlight { write(inFlight) }
        out.write(renderer.epilogue(tally))
        out.flush()

        if let failure = out.failure {
            StandardError.print("error: cannot write the report to standard output: \(failure)")
            throw ExitCode(2)
        }
        if unreadable { throw ExitCode(2) }
        if tally.invalid > 0 || (strict && tally.warnings > 0) { throw ExitCode(1) }
    }
}
