/// The keys and enumerations Payments v1 defines.
///
/// Source: PayPal's Payments v1 OpenAPI specification (github.com/paypal/paypal-rest-api-specifications,
/// `openapi/payments_payment_v1.json`, schemas `payment`, `payer`, `payer_info`, `application_context`,
/// `transaction`, `cart_base`, `amount`, `item`, `payee`, `address`, `capture`). Read-only response fields (`id`,
/// `state`, `create_time`, `links`, ...) are listed as known too: PayPal defines them, and a body copied from a response
/// (PayPal iOS SDK's Future Payments guide shows both) should not be flagged field by field.
enum PaymentsV1Keys {
    /// Top-level keys of a payment.
    static let payment = JSONKeySet([
        "intent", "payer", "application_context", "transactions", "experience_profile_id", "note_to_payer",
        "redirect_urls",
        // read-only
        "id", "state", "failure_reason", "create_time", "update_time", "links",
    ])

    /// `payer`.
    static let payer = JSONKeySet(["payment_method", "status", "funding_instruments", "payer_info"])

    /// `payer.payment_method` values.
    static let paymentMethods = ["credit_card", "paypal", "pay_upon_invoice", "carrier", "alternate_payment", "bank"]

    /// `payer.payer_info` (`phone` and `country_code` appear in PayPal's older v1 reference and responses).
    static let payerInfo = JSONKeySet([
        "email", "salutation", "first_name", "middle_name", "last_name", "suffix", "payer_id", "birth_date", "tax_id",
        "tax_id_type", "billing_address", "shipping_address", "phone", "country_code",
    ])

    /// `redirect_urls` (the schema sets `additionalProperties: false`).
    static let redirectURLs = JSONKeySet(["return_url", "cancel_url"])

    /// `application_context`.
    static let applicationContext = JSONKeySet([
        "brand_name", "locale", "landing_page", "shipping_preference", "user_action", "preferred_payment_source",
        "payment_pattern",
    ])

    /// `application_context.shipping_preference` values.
    static let shippingPreferences = ["NO_SHIPPING", "GET_FROM_FILE", "SET_PROVIDED_ADDRESS"]

    /// `transactions[]` (`transaction` and `cart_base` together).
    static let transaction = JSONKeySet([
        "reference_id", "amount", "payee", "description", "note_to_payee", "custom", "invoice_number",
        "purchase_order", "soft_descriptor", "payment_options", "item_list", "notify_url", "order_url",
        "related_resources",
    ])

    /// `payee`.
    static let payee = JSONKeySet(["email", "merchant_id"])

    /// `payment_options`.
    static let paymentOptions = JSONKeySet(["allowed_payment_method"])

    /// `payment_options.allowed_payment_method` values.
    static let allowedPaymentMethods = ["UNRESTRICTED", "INSTANT_FUNDING_SOURCE", "IMMEDIATE_PAY"]

    /// `amount`.
    static let amount = JSONKeySet(["currency", "total", "details"])

    /// `amount.details`, in the order they add up to the total. `gift_wrap` is deprecated but still defined, and a fee
    /// like the others, so it is added too.
    static let details = DetailKey.makeKeySet()

    /// `amount.details`' keys; a member's position in `details` is its case's raw value.
    enum DetailKey: Int, ObjectKey {
        case subtotal, shipping, tax, handlingFee, shippingDiscount, insurance, giftWrap
        var name: StaticString {
            switch self {
            case .subtotal: "subtotal"
            case .shipping: "shipping"
            case .tax: "tax"
            case .handlingFee: "handling_fee"
            case .shippingDiscount: "shipping_discount"
            case .insurance: "insurance"
            case .giftWrap: "gift_wrap"
            }
        }
    }

    /// `item_list`.
    static let itemList = JSONKeySet(["items", "shipping_address", "shipping_method", "shipping_phone_number"])

    /// `item_list.items[]`.
    static let item = ItemKey.makeKeySet()

    /// `item_list.items[]`' keys; a member's position in `item` is its case's raw value.
    enum ItemKey: Int, ObjectKey {
        case sku, name, description, quantity, price, currency, tax
        var name: StaticString {
            switch self {
            case .sku: "sku"
            case .name: "name"
            case .description: "description"
            case .quantity: "quantity"
            case .price: "price"
            case .currency: "currency"
            case .tax: "tax"
            }
        }
    }

    /// A capture (`POST /v1/payments/authorization/{id}/capture`).
    static let capture = JSONKeySet([
        "amount", "is_final_capture", "invoice_number", "note_to_payer",
        // read-only
        "id", "state", "reason_code", "parent_payment", "transaction_fee", "transaction_fee_in_receivable_currency",
        "receivable_amount", "exchange_rate", "create_time", "update_time", "links",
    ])
}
