import Foundation

/// Everything the generator knows after reading Data/, before validation.
///
/// Each record keeps the file and line it came from so validation can point at it.
package struct ReferenceData: Sendable {
    /// A row of the ISO 4217 snapshot.
    package struct ISOCurrency: Sendable, Hashable {
        package var code: String, numeric: String, name: String, minorUnits: Int?
        package var line: Int
    }
    /// A row of PayPal's currency table: its precision, and which APIs' lists name it.
    package struct PayPalCurrency: Sendable, Hashable {
        package var code: String, paypalDecimals: Int, inCountryOnly: Bool
        /// In the MPL guide's appendix A; in PayPal's REST currency codes.
        package var mpl: Bool, rest: Bool
        /// The local payment methods PayPal's v6 Web SDK samples take the currency with (their eligibility keys).
        package var localMethods: [String] = []
        /// The whole amount at or above which the Android MPL library refuses a payment; nil when it sets none.
        package var mplAndroidLimit: Int?
        package var line: Int
    }
    /// A row of the ISO 3166-1 snapshot.
    package struct Country: Sendable, Hashable {
        package var alpha2: String, alpha3: String, numeric: String, name: String
        package var commonName: String, officialName: String
        package var line: Int
    }
    /// A row of the ISO 3166-3 snapshot joined with its successors.
    package struct WithdrawnCountry: Sendable, Hashable {
        package var alpha4: String, alpha2: String, alpha3: String, numeric: String, name: String, withdrawn: String
        package var successors: [String]
        package var line: Int
    }
    /// A row of the successor table.
    package struct Successors: Sendable, Hashable {
        package var alpha4: String, successors: [String]
        package var line: Int
    }
    /// A row of PayPal's supported-countries table.
    package struct PayPalCountry: Sendable, Hashable {
        package var code: String
        package var line: Int
    }
    /// A PayPal-only country code such as C2.
    package struct PayPalOnlyCountry: Sendable, Hashable {
        package var code: String, name: String, addressFormat: String
        package var line: Int
    }
    /// An MPL locale.
    package struct Locale: Sendable, Hashable {
        package var code: String, language: String, country: String
        package var line: Int
    }
    /// A common mistake for a country code or name.
    package struct CountryAlias: Sendable, Hashable {
        package var alias: String, code: String
        package var line: Int
    }

    /// A row of Data/address/countries.tsv: one country's address format (Google's letters and names).
    package struct AddressCountry: Sendable, Hashable {
        package var country: String, required: String, upper: String, fields: String
        package var postalPattern: String, postalExamples: [String], postalPrefix: String
        package var postalName: String, adminName: String, localityName: String
        package var line: Int
    }
    /// A row of Data/address/subdivisions.tsv: one top-level subdivision of a country.
    package struct Subdivision: Sendable, Hashable {
        package var country: String, key: String, iso: String, name: String, latinName: String
        package var otherNames: [String], postalPrefix: String
        package var line: Int
        /// PayPal's values for it that are not among its other spellings (Data/address/paypal-state-codes.tsv),
        /// attached by `attachPayPalStateCodes`.
        package var paypalValues: [String] = []

        /// A Chinese subdivision's Latin name without its Hanyu Pinyin type word (`Shanghai` for `Shanghai Shi`,
        /// `Ningxia` for `Ningxia Huizuzizhiqu`), nil elsewhere. China's provinces are usually written so in Latin
        /// letters, and PayPal's own replies do: its sandbox buyer for China and C2 ships to `"state": "Shanghai"`
        /// (a Payments v1 sale in Ljqiii/Hairless-SpringCloud PaypalService.java at 0ca9662, 2020; Orders v2
        /// captures since). Sheng is a province, Shi a municipality, Zizhiqu (after a people's name) an
        /// autonomous region. PPData's `Subdivision.latinShortName` derives the same at run time
        /// (SubdivisionIndexTests holds the index to it).
        package var latinShortName: String? {
            guard country == "CN" else { return nil }
            let words = latinName.split(separator: " ")
            guard words.count >= 2, let last = words.last?.lowercased(),
                last == "sheng" || last == "shi" || last.hasSuffix("zizhiqu")
            else { return nil }
            return words.dropLast().joined(separator: " ")
        }

        /// The forms of the name lookups accept beside it: `latinShortName`, and an Irish county without its "Co."
        /// (`Galway`) or with "County" written out (`County Galway`). PPData's `Subdivision.everydayNames` derives
        /// the same at run time (SubdivisionIndexTests holds the index to it).
        package var everydayNames: [String] {
            if let latinShortName { return [latinShortName] }
            guard country == "IE", name.hasPrefix("Co. ") else { return [] }
            let county = name.dropFirst(4)
            return [String(county), "County " + county]
        }
    }
    /// A row of Data/address/paypal-state-codes.tsv: one row of PayPal's state and province code tables.
    package struct PayPalStateCode: Sendable, Hashable {
        package var country: String, name: String, code: String, subdivision: String
        package var line: Int
        /// What PayPal takes in the state field: the code, or the name where the table lists names only.
        package var value: String { code.isEmpty ? name : code }
    }
    /// A row of Data/address/paypal-rules.tsv: a country on one of PayPal's address lists.
    package struct PayPalAddressRule: Sendable, Hashable {
        package var rule: String, country: String
        package var line: Int
    }

    package var isoCurrencies: [ISOCurrency] = []
    package var paypalCurrencies: [PayPalCurrency] = []
    package var countries: [Country] = []
    package var withdrawnCountries: [WithdrawnCountry] = []
    package var successors: [Successors] = []
    package var paypalCountries: [PayPalCountry] = []
    package var paypalOnlyCountries: [PayPalOnlyCountry] = []
    package var locales: [Locale] = []
    package var countryAliases: [CountryAlias] = []
    /// Phone metadata (types and parsing in Read/PhoneData.swift).
    package var phoneRegions: [PhoneRegion] = [], phoneNumberTypes: [PhoneNumberType] = []
    package var addressCountries: [AddressCountry] = []
    package var subdivisions: [Subdivision] = []
    package var paypalAddressRules: [PayPalAddressRule] = []
    package var paypalStateCodes: [PayPalStateCode] = []
    /// USPS's ZIP codes and the words of city names (types and parsing in Read/USZIPCodes.swift).
    package var usZIPCodes: [USZIPCode] = [], usCityWords: [USCityWord] = []
    /// Data/time-zones.tsv: every time zone name ICU or the IANA database accepts.
    package var timeZones: [TimeZoneRow] = []
    /// Data/icu-currencies.tsv: every currency code ICU knows, with its fraction digits.
    package var icuCurrencies: [ICUCurrencyRow] = []

    /// Creates an empty data set; tests fill it directly.
    package init() {}
}

/// The Data/ files the generator reads, with the columns each must have.
package enum DataFile: String, CaseIterable, Sendable {
    case iso4217 = "iso4217.tsv"
    case paypalCurrencies = "paypal-currencies.tsv"
    case phoneRegions = "phone/regions.tsv", phoneNumberTypes = "phone/number-types.tsv"
    case iso3166 = "iso3166-1.tsv"
    case iso3166Withdrawn = "iso3166-3.tsv"
    case withdrawnSuccessors = "withdrawn-successors.tsv"
    case paypalCountries = "paypal-countries.tsv"
    case paypalOnlyCountries = "paypal-only-countries.tsv"
    case mplLocales = "mpl-locales.tsv"
    case countryAliases = "country-aliases.tsv"
    case addressCountries = "address/countries.tsv"
    case subdivisions = "address/subdivisions.tsv"
    case paypalAddressRules = "address/paypal-rules.tsv"
    case paypalStateCodes = "address/paypal-state-codes.tsv"
    case usZIPCodes = "address/us-zip-codes.tsv", usCityWords = "address/us-city-words.tsv"
    case timeZones = "time-zones.tsv"
    case icuCurrencies = "icu-currencies.tsv"

    /// Columns the file must have.
    package var requiredColumns: [String] {
        switch self {
        case .iso4217: ["code", "numeric", "name", "minorUnits"]
        case .paypalCurrencies: ["code", "paypalDecimals", "inCountryOnly", "mpl", "rest", "localMethods", "mplAndroidLimit"]
        case .phoneRegions: PhoneColumns.regions
        case .phoneNumberTypes: PhoneColumns.numberTypes
        case .iso3166: ["alpha2", "alpha3", "numeric", "name", "commonName", "officialName"]
        case .iso3166Withdrawn: ["alpha4", "alpha2", "alpha3", "numeric", "name", "withdrawn"]
        case .withdrawnSuccessors: ["alpha4", "successors"]
        case .paypalCountries: ["code"]
        case .paypalOnlyCountries: ["code", "name", "addressFormat"]
        case .mplLocales: ["code", "language", "country"]
        case .countryAliases: ["alias", "code"]
        case .addressCountries:
            [
                "country", "required", "upper", "fields", "postal_pattern", "postal_examples", "postal_prefix",
                "postal_name", "admin_name", "locality_name",
            ]
        case .subdivisions: ["country", "key", "iso", "name", "latin_name", "other_names", "postal_prefix"]
        case .paypalAddressRules: ["rule", "country"]
        case .paypalStateCodes: ["country", "name", "code", "subdivision"]
        case .usZIPCodes: ["zip", "state", "city", "acceptable", "not_acceptable"]
        case .usCityWords: ["word", "abbreviation"]
        case .timeZones: ["name", "canonical", "sources"]
        case .icuCurrencies: ["code", "digits", "latestDigits", "types", "name", "withdrawn", "successors"]
        }
    }

    /// Columns whose values may start or end with a space because the space is part of the value
    /// (the envelope prefix `AZ ` is written before the code with its space: `AZ 1000`).
    package var paddedColumns: Set<String> {
        switch self {
        case .addressCountries: ["postal_prefix"]
        default: []
        }
    }
}

extension ReferenceData {
    /// Reads every file of `DataFile` from `directory`; a missing file or bad row is a diagnostic.
    package static func read(from directory: URL, diagnostics: inout DiagnosticCollector) -> ReferenceData {
        var texts: [DataFile: String] = [:]
        for file in DataFile.allCases {
            let url = directory.appendingPathComponent(file.rawValue)
            guard let data = try? Data(contentsOf: url) else {
                diagnostics.report(file.rawValue, 0, "cannot read \(url.path)")
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.report(file.rawValue, 0, "is not valid UTF-8")
                continue
            }
            texts[file] = text
        }
        return parse(texts, diagnostics: &diagnostics)
    }

    /// Parses already-loaded file texts (keyed by file); the seam golden tests use.
    package static func parse(_ texts: [DataFile: String], diagnostics: inout DiagnosticCollector) -> ReferenceData {
        var data = ReferenceData()
        data.parsePhone(texts, diagnostics: &diagnostics)
        data.parseUSZIPCodes(texts, diagnostics: &diagnostics)
        data.parseTimeZones(texts, diagnostics: &diagnostics)
        data.parseICUCurrencies(texts, diagnostics: &diagnostics)
        func table(_ file: DataFile) -> TSVTable? {
            guard let text = texts[file] else { return nil }
            let problems = diagnostics.diagnostics.count
            let table = TSVTable.parse(
                text, file: file.rawValue, requiredColumns: file.requiredColumns, paddedColumns: file.paddedColumns,
                diagnostics: &diagnostics)
            // An emptied table (its comments and header kept) generated empty types that only the tests noticed (a
            // contributor's trial): every one of these has rows. An empty withdrawn-successors.tsv is named better by
            // the check that each withdrawn code has a row there.
            if table.rows.isEmpty, file != .withdrawnSuccessors, diagnostics.diagnostics.count == problems {
                diagnostics.report(file.rawValue, 1, "the table has a header but no rows; restore them (git checkout)")
            }
            return table
        }
        func integer(_ row: TSVRow, _ column: String, _ file: DataFile) -> Int? {
            guard let value = Int(row[column]), row[column].allSatisfy(\.isASCII) else {
                diagnostics.report(file.rawValue, row.line, "\(column) \"\(row[column])\" is not an integer")
                return nil
            }
            return value
        }
        func boolean(_ row: TSVRow, _ column: String, _ file: DataFile) -> Bool? {
            switch row[column] {
            case "true": return true
            case "false": return false
            default:
                diagnostics.report(file.rawValue, row.line, "\(column) \"\(row[column])\" is not true or false")
                return nil
            }
        }
        func list(_ value: String) -> [String] {
            value.isEmpty ? [] : value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        }

        for row in table(.iso4217)?.rows ?? [] {
            var minorUnits: Int?
            if !row["minorUnits"].isEmpty {
                guard let units = integer(row, "minorUnits", .iso4217) else { continue }
                minorUnits = units
            }
            data.isoCurrencies.append(.init(
                code: row["code"], numeric: row["numeric"], name: row["name"], minorUnits: minorUnits, line: row.line))
        }
        for row in table(.paypalCurrencies)?.rows ?? [] {
            guard let decimals = integer(row, "paypalDecimals", .paypalCurrencies),
                let inCountry = boolean(row, "inCountryOnly", .paypalCurrencies),
                let mpl = boolean(row, "mpl", .paypalCurrencies), let rest = boolean(row, "rest", .paypalCurrencies)
            else { continue }
            var limit: Int?
            if !row["mplAndroidLimit"].isEmpty {
                guard let value = integer(row, "mplAndroidLimit", .paypalCurrencies) else { continue }
                limit = value
            }
            data.paypalCurrencies.append(.init(
                code: row["code"], paypalDecimals: decimals, inCountryOnly: inCountry, mpl: mpl, rest: rest,
                localMethods: list(row["localMethods"]), mplAndroidLimit: limit, line: row.line))
        }
        for row in table(.iso3166)?.rows ?? [] {
            data.countries.append(.init(
                alpha2: row["alpha2"], alpha3: row["alpha3"], numeric: row["numeric"], name: row["name"],
                commonName: row["commonName"], officialName: row["officialName"], line: row.line))
        }
        for row in table(.withdrawnSuccessors)?.rows ?? [] {
            data.successors.append(.init(alpha4: row["alpha4"], successors: list(row["successors"]), line: row.line))
        }
        let successorsByAlpha4 = Dictionary(data.successors.map { ($0.alpha4, $0.successors) }, uniquingKeysWith: { a, _ in a })
        for row in table(.iso3166Withdrawn)?.rows ?? [] {
            data.withdrawnCountries.append(.init(
                alpha4: row["alpha4"], alpha2: row["alpha2"], alpha3: row["alpha3"], numeric: row["numeric"],
                name: row["name"], withdrawn: row["withdrawn"],
                successors: successorsByAlpha4[row["alpha4"]] ?? [], line: row.line))
        }
        for row in table(.paypalCountries)?.rows ?? [] {
            data.paypalCountries.append(.init(code: row["code"], line: row.line))
        }
        for row in table(.paypalOnlyCountries)?.rows ?? [] {
            data.paypalOnlyCountries.append(.init(
                code: row["code"], name: row["name"], addressFormat: row["addressFormat"], line: row.line))
        }
        for row in table(.mplLocales)?.rows ?? [] {
            data.locales.append(.init(
                code: row["code"], language: row["language"], country: row["country"], line: row.line))
        }
        for row in table(.countryAliases)?.rows ?? [] {
            data.countryAliases.append(.init(alias: row["alias"], code: row["code"], line: row.line))
        }
        for row in table(.addressCountries)?.rows ?? [] {
            data.addressCountries.append(.init(
                country: row["country"], required: row["required"], upper: row["upper"], fields: row["fields"],
                postalPattern: row["postal_pattern"], postalExamples: list(row["postal_examples"]),
                postalPrefix: row["postal_prefix"], postalName: row["postal_name"], adminName: row["admin_name"],
                localityName: row["locality_name"], line: row.line))
        }
        for row in table(.subdivisions)?.rows ?? [] {
            data.subdivisions.append(.init(
                country: row["country"], key: row["key"], iso: row["iso"], name: row["name"],
                latinName: row["latin_name"], otherNames: list(row["other_names"]), postalPrefix: row["postal_prefix"],
                line: row.line))
        }
        for row in table(.paypalAddressRules)?.rows ?? [] {
            data.paypalAddressRules.append(.init(rule: row["rule"], country: row["country"], line: row.line))
        }
        for row in table(.paypalStateCodes)?.rows ?? [] {
            data.paypalStateCodes.append(.init(
                country: row["country"], name: row["name"], code: row["code"], subdivision: row["subdivision"],
                line: row.line))
        }
        return data
    }
}
