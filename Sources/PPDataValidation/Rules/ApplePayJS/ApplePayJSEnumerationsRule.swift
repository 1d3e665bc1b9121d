/// `apple-pay-js`: the request's members whose values are a WebIDL enumeration no other rule reads
/// (`ApplePayJSVocabulary.Enumeration`): `applePayLaterAvailability`, `shippingContactEditingMode`, `features` and
/// `disbursementRequest.requiredRecipientContactFields` (`installmentConfiguration`'s are `ApplePayJSInstallmentRule`'s).
///
/// Facts: WebKit's bindings throw "TypeError: Type error." for a value outside the enumeration, JSON `null`
/// included (it converts to the string "null"), before any other check (JSDOMConvertEnumeration.h; WebKit
/// LayoutTests ApplePaySession-expected.txt, e.g. "request.shippingType = null ... threw exception TypeError: Type
/// error."). `shippingContactEditingMode: "enabled"` is accepted with a console warning (PaymentCoordinator.cpp).
/// Members that exist only on some systems (macOS 14 for `applePayLaterAvailability`, 15 for disbursements) are
/// ignored by older Safari; that is not reported.
struct ApplePayJSEnumerationsRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        typealias Key = ApplePayJSVocabulary.RequestKey
        let request = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        Self.check(request[Key.applePayLaterAvailability], .laterAvailability, in: &context)
        if let mode = request[Key.shippingContactEditingMode],
            Self.check(mode, .shippingContactEditingMode, in: &context)
                == ApplePayJSVocabulary.deprecatedEditingMode.value
        {
            let replacement = ApplePayJSVocabulary.deprecatedEditingMode.replacement
            context.report(
                .invalidParameterValue, .warning, at: mode,
                "\"shippingContactEditingMode\" \"enabled\" is deprecated: Safari accepts it and asks for \"\(replacement)\"",
                suggestion: replacement)
        }
        for feature in Self.elements(request[Key.features], in: &context) {
            Self.check(feature, .feature, in: &context)
        }
        if let disbursement = context.objectValue(
            context.optional(root.member(named: "disbursementRequest")), what: "\"disbursementRequest\"")
        {
            for field in Self.elements(disbursement["requiredRecipientContactFields"], in: &context) {
                Self.check(field, .contactField, in: &context)
            }
        }
    }

    /// The elements of an array member (a WebIDL sequence), reporting another type; none when absent. `null` is
    /// reported too: WebKit throws "TypeError: Value is not a sequence" for a sequence member that is not nullable
    /// (ApplePayInstallmentItems.https.html, `items = null`; the Apple Pay JS sequences are declared without `?`).
    static func elements(_ value: JSONView?, in context: inout ValidationContext) -> JSONView.Elements {
        guard let value else { return .empty }
        guard !value.isNull else {
            reportNullSequence(value, in: &context)
            return .empty
        }
        guard value.kind == .array else {
            context.report(
                .invalidParameterSyntax, at: value, "\(value.displayName) must be an array, not \(value.kind.article)")
            return .empty
        }
        return value.elements
    }

    /// Reports `null` written for a sequence member (none of the Apple Pay JS sequences is nullable); a `required`
    /// one cannot be left out instead.
    static func reportNullSequence(_ value: JSONView, required: Bool = false, in context: inout ValidationContext) {
        context.report(
            .invalidParameterSyntax, at: value,
            "\(value.displayName) is null; Safari throws \"TypeError: Value is not a sequence\" ("
                + (required ? "give an array)" : "leave it out, or give an array)"))
    }

    /// `value` checked against `enumeration` (absent: nothing; `null`: refused, as WebKit refuses it); the value
    /// when it is one of them.
    @discardableResult
    static func check(
        _ value: JSONView?, _ enumeration: ApplePayJSVocabulary.Enumeration, in context: inout ValidationContext
    ) -> String? {
        guard let value, !context.isRefusedNullEnumeration(value, allowed: enumeration.values) else { return nil }
        return context.enumeration(value, allowed: enumeration.values)
    }
}
