internal import _PPDataConcurrency

/// Matching of national numbers against the metadata's patterns, each compiled once.
///
/// The patterns are of the portable regex subset (Data/README.md), compiled as `PortablePattern`s. Callers pass
/// only ASCII digit strings of bounded length (in ICU and Java `\d` would also match other scripts' digits, and a
/// bound keeps matching cheap), so every match here is over at most a few dozen bytes.
enum PhonePatterns {
    /// Whether the whole of `digits` matches `pattern` (libphonenumber's `matches`).
    static func matchesWhole(_ digits: String, _ pattern: String) -> Bool {
        guard isBoundedDigits(digits), let compiled = cache.compiled(pattern) else { return false }
        var digits = digits
        return digits.withUTF8 { compiled.pattern.matchesWhole($0) }
    }

    /// Whether `pattern` matches at the start of `digits` (libphonenumber's `lookingAt`).
    static func matchesPrefix(_ digits: String, _ pattern: String) -> Bool {
        guard isBoundedDigits(digits), let compiled = cache.compiled(pattern) else { return false }
        var digits = digits
        return digits.withUTF8 { compiled.pattern.matchesPrefix($0) }
    }

    /// The length of the match of `pattern` at the start of `digits`, and, when `rule` is given and the pattern's
    /// last group took part in the match, `rule` with `$1`... replaced by the groups (libphonenumber's national
    /// prefix transform, in Java's `$n` notation). The match is the one ICU and Java choose (`lookingAt`).
    static func matchPrefix(
        _ digits: String, _ pattern: String, transform rule: String?
    ) -> (length: Int, replacement: String?)? {
        guard isBoundedDigits(digits), let compiled = cache.compiled(pattern) else { return nil }
        var digits = digits
        return digits.withUTF8 { text -> (length: Int, replacement: String?)? in
            guard let match = compiled.program.firstMatch(text) else { return nil }
            guard let rule, let last = match.groups.last, last != nil else { return (match.length, nil) }
            return (match.length, PortablePattern.replacement(rule, match: match, in: text))
        }
    }

    /// The most characters ever matched: the longest national number plus prefixes, with room to spare.
    static let maxInputLength = 32

    /// Whether `text` is ASCII digits of at most `maxInputLength`: the only input patterns see (callers ensure
    /// it; this keeps the promise where the matcher is).
    static func isBoundedDigits(_ text: String) -> Bool {
        text.utf8.count <= maxInputLength && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// Compiled patterns by source text. Lazily filled, shared by every thread.
    private static let cache = PatternCache()
}

/// A phone pattern compiled both ways: for whether it matches, and as a program for which match is chosen.
/// A class, so a cache hit hands out one reference rather than copying the arrays inside.
private final class CompiledPhonePattern: Sendable {
    let pattern: PortablePattern
    let program: PortablePattern.Program

    init?(_ source: String) {
        guard let pattern = PortablePattern(source), let program = PortablePattern.Program(source) else { return nil }
        self.pattern = pattern
        self.program = program
    }
}

/// Compiled patterns by source, filled on first use and shared by every thread; a pattern outside the subset (the
/// generator admits none) is remembered as such, and matches nothing. Compiling under the lock is fine: it happens
/// once per pattern, and the patterns are short.
private final class PatternCache: Sendable {
    private let compiled = Locked([String: CompiledPhonePattern?]())

    func compiled(_ source: String) -> CompiledPhonePattern? {
        compiled.withLock { compiled in
            if let known = compiled[source] { return known }
            let pattern = CompiledPhonePattern(source)
            compiled[source] = .some(pattern)
            return pattern
        }
    }
}
