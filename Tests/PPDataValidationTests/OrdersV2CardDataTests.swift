import Foundation
import Testing

@testable import PPDataValidation

/// The card's Level 2 and 3 data (`purchase_units[].supplementary_data.card`): its money objects, which no rule of
/// their own checks, get the money check from the schema walker (`SchemaWalker.moneyObjects`), and count in the
/// order's one currency.
@Suite("Orders v2: Level 2 and 3 card data as money")
struct OrdersV2CardDataTests {
    /// An order of 12.00 USD whose card data is `card` (a JSON object's text).
    static func order(card: String) -> String {
        #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "12.00"}, "supplementary_data": {"card": \#(card)}}]}"#
    }

    /// A Level 3 line item of `unitAmount` USD, as PayPal's Level 2/3 guide writes one.
    static func lineItem(unitAmount: String, currency: String = "USD") -> String {
        #"{"name": "Widget", "quantity": "2", "unit_amount": {"currency_code": "\#(currency)", "value": "\#(unitAmount)"}, "commodity_code": "43211503", "unit_of_measure": "EA"}"#
    }

    @Test("each Level 2 and 3 amount is money: currency, places, sign, JSON type", arguments: [
        (#"{"level_2": {"invoice_id": "INV-7", "tax_total": {"currency_code": "USD", "value": "1.00"}}, "level_3": {"shipping_amount": {"currency_code": "USD", "value": "2.00"}, "duty_amount": {"currency_code": "USD", "value": "0"}, "discount_amount": {"currency_code": "USD", "value": "0.50"}, "line_items": [\#(lineItem(unitAmount: "5.00"))]}}"#, [String]()),
        (#"{"level_2": {"tax_total": {"currency_code": "USD", "value": "1.001"}}}"#, ["DECIMAL_PRECISION error /purchase_units/0/supplementary_data/card/level_2/tax_total/value"]),
        (#"{"level_2": {"tax_total": {"currency_code": "USD", "value": "-1.00"}}}"#, ["CANNOT_BE_NEGATIVE error /purchase_units/0/supplementary_data/card/level_2/tax_total/value"]),
        (#"{"level_3": {"duty_amount": {"currency_code": "US", "value": "1.00"}}}"#, ["INVALID_CURRENCY_CODE error /purchase_units/0/supplementary_data/card/level_3/duty_amount/currency_code"]),
        (#"{"level_3": {"shipping_amount": {"currency_code": "USD", "value": 2.5}}}"#, ["INVALID_PARAMETER_SYNTAX warning /purchase_units/0/supplementary_data/card/level_3/shipping_amount/value"]),
        (#"{"level_3": {"discount_amount": {"currency_code": "USD", "value": "12abc"}}}"#, ["INVALID_PARAMETER_SYNTAX error /purchase_units/0/supplementary_data/card/level_3/discount_amount/value"]),
        (#"{"level_3": {"line_items": [\#(lineItem(unitAmount: "5.001"))]}}"#, ["DECIMAL_PRECISION error /purchase_units/0/supplementary_data/card/level_3/line_items/0/unit_amount/value"]),
        (#"{"level_3": {"shipping_amount": {"currency_code": "USD"}}}"#, ["MISSING_REQUIRED_PARAMETER error /purchase_units/0/supplementary_data/card/level_3/shipping_amount/value"]),
        // In another currency than the order's: one currency for the entire order request.
        (#"{"level_3": {"line_items": [\#(lineItem(unitAmount: "5.00", currency: "EUR"))]}}"#, ["MULTI_CURRENCY_ORDER error /purchase_units/0/supplementary_data/card/level_3/line_items/0/unit_amount/currency_code"]),
        (#"{"level_3": {"shipping_amount": {"currency_code": "JPY", "value": "1.5"}}}"#, ["MULTI_CURRENCY_ORDER error /purchase_units/0/supplementary_data/card/level_3/shipping_amount/currency_code", "DECIMALS_NOT_SUPPORTED error /purchase_units/0/supplementary_data/card/level_3/shipping_amount/value"]),
    ])
    func levelAmounts(_ card: String, _ expected: [String]) {
        let report = PaymentValidator().validate(Self.order(card: card), as: .ordersV2)
        #expect(report.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue) \($0.path)" } == expected)
    }

    @Test("the breakdown of the Level 2 and 3 amounts is not summed: PayPal's guide lets them differ from the order's")
    func levelAmountsAreNotSummed() {
        // PayPal's Level 2/3 guide: the values in supplementary_data win where they and purchase_units differ, and
        // its own sample's figures do not add up to the order's; so no sums are asked of them.
        let card = #"{"level_2": {"tax_total": {"currency_code": "USD", "value": "5.20"}}, "level_3": {"shipping_amount": {"currency_code": "USD", "value": "30.00"}, "line_items": [\#(Self.lineItem(unitAmount: "99.00"))]}}"#
        #expect(PaymentValidator().validate(Self.order(card: card), as: .ordersV2).diagnostics.isEmpty)
    }

    @Test("a money message names the member, and a precision fault suggests the amount in the currency's places")
    func message() throws {
        let card = #"{"level_3": {"duty_amount": {"currency_code": "USD", "value": "3.456"}}}"#
        let finding = try #require(PaymentValidator().validate(Self.order(card: card), as: .ordersV2).diagnostics.first)
        #expect(finding.code == .decimalPrecision && finding.suggestion == "3.46")
        #expect(finding.message.contains("USD takes at most 2"))
    }
}
