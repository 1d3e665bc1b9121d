/// PassKit's rules on the dates of an Apple Pay request, in both Apple kinds.
///
/// Facts: iOS 26.1 PassKitCore (decompiled, public repository EthanArbuckle/iPhone18-3_26.1_23B85_Restore at
/// 6d54c261): `PKRecurringPaymentSummaryItemValidator` refuses a recurring item whose start is later than its end
/// ("must have a startDate earlier than or equal to endDate", only when both are set; equal dates pass);
/// `PKDeferredPaymentSummaryItemValidator` refuses a deferred item whose date is earlier than the moment it validates
/// (`[[NSDate now] compare:deferredDate]`, no tolerance: "must have a deferredDate later than current date");
/// `PKDeferredPaymentRequestValidator` refuses a free cancellation date later than the deferred billing date ("A
/// deferred payment request's deferred billing date cannot be before its freeCancellationDate"; equal passes, and a
/// free cancellation date in the past is not checked). Each failure makes the request invalid: no payment sheet opens
/// (an app's `present` completes with false; a Safari page gets a cancel event, WebKit's
/// `WebPaymentCoordinatorProxy::showPaymentUI`). WebKit itself compares no dates, and hands PassKit a line item's
/// dates only for its own `paymentTiming` (`PaymentSummaryItemsCocoa.mm`), which the callers respect. Nothing
/// checks that a recurring item's dates are in the future, or that its interval fits between them.
///
/// "Now" is the validation's day (`--now`, default today in UTC): a date at its first moment or before has passed
/// for all of it (an error); a date that may fall later that day passes during it (a warning).
enum ApplePayDateRules {
    /// The instant of a date member, when the kind says what its number means: milliseconds in `apple-pay-js`
    /// (WebIDL `Date`); in `apple-pay` the unit of a number is not fixed, so only text is read there.
    static func instant(_ value: JSONView?, in context: ValidationContext) -> ApplePayInstant? {
        guard let value, value.kind == .string || context.kind == .applePayJS else { return nil }
        return ApplePayInstant(value)
    }

    /// A recurring item's start and end: the end must not be before the start.
    static func checkRecurring(
        start: JSONView?, end: JSONView?, keys: (start: String, end: String), in context: inout ValidationContext
    ) {
        guard let ((end, endInstant), (start, startInstant)) = reversed(end, start, in: context) else { return }
        context.report(
            .invalidParameterValue, at: end,
            "\"\(keys.end)\" \(written(end, endInstant)) is before \"\(keys.start)\" \(written(start, startInstant)): "
                + "Apple Pay refuses the request (PassKit: \"must have a startDate earlier than or equal to endDate\") and no payment sheet opens")
    }

    /// A deferred item's date: it must not have passed when the sheet opens.
    static func checkDeferred(_ date: JSONView?, key: String, in context: inout ValidationContext) {
        guard let date, let instant = Self.instant(date, in: context) else { return }
        // A date at the day's first moment has passed for all of it; one that may fall before the day's end passes
        // during it (a local time, whose zone decides, included).
        let dayStart = ApplePayInstant(startOf: context.options.today)
        let afterDayStart = ApplePayInstant(milliseconds: dayStart.milliseconds + 1, isLocalTime: false)
        let dayLast = ApplePayInstant(milliseconds: dayStart.milliseconds + 86_399_999, isLocalTime: false)
        if instant.isCertainlyBefore(afterDayStart) {
            context.report(
                .invalidParameterValue, at: date,
                "\"\(key)\" \(written(date, instant)) has passed \(context.options.todayPhrase): Apple Pay refuses "
                    + "a deferred date earlier than the moment the sheet opens (PassKit: \"must have a deferredDate later than current date\")")
        } else if !dayLast.isCertainlyBefore(instant) {
            context.report(
                .invalidParameterValue, .warning, at: date,
                "\"\(key)\" \(written(date, instant)) falls \(context.options.todayPhrase): Apple Pay refuses a "
                    + "deferred date once its moment has passed (PassKit: \"must have a deferredDate later than current date\")")
        }
    }

    /// A deferred request's free cancellation date: not later than its billing item's deferred date.
    static func checkFreeCancellation(
        _ date: JSONView?, deferredDate: JSONView?, keys: (date: String, deferred: String),
        in context: inout ValidationContext
    ) {
        guard let ((deferredDate, deferred), (date, instant)) = reversed(deferredDate, date, in: context) else { return }
        context.report(
            .invalidParameterValue, at: date,
            "\"\(keys.date)\" \(written(date, instant)) is after the deferred billing date, \"\(keys.deferred)\" "
                + "\(written(deferredDate, deferred)): Apple Pay refuses the request (PassKit: \"A deferred payment "
                + "request's deferred billing date cannot be before its freeCancellationDate\")")
    }

    /// The two dates with their instants when `early`, which should not come before `late`, certainly does; nil
    /// when either is absent or no date, or when they are in order.
    static func reversed(
        _ early: JSONView?, _ late: JSONView?, in context: ValidationContext
    ) -> ((JSONView, ApplePayInstant), (JSONView, ApplePayInstant))? {
        guard let early, let earlyInstant = instant(early, in: context), let late,
            let lateInstant = instant(late, in: context), earlyInstant.isCertainlyBefore(lateInstant)
        else { return nil }
        return ((early, earlyInstant), (late, lateInstant))
    }

    /// A date as written, for messages; a number with its day.
    static func written(_ value: JSONView, _ instant: ApplePayInstant) -> String {
        value.kind == .string
            ? "\"\(value.string ?? "")\"" : "\(value.numberText ?? "")" + (instant.day.map { " (\($0))" } ?? "")
    }
}
