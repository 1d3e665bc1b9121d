/// `apple-pay`: `shippingContact` and `billingContact` (PKContact): the postal address by the address rules, the
/// email address by the email rules, the phone number by a contact-phone check.
///
/// Phone decision: a PKContact's phone number is a CNPhoneNumber, whose text is whatever the address book holds,
/// national formats included ("(408) 555-1234"), and Apple Pay on the Web's ApplePayPaymentContact.phoneNumber is
/// likewise free text. Requiring E.164 would flag numbers Apple Pay itself produces, so here a phone number is
/// digits with the usual separators (space - . ( ) /), an optional leading `+`, and 3 to 15 digits (E.164's maximum
/// length). A number written internationally (a leading `+`) is checked against the per-region metadata like every
/// other phone number; a national one cannot be, since nothing says which country's plan it follows.
struct ApplePayContactRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let request = context.rootMembers(root, keys: ApplePayVocabulary.requestKeys)
        for shipping in [true, false] {
            // The quoted name as a literal: interpolated for every contact, it was a String built and freed each time.
            // (Not a list of (key, name) pairs: the first use of such an array builds its type from a mangled name.)
            let (key, what): (ApplePayVocabulary.RequestKey, String) =
                shipping ? (.shippingContact, "\"shippingContact\"") : (.billingContact, "\"billingContact\"")
            guard let value = context.optional(key, of: request),
                let contact = context.members(value, known: ApplePayVocabulary.contactKeys, what: what)
            else { continue }
            typealias Key = ApplePayVocabulary.ContactKey
            if let name = context.optional(Key.name, of: contact) {
                if name.kind == .object {
                    if let name = context.members(name, known: ApplePayVocabulary.nameKeys, what: "the contact name") {
                        for position in 0..<ApplePayVocabulary.nameKeys.count {
                            let key = ApplePayVocabulary.nameKeys.key(at: position)
                            guard key != "phoneticRepresentation" else { continue }
                            context.checkString(name[position], key: key, in: name.object)
                        }
                    }
                } else {
                    context.checkString(name)
                }
            }
            if let email = context.optional(Key.emailAddress, of: contact) {
                context.email(email)
            }
            if let phone = context.optional(Key.phoneNumber, of: contact) {
                Self.phone(phone, in: &context)
            }
            if let address = context.optional(Key.postalAddress, of: contact) {
                AddressCheck.check(address, shape: .applePay, in: &context, what: "the postal address")
            }
            context.checkString(Key.supplementarySubLocality, of: contact)
        }
    }

    /// Checks a contact phone number (see the type's comment); returns it when acceptable.
    @discardableResult
    static func phone(_ value: JSONView, in context: inout ValidationContext) -> String? {
        guard let text = context.string(value) else { return nil }
        guard let problem = phoneProblem(text) else {
            if text.hasUTF8Prefix("+") { return context.phone(value, country: nil, requiresE164: false) != nil ? text : nil }
            return text
        }
        context.report(
            .invalidPhone, at: value, "\"\(text)\" is not a phone number: \(problem)",
            suggestion: PhoneSyntax.suggestion(for: text))
        return nil
    }

    /// Why `text` is not a usable contact phone number, or nil.
    static func phoneProblem(_ text: String) -> String? {
        // A number of ASCII digits and separators (nearly all) is read on bytes, where each byte is a Character;
        // anything else is read as Characters, which also words the problem.
        let reading = text.withUTF8Bytes { bytes -> (digits: Int, first: UInt8?)? in
            var digits = 0
            var first: UInt8?
            for offset in bytes.indices {
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if digits == 0 { first = byte }
                    digits += 1
                case UInt8(ascii: "+") where offset == 0:
                    break
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"),
                    UInt8(ascii: "/"):
                    break
                default:
                    return nil
                }
            }
            return (digits, first)
        }
        guard let reading else { return characterProblem(text) }
        return countProblem(digits: reading.digits, startsWithZero: reading.first == UInt8(ascii: "0"), text: text)
    }

    /// `phoneProblem` read as Characters.
    static func characterProblem(_ text: String) -> String? {
        var digits = 0
        var startsWithZero = false
        for (offset, character) in text.enumerated() {
            if character.isASCII, character.isNumber {
                if digits == 0 { startsWithZero = character == "0" }
                digits += 1
            } else if character == "+" {
                if offset != 0 { return "\"+\" may only start the number" }
            } else if !phoneSeparators.contains(character) {
                return "\"\(character)\" is not a digit or a separator"
            }
        }
        return countProblem(digits: digits, startsWithZero: startsWithZero, text: text)
    }

    /// The problems of a number made of digits, separators and a leading "+": how many digits, and what follows "+".
    /// With 3 to 15 digits, "+" and the digits are E.164 (`PhoneSyntax.isE164`) unless the first digit is 0, so that
    /// is all there is left to ask.
    private static func countProblem(digits: Int, startsWithZero: Bool, text: String) -> String? {
        if digits < 3 { return "it has \(digits) digit\(digits == 1 ? "" : "s")" }
        if digits > 15 { return "it has \(digits) digits; a phone number has at most 15 (E.164)" }
        if text.hasUTF8Prefix("+"), startsWithZero {
            return "after \"+\" comes a country code, which does not start with 0"
        }
        return nil
    }

    /// What may stand between the digits of a contact's phone number.
    private static let phoneSeparators: Set<Character> = [" ", "-", ".", "(", ")", "/", "\u{00A0}"]
}
