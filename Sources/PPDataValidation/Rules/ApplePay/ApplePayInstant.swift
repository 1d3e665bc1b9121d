/// A date member of an Apple Pay request as the instant it names, for PassKit's date rules (`ApplePayDateRules`).
///
/// A JSON document holds a date as ECMAScript's date-time text (ECMA-262 "Date Time String Format", what
/// `JSON.stringify` writes for a `Date`) or as a number of milliseconds since 1970 (WebIDL's `Date` conversion,
/// JSDOMConvertDate.cpp). ECMAScript reads a date alone (`2026-12-18`) as UTC midnight and a date-time without an
/// offset (`2026-12-18T09:00`) in the browser's own time zone, so such an instant is known only to within a day:
/// comparisons allow for it (`isCertainlyBefore`).
struct ApplePayInstant: Equatable {
    /// Milliseconds since 1970-01-01T00:00:00Z; a local time is counted as if it were UTC.
    var milliseconds: Int64
    /// Whether the text has a time of day and no offset: the browser's (or device's) time zone decides the instant.
    var isLocalTime: Bool

    /// The farthest a local time can be from UTC, either way: time zones run from UTC−12 to UTC+14 (IANA's
    /// Pacific/Kiritimati).
    static let localTimeSpread: Int64 = 14 * 3_600_000

    /// ECMAScript's limit on a time value (ECMA-262 TimeClip: 8.64e15 ms, 100,000,000 days either side of 1970);
    /// past it a `Date` is invalid.
    static let limit: Int64 = 8_640_000_000_000_000

    /// The instant `value` names: a number of milliseconds (its integer part, as TimeClip takes it), or date-time
    /// text; nil for anything else, and past TimeClip's limit (an invalid `Date`).
    init?(_ value: JSONView) {
        switch value.kind {
        case .number:
            // A time value is a JavaScript number: read as one (`1.7e21`, `1.5e-7`), then clipped. A count of
            // milliseconds, not an amount: amounts never pass through `Double`.
            guard let number = value.numberText.flatMap({ Double($0) }), number.isFinite,
                abs(number) <= Double(Self.limit)
            else { return nil }
            self.init(milliseconds: Int64(number.rounded(.towardZero)), isLocalTime: false)
        case .string:
            guard let instant = value.withStringUTF8(Self.parse) ?? nil else { return nil }
            self = instant
        default:
            return nil
        }
    }

    init(milliseconds: Int64, isLocalTime: Bool) {
        self.milliseconds = milliseconds
        self.isLocalTime = isLocalTime
    }

    /// The first moment of `date` in UTC.
    init(startOf date: CalendarDate) {
        self.init(milliseconds: Int64(date.daysSinceEpoch) * 86_400_000, isLocalTime: false)
    }

    /// Whether `self` is earlier than `other` whatever the time zone of a local time: by any amount when both are
    /// local (one browser, one zone) or neither is, by more than `localTimeSpread` otherwise.
    func isCertainlyBefore(_ other: ApplePayInstant) -> Bool {
        let margin = isLocalTime == other.isLocalTime ? 0 : Self.localTimeSpread
        return milliseconds + margin < other.milliseconds
    }

    /// The UTC day the instant falls on, for messages (a local time's day as written); nil outside the years 1 to
    /// 9999, which a `CalendarDate` holds.
    var day: CalendarDate? {
        let seconds = milliseconds.quotientRoundedDown(by: 1_000)
        guard (-62_135_596_800...253_402_300_799).contains(seconds) else { return nil }
        return CalendarDate.utcDate(secondsSinceEpoch: Int(seconds))
    }

    /// Parses ECMAScript's date-time text: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (or a six-digit signed year, not
    /// `-000000`), then optionally `THH:mm`, `:ss`, `.sss` and `Z` or `±HH:mm`. Nil when the text is not of that form,
    /// names no day of the calendar (`2026-02-31`), an hour 24 other than `24:00`, or lies past TimeClip's limit:
    /// ECMA-262 makes such text an invalid `Date`, which WebKit reads as no date.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ApplePayInstant? {
        var index = 0
        /// Reads `count` digits as a number within `range`.
        func number(_ count: Int, in range: ClosedRange<Int>) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return range.contains(value) ? value : nil
        }
        func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        var year: Int
        if take(0x2B) || take(0x2D) {  // + or -: a six-digit year
            let negative = bytes[0] == 0x2D
            guard let digits = number(6, in: 0...999_999), !(negative && digits == 0) else { return nil }
            year = negative ? -digits : digits
        } else {
            guard let digits = number(4, in: 0...9999) else { return nil }
            year = digits
        }
        var month = 1
        var day = 1
        if take(0x2D) {  // -MM
            guard let value = number(2, in: 1...12) else { return nil }
            month = value
            if take(0x2D) {
                guard let value = number(2, in: 1...31), value <= CalendarDate.daysInMonth(year: year, month: month)
                else { return nil }
                day = value
            }
        }
        var milliseconds = Int64(CalendarDate.daysSinceEpoch(year: year, month: month, day: day)) * 86_400_000
        var isLocalTime = false
        if take(0x54) {  // THH:mm
            guard let hour = number(2, in: 0...24), take(0x3A), let minute = number(2, in: 0...59) else { return nil }
            let timeStart = milliseconds
            milliseconds += Int64(hour * 3_600_000 + minute * 60_000)
            if take(0x3A) {  // :ss
                guard let second = number(2, in: 0...59) else { return nil }
                milliseconds += Int64(second * 1_000)
                if take(0x2E) {  // .sss: milliseconds, further digits dropped
                    let start = index
                    var fraction = 0
                    while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                        if index - start < 3 { fraction = fraction * 10 + Int(bytes[index] - 0x30) }
                        index += 1
                    }
                    guard index > start else { return nil }
                    for _ in min(index - start, 3)..<3 { fraction *= 10 }
                    milliseconds += Int64(fraction)
                }
            }
            // 24 is only the end of the day, 24:00 (ECMA-262: "24:00:00" ends the day).
            if hour == 24, milliseconds != timeStart + 86_400_000 { return nil }
            if take(0x2B) || take(0x2D) {  // ±HH:mm
                let sign: Int64 = bytes[index - 1] == 0x2B ? 1 : -1
                guard let hours = number(2, in: 0...23), take(0x3A), let minutes = number(2, in: 0...59) else { return nil }
                milliseconds -= sign * Int64(hours * 3_600_000 + minutes * 60_000)
            } else if !take(0x5A) {  // no Z: the browser's local time
                isLocalTime = true
            }
        }
        guard index == bytes.count, abs(milliseconds) <= Self.limit else { return nil }
        return ApplePayInstant(milliseconds: milliseconds, isLocalTime: isLocalTime)
    }
}

extension Int64 {
    /// The quotient rounded toward negative infinity (Swift's `/` rounds toward zero).
    fileprivate func quotientRoundedDown(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }
}
