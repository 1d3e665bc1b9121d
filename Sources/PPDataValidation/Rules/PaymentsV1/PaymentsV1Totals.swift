/// The Payments v1 sums: items against the subtotal (or the total), the details against the total, and the sign of
/// `shipping_discount`.
///
/// PayPal's texts for the two mismatches are quoted in the messages so users recognise what the server would say
/// (docs/rules.md). In v1 every detail is added as sent: `shipping_discount` is sent negative (PayPal's create-payment
/// example: subtotal 30.00 + tax 0.07 + shipping 0.03 + handling_fee 1.00 + shipping_discount -1.00 + insurance 0.01
/// = total 30.11).
enum PaymentsV1Totals {
    /// PayPal's ITEM_TOTAL_MISMATCH text.
    static let itemTotalText =
        "Item amount must add up to specified amount subtotal (or total if amount details not specified)"
    /// PayPal's text for item taxes that do not add up (TAX_TOTAL_MISMATCH).
    static let itemTaxText = "Item tax must add up to specified tax (or total if amount details not specified)"
    /// PayPal's AMOUNT_MISMATCH text.
    static let amountText = "Transaction amount details (subtotal, tax, shipping) must add up to specified amount total"

    /// Runs every sum check for one transaction.
    static func check(amount: PaymentsV1Amount, itemList: PaymentsV1ItemList?, in context: inout ValidationContext) {
        let items = itemList?.items ?? []
        if let discount = amount[.shippingDiscount], discount.amount.signum > 0 {
            // A total that adds the discount as sent (PayPal took such payments) goes down by twice the discount
            // when it is sent negative: said, so that taking the suggestion alone does not bring AMOUNT_MISMATCH.
            var note = ""
            if let total = amount.total, amount.hasSummedDetails, amount.partsComplete,
                (try? detailsSum(of: amount)) == total.amount, let doubled = try? discount.amount.adding(discount.amount),
                let lowered = try? total.amount.subtracting(doubled)
            {
                note = "; \"total\" adds it as sent, so with it negative send \"total\" \(lowered.suggestionText(like: total.amount, decimals: amount.currency?.decimals))"
            }
            context.report(
                .shippingDiscountSign, .warning, at: discount.value,
                "\"shipping_discount\" \(discount.amount) is positive; Payments v1 adds it to the total, so a discount is sent negative\(note)",
                suggestion: discount.amount.negated.description)
        }

        suggestRoundingTheTotalImplies(amount, in: &context)

        var subtotalMissing = false
        if let details = amount.details, amount.hasSummedDetails, !items.isEmpty, context.optional("subtotal", in: details) == nil {
            // PayPal's amount schema: "subtotal ... If the request includes line items, this property is required."
            context.report(
                .missingRequiredParameter, missing: "subtotal", in: details,
                "\"subtotal\" is required in the amount details when the transaction lists items")
            subtotalMissing = true
        }

        // The items' sum, once: the subtotal's check below, and the details' sum, which counts a subtotal that is not
        // its items' sum as theirs (one fault, one code).
        let itemSum = itemList.flatMap { $0.summable && !items.isEmpty && !subtotalMissing ? Self.sum(of: items, \.price?.amount) : nil }
        if let details = amount.details, amount.hasSummedDetails, amount.partsComplete, !subtotalMissing, let total = amount.total {
            var subtotal: DecimalAmount?
            if case .sum(let sum)? = itemSum, !items.allSatisfy({ $0.price?.amount.signum == 0 }) { subtotal = sum }
            checkDetails(amount, against: total, details: details, subtotalAsItemsGive: subtotal, in: &context)
        }

        guard let itemList, let itemSum else { return }
        // With details the items add up to the subtotal; without, to the total.
        let target: PaymentsV1Amount.Part?
        if amount.details != nil, amount.hasSummedDetails {
            target = amount[.subtotal]
        } else if amount.details != nil || amount.object["details"] == nil || amount.object["details"]?.isNull == true {
            target = amount.total
        } else {
            target = nil  // details present but unusable: already reported
        }
        guard let target else { return }
        let sum: DecimalAmount
        switch itemSum {
        case .sum(let total): sum = total
        case .incomplete: return
        case .tooLarge(let item):
            if let price = item.price, let quantity = item.quantity {
                context.report(
                    .maxValueExceeded, at: price.value,
                    "\(price.value.displayName) \(price.amount) × quantity \(quantity) is too large to add up")
            }
            return
        }
        if sum != target.amount {
            // Items all priced zero are not added up by PayPal's server: its sandbox created a payment of 76 items at
            // 0.00 under a subtotal and total of 0.03 (201), and executed it (200, the sale completed), ten more like
            // it that day; the same log has 6 × 83.33 under a subtotal of 500 refused with `itemTotalText`
            // (Ekko1992/SelfServiceModel_frontend's PayPal.log, the PHP SDK's debug log of April and May 2017;
            // Tests/RealDocuments/payments-v1). A warning: the payment goes through, and the items show the buyer
            // nothing of what they pay. No suggestion: a subtotal of 0.00 is no payment.
            let unpriced = items.allSatisfy { $0.price?.amount.signum == 0 }
            context.reportMismatch(
                .itemTotalMismatch, unpriced ? .warning : .error, at: target.value, stated: target.amount,
                computed: sum, currency: amount.currency, itemTotalText,
                note: unpriced
                    ? "; the items are all priced zero, which PayPal's server takes without adding them up: give them their prices"
                    : totalNote(amount, fixing: target, to: sum),
                suggests: !unpriced)
            return
        }
        if itemList.hasTaxes, itemList.taxesSummable { checkItemTaxes(items, amount: amount, in: &context) }
    }

    /// The items' taxes (per unit) against `details.tax`, or, without details, against the total, as PayPal adds
    /// them: it refused items of 10.50 with a tax of 0.50 each under a total of 21 and no details, "Item tax must add
    /// up to specified tax (or total if amount details not specified)" (alexmanguera/translate-safe's PayPal.log,
    /// the PHP SDK's debug log of October 2015; Tests/RealDocuments/payments-v1). Without details no total passes both
    /// sums unless the taxes are zero: the message says to send the details.
    private static func checkItemTaxes(
        _ items: [PaymentsV1ItemList.Item], amount: PaymentsV1Amount, in context: inout ValidationContext
    ) {
        // An item without a tax adds none; a sum too large to hold is no comparison.
        guard case .sum(let taxes) = Self.sum(of: items, { $0.tax ?? .zero }) else { return }
        if amount.details != nil, amount.hasSummedDetails {
            guard amount.partsComplete else { return }  // a detail with its own finding: one fault, one code
            guard let stated = amount[.tax] else {
                guard taxes.signum != 0, let details = amount.details else { return }
                context.report(
                    .taxTotalMismatch, missing: "tax", in: details,
                    "\(itemTaxText): the items' taxes add up to \(taxes.suggestionText(like: taxes, decimals: amount.currency?.decimals)) and the details give no \"tax\"")
                return
            }
            if taxes != stated.amount {
                context.reportMismatch(
                    .taxTotalMismatch, at: stated.value, stated: stated.amount, computed: taxes,
                    currency: amount.currency, itemTaxText, note: totalNote(amount, fixing: stated, to: taxes))
            }
        } else if taxes.signum != 0, let total = amount.total {
            context.report(
                .taxTotalMismatch, at: total.value,
                "\(itemTaxText): the items' taxes add up to \(taxes.suggestionText(like: taxes, decimals: amount.currency?.decimals)) and the amount has no details; send \"details\" with the \"subtotal\" and the \"tax\"")
        }
    }

    /// A detail with too many decimal places, the only one left out of the sum, is suggested rounded the way the
    /// total implies, when that is one of its two roundings: `"0.075"` under a total that the other details leave
    /// 0.07 of is 0.07, not the half-even 0.08, which would then be a tax and a total that do not add up.
    private static func suggestRoundingTheTotalImplies(_ amount: PaymentsV1Amount, in context: inout ValidationContext) {
        guard let key = amount.impreciseDetail, amount.unsummedDetails == 1, let total = amount.total,
            let places = amount.currency?.decimals, let unit = DecimalAmount(coefficient: 1, scale: places),
            let value = amount.details?[key.name],
            let written = value.string.flatMap({ DecimalAmount(exactly: $0) }) ?? value.numberText.flatMap({ DecimalAmount(exactly: $0) })
        else { return }
        var others = DecimalAmount.zero
        for other in PaymentsV1Keys.DetailKey.allCases where other != key {
            guard let part = amount[other] else { continue }
            guard let sum = try? others.adding(part.amount) else { return }
            others = sum
        }
        guard let implied = try? total.amount.subtracting(others), implied.rounded(toFractionDigits: places) == implied,
            key == .shippingDiscount || implied.signum >= 0,
            let difference = try? implied.subtracting(written), difference < unit, difference.negated < unit
        else { return }
        context.replaceSuggestion(ofFinding: Int(amount.impreciseFinding), with: implied.description(fractionDigits: places))
    }

    /// When `part`, a detail, is to become `fixed` and the total adds up with the detail as stated, what the total
    /// then is: said, so that taking the suggestion alone does not bring AMOUNT_MISMATCH. Empty otherwise (the
    /// part is the total itself, or the total does not add up anyway).
    private static func totalNote(
        _ amount: PaymentsV1Amount, fixing part: PaymentsV1Amount.Part, to fixed: DecimalAmount
    ) -> String {
        guard let total = amount.total, total.value != part.value, amount.details != nil, amount.hasSummedDetails,
            amount.partsComplete, (try? detailsSum(of: amount)) == total.amount,
            let changed = try? total.amount.adding(fixed.subtracting(part.amount)), changed.signum > 0
        else { return "" }
        let decimals = amount.currency?.decimals
        return "; \"total\" adds up with \(part.amount), so with \(fixed.suggestionText(like: part.amount, decimals: decimals)) send \"total\" \(changed.suggestionText(like: total.amount, decimals: decimals))"
    }

    /// What `Σ perUnit × quantity` over the items came to.
    private enum ItemSum {
        case sum(DecimalAmount)
        /// An item lacks its amount or its quantity.
        case incomplete
        /// The item whose product no longer fits.
        case tooLarge(PaymentsV1ItemList.Item)
    }

    /// `Σ perUnit(item) × quantity`: the items' prices or their taxes.
    private static func sum(
        of items: [PaymentsV1ItemList.Item], _ perUnit: (PaymentsV1ItemList.Item) -> DecimalAmount?
    ) -> ItemSum {
        var sum = DecimalAmount.zero
        for item in items {
            guard let amount = perUnit(item), let quantity = item.quantity else { return .incomplete }
            guard let next = try? sum.adding(amount.multiplied(byQuantity: quantity)) else { return .tooLarge(item) }
            sum = next
        }
        return .sum(sum)
    }

    /// `subtotal + shipping + tax + handling_fee + shipping_discount + insurance (+ gift_wrap)`, as sent; throws
    /// when too large to hold.
    @inline(__always)
    private static func detailsSum(of amount: PaymentsV1Amount) throws(DecimalAmount.ArithmeticError) -> DecimalAmount {
        var sum = DecimalAmount.zero
        for key in PaymentsV1Keys.DetailKey.allCases {
            guard let part = amount[key] else { continue }
            sum = try sum.adding(part.amount)
        }
        return sum
    }

    /// `subtotal + shipping + tax + handling_fee + shipping_discount + insurance (+ gift_wrap) = total`.
    /// `subtotalAsItemsGive`: the items' sum, when there are priced items: a subtotal that differs from it is
    /// reported there, and counted here as the items' sum, so a total that adds up with it (or with the stated
    /// subtotal, whose finding says how the total changes) is not reported.
    private static func checkDetails(
        _ amount: PaymentsV1Amount, against total: PaymentsV1Amount.Part, details: JSONView,
        subtotalAsItemsGive: DecimalAmount?, in context: inout ValidationContext
    ) {
        var sum: DecimalAmount
        do {
            sum = try detailsSum(of: amount)
        } catch {
            context.report(.maxValueExceeded, at: details, "the amount details are too large to add up")
            return
        }
        guard sum != total.amount else { return }
        var counted = ""
        if let items = subtotalAsItemsGive, let stated = amount[.subtotal]?.amount, items != stated,
            let corrected = try? sum.subtracting(stated).adding(items)
        {
            guard corrected != total.amount else { return }
            sum = corrected
            counted = "; counting \"subtotal\" \(items.suggestionText(like: stated, decimals: amount.currency?.decimals)), as the items give"
        }
        // A discount sent positive and subtracted by the sender: PayPal's server accepted it both ways. It created a
        // payment whose positive shipping_discount was added (the create-payment recording of Tests/RealDocuments,
        // node-sdk-paypal-items-positive-shipping-discount) and updated a payment's amount whose positive
        // shipping_discount was subtracted (PATCH /v1/payments/payment, answered 200 on 2014-08-25: the HAR of
        // Tests/RealDocuments/traffic, entry 6). So a total that the subtracted discount explains is no mismatch;
        // the sign warning, reported at the discount itself, still says to send it negative.
        if let discount = amount[.shippingDiscount], discount.amount.signum > 0,
            let doubled = try? discount.amount.adding(discount.amount), let corrected = try? sum.subtracting(doubled),
            corrected == total.amount
        {
            return
        }
        // `fee` is read only: PayPal reads it and leaves it out of the sum. A total that counted it is the fault
        // PayPal's maintainer named in PayPal-PHP-SDK issue #1033 ("the 75 isn't being picked up"), fixed there by
        // sending the amount as `handling_fee`.
        var note = ""
        if let fee = details["fee"]?.string.flatMap({ DecimalAmount(exactly: $0) }),
            (try? sum.adding(fee)) == total.amount
        {
            note = "; \"fee\" is read only and not counted: send it as \"handling_fee\""
        }
        context.reportMismatch(
            .amountMismatch, at: total.value, stated: total.amount, computed: sum, currency: amount.currency,
            amountText, note: counted + note)
    }
}
