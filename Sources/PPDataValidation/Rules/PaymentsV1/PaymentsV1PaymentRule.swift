/// `payments-v1`: what the published schema cannot say of the payment's top level (`RequestSchemaRule` checks the
/// members' types, enumerations, lengths and URLs): the payer's payment method, funding instruments and
/// `payer_info` (email, phone, addresses), the redirect URLs a PayPal-wallet payment needs, and at least one
/// transaction. Each transaction is `PaymentsV1TransactionRule`'s.
struct PaymentsV1PaymentRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        // The root's table is kept for the transaction rule (`rootMembers`), which reads `transactions` and `payer`.
        guard let payment = context.rootMembers(root, known: PaymentsV1Keys.payment, what: "a Payments v1 payment") else {
            return
        }
        typealias Key = PaymentsV1Keys.PaymentKey
        let root = payment.object

        var paymentMethod: String?
        if let payerValue = context.required(Key.payer, of: payment),
            let payer = context.members(payerValue, known: PaymentsV1Keys.payer, what: "\"payer\"")
        {
            typealias PayerKey = PaymentsV1Keys.PayerKey
            paymentMethod = context.enumeration(
                PayerKey.paymentMethod, of: payer, allowed: PaymentsV1Keys.paymentMethods, required: true)
            let instruments = context.array(PayerKey.fundingInstruments, of: payer)
            if let instruments {
                for instrument in instruments { PaymentsV1FundingInstrument.check(instrument, in: &context) }
            }
            if paymentMethod == "credit_card" { checkCardFunding(payer, instruments, in: &context) }
            if let info = context.optional(PayerKey.payerInfo, of: payer) {
                checkPayerInfo(info, refusesEmail: paymentMethod == "paypal", in: &context)
            }
        }

        if paymentMethod == "paypal" { checkPayPalRedirects(context.optional(Key.redirectURLs, of: payment), in: root, &context) }
        // The payment schema lists only intent and payer as required, but a create-payment call without a
        // transaction has nothing to pay for; every PayPal example has exactly one.
        _ = context.array(Key.transactions, of: payment, required: true, items: 1...Int.max)
    }

    /// A PayPal-wallet payment needs both redirect URLs: PayPal answers 400 VALIDATION_ERROR `redirect_urls: This
    /// field required when payment_method is 'paypal'` (PayPal-node-SDK's recorded sandbox reply, in
    /// Tests/RealDocuments/payments-v1/node-sdk-paypal-without-redirect-urls.json). A future payment (PayPal iOS SDK's
    /// Future Payments guide) sends none and is accepted, and nothing in the body tells the two apart, so this is a
    /// warning that names what is missing, not an error.
    private func checkPayPalRedirects(_ redirects: JSONView?, in root: JSONView, _ context: inout ValidationContext) {
        let note = "PayPal rejects a payment_method \"paypal\" payment without it, unless it is a future payment"
        guard let redirects else {
            context.report(
                .missingRequiredParameter, .warning, missing: "redirect_urls", in: root,
                "\"redirect_urls\" with \"return_url\" and \"cancel_url\" is missing; \(note)")
            return
        }
        guard redirects.kind == .object else { return }  // reported as the wrong type above
        for key in ["return_url", "cancel_url"] as [StaticString] where context.optional(key, in: redirects) == nil {
            context.report(
                .missingRequiredParameter, .warning, missing: "\(key)", in: redirects,
                "\"redirect_urls.\(key)\" is missing; \(note)")
        }
    }

    /// A card payment needs a card to pay with. The schema says so in prose only (`payer.funding_instruments`: "Valid
    /// only and required for the credit card payment method. The array must include either a `credit_card` or
    /// `credit_card_token` object."), and PayPal answers 400 VALIDATION_ERROR, field `payer`, "Credit_card
    /// payment method must use credit_card or cardit_card_token funding instrument." to a `credit_card` payment without
    /// one (sic; PayPal-PHP-SDK #1001, 2017; twice in sam31191/diamantsecret's PayPal.log, 2017, stored in
    /// Tests/RealDocuments/payments-v1/; in 2015 "For credit_card payment method, the supported funding instrument is
    /// credit_card or cardit_card_token", PayPal-PHP-SDK #226). A `payment_card` counts too: the PHP SDK's functional
    /// test sends one and keeps a 201 Created.
    private func checkCardFunding(
        _ payer: JSONObjectMembers, _ instruments: JSONView.Elements?, in context: inout ValidationContext
    ) {
        let note = "PayPal refuses a \"credit_card\" payment without a \"credit_card\" or \"credit_card_token\" funding instrument"
        guard let written = context.optional(PaymentsV1Keys.PayerKey.fundingInstruments, of: payer) else {
            context.report(
                .missingRequiredParameter, missing: "funding_instruments", in: payer.object,
                "\"funding_instruments\" is missing; \(note)")
            return
        }
        guard let instruments else { return }  // not an array: reported as the wrong type
        for instrument in instruments {
            // An element of the wrong type is reported as such; one that holds a card is checked as a card.
            guard instrument.kind == .object else { return }
            if context.optional("credit_card", in: instrument) != nil
                || context.optional("credit_card_token", in: instrument) != nil
                || context.optional("payment_card", in: instrument) != nil
            {
                return
            }
        }
        context.report(
            .missingRequiredParameter, at: written, "\(written.displayName) holds no card; \(note)")
    }

    /// `refusesEmail`: a PayPal-wallet payment may not name the payer's email. PayPal answered 400 VALIDATION_ERROR,
    /// field `payer.payer_info.email`, "This field currently not supported in this request" to eleven such payments
    /// and created 80 whose `payer_info` held only `first_name` (luffy22/aisha_2016's PayPal.log, 2015-2016, one stored
    /// in Tests/RealDocuments/payments-v1/); "prefilling the email address is not currently supported" (PayPal's
    /// answer in PayPal-NET-SDK #83, 2015). A response's copy is no exception: PayPal refused the email of a created
    /// payment's response sent back as a request (the same log, 6 October 2015, stored), though responses carry it.
    /// Card payments' samples send it (PayPal-NET-SDK's card payment sample).
    private func checkPayerInfo(_ value: JSONView, refusesEmail: Bool, in context: inout ValidationContext) {
        guard let info = context.members(value, known: PaymentsV1Keys.payerInfo, what: "\"payer_info\"") else { return }
        typealias Key = PaymentsV1Keys.PayerInfoKey
        if let email = context.optional(Key.email, of: info) {
            if refusesEmail {
                context.report(
                    .notSupported, at: email,
                    "\(email.displayName) is not taken in a \"paypal\" payment: the buyer gives it on PayPal's pages, and "
                        + "PayPal refuses it (\"This field currently not supported in this request\")")
            } else {
                // payer_info.email: "Maximum length is 127 characters."
                context.email(email, length: 3...127)
            }
        }
        // Payments v1 phones are free-form E.123 text: only the length is checked (docs/rules.md).
        context.checkString(Key.phone, of: info, length: 0...50)
        for billing in [true, false] {
            // The quoted name as a literal (interpolated for every address, it was a String built and freed each time).
            let (key, what): (Key, String) =
                billing ? (.billingAddress, "\"billing_address\"") : (.shippingAddress, "\"shipping_address\"")
            if let address = context.optional(key, of: info) {
                AddressCheck.check(address, shape: .paymentsV1, in: &context, what: what)
            }
        }
    }
}
