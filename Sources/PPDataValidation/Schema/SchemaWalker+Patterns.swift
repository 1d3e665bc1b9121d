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

    /// The suggestion for text that does not match pattern `index`: the first of its usual slips undone that
    /// matches and has at least `minLength` UTF-16 units, or nil. The slips: white space around it, and, for
    /// PayPal's `language` patterns alone (`^[a-z]{2}(?:-[A-Z][a-z]{3})?…`), a language tag written as a POSIX or
    /// Java locale (`de_DE`, `EN-us`), which BCP 47 writes `de-DE` (a language lower-case, a script title-case, a
    /// region upper-case). Only there: in an id's pattern (`^[0-9A-Z_-]+$`) the same rewrite would change the id.
    static func repair(_ text: String, pattern index: Int, minLength: Int = 0) -> String? {
        var view = Substring(text)
        while view.first?.isWhitespace == true { view = view.dropFirst() }
        while view.last?.isWhitespace == true { view = view.dropLast() }
        let trimmed = String(view)
        var tag: String?
        let isLanguage = "\(RequestSchema.patterns[index].text)".hasPrefix("^[a-z]{2}(?:-[A-Z][a-z]{3})?")
        let subtags = trimmed.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        if isLanguage, (2...3).contains(subtags.count), subtags.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }) {
            tag = subtags.enumerated().map { offset, subtag in
                offset == 0 ? subtag.lowercased()
                    : subtag.count == 4 ? subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
                    : subtag.uppercased()
            }.joined(separator: "-")
        }
        return [trimmed, tag].lazy.compactMap { $0 }.first { candidate in
            var candidate = candidate
            return candidate != text && candidate.utf16.count >= max(minLength, 1)
                && candidate.withUTF8 { matches($0, pattern: index) }
        }
    }
}
