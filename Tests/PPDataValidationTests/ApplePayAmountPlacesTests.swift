import Foundation
import Testing

@testable import PPDataValidation

/// An Apple Pay amount's decimal places are judged by its value, as PassKit judges a final item's (iOS 15 on), and not
/// at all for a pending item; PayPal's kinds count the places written.
@Suite("Apple Pay amount places")
struct ApplePayAmountPlacesTests {
    /// An Apple Pay JS request with `total` as its total's amount in `currency`, and no line items.
    private func web(_ total: String, _ currency: String = "USD", lineItems: String = "") -> ValidationReport {
        let items = lineItems.isEmpty ? "" : #", "lineItems": [\#(lineItems)]"#
        return PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"\#(currency)","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Acme","amount":"\#(total)"}\#(items)}"#,
            as: .applePayJS)
    }

    /// A PassKit request whose summary items are `items` (the last is the total) in `currency`.
    private func passKit(_ items: String, _ currency: String = "USD") -> ValidationReport {
        PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"\#(currency)","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[\#(items)]}"#,
            as: .applePay)
    }

    @Test("zeros past the currency's places pass; a third decimal, zero or not, is a warning for Safari before 15")
    func zerosPastThePlaces() {
        #expect(web("3000.00", "JPY").diagnostics.isEmpty)
        #expect(web("3000.0", "JPY").diagnostics.isEmpty)
        #expect(passKit(#"{"label":"Acme","amount":"3000.00"}"#, "JPY").diagnostics.isEmpty)
        #expect(passKit(#"{"label":"Acme","amount":"10.500"}"#).diagnostics.isEmpty, "PassKit has no two-place rule")
        let padded = web("10.500")
        #expect(padded.isValid && padded.codes == [.decimalPrecision])
        #expect(padded.diagnostics.first?.severity == .warning)
        #expect(padded.diagnostics.first?.suggestion == "10.50")
        #expect(padded.diagnostics.first?.message.contains("Safari before 15") == true)
    }

    @Test("a digit past the currency's places stays an error, in both Apple kinds")
    func digitsPastThePlaces() {
        for (amount, currency, code) in [("0.999", "USD", DiagnosticCode.decimalPrecision), ("100.5", "JPY", .decimalsNotSupported),
                                         ("3000.01", "JPY", .decimalsNotSupported), ("1.2345", "KWD", .decimalPrecision)] {
            let report = web(amount, currency)
            #expect(report.diagnostics.contains { $0.code == code && $0.severity == .error }, "\(amount) \(currency)")
            let native = passKit(#"{"label":"Acme","amount":"\#(amount)"}"#, currency)
            #expect(native.diagnostics.contains { $0.code == code && $0.severity == .error }, "\(amount) \(currency)")
        }
    }

    @Test("a pending item's places are a warning: PassKit checks final items only")
    func pendingItems() {
        let report = web("10.00", lineItems: #"{"label":"Tip","type":"pending","amount":"1.005"},{"label":"Item","amount":"10.00"}"#)
        #expect(report.isValid, "\(report.diagnostics.map(\.message))")
        let places = report.diagnostics.first { $0.code == .decimalPrecision }
        #expect(places?.severity == .warning && places?.path == "/lineItems/0/amount")
        #expect(places?.message.hasSuffix("Apple Pay does not check a pending item's decimal places") == true)
        let native = passKit(#"{"label":"Tip","type":"pending","amount":"5.5"},{"label":"Acme","amount":"100"}"#, "JPY")
        #expect(native.isValid && native.diagnostics.first { $0.code == .decimalsNotSupported }?.severity == .warning)
        // Zeros past the places: Safari's old two-place rule read final items only, so a pending "0.000" is clean.
        let zeros = web("10.00", lineItems: #"{"label":"Tip","type":"pending","amount":"0.000"},{"label":"Item","amount":"10.00"}"#)
        #expect(zeros.diagnostics.isEmpty, "\(zeros.diagnostics.map(\.message))")
        #expect(web("10.00", lineItems: #"{"label":"Item","amount":"10.000"}"#).codes == [.decimalPrecision])
        // A final item keeps the error.
        #expect(web("10.00", lineItems: #"{"label":"Item","amount":"10.005"}"#).isValid == false)
    }

    @Test("TWD: ICU's two places pass Apple Pay, a warning for PayPal's none; a third is an error (HUF: Data's generations)")
    func icuPlacesBeyondPayPals() {
        for currency in ["TWD"] {
            let web = web("10.50", currency)
            #expect(web.isValid && web.codes == [.decimalsNotSupported], "\(currency): \(web.diagnostics)")
            #expect(web.diagnostics.first?.severity == .warning && web.diagnostics.first?.suggestion == "10")
            let native = passKit(#"{"label":"Acme","amount":"10.5"}"#, currency)
            #expect(native.isValid && native.codes == [.decimalsNotSupported], "\(currency)")
            let third = self.web("10.505", currency)
            #expect(third.codes == [.decimalPrecision] && !third.isValid && third.diagnostics.first?.suggestion == "11")
            #expect(third.diagnostics.first?.message.contains("takes at most 2 for \(currency)") == true)
        }
        #expect(!web("10.50", "JPY").isValid, "JPY has no places in ISO 4217 either")
        let order = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"HUF","value":"10.50"}}]}"#, as: .ordersV2)
        #expect(!order.isValid, "PayPal's own kinds keep the error")
    }

    @Test("PayPal's kinds count the places written")
    func payPalCountsWrittenPlaces() {
        let order = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"JPY","value":"3000.00"}}]}"#, as: .ordersV2)
        #expect(order.codes == [.decimalsNotSupported])
        let payment = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.500"}}]}"#, as: .ordersV2)
        #expect(payment.codes == [.decimalPrecision] && payment.diagnostics.first?.severity == .error)
    }
}

/// What PassKit refuses or lets pass about amounts beyond their places: a pending total's and billing item's places
/// (unchecked: final items only), PassKit's largest amount, and Apple Pay JS's 100 summary items with the total.
@Suite("Apple Pay amounts: pending items, PassKit's largest amount, the item limit")
struct ApplePayAmountLimitsTests {
    func web(_ body: String) -> ValidationReport {
        PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"JPY","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],\#(body)}"#,
            as: .applePayJS)
    }

    func passKit(_ body: String) -> ValidationReport {
        PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"JPY","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],\#(body)}"#,
            as: .applePay)
    }

    @Test("a pending total's places are a warning, in both kinds: PassKit checks final items only")
    func pendingTotal() {
        let web = web(#""total":{"label":"Acme","amount":"100.5","type":"pending"}"#)
        #expect(web.isValid && web.codes.contains(.decimalsNotSupported), "\(web.diagnostics)")
        let native = passKit(#""paymentSummaryItems":[{"label":"Acme","amount":"100.5","type":"pending"}]"#)
        #expect(native.isValid && native.diagnostics.first { $0.code == .decimalsNotSupported }?.severity == .warning)
        #expect(!self.web(#""total":{"label":"Acme","amount":"100.5"}"#).isValid, "a final total keeps the error")
    }

    @Test("a pending billing item may leave its amount out, and its places are a warning")
    func pendingBillingItem() {
        let request = { (amount: String) in
            #""paymentSummaryItems":[{"label":"Acme","amount":"100"}],"recurringPaymentRequest":{"paymentDescription":"Plan","managementURL":"https://example.com/m","regularBilling":{"label":"Plan","type":"pending"\#(amount)}}"#
        }
        #expect(passKit(request("")).diagnostics.isEmpty, "\(passKit(request("")).diagnostics)")
        let places = passKit(request(#","amount":"9.5""#))
        #expect(places.isValid && places.codes == [.decimalsNotSupported])
        let final = passKit(request("").replacingOccurrences(of: #","type":"pending""#, with: ""))
        #expect(final.codes == [.missingRequiredParameter])
        let js = web(#""total":{"label":"Acme","amount":"100"},"recurringPaymentRequest":{"paymentDescription":"Plan","managementURL":"https://example.com/m","regularBilling":{"label":"Plan","type":"pending","paymentTiming":"recurring","amount":"9.5"}}"#)
        #expect(js.isValid && js.codes == [.decimalsNotSupported], "\(js.diagnostics)")
    }

    @Test("a total or token context above PassKit's largest amount is an error; above 100000000 a warning")
    func largest() {
        let big = web(#""total":{"label":"Acme","amount":"9223372036854775807"}"#)
        #expect(big.codes == [.maxValueExceeded] && !big.isValid)
        let largest = web(#""total":{"label":"Acme","amount":"9223372036854775806"}"#)
        #expect(largest.codes == [.maxValueExceeded] && largest.isValid, "Safari's old maximum: a warning")
        let native = passKit(#""paymentSummaryItems":[{"label":"Acme","amount":"10000000000000000000"}]"#)
        #expect(native.codes == [.maxValueExceeded] && !native.isValid)
        let token = passKit(#""paymentSummaryItems":[{"label":"Acme","amount":"9223372036854775807"}],"multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"M","amount":"9223372036854775807"}]"#)
        #expect(token.diagnostics.filter { $0.severity == .error }.map(\.path) == ["/paymentSummaryItems/0/amount", "/multiTokenContexts/0/amount"])
    }

    @Test("Apple Pay JS: 100 line items with the total are 101 summary items, which PassKit refuses")
    func lineItemLimit() {
        func items(_ count: Int) -> String {
            let list = (0..<count).map { _ in #"{"label":"A","amount":"1"}"# }
            return #""lineItems":[\#(list.joined(separator: ","))],"total":{"label":"Acme","amount":"\#(count)"}"#
        }
        #expect(web(items(99)).diagnostics.isEmpty)
        let many = web(items(100))
        #expect(many.codes == [.invalidArrayMaxItems] && many.diagnostics.first?.path == "/lineItems")
        // A disbursement request hands PassKit its line items alone: 100 of them pass.
        let plain = (0..<99).map { _ in #"{"label":"A","amount":"1"}"# }
        let disbursement = web(
            #""lineItems":[\#(plain.joined(separator: ",")),{"label":"Out","amount":"1","disbursementLineItemType":"disbursement"}],"total":{"label":"Acme","amount":"1"},"disbursementRequest":{}"#)
        #expect(disbursement.diagnostics.isEmpty, "\(disbursement.diagnostics.prefix(2))")
    }
}
