/// Checks of Data/icu-currencies.tsv: what the rendered table and its runtime look-up (a binary search over codes
/// sorted by bytes, lines split at tabs) rely on.
extension ReferenceData {
    /// The type lists a row may have, as ICU's enumerations put them together.
    static let icuCurrencyTypes: Set<[String]> = [
        ["common"], ["uncommon"], ["common", "deprecated"], ["uncommon", "deprecated"],
    ]

    func validateICUCurrencies(into diagnostics: inout DiagnosticCollector) {
        let file = DataFile.icuCurrencies.rawValue
        var previous: String?
        let known = Set(icuCurrencies.map(\.code)).union(isoCurrencies.map(\.code))
        for row in icuCurrencies {
            if row.code.utf8.count != 3 || !row.code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) {
                diagnostics.report(file, row.line, "code \"\(row.code)\" is not three capital letters")
            }
            if let previous, previous >= row.code {
                diagnostics.report(file, row.line, "code \(row.code) is not after \(previous) (rows sorted, each once)")
            }
            previous = row.code
            for (column, digits) in [("digits", row.digits), ("latestDigits", row.latestDigits)]
            where !(0...4).contains(digits ?? -1) {
                diagnostics.report(file, row.line, "\(column) of \(row.code) are not a number from 0 to 4")
            }
            if !Self.icuCurrencyTypes.contains(row.types) {
                diagnostics.report(
                    file, row.line,
                    "types \"\(row.types.joined(separator: "|"))\" are not common or uncommon, optionally with |deprecated")
            }
            if row.name.isEmpty { diagnostics.report(file, row.line, "\(row.code) has no name") }
            if !row.withdrawn.isEmpty, !Self.isISODate(row.withdrawn) {
                diagnostics.report(file, row.line, "withdrawn of \(row.code) is not a date YYYY-MM-DD")
            }
            if row.withdrawn.isEmpty, !row.successors.isEmpty {
                diagnostics.report(file, row.line, "\(row.code) has successors but no withdrawal date")
            }
            for successor in row.successors where !known.contains(successor) || successor == row.code {
                diagnostics.report(file, row.line, "successor \(successor) of \(row.code) is no other code of ICU or ISO 4217")
            }
            // The name is written into a Swift string literal as it is.
            if row.name.contains("\\") || row.name.contains("\"\"\"") {
                diagnostics.report(file, row.line, "name of \(row.code) has a backslash or three quotes")
            }
        }
        // Apple Pay's rules read USD from this table for every request: its absence means a broken import.
        if !icuCurrencies.contains(where: { $0.code == "USD" }) { diagnostics.report(file, 0, "has no USD") }
    }

    /// Whether `text` is `YYYY-MM-DD` with a month from 01 to 12 and a day from 01 to 31.
    static func isISODate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let month = Int(parts[1]), let day = Int(parts[2]), Int(parts[0]) != nil
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}
