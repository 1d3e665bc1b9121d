import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// Orders v2: a breakdown total reported missing (ITEM_TOTAL_REQUIRED, TAX_TOTAL_REQUIRED) counts as its items' sum
/// when the amount is added up, so that the REQUIRED finding's fix and AMOUNT_MISMATCH's agree.
@Suite("Orders v2: a missing item or tax total in the amount's sum")
struct OrdersV2MissingTotalTests {
    /// A total reported missing counts as its items' sum in the amount's: its fix and AMOUNT_MISMATCH's agree (a new
    /// user's trial: Stack Overflow 73688635's order stated 273.9 = 249 + the item's tax 24.9 without tax_total, and
    /// AMOUNT_MISMATCH suggested 249.00, which adding the tax_total then contradicted).
    @Test("a missing item or tax total counts as its items' sum in AMOUNT_MISMATCH", arguments: [
        // The value counts the items' tax: only the tax total is missing.
        ("273.90", [DiagnosticCode.taxTotalRequired], nil as String?),
        // It does not: once the tax total is added, the value is short by it.
        ("249.00", [.taxTotalRequired], nil),
        // Neither: the suggestion counts the tax total the items give.
        ("280.00", [.amountMismatch, .taxTotalRequired], "273.90"),
    ])
    func missingTotalCountsInTheAmount(value: String, codes: [DiagnosticCode], suggestion: String?) {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"AUD","value":"\(value)",
             "breakdown":{"item_total":{"currency_code":"AUD","value":"249.00"}}},
             "items":[{"name":"Mug","quantity":"1","unit_amount":{"currency_code":"AUD","value":"249.00"},
              "tax":{"currency_code":"AUD","value":"24.90"}}]}]}
            """)
        #expect(report.codes == codes, "\(OrdersV2Fixture.describe(report))")
        let mismatch = report.diagnostics.first { $0.code == .amountMismatch }
        #expect(mismatch?.suggestion == suggestion)
        if suggestion != nil {
            #expect(mismatch?.message.contains("counting tax_total 24.90, as the items give") == true)
        }
        // The item total missing is counted the same way.
        let noItemTotal = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"25.00",
             "breakdown":{"shipping":{"currency_code":"USD","value":"5.00"}}},
             "items":[{"name":"Mug","quantity":"2","unit_amount":{"currency_code":"USD","value":"10.00"}}]}]}
            """)
        #expect(noItemTotal.codes == [.itemTotalRequired], "\(OrdersV2Fixture.describe(noItemTotal))")
    }

    /// Items in another currency are MULTI_CURRENCY_ORDER's fault: their sum is not counted for a missing item total
    /// (a review found 10.00 EUR beside 15.00 USD counted as 25.00), and the amount's sum, unknown, is not compared
    /// (the second review: "did you mean 5.00", the parts without the items).
    @Test func missingTotalOfItemsInTwoCurrenciesIsNotCounted() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"30.00",
             "breakdown":{"shipping":{"currency_code":"USD","value":"5.00"}}},
             "items":[{"name":"Mug","quantity":"1","unit_amount":{"currency_code":"EUR","value":"10.00"}},
              {"name":"Cup","quantity":"1","unit_amount":{"currency_code":"USD","value":"15.00"}}]}]}
            """)
        #expect(report.codes.contains(.multiCurrencyOrder) && report.codes.contains(.itemTotalRequired))
        #expect(!report.codes.contains(.amountMismatch), "\(OrdersV2Fixture.describe(report))")
    }
}
