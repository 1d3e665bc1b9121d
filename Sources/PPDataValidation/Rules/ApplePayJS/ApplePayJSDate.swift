/// The WebIDL `Date` members of an Apple Pay JS request (`recurringPaymentStartDate`, `recurringPaymentEndDate`,
/// `deferredPaymentDate`, `freeCancellationDate`), as a JSON document holds them.
///
/// WebKit converts such a member without ever throwing (JSDOMConvertDate.cpp, `valueToDate`): a number is the time
/// in milliseconds, a `Date` object its time, and anything else, a string included, is NaN, "no date". A document
/// made with `JSON.stringify` holds a `Date` as its ISO 8601 text and an invalid one as `null`, so ppdata reads a
/// number or an ISO 8601 date (with or without its time) as a date and anything else as no date: a page that passes
/// that value passes Safari no date.
enum ApplePayJSDate {
    /// How WebKit would read the member.
    enum Reading: Equatable {
        /// A date: a number, or ISO 8601 text.
        case date
        /// No date (NaN): other text, `null`, or a value of another type.
        case notADate
    }

    /// Reads `value` as WebKit's conversion would.
    static func reading(_ value: JSONView) -> Reading {
        switch value.kind {
        case .number: return .date
        case .string: return value.withStringUTF8(isISO8601) == true ? .date : .notADate
        default: return .notADate
        }
    }

    /// Reads an optional member and warns when it holds no date: Safari accepts the request and drops the date.
    @discardableResult
    static func check(_ member: JSONView?, key: String, in context: inout ValidationContext) -> Reading? {
        guard let value = context.optional(member) else { return nil }
        let reading = reading(value)
        if reading == .notADate {
            context.report(
                .invalidParameterSyntax, .warning, at: value,
                "\"\(key)\" is not a date (\(forms)); Safari reads it as no date")
        }
        return reading
    }

    /// The forms of a date, for messages.
    static let forms = "a number of milliseconds, or ISO 8601 text such as \"2026-12-18T09:00:00.000Z\""

    /// Whether `bytes` are ECMAScript's date-time text (`ApplePayInstant.parse`: the form `Date.prototype.toISOString`
    /// writes, and its shorter forms).
    static func isISO8601(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ApplePayInstant.parse(bytes) != nil
    }
}
