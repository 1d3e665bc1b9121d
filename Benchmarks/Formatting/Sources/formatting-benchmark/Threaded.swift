// The multi-threaded mode (`--threads 1,2,4`): N threads format the same
// passes at once, to see what the formatter cache's lock-free read side gains
// over a plain mutex-protected cache when threads share it (issue 15).
import CICULoop
import Dispatch
import Foundation
import Synchronization

/// A variant measured on several threads. `body` runs on each worker thread:
/// it prepares what the thread needs (and warms it up), then calls `measure`
/// once with the work to time: `passes` passes over every job, returning a
/// checksum.
struct ThreadedVariant: Sendable {
    let name: String
    let body: @Sendable (_ passes: Int, _ measure: (() -> Int) -> Void) -> Void
}

/// What one run of a variant on N threads gave.
struct ThreadedRun {
    /// Wall-clock seconds from the start signal until the last thread finished.
    var wall: Double
    /// The threads' CPU seconds, summed.
    var cpu: Double
    var checksum: Int
}

/// The threads' results, collected under a lock.
private final class Totals: Sendable {
    let state = Mutex((cpu: 0.0, checksum: 0))
}

/// Wall-clock time in seconds (monotonic).
func wallSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// Runs `variant` on `threads` new threads, each doing `passes` passes once
/// all of them are ready (set up and warmed up), and waits for them to exit.
func runThreaded(_ variant: ThreadedVariant, threads: Int, passes: Int) -> ThreadedRun {
    let ready = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let exited = DispatchSemaphore(value: 0)
    let totals = Totals()
    for _ in 0..<threads {
        let thread = Thread {
            variant.body(passes) { work in
                ready.signal()
                start.wait()
                let begin = threadCPUSeconds()
                let checksum = work()
                let cpu = threadCPUSeconds() - begin
                totals.state.withLock {
                    $0.cpu += cpu
                    $0.checksum &+= checksum
                }
                done.signal()
            }
            exited.signal()
        }
        thread.start()
    }
    for _ in 0..<threads { ready.wait() }
    let begin = wallSeconds()
    for _ in 0..<threads { start.signal() }
    for _ in 0..<threads { done.wait() }
    let wall = wallSeconds() - begin
    // Tear-down (closing a worker's formatters) is not timed, and does not
    // overlap the next run.
    for _ in 0..<threads { exited.wait() }
    let (cpu, checksum) = totals.state.withLock { ($0.cpu, $0.checksum) }
    return ThreadedRun(wall: wall, cpu: cpu, checksum: checksum)
}

/// Runs every variant on each thread count, `trials` times round-robin
/// (trial by trial: every thread count, and within it every variant, in turn),
/// and prints per thread count each variant's best rates and its median ratio
/// to the first variant (the floor) over the trials.
func measureThreaded(_ variants: [ThreadedVariant], threadCounts: [Int], jobs: Int, trials: Int) {
    guard let floor = variants.first else { return }
    // The same fixed work for every variant: the passes the floor does in
    // about 0.3 s of CPU on one thread (each thread does that many).
    var passes = 1
    while true {
        let run = runThreaded(floor, threads: 1, passes: passes)
        if run.cpu >= 0.075 {
            passes = max(1, Int(Double(passes) * 0.3 / run.cpu))
            break
        }
        passes *= 4
    }
    print("\(passes) passes (\(passes * jobs) formats) per thread per run; \(trials) trials round-robin; "
        + "rates are total formats over wall seconds and over the threads' summed CPU seconds")

    struct Key: Hashable { let variant: Int; let threads: Int }
    var runs: [Key: [ThreadedRun]] = [:]
    for trial in 0..<trials {
        for threads in threadCounts {
            for (index, variant) in variants.enumerated() {
                let run = runThreaded(variant, threads: threads, passes: passes)
                runs[Key(variant: index, threads: threads), default: []].append(run)
                // One line per run, for ratios between any two variants of a trial.
                print(String(format: "run trial=%d threads=%d variant=%d wall=%.6f cpu=%.6f",
                             trial + 1, threads, index, run.wall, run.cpu))
            }
        }
    }

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
    for threads in threadCounts {
        print("\n\(threads) thread(s)")
        print("variant".padding(toLength: 46, withPad: " ", startingAt: 0)
            + pad("wall f/s", 12) + pad("CPU f/s", 12) + pad("wall/floor", 12) + pad("CPU/floor", 11)
            + pad("CPU/wall", 10) + "  (best; ratios: medians over the trials)")
        let floorRuns = runs[Key(variant: 0, threads: threads)] ?? []
        for (index, variant) in variants.enumerated() {
            let own = runs[Key(variant: index, threads: threads)] ?? []
            let formats = Double(threads * passes * jobs)
            let bestWall = own.map { formats / $0.wall }.max() ?? 0
            let bestCPU = own.map { formats / $0.cpu }.max() ?? 0
            // Per trial, the variant's time against the floor's in the same trial.
            let wallRatio = median(zip(own, floorRuns).map { $1.wall / $0.wall })
            let cpuRatio = median(zip(own, floorRuns).map { $1.cpu / $0.cpu })
            let checksums = Set(own.map(\.checksum))
            print(variant.name.padding(toLength: 46, withPad: " ", startingAt: 0)
                + pad(String(Int(bestWall.rounded())), 12) + pad(String(Int(bestCPU.rounded())), 12)
                + pad(String(format: "%.0f%%", wallRatio * 100), 12)
                + pad(String(format: "%.0f%%", cpuRatio * 100), 11)
                // How many threads ran at once on average: ~1 means the
                // threads took turns on one core (the other busy elsewhere).
                + pad(String(format: "%.2f", median(own.map { $0.cpu / $0.wall })), 10)
                + (checksums.count == 1 ? "" : "  checksums differ: \(checksums.sorted())"))
        }
    }
}
