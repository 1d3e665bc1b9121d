import PPData

/// `multiTokenContexts`, the merchants of a multi-merchant payment (PKPaymentTokenContext,
/// ApplePayPaymentTokenContext), in both Apple kinds: `merchantIdentifier`, `externalIdentifier`, `merchantName` and
/// `amount` required, `merchantDomain` optional; each amount a decimal amount of the request's currency and not
/// negative. Their sum is left in `ValidationContext.applePayTokenContextsSum`, which the total's check compares
/// with the total (this rule runs before the total's).
///
/// Facts: iOS 26.1 PassKitCore `PKPaymentTokenContextValidator` (the four required members; the amount by
/// `_PKPaymentIsValidCurrencyAmount`; "PKPaymentTokenContext amount must be greater than or equal to zero") and
/// `PKPaymentRequestValidator _checkMultiTokenTotal` ("The sum of all payment token context amounts must be equal to
/// the PKPaymentRequest total"), which WebKit's request reaches too; WebKit's ApplePayPaymentTokenContext.idl, and
/// ApplePaySession.cpp, which throws "\"invalid\" is not a valid amount." for an amount that is no decimal number
/// (WebKit's ApplePayModifier-multiTokenContexts test).
enum ApplePayTokenContexts {
    /// The members of a token context.
    static let keys = JSONKeySet(["merchantIdentifier", "externalIdentifier", "merchantName", "merchantDomain", "amount"])

    /// Checks the token contexts `elements` against the request's `currency`, and leaves their sum for the total's
    /// check.
    static func check(_ elements: JSONView.Elements, currency: DocumentCurrency?, in context: inout ValidationContext) {
        var sum: DecimalAmount? = .zero
        for element in elements {
            guard let token = context.object(element, known: keys, what: element.displayName) else {
                sum = nil
                continue
            }
            for key: StaticString in ["merchantIdentifier", "externalIdentifier", "merchantName"] {
                context.checkString(key, in: token, required: true)
            }
            context.checkString("merchantDomain", in: token)
            let before = context.mark
            let amount = context.amount("amount", in: token, currency: currency, policy: .applePay(.nonNegative))
            // An amount with an error has its own finding; one with a warning ("10.000") still counts.
            var faulty = context.hasErrors(since: before)
            if let amount, !faulty, let value = token["amount"] {
                faulty = ApplePayLineItems.exceedsPassKitLargest(amount, at: value, what: "the token context's amount", in: &context)
            }
            if let amount, !faulty, let total = sum {
                sum = try? total.adding(amount)
            } else {
                sum = nil
            }
        }
        // Compared only when every amount is usable.
        context.applePayTokenContextsSum = elements.count > 0 ? sum : nil
    }
}
