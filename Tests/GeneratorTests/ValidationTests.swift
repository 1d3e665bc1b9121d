import Foundation
import Testing
import _PPDataGeneratorCore

@Suite("Generator data validation")
struct ValidationTests {
    @Test("the good fixture is clean")
    func goodFixture() throws {
        #expect(diagnostics(of: try loadTexts(Paths.goodData)) == [])
    }

    @Test("a PayPal currency missing from ISO 4217 is reported at its line")
    func unknownPayPalCurrency() throws {
        let texts = try edited(.paypalCurrencies) { $0 + "XYZ\t2\tfalse\ttrue\ttrue\t\t\n" }
        #expect(diagnostics(of: texts) == ["paypal-currencies.tsv:5: currency \"XYZ\" is not in iso4217.tsv"])
    }

    @Test("a PayPal currency in neither API's list is reported at its line")
    func currencyInNoList() throws {
        let texts = try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\tfalse\tfalse\t\t\n" }
        #expect(diagnostics(of: texts) == [
            "paypal-currencies.tsv:5: currency EUR is in neither the mpl nor the rest list and has no local payment method"
        ])
        // A currency of local payment methods alone (IDR) is fine; a method key must be lower-case.
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\tfalse\tfalse\tideal|p24\t\n" }) == [])
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\tfalse\tfalse\tiDEAL\t\n" }) == [
            "paypal-currencies.tsv:5: localMethods of EUR must be lower-case method keys (letters, digits and _), |-separated"
        ])
    }

    @Test("the Android MPL limit: a whole amount above 0, on a currency of the MPL list only")
    func mplAndroidLimit() throws {
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\ttrue\ttrue\t\t7500\n" }) == [])
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\ttrue\ttrue\t\t0\n" }) == [
            "paypal-currencies.tsv:5: mplAndroidLimit 0 of EUR must be above 0, and only on a currency of the mpl list"
        ])
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\tfalse\ttrue\t\t7500\n" }) == [
            "paypal-currencies.tsv:5: mplAndroidLimit 7500 of EUR must be above 0, and only on a currency of the mpl list"
        ])
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\ttrue\ttrue\t\t7500.50\n" }) == [
            "paypal-currencies.tsv:5: mplAndroidLimit \"7500.50\" is not an integer"
        ])
    }

    @Test("duplicate codes and numerics point at the second occurrence")
    func duplicates() throws {
        let texts = try edited(.iso4217) { $0 + "EUR\t999\tEuro again\t2\n" + "ABC\t840\tClash\t2\n" }
        #expect(diagnostics(of: texts) == [
            "iso4217.tsv:8: duplicate code \"EUR\" (first on line 3)",
            "iso4217.tsv:9: duplicate numeric code \"840\" (first on line 6)",
        ])
    }

    @Test("malformed code shapes, fields and values are each reported")
    func shapes() throws {
        var texts = try edited(.iso3166) { $0 + "x1\tXX\t12\tBad\t\t\n" + "ZZ\tZZZ\t999\n" }
        texts[.paypalCurrencies] = try #require(texts[.paypalCurrencies]) + "EUR\ttwo\tmaybe\ttrue\ttrue\t\t\n"
        #expect(diagnostics(of: texts) == [
            "paypal-currencies.tsv:5: paypalDecimals \"two\" is not an integer",
            "iso3166-1.tsv:11: expected 6 tab-separated fields, found 3",
        ])
        // Field-count and type errors stop before validation; with them fixed, shape errors appear.
        let good = try loadTexts(Paths.goodData)
        texts[.paypalCurrencies] = good[.paypalCurrencies]
        texts[.iso3166] = (good[.iso3166] ?? "") + "x1\tXX\t12\tBad\t\t\n"
        #expect(diagnostics(of: texts) == [
            "iso3166-1.tsv:10: alpha-2 code \"x1\" is not two letters A-Z",
            "iso3166-1.tsv:10: alpha-3 code \"XX\" is not three letters A-Z",
            "iso3166-1.tsv:10: numeric code \"12\" is not three digits",
        ])
    }

    @Test("a locale whose country is not in ISO 3166-1 is reported")
    func localeCountry() throws {
        let texts = try edited(.mplLocales) { $0 + "fr_FR\tfr\tFR\nxx_US\ten\tUS\n" }
        #expect(diagnostics(of: texts) == [
            "mpl-locales.tsv:5: country \"FR\" is not in iso3166-1.tsv",
            "mpl-locales.tsv:6: locale \"xx_US\" is not en_US",
        ])
    }

    @Test("PayPal country codes must exist somewhere, successors must be current")
    func countryReferences() throws {
        var texts = try edited(.paypalCountries) { $0 + "QQ\tNowhere\t\n" }
        texts[.withdrawnSuccessors] = "alpha4\tsuccessors\nCSXX\tRS|YU\n"
        #expect(diagnostics(of: texts) == [
            "withdrawn-successors.tsv:2: successor \"YU\" is not in iso3166-1.tsv",
            "paypal-countries.tsv:6: code \"QQ\" is neither in iso3166-1.tsv, iso3166-3.tsv nor paypal-only-countries.tsv",
        ])
    }

    @Test("a missing header column and a missing file are reported")
    func missingPieces() throws {
        var texts = try edited(.countryAliases) { _ in "# no header yet\nalias\nUK\n" }
        texts[.paypalOnlyCountries] = nil
        #expect(diagnostics(of: texts) == ["country-aliases.tsv:2: header has no column \"code\""])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .failed(let found) = Generator.render(dataDirectory: directory) else {
            Issue.record("an empty data directory must fail")
            return
        }
        #expect(found.count == DataFile.allCases.count)
        #expect(found.first?.description.hasPrefix("iso4217.tsv:0: cannot read") == true)
    }

    @Test("values with stray spaces are rejected rather than silently trimmed")
    func paddedValues() throws {
        let texts = try edited(.paypalCurrencies) { $0 + "EUR \t2\tfalse\ttrue\ttrue\t\t\n" }
        #expect(diagnostics(of: texts) == ["paypal-currencies.tsv:5: value \"EUR \" has leading or trailing spaces"])
    }
}
