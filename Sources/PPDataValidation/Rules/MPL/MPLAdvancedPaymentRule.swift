/// `mpl-advanced-payment`: the PayPalAdvancedPayment object and the fields of each receiver
/// (PPReceiverPaymentDetails). Unknown keys (`UNKNOWN_FIELD`), `paymentCurrency`, `ipnUrl`, `memo`, `merchantName`,
/// `receiverPaymentDetails` (required array of objects), and per receiver `subTotal` or `subtotal` (required, > 0;
/// both at once is `DUPLICATE_KEY`), `isPrimary` (boolean) and the free-text fields.
///
/// Receiver counts, primaries, duplicates and amounts between receivers are `MPLReceiversRule`'s; recipients,
/// payment types and invoice data have rules of their own.
struct MPLAdvancedPaymentRule: DocumentRule {
    /// Receiver properties people set on the advanced payment itself (the guide's own sample code sets
    /// `payment.paymentType` there): still unknown fields, but the message says where they belong. `merchantName`
    /// belongs to both objects.
    static let receiverLevelKeys = JSONKeySet(MPL.receiverKeys.filter { !MPL.advancedPaymentKeys.contains($0) })

    func check(_ root: JSONView, in context: inout ValidationContext) {
        // The other rules read the payment from this table (`rootMembers`).
        guard
            let members = context.rootMembers(root, known: MPL.advancedPaymentObjectKeys, what: "PayPalAdvancedPayment")
        else { return }
        typealias Key = MPL.AdvancedPaymentKey
        let payment = members.object
        for value in payment.children where Self.receiverLevelKeys.contains(keyOf: value) {
            let key = value.key ?? ""
            context.report(
                .unknownField, .warning, at: value,
                "\"\(key)\" is not a field of PayPalAdvancedPayment; it is set on each receiver in receiverPaymentDetails")
        }
        let currency = context.mplPaymentLevelFields(
            currency: members[Key.paymentCurrency], ipnUrl: members[Key.ipnUrl], memo: members[Key.memo], in: payment)
        context.checkString(Key.merchantName, of: members)

        guard
            let receivers = context.mplRequired(
                members[Key.receiverPaymentDetails], key: "receiverPaymentDetails", in: payment,
                known: MPL.advancedPaymentOwnKeys, what: "PayPalAdvancedPayment")
        else { return }
        guard receivers.kind == .array else {
            context.report(
                .invalidParameterSyntax, at: receivers,
                "\"receiverPaymentDetails\" must be an array of receivers, not \(receivers.kind.article)")
            return
        }
        for (index, value) in receivers.elements.enumerated() {
            // Worded only for a report; a local function, not a closure, which allocated its context every time.
            func what() -> String { "the receiver at index \(index)" }
            guard
                let members = context.members(
                    value, known: MPL.receiverObjectKeys, what: "a receiver (PPReceiverPaymentDetails)")
            else { continue }  // a null receiver is reported by `members` (MISSING_REQUIRED_PARAMETER)
            typealias ReceiverKey = MPL.ContainerKey
            let receiver = members.object
            // docs/rules.md: one currency for the whole payment; a receiver cannot have its own.
            if let own = members[ReceiverKey.paymentCurrency] {
                context.report(
                    .unknownField, .warning, at: own,
                    "\"paymentCurrency\" is not a field of a receiver; the whole advanced payment has one currency, set on PayPalAdvancedPayment")
            }
            if let second = members[ReceiverKey.subtotal], members[ReceiverKey.subTotal] != nil {
                context.report(
                    .duplicateKey, at: second,
                    "\"subTotal\" and \"subtotal\" both set the receiver's amount (PPReceiverPaymentDetails.subTotal); keep one",
                    suggestion: "subTotal")
            }
            let key = MPL.receiverSubtotalKey(of: members)
            if let subtotal = context.mplRequired(
                members[key], key: key.name.description, in: receiver, known: MPL.receiverKeys, what: what())
            {
                _ = context.amount(subtotal, currency: currency, policy: .mpl(.positive))
            }
            _ = context.boolean(members[ReceiverKey.isPrimary], key: "isPrimary", in: receiver)
            context.mplFreeTextFields(members)
        }
    }
}
