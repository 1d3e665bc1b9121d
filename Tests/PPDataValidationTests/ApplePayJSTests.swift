import Foundation
import Testing

@testable import PPDataValidation

@Suite("Apple Pay JS rules")
struct ApplePayJSTests {
    private let validator = PaymentValidator()

    /// `Examples/`, found from this file.
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// A valid request (the base fixture's content, one member a line) for the tests that edit it.
    private static let base = """
        {"countryCode": "US", "currencyCode": "USD",
         "supportedNetworks": ["visa", "masterCard", "amex", "discover"], "merchantCapabilities": ["supports3DS"],
         "total": {"label": "Acme Store", "amount": "48.60"},
         "lineItems": [{"label": "Gizmo", "amount": "45.00"}, {"label": "Tax", "amount": "3.60"}],
         "requiredBillingContactFields": ["postalAddress"],
         "requiredShippingContactFields": ["name", "email", "phone", "postalAddress"],
         "shippingType": "shipping",
         "shippingMethods": [{"label": "Ground", "detail": "5-7 days", "amount": "0.00", "identifier": "ground"}],
         "shippingContact": {"givenName": "Jane", "emailAddress": "jane@example.com", "phoneNumber": "+1 408 555 0100",
           "addressLines": ["1 Infinite Loop"], "locality": "Cupertino", "administrativeArea": "CA",
           "postalCode": "95014", "countryCode": "US"},
         "applicationData": "eyJvcmRlciI6IjEyMyJ9"}
        """

    /// `base` with `replacing` swapped for `with`, validated as apple-pay-js at `version`.
    private func report(replacing: String = "", with replacement: String = "", version: Int? = nil) throws
        -> ValidationReport
    {
        let text = Self.base
        #expect(replacing.isEmpty || text.contains(replacing), "the base request holds \(replacing)")
        let changed = replacing.isEmpty ? text : text.replacingOccurrences(of: replacing, with: replacement)
        return PaymentValidator(options: ValidationOptions(applePayVersion: version)).validate(changed, as: .applePayJS)
    }

    @Test("failing fixture and passing twin", arguments: V1AppleFixtures.cases(.applePayJS))
    func fixturePair(_ pair: V1AppleFixtures.Case) throws {
        try V1AppleFixtures.check(pair)
    }

    @Test("the base request is clean")
    func baseIsClean() throws {
        #expect(try report().diagnostics.isEmpty)
        #expect(try V1AppleFixtures.validate(.applePayJS, "base").diagnostics.isEmpty)
    }

    @Test("contact fields and capabilities are matched decoded: an escaped spelling is the name, others are reported")
    func vocabularyMatchedDecoded() throws {
        // "\u0065" is "e": the escaped spellings are email and supportsEMV (which then asks for chinaUnionPay).
        let escaped = try report(
            replacing: #"["name", "email", "phone", "postalAddress"]"#, with: #"["name", "\u0065mail", "phone"]"#)
        #expect(escaped.diagnostics.isEmpty, "\(V1AppleFixtures.describe(escaped))")
        let emv = try report(replacing: #"["supports3DS"]"#, with: #"["supports\u0045MV"]"#)
        #expect(emv.diagnostics.map(\.code) == [.emvWithoutUnionPay], "\(V1AppleFixtures.describe(emv))")
        // A number (Safari reads it as its text, "7", which is no contact field) and a PassKit name: each reported
        // at its entry, the PassKit one with the web name.
        let wrong = try report(
            replacing: #"["name", "email", "phone", "postalAddress"]"#, with: #"["name", 7, "emailAddress"]"#)
        #expect(wrong.diagnostics.map(\.path) == ["/requiredShippingContactFields/1", "/requiredShippingContactFields/2"])
        #expect(wrong.diagnostics.map(\.code) == [.invalidParameterValue, .invalidParameterValue])
        #expect(wrong.diagnostics.first?.message.contains("\"7\"") == true)
        #expect(wrong.diagnostics.last?.suggestion == "email")
    }

    @Test func everyCodeTheKindReportsHasAFixturePair() {
        let uncovered = V1AppleFixtures.uncovered(
            [
                "MISSING_REQUIRED_PARAMETER", "INVALID_PARAMETER_SYNTAX", "INVALID_PARAMETER_VALUE", "UNKNOWN_FIELD",
                "INVALID_COUNTRY_CODE", "COUNTRY_CODE_WITHDRAWN", "INVALID_CURRENCY_CODE", "CURRENCY_NOT_SUPPORTED",
                "CURRENCY_IN_COUNTRY_ONLY", "DECIMALS_NOT_SUPPORTED", "DECIMAL_PRECISION", "MAX_VALUE_EXCEEDED",
                "CANNOT_BE_NEGATIVE", "AMOUNT_MISMATCH", "EMV_WITHOUT_UNIONPAY", "UNKNOWN_PAYMENT_NETWORK",
                "PENDING_TOTAL", "PENDING_AMOUNT_NOT_ZERO", "DUPLICATE_IDENTIFIER", "INVALID_EMAIL", "INVALID_PHONE",
                "CITY_REQUIRED", "STATE_REQUIRED", "INVALID_POSTAL_CODE", "INVALID_STATE",
            ], in: .applePayJS)
        #expect(uncovered.isEmpty, "no fixture for \(uncovered)")
        let severities = Dictionary(uniqueKeysWithValues: V1AppleFixtures.cases(.applePayJS).map { ($0.name, $0.severity) })
        // Safari throws on an unknown network (an error here, a warning for PassKit); it accepts repeated shipping
        // method identifiers (a warning here, an error for PassKit).
        #expect(severities["network-unknown"] == "error")
        #expect(severities["duplicate-identifier"] == "warning")
    }

    @Test("detection: a top-level total object is apple-pay-js, and wins over PassKit's keys")
    func detection() throws {
        func kind(_ json: String) throws -> DocumentKind? { DocumentKind.detect(try JSONDocument.parse(json).root) }
        #expect(try kind(#"{"total": {"label": "A", "amount": "1"}}"#) == .applePayJS)
        #expect(try kind(#"{"merchantCapabilities": ["supports3DS"], "total": {"label": "A", "amount": "1"}}"#) == .applePayJS)
        #expect(try kind(#"{"paymentSummaryItems": [], "total": {}}"#) == .applePayJS)
        // PassKit has no `total`: one of another type still names Apple Pay JS (Braintree's documented example,
        // braintree-web-drop-in issue #794), unless PassKit's summary items are there too.
        #expect(try kind(#"{"merchantCapabilities": ["supports3DS"], "total": "10.00"}"#) == .applePayJS)
        #expect(try kind(#"{"merchantCapabilities": ["3DS"], "total": "1.00", "paymentSummaryItems": []}"#) == .applePay)
        #expect(try kind(#"{"total": "1.00"}"#) == nil)
        // With no total of either form, the capabilities' spelling: `supports3DS` is Apple Pay JS's, `3DS` PassKit's.
        #expect(try kind(#"{"countryCode": "US", "merchantCapabilities": ["supports3DS"]}"#) == .applePayJS)
        #expect(try kind(#"{"countryCode": "US", "merchantCapabilities": ["3DS"]}"#) == .applePay)
        #expect(try kind(#"{"merchantCapabilities": "supports3DS"}"#) == .applePay)
        #expect(try kind(#"{"paymentSummaryItems": [{"label": "A", "amount": "1"}]}"#) == .applePay)
        #expect(try kind("{}") == nil)
        // The bundled PassKit example stays PassKit.
        let passKit = try String(contentsOf: Self.examples.appendingPathComponent("apple-pay-valid.json"), encoding: .utf8)
        #expect(validator.validate(passKit).kind == .applePay)
    }

    @Test("the valid example is clean; the invalid one shows several codes")
    func examples() throws {
        let valid = validator.validate(
            try String(contentsOf: Self.examples.appendingPathComponent("apple-pay-js-valid.json"), encoding: .utf8))
        #expect(valid.kind == .applePayJS)
        #expect(valid.diagnostics.isEmpty, "\(V1AppleFixtures.describe(valid))")
        let invalid = validator.validate(
            try String(contentsOf: Self.examples.appendingPathComponent("apple-pay-js-invalid.json"), encoding: .utf8))
        #expect(invalid.kind == .applePayJS && !invalid.isValid)
        #expect(Set(invalid.codes).count >= 8, "\(invalid.codes)")
    }

    @Test("a zero total: refused below version 4, accepted from 4 and when no version is given")
    func zeroTotalByVersion() throws {
        let zero = (#""amount": "48.60""#, #""amount": "0""#)
        let lineItems = (#""lineItems""#, #""lineItemsGone""#)
        for (version, refused) in [(2, true), (3, true), (4, false), (nil, false)] as [(Int?, Bool)] {
            let text = Self.base
                .replacingOccurrences(of: zero.0, with: zero.1).replacingOccurrences(of: lineItems.0, with: lineItems.1)
            let r = PaymentValidator(options: ValidationOptions(applePayVersion: version)).validate(text, as: .applePayJS)
            let codes = r.codes.filter { $0 != "UNKNOWN_FIELD" }
            #expect(codes == (refused ? ["CANNOT_BE_ZERO_OR_NEGATIVE"] : []), "version \(version.map(String.init) ?? "none")")
        }
    }

    @Test("phoneticName from version 3, carteBancaire from 3, jcb from 2")
    func versionGatedNames() throws {
        let phonetic = (#""name", "email""#, #""name", "phoneticName", "email""#)
        #expect(try report(replacing: phonetic.0, with: phonetic.1, version: 2).codes == ["INVALID_PARAMETER_VALUE"])
        #expect(try report(replacing: phonetic.0, with: phonetic.1, version: 3).codes.isEmpty)
        #expect(try report(replacing: phonetic.0, with: phonetic.1).codes.isEmpty)
        let carte = (#""discover""#, #""discover", "carteBancaire""#)
        let refused = try report(replacing: carte.0, with: carte.1, version: 2)
        #expect(refused.codes == ["UNKNOWN_PAYMENT_NETWORK"])
        #expect(refused.diagnostics.first?.message.contains("version 3") == true)
        #expect(try report(replacing: carte.0, with: carte.1, version: 3).codes.isEmpty)
        let jcb = (#""discover""#, #""discover", "jcb""#)
        #expect(try report(replacing: jcb.0, with: jcb.1, version: 1).codes == ["UNKNOWN_PAYMENT_NETWORK"])
        #expect(try report(replacing: jcb.0, with: jcb.1, version: 2).codes.isEmpty)
    }

    @Test("a network in another letter case is a warning, as Safari ignores case; PassKit's names are exact")
    func networkLetterCase() throws {
        let upper = try report(replacing: #""discover""#, with: #""DISCOVER", "MasterCard""#)
        #expect(upper.codes == ["UNKNOWN_PAYMENT_NETWORK", "UNKNOWN_PAYMENT_NETWORK"])
        #expect(upper.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(upper.diagnostics.map(\.suggestion) == ["discover", "masterCard"])
        #expect(upper.diagnostics.first?.message.hasPrefix("\"DISCOVER\" is discover in another letter case") == true)
        // The version gates ignore case too: Safari compares with equalIgnoringASCIICase.
        let carte = try report(replacing: #""discover""#, with: #""discover", "CarteBancaire""#, version: 2)
        #expect(carte.diagnostics.map(\.severity) == [.error])
        #expect(carte.diagnostics.first?.message.contains("version 3") == true)
        #expect(try report(replacing: #""discover""#, with: #""Jcb""#, version: 2).diagnostics.first?.suggestion == "jcb")
        // An unknown name stays an error, whatever else the list holds.
        let unknown = try report(replacing: #""discover""#, with: #""discover", "invalidNetwork""#)
        #expect(unknown.diagnostics.map(\.severity) == [.error])
        #expect(unknown.diagnostics.first?.message.contains("since WebKit's change of January 2026") == true)
        // PassKit's PKPaymentNetwork values are exact: the same name in a PassKit request stays unknown there.
        let passKit = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["VISA"],"paymentSummaryItems":[{"label":"Store","amount":"1.00"}]}"#,
            as: .applePay)
        #expect(passKit.diagnostics.first?.message.contains("is not a PassKit payment network") == true)
    }

    @Test("merchantCategoryCode: four digits, else a warning (Safari passes on the number it reads, or none)")
    func merchantCategoryCode() throws {
        #expect(try report(replacing: #""shippingType""#, with: #""merchantCategoryCode": "0739", "shippingType""#).codes.isEmpty)
        for text in ["abcd", "12345", "", "54 11"] {
            let r = try report(replacing: #""shippingType""#, with: #""merchantCategoryCode": "\#(text)", "shippingType""#)
            #expect(r.codes == ["INVALID_PARAMETER_SYNTAX"], "\(text)")
            #expect(r.diagnostics.first?.severity == .warning)
            #expect(r.diagnostics.first?.path == "/merchantCategoryCode")
        }
    }

    @Test("supportedCountries is only read from version 3")
    func supportedCountriesByVersion() throws {
        let countries = (#""shippingType""#, #""supportedCountries": ["US", "invalid"], "shippingType""#)
        #expect(try report(replacing: countries.0, with: countries.1, version: 2).codes.isEmpty)
        #expect(try report(replacing: countries.0, with: countries.1, version: 3).codes == ["INVALID_COUNTRY_CODE"])
    }

    @Test("applicationData may be any JSON value; WebKit converts it to a string")
    func applicationDataAnyType() throws {
        for value in ["1234", "{}", "null", "true", #""""#] {
            #expect(try report(replacing: #""eyJvcmRlciI6IjEyMyJ9""#, with: value).codes.isEmpty, "\(value)")
        }
        // Taken, but its text "7" is no base64: Safari sends no application data (a warning).
        let seven = try report(replacing: #""eyJvcmRlciI6IjEyMyJ9""#, with: "7")
        #expect(seven.codes == ["INVALID_PARAMETER_SYNTAX"] && seven.isValid)
    }

    @Test("the version 1 names of the required address fields are accepted, without phoneticName")
    func versionOneAddressFields() throws {
        let v1 = (#""requiredBillingContactFields""#, #""requiredBillingAddressFields""#)
        #expect(try report(replacing: v1.0, with: v1.1).codes.isEmpty)
        let phonetic = (#""requiredBillingContactFields": ["postalAddress""#, #""requiredBillingAddressFields": ["phoneticName""#)
        let r = try report(replacing: phonetic.0, with: phonetic.1)
        #expect(r.codes == ["INVALID_PARAMETER_VALUE"], "\(V1AppleFixtures.describe(r))")
    }

    @Test("a pending line item may omit its amount and is left out of the sum")
    func pendingLineItem() throws {
        let pending = try report(
            replacing: #""label": "Tax","#, with: #""type": "pending", "label": "Tip"}, {"label": "Tax","#)
        #expect(pending.codes.isEmpty, "\(V1AppleFixtures.describe(pending))")
        let withAmount = try report(
            replacing: #""label": "Tax","#, with: #""type": "pending", "label": "Tip", "amount": "2.00"}, {"label": "Tax","#)
        #expect(withAmount.codes == ["PENDING_AMOUNT_NOT_ZERO"], "a pending amount is not added to the total")
    }

    @Test("an empty contact is accepted; a contact address is checked like any Apple address")
    func contacts() throws {
        #expect(try report(replacing: #""applicationData""#, with: #""billingContact": {}, "applicationData""#).codes.isEmpty)
        let lower = try report(replacing: #""countryCode": "US"}"#, with: #""countryCode": "us"}"#)
        #expect(lower.codes.isEmpty, "Apple contacts may write the country code in lower case")
    }
}
