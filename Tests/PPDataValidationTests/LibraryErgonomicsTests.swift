import Foundation
import Testing

import PPDataValidation

/// The library as a payment module uses it (issue 42, item 4): print a finding, split errors from warnings, validate
/// what `JSONEncoder` made, and get a fix for a `Decimal` encoded as a JSON number in one round.
@Suite("The library for a payment module")
struct LibraryErgonomicsTests {
    /// An order as a payment module might model it, with `Decimal` amounts (which `JSONEncoder` writes as numbers).
    struct Order: Encodable {
        struct Money: Encodable {
            var currency_code: String
            var value: Decimal
        }
        struct Unit: Encodable { var amount: Money }
        var intent = "CAPTURE"
        var note = "gift"
        var purchase_units: [Unit]
    }

    @Test("an encoded order is validated from Data; a Decimal amount gets its quoted form in the currency's precision")
    func encodedOrder() throws {
        let jpy = Order(purchase_units: [.init(amount: .init(currency_code: "JPY", value: Decimal(string: "1500.5")!))])
        let data = try JSONEncoder().encode(jpy)
        let report = PaymentValidator().validate(data)
        #expect(report.kind == .ordersV2)
        // Orders v2 reads a number by its text; JPY takes no decimals: one error, suggesting the quoted form in JPY's
        // precision (not also the warning that PayPal takes a number, which it does not take with these places).
        let finding = try #require(report.errors.first)
        #expect(report.errors.map(\.code) == [.decimalsNotSupported])
        #expect(finding.suggestion == "\"1500\"" && finding.message.hasSuffix("the JSON number 1500.5; send it as a string"))
        #expect(report.warnings.map(\.code) == [.unknownField])
        #expect(report.errors.count == report.errorCount && report.warnings.count == report.warningCount)

        let usd = Order(purchase_units: [.init(amount: .init(currency_code: "USD", value: Decimal(string: "24.9")!))])
        let usdReport = PaymentValidator().validate(try JSONEncoder().encode(usd))
        #expect(usdReport.isValid)
        #expect(usdReport.warnings.first { $0.code == .invalidParameterSyntax }?.suggestion == "\"24.90\"")

        // The same bytes as an array, a slice and a non-contiguous sequence give the same report.
        let bytes = Array(data)
        #expect(PaymentValidator().validate(bytes) == report)
        #expect(PaymentValidator().validate(bytes[...]) == report)
        #expect(PaymentValidator().validate(bytes.lazy.map { $0 }) == report)
    }

    @Test("a Diagnostic prints as one compiler-style line, terminal-safe")
    func description() {
        let diagnostic = Diagnostic(
            code: .taxTotalRequired, severity: .error, path: "/purchase_units/0/amount/breakdown/tax_total", line: 12,
            column: 22, message: "the items have taxes", suggestion: "5.36")
        #expect("\(diagnostic)" == #"12:22: error: TAX_TOTAL_REQUIRED: the items have taxes (/purchase_units/0/amount/breakdown/tax_total); did you mean "5.36"?"#)
        let quoted = Diagnostic(code: .invalidParameterSyntax, severity: .warning, path: "", line: 1, column: 1,
                                message: "bad\u{1B}[2J", suggestion: "\"12\"")
        #expect(quoted.description == #"1:1: warning: INVALID_PARAMETER_SYNTAX: bad\u001B[2J; did you mean "12"?"#)
    }
}
