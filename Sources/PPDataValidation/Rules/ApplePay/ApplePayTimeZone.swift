import PPData

/// A deferred payment request's `freeCancellationDateTimeZone`, in both forms. Apple Pay JS: WebKit checks it once a
/// free cancellation date is set: `ApplePayDeferredPaymentRequest::validate` (ApplePaySession.cpp) throws "\"Backyard\" is not a valid time
/// zone." when `isTimeZoneValid` (WTF's DateMath.cpp) fails, and that asks ICU's `ucal_getCanonicalTimeZoneID`.
/// WebKit's ApplePayModifier-deferredPaymentRequest test: `America/Los_Angeles` is accepted, `Backyard` throws.
///
/// ICU accepts a name of `TimeZoneName` (the IANA database's zones and links and ICU's own ids, exact letter case)
/// or a custom `GMT` offset (`TimeZoneName.isGMTOffsetID`), and nothing else: not the empty string, not
/// `america/new_york`, not `UTC+8`. Apple's platforms pass the zone on to PassKit only when `NSTimeZone` knows it
/// too (DeferredPaymentRequestCocoa.mm), which ppdata cannot ask; a name ICU accepts is taken as accepted. PassKit:
/// `PKDeferredPaymentRequest.freeCancellationDateTimeZone` is an `NSTimeZone`, made from the same names (the IANA
/// database's, with abbreviations and GMT offsets); a name ICU does not know is taken as one it cannot make.
enum ApplePayTimeZone {
    /// Reports a time zone text ICU would not accept (the caller has checked that it is a non-empty string);
    /// `consequence` says what the platform does with it ("so Safari throws a TypeError").
    static func check(_ value: JSONView, consequence: String, in context: inout ValidationContext) {
        guard let text = value.string, TimeZoneName(text) == nil, !TimeZoneName.isGMTOffsetID(text) else { return }
        context.report(
            .invalidParameterValue, at: value,
            "\"\(text.prefix(80))\" is not a time zone Apple's platforms know (an IANA name such as \"America/Los_Angeles\", or GMT with an offset such as \"GMT+02:00\"; letter case counts), \(consequence)",
            suggestion: suggestion(for: text))
    }

    /// The name meant: the same name in another letter case, `GMT` for a `UTC` or `UT` offset (`UTC+8` → `GMT+8`), or
    /// the nearest name.
    static func suggestion(for text: String) -> String? {
        if let name = TimeZoneName(ignoringCase: text) { return name.name }
        for prefix in ["UTC", "UT", "Z"] where text.uppercased().hasPrefix(prefix) {
            let offset = "GMT" + text.dropFirst(prefix.count)
            if TimeZoneName.isGMTOffsetID(offset) { return offset }
        }
        return KeySuggestion.nearest(to: text, in: TimeZoneName.allNames)
    }
}
