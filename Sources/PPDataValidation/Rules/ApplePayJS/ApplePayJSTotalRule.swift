/// `apple-pay-js`: `total` and `lineItems`. Unlike PassKit's summary items, the total is its own member and the line
/// items do not include it.
///
/// Facts (WebKit's ApplePaySession.cpp and PaymentRequestValidator.mm; the LayoutTests in
/// Tests/RealDocuments/apple-pay-js):
/// - Amounts are decimal text, `-?[0-9]+(\.[0-9]+)?` (PaymentRequestUtilities.cpp `isValidDecimalMonetaryValue`;
///   Safari 10 to 14 took at most two decimals, ApplePaySession.cpp `validateAmount`), and PassKit then refuses a
///   final amount whose value has more places than its currency (`DocumentKind.readsAmountPlacesByValue`): the
///   shared amount check with the currency's precision. -total-amount-not-a-number.json ("\"amount\" is not a
///   valid amount.").
/// - The total: a negative amount throws (-total-negative.json, "Total amount must be greater than zero."), so does
///   0 below version 4 (`ApplePayJSVocabulary.firstVersionWithZeroTotal`); an amount above 100000000 threw until
///   July 2024 (-total-too-big.json, "Total amount is too big."), a warning now (`ApplePayLineItems.maximumTotal`).
///   Its type is `final` or `pending` (-total-type-invalid.json, "Type error."); `pending` is accepted
///   (-total-pending.json, "did not throw"), hence PENDING_TOTAL's warning.
/// - A line item whose `paymentTiming` is not `immediate` is a later charge, so the total is then not compared with
///   the line items.
/// - A line item's amount is required unless it is pending (-line-item-without-amount.json, "\"\" is not a valid
///   amount."; -line-item-pending-without-amount.json, "did not throw"). Its label is not (WebKit checks only the
///   total's).
/// - A disbursement's line items are not addends (Apple's PKDisbursementRequest: the amount, the instant-transfer
///   fee taken from it, and what the recipient receives), so a request with `disbursementRequest` or a line item
///   with `disbursementLineItemType` is not compared with its total: WebKit's ApplePayModifier-disbursementRequest
///   test passes 15.00, a 0.15 fee and 14.85 with a total of 14.85.
struct ApplePayJSTotalRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        // An unusable currencyCode is reported by ApplePayJSRequestRule, so it is looked up silently here.
        let request = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        typealias Key = ApplePayJSVocabulary.RequestKey
        let currency = request[Key.currencyCode]?.string.flatMap(DocumentCurrency.init(applePayCode:))
        var lineItems = ApplePayLineItems()
        // `null` too: WebIDL converts it to an empty dictionary, a disbursement request with no members of its own.
        let isDisbursementRequest = request[Key.disbursementRequest] != nil
        if isDisbursementRequest {
            lineItems.spoil()
            ApplePayJSDisbursement.check(request, in: &context)
        }
        let elements = context.array(Key.lineItems, of: request) ?? JSONView.Elements.empty
        // PassKit refuses more than 100 summary items; Safari adds the total after the line items, except in a
        // disbursement request, whose line items are all it hands PassKit.
        if elements.count > (isDisbursementRequest ? 100 : 99), let list = request[Key.lineItems] {
            context.report(
                .invalidArrayMaxItems, at: list,
                "\"lineItems\" has \(elements.count) items: "
                    + (isDisbursementRequest ? "" : "with the total, Safari hands PassKit \(elements.count + 1) summary items, and ")
                    + "PassKit refuses more than 100 (\"Line items may not contain more than 100 items\")")
        }
        for element in elements {
            guard let item = Self.lineItem(element, what: "a line item", in: &context) else {
                lineItems.spoil()
                continue
            }
            if item.type == nil, context.optional(item.fields.type) != nil { lineItems.spoil() }
            // A recurring, deferred or automatic reload item is charged on its own schedule: WebKit hands PassKit a
            // summary-item subclass for it (PaymentSummaryItemsCocoa.mm), which the PassKit form leaves the sum
            // uncompared for too (ApplePayBillingItem): "First month 9.99" then "14.99 monthly" under a total of
            // 9.99 is no mismatch, and 24.98 would charge the later payment today.
            if let timing = item.timing, timing.string != "immediate" { lineItems.spoil() }
            if item.isDisbursement {
                lineItems.spoil()
                if !isDisbursementRequest, item.disbursementType != nil { Self.reportStrayDisbursementItem(item, in: &context) }
            }
            lineItems.check(
                item.fields, pending: item.type == "pending", requiresLabel: false, currency: currency, in: &context)
        }

        guard let total = Self.lineItem(context.required(Key.total, of: request), what: "the total", in: &context) else {
            return
        }
        if total.disbursementType != nil, !isDisbursementRequest { Self.reportStrayDisbursementItem(total, in: &context) }
        let zeroAllowed = (context.options.applePayVersion ?? Int.max) >= ApplePayJSVocabulary.firstVersionWithZeroTotal
        ApplePayLineItems.checkTotal(
            total.fields, pending: total.type == "pending", currency: currency, lineSum: lineItems.comparableSum,
            sign: zeroAllowed ? .nonNegative : .positive, in: &context)
    }

    /// Reports an item with a `disbursementLineItemType` in a request without `disbursementRequest`: WebKit makes it a
    /// PKDisbursementSummaryItem or PKInstantFundsOutFeeSummaryItem, which iOS 26.1's PKPaymentRequestValidator refuses
    /// outside a disbursement request ("PKPaymentRequests cannot contain disbursement specific summary items").
    static func reportStrayDisbursementItem(_ item: LineItem, in context: inout ValidationContext) {
        guard let type = item.fields.object.member(named: "disbursementLineItemType") else { return }
        context.report(
            .notSupported, at: type,
            "an item with \"disbursementLineItemType\" belongs to a disbursement request: without \"disbursementRequest\" Apple Pay refuses the request (PassKit: \"PKPaymentRequests cannot contain disbursement specific summary items\")")
    }

    /// A line item as `lineItem(_:what:in:)` reads it. A struct, not a tuple: an optional tuple holding a String
    /// was copied and destroyed through the runtime's generic value witnesses (about 500 instructions an item).
    struct LineItem {
        /// The fields the shared line item checks read.
        var fields: ApplePayLineItems.Fields
        /// The `paymentTiming` member.
        var timing: JSONView?
        /// The type, when usable.
        var type: String?
        /// The `automaticReloadPaymentThresholdAmount` member (checked as an amount when present).
        var threshold: JSONView?
        /// Whether it has a `disbursementLineItemType`.
        var isDisbursement: Bool
        /// Its `disbursementLineItemType`, when one of the enumeration's values (another is refused by WebKit first).
        var disbursementType: String?
    }

    /// An ApplePayLineItem: its fields, `paymentTiming` and type (`LineItem`), with its payment timing members
    /// checked (unknown keys reported).
    static func lineItem(_ value: JSONView?, what: String, in context: inout ValidationContext) -> LineItem? {
        typealias Key = ApplePayJSVocabulary.LineItemKey
        // The members read once, on the unknown-key pass: every lookup below is then a table read (most of these
        // keys are absent, and a lookup by name scanned every member to say so).
        guard let item = context.members(value, known: ApplePayJSVocabulary.lineItemKeys, what: what) else {
            return nil
        }
        let object = item.object
        let type = ApplePayVocabulary.enumeration(
            item[Key.type], key: "type", in: object, allowed: ApplePayVocabulary.summaryItemTypes, aliases: [:],
            in: &context)
        _ = context.enumeration(
            item[Key.paymentTiming], key: "paymentTiming", in: object, allowed: ApplePayJSVocabulary.paymentTimings)
        _ = context.enumeration(
            item[Key.recurringPaymentIntervalUnit], key: "recurringPaymentIntervalUnit", in: object,
            allowed: ApplePayJSVocabulary.intervalUnits)
        ApplePayJSDate.check(item[Key.recurringPaymentStartDate], key: "recurringPaymentStartDate", in: &context)
        ApplePayJSDate.check(item[Key.recurringPaymentEndDate], key: "recurringPaymentEndDate", in: &context)
        ApplePayJSDate.check(item[Key.deferredPaymentDate], key: "deferredPaymentDate", in: &context)
        // WebKit hands PassKit a line item's count and dates for its own payment timing only
        // (PaymentSummaryItemsCocoa.mm).
        if item[Key.recurringPaymentIntervalCount] != nil, item[Key.paymentTiming]?.string == "recurring" {
            ApplePayJSIntervalCount.check(item[Key.recurringPaymentIntervalCount], in: &context)
        }
        if item[Key.recurringPaymentEndDate] != nil, item[Key.paymentTiming]?.string == "recurring" {
            ApplePayDateRules.checkRecurring(
                start: item[Key.recurringPaymentStartDate], end: item[Key.recurringPaymentEndDate],
                keys: ("recurringPaymentStartDate", "recurringPaymentEndDate"), in: &context)
        }
        if item[Key.deferredPaymentDate] != nil, item[Key.paymentTiming]?.string == "deferred" {
            ApplePayDateRules.checkDeferred(item[Key.deferredPaymentDate], key: "deferredPaymentDate", in: &context)
        }
        let disbursementType = ApplePayJSEnumerationsRule.check(
            item[Key.disbursementLineItemType], .disbursementLineItemType, in: &context)
        let fields = ApplePayLineItems.Fields(
            object: object, label: item[Key.label], amount: item[Key.amount], type: item[Key.type])
        return LineItem(
            fields: fields, timing: item[Key.paymentTiming], type: type,
            threshold: item[Key.automaticReloadPaymentThresholdAmount],
            isDisbursement: context.optional(item[Key.disbursementLineItemType]) != nil, disbursementType: disbursementType)
    }
}
