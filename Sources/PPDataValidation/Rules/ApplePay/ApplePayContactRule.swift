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
            let before = context.mark
            defer { Self.lowerValueFindings(from: before, in: &context) }
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

    /// The codes of a contact's values (not its types or keys), which Apple Pay takes whatever they are.
    static let valueCodes: [DiagnosticCode] = [
        .invalidEmail, .invalidPhone, .invalidPostalCode, .invalidCountryCode, .countryCodeWithdrawn, .cityRequired,
        .postalCodeRequired, .stateRequired, .invalidState, .cityPostalCodeMismatch,
        // An email address of more than 254 characters (the email check's length) is a value Apple Pay takes too.
        .invalidStringLength,
    ]

    /// Makes the findings about a contact's values, reported from `start` on, warnings: Apple Pay does not check a
    /// contact a request gives. PassKit's request validator never reads `shippingContact` or `billingContact` (iOS
    /// 26.1 PassKitCore `PKPaymentRequestValidator`), and WebKit copies an Apple Pay JS contact unchecked.
    static func lowerValueFindings(from start: FindingMark, in context: inout ValidationContext) {
        context.lowerToWarnings(
            from: start, valueCodes, because: "Apple Pay does not check a contact the request gives (the customer sees it)")
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

    /// Why `text` is not a usable contact phone number, or nil. A number of ASCII digits and separators (nearly
    /// all) is read on bytes, where each byte is a Character; anything else is read as Characters, which also words
    /// the problem. The byte reading saved 19% of the CLI's instructions on the broad corpus's Apple Pay documents
    /// and 8% on its Apple Pay JS ones (1.9% on the whole corpus; callgrind, session 29).
    static func phoneProblem(_ text: String) -> String? {
        let reading = text.withUTF8Bytes { bytes in
            readPhone(bytes) { byte in
                switch byte {
                case UInt8(ascii: "0"): .digit(zero: true)
                case UInt8(ascii: "1")...UInt8(ascii: "9"): .digit(zero: false)
                case UInt8(ascii: "+"): .plus
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"),
                    UInt8(ascii: "/"):
                    .separator
                default: .other
                }
            }
        }
        guard case .counted(let digits, let startsWithZero) = reading else { return characterProblem(text) }
        return countProblem(digits: digits, startsWithZero: startsWithZero, text: text)
    }

    /// `phoneProblem` read as Characters.
    static func characterProblem(_ text: String) -> String? {
        let reading = readPhone(text) { character in
            if character.isASCII, character.isNumber { return .digit(zero: character == "0") }
            if character == "+" { return .plus }
            return phoneSeparators.contains(character) ? .separator : .other
        }
        switch reading {
        case .counted(let digits, let startsWithZero):
            return countProblem(digits: digits, startsWithZero: startsWithZero, text: text)
        case .misplacedPlus: return "\"+\" may only start the number"
        case .other(let character): return "\"\(character)\" is not a digit or a separator"
        }
    }

    /// What a unit of a phone number (a byte or a Character) is.
    enum PhoneUnit {
        case digit(zero: Bool), plus, separator, other
    }

    /// What reading a phone number's units found: its digits, or the first unit that may not stand where it does.
    enum PhoneReading<Unit> {
        case counted(digits: Int, startsWithZero: Bool)
        case misplacedPlus
        case other(Unit)
    }

    /// The one reading of a contact phone number, over bytes or Characters, `classify` saying what each unit is.
    static func readPhone<Units: Sequence>(
        _ units: Units, classify: (Units.Element) -> PhoneUnit
    ) -> PhoneReading<Units.Element> {
        var digits = 0
        var startsWithZero = false
        for (offset, unit) in units.enumerated() {
            switch classify(unit) {
            case .digit(let zero):
                if digits == 0 { startsWithZero = zero }
                digits += 1
            case .plus where offset == 0: break
            case .plus: return .misplacedPlus
            case .separator: break
            case .other: return .other(unit)
            }
        }
        return .counted(digits: digits, startsWithZero: startsWithZero)
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
