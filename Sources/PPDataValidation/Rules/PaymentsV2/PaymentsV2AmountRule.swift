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
///
/// A capture's or refund's `payment_instruction.platform_fees[].amount` is money too, checked the same way but for
/// zero: `captures.refund-422` names `CANNOT_BE_NEGATIVE` and `DECIMAL_PRECISION` ("If the currency supports
/// decimals, only two decimal place precision is supported.") beside the fee issues, and Orders v2 takes a fee of 0.
struct PaymentsV2AmountRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        if let amount = context.optional("amount", in: root) {
            _ = context.ordersV2Money(amount, sign: .positive, what: "the amount")
        }
        let fees = OrdersV2.member(OrdersV2.member(root, "payment_instruction"), "platform_fees")
        guard let fees, fees.kind == .array else { return }
        for fee in fees.elements {
            guard fee.kind == .object, let amount = context.optional("amount", in: fee) else { continue }
            _ = context.ordersV2Money(amount, sign: .nonNegative, what: "the platform fee amount")
        }
    }
}
