/// Rendering of Data/icu-currencies.tsv into PPData's `ICUCurrency` table: one string literal, one line per code,
/// read into records on first use (as the time zone table is).
extension Renderer {
    func icuCurrency() -> String {
        var out = SwiftSource.header(sources: [.icuCurrencies])
        out += """

            extension ICUCurrency {
                /// The number of codes.
                static let count = \(data.icuCurrencies.count)

                /// One line per code, sorted: the code, a tab, its fraction digits, a tab, its types (`common` or
                /// `uncommon`, then `|deprecated` for a historic code), a tab, its English name.
                static let table: StaticString = \"\"\"

            """
        for row in data.icuCurrencies {
            out += "\(row.code)\t\(row.digits ?? 2)\t\(row.types.joined(separator: "|"))\t\(row.name)\n"
        }
        out += "\"\"\"\n}\n"
        return out
    }
}
