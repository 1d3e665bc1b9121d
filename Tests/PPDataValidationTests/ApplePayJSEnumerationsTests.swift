import Foundation
import Testing

@testable import PPDataValidation

/// `ApplePayJSEnumerationsRule` and the other issue-40 changes to Apple Pay JS: every member whose value is a WebIDL
/// enumeration refuses other values and `null` (WebKit's bindings throw "TypeError: Type error."), a deprecated
/// value is a warning, a billing item needs its payment timing, and an unknown contact state is a warning.
@Suite("Apple Pay JS: the request's enumerations, as WebKit's bindings read them")
struct ApplePayJSEnumerationsTests {
    /// A valid request plus `extra` members (`ApplePayJSFixtures.report`).
    func report(_ extra: String, version: Int? = nil) -> ValidationReport {
        ApplePayJSFixtures.report(extra, version: version)
    }

    func finding(_ report: ValidationReport, _ path: String) -> Diagnostic? {
        report.diagnostics.first { $0.path == path }
    }

    @Test("each enumerated member (line items' too): its values pass, another value and null are errors")
    func enumeratedMembers() throws {
        let cases: [(member: String, good: String, path: String, bad: String)] = [
            (
                #""applePayLaterAvailability": "#, #""unavailableItemIneligible""#, "/applePayLaterAvailability",
                #""unavailable""#
            ),
            (#""shippingContactEditingMode": "#, #""storePickup""#, "/shippingContactEditingMode", #""storepickup""#),
            (#""features": ["#, #""paymentTimingRecurring"]"#, "/features/0", #""recurring"]"#),
            (
                #""installmentConfiguration": {"featureType": "#, #""appleCard"}"#,
                "/installmentConfiguration/featureType", #""card"}"#
            ),
            (
                #""installmentConfiguration": {"retailChannel": "#, #""inStore"}"#,
                "/installmentConfiguration/retailChannel", #""store"}"#
            ),
            (
                #""installmentConfiguration": {"items": [{"type": "#, #""phone"}]}"#,
                "/installmentConfiguration/items/0/type", #""tablet"}]}"#
            ),
            (
                #""disbursementRequest": {}, "lineItems": [{"label": "Out", "amount": "1.00", "disbursementLineItemType": "#,
                #""instantFundsOutFee"}]"#, "/lineItems/0/disbursementLineItemType", #""fee"}]"#
            ),
            (
                #""disbursementRequest": {"requiredRecipientContactFields": ["#, #""email"]}"#,
                "/disbursementRequest/requiredRecipientContactFields/0", #""mail"]}"#
            ),
            (#""shippingType": "#, #""delivery""#, "/shippingType", #""deliver""#),
            (
                #""lineItems": [{"label": "Tax", "amount": "1.00", "type": "#, #""pending"}]"#,
                "/lineItems/0/type", #""pend"}]"#
            ),
            (
                #""lineItems": [{"label": "Tax", "amount": "1.00", "paymentTiming": "#, #""immediate"}]"#,
                "/lineItems/0/paymentTiming", #""now"}]"#
            ),
            (
                #""lineItems": [{"label": "Tax", "amount": "1.00", "recurringPaymentIntervalUnit": "#, #""year"}]"#,
                "/lineItems/0/recurringPaymentIntervalUnit", #""years"}]"#
            ),
        ]
        for item in cases {
            let good = report(item.member + item.good)
            #expect(finding(good, item.path) == nil, "\(item.member + item.good): \(good.diagnostics)")
            let bad = report(item.member + item.bad)
            let found = try #require(finding(bad, item.path), "\(item.member + item.bad)")
            #expect(found.code == .invalidParameterValue && found.severity == .error)
            let null = report(
                item.member + item.bad.replacingOccurrences(of: #"^"[^"]*""#, with: "null", options: .regularExpression)
            )
            #expect(finding(null, item.path)?.severity == .error, "null for \(item.member)")
        }
        let totalType = PaymentValidator().validate(
            #"{"countryCode": "US", "currencyCode": "USD", "supportedNetworks": ["visa"], "merchantCapabilities": ["supports3DS"], "total": {"label": "A", "amount": "1.00", "type": null}}"#,
            as: .applePayJS)
        let nullType = try #require(finding(totalType, "/total/type"))
        #expect(nullType.severity == .error && nullType.message.contains("final, pending"), "\(nullType.message)")
        let suggested = report(#""applePayLaterAvailability": "availble""#)
        #expect(finding(suggested, "/applePayLaterAvailability")?.suggestion == "available")
    }

    @Test(
        "shippingContactEditingMode \"enabled\" is a deprecation warning with \"available\"; supportsInstantFundsOut is accepted"
    )
    func deprecatedAndDisbursementValues() throws {
        let enabled = report(#""shippingContactEditingMode": "enabled""#)
        let warning = try #require(finding(enabled, "/shippingContactEditingMode"))
        #expect(warning.severity == .warning && warning.suggestion == "available" && enabled.isValid)
        let capability = PaymentValidator().validate(
            #"{"countryCode": "US", "currencyCode": "USD", "supportedNetworks": ["visa"], "merchantCapabilities": ["supports3DS", "supportsInstantFundsOut"], "total": {"label": "A", "amount": "1.00"}}"#,
            as: .applePayJS)
        #expect(capability.diagnostics.isEmpty, "\(capability.diagnostics)")
    }

    @Test("a billing item without paymentTiming is an error: WebKit reads it as immediate and throws")
    func billingItemNeedsItsTiming() throws {
        let request =
            #""recurringPaymentRequest": {"paymentDescription": "Plan", "managementURL": "https://example.com/m", "regularBilling": {"label": "Monthly", "amount": "10.00"}}"#
        let missing = try #require(finding(report(request), "/recurringPaymentRequest/regularBilling/paymentTiming"))
        #expect(missing.code == .missingRequiredParameter && missing.suggestion == "recurring")
        let given = request.replacingOccurrences(
            of: #""amount": "10.00"}"#, with: #""amount": "10.00", "paymentTiming": "recurring"}"#)
        #expect(report(given).isValid)
    }

    @Test("installmentConfiguration: applicationMetadata a JSON object, and null for a list (items, features) a TypeError")
    func installmentConfiguration() throws {
        for metadata in [#""""#, #"["a", "b"]"#, "null", "4", "true"] {
            let bad = report(#""installmentConfiguration": {"applicationMetadata": "# + metadata + "}")
            let found = try #require(finding(bad, "/installmentConfiguration/applicationMetadata"), "\(metadata)")
            #expect(found.code == .invalidParameterSyntax && found.severity == .error)
            #expect(found.message.contains("TypeError: applicationMetadata must be a JSON object"))
        }
        let object = report(#""installmentConfiguration": {"applicationMetadata": {"foo": "bar"}, "items": []}"#)
        #expect(object.diagnostics.isEmpty, "\(object.diagnostics)")
        for (member, path) in [
            (#""installmentConfiguration": {"items": null}"#, "/installmentConfiguration/items"),
            (#""features": null"#, "/features"),
            (
                #""disbursementRequest": {"requiredRecipientContactFields": null}"#,
                "/disbursementRequest/requiredRecipientContactFields"
            ),
        ] {
            let found = try #require(finding(report(member), path), "\(member)")
            #expect(found.code == .invalidParameterSyntax && found.message.contains("Value is not a sequence"))
        }
        // The enumerations inside it are still read (now by ApplePayJSInstallmentRule).
        let type = report(#""installmentConfiguration": {"items": [{"type": "tv"}]}"#)
        #expect(finding(type, "/installmentConfiguration/items/0/type")?.code == .invalidParameterValue)
    }

    @Test("a contact's administrativeArea that is no subdivision is a warning: WebKit copies the contact unchecked")
    func contactStateIsAWarning() throws {
        let contact = report(
            #""shippingContact": {"addressLines": ["1 Main St"], "locality": "Springfield", "administrativeArea": "Narnia", "postalCode": "62701", "countryCode": "US"}"#
        )
        let state = try #require(finding(contact, "/shippingContact/administrativeArea"))
        #expect(state.code == .invalidState && state.severity == .warning && contact.isValid)
    }
}
