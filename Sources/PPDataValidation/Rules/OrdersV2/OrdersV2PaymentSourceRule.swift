/// `payment_source`: its keys, the card (number, expiry, security code through `CardChecks`, billing address
/// through the address component) and the PayPal and Venmo wallets' own fields. The `attributes.vault` objects
/// belong to `OrdersV2VaultAttributesRule`; the token and the other sources (bancontact, blik, ...) to the published
/// schema (`RequestSchemaRule`), which checks their members' types, lengths, patterns and email addresses.
///
/// PayPal `card_request`: `number` `^[0-9]{13,19}$`, `expiry` `^[0-9]{4}-(0[1-9]|1[0-2])$`, `security_code`
/// `^[0-9]{3,4}$`, `name` 1–300; `vault_id` and `single_use_token` 1–255 of `[0-9a-zA-Z_-]`.
/// A card number without an expiry cannot be charged, so `expiry` is required when `number` is given. A card in a
/// confirm-payment-source, authorize or capture body names the card to charge, by its number or a saved or network
/// token: CARD_NUMBER_REQUIRED, "The card number is required when attempting to process payment with card." (those
/// calls' errors in checkout_orders_v2.json; a new order's list has no such issue).
///
/// An empty `payment_source` (or one whose members are all null) names no way to pay: PayPal answered 422 with issue
/// `NO_PAYMENT_SOURCE_PROVIDED` at `/payment_source` to a create-order body with `"payment_source": {}`
/// (plutov/paypal issues #275 and #277, whose library sent one for an empty Go struct), where an order without the
/// member is created.
struct OrdersV2PaymentSourceRule: DocumentRule {
    /// The sources a payment source may name, for the message (the published `payment_source`, which every Orders
    /// v2 body with one uses).
    private static let sourceNames = RequestSchema.memberNames(of: "checkout_orders_v2:payment_source")

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        guard
            let members = context.members(
                context.optional(OrdersV2.OrderKey.paymentSource, of: order), known: OrdersV2.paymentSourceKeys,
                what: "payment_source")
        else { return }
        // A member written null is one left out. Counted by value, so that no key is decoded in the usual case of one.
        let named = members.object.children.reduce(0) { $1.isNull ? $0 : $0 + 1 }
        if named == 0 {
            let names = Self.sourceNames.map { "\"\($0)\"" }.joined(separator: ", ")
            context.report(
                .noPaymentSourceProvided, at: members.object,
                "\"payment_source\" is empty and names no way to pay; leave it out, or name one of \(names)")
            return
        }
        // PayPal's confirm-payment-source errors (checkout_orders_v2.json, orders.confirm-422):
        // ONLY_ONE_PAYMENT_SOURCE_ALLOWED, "More than one payment method within the payment source is not supported."
        // Every call that takes a payment source takes this object.
        if named > 1 {
            // Distinct names: a repeated key is DUPLICATE_KEY's.
            var names: [String] = []
            for member in members.object.members where !member.value.isNull && !names.contains(member.key) {
                names.append(member.key)
            }
            if names.count > 1 {
                let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
                context.report(
                    .onlyOnePaymentSourceAllowed, at: members.object,
                    "\"payment_source\" names \(names.count) ways to pay (\(list)); PayPal takes one: leave out all but the one the payer uses")
            }
        }
        if let instruction = OrdersV2.member(order[OrdersV2.OrderKey.processingInstruction]),
            instruction.stringEquals("ORDER_COMPLETE_ON_PAYMENT_APPROVAL")
        {
            checkCompletionOnApproval(instruction, sources: members.object, in: &context)
        }
        typealias Key = OrdersV2.PaymentSourceKey
        if let card = context.members(context.optional(Key.card, of: members), known: OrdersV2.cardKeys, what: "the card") {
            checkCard(card, in: &context)
        }
        if let paypal = context.members(
            context.optional(Key.paypal, of: members), known: OrdersV2.paypalKeys, what: "the PayPal wallet")
        {
            checkPayPal(paypal, in: &context)
        }
        if let venmo = context.members(
            context.optional(Key.venmo, of: members), known: OrdersV2.venmoKeys, what: "the Venmo wallet")
        {
            checkVenmo(venmo, in: &context)
        }
    }

    /// The payment sources PayPal does not list for `ORDER_COMPLETE_ON_PAYMENT_APPROVAL`: its server SDKs' description
    /// of the value (paypal/PayPal-PHP-Server-SDK doc/models/processing-instruction.md, b6be767) makes it "currently
    /// only available for the following payment_source: Alipay, BANCOMAT Pay, Bancontact, BLIK, boletobancario, eps,
    /// giropay, GrabPay, iDEAL, MB WAY Multibanco, MyBank, OXXO, P24, PayU, PUI, SafetyPay, SatisPay, Swish, Sofort,
    /// Trustly, Verkkopankki, WeChat Pay", sources the payer approves at a bank or a wallet app.
    private static let sourcesWithoutCompletionOnApproval = ["card", "token", "paypal", "venmo", "apple_pay", "google_pay"]

    /// `ORDER_COMPLETE_ON_PAYMENT_APPROVAL` with a source PayPal does not list for it:
    /// UNSUPPORTED_PROCESSING_INSTRUCTION in the create and confirm-payment-source errors (checkout_orders_v2.json), "The specified processing_instruction
    /// is not supported for the given payment_source." A warning: an integration that sends it with `paypal` captures
    /// the orders it finds "stuck in APPROVED" itself, so PayPal has created such orders and not completed them.
    private func checkCompletionOnApproval(
        _ instruction: JSONView, sources: JSONView, in context: inout ValidationContext
    ) {
        for member in sources.members where !member.value.isNull {
            guard Self.sourcesWithoutCompletionOnApproval.contains(member.key) else { continue }
            context.report(
                .unsupportedProcessingInstruction, .warning, at: instruction,
                "\"ORDER_COMPLETE_ON_PAYMENT_APPROVAL\" is for sources the payer approves at a bank or wallet app, not \"\(member.key)\": PayPal may refuse it or leave the order APPROVED for you to capture; send \"NO_INSTRUCTION\" or leave it out",
                suggestion: "NO_INSTRUCTION")
            return
        }
    }

    /// The published `card.brand` and `card.type` values (Data/openapi: checkout_orders_v2 `card`).
    private static let cardBrands = RequestSchema.values(of: "checkout_orders_v2:card", "brand")
    private static let cardTypes = RequestSchema.values(of: "checkout_orders_v2:card", "type")

    private func checkCard(_ card: JSONObjectMembers, in context: inout ValidationContext) {
        typealias Key = OrdersV2.CardKey
        context.checkString(Key.name, of: card, length: 1...300)
        _ = context.enumeration("brand", in: card.object, allowed: Self.cardBrands)
        _ = context.enumeration("type", in: card.object, allowed: Self.cardTypes)
        var brand: CardBrand?
        // A saved card's expiry and address are redundant beside its id (`OrdersV2SavedCard`): reported as such,
        // not checked as if they were to be corrected.
        let vaultID = OrdersV2.member(card[Key.vaultID])
        let isSavedCard = vaultID != nil
        if let number = context.optional(Key.number, of: card) {
            // A number written as `""` is missing, as PayPal answers it for a capture and an authorization
            // (`DocumentKind.readsEmptyRequiredTextAsMissing`), where it names the card: not beside a saved card's
            // or a token's id.
            let namesTheCard = !isSavedCard
                && [Key.singleUseToken, Key.networkToken].allSatisfy { OrdersV2.member(card[$0]) == nil }
            if !(namesTheCard && context.reportsEmptyRequired(number, what: "the card's \"number\"")) {
                brand = context.cardNumber(number)?.brand
            }
            if let expiry = context.required(Key.expiry, of: card, what: "the card's \"expiry\" (YYYY-MM)") {
                context.cardExpiry(expiry)
            }
        } else if !isSavedCard, let expiry = context.optional(Key.expiry, of: card) {
            context.cardExpiry(expiry)
        }
        if let code = context.optional(Key.securityCode, of: card) {
            context.cardSecurityCode(code, brand: brand)
        }
        if context.kind != .ordersV2,
            [Key.number, Key.vaultID, Key.singleUseToken, Key.networkToken]
                .allSatisfy({ OrdersV2.member(card[$0]) == nil })
        {
            // A new order may name the card without its number: the payer types it into PayPal's card fields, which
            // confirm the order (the order then carries only the card's attributes, e.g. its 3-D Secure method).
            context.report(
                .cardNumberRequired, missing: "number", in: card.object,
                "the card names no card to charge: give its \"number\" and \"expiry\", or its \"vault_id\", \"single_use_token\" or \"network_token\"")
        }
        if !isSavedCard, let address = context.optional(Key.billingAddress, of: card) {
            AddressCheck.check(
                address, shape: .ordersV2, in: &context, what: "the billing address", isOnCardPayment: true)
        }
        if let vaultID { OrdersV2SavedCard.reportHeldMembers(of: card, besides: vaultID, in: &context) }
        for key in [Key.vaultID, Key.singleUseToken] {
            context.ordersV2Identifier(
                key, of: card, length: 1...255, describe: "made of letters, digits, \"_\" and \"-\"",
                allowed: OrdersV2.isIdentifierScalar)
        }
        if let attributes = context.object(
            context.optional(Key.attributes, of: card), known: OrdersV2.cardAttributeKeys, what: "the card attributes")
        {
            checkCustomer(context.optional("customer", in: attributes), in: &context)
            if let verification = context.object(
                context.optional("verification", in: attributes), known: OrdersV2.verificationKeys, what: "the verification")
            {
                _ = context.enumeration(
                    "method", in: verification, allowed: ["SCA_ALWAYS", "SCA_WHEN_REQUIRED", "3D_SECURE", "AVS_CVV"])
            }
        }
        for key in [Key.storedCredential, Key.networkToken] {
            if let value = context.optional(key, of: card), value.kind != .object {
                context.report(
                    .invalidParameterSyntax, at: value, "\"\(key.name)\" must be an object, not \(value.kind.article)")
            }
        }
    }

    private func checkPayPal(_ paypal: JSONObjectMembers, in context: inout ValidationContext) {
        typealias Key = OrdersV2.PayPalKey
        context.ordersV2Identifier(
            Key.vaultID, of: paypal, length: 1...255, describe: "made of letters, digits, \"_\" and \"-\"",
            allowed: OrdersV2.isIdentifierScalar)
        context.ordersV2Email(paypal[Key.emailAddress])
        context.ordersV2PartyName(context.optional(Key.name, of: paypal))
        context.ordersV2PhoneWithType(context.optional(Key.phone, of: paypal))
        context.ordersV2BirthDate(Key.birthDate, of: paypal)
        context.ordersV2TaxInfo(context.optional(Key.taxInfo, of: paypal))
        context.ordersV2PartialAddress(context.optional(Key.address, of: paypal), what: "the PayPal wallet's address")
        context.ordersV2Identifier(
            Key.billingAgreementID, of: paypal, length: 2...128, describe: "made of letters, digits and \"-\"",
            allowed: { OrdersV2.isIdentifierScalar($0) && $0 != "_" })
        checkWalletAttributes(context.optional(Key.attributes, of: paypal), in: &context)
    }

    private func checkVenmo(_ venmo: JSONObjectMembers, in context: inout ValidationContext) {
        typealias Key = OrdersV2.VenmoKey
        context.ordersV2Identifier(
            Key.vaultID, of: venmo, length: 1...255, describe: "made of letters, digits, \"_\" and \"-\"",
            allowed: OrdersV2.isIdentifierScalar)
        context.ordersV2Email(venmo[Key.emailAddress])
        checkWalletAttributes(context.optional(Key.attributes, of: venmo), in: &context)
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
