import Foundation
import PPData
import Testing

/// Reads a Data/ table's rows (comment lines and header skipped) as arrays of fields.
func dataRows(_ name: String) throws -> [[String]] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data").appendingPathComponent(name)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
    return lines.dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
}

@Suite("Table integrity against Data/")
struct TableIntegrityTests {
    @Test("the MPL list is appendix A's 23 currencies, the REST list PayPal's 25, and CurrencyCode their union with IDR")
    func currencies() throws {
        let appendixA = "AUD BRL CAD CZK DKK EUR HKD HUF ILS JPY MYR MXN NOK NZD PHP PLN GBP SGD SEK CHF TWD THB USD"
        let rest = appendixA + " CNY RUB"
        func codes(_ text: String) -> Set<String> { Set(text.split(separator: " ").map(String.init)) }
        #expect(Set(CurrencyCode.supported(by: .mpl).map(\.rawValue)) == codes(appendixA))
        #expect(Set(CurrencyCode.supported(by: .rest).map(\.rawValue)) == codes(rest))
        // IDR: the local payment methods' alone (the v6 Web SDK samples' Indonesian methods).
        #expect(CurrencyCode.allCases.count == 26)
        #expect(try dataRows("paypal-currencies.tsv").count == 26)
        #expect(CurrencyCode.idr.supportedAPIs == [.localPaymentMethods])
        #expect(CurrencyCode.idr.localPaymentMethods.contains("gopay"))
        #expect(CurrencyCode.supported(by: .localPaymentMethods).count == 14)
        #expect(CurrencyCode.cny.supportedAPIs == [.rest, .localPaymentMethods])
        #expect(CurrencyCode.usd.supportedAPIs == [.mpl, .rest, .localPaymentMethods])  // Alipay
        #expect(!CurrencyCode.rub.isSupported(by: .mpl))
    }

    @Test("PayPal decimals and ISO minor units differ exactly where PayPal says")
    func decimals() {
        #expect(CurrencyCode.allCases.filter { $0.paypalDecimals == 0 } == [.huf, .jpy, .twd])
        #expect(CurrencyCode.huf.isoMinorUnits == 2)
        #expect(CurrencyCode.twd.isoMinorUnits == 2)
        #expect(CurrencyCode.jpy.isoMinorUnits == 0)
        #expect(CurrencyCode.allCases.filter(\.isInCountryOnly) == [.brl, .cny, .myr])
        #expect(CurrencyCode.usd.numericCode == "840")
        #expect(CurrencyCode.usd.englishName == "US Dollar")
        #expect(CurrencyCode.chf.numericCode == "756")
    }

    @Test("every ISO 4217 row is in ISOCurrency.all with its values")
    func isoCurrencies() throws {
        let rows = try dataRows("iso4217.tsv")
        #expect(ISOCurrency.all.count == rows.count)
        for row in rows {
            let currency = try #require(ISOCurrency.lookup(row[0]))
            #expect(currency.numericCode == row[1])
            #expect(currency.englishName == row[2])
            #expect(currency.minorUnits == Int(row[3]))
        }
        #expect(ISOCurrency.lookup("KRW")?.paypalCurrency == nil)
        #expect(ISOCurrency.lookup("USD")?.paypalCurrency == .usd)
    }

    @Test("249 ISO 3166-1 countries with their codes and names")
    func countries() throws {
        let rows = try dataRows("iso3166-1.tsv")
        #expect(CountryCode.allCases.count == 249)
        #expect(rows.count == 249)
        for row in rows {
            let country = try #require(CountryCode(rawValue: row[0]))
            #expect(country.alpha3 == row[1])
            #expect(country.numericCode == row[2])
            #expect(country.englishName == row[3])
        }
    }

    @Test("every appendix B code is known: ISO and PayPal-supported, or withdrawn and listed")
    func appendixB() throws {
        let rows = try dataRows("paypal-countries.tsv")
        #expect(rows.count == 245)  // the guide's 243, and RS and ME from PayPal's REST reference
        for row in rows {
            if let country = CountryCode(rawValue: row[0]) {
                #expect(country.isPayPalSupported, "\(row[0])")
            } else {
                let withdrawn = try #require(WithdrawnCountryCode(rawValue: row[0]))
                #expect(withdrawn.isInPayPalTable)
            }
        }
        #expect(CountryCode.allCases.filter(\.isPayPalSupported).count == 243)
        // Countries created after the guide was written are not in its table, but for the successors of its CS,
        // which PayPal's REST reference lists.
        for code in ["SS", "BQ", "CW", "SX", "BL", "MF"] {
            #expect(CountryCode(rawValue: code)?.isPayPalSupported == false, "\(code)")
        }
        #expect(CountryCode.rs.isPayPalSupported && CountryCode.me.isPayPalSupported)
    }

    @Test("withdrawn codes PayPal lists carry their successors; C2 is PayPal-only")
    func withdrawnAndPayPalOnly() {
        #expect(WithdrawnCountryCode.an.successors == [.bq, .cw, .sx])
        #expect(WithdrawnCountryCode.cs.successors == [.rs, .me])
        #expect(WithdrawnCountryCode.cs.englishName == "Serbia and Montenegro")
        #expect(WithdrawnCountryCode.cs.alpha4 == "CSXX")
        #expect(WithdrawnCountryCode.yu.successors == [.rs, .me])
        // ISO 3166-3 divides the USSR into 13 states; Belarus and Ukraine had codes of their own before it.
        #expect(WithdrawnCountryCode.su.successors.count == 13)
        #expect(!WithdrawnCountryCode.su.successors.contains(.by) && !WithdrawnCountryCode.su.successors.contains(.ua))
        #expect(WithdrawnCountryCode.allCases.filter(\.isInPayPalTable) == [.an, .cs])
        // Codes withdrawn and later reassigned are current countries, not withdrawn ones.
        #expect(WithdrawnCountryCode(rawValue: "BY") == nil)
        #expect(CountryCode(rawValue: "BY") == .by)
        #expect(PayPalOnlyCountryCode.c2.addressFormat == .cn)
        #expect(CountryCode(rawValue: "C2") == nil)
    }

    @Test("33 MPL locales with language and country")
    func locales() throws {
        #expect(MPLLocale.allCases.count == 33)
        #expect(try dataRows("mpl-locales.tsv").count == 33)
        #expect(MPLLocale.frCA.rawValue == "fr_CA")
        #expect(MPLLocale.frCA.language == "fr")
        #expect(MPLLocale.frCA.country == .ca)
        #expect(CountryCode.be.mplLocales == [.enBE, .frBE, .nlBE])
        #expect(CountryCode.ch.mplLocales == [.deCH, .enCH, .frCH])
        #expect(CountryCode.gb.mplLocales == [])
        for locale in MPLLocale.allCases {
            #expect(locale.country.mplLocales.contains(locale))
            #expect(locale.rawValue == "\(locale.language)_\(locale.country.rawValue)")
        }
    }
}

@Suite("Raw values and Codable")
struct RoundTripTests {
    func roundTrip<T: Codable & Equatable & RawRepresentable>(_ value: T) throws -> Bool where T.RawValue == String {
        let data = try JSONEncoder().encode([value])
        let text = String(decoding: data, as: UTF8.self)
        let decoded = try JSONDecoder().decode([T].self, from: data)
        return decoded == [value] && text == "[\"\(value.rawValue)\"]" && T(rawValue: value.rawValue) == value
    }

    @Test("every case round-trips through its raw value and JSON")
    func everyCase() throws {
        for value in CurrencyCode.allCases { #expect(try roundTrip(value), "\(value)") }
        for value in CountryCode.allCases { #expect(try roundTrip(value), "\(value)") }
        for value in MPLLocale.allCases { #expect(try roundTrip(value), "\(value)") }
        for value in WithdrawnCountryCode.allCases { #expect(try roundTrip(value), "\(value)") }
        for value in PayPalOnlyCountryCode.allCases { #expect(try roundTrip(value), "\(value)") }
    }

    @Test("keyword cases are ordinary values")
    func keywordCases() {
        #expect(CountryCode.do.rawValue == "DO")
        #expect(CountryCode.in.rawValue == "IN")
        #expect(CountryCode.is.rawValue == "IS")
        #expect(CountryCode.as.rawValue == "AS")
        #expect(CountryCode.in.englishName == "India")
    }

    @Test("decoding an unknown code fails instead of guessing")
    func decodingUnknown() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CurrencyCode].self, from: Data("[\"usd\"]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CountryCode].self, from: Data("[\"UK\"]".utf8)) }
    }
}
