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
        #expect(diagnostics(of: texts) == ["paypal-currencies.tsv:5: value \"EUR \" has white space at its start or end (a space, tab or no-break space)"])
        // A no-break space, as a copy from a web page brings it, is as stray as a space.
        let copied = try edited(.iso4217) { $0 + "AFN\t971\tAfghani\u{A0}\t2\n" }
        #expect(diagnostics(of: copied) == ["iso4217.tsv:8: value \"Afghani\u{A0}\" has white space at its start or end (a space, tab or no-break space)"])
    }

    @Test("CRLF line ends (a Windows checkout) read as the same tables, at the same line numbers")
    func crlfLineEnds() throws {
        let good = try loadTexts(Paths.goodData)
        let crlf = good.mapValues { $0.replacingOccurrences(of: "\n", with: "\r\n") }
        var collector = DiagnosticCollector()
        var crlfCollector = DiagnosticCollector()
        guard case .rendered(let files) = Generator.render(ReferenceData.parse(good, diagnostics: &collector)),
            case .rendered(let crlfFiles) = Generator.render(ReferenceData.parse(crlf, diagnostics: &crlfCollector))
        else {
            Issue.record("the good fixture with CRLF line ends did not render")
            return
        }
        #expect(crlfFiles == files)
        // One CRLF row among LF rows: the next row's problem is still at its own line, and no CR reaches a value.
        let mixed = try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\ttrue\ttrue\t\t\r\n" + "XYZ\t2\tfalse\ttrue\ttrue\t\t\n" }
        #expect(diagnostics(of: mixed) == ["paypal-currencies.tsv:6: currency \"XYZ\" is not in iso4217.tsv"])
    }

    @Test("PayPal's places above ISO 4217's, a method named twice, and a successors row left empty are named")
    func currencyAndSuccessorSlips() throws {
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t3\tfalse\ttrue\ttrue\t\t\n" }) == [
            "paypal-currencies.tsv:5: paypalDecimals 3 of EUR is more than ISO 4217's 2 minor units"
        ])
        // Fewer places than ISO's is PayPal's own precision (HUF and TWD take none).
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t0\tfalse\ttrue\ttrue\t\t\n" }) == [])
        #expect(diagnostics(of: try edited(.paypalCurrencies) { $0 + "EUR\t2\tfalse\ttrue\ttrue\tideal|ideal\t\n" }) == [
            "paypal-currencies.tsv:5: localMethods of EUR names a method twice"
        ])
        let empty = try edited(.withdrawnSuccessors) { _ in "alpha4\tsuccessors\nCSXX\t\n" }
        #expect(diagnostics(of: empty) == [
            "iso3166-3.tsv:2: withdrawn code CSXX has no successors in withdrawn-successors.tsv (its row's successors cell is empty)"
        ])
        let missing = try edited(.withdrawnSuccessors) { _ in "alpha4\tsuccessors\n" }
        #expect(diagnostics(of: missing) == ["iso3166-3.tsv:2: withdrawn code CSXX has no row in withdrawn-successors.tsv"])
    }

    /// An emptied table, comments and header kept, generated empty types (a contributor's trial).
    @Test("a table with its header and no rows is refused")
    func emptiedTable() throws {
        let emptied = try edited(.paypalCurrencies) { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.hasPrefix("#") || $0.hasPrefix("code\t") }.joined(separator: "\n") + "\n"
        }
        #expect(diagnostics(of: emptied).contains(
            "paypal-currencies.tsv:1: the table has a header but no rows; restore them (git checkout)"))
    }
}
