/// `mpl-payment`: the PayPalPayment object itself. Unknown keys (`UNKNOWN_FIELD`, e.g. `subtotal` → `subTotal`),
/// `paymentCurrency` (the currency rules; USD when absent), `subTotal` (required, an amount > 0:
/// `CANNOT_BE_ZERO_OR_NEGATIVE`), `ipnUrl` (absolute http/https, ≤ 1024), `memo` (≤ 1000) and the free-text fields.
///
/// The recipient, the payment type, the invoice data and the library settings have rules of their own.
struct MPLPaymentRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let payment = context.object(root, known: MPL.paymentObjectKeys, what: "PayPalPayment") else { return }
        let currency = context.mplPaymentLevelFields(payment)
        if let value = context.mplRequired(
            "subTotal", in: payment, known: MPL.paymentObjectKeys.keys, what: "PayPalPayment")
        {
            _ = context.amount(value, currency: currency, policy: .mpl(.positive))
        }
        context.mplFreeTextFields(payment)
    }
}

extension ValidationContext {
    /// The fields PayPalPayment and PayPalAdvancedPayment share: `paymentCurrency`, `ipnUrl` and `memo`. Returns the
    /// currency the payment's amounts are checked against (USD when absent; nil when the code is unusable).
    mutating func mplPaymentLevelFields(_ payment: JSONView) -> DocumentCurrency? {
        var currency = DocumentCurrency(code: "USD")
        if let value = optional("paymentCurrency", in: payment) {
            currency = self.currency(value)
        }
        // docs/rules.md: an absolute http or https URL of at most 1024 characters, both INVALID_PARAMETER_SYNTAX.
        _ = url("ipnUrl", in: payment, maxLength: 1024)
        checkString("memo", in: payment, length: 0...1000)
        return currency
    }

    /// `description`, `customId` and `merchantName`: strings. The guide and docs/rules.md give them no length limit,
    /// so none is invented here.
    mutating func mplFreeTextFields(_ object: JSONView) {
        for key in ["description", "customId", "merchantName"] as [StaticString] {
            checkString(key, in: object)
        }
    }
}
