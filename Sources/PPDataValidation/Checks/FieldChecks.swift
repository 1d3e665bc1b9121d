/// Type, presence, length and enumeration checks shared by every rule.
///
/// Each returns the checked value when it is usable, so a rule can go on to its own checks, and nil otherwise
/// (having reported why). A missing optional field is not a finding.
extension ValidationContext {
    /// `value` as an object, reporting a wrong type and every key not in `known` (with the nearest known key).
    /// A null member counts as absent (the caller reports it if required); a null array element is reported here as
    /// `MISSING_REQUIRED_PARAMETER` (docs/rules.md: absent or null), since no caller can leave an element out.
    /// Each member's key is matched by its bytes in one probe of the key set (the list form this replaced compared
    /// every member with every known key).
    mutating func object(_ value: JSONView?, known: JSONKeySet, what: String = "value") -> JSONView? {
        members(value, known: known, what: what)?.object
    }

    /// `value` when it is an object; reports a wrong type, and a null array element (see `object(_:known:what:)`).
    mutating func objectValue(_ value: JSONView?, what: String) -> JSONView? {
        guard let value else { return nil }
        if value.isNull {
            if value.arrayIndex != nil { report(.missingRequiredParameter, at: value, "\(what) is null") }
            return nil
        }
        guard value.kind == .object else {
            report(.invalidParameterSyntax, at: value, "\(what) must be an object, not \(value.kind.article)")
            return nil
        }
        return value
    }

    /// The member `key` of `object`, reporting `MISSING_REQUIRED_PARAMETER` when it is absent or null.
    mutating func required(_ key: StaticString, in object: JSONView, what: String? = nil) -> JSONView? {
        required(object[key], key: key, in: object, what: what)
    }

    /// `required(_:in:what:)` for a member already looked up (`member` is `object[key]`, e.g. from
    /// `JSONObjectMembers`).
    mutating func required(
        _ member: JSONView?, key: some CustomStringConvertible, in object: JSONView, what: String? = nil
    ) -> JSONView? {
        guard let value = member, !value.isNull else {
            reportMissing(member, key: key.description, in: object, what: what)
            return nil
        }
        if reportsEmptyRequired(value, what: what ?? "\"\(key)\"") { return nil }
        return value
    }

    /// Whether `value`, a required member, is `""` where PayPal answers it as missing
    /// (`DocumentKind.readsEmptyRequiredTextAsMissing`): then reported as `MISSING_REQUIRED_PARAMETER`.
    @inline(__always)
    mutating func reportsEmptyRequired(_ value: JSONView, what: @autoclosure () -> String) -> Bool {
        guard emptyRequiredTextIsMissing, value.isEmptyString else { return false }
        reportEmpty(value, what: what())
        return true
    }

    /// `reportsEmptyRequired`'s finding, out of line.
    @inline(never)
    mutating func reportEmpty(_ value: JSONView, what: String) {
        report(.missingRequiredParameter, at: value, "\(what) is required and is empty; PayPal answers an empty one as missing")
    }

    /// `required`'s finding, out of line: every required member of every document passes through `required`, and
    /// almost all of them are there.
    @inline(never)
    private mutating func reportMissing(_ written: JSONView?, key: String, in object: JSONView, what: String?) {
        let subject = what ?? "\"\(key)\""
        report(.missingRequiredParameter, missing: key, in: object, written: written, "\(subject) is required")
    }

    /// The member `key` of `object`, or nil when it is absent or null.
    func optional(_ key: StaticString, in object: JSONView) -> JSONView? {
        optional(object[key])
    }

    /// A member already looked up, or nil when it is absent or null.
    func optional(_ member: JSONView?) -> JSONView? {
        guard let value = member, !value.isNull else { return nil }
        return value
    }

    /// The member `key` (or nil when absent, or absent and required: reported) as a string of `length` characters.
    mutating func string(
        _ key: StaticString, in object: JSONView, required isRequired: Bool = false, length: ClosedRange<Int>? = nil
    ) -> (value: JSONView, text: String)? {
        string(object[key], key: key, in: object, required: isRequired, length: length)
    }

    /// `string(_:in:required:length:)` for a member already looked up (`member` is `object[key]`).
    mutating func string(
        _ member: JSONView?, key: some CustomStringConvertible, in object: JSONView, required isRequired: Bool = false,
        length: ClosedRange<Int>? = nil
    ) -> (value: JSONView, text: String)? {
        // A present member is the usual case, and asks nothing more; absence and null are sorted out after.
        guard let value = member, !value.isNull else {
            if !isConvertedNull(member, required: isRequired), isRequired { _ = required(member, key: key, in: object) }
            return nil
        }
        if isRequired, reportsEmptyRequired(value, what: "\"\(key)\"") { return nil }
        guard let text = string(value, length: length) else { return nil }
        return (value, text)
    }

    /// The member `key` (when present, or reported missing when required) checked as `string(_:in:required:length:)`
    /// checks it, without decoding its text: for callers that do not use the text, which is most of them.
    mutating func checkString(
        _ key: StaticString, in object: JSONView, required isRequired: Bool = false, length: ClosedRange<Int>? = nil
    ) {
        checkString(object[key], key: key, in: object, required: isRequired, length: length)
    }

    /// `checkString(_:in:required:length:)` for a member already looked up (`member` is `object[key]`).
    mutating func checkString(
        _ member: JSONView?, key: some CustomStringConvertible, in object: JSONView, required isRequired: Bool = false,
        length: ClosedRange<Int>? = nil
    ) {
        guard let value = member, !value.isNull else {
            if !isConvertedNull(member, required: isRequired), isRequired { _ = required(member, key: key, in: object) }
            return
        }
        if isRequired, reportsEmptyRequired(value, what: "\"\(key)\"") { return }
        _ = checkString(value, length: length)
    }

    /// Whether the text member `member` is a `null` that the browser turns into the text "null", reported as a
    /// warning: in a kind whose documents WebIDL converts, only a member left out is absent (WebKit's LayoutTests:
    /// `countryCode: null` is refused as "\"null\" is not a valid country code.", ApplePaySession-expected.txt).
    @inline(__always)
    mutating func isConvertedNull(_ member: JSONView?, required isRequired: Bool = false) -> Bool {
        // The kind is asked first, inline: every text member of every kind passes here (a call per member cost 0.8%
        // of the broad corpus's instructions).
        guard kind.convertsScalarsLikeWebIDL else { return false }
        return reportConvertedNull(member, required: isRequired)
    }

    /// `isConvertedNull(_:required:)` once the kind converts.
    private mutating func reportConvertedNull(_ member: JSONView?, required isRequired: Bool) -> Bool {
        guard let member, member.isNull else { return false }
        report(
            .invalidParameterSyntax, .warning, at: member,
            "\(member.displayName) is null, which Safari turns into the text \"null\" (for a text member WebIDL takes only a member left out as absent); "
                + (isRequired ? "write the text it should hold" : "leave it out"))
        return true
    }

    /// `value` as a string of `length` characters (counted in UTF-16 code units, as PayPal's servers count them:
    /// `JSONView.stringLengthUTF16`). In a kind whose documents WebIDL converts, a number or boolean is the text the
    /// browser makes of it (not held to `length`), reported as a warning unless `reportsConversion` is false (a
    /// caller that checks the text against a closed set, whose error then says the rest).
    mutating func string(_ value: JSONView, length: ClosedRange<Int>? = nil, reportsConversion: Bool = true) -> String? {
        guard checkString(value, length: length, reportsConversion: reportsConversion) else {
            return kind.convertsScalarsLikeWebIDL ? value.scriptText : nil
        }
        return value.string
    }

    /// The type and length checks of `string(_:length:)`, counting scalars from the bytes: a string is decoded only
    /// when a caller needs its text (building Strings was a large share of validation time).
    /// In a kind whose documents WebIDL converts, a number or boolean is reported as a warning (unless
    /// `reportsConversion` is false), and still not a string here.
    @discardableResult
    mutating func checkString(_ value: JSONView, length: ClosedRange<Int>? = nil, reportsConversion: Bool = true) -> Bool {
        guard value.kind == .string else {
            if kind.convertsScalarsLikeWebIDL, value.kind == .number || value.kind == .bool {
                if reportsConversion { reportTextConversion(of: value) }
            } else {
                report(.invalidParameterSyntax, at: value, "\(value.displayName) must be a string, not \(value.kind.article)")
            }
            return false
        }
        // Characters are counted only when the byte length leaves the answer open: a string without escapes has
        // at least a quarter as many UTF-16 units as bytes and at most as many, which settles almost every field.
        if let length, !value.stringLength(isCertainlyIn: length) {
            let count = value.stringLengthUTF16 ?? 0
            if !length.contains(count) {
                // No upper bound is Int.max, which is no figure to print (a review found it masked as a card number).
                let limit =
                    length.lowerBound == length.upperBound
                    ? "exactly \(length.lowerBound)"
                    : length.upperBound == Int.max ? "at least \(length.lowerBound)"
                    : length.lowerBound == 0 ? "at most \(length.upperBound)" : "\(length.lowerBound) to \(length.upperBound)"
                // Characters outside the BMP (an emoji) are two units each: the message says what is counted.
                let scalars = value.stringScalarCount ?? count
                let counted =
                    scalars == count
                    ? (count == 1 ? "1 character" : "\(count) characters")
                    : "\(count) UTF-16 code units (\(scalars) characters; PayPal counts the units)"
                report(
                    .invalidStringLength, at: value, "\(value.displayName) has \(counted); it must have \(limit)")
                return false
            }
        }
        return true
    }

    /// Reports a number or boolean where text belongs, in a kind whose documents WebIDL converts: a warning, since
    /// the browser takes the text it makes (WebKit's Apple Pay LayoutTests: `countryCode: 7` is refused as
    /// "\"7\" is not a valid country code", and `applicationData: 7` is taken).
    private mutating func reportTextConversion(of value: JSONView) {
        let text = value.scriptText.map { "\"\($0)\"" }
        report(
            .invalidParameterSyntax, .warning, at: value,
            "\(value.displayName) is \(value.kind.article), not a string; Safari converts it to the text "
                + (text ?? "JavaScript's String() makes of it") + ", so write it as a string",
            suggestion: text)
    }

    /// The member `key` as one of `allowed`, reporting `INVALID_PARAMETER_VALUE` with the nearest allowed value.
    mutating func enumeration(
        _ key: StaticString, in object: JSONView, allowed: [String], required isRequired: Bool = false
    ) -> String? {
        enumeration(object[key], key: key, in: object, allowed: allowed, required: isRequired)
    }

    /// `enumeration(_:in:allowed:required:)` for a member already looked up (`member` is `object[key]`).
    mutating func enumeration(
        _ member: JSONView?, key: some CustomStringConvertible, in object: JSONView, allowed: [String],
        required isRequired: Bool = false
    ) -> String? {
        guard let value = member, !value.isNull else {
            // Absent is the usual case here, and asks nothing more.
            if let member, isRefusedNullEnumeration(member, allowed: allowed) { return nil }
            if isRequired { _ = required(member, key: key, in: object) }
            return nil
        }
        if isRequired, reportsEmptyRequired(value, what: "\"\(key)\"") { return nil }
        return enumeration(value, allowed: allowed)
    }

    /// Whether `member` is a `null` written for an enumeration in a kind whose documents WebIDL converts, reported as
    /// an error: the browser converts it to the text "null", which no enumeration holds, and throws a TypeError
    /// (JSDOMConvertEnumeration.h; WebKit LayoutTests ApplePaySession-expected.txt: "request.shippingType = null ...
    /// threw exception TypeError: Type error."). Only a member left out is absent there.
    mutating func isRefusedNullEnumeration(_ member: JSONView?, allowed: [String]) -> Bool {
        guard let member, member.isNull, kind.convertsScalarsLikeWebIDL else { return false }
        let list = allowed.count <= 6 ? allowed.joined(separator: ", ") : "its \(allowed.count) values"
        report(
            .invalidParameterValue, at: member,
            "\(member.displayName) is null; Safari throws a TypeError for any value but \(list)")
        return true
    }

    /// Whether `member` is a `null` written for a required text member in a kind whose documents WebIDL converts,
    /// reported as an error under `code`: the browser reads the text "null" and refuses it as it would any other
    /// text that is not what `refusal` names (ApplePaySession-expected.txt: `countryCode: null` threw "TypeError:
    /// \"null\" is not a valid country code."), so "is required" would send the reader to the wrong fix.
    mutating func isRefusedNullText(_ member: JSONView?, code: DiagnosticCode, refusal: String) -> Bool {
        guard let member, member.isNull, kind.convertsScalarsLikeWebIDL else { return false }
        report(
            code, at: member,
            "\(member.displayName) is null, which Safari turns into the text \"null\" and refuses as not a valid \(refusal) (a TypeError)")
        return true
    }

    /// `value` as one of `allowed`, reporting `INVALID_PARAMETER_VALUE` with the nearest allowed value.
    mutating func enumeration(_ value: JSONView, allowed: [String]) -> String? {
        // A string written as one of `allowed` (the usual case) is matched by its bytes: no String is built.
        if let match = value.withStringUTF8({ Self.firstMatch(of: $0, in: allowed) }) ?? nil { return match }
        guard let text = string(value, reportsConversion: false) else { return nil }
        guard allowed.contains(text) else {
            let list = allowed.count <= 6 ? allowed.joined(separator: ", ") : "\(allowed.count) values"
            report(
                .invalidParameterValue, at: value, "\(value.displayName) \"\(text)\" is not one of \(list)",
                suggestion: KeySuggestion.nearest(to: text, in: allowed) ?? KeySuggestion.completion(of: text, in: allowed))
            return nil
        }
        return text
    }

    /// The element of `allowed` whose UTF-8 is exactly `bytes` (code units compared, as `==` on these ASCII
    /// vocabularies would find), or nil.
    static func firstMatch(of bytes: UnsafeBufferPointer<UInt8>, in allowed: [String]) -> String? {
        firstMatchPosition(of: bytes, in: allowed).map { allowed[$0] }
    }

    /// The position in `allowed` of `firstMatch(of:in:)`'s element, or nil.
    static func firstMatchPosition(of bytes: UnsafeBufferPointer<UInt8>, in allowed: [String]) -> Int? {
        for position in allowed.indices where allowed[position].utf8.count == bytes.count {
            var candidate = allowed[position]
            let equal = candidate.withUTF8 { wanted in
                guard let a = wanted.baseAddress, let b = bytes.baseAddress else { return true }  // both empty
                return JSONView.bytesEqual(a, b, bytes.count)
            }
            if equal { return position }
        }
        return nil
    }

    /// The member `key` as a boolean.
    mutating func boolean(_ key: StaticString, in object: JSONView, required isRequired: Bool = false) -> Bool? {
        boolean(object[key], key: key, in: object, required: isRequired)
    }

    /// `boolean(_:in:required:)` for a member already looked up (`member` is `object[key]`).
    mutating func boolean(
        _ member: JSONView?, key: some CustomStringConvertible, in object: JSONView, required isRequired: Bool = false
    ) -> Bool? {
        let value = isRequired ? required(member, key: key, in: object) : optional(member)
        guard let value else { return nil }
        guard let flag = value.bool else {
            // The fix is a JSON literal, said in the message and not given as a suggestion: a suggestion is shown
            // quoted ("did you mean \"true\"?") and read as text by whoever applies it, which for `"true"` is the
            // very string that is wrong.
            let written = value.string.flatMap { ["true", "false"].contains($0) ? $0 : nil }
            if kind.convertsScalarsLikeWebIDL, let truth = value.scriptTruth {
                // WebIDL's boolean conversion is JavaScript's Boolean(value): "false" is true.
                let rule = value.kind == .string ? "any text but \"\" is true" : "any number but 0 is true"
                report(
                    .invalidParameterSyntax, .warning, at: value,
                    "\(value.displayName) is \(value.kind.article), not true or false; Safari reads it as \(truth) (\(rule)); write \(written ?? String(truth))\(written == nil ? "" : " without quotes")")
                return truth
            }
            report(
                .invalidParameterSyntax, at: value,
                "\(value.displayName) must be true or false, not \(value.kind.article)\(written.map { "; write \($0) without quotes" } ?? "")")
            return nil
        }
        return flag
    }

    /// The member `key` as an array, reporting sizes outside `items`. The elements are returned even when the
    /// count is out of range, so the items can still be checked; read lazily (no array is built per call).
    mutating func array(
        _ key: StaticString, in object: JSONView, required isRequired: Bool = false, items: ClosedRange<Int>? = nil
    ) -> JSONView.Elements? {
        array(object[key], key: key, in: object, required: isRequired, items: items)
    }

    /// `array(_:in:required:items:)` for a member already looked up (`member` is `object[key]`).
    mutating func array(
        _ member: JSONView?, key: some CustomStringConvertible, in object: JSONView, required isRequired: Bool = false,
        items: ClosedRange<Int>? = nil
    ) -> JSONView.Elements? {
        let value = isRequired ? required(member, key: key, in: object) : optional(member)
        guard let value else { return nil }
        guard value.kind == .array else {
            report(.invalidParameterSyntax, at: value, "\(value.displayName) must be an array, not \(value.kind.article)")
            return nil
        }
        if let items {
            if value.count < items.lowerBound {
                report(
                    .invalidArrayMinItems, at: value,
                    "\(value.displayName) has \(value.count) items; it needs at least \(items.lowerBound)")
            } else if value.count > items.upperBound {
                report(
                    .invalidArrayMaxItems, at: value,
                    "\(value.displayName) has \(value.count) items; it takes at most \(items.upperBound)")
            }
        }
        return value.elements
    }
}

extension JSONKind {
    /// "a string", "an object": for messages.
    var article: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

extension JSONView {
    /// How messages name this value, in the document's own terms: its key (`"subTotal"`), or for an array element
    /// its place in the array that holds it (`element 0 of "requiredBillingContactFields"`), never a bare pointer
    /// that reads like a member's name.
    var displayName: String {
        if let key { return "\"\(key)\"" }
        guard let index = arrayIndex, let parent else { return "the document" }
        return "element \(index) of \(parent.displayName)"
    }
}

extension String {
    /// The text without `set` at either end (no Foundation: `" 4 "` is `"4"`). `package`: the CLI trims the codes
    /// its options name with it.
    package func trimmingCharacters(in set: Character) -> String {
        var view = Substring(self)
        while view.first == set { view = view.dropFirst() }
        while view.last == set { view = view.dropLast() }
        return String(view)
    }
}
