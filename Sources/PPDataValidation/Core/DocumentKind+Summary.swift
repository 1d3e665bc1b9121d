/// What each kind is, in words: for help texts, pickers and messages.
extension DocumentKind {
    /// One phrase saying what documents of the kind are ("a PayPal Orders v2 create-order request"), lower case so
    /// that it reads inside a sentence; the CLI's `--kind` help lists them.
    public var summary: String {
        switch value {
        case .mplPayment: "an MPL simple payment (PayPalPayment)"
        case .mplAdvancedPayment: "an MPL parallel or chained payment (PayPalAdvancedPayment)"
        case .ordersV2: "a PayPal Orders v2 create-order request"
        case .ordersV2Authorize: "a PayPal Orders v2 authorization of an approved order"
        case .ordersV2Capture: "a PayPal Orders v2 capture of an approved order"
        case .ordersV2ConfirmPaymentSource: "a PayPal Orders v2 confirmation of an order's payment source"
        case .ordersV2Track: "a PayPal Orders v2 shipment tracker for an order"
        case .ordersV2Update: "a PayPal Orders v2 update of an order (a JSON Patch array)"
        case .ordersV2TrackerUpdate: "a PayPal Orders v2 update of a tracker (a JSON Patch array)"
        case .paymentsV1: "a PayPal REST v1 payment"
        case .paymentsV1Capture: "a PayPal REST v1 capture of an authorization or an order"
        case .paymentsV1Refund: "a PayPal REST v1 refund of a sale or a capture"
        case .paymentsV1Reauthorize: "a PayPal REST v1 reauthorization"
        case .paymentsV1OrderAuthorize: "a PayPal REST v1 authorization of an order"
        case .paymentsV1Execute: "a PayPal REST v1 execution of an approved payment"
        case .paymentsV1Update: "a PayPal REST v1 update of a payment (a JSON Patch array)"
        case .paymentsV2Capture: "a PayPal Payments v2 capture of an authorization"
        case .paymentsV2Reauthorize: "a PayPal Payments v2 reauthorization"
        case .paymentsV2Refund: "a PayPal Payments v2 refund of a capture"
        case .payoutsBatch: "a PayPal Payouts batch"
        case .vaultPaymentToken: "a PayPal Vault v3 payment token request"
        case .vaultSetupToken: "a PayPal Vault v3 setup token request"
        case .applePay: "an Apple Pay PKPaymentRequest"
        case .applePayJS: "an Apple Pay JS ApplePayPaymentRequest"
        case .address: "a postal address alone"
        }
    }
}
