import Foundation

extension ReferenceData {
    /// Google's field letters: N name, O organisation, A street lines, D dependent locality, C city,
    /// S administrative area, Z postal code, X sorting code.
    static let addressFieldLetters: Set<Character> = ["N", "O", "A", "D", "C", "S", "Z", "X"]
    /// What the postal code may be called (Google's `zip_name_type`).
    static let postalNames: Set<String> = ["postal", "zip", "pin", "eircode"]
    /// What the administrative area may be called (Google's `state_name_type`).
    static let adminNames: Set<String> = [
        "area", "county", "department", "district", "do_si", "emirate", "island", "oblast", "parish", "prefecture",
        "province", "state",
    ]
    /// What the city may be called (Google's `locality_name_type`).
    static let localityNames: Set<String> = ["city", "district", "post_town", "suburb"]
    /// Codes Google's metadata has that are not ISO 3166-1 countries: Ascension and Tristan da Cunha (exceptionally
    /// reserved by ISO 3166/MA) and Kosovo (user-assigned XK). They are kept in Data/ but not rendered: PPData's
    /// tables are keyed by `CountryCode`.
    static let nonISOAddressRegions: Set<String> = ["AC", "TA", "XK"]
    /// The rules of paypal-rules.tsv.
    static let paypalAddressRuleNames: Set<String> = ["postal_code_required", "v1_state_required", "city_optional"]

    /// Checks Data/address/: every country known, field letters valid, postal patterns that compile and match
    /// their examples, subdivisions whose every spelling names one subdivision only, PayPal rules for real codes.
    func validateAddressData(into diagnostics: inout DiagnosticCollector) {
        let countryFile = DataFile.iso3166.rawValue
        let alpha2s = Set(countries.map(\.alpha2))
        let formatFile = DataFile.addressCountries.rawValue
        var formatByCountry: [String: AddressCountry] = [:]
        for row in addressCountries {
            if let first = formatByCountry[row.country] {
                diagnostics.report(formatFile, row.line, "duplicate country \"\(row.country)\" (first on line \(first.line))")
                continue
            }
            formatByCountry[row.country] = row
            if !alpha2s.contains(row.country) && !Self.nonISOAddressRegions.contains(row.country) {
                diagnostics.report(formatFile, row.line, "country \"\(row.country)\" is not in \(countryFile)")
            }
            for (column, letters) in [("required", row.required), ("upper", row.upper), ("fields", row.fields)] {
                if let bad = letters.first(where: { !Self.addressFieldLetters.contains($0) }) {
                    diagnostics.report(
                        formatFile, row.line, "\(column) \"\(letters)\" has \"\(bad)\", which is not one of NOADCSZX")
                } else if Set(letters).count != letters.count {
                    diagnostics.report(formatFile, row.line, "\(column) \"\(letters)\" repeats a letter")
                }
            }
            if let missing = row.required.first(where: { Self.addressFieldLetters.contains($0) && !row.fields.contains($0) }) {
                diagnostics.report(
                    formatFile, row.line, "required field \"\(missing)\" is not among the fields \"\(row.fields)\"")
            }
            if !Self.postalNames.contains(row.postalName) {
                diagnostics.report(formatFile, row.line, "postal_name \"\(row.postalName)\" is not one of \(Self.postalNames.sorted().joined(separator: ", "))")
            }
            if !Self.adminNames.contains(row.adminName) {
                diagnostics.report(formatFile, row.line, "admin_name \"\(row.adminName)\" is not one of \(Self.adminNames.sorted().joined(separator: ", "))")
            }
            if !Self.localityNames.contains(row.localityName) {
                diagnostics.report(formatFile, row.line, "locality_name \"\(row.localityName)\" is not one of \(Self.localityNames.sorted().joined(separator: ", "))")
            }
            validatePostalPattern(row, file: formatFile, into: &diagnostics)
        }
        // A malformed alpha-2 code has been reported in iso3166-1.tsv already.
        for country in countries where formatByCountry[country.alpha2] == nil && country.alpha2.isUppercaseLetters(count: 2) {
            diagnostics.report(formatFile, 0, "ISO 3166-1 country \(country.alpha2) (\(countryFile):\(country.line)) has no row")
        }

        let subdivisionFile = DataFile.subdivisions.rawValue
        var keyLines: [String: Int] = [:]
        var spellingLines: [String: (line: Int, spelling: String)] = [:]
        for row in subdivisions {
            guard alpha2s.contains(row.country) else {
                diagnostics.report(subdivisionFile, row.line, "country \"\(row.country)\" is not in \(countryFile)")
                continue
            }
            guard let format = formatByCountry[row.country] else {
                diagnostics.report(subdivisionFile, row.line, "country \(row.country) has no row in \(formatFile)")
                continue
            }
            if row.key.isEmpty || row.name.isEmpty {
                diagnostics.report(subdivisionFile, row.line, "subdivision of \(row.country) has no key or no name")
                continue
            }
            let keyID = row.country + "\t" + row.key
            if let first = keyLines[keyID] {
                diagnostics.report(
                    subdivisionFile, row.line, "duplicate key \"\(row.key)\" of \(row.country) (first on line \(first))")
                continue
            }
            keyLines[keyID] = row.line
            if !row.iso.isEmpty, !(1...3).contains(row.iso.utf8.count)
                || !row.iso.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) })
            {
                diagnostics.report(subdivisionFile, row.line, "ISO 3166-2 suffix \"\(row.iso)\" is not 1 to 3 characters A-Z or 0-9")
            }
            var seen: Set<String> = []
            for (spelling, _) in Self.spellings(of: row) {
                let folded = SpellingFold.fold(spelling)
                guard seen.insert(folded).inserted else { continue }
                let id = row.country + "\t" + folded
                if let first = spellingLines[id] {
                    diagnostics.report(
                        subdivisionFile, row.line,
                        "\"\(spelling)\" also names the \(row.country) subdivision on line \(first.line) (\"\(first.spelling)\"); lookups would be ambiguous")
                } else {
                    spellingLines[id] = (row.line, spelling)
                }
            }
            if row.otherNames.contains(where: \.isEmpty) {
                diagnostics.report(subdivisionFile, row.line, "other_names has an empty name")
            }
            if !row.postalPrefix.isEmpty {
                if format.postalPattern.isEmpty {
                    diagnostics.report(
                        subdivisionFile, row.line,
                        "postal prefix \"\(row.postalPrefix)\" given, but \(row.country) has no postal-code pattern")
                } else if !Self.compiles("^(?:\(row.postalPrefix))") || !row.postalPrefix.allSatisfy(\.isASCII) {
                    diagnostics.report(
                        subdivisionFile, row.line, "postal prefix \"\(row.postalPrefix)\" is not a valid ASCII pattern")
                }
            }
        }

        let ruleFile = DataFile.paypalAddressRules.rawValue
        let paypalOnlyCodes = Set(paypalOnlyCountries.map(\.code))
        var ruleLines: [String: Int] = [:]
        for rule in paypalAddressRules {
            if !Self.paypalAddressRuleNames.contains(rule.rule) {
                diagnostics.report(
                    ruleFile, rule.line,
                    "rule \"\(rule.rule)\" is not one of \(Self.paypalAddressRuleNames.sorted().joined(separator: ", "))")
                continue
            }
            if let first = ruleLines[rule.rule + "\t" + rule.country] {
                diagnostics.report(
                    ruleFile, rule.line, "duplicate \(rule.rule) country \"\(rule.country)\" (first on line \(first))")
                continue
            }
            ruleLines[rule.rule + "\t" + rule.country] = rule.line
            if !alpha2s.contains(rule.country) && !paypalOnlyCodes.contains(rule.country) {
                diagnostics.report(
                    ruleFile, rule.line,
                    "country \"\(rule.country)\" is neither in \(countryFile) nor in \(DataFile.paypalOnlyCountries.rawValue)")
            }
        }
    }

    /// The kinds of spelling, as PPData's `SubdivisionSpelling` names them, by the letter `SubdivisionIndex` reads
    /// in the generated spellings.
    enum SpellingKind: String {
        case key = "k", isoCode = "i", name = "n", latinName = "l", localName = "o", paypalValue = "p"
    }

    /// Every spelling a lookup accepts for a subdivision (key, ISO suffix and full ISO code, names, PayPal's values),
    /// each with its kind, in the order PPData's `Subdivision.spellings` gives them.
    static func spellings(of row: Subdivision) -> [(spelling: String, kind: SpellingKind)] {
        var all: [(spelling: String, kind: SpellingKind)] = [(row.key, .key)]
        if !row.iso.isEmpty { all += [(row.iso, .isoCode), (row.country + "-" + row.iso, .isoCode)] }
        all.append((row.name, .name))
        if !row.latinName.isEmpty { all.append((row.latinName, .latinName)) }
        all += row.everydayNames.map { ($0, row.latinName.isEmpty ? .name : .latinName) }
        return all + row.otherNames.filter { !$0.isEmpty }.map { ($0, .localName) }
            + row.paypalValues.map { ($0, .paypalValue) }
    }

    private func validatePostalPattern(_ row: AddressCountry, file: String, into diagnostics: inout DiagnosticCollector) {
        if row.postalPattern.isEmpty {
            if !row.postalExamples.isEmpty {
                diagnostics.report(file, row.line, "postal examples are given but the postal pattern is empty")
            }
            if row.required.contains("Z") {
                diagnostics.report(file, row.line, "the postal code is required but the postal pattern is empty")
            }
            return
        }
        if !row.fields.contains("Z") {
            diagnostics.report(file, row.line, "a postal pattern is given but the fields \"\(row.fields)\" have no Z")
        }
        guard row.postalPattern.allSatisfy(\.isASCII), let regex = Self.regex("^(?:\(row.postalPattern))$") else {
            diagnostics.report(file, row.line, "postal pattern \"\(row.postalPattern)\" is not a valid ASCII pattern")
            return
        }
        if row.postalExamples.isEmpty {
            diagnostics.report(file, row.line, "postal pattern \"\(row.postalPattern)\" has no example")
        }
        for example in row.postalExamples {
            let range = NSRange(location: 0, length: example.utf16.count)
            if regex.firstMatch(in: example, options: [], range: range) == nil {
                diagnostics.report(
                    file, row.line, "postal example \"\(example)\" does not match the pattern \"\(row.postalPattern)\"")
            }
        }
    }

    static func regex(_ pattern: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: pattern, options: [])
    }

    static func compiles(_ pattern: String) -> Bool { regex(pattern) != nil }
}
