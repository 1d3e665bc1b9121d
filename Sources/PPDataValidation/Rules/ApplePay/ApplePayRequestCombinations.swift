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
    /// Checks the combinations of the request `root`: `paymentRequests` are the recurring, automatic reload and
    /// deferred payment requests it has (by key, in that order), looked up by the caller, which reads them anyway;
    /// `editingMode` and `shippingContact` are its members of those names.
    static func check(
        paymentRequests: [(key: StaticString, value: JSONView)], root: JSONView, editingMode: JSONView?,
        shippingContact: JSONView?, in context: inout ValidationContext
    ) {
        if let first = paymentRequests.first {
            for other in paymentRequests.dropFirst() {
                context.report(
                    .notSupported, at: other.value,
                    "\"\(other.key)\" beside \"\(first.key)\": a request takes one of the recurring, automatic reload and deferred payment requests, and PassKit refuses the request")
            }
            if let tokens = context.optional(root.member(named: "multiTokenContexts")), tokens.count > 0 {
                context.report(
                    .notSupported, at: tokens,
                    "\"multiTokenContexts\" beside \"\(first.key)\": PassKit refuses multi-token contexts in a recurring, automatic reload or deferred payment request")
            }
        }
        if let editingMode, editingMode.stringEquals("storePickup"), context.optional(shippingContact) == nil {
            context.report(
                .missingRequiredParameter, missing: "shippingContact", in: root,
                "\"shippingContactEditingMode\" \"storePickup\" shows a shipping contact the customer cannot edit, so PassKit requires \"shippingContact\"")
        }
    }
}
