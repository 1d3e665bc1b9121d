/// The kinds of document ppdata validates (docs/rules.md).
///
/// A struct with static members rather than an enum, like ``DiagnosticCode``: ppdata learns new kinds (it gained
/// `apple-pay-js`), and a new case of a public enum would break every consumer's exhaustive `switch`. Compare with
/// `==` or switch with a `default:`; ``DocumentKind/allCases`` lists the kinds of this version and
/// ``DocumentKind/rawValue`` is each kind's stable name (the CLI's `--kind`).
public struct DocumentKind: RawRepresentable, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The kinds as a closed enum, for the package's own exhaustive switches (a new kind must be handled there).
    enum Value: String, Sendable, Hashable, CaseIterable {
        case mplPayment = "mpl-payment"
        case mplAdvancedPayment = "mpl-advanced-payment"
        case ordersV2 = "orders-v2"
        case ordersV2Authorize = "orders-v2-authorize"
        case ordersV2Capture = "orders-v2-capture"
        case ordersV2ConfirmPaymentSource = "orders-v2-confirm-payment-source"
        case ordersV2Track = "orders-v2-track"
        case ordersV2Update = "orders-v2-update"
        case ordersV2TrackerUpdate = "orders-v2-tracker-update"
        case paymentsV1 = "payments-v1"
        case paymentsV1Capture = "payments-v1-capture"
        case paymentsV1Refund = "payments-v1-refund"
        case paymentsV1Reauthorize = "payments-v1-reauthorize"
        case paymentsV1OrderAuthorize = "payments-v1-order-authorize"
        case paymentsV1Execute = "payments-v1-execute"
        case paymentsV1Update = "payments-v1-update"
        case paymentsV2Capture = "payments-v2-capture"
        case paymentsV2Reauthorize = "payments-v2-reauthorize"
        case paymentsV2Refund = "payments-v2-refund"
        case payoutsBatch = "payouts-batch"
        case vaultPaymentToken = "vault-payment-token"
        case vaultSetupToken = "vault-setup-token"
        case applePay = "apple-pay"
        case applePayJS = "apple-pay-js"
        case address
    }

    /// Which kind this is.
    let value: Value

    /// The kind for `value`.
    init(_ value: Value) { self.value = value }

    /// PayPalPayment: an MPL simple payment.
    public static var mplPayment: DocumentKind { DocumentKind(.mplPayment) }
    /// PayPalAdvancedPayment: an MPL parallel or chained payment.
    public static var mplAdvancedPayment: DocumentKind { DocumentKind(.mplAdvancedPayment) }
    /// A PayPal Orders v2 create-order request.
    public static var ordersV2: DocumentKind { DocumentKind(.ordersV2) }
    /// A PayPal Orders v2 authorization of an approved order (`POST /v2/checkout/orders/{id}/authorize`).
    public static var ordersV2Authorize: DocumentKind { DocumentKind(.ordersV2Authorize) }
    /// A PayPal Orders v2 capture of an approved order (`POST /v2/checkout/orders/{id}/capture`).
    public static var ordersV2Capture: DocumentKind { DocumentKind(.ordersV2Capture) }
    /// A PayPal Orders v2 confirmation of an order's payment source
    /// (`POST /v2/checkout/orders/{id}/confirm-payment-source`).
    public static var ordersV2ConfirmPaymentSource: DocumentKind { DocumentKind(.ordersV2ConfirmPaymentSource) }
    /// A PayPal Orders v2 shipment tracker for an order (`POST /v2/checkout/orders/{id}/track`).
    public static var ordersV2Track: DocumentKind { DocumentKind(.ordersV2Track) }
    /// A PayPal Orders v2 update of an order (`PATCH /v2/checkout/orders/{id}`): a JSON Patch array.
    public static var ordersV2Update: DocumentKind { DocumentKind(.ordersV2Update) }
    /// A PayPal Orders v2 update of an order's tracker (`PATCH /v2/checkout/orders/{id}/trackers/{tracker_id}`): a
    /// JSON Patch array.
    public static var ordersV2TrackerUpdate: DocumentKind { DocumentKind(.ordersV2TrackerUpdate) }
    /// A PayPal REST v1 payment.
    public static var paymentsV1: DocumentKind { DocumentKind(.paymentsV1) }
    /// A PayPal REST v1 capture of an authorization or an order (`POST /v1/payments/authorization/{id}/capture`,
    /// `POST /v1/payments/orders/{id}/capture`).
    public static var paymentsV1Capture: DocumentKind { DocumentKind(.paymentsV1Capture) }
    /// A PayPal REST v1 refund of a sale or a capture (`POST /v1/payments/sale/{id}/refund`,
    /// `POST /v1/payments/capture/{id}/refund`).
    public static var paymentsV1Refund: DocumentKind { DocumentKind(.paymentsV1Refund) }
    /// A PayPal REST v1 reauthorization (`POST /v1/payments/authorization/{id}/reauthorize`).
    public static var paymentsV1Reauthorize: DocumentKind { DocumentKind(.paymentsV1Reauthorize) }
    /// A PayPal REST v1 authorization of an order (`POST /v1/payments/orders/{id}/authorize`).
    public static var paymentsV1OrderAuthorize: DocumentKind { DocumentKind(.paymentsV1OrderAuthorize) }
    /// A PayPal REST v1 execution of an approved payment (`POST /v1/payments/payment/{id}/execute`).
    public static var paymentsV1Execute: DocumentKind { DocumentKind(.paymentsV1Execute) }
    /// A PayPal REST v1 update of a payment (`PATCH /v1/payments/payment/{id}`): a JSON Patch array.
    public static var paymentsV1Update: DocumentKind { DocumentKind(.paymentsV1Update) }
    /// A PayPal Payments v2 capture of an authorization (`POST /v2/payments/authorizations/{id}/capture`).
    public static var paymentsV2Capture: DocumentKind { DocumentKind(.paymentsV2Capture) }
    /// A PayPal Payments v2 reauthorization (`POST /v2/payments/authorizations/{id}/reauthorize`).
    public static var paymentsV2Reauthorize: DocumentKind { DocumentKind(.paymentsV2Reauthorize) }
    /// A PayPal Payments v2 refund of a capture (`POST /v2/payments/captures/{id}/refund`).
    public static var paymentsV2Refund: DocumentKind { DocumentKind(.paymentsV2Refund) }
    /// A PayPal Payouts batch (`POST /v1/payments/payouts`).
    public static var payoutsBatch: DocumentKind { DocumentKind(.payoutsBatch) }
    /// A PayPal Vault v3 payment token request (`POST /v3/vault/payment-tokens`).
    public static var vaultPaymentToken: DocumentKind { DocumentKind(.vaultPaymentToken) }
    /// A PayPal Vault v3 setup token request (`POST /v3/vault/setup-tokens`).
    public static var vaultSetupToken: DocumentKind { DocumentKind(.vaultSetupToken) }
    /// An Apple Pay PKPaymentRequest.
    public static var applePay: DocumentKind { DocumentKind(.applePay) }
    /// Apple Pay JS's ApplePayPaymentRequest: the JSON a web page passes to `new ApplePaySession(version, request)`.
    public static var applePayJS: DocumentKind { DocumentKind(.applePayJS) }
    /// A postal address alone, in any of the address shapes (`AddressShape`).
    public static var address: DocumentKind { DocumentKind(.address) }

    /// Every kind this version of ppdata validates, in the order docs/rules.md lists them.
    public static var allCases: [DocumentKind] { Value.allCases.map(DocumentKind.init) }

    /// The kind's stable name, as `--kind` and the CLI's JSON output spell it (`orders-v2`).
    public var rawValue: String { value.rawValue }

    /// ``rawValue`` as a JSON string, quotes included: the CLI writes every document's kind, and a literal needs no
    /// look for characters to escape (`JSONText.write` of the name was about 330 instructions a document).
    /// `DocumentKindEqualityTests.quotedNamesAreTheRawValuesQuoted` holds each to `JSONText.quote(rawValue)`.
    package var quotedName: StaticString {
        switch value {
        case .mplPayment: "\"mpl-payment\""
        case .mplAdvancedPayment: "\"mpl-advanced-payment\""
        case .ordersV2: "\"orders-v2\""
        case .ordersV2Authorize: "\"orders-v2-authorize\""
        case .ordersV2Capture: "\"orders-v2-capture\""
        case .ordersV2ConfirmPaymentSource: "\"orders-v2-confirm-payment-source\""
        case .ordersV2Track: "\"orders-v2-track\""
        case .ordersV2Update: "\"orders-v2-update\""
        case .ordersV2TrackerUpdate: "\"orders-v2-tracker-update\""
        case .paymentsV1: "\"payments-v1\""
        case .paymentsV1Capture: "\"payments-v1-capture\""
        case .paymentsV1Refund: "\"payments-v1-refund\""
        case .paymentsV1Reauthorize: "\"payments-v1-reauthorize\""
        case .paymentsV1OrderAuthorize: "\"payments-v1-order-authorize\""
        case .paymentsV1Execute: "\"payments-v1-execute\""
        case .paymentsV1Update: "\"payments-v1-update\""
        case .paymentsV2Capture: "\"payments-v2-capture\""
        case .paymentsV2Reauthorize: "\"payments-v2-reauthorize\""
        case .paymentsV2Refund: "\"payments-v2-refund\""
        case .payoutsBatch: "\"payouts-batch\""
        case .vaultPaymentToken: "\"vault-payment-token\""
        case .vaultSetupToken: "\"vault-setup-token\""
        case .applePay: "\"apple-pay\""
        case .applePayJS: "\"apple-pay-js\""
        case .address: "\"address\""
        }
    }

    /// The kind named `rawValue`; nil for a name this version does not know.
    public init?(rawValue: String) {
        // A scan of the names, not `Value(rawValue:)`: a string switch of this size builds a table on first use whose
        // look-up of String's Hashable conformance scans every conformance in the binary (0.27 M instructions,
        // callgrind: a one-document `validate --kind` run spent more on it than on checking its document).
        guard let value = Value.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self.value = value
    }

    /// The stable name (``DocumentKind/rawValue``).
    public var description: String { rawValue }

    /// Whether two kinds are the same kind. Compared by case: without this, `==` resolved to `RawRepresentable`'s,
    /// which compares the raw strings (about 40 instructions per test, and rules test their kind per document).
    public static func == (lhs: DocumentKind, rhs: DocumentKind) -> Bool {
        lhs.value == rhs.value
    }

    /// Decodes the stable name; a name this version does not know is a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = DocumentKind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown document kind \"\(name)\"")
        }
        self = kind
    }

    /// Encodes the stable name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Detects the kind of a parsed document by its distinctive keys, in the order docs/rules.md gives.
    public static func detect(_ root: JSONValue) -> DocumentKind? { detect(root.view) }

    /// `detect` for a view: the root's members are read once into a member table (the first member of each
    /// distinctive key, as a lookup by key finds it), then the order above decides. Every document checked without
    /// `--kind` comes through here, and ten lookups of the root were ten scans of its members.
    static func detect(_ root: JSONView) -> DocumentKind? {
        guard root.kind == .object else { return nil }
        typealias Key = DistinctiveKey
        let present = JSONObjectMembers(reading: root, keys: distinctiveKeys)
        if present[Key.purchaseUnits] != nil { return .ordersV2 }
        // A top-level `payer_id` is the execution's alone (a payment's payer id is inside `payer`); an execution
        // may repeat the `transactions` of the payment it executes, which made it read as a payment to create.
        if present[Key.payerID] != nil, present[Key.intent] == nil { return .paymentsV1Execute }
        if present[Key.transactions] != nil { return .paymentsV1 }
        if present[Key.isFinalCapture] != nil { return .paymentsV1Capture }
        // A v1 amount alone is the body of several calls (a capture, a refund, a reauthorization, an order
        // authorization): the other keys decide, or nothing does and the call must be named (`--endpoint`).
        if let amount = present[Key.amount], amount.kind == .object, amount.hasKey("currency"), amount.hasKey("total") {
            let fitting = candidates(for: root, among: paymentsV1AmountKinds)
            return fitting.count == 1 ? fitting[0] : nil
        }
        if present[Key.senderBatchHeader] != nil { return .payoutsBatch }
        if present[Key.captureID] != nil { return .ordersV2Track }
        if present[Key.receiverPaymentDetails] != nil { return .mplAdvancedPayment }
        if present[Key.subTotal] != nil || present[Key.recipient] != nil { return .mplPayment }
        // Apple Pay JS carries its total as a `total` object; PassKit as the last of `paymentSummaryItems`. Both have
        // `merchantCapabilities`, so a `total` object decides first; a `total` of another type still names Apple Pay
        // JS beside `merchantCapabilities` without `paymentSummaryItems`, as PassKit has no such member (Braintree's
        // documented example sent `"total": "10.00"`, braintree-web-drop-in issue #794; Tests/RealDocuments).
        if let total = present[Key.total],
            total.kind == .object || present[Key.merchantCapabilities] != nil && present[Key.paymentSummaryItems] == nil
        {
            return .applePayJS
        }
        // Without either total, the capabilities' spelling decides: Apple Pay JS writes `supports3DS`, PassKit `3DS`
        // (WebKit's test of a request without its total, webkit-session-v2-total-missing.json in Tests/RealDocuments).
        if present[Key.paymentSummaryItems] == nil, let capabilities = present[Key.merchantCapabilities],
            capabilities.kind == .array,
            capabilities.elements.contains(where: { $0.withStringUTF8 { $0.hasPrefixIgnoringASCIICase("supports") } ?? false })
        {
            return .applePayJS
        }
        if present[Key.paymentSummaryItems] != nil || present[Key.merchantCapabilities] != nil { return .applePay }
        if AddressShape.detect(root) != nil { return .address }
        return nil
    }

    /// The Payments v1 kinds whose body is an amount and a few more members.
    private static let paymentsV1AmountKinds: [DocumentKind] = [
        .paymentsV1Capture, .paymentsV1Refund, .paymentsV1Reauthorize, .paymentsV1OrderAuthorize,
    ]

    /// The root keys `detect` asks about, each at its `DistinctiveKey` raw value.
    private static let distinctiveKeys = DistinctiveKey.makeKeySet()

    /// A key that tells a kind apart.
    private enum DistinctiveKey: Int, ObjectKey {
        case purchaseUnits, transactions, isFinalCapture, amount, senderBatchHeader, receiverPaymentDetails, subTotal
        case recipient, total, paymentSummaryItems, merchantCapabilities, captureID, payerID, intent
        var name: StaticString {
            switch self {
            case .purchaseUnits: "purchase_units"
            case .transactions: "transactions"
            case .isFinalCapture: "is_final_capture"
            case .amount: "amount"
            case .senderBatchHeader: "sender_batch_header"
            case .receiverPaymentDetails: "receiverPaymentDetails"
            case .subTotal: "subTotal"
            case .recipient: "recipient"
            case .total: "total"
            case .paymentSummaryItems: "paymentSummaryItems"
            case .merchantCapabilities: "merchantCapabilities"
            case .captureID: "capture_id"
            case .payerID: "payer_id"
            case .intent: "intent"
            }
        }
    }
}
