/// A string member's length limits as the generated schema tables hold them (the published document with
/// Data/openapi/overrides.tsv applied), for a rule that checks the member itself (`RuleCoverage` then keeps the
/// walker out of it): the numbers stay the schema's, so an override changes the rule's check as it changes the
/// walker's.
struct SchemaStringLength: Sendable {
    /// The lengths PayPal accepts, in UTF-16 code units.
    let accepted: ClosedRange<Int>
    /// The length past which PayPal keeps only the first characters of what it accepts, or nil.
    let kept: Int?
    /// Whether PayPal reads a JSON number here as its text (overrides.tsv: a warning, not a wrong type).
    let readsNumber: Bool

    /// The limits of `member` (`document:component.member`); nil when the tables have no such member (the rules'
    /// tests would fail: every name a rule gives is checked there).
    init?(_ member: String) {
        guard let index = RequestSchema.memberIndex(member) else { return nil }
        let shape = RequestSchema.shapes[RequestSchema.members[index].shape]
        accepted = max(shape.minLength, 0)...(shape.maxLength >= 0 ? shape.maxLength : Int.max)
        kept = shape.truncatedLength >= 0 ? shape.truncatedLength : nil
        readsNumber = RequestSchema.Types(rawValue: shape.lenientTypes).contains(.number)
    }

    /// Limits a rule states itself (PayPal's reference where the published document gives none), with whether PayPal
    /// reads a JSON number there as its text, as the tables say: the Payments v1 address's fields.
    init(accepted: ClosedRange<Int>, readsNumber: Bool) {
        self.accepted = accepted
        kept = nil
        self.readsNumber = readsNumber
    }
}

extension ValidationContext {
    /// Checks `member` (when present; reported missing when `required`) as a string of `limits`' lengths, and warns
    /// when PayPal would keep only part of it, or reads a JSON number as its text.
    mutating func checkString(
        _ member: JSONView?, key: StaticString, in object: JSONView, required isRequired: Bool = false,
        limits: SchemaStringLength?
    ) {
        if let value = member, value.kind == .number, limits?.readsNumber == true {
            reportNumberReadAsText(value)
            return
        }
        checkString(member, key: key, in: object, required: isRequired, length: limits?.accepted)
        if let value = member, let kept = limits?.kept, let accepted = limits?.accepted {
            checkTruncation(value, kept: kept, accepted: accepted.upperBound)
        }
    }

    /// Warns that PayPal reads the JSON number `value` as its text where the schema asks for a string. Kept out of
    /// `checkString(_:key:in:required:limits:)`, which every purchase unit and item calls for several members.
    @inline(never)
    mutating func reportNumberReadAsText(_ value: JSONView) {
        guard let text = value.numberText else { return }
        report(
            .invalidParameterSyntax, .warning, at: value,
            "\(value.displayName) is the number \(text); the schema asks for a string, though PayPal reads it as \"\(text)\"",
            suggestion: "\"\(text)\"")
    }

    /// Warns when `value` is a string PayPal accepts (up to `accepted` characters) but cuts to its first `kept`: what
    /// the payer and the reports see is not what was sent. The one place this is decided, for the rules and the walker.
    mutating func checkTruncation(_ value: JSONView, kept: Int, accepted: Int) {
        // A string of at most `kept` bytes between its quotes has at most `kept` UTF-16 units: the usual case is
        // settled without counting.
        guard value.kind == .string, value.byteRange.count - 2 > kept, let length = value.stringLengthUTF16,
            length > kept, length <= accepted
        else { return }
        report(
            .invalidStringLength, .warning, at: value,
            "\(value.displayName) has \(length) characters; PayPal accepts up to \(accepted) but keeps only the first \(kept)")
    }
}
