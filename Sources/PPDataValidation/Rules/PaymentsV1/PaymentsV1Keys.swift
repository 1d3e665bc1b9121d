/// The keys and enumerations Payments v1 defines.
///
/// Source: PayPal's Payments v1 OpenAPI specification (github.com/paypal/paypal-rest-api-specifications,
/// `openapi/payments_payment_v1.json`, schemas `payment`, `payer`, `payer_info`, `application_context`,
/// `transaction`, `cart_base`, `amount`, `item`, `payee`, `address`, `capture`). Read-only response fields (`id`,
/// `state`, `create_time`, `links`, ...) are listed as known too: PayPal defines them, and a body copied from a response
/// (PayPal iOS SDK's Future Payments guide shows both) should not be flagged field by field.
enum PaymentsV1Keys {
    /// Top-level keys of a payment.
    static let payment = PaymentKey.makeKeySet(completedBy: "payments_payment_v1:payment")

    /// A payment's keys; the last six are read-only.
    enum PaymentKey: Int, ObjectKey {
        case intent, payer, applicationContext, transactions, experienceProfileID, noteToPayer, redirectURLs
        case id, state, failureReason, createTime, updateTime, links
        var name: StaticString {
            switch self {
            case .intent: "intent"
            case .payer: "payer"
            case .applicationContext: "application_context"
            case .transactions: "transactions"
            case .experienceProfileID: "experience_profile_id"
            case .noteToPayer: "note_to_payer"
            case .redirectURLs: "redirect_urls"
            case .id: "id"
            case .state: "state"
            case .failureReason: "failure_reason"
            case .createTime: "create_time"
            case .updateTime: "update_time"
            case .links: "links"
            }
        }
    }

    /// `payer`.
    static let payer = PayerKey.makeKeySet(completedBy: "payments_payment_v1:payer")

    /// `payer`'s keys.
    enum PayerKey: Int, ObjectKey {
        case paymentMethod, status, fundingInstruments, payerInfo
        var name: StaticString {
            switch self {
            case .paymentMethod: "payment_method"
            case .status: "status"
            case .fundingInstruments: "funding_instruments"
            case .payerInfo: "payer_info"
            }
        }
    }

    /// `payer.payment_method` values.
    static let paymentMethods = ["credit_card", "paypal", "pay_upon_invoice", "carrier", "alternate_payment", "bank"]

    /// `payer.payer_info` (`phone` and `country_code` appear in PayPal's older v1 reference and responses).
    static let payerInfo = PayerInfoKey.makeKeySet(completedBy: "payments_payment_v1:payer_info")

    /// `payer.payer_info`'s keys.
    enum PayerInfoKey: Int, ObjectKey {
        case email, salutation, firstName, middleName, lastName, suffix, payerID, birthDate, taxID, taxIDType
        case billingAddress, shippingAddress, phone, countryCode
        var name: StaticString {
            switch self {
            case .email: "email"
            case .salutation: "salutation"
            case .firstName: "first_name"
            case .middleName: "middle_name"
            case .lastName: "last_name"
            case .suffix: "suffix"
            case .payerID: "payer_id"
            case .birthDate: "birth_date"
            case .taxID: "tax_id"
            case .taxIDType: "tax_id_type"
            case .billingAddress: "billing_address"
            case .shippingAddress: "shipping_address"
            case .phone: "phone"
            case .countryCode: "country_code"
            }
        }
    }

    /// `transactions[]` (`transaction` and `cart_base` together).
    static let transaction = TransactionKey.makeKeySet(completedBy: "payments_payment_v1:transaction")

    /// `transactions[]`' keys.
    enum TransactionKey: Int, ObjectKey {
        case referenceID, amount, payee, description, noteToPayee, custom, invoiceNumber, purchaseOrder
        case softDescriptor, paymentOptions, itemList, notifyURL, orderURL, relatedResources
        var name: StaticString {
            switch self {
            case .referenceID: "reference_id"
            case .amount: "amount"
            case .payee: "payee"
            case .description: "description"
            case .noteToPayee: "note_to_payee"
            case .custom: "custom"
            case .invoiceNumber: "invoice_number"
            case .purchaseOrder: "purchase_order"
            case .softDescriptor: "soft_descriptor"
            case .paymentOptions: "payment_options"
            case .itemList: "item_list"
            case .notifyURL: "notify_url"
            case .orderURL: "order_url"
            case .relatedResources: "related_resources"
            }
        }
    }

    /// `amount`.
    static let amount = AmountKey.makeKeySet(completedBy: "payments_payment_v1:amount")

    /// `amount`'s keys.
    enum AmountKey: Int, ObjectKey {
        case currency, total, details
        var name: StaticString {
            switch self {
            case .currency: "currency"
            case .total: "total"
            case .details: "details"
            }
        }
    }

    /// `amount.details`, in the order they add up to the total. `gift_wrap` is deprecated but still defined, and a fee
    /// like the others, so it is added too.
    static let details = DetailKey.makeKeySet(completedBy: "payments_payment_v1:amount.details")

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
    static let itemList = ItemListKey.makeKeySet(completedBy: "payments_payment_v1:transaction.item_list")

    /// `item_list`'s keys.
    enum ItemListKey: Int, ObjectKey {
        case items, shippingAddress, shippingMethod, shippingPhoneNumber
        var name: StaticString {
            switch self {
            case .items: "items"
            case .shippingAddress: "shipping_address"
            case .shippingMethod: "shipping_method"
            case .shippingPhoneNumber: "shipping_phone_number"
            }
        }
    }

    /// `item_list.items[]`.
    static let item = ItemKey.makeKeySet(completedBy: "payments_payment_v1:item")

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
    static let capture = RequestSchema.keySet(
        [
            "amount", "is_final_capture", "invoice_number", "note_to_payer",
            // read-only
            "id", "state", "reason_code", "parent_payment", "transaction_fee", "transaction_fee_in_receivable_currency",
            "receivable_amount", "exchange_rate", "create_time", "update_time", "links",
        ], completedBy: "payments_payment_v1:capture")
}
