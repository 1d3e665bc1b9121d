import PPData

/// Every money object of the order uses one currency (`MULTI_CURRENCY_ORDER`): the unit amounts and their
/// breakdowns, item unit amounts and taxes, shipping-option amounts and platform fees. Not the card's Level 2 and 3
/// amounts, which PayPal passes to the card's processor: no recorded answer shows it holding them to the order's
/// currency, and with four money objects in each Level 3 line item, counted, they would outvote the order's own
/// amounts and put the blame there.
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

    /// Checks the money objects of the values a JSON Patch (`patch`) sets, each with the schema shape of the member
    /// it sets: they all end up in the one order. The money objects counted are a new order's.
    static func check(
        patchValues: [(value: JSONView, shape: Int)], within patch: JSONView, in context: inout ValidationContext
    ) {
        check(
            within: patch,
            moneyOf: { visit in
                for (value, shape) in patchValues { forEachCode(inValue: value, shape: shape, visit) }
            }, in: &context)
    }

    /// Calls `visit` with the codes of the money objects a new order's check counts in `value`, a value of `shape`
    /// (a purchase unit, an amount, an item, a payment instruction, ..., or an array of them).
    private static func forEachCode(inValue value: JSONView, shape: Int, _ visit: (JSONView, UInt32) -> Void) {
        let elementShape = RequestSchema.shapes[shape].items
        if value.kind == .array, elementShape >= 0 {
            for element in value.elements { forEachCode(inValue: element, shape: elementShape, visit) }
            return
        }
        let object = RequestSchema.shapes[shape].object
        guard object >= 0, value.kind == .object else { return }
        switch RequestSchema.objects[object].name.description {
        case "checkout_orders_v2:purchase_unit_request": forEachCode(in: .only(value), visit)
        case "checkout_orders_v2:amount_with_breakdown": forEachCode(inAmount: value, visit)
        case "checkout_orders_v2:amount_breakdown": forEachCode(inBreakdown: value, visit)
        case "checkout_orders_v2:item": forEachCode(inItem: value, visit)
        case "checkout_orders_v2:shipping_detail": forEachCode(inShipping: value, visit)
        case "checkout_orders_v2:payment_instruction": forEachCode(inInstruction: value, visit)
        case "checkout_orders_v2:platform_fee", "checkout_orders_v2:shipping_option":
            visitCode(of: OrdersV2.member(value, "amount"), visit)
        case "checkout_orders_v2:money": visitCode(of: value, visit)
        default: break
        }
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
    /// document order: the unit amounts and their breakdowns, item unit amounts and taxes, shipping-option amounts
    /// and platform fees.
    private static func forEachCode(in units: JSONView.Elements, _ visit: (JSONView, UInt32) -> Void) {
        for unit in units where unit.kind == .object {
            forEachCode(inAmount: OrdersV2.member(unit, "amount"), visit)
            for item in OrdersV2.objects(OrdersV2.member(unit, "items")) { forEachCode(inItem: item, visit) }
            forEachCode(inShipping: OrdersV2.member(unit, "shipping"), visit)
            forEachCode(inInstruction: OrdersV2.member(unit, "payment_instruction"), visit)
        }
    }

    /// Calls `visit` with the codes of an item's `unit_amount` and `tax`.
    private static func forEachCode(inItem item: JSONView, _ visit: (JSONView, UInt32) -> Void) {
        visitCode(of: OrdersV2.member(item, "unit_amount"), visit)
        visitCode(of: OrdersV2.member(item, "tax"), visit)
    }

    /// Calls `visit` with the codes of a unit's shipping options' amounts.
    private static func forEachCode(inShipping shipping: JSONView?, _ visit: (JSONView, UInt32) -> Void) {
        for option in OrdersV2.objects(OrdersV2.member(shipping, "options")) {
            visitCode(of: OrdersV2.member(option, "amount"), visit)
        }
    }

    /// Calls `visit` with the codes of a payment instruction's platform fees.
    private static func forEachCode(inInstruction instruction: JSONView?, _ visit: (JSONView, UInt32) -> Void) {
        for fee in OrdersV2.objects(OrdersV2.member(instruction, "platform_fees")) {
            visitCode(of: OrdersV2.member(fee, "amount"), visit)
        }
    }

    /// Calls `visit` with the code of a unit's `amount` and of each part of its breakdown.
    private static func forEachCode(inAmount amount: JSONView?, _ visit: (JSONView, UInt32) -> Void) {
        visitCode(of: amount, visit)
        forEachCode(inBreakdown: OrdersV2.member(amount, "breakdown"), visit)
    }

    /// Calls `visit` with the code of each part of a breakdown: every member is a money object (a misspelt key's too).
    private static func forEachCode(inBreakdown breakdown: JSONView?, _ visit: (JSONView, UInt32) -> Void) {
        guard let breakdown, breakdown.kind == .object else { return }
        for part in breakdown.children { visitCode(of: part, visit) }
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
