/// `apple-pay-js`: `shippingContact` and `billingContact` (ApplePayPaymentContact), the address and the person in
/// one object: the address by the address rules (the Apple Pay JS contact shape), the email address by the email
/// rules and the phone number by the Apple Pay contact-phone check (`ApplePayContactRule.phone`: free text, as
/// PassKit's). WebKit copies a contact without checking it, so an empty one is fine; what is checked here is what
/// would make the prefilled sheet wrong.
struct ApplePayJSContactRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        for key in [ApplePayJSVocabulary.RequestKey.shippingContact, .billingContact] {
            guard let contact = context.optional(key, of: request) else { continue }
            // The quoted name as a literal: interpolated for every contact, it was a String built and freed each time.
            let what = key == .shippingContact ? "\"shippingContact\"" : "\"billingContact\""
            let before = context.mark
            defer { ApplePayContactRule.lowerValueFindings(from: before, in: &context) }
            AddressCheck.check(contact, shape: .applePayJS, in: &context, what: what)
            guard contact.kind == .object else { continue }
            let (email, phone) = (contact["emailAddress"], contact["phoneNumber"])
            if !context.isConvertedNull(email), let email = context.optional(email) {
                context.email(email)
            }
            if !context.isConvertedNull(phone), let phone = context.optional(phone) {
                ApplePayContactRule.phone(phone, in: &context)
            }
        }
    }
}
