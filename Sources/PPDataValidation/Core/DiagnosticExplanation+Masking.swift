/// Masking: an explanation as ppdata prints it (`explain`, SARIF's rules), with no card number or security code
/// in full. The examples and evidence of the card rules quote published test cards (`4111111111111111`) and security
/// codes; they are documentation in docs/rules.md, but printed they are output, which a log or a code-scanning upload
/// keeps and a data-loss scanner flags like any other card number.
extension DiagnosticExplanation {
    /// This explanation with every text masked (`CardData.redacting(_:)`). Its example document then no longer gets
    /// the code it explains: the findings shown beside it are `validate`'s on ``exampleDocument`` itself.
    package var masked: DiagnosticExplanation {
        DiagnosticExplanation(copying: self, through: CardData.redacting(_:))
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
