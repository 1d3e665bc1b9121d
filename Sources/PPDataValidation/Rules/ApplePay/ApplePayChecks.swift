/// Checks the two Apple Pay forms share: PassKit's `PKPaymentRequest` (`apple-pay`) and Apple Pay JS's
/// `ApplePayPaymentRequest` (`apple-pay-js`) name their lists alike and mean the same by them, so one check serves
/// both; what differs (names, severities, what WebKit throws on) comes in as parameters.
enum ApplePayChecks {
    /// The member `key` as a non-empty array: absent, null or empty is MISSING_REQUIRED_PARAMETER (docs/rules.md;
    /// WebKit: "At least one merchant capability must be provided.", "At least one supported network must be
    /// provided.").
    static func nonEmptyArray<Key: ObjectKey>(
        _ key: Key, of request: JSONObjectMembers, in context: inout ValidationContext
    ) -> JSONView? {
        let list = request[key]
        guard context.array(list, key: key.name, in: request.object, required: true) != nil, let list else { return nil }
        guard list.count > 0 else {
            context.report(.missingRequiredParameter, at: list, "\"\(key.name)\" is empty; it needs at least one value")
            return nil
        }
        return list
    }

    /// Checks each `supportedNetworks` entry; returns whether chinaUnionPay is among the networks meant (a misspelt
    /// one counts as the one it suggests, so a typo is not also "no chinaUnionPay"): that is all the other checks
    /// ask of the list.
    ///
    /// - Parameters:
    ///   - unknown: how an unknown name is reported: its severity and the end of its message (PassKit ignores such a
    ///     network, Safari throws).
    ///   - otherCase: how a known name in another letter case (`VISA`) is reported, when the form accepts it: its
    ///     severity and the end of its message; nil where it is unknown (PassKit's names are exact).
    ///   - refusal: why a known name is still refused (a network newer than the request's version), or nil.
    ///   - takesRawValues: whether PassKit's own values (`Visa`, `AmEx`) name the networks too (the PassKit form).
    static func networks(
        _ list: JSONView, unknown: (severity: Severity, consequence: String),
        otherCase: (severity: Severity, consequence: String)? = nil, refusal: (String) -> String? = { _ in nil },
        takesRawValues: Bool = false, in context: inout ValidationContext
    ) -> Bool {
        var unionPay = false
        for element in list.elements {
            // A network written as PassKit names it (the usual case) is found by its decoded bytes, one probe of the
            // set and no String built; anything else is read as a string (or reported as not one) and is no network.
            let known = element.withStringUTF8 { ApplePayVocabulary.networkSet.key(utf8: $0) } ?? nil
            guard let name = known ?? context.string(element, reportsConversion: false) else { continue }
            var meant: String? = name
            if known != nil {
                if let reason = refusal(name) {
                    context.report(.unknownPaymentNetwork, at: element, "\"\(name)\" \(reason)")
                }
            } else if takesRawValues,
                let raw = element.withStringUTF8({ ApplePayVocabulary.networkRawValueSet.key(utf8: $0) }) ?? nil,
                let network = ApplePayVocabulary.networkRawValues[raw]
            {
                meant = network
            } else if let otherCase, let network = ApplePayVocabulary.network(ignoringCase: name) {
                meant = network
                if let reason = refusal(network) {
                    context.report(.unknownPaymentNetwork, at: element, "\"\(name)\" \(reason)")
                } else {
                    context.report(
                        .unknownPaymentNetwork, otherCase.severity, at: element,
                        "\"\(name)\" is \(network) in another letter case; \(otherCase.consequence)",
                        suggestion: network)
                }
            } else {
                meant = ApplePayVocabulary.nearestNetwork(to: name)
                context.report(
                    .unknownPaymentNetwork, unknown.severity, at: element,
                    "\"\(name)\" is not a PassKit payment network; \(unknown.consequence)", suggestion: meant)
            }
            if meant == "chinaUnionPay" { unionPay = true }
        }
        return unionPay
    }

    /// EMV_WITHOUT_UNIONPAY: EMV is the protocol China UnionPay cards use, so EMV without chinaUnionPay among the
    /// networks is probably a mistake (a warning in both forms). No suggestion: the fix is in another member, or the
    /// capability goes, and a suggestion replaces the value it is reported at.
    ///
    /// `unionPay`: whether the networks meant include chinaUnionPay, nil when the list is missing or unusable (then
    /// nothing is said).
    static func emvWithoutUnionPay(_ emv: JSONView?, unionPay: Bool?, in context: inout ValidationContext) {
        guard let emv, unionPay == false else { return }
        context.report(
            .emvWithoutUnionPay, .warning, at: emv,
            "EMV is only used for China UnionPay cards, but \"supportedNetworks\" does not include chinaUnionPay: add it there, or drop this capability")
    }

    /// Checks a list of required contact fields (`requiredShippingContactFields`, ...): each a string among
    /// `allowed`, suggesting the other form's name (`aliases`, folded keys) or the nearest allowed one; `refusal`
    /// says why an allowed name is still refused (a field newer than the request's version), or nil.
    ///
    /// A field written as the vocabulary names it (the usual case) is found by its decoded bytes, one probe of the
    /// set and no String built, as the networks are: WebKit compares the names exactly, code unit by code unit.
    static func contactFields<Key: ObjectKey>(
        _ key: Key, of request: JSONObjectMembers, allowed: JSONKeySet, aliases: StringAliases,
        refusal: (String) -> String? = { _ in nil }, in context: inout ValidationContext
    ) {
        guard let fields = context.array(request[key], key: key.name, in: request.object) else { return }
        for field in fields {
            let known = field.withStringUTF8 { allowed.key(utf8: $0) } ?? nil
            guard let name = known ?? context.string(field, reportsConversion: false) else { continue }
            if known == nil {
                // PassKit does not look at these names (iOS 26.1 PKPaymentRequestValidator): a PassKit request asks
                // for nothing by an unknown one, a warning; WebKit's enumeration refuses it, an error.
                let passKit = context.kind == .applePay
                context.report(
                    .invalidParameterValue, passKit ? .warning : .error, at: field,
                    "\"\(name)\" is not a contact field (\(allowed.keys.joined(separator: ", ")))"
                        + (passKit ? "; PassKit asks for nothing by it" : ""),
                    suggestion: aliases[KeySuggestion.fold(name)] ?? KeySuggestion.nearest(to: name, in: allowed.keys))
            } else if let reason = refusal(name) {
                context.report(.invalidParameterValue, at: field, "\"\(name)\" \(reason)")
            }
        }
    }

    /// How a form's shipping methods are checked.
    struct ShippingMethodShape {
        /// The keys a shipping method defines.
        let known: JSONKeySet
        /// Whether `detail` must be present (Apple Pay JS: WebKit's IDL makes all four members required).
        let requiresDetail: Bool
        /// Whether a method has a summary item `type` (PassKit's PKShippingMethod is a PKPaymentSummaryItem).
        let hasType: Bool
        /// Where `label`, `amount`, `detail`, `identifier` and `type` are in `known` (the forms order their keys
        /// differently; a key `known` lacks is at its count, where no member is).
        let label, amount, detail, identifier, type: Int

        init(known: JSONKeySet, requiresDetail: Bool, hasType: Bool) {
            self.known = known
            self.requiresDetail = requiresDetail
            self.hasType = hasType
            func position(_ key: String) -> Int { known.keys.firstIndex(of: key) ?? known.keys.count }
            (label, amount, detail) = (position("label"), position("amount"), position("detail"))
            (identifier, type) = (position("identifier"), position("type"))
        }
    }

    /// Checks `shippingMethods`: each needs a label, an amount of at least 0 and an identifier, which should be unique
    /// among them (it is how the page or app learns which method the customer picked): a repeated one is a warning,
    /// since WebKit accepts it.
    /// `methods` and `currencyCode` are the request's members of those names.
    static func shippingMethods(
        _ methods: JSONView?, currencyCode: JSONView?, in request: JSONView, shape: ShippingMethodShape,
        in context: inout ValidationContext
    ) {
        // PassKit refuses more than 100 (iOS 26.1 PKPaymentRequestValidator, `availableShippingMethods.methods`), which
        // Safari's shipping methods become too (WebKit's PKShippingMethods from them).
        guard let methods = context.array(methods, key: "shippingMethods", in: request, items: 0...100) else { return }
        let currency = currencyCode?.string.flatMap(DocumentCurrency.init(applePayCode:))
        var identifiers: [ShippingIdentifier] = []
        identifiers.reserveCapacity(methods.count)
        let placesReason =
            context.kind == .applePayJS
            ? "PassKit does not check a shipping method's decimal places, though Safari before 15 refused a third decimal"
            : "PassKit does not check a shipping method's decimal places"
        for element in methods {
            // The members read once, on the unknown-key pass: the fields below are table reads.
            guard let members = context.members(element, known: shape.known, what: "a shipping method") else { continue }
            let method = members.object
            context.checkString(members[shape.label], key: "label", in: method, required: true)
            let before = context.mark
            _ = context.amount(
                members[shape.amount], key: "amount", in: method, currency: currency, policy: .applePay(.nonNegative))
            // PassKit validates shipping methods without the request's currency (iOS 26.1 PKPaymentRequestValidator
            // passes them no currency block), in both forms.
            context.lowerToWarnings(
                from: before, [.decimalPrecision, .decimalsNotSupported],
                because: placesReason)
            context.checkString(members[shape.detail], key: "detail", in: method, required: shape.requiresDetail)
            if shape.hasType {
                _ = ApplePayVocabulary.enumeration(
                    members[shape.type], key: "type", in: method, allowed: ApplePayVocabulary.summaryItemTypes,
                    aliases: [:], in: &context)
            }
            guard
                let (value, identifier) = context.string(
                    members[shape.identifier], key: "identifier", in: method, required: true)
            else { continue }
            identifiers.append(ShippingIdentifier(text: identifier, index: identifiers.count, value: value))
        }
        // Repeats found by sorting (ties by position, so each run starts at its first use), not with a table keyed
        // by the identifiers: a request lists a handful of methods, and hashing each cost about 1,200 instructions.
        identifiers.sort { $0.text != $1.text ? $0.text < $1.text : $0.index < $1.index }
        var first = 0
        for position in identifiers.indices.dropFirst() {
            guard identifiers[position].text == identifiers[first].text else {
                first = position
                continue
            }
            let earlier = identifiers[first].value
            context.report(
                .duplicateIdentifier, .warning, at: identifiers[position].value,
                "shipping method identifier \"\(identifiers[position].text)\" is already used at \(earlier.pointer) (line \(earlier.line)); WebKit accepts it, but the page or app cannot tell the two methods apart")
        }
    }

    /// A shipping method's identifier, where it is among the methods that have one, and its value.
    private struct ShippingIdentifier {
        var text: String
        var index: Int
        var value: JSONView
    }
}

/// One kind of payment request (recurring, automatic reload, deferred), as both Apple Pay forms describe it: its
/// member, its billing items (key, whether required), what its billing items must be (`ItemKind`: PassKit's summary
/// item subclass, Apple Pay JS's `paymentTiming`), and every member it defines.
struct ApplePayPaymentRequestType<ItemKind: Sendable>: Sendable {
    /// The member of the payment request (a literal: looked up in every request, where most have none).
    let key: StaticString
    /// The billing items: key and whether it is required.
    let billings: [(key: String, required: Bool)]
    /// What its billing items must be.
    let itemKind: ItemKind
    /// Every member it defines: the shared ones, the billing items and its own (built once, with the rule's table).
    let known: JSONKeySet

    init(key: StaticString, billings: [(key: String, required: Bool)], itemKind: ItemKind, extraKeys: [String] = []) {
        self.key = key
        self.billings = billings
        self.itemKind = itemKind
        known = JSONKeySet(ValidationContext.paymentRequestKeys + billings.map(\.key) + extraKeys)
    }
}

extension ValidationContext {
    /// The members `checkPaymentRequestMembers` checks, which every payment request kind has.
    static let paymentRequestKeys = ["paymentDescription", "billingAgreement", "managementURL", "tokenNotificationURL"]

    /// The members every recurring, automatic reload and deferred payment request has, in both Apple Pay forms:
    /// `paymentDescription` (required), `billingAgreement`, `managementURL` (required, an absolute http(s) URL) and
    /// `tokenNotificationURL` (PassKit's initialisers and WebKit's IDL dictionaries alike).
    mutating func checkPaymentRequestMembers(_ request: JSONView) {
        checkString("paymentDescription", in: request, required: true)
        checkString("billingAgreement", in: request)
        if required("managementURL", in: request) != nil { _ = url("managementURL", in: request) }
        _ = url("tokenNotificationURL", in: request)
    }
}
