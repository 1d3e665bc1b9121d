import Testing

@testable import PPDataValidation

/// `ApplePayDateRules` and `ApplePayInstant`: PassKit's date rules (a recurring item's end not before its start, a
/// deferred date not passed, a free cancellation date not after the deferred date), in both Apple kinds, on dates as
/// ECMAScript reads them.
@Suite("Apple Pay dates: PassKit's order and past-date rules")
struct ApplePayDateRulesTests {
    /// The day these tests validate on.
    static let options = ValidationOptions(today: CalendarDate(year: 2026, month: 6, day: 10)!)

    /// An Apple Pay JS request with `lineItems` and `extra` members.
    func web(lineItems: String = "", _ extra: String = "") -> ValidationReport {
        let items = lineItems.isEmpty ? "" : #", "lineItems": [\#(lineItems)]"#
        return PaymentValidator(options: Self.options).validate(
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Acme","amount":"10.00"}\#(items)\#(extra)}"#,
            as: .applePayJS)
    }

    /// A PassKit request with `extra` members.
    func passKit(_ extra: String) -> ValidationReport {
        PaymentValidator(options: Self.options).validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":"Acme","amount":"10.00"}],\#(extra)}"#,
            as: .applePay)
    }

    func findings(_ report: ValidationReport) -> [String] {
        report.diagnostics.map { "\($0.code) \($0.severity) \($0.path)" }
    }

    func instant(_ text: String) -> ApplePayInstant? {
        var text = text
        return text.withUTF8(ApplePayInstant.parse)
    }

    @Test("date-time text is read as ECMAScript reads it: a date alone is UTC, a time without offset is local")
    func parsing() throws {
        let day = Int64(CalendarDate(year: 2026, month: 12, day: 18)!.daysSinceEpoch) * 86_400_000
        #expect(instant("2026-12-18") == ApplePayInstant(milliseconds: day, isLocalTime: false))
        #expect(instant("2026-12") == ApplePayInstant(milliseconds: day - 17 * 86_400_000, isLocalTime: false))
        #expect(instant("2026-12-18T09:30:15.250Z") == ApplePayInstant(milliseconds: day + 34_215_250, isLocalTime: false))
        #expect(instant("2026-12-18T09:30:15.2Z")?.milliseconds == day + 34_215_200)
        #expect(instant("2026-12-18T09:30:15.2509Z")?.milliseconds == day + 34_215_250, "digits past the third dropped")
        #expect(instant("2026-12-18T09:00+02:00")?.milliseconds == day + 7 * 3_600_000)
        #expect(instant("2026-12-18T09:00-05:30")?.milliseconds == day + 14 * 3_600_000 + 30 * 60_000)
        #expect(instant("2026-12-18T09:00") == ApplePayInstant(milliseconds: day + 9 * 3_600_000, isLocalTime: true))
        #expect(instant("+002026-12-18")?.milliseconds == day)
        #expect(instant("-000001-12-31")?.milliseconds == -719_529 * 86_400_000)
        #expect(instant("2024-02-29") != nil && instant("2026-12-18T24:00") == instant("2026-12-19T00:00"))
        #expect(instant("+275760-09-13T00:00:00Z")?.milliseconds == ApplePayInstant.limit)
        for bad in [
            "", "2026-13-01", "2026-12-18T9:00Z", "2026-12-18 09:00Z", "18/12/2026", "2026-12-18T09:00:00.Z", "tomorrow",
            "2026-02-31", "2026-02-29", "2026-04-31", "2026-12-18T24:59", "2026-12-18T24:00:01", "-000000-01-01",
            "+275760-09-14", "-275760-09-12",
        ] {
            #expect(instant(bad) == nil, "\(bad)")
        }
        let document = try JSONDocument.parse(
            #"{"ms": 1797206400000, "fraction": 1.5e3, "far": 9e15, "text": "x", "big": 1.7e21, "tiny": 1.5e-7}"#)
        #expect(document.root["big"].flatMap { ApplePayInstant($0.view) } == nil, "1.7e21 ms is past TimeClip")
        #expect(document.root["tiny"].flatMap { ApplePayInstant($0.view) }?.milliseconds == 0)
        #expect(document.root["ms"].flatMap { ApplePayInstant($0.view) }?.milliseconds == 1_797_206_400_000)
        #expect(document.root["fraction"].flatMap { ApplePayInstant($0.view) }?.milliseconds == 1_500)
        #expect(document.root["far"].flatMap { ApplePayInstant($0.view) } == nil, "past TimeClip: an invalid Date")
        #expect(document.root["text"].flatMap { ApplePayInstant($0.view) } == nil)
    }

    @Test("a local time is before an absolute one only by more than a day's spread of time zones")
    func localTimeComparison() {
        let utc = ApplePayInstant(milliseconds: 0, isLocalTime: false)
        let local = ApplePayInstant(milliseconds: -13 * 3_600_000, isLocalTime: true)
        #expect(!local.isCertainlyBefore(utc) && !utc.isCertainlyBefore(local))
        #expect(ApplePayInstant(milliseconds: -15 * 3_600_000, isLocalTime: true).isCertainlyBefore(utc))
        #expect(ApplePayInstant(milliseconds: -1, isLocalTime: true).isCertainlyBefore(ApplePayInstant(milliseconds: 0, isLocalTime: true)))
    }

    @Test("a recurring line item whose end is before its start is an error; equal dates and other timings pass")
    func recurringOrder() throws {
        let reversed = web(lineItems: #"{"label":"Plan","amount":"10.00","paymentTiming":"recurring","recurringPaymentStartDate":"2027-01-01T00:00:00.000Z","recurringPaymentEndDate":"2026-07-01T00:00:00.000Z"}"#)
        #expect(findings(reversed) == ["INVALID_PARAMETER_VALUE error /lineItems/0/recurringPaymentEndDate"])
        #expect(reversed.diagnostics.first?.message.contains("startDate earlier than or equal to endDate") == true)
        let numbers = web(lineItems: #"{"label":"Plan","amount":"10.00","paymentTiming":"recurring","recurringPaymentStartDate":1828742400000,"recurringPaymentEndDate":1797206400000}"#)
        #expect(findings(numbers) == ["INVALID_PARAMETER_VALUE error /lineItems/0/recurringPaymentEndDate"])
        #expect(numbers.diagnostics.first?.message.contains("1797206400000 (2026-12-14)") == true, "\(numbers.diagnostics)")
        let equal = web(lineItems: #"{"label":"Plan","amount":"10.00","paymentTiming":"recurring","recurringPaymentStartDate":"2027-01-01","recurringPaymentEndDate":"2027-01-01"}"#)
        #expect(equal.diagnostics.isEmpty)
        let immediate = web(lineItems: #"{"label":"Plan","amount":"10.00","recurringPaymentStartDate":"2027-01-01","recurringPaymentEndDate":"2026-07-01"}"#)
        #expect(immediate.diagnostics.isEmpty, "WebKit hands PassKit no dates for an immediate item")
        // A local time and a UTC date within a day of each other: the browser's zone decides, so nothing is said.
        let local = web(lineItems: #"{"label":"Plan","amount":"10.00","paymentTiming":"recurring","recurringPaymentStartDate":"2027-01-01T10:00","recurringPaymentEndDate":"2027-01-01"}"#)
        #expect(local.diagnostics.isEmpty)
        let native = passKit(#""recurringPaymentRequest":{"paymentDescription":"Plan","regularBilling":{"label":"Plan","amount":"10.00","startDate":"2027-01-01T00:00:00Z","endDate":"2026-12-31T23:59:59Z"},"managementURL":"https://example.com/m"}"#)
        #expect(findings(native) == ["INVALID_PARAMETER_VALUE error /recurringPaymentRequest/regularBilling/endDate"])
    }

    @Test("a deferred date before the day is an error, on the day a warning; the future passes")
    func deferredDate() throws {
        func item(_ date: String) -> String {
            #"{"label":"Stay","amount":"10.00","paymentTiming":"deferred","deferredPaymentDate":\#(date)}"#
        }
        let past = web(lineItems: item(#""2026-06-09T23:59:59.000Z""#))
        #expect(findings(past) == ["INVALID_PARAMETER_VALUE error /lineItems/0/deferredPaymentDate"])
        #expect(past.diagnostics.first?.message.contains("on 2026-06-10 (today, UTC)") == true, "\(past.diagnostics)")
        // The day's first moment has passed all day; later that day, the date passes during it.
        #expect(findings(web(lineItems: item("1781049600000"))) == ["INVALID_PARAMETER_VALUE error /lineItems/0/deferredPaymentDate"])
        #expect(findings(web(lineItems: item(#""2026-06-10""#))) == ["INVALID_PARAMETER_VALUE error /lineItems/0/deferredPaymentDate"])
        #expect(findings(web(lineItems: item(#""2026-06-10T12:00:00.000Z""#))) == ["INVALID_PARAMETER_VALUE warning /lineItems/0/deferredPaymentDate"])
        #expect(web(lineItems: item(#""2026-06-11""#)).diagnostics.isEmpty)
        // Numbers far out of range are no date, and named without a day.
        let far = web(lineItems: item("-8640000000000000"))
        #expect(far.diagnostics.first?.message.contains("-8640000000000000 has passed") == true, "\(far.diagnostics)")
        // A local time on the day before may still be today somewhere: only a date certainly before the day is an error.
        #expect(findings(web(lineItems: item(#""2026-06-09T20:00""#))) == ["INVALID_PARAMETER_VALUE warning /lineItems/0/deferredPaymentDate"])
        let immediate = web(lineItems: #"{"label":"Now","amount":"10.00","deferredPaymentDate":"2020-01-01"}"#)
        #expect(immediate.diagnostics.isEmpty)
        let native = passKit(#""deferredPaymentRequest":{"paymentDescription":"Stay","deferredBilling":{"label":"Stay","amount":"10.00","deferredDate":"2026-01-01T00:00:00Z"},"managementURL":"https://example.com/m"}"#)
        #expect(findings(native) == ["INVALID_PARAMETER_VALUE error /deferredPaymentRequest/deferredBilling/deferredDate"])
        // A number's unit is not fixed in the PassKit form: it is not compared with the day.
        let seconds = passKit(#""deferredPaymentRequest":{"paymentDescription":"Stay","deferredBilling":{"label":"Stay","amount":"10.00","deferredDate":1797206400},"managementURL":"https://example.com/m"}"#)
        #expect(seconds.diagnostics.isEmpty)
    }

    @Test("a free cancellation date after the deferred date is an error, in both kinds; equal passes")
    func freeCancellation() throws {
        func request(_ cancellation: String) -> String {
            #", "deferredPaymentRequest":{"paymentDescription":"Stay","managementURL":"https://example.com/m","deferredBilling":{"label":"Stay","amount":"10.00","paymentTiming":"deferred","deferredPaymentDate":"2026-07-01T00:00:00.000Z"},"freeCancellationDate":\#(cancellation),"freeCancellationDateTimeZone":"Europe/Paris"}"#
        }
        let late = web(request(#""2026-07-02T00:00:00.000Z""#))
        #expect(findings(late) == ["INVALID_PARAMETER_VALUE error /deferredPaymentRequest/freeCancellationDate"])
        #expect(late.diagnostics.first?.message.contains("deferred billing date cannot be before its freeCancellationDate") == true)
        #expect(web(request(#""2026-07-01T00:00:00.000Z""#)).diagnostics.isEmpty)
        #expect(web(request(#""2026-06-01T00:00:00.000Z""#)).diagnostics.isEmpty, "a past cancellation date is not checked")
        let native = passKit(#""deferredPaymentRequest":{"paymentDescription":"Stay","managementURL":"https://example.com/m","deferredBilling":{"label":"Stay","amount":"10.00","deferredDate":"2026-07-01T00:00:00Z"},"freeCancellationDate":"2026-08-01T00:00:00Z","freeCancellationDateTimeZone":"Europe/Paris"}"#)
        #expect(findings(native) == ["INVALID_PARAMETER_VALUE error /deferredPaymentRequest/freeCancellationDate"])
    }
}
