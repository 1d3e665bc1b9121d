import ArgumentParser
import PPData
import PPDataValidation

/// `ppdata list currencies|countries|locales|codes`: prints a reference table.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the currencies, countries or MPL locales ppdata knows, or the codes validate reports.",
        discussion: "`ppdata explain CODE` says more about one diagnostic code."
    )

    /// The tables `list` prints.
    enum Table: String, ExpressibleByArgument, CaseIterable {
        case currencies, countries, locales, codes

        /// What each table lists, for `--help` and the manual page.
        static var allValueDescriptions: [String: String] {
            [
                "currencies": "the currencies PayPal supports",
                "countries": "every ISO 3166-1 country, and the withdrawn codes PayPal lists",
                "locales": "the locales of the PayPal Mobile Payments Library",
                "codes": "the diagnostic codes validate reports",
            ]
        }
    }

    // A positional argument's values get no descriptions from swift-argument-parser: they are said in the
    // discussion, which the manual page prints too (without one it drew an empty paragraph there).
    @Argument(help: ArgumentHelp(
        "The table to print.",
        discussion: Table.allCases.map { "\($0.rawValue): \(Table.allValueDescriptions[$0.rawValue] ?? "")." }
            .joined(separator: " ")))
    var table: Table

    @Option(help: "Output format.")
    var format: TableFormat = .text

    @Option(help: "Add localized names in this locale (resolved against the MPL locales; else en_US).")
    var locale: String?

    func validate() throws {
        if locale != nil, table != .currencies, table != .countries {
            throw ValidationError("--locale adds localized names to the currencies and countries tables; `list \(table.rawValue)` has none")
        }
    }

    func run() throws {
        var records: [TableRecord]
        switch table {
        case .currencies: records = CurrencyCode.allCases.map(TableRecords.currency)
        case .countries: records = TableRecords.allCountries()
        case .locales: records = MPLLocale.allCases.map(TableRecords.locale)
        case .codes: records = DiagnosticCode.all.compactMap(\.explanation?.masked).map(TableRecords.code)
        }
        if let names = LocalizedTableNames(locale) {
            names.noteFallback()
            records = try names.localizing(records, keepingColumns: true)
        }
        let header = records.first?.keys ?? []
        switch format {
        case .json: print(JSONOutput.array(records.map(\.json)).serialized(pretty: true))
        case .csv: print(TableRenderer.csv(header: header, rows: records.map(\.cells)), terminator: "")
        case .text: print(TableRenderer.text(header: header, rows: records.map(\.cells)))
        }
    }
}
