/// The order as a whole: its top-level keys, `intent` (CAPTURE or AUTHORIZE), `purchase_units` (1 to 10), and the
/// rules for several units: each needs a unique `reference_id`, and AUTHORIZE is not allowed.
///
/// PayPal: `order_request.purchase_units` minItems 1, maxItems 10; errors REFERENCE_ID_REQUIRED,
/// DUPLICATE_REFERENCE_ID and UNSUPPORTED_INTENT ("intent=AUTHORIZE is not supported for multiple purchase units"),
/// and UNSUPPORTED_PAYMENT_INSTRUCTION for a unit's payment instruction in an order to authorize.
struct OrdersV2IntentRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        // The other rules read the order from this table (`ordersV2Order`).
        guard let order = context.rootMembers(root, known: OrdersV2.orderKeys, what: "an Orders v2 order") else { return }
        typealias Key = OrdersV2.OrderKey
        let intent = context.enumeration(Key.intent, of: order, allowed: ["CAPTURE", "AUTHORIZE"], required: true)
        _ = context.enumeration(
            Key.processingInstruction, of: order, allowed: ["ORDER_COMPLETE_ON_PAYMENT_APPROVAL", "NO_INSTRUCTION"])
        guard let units = context.array(Key.purchaseUnits, of: order, required: true, items: 1...10) else { return }
        // The intent's value when it is AUTHORIZE, for the findings that point at it.
        let authorize = intent == "AUTHORIZE" ? order[Key.intent] : nil
        if let authorize {
            Self.checkPaymentInstructions(units, intent: authorize, in: &context)
        }
        guard units.count > 1 else { return }

        if let intentValue = authorize {
            context.report(
                .unsupportedIntent, at: intentValue,
                "intent AUTHORIZE is not supported for an order with \(units.count) purchase units; use CAPTURE or one unit",
                suggestion: "CAPTURE")
        }
        Self.checkReferenceIDs(units, in: &context)
    }

    /// An order to authorize takes its payment instruction (platform fees, disbursement) when the authorization is
    /// captured: UNSUPPORTED_PAYMENT_INSTRUCTION, "You must provide the payment instruction when you capture an
    /// authorized payment for `intent=AUTHORIZE`. ... For `intent=CAPTURE`, send the payment instruction when you
    /// create the order." (the Orders v2 document's create-order errors, checkout_orders_v2.json 422). Integrations
    /// split it so: osCommerce's PayPal partner module adds `payment_instruction` to CAPTURE orders only ("only in
    /// capture mode"), and a PayPal partner sample sends the fees to /v2/payments/authorizations/{id}/capture.
    private static func checkPaymentInstructions(
        _ units: JSONView.Elements, intent: JSONView, in context: inout ValidationContext
    ) {
        for unit in units where unit.kind == .object {
            guard let instruction = OrdersV2.member(unit, "payment_instruction") else { continue }
            context.report(
                .unsupportedPaymentInstruction, at: instruction,
                "an order with intent AUTHORIZE (\(intent.pointer)) takes its payment instruction when the authorization is captured: send it in the capture request (POST /v2/payments/authorizations/{id}/capture), or use intent CAPTURE")
        }
    }

    /// Each of several `units` needs a `reference_id` of its own (REFERENCE_ID_REQUIRED, DUPLICATE_REFERENCE_ID): an
    /// order's units, or the units a JSON Patch sets in place of them.
    static func checkReferenceIDs(_ units: JSONView.Elements, in context: inout ValidationContext) {
        guard units.count > 1 else { return }
        // Ids are compared as the input's bytes with the distinct ids seen so far (no String per unit); past 16
        // of them (PayPal takes 10 units) a dictionary by text takes over, so a huge array stays linear.
        var seen: [JSONView] = []
        seen.reserveCapacity(min(units.count, 16))
        var byText: [String: JSONView] = [:]
        for unit in units where unit.kind == .object {
            guard let id = OrdersV2.member(unit, "reference_id") else {
                context.report(
                    .referenceIdRequired, missing: "reference_id", in: unit,
                    "every purchase unit needs a reference_id when an order has \(units.count) units")
                continue
            }
            // An empty id or one of another type is reported by the purchase-unit rule (type, length); a JSON number
            // is an id PayPal reads as its text (a warning there), so `40` repeats `"40"`.
            guard id.kind == .string ? id.firstContentByte != nil : id.kind == .number else { continue }
            let first: JSONView?
            if seen.count < 16 {
                first = seen.first {
                    $0.kind == .string && id.kind == .string ? $0.stringEquals(id) : Self.idText($0) == Self.idText(id)
                }
                if first == nil { seen.append(id) }
            } else {
                if byText.isEmpty {
                    for earlier in seen { byText[Self.idText(earlier)] = earlier }
                }
                let text = Self.idText(id)
                first = byText[text]
                if first == nil { byText[text] = id }
            }
            if let first {
                context.report(
                    .duplicateReferenceId, at: id,
                    "reference_id \"\(Self.idText(id).prefix(60))\" is already used by \(first.parent?.pointer ?? first.pointer); each unit needs its own")
            }
        }
    }

    /// A reference id as PayPal reads it: a string's text, a JSON number's literal.
    private static func idText(_ id: JSONView) -> String {
        id.string ?? id.numberText ?? ""
    }
}
