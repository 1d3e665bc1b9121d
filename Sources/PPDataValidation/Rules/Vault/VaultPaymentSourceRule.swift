/// The `payment_source` of a Vault v3 payment token or setup token, beyond its schema:
///
/// - it names an instrument (a payment token's `card` or `token`; a setup token's also `paypal` or `venmo`: the
///   members of the published `payment_source`): the schema requires none of them, but PayPal's
///   sandbox answered 400 to `{"payment_source": {}}` (the unit tests of PayPal's TypeScript and PHP server SDKs,
///   "Returns 400 Status Code for Create Setup Tokens Request"; Tests/RealDocuments/vault-setup-token);
/// - its card (the published `card_request`) is checked as an Orders v2 card is (`CardChecks`): the number's length
///   and Luhn check digit for its brand, an expiry that is a real month and not past, a security code of its
///   brand's length, and the billing address in the Orders v2 shape (the vault document's `address_portable` is the
///   same object). A number without an expiry cannot be vaulted, so `expiry` is required when `number` is given.
///
/// Every other member (`name`, `verification_method`, `experience_context`, the other sources) is the schema's.
struct VaultPaymentSourceRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let source = root["payment_source"], source.kind == .object else { return }
        guard source.count > 0 else {
            let instruments = RequestSchema.memberNames(
                of: context.kind == .vaultPaymentToken
                    ? "vault_payment_tokens_v3:payment_token_request.payment_source"
                    : "vault_payment_tokens_v3:setup_token_request.payment_source")
            context.report(
                .missingRequiredParameter, at: source,
                "\"payment_source\" names no instrument; send one of \(instruments.map { "\"\($0)\"" }.joined(separator: ", "))")
            return
        }
        guard let card = source["card"], card.kind == .object else { return }
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
            AddressCheck.check(
                address, shape: .ordersV2, in: &context, what: "the billing address", isOnCardPayment: true)
        }
    }
}
