/// Rendering of Data/icu-currencies.tsv into PPData's `ICUCurrency` table: one string literal, one line per code,
/// read into records on first use (as the time zone table is).
extension Renderer {
    func icuCurrency() -> String {
        var out = SwiftSource.header(sources: [.icuCurrencies])
        out += """

            extension ICUCurrency {
                /// The number of codes.
                static let count = \(data.icuCurrencies.count)

                /// One line per code, sorted: the code, a tab, ICU's fraction digits, a tab, the newest CLDR
                /// release's, a tab, its types (`common` or `uncommon`, then `|deprecated` for a historic code), a
                /// tab, the day it was withdrawn (empty when in use), a tab, its successors (`|`-separated), a tab,
                /// its English name.
                static let table: StaticString = \"\"\"

            """
        for row in data.icuCurrencies {
            // Validation refused rows without digits, names holding a tab, a line break, `\` or `"""`.
            out += "\(row.code)\t\(row.digits ?? 2)\t\(row.latestDigits ?? 2)\t\(row.types.joined(separator: "|"))\t"
            out += "\(row.withdrawn)\t\(row.successors.joined(separator: "|"))\t\(row.name)\n"
        }
        out += "\"\"\"\n\n"
        out += """
                /// The codes and digits alone, five bytes a code in the table's order: the code, ICU's digits, the
                /// newest CLDR release's. The Apple Pay rules' look-up reads only this.
                static let digitsTable: StaticString = "
            """
        for row in data.icuCurrencies { out += "\(row.code)\(row.digits ?? 2)\(row.latestDigits ?? 2)" }
        out += "\"\n}\n"
        return out
    }
}
