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
/// A refund's fee in another currency than the refund's amount is that list's `CURRENCY_MISMATCH` (published without
/// a description; a refund's only two money members are its amount and its fees).
struct PaymentsV2AmountRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let amount = context.optional("amount", in: root)
        if let amount {
            _ = context.ordersV2Money(amount, sign: .positive, what: "the amount")
        }
        let fees = OrdersV2.member(OrdersV2.member(root, "payment_instruction"), "platform_fees")
        guard let fees, fees.kind == .array else { return }
        let refundCurrency = context.kind == .paymentsV2Refund ? OrdersV2.member(amount, "currency_code") : nil
        for fee in fees.elements {
            guard fee.kind == .object, let feeAmount = context.optional("amount", in: fee) else { continue }
            _ = context.ordersV2Money(feeAmount, sign: .nonNegative, what: "the platform fee amount")
            if let refundCurrency, let code = OrdersV2.member(feeAmount, "currency_code"),
                let refundCode = OrdersV2CurrencyConsistencyRule.packedCode(refundCurrency),
                let feeCode = OrdersV2CurrencyConsistencyRule.packedCode(code), feeCode != refundCode
            {
                let expected = OrdersV2CurrencyConsistencyRule.text(of: refundCode)
                context.report(
                    .currencyMismatch, at: code,
                    "the platform fee's currency \(OrdersV2CurrencyConsistencyRule.text(of: feeCode)) differs from the refund's \(expected) (\(refundCurrency.pointer)); a refund and its fees take one currency",
                    suggestion: expected)
            }
        }
    }
}
