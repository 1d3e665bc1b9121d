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

    /// Whether `bytes` are ECMAScript's date-time text (ECMA-262, Date Time String Format, the form
    /// `Date.prototype.toISOString` writes): `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (or a six-digit signed year), then
    /// optionally `THH:mm`, `:ss`, `.sss` and `Z` or `±HH:mm`.
    static func isISO8601(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        /// Reads `count` digits as a number within `range`.
        func number(_ count: Int, in range: ClosedRange<Int>) -> Bool {
            guard index + count <= bytes.count else { return false }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard (0x30...0x39).contains(byte) else { return false }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return range.contains(value)
        }
        func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        if take(0x2B) || take(0x2D) {  // + or -: a six-digit year
            guard number(6, in: 0...999_999) else { return false }
        } else if !number(4, in: 0...9999) {
            return false
        }
        if take(0x2D) {  // -MM
            guard number(2, in: 1...12) else { return false }
            if take(0x2D), !number(2, in: 1...31) { return false }
        }
        if take(0x54) {  // THH:mm
            guard number(2, in: 0...24), take(0x3A), number(2, in: 0...59) else { return false }
            if take(0x3A) {  // :ss
                guard number(2, in: 0...59) else { return false }
                if take(0x2E) {  // .sss
                    let start = index
                    while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                    guard index > start else { return false }
                }
            }
            if take(0x2B) || take(0x2D) {  // ±HH:mm
                guard number(2, in: 0...23), take(0x3A), number(2, in: 0...59) else { return false }
            } else {
                _ = take(0x5A)  // Z
            }
        }
        return index == bytes.count
    }
}
