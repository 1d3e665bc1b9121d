// Formats per second across the 33 MPL locales × 23 PayPal currencies (symbol
// style), for PPDataFormatting and for reference implementations. Run in
// release mode: swift build -c release && .build/release/formatting-benchmark
import CICULoop
import Foundation
import PPData
import PPDataFormatting
import Synchronization

/// One format to do: an amount already in the currency's PayPal precision, so
/// every implementation formats the same decimal text.
struct Job {
    let locale: MPLLocale
    let currency: CurrencyCode
    let amount: String
    let decimal: Decimal
    var skeleton: String {
        let precision = currency.paypalDecimals == 0 ? "precision-integer" : ".00"
        return "currency/\(currency.rawValue) rounding-mode-half-even \(precision)"
    }
}

func makeJobs() -> [Job] {
    let twoDecimals = ["1234.50", "-99.99", "0.07", "12345678.90", "5.00"]
    let noDecimals = ["1234", "-99", "7", "12345678", "5"]
    var jobs: [Job] = []
    for locale in MPLLocale.allCases {
        for currency in CurrencyCode.allCases {
            let amounts = currency.paypalDecimals == 0 ? noDecimals : twoDecimals
            let amount = amounts[jobs.count % amounts.count]
            // Benchmark input is literal and valid; Decimal(string:) is only used
            // to feed Foundation's formatters.
            let decimal = Decimal(string: amount) ?? 0
            jobs.append(Job(locale: locale, currency: currency, amount: amount, decimal: decimal))
        }
    }
    return jobs
}

/// A formatting implementation under test: `pass(n)` formats every job n
/// times and returns a checksum.
struct Variant {
    let name: String
    let seconds: Double
    let pass: (Int) -> Int
    var passes = 1
    var best = 0.0
    var checksum = 0
}

/// Calibrates each variant to about `seconds` per trial, then runs trials
/// round-robin (C, Swift, C, Swift, …) and keeps each one's best rate. The
/// machine is shared, so interleaving and best-of-N keep other load from
/// favouring whichever variant happened to run in a quiet moment.
func measureInterleaved(_ variants: inout [Variant], jobs: Int, trials: Int = 7) {
    if let fixed = fixedPasses {
        // Fixed work for `perf stat` (instructions and cycles per format).
        for index in variants.indices { variants[index].checksum = variants[index].pass(fixed) }
        return
    }
    for index in variants.indices {
        let pass = variants[index].pass
        _ = pass(1)  // warm up: first-time data loading is not what we measure
        var passes = 1
        while true {
            let start = threadCPUSeconds()
            _ = pass(passes)
            let elapsed = threadCPUSeconds() - start
            if elapsed >= variants[index].seconds / 4 {
                passes = max(1, Int(Double(passes) * variants[index].seconds / elapsed))
                break
            }
            passes *= 4
        }
        variants[index].passes = passes
    }
    for _ in 0..<trials {
        for index in variants.indices {
            let start = threadCPUSeconds()
            variants[index].checksum &+= variants[index].pass(variants[index].passes)
            let elapsed = threadCPUSeconds() - start
            variants[index].best = max(variants[index].best, Double(variants[index].passes * jobs) / elapsed)
        }
    }
    for variant in variants where fixedPasses == nil {
        let rate = String(Int(variant.best.rounded()))
        print("\(variant.name.padding(toLength: 44, withPad: " ", startingAt: 0)) "
            + "\(String(repeating: " ", count: max(0, 10 - rate.count)))\(rate) formats/s")
    }
}

/// CPU time of this thread in seconds. The machine is shared with other jobs,
/// so wall-clock time would count time spent descheduled; CPU time does not.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

let jobs = makeJobs()
print("ICU \(ICUInfo.majorVersion); \(MPLLocale.allCases.count) locales × \(CurrencyCode.allCases.count) currencies "
    + "= \(jobs.count) formats per pass, symbol style")

/// `--only <word>[,<word>…]` runs just the variants whose names contain one of the words.
let only: String? = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}()

/// `--passes N` runs every selected variant exactly N passes, once, and prints
/// nothing per variant: for counting instructions and cycles with `perf stat`.
let fixedPasses: Int? = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--passes"), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}()

// C floor and C open-per-call.
let setupStatus = withArrayOfCStrings(jobs.map(\.locale.rawValue)) { locales in
    withArrayOfCStrings(jobs.map(\.skeleton)) { skeletons in
        withArrayOfCStrings(jobs.map(\.amount)) { amounts in
            cicu_setup(Int32(jobs.count), locales, skeletons, amounts)
        }
    }
}
guard setupStatus == 0 else {
    print("ICU setup failed: \(setupStatus)")
    exit(1)
}

// PPDataFormatting through its shared cache.
let formatter = CurrencyFormatter.shared
let swiftJobs = jobs.map { (locale: $0.locale, currency: $0.currency, amount: $0.amount) }
func swiftPass(_ passes: Int) -> Int {
    var total = 0
    swiftJobs.withUnsafeBufferPointer { jobs in
        for _ in 0..<passes {
            for job in jobs {
                // Inputs are valid, so this never throws; a failure would show as a
                // wrong checksum rather than crash the benchmark.
                let result = try? formatter.format(job.amount, currency: job.currency, locale: job.locale)
                total &+= result?.formatted.utf8.count ?? -1_000_000
            }
        }
    }
    return total
}

// PPDataFormatting's buffer API: the same formats written as UTF-8 into one
// reused buffer, no String and no FormattedAmount made.
func bufferPass(_ passes: Int) -> Int {
    var total = 0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
        swiftJobs.withUnsafeBufferPointer { jobs in
            for _ in 0..<passes {
                for job in jobs {
                    let count = try? formatter.format(job.amount, currency: job.currency, locale: job.locale, into: buffer)
                    total &+= count ?? -1_000_000
                }
            }
        }
    }
    return total
}

// What a Mutex-protected cache would cost single-threaded: the String API
// with an uncontended lock taken and released around every format, as a
// cache hit under a `Synchronization.Mutex` would. (It keeps the lock-free
// read section too, ~25 instructions, so it slightly overstates the cost.)
let cacheLock = Mutex(0)
func mutexPass(_ passes: Int) -> Int {
    var total = 0
    swiftJobs.withUnsafeBufferPointer { jobs in
        for _ in 0..<passes {
            for job in jobs {
                let result = cacheLock.withLock { _ in
                    try? formatter.format(job.amount, currency: job.currency, locale: job.locale)
                }
                total &+= result?.formatted.utf8.count ?? -1_000_000
            }
        }
    }
    return total
}

// With the shared table's lookup added (lock, retain, unlock before the
// format; release after): what the String and buffer APIs would pay for a
// mutex-protected cache, except that they keep their lock-free read section
// too (a sequentially consistent fence per format), so these overstate the
// cost of the simple cache a little. For `--threads`.
func tablePass(_ passes: Int) -> Int {
    var total = 0
    swiftJobs.withUnsafeBufferPointer { jobs in
        for _ in 0..<passes {
            for index in jobs.indices {
                let job = jobs[index]
                let handle = cicu_table_acquire(Int32(index))
                let result = try? formatter.format(job.amount, currency: job.currency, locale: job.locale)
                cicu_table_release(handle)
                total &+= (result?.formatted.utf8.count ?? -1_000_000) + (handle == nil ? -1_000_000 : 0)
            }
        }
    }
    return total
}

func bufferTablePass(_ passes: Int) -> Int {
    var total = 0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
        swiftJobs.withUnsafeBufferPointer { jobs in
            for _ in 0..<passes {
                for index in jobs.indices {
                    let job = jobs[index]
                    let handle = cicu_table_acquire(Int32(index))
                    let count = try? formatter.format(job.amount, currency: job.currency, locale: job.locale,
                                                      into: buffer)
                    cicu_table_release(handle)
                    total &+= (count ?? -1_000_000) + (handle == nil ? -1_000_000 : 0)
                }
            }
        }
    }
    return total
}

/// `--threads 1,2,4`: the multi-threaded comparison (Threaded.swift) instead
/// of the single-threaded one; `--trials N` sets its number of trials (5).
let threadCounts: [Int]? = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--threads"), index + 1 < arguments.count else { return nil }
    let counts = arguments[index + 1].split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    return counts.isEmpty ? nil : counts
}()

if let threadCounts {
    let trials: Int = {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--trials"), index + 1 < arguments.count else { return 5 }
        return max(1, Int(arguments[index + 1]) ?? 5)
    }()
    /// A C variant: each thread opens a worker (its own result object, and
    /// for the floor its own formatters), warms up, then runs `run`.
    func cVariant(_ name: String, privateFormatters: Bool,
                  _ run: @escaping @Sendable (OpaquePointer?, Int32) -> Int64) -> ThreadedVariant {
        ThreadedVariant(name: name) { passes, measure in
            guard let worker = cicu_worker_open(privateFormatters ? 1 : 0) else {
                print("ICU worker set-up failed")
                exit(1)
            }
            defer { cicu_worker_close(worker) }
            _ = run(worker, 3)  // fills the shared table; ICU compiles a formatter on its third call
            measure { Int(run(worker, Int32(passes))) }
        }
    }
    /// A Swift variant: each thread warms up (its reader record and result
    /// object in the shim, the shared caches), then runs `pass`.
    func swiftVariant(_ name: String, _ pass: @escaping @Sendable (Int) -> Int) -> ThreadedVariant {
        ThreadedVariant(name: name) { passes, measure in
            _ = pass(3)
            measure { pass(passes) }
        }
    }
    var threaded: [ThreadedVariant] = [
        cVariant("C floor: own formatters per thread", privateFormatters: true, cicu_worker_run_private),
        cVariant("C: shared formatters, no lock", privateFormatters: false, cicu_worker_run_shared),
        cVariant("C: shared table, pthread mutex lookup", privateFormatters: false, cicu_worker_run_table),
        cVariant("C: pthread mutex around the whole format", privateFormatters: false, cicu_worker_run_locked),
        swiftVariant("PPData String API (shared, lock-free)", swiftPass),
        swiftVariant("PPData buffer API (shared, lock-free)", bufferPass),
        swiftVariant("PPData String API + table lookup", tablePass),
        swiftVariant("PPData buffer API + table lookup", bufferTablePass),
        swiftVariant("PPData String API + Mutex around format", mutexPass),
        // Last, so that the earlier variants keep their numbers in the run lines.
        cVariant("C: shared formatters, library read section", privateFormatters: false,
                 cicu_worker_run_read_section),
    ]
    if let only {
        let words = only.split(separator: ",").map(String.init)
        threaded = threaded.enumerated().filter { index, variant in
            index == 0 || words.contains { variant.name.contains($0) }
        }.map(\.element)
    }
    measureThreaded(threaded, threadCounts: threadCounts, jobs: jobs.count, trials: trials)
    cicu_teardown()
    exit(0)
}

// Foundation NumberFormatter, one per job, made in advance.
let numberFormatters: [NumberFormatter] = jobs.map { job in
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: job.locale.rawValue)
    formatter.numberStyle = .currency
    formatter.currencyCode = job.currency.rawValue
    formatter.minimumFractionDigits = job.currency.paypalDecimals
    formatter.maximumFractionDigits = job.currency.paypalDecimals
    formatter.roundingMode = .halfEven
    return formatter
}
let decimalNumbers = jobs.map { NSDecimalNumber(decimal: $0.decimal) }

// Decimal.FormatStyle.Currency, one style per job, made in advance.
let styles: [Decimal.FormatStyle.Currency] = jobs.map { job in
    Decimal.FormatStyle.Currency(code: job.currency.rawValue, locale: Locale(identifier: job.locale.rawValue))
        .precision(.fractionLength(job.currency.paypalDecimals))
        .rounded(rule: .toNearestOrEven)
}

var variants: [Variant] = [
    Variant(name: "C, cached UNumberFormatter (floor)", seconds: 0.3) { Int(cicu_run_cached(Int32($0))) },
    Variant(name: "PPDataFormatting CurrencyFormatter", seconds: 0.3, pass: swiftPass),
    Variant(name: "PPDataFormatting format(into:) buffer", seconds: 0.3, pass: bufferPass),
    Variant(name: "PPDataFormatting + Mutex per format", seconds: 0.3, pass: mutexPass),
    Variant(name: "C, open formatter per call", seconds: 0.2) { Int(cicu_run_open_per_call(Int32($0))) },
    Variant(name: "Foundation NumberFormatter (cached)", seconds: 0.2) { passes in
        var total = 0
        for _ in 0..<passes {
            for index in jobs.indices {
                total &+= numberFormatters[index].string(from: decimalNumbers[index])?.utf8.count ?? 0
            }
        }
        return total
    },
    Variant(name: "Decimal.FormatStyle.Currency", seconds: 0.2) { passes in
        var total = 0
        for _ in 0..<passes {
            for index in jobs.indices {
                total &+= styles[index].format(jobs[index].decimal).utf8.count
            }
        }
        return total
    },
]
if let only {
    let words = only.split(separator: ",").map(String.init)
    variants.removeAll { variant in !words.contains { variant.name.contains($0) } }
}
print("best of 7 interleaved trials, thread CPU time")
measureInterleaved(&variants, jobs: jobs.count)
cicu_teardown()

let rates = Dictionary(uniqueKeysWithValues: variants.map { ($0.name, $0.best) })
if let floor = rates["C, cached UNumberFormatter (floor)"], let swift = rates["PPDataFormatting CurrencyFormatter"] {
    print(String(format: "PPDataFormatting / C floor: %.0f%% (target ≥ 80%%)", swift / floor * 100))
    if let mutex = rates["PPDataFormatting + Mutex per format"] {
        print(String(format: "PPDataFormatting + Mutex per format / C floor: %.0f%%", mutex / floor * 100))
    }
    if let buffer = rates["PPDataFormatting format(into:) buffer"] {
        print(String(format: "PPDataFormatting format(into:) / C floor: %.0f%%", buffer / floor * 100))
    }
    if let open = rates["C, open formatter per call"] {
        print(String(format: "C floor / C open per call: %.1f×", floor / open))
    }
}

/// Calls `body` with a C array of C strings made from `strings`.
func withArrayOfCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer { buffer in
        // A non-empty array always has a base address; an empty one gets a dummy.
        guard let base = buffer.baseAddress else {
            var empty: UnsafePointer<CChar>? = nil
            return withUnsafePointer(to: &empty) { body($0) }
        }
        return body(base)
    }
}
