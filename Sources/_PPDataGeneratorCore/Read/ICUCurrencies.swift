/// ICU's currency codes, read from Data/icu-currencies.tsv (imported from the system's ICU by
/// Scripts/import-icu-currencies.sh).
extension ReferenceData {
    /// A row of `icu-currencies.tsv`: one code of ICU's `ucurr_openISOCurrencies(UCURR_ALL)`.
    package struct ICUCurrencyRow: Sendable, Hashable {
        /// The code (`DEM`); three capital letters.
        package var code: String
        /// The fraction digits ICU gives its amounts (`ucurr_getDefaultFractionDigits`), or nil when not a number.
        package var digits: Int?
        /// The newest CLDR release's fraction digits for the code, or nil when not a number.
        package var latestDigits: Int?
        /// ICU's currency types: `common` or `uncommon`, then `deprecated` for a historic code.
        package var types: [String]
        /// ICU's English name.
        package var name: String
        /// The last day CLDR gives the code as legal tender anywhere, `YYYY-MM-DD`, when its use has ended
        /// everywhere; empty otherwise.
        package var withdrawn: String
        /// The codes that replaced a withdrawn code where it was given up last.
        package var successors: [String]
        /// The 1-based line in the file.
        package var line: Int
    }

    /// A cell's fraction digits: one ASCII digit, else nil (reported by the validation).
    static func digitCount(_ cell: String) -> Int? {
        cell.utf8.count == 1 && cell.allSatisfy(\.isASCII) ? Int(cell) : nil
    }

    mutating func parseICUCurrencies(_ texts: [DataFile: String], diagnostics: inout DiagnosticCollector) {
        icuCurrencies = DataFile.icuCurrencies.rows(in: texts, diagnostics: &diagnostics).map { row in
            ICUCurrencyRow(
                code: row["code"], digits: Self.digitCount(row["digits"]), latestDigits: Self.digitCount(row["latestDigits"]),
                types: row["types"].split(separator: "|", omittingEmptySubsequences: false).map(String.init),
                name: row["name"], withdrawn: row["withdrawn"],
                successors: row["successors"].split(separator: "|").map(String.init), line: row.line)
        }
    }
}
