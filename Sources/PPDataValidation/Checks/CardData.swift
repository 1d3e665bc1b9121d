/// Masking for a payment module's own logs and screens: the screen every finding of ppdata passes through, for text
/// ppdata did not write (a request body about to be logged, an error from another service).
///
/// The standard ppdata keeps for its own output: a card number shows at most its last four digits, a security code
/// none of its digits.
public enum CardData {
    /// The member names whose values are card security codes: Orders v2 and Vault `security_code`, Payments v1
    /// `cvv2`, and the spellings other APIs use.
    static let securityCodeMembers = ["security_code", "cvv2", "cvv", "cvc", "csc"]

    /// A card number as it may be shown: `•••• ` and its last four digits (`•••• 1111`); `••••` alone for text of
    /// fewer than 8 digits, which might be a security code typed into the wrong field.
    public static func maskedNumber(_ number: String) -> String {
        CardChecks.mask(number)
    }

    /// `text` with every card number in it masked as findings mask them (13 to 19 digits, grouped or not, starting
    /// with a known brand's IIN: `•••• 1111`; amounts and E.164 phone numbers are left alone) and the value of each
    /// JSON member that holds a security code (`"security_code":"123"`, `"cvv2": 123`) masked whole, a `•` per
    /// character, so its length still shows.
    public static func redacting(_ text: String) -> String {
        var masked = CardChecks.redactingCardNumbers(in: text)
        for member in securityCodeMembers { masked = maskingValues(of: member, in: masked) }
        return masked
    }

    /// `text` with the string or number after each `"member":` masked.
    static func maskingValues(of member: String, in text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let key = Array("\"\(member)\"".unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func skipSpaces(from start: Int) -> Int {
            var end = start
            while end < scalars.count, scalars[end] == " " { end += 1 }
            return end
        }
        while index < scalars.count {
            guard scalars[index...].starts(with: key) else {
                out.append(scalars[index])
                index += 1
                continue
            }
            let colon = skipSpaces(from: index + key.count)
            guard colon < scalars.count, scalars[colon] == ":" else {
                out.append(contentsOf: scalars[index..<colon])
                index = colon
                continue
            }
            let value = skipSpaces(from: colon + 1)
            out.append(contentsOf: scalars[index..<value])
            index = value
            if index < scalars.count, scalars[index] == "\"" {
                out.append("\"")
                index += 1
                while index < scalars.count, scalars[index] != "\"" {
                    // An escape is two characters of the text and one of the value: both masked.
                    index += scalars[index] == "\\" ? 2 : 1
                    out.append("•")
                }
            } else {
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    out.append("•")
                    index += 1
                }
            }
        }
        return String(out)
    }
}
