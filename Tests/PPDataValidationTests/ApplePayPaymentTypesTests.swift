import Testing

@testable import PPDataValidation

/// PassKit's payment requests (PKRecurringPaymentRequest, PKAutomaticReloadPaymentRequest, PKDeferredPaymentRequest)
/// and the summary-item subclasses their billing items are (the iOS 15-16.4 SDK headers).
@Suite("Apple Pay (PassKit): recurring, automatic reload and deferred payment requests")
struct ApplePayPaymentTypesTests {
    /// A valid PassKit request with `summary` as its summary items and `extra` members.
    func report(summary: String = #"[{"label": "Example", "amount": "10.00"}]"#, _ extra: String = "") -> ValidationReport {
        PaymentValidator(options: V1AppleFixtures.options).validate(
            """
            {"merchantIdentifier": "merchant.com.example", "countryCode": "US", "currencyCode": "USD",
             "supportedNetworks": ["visa"], "merchantCapabilities": ["3DS"], "paymentSummaryItems": \(summary)\(extra)}
            """, as: .applePay)
    }

    func findings(_ report: ValidationReport) -> [String] {
        report.diagnostics.map { "\($0.code) \($0.severity) \($0.path)" }
    }

    @Test("a recurring request needs its description, regular billing and management URL", arguments: [
        (#", "recurringPaymentRequest": {"paymentDescription": "News+", "regularBilling": {"label": "Monthly", "amount": "9.99", "intervalUnit": "month", "intervalCount": 1, "startDate": "2026-12-18T00:00:00Z"}, "managementURL": "https://example.com/manage", "trialBilling": {"label": "Trial", "amount": "0.99", "endDate": "2027-01-18T00:00:00Z"}}"#, [String]()),
        (#", "recurringPaymentRequest": {"paymentDescription": "News+", "managementURL": "https://example.com/manage"}"#,
         ["MISSING_REQUIRED_PARAMETER error /recurringPaymentRequest/regularBilling"]),
        (#", "recurringPaymentRequest": {"regularBilling": {"label": "Monthly", "amount": "9.99"}, "managementURL": "manage"}"#,
         ["MISSING_REQUIRED_PARAMETER error /recurringPaymentRequest/paymentDescription", "INVALID_PARAMETER_SYNTAX warning /recurringPaymentRequest/managementURL"]),
        (#", "recurringPaymentRequest": {"paymentDescription": "News+", "regularBilling": {"label": "Monthly", "amount": "9.99", "intervalUnit": "week"}, "managementURL": "https://example.com/manage", "extra": 1}"#,
         ["INVALID_PARAMETER_VALUE error /recurringPaymentRequest/regularBilling/intervalUnit", "UNKNOWN_FIELD warning /recurringPaymentRequest/extra"]),
        (#", "recurringPaymentRequest": {"paymentDescription": "News+", "regularBilling": {"label": "Monthly", "amount": "-1", "intervalCount": 0}, "managementURL": "https://example.com/manage"}"#,
         ["CANNOT_BE_NEGATIVE warning /recurringPaymentRequest/regularBilling/amount", "INVALID_PARAMETER_SYNTAX error /recurringPaymentRequest/regularBilling/intervalCount"]),
    ])
    func recurring(_ extra: String, _ expected: [String]) {
        #expect(findings(report(extra)) == expected)
    }

    @Test("an automatic reload item needs its threshold, a deferred item its date")
    func billingSubclasses() {
        let reload = report(#", "automaticReloadPaymentRequest": {"paymentDescription": "Card", "automaticReloadBilling": {"label": "Reload", "amount": "25.00"}, "managementURL": "https://example.com/m"}"#)
        #expect(findings(reload) == ["MISSING_REQUIRED_PARAMETER error /automaticReloadPaymentRequest/automaticReloadBilling/thresholdAmount"])
        let reloadOK = report(#", "automaticReloadPaymentRequest": {"paymentDescription": "Card", "automaticReloadBilling": {"label": "Reload", "amount": "25.00", "thresholdAmount": "5.00"}, "managementURL": "https://example.com/m"}"#)
        #expect(reloadOK.diagnostics.isEmpty)
        let deferred = report(#", "deferredPaymentRequest": {"paymentDescription": "Hotel", "deferredBilling": {"label": "Stay", "amount": "200.00", "deferredDate": "next week"}, "managementURL": "https://example.com/m"}"#)
        #expect(findings(deferred) == ["INVALID_PARAMETER_SYNTAX error /deferredPaymentRequest/deferredBilling/deferredDate"])
        let undated = report(#", "deferredPaymentRequest": {"paymentDescription": "Hotel", "deferredBilling": {"label": "Stay", "amount": "200.00"}, "managementURL": "https://example.com/m"}"#)
        #expect(findings(undated) == ["MISSING_REQUIRED_PARAMETER error /deferredPaymentRequest/deferredBilling/deferredDate"])
    }

    /// PKDeferredPaymentRequest.h: the free cancellation date and its time zone are set together; the time zone is
    /// an NSTimeZone, made from a time zone name.
    @Test("a deferred request's free cancellation date and time zone go together", arguments: [
        (#", "freeCancellationDate": "2026-12-18T00:00:00Z", "freeCancellationDateTimeZone": "Europe/Paris""#, [String]()),
        (#", "freeCancellationDate": 1797206400, "freeCancellationDateTimeZone": "GMT+01:00""#, []),
        (#", "freeCancellationDate": "2026-12-18T00:00:00Z""#, ["MISSING_REQUIRED_PARAMETER error /deferredPaymentRequest/freeCancellationDateTimeZone"]),
        (#", "freeCancellationDateTimeZone": "Europe/Paris""#, ["INVALID_PARAMETER_VALUE error /deferredPaymentRequest/freeCancellationDateTimeZone"]),
        (#", "freeCancellationDate": "2026-12-18T00:00:00Z", "freeCancellationDateTimeZone": "Backyard""#, ["INVALID_PARAMETER_VALUE error /deferredPaymentRequest/freeCancellationDateTimeZone"]),
        (#", "freeCancellationDate": "2026-12-18T00:00:00Z", "freeCancellationDateTimeZone": 1"#, ["INVALID_PARAMETER_SYNTAX error /deferredPaymentRequest/freeCancellationDateTimeZone"]),
    ])
    func freeCancellation(_ extra: String, _ expected: [String]) {
        let request = #", "deferredPaymentRequest": {"paymentDescription": "Hotel", "deferredBilling": {"label": "Stay", "amount": "200.00", "deferredDate": "2026-12-20T00:00:00Z"}, "managementURL": "https://example.com/m"\#(extra)}"#
        #expect(findings(report(request)) == expected)
    }

    @Test("summary items may be recurring, deferred or automatic-reload items; their schedule keeps the sum unchecked")
    func subclassSummaryItems() {
        // Checkout.com's recurring demo: the total, 10, is the trial's first charge beside a 20 membership.
        let recurring = report(summary: #"[{"label": "Trial", "amount": "10", "endDate": "2025-01-02T12:00:00Z"}, {"label": "Membership", "amount": "20", "startDate": "2025-01-02T12:00:00Z", "intervalUnit": "kCFCalendarUnitMonth"}, {"label": "VIP", "amount": "10"}]"#)
        #expect(findings(recurring) == ["INVALID_PARAMETER_VALUE error /paymentSummaryItems/1/intervalUnit"])
        #expect(recurring.diagnostics.first?.suggestion == "month")
        // Plain items still add up to the total.
        let plain = report(summary: #"[{"label": "A", "amount": "10"}, {"label": "B", "amount": "20"}, {"label": "Shop", "amount": "10"}]"#)
        #expect(findings(plain) == ["AMOUNT_MISMATCH warning /paymentSummaryItems/2/amount"])
        let dates = report(summary: #"[{"label": "A", "amount": "10", "startDate": "soon"}, {"label": "Shop", "amount": "10"}]"#)
        #expect(findings(dates) == ["INVALID_PARAMETER_SYNTAX error /paymentSummaryItems/0/startDate"])
    }
}
