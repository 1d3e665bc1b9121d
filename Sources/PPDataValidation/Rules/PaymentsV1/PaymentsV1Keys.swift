/// The key sets and enumerations Payments v1 defines. The key enums the rules read members by (`PaymentKey`,
/// `TransactionKey`, ...) are generated from Data/openapi/key-enums.tsv into `Generated/ObjectKey+Generated.swift`,
/// each member checked against the published schema; each key set here is its enum completed by the published object.
///
/// Source: PayPal's Payments v1 OpenAPI specification (github.com/paypal/paypal-rest-api-specifications,
/// `openapi/payments_payment_v1.json`, schemas `payment`, `payer`, `payer_info`, `application_context`,
/// `transaction`, `cart_base`, `amount`, `item`, `payee`, `address`, `capture`). Read-only response fields (`id`,
/// `state`, `create_time`, `links`, ...) are listed as known too: PayPal defines them, and a body copied from a response
/// (PayPal iOS SDK's Future Payments guide shows both) should not be flagged field by field.
enum PaymentsV1Keys {
    /// Top-level keys of a payment.
    static let payment = PaymentKey.makeKeySet(completedBy: "payments_payment_v1:payment")

    /// `payer`.
    static let payer = PayerKey.makeKeySet(completedBy: "payments_payment_v1:payer")

    /// `payer.payment_method` values.
    static let paymentMethods = ["credit_card", "paypal", "pay_upon_invoice", "carrier", "alternate_payment", "bank"]

    /// `payer.payer_info` (`phone` and `country_code` appear in PayPal's older v1 reference and responses).
    static let payerInfo = PayerInfoKey.makeKeySet(completedBy: "payments_payment_v1:payer_info")

    /// `transactions[]` (`transaction` and `cart_base` together).
    static let transaction = TransactionKey.makeKeySet(completedBy: "payments_payment_v1:transaction")

    /// `amount`.
    static let amount = AmountKey.makeKeySet(completedBy: "payments_payment_v1:amount")

    /// `amount.details`, in the order they add up to the total. `gift_wrap` is deprecated but still defined, and a fee
    /// like the others, so it is added too.
    static let details = DetailKey.makeKeySet(completedBy: "payments_payment_v1:amount.details")

    /// `item_list`.
    static let itemList = ItemListKey.makeKeySet(completedBy: "payments_payment_v1:transaction.item_list")

    /// `item_list.items[]`.
    static let item = ItemKey.makeKeySet(completedBy: "payments_payment_v1:item")

    /// A capture (`POST /v1/payments/authorization/{id}/capture`).
    static let capture = RequestSchema.keySet(
        [
            "amount", "is_final_capture", "invoice_number", "note_to_payer",
            // read-only
            "id", "state", "reason_code", "parent_payment", "transaction_fee", "transaction_fee_in_receivable_currency",
            "receivable_amount", "exchange_rate", "create_time", "update_time", "links",
        ], completedBy: "payments_payment_v1:capture")
}
