/// `apple-pay-js`: the request's members whose values are a WebIDL enumeration no other rule reads
/// (`ApplePayJSVocabulary.Enumeration`): `applePayLaterAvailability`, `shippingContactEditingMode`, `features`,
/// `installmentConfiguration`'s `featureType`, `retailChannel` and `items[].type`, and
/// `disbursementRequest.requiredRecipientContactFields`.
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
        if let installments = context.objectValue(
            context.optional(request[Key.installmentConfiguration]), what: "\"installmentConfiguration\"")
        {
            Self.check(installments["featureType"], .installmentFeatureType, in: &context)
            Self.check(installments["retailChannel"], .installmentRetailChannel, in: &context)
            for item in Self.elements(installments["items"], in: &context) {
                guard let item = context.objectValue(item, what: item.displayName) else { continue }
                Self.check(item["type"], .installmentItemType, in: &context)
            }
        }
        if let disbursement = context.objectValue(
            context.optional(root.member(named: "disbursementRequest")), what: "\"disbursementRequest\"")
        {
            for field in Self.elements(disbursement["requiredRecipientContactFields"], in: &context) {
                Self.check(field, .contactField, in: &context)
            }
        }
    }

    /// The elements of an array member, reporting another type; none when absent.
    static func elements(_ value: JSONView?, in context: inout ValidationContext) -> JSONView.Elements {
        guard let value, !value.isNull else { return .empty }
        guard value.kind == .array else {
            context.report(
                .invalidParameterSyntax, at: value, "\(value.displayName) must be an array, not \(value.kind.article)")
            return .empty
        }
        return value.elements
    }

    /// `value` checked against `enumeration` (absent: nothing; `null`: refused, as WebKit refuses it); the value
    /// when it is one of them.
    @discardableResult
    static func check(
        _ value: JSONView?, _ enumeration: ApplePayJSVocabulary.Enumeration, in context: inout ValidationContext
    ) -> String? {
        guard let value else { return nil }
        let allowed = enumeration.values
        guard !value.isNull else {
            context.report(
                .invalidParameterValue, at: value,
                "\(value.displayName) is null; Safari throws a TypeError for any value but \(Self.list(allowed))")
            return nil
        }
        return context.enumeration(value, allowed: allowed)
    }

    static func list(_ values: [String]) -> String {
        values.count <= 6 ? values.joined(separator: ", ") : "its \(values.count) values"
    }
}
