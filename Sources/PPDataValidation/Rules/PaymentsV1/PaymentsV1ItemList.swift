/// `transactions[].item_list`: the items (price, quantity, currency) and the shipping address.
struct PaymentsV1ItemList {
    /// One item's parsed price and quantity.
    struct Item {
        /// The item object.
        var object: JSONView
        /// The price value and amount, when it parsed.
        var price: PaymentsV1Amount.Part?
        /// The quantity, when usable.
        var quantity: Int64?
        /// The tax per unit, when given and usable.
        var tax: DecimalAmount?
    }

    /// The items, in order.
    var items: [Item] = []
    /// Whether every item has a usable price and quantity in the amount's currency, so `Σ price × quantity` means
    /// something (one fault, one code: a broken item is not also an item-total mismatch).
    var summable = true
    /// Whether an item gives a tax, and every item's tax (when given) is usable, so `Σ tax × quantity` means something.
    var hasTaxes = false
    var taxesSummable = true

    /// Checks a transaction's `item_list` (`value`, absent or null: nil); `onCardPayment`: the payment's
    /// `payment_method` is `credit_card` (its shipping address is checked as a card payment's, `USZIPCodeCheck`).
    static func check(
        _ value: JSONView?, amount: PaymentsV1Amount?, onCardPayment: Bool, in context: inout ValidationContext
    ) -> PaymentsV1ItemList? {
        guard let value, let list = context.members(value, known: PaymentsV1Keys.itemList, what: "the item list")
        else { return nil }
        typealias Key = PaymentsV1Keys.ItemListKey
        if let address = context.optional(Key.shippingAddress, of: list) {
            AddressCheck.check(
                address, shape: .paymentsV1, in: &context, what: "the shipping address", isOnCardPayment: onCardPayment)
        }
        // The schema's limit; PayPal asks for E.164 here, but treats it as text of at most 50 characters.
        context.checkString(Key.shippingPhoneNumber, of: list, length: 1...50)
        // Free text in the published schema (no values or limit).
        context.checkString(Key.shippingMethod, of: list)

        var result = PaymentsV1ItemList()
        guard let elements = context.array(Key.items, of: list) else { return result }
        result.items.reserveCapacity(elements.count)  // one allocation, not one per growth
        for element in elements {
            // The members read once, on the unknown-key pass, so each field below is a table read.
            guard let item = context.members(element, known: PaymentsV1Keys.item, what: "the item") else {
                result.summable = false
                continue
            }
            let checked = checkItem(item, amount: amount, summable: &result.summable, in: &context)
            if item[PaymentsV1Keys.ItemKey.tax].map({ !$0.isNull }) == true {
                result.hasTaxes = true
                if checked.tax == nil { result.taxesSummable = false }
            }
            result.items.append(checked)
        }
        return result
    }

    /// The item `sku`'s limits from the tables: 1 to 127 characters, and a JSON number read as its text.
    private static let skuLimits = SchemaStringLength("payments_payment_v1:item.sku")
    /// The item `name`'s least length from the tables (overrides.tsv: PayPal answers an empty one "Value must not be
    /// blank."); a longer name is truncated by PayPal, so there is no upper limit.
    private static let nameLength = SchemaStringLength("payments_payment_v1:item.name")?.accepted ?? 1...Int.max

    private static func checkItem(
        _ members: JSONObjectMembers, amount: PaymentsV1Amount?, summable: inout Bool, in context: inout ValidationContext
    ) -> Item {
        typealias Key = PaymentsV1Keys.ItemKey
        let item = members.object
        // Checked here rather than by the published schema, so that the walker need not walk the items at all
        // (RuleCoverage): a longer name is truncated by PayPal, so only its type and least length are checked; it is
        // required, as PayPal answers (overrides.tsv), and a JSON-number `sku` is read as its text.
        context.checkString(members[Key.name], key: "name", in: item, required: true, length: Self.nameLength)
        context.checkString(members[Key.sku], key: "sku", in: item, limits: Self.skuLimits)
        context.checkString(members[Key.description], key: "description", in: item, length: 0...127)

        var currency = amount?.currency
        if let currencyValue = context.required(members[Key.currency], key: "currency", in: item) {
            if let itemCurrency = context.currency(currencyValue) {
                currency = itemCurrency
                if let expected = amount?.currencyCode, amount?.currency != nil, itemCurrency.code != expected {
                    context.report(
                        .currencyMismatch, at: currencyValue,
                        "item currency \(itemCurrency.code) differs from the transaction amount's currency \(expected)",
                        suggestion: expected)
                    summable = false
                }
            } else {
                summable = false
            }
        } else {
            summable = false
        }

        var result = Item(object: item)
        // v1's item price pattern has no minus sign (`^[0-9]{0,10}(\.[0-9]{0,2})?$`), but PayPal accepts a negative
        // price as a discount line as long as the sums add up: its recorded sandbox answer was 201 Created, echoing the
        // total (PayPal-node-SDK `test/mocks`, Tests/RealDocuments/payments-v1/
        // node-sdk-paypal-items-positive-shipping-discount.json). The server's answer wins over the schema.
        if let priceValue = context.required(members[Key.price], key: "price", in: item) {
            if let price = PaymentsV1Amount.summable(
                priceValue, currency: currency, policy: .paymentsV1(.any), in: &context)
            {
                result.price = PaymentsV1Amount.Part(value: priceValue, amount: price)
            }
        }
        if let taxValue = context.optional(members[Key.tax]) {
            result.tax = PaymentsV1Amount.summable(taxValue, currency: currency, policy: .paymentsV1(.nonNegative), in: &context)
        }
        if let quantityValue = context.required(members[Key.quantity], key: "quantity", in: item) {
            result.quantity = context.quantity(quantityValue, schema: .paymentsV1)
        }
        if result.price == nil || result.quantity == nil { summable = false }
        return result
    }
}
