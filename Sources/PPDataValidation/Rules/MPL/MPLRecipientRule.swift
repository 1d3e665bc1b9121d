/// `recipient` of a PayPalPayment and of every receiver: an email address, or a phone number with its country code
/// (the guide: "When specifying a number, include the country code; for example, "+14029352050". Limit 255
/// characters."). Bad email → `INVALID_EMAIL`, bad phone → `INVALID_PHONE`, over 255 → `INVALID_STRING_LENGTH`.
struct MPLRecipientRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let known = context.kind == .mplPayment ? MPL.paymentKeys : MPL.receiverKeys
        for container in MPL.containers(of: root, kind: context.kind) {
            guard let value = context.mplRequired("recipient", in: container.object, known: known, what: container.name)
            else { continue }
            // An empty recipient is a length fault (1...255), not an address fault.
            guard let text = context.string(value, length: 1...255) else { continue }
            switch MPLRecipient.Form(of: text) {
            case .email:
                context.email(value, length: 1...255)
            case .phone:
                context.e164Phone(value)
            case .neither:
                // Without "@" or digits the value is most likely a broken email address (a user name, a domain).
                context.report(
                    .invalidEmail, at: value,
                    "recipient \"\(text)\" is neither an email address nor a phone number with its country code")
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
            if text.contains("@") {
                self = .email
            } else if text.contains(where: MPL.isDigit),
                text.allSatisfy({ MPL.isDigit($0) || " +-().\u{00A0}/".contains($0) })
            {
                self = .phone
            } else {
                self = .neither
            }
        }
    }

    /// The identity of a recipient for duplicate detection (docs/rules.md: emails compared case-insensitively, phones
    /// by digits), or nil for an empty or unreadable one. Emails and phones never match each other.
    static func identity(_ text: String) -> String? {
        switch Form(of: text) {
        case .email:
            return "email:" + text.lowercased()
        case .phone:
            return "phone:" + String(text.filter(MPL.isDigit))
        case .neither:
            return text.isEmpty ? nil : "other:" + text.lowercased()
        }
    }
}
