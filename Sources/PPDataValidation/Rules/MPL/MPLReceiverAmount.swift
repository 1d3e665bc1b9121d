import PPData

/// What MPL sends PayPal as the amount of a receiver (or of a simple payment): its subtotal plus its invoice's
/// `totalTax` and `totalShipping`. The Android library (MPL 1.5.6.58) adds the three in
/// `PayPalReceiverDetails.getTotal()` and sends that sum in the Pay request; PayPal's MPL iOS demo states the chained
/// rule on it: "the subTotal + totalTax + totalShipping of the primary receiver must be greater than or equal to the
/// sum of payments being made to all other receivers".
struct MPLReceiverAmount {
    /// The subtotal.
    var subtotal: DecimalAmount
    /// The invoice's tax and shipping together (zero without invoice data).
    var extras = DecimalAmount.zero
    /// The subtotal with the extras: what PayPal is asked to pay.
    var total: DecimalAmount

    /// The amount of `container`; nil when the subtotal is not a readable amount above zero, or a tax or shipping
    /// present is not a readable amount of at least zero: those have codes of their own, and one fault gets one code.
    init?(_ container: MPL.Container) {
        guard let subtotal = MPL.amount(container.members[container.subtotalKey]), subtotal.signum > 0 else {
            return nil
        }
        self.subtotal = subtotal
        total = subtotal
        guard let invoice = container.members[MPL.ContainerKey.invoiceData], invoice.kind == .object else { return }
        for key in ["totalTax", "totalShipping"] {
            guard let value = invoice.member(named: key), !value.isNull else { continue }
            guard let extra = MPL.amount(value), !extra.isNegative, let extras = try? extras.adding(extra),
                let total = try? subtotal.adding(extras)
            else { return nil }
            self.extras = extras
            self.total = total
        }
    }
}
