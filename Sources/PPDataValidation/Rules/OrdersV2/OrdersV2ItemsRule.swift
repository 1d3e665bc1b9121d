import PPData

/// Each unit's `items`: the item fields (`name` 1–127, `sku` and `description` ≤ 127, `quantity`, `category`, the
/// money of `unit_amount` and `tax`, URLs), and the category rules across items and units.
///
/// PayPal `item`: `quantity` is a string matching `^[1-9][0-9]{0,9}$`; `category` is DIGITAL_GOODS, PHYSICAL_GOODS
/// or DONATION; `unit_amount` is required and neither it nor `tax` may be negative; `url` and `image_url` are at
/// most 2048 characters, and `image_url` matches PayPal's image pattern (`ImageURL`). Donations cannot be mixed
/// with goods in one unit (`MULTIPLE_ITEM_CATEGORIES`) nor sent with more than one unit
/// (`DONATION_ITEMS_NOT_SUPPORTED`).
///
/// Quantity faults follow "one fault, one code": a whole number that is zero or negative is
/// `CANNOT_BE_ZERO_OR_NEGATIVE`, one above 9999999999 `MAX_VALUE_EXCEEDED`; anything else that is not the pattern
/// (fractions, leading zeros, spaces, a JSON number) is `INVALID_PARAMETER_SYNTAX` with the fixed text as
/// suggestion where one exists.
struct OrdersV2ItemsRule: DocumentRule {
    /// The schema shape of an item's `billing_plan` (nil only if the tables lost it: `RuleCoverage`'s test fails).
    static let billingPlanShape = RequestSchema.memberIndex("checkout_orders_v2:item.billing_plan").map {
        RequestSchema.members[$0].shape
    }

    /// An item's text members' lengths, from the schema tables (PayPal's current limits, and a JSON number read as
    /// its text in `sku`: overrides.tsv). One value, read once per item.
    struct TextLimits: Sendable {
        let description = SchemaStringLength("checkout_orders_v2:item.description")
        let sku = SchemaStringLength("checkout_orders_v2:item.sku")
    }
    static let textLimits = TextLimits()

    func check(_ root: JSONView, in context: inout ValidationContext) {
        check(OrdersV2.unitElements(context.ordersV2Order(root)), in: &context)
    }

    /// Checks the items of `units`: an order's, or the units a JSON Patch sets.
    func check(_ units: JSONView.Elements, in context: inout ValidationContext) {
        let unitCount = units.count
        for unit in units where unit.kind == .object {
            guard let items = context.array("items", in: unit) else { continue }
            context.ordersV2ItemSums.record(checkItems(items, unitCount: unitCount, in: &context), for: unit)
        }
    }

    /// Checks the elements of one unit's `items` (an order has `unitCount` units; 1 when not known, as for the
    /// items a JSON Patch sets) and returns their sums.
    // Inlined into the unit loop: called there, out of line, it cost 0.5 M instructions on the broad corpus.
    @inline(__always)
    func checkItems(
        _ items: JSONView.Elements, unitCount: Int, in context: inout ValidationContext
    ) -> OrdersV2.ItemSums {
        var donation: JSONView?
        var goods: JSONView?
        var sums = OrdersV2.ItemSums()
        for element in items {
            if let faultless = Self.faultlessItem(element, sums: &sums) {
                // Nothing to report (see `faultlessItem`); only the category matters here.
                auditFaultlessItem(element, category: faultless.category, in: context)
                switch faultless.category {
                case .donation?: if donation == nil { donation = faultless.categoryValue }
                case .digitalGoods?, .physicalGoods?: if goods == nil { goods = faultless.categoryValue }
                case nil: break
                }
                continue
            }
            guard let item = context.members(element, known: OrdersV2.itemKeys, what: "an item") else {
                // A null element is reported by `members` (MISSING_REQUIRED_PARAMETER, as for every kind).
                continue
            }
            switch checkItem(item, sums: &sums, in: &context) {
            case .donation?: if donation == nil { donation = item[OrdersV2.ItemKey.category] }
            case .digitalGoods?, .physicalGoods?: if goods == nil { goods = item[OrdersV2.ItemKey.category] }
            case nil: break
            }
        }
        if let donation, let goods, let goodsText = goods.string {
            // Reported at whichever category comes second: the item that makes the mix.
            let later = donation.byteRange.lowerBound > goods.byteRange.lowerBound ? donation : goods
            context.report(
                .multipleItemCategories, at: later,
                "this unit mixes DONATION items with \(goodsText) items; donations need a purchase unit of their own")
        }
        if let donation, unitCount > 1 {
            context.report(
                .donationItemsNotSupported, at: donation,
                "donation items are not supported in an order with \(unitCount) purchase units; "
                    + "send donations as a one-unit order")
        }
        return sums
    }

    /// What `faultlessItem` found out about an item with nothing to report.
    struct FaultlessItem {
        /// The item's category, or nil when absent.
        var category: OrdersV2.ItemCategory?
        /// The category member (where a mix of categories is reported).
        var categoryValue: JSONView?
    }

    /// An item that has nothing to report, with its amounts added to `sums`; nil (and `sums` untouched) when the item
    /// needs the full check, `checkItem`, which then decides.
    ///
    /// Almost every item is a handful of plain members: this reads them in one pass over the nodes and accepts only
    /// what `checkItem` would pass without a finding: each member one of `name`, `description`, `sku`, `quantity`,
    /// `unit_amount`, `tax`, `category`, `url` and `image_url`, once, with no escapes in its key and not null; `name`
    /// present and every string's length settled by its byte length; `quantity` a plain whole number
    /// (`^[1-9][0-9]{0,9}$`); `unit_amount` present and it and `tax` faultless money (`OrdersV2.faultlessMoney`);
    /// `category` one of the allowed values as written; `url` a plain valid URL (`URLSyntax.isPlainValid`), and
    /// `image_url` one that also matches PayPal's image pattern whole (`ImageURL`). Anything else (a UPC, an unknown key, a
    /// fault) takes the full check. (The general checks cost ~3,000 instructions per item, six items per document.
    /// Items with a URL, about a third on the broad benchmark corpus, took the full check until session 13: 1.7% of
    /// its instructions.)
    /// Kept on measurement (callgrind, whole CLI, session 29, this fast path alone disabled): +9.3% instructions
    /// on the Orders v2 corpus (665.9 M → 727.7 M, 10,000 documents) and +2.2% on the broad one (1,065.4 M →
    /// 1,088.4 M, 20,000). `FastPathAudit` checks it against the full check in debug and fuzz builds.
    static func faultlessItem(_ item: JSONView, sums: inout OrdersV2.ItemSums) -> FaultlessItem? {
        let object = item.node
        guard object.kind == .object else { return nil }
        let nodes = item.storage.nodes
        let base = item.storage.base
        var seen: UInt16 = 0
        var name: JSONView?
        var quantity: Int64?
        var unitAmount: DecimalAmount?
        var tax: DecimalAmount?
        var result = FaultlessItem()
        var child = Int(item.index) + 1
        for _ in 0..<Int(object.count) {
            let member = nodes[child]
            let value = item.sibling(child)
            guard member.kind != .null else { return nil }
            let bit: UInt16
            switch member.keyTag {
            case JSONNode.keyTag(length: 4, first: UInt8(ascii: "n")) where OrdersV2.hasKey(member, "name", base: base):
                guard value.stringLength(isCertainlyIn: 1...127) else { return nil }
                name = value
                bit = 1
            case JSONNode.keyTag(length: 11, first: UInt8(ascii: "d"))
            where OrdersV2.hasKey(member, "description", base: base):
                guard value.stringLength(isCertainlyIn: 0...127) else { return nil }
                bit = 2
            case JSONNode.keyTag(length: 3, first: UInt8(ascii: "s")) where OrdersV2.hasKey(member, "sku", base: base):
                guard value.stringLength(isCertainlyIn: 0...127) else { return nil }
                bit = 4
            case JSONNode.keyTag(length: 8, first: UInt8(ascii: "q"))
            where OrdersV2.hasKey(member, "quantity", base: base):
                quantity = value.withStringUTF8(plainQuantity) ?? nil
                guard quantity != nil, member.flags & JSONNode.valueEscaped == 0 else { return nil }
                bit = 8
            case JSONNode.keyTag(length: 11, first: UInt8(ascii: "u"))
            where OrdersV2.hasKey(member, "unit_amount", base: base):
                unitAmount = OrdersV2.faultlessMoney(value, sign: .nonNegative)
                guard unitAmount != nil else { return nil }
                bit = 16
            case JSONNode.keyTag(length: 3, first: UInt8(ascii: "t")) where OrdersV2.hasKey(member, "tax", base: base):
                tax = OrdersV2.faultlessMoney(value, sign: .nonNegative)
                guard tax != nil else { return nil }
                bit = 32
            case JSONNode.keyTag(length: 3, first: UInt8(ascii: "u")) where OrdersV2.hasKey(member, "url", base: base):
                guard URLSyntax.isPlainValid(value, maxLength: 2048) else { return nil }
                bit = 128
            case JSONNode.keyTag(length: 9, first: UInt8(ascii: "i"))
            where OrdersV2.hasKey(member, "image_url", base: base):
                guard member.flags & JSONNode.valueEscaped == 0, URLSyntax.isPlainValid(value, maxLength: 2048),
                    value.withStringUTF8(ImageURL.match) == .whole
                else { return nil }
                bit = 256
            case JSONNode.keyTag(length: 8, first: UInt8(ascii: "c"))
            where OrdersV2.hasKey(member, "category", base: base):
                guard member.flags & JSONNode.valueEscaped == 0,
                    let position = value.withStringUTF8({
                        ValidationContext.firstMatchPosition(of: $0, in: OrdersV2.itemCategories)
                    }) ?? nil
                else { return nil }
                result.category = OrdersV2.ItemCategory(rawValue: position)
                result.categoryValue = value
                bit = 64
            default:
                return nil
            }
            guard seen & bit == 0 else { return nil }  // a repeated key: the full check reports it
            seen |= bit
            child = Int(member.next)
        }
        guard name != nil, let quantity, let unitAmount else { return nil }
        sums.add(unitAmount: unitAmount, hasUnitAmount: true, tax: tax, hasTax: tax != nil, quantity: quantity)
        return result
    }

    /// The full check of an item the fast path accepted must report nothing and add the same amounts
    /// (`FastPathAudit`; debug and fuzz builds only).
    private func auditFaultlessItem(
        _ element: JSONView, category: OrdersV2.ItemCategory?, in context: ValidationContext
    ) {
        guard FastPathAudit.isEnabled else { return }
        var fast = OrdersV2.ItemSums()
        _ = Self.faultlessItem(element, sums: &fast)
        FastPathAudit.require("faultlessItem", at: element, in: context) {
            scratch -> (OrdersV2.ItemCategory?, OrdersV2.ItemSums)? in
            var full = OrdersV2.ItemSums()
            guard let item = scratch.members(element, known: OrdersV2.itemKeys, what: "an item") else { return nil }
            return (checkItem(item, sums: &full, in: &scratch), full)
        } agrees: { full in
            guard let (fullCategory, fullSums) = full else { return false }
            return fullCategory == category && fullSums.unitAmounts.sum == fast.unitAmounts.sum
                && fullSums.taxes.sum == fast.taxes.sum
        }
    }

    /// A quantity written as `^[1-9][0-9]{0,9}$` (what `Quantity.Schema.ordersV2` accepts without a finding), else nil.
    private static func plainQuantity(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard case .count(let count, _, leadingZeros: false) = Quantity.read(bytes, maxDigits: 10) else { return nil }
        return count
    }

    /// Checks one item (its members read once, by `members`) and adds its amounts to `sums`; returns its category
    /// when it is a valid one.
    private func checkItem(
        _ item: JSONObjectMembers, sums: inout OrdersV2.ItemSums, in context: inout ValidationContext
    ) -> OrdersV2.ItemCategory? {
        typealias ItemKey = OrdersV2.ItemKey
        let object = item.object
        context.checkString(item[ItemKey.name], key: "name", in: object, required: true, length: 1...127)
        let limits = Self.textLimits
        context.checkString(item[ItemKey.description], key: "description", in: object, limits: limits.description)
        context.checkString(item[ItemKey.sku], key: "sku", in: object, limits: limits.sku)
        // Pay upon invoice's tax rate in percent (additions.tsv): a string, its form not published.
        context.checkString(item[ItemKey.taxRate], key: "tax_rate", in: object)
        _ = context.url(item[ItemKey.url], maxLength: 2048)
        context.imageURL(item[ItemKey.imageURL], maxLength: 2048)
        let category = context.enumeration(
            item[ItemKey.category], key: "category", in: object, allowed: OrdersV2.itemCategories)
        if let upc = context.object(context.optional(item[ItemKey.upc]), known: OrdersV2.upcKeys, what: "the upc") {
            _ = context.enumeration(
                "type", in: upc, allowed: ["UPC-A", "UPC-B", "UPC-C", "UPC-D", "UPC-E", "UPC-2", "UPC-5"], required: true)
            context.checkString("code", in: upc, required: true, length: 6...17)
        }
        // The subscription an item starts (additions.tsv, an object of PayPal's SDK models): handed to the walker here
        // (`RuleCoverage`'s handedOver), so the walker need not go through every item looking for one.
        if let plan = context.objectValue(context.optional(item[ItemKey.billingPlan]), what: "the billing_plan"),
            let shape = Self.billingPlanShape
        {
            SchemaWalker.check(plan, shape: shape, unknownSeverity: .warning, in: &context)
        }
        if let quantity = context.required(item[ItemKey.quantity], key: "quantity", in: object) {
            _ = context.quantity(quantity, schema: .ordersV2)
        }
        let unitAmount = context.required(item[ItemKey.unitAmount], key: "unit_amount", in: object)
        let tax = context.optional(item[ItemKey.tax])
        sums.addReadingSigns(
            unitAmount: unitAmount.flatMap { context.ordersV2Money($0, sign: .nonNegative, what: "\"unit_amount\"") },
            hasUnitAmount: unitAmount != nil,
            tax: tax.flatMap { context.ordersV2Money($0, sign: .nonNegative, what: "\"tax\"") }, hasTax: tax != nil,
            quantity: OrdersV2.quietQuantity(item[ItemKey.quantity]))
        return OrdersV2.ItemCategory(category)
    }
}
