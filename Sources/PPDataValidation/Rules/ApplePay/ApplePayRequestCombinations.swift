/// The members of an Apple Pay request that PassKit refuses in combination, in both forms (the `apple-pay` request
/// and the `apple-pay-js` request, which WebKit hands to the same validator).
///
/// Facts: iOS 26.1 PassKitCore, `PKPaymentRequestValidator -isValidWithAPIType:withError:`:
/// - "A payment request can only have one of recurring, automatic reload, or deferred payment request set."
/// - "Recurring or automatic reload payment requests and multi-token contexts cannot be used together on the same
///   payment request", and "Deferred payment requests and multi-token contexts cannot be used together on the same
///   payment request".
/// - "When shippingEditable is set to NO a shipping contact must be provided": a request is shipping-editable when
///   its `shippingContactEditingMode` is `available` (the default; `enabled` before iOS 16), so `storePickup` needs
///   the `shippingContact` it shows.
enum ApplePayRequestCombinations {
    /// The three payment request kinds PassKit takes one of.
    static let paymentRequestKeys = ["recurringPaymentRequest", "automaticReloadPaymentRequest", "deferredPaymentRequest"]

    /// Checks the combinations of the request `root`.
    static func check(_ root: JSONView, in context: inout ValidationContext) {
        var first: (key: String, value: JSONView)?
        for key in paymentRequestKeys {
            guard let value = context.optional(root.member(named: key)) else { continue }
            guard let (earlier, _) = first else {
                first = (key, value)
                continue
            }
            context.report(
                .notSupported, at: value,
                "\"\(key)\" beside \"\(earlier)\": a request takes one of the recurring, automatic reload and deferred payment requests, and PassKit refuses the request")
        }
        if let first, let tokens = context.optional(root.member(named: "multiTokenContexts")), tokens.count > 0 {
            context.report(
                .notSupported, at: tokens,
                "\"multiTokenContexts\" beside \"\(first.key)\": PassKit refuses multi-token contexts in a recurring, automatic reload or deferred payment request")
        }
        if let mode = root.member(named: "shippingContactEditingMode"), mode.stringEquals("storePickup"),
            context.optional(root.member(named: "shippingContact")) == nil
        {
            context.report(
                .missingRequiredParameter, missing: "shippingContact", in: root,
                "\"shippingContactEditingMode\" \"storePickup\" shows a shipping contact the customer cannot edit, so PassKit requires \"shippingContact\"")
        }
    }
}
