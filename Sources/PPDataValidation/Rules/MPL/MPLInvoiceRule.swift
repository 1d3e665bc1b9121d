/// `invoiceData` (PayPalInvoiceData) of a PayPalPayment and of every receiver, and its invoice items.
///
/// - `invoiceItems` is required once `invoiceData` is present (`MISSING_REQUIRED_PARAMETER`); so are `totalTax` and
///   `totalShipping` in the guide, but PayPal's SDKs declare all three optional (PayPalInvoiceData.h: "//optional")
///   and the Android library counts a missing tax or shipping as zero (`PayPalReceiverDetails.getTotal()` in MPL
///   1.5.6.58 adds each only when it is set), so their absence is a warning. Tax and shipping are amounts ≥ 0
///   (`CANNOT_BE_NEGATIVE`).
/// - Each item needs `totalPrice`, `itemPrice` (amounts ≥ 0: a free item is fine) and `itemCount`, an integer JSON
///   number (`INVALID_PARAMETER_SYNTAX`) above 0 (`CANNOT_BE_ZERO_OR_NEGATIVE`). A missing or empty `name` is a
///   warning: the iOS guide (August 2012, p. 25) calls it required, the Android guide 1.5.5 (p. 27) "(Optional) –
///   The name of the item.", and the Android library (1.5.6.58) takes an item with any one field set and writes
///   `<name>` only when it is set.
/// - `itemPrice × itemCount ≠ totalPrice` → `ITEM_PRICE_MISMATCH`, a warning at `totalPrice` (the guide allows a
///   different total for volume coupons), suggesting the product, unless the items add up to the subtotal as
///   stated: the product would then break that sum, so the message names the subtotal it would need instead.
/// - `Σ totalPrice ≠` the container's subtotal → `ITEM_TOTAL_MISMATCH`, an error at the subtotal, suggesting the sum.
///
/// Beyond PayPal's sources (decided here, stated in docs/rules.md):
/// - Totals are checked per container, so per receiver in an advanced payment: the guide says "the totalPrices of
///   all invoiceItems to a PayPalPayment or a PPReceiverPaymentDetails object must equal the subtotal of that
///   object". `totalTax` and `totalShipping` are added to the subtotal by the library, not compared with anything.
/// - An empty `invoiceItems` is `INVALID_ARRAY_MIN_ITEMS` (at least 1) rather than a mismatch against a sum of 0:
///   the items are missing, not wrong.
/// - `itemCount` is an NSNumber in the SDK, so it must be a JSON number written as an integer; `"2"` and `2.0` are
///   syntax errors (`2.0` suggests `2`; for `"2"` the message says to write 2 without quotes, as a suggestion is
///   read as text). A count beyond 64 bits is `MAX_VALUE_EXCEEDED`.
/// - The item sum is compared only when every item's `totalPrice` and the subtotal are readable amounts of the
///   right sign, and the product only when the item's three numbers are; values that are unreadable, negative or
///   zero are reported by their own checks, and one fault gets one code. A value with more places than the
///   currency takes counts as its rounding (`MPL.countedAmount`), as in Orders v2.
struct MPLInvoiceRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let currency = MPL.currency(context.mplPaymentCurrency(root))
        for container in context.mplContainers(root) {
            guard let value = container.members[MPL.ContainerKey.invoiceData],
                let invoice = context.object(value, known: MPL.invoiceKeySet, what: "invoiceData (PayPalInvoiceData)")
            else { continue }
            // Worded only for a report; a local function, not a closure, which allocated its context every time.
            func what() -> String { "invoiceData of \(container.name)" }
            for key: StaticString in ["totalTax", "totalShipping"] {
                guard let amount = context.optional(invoice[key]) else {
                    context.report(
                        .missingRequiredParameter, .warning, missing: "\(key)", in: invoice,
                        "\(what()) has no \"\(key)\"; the MPL guide requires it, though PayPal's SDKs declare it optional and the Android library counts it as zero")
                    continue
                }
                _ = context.amount(amount, currency: currency, policy: .mpl(.nonNegative))
            }
            guard let itemsValue = context.mplRequired("invoiceItems", in: invoice, known: MPL.invoiceKeys, what: what())
            else { continue }
            guard itemsValue.kind == .array else {
                context.report(
                    .invalidParameterSyntax, at: itemsValue, "\"invoiceItems\" must be an array, not \(itemsValue.kind.article)")
                continue
            }
            guard itemsValue.count > 0 else {
                context.report(
                    .invalidArrayMinItems, at: itemsValue,
                    "\"invoiceItems\" is empty; invoice data needs at least one item whose totalPrice values add up to the \(container.subtotalKey.name)")
                continue
            }
            var totals: [DecimalAmount] = []
            totals.reserveCapacity(itemsValue.count)  // growing it item by item reallocated it each time
            var priceMismatches: [PriceMismatch] = []
            var complete = true
            for item in itemsValue.elements {
                // A negative totalPrice has its own CANNOT_BE_NEGATIVE; a sum over it would report the same fault twice.
                if let total = checkItem(item, currency: currency, priceMismatches: &priceMismatches, in: &context),
                    !total.isNegative
                {
                    totals.append(total)
                } else {
                    complete = false
                }
            }
            guard complete, let subtotalValue = container.members[container.subtotalKey],
                let subtotal = MPL.countedAmount(subtotalValue, in: currency), subtotal.signum > 0
            else { continue }
            let sum: DecimalAmount
            do {
                sum = try DecimalAmount.sum(totals)
            } catch {
                context.report(
                    .maxValueExceeded, at: itemsValue, "the items' totalPrice values cannot be added up exactly: \(error)")
                continue
            }
            guard sum != subtotal else {
                if !priceMismatches.isEmpty {
                    keepSubtotal(subtotal, key: container.subtotalKey.name, priceMismatches, currency, &context)
                }
                continue
            }
            // A totalPrice that is not its item's price × count (ITEM_PRICE_MISMATCH) and is all that keeps the sum
            // from the subtotal: that totalPrice is the fault, so the subtotal is not suggested to follow it (which
            // would change the amount charged and leave the warning).
            let products = priceMismatches.reduce(sum as DecimalAmount?) { partial, mismatch in
                try? partial?.subtracting(mismatch.total).adding(mismatch.product)
            }
            let priceIsTheFault = !priceMismatches.isEmpty && products == subtotal
            context.reportMismatch(
                .itemTotalMismatch, at: subtotalValue, stated: subtotal, computed: sum, currency: currency,
                itemsValue.count == 1
                    ? "the invoice item's totalPrice does not match \(container.subtotalKey.name)"
                    : "the totalPrice values of \(itemsValue.count) invoice items do not add up to \(container.subtotalKey.name)",
                note: priceIsTheFault
                    ? "; with each totalPrice at its itemPrice × itemCount, as ITEM_PRICE_MISMATCH suggests, they add up to it"
                    : "",
                suggests: !priceIsTheFault)
        }
    }

    /// An `ITEM_PRICE_MISMATCH` reported, kept until the item sum is known.
    private struct PriceMismatch {
        /// The finding's index in the context's diagnostics; nil when it was not listed (ignored, or past the findings
        /// limit), and so has no suggestion to change.
        var finding: Int?
        var total: DecimalAmount
        var product: DecimalAmount
    }

    /// Withdraws each product suggested for a `totalPrice` when the items add up to the stated subtotal: writing it
    /// alone would turn a volume discount's warning into an `ITEM_TOTAL_MISMATCH` error. The message says the
    /// subtotal that the product would need.
    private func keepSubtotal(
        _ subtotal: DecimalAmount, key: StaticString, _ mismatches: [PriceMismatch], _ currency: DocumentCurrency?,
        _ context: inout ValidationContext
    ) {
        for mismatch in mismatches {
            guard let finding = mismatch.finding else { continue }
            let product = mismatch.product.suggestionText(like: mismatch.total, decimals: currency?.decimals)
            guard let moved = try? subtotal.subtracting(mismatch.total).adding(mismatch.product) else { continue }
            let needed = moved.suggestionText(like: subtotal, decimals: currency?.decimals)
            context.replaceSuggestion(
                ofFinding: finding, with: nil,
                because: "the items add up to \(key) as stated, so \(product) here needs a \(key) of \(needed)")
        }
    }

    /// Checks one invoice item; returns its `totalPrice` when that is a readable amount, and adds a price mismatch
    /// it reports to `priceMismatches`.
    private func checkItem(
        _ value: JSONView, currency: DocumentCurrency?, priceMismatches: inout [PriceMismatch],
        in context: inout ValidationContext
    ) -> DecimalAmount? {
        let known = MPL.invoiceItemKeys
        typealias Key = MPL.InvoiceItemKey
        // A null item is reported by `members` (MISSING_REQUIRED_PARAMETER).
        guard
            let members = context.members(value, known: MPL.invoiceItemKeySet, what: "an invoice item (PayPalInvoiceItem)")
        else {
            return nil
        }
        let item = members.object
        // Worded only when a report needs it (almost every item has nothing to report); a local function, not a
        // closure, which allocated its context for every item.
        func what() -> String { "the invoice item at index \(value.arrayIndex ?? 0)" }
        // The iOS guide calls the name required, the Android guide optional, and the Android library sends an item
        // without one (docs/rules.md, MPL invoice items): a warning either way.
        if let name = invoiceItemMember(
            Key.name, of: members, what: what(),
            because: "the iOS guide requires it, but the Android guide calls it optional and PayPal's Android library sends the item without one",
            &context),
            context.checkString(name), name.isBlank
        {
            context.report(
                .invalidStringLength, .warning, at: name,
                "\"name\" is empty; the iOS guide requires an invoice item's name, and PayPal's Android library leaves an empty one out")
        }
        context.checkString(Key.itemId, of: members)

        let totalValue = context.mplRequired(members[Key.totalPrice], key: "totalPrice", in: item, known: known, what: what())
        // Checked (reported) as amounts, then counted in sums at the currency's places (`MPL.countedAmount`).
        let total = totalValue.flatMap { context.amount($0, currency: currency, policy: .mpl(.nonNegative)) }
            .map { MPL.counted($0, in: currency) }
        // The guide calls itemPrice and itemCount required, but PayPal's own MPL demo builds invoice items without
        // them and its payments ran: a warning, not an error (docs/rules.md, MPL invoice items).
        let priceValue = invoiceItemMember(Key.itemPrice, of: members, what: what(), &context)
        let price = priceValue.flatMap { context.amount($0, currency: currency, policy: .mpl(.nonNegative)) }
            .map { MPL.counted($0, in: currency) }
        let countValue = invoiceItemMember(Key.itemCount, of: members, what: what(), &context)
        let count = countValue.flatMap { context.quantity($0, schema: .mpl) }

        // Negative amounts have been reported (CANNOT_BE_NEGATIVE); comparing them would repeat that fault.
        if let total, let totalValue, let price, let count, let countValue, !total.isNegative, !price.isNegative {
            do {
                let product = try price.multiplied(byQuantity: count)
                if product != total {
                    let before = context.mark
                    context.reportMismatch(
                        .itemPriceMismatch, .warning, at: totalValue, stated: total, computed: product,
                        currency: currency,
                        "totalPrice differs from itemPrice × itemCount (\(price) × \(count)); the guide allows this only for volume discounts")
                    priceMismatches.append(PriceMismatch(
                        finding: context.listedIndex(ofOnlyFindingSince: before), total: total, product: product))
                }
            } catch {
                context.report(
                    .maxValueExceeded, at: countValue, "itemPrice \(price) × itemCount \(count) is too large to compute exactly")
            }
        }
        return total
    }

    /// The member `key` of an invoice item, or a `MISSING_REQUIRED_PARAMETER` warning when it is absent or null.
    private func invoiceItemMember(
        _ key: MPL.InvoiceItemKey, of item: JSONObjectMembers, what: @autoclosure () -> String,
        because reason: StaticString = "the MPL guide requires it, though PayPal's own demo leaves it out",
        _ context: inout ValidationContext
    ) -> JSONView? {
        if let value = context.optional(key, of: item) { return value }
        context.report(
            .missingRequiredParameter, .warning, missing: "\(key.name)", in: item.object,
            "\(what()) has no \"\(key.name)\"; \(reason)")
        return nil
    }
}
