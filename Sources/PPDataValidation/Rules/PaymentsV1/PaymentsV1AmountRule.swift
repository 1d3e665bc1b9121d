/// The `amount` of a Payments v1 call whose body is an amount and little else: a refund of a sale or a capture
/// (`refund_request`: the amount is optional, none refunds the whole sale or capture), a reauthorization
/// (`authorization`) and an order authorization (`order`), both requiring it (the published schemas' `required`).
///
/// Checked as a payment's amount is (`PaymentsV1Amount`: a currency PayPal supports, a total of its precision,
/// more than zero, at most 7 integer digits), and, where details are allowed, the details adding up to the total
/// (`PaymentsV1Totals`). An order authorization takes no details: the `amount` schema says "for an order
/// authorization or capture, you cannot include the amount details object"; nor does a reauthorization, which PayPal
/// refused with "Amount object in this resource type must not include amount details." for an amount of
/// `{"currency":"EUR","total":"24.90","details":{"subtotal":"24.90"}}` and took without the details
/// (paypal/PayPal-Ruby-SDK issue #232, 2016; Tests/RealDocuments/payments-v1-reauthorize). The other members (`description`,
/// `reason`, `invoice_number` and the read-only ones) are the schema's to check.
struct PaymentsV1AmountRule: DocumentRule {
    /// Whether the body must have an amount.
    let required: Bool
    /// Whether `amount.details` may be sent.
    let detailsAllowed: Bool

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let value = required ? context.required("amount", in: root) : context.optional("amount", in: root)
        guard let value, let amount = PaymentsV1Amount.check(value, detailsAllowed: detailsAllowed, in: &context)
        else { return }
        if detailsAllowed { PaymentsV1Totals.check(amount: amount, itemList: nil, in: &context) }
    }
}
