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
        var path = path
        // On bytes, not Characters: every finding under a long key passes here, and splitting a pointer of kilobytes
        // into Characters for each took seconds for a document of thousands of duplicate members (a new user's trial).
        let cut = path.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            var copied = 0  // the bytes before this are in `output`
            var scalars = 0  // in the segment so far
            var kept = 0  // where the segment's last kept scalar ends
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") {
                    scalars = 0
                } else if byte & 0xC0 != 0x80 {
                    scalars += 1
                    if scalars == maxPathSegmentLength { kept = index }
                    if scalars > maxPathSegmentLength {
                        output += bytes[copied..<kept]
                        output += "…".utf8
                        while index < bytes.count, bytes[index] != UInt8(ascii: "/") { index += 1 }
                        copied = index
                        continue
                    }
                }
                index += 1
            }
            guard copied > 0 else { return nil }
            output += bytes[copied...]
            return String(decoding: output, as: UTF8.self)
        }
        return cut ?? path
    }
}
