/// A PayPal REST kind's request schema, enforced by `SchemaWalker` after the kind's hand-written rules.
struct RequestSchemaRule: DocumentRule {
    /// The request body whose schema is enforced.
    let body: RequestSchema.Body
    /// What the kind's hand-written rules check already.
    let coverage: RuleCoverage

    /// The rule for the call `method` `path` (a path template of Data/openapi), or nil when no document has it.
    init?(method: String, path: String, coverage: RuleCoverage = .none) {
        guard let body = RequestSchema.body(method: method, path: path) else { return nil }
        self.body = body
        self.coverage = coverage
    }

    func check(_ root: JSONView, in context: inout ValidationContext) {
        SchemaWalker.check(root, body: body, coverage: coverage, in: &context)
    }
}

extension DocumentKind {
    /// The call whose request body this kind is (method and path template as Data/openapi publishes them), for the
    /// PayPal REST kinds: the first of `requestCalls`, whose schema the kind is checked against.
    var requestCall: (method: String, path: String)? { requestCalls.first }

    /// Every call that sends this kind's body: one, or several whose published request schema is the same (a v1
    /// capture of an authorization and of an order are both `capture`; a v1 refund of a sale and of a capture both
    /// `refund_request`).
    var requestCalls: [(method: String, path: String)] {
        switch value {
        case .ordersV2: [("POST", "/v2/checkout/orders")]
        case .ordersV2Authorize: [("POST", "/v2/checkout/orders/{id}/authorize")]
        case .ordersV2Capture: [("POST", "/v2/checkout/orders/{id}/capture")]
        case .ordersV2ConfirmPaymentSource: [("POST", "/v2/checkout/orders/{id}/confirm-payment-source")]
        case .ordersV2Track: [("POST", "/v2/checkout/orders/{id}/track")]
        case .ordersV2Update: [("PATCH", "/v2/checkout/orders/{id}")]
        case .ordersV2TrackerUpdate: [("PATCH", "/v2/checkout/orders/{id}/trackers/{tracker_id}")]
        case .paymentsV1: [("POST", "/v1/payments/payment")]
        case .paymentsV1Capture:
            [("POST", "/v1/payments/authorization/{authorization_id}/capture"), ("POST", "/v1/payments/orders/{order_id}/capture")]
        case .paymentsV1Refund: [("POST", "/v1/payments/sale/{sale_id}/refund"), ("POST", "/v1/payments/capture/{capture_id}/refund")]
        case .paymentsV1Reauthorize: [("POST", "/v1/payments/authorization/{authorization_id}/reauthorize")]
        case .paymentsV1OrderAuthorize: [("POST", "/v1/payments/orders/{order_id}/authorize")]
        case .paymentsV1Execute: [("POST", "/v1/payments/payment/{payment_id}/execute")]
        case .paymentsV1Update: [("PATCH", "/v1/payments/payment/{payment_id}")]
        case .paymentsV2Capture: [("POST", "/v2/payments/authorizations/{authorization_id}/capture")]
        case .paymentsV2Reauthorize: [("POST", "/v2/payments/authorizations/{authorization_id}/reauthorize")]
        case .paymentsV2Refund: [("POST", "/v2/payments/captures/{capture_id}/refund")]
        case .payoutsBatch: [("POST", "/v1/payments/payouts")]
        case .vaultPaymentToken: [("POST", "/v3/vault/payment-tokens")]
        case .vaultSetupToken: [("POST", "/v3/vault/setup-tokens")]
        default: []
        }
    }

    /// The published request body this kind is checked against (its first call's), for the PayPal REST kinds.
    var requestBody: RequestSchema.Body? {
        requestCall.flatMap { RequestSchema.body(method: $0.method, path: $0.path) }
    }

    /// Whether the kind's body is a JSON array (the JSON Patch bodies of the PATCH calls), not an object.
    var bodyIsArray: Bool { Self.arrayBodies.contains(value) }

    /// The kinds whose body is an array, found once in the tables (a look-up per document that is not an object
    /// cost the CLI 2.7% of its instructions on the broad corpus).
    private static let arrayBodies: Set<Value> = Set(
        Value.allCases.filter { value in
            DocumentKind(value).requestBody.map {
                RequestSchema.Types(rawValue: RequestSchema.shapes[$0.shape].types).contains(.array)
            } ?? false
        })

    /// The names of the kinds whose body is a JSON Patch array, for the message of a document of no kind.
    static let patchKindNames = allCases.filter(\.bodyIsArray).map(\.rawValue).joined(separator: ", ")

    /// The schema rule of a PayPal REST kind, as a list of zero or one rule to append to the kind's rules.
    var requestSchemaRules: [any DocumentRule] {
        guard let call = requestCall,
            let rule = RequestSchemaRule(method: call.method, path: call.path, coverage: ruleCoverage)
        else { return [] }
        return [rule]
    }
}

extension DocumentKind {
    /// Whether PayPal's server rejects a member this kind's request does not define (an error), rather than
    /// ignoring it (a warning): overrides.tsv's `unknown-members` rows, as generated for the kind's body.
    var rejectsUnknownMembers: Bool {
        Self.rejectingUnknownMembers.contains(value)
    }

    private static let rejectingUnknownMembers: Set<Value> = Set(
        Value.allCases.filter { DocumentKind($0).requestBody?.rejectsUnknownMembers ?? false })
}
