import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// `MPLInvoiceRule`: invoice amounts, item counts, the item price and item sum checks.
@Suite("MPL invoice rule")
struct MPLInvoiceRuleTests {
    @Test func jpyInvoiceAmountsFollowThePaymentCurrency() {
        let report = mplValidate(
            #"""
            {"recipient": "shop@example.jp", "subTotal": "1000", "paymentCurrency": "JPY",
             "invoiceData": {"totalTax": "80.5", "totalShipping": 500,
               "invoiceItems": [{"name": "Tea", "itemPrice": 500, "itemCount": 2, "totalPrice": "1000.0"}]}}
            """#)
        #expect(
            report.diagnostics.map { "\($0.code) \($0.path) \($0.suggestion ?? "-")" } == [
                "DECIMALS_NOT_SUPPORTED /invoiceData/totalTax 80",
                "DECIMALS_NOT_SUPPORTED /invoiceData/invoiceItems/0/totalPrice 1000",
            ])
    }

    @Test func itemCountForms() {
        func count(_ literal: String) -> [String] {
            mplValidate(
                #"{"recipient": "a@example.com", "subTotal": "6.00", "invoiceData": {"totalTax": 0, "totalShipping": 0, "invoiceItems": [{"name": "Pen", "itemPrice": "2.00", "totalPrice": "6.00", "itemCount": \#(literal)}]}}"#
            ).diagnostics.map { "\($0.code) \($0.suggestion ?? "-")" }
        }
        #expect(count("3") == [])
        #expect(count("2.0") == ["INVALID_PARAMETER_SYNTAX 2"])
        #expect(count("3.00") == ["INVALID_PARAMETER_SYNTAX 3"])
        #expect(count("1e1") == ["INVALID_PARAMETER_SYNTAX -"])
        #expect(count("-3") == ["CANNOT_BE_ZERO_OR_NEGATIVE -"])
        #expect(count("-99999999999999999999") == ["CANNOT_BE_ZERO_OR_NEGATIVE -"])
        // A string for the count: the message says to write the digits without quotes (a suggestion would be
        // shown and applied as text).
        #expect(count("\"003\"") == ["INVALID_PARAMETER_SYNTAX -"])
        #expect(count("\"0\"") == ["INVALID_PARAMETER_SYNTAX -"])
        #expect(count("null") == ["MISSING_REQUIRED_PARAMETER -"])
        #expect(count("[3]") == ["INVALID_PARAMETER_SYNTAX -"])
    }

    @Test func volumeCouponIsOnlyAWarning() {
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "10.00", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "4.00", "itemCount": 3, "totalPrice": "10.00"}]}}"#
        )
        #expect(report.isValid)
        #expect(report.codes == [.itemPriceMismatch])
        #expect(report.diagnostics.first?.severity == .warning)
        // The item adds up to subTotal as stated, so 12.00 alone would make the sum an error: no suggestion, and the
        // message says what the subtotal would need.
        #expect(report.diagnostics.first?.suggestion == nil)
        #expect(report.diagnostics.first?.message.hasSuffix(
            "; the items add up to subTotal as stated, so 12.00 here needs a subTotal of 12.00") == true)
    }

    @Test func priceProductIsSuggestedWhenTheItemsDoNotAddUp() {
        // 4 × 3 for the pen and a subTotal that already counts 12.00: the product alone fixes both findings, so the
        // subTotal is not told to follow the pen's totalPrice (the report is in document order: subTotal first).
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "13.00", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "4.00", "itemCount": 3, "totalPrice": "10.00"}, {"name": "Ink", "itemPrice": "1.00", "itemCount": 1, "totalPrice": "1.00"}]}}"#
        )
        #expect(report.codes == [.itemTotalMismatch, .itemPriceMismatch])
        #expect(report.diagnostics.map(\.suggestion) == [nil, "12.00"])
        #expect(report.diagnostics.first?.message.hasSuffix("as ITEM_PRICE_MISMATCH suggests, they add up to it") == true)
    }

    @Test func eachWithdrawnProductNamesItsOwnSubtotal() {
        // Two discounted lines in a receiver's invoice that adds up: each message names the subtotal its own product
        // would need, in the currency's places.
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "1800", "paymentCurrency": "JPY", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "400", "itemCount": 3, "totalPrice": "1000"}, {"name": "Ink", "itemPrice": "300", "itemCount": 3, "totalPrice": "800"}]}}"#
        )
        #expect(report.codes.contains(.itemPriceMismatch))
        let messages = report.diagnostics.filter { $0.code == .itemPriceMismatch }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasSuffix("so 1200 here needs a subTotal of 2000") == true)
        #expect(messages.last?.hasSuffix("so 900 here needs a subTotal of 1900") == true)
    }

    @Test func unreadableItemTotalsSkipTheSum() {
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "99.00", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "4.00", "itemCount": 1, "totalPrice": "4,00"}, {"name": "Ink", "itemPrice": "1.00", "itemCount": 1, "totalPrice": "1.00"}]}}"#
        )
        #expect(report.codes == [.invalidParameterSyntax])
        #expect(report.diagnostics.first?.suggestion == "4.00")
    }

    /// A term with more places than its currency takes counts as its rounding, as in Orders v2: a sum is a finding
    /// only when it is a second fault, and its suggestion a total the currency takes (docs/rules.md, "Arithmetic").
    @Test func tooPreciseTermsCountRounded() {
        let item = mplValidate(
            #"{"recipient": "a@example.com", "paymentCurrency": "JPY", "subTotal": "1000", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "a", "totalPrice": "500.5"}, {"name": "b", "totalPrice": "400"}]}}"#
        )
        #expect(mplDiagnostics(item, .decimalsNotSupported).map(\.path) == ["/invoiceData/invoiceItems/0/totalPrice"])
        #expect(mplDiagnostics(item, .itemTotalMismatch).map(\.suggestion) == ["900"])
        let subtotal = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "5.005", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "a", "itemPrice": "5.00", "itemCount": 1, "totalPrice": "5.00"}]}}"#
        )
        #expect(subtotal.codes == [.decimalPrecision])
        let product = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "5.00", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "a", "itemPrice": "2.505", "itemCount": 2, "totalPrice": "5.00"}]}}"#
        )
        #expect(product.codes == [.decimalPrecision])
    }

    @Test func zeroSubtotalIsNotAlsoAMismatch() {
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "0", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "4.00", "itemCount": 1, "totalPrice": "4.00"}]}}"#
        )
        #expect(report.codes == [.cannotBeZeroOrNegative])
    }

    @Test func arithmeticOverflowIsADiagnosticNotATrap() {
        let big = "9999999999999999999999999999999"
        let product = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "\#(big)", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "\#(big)", "itemCount": 9223372036854775807, "totalPrice": "\#(big)"}]}}"#
        )
        // The count beyond 64 bits is an error; the huge total is also beyond the Android library's limit (a warning).
        #expect(Set(product.diagnostics.map { "\($0.code) \($0.severity) \($0.path)" }) == [
            "MAX_VALUE_EXCEEDED error /invoiceData/invoiceItems/0/itemCount", "MAX_VALUE_EXCEEDED warning /subTotal",
        ])

        let tiny = "0." + String(repeating: "0", count: 29) + "1"
        let sum = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Dust", "itemPrice": "\#(tiny)", "itemCount": 1, "totalPrice": "\#(tiny)"}, {"name": "Gold", "itemPrice": "\#(big)", "itemCount": 1, "totalPrice": "\#(big)"}]}}"#
        )
        // The dust has more places than USD takes: that is its finding, and it counts as 0.00, so the sum that
        // could not be added exactly is never attempted; the gold alone is far from the subtotal.
        #expect(mplDiagnostics(sum, .decimalPrecision).count == 2)
        #expect(mplDiagnostics(sum, .maxValueExceeded).isEmpty)
        #expect(mplDiagnostics(sum, .itemTotalMismatch).map(\.suggestion) == [big + ".00"])  // at USD's two places
    }

    @Test func invoiceShapes() {
        #expect(
            mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": []}"#).codes == [
                .invalidParameterSyntax
            ])
        #expect(mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": null}"#).codes == [])
        #expect(
            mplValidate(
                #"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": {}}}"#
            ).codes == [.invalidParameterSyntax])
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [null, {"name": " ", "itemPrice": "1", "itemCount": 1, "totalPrice": "1", "sku": "X"}]}}"#
        )
        #expect(
            report.diagnostics.map { "\($0.code) \($0.path)" } == [
                "MISSING_REQUIRED_PARAMETER /invoiceData/invoiceItems/0",
                "INVALID_STRING_LENGTH /invoiceData/invoiceItems/1/name",
                "UNKNOWN_FIELD /invoiceData/invoiceItems/1/sku",
            ])
    }
}
