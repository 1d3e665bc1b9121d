/// Each unit's `amount`: the money rules for `value` (more than zero) and the breakdown parts (not negative), and
/// the arithmetic PayPal enforces:
///
/// - `value = item_total + tax_total + shipping + handling + insurance − shipping_discount − discount`
///   (`AMOUNT_MISMATCH`; the discounts are positive numbers that are subtracted);
/// - `item_total = Σ unit_amount × quantity` (`ITEM_TOTAL_MISMATCH`), required when items have unit amounts
///   (`ITEM_TOTAL_REQUIRED`);
/// - `tax_total = Σ tax × quantity` (tax is per unit; `TAX_TOTAL_MISMATCH`), required when items have taxes
///   (`TAX_TOTAL_REQUIRED`).
///
/// PayPal: `amount_with_breakdown` and `item` descriptions ("If you specify unit_amount,
/// purchase_units[].amount.breakdown.item_total is required. Must equal unit_amount * quantity for all items.").
/// All arithmetic is exact; a sum that cannot be represented or exceeds the Orders v2 maximum is
/// `MAX_VALUE_EXCEEDED` rather than a mismatch. Terms are first rounded to their currency's precision (see
/// `OrdersV2.quietAmount`), so a precision fault is reported once, by the amount check; a term that is itself
/// above the maximum (reported there) stops the sums it is in. The items' own fields are checked by `OrdersV2ItemsRule`;
/// here their sums are taken from that rule (`ValidationContext.ordersV2ItemSums`), and a total is compared only
/// when every term could be read. A misspelt breakdown key (`item_totals`) is reported as `UNKNOWN_FIELD` and, as
/// PayPal ignores a key it does not define, not read in place of the key it suggests: the sums are PayPal's, and
/// their findings name the misspelling instead of suggesting a figure. An amount with nothing to report is read in one pass (`OrdersV2.faultlessAmount`);
/// anything else goes through the full checks.
struct OrdersV2AmountBreakdownRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        check(OrdersV2.unitElements(context.ordersV2Order(root)), in: &context)
    }

    /// Checks the amounts of `units`: an order's, or the units a JSON Patch sets (after `OrdersV2ItemsRule`, whose
    /// item sums it reads).
    func check(_ units: JSONView.Elements, in context: inout ValidationContext) {
        for unit in units where unit.kind == .object {
            guard let amountValue = context.required("amount", in: unit) else { continue }
            Self.checkAmount(
                amountValue, items: OrdersV2.member(unit, "items"), sums: context.ordersV2ItemSums.sums(for: unit),
                in: &context)
        }
    }

    /// Checks a unit's `amount` and its breakdown against `items`, the unit's items (nil: none, or not known, as
    /// when a JSON Patch sets the amount alone). `sums`: the items rule's sums of them, when it has checked them;
    /// else they are read here, quietly.
    // Inlined into the unit loop: called there, out of line, it cost 0.4 M instructions on the broad corpus.
    @inline(__always)
    static func checkAmount(
        _ amountValue: JSONView, items itemsValue: JSONView?, sums: OrdersV2.ItemSums?,
        in context: inout ValidationContext
    ) {
        let amount: JSONView
        let value: DecimalAmount?
        let breakdownValue: JSONView?
        if let faultless = OrdersV2.faultlessAmount(amountValue, sign: .positive, allowsBreakdown: true) {
            // Nothing to report on the amount itself (see `faultlessMoney`).
            FastPathAudit.require("faultlessAmount", at: amountValue, in: context) {
                fullAmount(amountValue, in: &$0)
            } agrees: { full in
                // The fast path hands on a null breakdown as it is; the full check reads null as absent.
                let breakdown = faultless.breakdown.flatMap { $0.isNull ? nil : $0 }
                return full?.value == faultless.amount && full?.breakdownValue?.index == breakdown?.index
            }
            amount = amountValue
            value = faultless.amount
            breakdownValue = faultless.breakdown
        } else {
            guard let full = fullAmount(amountValue, in: &context) else { return }
            (amount, value, breakdownValue) = (full.amount, full.value, full.breakdownValue)
        }

        // A breakdown's parts have no one-pass reading beside the full check: one (`faultlessParts`) saved 2.5%
        // of the CLI's instructions on the Orders v2 corpus and 0.9% on the broad one (callgrind, session 29),
        // under the 3% a second reading must win.
        let (breakdown, partValues, parts, allPartsRead) = fullParts(breakdownValue, in: &context)

        // The parts with each item total its items give, when one differs: a total reported as not its items' sum is
        // not used again in the breakdown's sum (one fault, one code).
        var summed: BreakdownParts<DecimalAmount>?
        // A total reported missing counts as its items' sum too: the value is then compared with the breakdown the
        // REQUIRED finding's fix makes, so the two fixes agree (a new user's trial: tax_total missing, a value that
        // counted the items' taxes, and AMOUNT_MISMATCH suggesting the value without them). No items: both sums are
        // absent.
        if let sums = sums ?? itemsValue.map({ OrdersV2.ItemSums(reading: OrdersV2.objects($0)) }) {
            var items = CountedTotal.stated
            if let mismatch = checkItemSum(
                sums.unitAmounts.sum, of: .unitAmounts, itemsValue: itemsValue, amount: amount,
                breakdown: breakdown, total: partValues[0], stated: parts[0], missingTotal: &items, in: &context)
            {
                report(mismatch, of: .unitAmounts, parts: parts, value: allPartsRead ? value : nil, in: &context)
                items = .sum(mismatch.computed)
            }
            var taxes = CountedTotal.stated
            if let mismatch = checkItemSum(
                sums.taxes.sum, of: .taxes, itemsValue: itemsValue, amount: amount,
                breakdown: breakdown, total: partValues[1], stated: parts[1], missingTotal: &taxes, in: &context)
            {
                report(mismatch, of: .taxes, parts: parts, value: allPartsRead ? value : nil, in: &context)
                taxes = .sum(mismatch.computed)
            }
            // A missing total whose items are in another currency leaves the amount's sum unknown: MULTI_CURRENCY_ORDER
            // says what is wrong, as for a part in another currency (`checkBreakdown`).
            if case .unknown = items { return }
            if case .unknown = taxes { return }
            if case .sum(let sum) = items { summed = summed ?? parts; summed?[0] = sum }
            if case .sum(let sum) = taxes { summed = summed ?? parts; summed?[1] = sum }
        }

        if let breakdown, let value, allPartsRead {
            checkBreakdown(
                parts, summed: summed, breakdown: breakdown, value: value, amount: amount, in: &context)
        }
    }

    /// The full check of a unit's `amount` object: its members, currency and value (more than zero); nil when it
    /// is not an object.
    static func fullAmount(
        _ amountValue: JSONView, in context: inout ValidationContext
    ) -> (amount: JSONView, value: DecimalAmount?, breakdownValue: JSONView?)? {
        typealias Key = OrdersV2.AmountKey
        guard let members = context.members(amountValue, known: OrdersV2.amountKeys, what: "the amount") else { return nil }
        let amount = members.object
        let currency = context.currency(members[Key.currencyCode], key: "currency_code", in: amount)
        let value = context.amount(
            members[Key.value], key: "value", in: amount, currency: currency, policy: .ordersV2(.positive)
        )?.rounded(toFractionDigits: OrdersV2.fractionDigits(for: currency))
        return (amount, value, context.optional(members[Key.breakdown]))
    }

    /// The full check of a breakdown: the object, and each part as money that is not negative.
    static func fullParts(
        _ breakdownValue: JSONView?, in context: inout ValidationContext
    ) -> (breakdown: JSONView?, values: BreakdownParts<JSONView>, amounts: BreakdownParts<DecimalAmount>, allRead: Bool) {
        let breakdown = context.object(breakdownValue, known: OrdersV2.breakdownKeySet, what: "the breakdown")
        let values = breakdown.map(Self.parts(of:)) ?? BreakdownParts()
        var amounts = BreakdownParts<DecimalAmount>()
        var allRead = true
        for index in BreakdownParts<JSONView>.indices {
            guard let part = values[index] else { continue }
            let findings = context.mark
            let read = context.ordersV2Money(part, sign: .nonNegative, what: OrdersV2.breakdownNames[index])
            // A negative part has its own CANNOT_BE_NEGATIVE and is not added up (one fault, one code): summed, the
            // v1 habit of a negative discount made the order's total look short by twice the discount.
            if let read, !read.isNegative {
                amounts[index] = read
                continue
            }
            allRead = false
            if read != nil, OrdersV2.breakdownKeys[index].hasSuffix("discount") {
                suggestPositiveDiscount(part, findingsFrom: findings, in: &context)
            }
        }
        return (breakdown, values, amounts, allRead)
    }

    /// The suggestion of a negative discount's CANNOT_BE_NEGATIVE: the amount without its sign, as Orders v2
    /// subtracts the discounts it is given as positive numbers.
    @inline(never)
    private static func suggestPositiveDiscount(
        _ part: JSONView, findingsFrom start: FindingMark, in context: inout ValidationContext
    ) {
        guard let text = part["value"]?.string, text.hasPrefix("-"),
            let finding = context.lastListedFinding(since: start, where: { $0.code == .cannotBeNegative })
        else { return }
        context.replaceSuggestion(
            ofFinding: finding, with: String(text.dropFirst()),
            because: "a discount is a positive amount, which PayPal subtracts")
    }

    /// The breakdown's money objects in `OrdersV2.breakdownKeys` order, in one pass over its members. A misspelt
    /// key's member is not among them: PayPal ignores a key it does not define (`misspelling(of:in:)` finds it for
    /// the findings that follow).
    static func parts(of breakdown: JSONView) -> BreakdownParts<JSONView> {
        var found = BreakdownParts<JSONView>()
        for member in breakdown.children where !member.isNull {
            // One probe of the key set (bytes compared).
            if let index = OrdersV2.breakdownKeySet.position(ofKeyOf: member), found[index] == nil {
                found[index] = member
            }
        }
        return found
    }

    /// The member of an unknown key of `breakdown` that the unknown-field check suggests the absent part key `key`
    /// for (`item_totals` for `item_total`); asked only on a finding's path.
    @inline(never)
    static func misspelling(of key: String, in breakdown: JSONView?) -> JSONView? {
        guard let breakdown, breakdown.kind == .object, !breakdown.children.contains(where: { $0.key == key }) else {
            return nil
        }
        return breakdown.children.first { member in
            !member.isNull && OrdersV2.breakdownKeySet.position(ofKeyOf: member) == nil
                && KeySuggestion.nearest(to: member.key ?? "", in: OrdersV2.breakdownKeys) == key
        }
    }

    /// Checks one of the items' sums against its breakdown total; reports what is missing or too large, and returns
    /// a mismatch for the caller to report (it knows the rest of the breakdown, which the message may need).
    /// `missingTotal`: what a total reported missing counts as, when its items' sum is known.
    private static func checkItemSum(
        _ sum: OrdersV2.Sum, of kind: ItemSum, itemsValue: JSONView?, amount: JSONView,
        breakdown: JSONView?, total: JSONView?, stated: DecimalAmount?, missingTotal: inout CountedTotal,
        in context: inout ValidationContext
    ) -> ItemSumMismatch? {
        let what = kind.what
        let computed: DecimalAmount?
        switch sum {
        case .absent, .negativeTerm:
            return nil
        case .overflow:
            if let itemsValue {
                context.report(
                    .maxValueExceeded, at: itemsValue,
                    "the items' \(what) × quantities add up to more digits than can be computed exactly")
            }
            return nil
        case .unreadable:
            computed = nil
        case .value(let total):
            if total > OrdersV2.maxAmount, let itemsValue {
                context.report(
                    .maxValueExceeded, at: itemsValue,
                    "the items' \(what) × quantities add up to \(total), more than the Orders v2 maximum \(OrdersV2.maxAmount)")
                return nil
            }
            computed = total
        }

        guard let totalMoney = total else {
            // A breakdown that is not an object is reported as such; asking for its members would say it twice.
            if breakdown == nil, OrdersV2.member(amount, "breakdown") != nil { return nil }
            // Items whose taxes are all zero need no tax_total: PayPal's Python Server SDK end-to-end test creates
            // and captures such an order (201; Tests/RealDocuments/orders-v2/python-server-sdk-e2e-zero-item-tax-...).
            // A negative tax is reported at the item (CANNOT_BE_NEGATIVE); a total of it would repeat the fault.
            if kind.zeroNeedsNoTotal, let computed, computed.signum <= 0 { return nil }
            reportMissingTotal(of: kind, computed: computed, amount: amount, breakdown: breakdown, in: &context)
            // Items in another currency are MULTI_CURRENCY_ORDER's fault: their sum is no figure to count (a review
            // found 10.00 EUR beside 15.00 USD counted as a USD item total of 25.00).
            if let computed {
                missingTotal = hasItem(in: itemsValue, key: kind.itemKey, inAnotherCurrencyThan: amount)
                    ? .unknown : .sum(computed)
            }
            return nil
        }
        guard let stated, let computed, stated != computed else { return nil }
        // An item in another currency is MULTI_CURRENCY_ORDER's fault alone: summed with the others, 10.00 EUR beside
        // 15.00 USD made a USD item total of 25.00 the suggestion.
        if hasItem(in: itemsValue, key: kind.itemKey, inAnotherCurrencyThan: totalMoney) { return nil }
        return ItemSumMismatch(totalMoney: totalMoney, stated: stated, computed: computed)
    }

    /// Reports the breakdown's missing `item_total` or `tax_total` (with the money object to add when the sum and the
    /// unit's currency are known, or the misspelt key PayPal does not read in its place). Out of line: a fault's path,
    /// kept out of the check that runs for every unit.
    @inline(never)
    private static func reportMissingTotal(
        of kind: ItemSum, computed: DecimalAmount?, amount: JSONView, breakdown: JSONView?,
        in context: inout ValidationContext
    ) {
        let (what, totalKey, required) = (kind.what, kind.totalKey, kind.required)
        // The sum in the unit's currency's precision (`24.90`, not the `24.9` of an item written so). The member
        // to add is a money object, so the message gives it whole and there is no suggestion: "24.90" written at
        // the missing member's path would be a string where an object belongs.
        let currency = OrdersV2.currency(ofMoney: amount)
        let sum = computed.map { $0.suggestionText(like: $0, decimals: currency?.decimals) }
        var message = "the items have \(what), so amount.breakdown.\(totalKey) is required"
        if let key = misspelling(of: totalKey, in: breakdown)?.key {
            message += "; PayPal ignores \"\(key.prefix(40))\", a key it does not define: name it \"\(totalKey)\""
        } else if let sum {
            message += "; they add up to \(sum)"
            if let code = currency?.paypal?.rawValue {
                let money = #"{"currency_code": "\#(code)", "value": "\#(sum)"}"#
                message += breakdown == nil
                    ? #": add "breakdown": {"\#(totalKey)": \#(money)}"# : #": add "\#(totalKey)": \#(money)"#
            }
        }
        if let breakdown {
            context.report(required, missing: totalKey, in: breakdown, message)
        } else {
            let position = amount.position
            context.append([
                Diagnostic(
                    code: required, severity: .error, path: amount.pointer + "/breakdown/" + totalKey,
                    line: position.line, column: position.column, message: message)
            ])
        }
    }

    /// Reports `mismatch`. A unit `value` (nil unless it and every part were read) that adds up with the stated total
    /// changes with it: said, so that taking the suggestion alone does not bring AMOUNT_MISMATCH.
    private static func report(
        _ mismatch: ItemSumMismatch, of kind: ItemSum, parts: BreakdownParts<DecimalAmount>, value: DecimalAmount?,
        in context: inout ValidationContext
    ) {
        let (stated, computed) = (mismatch.stated, mismatch.computed)
        let currency = OrdersV2.currency(ofMoney: mismatch.totalMoney)
        var note = ""
        if let value, (try? breakdownSum(parts)) == value,
            let changed = try? value.adding(computed.subtracting(stated)), changed.signum > 0
        {
            let sumText = computed.suggestionText(like: stated, decimals: currency?.decimals)
            note = "; amount.value adds up with \(stated), so with \(sumText) send amount.value \(changed.suggestionText(like: value, decimals: currency?.decimals))"
        }
        context.reportMismatch(
            kind.mismatch, at: mismatch.totalMoney["value"] ?? mismatch.totalMoney, stated: stated, computed: computed,
            currency: currency, "\(kind.totalKey) is not the sum of the items' \(kind.label)", note: note)
    }

    /// `item_total + tax_total + shipping + handling + insurance − shipping_discount − discount`; throws when the
    /// parts have more digits than can be added up exactly.
    @inline(__always)
    private static func breakdownSum(
        _ parts: borrowing BreakdownParts<DecimalAmount>
    ) throws(DecimalAmount.ArithmeticError) -> DecimalAmount {
        // breakdownKeys order: item_total, tax_total, shipping, handling, insurance (added), shipping_discount,
        // discount (subtracted).
        var computed = DecimalAmount.zero
        for index in BreakdownParts<DecimalAmount>.indices {
            guard let part = parts[index] else { continue }
            computed = index < 5 ? try computed.adding(part) : try computed.subtracting(part)
        }
        return computed
    }

    /// `value = item_total + tax_total + shipping + handling + insurance − shipping_discount − discount`, when the
    /// value and every part are within the Orders v2 maximum (a term above it is reported where it stands).
    /// `summed`: `parts` with the item totals their items give, where they differ (nil: none does); a value that adds
    /// up with the stated parts (the item total's finding says how it changes) or with these is not reported.
    private static func checkBreakdown(
        _ parts: BreakdownParts<DecimalAmount>, summed: BreakdownParts<DecimalAmount>?, breakdown: JSONView,
        value: DecimalAmount, amount: JSONView, in context: inout ValidationContext
    ) {
        guard value <= OrdersV2.maxAmount,
            BreakdownParts<DecimalAmount>.indices.allSatisfy({ parts[$0].map { $0 <= OrdersV2.maxAmount } ?? true })
        else { return }
        var computed: DecimalAmount
        do {
            computed = try breakdownSum(parts)
        } catch {
            context.report(
                .maxValueExceeded, at: breakdown, "the breakdown's parts have more digits than can be added up exactly")
            return
        }
        if computed > OrdersV2.maxAmount {
            context.report(
                .maxValueExceeded, at: breakdown,
                "the breakdown adds up to \(computed), more than the Orders v2 maximum \(OrdersV2.maxAmount)")
            return
        }
        guard computed != value else { return }
        // A part in another currency is MULTI_CURRENCY_ORDER's fault; added to the others it made a figure in no
        // currency, and a suggestion that matched only by chance (a trial: 5.00 EUR shipping in a USD order).
        if hasPart(of: breakdown, inAnotherCurrencyThan: amount) { return }
        var corrected = ""
        if let summed {
            guard let sum = try? breakdownSum(summed), sum != value else { return }
            computed = sum
            let totals = [(0, "item_total"), (1, "tax_total")].compactMap { index, key in
                summed[index].flatMap { summed[index] != parts[index] ? "\(key) \($0)" : nil }
            }
            corrected = "; counting \(totals.joined(separator: " and ")), as the items give"
        }
        // A misspelt part is not read, as PayPal does not: the mismatch names it, and no figure is suggested.
        let ignored = OrdersV2.breakdownKeys.compactMap { key in
            misspelling(of: key, in: breakdown)?.key.map { "\"\($0.prefix(40))\" (did you mean \"\(key)\"?)" }
        }
        context.reportMismatch(
            .amountMismatch, at: amount["value"] ?? amount, stated: value, computed: computed,
            currency: OrdersV2.currency(ofMoney: amount),
            "amount.value is not item_total + tax_total + shipping + handling + insurance − shipping_discount − discount",
            note: corrected + (ignored.isEmpty
                ? "" : "; PayPal ignores \(ignored.joined(separator: " and ")), a key it does not define"),
            suggests: ignored.isEmpty)
    }
}
