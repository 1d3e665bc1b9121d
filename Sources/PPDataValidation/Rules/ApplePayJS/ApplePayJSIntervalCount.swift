/// A line item's `recurringPaymentIntervalCount` in `apple-pay-js`: a WebIDL `unsigned long`, 1 when left out
/// (ApplePayLineItem.idl). WebKit converts any value to one without throwing (WebIDL ConvertToInt with no
/// `[EnforceRange]`: ECMAScript ToNumber, NaN and infinities to 0, the integer part, modulo 2^32), and PassKit then
/// refuses a count below 1 (iOS 26.1 `PKRecurringPaymentSummaryItemValidator`: "must have a intervalCount >= 1"). So
/// a value Safari reads as 0 (`0`, `null`, `false`, `""`, text that is no number) is an error, and any other value
/// that is not a whole number from 1 to 4294967295 is a warning that says what Safari reads.
enum ApplePayJSIntervalCount {
    /// The count Safari reads, or nil where ppdata does not compute it (an exponent or a hexadecimal literal in text,
    /// a number of more than 15 significant digits, an array or an object).
    static func reading(_ value: JSONView) -> UInt64? {
        switch value.kind {
        case .null: return 0
        case .bool: return value.bool == true ? 1 : 0
        case .number:
            guard let literal = value.numberText, let text = JSONView.scriptText(ofNumber: literal) else { return nil }
            return integer(text)
        case .string:
            // ToNumber trims white space and line terminators first (StringToNumber).
            let text = String((value.string ?? "").drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            switch text {
            case "": return 0
            case "Infinity", "+Infinity", "-Infinity": return 0
            default: return integer(text) ?? (isLiteralForm(text) ? nil : 0)  // anything else is NaN: 0
            }
        default:
            return nil
        }
    }

    /// Checks the member (absent: Safari's default, 1).
    static func check(_ member: JSONView?, in context: inout ValidationContext) {
        guard let value = member else { return }
        if value.kind == .number, let literal = value.numberText, let count = UInt64(literal), (1...UInt64(UInt32.max)).contains(count) {
            return
        }
        let written = value.kind == .string ? "\"\(value.string ?? "")\"" : value.kind == .number ? value.numberText ?? "" : value.kind.article
        switch reading(value) {
        case 0?:
            context.report(
                .invalidParameterSyntax, at: value,
                "\"recurringPaymentIntervalCount\" \(written) reads as 0 in Safari (a WebIDL unsigned long), and Apple Pay "
                    + "refuses a count below 1 (PassKit: \"must have a intervalCount >= 1\"); write a whole number of at least 1")
        case let count?:
            context.report(
                .invalidParameterSyntax, .warning, at: value,
                "\"recurringPaymentIntervalCount\" \(written) is not a whole number from 1 to 4294967295: Safari reads it as "
                    + "\(count) (a WebIDL unsigned long keeps the integer part, modulo 2^32); write \(count)",
                suggestion: String(count))
        case nil where value.kind == .array || value.kind == .object:
            context.report(
                .invalidParameterSyntax, at: value,
                "\"recurringPaymentIntervalCount\" must be a whole number of at least 1, not \(value.kind.article)")
        case nil:
            context.report(
                .invalidParameterSyntax, .warning, at: value,
                "\"recurringPaymentIntervalCount\" \(written) is not a whole number: Safari converts it to one (a WebIDL unsigned long); write a whole number of at least 1")
        }
    }

    /// The integer part of decimal text (`-2.7` is -2), modulo 2^32; nil for another form.
    static func integer(_ text: String) -> UInt64? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        let point = digits.firstIndex(of: ".") ?? digits.endIndex
        let whole = digits[..<point]
        let fraction = digits[point...].dropFirst()
        guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit)
        else { return nil }
        let modulus: UInt64 = 1 << 32
        var value: UInt64 = 0
        for digit in whole.utf8 { value = (value * 10 + UInt64(digit - 0x30)) % modulus }
        return negative ? (modulus - value) % modulus : value
    }

    /// Whether `text` is a numeric form ECMAScript's ToNumber reads that `integer` does not: an exponent, or a
    /// hexadecimal, octal or binary literal.
    static func isLiteralForm(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") || lower.hasPrefix("0o") || lower.hasPrefix("0b") { return lower.count > 2 }
        guard let e = lower.firstIndex(of: "e") else { return false }
        return integer(String(lower[..<e])) != nil && integer(String(lower[lower.index(after: e)...])) != nil
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0-9.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
