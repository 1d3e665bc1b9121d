/// The item sums' types of `OrdersV2AmountBreakdownRule`: which sum, a total that is not its items' sum, and what a
/// total counts as in the amount's sum.
extension OrdersV2AmountBreakdownRule {
    /// One of the two sums over a unit's items, with its breakdown total and how messages name it (decided once,
    /// not by comparing key strings per unit).
    struct ItemSum {
        let totalKey: String
        let what: String
        let label: String
        let required: DiagnosticCode
        let mismatch: DiagnosticCode
        /// The item's money member that is summed.
        let itemKey: StaticString
        /// Whether a sum of zero needs no breakdown total (taxes: yes; unit amounts: the item total is required).
        var zeroNeedsNoTotal = false

        static let unitAmounts = ItemSum(
            totalKey: "item_total", what: "unit amounts", label: "unit_amount × quantity", required: .itemTotalRequired,
            mismatch: .itemTotalMismatch, itemKey: "unit_amount")
        static let taxes = ItemSum(
            totalKey: "tax_total", what: "taxes", label: "tax × quantity", required: .taxTotalRequired,
            mismatch: .taxTotalMismatch, itemKey: "tax", zeroNeedsNoTotal: true)
    }

    /// What a breakdown total counts as in the amount's sum: as stated, its items' sum (a total reported as not their
    /// sum, or missing), or unknown (missing, and its items in another currency).
    enum CountedTotal {
        case stated
        case sum(DecimalAmount)
        case unknown
    }

    /// A breakdown total that is not its items' sum: where it is, what it states and what they add up to.
    struct ItemSumMismatch {
        let totalMoney: JSONView
        let stated: DecimalAmount
        let computed: DecimalAmount
    }
}
