/// `payments-v1`: each of `transactions[]`: its fields, amount, items, shipping address and sums.
struct PaymentsV1TransactionRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let list = root["transactions"], list.kind == .array else { return }
        for element in list.elements {
            guard let transaction = context.members(element, known: PaymentsV1Keys.transaction, what: "the transaction")
            else { continue }
            checkFields(transaction, in: &context)
            let amount = context.required(PaymentsV1Keys.TransactionKey.amount, of: transaction).flatMap {
                PaymentsV1Amount.check($0, detailsAllowed: true, in: &context)
            }
            let itemList = PaymentsV1ItemList.check(
                context.optional(PaymentsV1Keys.TransactionKey.itemList, of: transaction), amount: amount, in: &context)
            if let amount {
                PaymentsV1Totals.check(amount: amount, itemList: itemList, in: &context)
            }
        }
    }

    /// Lengths from the transaction schema. `soft_descriptor` is longer than 22 characters at the caller's risk:
    /// PayPal truncates it rather than rejecting it, so only its type is checked.
    private func checkFields(_ transaction: JSONObjectMembers, in context: inout ValidationContext) {
        typealias Key = PaymentsV1Keys.TransactionKey
        context.checkString(Key.referenceID, of: transaction, length: 0...256)
        context.checkString(Key.description, of: transaction, length: 0...127)
        context.checkString(Key.noteToPayee, of: transaction, length: 0...255)
        context.checkString(Key.custom, of: transaction, length: 0...127)
        context.checkString(Key.invoiceNumber, of: transaction, length: 0...127)
        context.checkString(Key.purchaseOrder, of: transaction, length: 0...127)
        context.checkString(Key.softDescriptor, of: transaction)
        context.url(transaction[Key.notifyURL], maxLength: 2048)
        context.url(transaction[Key.orderURL], maxLength: 2048)
        if let value = context.optional(Key.payee, of: transaction),
            let payee = context.object(value, known: PaymentsV1Keys.payee, what: "\"payee\"")
        {
            if let email = context.optional("email", in: payee) { context.email(email) }
            context.checkString("merchant_id", in: payee)
        }
        if let value = context.optional(Key.paymentOptions, of: transaction),
            let options = context.object(value, known: PaymentsV1Keys.paymentOptions, what: "\"payment_options\"")
        {
            _ = context.enumeration("allowed_payment_method", in: options, allowed: PaymentsV1Keys.allowedPaymentMethods)
        }
    }
}
