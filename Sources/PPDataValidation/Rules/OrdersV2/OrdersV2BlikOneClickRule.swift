/// BLIK's one-click flow (`payment_source.blik.one_click`): the payer's first payment registers the bank account
/// with a 6-digit `auth_code` and the account's `alias_label`; every later one names the registered account by its
/// `alias_key`.
///
/// PayPal's issue name and description in the Orders v2 document's create and confirm-payment-source errors
/// (checkout_orders_v2.json, 422, orders.confirm-422): BLIK_ONE_CLICK_MISSING_REQUIRED_PARAMETER, "Blik's one_click
/// flow requires one_click.auth_code and one_click.alias_label parameters for the buyer's first transaction. For all
/// subsequent transactions,only the one_click.alias_key parameter is required." A one-click object with an
/// `alias_key` is a later payment; without one, both members of a first payment are needed, and the one missing is
/// reported (where it would be).
struct OrdersV2BlikOneClickRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        let blik = OrdersV2.member(OrdersV2.member(order[OrdersV2.OrderKey.paymentSource]), "blik")
        guard let oneClick = OrdersV2.member(blik, "one_click"), oneClick.kind == .object,
            OrdersV2.member(oneClick, "alias_key") == nil
        else { return }
        let hasCode = OrdersV2.member(oneClick, "auth_code") != nil
        let hasLabel = OrdersV2.member(oneClick, "alias_label") != nil
        guard !(hasCode && hasLabel) else { return }
        let missing = hasCode ? "alias_label" : "auth_code"
        context.report(
            .blikOneClickMissingRequiredParameter, missing: missing, in: oneClick,
            hasCode || hasLabel
                ? "a first BLIK one-click payment needs \"auth_code\" and \"alias_label\"; \"\(missing)\" is missing"
                : "a BLIK one-click payment names the bank account: by \"alias_key\" once it is registered, or, the first time, by \"auth_code\" and \"alias_label\"")
    }
}
