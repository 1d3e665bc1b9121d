/// The kinds of document ppdata validates (docs/rules.md).
public enum DocumentKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// PayPalPayment: an MPL simple payment.
    case mplPayment = "mpl-payment"
    /// PayPalAdvancedPayment: an MPL parallel or chained payment.
    case mplAdvancedPayment = "mpl-advanced-payment"
    /// A PayPal Orders v2 create-order request.
    case ordersV2 = "orders-v2"
    /// A PayPal REST v1 payment.
    case paymentsV1 = "payments-v1"
    /// A PayPal REST v1 capture.
    case paymentsV1Capture = "payments-v1-capture"
    /// An Apple Pay PKPaymentRequest.
    case applePay = "apple-pay"
    /// Apple Pay JS's ApplePayPaymentRequest: the JSON a web page passes to `new ApplePaySession(version, request)`.
    case applePayJS = "apple-pay-js"
    /// A postal address alone, in any of the address shapes (`AddressShape`).
    case address

    /// Detects the kind of a parsed document by its distinctive keys, in the order docs/rules.md gives.
    public static func detect(_ root: JSONValue) -> DocumentKind? { detect(root.view) }

    /// `detect` for a view.
    static func detect(_ root: JSONView) -> DocumentKind? {
        guard root.kind == .object else { return nil }
        if root.hasKey("purchase_units") { return .ordersV2 }
        if root.hasKey("transactions") { return .paymentsV1 }
        if root.hasKey("is_final_capture") { return .paymentsV1Capture }
        if let amount = root["amount"], amount.kind == .object, amount.hasKey("currency"), amount.hasKey("total") {
            return .paymentsV1Capture
        }
        if root.hasKey("receiverPaymentDetails") { return .mplAdvancedPayment }
        if root.hasKey("subTotal") || root.hasKey("recipient") { return .mplPayment }
        // Apple Pay JS carries its total as a `total` object; PassKit as the last of `paymentSummaryItems`. Both have
        // `merchantCapabilities`, so a `total` object decides first.
        if let total = root["total"], total.kind == .object { return .applePayJS }
        if root.hasKey("paymentSummaryItems") || root.hasKey("merchantCapabilities") { return .applePay }
        if AddressShape.detect(root) != nil { return .address }
        return nil
    }
}
