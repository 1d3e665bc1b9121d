import PPData

/// Every money object of the order uses one currency (`MULTI_CURRENCY_ORDER`): the unit amounts and their
/// breakdowns, item unit amounts and taxes, shipping-option amounts, platform fees and the card's Level 2 and 3
/// amounts.
///
/// PayPal's Orders v2 error MULTI_CURRENCY_ORDER: multiple differing values of `currency_code` are not supported;
/// the entire order request must have the same `currency_code`. The order's currency is the one most money objects use
/// (the first seen on a tie); each money object in another currency is reported at its `currency_code`, with the
/// order's currency as suggestion, when taking it fixes the object (below). Codes that are not three letters are left
/// to the currency check (one fault, one code), and case is ignored (`usd` is the currency check's finding, not a
/// second currency).
struct OrdersV2CurrencyConsistencyRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        check(OrdersV2.unitElements(context.ordersV2Order(root)), within: root, in: &context)
    }

    /// Checks the money objects of `units` (an order's, or the units a JSON Patch sets), which lie in `container`.
    func check(_ units: JSONView.Elements, within container: JSONView, in context: inout ValidationContext) {
        Self.check(within: container, moneyOf: { Self.forEachCode(in: units, $0) }, in: &context)
    }

    /// Checks the money objects of every value a JSON Patch (`patch`) sets: they all end up in the one order. Every
    /// `currency_code` member of an Orders v2 request is a money object's.
    static func checkEveryCode(in patch: JSONView, in context: inout ValidationContext) {
        check(
            within: patch,
            moneyOf: { visit in
                patch.forEachDescendant(named: "currency_code") { value in
                    if let code = packedCode(value) { visit(value, code) }
                    return true
                }
            }, in: &context)
    }

    /// Reports each money object that `forEachMoney` visits, inside `container`, whose currency is not the one most
    /// use.
    private static func check(
        within container: JSONView, moneyOf forEachMoney: ((JSONView, UInt32) -> Void) -> Void,
        in context: inout ValidationContext
    ) {
        // Almost every order has one currency. When every three-letter `currency_code` anywhere in the document is
        // the same code, so are the money objects' (a subset): one linear pass over the nodes decides that, and the
        // money objects are walked only when some code differs.
        var first: UInt32?
        var differs = false
        container.forEachDescendant(named: "currency_code") { value in
            guard let code = packedCode(value) else { return true }
            if let first { differs = code != first } else { first = code }
            return !differs
        }
        guard differs else { return }
        first = nil
        differs = false
        forEachMoney { _, code in
            if let first { differs = differs || code != first } else { first = code }
        }
        guard differs else { return }
        var codes: [(value: JSONView, code: UInt32)] = []
        forEachMoney { value, code in codes.append((value, code)) }
        var counts: [UInt32: Int] = [:]
        var order: [UInt32] = []
        for (_, code) in codes {
            if counts[code] == nil { order.append(code) }
            counts[code, default: 0] += 1
        }
        guard order.count > 1 else { return }
        // Most used wins; `max` keeps the first of equal elements, so a tie goes to the first seen.
        let main = order.max { (counts[$0] ?? 0) < (counts[$1] ?? 0) } ?? order[0]
        let others = counts[main] ?? 0
        let mainText = text(of: main)
        let mainCurrency = CurrencyCode(packedCode: main).flatMap { $0.isSupported(by: .rest) ? $0 : nil }
        for (value, code) in codes where code != main {
            context.report(
                .multiCurrencyOrder, at: value,
                "\(text(of: code)) differs from the order's currency \(mainText) (used by \(others) money object\(others == 1 ? "" : "s")); every money object of an order must use one currency",
                // The order's currency is a fix when PayPal takes it (an order in ZAR or `USX` is wrong in its other
                // objects, not in this one) and this object's amount keeps to its places.
                suggestion: mainCurrency.flatMap { $0.keepsPlaces(ofAmount: OrdersV2.member(value.parent, "value")) ? mainText : nil })
        }
    }

    /// Calls `visit` with every money object's `currency_code` that is three letters (packed upper case), in
    /// document order: the unit amounts and their breakdowns, item unit amounts and taxes, shipping-option amounts,
    /// platform fees, and the Level 2 and 3 amounts of `supplementary_data.card`.
    private static func forEachCode(in units: JSONView.Elements, _ visit: (JSONView, UInt32) -> Void) {
        for unit in units where unit.kind == .object {
            forEachCode(inAmount: OrdersV2.member(unit, "amount"), visit)
            for item in OrdersV2.objects(OrdersV2.member(unit, "items")) {
                visitCode(of: OrdersV2.member(item, "unit_amount"), visit)
                visitCode(of: OrdersV2.member(item, "tax"), visit)
            }
            for option in OrdersV2.objects(OrdersV2.member(OrdersV2.member(unit, "shipping"), "options")) {
                visitCode(of: OrdersV2.member(option, "amount"), visit)
            }
            let instruction = OrdersV2.member(unit, "payment_instruction")
            for fee in OrdersV2.objects(OrdersV2.member(instruction, "platform_fees")) {
                visitCode(of: OrdersV2.member(fee, "amount"), visit)
            }
            let card = OrdersV2.member(OrdersV2.member(unit, "supplementary_data"), "card")
            visitCode(of: OrdersV2.member(OrdersV2.member(card, "level_2"), "tax_total"), visit)
            let level3 = OrdersV2.member(card, "level_3")
            visitCode(of: OrdersV2.member(level3, "shipping_amount"), visit)
            visitCode(of: OrdersV2.member(level3, "duty_amount"), visit)
            visitCode(of: OrdersV2.member(level3, "discount_amount"), visit)
            for item in OrdersV2.objects(OrdersV2.member(level3, "line_items")) {
                visitCode(of: OrdersV2.member(item, "unit_amount"), visit)
                visitCode(of: OrdersV2.member(item, "tax"), visit)
                visitCode(of: OrdersV2.member(item, "discount_amount"), visit)
                visitCode(of: OrdersV2.member(item, "total_amount"), visit)
            }
        }
    }

    /// Calls `visit` with the code of a unit's `amount` and of each part of its breakdown.
    private static func forEachCode(inAmount amount: JSONView?, _ visit: (JSONView, UInt32) -> Void) {
        visitCode(of: amount, visit)
        // Every member of the breakdown is a money object (a misspelt key's too).
        if let breakdown = OrdersV2.member(amount, "breakdown"), breakdown.kind == .object {
            for part in breakdown.children { visitCode(of: part, visit) }
        }
    }

    /// Calls `visit` with the `currency_code` of `money` when it is three letters.
    private static func visitCode(of money: JSONView?, _ visit: (JSONView, UInt32) -> Void) {
        guard let value = OrdersV2.member(money, "currency_code"), let code = packedCode(value) else { return }
        visit(value, code)
    }

    /// A string of three ASCII letters, upper-cased by clearing bit 5 and packed into an integer; nil for anything
    /// else (left to the currency check: one fault, one code).
    static func packedCode(_ value: JSONView) -> UInt32? {
        value.withStringUTF8 { bytes -> UInt32? in
            guard bytes.count == 3 else { return nil }
            var packed: UInt32 = 0
            for byte in bytes {
                let upper = byte & 0xDF
                guard (0x41...0x5A).contains(upper) else { return nil }
                packed = packed << 8 | UInt32(upper)
            }
            return packed
        } ?? nil
    }

    /// The code `packedCode` packed.
    static func text(of packed: UInt32) -> String {
        String(decoding: [UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), UInt8(truncatingIfNeeded: packed)], as: UTF8.self)
    }
}
