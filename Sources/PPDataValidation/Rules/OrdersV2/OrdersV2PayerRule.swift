/// The `payer`: email (3–254 characters, `INVALID_EMAIL`), `payer_id` (13 characters of `[2-9A-HJ-NP-Z]`), name
/// (`given_name`, `surname` ≤ 140), phone (E.164 digits, `INVALID_PHONE`), `birth_date` (`YYYY-MM-DD`),
/// `tax_info`, and the address (keys, lengths and country code: PayPal takes a partial payer address).
struct OrdersV2PayerRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        guard
            let payer = context.members(
                context.optional(OrdersV2.OrderKey.payer, of: order), known: OrdersV2.payerKeys, what: "the payer")
        else { return }
        typealias Key = OrdersV2.PayerKey
        context.ordersV2Email(payer[Key.emailAddress])
        context.ordersV2Identifier(
            Key.payerID, of: payer, length: 13...13, describe: "a PayPal payer id", allowed: OrdersV2.isAccountIdScalar)
        context.ordersV2PartyName(context.optional(Key.name, of: payer))
        context.ordersV2PhoneWithType(context.optional(Key.phone, of: payer))
        context.ordersV2BirthDate(Key.birthDate, of: payer)
        context.ordersV2TaxInfo(context.optional(Key.taxInfo, of: payer))
        context.ordersV2PartialAddress(context.optional(Key.address, of: payer), what: "the payer's address")
    }
}
