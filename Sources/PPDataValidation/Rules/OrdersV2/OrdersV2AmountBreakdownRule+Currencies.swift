/// Where a unit's money is in more than one currency: MULTI_CURRENCY_ORDER's fault alone, so the sums leave it out
/// (a library user's trial: 5.00 EUR shipping in a USD order made "the parts add up to 25.00" and its suggestion).
extension OrdersV2AmountBreakdownRule {
    /// Whether an item's money `key` has another currency code than `money`. Out of line: asked only of a sum that
    /// does not match, and inlined it kept `checkItemSum` out of its caller (+1.5 M instructions on the broad corpus).
    @inline(never)
    static func hasItem(in itemsValue: JSONView?, key: StaticString, inAnotherCurrencyThan money: JSONView) -> Bool {
        guard let itemsValue, itemsValue.kind == .array else { return false }
        return itemsValue.elements.contains { isInAnotherCurrency($0[key], than: money) }
    }

    /// Whether the money objects `money` and `other` both name a currency, and not the same one. Letter case aside:
    /// PayPal reads `usd` as USD (a warning of its own), and a missing code is its own fault, no other currency.
    static func isInAnotherCurrency(_ money: JSONView?, than other: JSONView) -> Bool {
        guard let code = money?["currency_code"]?.string, let otherCode = other["currency_code"]?.string else { return false }
        return code.uppercased() != otherCode.uppercased()
    }

    /// Whether a part of `breakdown` has another currency code than `amount`. Out of line: asked only of a breakdown
    /// that does not add up.
    @inline(never)
    static func hasPart(of breakdown: JSONView, inAnotherCurrencyThan amount: JSONView) -> Bool {
        let parts = Self.parts(of: breakdown)
        return BreakdownParts<JSONView>.indices.contains { isInAnotherCurrency(parts[$0], than: amount) }
    }
}
