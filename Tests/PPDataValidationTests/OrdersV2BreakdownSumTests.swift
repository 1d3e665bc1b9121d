import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// An Orders v2 breakdown's sums as PayPal reads them: a misspelt part not read in its place, a faulty item total
/// counted as its items' sum, and a negative item amount not summed (one fault, one finding, and suggestions that
/// taken together leave nothing to report).
@Suite("Orders v2: the breakdown's sums as PayPal reads them")
struct OrdersV2BreakdownSumTests {
    /// PayPal ignores a key it does not define, so a misspelt part is not read in its place: the sums are PayPal's,
    /// and their findings name the misspelling rather than suggest a figure.
    @Test func misspeltBreakdownKeyIsNotReadInItsPlace() throws {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"30.00",
             "breakdown":{"item_totals":{"currency_code":"USD","value":"30.00"}}},
             "items":[{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"10.00"}}]}]}
            """)
        #expect(Set(report.codes) == [.unknownField, .itemTotalRequired], "\(OrdersV2Fixture.describe(report))")
        let unknown = try #require(report.diagnostics.first { $0.code == .unknownField })
        #expect(unknown.suggestion == "item_total" && unknown.severity == .warning)
        let required = try #require(report.diagnostics.first { $0.code == .itemTotalRequired })
        #expect(required.message.contains(#"PayPal ignores "item_totals", a key it does not define: name it "item_total""#))
        // The value adds up once the item total is named so (the missing total counts as its items' sum): one fault,
        // one finding, and no AMOUNT_MISMATCH beside it.
        #expect(!report.codes.contains(.amountMismatch))
        // A misspelt shipping: the value is not its parts' sum as PayPal reads them.
        let shipping = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"15.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"10.00"},"shiping":{"currency_code":"USD","value":"5.00"}}},
             "items":[{"name":"Pen","quantity":"1","unit_amount":{"currency_code":"USD","value":"10.00"}}]}]}
            """)
        #expect(shipping.codes == [.amountMismatch, .unknownField], "\(OrdersV2Fixture.describe(shipping))")
        // A misspelt zero: PayPal's reading adds up all the same, and only the key is reported.
        let zero = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"10.00"},"shiping":{"currency_code":"USD","value":"0.00"}}},
             "items":[{"name":"Pen","quantity":"1","unit_amount":{"currency_code":"USD","value":"10.00"}}]}]}
            """)
        #expect(zero.codes == [.unknownField], "\(OrdersV2Fixture.describe(zero))")
    }

    /// A breakdown total that is not its items' sum is not used again in the breakdown's sum: a value that adds up
    /// with the items is not reported, and one that does not is compared with the items' figure.
    @Test func itemTotalMismatchIsNotRepeatedAsAmountMismatch() throws {
        func order(value: String, itemTotal: String) -> ValidationReport {
            OrdersV2Fixture.validate(json: """
                {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"\(value)",
                 "breakdown":{"item_total":{"currency_code":"USD","value":"\(itemTotal)"},"shipping":{"currency_code":"USD","value":"4.00"}}},
                 "items":[{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"10.00"}}]}]}
                """)
        }
        #expect(order(value: "34.00", itemTotal: "29.00").codes == [.itemTotalMismatch])
        let both = order(value: "40.00", itemTotal: "29.00")
        #expect(both.codes == [.amountMismatch, .itemTotalMismatch], "\(OrdersV2Fixture.describe(both))")
        let mismatch = try #require(both.diagnostics.first)
        #expect(mismatch.suggestion == "34.00" && mismatch.message.contains("counting item_total 30.00, as the items give"))
        // The value adds up with the stated total: the item total's finding says how the value changes, alone.
        let stated = order(value: "33.00", itemTotal: "29.00")
        #expect(stated.codes == [.itemTotalMismatch])
        #expect(stated.diagnostics.first?.message.contains("send amount.value 34.00") == true)
    }

    /// A negative item amount is reported at the item, and not again as a total below zero.
    @Test func negativeItemIsNotSummed() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"30.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"30.00"}}},
             "items":[{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"-10.00"}}]}]}
            """)
        #expect(report.codes == [.cannotBeNegative], "\(OrdersV2Fixture.describe(report))")
    }

    /// A part in another currency is MULTI_CURRENCY_ORDER's alone: added to the others, 5.00 EUR made "the parts add
    /// up to 25.00" in a USD order, and 25.00 its suggestion (a library user's trial).
    @Test func partInAnotherCurrencyIsNotSummed() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"30.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"20.00"},"shipping":{"currency_code":"EUR","value":"5.00"}}}}]}
            """)
        #expect(report.codes == [.multiCurrencyOrder], "\(OrdersV2Fixture.describe(report))")
        // In one currency the same figures are a mismatch, with the sum suggested.
        let usd = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"30.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"20.00"},"shipping":{"currency_code":"USD","value":"5.00"}}}}]}
            """)
        #expect(usd.codes == [.amountMismatch] && usd.diagnostics.first?.suggestion == "25.00")
        // The same for an item in another currency against the item total.
        let item = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"30.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"30.00"}}},
             "items":[{"name":"A","quantity":"1","unit_amount":{"currency_code":"USD","value":"15.00"}},
                      {"name":"B","quantity":"1","unit_amount":{"currency_code":"EUR","value":"10.00"}}]}]}
            """)
        #expect(item.codes == [.multiCurrencyOrder], "\(OrdersV2Fixture.describe(item))")
        // `usd` is USD to PayPal, and a missing code no other currency: the mismatch is still reported (a review:
        // both were skipped as another currency, and the order came out valid).
        let lower = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"usd","value":"100.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"90.00"}}}}]}
            """)
        #expect(lower.codes.contains(.amountMismatch), "\(OrdersV2Fixture.describe(lower))")
        let missing = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"30.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"30.00"}}},
             "items":[{"name":"A","quantity":"1","unit_amount":{"value":"15.00"}}]}]}
            """)
        #expect(missing.codes.contains(.itemTotalMismatch), "\(OrdersV2Fixture.describe(missing))")
    }
}
