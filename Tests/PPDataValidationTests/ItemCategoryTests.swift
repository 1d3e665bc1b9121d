import Testing

@testable import PPDataValidation

/// The items rule's categories by position (`OrdersV2.ItemCategory`), on the fast path and the full one.
@Suite struct ItemCategoryTests {
    @Test func positionsFollowTheCategoryList() {
        for (position, name) in OrdersV2.itemCategories.enumerated() {
            #expect(OrdersV2.ItemCategory(name)?.rawValue == position)
        }
        #expect(OrdersV2.ItemCategory("PHYSICAL_GOODS") == .physicalGoods)
        #expect(OrdersV2.ItemCategory("DONATION") == .donation)
        #expect(OrdersV2.ItemCategory("donation") == nil)
        #expect(OrdersV2.ItemCategory(nil) == nil)
        #expect(OrdersV2.ItemCategory(rawValue: OrdersV2.itemCategories.count) == nil)
    }

    /// One unit of two items, `first` and `second` given as their JSON; each item is faultless (the fast path) unless
    /// its text makes it otherwise.
    private func codes(_ first: String, _ second: String) -> [String] {
        let document = """
            {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "20.00",
              "breakdown": {"item_total": {"currency_code": "USD", "value": "20.00"}}},
              "items": [\(first), \(second)]}]}
            """
        return PaymentValidator().validate(document, as: .ordersV2).diagnostics.map(\.code.rawValue)
    }

    private func item(_ category: String, sku: String = "A") -> String {
        #"{"name": "n", "sku": "\#(sku)", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "10.00"}, "category": "\#(category)"}"#
    }

    @Test func donationsAndGoodsMixOnEitherPath() {
        // Both items faultless: categories from the fast path.
        #expect(codes(item("DONATION"), item("PHYSICAL_GOODS")) == ["MULTIPLE_ITEM_CATEGORIES"])
        #expect(codes(item("DIGITAL_GOODS"), item("DONATION")) == ["MULTIPLE_ITEM_CATEGORIES"])
        // The donation item has a fault (an over-long sku), so its category comes from the full check.
        let long = String(repeating: "s", count: 128)
        #expect(codes(item("DONATION", sku: long), item("DIGITAL_GOODS")) == ["INVALID_STRING_LENGTH", "MULTIPLE_ITEM_CATEGORIES"])
        // Goods of both kinds, or donations only, are no mix.
        #expect(codes(item("DIGITAL_GOODS"), item("PHYSICAL_GOODS", sku: long)) == ["INVALID_STRING_LENGTH"])
        #expect(codes(item("DONATION"), item("DONATION")).isEmpty)
    }

    /// A value cut short at a word break (`PHYSICAL`, `SET_PROVIDED`) is suggested whole: in the items rule and in the
    /// schema walker's enumerations alike, since both report through `ValidationContext.enumeration`.
    @Test func aValueCutShortIsCompleted() throws {
        let document = """
            {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00",
              "breakdown": {"item_total": {"currency_code": "USD", "value": "10.00"}}}, "items": [\(item("PHYSICAL"))]}],
             "payment_source": {"paypal": {"experience_context": {"shipping_preference": "SET_PROVIDED"}}}}
            """
        let findings = PaymentValidator().validate(document, as: .ordersV2).diagnostics
        #expect(findings.map(\.code) == [.invalidParameterValue, .invalidParameterValue])
        #expect(findings.map(\.suggestion) == ["PHYSICAL_GOODS", "SET_PROVIDED_ADDRESS"])
    }
}
