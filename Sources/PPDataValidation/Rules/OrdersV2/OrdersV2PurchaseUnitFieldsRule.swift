/// Each purchase unit's own fields: its type and keys, the string lengths (`reference_id`, `description`,
/// `custom_id`, `invoice_id` and `soft_descriptor` as the schema tables give them, which carry PayPal's current
/// limits from overrides.tsv: a description or soft descriptor PayPal accepts but cuts is a warning, and a JSON
/// number where PayPal reads its text too), the `payee`, and the `payment_instruction` with its platform fees.
///
/// PayPal's schema gives each of these strings a minimum length of 1, so an empty one is reported too (an empty
/// `description` as a warning: PayPal accepts it, Data/openapi/overrides.tsv).
struct OrdersV2PurchaseUnitFieldsRule: DocumentRule {
    /// The purchase unit's text members' lengths, from the schema tables (PayPal's current limits: overrides.tsv).
    /// One value, read once per document: four lazily made globals cost 0.4% of the broad corpus's instructions.
    struct TextLimits: Sendable {
        let referenceID = SchemaStringLength("checkout_orders_v2:purchase_unit_request.reference_id")
        let description = SchemaStringLength("checkout_orders_v2:purchase_unit_request.description")
        let customID = SchemaStringLength("checkout_orders_v2:purchase_unit_request.custom_id")
        let invoiceID = SchemaStringLength("checkout_orders_v2:purchase_unit_request.invoice_id")
        let softDescriptor = SchemaStringLength("checkout_orders_v2:purchase_unit_request.soft_descriptor")
    }
    static let textLimits = TextLimits()

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        guard let units = OrdersV2.member(order[OrdersV2.OrderKey.purchaseUnits]), units.kind == .array else { return }
        check(units.elements, in: &context)
    }

    /// Checks each of `units`: an order's, or the units a JSON Patch sets.
    func check(_ units: JSONView.Elements, in context: inout ValidationContext) {
        let limits = Self.textLimits
        for element in units {
            // The unit's members are read once, on the unknown-key pass.
            guard let members = context.members(element, known: OrdersV2.unitKeys, what: "a purchase unit") else {
                // A null element is reported by `members` (MISSING_REQUIRED_PARAMETER, as for every kind).
                continue
            }
            typealias UnitKey = OrdersV2.UnitKey
            let unit = members.object
            // PayPal reads a JSON number as its text in these (Data/openapi/overrides.tsv): a warning.
            context.checkString(members[UnitKey.referenceID], key: "reference_id", in: unit, limits: limits.referenceID)
            let description = members[UnitKey.description]
            if let description, description.kind == .string, description.byteRange.count == 2 {
                // "" (its quotes alone): PayPal takes an empty description (its WooCommerce plugin sends one in every
                // purchase unit; Data/openapi/overrides.tsv), so a warning, not the schema's minimum of 1.
                context.report(
                    .invalidStringLength, .warning, at: description,
                    "\"description\" is empty; the schema asks for at least 1 character, though PayPal accepts an empty one (leave it out)")
            } else {
                context.checkString(description, key: "description", in: unit, limits: limits.description)
            }
            context.checkString(members[UnitKey.customID], key: "custom_id", in: unit, limits: limits.customID)
            context.checkString(members[UnitKey.invoiceID], key: "invoice_id", in: unit, limits: limits.invoiceID)
            context.checkString(
                members[UnitKey.softDescriptor], key: "soft_descriptor", in: unit, limits: limits.softDescriptor)
            checkPayee(context.optional(members[UnitKey.payee]), namesAccount: true, in: &context)
            checkPaymentInstruction(
                context.optional(members[UnitKey.paymentInstruction]), unitAmount: members[UnitKey.amount], in: &context)
        }
    }

    /// `payee`: `email_address` and `merchant_id` (13 characters of `[2-9A-HJ-NP-Z]`), one of them at least.
    /// PayPal's issue name and description in the Orders v2 document's create-order errors (checkout_orders_v2.json,
    /// 422): PAYEE_ACCOUNT_INVALID, "... Ensure that either `payee.merchant_id` or `payee.email_address` is specified."
    /// A warning: an order whose payee held only a misspelt `email_adress` went through, paid to the caller
    /// (paypal/Checkout-PHP-SDK issue #38, 2019: "I'm trying change payee details without success", working once
    /// the key was spelt right), so PayPal has taken such a payee as absent. `namesAccount`: the unit's payee, which
    /// the issue names (a platform fee's payee is not).
    private func checkPayee(_ value: JSONView?, namesAccount: Bool, in context: inout ValidationContext) {
        guard let payee = context.object(value, known: OrdersV2.payeeKeys, what: "the payee") else {
            return
        }
        if namesAccount, OrdersV2.member(payee, "email_address") == nil, OrdersV2.member(payee, "merchant_id") == nil {
            context.report(
                .payeeAccountInvalid, .warning, at: payee,
                "the payee names no account, and the order would pay the caller (or be refused): give its \"merchant_id\" or \"email_address\", or leave \"payee\" out")
        }
        context.ordersV2Email("email_address", in: payee)
        context.ordersV2Identifier(
            "merchant_id", in: payee, length: 13...13, describe: "a PayPal merchant id",
            allowed: OrdersV2.isAccountIdScalar)
    }

    /// `payment_instruction`: `disbursement_mode` INSTANT or DELAYED, `platform_fees[]{amount, payee}`, whose sum
    /// may not exceed the unit's amount (`checkPlatformFees`).
    private func checkPaymentInstruction(
        _ value: JSONView?, unitAmount: JSONView?, in context: inout ValidationContext
    ) {
        guard let instruction = context.object(value, known: OrdersV2.paymentInstructionKeys, what: "payment_instruction")
        else { return }
        _ = context.enumeration("disbursement_mode", in: instruction, allowed: ["INSTANT", "DELAYED"])
        context.checkString("payee_pricing_tier_id", in: instruction, length: 1...20)
        context.checkString("payee_receivable_fx_rate_id", in: instruction, length: 1...4000)
        guard let fees = context.array("platform_fees", in: instruction) else { return }
        var sum = FeeSum(unitAmount: unitAmount)
        for element in fees {
            guard let fee = context.object(element, known: OrdersV2.platformFeeKeys, what: "a platform fee") else {
                sum.add(nil, value: nil)
                continue
            }
            let amount = context.required("amount", in: fee)
            // The amount the money check returns is the one the sum adds: each fee is read once.
            sum.add(amount, value: amount.flatMap {
                context.ordersV2Money($0, sign: .nonNegative, what: "the platform fee amount")
            })
            checkPayee(context.optional("payee", in: fee), namesAccount: false, in: &context)
        }
        if let array = instruction["platform_fees"] {
            Self.checkPlatformFees(sum, at: array, within: unitAmount, in: &context)
        }
    }

    /// The sum of a unit's platform fees, when every fee is readable as an amount and in the unit's currency (a fee
    /// reported for its sign, size or places still counts, at its rounded value); nil otherwise.
    struct FeeSum {
        /// The unit's currency code, as written.
        let currency: String?
        private(set) var sum: DecimalAmount? = .zero
        private(set) var count = 0

        init(unitAmount: JSONView?) {
            currency = OrdersV2.member(unitAmount, "currency_code")?.string
        }

        /// The sum of `fees` (a `platform_fees` array no rule has read, such as a patch's), read quietly.
        init(reading fees: JSONView, unitAmount: JSONView?) {
            self.init(unitAmount: unitAmount)
            guard fees.kind == .array else {
                sum = nil
                return
            }
            for fee in fees.elements {
                let amount = OrdersV2.member(fee, "amount")
                add(amount, value: OrdersV2.quietAmount(ofMoney: amount))
            }
        }

        /// Adds one fee: its `amount` member (nil: the fee has none, or is no object) and the amount read from it.
        mutating func add(_ amount: JSONView?, value: DecimalAmount?) {
            count += 1
            guard let currency, OrdersV2.member(amount, "currency_code")?.string == currency, let value,
                let next = try? sum?.adding(value)
            else {
                sum = nil
                return
            }
            sum = next
        }
    }

    /// Reports platform fees (the `platform_fees` array `array`, whose sum is `fees`) that come to more than the
    /// unit's amount: INVALID_PLATFORM_FEES_AMOUNT, "The platform_fees amount cannot be greater than order amount."
    /// (the Orders v2 document's create-order errors, checkout_orders_v2.json 422; its `orders.patch-422` list names
    /// it too). A new order's unit and a patch that sets a unit's amount and fees (`PatchedUnits`) both check here.
    static func checkPlatformFees(
        _ fees: FeeSum, at array: JSONView, within unitAmount: JSONView?, in context: inout ValidationContext
    ) {
        guard fees.count > 0, let sum = fees.sum, let currency = fees.currency,
            let total = OrdersV2.quietAmount(ofMoney: unitAmount), sum > total
        else { return }
        context.report(
            .invalidPlatformFeesAmount, at: array,
            "the platform fees come to \(sum) \(currency), more than the unit's amount, \(total); PayPal refuses fees above the amount")
    }
}
