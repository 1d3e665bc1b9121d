import PPData

/// `mpl-payment` and `mpl-advanced-payment`: a payment whose total reaches the Android library's limit for its
/// currency → `MAX_VALUE_EXCEEDED`, a warning at the simple payment's `subTotal` or at `receiverPaymentDetails`.
///
/// Facts: `PayPalAdvancedPayment.isValid()` of PayPal's Android MPL 1.5.6.58 (PayPal_MPL.jar in
/// github.com/paypal/sdk-packages, folder MPL, before commit 1340716) is false when the payment's total (every
/// receiver's subtotal, invoice tax and shipping: `MPLReceiverAmount`) is at or above a whole amount per currency
/// (`CurrencyCode.mplAndroidPaymentLimit`, Data/paypal-currencies.tsv: USD 10000, EUR 7500, JPY 1000000, ...), and
/// `PayPalActivity` then fails the checkout; `PayPal.checkout` wraps a simple payment into an advanced one, so the
/// limit holds for both. A warning, not an error: the iOS library's limits are not known, and a document does not
/// say which library will send it. Skipped when an amount is unreadable (its own code says why).
struct MPLPaymentLimitRule: DocumentRule {
    /// The smallest limit of any currency: a payment whose digits stay below it needs no currency look-up.
    static let smallestLimit = CurrencyCode.allCases.compactMap(\.mplAndroidPaymentLimit).min() ?? 0

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let containers = context.mplContainers(root)
        guard let first = containers.first else { return }
        // Most payments are far below every limit, which their amounts' digits show without parsing them.
        var bound = 0
        for container in containers {
            guard let part = MPLReceiverAmount.bound(of: container) else {
                bound = Int.max
                break
            }
            bound = bound.addingReportingOverflow(part).overflow ? Int.max : bound + part
        }
        guard bound > Self.smallestLimit, let currency = MPL.currency(context.mplPaymentCurrency(root)),
            let limit = currency.paypal?.mplAndroidPaymentLimit, bound > limit
        else { return }
        var total = DecimalAmount.zero
        for container in containers {
            guard let amount = MPLReceiverAmount(container, currency: currency), let sum = try? total.adding(amount.total) else { return }
            total = sum
        }
        let cap = DecimalAmount(Int64(limit))
        guard total >= cap else { return }
        let site =
            context.kind == .mplAdvancedPayment
            ? context.mplPayment(root)[MPL.AdvancedPaymentKey.receiverPaymentDetails] : first.members[first.subtotalKey]
        guard let site else { return }
        let parts =
            context.kind == .mplAdvancedPayment ? "every receiver's subtotal, invoice tax and shipping" : "subtotal, invoice tax and shipping"
        context.report(
            .maxValueExceeded, .warning, at: site,
            "the payment's total \(total) \(currency.code) (\(parts)) reaches the Android MPL library's limit: it refuses a payment of \(cap) \(currency.code) or more (the iOS library's limit is not known)")
    }
}
