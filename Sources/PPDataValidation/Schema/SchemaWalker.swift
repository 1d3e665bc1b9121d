/// Enforces a request body's generated schema (`RequestSchema`) on a document: every member's type, enumeration,
/// length, pattern, item count and range, required members, unknown members, and the semantic check that owns a
/// value (currency, country, email, URL; a money object: `OwnedObjects`), with the codes and messages of the
/// hand-written checks.
///
/// It runs after a kind's hand-written rules, which know more (sums, precision, addresses, cards, PayPal's
/// leniencies) and so speak first: a finding of the walker at a JSON pointer where a rule has already reported is
/// dropped, so one fault is reported once.
enum SchemaWalker {
    /// Checks `root` against `body`'s schema.
    static func check(
        _ root: JSONView, body: RequestSchema.Body, coverage: RuleCoverage, in context: inout ValidationContext
    ) {
        let walk = Walk(unknownSeverity: body.rejectsUnknownMembers ? .error : .warning, coverage: coverage)
        context.withoutRepeatedPointers { walk.value(root, shape: body.shape, checkedByRules: false, in: &$0) }
    }

    /// Checks `value` against the shape at index `shape` (a value a JSON Patch sets, checked as the member it
    /// replaces); unknown members with `unknownSeverity`. Findings at pointers already reported are dropped.
    static func check(_ value: JSONView, shape: Int, unknownSeverity: Severity, in context: inout ValidationContext) {
        let walk = Walk(unknownSeverity: unknownSeverity, coverage: .none)
        context.withoutRepeatedPointers { walk.value(value, shape: shape, checkedByRules: false, in: &$0) }
    }

    /// One walk: the severity of unknown members is the body's; what the kind's rules check is not checked again.
    private struct Walk {
        let unknownSeverity: Severity
        let coverage: RuleCoverage
        let owned = OwnedObjects.indexes

        /// `value` against the shape; `checkedByRules`: the kind's rules check this value (`RuleCoverage`), so the
        /// walker only goes through it to what lies below.
        func value(_ value: JSONView, shape index: Int, checkedByRules: Bool, in context: inout ValidationContext) {
            let shape = RequestSchema.shapes[index]
            if checkedByRules {
                if value.kind == .object, shape.object >= 0 {
                    goThrough(value, object: shape.object, in: &context)
                } else if value.kind == .array, shape.items >= 0 {
                    for element in value.elements {
                        self.value(element, shape: shape.items, checkedByRules: true, in: &context)
                    }
                }
                return
            }
            guard typeIsAllowed(value, shape: shape, in: &context) else { return }
            switch value.kind {
            case .object where shape.object >= 0:
                object(value, object: shape.object, in: &context)
            case .array:
                array(value, shape: shape, in: &context)
            case .string:
                string(value, shape: shape, in: &context)
            case .number:
                number(value, shape: shape, in: &context)
            default:
                break
            }
        }

        /// Whether `value`'s type is one the shape allows; reports it when not (a lenient type as a warning, and
        /// then its value is not checked further).
        func typeIsAllowed(_ value: JSONView, shape: RequestSchema.Shape, in context: inout ValidationContext) -> Bool {
            guard shape.types != 0 else { return true }
            let types = RequestSchema.Types(rawValue: shape.types)
            // The usual case, settled by the kind alone: a whole number is the one that needs its text read.
            switch value.kind {
            case .object where types.contains(.object), .array where types.contains(.array),
                .string where types.contains(.string), .bool where types.contains(.boolean),
                .number where types.contains(.number):
                return true
            default: break
            }
            let found = Self.types(of: value)
            if !types.isDisjoint(with: found) { return true }
            // A rule that has reported this value has said what is wrong with it (one fault, one finding).
            guard !context.hasFinding(at: value.pointer) else { return false }
            let wanted = Self.describe(types)
            let lenient = RequestSchema.Types(rawValue: shape.lenientTypes)
            if !lenient.isDisjoint(with: found) {
                // A number where a string is published is read as its text: held to the string's pattern (a
                // quantity of 0 is no more accepted as a number than as "0").
                if value.kind == .number, types.contains(.string), shape.pattern >= 0, var text = value.numberText,
                    !text.withUTF8({ SchemaWalker.matches($0, pattern: shape.pattern) })
                {
                    let shown = Self.isSensitive(value) ? "a number" : "the number \(text)"
                    context.report(
                        .invalidParameterSyntax, at: value,
                        "\(value.displayName) is \(shown), which does not match PayPal's pattern \(RequestSchema.patterns[shape.pattern].text)")
                    return false
                }
                // The rules' message for the same reading (a PATCH sets the members a new order's rules check).
                if value.kind == .number, types.contains(.string), !Self.isSensitive(value) {
                    context.reportNumberReadAsText(value)
                    return false
                }
                context.report(
                    .invalidParameterSyntax, .warning, at: value,
                    "\(value.displayName) is \(value.kind.article) where PayPal's schema says \(wanted); PayPal accepts it",
                    suggestion: types.contains(.string) ? Self.asString(value) : nil)
                return false
            }
            context.report(
                .invalidParameterSyntax, at: value, "\(value.displayName) must be \(wanted), not \(value.kind.article)",
                suggestion: types.contains(.string) && value.kind == .number ? Self.asString(value) : nil)
            return false
        }

        func object(_ value: JSONView, object index: Int, in context: inout ValidationContext) {
            if index == owned.money || index == owned.tokenMoney {
                // The money check owns the whole object: its members, required ones, unknown ones and lengths.
                OwnedObjects.checkMoney(value, in: &context)
            } else if index == owned.cardData {
                let start = context.mark
                members(value, object: index, in: &context)
                OwnedObjects.lowerCardDataFindings(from: start, in: &context)
            } else {
                members(value, object: index, in: &context)
            }
        }

        /// `value`'s members against the object's.
        func members(_ value: JSONView, object index: Int, in context: inout ValidationContext) {
            let object = RequestSchema.objects[index]
            let keys = RequestSchema.keySet(index)
            let required = RequestSchema.requiredMembers[index]
            // The members present and not null, one bit each (the generator keeps objects within 64 members).
            var present: UInt64 = 0
            let nodes = value.storage.nodes
            let at = Int(value.index)
            let decoding = nodes[at].flags & JSONNode.hasEscapedKey != 0
            var child = at &+ 1
            for _ in 0..<Int(nodes[at].count) {
                let position = keys.position(ofMember: child, of: value, decoding: decoding)
                let member = value.sibling(child)
                if position < 0 {
                    guard !context.hasFinding(at: member.pointer) else {
                        child = Int(nodes[child].next)
                        continue
                    }
                    let key = member.key ?? ""
                    context.report(
                        .unknownField, unknownSeverity, at: member,
                        "\"\(key)\" is not a field of \(Self.name(of: object))",
                        suggestion: KeySuggestion.nearest(to: key, in: keys.keys))
                } else if present & (1 << UInt64(position)) == 0, !member.isNull {
                    // The first of a repeated key is the one checked (DUPLICATE_KEY reports the others).
                    present |= 1 << UInt64(position)
                    let index = object.members.lowerBound + position
                    let definition = RequestSchema.members[index]
                    if required & (1 << UInt64(position)) != 0, context.emptyRequiredTextIsMissing, member.isEmptyString {
                        if !context.hasFinding(at: member.pointer) { _ = context.reportsEmptyRequired(member, what: member.displayName) }
                    } else if !definition.readOnly, !coverage.skips(index, parentChecked: false) {
                        self.value(
                            member, shape: definition.shape,
                            checkedByRules: coverage.checks(index, parentChecked: false),
                            in: &context)
                    }
                }
                child = Int(nodes[child].next)
            }
            guard required & ~present != 0 else { return }
            for offset in 0..<object.members.count where required & ~present & (1 << UInt64(offset)) != 0 {
                let key = RequestSchema.members[object.members.lowerBound + offset].name.description
                guard !context.hasFinding(at: value.pointer(appending: key)) else { continue }
                context.report(.missingRequiredParameter, missing: key, in: value, "\"\(key)\" is required")
            }
        }

        /// An object the rules check (`RuleCoverage`): only its members that lead to values the walker checks are
        /// entered; the rules report everything else about it.
        func goThrough(_ value: JSONView, object index: Int, in context: inout ValidationContext) {
            let object = RequestSchema.objects[index]
            let keys = RequestSchema.keySet(index)
            let nodes = value.storage.nodes
            let at = Int(value.index)
            let decoding = nodes[at].flags & JSONNode.hasEscapedKey != 0
            // Scalars are the rules' to check, unless a member they do not check wants a container here: only a
            // scalar whose key has the length of such a member's is looked up (an escaped key always is).
            let scalarKeyLengths = coverage.scalarKeyLengths(ofObject: index)
            var child = at &+ 1
            for _ in 0..<Int(nodes[at].count) {
                let kind = nodes[child].kind
                if kind == .object || kind == .array {
                    let position = keys.position(ofMember: child, of: value, decoding: decoding)
                    let index = object.members.lowerBound + position
                    if position >= 0, !RequestSchema.members[index].readOnly,
                        !coverage.skips(index, parentChecked: true)
                    {
                        self.value(
                            value.sibling(child), shape: RequestSchema.members[index].shape,
                            checkedByRules: coverage.checks(index, parentChecked: true), in: &context)
                    }
                } else if scalarKeyLengths != 0, kind != .null,
                    decoding || scalarKeyLengths & (1 << UInt64(min(nodes[child].keyTag & 0xFF, 63))) != 0
                {
                    let position = keys.position(ofMember: child, of: value, decoding: decoding)
                    let index = object.members.lowerBound + position
                    if position >= 0, coverage.checksScalar(ofMember: index) {
                        self.value(
                            value.sibling(child), shape: RequestSchema.members[index].shape, checkedByRules: false,
                            in: &context)
                    }
                }
                child = Int(nodes[child].next)
            }
        }

        func array(_ value: JSONView, shape: RequestSchema.Shape, in context: inout ValidationContext) {
            if shape.minItems >= 0, value.count < shape.minItems {
                context.report(
                    .invalidArrayMinItems, at: value,
                    "\(value.displayName) has \(value.count) items; it needs at least \(shape.minItems)")
            } else if shape.maxItems >= 0, value.count > shape.maxItems {
                context.report(
                    .invalidArrayMaxItems, at: value,
                    "\(value.displayName) has \(value.count) items; it takes at most \(shape.maxItems)")
            }
            guard shape.items >= 0 else { return }
            for element in value.elements {
                if element.isNull {
                    context.report(.missingRequiredParameter, at: element, "\(element.displayName) is null")
                } else {
                    self.value(element, shape: shape.items, checkedByRules: false, in: &context)
                }
            }
        }

        func string(_ value: JSONView, shape: RequestSchema.Shape, in context: inout ValidationContext) {
            if shape.values >= 0 {
                if shape.deprecated >= 0 {
                    let deprecated = RequestSchema.deprecatedValues[shape.deprecated]
                    if value.stringEquals(deprecated.value) {
                        let why = deprecated.isDeprecated ? "is deprecated" : "is not one of the values"
                        context.report(
                            .invalidParameterValue, .warning, at: value,
                            "\(value.displayName) \"\(deprecated.value)\" \(why); PayPal reads it as \(deprecated.replacement)",
                            suggestion: deprecated.replacement)
                        return
                    }
                }
                let allowed = RequestSchema.valueLists[shape.values]
                _ = context.enumeration(value, allowed: allowed)
                return
            }
            if shape.lenientMinLength > 0, let length = value.stringLengthUTF16, length < shape.lenientMinLength {
                // Shorter than published, which PayPal accepts (overrides.tsv): a warning, then the other checks.
                let least = shape.lenientMinLength == 1 ? "1 character" : "\(shape.lenientMinLength) characters"
                context.report(
                    .invalidStringLength, .warning, at: value,
                    length == 0
                        ? "\(value.displayName) is empty; the schema asks for at least \(least), though PayPal accepts an empty one (leave it out)"
                        : "\(value.displayName) has \(length == 1 ? "1 character" : "\(length) characters"); the schema asks for at least \(least), though PayPal accepts it")
            }
            if shape.minLength >= 0 || shape.maxLength >= 0 {
                let length = max(shape.minLength, 0)...(shape.maxLength >= 0 ? shape.maxLength : Int.max)
                guard context.checkString(value, length: length) else { return }
            }
            if shape.truncatedLength >= 0 {
                context.checkTruncation(value, kept: shape.truncatedLength, accepted: shape.maxLength)
            }
            switch shape.owner {
            case .none: break
            case .currency: _ = context.currency(value)
            case .country: AddressCheck.countryCode(value, allowsC2: true, in: &context)
            case .email:
                _ = context.email(
                    value, length: max(shape.minLength, 0)...(shape.maxLength >= 0 ? shape.maxLength : 254))
            case .url:
                // Without a published limit, the 4,000 characters PayPal's Orders v2 reference gives `return_url`.
                let kind = context.kind
                _ = context.url(
                    value, maxLength: shape.maxLength >= 0 ? shape.maxLength : 4000,
                    allowsAppScheme: Self.returnsToApps(value, in: kind))
            case .imageURL: context.imageURL(value, maxLength: shape.maxLength >= 0 ? shape.maxLength : 2048)
            }
            if shape.pattern >= 0 { pattern(value, pattern: shape.pattern, minLength: shape.minLength, in: &context) }
        }

        func pattern(_ value: JSONView, pattern index: Int, minLength: Int, in context: inout ValidationContext) {
            guard value.withStringUTF8({ SchemaWalker.matches($0, pattern: index) }) == false else { return }
            let repaired =
                Self.isSensitive(value) ? nil : value.string.flatMap { SchemaWalker.repair($0, pattern: index, minLength: minLength) }
            context.report(
                .invalidParameterSyntax, at: value,
                "\(value.displayName)\(Self.quoted(value).map { " \($0)" } ?? "") does not match PayPal's pattern \(RequestSchema.patterns[index].text)",
                suggestion: repaired)
        }

        /// Whether `value` is a `return_url` or `cancel_url` of Orders v2 or Vault v3, where a mobile app's own scheme
        /// brings the payer back: PayPal's iOS SDK sends `sdk.ios.paypal://card/success` and `…/cancel` to
        /// confirm-payment-source (paypal/paypal-ios ConfirmPaymentSourceRequest.swift, released since 0.0.10) and its
        /// 3-D Secure flow waits for that scheme; PayPal's Android demo returns to `com.paypal.android.demo://…`
        /// (Tests/RealDocuments). The published format is `uri`, which such a URI is.
        static func returnsToApps(_ value: JSONView, in kind: DocumentKind) -> Bool {
            switch kind.value {
            case .ordersV2, .ordersV2Authorize, .ordersV2Capture, .ordersV2ConfirmPaymentSource, .ordersV2Update,
                .vaultSetupToken, .vaultPaymentToken:
                value.key == "return_url" || value.key == "cancel_url"
            default: false
            }
        }

        func number(_ value: JSONView, shape: RequestSchema.Shape, in context: inout ValidationContext) {
            let types = RequestSchema.Types(rawValue: shape.types)
            let isInteger = Self.isWholeNumber(value)
            guard types.contains(.integer) || shape.minimum != -1 || shape.maximum != -1, let text = value.numberText
            else { return }
            if types.contains(.integer), !types.contains(.number), !isInteger {
                context.report(
                    .invalidParameterSyntax, at: value, "\(value.displayName) must be a whole number, not \(text)")
                return
            }
            guard isInteger, let number = Int(text) else { return }
            // -1 stands for "no bound" (no published schema has a bound of -1).
            let tooSmall = shape.minimum != -1 && number < shape.minimum
            let tooLarge = shape.maximum != -1 && number > shape.maximum
            guard tooSmall || tooLarge else { return }
            let bounds = [
                shape.minimum != -1 ? "at least \(shape.minimum)" : nil,
                shape.maximum != -1 ? "at most \(shape.maximum)" : nil,
            ]
            context.report(
                .invalidParameterValue, at: value,
                "\(value.displayName) is \(number); it must be \(bounds.compactMap { $0 }.joined(separator: " and "))")
        }

        /// Whether a JSON number is written without a fraction or an exponent (its bytes read, no String built).
        static func isWholeNumber(_ value: JSONView) -> Bool {
            value.withScalarUTF8 { bytes in
                !bytes.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
            } ?? false
        }

        /// Whether `value` is a card's number, security code or cryptogram, which no output may show, whatever its
        /// text looks like (a Google Pay token's card, a network token: places no card rule reads).
        static func isSensitive(_ value: JSONView) -> Bool {
            switch value.key {
            case "number", "security_code", "cryptogram": true
            default: false
            }
        }

        /// A string value quoted for a message, shortened past 40 characters; nil for a sensitive one.
        static func quoted(_ value: JSONView) -> String? {
            guard !isSensitive(value) else { return nil }
            let text = value.string ?? ""
            return text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
        }

        /// A number's text as a JSON string, the suggestion for a number where a string is wanted; nil for a
        /// sensitive one.
        static func asString(_ value: JSONView) -> String? {
            isSensitive(value) ? nil : value.numberText.map { "\"\($0)\"" }
        }

        static func types(of value: JSONView) -> RequestSchema.Types {
            switch value.kind {
            case .object: .object
            case .array: .array
            case .string: .string
            case .number: isWholeNumber(value) ? [.number, .integer] : .number
            case .bool: .boolean
            case .null: []
            }
        }

        static func describe(_ types: RequestSchema.Types) -> String {
            var names: [String] = []
            if types.contains(.object) { names.append("an object") }
            if types.contains(.array) { names.append("an array") }
            if types.contains(.string) { names.append("a string") }
            if types.contains(.number) {
                names.append("a number")
            } else if types.contains(.integer) {
                names.append("a whole number")
            }
            if types.contains(.boolean) { names.append("true or false") }
            return names.joined(separator: " or ")
        }

        /// How messages name an object: its component's name (`experience_context_base`).
        static func name(of object: RequestSchema.Object) -> String {
            object.name.withUTF8Buffer { bytes in
                let start = bytes.firstIndex(of: UInt8(ascii: ":")).map { $0 + 1 } ?? 0
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
            }
        }
    }
}
