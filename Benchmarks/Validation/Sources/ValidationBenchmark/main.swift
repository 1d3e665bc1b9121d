import Dispatch
import Foundation
import PPDataValidation

// The validation benchmark (see README.md): generates an Orders v2 NDJSON corpus, then in one run measures
// PaymentValidator over it line by line (one thread, and both cores in batches as `ppdata validate` does), our JSON
// reader alone, and Foundation's JSONSerialization merely parsing the same lines.
//
// Usage: swift run -c release ValidationBenchmark [--documents N] [--corpus PATH] [--keep] [--reuse] [--skip-threads]
//        [--broad] [--seed N] [--only generate|read|validator|threads|reader|foundation]   (one phase alone, e.g. under
//        perf or callgrind; `generate` writes the corpus and stops)
// --broad: the broad corpus of issue 13 (every kind, 20% faulty; BroadCorpusGenerator.swift) instead of Orders v2
// alone; it also writes PATH's clean, faulty and labels siblings.

var documentCount = 100_000
var corpusPath = "/tmp/ppdata-benchmark-orders-v2-\(getpid()).ndjson"
var keep = false
var reuse = false
var skipThreads = false
var only: String?
var broad = false
var seed: UInt64?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--documents": documentCount = arguments.next().flatMap { Int($0) } ?? documentCount
    case "--corpus": corpusPath = arguments.next() ?? corpusPath
    case "--keep": keep = true
    case "--reuse": reuse = true  // an existing --corpus file, kept from an earlier --keep run (for profiling)
    case "--skip-threads": skipThreads = true
    case "--only": only = arguments.next()
    case "--broad": broad = true
    case "--seed": seed = arguments.next().flatMap { UInt64($0) }
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

// 1. The corpus, written to disk as it is generated (deterministic: the same seed every run).
var corpusBytes = 0
if reuse, let size = (try? FileManager.default.attributesOfItem(atPath: corpusPath))?[.size] as? Int {
    corpusBytes = size
    keep = true
    print("corpus: reusing \(corpusPath) (\(megabytes(corpusBytes)))")
} else if broad {
    var generator = seed.map { BroadCorpusGenerator(seed: $0) } ?? BroadCorpusGenerator()
    var written: BroadCorpusGenerator.Summary?
    let generation = Measure.phase { written = generator.write(count: documentCount, to: corpusPath) }
    guard let written else {
        print("cannot write \(corpusPath) or its siblings")
        exit(2)
    }
    corpusBytes = written.bytes
    let kinds = written.perKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    print("corpus: \(documentCount) broad documents (\(kinds)), \(written.faulty) faulty by construction (\(megabytes(written.faultyBytes))), \(written.clean) clean (\(megabytes(written.cleanBytes)), \(written.warned) with an intended warning), \(megabytes(corpusBytes)), generated in \(String(format: "%.2f", generation.wallSeconds)) s -> \(corpusPath)")
} else {
    var generator = CorpusGenerator()
    var written: (bytes: Int, broken: Int)?
    let generation = Measure.phase { written = generator.write(count: documentCount, to: corpusPath) }
    guard let written else {
        print("cannot write \(corpusPath)")
        exit(2)
    }
    corpusBytes = written.bytes
    print("corpus: \(documentCount) Orders v2 documents, \(written.broken) broken by construction, \(megabytes(corpusBytes)), generated in \(String(format: "%.2f", generation.wallSeconds)) s -> \(corpusPath)")
}
print("")
if only == "generate" {
    exit(0)  // the corpus is kept: generating it was the point
}

struct Row {
    var name: String
    var documents: Int
    var measurement: Measurement
    var note: String
}
var rows: [Row] = []

@MainActor func run(_ name: String, key: String, _ body: (inout Int, inout String) -> Void) {
    if let only, only != key { return }
    var documents = 0
    var note = ""
    let measurement = Measure.phase { body(&documents, &note) }
    rows.append(Row(name: name, documents: documents, measurement: measurement, note: note))
    let m = measurement
    let padded = name.padding(toLength: 30, withPad: " ", startingAt: 0)
    let megabytesTotal = Double(corpusBytes) / 1_048_576
    print(String(format: "%@ %8.0f docs/s %6.1f MB/s | per CPU-second: %8.0f docs %6.1f MB | wall %5.2f s cpu %5.2f s | peak RSS %@%@ %@",
                 padded, Double(documents) / m.wallSeconds, megabytesTotal / m.wallSeconds,
                 Double(documents) / m.cpuSeconds, megabytesTotal / m.cpuSeconds,
                 m.wallSeconds, m.cpuSeconds, megabytes(m.peakRSS), m.peakIsPerPhase ? "" : "*", note))
}

let validator = PaymentValidator(options: ValidationOptions(today: CalendarDate(year: 2026, month: 1, day: 15) ?? .todayUTC()))

// 2. Reading lines only: the floor every other phase stands on.
run("read lines only", key: "read") { documents, _ in
    _ = LineSource.forEachLine(in: corpusPath) { _ in documents += 1 }
}

// 3. PaymentValidator, one thread: parse + detect + every Orders v2 rule, per line.
run("PaymentValidator, 1 thread", key: "validator") { documents, note in
    var invalid = 0
    var diagnostics = 0
    var line = 0
    _ = LineSource.forEachLine(in: corpusPath) { bytes in
        line += 1
        let report = validator.validate(Array(bytes), firstLine: line)
        documents += 1
        if !report.isValid { invalid += 1 }
        diagnostics += report.diagnostics.count
    }
    note = "(\(invalid) invalid, \(diagnostics) diagnostics)"
}

// 4. PaymentValidator on both cores: batches of 256 lines validated concurrently, as `ppdata validate` does.
if !skipThreads {
    run("PaymentValidator, 2 threads", key: "threads") { documents, note in
        var batch: [[UInt8]] = []
        batch.reserveCapacity(256)
        var invalid = 0
        func flush() {
            let count = batch.count
            let lines = batch
            let results = [Bool](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                let slots = Slots(base: base)
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    (slots.base + index).initialize(to: validator.validate(lines[index]).isValid)
                }
                initialized = count
            }
            invalid += results.count { !$0 }
            documents += count
            batch.removeAll(keepingCapacity: true)
        }
        _ = LineSource.forEachLine(in: corpusPath) { bytes in
            batch.append(Array(bytes))
            if batch.count == 256 { flush() }
        }
        flush()
        note = "(\(invalid) invalid)"
    }
}

/// Result slots for the workers: each writes its own index only.
struct Slots: @unchecked Sendable {
    let base: UnsafeMutablePointer<Bool>
}

// 5. Our JSON reader alone (no rules), to split reader time from rule time.
run("JSONDocument.parse only", key: "reader") { documents, note in
    var malformed = 0
    _ = LineSource.forEachLine(in: corpusPath) { bytes in
        documents += 1
        do { _ = try JSONDocument.parse(Array(bytes)) } catch { malformed += 1 }
    }
    note = "(\(malformed) malformed)"
}

// 6. Foundation's JSONSerialization merely parsing the same lines.
run("JSONSerialization parse only", key: "foundation") { documents, note in
    var malformed = 0
    _ = LineSource.forEachLine(in: corpusPath) { bytes in
        documents += 1
        if (try? JSONSerialization.jsonObject(with: Data(bytes))) == nil { malformed += 1 }
    }
    note = "(\(malformed) malformed)"
}

print("")
if let single = rows.first(where: { $0.name == "PaymentValidator, 1 thread" }),
    let foundation = rows.first(where: { $0.name == "JSONSerialization parse only" })
{
    print(String(format: "PaymentValidator (1 thread) vs JSONSerialization parsing: %.1fx faster (wall), %.1fx (CPU time)",
                 foundation.measurement.wallSeconds / single.measurement.wallSeconds,
                 foundation.measurement.cpuSeconds / single.measurement.cpuSeconds))
}
if let double = rows.first(where: { $0.name == "PaymentValidator, 2 threads" }),
    let foundation = rows.first(where: { $0.name == "JSONSerialization parse only" })
{
    print(String(format: "PaymentValidator (2 threads) vs JSONSerialization parsing: %.1fx faster (wall)",
                 foundation.measurement.wallSeconds / double.measurement.wallSeconds))
}
if rows.contains(where: { !$0.measurement.peakIsPerPhase }) {
    print("* peak RSS could not be reset between phases: it includes earlier phases")
}

if !keep {
    unlink(corpusPath)
    if broad {  // the siblings the broad generator wrote beside it
        let base = corpusPath.hasSuffix(".ndjson") ? String(corpusPath.dropLast(7)) : corpusPath
        for suffix in [".clean.ndjson", ".faulty.ndjson", ".labels.tsv"] { unlink(base + suffix) }
    }
}
