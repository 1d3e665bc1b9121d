import Foundation
import Testing

@testable import PPDataValidation

/// The checks of PassKit's own request validator (iOS 26.1 PassKitCore `PKPaymentRequestValidator`) that decide a
/// PassKit request's verdict, and the combinations it refuses in an Apple Pay JS request too.
@Suite("Apple Pay: PassKit's validator")
struct ApplePayPassKitValidatorTests {
    /// A valid PassKit request with `extra` members (without braces) and `capabilities`, `networks` as given.
    private func passKit(_ extra: String = "", capabilities: String = #"["3DS"]"#, networks: String = #"["visa"]"#)
        -> ValidationReport
    {
        PaymentValidator(options: ValidationOptions(today: CalendarDate(year: 2026, month: 3, day: 15)!)).validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":\#(capabilities),"supportedNetworks":\#(networks),"paymentSummaryItems":[{"label":"Acme","amount":"10.00"}]\#(extra.isEmpty ? "" : "," + extra)}"#,
            as: .applePay)
    }

    @Test("capabilities: instantFundsOut is one; a list without 3DS or EMV is a warning")
    func capabilities() {
        #expect(passKit(capabilities: #"["3DS", "instantFundsOut"]"#).diagnostics.isEmpty)
        let credit = passKit(capabilities: #"["credit"]"#)
        #expect(credit.isValid && credit.codes == [.invalidParameterValue] && credit.diagnostics.first?.severity == .warning)
        let web = passKit(capabilities: #"["3DS", "supportsInstantFundsOut"]"#)
        #expect(web.diagnostics.first { $0.path == "/merchantCapabilities/1" }?.suggestion == "instantFundsOut")
    }

    @Test("a network PassKit does not know is an error, by its exact name")
    func unknownNetwork() {
        for network in ["foo", "VISA", "mastercard"] {
            let report = passKit(networks: #"["visa", "\#(network)"]"#)
            #expect(!report.isValid && report.codes == [.unknownPaymentNetwork], "\(network)")
            #expect(report.diagnostics.first?.message.contains("PassKit refuses the request") == true)
        }
    }

    @Test("an empty merchantIdentifier is a warning: PassKit asks only for a string")
    func emptyMerchantIdentifier() {
        let report = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":"Acme","amount":"10.00"}]}"#,
            as: .applePay)
        #expect(report.isValid && report.codes == [.invalidStringLength])
    }

    @Test("shipping methods: at most 100, their decimal places unchecked by PassKit (a warning)")
    func shippingMethods() {
        func methods(_ count: Int, amount: String = "1.00") -> String {
            let list = (0..<count).map { #"{"label":"M\#($0)","amount":"\#(amount)","identifier":"m\#($0)"}"# }
            return #""shippingMethods":[\#(list.joined(separator: ","))]"#
        }
        #expect(passKit(methods(100)).diagnostics.isEmpty)
        let many = passKit(methods(101))
        #expect(many.codes == [.invalidArrayMaxItems] && many.diagnostics.first?.path == "/shippingMethods")
        let places = passKit(methods(1, amount: "5.001"))
        #expect(places.isValid && places.codes == [.decimalPrecision])
        #expect(places.diagnostics.first?.message.hasSuffix("PassKit does not check a shipping method's decimal places") == true)
        // Apple Pay JS too (Safari hands PassKit the methods), naming Safari before 15, which refused a third decimal.
        func web(_ methods: String) -> ValidationReport {
            PaymentValidator().validate(
                #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Acme","amount":"10.00"},\#(methods)}"#,
                as: .applePayJS)
        }
        let webPlaces = web(#""shippingMethods":[{"label":"M","detail":"d","amount":"5.001","identifier":"m"}]"#)
        #expect(webPlaces.isValid && webPlaces.codes == [.decimalPrecision])
        #expect(webPlaces.diagnostics.first?.message.hasSuffix("though Safari before 15 refused a third decimal") == true)
        let webMany = web(methods(101).replacingOccurrences(of: #""label":"#, with: #""detail":"d","label":"#))
        #expect(webMany.codes == [.invalidArrayMaxItems], "\(webMany.diagnostics.prefix(2))")
    }

    /// The members for a recurring, a deferred and an automatic reload request, and multi-token contexts.
    private static let recurring = #""recurringPaymentRequest":{"paymentDescription":"Plan","regularBilling":{"label":"Plan","amount":"10.00"},"managementURL":"https://example.com/m"}"#
    private static let deferred = #""deferredPaymentRequest":{"paymentDescription":"Stay","deferredBilling":{"label":"Stay","amount":"10.00","deferredDate":"2027-06-01T00:00:00Z"},"managementURL":"https://example.com/m"}"#
    private static let tokens = #""multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"M","amount":"10.00"}]"#

    @Test("one of the recurring, automatic reload and deferred requests, and none beside multi-token contexts")
    func combinations() {
        #expect(passKit(Self.recurring).diagnostics.isEmpty)
        let two = passKit(Self.recurring + "," + Self.deferred)
        #expect(two.codes == [.notSupported] && two.diagnostics.first?.path == "/deferredPaymentRequest")
        let withTokens = passKit(Self.deferred + "," + Self.tokens)
        #expect(withTokens.codes == [.notSupported] && withTokens.diagnostics.first?.path == "/multiTokenContexts")
        #expect(passKit(Self.deferred + #","multiTokenContexts":[]"#).diagnostics.isEmpty, "an empty list is none")
        // The same in an Apple Pay JS request, whose PassKit request WebKit makes from it.
        let web = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Acme","amount":"10.00"},"recurringPaymentRequest":{"paymentDescription":"Plan","regularBilling":{"label":"Plan","amount":"10.00","paymentTiming":"recurring"},"managementURL":"https://example.com/m"},"multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"M","amount":"10.00"}]}"#,
            as: .applePayJS)
        #expect(web.codes == [.notSupported] && web.diagnostics.first?.path == "/multiTokenContexts", "\(web.diagnostics.map(\.message))")
    }

    @Test("coupon members have their types, and null multi-token contexts are refused (PassKit: \"cannot be nil\")")
    func couponsAndNullContexts() {
        #expect(passKit(#""couponCode":"SAVE5","supportsCouponCode":true"#).diagnostics.isEmpty)
        #expect(passKit(#""couponCode":5,"supportsCouponCode":true"#).codes == [.invalidParameterSyntax])
        #expect(passKit(#""supportsCouponCode":"yes""#).codes == [.invalidParameterSyntax])
        let null = passKit(#""multiTokenContexts":null"#)
        #expect(null.codes == [.invalidParameterSyntax] && null.diagnostics.first?.message.contains("cannot be nil") == true)
    }

    @Test("shippingContactEditingMode storePickup needs a shippingContact, in both forms")
    func storePickup() {
        let bare = passKit(#""shippingContactEditingMode":"storePickup""#)
        #expect(bare.codes == [.missingRequiredParameter] && bare.diagnostics.first?.path == "/shippingContact")
        #expect(passKit(#""shippingContactEditingMode":"storePickup","shippingContact":{"name":{"givenName":"Acme"}}"#).diagnostics.isEmpty)
        #expect(passKit(#""shippingContactEditingMode":"available""#).diagnostics.isEmpty)
        let web = ApplePayJSFixtures.report(#""shippingContactEditingMode": "storePickup""#)
        #expect(web.codes == [.missingRequiredParameter] && web.diagnostics.first?.path == "/shippingContact")
    }

    @Test("multi-token contexts: each needs its identifiers, name and amount, not negative, adding up to the total")
    func tokenContexts() {
        let two = #""multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"M","amount":"6.00"},{"merchantIdentifier":"n","externalIdentifier":"f","merchantName":"N","amount":"4.00"}]"#
        #expect(passKit(two).diagnostics.isEmpty)
        let short = passKit(#""multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"M","amount":"6.00"}]"#)
        #expect(short.codes == [.amountMismatch] && !short.isValid && short.diagnostics.first?.path == "/paymentSummaryItems/0/amount")
        let faults = passKit(#""multiTokenContexts":[{"merchantIdentifier":"m","merchantName":"M","amount":"-1.00"},{"merchantIdentifier":"n","externalIdentifier":"f","merchantName":"N","amount":"11.005"}]"#)
        #expect(faults.codes == [.missingRequiredParameter, .cannotBeNegative, .decimalPrecision])
        #expect(passKit(#""multiTokenContexts":[7]"#).isValid == false)
    }

    @Test("token context sums: an amount with a warning still counts; a total with a finding is not compared")
    func tokenContextSums() {
        let padded = ApplePayJSFixtures.report(#""multiTokenContexts": [{"merchantIdentifier": "m", "externalIdentifier": "e", "merchantName": "M", "amount": "10.000"}]"#)
        #expect(padded.isValid, "10.000 is 10.00: \(padded.diagnostics.map(\.message))")
        let short = ApplePayJSFixtures.report(#""multiTokenContexts": [{"merchantIdentifier": "m", "externalIdentifier": "e", "merchantName": "M", "amount": "9.000"}]"#)
        #expect(short.diagnostics.contains { $0.code == .amountMismatch && $0.severity == .error })
        let total = passKit(#""multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"M","amount":"6.00"}]"#)
        #expect(total.codes == [.amountMismatch])
        let faultyTotal = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":"Acme","amount":"40.005"}],"multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"M","amount":"6.00"}]}"#,
            as: .applePay)
        #expect(faultyTotal.codes == [.decimalPrecision], "one finding at the total: \(faultyTotal.diagnostics.map(\.message))")
    }

    /// The total against two sums at once, the token contexts' (PassKit refuses a mismatch) and the line items'
    /// (Apple shows the total as given): a suggestion only where the other sum agrees, so that following it never
    /// draws the other finding, whose suggestion led back.
    @Test("token contexts and line items: one finding at the total, suggested only when both sums agree", arguments: [
        // line item B, the total: the finding's severity, its suggestion, what its message says (contexts: 75.00)
        ("24.99", "75.00", .warning, nil, "so a line item is off"),
        ("24.99", "74.99", .error, nil, "so a token context's amount is off"),
        ("24.99", "74.98", .error, nil, "the parts add up to 75.00; the line items add up to 74.99, so no one total agrees with both ("),
        ("25.00", "70.00", .error, "75.00", "PassKit refuses: 70.00 is stated, the parts add up to 75.00 ("),
    ] as [(String, String, Severity, String?, String)])
    func tokenContextsAndLineItems(_ line: String, _ total: String, _ severity: Severity, _ suggestion: String?, _ says: String)
        throws
    {
        let report = PaymentValidator().validate(
            #"{"countryCode": "US", "currencyCode": "USD", "supportedNetworks": ["visa"], "merchantCapabilities": ["supports3DS"], "total": {"label": "Shop", "amount": "\#(total)"}, "lineItems": [{"label": "A", "amount": "50.00"}, {"label": "B", "amount": "\#(line)"}], "multiTokenContexts": [{"merchantIdentifier": "m", "externalIdentifier": "a", "merchantName": "A", "amount": "50.00"}, {"merchantIdentifier": "n", "externalIdentifier": "b", "merchantName": "B", "amount": "25.00"}]}"#,
            as: .applePayJS)
        let finding = try #require(report.diagnostics.first, "no finding")
        #expect(report.diagnostics.count == 1 && finding.code == .amountMismatch && finding.path == "/total/amount", "\(report.diagnostics.map(\.message))")
        #expect(finding.severity == severity && finding.suggestion == suggestion, "\(finding.message)")
        #expect((finding.message + " (").contains(says), "\(finding.message)")
    }

    /// A total with a warning of its own (Safari's old maximum, zeros past its currency's places) is still compared
    /// with the token contexts, whose mismatch PassKit refuses: both findings, the error not hidden.
    @Test func tokenContextsBesideTheTotalsWarnings() {
        let contexts = #""multiTokenContexts": [{"merchantIdentifier": "m", "externalIdentifier": "a", "merchantName": "A", "amount": "50.00"}]"#
        let big = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":"A","amount":"200000000.00"},{"label":"T","amount":"200000000.00"}],\#(contexts)}"#,
            as: .applePay)
        #expect(big.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue)" } == ["MAX_VALUE_EXCEEDED warning", "AMOUNT_MISMATCH error"])
        let padded = ApplePayJSFixtures.report(#""multiTokenContexts": [{"merchantIdentifier": "m", "externalIdentifier": "a", "merchantName": "A", "amount": "9.00"}]"#)
        #expect(padded.codes == [.amountMismatch] && !padded.isValid)
        let paddedTotal = PaymentValidator().validate(
            #"{"countryCode": "US", "currencyCode": "USD", "supportedNetworks": ["visa"], "merchantCapabilities": ["supports3DS"], "total": {"label": "Shop", "amount": "70.000"}, \#(contexts.replacingOccurrences(of: "50.00", with: "75.00"))}"#,
            as: .applePayJS)
        #expect(paddedTotal.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue)" } == ["DECIMAL_PRECISION warning", "AMOUNT_MISMATCH error"], "\(paddedTotal.diagnostics.map(\.message))")
    }
}
