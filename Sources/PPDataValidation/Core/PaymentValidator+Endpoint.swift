/// Bodies checked as the call they are sent with: what a service in front of PayPal does with each request it
/// forwards. The call decides the kind (`DocumentKind(endpoint:)`) and its query the checks that read one
/// (`sync_mode=true`: a synchronous payout takes one item), so a caller need not set either (a new user's trial
/// built a server on `validate(_:as:)` and passed a two-item synchronous payout, and refused calls ppdata checks no
/// body of).
extension PaymentValidator {
    /// Validates `body` as the body of the PayPal call `endpoint`: a method and a path as PayPal's reference writes
    /// it (`POST /v2/checkout/orders`) or as the request went out (real ids, a full URL, an HTTP request line); its
    /// query (`?sync_mode=true`, or none) replaces `options.query`. Nil when ppdata checks no body of that call (a
    /// subscription, an order's void): forward it unchecked. An empty body of a call that takes none (a capture, a
    /// full refund) is valid.
    ///
    /// ```swift
    /// guard let report = validator.validate(request.body, endpoint: "\(request.method) \(request.path)") else {
    ///     return try await forward(request)
    /// }
    /// ```
    public func validate(_ body: some Sequence<UInt8>, endpoint: String) -> ValidationReport? {
        guard let kind = DocumentKind(endpoint: endpoint) else { return nil }
        return forCall(endpoint).validate(body, as: kind)
    }

    /// `validate(_:endpoint:)` for a body given as a string.
    public func validate(_ body: String, endpoint: String) -> ValidationReport? {
        guard let kind = DocumentKind(endpoint: endpoint) else { return nil }
        return forCall(endpoint).validate(body, as: kind)
    }

    /// This validator with the query of `endpoint` (its URL word, without a request line's version or white space).
    private func forCall(_ endpoint: String) -> PaymentValidator {
        let url = endpoint.split(whereSeparator: \.isWhitespace).first { $0.contains("/") } ?? ""
        var validator = self
        validator.options.query = ValidationOptions.query(of: String(url))
        return validator
    }
}
