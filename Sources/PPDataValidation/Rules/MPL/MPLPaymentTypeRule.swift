/// `paymentType` and `paymentSubType` of a PayPalPayment and of every receiver: constants of PayPalPaymentType and
/// PayPalPaymentSubType (`INVALID_PARAMETER_VALUE`), and a subtype other than `SUBTYPE_NOT_SET` only with
/// `TYPE_SERVICE` (`SUBTYPE_REQUIRES_SERVICE`, a warning: the guide says to use `SUBTYPE_NOT_SET` "for any
/// paymentType other than TYPE_SERVICE", but the library does not refuse the payment).
struct MPLPaymentTypeRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        typealias Key = MPL.ContainerKey
        for container in context.mplContainers(root) {
            let members = container.members
            // A closure, not the key path `\.isNull`: used as a function, the key path was applied at run time
            // (swift_getAtKeyPath, about 700 instructions a container).
            let typeIsAbsent = members[Key.paymentType].map { $0.isNull } ?? true
            let type = context.mplEnumeration(Key.paymentType, of: members, allowed: MPL.paymentTypes, prefix: "TYPE_")
            let subType = context.mplEnumeration(
                Key.paymentSubType, of: members, allowed: MPL.paymentSubTypes, prefix: "SUBTYPE_")
            // An invalid paymentType has been reported already; whether the subtype fits it cannot be told.
            guard let subType, subType != "SUBTYPE_NOT_SET", type != nil || typeIsAbsent else { continue }
            let effectiveType = type ?? "TYPE_NOT_SET"
            guard effectiveType != "TYPE_SERVICE", let value = members[Key.paymentSubType] else { continue }
            let typeText = type == nil ? "no paymentType (TYPE_NOT_SET)" : "paymentType \(effectiveType)"
            context.report(
                .subtypeRequiresService, .warning, at: value,
                "paymentSubType \(subType) only qualifies TYPE_SERVICE payments, and \(container.name) has \(typeText); set paymentType to TYPE_SERVICE or paymentSubType to SUBTYPE_NOT_SET",
                suggestion: "SUBTYPE_NOT_SET")
        }
    }
}
