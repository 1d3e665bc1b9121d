/// A glob pattern over `/`-separated relative paths, as `.gitignore` and ESLint write them: `*` matches any run of
/// characters within one folder or file name, `?` one character, `**` as a whole segment any number of folders
/// (none included). A pattern without a `/` matches a file name in any folder (`*.fail.json`).
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let segments: [[Character]]
    private let matchesNameAnywhere: Bool

    /// The pattern `text`; nil when it is empty or absolute (patterns are relative to the configuration's folder).
    public init?(_ text: String) {
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        guard !body.isEmpty, !body.hasPrefix("/") else { return nil }
        self.text = text
        segments = body.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        matchesNameAnywhere = !body.contains("/")
    }

    /// The pattern as written.
    public var description: String { text }

    /// Whether `path` (relative, `/`-separated, no `.` or `..` segments) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        if matchesNameAnywhere, let name = parts.last { return Self.matches(name: name, segments[0]) }
        return Self.matches(parts[...], segments[...])
    }

    private static func matches(_ parts: ArraySlice<[Character]>, _ pattern: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == ["*", "*"] {
            // `**` takes no folders, or one and stays for more.
            return matches(parts, pattern.dropFirst()) || (!parts.isEmpty && matches(parts.dropFirst(), pattern))
        }
        guard let part = parts.first, matches(name: part, first) else { return false }
        return matches(parts.dropFirst(), pattern.dropFirst())
    }

    /// One name against one segment with `*` and `?`, by the usual backtracking on the last `*`.
    private static func matches(name: [Character], _ pattern: [Character]) -> Bool {
        var n = 0, p = 0
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                n += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
