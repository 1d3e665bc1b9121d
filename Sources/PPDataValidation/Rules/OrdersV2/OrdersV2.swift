import PPData

/// Field tables and helpers shared by the Orders v2 rules.
///
/// Field names, lengths, patterns and enumerations are PayPal's Orders v2 create-order request schema
/// (`checkout_orders_v2.json` in github.com/paypal/paypal-rest-api-specifications, as rendered in PayPal's Server SDK
/// model reference: OrderRequest, PurchaseUnitRequest, Item, ShippingDetails, ShippingOption, Payer, PhoneWithType,
/// Phone, CardRequest, CardAttributes, PaypalWallet, PaypalWalletVaultInstruction, VenmoWalletRequest,
/// VenmoWalletAdditionalAttributes). Where docs/rules.md states a limit it wins (e.g. `custom_id` ≤ 127).
///
/// Each object of a document is owned by exactly one rule, which reports its type, unknown keys and fields; other
/// rules read it quietly (`quietAmount`, `quietQuantity`), so one fault is reported once.
enum OrdersV2 {
    /// `order_request`.
    static let orderKeys = OrderKey.makeKeySet(completedBy: "checkout_orders_v2:order_request")
    /// `purchase_unit_request`.
    static let unitKeys = UnitKey.makeKeySet(completedBy: "checkout_orders_v2:purchase_unit_request")
    /// `amount_with_breakdown`.
    static let amountKeys = AmountKey.makeKeySet()
    /// `amount_breakdown`'s key names, in `BreakdownKey` order.
    static let breakdownKeys = BreakdownKey.names
    /// The breakdown keys for the unknown-key scan.
    static let breakdownKeySet = BreakdownKey.makeKeySet(completedBy: "checkout_orders_v2:amount_breakdown")
    /// The breakdown keys quoted, as messages name them (built once, not per document).
    static let breakdownNames = breakdownKeys.map { "\"\($0)\"" }
    /// `money`.
    static let moneyKeys = MoneyKey.makeKeySet()
    /// `item`.
    static let itemKeys = ItemKey.makeKeySet(completedBy: "checkout_orders_v2:item")
    /// `item.category`, in `ItemCategory` order.
    static let itemCategories = ["DIGITAL_GOODS", "PHYSICAL_GOODS", "DONATION"]
    /// An item's category, by its position in `itemCategories`: the items rule tells donations from goods for
    /// every item, and comparing the category as a String cost two slow string comparisons an item.
    enum ItemCategory: Int {
        case digitalGoods, physicalGoods, donation

        /// The category written as `text`, one of `itemCategories`.
        init?(_ text: String?) {
            guard let text, let position = OrdersV2.itemCategories.firstIndex(of: text) else { return nil }
            self.init(rawValue: position)
        }
    }
    /// `shipping_detail`.
    static let shippingKeys = ShippingKey.makeKeySet(completedBy: "checkout_orders_v2:shipping_detail")
    /// `shipping_detail.type` (fulfillment type).
    static let fulfillmentTypes = ["SHIPPING", "PICKUP_IN_PERSON", "PICKUP_IN_STORE", "PICKUP_FROM_PERSON"]
    /// `shipping_option`.
    static let shippingOptionKeys = ShippingOptionKey.makeKeySet(completedBy: "checkout_orders_v2:shipping_option")
    /// `shipping_option.type`.
    static let shippingOptionTypes = ["SHIPPING", "PICKUP", "PICKUP_IN_STORE", "PICKUP_FROM_PERSON"]
    /// `payer`.
    static let payerKeys = PayerKey.makeKeySet(completedBy: "checkout_orders_v2:payer")
    /// `phone_with_type`.
    static let phoneWithTypeKeys = RequestSchema.keySet(
        ["phone_type", "phone_number"], completedBy: "checkout_orders_v2:phone_with_type")
    /// `phone_type`.
    static let phoneTypes = ["FAX", "HOME", "MOBILE", "OTHER", "PAGER"]
    /// `phone` (`country_code`, `national_number`, `extension_number`).
    static let phoneKeys = PhoneKey.makeKeySet(completedBy: "checkout_orders_v2:phone")
    /// `payment_source`.
    static let paymentSourceKeys = PaymentSourceKey.makeKeySet(completedBy: "checkout_orders_v2:payment_source")
    /// `card_request`.
    static let cardKeys = CardKey.makeKeySet(completedBy: "checkout_orders_v2:card_request")
    /// `paypal_wallet`.
    static let paypalKeys = PayPalKey.makeKeySet(completedBy: "checkout_orders_v2:paypal_wallet")
    /// `venmo_wallet_request`.
    static let venmoKeys = VenmoKey.makeKeySet(completedBy: "checkout_orders_v2:venmo_wallet_request")
    /// `card_attributes`.
    static let cardAttributeKeys = RequestSchema.keySet(
        ["customer", "vault", "verification"], completedBy: "checkout_orders_v2:card_attributes")
    /// `paypal_wallet_attributes`, `venmo_wallet_additional_attributes`.
    static let walletAttributeKeys = RequestSchema.keySet(
        ["customer", "vault"], completedBy: "checkout_orders_v2:paypal_wallet_attributes")
    /// The customer objects of the attributes.
    static let customerKeys = RequestSchema.keySet(
        ["id", "email_address", "phone", "merchant_customer_id"], completedBy: "checkout_orders_v2:paypal_wallet_customer")
    /// `vault_instruction_base` (cards).
    static let cardVaultKeys = ["store_in_vault"]
    /// `cardVaultKeys` and the draft key (reported on its own, with its suggestion).
    static let cardVaultScan = RequestSchema.keySet(
        cardVaultKeys + [draftStoreInVaultKey], completedBy: "checkout_orders_v2:vault_instruction_base")
    /// `paypal_wallet_vault_instruction`, `venmo_wallet_vault_attributes`.
    static let walletVaultKeys = [
        "store_in_vault", "description", "usage_pattern", "usage_type", "customer_type",
        "permit_multiple_payment_tokens",
    ]
    /// `walletVaultKeys` and the draft key.
    static let walletVaultScan = RequestSchema.keySet(
        walletVaultKeys + [draftStoreInVaultKey], completedBy: "checkout_orders_v2:vault_paypal_wallet_base")
    /// `name` (party name).
    static let nameKeys = NameKey.makeKeySet(completedBy: "checkout_orders_v2:name")
    /// `tax_info`.
    static let taxInfoKeys = RequestSchema.keySet(
        ["tax_id", "tax_id_type"], completedBy: "checkout_orders_v2:tax_info")
    /// `payee`.
    static let payeeKeys = RequestSchema.keySet(
        ["email_address", "merchant_id"], completedBy: "checkout_orders_v2:payee")
    /// `payment_instruction`.
    static let paymentInstructionKeys = RequestSchema.keySet(
        [
        "platform_fees", "disbursement_mode", "payee_pricing_tier_id", "payee_receivable_fx_rate_id",
    ], completedBy: "checkout_orders_v2:payment_instruction")
    /// `platform_fee`.
    static let platformFeeKeys = RequestSchema.keySet(
        ["amount", "payee"], completedBy: "checkout_orders_v2:platform_fee")
    /// `shipping_detail.name`.
    static let shippingNameKeys = RequestSchema.keySet(
        ["full_name"], completedBy: "checkout_orders_v2:name")
    /// `item.upc`.
    static let upcKeys = JSONKeySet(["type", "code"])
    /// `payment_source.token`.
    static let tokenKeys = RequestSchema.keySet(
        ["id", "type"], completedBy: "checkout_orders_v2:token")
    /// `card_attributes.verification`.
    static let verificationKeys = JSONKeySet(["method"])
    /// `store_in_vault`: the only value of PayPal's published specification.
    static let storeInVaultValues = ["ON_SUCCESS"]
    /// `usage_type`.
    static let usageTypes = ["MERCHANT", "PLATFORM"]
    /// `customer_type`.
    static let customerTypes = ["CONSUMER", "BUSINESS"]
    /// `usage_pattern` (the six of the Server SDK reference plus the subscription, unscheduled and instalment
    /// patterns of PayPal's current vault documentation).
    static let usagePatterns = [
        "IMMEDIATE", "DEFERRED", "RECURRING_PREPAID", "RECURRING_POSTPAID", "THRESHOLD_PREPAID", "THRESHOLD_POSTPAID",
        "SUBSCRIPTION_PREPAID", "SUBSCRIPTION_POSTPAID", "UNSCHEDULED_PREPAID", "UNSCHEDULED_POSTPAID",
        "INSTALLMENT_PREPAID", "INSTALLMENT_POSTPAID",
    ]
    /// The draft spelling of `store_in_vault` in PayPal's mobile SDK integration story.
    static let draftStoreInVaultKey = "confirm_payment_token"

    /// The largest Orders v2 amount.
    static var maxAmount: DecimalAmount { AmountPolicy.ordersV2Maximum }
}

extension OrdersV2.AmountKey {
    /// Tags by raw value, read on the one-pass money path.
    static let tags = makeTags()
}

extension OrdersV2.BreakdownKey {
    /// Tags by raw value, read on the one-pass breakdown path.
    static let tags = makeTags()
}
