import ArgumentParser
import PPData

/// `ppdata show <code>`: everything ppdata knows about one currency, country or locale.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show everything ppdata knows about a currency, country or locale.",
        discussion: """
            <code> is a currency code (USD, or an ISO 4217 code PayPal does not take, such as KRW), a country code \
            (alpha-2, alpha-3, numeric, a withdrawn code such as AN, or PayPal's C2), an English country name, \
            or an MPL locale (fr_CA, fr-CA). Letter case does not matter.
            """
    )

    @Argument(help: "A currency, country or locale code.")
    var code: String

    @Option(help: "Output format: text or json.")
    var format: TableFormat = .text

    @Option(help: "Add localized names in this locale (resolved against the MPL locales; else en_US).")
    var locale: String?

    func validate() throws {
        if format == .csv { throw ValidationError("show prints one record; use --format text or json") }
        if ShowCommand.record(for: code) == nil {
            throw ValidationError("unknown currency, country or locale '\(code)'")
        }
    }

    func run() throws {
        guard var record = ShowCommand.record(for: code) else {
            throw ValidationError("unknown currency, country or locale '\(code)'")
        }
        if let names = LocalizedTableNames(locale) { record = names.localize(record) }
        switch format {
        case .json: print(record.json.serialized(pretty: true))
        case .text, .csv:
            let width = record.keys.map(\.count).max() ?? 0
            for (key, value) in record.fields {
                print(key + ":" + String(repeating: " ", count: width - key.count + 1) + TableRecord.cell(value))
            }
        }
    }

    /// The record `show` prints for `text`, or nil when it names nothing ppdata knows.
    static func record(for text: String) -> TableRecord? {
        let trimmed = String(text.trimmingWhitespaceForShow)
        if trimmed.count == 3, trimmed.allSatisfy(\.isLetter) {
            if let currency = CurrencyCode(caseInsensitive: trimmed) {
                return kind("currency", TableRecords.currency(currency), extra: [("paypalSupported", .bool(true))])
            }
            if let iso = ISOCurrency.lookup(trimmed.uppercased()) {
                return isoOnlyCurrency(iso)
            }
            if let country = CountryCode(alpha3: trimmed) { return countryRecord(country) }
        }
        if trimmed.count == 2 {
            let upper = trimmed.uppercased()
            if let country = CountryCode(rawValue: upper) { return countryRecord(country) }
            if let withdrawn = WithdrawnCountryCode(rawValue: upper) {
                return kind("country", TableRecords.withdrawn(withdrawn), extra: [
                    ("withdrawalDate", .string(withdrawn.withdrawalDate))
                ])
            }
            if let paypalOnly = PayPalOnlyCountryCode(rawValue: upper) {
                return TableRecord(fields: [
                    ("kind", .string("country")),
                    ("code", .string(paypalOnly.rawValue)),
                    ("name", .string(paypalOnly.name)),
                    ("iso", .bool(false)),
                    ("paypalSupported", .bool(true)),
                    ("addressFormat", .string(paypalOnly.addressFormat.rawValue)),
                ])
            }
        }
        if trimmed.count == 3, let country = CountryCode(numeric: trimmed) { return countryRecord(country) }
        let resolution = MPLLocale.resolve(trimmed)
        if !resolution.isFallback {
            return kind("locale", TableRecords.locale(resolution.locale), extra: [])
        }
        if let country = CountryCode(englishName: trimmed) { return countryRecord(country) }
        return nil
    }

    private static func countryRecord(_ country: CountryCode) -> TableRecord {
        kind("country", TableRecords.country(country), extra: [])
    }

    private static func isoOnlyCurrency(_ iso: ISOCurrency) -> TableRecord {
        TableRecord(fields: [
            ("kind", .string("currency")),
            ("code", .string(iso.code)),
            ("numeric", .string(iso.numericCode)),
            ("name", .string(iso.englishName)),
            ("minorUnits", iso.minorUnits.map(JSONOutput.int) ?? .null),
            ("paypalSupported", .bool(false)),
        ])
    }

    private static func kind(_ kind: String, _ record: TableRecord, extra: [(String, JSONOutput)]) -> TableRecord {
        TableRecord(fields: [("kind", .string(kind))] + record.fields + extra)
    }
}

extension String {
    fileprivate var trimmingWhitespaceForShow: Substring {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view = view.dropFirst() }
        while let last = view.last, last.isWhitespace { view = view.dropLast() }
        return view
    }
}
