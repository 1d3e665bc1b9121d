#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Wall-clock and CPU time, and the peak resident set size, of one phase.
struct Measurement {
    var wallSeconds: Double
    var cpuSeconds: Double
    /// Peak RSS in bytes during the phase (the process's high-water mark, reset before the phase where Linux allows).
    var peakRSS: Int
    /// Whether the high-water mark was reset before the phase (else it includes earlier phases).
    var peakIsPerPhase: Bool
}

enum Measure {
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(0, &usage)  // RUSAGE_SELF is 0 everywhere; Glibc imports it as an enum getrusage does not take
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// getrusage's ru_maxrss: kilobytes on Linux, bytes on macOS.
    static func maxRSS() -> Int {
        var usage = rusage()
        getrusage(0, &usage)  // RUSAGE_SELF is 0 everywhere; Glibc imports it as an enum getrusage does not take
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)
        #else
            return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// Resets the peak-RSS high-water mark (Linux: writing 5 to /proc/self/clear_refs), so each phase reports its
    /// own peak. Returns false where that is not possible.
    static func resetPeakRSS() -> Bool {
        #if os(Linux)
            guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
            defer { fclose(file) }
            return fputs("5", file) >= 0
        #else
            return false
        #endif
    }

    /// Runs `body` and measures it.
    static func phase(_ body: () throws -> Void) rethrows -> Measurement {
        let reset = resetPeakRSS()
        let wall = monotonicSeconds()
        let cpu = cpuSeconds()
        try body()
        return Measurement(
            wallSeconds: monotonicSeconds() - wall, cpuSeconds: cpuSeconds() - cpu, peakRSS: maxRSS(),
            peakIsPerPhase: reset)
    }
}

/// Reads a file line by line in fixed chunks (memory independent of the file's size) and hands each line's bytes,
/// without its line ending, to a closure. Blank lines are skipped, as NDJSON readers do.
enum LineSource {
    static let chunkSize = 1 << 18

    static func forEachLine(in path: String, _ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var capacity = chunkSize
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        var start = 0
        var end = 0
        var atEnd = false
        while true {
            // Hand out every complete line in the buffer.
            while start < end, let base = buffer.baseAddress,
                let found = memchr(base + start, 0x0A, end - start)
            {
                let newline = base.distance(to: UnsafeMutableRawPointer(found))
                var lineEnd = newline
                if lineEnd > start, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                if lineEnd > start { body(UnsafeRawBufferPointer(rebasing: buffer[start..<lineEnd])) }
                start = newline + 1
            }
            if atEnd {
                if start < end { body(UnsafeRawBufferPointer(rebasing: buffer[start..<end])) }
                return true
            }
            // Keep the partial line, grow for a line longer than the buffer, read more.
            if start > 0, let base = buffer.baseAddress {
                memmove(base, base + start, end - start)
                end -= start
                start = 0
            }
            if end == capacity {
                capacity *= 2
                let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
                grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
                buffer.deallocate()
                buffer = grown
            }
            guard let base = buffer.baseAddress else { return false }
            let count = read(descriptor, base + end, capacity - end)
            if count < 0 { return false }
            if count == 0 { atEnd = true } else { end += count }
        }
    }
}
