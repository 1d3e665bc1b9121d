/// `payment_source`: its keys, the card (number, expiry, security code through `CardChecks`, billing address
/// through the address component), the PayPal and Venmo wallets' own fields, a token, and the email addresses of
/// every source. The `attributes.vault` objects belong to `VaultAttributesRule`.
///
/// PayPal `card_request`: `number` `^[0-9]{13,19}$`, `expiry` `^[0-9]{4}-(0[1-9]|1[0-2])$`, `security_code`
/// `^[0-9]{3,4}$`, `name` 1–300; `vault_id` and `single_use_token` 1–255 of `[0-9a-zA-Z_-]`.
/// A card number without an expiry cannot be charged, so `expiry` is required when `number` is given.
struct PaymentSourceRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard
            let members = context.members(
                context.optional("payment_source", in: root), known: OrdersV2.paymentSourceKeys, what: "payment_source")
        else { return }
        let source = members.object
        if let card = context.object(context.optional("card", in: source), known: OrdersV2.cardKeys, what: "the card") {
            checkCard(card, in: &context)
        }
        if let paypal = context.object(context.optional("paypal", in: source), known: OrdersV2.paypalKeys, what: "the PayPal wallet") {
            checkPayPal(paypal, in: &context)
        }
        if let venmo = context.object(context.optional("venmo", in: source), known: OrdersV2.venmoKeys, what: "the Venmo wallet") {
            checkVenmo(venmo, in: &context)
        }
        if let token = context.object(context.optional("token", in: source), known: OrdersV2.tokenKeys, what: "the token") {
            context.checkString("id", in: token, required: true, length: 1...255)
            _ = context.enumeration("type", in: token, allowed: ["BILLING_AGREEMENT"], required: true)
        }
        // The other sources (bancontact, blik, eps, ...) are checked for their type and email addresses only, each
        // read from the member table (by key name, each was a scan of the members and a String per key).
        for position in Self.otherSources {
            guard let other = context.optional(members[position]) else { continue }
            guard other.kind == .object else {
                let key = OrdersV2.paymentSourceKeys.keys[position]
                context.report(.invalidParameterSyntax, at: other, "\"\(key)\" must be an object, not \(other.kind.article)")
                continue
            }
            context.ordersV2Email("email_address", in: other)
            context.ordersV2Email("email", in: other)
        }
    }

    /// The positions in `OrdersV2.paymentSourceKeys` of the sources without checks of their own.
    private static let otherSources = OrdersV2.paymentSourceKeys.keys.indices.filter {
        !["card", "paypal", "venmo", "token"].contains(OrdersV2.paymentSourceKeys.keys[$0])
    }

    private func checkCard(_ card: JSONView, in context: inout ValidationContext) {
        context.checkString("name", in: card, length: 1...300)
        var brand: CardBrand?
        if let number = context.optional("number", in: card) {
            brand = context.cardNumber(number)?.brand
            if let expiry = context.required("expiry", in: card, what: "the card's \"expiry\" (YYYY-MM)") {
                context.cardExpiry(expiry)
            }
        } else if let expiry = context.optional("expiry", in: card) {
            context.cardExpiry(expiry)
        }
        if let code = context.optional("security_code", in: card) {
            context.cardSecurityCode(code, brand: brand)
        }
        if let address = context.optional("billing_address", in: card) {
            AddressCheck.check(address, shape: .ordersV2, in: &context, what: "the billing address")
        }
        for key in ["vault_id", "single_use_token"] as [StaticString] {
            context.ordersV2Identifier(
                key, in: card, length: 1...255, describe: "made of letters, digits, \"_\" and \"-\"",
                allowed: OrdersV2.isIdentifierScalar)
        }
        if let attributes = context.object(
            context.optional("attributes", in: card), known: OrdersV2.cardAttributeKeys, what: "the card attributes")
        {
            checkCustomer(context.optional("customer", in: attributes), in: &context)
            if let verification = context.object(
                context.optional("verification", in: attributes), known: OrdersV2.verificationKeys, what: "the verification")
            {
                _ = context.enumeration(
                    "method", in: verification, allowed: ["SCA_ALWAYS", "SCA_WHEN_REQUIRED", "3D_SECURE", "AVS_CVV"])
            }
        }
        for key in ["stored_credential", "network_token"] as [StaticString] {
            if let value = context.optional(key, in: card), value.kind != .object {
                context.report(.invalidParameterSyntax, at: value, "\"\(key)\" must be an object, not \(value.kind.article)")
            }
        }
        context.ordersV2ExperienceContext(context.optional("experience_context", in: card))
    }

    private func checkPayPal(_ paypal: JSONView, in context: inout ValidationContext) {
        context.ordersV2Identifier(
            "vault_id", in: paypal, length: 1...255, describe: "made of letters, digits, \"_\" and \"-\"",
            allowed: OrdersV2.isIdentifierScalar)
        context.ordersV2Email("email_address", in: paypal)
        context.ordersV2PartyName(context.optional("name", in: paypal))
        context.ordersV2PhoneWithType(context.optional("phone", in: paypal))
        context.ordersV2BirthDate("birth_date", in: paypal)
        context.ordersV2TaxInfo(context.optional("tax_info", in: paypal))
        context.ordersV2PartialAddress(context.optional("address", in: paypal), what: "the PayPal wallet's address")
        context.ordersV2Identifier(
            "billing_agreement_id", in: paypal, length: 2...128, describe: "made of letters, digits and \"-\"",
            allowed: { OrdersV2.isIdentifierScalar($0) && $0 != "_" })
        checkWalletAttributes(context.optional("attributes", in: paypal), in: &context)
        context.ordersV2ExperienceContext(context.optional("experience_context", in: paypal))
    }

    private func checkVenmo(_ venmo: JSONView, in context: inout ValidationContext) {
        context.ordersV2Identifier(
            "vault_id", in: venmo, length: 1...255, describe: "made of letters, digits, \"_\" and \"-\"",
            allowed: OrdersV2.isIdentifierScalar)
        context.ordersV2Email("email_address", in: venmo)
        checkWalletAttributes(context.optional("attributes", in: venmo), in: &context)
        context.ordersV2ExperienceContext(context.optional("experience_context", in: venmo))
    }

    private func checkWalletAttributes(_ value: JSONView?, in context: inout ValidationContext) {
        guard let attributes = context.object(value, known: OrdersV2.walletAttributeKeys, what: "the attributes") else {
            return
        }
        checkCustomer(context.optional("customer", in: attributes), in: &context)
    }

    /// `attributes.customer`: `id`, `email_address`, `phone`, `merchant_customer_id`.
    private func checkCustomer(_ value: JSONView?, in context: inout ValidationContext) {
        guard let customer = context.object(value, known: OrdersV2.customerKeys, what: "the customer") else { return }
        context.checkString("id", in: customer, length: 1...22)
        context.ordersV2Email("email_address", in: customer)
        context.ordersV2PhoneWithType(context.optional("phone", in: customer))
        context.checkString("merchant_customer_id", in: customer, length: 1...64)
    }
}
