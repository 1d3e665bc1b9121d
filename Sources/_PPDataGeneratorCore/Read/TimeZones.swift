/// Time zone names, read from Data/time-zones.tsv (the IANA time zone database and ICU's ids, imported by
/// Scripts/import-time-zones.sh).
extension ReferenceData {
    /// A row of `time-zones.tsv`: one name ICU or the IANA database accepts.
    package struct TimeZoneRow: Sendable, Hashable {
        /// The name as written (`America/New_York`, `US/Eastern`, `PST`); case-sensitive.
        package var name: String
        /// The zone a link names, or ICU's canonical id of a name only ICU has; empty for a zone itself.
        package var canonical: String
        /// Where the name comes from: `iana`, `icu` or both.
        package var sources: [String]
        /// The 1-based line in the file.
        package var line: Int
    }

    mutating func parseTimeZones(_ texts: [DataFile: String], diagnostics: inout DiagnosticCollector) {
        timeZones = DataFile.timeZones.rows(in: texts, diagnostics: &diagnostics).map { row in
            TimeZoneRow(
                name: row["name"], canonical: row["canonical"],
                sources: row["sources"].split(separator: "|", omittingEmptySubsequences: false).map(String.init),
                line: row.line)
        }
    }
}
