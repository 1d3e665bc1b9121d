/// The `amount` of a Payments v2 capture, reauthorization or refund: the v2 `money` object (the schema Orders v2's
/// amounts use), checked as Orders v2 checks money: a known currency PayPal supports, a value of the currency's
/// precision (`DECIMAL_PRECISION`, `DECIMALS_NOT_SUPPORTED`) and more than zero (`CANNOT_BE_ZERO_OR_NEGATIVE`), at
/// most 999999999999999.99.
///
/// What the schema cannot say: the published `money` pattern allows any number of decimals and zero. PayPal's own
/// Payments v2 document (Data/openapi/payments_payment_v2.json) lists these issues among the answers of both calls
/// with a body of their own errors: `captures.refund-422` and `authorizations.reauthorize-422` name
/// `CANNOT_BE_ZERO_OR_NEGATIVE`, `DECIMAL_PRECISION`, `DECIMALS_NOT_SUPPORTED` and `INVALID_CURRENCY_CODE`.
/// An absent amount is not a fault: it means the whole authorization or capture.
struct PaymentsV2AmountRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let amount = context.optional("amount", in: root) else { return }
        _ = context.ordersV2Money(amount, sign: .positive, what: "the amount")
    }
}
