/// `payments-v1`: each of `transactions[]`: its fields, amount, items, shipping address and sums.
struct PaymentsV1TransactionRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let list = root["transactions"], list.kind == .array else { return }
        for element in list.elements {
            guard let transaction = context.object(element, known: PaymentsV1Keys.transaction, what: "the transaction")
            else { continue }
            checkFields(transaction, in: &context)
            let amount = context.required("amount", in: transaction).flatMap {
                PaymentsV1Amount.check($0, detailsAllowed: true, in: &context)
            }
            let itemList = PaymentsV1ItemList.check(in: transaction, amount: amount, in: &context)
            if let amount {
                PaymentsV1Totals.check(amount: amount, itemList: itemList, in: &context)
            }
        }
    }

    /// Lengths from the transaction schema. `soft_descriptor` is longer than 22 characters at the caller's risk:
    /// PayPal truncates it rather than rejecting it, so only its type is checked.
    private func checkFields(_ transaction: JSONView, in context: inout ValidationContext) {
        context.checkString("reference_id", in: transaction, length: 0...256)
        context.checkString("description", in: transaction, length: 0...127)
        context.checkString("note_to_payee", in: transaction, length: 0...255)
        context.checkString("custom", in: transaction, length: 0...127)
        context.checkString("invoice_number", in: transaction, length: 0...127)
        context.checkString("purchase_order", in: transaction, length: 0...127)
        context.checkString("soft_descriptor", in: transaction)
        _ = context.url("notify_url", in: transaction, maxLength: 2048)
        _ = context.url("order_url", in: transaction, maxLength: 2048)
        if let value = context.optional("payee", in: transaction),
            let payee = context.object(value, known: PaymentsV1Keys.payee, what: "\"payee\"")
        {
            if let email = context.optional("email", in: payee) { context.email(email) }
            context.checkString("merchant_id", in: payee)
        }
        if let value = context.optional("payment_options", in: transaction),
            let options = context.object(value, known: PaymentsV1Keys.paymentOptions, what: "\"payment_options\"")
        {
            _ = context.enumeration("allowed_payment_method", in: options, allowed: PaymentsV1Keys.allowedPaymentMethods)
        }
    }
}
