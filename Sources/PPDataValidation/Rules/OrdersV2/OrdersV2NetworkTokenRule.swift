/// A card paid with a network token that the merchant provisioned from its own token service provider
/// (`payment_source.card.network_token`): a payment the payer starts carries the token's one-time `cryptogram`; one
/// the merchant starts on a stored credential names the card network's reference of an earlier payment.
///
/// PayPal's issue names and descriptions in the Orders v2 document's create, confirm-payment-source, authorize and
/// capture errors (checkout_orders_v2.json, 422, orders.confirm-422, orders.authorize-422, orders.capture-422):
/// MISSING_CRYPTOGRAM, "Cryptogram is mandatory for any customer initiated network token transactions."; and
/// MISSING_PREVIOUS_REFERENCE, "For Merchant initiated network token transactions, either the
/// payment_source.card.stored_credential.previous_network_transaction_reference or
/// payment_source.card.stored_credential.previous_transaction_reference must be included in the request." The
/// schema's `network_token_request.cryptogram` agrees: "not required to be present for recurring transactions". A
/// card without `stored_credential` is a payment the payer starts; an initiator that is neither CUSTOMER nor
/// MERCHANT is the enumeration's finding, and decides nothing here.
struct OrdersV2NetworkTokenRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        let card = OrdersV2.member(OrdersV2.member(order[OrdersV2.OrderKey.paymentSource]), "card")
        guard let token = OrdersV2.member(card, "network_token"), token.kind == .object else { return }
        let stored = OrdersV2.member(card, "stored_credential")
        let initiator = OrdersV2.member(stored, "payment_initiator")
        if let stored, let initiator, initiator.stringEquals("MERCHANT") {
            guard OrdersV2.member(stored, "previous_network_transaction_reference") == nil,
                OrdersV2.member(stored, "previous_transaction_reference") == nil
            else { return }
            context.report(
                .missingPreviousReference, missing: "previous_network_transaction_reference", in: stored,
                "a network token in a payment the merchant initiates needs the network's reference of an earlier payment: \"previous_network_transaction_reference\" (or \"previous_transaction_reference\")")
        } else if initiator == nil || initiator?.stringEquals("CUSTOMER") == true,
            OrdersV2.member(token, "cryptogram") == nil
        {
            context.report(
                .missingCryptogram, missing: "cryptogram", in: token,
                "a network token in a payment the payer starts needs its one-time \"cryptogram\" from the token service provider")
        }
    }
}
