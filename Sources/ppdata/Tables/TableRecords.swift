import ArgumentParser
import PPData
import PPDataFormatting
import PPDataValidation

/// One row of a reference table as ordered named fields, rendered alike as JSON, CSV and text.
struct TableRecord {
    var fields: [(String, JSONOutput)]

    var json: JSONOutput { .object(fields) }
    var keys: [String] { fields.map(\.0) }
    var cells: [String] { fields.map { TableRecord.cell($0.1) } }

    /// A value as one text or CSV cell: lists are space-separated, null is empty.
    static func cell(_ value: JSONOutput) -> String {
        switch value {
        case .string(let text), .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: ""
        case .array(let items): items.map(cell).joined(separator: " ")
        case .object: value.serialized()
        }
    }
}

/// The records of the `list` tables and `show`, with the field names of the CLI spec.
enum TableRecords {
    /// A diagnostic code: its severity over all kinds, the kinds that report it, and its summary.
    static func code(_ explanation: DiagnosticExplanation) -> TableRecord {
        TableRecord(fields: [
            ("code", .string(explanation.code.rawValue)),
            ("severity", .string(ExplanationText.words(explanation.severities))),
            ("summary", .string(explanation.summary)),
        ])
    }

    static func currency(_ currency: CurrencyCode) -> TableRecord {
        TableRecord(fields: [
            ("code", .string(currency.rawValue)),
            ("numeric", .string(currency.numericCode)),
            ("name", .string(currency.englishName)),
            ("minorUnits", .int(currency.isoMinorUnits)),
            ("paypalDecimals", .int(currency.paypalDecimals)),
            ("inCountryOnly", .bool(currency.isInCountryOnly)),
            ("apis", .array(currency.supportedAPIs.map { .string($0.rawValue) })),
        ])
    }

    static func country(_ country: CountryCode) -> TableRecord {
        TableRecord(fields: [
            ("code", .string(country.rawValue)),
            ("alpha3", .string(country.alpha3)),
            ("numeric", .string(country.numericCode)),
            ("name", .string(country.englishName)),
            ("paypalSupported", .bool(country.isPayPalSupported)),
            ("locales", .array(country.mplLocales.map { .string($0.rawValue) })),
            ("withdrawn", .bool(false)),
            ("successors", .array([])),
        ])
    }

    /// A withdrawal whose alpha-2 code no country uses now, or one that `WithdrawnCountryCode` does not have (the
    /// code went to a country again, AIDJ's AI; or was withdrawn again later, CSHH's CS): as `withdrawn(_:)` has it,
    /// and PayPal lists none of the latter.
    static func former(_ code: FormerCountryCode) -> TableRecord {
        if let withdrawn = WithdrawnCountryCode(rawValue: code.alpha2), withdrawn.alpha4 == code.rawValue {
            return self.withdrawn(withdrawn)
        }
        return withdrawal(
            code: code.alpha2, alpha3: code.alpha3, numeric: code.numericCode, name: code.englishName,
            paypalSupported: false, successors: code.successors)
    }

    static func withdrawn(_ code: WithdrawnCountryCode) -> TableRecord {
        withdrawal(
            code: code.rawValue, alpha3: code.alpha3, numeric: code.numericCode, name: code.englishName,
            paypalSupported: code.isInPayPalTable, successors: code.successors)
    }

    /// A withdrawn country's record, with the members of a country's (`list countries`).
    private static func withdrawal(
        code: String, alpha3: String, numeric: String, name: String, paypalSupported: Bool, successors: [CountryCode]
    ) -> TableRecord {
        TableRecord(fields: [
            ("code", .string(code)),
            ("alpha3", .string(alpha3)),
            ("numeric", .string(numeric)),
            ("name", .string(name)),
            ("paypalSupported", .bool(paypalSupported)),
            ("locales", .array([])),
            ("withdrawn", .bool(true)),
            ("successors", .array(successors.map { .string($0.rawValue) })),
        ])
    }

    static func locale(_ locale: MPLLocale) -> TableRecord {
        TableRecord(fields: [
            ("code", .string(locale.rawValue)),
            ("language", .string(locale.language)),
            ("country", .string(locale.country.rawValue)),
        ])
    }

    /// Every ISO 3166-1 country plus the withdrawn codes PayPal still lists, sorted by code.
    static func allCountries() -> [TableRecord] {
        let iso = CountryCode.allCases.map { ($0.rawValue, country($0)) }
        let listed = WithdrawnCountryCode.allCases.filter(\.isInPayPalTable).map { ($0.rawValue, withdrawn($0)) }
        return (iso + listed).sorted { $0.0 < $1.0 }.map(\.1)
    }
}

/// Localized names for the table commands' `--locale` option, resolved with MPL's fallback to en_US.
struct LocalizedTableNames {
    let locale: MPLLocale

    /// How `--locale` resolved, for the fallback note.
    let resolution: MPLLocaleResolution

    /// The names for `identifier`, or nil when no `--locale` was given.
    init?(_ identifier: String?) {
        guard let identifier else { return nil }
        resolution = MPLLocale.resolve(identifier)
        locale = resolution.locale
    }

    /// Says on standard error that the names are en_US's when MPL does not support the requested locale, as
    /// `format` does.
    func noteFallback() {
        if resolution.isFallback {
            StandardError.print(FormatCommand.fallbackNote(requested: resolution.requested, used: resolution.locale))
        }
    }

    /// `records` localized (`localize`), or, when ICU cannot be used, the error on standard error and exit status 2,
    /// as `format` ends then.
    func localizing(_ records: [TableRecord], keepingColumns: Bool) throws -> [TableRecord] {
        do throws(FormattingError) {
            return try records.map { (record) throws(FormattingError) in try localize(record, keepingColumns: keepingColumns) }
        } catch {
            StandardError.print("error: \(error.description)")
            throw ExitCode(2)
        }
    }

    /// Adds `localizedName` (and for currencies `symbol`) after `name`: any currency code ICU names (a PayPal
    /// currency, KRW, DEM), a current country. A record without a localized name (a withdrawn country code) gets an
    /// empty one when `keepingColumns` is set, so every row of a table has the same columns. Throws when ICU cannot
    /// be used: a table without the names asked for is the job not done (`format`'s exit status 2).
    func localize(_ record: TableRecord, keepingColumns: Bool = false) throws(FormattingError) -> TableRecord {
        guard let code = record.fields.first(where: { $0.0 == "code" }).map({ TableRecord.cell($0.1) }) else { return record }
        var extra: [(String, JSONOutput)] = []
        if code.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) {
            let names = try LocalizedNames.currencyNames(code: code, locale: locale)
            extra = [("localizedName", .string(names.displayName)), ("symbol", .string(names.symbol))]
        } else if code.count == 2, let country = CountryCode(rawValue: code) {
            extra = [("localizedName", .string(try country.localizedName(in: locale)))]
        } else if keepingColumns {
            extra = [("localizedName", .null)]
        } else {
            return record
        }
        var fields = record.fields
        let position = (fields.firstIndex { $0.0 == "name" } ?? fields.count - 1) + 1
        fields.insert(contentsOf: extra, at: position)
        return TableRecord(fields: fields)
    }
}
