import Foundation
import Testing
@testable import _PPDataGeneratorCore

@Suite("Generator: Data/address")
struct AddressDataTests {
    /// `text` with the line starting `prefix` replaced by `replacement`.
    func replacing(_ text: String, line prefix: String, with replacement: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(prefix) ? replacement : String($0) }.joined(separator: "\n")
    }

    @Test("the address fixture renders the two address files, for ISO countries only")
    func rendered() throws {
        guard case .rendered(let files) = Generator.render(dataDirectory: Paths.goodData) else {
            Issue.record("fixture data should be clean")
            return
        }
        let formats = try #require(files["AddressFormat+Generated.swift"])
        #expect(formats.contains("case .us:\n            return AddressFormat("))
        #expect(!formats.contains("case .xk"))  // Kosovo is in Google's data, not in ISO 3166-1
        #expect(formats.contains("postalCodeKind: .zip, administrativeAreaKind: .state, localityKind: .city"))
        #expect(formats.contains("localityKind: .postTown"))
        #expect(formats.contains("case .cn, .gb, .us: true"))  // PayPal's postal list; C2 goes to PayPalOnlyCountryCode
        #expect(formats.contains("case .cn, .in, .us: true"))
        // US keys are its ISO codes; India's and China's are names.
        let usesCodes = formats.components(separatedBy: "usesSubdivisionCodes: true").count - 1
        #expect(usesCodes == 1)
        let subdivisions = try #require(files["Subdivision+Generated.swift"])
        #expect(subdivisions.contains("static let `in`: SubdivisionList = SubdivisionList(["))
        #expect(subdivisions.contains("case .in: return SubdivisionTable.in"))
        #expect(subdivisions.contains("localNames: [\"आंध्र प्रदेश\"], postalCodePrefixPattern: \"5[0-3]\""))
        #expect(subdivisions.contains("case 0x00E9: return \"e\""))
        #expect(subdivisions.contains("case 0x0142: return \"l\""))
    }

    @Test("an unknown country, bad field letters and bad names are reported at their lines")
    func countryRows() throws {
        let texts = try edited(.addressCountries) {
            $0 + "QQ\tAC\tC\tNOAC\t\t\t\tpostal\tprovince\tcity\n"
                + "DO\tAQ\tC\tNOAZC\t\\d{5}\t11903\t\tpostal\tprovince\tcity\n"
        }
        #expect(diagnostics(of: texts) == [
            "address/countries.tsv:12: country \"QQ\" is not in iso3166-1.tsv",
            "address/countries.tsv:13: duplicate country \"DO\" (first on line 4)",
        ])
        let letters = try edited(.addressCountries) {
            replacing($0, line: "DO\t", with: "DO\tAQ\tCC\tNOAZC\t\\d{5}\t11903\t\tpostcode\tshire\tcity")
        }
        #expect(diagnostics(of: letters) == [
            "address/countries.tsv:4: required \"AQ\" has \"Q\", which is not one of NOADCSZX",
            "address/countries.tsv:4: upper \"CC\" repeats a letter",
            "address/countries.tsv:4: postal_name \"postcode\" is not one of eircode, pin, postal, zip",
            "address/countries.tsv:4: admin_name \"shire\" is not one of area, county, department, district, do_si, emirate, island, oblast, parish, prefecture, province, state",
        ])
        let required = try edited(.addressCountries) {
            replacing($0, line: "DO\t", with: "DO\tACS\tC\tNOAZC\t\\d{5}\t11903\t\tpostal\tprovince\ttown")
        }
        #expect(diagnostics(of: required) == [
            "address/countries.tsv:4: required field \"S\" is not among the fields \"NOAZC\"",
            "address/countries.tsv:4: locality_name \"town\" is not one of city, district, post_town, suburb",
        ])
    }

    @Test("postal patterns: non-empty where examples exist, compilable, matching every example whole")
    func postalPatterns() throws {
        let texts = try edited(.addressCountries) {
            let a = replacing($0, line: "IS\t", with: "IS\tAC\tC\tNOAZC\t\t320|121\t\tpostal\tprovince\tcity")
            let b = replacing(a, line: "ME\t", with: "ME\tAC\tC\tNOAZC\t8\\d{4}\t81257|1234|812570\t\tpostal\tprovince\tcity")
            let c = replacing(b, line: "RS\t", with: "RS\tAC\tC\tNOAZC\t(\\d{5}\t106314\t\tpostal\tprovince\tcity")
            return replacing(c, line: "DO\t", with: "DO\tACZ\tC\tNOAC\t\\d{5}\t11903\t\tpostal\tprovince\tcity")
        }
        #expect(diagnostics(of: texts) == [
            "address/countries.tsv:4: required field \"Z\" is not among the fields \"NOAC\"",
            "address/countries.tsv:4: a postal pattern is given but the fields \"NOAC\" have no Z",
            "address/countries.tsv:7: postal examples are given but the postal pattern is empty",
            "address/countries.tsv:8: postal example \"1234\" does not match the pattern \"8\\d{4}\"",
            "address/countries.tsv:8: postal example \"812570\" does not match the pattern \"8\\d{4}\"",
            "address/countries.tsv:9: postal pattern \"(\\d{5}\" is not a valid ASCII pattern",
        ])
    }

    @Test("every ISO country needs a format row")
    func missingCountry() throws {
        let texts = try edited(.addressCountries) { replacing($0, line: "ME\t", with: "") }
        #expect(diagnostics(of: texts) == ["address/countries.tsv:0: ISO 3166-1 country ME (iso3166-1.tsv:6) has no row"])
    }

    @Test("subdivisions: unknown country, duplicate keys, spellings naming two subdivisions (case and accents ignored)")
    func subdivisionRows() throws {
        let texts = try edited(.subdivisions) {
            $0 + "QQ\tX\t\tNowhere\t\t\t\n"  // 12
                + "US\tCA\t\tCalifornia Republic\t\t\t\n"  // 13
                + "US\tCF\t\tCalifórnia\t\t\t\n"  // 14
                + "US\tNM\tNM\tNew Mexico\t\tnew york\t\n"  // 15
                + "IN\tGoa2\tXXXX\tGoa Two\t\t\t(\n"  // 16
                + "DO\tSD\t\tSanto Domingo\t\t\t1\n"  // 17
        }
        #expect(diagnostics(of: texts) == [
            "address/subdivisions.tsv:12: country \"QQ\" is not in iso3166-1.tsv",
            "address/subdivisions.tsv:13: duplicate key \"CA\" of US (first on line 4)",
            "address/subdivisions.tsv:14: \"Califórnia\" also names the US subdivision on line 4 (\"California\"); lookups would be ambiguous",
            "address/subdivisions.tsv:15: \"new york\" also names the US subdivision on line 5 (\"New York\"); lookups would be ambiguous",
            "address/subdivisions.tsv:16: ISO 3166-2 suffix \"XXXX\" is not 1 to 3 characters A-Z or 0-9",
            "address/subdivisions.tsv:16: postal prefix \"(\" is not a valid ASCII pattern",
        ])
        // The fixture's Dominican Republic has a postal pattern, so line 17's prefix is fine; without one it is not.
        let noPattern = try edited(.subdivisions) { $0 + "GB\tENG\t\tEngland\t\t\tE\n" }
        var texts2 = noPattern
        texts2[.addressCountries] = replacing(
            try #require(texts2[.addressCountries]), line: "GB\t",
            with: "GB\tAC\tC\tNOAC\t\t\t\tpostal\tprovince\tpost_town")
        #expect(diagnostics(of: texts2) == [
            "address/subdivisions.tsv:12: postal prefix \"E\" given, but GB has no postal-code pattern"
        ])
    }

    @Test("PayPal's state codes: each row names one subdivision, by its value, its name or the key given")
    func paypalStateCodes() throws {
        let texts = try edited(.paypalStateCodes) {
            $0 + "US\tTexas\tTEX\t\n"  // 7: found by its name; TEX becomes a spelling
                + "US\tNowhere\tNW\t\n"  // 8
                + "US\tNew York\tNY\tNY\n"  // 9: the key is found anyway
                + "US\tArmed Forces\tAF\tZZ\n"  // 10
                + "US\tCalifornia\tCA\t-\n"  // 11
                + "QQ\tX\tX\t\n"  // 12
                + "US\tTejas\tTEX\t\n"  // 13: TEX already names Texas
        }
        #expect(diagnostics(of: texts) == [
            "address/paypal-state-codes.tsv:8: \"NW\" (Nowhere) names no US subdivision: give its key, or -",
            "address/paypal-state-codes.tsv:9: \"NY\" already finds \"NY\": leave the column empty",
            "address/paypal-state-codes.tsv:10: no US subdivision has the key \"ZZ\"",
            "address/paypal-state-codes.tsv:11: \"CA\" names a subdivision: the column is not \"-\"",
            "address/paypal-state-codes.tsv:12: QQ has no subdivisions in address/subdivisions.tsv",
        ])
        var data = ReferenceData()
        data.subdivisions = [.init(country: "JP", key: "東京都", iso: "13", name: "東京都", latinName: "Tokyo", otherNames: [], postalPrefix: "", line: 1)]
        data.paypalStateCodes = [.init(country: "JP", name: "Tokyo", code: "TOKYO-TO", subdivision: "", line: 2)]
        var collector = DiagnosticCollector()
        data.attachPayPalStateCodes(diagnostics: &collector)
        #expect(collector.isEmpty)
        #expect(data.subdivisions[0].paypalValues == ["TOKYO-TO"])
        #expect(ReferenceData.spellings(of: data.subdivisions[0]).last.map { "\($0.spelling) \($0.kind.rawValue)" } == "TOKYO-TO p")
    }

    @Test("PayPal rules: known rule names, codes in ISO 3166-1 or PayPal's own (C2), no repeats")
    func paypalRules() throws {
        let texts = try edited(.paypalAddressRules) {
            $0 + "postal_code_required\tQQ\n" + "postal_code_required\tGB\n" + "city_required\tUS\n"
                + "v1_state_required\tC2\n"
        }
        #expect(diagnostics(of: texts) == [
            "address/paypal-rules.tsv:11: country \"QQ\" is neither in iso3166-1.tsv nor in paypal-only-countries.tsv",
            "address/paypal-rules.tsv:12: duplicate postal_code_required country \"GB\" (first on line 5)",
            "address/paypal-rules.tsv:13: rule \"city_required\" is not one of city_optional, postal_code_required, v1_state_required",
        ])
    }

    @Test("a space at the edge of an envelope prefix is data; elsewhere it is a slip")
    func paddedPrefix() throws {
        let prefixed = try edited(.addressCountries) {
            replacing($0, line: "IS\t", with: "IS\tAC\tC\tNOAZC\t\\d{3}\t320\tIS \tpostal\tprovince\tcity")
        }
        #expect(diagnostics(of: prefixed) == [])
        let padded = try edited(.addressCountries) {
            replacing($0, line: "IS\t", with: "IS\tAC\tC\tNOAZC\t\\d{3}\t320\t\tpostal \tprovince\tcity")
        }
        #expect(diagnostics(of: padded) == ["address/countries.tsv:7: value \"postal \" has white space at its start or end (a space, tab or no-break space)"])
    }
}
