import Foundation
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
            ("DI Yogyakarta", "ID", "Daerah Istimewa Yogyakarta"), ("D.I. Yogyakarta", "ID", "Daerah Istimewa Yogyakarta"),
            ("Yogyakarta", "ID", "Daerah Istimewa Yogyakarta"), ("Daerah Istimewa Jogjakarta", "ID", nil),
        ])
    func indonesia(text: String, country: String, expected: String?) throws {
        let report = state(text, country: country, shape: "orders-v2")
        let diagnostic = try #require(report.diagnostics.first { $0.code == .invalidState })
        if let expected {
            #expect(diagnostic.suggestion == expected)
            #expect(diagnostic.message.contains("(ID-YO)"))
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
        #expect(state("NY", country: "US").diagnostics.isEmpty)
    }
}
