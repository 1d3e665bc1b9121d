/// `payer.funding_instruments[]` of a Payments v1 payment: a card paid with directly (`credit_card`, or the SDK's
/// `payment_card`) or a stored card (`credit_card_token`), checked with the card rules Orders v2 uses (number length,
/// brand and Luhn check, expiry against `--now`, security code length, masking) and the v1 address rules.
///
/// Source: PayPal's Payments v1 reference, `funding_instrument`, `credit_card` and `credit_card_token` objects
/// (`expire_month` and `expire_year` are integers; `type` is `visa`, `mastercard`, `discover`, `amex`). PayPal's
/// recorded sandbox answers accept the month, the year and `cvv2` as JSON numbers or digit strings (PayPal-node-SDK
/// `test/mocks`, in Tests/RealDocuments/payments-v1/node-sdk-sale-numeric-expiry-and-cvv2.json: 201 Created).
enum PaymentsV1FundingInstrument {
    /// `funding_instruments[]`.
    static let keys = RequestSchema.keySet(
        ["credit_card", "credit_card_token", "payment_card", "bank_account", "billing"],
        completedBy: "payments_payment_v1:funding_instrument")

    /// `credit_card` (the read-only members appear in responses and stored-card bodies).
    static let cardKeys = JSONKeySet([
        "number", "type", "expire_month", "expire_year", "cvv2", "first_name", "last_name", "billing_address",
        "external_customer_id", "merchant_id", "payer_id", "external_card_id", "id", "state", "valid_until",
        "create_time", "update_time", "links",
    ])

    /// `payment_card`: the members of PayPal-PHP-SDK's `PaymentCard` (lib/PayPal/Api/PaymentCard.php at 1a2ed76, a
    /// funding instrument the SDK marks "Not publicly available"), which its PaymentsFunctionalTest sends for a sale.
    static let paymentCardKeys = JSONKeySet([
        "id", "number", "type", "expire_month", "expire_year", "start_month", "start_year", "cvv2", "first_name",
        "last_name", "billing_country", "billing_address", "external_customer_id", "status", "card_product_class",
        "valid_until", "issue_number", "links",
    ])

    /// A stored card's `credit_card_id` length, from the schema tables.
    static let creditCardIDLength = SchemaStringLength("payments_payment_v1:credit_card_token.credit_card_id")

    /// `credit_card_token`.
    static let tokenKeys = RequestSchema.keySet(
        ["credit_card_id", "payer_id", "last4", "type", "expire_month", "expire_year"],
        completedBy: "payments_payment_v1:credit_card_token")

    /// `type` values and the brand each names.
    static let cardTypes: [(type: String, brand: CardBrand)] = [
        ("visa", .visa), ("mastercard", .mastercard), ("discover", .discover), ("amex", .americanExpress),
        ("jcb", .jcb), ("maestro", .maestro),
    ]
    /// The `type` values of `cardTypes`, listed once (not per card).
    static let cardTypeNames = cardTypes.map { $0.type }

    /// Checks one element of `funding_instruments`.
    static func check(_ value: JSONView, in context: inout ValidationContext) {
        guard let instrument = context.object(value, known: keys, what: "the funding instrument") else { return }
        if let card = context.object(context.optional("credit_card", in: instrument), known: cardKeys, what: "the card") {
            checkCard(card, typeRequired: true, in: &context)
        }
        // The same card checks (number, expiry, security code, billing address). Its `type` is not held to a list:
        // the SDK's model lists upper-case values (`VISA`, `CB_NATIONALE`, ...) where its own test sends `visa`.
        if let card = context.object(
            context.optional("payment_card", in: instrument), known: paymentCardKeys, what: "the payment card")
        {
            checkCard(card, typeRequired: false, in: &context)
            if let country = context.optional("billing_country", in: card) {
                AddressCheck.countryCode(country, allowsC2: true, in: &context)
            }
        }
        if let token = context.object(
            context.optional("credit_card_token", in: instrument), known: tokenKeys, what: "the card token")
        {
            // Its `last4`, `type`, `expire_month` and `expire_year` are read-only (the stored card's, in a response),
            // so accepted and not checked, as the schema layer treats read-only members: PayPal's Java and .NET SDKs
            // declare the month and year as `int` and so send `0` for both with every stored card
            // (PayPal-Java-SDK CreditCardToken.java, `private int expireMonth`, 2013 to today).
            context.checkString(
                token["credit_card_id"], key: "credit_card_id", in: token, required: true, limits: Self.creditCardIDLength)
        }
    }

    /// Checks a card given to pay with (`credit_card`, or `payment_card` whose `type` is not held to `cardTypes`).
    private static func checkCard(_ card: JSONView, typeRequired: Bool, in context: inout ValidationContext) {
        var brand: CardBrand?
        if let number = context.required("number", in: card) {
            brand = context.cardNumber(number)?.brand
        }
        if typeRequired {
            _ = cardType(in: card, brand: brand, required: true, &context)
        } else {
            context.checkString("type", in: card)
        }
        checkExpiry(of: card, required: true, in: &context)
        if let code = context.optional("cvv2", in: card) {
            context.cardSecurityCode(code, brand: brand, allowsNumber: true, shortIsWarning: true)
        }
        context.checkString("first_name", in: card)
        context.checkString("last_name", in: card)
        if let address = context.optional("billing_address", in: card) {
            AddressCheck.check(
                address, shape: .paymentsV1, in: &context, what: "the billing address", isOnCardPayment: true)
        }
    }

    /// Checks `type` (required on a card): one of `cardTypes`, and the brand the number shows when it is known.
    private static func cardType(
        in card: JSONView, brand: CardBrand?, required: Bool, _ context: inout ValidationContext
    ) -> String? {
        let value = required ? context.required("type", in: card) : context.optional("type", in: card)
        guard let value, let type = context.enumeration("type", in: card, allowed: cardTypeNames) else {
            return nil
        }
        if let brand, let named = cardTypes.first(where: { $0.type == type })?.brand, named != brand {
            let expected = cardTypes.first { $0.brand == brand }?.type
            context.report(
                .invalidParameterValue, at: value,
                "the card type \"\(type)\" does not match the card number, which is \(brand.displayName)",
                suggestion: expected)
        }
        return type
    }

    /// Checks `expire_month` (1–12) and `expire_year` (four digits), as integers or digit strings, and that the card
    /// has not expired (`CARD_EXPIRED`; a card is valid through the last day of its month).
    private static func checkExpiry(of card: JSONView, required: Bool, in context: inout ValidationContext) {
        let monthValue = required ? context.required("expire_month", in: card) : context.optional("expire_month", in: card)
        let yearValue = required ? context.required("expire_year", in: card) : context.optional("expire_year", in: card)
        let month = monthValue.flatMap { integer($0, in: 1...12, what: "a month from 1 to 12", &context) }
        let today = context.options.today
        // A year written with two digits, as the card shows it (`26`), is suggested with its century when that
        // makes a card in use: this year (not before the month, when the month is known) up to 20 years on.
        let completed = { (short: Int) -> String? in
            let year = today.year / 100 * 100 + short
            guard short < 100, year <= today.year + 20,
                year * 12 + (month ?? 12) >= today.year * 12 + today.month
            else { return nil }
            return String(year)
        }
        let year = yearValue.flatMap {
            integer($0, in: 1000...9999, what: "a four-digit year", suggesting: completed, &context)
        }
        guard let month, let year, let yearValue else { return }
        if year * 12 + month < today.year * 12 + today.month {
            let expiry = "\(year)-\(month < 10 ? "0" : "")\(month)"
            context.report(
                .cardExpired, at: yearValue,
                "the card expired at the end of \(expiry): it cannot be charged \(context.options.todayPhrase)")
        }
    }

    /// `value` as an integer in `range`: a JSON integer or a string of digits (both are accepted by PayPal). A number
    /// outside `range` is reported with `suggesting`'s answer for it, if any.
    private static func integer(
        _ value: JSONView, in range: ClosedRange<Int>, what: String, suggesting: (Int) -> String? = { _ in nil },
        _ context: inout ValidationContext
    ) -> Int? {
        let text: String
        switch value.kind {
        case .number: text = value.numberText ?? value.rawText
        case .string: text = value.string ?? ""
        default:
            context.report(
                .invalidParameterSyntax, at: value, "\(value.displayName) must be \(what), not \(value.kind.article)")
            return nil
        }
        guard text.utf8.count <= 4, text.isASCIIDigits, let number = Int(text) else {
            context.report(.invalidParameterSyntax, at: value, "\(value.displayName) must be \(what), not \(text.prefix(20))")
            return nil
        }
        guard range.contains(number) else {
            context.report(
                .invalidParameterValue, at: value, "\(value.displayName) must be \(what), not \(number)",
                suggestion: suggesting(number))
            return nil
        }
        return number
    }
}
