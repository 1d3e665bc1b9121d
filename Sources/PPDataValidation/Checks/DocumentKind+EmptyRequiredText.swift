extension DocumentKind {
    /// Whether PayPal's server answers `MISSING_REQUIRED_PARAMETER` to a required member written as `""`, as it does
    /// to one left out: Orders v2 and Payments v2. Recorded replies echo the empty value with that issue for
    /// `/intent` of a new order (debug id adcf063fa5872), `/payment_source/card/number` of a capture (904aa793bcf15)
    /// and an authorization (82092f4b2e382), and `/amount/currency_code` of a refund (8c62076187d7a), in
    /// activemerchant/active_merchant's PayPal Commerce Platform unit fixtures (2020). An optional member written
    /// so is judged by its length: `/invoice_id` `""` of a refund drew INVALID_STRING_LENGTH
    /// (woocommerce-paypal-payments issue #1993), as did a tracker's `tracking_number` (SwagPayPal #4818).
    var readsEmptyRequiredTextAsMissing: Bool {
        switch self {
        case .ordersV2, .ordersV2Authorize, .ordersV2Capture, .ordersV2ConfirmPaymentSource, .ordersV2Track,
            .paymentsV2Capture, .paymentsV2Reauthorize, .paymentsV2Refund:
            true
        default: false
        }
    }
}
