#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Messages for standard error, written straight to file descriptor 2 (unbuffered), so they cannot interleave
/// oddly with stdout.
enum StandardError {
    /// Writes `line` and a newline to standard error.
    static func print(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(2, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
