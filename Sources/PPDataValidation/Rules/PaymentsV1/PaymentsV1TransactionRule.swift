/// `payments-v1`: each of `transactions[]`: its amount, items, shipping address and sums. Its other members'
/// types, lengths, enumerations, URLs and email addresses are the published schema's (`RequestSchemaRule`).
struct PaymentsV1TransactionRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        // The root's members from the payment rule's table: no scan of the root by name.
        let payment = context.rootMembers(root, keys: PaymentsV1Keys.payment)
        guard let list = payment[PaymentsV1Keys.PaymentKey.transactions], list.kind == .array else { return }
        let onCardPayment = payment[PaymentsV1Keys.PaymentKey.payer]?["payment_method"]?.string == "credit_card"
        for element in list.elements {
            guard let transaction = context.members(element, known: PaymentsV1Keys.transaction, what: "the transaction")
            else { continue }
            let amount = context.required(PaymentsV1Keys.TransactionKey.amount, of: transaction).flatMap {
                PaymentsV1Amount.check($0, detailsAllowed: true, in: &context)
            }
            let itemList = PaymentsV1ItemList.check(
                context.optional(PaymentsV1Keys.TransactionKey.itemList, of: transaction), amount: amount,
                onCardPayment: onCardPayment, in: &context)
            if let amount {
                PaymentsV1Totals.check(amount: amount, itemList: itemList, in: &context)
            }
        }
    }
}
