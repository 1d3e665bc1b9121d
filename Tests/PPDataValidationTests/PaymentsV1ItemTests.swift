import Foundation
import Testing

@testable import PPDataValidation

/// Payments v1 items as PayPal's recorded answers read them (the PHP SDK's debug logs in Tests/RealDocuments): a name
/// is required, a JSON-number `sku` is its text, and item taxes add up to `details.tax` (or, without details, fail).
@Suite("Payments v1 items")
struct PaymentsV1ItemTests {
    /// A sale of `items` (JSON objects) under `amount` (a JSON object).
    static func payment(amount: String, items: String) -> ValidationReport {
        PaymentValidator().validate(
            #"{"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"https://example.com/r","cancel_url":"https://example.com/c"},"transactions":[{"amount":\#(amount),"item_list":{"items":[\#(items)]}}]}"#,
            as: .paymentsV1)
    }

    static func findings(_ report: ValidationReport) -> [String] {
        report.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue) \($0.path)" }
    }

    @Test("an item without a name is refused, as PayPal answers \"Required field missing\"")
    func nameRequired() {
        let report = Self.payment(
            amount: #"{"currency":"USD","total":"16.46"}"#, items: #"{"currency":"USD","quantity":"1","sku":"1442560948","price":"16.46"}"#)
        #expect(Self.findings(report) == ["MISSING_REQUIRED_PARAMETER error /transactions/0/item_list/items/0/name"])
    }

    /// PayPal answers VALIDATION_ERROR "Value must not be blank." for an empty name (amsgames/laravel-shop issue #69)
    /// and "Must not be blank" for an empty sku (paypal/PayPal-Cordova-Plugin issue #96); a sku may be left out.
    @Test("an empty name or sku is refused, as PayPal answers \"must not be blank\"")
    func emptyNameOrSKU() throws {
        let amount = #"{"currency":"USD","total":"16.46"}"#
        let name = Self.payment(amount: amount, items: #"{"name":"","currency":"USD","quantity":"1","price":"16.46"}"#)
        #expect(Self.findings(name) == ["INVALID_STRING_LENGTH error /transactions/0/item_list/items/0/name"])
        #expect(name.diagnostics.first?.message == #""name" has 0 characters; it must have at least 1"#)
        let sku = Self.payment(amount: amount, items: #"{"name":"Top","sku":"","currency":"USD","quantity":"1","price":"16.46"}"#)
        #expect(Self.findings(sku) == ["INVALID_STRING_LENGTH error /transactions/0/item_list/items/0/sku"])
        #expect(Self.findings(Self.payment(amount: amount, items: #"{"name":"Top","currency":"USD","quantity":"1","price":"16.46"}"#)) == [])
    }

    @Test("a JSON-number sku is read as its text: a warning suggesting the quoted text")
    func numberSKU() throws {
        let report = Self.payment(
            amount: #"{"currency":"USD","total":"5.00"}"#, items: #"{"name":"Mug","currency":"USD","quantity":"1","sku":2,"price":"5.00"}"#)
        #expect(Self.findings(report) == ["INVALID_PARAMETER_SYNTAX warning /transactions/0/item_list/items/0/sku"])
        #expect(report.diagnostics.first?.suggestion == "\"2\"" && report.isValid)
        let long = Self.payment(
            amount: #"{"currency":"USD","total":"5.00"}"#,
            items: #"{"name":"Mug","currency":"USD","quantity":"1","sku":"\#(String(repeating: "s", count: 128))","price":"5.00"}"#)
        #expect(Self.findings(long) == ["INVALID_STRING_LENGTH error /transactions/0/item_list/items/0/sku"])
    }

    @Test("item taxes add up to details.tax, tax × quantity, and without details PayPal refuses them")
    func itemTaxes() {
        let item = #"{"name":"Book","currency":"USD","quantity":"2","price":"10.50","tax":"0.50"}"#
        // PayPal's answer to this body (without details): "Item tax must add up to specified tax (or total if amount
        // details not specified)".
        let bare = Self.payment(amount: #"{"currency":"USD","total":"21.00"}"#, items: item)
        #expect(Self.findings(bare) == ["TAX_TOTAL_MISMATCH error /transactions/0/amount/total"])
        #expect(bare.diagnostics.first?.message.contains("send \"details\" with the \"subtotal\" and the \"tax\"") == true)
        let details = { (tax: String) in
            Self.payment(amount: #"{"currency":"USD","total":"\#(tax == "-" ? "21.00" : "22.00")","details":{"subtotal":"21.00"\#(tax == "-" ? "" : #","tax":"\#(tax)""#)}}"#, items: item)
        }
        #expect(details("1.00").diagnostics.isEmpty, "\(Self.findings(details("1.00")))")
        #expect(Self.findings(details("0.50")) == ["AMOUNT_MISMATCH error /transactions/0/amount/total", "TAX_TOTAL_MISMATCH error /transactions/0/amount/details/tax"])
        #expect(details("0.50").diagnostics.first { $0.code == .taxTotalMismatch }?.suggestion == "1.00")
        #expect(Self.findings(details("-")) == ["TAX_TOTAL_MISMATCH error /transactions/0/amount/details/tax"])
        // Zero taxes need nothing; a tax with its own finding is not also summed.
        let zero = Self.payment(amount: #"{"currency":"USD","total":"21.00"}"#, items: item.replacingOccurrences(of: #""tax":"0.50""#, with: #""tax":"0.00""#))
        #expect(zero.diagnostics.isEmpty)
        let negative = Self.payment(amount: #"{"currency":"USD","total":"21.00"}"#, items: item.replacingOccurrences(of: #""tax":"0.50""#, with: #""tax":"-0.50""#))
        #expect(Self.findings(negative) == ["CANNOT_BE_NEGATIVE error /transactions/0/item_list/items/0/tax"])
    }

    /// PayPal created 124 payments whose quantities were " 1" and " 4" and counted them as 1 and 4.
    @Test("a quantity with spaces around its digits is read as the count, with a warning")
    func quantityWithSpaces() {
        let report = Self.payment(
            amount: #"{"currency":"USD","total":"17.00","details":{"subtotal":"17.00"}}"#,
            items: #"{"name":"Jean","currency":"USD","quantity":" 1","price":"3.00"},{"name":"Shirt","currency":"USD","quantity":" 4","price":"3.50"}"#)
        #expect(Self.findings(report) == [
            "INVALID_PARAMETER_SYNTAX warning /transactions/0/item_list/items/0/quantity",
            "INVALID_PARAMETER_SYNTAX warning /transactions/0/item_list/items/1/quantity",
        ])
        #expect(report.diagnostics.last?.suggestion == "4")
        // Counted as 4 in the sum (3.00 + 4 × 3.50 = 17.00); other text stays an error.
        let words = Self.payment(
            amount: #"{"currency":"USD","total":"3.00"}"#, items: #"{"name":"Jean","currency":"USD","quantity":" one ","price":"3.00"}"#)
        #expect(Self.findings(words) == ["INVALID_PARAMETER_SYNTAX error /transactions/0/item_list/items/0/quantity"])
        // Orders v2 does not read the spaces away: no answer shows it.
        let order = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"3.00","breakdown":{"item_total":{"currency_code":"USD","value":"3.00"}}},"items":[{"name":"Jean","quantity":" 1","unit_amount":{"currency_code":"USD","value":"3.00"}}]}]}"#,
            as: .ordersV2)
        #expect(order.diagnostics.map(\.severity) == [.error])
    }

    /// PayPal created 94 logged payments whose details held only the read-only `fee`, the items adding up to the total.
    @Test("details of the read-only fee alone are read as none: the items add up to the total")
    func feeOnlyDetails() {
        let item = #"{"name":"Reading","currency":"USD","quantity":"1","price":"10.00"}"#
        #expect(Self.payment(amount: #"{"currency":"USD","total":"10.00","details":{"fee":"10.00"}}"#, items: item).diagnostics.isEmpty)
        let off = Self.payment(amount: #"{"currency":"USD","total":"12.00","details":{"fee":"10.00"}}"#, items: item)
        #expect(Self.findings(off) == ["ITEM_TOTAL_MISMATCH error /transactions/0/amount/total"])
        // A summed part makes them details again, with their subtotal.
        let shipping = Self.payment(amount: #"{"currency":"USD","total":"10.00","details":{"fee":"1.00","shipping":"0.00"}}"#, items: item)
        #expect(Self.findings(shipping) == ["MISSING_REQUIRED_PARAMETER error /transactions/0/amount/details/subtotal"])
    }

    /// PayPal approved executes that echo the payment's own transaction: `related_resources: []`, numeric quantities.
    @Test("an execute body echoing the transaction: related_resources accepted, a JSON-number quantity a warning")
    func executeEcho() {
        let report = PaymentValidator().validate(
            #"{"payer_id":"QYR5Z8XDVJNXQ","transactions":[{"amount":{"currency":"USD","total":"10.00"},"item_list":{"items":[{"name":"Reading","currency":"USD","quantity":1,"price":"10.00"}]},"related_resources":[]}]}"#,
            as: .paymentsV1Execute)
        #expect(Self.findings(report) == ["INVALID_PARAMETER_SYNTAX warning /transactions/0/item_list/items/0/quantity"])
    }

    @Test("items all priced zero are not added up by PayPal: a warning without a suggestion; a priced item an error")
    func unpricedItems() {
        // Ekko1992's PayPal.log: 76 × 0.00 under a subtotal of 0.03 created and executed; 6 × 83.33 under 500 refused.
        let unpriced = Self.payment(
            amount: #"{"currency":"USD","total":"0.03","details":{"subtotal":"0.03"}}"#,
            items: #"{"name":"Welcome","currency":"USD","quantity":"76","price":"0.00"},{"name":"Gift","currency":"USD","quantity":"1","price":"0"}"#)
        #expect(Self.findings(unpriced) == ["ITEM_TOTAL_MISMATCH warning /transactions/0/amount/details/subtotal"])
        #expect(unpriced.isValid && unpriced.diagnostics.first?.suggestion == nil)
        #expect(unpriced.diagnostics.first?.message.contains("all priced zero") == true)
        let withoutDetails = Self.payment(
            amount: #"{"currency":"USD","total":"4.00"}"#, items: #"{"name":"Welcome","currency":"USD","quantity":"2","price":"0.00"}"#)
        #expect(Self.findings(withoutDetails) == ["ITEM_TOTAL_MISMATCH warning /transactions/0/amount/total"])
        let priced = Self.payment(
            amount: #"{"currency":"USD","total":"500","details":{"subtotal":"500"}}"#,
            items: #"{"name":"Welcome","currency":"USD","quantity":"6","price":"83.33"}"#)
        #expect(Self.findings(priced) == ["ITEM_TOTAL_MISMATCH error /transactions/0/amount/details/subtotal"])
        #expect(priced.diagnostics.first?.suggestion == "499.98")
        // One free item among priced ones: the items are added up, and a sum that differs is an error.
        let mixed = Self.payment(
            amount: #"{"currency":"USD","total":"6.00","details":{"subtotal":"6.00"}}"#,
            items: #"{"name":"Mug","currency":"USD","quantity":"1","price":"5.00"},{"name":"Gift","currency":"USD","quantity":"1","price":"0.00"}"#)
        #expect(Self.findings(mixed) == ["ITEM_TOTAL_MISMATCH error /transactions/0/amount/details/subtotal"])
    }

    /// A negative price is a discount item (PayPal took one of -2.00), but items that add up to less than zero are
    /// no subtotal: the sum is stated without being suggested, which would only trade the finding for
    /// CANNOT_BE_NEGATIVE.
    @Test("items adding up to less than zero: ITEM_TOTAL_MISMATCH without a suggestion")
    func negativeItemSum() throws {
        let report = Self.payment(
            amount: #"{"currency":"USD","total":"38.98","details":{"subtotal":"35.98","shipping":"3.00"}}"#,
            items: #"{"name":"T-shirt","currency":"USD","quantity":"2","price":"-17.99"}"#)
        #expect(Self.findings(report) == ["ITEM_TOTAL_MISMATCH error /transactions/0/amount/details/subtotal"])
        let finding = try #require(report.diagnostics.first)
        #expect(finding.suggestion == nil)
        #expect(finding.message.contains("add up to -35.98; a sum below zero cannot stand here"))
        // A discount item within the items' sum is summed and suggested as any other.
        let discounted = Self.payment(
            amount: #"{"currency":"USD","total":"30.00","details":{"subtotal":"30.00"}}"#,
            items: #"{"name":"T-shirt","currency":"USD","quantity":"2","price":"17.99"},{"name":"Discount","currency":"USD","quantity":"1","price":"-2.00"}"#)
        #expect(discounted.diagnostics.first?.suggestion == "33.98")
    }

    /// A JSON number is read by its text; one whose places USD refuses gets DECIMAL_PRECISION alone, suggesting the
    /// rounded string, however long its text (Payments v1 takes 11 characters; binary floating point leaves 19).
    @Test("a float's leftover digits as a JSON number: DECIMAL_PRECISION with the rounded string, whatever its length")
    func floatLeftoversAsNumbers() throws {
        for (number, rounded) in [("0.30000000000000004", "\"0.30\""), ("242.79999999999998", "\"242.80\""), ("1.005", "\"1.00\"")] {
            let report = Self.payment(amount: #"{"currency":"USD","total":\#(number)}"#, items: "")
            let finding = try #require(report.diagnostics.first, "\(number)")
            #expect(Self.findings(report) == ["DECIMAL_PRECISION error /transactions/0/amount/total"], "\(number)")
            // (0.30000000000000004's fraction shows masked: its 17 digits start with a card brand's prefix.)
            #expect(finding.suggestion == rounded && finding.message.contains("is the JSON number "), "\(finding.message)")
        }
        // Too long with no place to blame: the length error alone, without the warning that PayPal takes numbers.
        let long = Self.payment(amount: #"{"currency":"USD","total":12345678901234}"#, items: "")
        #expect(Self.findings(long) == ["MAX_VALUE_EXCEEDED error /transactions/0/amount/total"])
        #expect(long.diagnostics.first?.message.contains("is the number 12345678901234, longer than the 11 characters") == true)
        // Too long even rounded: the length's error alone, not the places' beside it (one fault, one code).
        let longer = Self.payment(amount: #"{"currency":"USD","total":1234567890.125}"#, items: "")
        #expect(Self.findings(longer) == ["MAX_VALUE_EXCEEDED error /transactions/0/amount/total"])
    }

    @Test("an amount of 8 integer digits is a warning and still summed; 9 are an error and left out of the sums")
    func eightIntegerDigits() {
        // PayPal refused a total of 100000000 (2017) and took 99999999.99 (2025): Tests/RealDocuments/payments-v1.
        let eight = Self.payment(
            amount: #"{"currency":"USD","total":"99999999.99","details":{"subtotal":"99999999.99"}}"#,
            items: #"{"name":"Yacht","currency":"USD","quantity":"1","price":"99999999.99"}"#)
        #expect(Self.findings(eight) == [
            "MAX_VALUE_EXCEEDED warning /transactions/0/amount/total",
            "MAX_VALUE_EXCEEDED warning /transactions/0/amount/details/subtotal",
            "MAX_VALUE_EXCEEDED warning /transactions/0/item_list/items/0/price",
        ])
        #expect(eight.isValid)
        let mismatch = Self.payment(
            amount: #"{"currency":"USD","total":"99999999.99","details":{"subtotal":"99999999.99"}}"#,
            items: #"{"name":"Yacht","currency":"USD","quantity":"1","price":"99999999.98"}"#)
        #expect(Self.findings(mismatch).contains("ITEM_TOTAL_MISMATCH error /transactions/0/amount/details/subtotal"))
        let nine = Self.payment(
            amount: #"{"currency":"USD","total":"100000000"}"#, items: #"{"name":"Ship","currency":"USD","quantity":"1","price":"5.00"}"#)
        #expect(Self.findings(nine) == ["MAX_VALUE_EXCEEDED error /transactions/0/amount/total"])
    }
}
