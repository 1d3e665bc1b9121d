import PPDataValidation
import Testing

/// `PaymentValidator.check(address:shape:)` judges a typed address in the shape it is given, however few its fields
/// (a checkout form's address while the buyer types), and keeps every street line it was given.
@Suite("Typed addresses: check(address:shape:)")
struct PostalAddressCheckTests {
    let validator = PaymentValidator()

    func findings(_ address: PostalAddress, _ shape: AddressShape) -> [String] {
        validator.check(address: address, shape: shape).map { "\($0.code) \($0.severity) \($0.path)" }
    }

    @Test("a partial address gets its own shape's keys and severities, not those its few keys suggest")
    func partialAddressKeepsItsShape() {
        // Payments v1 requires a US state (an error there); the city is its `city`, not Orders v2's admin_area_2.
        #expect(findings(PostalAddress(lines: ["1 Main St"], city: "Austin", postalCode: "78701", countryCode: "US"), .paymentsV1)
            == ["STATE_REQUIRED error /state"])
        let paris = findings(PostalAddress(lines: ["1 rue de Rivoli"], city: "Paris", countryCode: "FR"), .paymentsV1)
        #expect(paris == ["POSTAL_CODE_REQUIRED error /postal_code"])
        #expect(!paris.contains { $0.hasPrefix("UNKNOWN_FIELD") || $0.hasPrefix("CITY_REQUIRED") })
        // Apple Pay JS: a contact with only a country was "no address shape".
        let applePay = findings(PostalAddress(countryCode: "US"), .applePayJS)
        #expect(!applePay.contains { $0.hasPrefix("UNKNOWN_DOCUMENT_KIND") })
    }

    @Test("an empty address gets the fields it lacks in PayPal's shapes, never 'no address shape'")
    func emptyAddress() {
        for shape in [AddressShape.ordersV2, .paymentsV1, .paypal, .applePay, .applePayJS] {
            let found = validator.check(address: PostalAddress(), shape: shape)
            #expect(!found.contains { $0.code == .unknownDocumentKind }, "\(shape)")
            // PayPal's shapes need a country; an Apple Pay contact may be partial (the sheet fills it).
            let isApple = shape == .applePay || shape == .applePayJS
            #expect(found.contains { $0.severity == .error } == !isApple, "\(shape): \(found.map(\.code))")
        }
    }

    @Test("a third street line where the shape has two is reported, not dropped")
    func thirdStreetLine() {
        let address = PostalAddress(
            lines: ["1 Main St", "Apt 2", "c/o Bob"], city: "Austin", state: "TX", postalCode: "78701", countryCode: "US")
        #expect(findings(address, .ordersV2) == ["UNKNOWN_FIELD warning /address_line_3"])
        #expect(findings(address, .paymentsV1) == ["UNKNOWN_FIELD warning /line3"])
        #expect(findings(address, .paypal).contains("UNKNOWN_FIELD warning /street3"))
        // No suggestion: the nearest key would write the line over the second one (or the first).
        #expect(validator.check(address: address, shape: .paymentsV1).allSatisfy { $0.suggestion == nil })
        #expect(validator.check(address: address, shape: .ordersV2).first?.message.contains("\"c/o Bob\"") == true)
        // Apple Pay keeps every line.
        #expect(findings(address, .applePayJS).allSatisfy { !$0.hasPrefix("UNKNOWN_FIELD") })
        #expect(findings(address, .applePay).allSatisfy { !$0.hasPrefix("UNKNOWN_FIELD") })
        let two = PostalAddress(lines: ["1 Main St", "Apt 2"], city: "Austin", state: "TX", postalCode: "78701", countryCode: "US")
        #expect(findings(two, .ordersV2) == [])
    }
}
