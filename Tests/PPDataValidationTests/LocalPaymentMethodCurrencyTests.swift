import Foundation
import PPData
import Testing

@testable import PPDataValidation

/// IDR: in no PayPal currency list, yet PayPal's v6 Web SDK samples create Orders v2 orders in it for nine Indonesian
/// local payment methods (Data/paypal-currencies.tsv, localMethods). Orders v2 and the Payments v2 calls take it
/// with a warning naming the methods; the other kinds refuse it as before.
@Suite("Currencies: IDR, taken only with local payment methods")
struct LocalPaymentMethodCurrencyTests {
    static let order = #"{"intent": "CAPTURE", "processing_instruction": "ORDER_COMPLETE_ON_PAYMENT_APPROVAL", "purchase_units": [{"amount": {"currency_code": "IDR", "value": "205.00"}}]}"#

    @Test("Orders v2: a warning naming the methods, and the amount still read in IDR's precision")
    func ordersV2() throws {
        let report = PaymentValidator().validate(Self.order, as: .ordersV2)
        #expect(report.isValid)
        let warning = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(warning.code == .currencyNotSupported && warning.severity == .warning)
        #expect(warning.path == "/purchase_units/0/amount/currency_code")
        #expect(warning.message.hasSuffix("PayPal takes it only with local payment methods (alfamart, doku, gopay, indomaret, indonesia_banks, jenius_pay, kredivo, linkaja, ovo)"))
        let precise = PaymentValidator().validate(Self.order.replacingOccurrences(of: "205.00", with: "205.001"), as: .ordersV2)
        #expect(precise.codes.contains(.decimalPrecision))
    }

    @Test("a Payments v2 refund in IDR is a warning too; Payments v1 and MPL refuse IDR")
    func otherKinds() {
        let refund = PaymentValidator().validate(#"{"amount": {"currency_code": "IDR", "value": "10.00"}}"#, as: .paymentsV2Refund)
        #expect(refund.diagnostics.map(\.severity) == [.warning])
        let v1 = PaymentValidator().validate(
            #"{"intent": "sale", "payer": {"payment_method": "paypal"}, "redirect_urls": {"return_url": "https://example.com/r", "cancel_url": "https://example.com/c"}, "transactions": [{"amount": {"total": "10.00", "currency": "IDR"}}]}"#,
            as: .paymentsV1)
        #expect(v1.diagnostics.contains { $0.code == .currencyNotSupported && $0.severity == .error })
        #expect(CurrencyCode.idr.isSupported(by: .localPaymentMethods) && !CurrencyCode.idr.isSupported(by: .rest))
    }

    @Test("a currency of the REST list is unchanged by the local methods (EUR, MYR)")
    func restCurrencies() {
        let eur = PaymentValidator().validate(Self.order.replacingOccurrences(of: "IDR", with: "EUR"), as: .ordersV2)
        #expect(eur.diagnostics.isEmpty)
        let myr = PaymentValidator().validate(Self.order.replacingOccurrences(of: "IDR", with: "MYR"), as: .ordersV2)
        #expect(myr.codes == [.currencyInCountryOnly])
    }
}
