import PPDataValidation
import Testing

/// The import's corrections of Google's postal-code patterns (Data/README.md, corrections 8 and 9), each from a new
/// user's trial of real addresses.
@Suite("Postal codes: the import's corrections of Google's patterns")
struct PostalCodeCorrectionTests {
    func findings(_ country: String, _ postal: String, city: String = "Town") -> [Diagnostic] {
        let address = #"{"address_line_1": "1 Main Rd", "admin_area_2": "\#(city)", "postal_code": "\#(postal)", "country_code": "\#(country)"}"#
        return PaymentValidator().validate(address, as: .address).diagnostics.filter { $0.code == .invalidPostalCode }
    }

    @Test("Tristan da Cunha's TDCU 1ZZ is a postcode of SH, beside STHL and ASCN", arguments: ["TDCU 1ZZ", "STHL 1ZZ", "ASCN 1ZZ"])
    func tristanDaCunha(_ postal: String) {
        #expect(findings("SH", postal, city: "Edinburgh of the Seven Seas").isEmpty)
    }

    @Test("a Northern Ireland postcode sent as Irish is not an Eircode in another form")
    func northernIrelandPostcodeInIreland() throws {
        let found = try #require(findings("IE", "BT48 6DQ", city: "Derry").first)
        #expect(found.suggestion == nil, "\(found.message)")
        #expect(!found.message.contains("is not written as"))
        // Real Eircodes, and D6W's, still pass; one without its space is told its form.
        for eircode in ["A65 F4E2", "D02 X285", "D6W PV38"] { #expect(findings("IE", eircode).isEmpty, "\(eircode)") }
        #expect(findings("IE", "d02x285").first?.suggestion == "D02 X285")
    }

    @Test("Paraguay's six-digit codes of 2018 pass, as its four-digit ones still do", arguments: ["001526", "110935", "1536"])
    func paraguay(_ postal: String) {
        #expect(findings("PY", postal, city: "Asunción").isEmpty)
        #expect(!findings("PY", "15360").isEmpty)
    }

    /// How the country's post writes a code on an envelope (`LT-01103`): the code is right, so a warning in every
    /// shape, the Apple one too (a new user's real addresses were errors there); other corrections keep their severity.
    @Test("a code behind its country's envelope prefix is a warning in every shape, with the bare code")
    func envelopePrefix() throws {
        for (country, postal, bare) in [("LT", "LT-01103", "01103"), ("LU", "L-1728", "1728"), ("CH", "CH-8001", "8001")] {
            let apple = #"{"street": "1 Main", "city": "Town", "postalCode": "\#(postal)", "isoCountryCode": "\#(country)"}"#
            let found = try #require(
                PaymentValidator().validate(apple, as: .address).diagnostics.first { $0.code == .invalidPostalCode })
            #expect(found.severity == .warning && found.suggestion == bare, "\(postal)")
        }
        // Not another form of the prefix, a vehicle sign, another case (the second review), nor a code that would be
        // another state's: the severity is the shape's.
        for (country, postal, bare) in [
            ("GB", "sw1a 1aa", "SW1A 1AA"), ("LT", "lt-01103", "01103"), ("LT", "LT01103", "01103"), ("DE", "D-10115", "10115"),
        ] {
            let apple = #"{"street": "1 Main", "city": "Town", "postalCode": "\#(postal)", "isoCountryCode": "\#(country)"}"#
            let found = try #require(
                PaymentValidator().validate(apple, as: .address).diagnostics.first { $0.code == .invalidPostalCode })
            #expect(found.severity == .error && found.suggestion == bare, "\(postal)")
        }
        let otherState = #"{"line1": "1 Main", "city": "Cupertino", "state": "NY", "postal_code": "US-95014", "country_code": "US"}"#
        let wrongState = try #require(
            PaymentValidator().validate(otherState, as: .address).diagnostics.first { $0.code == .invalidPostalCode })
        #expect(wrongState.severity == .error, "\(wrongState.message)")
    }
}
