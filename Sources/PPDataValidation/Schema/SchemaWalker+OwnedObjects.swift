extension SchemaWalker {
    /// The Orders v2 objects the walker hands to a semantic check instead of walking them as the schema says.
    ///
    /// A money object that no rule checks (a Level 2 or 3 card amount, the amount of an Apple Pay decrypted token, a
    /// platform fee or an item that a JSON Patch sets, a billing plan's fee) gets the money check: its currency's
    /// places, Orders v2's reading of a JSON number and its maximum, none of which the published pattern
    /// (`^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$`) knows. Not negative: every money member of an Orders v2 request whose
    /// description speaks of a sign says it "cannot be negative" (the breakdown, items, the Level 2 `tax_total`, the
    /// Level 3 amounts and line items), and none allows one. The Payments v2 and Vault v3 money objects are not
    /// handed over: the Payments v2 rules check every one a request has, and the Vault v3 ones (a billing plan's, from
    /// PayPal's SDK models) have no recorded answer to read them by.
    struct OwnedObjects: Sendable {
        /// The index of `checkout_orders_v2:money` in `RequestSchema.objects` (-1 if the tables lacked it:
        /// `RequestSchemaTests` checks they do not).
        let money: Int
        /// `checkout_orders_v2:money-2`, the published copy an Apple Pay decrypted token's `transaction_amount` uses.
        let tokenMoney: Int
        /// `checkout_orders_v2:card_supplementary_data`, the card's Level 2 and 3 data.
        let cardData: Int

        /// Held inline and copied into each walk: read as a global once per object walked, the indexes cost 0.3 M
        /// instructions on the broad corpus.
        static let indexes = OwnedObjects(
            money: RequestSchema.objectIndex("checkout_orders_v2:money") ?? -1,
            tokenMoney: RequestSchema.objectIndex("checkout_orders_v2:money-2") ?? -1,
            cardData: RequestSchema.objectIndex("checkout_orders_v2:card_supplementary_data") ?? -1)

        /// The money check of a money object no rule checks.
        static func checkMoney(_ value: JSONView, in context: inout ValidationContext) {
            _ = context.ordersV2Money(value, sign: .nonNegative, what: "the money object")
        }

        /// The codes of the money check that are warnings in the card's Level 2 and 3 data.
        static let cardDataMoneyCodes: [DiagnosticCode] = [
            .decimalPrecision, .decimalsNotSupported, .cannotBeNegative, .maxValueExceeded,
        ]

        /// Makes the money check's findings of places, sign and size in the card's Level 2 and 3 data (reported from
        /// `start` on) warnings. PayPal passes these amounts to the card's processor, they "will not add to the total
        /// purchase amount", and no recorded answer shows PayPal refusing one; WooCommerce PayPal Payments, which
        /// calls PayPal's API itself, writes every Level 3 line item's `total_amount` with two decimal places whatever
        /// the currency (`PaymentLevelHelper::build_level_3_line_items`, `number_format(…, 2, '.', '')`).
        static func lowerCardDataFindings(from start: FindingMark, in context: inout ValidationContext) {
            context.lowerToWarnings(
                from: start, cardDataMoneyCodes,
                because: "PayPal passes Level 2 and 3 data to the card's processor, and no recorded answer shows it refusing this")
        }
    }
}
