/// Rendering of Data/address/: the address formats, PayPal's address lists and the subdivisions.
///
/// The tables are arrays of explicitly typed initialiser calls and `switch`es, which the type checker handles
/// row by row: no heterogeneous literal whose type it has to infer as a whole.
extension Renderer {
    /// The ISO countries' format rows, sorted by code (AC, TA, XK are not rendered: no `CountryCode` case).
    var isoAddressCountries: [ReferenceData.AddressCountry] {
        let iso = Set(data.countries.map(\.alpha2))
        return data.addressCountries.filter { iso.contains($0.country) }.sorted { $0.country < $1.country }
    }

    /// The subdivisions by country, each list in code-point order of the key.
    var subdivisionsByCountry: [(country: String, rows: [ReferenceData.Subdivision])] {
        let grouped = Dictionary(grouping: data.subdivisions, by: \.country)
        return grouped.keys.sorted().map { country in
            (country, (grouped[country] ?? []).sorted { Self.codePointsPrecede($0.key, $1.key) })
        }
    }

    /// `static func FUNCTION(for country: CountryCode) -> TYPE?`: a `switch` returning each country's `static let` of
    /// `table`, nil for the others.
    static func countrySwitch(doc: [String], function: String, type: String, table: String, countries: [String]) -> String {
        var out = doc.map { "    /// \($0)\n" }.joined()
        out += "    static func \(function)(for country: CountryCode) -> \(type)? {\n"
        out += "        switch country {\n"
        for country in countries {
            let code = SwiftSource.memberReference(country.lowercased())
            out += "        case .\(code): return \(table).\(code)\n"
        }
        return out + "        default: return nil\n        }\n    }\n"
    }

    /// The lookup index of one country's subdivisions, folded here once instead of at every start-up, as the lines
    /// `SubdivisionIndex.init(_:)` reads: position in the list, kind letter, folded spelling. Each folded
    /// spelling appears once, with the first (most code-like) kind it has.
    ///
    /// One string rather than an array of values: an array literal of structs is static data with a relocation
    /// per non-inline string, and the loader writes every page of it at start-up (27 more page faults a run).
    static func foldedSpellings(_ rows: [ReferenceData.Subdivision]) -> [String] {
        var lines: [String] = []
        var seen: Set<String> = []
        for (position, row) in rows.enumerated() {
            for (spelling, kind) in ReferenceData.spellings(of: row) {
                let folded = SpellingFold.fold(spelling)
                // Validation rejects a spelling shared by two subdivisions, so only a subdivision's own repeats
                // (a key equal to its name) are dropped here.
                guard seen.insert(folded).inserted else { continue }
                lines.append("\(position) \(kind.rawValue) \(folded)")
            }
        }
        return lines
    }

    static func codePointsPrecede(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.map(\.value).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
    }

    /// Whether a country's subdivisions are written as their ISO 3166-2 codes: every key is a short code (no
    /// space, shorter than the name) equal to the ISO suffix where there is one, and at least one has one.
    static func usesSubdivisionCodes(_ rows: [ReferenceData.Subdivision]) -> Bool {
        !rows.isEmpty && rows.contains { !$0.iso.isEmpty }
            && rows.allSatisfy { row in
                !row.key.contains(" ") && row.key.count < row.name.count && (row.iso.isEmpty || row.iso == row.key)
            }
    }

    static func fieldList(_ letters: String) -> String {
        let names: [Character: String] = [
            "N": "name", "O": "organization", "A": "streetAddress", "D": "dependentLocality", "C": "locality",
            "S": "administrativeArea", "Z": "postalCode", "X": "sortingCode",
        ]
        return "[" + letters.compactMap { names[$0].map { "." + $0 } }.joined(separator: ", ") + "]"
    }

    /// `do_si` → `doSi`, `post_town` → `postTown`.
    static func caseName(_ snake: String) -> String {
        let parts = snake.split(separator: "_")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func optionalLiteral(_ text: String) -> String {
        text.isEmpty ? "nil" : SwiftSource.literal(text)
    }

    func addressFormat() -> String {
        let usesCodes = Dictionary(
            subdivisionsByCountry.map { ($0.country, Self.usesSubdivisionCodes($0.rows)) }, uniquingKeysWith: { a, _ in a })
        var out = SwiftSource.header(sources: [.addressCountries, .subdivisions, .paypalAddressRules])
        out += "\nextension AddressFormat {\n"
        // Explicit `return`s: a switch used as an implicit-return expression is type-checked as one expression
        // (3.6 s for this table), a switch of return statements case by case (0.15 s).
        out += "    /// The address format of `country`, one `case` per ISO 3166-1 country.\n"
        out += "    static func generated(for country: CountryCode) -> AddressFormat {\n"
        out += "        switch country {\n"
        for row in isoAddressCountries {
            let code = SwiftSource.memberReference(row.country.lowercased())
            out += "        case .\(code):\n"
            out += "            return AddressFormat(\n"
            out += "                country: .\(code), fields: \(Self.fieldList(row.fields)),\n"
            out += "                requiredFields: \(Self.fieldList(row.required)), upperCaseFields: \(Self.fieldList(row.upper)),\n"
            out += "                postalCodePattern: \(Self.optionalLiteral(row.postalPattern)),\n"
            out += "                postalCodeExamples: \(SwiftSource.literalArray(row.postalExamples)), "
            out += "postalCodeEnvelopePrefix: \(Self.optionalLiteral(row.postalPrefix)),\n"
            out += "                postalCodeKind: .\(Self.caseName(row.postalName)), "
            out += "administrativeAreaKind: .\(Self.caseName(row.adminName)), "
            out += "localityKind: .\(Self.caseName(row.localityName)),\n"
            out += "                usesSubdivisionCodes: \(usesCodes[row.country] ?? false))\n"
        }
        out += "        }\n    }\n}\n"

        let iso = Set(data.countries.map(\.alpha2))
        let paypalOnly = data.paypalOnlyCountries.map(\.code).sorted()
        let rules: [(rule: String, property: String, doc: String)] = [
            (
                "postal_code_required", "paypalRequiresPostalCode",
                "Whether PayPal's address rules list the country as requiring a postal code (PayPal's \"country and region address requirements\" page: 51 codes). Validation asks only where the country has postal codes at all."
            ),
            (
                "v1_state_required", "paymentsV1RequiresState",
                "Whether PayPal Payments v1 requires `state` in the country's addresses."
            ),
            (
                "city_optional", "paypalMayNotRequireCity",
                "Whether PayPal's address requirements page is read as marking the city optional in the country (`city_optional` in Data/address/paypal-rules.tsv); everywhere else PayPal requires one."
            ),
        ]
        for (type, codes) in [("CountryCode", nil), ("PayPalOnlyCountryCode", paypalOnly)] as [(String, [String]?)] {
            out += "\nextension \(type) {\n"
            var properties: [String] = []
            for rule in rules {
                let listed = Set(data.paypalAddressRules.filter { $0.rule == rule.rule }.map(\.country))
                let members = (codes.map { Set($0) }.map { listed.intersection($0) } ?? listed.intersection(iso)).sorted()
                var lines = ["    /// \(rule.doc)", "    public var \(rule.property): Bool {"]
                if members.isEmpty {
                    lines.append("        false")
                } else if let codes, members.count == codes.count {
                    lines.append("        true")
                } else {
                    lines.append("        switch self {")
                    lines.append("        case " + members.map { ".\(SwiftSource.memberReference($0.lowercased()))" }.joined(separator: ", ") + ": true")
                    lines.append("        default: false")
                    lines.append("        }")
                }
                lines.append("    }")
                properties.append(lines.joined(separator: "\n"))
            }
            out += properties.joined(separator: "\n\n") + "\n}\n"
        }
        return out
    }

    func subdivision() -> String {
        let groups = subdivisionsByCountry
        let names = Dictionary(data.countries.map { ($0.alpha2, $0.name) }, uniquingKeysWith: { a, _ in a })
        var out = SwiftSource.header(sources: [.subdivisions, .paypalStateCodes, .iso3166])
        out += "\n/// The subdivisions of each country that has a list, one lazily built list per country.\n"
        out += "enum SubdivisionTable {\n"
        for group in groups {
            let code = group.country.lowercased()
            out += "    /// \(names[group.country] ?? group.country)\n"
            out += "    static let \(SwiftSource.identifier(code)): SubdivisionList = SubdivisionList([\n"
            for row in group.rows {
                out += "        Subdivision(\n"
                out += "            country: .\(SwiftSource.memberReference(code)), key: \(SwiftSource.literal(row.key)), "
                out += "isoCode: \(Self.optionalLiteral(row.iso)), name: \(SwiftSource.literal(row.name)),\n"
                out += "            latinName: \(Self.optionalLiteral(row.latinName)), "
                out += "localNames: \(SwiftSource.literalArray(row.otherNames)), "
                out += "postalCodePrefixPattern: \(Self.optionalLiteral(row.postalPrefix))"
                out += row.paypalValues.isEmpty ? "),\n" : ",\n            paypalValues: \(SwiftSource.literalArray(row.paypalValues))),\n"
            }
            out += "    ], spellings: " + SwiftSource.multilineLiteral(Self.foldedSpellings(group.rows), indent: 8) + ")\n\n"
        }
        let countries = groups.map(\.country)
        out += Self.countrySwitch(
            doc: ["The list of `country`, or nil when the metadata lists no subdivisions for it."],
            function: "list", type: "SubdivisionList", table: "SubdivisionTable", countries: countries)
        out += "\n"
        out += Self.countrySwitch(
            doc: [
                "The folded-spelling index of `country`'s list, read on its first use; nil when the metadata lists no",
                "subdivisions for it.",
            ],
            function: "index", type: "SubdivisionIndex", table: "SubdivisionIndexTable", countries: countries)
        out += "}\n"
        out += "\n/// Each country's folded-spelling index, one `static let` each: read from the list's spellings once, and only\n"
        out += "/// when a lookup is not an exact key.\n"
        out += "enum SubdivisionIndexTable {\n"
        for group in groups {
            let code = SwiftSource.identifier(group.country.lowercased())
            let member = SwiftSource.memberReference(group.country.lowercased())
            out += "    static let \(code): SubdivisionIndex = SubdivisionIndex(SubdivisionTable.\(member))\n"
        }
        out += "}\n"

        out += "\nextension Subdivision {\n"
        out += "    /// The base letters of a lower-case Latin letter with diacritics (`é` → `e`, `ł` → `l`, `ß` → `ss`),\n"
        out += "    /// from Unicode's canonical decompositions; nil for anything else.\n"
        out += "    static func latinBaseLetters(_ scalar: UInt32) -> String? {\n"
        out += "        switch scalar {\n"
        for (value, base) in SpellingFold.latinTable.sorted(by: { $0.key < $1.key }) {
            let hex = String(value, radix: 16, uppercase: true)
            out += "        case 0x\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex): return \(SwiftSource.literal(base))\n"
        }
        out += "        default: return nil\n        }\n    }\n}\n"
        return out
    }
}
