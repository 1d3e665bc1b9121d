/// A card payment the merchant starts on a stored credential (`payment_source.card.stored_credential
/// .payment_initiator` `MERCHANT`): the payer is not there, so the order carries no security code, and it pays one
/// purchase unit.
///
/// PayPal's issue names and descriptions in the Orders v2 document's create, authorize and capture errors
/// (checkout_orders_v2.json, 422, orders.authorize-422, orders.capture-422): MERCHANT_INITIATED_WITH_SECURITY_CODE,
/// "`stored_payment_source.payment_initiator` = `MERCHANT` is not supported if `payment_source.card.security_code` is
/// present in the order. `security_code` can be present in the order only when customer is the payment initiator";
/// MERCHANT_INITIATED_WITH_MULTIPLE_PURCHASE_UNITS, "... is not supported if more than one purchase_unit is present in
/// the Order". (`stored_payment_source` is the document's older name of the card's `stored_credential`.)
struct OrdersV2MerchantInitiatedRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        let card = OrdersV2.member(OrdersV2.member(order[OrdersV2.OrderKey.paymentSource]), "card")
        guard let initiator = OrdersV2.member(OrdersV2.member(card, "stored_credential"), "payment_initiator"),
            initiator.stringEquals("MERCHANT")
        else { return }
        if let code = context.optional(OrdersV2.member(card, "security_code")) {
            context.report(
                .merchantInitiatedWithSecurityCode, at: code,
                "a security code with \"payment_initiator\" \"MERCHANT\" (\(initiator.pointer)): only a payer who is present gives one; leave it out, or make the payer the initiator")
        }
        if let units = OrdersV2.member(order[OrdersV2.OrderKey.purchaseUnits]), units.kind == .array, units.count > 1 {
            context.report(
                .merchantInitiatedWithMultiplePurchaseUnits, at: initiator,
                "a merchant-initiated payment pays one purchase unit, and this order has \(units.count); send one order per unit")
        }
    }
}
