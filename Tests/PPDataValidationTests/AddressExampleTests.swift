import Foundation
import PPData
@testable import PPDataValidation
import Testing

@Suite("Addresses: the examples")
struct AddressExampleTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test("Examples/address-valid.json is clean; address-invalid.json shows the typical mistakes")
    func examples() throws {
        let valid = try String(contentsOf: Self.examples.appendingPathComponent("address-valid.json"), encoding: .utf8)
        let report = PaymentValidator().validate(valid)
        #expect(report.kind == .address)
        #expect(report.diagnostics == [])

        let invalid = try String(contentsOf: Self.examples.appendingPathComponent("address-invalid.json"), encoding: .utf8)
        let found = PaymentValidator().validate(invalid)
        #expect(found.kind == .address)
        #expect(found.codes == [.cityRequired, .invalidState, .invalidPostalCode])
        #expect(found.diagnostics.map(\.severity) == [.error, .warning, .warning])
        #expect(found.diagnostics.map(\.suggestion) == [nil, "QC", "H3A 3G4"])
        #expect(found.diagnostics.map(\.line) == [1, 4, 5])
    }
}

@Suite("Addresses inside payment documents")
struct AddressInDocumentTests {
    /// An example document of Examples/ with `replacements` applied to its text.
    func example(_ name: String, _ replacements: [(String, String)]) throws -> String {
        var text = try String(contentsOf: AddressExampleTests.examples.appendingPathComponent(name), encoding: .utf8)
        for (old, new) in replacements {
            #expect(text.contains(old), "\(name) has no \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    /// The address findings of a document, as (code, severity, path, suggestion).
    func findings(_ text: String) -> [String] {
        let address: Set<DiagnosticCode> = [.invalidState, .invalidPostalCode, .stateRequired, .postalCodeRequired, .cityRequired]
        return PaymentValidator().validate(text).diagnostics.filter { address.contains($0.code) }
            .map { "\($0.code) \($0.severity) \($0.path) \($0.suggestion ?? "-")" }
    }

    @Test("the valid examples stay clean")
    func validExamples() throws {
        for name in ["mpl-payment-valid.json", "payments-v1-valid.json", "apple-pay-valid.json"] {
            #expect(findings(try example(name, [])) == [], "\(name)")
        }
    }

    @Test("MPL shippingAddress: a state name for a code, a postal code with a stray space")
    func mpl() throws {
        let text = try example("mpl-payment-valid.json", [("\"state\": \"NE\"", "\"state\": \"Nebraska\""), ("\"68102\"", "\"68 102\"")])
        #expect(findings(text) == [
            "INVALID_STATE error /shippingAddress/state NE",
            "INVALID_POSTAL_CODE error /shippingAddress/postalcode 68102",
        ])
    }

    @Test("Payments v1 shipping_address: a misspelt state name, a short ZIP code")
    func paymentsV1() throws {
        let text = try example("payments-v1-valid.json", [("\"state\": \"CA\"", "\"state\": \"Californie\""), ("\"95131\"", "\"9513\"")])
        #expect(findings(text) == [
            "INVALID_POSTAL_CODE error /transactions/0/item_list/shipping_address/postal_code -",
            "INVALID_STATE error /transactions/0/item_list/shipping_address/state CA",
        ])
        let missing = try example("payments-v1-valid.json", [(",\n          \"state\": \"CA\"", "")])
        #expect(findings(missing) == ["STATE_REQUIRED error /transactions/0/item_list/shipping_address/state -"])
    }

    /// The Payments v1 reference requires a state in ten countries, Italy among them, but PayPal created and executed
    /// a payment shipping to Milano with `"state": ""` (p16/paypal-rest-api-client's recordings, Tests/RealDocuments):
    /// in Italy the address metadata's warning, elsewhere among the ten still an error. A local term takes its
    /// article ("an emirate").
    @Test("Payments v1: no state is an error in its nine countries, a warning in Italy; messages say a or an")
    func paymentsV1StateCountries() throws {
        func stateFinding(_ country: String, _ postal: String, shape v1: Bool = true) throws -> Diagnostic {
            let text = v1
                ? #"{"line1": "Via del mare 1", "city": "Milano", "postal_code": "\#(postal)", "country_code": "\#(country)", "state": ""}"#
                : #"{"address_line_1": "1 Main", "admin_area_2": "Dubai", "country_code": "\#(country)"}"#
            let report = PaymentValidator().validate(text, as: .address)
            return try #require(report.diagnostics.first { $0.code == .stateRequired }, "\(report.diagnostics)")
        }
        #expect(try stateFinding("IT", "20121").severity == .warning)
        #expect(try stateFinding("MX", "06600").severity == .error)
        #expect(try stateFinding("AE", "", shape: false).message.contains("need an emirate (\"admin_area_1\")"))
        #expect(try stateFinding("MX", "06600").message.contains("requires a state (\"state\")"))
    }

    /// Every message that names a kind of thing from the tables takes its article by the word: "an emirate", "an
    /// oblast" (they said "a emirate", "a oblast" where a subdivision was unknown).
    @Test("messages naming a subdivision's or a postal code's kind say a or an by the word")
    func articlesInMessages() throws {
        func messages(_ text: String) -> [String] {
            PaymentValidator().validate(text, as: .address).diagnostics.map(\.message)
        }
        let dubai = messages(#"{"address_line_1": "1 Sheikh Zayed Rd", "admin_area_2": "Dubai", "admin_area_1": "Dubaii", "country_code": "AE"}"#)
        #expect(dubai.contains { $0.hasSuffix("is not an emirate of United Arab Emirates (AE)") }, "\(dubai)")
        let kyiv = messages(#"{"address_line_1": "1 Khreshchatyk", "admin_area_2": "Kyiv", "admin_area_1": "Atlantis", "country_code": "UA", "postal_code": "01001"}"#)
        #expect(kyiv.contains { $0.hasSuffix("is not an oblast of Ukraine (UA)") }, "\(kyiv)")
        let quebec = messages(#"{"address_line_1": "1 Main", "admin_area_2": "Austin", "admin_area_1": "QC", "country_code": "US", "postal_code": "78701"}"#)
        #expect(quebec.contains { $0.contains("it is a province of Canada") }, "\(quebec)")
        #expect("emirate".withIndefiniteArticle == "an emirate" && "Eircode".withIndefiniteArticle == "an Eircode")
        #expect("province".withIndefiniteArticle == "a province" && "".withIndefiniteArticle == "")
        #expect("United Kingdom postal code".withIndefiniteArticle == "a United Kingdom postal code")
        #expect("Uzbekistan postal code".withIndefiniteArticle == "an Uzbekistan postal code")
        #expect("Ireland Eircode".withIndefiniteArticle == "an Ireland Eircode")
        #expect("Åland Islands postal code".withIndefiniteArticle == "an Åland Islands postal code")
    }

    @Test("Apple Pay shippingContact.postalAddress: an unknown state, a ZIP code with a trailing hyphen")
    func applePay() throws {
        let text = try example("apple-pay-valid.json", [("\"state\": \"CA\"", "\"state\": \"Narnia\""), ("\"95123\"", "\"95123-\"")])
        #expect(findings(text) == [
            "INVALID_STATE warning /shippingContact/postalAddress/state -",
            // A contact the request gives is not checked by Apple Pay: a warning.
            "INVALID_POSTAL_CODE warning /shippingContact/postalAddress/postalCode 95123",
        ])
    }
}
