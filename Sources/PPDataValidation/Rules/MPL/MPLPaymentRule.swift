/// `mpl-payment`: the PayPalPayment object itself. Unknown keys (`UNKNOWN_FIELD`, e.g. `subtotal` → `subTotal`),
/// `paymentCurrency` (the currency rules; USD when absent), `subTotal` (required, an amount > 0:
/// `CANNOT_BE_ZERO_OR_NEGATIVE`), `ipnUrl` (absolute http/https, ≤ 1024), `memo` (≤ 1000) and the free-text fields.
///
/// The recipient, the payment type, the invoice data and the library settings have rules of their own.
struct MPLPaymentRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        // The other rules read the payment from this table (`rootMembers`).
        guard let payment = context.rootMembers(root, known: MPL.paymentObjectKeys, what: "PayPalPayment") else {
            return
        }
        typealias Key = MPL.PaymentKey
        let currency = context.mplPaymentLevelFields(
            currency: payment[Key.paymentCurrency], ipnUrl: payment[Key.ipnUrl], memo: payment[Key.memo],
            in: payment.object)
        if let value = context.mplRequired(
            payment[Key.subTotal], key: "subTotal", in: payment.object, known: MPL.paymentObjectKeys.keys,
            what: "PayPalPayment")
        {
            _ = context.amount(value, currency: currency, policy: .mpl(.positive))
        }
        // The payment is the one container of a simple payment.
        for container in context.mplContainers(root) { context.mplFreeTextFields(container.members) }
    }
}

extension ValidationContext {
    /// The fields PayPalPayment and PayPalAdvancedPayment share: `paymentCurrency`, `ipnUrl` and `memo`. Returns the
    /// currency the payment's amounts are checked against (USD when absent; nil when the code is unusable).
    /// The members are `paymentCurrency`, `ipnUrl` and `memo` of `payment`, looked up by the caller.
    mutating func mplPaymentLevelFields(
        currency currencyMember: JSONView?, ipnUrl: JSONView?, memo: JSONView?, in payment: JSONView
    ) -> DocumentCurrency? {
        var currency = DocumentCurrency(code: "USD")
        if let value = optional(currencyMember) {
            currency = self.currency(value)
        }
        // docs/rules.md: an absolute http or https URL of at most 1024 characters, both INVALID_PARAMETER_SYNTAX.
        url(ipnUrl, maxLength: 1024)
        checkString(memo, key: "memo", in: payment, length: 0...1000)
        return currency
    }

    /// `description`, `customId` and `merchantName` of a container (`MPL.Container.members`): strings. The guide and
    /// docs/rules.md give them no length limit, so none is invented here.
    mutating func mplFreeTextFields(_ container: JSONObjectMembers) {
        for key in [MPL.ContainerKey.description, .customId, .merchantName] {
            checkString(key, of: container)
        }
    }

    /// The root's library setting `key` (`MPLSettingsRule`).
    mutating func mplSetting(_ key: MPL.SettingsKey, of root: JSONView) -> JSONView? {
        mplPayment(root)[key.position(in: kind)]
    }
}
