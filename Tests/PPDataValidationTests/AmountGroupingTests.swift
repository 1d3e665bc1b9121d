import PPData
import Testing

@testable import PPDataValidation

/// Payments v1 reads thousands separators (`1,872.00`): PayPal's own amount format says "optional thousands separator
/// ','" (rest-api-sample-app-php issue #18) and it read such a total as a number (PayPal-PHP-SDK issue #826). ppdata
/// warns, reads the amount without them, and still refuses a comma that does not group by three.
@Suite("Amounts: Payments v1's thousands separators")
struct AmountGroupingTests {
    @Test("grouped by three: the text without separators; anything else: nil", arguments: [
        ("1,872.00", "1872.00"), ("1,000,000", "1000000"), ("-1,234.5", "-1234.5"), ("999,999.99", "999999.99"),
        ("23,00", nil), ("1,50", nil), (",100", nil), ("1,0000", nil), ("1234,567", nil), ("1,234,56", nil),
        ("1872.00", nil), ("", nil), ("1,a00", nil), ("1,,000", nil),
    ] as [(String, String?)])
    func ungrouped(text: String, expected: String?) {
        #expect(AmountSyntax.ungrouped(text) == expected)
    }

    /// A Payments v1 payment whose amount is `total` with `details`.
    func payment(total: String, subtotal: String, shipping: String = "0.00") -> ValidationReport {
        let text = """
            {"intent": "sale", "payer": {"payment_method": "paypal"},
             "redirect_urls": {"return_url": "https://example.com/r", "cancel_url": "https://example.com/c"},
             "transactions": [{"amount": {"total": "\(total)", "currency": "USD",
               "details": {"subtotal": "\(subtotal)", "shipping": "\(shipping)"}}}]}
            """
        return PaymentValidator().validate(text, as: .paymentsV1)
    }

    @Test("a grouped v1 amount is a warning with the plain amount suggested, and it takes part in the sums")
    func paymentsV1() throws {
        let grouped = payment(total: "1,872.00", subtotal: "1,800.00", shipping: "72.00")
        #expect(grouped.isValid, "\(grouped.diagnostics)")
        let warning = try #require(grouped.diagnostics.first { $0.path == "/transactions/0/amount/total" })
        #expect(warning.code == .invalidParameterSyntax && warning.severity == .warning)
        #expect(warning.suggestion == "1872.00")
        #expect(grouped.diagnostics.count == 2)  // total and subtotal
        // Read as 1872.00 and 1800.00: the details must still add up.
        let mismatch = payment(total: "1,872.00", subtotal: "1,700.00", shipping: "72.00")
        #expect(mismatch.codes.contains(.amountMismatch))
        // Seven integer digits, eight with a warning, separators not counted as characters.
        #expect(payment(total: "1,234,567.00", subtotal: "1,234,567.00").isValid)
        let eight = payment(total: "12,345,678.00", subtotal: "12,345,678.00")
        #expect(eight.isValid && eight.diagnostics.contains { $0.code == .maxValueExceeded && $0.severity == .warning })
        #expect(payment(total: "123,456,789.00", subtotal: "123,456,789.00").diagnostics
            .contains { $0.code == .maxValueExceeded && $0.severity == .error })
        // A decimal comma stays an error (PayPal refused "23,00": rest-api-sample-app-php issue #18).
        let comma = payment(total: "23,00", subtotal: "23,00")
        #expect(!comma.isValid)
        #expect(comma.diagnostics.first { $0.path == "/transactions/0/amount/total" }?.suggestion == "23.00")
    }

    @Test("Orders v2 takes no separator: its money is refused as before")
    func ordersV2() {
        let text = #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "1,872.00"}}]}"#
        let report = PaymentValidator().validate(text, as: .ordersV2)
        #expect(!report.isValid)
        #expect(report.diagnostics.contains { $0.path == "/purchase_units/0/amount/value" && $0.severity == .error })
    }
}
