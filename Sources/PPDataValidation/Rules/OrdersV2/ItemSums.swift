import PPData

extension OrdersV2 {
    /// What adding up a purchase unit's items gave, for one money field (`unit_amount` or `tax`).
    enum Sum: Sendable, Equatable {
        /// No item carries the amount (nothing to compare).
        case absent
        /// Some term could not be read (reported by the items rule); no comparison.
        case unreadable
        /// Some term is negative (`CANNOT_BE_NEGATIVE` at its item): nothing is compared or asked for, so the fault is
        /// not reported again as a total that does not match, or a suggested total below zero.
        case negativeTerm
        /// The exact sum does not fit the decimal type.
        case overflow
        /// The exact sum.
        case value(DecimalAmount)
    }

    /// Σ `unit_amount` × quantity and Σ `tax` × quantity over one purchase unit's items.
    ///
    /// `OrdersV2ItemsRule`, which checks every item, adds each item's amounts as it checks them and leaves the sums in the
    /// context (`ValidationContext.ordersV2ItemSums`); `OrdersV2AmountBreakdownRule` compares them with the breakdown. So
    /// each item is read and each amount parsed once per document: reading the items again for the sums was a
    /// tenth of Orders v2 validation time.
    struct ItemSums: Sendable {
        /// Σ `unit_amount` × quantity (`unit_amount` is required: an item without it makes the sum unreadable).
        var unitAmounts = Accumulator(missingIsUnreadable: true)
        /// Σ `tax` × quantity (an item without `tax` counts as zero).
        var taxes = Accumulator(missingIsUnreadable: false)

        /// Adds one item's terms: its amounts as totals use them (`ValidationContext.ordersV2Money`'s result, nil
        /// when unreadable), whether each member is present (not null), and its quantity (`quietQuantity`). Amounts
        /// that may be negative go through `addReadingSigns` (the fast path's never are: as a separate test here, it
        /// took the accumulator out of the fast path, 2 M instructions on the broad corpus).
        mutating func add(
            unitAmount: DecimalAmount?, hasUnitAmount: Bool, tax: DecimalAmount?, hasTax: Bool, quantity: Int64?
        ) {
            unitAmounts.add(unitAmount, isPresent: hasUnitAmount, quantity: quantity)
            taxes.add(tax, isPresent: hasTax, quantity: quantity)
        }

        /// `add` of amounts that may be negative: a negative one makes its sum `.negativeTerm`.
        mutating func addReadingSigns(
            unitAmount: DecimalAmount?, hasUnitAmount: Bool, tax: DecimalAmount?, hasTax: Bool, quantity: Int64?
        ) {
            if unitAmount?.isNegative == true { unitAmounts.markNegative() }
            if tax?.isNegative == true { taxes.markNegative() }
            add(unitAmount: unitAmount, hasUnitAmount: hasUnitAmount, tax: tax, hasTax: hasTax, quantity: quantity)
        }

        /// The sums of `items` read quietly (no reports): for a unit the items rule did not see.
        init(reading items: Objects) {
            var unitPrecision = PrecisionCache()
            var taxPrecision = PrecisionCache()
            for item in items {
                let members = JSONObjectMembers(reading: item, keys: OrdersV2.itemKeys)
                let unitAmount = OrdersV2.member(members[ItemKey.unitAmount])
                let tax = OrdersV2.member(members[ItemKey.tax])
                addReadingSigns(
                    unitAmount: unitAmount.flatMap { quietAmount(ofMoney: $0, precision: &unitPrecision) },
                    hasUnitAmount: unitAmount != nil,
                    tax: tax.flatMap { quietAmount(ofMoney: $0, precision: &taxPrecision) }, hasTax: tax != nil,
                    quantity: quietQuantity(members[ItemKey.quantity]))
            }
        }

        /// No items yet.
        init() {}
    }

    /// One of the sums of `ItemSums`.
    struct Accumulator: Sendable {
        /// Whether an item without this money object makes the sum unreadable (`unit_amount` is required).
        let missingIsUnreadable: Bool
        private var total = DecimalAmount.zero
        private var any = false
        private var unreadable = false
        private var negative = false
        private var overflowed = false

        init(missingIsUnreadable: Bool) { self.missingIsUnreadable = missingIsUnreadable }

        /// Notes a negative term (added as it is): the sum is `.negativeTerm`.
        mutating func markNegative() { negative = true }

        /// Adds `price` × `quantity`; `isPresent` false for an item without the member (or with null), `price` nil
        /// for one whose amount could not be read.
        mutating func add(_ price: DecimalAmount?, isPresent: Bool, quantity: Int64?) {
            guard !overflowed else { return }
            guard isPresent else {
                if missingIsUnreadable { unreadable = true }
                return
            }
            any = true
            guard let price, price <= OrdersV2.maxAmount, let quantity else {
                unreadable = true
                return
            }
            do {
                total = try total.adding(price.multiplied(byQuantity: quantity))
            } catch {
                overflowed = true
            }
        }

        /// What adding up gave.
        var sum: Sum {
            if overflowed { return .overflow }
            if !any { return .absent }
            if negative { return .negativeTerm }
            return unreadable ? .unreadable : .value(total)
        }
    }

    /// The item sums of the purchase units the items rule checked, by the unit's node. The first three are held
    /// inline (almost every order has one to three units): an array here was two allocations per document.
    struct ItemSumsMemo: Sendable {
        private var first: (unit: Int32, sums: ItemSums)?
        private var second: (unit: Int32, sums: ItemSums)?
        private var third: (unit: Int32, sums: ItemSums)?
        private var more: [(unit: Int32, sums: ItemSums)] = []

        /// Keeps `sums` for `unit`.
        mutating func record(_ sums: ItemSums, for unit: JSONView) {
            let entry = (unit: unit.index, sums: sums)
            if first == nil {
                first = entry
            } else if second == nil {
                second = entry
            } else if third == nil {
                third = entry
            } else {
                more.append(entry)
            }
        }

        /// The sums recorded for `unit`, else nil.
        func sums(for unit: JSONView) -> ItemSums? {
            let index = unit.index
            if let first, first.unit == index { return first.sums }
            if let second, second.unit == index { return second.sums }
            if let third, third.unit == index { return third.sums }
            return more.first { $0.unit == index }?.sums
        }
    }

    /// A member already looked up, when present and not null.
    static func member(_ value: JSONView?) -> JSONView? {
        guard let value, !value.isNull else { return nil }
        return value
    }
}
