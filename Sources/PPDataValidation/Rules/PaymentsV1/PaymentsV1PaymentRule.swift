/// `payments-v1`: the payment's top level (`intent`, `payer`, `redirect_urls`, `application_context`, the
/// `transactions` array itself). Each transaction is `PaymentsV1TransactionRule`'s.
struct PaymentsV1PaymentRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let root = context.object(root, known: PaymentsV1Keys.payment, what: "a Payments v1 payment") else { return }
        _ = context.enumeration("intent", in: root, allowed: ["sale", "authorize", "order"], required: true)

        if let payerValue = context.required("payer", in: root),
            let payer = context.object(payerValue, known: PaymentsV1Keys.payer, what: "\"payer\"")
        {
            _ = context.enumeration("payment_method", in: payer, allowed: PaymentsV1Keys.paymentMethods, required: true)
            _ = context.array("funding_instruments", in: payer)
            if let info = context.optional("payer_info", in: payer) {
                checkPayerInfo(info, in: &context)
            }
        }

        if let value = context.optional("redirect_urls", in: root),
            let urls = context.object(value, known: PaymentsV1Keys.redirectURLs, what: "\"redirect_urls\"")
        {
            _ = context.url("return_url", in: urls)
            _ = context.url("cancel_url", in: urls)
        }
        context.checkString("note_to_payer", in: root, length: 0...165)
        context.checkString("experience_profile_id", in: root)
        if let value = context.optional("application_context", in: root),
            let app = context.object(value, known: PaymentsV1Keys.applicationContext, what: "\"application_context\"")
        {
            context.checkString("brand_name", in: app, length: 0...127)
            context.checkString("locale", in: app)
            _ = context.enumeration("shipping_preference", in: app, allowed: PaymentsV1Keys.shippingPreferences)
        }
        // The payment schema lists only intent and payer as required, but a create-payment call without a
        // transaction has nothing to pay for; every PayPal example has exactly one.
        _ = context.array("transactions", in: root, required: true, items: 1...Int.max)
    }

    private func checkPayerInfo(_ value: JSONView, in context: inout ValidationContext) {
        guard let info = context.object(value, known: PaymentsV1Keys.payerInfo, what: "\"payer_info\"") else { return }
        if let email = context.optional("email", in: info) {
            // payer_info.email: "Maximum length is 127 characters."
            context.email(email, length: 3...127)
        }
        context.checkString("tax_id", in: info, length: 0...14)
        _ = context.enumeration("tax_id_type", in: info, allowed: ["BR_CPF", "BR_CNPJ"])
        // Payments v1 phones are free-form E.123 text: only the length is checked (docs/rules.md).
        context.checkString("phone", in: info, length: 0...50)
        for key in ["billing_address", "shipping_address"] as [StaticString] {
            if let address = context.optional(key, in: info) {
                AddressCheck.check(address, shape: .paymentsV1, in: &context, what: "\"\(key)\"")
            }
        }
    }
}
