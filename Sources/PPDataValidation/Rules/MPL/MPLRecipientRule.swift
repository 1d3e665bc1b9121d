/// `recipient` of a PayPalPayment and of every receiver: an email address, or a phone number with its country code
/// (the guide: "When specifying a number, include the country code; for example, "+14029352050". Limit 255
/// characters."). Bad email → `INVALID_EMAIL`, bad phone → `INVALID_PHONE`, over 255 → `INVALID_STRING_LENGTH`.
struct MPLRecipientRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let known = context.kind == .mplPayment ? MPL.paymentKeys : MPL.receiverKeys
        for container in context.mplContainers(root) {
            guard
                let value = context.mplRequired(
                    container.members[MPL.ContainerKey.recipient], key: "recipient", in: container.object, known: known,
                    what: container.name)
            else { continue }
            // An empty recipient is a length fault (1...255), not an address fault.
            guard context.checkString(value, length: 1...255) else { continue }
            // The form of an ASCII recipient (the usual case) is read from the document's bytes: no String is built
            // for it here (the email and phone checks read what they need). Any other text is read as Characters.
            let form = (value.withStringUTF8(MPLRecipient.asciiForm(utf8:)) ?? nil)
                ?? MPLRecipient.Form(characters: value.string ?? "")
            switch form {
            case .email:
                context.email(value, length: 1...255)
            case .phone:
                context.phone(value, country: nil)
            case .neither:
                // Without "@" or digits the value is most likely a broken email address (a user name, a domain).
                context.report(
                    .invalidEmail, at: value,
                    "recipient \"\(value.string ?? "")\" is neither an email address nor a phone number with its country code")
            }
        }
    }
}

/// How a recipient is read, and compared for `DUPLICATE_RECEIVER`.
enum MPLRecipient {
    /// Which of the two recipient forms a text is written in.
    enum Form {
        case email, phone, neither

        /// `@` makes an email address; otherwise digits with only phone punctuation make a phone number.
        init(of text: String) {
            self = MPLRecipient.asciiForm(of: text) ?? Form(characters: text)
        }

        /// `init(of:)` read as Characters: what decides every text that is not ASCII.
        init(characters text: String) {
            self = MPLRecipient.form(of: text) { character in
                if character == "@" { return .at }
                if MPL.isDigit(character) { return .digit }
                return " +-().\u{00A0}/".contains(character) ? .punctuation : .other
            }
        }
    }

    /// What a unit of a recipient's text (a byte or a Character) counts as.
    enum UnitClass {
        case at, digit, punctuation, other
    }

    /// The one reading of a recipient's form, over bytes or Characters, `classify` saying what each unit is.
    /// The byte reading of ASCII texts saved 5.3% of the CLI's instructions on the broad corpus (callgrind,
    /// session 29), so both stay, with one algorithm.
    static func form<Units: Sequence>(of units: Units, classify: (Units.Element) -> UnitClass) -> Form {
        var hasAt = false
        var hasDigit = false
        var onlyPhoneUnits = true
        for unit in units {
            switch classify(unit) {
            case .at: hasAt = true
            case .digit: hasDigit = true
            case .punctuation: break
            case .other: onlyPhoneUnits = false
            }
        }
        if hasAt { return .email }
        return hasDigit && onlyPhoneUnits ? .phone : .neither
    }

    /// `Form(of:)` of an ASCII text, decided on bytes (each byte is a Character there, or part of a CR LF that
    /// neither form allows); nil for other texts, which are read as Characters.
    static func asciiForm(of text: String) -> Form? {
        var text = text
        return text.withUTF8(asciiForm(utf8:))
    }

    /// `asciiForm(of:)` of the text's UTF-8 bytes.
    static func asciiForm(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Form? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return form(of: bytes) { byte in
            switch byte {
            case UInt8(ascii: "@"): .at
            case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
            case UInt8(ascii: " "), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "."), UInt8(ascii: "/"):
                .punctuation
            default: .other
            }
        }
    }

    /// The identity of a recipient for duplicate detection (docs/rules.md: emails compared case-insensitively, phones
    /// by digits), or nil for an empty or unreadable one. Emails and phones never match each other.
    static func identity(of value: JSONView) -> String? {
        // An ASCII recipient's identity is built from the document's bytes; other texts go through their String.
        switch value.withStringUTF8(asciiIdentity(utf8:)) {
        case .none: return nil  // not a string
        case .some(.some(let ascii)): return ascii
        case .some(.none): return value.string.flatMap(identity)
        }
    }

    /// `identity(of:)` of a recipient's text.
    static func identity(_ text: String) -> String? {
        var bytes = text
        if let identity = bytes.withUTF8(asciiIdentity(utf8:)) { return identity }
        switch Form(of: text) {
        case .email:
            return "email:" + text.lowercased()
        case .phone:
            return "phone:" + String(text.filter(MPL.isDigit))
        case .neither:
            return text.isEmpty ? nil : "other:" + text.lowercased()
        }
    }

    /// `identity(_:)` of an ASCII text, from its bytes (`lowercased()` and a Character filter cost about 2,500
    /// instructions a recipient); nil for other texts, `.some(nil)` for the empty text. In ASCII, lower-casing is
    /// the ASCII mapping and each digit is one byte, so the identity is the same.
    static func asciiIdentity(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        guard let form = asciiForm(utf8: bytes) else { return nil }
        let prefix: StaticString
        switch form {
        case .email: prefix = "email:"
        case .phone: prefix = "phone:"
        case .neither:
            if bytes.isEmpty { return .some(nil) }
            prefix = "other:"
        }
        // Written straight into the String's storage: prefix, then the digits or the lower-cased bytes.
        return String(unsafeUninitializedCapacity: prefix.utf8CodeUnitCount + bytes.count) { out in
            var count = 0
            prefix.withUTF8Buffer { for byte in $0 { out[count] = byte; count += 1 } }
            for byte in bytes {
                if form == .phone {
                    if byte &- UInt8(ascii: "0") < 10 {
                        out[count] = byte
                        count += 1
                    }
                } else {
                    out[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                    count += 1
                }
            }
            return count
        }
    }
}
