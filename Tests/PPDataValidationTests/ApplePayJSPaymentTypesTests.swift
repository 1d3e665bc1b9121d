import Testing

@testable import PPDataValidation

/// The payment-type members of an Apple Pay JS request as WebKit reads them: `Date` members (a number or a `Date`,
/// anything else "no date"), a deferred request's free cancellation date and time zone, which go together, pending
/// billing items without an amount, and disbursement line items, which are not added up
/// (ApplePaySession.cpp, JSDOMConvertDate.cpp; WebKit's ApplePayModifier-deferredPaymentRequest and
/// -disbursementRequest tests, whose requests are in Tests/RealDocuments/apple-pay-js).
@Suite("Apple Pay JS: dates, deferred payments and disbursements")
struct ApplePayJSPaymentTypesTests {
    /// A valid request plus `extra` members (`ApplePayJSFixtures.report`).
    func report(_ extra: String, version: Int? = nil) -> ValidationReport {
        ApplePayJSFixtures.report(extra, version: version)
    }

    /// A deferred payment request with `extra` members.
    func deferred(_ extra: String) -> ValidationReport {
        report("""
            "deferredPaymentRequest": {"paymentDescription": "Hotel", "managementURL": "https://example.com/m",
              "deferredBilling": {"label": "Stay", "amount": "100.00", "paymentTiming": "deferred",
                "deferredPaymentDate": "2026-12-20T00:00:00.000Z"}\(extra)}
            """)
    }

    @Test("ISO 8601 date-time text, as JSON.stringify writes a Date, and its shorter forms are dates", arguments: [
        ("2026-12-18T09:00:00.000Z", true), ("2026-12-18", true), ("2026-12", true), ("2026", true),
        ("2026-12-18T09:00", true), ("2026-12-18T09:00:00+05:30", true), ("+275760-09-13T00:00:00.000Z", true),
        ("Tomorrow", false), ("December 18, 2026", false), ("2026-13-01", false), ("2026-12-18T25:00", false),
        ("2026-12-18T09:00:00.Z", false), ("2026-12-18 09:00", false), ("", false), ("20261218", false),
    ])
    func isoText(_ text: String, _ isDate: Bool) {
        var text = text
        #expect(text.withUTF8(ApplePayJSDate.isISO8601) == isDate, "\(text)")
    }

    @Test("a free cancellation date needs its time zone, and a time zone needs a date", arguments: [
        (#", "freeCancellationDate": "2026-12-18T00:00:00.000Z", "freeCancellationDateTimeZone": "America/Los_Angeles""#,
         [String](), [String]()),
        (#", "freeCancellationDate": 1797206400000, "freeCancellationDateTimeZone": "Europe/Paris""#, [], []),
        (#", "freeCancellationDate": "2026-12-18T00:00:00.000Z""#,
         ["MISSING_REQUIRED_PARAMETER"], ["/deferredPaymentRequest/freeCancellationDateTimeZone"]),
        (#", "freeCancellationDate": "2026-12-18T00:00:00.000Z", "freeCancellationDateTimeZone": """#,
         ["MISSING_REQUIRED_PARAMETER"], ["/deferredPaymentRequest/freeCancellationDateTimeZone"]),
        (#", "freeCancellationDateTimeZone": "America/Los_Angeles""#,
         ["INVALID_PARAMETER_VALUE"], ["/deferredPaymentRequest/freeCancellationDateTimeZone"]),
        (#", "freeCancellationDate": "Tomorrow", "freeCancellationDateTimeZone": "America/Los_Angeles""#,
         ["INVALID_PARAMETER_SYNTAX"], ["/deferredPaymentRequest/freeCancellationDate"]),
        // null, an invalid Date as JSON.stringify writes it, is no date at all.
        (#", "freeCancellationDate": null, "freeCancellationDateTimeZone": "America/Los_Angeles""#,
         ["INVALID_PARAMETER_VALUE"], ["/deferredPaymentRequest/freeCancellationDateTimeZone"]),
        (#", "freeCancellationDateTimeZone": """#, [], []),
    ])
    func freeCancellation(_ extra: String, _ errors: [String], _ paths: [String]) {
        let report = deferred(extra)
        let found = report.diagnostics.filter { $0.severity == .error }
        #expect(found.map(\.code.rawValue) == errors, "\(report.diagnostics)")
        #expect(found.map(\.path) == paths)
        #expect(report.diagnostics.count == found.count, "one fault, one finding: \(report.diagnostics)")
        if let error = found.first { #expect(error.message.contains("Safari throws a TypeError")) }
    }

    /// WebKit's `isTimeZoneValid` asks ICU (`ucal_getCanonicalTimeZoneID`); the ICU answers below are ICU 72's.
    @Test("with a date, the time zone must be one ICU knows, in its letter case", arguments: [
        ("America/Los_Angeles", nil), ("US/Eastern", nil), ("Asia/Calcutta", nil), ("PST", nil), ("UTC", nil),
        ("Etc/GMT+5", nil), ("GMT+8", nil), ("GMT-05:00", nil), ("gmt+0530", nil), ("America/Ciudad_Juarez", nil),
        ("Backyard", .some(nil)), ("america/new_york", "America/New_York"), ("UTC+8", "GMT+8"),
        ("utc-05:00", "GMT-05:00"), ("GMT+24", .some(nil)), ("Europe/Pariss", "Europe/Paris"), (" UTC", "UTC"),
    ] as [(String, String??)])
    func timeZone(_ zone: String, _ expected: String??) throws {
        let report = deferred(#", "freeCancellationDate": "2026-12-18T00:00:00.000Z", "freeCancellationDateTimeZone": "\#(zone)""#)
        guard let suggestion = expected else {
            #expect(report.diagnostics.isEmpty, "\(zone): \(report.diagnostics)")
            return
        }
        let error = try #require(report.diagnostics.first, "\(zone)")
        #expect(report.diagnostics.count == 1)
        #expect(error.code == .invalidParameterValue && error.severity == .error)
        #expect(error.path == "/deferredPaymentRequest/freeCancellationDateTimeZone")
        #expect(error.message.contains("is not a time zone Apple's platforms know") && error.message.contains("Safari throws a TypeError"))
        #expect(error.suggestion == suggestion, "\(zone)")
    }

    @Test("a time zone of the wrong type is a syntax error only, and is not looked up")
    func timeZoneType() {
        let report = deferred(#", "freeCancellationDate": "2026-12-18T00:00:00.000Z", "freeCancellationDateTimeZone": 7"#)
        #expect(report.diagnostics.map(\.code) == [.invalidParameterSyntax])
    }

    @Test("a value that is no date, with no time zone to throw for, is a warning: Safari drops it")
    func droppedDate() throws {
        let report = deferred(#", "freeCancellationDate": "next Friday""#)
        #expect(report.isValid)
        let warning = try #require(report.diagnostics.first)
        #expect(warning.code == .invalidParameterSyntax && warning.severity == .warning)
        #expect(warning.path == "/deferredPaymentRequest/freeCancellationDate")
        #expect(warning.message.contains("Safari reads it as no date"))
    }

    @Test("a line item's dates may be numbers; text that is no date is a warning, not an error")
    func lineItemDates() throws {
        let numbers = report("""
            "lineItems": [{"label": "Plan", "amount": "10.00", "paymentTiming": "recurring",
              "recurringPaymentStartDate": 1797206400000, "recurringPaymentEndDate": 1828742400000}]
            """)
        #expect(numbers.diagnostics.isEmpty, "\(numbers.diagnostics)")
        let text = report("""
            "lineItems": [{"label": "Later", "amount": "10.00", "paymentTiming": "deferred", "deferredPaymentDate": "soon"}]
            """)
        let warning = try #require(text.diagnostics.first)
        #expect(text.isValid && warning.severity == .warning && warning.path == "/lineItems/0/deferredPaymentDate")
    }

    @Test("a pending billing item needs no amount; a final one does", arguments: [
        ("recurringPaymentRequest", "regularBilling", "recurring"),
        ("automaticReloadPaymentRequest", "automaticReloadBilling", "automaticReload"),
        ("deferredPaymentRequest", "deferredBilling", "deferred"),
    ])
    func pendingBilling(_ member: String, _ billing: String, _ timing: String) {
        let threshold = timing == "automaticReload" ? #", "automaticReloadPaymentThresholdAmount": "5.00""# : ""
        func request(_ type: String) -> ValidationReport {
            report("""
                "\(member)": {"paymentDescription": "Plan", "managementURL": "https://example.com/m",
                  "\(billing)": {"label": "Later", "type": "\(type)", "paymentTiming": "\(timing)"\(threshold)}}
                """)
        }
        #expect(request("pending").diagnostics.isEmpty, "\(request("pending").diagnostics)")
        let final = request("final")
        #expect(final.codes == [.missingRequiredParameter] && final.diagnostics.first?.path == "/\(member)/\(billing)/amount")
        // Another timing is refused, in words that take the request's article ("of an automaticReloadPaymentRequest").
        let immediate = report("""
            "\(member)": {"paymentDescription": "Plan", "managementURL": "https://example.com/m",
              "\(billing)": {"label": "Later", "type": "pending", "paymentTiming": "immediate"\(threshold)}}
            """)
        let article = member.hasPrefix("a") ? "an" : "a"
        #expect(immediate.diagnostics.map(\.message) == ["\(billing) of \(article) \(member) must have paymentTiming \"\(timing)\""])
    }

    @Test("a disbursement's line items are not added up against the total, and belong to a disbursement request")
    func disbursement() {
        let items = """
            "lineItems": [{"label": "Chime", "amount": "15.00"},
              {"label": "Total Amount", "amount": "10.00", "disbursementLineItemType": "disbursement"}],
            "disbursementRequest": {}
            """
        #expect(report(items).diagnostics.isEmpty, "\(report(items).diagnostics)")
        // Outside a disbursement request PassKit refuses such items.
        let stray = report(#""lineItems": [{"label": "Fee", "amount": "0.15", "disbursementLineItemType": "instantFundsOutFee"}]"#)
        #expect(stray.codes == [.notSupported] && stray.diagnostics.first?.path == "/lineItems/0/disbursementLineItemType")
        let plain = #""lineItems": [{"label": "A", "amount": "15.00"}, {"label": "B", "amount": "15.00", "disbursementLineItemType": "disbursement"}], "disbursementRequest": {}"#
        #expect(report(plain).diagnostics.isEmpty)
        // Without either, the same items are summed and compared as before.
        #expect(report(#""lineItems": [{"label": "A", "amount": "15.00"}]"#).codes == [.amountMismatch])
    }
    /// A recurring, deferred or automatic reload line item is charged later: the total (today's charge) is not
    /// compared with the line items, as in the PassKit form.
    @Test("a later charge among the line items leaves the total uncompared", arguments: [
        #""paymentTiming": "recurring", "recurringPaymentStartDate": "2026-12-15T00:00:00Z", "recurringPaymentIntervalUnit": "month""#,
        #""paymentTiming": "deferred", "deferredPaymentDate": "2026-12-20T00:00:00Z""#,
        #""paymentTiming": "automaticReload", "automaticReloadPaymentThresholdAmount": "5.00""#,
    ])
    func laterChargesAreNotSummed(_ timing: String) {
        let items = #""lineItems": [{"label": "First month", "amount": "10.00"}, {"label": "Then", "amount": "14.99", \#(timing)}]"#
        #expect(report(items).diagnostics.isEmpty, "\(report(items).diagnostics.map(\.message))")
        // An immediate item is today's charge, summed as a line item without a timing is.
        let immediate = #""lineItems": [{"label": "A", "amount": "10.00"}, {"label": "B", "amount": "14.99", "paymentTiming": "immediate"}]"#
        #expect(report(immediate).codes == [.amountMismatch])
    }

    @Test("an unknown payment timing in a billing item suggests the timing its request kind needs", arguments: [
        ("Immediate", "deferred"), ("Deferred", "deferred"), ("later", "deferred"),
    ])
    func unknownTimingSuggestsTheKindsTiming(_ written: String, _ suggested: String) throws {
        let found = report("""
            "deferredPaymentRequest": {"paymentDescription": "Hotel", "managementURL": "https://example.com/m",
              "deferredBilling": {"label": "Stay", "amount": "100.00", "paymentTiming": "\(written)",
                "deferredPaymentDate": "2026-12-20T00:00:00.000Z"}}
            """)
        let finding = try #require(found.diagnostics.first { $0.path == "/deferredPaymentRequest/deferredBilling/paymentTiming" })
        #expect(finding.code == .invalidParameterValue && finding.suggestion == suggested, "\(finding.message)")
    }
}

/// `null` for an Apple Pay JS dictionary member: WebIDL converts it to an empty dictionary, not to nothing.
@Suite("Apple Pay JS: null for a dictionary member is an empty dictionary")
struct ApplePayJSNullDictionaryTests {
    @Test("a null payment request is an empty one, which Safari throws for; a null disbursement request is one")
    func nullDictionaries() throws {
        for key in ["recurringPaymentRequest", "automaticReloadPaymentRequest", "deferredPaymentRequest"] {
            let report = ApplePayJSFixtures.report(#""\#(key)": null"#)
            let finding = try #require(report.diagnostics.first, "\(key)")
            #expect(finding.path == "/\(key)" && finding.severity == .error && report.diagnostics.count == 1, "\(key)")
        }
        // An empty disbursement request: the disbursement checks apply, so plain line items alone are refused.
        let disbursement = ApplePayJSFixtures.report(#""disbursementRequest": null, "lineItems": [{"label": "A", "amount": "10.00"}]"#)
        #expect(disbursement.codes == [.invalidParameterValue] && disbursement.diagnostics.first?.path == "/lineItems")
    }

}
