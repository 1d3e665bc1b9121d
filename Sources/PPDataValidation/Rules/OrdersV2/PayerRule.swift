/// The `payer`: email (3–254 characters, `INVALID_EMAIL`), `payer_id` (13 characters of `[2-9A-HJ-NP-Z]`), name
/// (`given_name`, `surname` ≤ 140), phone (E.164 digits, `INVALID_PHONE`), `birth_date` (`YYYY-MM-DD`),
/// `tax_info`, and the address (keys, lengths and country code: PayPal takes a partial payer address).
struct PayerRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let payer = context.object(context.optional("payer", in: root), known: OrdersV2.payerKeys, what: "the payer")
        else { return }
        context.ordersV2Email("email_address", in: payer)
        context.ordersV2Identifier(
            "payer_id", in: payer, length: 13...13, describe: "a PayPal payer id", allowed: OrdersV2.isAccountIdScalar)
        context.ordersV2PartyName(context.optional("name", in: payer))
        context.ordersV2PhoneWithType(context.optional("phone", in: payer))
        context.ordersV2BirthDate("birth_date", in: payer)
        context.ordersV2TaxInfo(context.optional("tax_info", in: payer))
        context.ordersV2PartialAddress(context.optional("address", in: payer), what: "the payer's address")
    }
}
