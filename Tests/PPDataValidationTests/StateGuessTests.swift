import Foundation
import PPData
import Testing

@testable import PPDataValidation

/// INVALID_STATE names a recognisable short or unusual form and suggests its subdivision (issue 12).
@Suite("States: unusual forms are recognised")
struct StateGuessTests {
    func state(_ text: String, country: String, shape: String = "payments-v1") -> ValidationReport {
        let address: String
        switch shape {
        case "orders-v2":
            address = #"{"address_line_1":"Jl. Malioboro 1","admin_area_2":"Kota","admin_area_1":"\#(text)","postal_code":"55271","country_code":"\#(country)"}"#
        default:
            address = #"{"line1":"1 Main St","city":"New York","state":"\#(text)","postal_code":"10001","country_code":"\#(country)"}"#
        }
        return PaymentValidator().validate(address, as: .address)
    }

    @Test("initials, missing words and punctuation name the subdivision; the suggestion is what the country writes",
        arguments: [
            // (`Yogyakarta` alone is ISO 3166-2's name for it, a spelling since session 61.)
            ("D.I. Yogyakarta", "ID", "Daerah Istimewa Yogyakarta"), ("Daerah Istimewa Jogjakarta", "ID", nil),
        ])
    func indonesia(text: String, country: String, expected: String?) throws {
        let report = state(text, country: country, shape: "orders-v2")
        let diagnostic = try #require(report.diagnostics.first { $0.code == .invalidState })
        if let expected {
            #expect(diagnostic.suggestion == expected)
            #expect(diagnostic.message.contains("(ID-YO)"))
        }
    }

    @Test("PayPal's own names in its state table are spellings of their subdivision", arguments: [
        ("DI Yogyakarta", "ID"), ("Nei Mongol Zizhiqu", "CN"), ("Xinjiang Uygur Zizhiqu", "CN"), ("Hong Kong SAR", "CN"),
        ("Monza e della Brianza", "IT"), ("Distrito Federal", "MX"), ("Armed Forces Europe", "US"),
    ])
    func paypalNames(text: String, country: String) throws {
        // An error in the MPL shape for a name that is no subdivision's: none for these.
        let mpl = PaymentValidator().validate(
            #"{"recipient":"a@example.com","subTotal":"1.00","paymentCurrency":"USD","shippingAddress":{"street1":"1 Main St","city":"Town","state":"\#(text)","countrycode":"\#(country)"}}"#,
            as: .mplPayment)
        #expect(mpl.diagnostics.filter { $0.code == .invalidState && $0.severity == .error }.isEmpty, "\(text): \(mpl.diagnostics)")
        let report = state(text, country: country, shape: "orders-v2")
        #expect(!report.diagnostics.contains { $0.code == .invalidState && $0.message.contains("is not a") }, "\(text): \(report.diagnostics)")
    }

    /// A code's letters written apart name that code (`D.C.` had no suggestion; with dotted abbreviations as spellings,
    /// `N.L.` was one letter from `N.B.` and suggested it).
    @Test("a code written with points is that code", arguments: [
        ("D.C.", "US", "DC"), ("D. C.", "US", "DC"), ("D.E.", "US", "DE"), ("N.L.", "CA", "NL"), ("A.B.", "CA", "AB"),
        ("M.B.", "CA", "MB"), ("N.U.", "CA", "NU"), ("N.B.", "CA", "NB"), ("Y.T.", "CA", "YT"),
    ])
    func dottedCodes(text: String, country: String, code: String) throws {
        let report = state(text, country: country)
        #expect(report.diagnostics.first { $0.code == .invalidState }?.suggestion == code, "\(text): \(report.diagnostics.map(\.message))")
    }

    /// Addresses in English add the word for the subdivision (a new user's Nigerian, Japanese and Chinese addresses
    /// were "not a state" with nothing suggested).
    @Test("the English word for the subdivision, after the name or before it with of, is left out", arguments: [
        ("Lagos State", "NG", "Lagos", "(NG-LA)"), ("Osaka Prefecture", "JP", "Osaka", "(JP-27)"),
        ("Guangdong Province", "CN", "Guangdong Sheng", "(CN-GD)"), ("New York State", "US", "NY", "(US-NY)"),
        ("State of Bahia", "BR", "BA", "(BR-BA)"), ("washington state", "US", "WA", "(US-WA)"),
    ])
    func kindWord(text: String, country: String, suggestion: String, iso: String) throws {
        let diagnostic = try #require(state(text, country: country, shape: "orders-v2").diagnostics.first { $0.code == .invalidState })
        #expect(diagnostic.suggestion == suggestion, "\(text): \(diagnostic.message)")
        #expect(diagnostic.message.contains(iso), "\(text): \(diagnostic.message)")
    }

    @Test("the word for the subdivision alone, or another word, names nothing")
    func kindWordAlone() {
        let format = CountryCode.ng.addressFormat
        #expect(SubdivisionGuess.withoutKind(SubdivisionGuess.words("State"), in: format) == nil)
        #expect(SubdivisionGuess.withoutKind(SubdivisionGuess.words("Lagos Province"), in: format) == nil)
        #expect(SubdivisionGuess.withoutKind(SubdivisionGuess.words("State of"), in: format) == nil)
        #expect(SubdivisionGuess.withoutKind(SubdivisionGuess.words("Lagos State"), in: format) == ["lagos"])
        let report = state("Atlantis State", country: "NG", shape: "orders-v2")
        #expect(report.diagnostics.first { $0.code == .invalidState }?.suggestion == nil)
        // Where the country's names hold the word, it tells places apart: the Moscow region is not the city.
        #expect(SubdivisionGuess.withoutKind(SubdivisionGuess.words("Moskva Oblast"), in: CountryCode.ru.addressFormat) == nil)
        for text in ["Moskva Oblast", "Sankt-Peterburg Oblast", "Saint Petersburg Oblast"] {
            let guessed = state(text, country: "RU", shape: "orders-v2").diagnostics.first { $0.code == .invalidState }
            #expect(guessed?.message.contains("RU-MOW") != true && guessed?.message.contains("RU-SPE") != true, "\(text): \(String(describing: guessed))")
        }
    }

    @Test("Wash. is Washington state, whatever the capital is called")
    func washington() throws {
        for text in ["Wash.", "Wash", "WASH"] {
            #expect(state(text, country: "US").diagnostics.first { $0.code == .invalidState }?.suggestion == "WA", "\(text)")
        }
    }

    @Test("US: N.Y. and Calif name New York and California; an ambiguous word names nothing")
    func unitedStates() throws {
        let ny = state("N.Y.", country: "US")
        #expect(ny.diagnostics.first { $0.code == .invalidState }?.suggestion == "NY")
        let calif = state("Calif", country: "US")
        #expect(calif.diagnostics.first { $0.code == .invalidState }?.suggestion == "CA")
        let carolina = state("Carolina", country: "US")
        let guess = try #require(carolina.diagnostics.first { $0.code == .invalidState })
        #expect(guess.suggestion == nil)  // North or South: no guess
        #expect(guess.message.hasSuffix("it could mean North Carolina (NC) (US-NC) or South Carolina (SC) (US-SC)"))
        #expect(state("NY", country: "US").diagnostics.isEmpty)
    }

    /// A city's name for its region is common and names two subdivisions in these countries: the nearest spelling
    /// (Peru's `LIM`, one letter from "Lima") would pick one at random, so the message names both and nothing is
    /// suggested.
    @Test("a name two subdivisions share is named as ambiguous, with no suggestion",
        arguments: [
            ("Lima", "PE",
             "\"Lima\" is not a province of Peru (PE); it could mean Gobierno Regional de Lima (PE-LIM) or Municipalidad Metropolitana de Lima (PE-LMA)"),
            ("México", "MX",
             "\"México\" is not a state of Mexico (MX); it could mean Ciudad de México (CDMX) (MX-CMX) or Estado de México (Méx.) (MX-MEX)"),
            ("mexico", "MX",
             "\"mexico\" is not a state of Mexico (MX); it could mean Ciudad de México (CDMX) (MX-CMX) or Estado de México (Méx.) (MX-MEX)"),
        ])
    func ambiguousName(text: String, country: String, message: String) throws {
        let report = state(text, country: country, shape: "orders-v2")
        let diagnostic = try #require(report.diagnostics.first { $0.code == .invalidState })
        #expect(diagnostic.message == message)
        #expect(diagnostic.suggestion == nil)
        #expect(diagnostic.severity == .warning)
        #expect(report.diagnostics.filter { $0.code == .invalidState }.count == 1)
    }

    @Test("the guess lists at most the limit asked for, in the country's order")
    func guessLimit() {
        let peru = CountryCode.pe.addressFormat
        let both = SubdivisionGuess.subdivisions(abbreviatedBy: "Lima", in: peru, atMost: 4)
        #expect(both.map(\.subdivision.key) == ["Gobierno Regional de Lima", "Municipalidad Metropolitana de Lima"])
        #expect(SubdivisionGuess.subdivisions(abbreviatedBy: "Lima", in: peru, atMost: 1).count == 1)
        #expect(SubdivisionGuess.subdivision(abbreviatedBy: "Lima", in: peru) == nil)
        #expect(SubdivisionGuess.subdivisions(abbreviatedBy: "Arequipa", in: peru, atMost: 4).map(\.subdivision.key) == ["Arequipa"])
        #expect(SubdivisionGuess.subdivisions(abbreviatedBy: "", in: peru, atMost: 4).isEmpty)
    }
}
