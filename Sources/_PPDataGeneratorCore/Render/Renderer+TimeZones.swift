/// Rendering of Data/time-zones.tsv into PPData's `TimeZoneName` table: one string literal, one line per name, read
/// into records on first use (a literal compiles in a moment and needs no work at start-up).
extension Renderer {
    func timeZoneName() -> String {
        var out = SwiftSource.header(sources: [.timeZones])
        out += """

            extension TimeZoneName {
                /// The number of names.
                static let count = \(data.timeZones.count)

                /// One line per name, sorted by bytes: the name, a tab, the zone it links to (empty for a zone itself),
                /// a tab, its sources (`iana`, `icu` or `iana|icu`).
                static let table: StaticString = \"\"\"

            """
        for row in data.timeZones {
            out += "\(row.name)\t\(row.canonical)\t\(row.sources.joined(separator: "|"))\n"
        }
        out += "\"\"\"\n}\n"
        return out
    }
}
