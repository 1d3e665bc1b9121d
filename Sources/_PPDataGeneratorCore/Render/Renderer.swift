/// Turns validated reference data into Swift source files, keyed by file name.
///
/// Output is a pure function of the data: rows are sorted, nothing depends on time or environment,
/// so regenerating unchanged data gives byte-identical files and the drift check can compare them.
package struct Renderer: Sendable {
    /// The data to render; it must have passed `ReferenceData.validate`.
    package var data: ReferenceData

    /// Creates a renderer for validated data.
    package init(data: ReferenceData) { self.data = data }

    /// Every generated file: name → contents.
    package func render() -> [String: String] {
        [
            "CurrencyCode+Generated.swift": currencyCode(),
            "ISOCurrency+Generated.swift": isoCurrency(),
            "PhoneMetadata+Generated.swift": phoneMetadata(),
            "CountryCode+Generated.swift": countryCode(),
            "WithdrawnCountryCode+Generated.swift": withdrawnCountryCode(),
            "FormerCountryCode+Generated.swift": formerCountryCode(),
            "PayPalOnlyCountryCode+Generated.swift": paypalOnlyCountryCode(),
            "MPLLocale+Generated.swift": mplLocale(),
            "CountryNameIndex+Generated.swift": countryNameIndex(),
            "AddressFormat+Generated.swift": addressFormat(),
            "Subdivision+Generated.swift": subdivision(),
            "USZIPCode+Generated.swift": usZIPCode(),
            "TimeZoneName+Generated.swift": timeZoneName(),
            "ICUCurrency+Generated.swift": icuCurrency(),
        ]
    }

    // MARK: Currencies

    func currencyCode() -> String {
        let iso = Dictionary(data.isoCurrencies.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = data.paypalCurrencies.sorted { $0.code < $1.code }
        let cases = rows.map { $0.code.lowercased() }
        var out = SwiftSource.header(sources: [.paypalCurrencies, .iso4217])
        out += SwiftSource.stringEnum(
            "CurrencyCode",
            doc: [
                "A currency PayPal supports in at least one of its APIs, by its ISO 4217 code: the union of the MPL",
                "guide's appendix A and PayPal's REST currency codes. `isSupported(by:)` tells which API takes it.",
            ],
            cases: rows.map { row in (doc: iso[row.code]?.name ?? row.code, identifier: row.code.lowercased(), rawValue: row.code) })
        let properties = [
            SwiftSource.switchProperty(
                doc: "The ISO 4217 numeric code, three digits (\"840\" for USD).", name: "numericCode", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal(iso[$1.code]?.numeric ?? "")) }),
            SwiftSource.switchProperty(
                doc: "The English name from ISO 4217.", name: "englishName", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal(iso[$1.code]?.name ?? "")) }),
            SwiftSource.switchProperty(
                doc: "The minor units ISO 4217 gives the currency.", name: "isoMinorUnits", type: "Int",
                cases: zip(cases, rows).map { ($0, String(iso[$1.code]?.minorUnits ?? 0)) }),
            SwiftSource.switchProperty(
                doc: "The number of decimal places PayPal accepts (0 for HUF, JPY and TWD).", name: "paypalDecimals",
                type: "Int", cases: zip(cases, rows).map { ($0, String($1.paypalDecimals)) }),
            SwiftSource.switchProperty(
                doc: "Whether only in-country PayPal accounts can receive the currency (BRL, CNY, MYR).",
                name: "isInCountryOnly", type: "Bool",
                cases: zip(cases, rows).filter { $0.1.inCountryOnly }.map { ($0.0, "true") }, defaultValue: "false"),
            SwiftSource.switchProperty(
                doc: "Whether the MPL guide's appendix A lists the currency (the MPL kinds' list).",
                name: "isInMPLList", type: "Bool",
                cases: zip(cases, rows).filter { !$0.1.mpl }.map { ($0.0, "false") }, defaultValue: "true"),
            SwiftSource.switchProperty(
                doc: "Whether PayPal's REST currency codes list the currency (Orders v2, Payments v1, Apple Pay).",
                name: "isInRESTList", type: "Bool",
                cases: zip(cases, rows).filter { !$0.1.rest }.map { ($0.0, "false") }, defaultValue: "true"),
            SwiftSource.switchProperty(
                doc: "Whether PayPal's local payment methods take the currency (`localPaymentMethods` is not empty).",
                name: "isInLocalPaymentMethodsList", type: "Bool",
                cases: zip(cases, rows).filter { !$0.1.localMethods.isEmpty }.map { ($0.0, "true") }, defaultValue: "false"),
            SwiftSource.switchProperty(
                doc: "The local payment methods PayPal takes the currency with (the v6 Web SDK samples' eligibility keys).",
                name: "localPaymentMethods", type: "[String]",
                cases: zip(cases, rows).filter { !$0.1.localMethods.isEmpty }
                    .map { ($0.0, "[" + $0.1.localMethods.map(SwiftSource.literal).joined(separator: ", ") + "]") },
                defaultValue: "[]"),
            SwiftSource.switchProperty(
                doc: "The whole amount at or above which the Android MPL library (1.5.6.58) refuses a payment's total; nil when it sets none.",
                name: "mplAndroidPaymentLimit", type: "Int?",
                cases: zip(cases, rows).compactMap { name, row in row.mplAndroidLimit.map { (name, String($0)) } },
                defaultValue: "nil"),
        ]
        out += properties.joined(separator: "\n\n") + "\n}\n"
        out += Self.ordinalExtension(type: "CurrencyCode", cases: cases)
        out += Self.packedCodeLookup(codes: rows.map(\.code))
        return out
    }

    func isoCurrency() -> String {
        var out = SwiftSource.header(sources: [.iso4217])
        out += "\nextension ISOCurrency {\n"
        out += "    /// Every currency of ISO 4217 list one, sorted by code.\n"
        out += "    public static let all: [ISOCurrency] = [\n"
        for row in data.isoCurrencies.sorted(by: { $0.code < $1.code }) {
            let units = row.minorUnits.map(String.init) ?? "nil"
            out += "        ISOCurrency(code: \(SwiftSource.literal(row.code)), "
            out += "numericCode: \(SwiftSource.literal(row.numeric)), "
            out += "englishName: \(SwiftSource.literal(row.name)), minorUnits: \(units)),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    // MARK: Countries

    func countryCode() -> String {
        let rows = data.countries.sorted { $0.alpha2 < $1.alpha2 }
        let cases = rows.map { $0.alpha2.lowercased() }
        let supported = Set(data.paypalCountries.map(\.code))
        var localesByCountry: [String: [String]] = [:]
        for locale in data.locales.sorted(by: { $0.code < $1.code }) {
            localesByCountry[locale.country, default: []].append(localeCaseName(locale.code))
        }
        var out = SwiftSource.header(sources: [.iso3166, .paypalCountries, .mplLocales])
        out += SwiftSource.stringEnum(
            "CountryCode",
            doc: [
                "A country of ISO 3166-1, by its alpha-2 code.",
            ],
            cases: rows.map { row in (doc: row.name, identifier: row.alpha2.lowercased(), rawValue: row.alpha2) })
        let properties = [
            SwiftSource.switchProperty(
                doc: "The ISO 3166-1 alpha-3 code.", name: "alpha3", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.alpha3)) }),
            SwiftSource.switchProperty(
                doc: "The ISO 3166-1 numeric code, three digits.", name: "numericCode", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.numeric)) }),
            SwiftSource.switchProperty(
                doc: "The English short name from ISO 3166-1.", name: "englishName", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.name)) }),
            SwiftSource.switchProperty(
                doc: "Whether the country is in PayPal's supported-countries table (appendix B of the MPL guide).",
                name: "isPayPalSupported", type: "Bool",
                cases: zip(cases, rows).filter { supported.contains($0.1.alpha2) }.map { ($0.0, "true") },
                defaultValue: "false"),
            SwiftSource.switchProperty(
                doc: "The MPL locales of the country, sorted by code; empty when MPL has none.", name: "mplLocales",
                type: "[MPLLocale]",
                cases: zip(cases, rows).compactMap { caseName, row in
                    localesByCountry[row.alpha2].map { (caseName, "[" + $0.map { ".\($0)" }.joined(separator: ", ") + "]") }
                },
                defaultValue: "[]"),
        ]
        out += properties.joined(separator: "\n\n") + "\n}\n"
        out += Self.ordinalExtension(type: "CountryCode", cases: cases)
        out += Self.alpha2Lookup(codes: rows.map(\.alpha2))
        return out
    }

    /// The withdrawn alpha-2 codes that no current country uses, each with its latest ISO 3166-3 entry.
    func currentlyWithdrawn() -> [ReferenceData.WithdrawnCountry] {
        let current = Set(data.countries.map(\.alpha2))
        var latest: [String: ReferenceData.WithdrawnCountry] = [:]
        for row in data.withdrawnCountries where !current.contains(row.alpha2) {
            if let existing = latest[row.alpha2], existing.withdrawn >= row.withdrawn { continue }
            latest[row.alpha2] = row
        }
        return latest.values.sorted { $0.alpha2 < $1.alpha2 }
    }

    func formerCountryCode() -> String {
        let rows = data.withdrawnCountries.sorted { $0.alpha4 < $1.alpha4 }
        let cases = rows.map { $0.alpha4.lowercased() }
        var out = SwiftSource.header(sources: [.iso3166Withdrawn, .withdrawnSuccessors])
        out += SwiftSource.stringEnum(
            "FormerCountryCode",
            doc: [
                "A country code withdrawn from ISO 3166-1, by its ISO 3166-3 four-letter code: every withdrawal, also",
                "those whose alpha-2 code was given to a country again (AIDJ, the French Afars and Issas, was AI, which",
                "is Anguilla's today) and a code withdrawn twice (CSHH and CSXX were both CS). `WithdrawnCountryCode`",
                "has the alpha-2 codes no country uses now, by their latest withdrawal.",
            ],
            cases: rows.map { row in
                (doc: "\(row.name) (\(row.alpha2)), withdrawn \(row.withdrawn)", identifier: row.alpha4.lowercased(), rawValue: row.alpha4)
            })
        let properties = [
            SwiftSource.switchProperty(
                doc: "The withdrawn alpha-2 code (a country may hold it again: `CountryCode(rawValue:)` tells).",
                name: "alpha2", type: "String", cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.alpha2)) })
        ] + Self.withdrawalProperties(cases: cases, rows: rows)
        out += properties.joined(separator: "\n\n") + "\n}\n"
        return out
    }

    /// The properties of an ISO 3166-3 entry that `FormerCountryCode` and `WithdrawnCountryCode` both have.
    static func withdrawalProperties(cases: [String], rows: [ReferenceData.WithdrawnCountry]) -> [String] {
        [
            SwiftSource.switchProperty(
                doc: "The withdrawn alpha-3 code.", name: "alpha3", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.alpha3)) }),
            SwiftSource.switchProperty(
                doc: "The former numeric code, or an empty string when it had none.", name: "numericCode",
                type: "String", cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.numeric)) }),
            SwiftSource.switchProperty(
                doc: "The English name from ISO 3166-3.", name: "englishName", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.name)) }),
            SwiftSource.switchProperty(
                doc: "The withdrawal date as ISO 3166-3 gives it (a year or YYYY-MM-DD).", name: "withdrawalDate",
                type: "String", cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.withdrawn)) }),
            SwiftSource.switchProperty(
                doc: "The current countries that took over the territory.", name: "successors",
                type: "[CountryCode]",
                cases: zip(cases, rows).map { caseName, row in
                    (caseName, "[" + row.successors.map { ".\(SwiftSource.memberReference($0.lowercased()))" }
                        .joined(separator: ", ") + "]")
                }),
        ]
    }

    func withdrawnCountryCode() -> String {
        let rows = currentlyWithdrawn()
        let cases = rows.map { $0.alpha2.lowercased() }
        let inPayPal = Set(data.paypalCountries.map(\.code))
        var out = SwiftSource.header(sources: [.iso3166Withdrawn, .withdrawnSuccessors, .paypalCountries])
        out += SwiftSource.stringEnum(
            "WithdrawnCountryCode",
            doc: [
                "An alpha-2 code withdrawn from ISO 3166-1 and not reassigned (ISO 3166-3), with its successors.",
                "",
                "Where a code was withdrawn twice (CS: Czechoslovakia in 1993, Serbia and Montenegro in 2006),",
                "this is the latest withdrawal.",
            ],
            cases: rows.map { row in
                (doc: "\(row.name), withdrawn \(row.withdrawn)", identifier: row.alpha2.lowercased(), rawValue: row.alpha2)
            })
        let properties = [
            SwiftSource.switchProperty(
                doc: "The ISO 3166-3 alpha-4 code, which tells apart codes withdrawn twice.", name: "alpha4",
                type: "String", cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.alpha4)) })
        ] + Self.withdrawalProperties(cases: cases, rows: rows) + [
            SwiftSource.switchProperty(
                doc: "Whether PayPal's supported-countries table still lists the code (AN, CS).",
                name: "isInPayPalTable", type: "Bool",
                cases: zip(cases, rows).filter { inPayPal.contains($0.1.alpha2) }.map { ($0.0, "true") },
                defaultValue: "false"),
        ]
        out += properties.joined(separator: "\n\n") + "\n}\n"
        out += Self.ordinalExtension(type: "WithdrawnCountryCode", cases: cases)

        let paypalListed = rows.filter { inPayPal.contains($0.alpha2) }
        if !paypalListed.isEmpty {
            out += "\nextension CountryCode {\n"
            for row in paypalListed {
                let name = row.alpha2.lowercased()
                let successors = row.successors.joined(separator: ", ")
                out += "    /// \(row.name): listed by PayPal, but withdrawn from ISO 3166-1 on \(row.withdrawn).\n"
                out += "    @available(*, deprecated, message: "
                out += SwiftSource.literal("\(row.alpha2) was withdrawn from ISO 3166-1 on \(row.withdrawn); use \(successors)")
                out += ")\n"
                out += "    public static var \(SwiftSource.identifier(name)): WithdrawnCountryCode { .\(SwiftSource.memberReference(name)) }\n"
            }
            out += "}\n"
        }
        return out
    }

    func paypalOnlyCountryCode() -> String {
        let rows = data.paypalOnlyCountries.sorted { $0.code < $1.code }
        let cases = rows.map { $0.code.lowercased() }
        var out = SwiftSource.header(sources: [.paypalOnlyCountries])
        out += SwiftSource.stringEnum(
            "PayPalOnlyCountryCode",
            doc: [
                "A country code PayPal uses that is not part of ISO 3166-1 (C2, China worldwide).",
            ],
            cases: rows.map { row in (doc: row.name, identifier: row.code.lowercased(), rawValue: row.code) })
        let properties = [
            SwiftSource.switchProperty(
                doc: "PayPal's name for the code.", name: "name", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.name)) }),
            SwiftSource.switchProperty(
                doc: "The ISO country whose address format applies.", name: "addressFormat", type: "CountryCode",
                cases: zip(cases, rows).map { ($0, ".\(SwiftSource.memberReference($1.addressFormat.lowercased()))") }),
        ]
        out += properties.joined(separator: "\n\n") + "\n}\n"
        out += Self.ordinalExtension(type: "PayPalOnlyCountryCode", cases: cases)
        return out
    }

    // MARK: Locales

    func localeCaseName(_ code: String) -> String {
        let parts = code.split(separator: "_")
        return parts.first.map(String.init).map { $0 + parts.dropFirst().joined() } ?? code
    }

    func mplLocale() -> String {
        let rows = data.locales.sorted { $0.code < $1.code }
        let cases = rows.map { localeCaseName($0.code) }
        var out = SwiftSource.header(sources: [.mplLocales])
        out += SwiftSource.stringEnum(
            "MPLLocale",
            doc: [
                "A locale the PayPal Mobile Payments Library supports (the guide's locale table).",
            ],
            cases: zip(cases, rows).map { caseName, row in (doc: row.code, identifier: caseName, rawValue: row.code) })
        let properties = [
            SwiftSource.switchProperty(
                doc: "The ISO 639-1 language code (\"fr\").", name: "language", type: "String",
                cases: zip(cases, rows).map { ($0, SwiftSource.literal($1.language)) }),
            SwiftSource.switchProperty(
                doc: "The country of the locale.", name: "country", type: "CountryCode",
                cases: zip(cases, rows).map { ($0, ".\(SwiftSource.memberReference($1.country.lowercased()))") }),
        ]
        out += properties.joined(separator: "\n\n") + "\n}\n"
        out += Self.ordinalExtension(type: "MPLLocale", cases: cases)
        return out
    }

    // MARK: Name index

    func countryNameIndex() -> String {
        // Keys folded as the lookup folds what is typed (`Subdivision.fold`: lower case, no accents on Latin
        // letters, one apostrophe): "Cote d'Ivoire" and "Turkiye" find the names ISO spells with accents.
        var index: [String: String] = [:]
        for alias in data.countryAliases {
            index[SpellingFold.fold(alias.alias)] = alias.code
        }
        for row in data.countries {
            for name in [row.name, row.commonName, row.officialName] where !name.isEmpty {
                let key = SpellingFold.fold(name)
                if index[key] == nil { index[key] = row.alpha2 }
            }
        }
        var out = SwiftSource.header(sources: [.iso3166, .countryAliases])
        out += "\nextension CountryCode {\n"
        out += "    /// English names (short, common and official) and common aliases, folded as `Subdivision.fold` folds, to\n"
        out += "    /// their country.\n"
        out += "    static let nameIndex: [String: CountryCode] = [\n"
        for key in index.keys.sorted() {
            guard let code = index[key] else { continue }
            out += "        \(SwiftSource.literal(key)): .\(SwiftSource.memberReference(code.lowercased())),\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
