import Foundation
internal import _PPDataConcurrency

/// Matching of national numbers against the metadata's patterns, each compiled once.
///
/// The patterns are ICU/Java regexes of a small portable subset (Data/README.md). Callers pass only ASCII digit
/// strings of bounded length (`\d` would also match other scripts' digits, and a bound keeps matching cheap), so
/// every match here is over at most a few dozen characters.
enum PhonePatterns {
    /// Whether the whole of `digits` matches `pattern` (libphonenumber's `matches`).
    static func matchesWhole(_ digits: String, _ pattern: String) -> Bool {
        guard isBoundedDigits(digits), let regex = cache.regex("\\A(?:\(pattern))\\z") else { return false }
        return regex.firstMatch(in: digits, options: [.anchored], range: NSRange(location: 0, length: digits.utf16.count))
            != nil
    }

    /// Whether `pattern` matches at the start of `digits` (libphonenumber's `lookingAt`).
    static func matchesPrefix(_ digits: String, _ pattern: String) -> Bool {
        matchPrefix(digits, pattern, transform: nil) != nil
    }

    /// The length of the match of `pattern` at the start of `digits`, and, when `rule` is given and the pattern's
    /// last group took part in the match, `rule` with `$1`... replaced by the groups (libphonenumber's national
    /// prefix transform; NSRegularExpression templates use the same `$n` notation).
    static func matchPrefix(
        _ digits: String, _ pattern: String, transform rule: String?
    ) -> (length: Int, replacement: String?)? {
        guard isBoundedDigits(digits), let regex = cache.regex("(?:\(pattern))") else { return nil }
        let range = NSRange(location: 0, length: digits.utf16.count)
        guard let match = regex.firstMatch(in: digits, options: [.anchored], range: range) else { return nil }
        let groups = match.numberOfRanges - 1
        guard let rule, groups > 0, match.range(at: groups).location != NSNotFound else {
            return (match.range.length, nil)
        }
        return (match.range.length, regex.replacementString(for: match, in: digits, offset: 0, template: rule))
    }

    /// The most characters ever matched: the longest national number plus prefixes, with room to spare.
    static let maxInputLength = 32

    /// Whether `text` is ASCII digits of at most `maxInputLength`: the only input patterns see (callers ensure
    /// it; this keeps the promise where the regex engine is).
    static func isBoundedDigits(_ text: String) -> Bool {
        text.utf8.count <= maxInputLength && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// Compiled patterns by source text. Lazily filled, shared by every thread.
    private static let cache = RegexCache()
}

/// Compiled regexes by pattern, filled on first use and shared by every thread; a pattern that fails to compile is
/// remembered as such. Compiling under the lock is fine: it happens once per pattern, and the patterns are short.
private final class RegexCache: Sendable {
    private let compiled = Locked([String: NSRegularExpression?]())

    func regex(_ source: String) -> NSRegularExpression? {
        compiled.withLock { compiled in
            if let known = compiled[source] { return known }
            let regex = try? NSRegularExpression(pattern: source)
            compiled[source] = .some(regex)
            return regex
        }
    }
}
