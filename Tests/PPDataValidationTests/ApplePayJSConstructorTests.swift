import Foundation
import Testing

@testable import PPDataValidation

/// What WebKit's `new ApplePaySession(version, request)` refuses beyond the enumerations: `null` for a sequence or
/// an enumeration member, an automatic reload billing without a valid threshold, a token context with no valid
/// amount; and the `features` values of the current ApplePayFeature.idl. Each case is one of WebKit's LayoutTests
/// (ApplePaySession-expected.txt, ApplePaySessionV3-expected.txt, the paymentrequest ApplePayModifier and
/// features tests; the documents are in Tests/RealDocuments/apple-pay-js).
@Suite("Apple Pay JS: what Safari's ApplePaySession constructor refuses")
struct ApplePayJSConstructorTests {
    /// A valid request plus `extra` members (`ApplePayJSFixtures.report`).
    func report(_ extra: String, version: Int? = nil) -> ValidationReport {
        ApplePayJSFixtures.report(extra, version: version)
    }

    @Test("null for a sequence member is \"Value is not a sequence\"; an empty list is fine",
        arguments: ["lineItems", "requiredBillingContactFields", "requiredShippingContactFields", "shippingMethods",
            "supportedCountries", "multiTokenContexts", "features"])
    func nullSequence(member: String) throws {
        let null = report("\"\(member)\": null", version: 3)
        let finding = try #require(null.diagnostics.first { $0.path == "/\(member)" })
        #expect(finding.code == .invalidParameterSyntax && finding.severity == .error)
        #expect(finding.message.contains("Value is not a sequence"))
        #expect(null.diagnostics.count == 1, "\(null.diagnostics)")
        #expect(report("\"\(member)\": []", version: 3).diagnostics.isEmpty)
    }

    /// A required member written as `null` is present: the text "null" for a text member, no sequence for a list
    /// (ApplePaySession-expected.txt: "\"null\" is not a valid country code.", "Value is not a sequence.").
    @Test("null for a required member is refused as Safari refuses it, not reported missing", arguments: [
        ("countryCode", DiagnosticCode.invalidCountryCode, "not a valid country code", "/countryCode"),
        ("currencyCode", .invalidCurrencyCode, "not a valid currency code", "/currencyCode"),
        ("supportedNetworks", .invalidParameterSyntax, "Value is not a sequence\" (give an array)", "/supportedNetworks"),
        ("merchantCapabilities", .invalidParameterSyntax, "Value is not a sequence\" (give an array)", "/merchantCapabilities"),
        ("total", .invalidParameterSyntax, "not a valid amount", "/total/amount"),
    ])
    func nullRequiredMember(member: String, code: DiagnosticCode, message: String, path: String) throws {
        var request: [String: Any] = [
            "countryCode": "US", "currencyCode": "USD", "supportedNetworks": ["visa"],
            "merchantCapabilities": ["supports3DS"], "total": ["label": "Acme", "amount": "10.00"],
        ]
        request[member] = member == "total" ? ["label": "Acme", "amount": NSNull()] : NSNull()
        let text = try #require(String(data: JSONSerialization.data(withJSONObject: request), encoding: .utf8))
        let report = PaymentValidator(options: V1AppleFixtures.options).validate(text, as: .applePayJS)
        #expect(report.diagnostics.count == 1, "\(report.diagnostics)")
        let finding = try #require(report.diagnostics.first)
        #expect(finding.code == code && finding.severity == .error && finding.path == path)
        #expect(finding.message.contains(message), "\(finding.message)")
    }

    @Test("a final line item's null amount is the text \"null\"; a pending item's is not read")
    func nullLineItemAmount() throws {
        let final = report(#""lineItems": [{"label": "Tax", "amount": null}]"#)
        let finding = try #require(final.diagnostics.first)
        #expect(final.diagnostics.count == 1 && finding.path == "/lineItems/0/amount")
        #expect(finding.code == .invalidParameterSyntax && finding.message.contains("not a valid amount"))
        #expect(report(#""lineItems": [{"label": "Tax", "amount": null, "type": "pending"}]"#).isValid)
    }

    @Test("before version 3 supportedCountries is not read, null included")
    func supportedCountriesBeforeVersion3() {
        #expect(report("\"supportedCountries\": null", version: 2).diagnostics.isEmpty)
        #expect(!report("\"supportedCountries\": null", version: 3).isValid)
        #expect(!report("\"supportedCountries\": null").isValid)  // a current version
    }

    @Test("null for shippingType is a TypeError; a value of the enumeration is fine")
    func nullShippingType() throws {
        let finding = try #require(report("\"shippingType\": null").diagnostics.first)
        #expect(finding.code == .invalidParameterValue && finding.path == "/shippingType")
        #expect(finding.message.contains("shipping, delivery, storePickup, servicePickup"))
        #expect(report("\"shippingType\": \"storePickup\"").diagnostics.isEmpty)
    }

    @Test("null where WebKit takes it stays fine: a contact, applicationData")
    func nullableMembers() {
        for member in ["shippingContact", "billingContact", "applicationData"] {
            #expect(report("\"\(member)\": null").isValid, "\(member)")
        }
    }

    @Test("features of the current ApplePayFeature.idl pass; an unknown one does not",
        arguments: ["applePayLaterAvailability", "paymentRequestMerchantCategoryCode", "paymentRequestDisbursements",
            "paymentRequestDelegation", "lineItemPaymentTiming"])
    func features(feature: String) {
        #expect(report("\"features\": [\"\(feature)\"]").diagnostics.isEmpty)
        #expect(!report("\"features\": [\"\(feature)X\"]").isValid)
    }

    /// `applePayLaterMode` was WebKit trunk's name for a month in 2023 (pull request #12666 renamed it to
    /// `applePayLaterAvailability`); no Safari shipped it, and today's throws on it.
    @Test func applePayLaterModeIsNotAFeature() throws {
        let finding = try #require(report(#""features": ["applePayLaterMode"]"#).diagnostics.first)
        #expect(finding.code == .invalidParameterValue && finding.severity == .error && finding.path == "/features/0")
    }

    /// Delegated Apple Pay (WebKit pull request #54927): `isDelegatedRequest` is a boolean member of the request.
    @Test func delegatedRequest() throws {
        #expect(report(#""isDelegatedRequest": true, "features": ["paymentRequestDelegation"]"#).diagnostics.isEmpty)
        let finding = try #require(report(#""isDelegatedRequest": "yes""#).diagnostics.first)
        #expect(finding.code == .invalidParameterSyntax && finding.path == "/isDelegatedRequest")
    }

    /// WebKit asks of a management URL only that it parses as an absolute URL (`URL { managementURL }.isValid()`).
    @Test("a management URL of any scheme passes; a relative one does not",
        arguments: [("ftp://example.com/manage", true), ("myshop://subscriptions", true), ("mailto:help@example.com", true),
            ("/account/subscriptions", false), ("example.com/manage", false), ("https://example.com/a b", false)])
    func managementURL(url: String, passes: Bool) {
        let result = report("""
            "recurringPaymentRequest": {"paymentDescription": "Plan", "managementURL": "\(url)",
              "regularBilling": {"paymentTiming": "recurring", "label": "Plan", "amount": "10.00"}}
            """)
        #expect(result.diagnostics.isEmpty == passes, "\(result.diagnostics)")
    }

    /// The automatic reload request of WebKit's ApplePayModifier-automaticReloadPaymentRequest test, with `billing`'s
    /// extra members.
    func automaticReload(_ billing: String) -> ValidationReport {
        report("""
            "automaticReloadPaymentRequest": {"paymentDescription": "Top-up", "managementURL": "https://example.com/m",
              "automaticReloadBilling": {"paymentTiming": "automaticReload", "label": "Reload", "amount": "42"\(billing)}}
            """)
    }

    @Test("an automatic reload billing needs a threshold that is a decimal amount")
    func automaticReloadThreshold() throws {
        #expect(automaticReload(", \"automaticReloadPaymentThresholdAmount\": \"5.00\"").diagnostics.isEmpty)
        let path = "/automaticReloadPaymentRequest/automaticReloadBilling/automaticReloadPaymentThresholdAmount"
        let missing = try #require(automaticReload("").diagnostics.first)
        #expect(missing.code == .missingRequiredParameter && missing.path == path)
        #expect(missing.message.contains("not a valid automaticReloadPaymentThresholdAmount"))
        let invalid = try #require(automaticReload(", \"automaticReloadPaymentThresholdAmount\": \"invalid\"").diagnostics.first)
        #expect(invalid.code == .invalidParameterSyntax && invalid.path == path)
        // A DOMString member: WebKit converts the number 5 to "5", a decimal amount.
        #expect(automaticReload(", \"automaticReloadPaymentThresholdAmount\": 5").isValid)
        // The threshold belongs to automatic reload billing: a recurring billing item without one is fine.
        #expect(report("""
            "recurringPaymentRequest": {"paymentDescription": "Plan", "managementURL": "https://example.com/m",
              "regularBilling": {"paymentTiming": "recurring", "label": "Monthly", "amount": "9.99"}}
            """).diagnostics.isEmpty)
    }

    @Test("a token context needs its identifiers, name and a decimal amount; the amounts add up to the total")
    func tokenContexts() throws {
        // The fixture's total is 10.00: PassKit refuses token contexts whose amounts do not add up to it.
        let good = #"{"merchantIdentifier": "m", "externalIdentifier": "e", "merchantName": "Acme", "merchantDomain": "acme.example", "amount": "4.00"}"#
        let rest = #"{"merchantIdentifier": "n", "externalIdentifier": "f", "merchantName": "Other", "amount": "6.00"}"#
        #expect(report("\"multiTokenContexts\": [\(good), \(rest)]").diagnostics.isEmpty)
        let short = report("\"multiTokenContexts\": [\(good)]")
        #expect(short.codes == [.amountMismatch] && !short.isValid && short.diagnostics.first?.path == "/total/amount")
        #expect(short.diagnostics.first?.suggestion == "4.00")
        let negative = report(#""multiTokenContexts": [{"merchantIdentifier": "m", "externalIdentifier": "e", "merchantName": "Acme", "amount": "-1.00"}]"#)
        #expect(negative.codes == [.cannotBeNegative], "a faulty amount is not also summed")
        let invalid = report(#""multiTokenContexts": [{"merchantIdentifier": "m", "externalIdentifier": "e", "merchantName": "Acme", "amount": "invalid"}]"#)
        let amount = try #require(invalid.diagnostics.first)
        #expect(amount.code == .invalidParameterSyntax && amount.path == "/multiTokenContexts/0/amount")
        let missing = report(#""multiTokenContexts": [{"merchantIdentifier": "m"}]"#)
        #expect(Set(missing.diagnostics.map(\.path)) == [
            "/multiTokenContexts/0/externalIdentifier", "/multiTokenContexts/0/merchantName", "/multiTokenContexts/0/amount",
        ])
        #expect(missing.diagnostics.allSatisfy { $0.code == .missingRequiredParameter })
        let unknown = report(#""multiTokenContexts": [{"merchantIdentifier": "m", "externalIdentifier": "e", "merchantName": "Acme", "amount": "10", "merchantId": "x"}]"#)
        #expect(unknown.codes == [.unknownField])
        #expect(!report("\"multiTokenContexts\": [7]").isValid)
        #expect(!report("\"multiTokenContexts\": {}").isValid)
    }
}
