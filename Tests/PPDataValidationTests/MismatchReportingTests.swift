import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// `ValidationContext.reportMismatch`, the one mismatch reporter of every kind: the stated value as written, the sum
/// in the currency's precision (issue 42: `24.90`, not the `24.9` of a value written so).
@Suite("Mismatch reporting")
struct MismatchReportingTests {
    /// The one diagnostic `reportMismatch` makes for `stated` against `computed`.
    func mismatch(_ stated: String, _ computed: String, _ currency: DocumentCurrency?) throws -> Diagnostic {
        let stated = try #require(DecimalAmount(exactly: stated))
        let computed = try #require(DecimalAmount(exactly: computed))
        let diagnostics = try contactDiagnostics(of: #""1""#) { value, context in
            context.reportMismatch(.amountMismatch, at: value, stated: stated, computed: computed, currency: currency, "sums")
        }
        return try #require(diagnostics.first)
    }

    @Test func aSumWrittenShortIsSuggestedInTheCurrencyPrecision() throws {
        let usd = DocumentCurrency(code: "USD")
        let d = try mismatch("249.0", "24.9", usd)
        #expect(d.message == "sums: 249.0 is stated, the parts add up to 24.90")
        #expect(d.suggestion == "24.90")
        let e = try mismatch("30.11", "32.1", usd)
        #expect(e.message == "sums: 30.11 is stated, the parts add up to 32.10")
        #expect(e.code == .amountMismatch && e.severity == .error)
    }

    @Test func currencyNotationUsesTheCurrencyPrecision() throws {
        let jpy = DocumentCurrency(code: "JPY")
        let d = try mismatch("3500.00", "3600.00", jpy)
        #expect(d.message == "sums: 3500.00 is stated, the parts add up to 3600")
        #expect(d.suggestion == "3600")
        let usd = DocumentCurrency(code: "USD")
        let e = try mismatch("10", "10.5", usd)
        #expect(e.message == "sums: 10 is stated, the parts add up to 10.50")
        #expect(e.suggestion == "10.50")
        // Not exact in the currency's precision: the larger scale of the two, not rounded.
        let f = try mismatch("10", "10.125", usd)
        #expect(f.message == "sums: 10 is stated, the parts add up to 10.125")
        #expect(f.suggestion == "10.125")
    }

    @Test func currencyNotationWithoutAUsableCurrency() throws {
        let d = try mismatch("10", "10.5", nil)
        #expect(d.message == "sums: 10 is stated, the parts add up to 10.5")
        #expect(d.suggestion == "10.5")
    }

    /// The MPL invoice rule through the validator: the messages it wrote with `mplMismatch`.
    @Test func mplInvoiceMessagesAreUnchanged() throws {
        func report(_ currency: String, subTotal: String, _ items: [(price: String, count: Int, total: String)])
            -> [Diagnostic]
        {
            let list = items.enumerated().map { index, item in
                #"{"name": "I\#(index)", "itemPrice": "\#(item.price)", "itemCount": \#(item.count), "totalPrice": "\#(item.total)"}"#
            }
            let json = #"{"recipient": "a@example.com", "subTotal": "\#(subTotal)", "paymentCurrency": "\#(currency)", "#
                + #""invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [\#(list.joined(separator: ","))]}}"#
            return PaymentValidator().validate(json, as: .mplPayment).diagnostics
                .filter { $0.code == .itemTotalMismatch || $0.code == .itemPriceMismatch }
        }
        let usd = report("USD", subTotal: "10", [("5.25", 1, "5.25"), ("5.25", 1, "5.25")])
        #expect(usd.map(\.message) == [
            "the totalPrice values of 2 invoice items do not add up to subTotal: 10 is stated, the parts add up to 10.50"
        ])
        #expect(usd.map(\.suggestion) == ["10.50"])
        let jpy = report("JPY", subTotal: "3500", [("1800", 2, "3600")])
        #expect(jpy.map(\.message) == [
            "the invoice item's totalPrice does not match subTotal: 3500 is stated, the parts add up to 3600"
        ])
        #expect(jpy.map(\.suggestion) == ["3600"])
        let price = report("USD", subTotal: "10.00", [("4", 3, "10.00")])
        #expect(price.map(\.message) == [
            "totalPrice differs from itemPrice × itemCount (4 × 3); the guide allows this only for volume discounts: "
                + "10.00 is stated, the parts add up to 12.00; the items add up to subTotal as stated, so 12.00 here "
                + "needs a subTotal of 12.00"
        ])
        #expect(price.map(\.suggestion) == [nil])
        #expect(price.map(\.severity) == [.warning])
        // An unusable currency code: the sum keeps the larger scale, the stated value stays as written.
        let unknown = report("XYZ", subTotal: "10", [("10.5", 1, "10.5")])
        #expect(unknown.map(\.message) == [
            "the invoice item's totalPrice does not match subTotal: 10 is stated, the parts add up to 10.5"
        ])
    }
}
