#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer on a file descriptor: output is collected into a byte buffer and written with write(2) when it
/// grows past a threshold or on `flush()`, so streaming many small results costs few system calls.
struct OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let threshold = 1 << 16
    /// Why a write failed (`No space left on device`), after which the rest of the output is dropped; nil while
    /// every write has succeeded. A closed pipe never gets here: its SIGPIPE ends the process, as it ends `cat`.
    private(set) var failure: String?

    /// A sink on `descriptor` (1 for stdout, 2 for stderr).
    init(descriptor: Int32) {
        self.descriptor = descriptor
        // Room for a small report; a long run's output grows it once to about the threshold, and it is kept. Room
        // for twice the threshold up front was an allocation the C library maps and unmaps (two system calls) in
        // every one-document run.
        buffer.reserveCapacity(1 << 12)
    }

    /// Appends `text`, writing out when the buffer is full.
    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= threshold { flush() }
    }

    /// Appends UTF-8 bytes, writing out when the buffer is full.
    mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= threshold { flush() }
    }

    /// Writes out everything buffered; after a failed write, drops it (`failure` says why).
    mutating func flush() {
        var offset = 0
        var failure = self.failure
        buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, failure == nil else { return }
            while offset < raw.count {
                #if canImport(Darwin)
                    let written = Darwin.write(descriptor, base + offset, raw.count - offset)
                #else
                    let written = Glibc.write(descriptor, base + offset, raw.count - offset)
                #endif
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    failure = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                    return
                }
            }
        }
        self.failure = failure
        buffer.removeAll(keepingCapacity: true)
    }
}
