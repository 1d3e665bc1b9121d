/// Checks of Data/time-zones.tsv: what the rendered table and its runtime look-up (a binary search over names
/// sorted by bytes, lines split at tabs) rely on.
extension ReferenceData {
    /// The sources a row may name.
    static let timeZoneSources = ["iana", "icu"]

    /// Whether `name` uses only what the IANA database's and ICU's names use: ASCII letters first, then letters,
    /// digits and `_+-/`.
    static func isTimeZoneName(_ name: String) -> Bool {
        guard let first = name.utf8.first, (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first) else {
            return false
        }
        return isASCIIAlphanumeric(name, orOneOf: "_+-/")
    }

    func validateTimeZones(into diagnostics: inout DiagnosticCollector) {
        let file = DataFile.timeZones.rawValue
        let names = Set(timeZones.map(\.name))
        let zones = Set(timeZones.filter(\.canonical.isEmpty).map(\.name))
        var previous: String?
        for row in timeZones {
            if !Self.isTimeZoneName(row.name) {
                diagnostics.report(file, row.line, "name \"\(row.name)\" is empty or has a character outside A-Z a-z 0-9 _+-/")
            }
            if let previous, !previous.utf8.lexicographicallyPrecedes(row.name.utf8) {
                diagnostics.report(file, row.line, "name \(row.name) is not after \(previous) (rows sorted by bytes, each once)")
            }
            previous = row.name
            if !row.canonical.isEmpty, !names.contains(row.canonical) || !zones.contains(row.canonical) {
                diagnostics.report(
                    file, row.line, "canonical \"\(row.canonical)\" of \(row.name) is not a name of the table that is a zone itself")
            }
            if row.canonical == row.name {
                diagnostics.report(file, row.line, "canonical of \(row.name) is itself; leave it empty")
            }
            if row.sources.isEmpty || row.sources != Self.timeZoneSources.filter(row.sources.contains) {
                diagnostics.report(
                    file, row.line, "sources \"\(row.sources.joined(separator: "|"))\" are not iana, icu or iana|icu")
            }
        }
        if timeZones.isEmpty { diagnostics.report(file, 0, "has no names") }
    }
}
