/// How the walker matches a published pattern: one that is a run of allowed characters by a bitmask, any other
/// through the portable pattern subset (`PortablePattern`).
extension SchemaWalker {
    /// Whether `bytes` match the pattern (true for text longer than a portable pattern's limit, which its
    /// maxLength reports).
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, pattern index: Int) -> Bool {
        switch RequestSchema.patterns[index].form {
        case .run(let low, let high, let nonASCII, let min, let max):
            return matchesRun(bytes, low: low, high: high, nonASCII: nonASCII, min: min, max: max)
        case .portable:
            guard bytes.count <= PortablePattern.maxLength, let compiled = RequestSchema.portablePattern(index)
            else { return true }
            return compiled.matchesWhole(bytes)
        }
    }

    /// Whether `bytes` (UTF-8) are `min`...`max` characters, each in the ASCII set or non-ASCII where allowed.
    static func matchesRun(
        _ bytes: UnsafeBufferPointer<UInt8>, low: UInt64, high: UInt64, nonASCII: Bool, min: Int, max: Int
    ) -> Bool {
        var count = 0
        for byte in bytes {
            if byte < 64 {
                guard low & (1 << UInt64(byte)) != 0 else { return false }
            } else if byte < 128 {
                guard high & (1 << UInt64(byte - 64)) != 0 else { return false }
            } else {
                guard nonASCII else { return false }
                if byte & 0xC0 == 0x80 { continue }  // a continuation byte: the scalar is counted once
            }
            count += 1
        }
        return count >= min && (max < 0 || count <= max)
    }
}
