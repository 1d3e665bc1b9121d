/// `feePayer` against the payment's structure (docs/rules.md, after Adaptive Payments' `feesPayer`):
/// `FEEPAYER_SENDER` is not allowed on a chained payment; `FEEPAYER_PRIMARYRECEIVER` needs a primary receiver,
/// so not on a parallel or simple payment; `FEEPAYER_SECONDARYONLY` only on a chained payment with exactly one
/// secondary receiver. `FEE_PAYER_NOT_ALLOWED` (error) suggests `FEEPAYER_EACHRECEIVER`, the default, which every
/// structure allows.
///
/// The value's own syntax (`INVALID_PARAMETER_VALUE`) is `MPLSettingsRule`'s; this rule is silent when the value
/// is not a constant or the structure is unclear (`MPL.structure`).
struct MPLFeePayerRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let value = context.mplSetting(.feePayer, of: root), let feePayer = value.string,
            MPL.feePayers.contains(feePayer),
            let structure = context.mplStructure(root),
            let reason = Self.reason(feePayer, isNotAllowedIn: structure)
        else { return }
        context.report(
            .feePayerNotAllowed, at: value, "feePayer \(feePayer) is not allowed \(reason)",
            suggestion: "FEEPAYER_EACHRECEIVER")
    }

    /// Why `feePayer` does not fit `structure`, or nil when it does.
    static func reason(_ feePayer: String, isNotAllowedIn structure: MPLStructure) -> String? {
        switch (feePayer, structure) {
        case ("FEEPAYER_SENDER", .chained):
            return "on a chained payment (one with a primary receiver)"
        case ("FEEPAYER_PRIMARYRECEIVER", .simple):
            return "on a simple payment, which has no primary receiver"
        case ("FEEPAYER_PRIMARYRECEIVER", .parallel):
            return "on a parallel payment (no receiver has isPrimary true)"
        case ("FEEPAYER_SECONDARYONLY", .chained(let secondaries)) where secondaries != 1:
            return "on a chained payment with \(secondaries) secondary receivers; it needs exactly one"
        case ("FEEPAYER_SECONDARYONLY", .simple):
            return "on a simple payment; it needs a chained payment with exactly one secondary receiver"
        case ("FEEPAYER_SECONDARYONLY", .parallel):
            return "on a parallel payment; it needs a chained payment with exactly one secondary receiver"
        default:
            return nil
        }
    }
}
