/// ICU's currency codes, read from Data/icu-currencies.tsv (imported from the system's ICU by
/// Scripts/import-icu-currencies.sh).
extension ReferenceData {
    /// A row of `icu-currencies.tsv`: one code of ICU's `ucurr_openISOCurrencies(UCURR_ALL)`.
    package struct ICUCurrencyRow: Sendable, Hashable {
        /// The code (`DEM`); three capital letters.
        package var code: String
        /// The fraction digits ICU gives its amounts (`ucurr_getDefaultFractionDigits`), or nil when not a number.
        package var digits: Int?
        /// ICU's currency types: `common` or `uncommon`, then `deprecated` for a historic code.
        package var types: [String]
        /// ICU's English name.
        package var name: String
        /// The 1-based line in the file.
        package var line: Int
    }

    mutating func parseICUCurrencies(_ texts: [DataFile: String], diagnostics: inout DiagnosticCollector) {
        icuCurrencies = DataFile.icuCurrencies.rows(in: texts, diagnostics: &diagnostics).map { row in
            ICUCurrencyRow(
                code: row["code"], digits: row["digits"].allSatisfy(\.isASCII) ? Int(row["digits"]) : nil,
                types: row["types"].split(separator: "|", omittingEmptySubsequences: false).map(String.init),
                name: row["name"], line: row.line)
        }
    }
}
