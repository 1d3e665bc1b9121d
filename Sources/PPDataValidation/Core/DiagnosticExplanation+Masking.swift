/// Masking: an explanation as ppdata prints it (`explain`, SARIF's rules), with no card number or security code
/// in full. The examples and evidence of the card rules quote published test cards (`4111111111111111`) and security
/// codes; they are documentation in docs/rules.md, but printed they are output, which a log or a code-scanning upload
/// keeps and a data-loss scanner flags like any other card number.
extension DiagnosticExplanation {
    /// The member names whose values are card security codes: Orders v2 and Vault `security_code`, Payments v1
    /// `cvv2`, and the spellings other APIs use.
    static let securityCodeMembers = ["security_code", "cvv2", "cvv", "cvc", "csc"]

    /// This explanation with every text masked (`maskingCardData(in:)`). Its example document then no longer gets
    /// the code it explains: the findings shown beside it are `validate`'s on ``exampleDocument`` itself.
    package var masked: DiagnosticExplanation {
        DiagnosticExplanation(copying: self, through: DiagnosticExplanation.maskingCardData(in:))
    }

    /// `text` with card numbers masked as in every finding (`•••• 1111`) and the value of each JSON member that holds
    /// a security code (`"security_code":"123"`) masked whole, a `•` per character, so its length still shows.
    package static func maskingCardData(in text: String) -> String {
        var masked = CardChecks.redactingCardNumbers(in: text)
        for member in securityCodeMembers { masked = maskingValues(of: member, in: masked) }
        return masked
    }

    /// `text` with the string or number after each `"member":` masked.
    private static func maskingValues(of member: String, in text: String) -> String {
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

    /// A copy of `other` with each text passed through `transform`.
    private init(copying other: DiagnosticExplanation, through transform: (String) -> String) {
        code = other.code
        summary = transform(other.summary)
        severityNote = transform(other.severityNote)
        kinds = other.kinds
        triggers = transform(other.triggers)
        exampleKind = other.exampleKind
        exampleDocument = transform(other.exampleDocument)
        fix = transform(other.fix)
        evidence = transform(other.evidence)
    }
}
