/// `apple-pay`: `shippingMethods`: each needs a label, an amount of at least 0 and an identifier unique among them
/// (the identifier is how the app learns which method the customer picked; the Apple Pay chapter sets it from
/// the method name).
struct ApplePayShippingMethodsRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let methods = context.array("shippingMethods", in: root) else { return }
        let currency = root["currencyCode"]?.string.flatMap(DocumentCurrency.init(code:))
        var seen: [String: JSONView] = [:]
        for element in methods {
            guard
                let method = context.object(
                    element, known: ApplePayVocabulary.shippingMethodKeys, what: "a shipping method")
            else { continue }
            context.checkString("label", in: method, required: true)
            _ = context.amount("amount", in: method, currency: currency, policy: .applePay(.nonNegative))
            context.checkString("detail", in: method)
            _ = ApplePayVocabulary.enumeration(
                "type", in: method, allowed: ApplePayVocabulary.summaryItemTypes, aliases: [:], in: &context)
            guard let (value, identifier) = context.string("identifier", in: method, required: true) else { continue }
            if let first = seen[identifier] {
                context.report(
                    .duplicateIdentifier, at: value,
                    "shipping method identifier \"\(identifier)\" is already used at \(first.pointer) (line \(first.line)); identifiers must be unique")
            } else {
                seen[identifier] = value
            }
        }
    }
}
