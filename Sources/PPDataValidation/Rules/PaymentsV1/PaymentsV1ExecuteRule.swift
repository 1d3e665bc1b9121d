/// `payments-v1-execute`: `POST /v1/payments/payment/{id}/execute`, the call that completes a PayPal payment the
/// buyer approved: `payer_id` and, optionally, `transactions` that update the amounts.
///
/// - `payer_id` is the buyer's PayPal account id that PayPal appends to the `return_url` (`PayerID`): 13 characters
///   of `[2-9A-HJ-NP-Z]`, the form the Orders v2 spec's `payer_id` pattern states. Anything else cannot be a payer:
///   PayPal answered 400 `INVALID_PAYER_ID` to `"payer_id": "dummy"` (the nock recordings of PayPal's Node SDK,
///   test/mocks/order.js; Tests/RealDocuments/traffic). Its absence is the schema layer's MISSING_REQUIRED_PARAMETER:
///   the published `payment_execution` does not require it, but PayPal answered an execute body of `{}` with 400
///   `INVALID_PAYER_ID` (Data/openapi/overrides.tsv).
/// - each transaction's `amount` is checked as a payment's (`PaymentsV1Amount`, the details adding up to the
///   total); the rest of a transaction is the schema's to check.
struct PaymentsV1ExecuteRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        if let payer = context.optional("payer_id", in: root), let id = payer.string,
            id.unicodeScalars.count != 13 || !id.unicodeScalars.allSatisfy(OrdersV2.isAccountIdScalar)
        {
            context.report(
                .invalidParameterSyntax, at: payer,
                "\"payer_id\" \"\(id.prefix(40))\" is not a PayPal payer id (13 characters of 2-9 and A-Z without I and O, as PayPal appends it to the return URL)")
        }
        guard let transactions = context.optional("transactions", in: root), transactions.kind == .array else { return }
        for transaction in transactions.elements where transaction.kind == .object {
            guard let value = context.optional("amount", in: transaction),
                let amount = PaymentsV1Amount.check(value, detailsAllowed: true, in: &context)
            else { continue }
            PaymentsV1Totals.check(amount: amount, itemList: nil, in: &context)
        }
    }
}
