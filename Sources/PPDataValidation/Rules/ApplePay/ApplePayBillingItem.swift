import PPData

/// The members PassKit's summary-item subclasses add to `PKPaymentSummaryItem`, in a summary item or a payment
/// request's billing item (the iOS 15 and 16 SDK headers):
/// - `PKRecurringPaymentSummaryItem`: `startDate` and `endDate` (dates, nil by default), `intervalUnit` (minute,
///   hour, day, month or year: "The supported NSCalendarUnit interval units", month by default) and `intervalCount`
///   (the number of units between payments, 1 by default);
/// - `PKDeferredPaymentSummaryItem`: `deferredDate`, the date the payment is deferred to;
/// - `PKAutomaticReloadPaymentSummaryItem`: `thresholdAmount`, the balance at which the reload is made.
///
/// A date is written as a JSON document holds one: ISO 8601 text (`2026-12-18T09:00:00Z`), or a number. Another value
/// cannot be set on the `NSDate` property, so it is an error here (Apple Pay JS, where Safari drops it, warns).
enum ApplePayBillingItem {
    typealias Key = ApplePayVocabulary.SummaryItemKey

    /// NSCalendarUnit's names for the interval units, folded (`kCFCalendarUnitMonth`, `NSCalendarUnitMonth`, `.month`).
    static let intervalUnitAliases = StringAliases(
        ApplePayJSVocabulary.intervalUnits.flatMap { unit in
            [("kcfcalendarunit" + unit, unit), ("nscalendarunit" + unit, unit), (unit + "ly", unit)]
        } + [("daily", "day")])

    /// Checks the subclass members `item` has; `billing` names the subclass its request asks for, whose own member is
    /// then required (`deferredDate`, `thresholdAmount`).
    static func check(
        _ item: JSONObjectMembers, billing: Subclass? = nil, currency: DocumentCurrency?, in context: inout ValidationContext
    ) {
        let object = item.object
        checkDate(item[Key.startDate], key: "startDate", in: &context)
        checkDate(item[Key.endDate], key: "endDate", in: &context)
        checkDate(item[Key.deferredDate], key: "deferredDate", in: &context)
        ApplePayDateRules.checkRecurring(
            start: item[Key.startDate], end: item[Key.endDate], keys: ("startDate", "endDate"), in: &context)
        ApplePayDateRules.checkDeferred(item[Key.deferredDate], key: "deferredDate", in: &context)
        _ = ApplePayVocabulary.enumeration(
            item[Key.intervalUnit], key: "intervalUnit", in: object, allowed: ApplePayJSVocabulary.intervalUnits,
            aliases: intervalUnitAliases, in: &context)
        if let count = context.optional(item[Key.intervalCount]),
            !(count.numberText.flatMap { Int($0) }.map { $0 >= 1 } ?? false)
        {
            context.report(.invalidParameterSyntax, at: count, "\"intervalCount\" must be a whole number of at least 1")
        }
        if let threshold = context.optional(item[Key.thresholdAmount]) {
            _ = context.amount(threshold, currency: currency, policy: .applePay(.any))
        }
        switch billing {
        case .deferred? where context.optional(item[Key.deferredDate]) == nil:
            context.report(
                .missingRequiredParameter, missing: "deferredDate", in: object,
                "\"deferredBilling\" (PKDeferredPaymentSummaryItem) needs \"deferredDate\", the date the payment is deferred to")
        case .automaticReload? where context.optional(item[Key.thresholdAmount]) == nil:
            context.report(
                .missingRequiredParameter, missing: "thresholdAmount", in: object,
                "\"automaticReloadBilling\" (PKAutomaticReloadPaymentSummaryItem) needs \"thresholdAmount\", the balance that triggers the reload")
        default:
            break
        }
    }

    /// Whether `item` has a member of one of the subclasses (it is a recurring, deferred or automatic-reload item).
    static func isSubclassItem(_ item: JSONObjectMembers) -> Bool {
        item[Key.startDate] != nil || item[Key.endDate] != nil || item[Key.intervalUnit] != nil
            || item[Key.intervalCount] != nil || item[Key.deferredDate] != nil || item[Key.thresholdAmount] != nil
    }

    /// The summary-item subclass a payment request's billing item must be.
    enum Subclass {
        /// PKRecurringPaymentSummaryItem.
        case recurring
        /// PKDeferredPaymentSummaryItem.
        case deferred
        /// PKAutomaticReloadPaymentSummaryItem.
        case automaticReload
    }

    /// Reports a member that is present but no date.
    static func checkDate(_ member: JSONView?, key: StaticString, in context: inout ValidationContext) {
        guard let value = context.optional(member), ApplePayJSDate.reading(value) == .notADate else { return }
        context.report(
            .invalidParameterSyntax, at: value,
            "\"\(key)\" is not a date (ISO 8601 text such as \"2026-12-18T09:00:00Z\", or a number)")
    }
}
