import PPData
import Testing

@Suite("Lookups for bad input")
struct LookupTests {
    @Test func alpha2TableAgreesWithTheGeneratedCodes() {
        for first in UInt8(0)...UInt8(255) {
            for second in [UInt8(ascii: "A"), UInt8(ascii: "S"), UInt8(ascii: "Z"), UInt8(ascii: "a"), 0x40, 0x5B, 0xFF] {
                let text = String(decoding: [first, second], as: UTF8.self)
                let expected = [first, second].allSatisfy({ (0x41...0x5A).contains($0) }) ? CountryCode(rawValue: text) : nil
                #expect(CountryCode(alpha2: first, second) == expected, "\(first) \(second)")
            }
        }
        for country in CountryCode.allCases {
            let utf8 = Array(country.rawValue.utf8)
            #expect(CountryCode(alpha2: utf8[0], utf8[1]) == country)
            #expect(CountryCode.lookup(country.rawValue) == .iso(country))
        }
        #expect(CountryCode(alpha2: UInt8(ascii: "C"), UInt8(ascii: "2")) == nil)  // PayPal's C2 is not ISO
        #expect(CountryCode.lookup("C2") == .paypalOnly(.c2))
        #expect(CountryCode.lookup("CS") != .iso(.cz))
    }

    @Test("currency lookup tells PayPal, ISO-only and unknown apart")
    func currencyLookup() {
        #expect(CurrencyCode.lookup("USD") == .paypal(.usd))
        #expect(CurrencyCode.lookup("KRW") == .isoOnly(ISOCurrency.lookup("KRW")!))
        #expect(CurrencyCode.lookup("usd") == .unknown(suggestion: "USD"))
        #expect(CurrencyCode.lookup("XYZ") == .unknown(suggestion: nil))
        #expect(CurrencyCode.lookup("") == .unknown(suggestion: nil))
        #expect(CurrencyCode(caseInsensitive: "eur") == .eur)
        #expect(CurrencyCode(caseInsensitive: "krw") == nil)
    }

    @Test("currency suggestions from numeric codes and names")
    func currencySuggestions() {
        #expect(CurrencyCode.suggestion(for: "840") == "USD")
        #expect(CurrencyCode.suggestion(for: "euro") == "EUR")
        #expect(CurrencyCode.suggestion(for: "Swiss Franc") == "CHF")
        #expect(CurrencyCode.suggestion(for: "yen") == "JPY")
        #expect(CurrencyCode.suggestion(for: " krw ") == "KRW")
        #expect(CurrencyCode.suggestion(for: "dollars and cents") == nil)
    }

    @Test("every ISO English name suggests its code; a shared name the PayPal currency's, else the first")
    func currencySuggestionsByName() {
        for currency in ISOCurrency.all where ISOCurrency.lookup(currency.englishName.uppercased()) == nil {
            let name = currency.englishName.lowercased()
            let sharing = ISOCurrency.all.filter { $0.englishName.lowercased() == name }
            let expected = (sharing.first { $0.paypalCurrency != nil } ?? sharing.first)?.code
            #expect(CurrencyCode.suggestion(for: currency.englishName) == expected, "\(currency.englishName)")
            if name.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(CurrencyCode.suggestion(for: name.uppercased()) == expected, "\(currency.englishName)")
            }
        }
    }

    @Test("country lookup is exact and classifies withdrawn and PayPal-only codes")
    func countryLookup() {
        #expect(CountryCode.lookup("GB") == .iso(.gb))
        #expect(CountryCode.lookup("C2") == .paypalOnly(.c2))
        #expect(CountryCode.lookup("AN") == .withdrawn(.an))
        #expect(CountryCode.lookup("YU") == .withdrawn(.yu))
        #expect(CountryCode.lookup("UK") == .unknown(suggestion: .gb))
        #expect(CountryCode.lookup("gb") == .unknown(suggestion: .gb))
        #expect(CountryCode.lookup("USA") == .unknown(suggestion: .us))
        #expect(CountryCode.lookup("ZZ") == .unknown(suggestion: nil))
    }

    @Test("every ISO 3166-3 withdrawal is a former code, also those whose alpha-2 code a country holds again")
    func formerCodes() {
        #expect(FormerCountryCode.allCases.count == 31)
        #expect(FormerCountryCode.aidj.alpha2 == "AI" && FormerCountryCode.aidj.alpha3 == "AFI")
        #expect(FormerCountryCode.aidj.successors == [.dj] && CountryCode(rawValue: "AI") == .ai)
        #expect(FormerCountryCode.cshh.successors == [.cz, .sk] && FormerCountryCode.csxx.successors == [.rs, .me])
        #expect(FormerCountryCode.cshh.withdrawalDate == "1993-06-15")
        // Each withdrawn alpha-2 code is the former code it names, with the same facts.
        for withdrawn in WithdrawnCountryCode.allCases {
            let former = FormerCountryCode(rawValue: withdrawn.alpha4)
            #expect(former?.alpha2 == withdrawn.rawValue && former?.alpha3 == withdrawn.alpha3, "\(withdrawn)")
            #expect(former?.successors == withdrawn.successors && former?.englishName == withdrawn.englishName)
        }
        // The rest hold a code a country has now (AI, BQ, BY, GE, SK), or one withdrawn again later (CSHH's CS).
        let others = FormerCountryCode.allCases.filter { WithdrawnCountryCode(rawValue: $0.alpha2)?.alpha4 != $0.rawValue }
        #expect(others.map(\.rawValue) == ["AIDJ", "BQAQ", "BYAA", "CSHH", "GEHH", "SKIN"])
    }

    /// Interpolated into a request body or a log line, a code is the code a document writes, not the case name.
    @Test("codes interpolate as they are written")
    func descriptions() {
        #expect("\(CurrencyCode.usd) \(CountryCode.gb) \(MPLLocale.frCA)" == "USD GB fr_CA")
        #expect("\(WithdrawnCountryCode.an) \(PayPalOnlyCountryCode.c2)" == "AN C2")
    }

    @Test("a numeric country code may leave out ISO's leading zeros")
    func unpaddedNumeric() {
        #expect(CountryCode(numeric: "76") == .br && CountryCode(numeric: "076") == .br)
        #expect(CountryCode(numeric: "4") == .af && CountryCode(numeric: "826") == .gb)
        #expect(CountryCode(numeric: "0076") == nil && CountryCode(numeric: "") == nil && CountryCode(numeric: "7a") == nil)
    }

    @Test("country suggestions from alpha-3, numeric codes, names and aliases")
    func countrySuggestions() {
        #expect(CountryCode.suggestion(for: "usa") == .us)
        #expect(CountryCode.suggestion(for: "DEU") == .de)
        #expect(CountryCode.suggestion(for: "276") == .de)
        #expect(CountryCode.suggestion(for: "Germany") == .de)
        #expect(CountryCode.suggestion(for: "united kingdom") == .gb)
        #expect(CountryCode.suggestion(for: "Great Britain") == .gb)
        #expect(CountryCode.suggestion(for: "United States of America") == .us)
        #expect(CountryCode.suggestion(for: "EL") == .gr)
        #expect(CountryCode.suggestion(for: "Atlantis") == nil)
        #expect(CountryCode(alpha3: "fra") == .fr)
        #expect(CountryCode(numeric: "250") == .fr)
        #expect(CountryCode(numeric: "25") == nil)
    }

    @Test("names are found without their accents or a leading \"the\", and by their former names", arguments: [
        ("Turkiye", CountryCode.tr), ("Türkiye", .tr), ("Turkey", .tr), ("Cote d'Ivoire", .ci), ("Côte d’Ivoire", .ci),
        ("Ivory Coast", .ci), ("Cape Verde", .cv), ("Swaziland", .sz), ("Macedonia", .mk), ("Burma", .mm),
        ("the Netherlands", .nl), ("The Bahamas", .bs), ("  reunion ", .re), ("Curacao", .cw), ("Aland Islands", .ax),
        ("St. Lucia", .lc), ("U.S.A.", .us), ("DR Congo", .cd), ("Vatican City", .va),
        ("Naoero", .nr), ("Nauru", .nr),
    ])
    func countryNames(_ name: String, _ country: CountryCode) {
        #expect(CountryCode(englishName: name) == country, "\(name)")
        #expect(CountryCode.suggestion(for: name) == country, "\(name)")
    }

    @Test("every ISO English name is found, as written and without its accents")
    func everyNameIsFound() {
        for country in CountryCode.allCases {
            #expect(CountryCode(englishName: country.englishName) == country, "\(country.englishName)")
            #expect(CountryCode(englishName: Subdivision.fold(country.englishName)) == country, "\(country.englishName)")
        }
        #expect(CountryCode(englishName: "the") == nil && CountryCode(englishName: "") == nil)
    }
}

@Suite("MPL locale resolution")
struct LocaleResolutionTests {
    @Test("the spellings systems use resolve to the MPL locale", arguments: [
        "fr_CA", "fr-CA", "fr_ca", "FR-ca", "fr_CA.UTF-8", "fr_CA@euro", "fr_CA.UTF-8@euro", " fr_CA ",
    ])
    func spellings(identifier: String) {
        let resolution = MPLLocale.resolve(identifier)
        #expect(resolution.locale == .frCA)
        #expect(!resolution.isFallback)
        #expect(resolution.requested == identifier)
    }

    @Test("a script subtag is skipped")
    func script() {
        #expect(MPLLocale.resolve("zh-Hant-TW") == MPLLocaleResolution(requested: "zh-Hant-TW", locale: .zhTW, isFallback: false))
        #expect(MPLLocale.resolve("zh_Hant_HK").locale == .zhHK)
    }

    @Test("a BCP 47 extension is skipped, as the POSIX modifier it stands for is")
    func extensions() {
        #expect(MPLLocale.resolve("ja-JP-u-ca-japanese") == MPLLocaleResolution(requested: "ja-JP-u-ca-japanese", locale: .jaJP, isFallback: false))
        #expect(MPLLocale.resolve("ja_JP@calendar=japanese").locale == .jaJP)
        #expect(MPLLocale.resolve("en-US-u-cu-eur").locale == .enUS && !MPLLocale.resolve("en-US-u-cu-eur").isFallback)
        #expect(MPLLocale.resolve("zh-Hant-TW-x-private").locale == .zhTW)
        #expect(MPLLocale.resolve("de-AT-u-nu-latn").isFallback)  // still Austria, which MPL does not support
        #expect(MPLLocale.resolve("x-fr-CA").isFallback)  // no language before the extension
    }

    @Test("anything MPL does not support falls back to en_US", arguments: [
        "de_AT", "zh_CN", "", "fr", "en", "garbage", "en_US_POSIX", "12_34", "fr__CA", "ü_ÜÜ", "en-GB", "c", "Cx",
    ])
    func fallback(identifier: String) {
        let resolution = MPLLocale.resolve(identifier)
        #expect(resolution.locale == .enUS)
        #expect(resolution.isFallback)
    }

    @Test("the POSIX default locale asks for no language: en_US without a fallback", arguments: [
        "C", "POSIX", "C.UTF-8", "C.utf8", " C ", "POSIX@euro",
    ])
    func posixDefault(identifier: String) {
        #expect(MPLLocale.resolve(identifier) == MPLLocaleResolution(requested: identifier, locale: .enUS, isFallback: false))
    }

    @Test("every MPL locale written canonically resolves to itself, and each case variant to the same locale")
    func canonicalForms() {
        for locale in MPLLocale.allCases {
            let id = locale.rawValue
            #expect(MPLLocale.resolve(id) == MPLLocaleResolution(requested: id, locale: locale, isFallback: false))
            // The canonical shortcut must not change the answer for the spellings around it.
            for variant in [id.lowercased(), id.uppercased(), String(id.map { $0 == "_" ? "-" : $0 }), id + ".UTF-8"] {
                #expect(MPLLocale.resolve(variant).locale == locale, "\(variant)")
            }
        }
        // Canonical in shape but not an MPL locale: the fallback, as before.
        #expect(MPLLocale.resolve("xx_YY") == MPLLocaleResolution(requested: "xx_YY", locale: .enUS, isFallback: true))
    }

    @Test("en_US itself is not a fallback")
    func enUS() {
        #expect(!MPLLocale.resolve("en_US").isFallback)
        #expect(!MPLLocale.resolve("en-us.utf8").isFallback)
    }

    @Test("a same-language locale is suggested for unsupported ones")
    func sameLanguage() {
        #expect(MPLLocale.sameLanguage(as: "de_AT") == .deDE)
        #expect(MPLLocale.sameLanguage(as: "fr_LU") == .frFR)
        #expect(MPLLocale.sameLanguage(as: "en_GB") == .enUS)
        #expect(MPLLocale.sameLanguage(as: "pt_PT") == .ptBR)
        #expect(MPLLocale.sameLanguage(as: "zh_CN") == .zhHK)
        #expect(MPLLocale.sameLanguage(as: "ru_RU") == nil)
        #expect(MPLLocale.sameLanguage(as: "") == nil)
    }
}
