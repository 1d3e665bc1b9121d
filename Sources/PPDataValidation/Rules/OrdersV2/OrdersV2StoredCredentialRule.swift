/// The parameters of a stored credential (`payment_source.card.stored_credential`, `payment_source.apple_pay
/// .stored_credential`) that only one initiator may send.
///
/// The published `card_stored_credential` (checkout_orders_v2.json) states their compatibility: "`payment_type=ONE_TIME`
/// is compatible only with `payment_initiator=CUSTOMER`", "`usage=FIRST` is compatible only with
/// `payment_initiator=CUSTOMER`", "`previous_transaction_reference` or `previous_network_transaction_reference` is
/// compatible only with `payment_initiator=MERCHANT`", and "Only one of the parameters ... can be present in the
/// request". The issue PayPal names for such a value, in the create, confirm-payment-source, authorize and capture
/// errors of the same document: INCOMPATIBLE_PARAMETER_VALUE, "The value of the field is incompatible/redundant with
/// other fields in the order." Each is reported at the parameter that does not fit the initiator.
struct OrdersV2StoredCredentialRule: DocumentRule {
    /// The payment sources whose `stored_credential` is a `card_stored_credential`.
    private static let sources: [StaticString] = ["card", "apple_pay"]
    /// The two references of an earlier payment, of which one may be sent.
    private static let references: [StaticString] = [
        "previous_network_transaction_reference", "previous_transaction_reference",
    ]

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        guard let paymentSource = OrdersV2.member(order[OrdersV2.OrderKey.paymentSource]) else { return }
        for source in Self.sources {
            guard let stored = OrdersV2.member(OrdersV2.member(paymentSource, source), "stored_credential"),
                let initiator = OrdersV2.member(stored, "payment_initiator")
            else { continue }
            if initiator.stringEquals("MERCHANT") {
                checkCustomerOnly(stored, "payment_type", "ONE_TIME", initiator: initiator, in: &context)
                checkCustomerOnly(stored, "usage", "FIRST", initiator: initiator, in: &context)
                let sent = Self.references.compactMap { OrdersV2.member(stored, $0) }
                if sent.count > 1 {
                    context.report(
                        .incompatibleParameterValue, at: sent[1],
                        "\"previous_transaction_reference\" beside \"previous_network_transaction_reference\": send one reference of the earlier payment")
                }
            } else if initiator.stringEquals("CUSTOMER") {
                for reference in Self.references {
                    guard let value = OrdersV2.member(stored, reference) else { continue }
                    context.report(
                        .incompatibleParameterValue, at: value,
                        "\"\(reference)\" goes with \"payment_initiator\" \"MERCHANT\", and this payment's initiator is \"CUSTOMER\" (\(initiator.pointer)); leave it out of a payment the payer starts")
                }
            }
        }
    }

    /// Reports `key` when it holds `value`, which only a payment the payer starts may send.
    private func checkCustomerOnly(
        _ stored: JSONView, _ key: StaticString, _ value: StaticString, initiator: JSONView,
        in context: inout ValidationContext
    ) {
        guard let member = OrdersV2.member(stored, key), member.stringEquals(value.description) else { return }
        context.report(
            .incompatibleParameterValue, at: member,
            "\"\(key)\" \"\(value)\" goes with \"payment_initiator\" \"CUSTOMER\", and this payment's initiator is \"MERCHANT\" (\(initiator.pointer)); a payment the merchant initiates is \"RECURRING\" or \"UNSCHEDULED\", its usage \"SUBSEQUENT\" or \"DERIVED\"")
    }
}
