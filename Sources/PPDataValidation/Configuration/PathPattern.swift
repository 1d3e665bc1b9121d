/// A glob pattern over `/`-separated relative paths, as `.gitignore` and ESLint write them: `*` matches any run of
/// characters within one folder or file name, `?` one character, `**` as a whole segment any number of folders
/// (none included). A pattern without a `/` matches a file name in any folder (`*.fail.json`); one ending in `/`
/// matches every file under the folders it names (`Fixtures/invalid/`; `invalid/` in any folder).
///
/// Matching takes time polynomial in the sizes of the pattern and the path (at most one test of each segment against
/// each folder name, each of them at most pattern characters × name characters), whatever the pattern: a
/// configuration is input, and `**/**/…/x.json` must not cost exponential time.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// A path split into its names once, to be matched against many patterns (`ProjectConfiguration` tests every
    /// override's patterns against each input path: splitting the path again for each pattern dominated the run).
    struct Subject: Sendable {
        /// The names, in order, without empty ones (`a//b/` is `a`, `b`).
        let parts: [[Character]]

        /// `path` (relative, `/`-separated, no `.` or `..` segments) split into its names.
        init(_ path: String) {
            parts = path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        }
    }

    /// One segment of a pattern, classified once when the pattern is read.
    private enum Segment: Sendable, Hashable {
        /// `**`: any number of folders.
        case anyFolders
        /// A name without `*` or `?`: compared as it is.
        case literal([Character])
        /// A name with `*` or `?`.
        case glob([Character])

        var isAnyFolders: Bool {
            if case .anyFolders = self { true } else { false }
        }
    }

    /// The pattern as written.
    public let text: String
    private let segments: [Segment]
    private let matchesNameAnywhere: Bool

    /// The pattern `text`; nil when it is empty or absolute (patterns are relative to the configuration's folder).
    public init?(_ text: String) {
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        guard !body.isEmpty, !body.hasPrefix("/") else { return nil }
        self.text = text
        matchesNameAnywhere = !body.contains("/")
        let names = body.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        var segments: [Segment] = names.map { name in
            if name == ["*", "*"] { return .anyFolders }
            return name.contains("*") || name.contains("?") ? .glob(name) : .literal(name)
        }
        // `Fixtures/invalid/` names a folder, as `.gitignore` writes one: every file under it. A folder's name alone
        // (`invalid/`, no other `/`) is a folder of that name anywhere, as in `.gitignore`. Read as a file's path,
        // such a pattern matched nothing, silently.
        if body.hasSuffix("/"), let last = segments.last, !last.isAnyFolders {
            if names.count == 1 { segments.insert(.anyFolders, at: 0) }
            segments += [.anyFolders, .glob(["*"])]
        }
        self.segments = segments
    }

    /// The pattern as written.
    public var description: String { text }

    /// Whether both were written the same (the rest is derived from the text).
    public static func == (lhs: PathPattern, rhs: PathPattern) -> Bool { lhs.text == rhs.text }

    /// Hashes the text only: the segments are derived from it, and hashing them again is what costs.
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Whether `path` (relative, `/`-separated, no `.` or `..` segments) matches.
    public func matches(_ path: String) -> Bool {
        matches(Subject(path))
    }

    /// Whether the path `subject` was split from matches.
    func matches(_ subject: Subject) -> Bool {
        let parts = subject.parts
        if matchesNameAnywhere, let name = parts.last { return Self.matches(name: name, segments[0]) }
        // `**` is the star and each other segment a single unit accepting the names it matches.
        return Self.wildcardMatches(
            units: parts.count, tokens: segments.count,
            isStar: { segments[$0].isAnyFolders },
            accepts: { Self.matches(name: parts[$1], segments[$0]) })
    }

    private static func matches(name: [Character], _ segment: Segment) -> Bool {
        switch segment {
        case .anyFolders: true  // a bare `**` as a file name: any name, as `*`
        case .literal(let literal): name == literal
        case .glob(let pattern):
            wildcardMatches(
                units: name.count, tokens: pattern.count,
                isStar: { pattern[$0] == "*" },
                accepts: { pattern[$0] == "?" || pattern[$0] == name[$1] })
        }
    }

    /// Whether units `0..<units` match tokens `0..<tokens`, where a star token matches any run of units (none
    /// included) and any other token one unit it `accepts` (token, unit).
    ///
    /// Tokens are matched left to right, and on a mismatch only the last star seen takes one more unit. Returning to
    /// an earlier star never helps: the tokens after the last star were placed at their earliest match, and a later
    /// placement leaves a suffix the last star could have absorbed anyway. So each restart moves the last star's
    /// end one unit on, and the whole costs at most units × tokens calls of `accepts`; recursing on both choices of
    /// every star instead is exponential in the number of stars.
    private static func wildcardMatches(
        units: Int, tokens: Int, isStar: (Int) -> Bool, accepts: (Int, Int) -> Bool
    ) -> Bool {
        var unit = 0, token = 0
        var star: (token: Int, unit: Int)?
        while unit < units {
            if token < tokens, isStar(token) {
                star = (token, unit)
                token += 1
            } else if token < tokens, accepts(token, unit) {
                unit += 1
                token += 1
            } else if let last = star {
                token = last.token + 1
                unit = last.unit + 1
                star = (last.token, last.unit + 1)
            } else {
                return false
            }
        }
        while token < tokens, isStar(token) { token += 1 }
        return token == tokens
    }
}
