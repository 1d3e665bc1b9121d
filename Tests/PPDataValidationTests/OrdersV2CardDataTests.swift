import Foundation
import Testing

@testable import PPDataValidation

/// The card's Level 2 and 3 data (`purchase_units[].supplementary_data.card`): its money objects, which no rule of
/// their own checks, get the money check from the schema walker (`SchemaWalker.OwnedObjects`), its faults of places,
/// sign and size as warnings; they neither add up nor count for the order's one currency.
@Suite("Orders v2: Level 2 and 3 card data as money")
struct OrdersV2CardDataTests {
    /// An order of 12.00 USD whose card data is `card` (a JSON object's text).
    static func order(card: String) -> String {
        #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "12.00"}, "supplementary_data": {"card": \#(card)}}]}"#
    }

    /// A Level 3 line item of `unitAmount` (and `totalAmount`, when given) in `currency`.
    static func lineItem(unitAmount: String, totalAmount: String? = nil, currency: String = "USD") -> String {
        let total = totalAmount.map { #", "total_amount": {"currency_code": "\#(currency)", "value": "\#($0)"}"# } ?? ""
        return #"{"name": "Widget", "quantity": "2", "unit_amount": {"currency_code": "\#(currency)", "value": "\#(unitAmount)"}\#(total), "commodity_code": "43211503", "unit_of_measure": "EA"}"#
    }

    static let path = "/purchase_units/0/supplementary_data/card"

    @Test("each Level 2 and 3 amount is money: places, sign and size warnings, a code or a text that is no amount errors", arguments: [
        (#"{"level_2": {"invoice_id": "INV-7", "tax_total": {"currency_code": "USD", "value": "1.00"}}, "level_3": {"shipping_amount": {"currency_code": "USD", "value": "2.00"}, "duty_amount": {"currency_code": "USD", "value": "0"}, "discount_amount": {"currency_code": "USD", "value": "0.50"}, "line_items": [\#(lineItem(unitAmount: "5.00", totalAmount: "10.00"))]}}"#, [String]()),
        (#"{"level_2": {"tax_total": {"currency_code": "USD", "value": "1.001"}}}"#, ["DECIMAL_PRECISION warning \(path)/level_2/tax_total/value"]),
        (#"{"level_2": {"tax_total": {"currency_code": "USD", "value": "-1.00"}}}"#, ["CANNOT_BE_NEGATIVE warning \(path)/level_2/tax_total/value"]),
        (#"{"level_3": {"duty_amount": {"currency_code": "USD", "value": "100000000.00"}}}"#, ["MAX_VALUE_EXCEEDED warning \(path)/level_3/duty_amount/value"]),
        (#"{"level_3": {"duty_amount": {"currency_code": "US", "value": "1.00"}}}"#, ["INVALID_CURRENCY_CODE error \(path)/level_3/duty_amount/currency_code"]),
        (#"{"level_3": {"shipping_amount": {"currency_code": "USD", "value": 2.5}}}"#, ["INVALID_PARAMETER_SYNTAX warning \(path)/level_3/shipping_amount/value"]),
        (#"{"level_3": {"discount_amount": {"currency_code": "USD", "value": "12abc"}}}"#, ["INVALID_PARAMETER_SYNTAX error \(path)/level_3/discount_amount/value"]),
        (#"{"level_3": {"shipping_amount": {"currency_code": "USD"}}}"#, ["MISSING_REQUIRED_PARAMETER error \(path)/level_3/shipping_amount/value"]),
        // WooCommerce PayPal Payments writes every line item's total with two places, whatever the currency.
        (#"{"level_3": {"line_items": [\#(lineItem(unitAmount: "1500", totalAmount: "3000.00", currency: "JPY"))]}}"#, ["DECIMALS_NOT_SUPPORTED warning \(path)/level_3/line_items/0/total_amount/value"]),
        // Another currency than the order's is not the order's to judge: the card data go to the processor.
        (#"{"level_3": {"line_items": [\#(lineItem(unitAmount: "5.00", totalAmount: "10.00", currency: "EUR"))], "shipping_amount": {"currency_code": "EUR", "value": "1.00"}}}"#, []),
        (#"{"level_2": {"tax_total": {"currency_code": "ABC", "value": "1.00"}}}"#, ["INVALID_CURRENCY_CODE error \(path)/level_2/tax_total/currency_code"]),
    ])
    func levelAmounts(_ card: String, _ expected: [String]) {
        let report = PaymentValidator().validate(Self.order(card: card), as: .ordersV2)
        #expect(report.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue) \($0.path)" } == expected)
    }

    @Test("the Level 2 and 3 amounts are not summed: PayPal's guide lets them differ from the order's")
    func levelAmountsAreNotSummed() {
        // PayPal's Level 2/3 guide: the values in supplementary_data win where they and purchase_units differ, and
        // its own sample's figures do not add up to the order's; so no sums are asked of them, nor of a line item's
        // total against its unit amount and quantity.
        let card = #"{"level_2": {"tax_total": {"currency_code": "USD", "value": "5.20"}}, "level_3": {"shipping_amount": {"currency_code": "USD", "value": "30.00"}, "line_items": [\#(Self.lineItem(unitAmount: "99.00", totalAmount: "12.00"))]}}"#
        #expect(PaymentValidator().validate(Self.order(card: card), as: .ordersV2).diagnostics.isEmpty)
    }

    @Test("a warning says why it is one, and a precision fault suggests the amount in the currency's places")
    func message() throws {
        let card = #"{"level_3": {"duty_amount": {"currency_code": "USD", "value": "3.456"}}}"#
        let finding = try #require(PaymentValidator().validate(Self.order(card: card), as: .ordersV2).diagnostics.first)
        #expect(finding.code == .decimalPrecision && finding.severity == .warning && finding.suggestion == "3.46")
        #expect(finding.message.contains("USD takes at most 2"))
        #expect(finding.message.contains("PayPal passes Level 2 and 3 data to the card's processor"))
    }

    @Test("an Apple Pay decrypted token's transaction amount is money too (not negative, the currency's places)", arguments: [
        ("10.00", [String]()),
        ("10.001", ["DECIMAL_PRECISION error"]),
        ("-10.00", ["CANNOT_BE_NEGATIVE error"]),
    ])
    func decryptedTokenAmount(_ value: String, _ expected: [String]) {
        let body = #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}], "payment_source": {"apple_pay": {"decrypted_token": {"transaction_amount": {"currency_code": "USD", "value": "\#(value)"}, "tokenized_card": {"number": "4111111111111111", "expiry": "2030-12"}, "device_manufacturer_id": "040010030273", "payment_data_type": "3DSECURE", "payment_data": {"cryptogram": "AmSdhSc8oSyXAAIfmBdTMAACAAA="}}}}}"#
        let found = PaymentValidator().validate(body, as: .ordersV2).diagnostics
            .filter { $0.path.hasPrefix("/payment_source/apple_pay/decrypted_token/transaction_amount") }
            .map { "\($0.code.rawValue) \($0.severity.rawValue)" }
        #expect(found == expected)
    }
}
