/// The card of a Vault v3 payment token or setup token (`payment_source.card`, the published `card_request`), beyond
/// its schema, as an Orders v2 card is checked (`CardChecks`): the number's length and Luhn check digit for its
/// brand, an expiry that is a real month and not past, a security code of its brand's length, and the billing
/// address in the Orders v2 shape (the vault document's `address_portable` is the same object). A number without an
/// expiry cannot be vaulted, so `expiry` is required when `number` is given. Every other member (`name`,
/// `verification_method`, `experience_context`, the other sources) is the schema's to check.
struct VaultCardRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let source = root["payment_source"], source.kind == .object, let card = source["card"], card.kind == .object
        else { return }
        var brand: CardBrand?
        if let number = card["number"] {
            brand = context.cardNumber(number)?.brand
            if let expiry = context.required("expiry", in: card, what: "the card's \"expiry\" (YYYY-MM)") {
                context.cardExpiry(expiry)
            }
        } else if let expiry = card["expiry"] {
            context.cardExpiry(expiry)
        }
        if let code = card["security_code"] { context.cardSecurityCode(code, brand: brand) }
        if let address = card["billing_address"] {
            AddressCheck.check(address, shape: .ordersV2, in: &context, what: "the billing address")
        }
    }
}
