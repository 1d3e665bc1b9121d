import ArgumentParser
import PPData
import PPDataValidation

/// `ppdata show <code>`: everything ppdata knows about one currency, country or locale.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show everything ppdata knows about a currency, country or locale.",
        discussion: """
            <code> is a currency code (USD, or an ISO 4217 code PayPal does not take, such as KRW), a country code \
            (alpha-2, alpha-3, numeric, a withdrawn code such as AN, or PayPal's C2), an English country name, \
            or an MPL locale (fr_CA, fr-CA), alone or after its kind: `ppdata show country SLE` is Sierra Leone, \
            where SLE alone is its currency. Letter case does not matter. A country shows its address format too: \
            the fields and which are required, the postal-code pattern (matched against the whole code) with \
            examples, and the subdivisions (code, ISO 3166-2 code, names).
            """
    )

    @Argument(help: "A currency, country or locale code, alone or after its kind (currency, country, locale).")
    var code: String

    /// Words after the first: the code when the first names its kind (`ppdata show country SLE`, as `list` takes a
    /// kind first), or the rest of a country name typed without quotes (`ppdata show United Kingdom`).
    @Argument(help: ArgumentHelp(visibility: .hidden))
    var moreWords: [String] = []

    @Option(help: "Output format.")
    var format: RecordFormat = .text

    @Option(help: "Add localized names in this locale (resolved against the MPL locales; else en_US).")
    var locale: String?

    /// The kinds a record can be, as `show` spells them and `list` names their tables.
    enum RecordKind: String, CaseIterable {
        case currency, country, locale

        /// The kind `word` names, singular or plural, in any letter case.
        init?(word: String) {
            let lower = word.lowercased()
            guard let kind = RecordKind.allCases.first(where: { lower == $0.rawValue || lower == $0.table.rawValue }) else {
                return nil
            }
            self = kind
        }

        /// The kind's table in `ppdata list`, whose name is the kind's plural.
        var table: ListCommand.Table {
            switch self {
            case .currency: .currencies
            case .country: .countries
            case .locale: .locales
            }
        }

        /// A code of this kind, for messages.
        var example: String {
            switch self {
            case .currency: "USD"
            case .country: "GB"
            case .locale: "fr_CA"
            }
        }
    }

    /// The kind asked for, if the first word names one and a code follows, and the code.
    var query: (kind: RecordKind?, code: String) {
        if let kind = RecordKind(word: code), !moreWords.isEmpty { return (kind, moreWords.joined(separator: " ")) }
        return (nil, ([code] + moreWords).joined(separator: " "))
    }

    func validate() throws {
        let (kind, code) = query
        guard ShowCommand.record(for: code, kind: kind) == nil else { return }
        if let kind {
            // Say what the code is without the kind: `show locale 392` is no locale, and 392 alone is Japan. A
            // withdrawal by its four-letter code: its alpha-2 may be a current country's (AIDJ's AI is Anguilla).
            let elsewhere = ShowCommand.record(for: code).map { record in
                let field = { (name: String) in record.fields.first { $0.0 == name }.map { TableRecord.cell($0.1) } }
                let shown = String(code.trimmingWhitespaceForShow)
                return "; without the kind, `ppdata show \(shown)` finds the \(field("kind") ?? "") "
                    + (field("alpha4") ?? field("code") ?? "")
            }
            throw ValidationError("unknown \(kind.rawValue) '\(code)'" + (elsewhere ?? ""))
        }
        if let named = RecordKind(word: code) {
            throw ValidationError("'\(code)' is a kind: name one after it (`ppdata show \(named.rawValue) \(named.example)`), "
                + "or list them all with `ppdata list \(named.table.rawValue)`")
        }
        // A diagnostic code is a natural thing to try here; say where its explanation is.
        if DiagnosticCode(rawValue: code.uppercased()).explanation != nil {
            throw ValidationError("'\(code)' is a diagnostic code, not a currency, country or locale: run `ppdata explain \(code.uppercased())`")
        }
        // A locale MPL does not support, or a currency's name: say what is near.
        if code.contains(where: { $0 == "_" || $0 == "-" }), let sameLanguage = MPLLocale.sameLanguage(as: code) {
            throw ValidationError("'\(code)' is not an MPL locale; the MPL locale with the same language is \(sameLanguage)")
        }
        if let currency = CurrencyCode.suggestion(for: code), ShowCommand.record(for: currency) != nil {
            throw ValidationError("unknown currency, country or locale '\(code)'; did you mean \(currency) (`ppdata show \(currency)`)?")
        }
        throw ValidationError("unknown currency, country or locale '\(code)'")
    }

    func run() throws {
        let (kind, code) = query
        guard var record = ShowCommand.record(for: code, kind: kind) else {
            throw ValidationError("unknown currency, country or locale '\(code)'")
        }
        if let names = LocalizedTableNames(locale) {
            names.noteFallback()
            // A country has the member even without a name (a withdrawn code: null), as in `list countries`.
            let isCountry = record.fields.contains { $0.0 == "kind" && TableRecord.cell($0.1) == "country" }
            record = try names.localizing([record], keepingColumns: isCountry).first ?? record
        }
        switch format {
        case .json: print(record.json.serialized(pretty: true))
        case .text:
            let width = record.keys.map(\.count).max() ?? 0
            for (key, value) in record.fields {
                let label = key + ":" + String(repeating: " ", count: width - key.count + 1)
                if key == "subdivisions", case .array(let items) = value, let rows = ShowCommand.subdivisionLines(items) {
                    print(label + String(items.count))
                    for row in rows { print(TableRenderer.trimmingTrailingSpaces("  " + row)) }
                } else {
                    print(TableRenderer.trimmingTrailingSpaces(label + TableRecord.cell(value)))
                }
            }
        }
    }

    /// The record `show` prints for `text`, or nil when it names nothing ppdata knows. Without a kind, a currency
    /// code wins over a country's alpha-3 code (SLE), and a country code over a locale; an English country name
    /// comes last.
    static func record(for text: String, kind: RecordKind? = nil) -> TableRecord? {
        let trimmed = String(text.trimmingWhitespaceForShow)
        switch kind {
        case .currency:
            // Named as a currency, a numeric code or an English name is one (`show currency 392` is the yen, where
            // 392 alone is Japan), as `show country` takes a country's name.
            return currencyRecord(for: trimmed) ?? icuOnlyCurrencyRecord(for: trimmed)
                ?? CurrencyCode.suggestion(for: trimmed).flatMap(currencyRecord(for:))
        case .country: return countryRecord(forCode: trimmed) ?? countryRecord(forName: trimmed)
        case .locale: return localeRecord(for: trimmed)
        case nil:
            // A code only ICU lists comes last: ESP and BEL are Spain and Belgium before the peseta and the franc.
            return currencyRecord(for: trimmed) ?? countryRecord(forCode: trimmed) ?? localeRecord(for: trimmed)
                ?? countryRecord(forName: trimmed) ?? icuOnlyCurrencyRecord(for: trimmed)
        }
    }

    private static func currencyRecord(for trimmed: String) -> TableRecord? {
        guard trimmed.count == 3, trimmed.allSatisfy(\.isLetter) else { return nil }
        let upper = trimmed.uppercased()
        if let currency = CurrencyCode(caseInsensitive: trimmed) {
            return kind(
                "currency", TableRecords.currency(currency),
                extra: [("paypalSupported", .bool(true)), applePayDecimals(currency.rawValue)])
        }
        return ISOCurrency.lookup(upper).map(isoOnlyCurrency)
    }

    private static func icuOnlyCurrencyRecord(for trimmed: String) -> TableRecord? {
        guard trimmed.count == 3, trimmed.allSatisfy(\.isLetter) else { return nil }
        return ICUCurrency(trimmed.uppercased()).map(icuOnlyCurrency)
    }

    /// The places an Apple Pay amount in the currency keeps to on every system (ICU's fewest), null for a code the
    /// ICU table lacks.
    private static func applePayDecimals(_ code: String) -> (String, JSONOutput) {
        ("applePayDecimals", ICUCurrency(code).map { .int($0.fewestFractionDigits) } ?? .null)
    }

    private static func countryRecord(forCode trimmed: String) -> TableRecord? {
        if trimmed.count == 3, trimmed.allSatisfy(\.isLetter), let country = CountryCode(alpha3: trimmed) {
            return countryRecord(country)
        }
        if trimmed.count == 2 {
            let upper = trimmed.uppercased()
            if let country = CountryCode(rawValue: upper) { return countryRecord(country) }
            if let withdrawn = WithdrawnCountryCode(rawValue: upper) { return withdrawnRecord(withdrawn) }
            if let paypalOnly = PayPalOnlyCountryCode(rawValue: upper) {
                return TableRecord(fields: [
                    ("kind", .string("country")),
                    ("code", .string(paypalOnly.rawValue)),
                    ("name", .string(paypalOnly.name)),
                    ("iso", .bool(false)),
                    ("paypalSupported", .bool(true)),
                    ("addressFormat", .string(paypalOnly.addressFormat.rawValue)),
                ] + addressFields(paypalOnly.addressFormat.addressFormat))
            }
        }
        if trimmed.count == 3, let country = CountryCode(numeric: trimmed) { return countryRecord(country) }
        let upper = trimmed.uppercased()
        // ISO 3166-3's four-letter code names one withdrawal (AIDJ, CSHH).
        if trimmed.count == 4, let former = FormerCountryCode(rawValue: upper) { return formerRecord(former) }
        // A withdrawn country by its alpha-3 or numeric code (ANT, SUN, AFI, 530). YU and CS shared 891: the code's
        // last holder, Serbia and Montenegro, is shown.
        let withdrawals = FormerCountryCode.allCases.filter { $0.alpha3 == upper || $0.numericCode == trimmed }
        if trimmed.count == 3, let last = withdrawals.max(by: { $0.withdrawalDate < $1.withdrawalDate }) {
            return formerRecord(last)
        }
        return nil
    }

    private static func withdrawnRecord(_ withdrawn: WithdrawnCountryCode) -> TableRecord {
        guard let former = FormerCountryCode(rawValue: withdrawn.alpha4) else {
            return kind("country", TableRecords.withdrawn(withdrawn), extra: [("withdrawalDate", .string(withdrawn.withdrawalDate))])
        }
        return formerRecord(former)
    }

    /// A withdrawal's record: its date and ISO 3166-3 code, and the name of the country that holds its alpha-2 code
    /// now, if any (AIDJ's AI is Anguilla's).
    private static func formerRecord(_ former: FormerCountryCode) -> TableRecord {
        let holder = CountryCode(rawValue: former.alpha2)
        return kind("country", TableRecords.former(former), extra: [
            ("withdrawalDate", .string(former.withdrawalDate)),
            ("alpha4", .string(former.rawValue)),
        ] + (holder.map { [("alpha2ReassignedTo", .string($0.englishName))] } ?? []))
    }

    private static func localeRecord(for trimmed: String) -> TableRecord? {
        let resolution = MPLLocale.resolve(trimmed)
        return resolution.isFallback ? nil : kind("locale", TableRecords.locale(resolution.locale), extra: [])
    }

    private static func countryRecord(forName trimmed: String) -> TableRecord? {
        guard let country = CountryCode(englishName: trimmed) else { return nil }
        var record = countryRecord(country)
        // Two letters found by name ("UK") look like a code, and `validate` rejects them as one: say so.
        if trimmed.count == 2 {
            record.fields.append((
                "note",
                .string("'\(trimmed)' is a name of \(country.englishName), not a country code; documents must write \(country.rawValue)")
            ))
        }
        return record
    }

    private static func countryRecord(_ country: CountryCode) -> TableRecord {
        kind("country", TableRecords.country(country), extra: addressFields(country.addressFormat))
    }

    /// The address format's fields of a country record: the fields and which are required, the postal code's
    /// name, pattern (matched against the whole code) and examples, and the subdivisions.
    static func addressFields(_ format: AddressFormat) -> [(String, JSONOutput)] {
        let postal = format.hasPostalCode
        return [
            ("addressFields", .array(format.fields.map { .string($0.rawValue) })),
            ("requiredAddressFields", .array(format.requiredFields.map { .string($0.rawValue) })),
            ("postalCodeName", postal ? .string(format.postalCodeKind.displayName) : .null),
            ("postalCodePattern", JSONOutput.optional(format.postalCodePattern)),
            ("postalCodeExample", JSONOutput.optional(format.postalCodeExample)),
            ("postalCodeExamples", .array(format.postalCodeExamples.map(JSONOutput.string))),
            (
                "administrativeAreaName",
                format.fields.contains(.administrativeArea) ? .string(format.administrativeAreaKind.displayName) : .null
            ),
            (
                "subdivisions",
                .array(format.subdivisions.map { subdivision in
                    .object([
                        ("code", .string(subdivision.key)),
                        ("iso", JSONOutput.optional(subdivision.iso3166Code)),
                        ("name", .string(subdivision.name)),
                        ("latinName", JSONOutput.optional(subdivision.latinName)),
                        ("latinShortName", JSONOutput.optional(subdivision.latinShortName)),
                        ("localNames", .array(subdivision.localNames.map(JSONOutput.string))),
                    ])
                })
            ),
        ]
    }

    /// Text lines for a list of subdivision objects (`CA  US-CA  California`), or nil for any other list.
    static func subdivisionLines(_ items: [JSONOutput]) -> [String]? {
        var rows: [[String]] = []
        for item in items {
            guard case .object(let members) = item else { return nil }
            let values = Dictionary(members, uniquingKeysWith: { first, _ in first })
            var names = [TableRecord.cell(values["name"] ?? .null)]
            for key in ["latinName", "latinShortName"] {
                if let latin = values[key], latin != .null { names.append(TableRecord.cell(latin)) }
            }
            if case .array(let local)? = values["localNames"] { names += local.map(TableRecord.cell) }
            rows.append([TableRecord.cell(values["code"] ?? .null), TableRecord.cell(values["iso"] ?? .null),
                names.joined(separator: " / ")])
        }
        // Terminal columns, not characters: China's and Japan's codes are written in wide ideographs.
        let codeWidth = rows.map { DisplayWidth.of($0[0]) }.max() ?? 0
        let isoWidth = rows.map { DisplayWidth.of($0[1]) }.max() ?? 0
        return rows.map { row in
            row[0] + String(repeating: " ", count: codeWidth - DisplayWidth.of(row[0]) + 2)
                + row[1] + String(repeating: " ", count: isoWidth - DisplayWidth.of(row[1]) + 2) + row[2]
        }
    }

    private static func isoOnlyCurrency(_ iso: ISOCurrency) -> TableRecord {
        TableRecord(fields: [
            ("kind", .string("currency")),
            ("code", .string(iso.code)),
            ("numeric", .string(iso.numericCode)),
            ("name", .string(iso.englishName)),
            ("minorUnits", iso.minorUnits.map(JSONOutput.int) ?? .null),
            ("paypalSupported", .bool(false)),
            applePayDecimals(iso.code),
        ])
    }

    /// A code ICU lists that ISO 4217's current list does not (`DEM`): Apple Pay accepts it.
    private static func icuOnlyCurrency(_ icu: ICUCurrency) -> TableRecord {
        TableRecord(fields: [
            ("kind", .string("currency")),
            ("code", .string(icu.code)),
            ("name", .string(icu.englishName)),
            ("iso", .bool(false)),
            // Withdrawn by CLDR's territories too: ICU 72 does not mark BGN, which Bulgaria gave up for EUR in 2026.
            ("historic", .bool(icu.isDeprecated || icu.withdrawn != nil)),
            ("withdrawn", icu.withdrawn.map(JSONOutput.string) ?? .null),
            ("successors", .array(icu.successors.map(JSONOutput.string))),
            ("paypalSupported", .bool(false)),
            ("applePayDecimals", .int(icu.fewestFractionDigits)),
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
