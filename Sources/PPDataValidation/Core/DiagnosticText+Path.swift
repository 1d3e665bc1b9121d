extension DiagnosticText {
    /// The longest pointer segment kept whole, in Unicode scalars; a longer one keeps its first 255 scalars and ends
    /// with an ellipsis.
    static let maxPathSegmentLength = 256

    /// `path` with every segment longer than `maxPathSegmentLength` cut short.
    ///
    /// Why: a key is input, and every finding inside its object repeats it in the pointer. One document of 1 MB, a
    /// 1 MB key over 200 repeated members, gave 200 MB of report, and the document limit allows keys of 64 MiB.
    /// Messages are bounded where they are made (`message(_:)`); pointers are bounded here, after card numbers are
    /// masked in them, so that no cut leaves part of a card number's digits before the ellipsis. (A key of more than
    /// `JSONView.longKeyBytes` is already cut where the pointer is built, far past what is kept here, so building
    /// the pointer for each finding does not copy the whole key either.) A cut pointer, like a masked one, no longer
    /// resolves (docs/cli.md, `path`).
    static func path(_ path: String) -> String {
        // Most pointers are short: their length in bytes settles it without looking at a segment.
        guard path.utf8.count > maxPathSegmentLength else { return path }
        var segments = path.split(separator: "/", omittingEmptySubsequences: false)
        var changed = false
        for index in segments.indices where segments[index].unicodeScalars.count > maxPathSegmentLength {
            segments[index] = Substring(segments[index].unicodeScalars.prefix(maxPathSegmentLength - 1)) + "…"
            changed = true
        }
        return changed ? segments.joined(separator: "/") : path
    }
}
