/// The legacy `application_context` (deprecated by PayPal in favour of `payment_source.*.experience_context`, but
/// still accepted): its keys, enumerations and URLs.
///
/// PayPal `order_application_context`: `brand_name` 1–127, `locale` 2–10, `landing_page` LOGIN, BILLING or
/// NO_PREFERENCE, `shipping_preference` GET_FROM_FILE, NO_SHIPPING or SET_PROVIDED_ADDRESS, `user_action` CONTINUE
/// or PAY_NOW, `return_url` and `cancel_url` absolute URLs.
struct ApplicationContextRule: DocumentRule {
    static let keys = JSONKeySet([
        "brand_name", "locale", "landing_page", "shipping_preference", "user_action", "payment_method", "return_url",
        "cancel_url", "stored_payment_source",
    ])

    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard
            let application = context.object(
                context.optional(OrdersV2.OrderKey.applicationContext, of: context.ordersV2Order(root)), known: Self.keys,
                what: "application_context")
        else { return }
        context.checkString("brand_name", in: application, length: 1...127)
        context.checkString("locale", in: application, length: 2...10)
        _ = context.enumeration("landing_page", in: application, allowed: ["LOGIN", "BILLING", "NO_PREFERENCE"])
        _ = context.enumeration(
            "shipping_preference", in: application, allowed: ["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"])
        _ = context.enumeration("user_action", in: application, allowed: ["CONTINUE", "PAY_NOW"])
        _ = context.url("return_url", in: application, maxLength: 4000)
        _ = context.url("cancel_url", in: application, maxLength: 4000)
        for key in ["payment_method", "stored_payment_source"] as [StaticString] {
            if let value = context.optional(key, in: application), value.kind != .object {
                context.report(.invalidParameterSyntax, at: value, "\"\(key)\" must be an object, not \(value.kind.article)")
            }
        }
    }
}
