/// A recurring line item's `recurringPaymentIntervalCount` in `apple-pay-js`: a WebIDL `unsigned long`, 1 when left
/// out (ApplePayLineItem.idl). WebKit converts any value to one without throwing (WebIDL ConvertToInt with no
/// `[EnforceRange]`: ECMAScript ToNumber, NaN and infinities to 0, the integer part, modulo 2^32), hands it to PassKit
/// for a recurring item only (PaymentSummaryItemsCocoa.mm), and PassKit refuses a count below 1 (iOS 26.1
/// `PKRecurringPaymentSummaryItemValidator`: "must have a intervalCount >= 1"). So a value Safari reads as 0 (`0`,
/// `null`, `false`, `""`, `0.5`, text that is no number) is an error, and any other value that is not a whole number
/// from 1 to 4294967295 a warning that says what Safari reads.
///
/// The conversion goes through `Double`, as JavaScript's does: this is a count, not an amount.
enum ApplePayJSIntervalCount {
    /// The count Safari reads from `value`; nil for an array or an object (ToPrimitive, not followed here).
    static func reading(_ value: JSONView) -> UInt32? {
        switch value.kind {
        case .null: return 0
        case .bool: return value.bool == true ? 1 : 0
        case .number: return value.numberText.flatMap { Double($0) }.map(unsignedLong)
        case .string: return unsignedLong(number(ofText: value.string ?? ""))
        default: return nil
        }
    }

    /// Checks the member of a recurring item (absent: Safari's default, 1).
    static func check(_ member: JSONView?, in context: inout ValidationContext) {
        guard let value = member else { return }
        // A whole number as JavaScript reads it (`5`, `5.0`, `5e0`) is what the member asks for.
        if value.kind == .number, let number = value.numberText.flatMap({ Double($0) }), number.rounded(.towardZero) == number,
            (1...4_294_967_295).contains(number)
        {
            return
        }
        let written =
            value.kind == .string ? "\"\(value.string ?? "")\"" : value.kind == .number ? value.numberText ?? "" : value.kind.article
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
                    + "\(count) (a WebIDL unsigned long keeps the integer part, modulo 2^32); write \(count)"
                    + (value.kind == .string ? " without quotes" : ""),
                // A string's fix is a number: no suggestion (it is read as text), the message says what to write.
                suggestion: value.kind == .string ? nil : String(count))
        case nil:
            context.report(
                .invalidParameterSyntax, at: value,
                "\"recurringPaymentIntervalCount\" must be a whole number of at least 1, not \(value.kind.article)")
        }
    }

    /// WebIDL's `unsigned long` of a JavaScript number: 0 for NaN and the infinities, else the integer part modulo 2^32.
    static func unsignedLong(_ number: Double) -> UInt32 {
        guard number.isFinite else { return 0 }
        let modulus = 4_294_967_296.0
        var wrapped = number.rounded(.towardZero).truncatingRemainder(dividingBy: modulus)
        if wrapped < 0 { wrapped += modulus }
        return UInt32(wrapped)
    }

    /// ECMAScript's StringToNumber: white space and line terminators trimmed, then empty (0), a decimal literal
    /// (with a sign, `Infinity`, a leading or trailing point, an exponent), or a `0x`, `0o` or `0b` integer; NaN
    /// for anything else.
    static func number(ofText text: String) -> Double {
        let trimmed = text.unicodeScalars.drop(while: isScriptSpace).reversed().drop(while: isScriptSpace).reversed()
        let literal = String(String.UnicodeScalarView(trimmed))
        if literal.isEmpty { return 0 }
        for (prefix, radix) in [("0x", 16), ("0X", 16), ("0o", 8), ("0O", 8), ("0b", 2), ("0B", 2)] where literal.hasPrefix(prefix) {
            let digits = literal.dropFirst(2)
            guard !digits.isEmpty else { return .nan }
            var value = 0.0
            for character in digits {
                guard let digit = character.hexDigitValue, digit < radix else { return .nan }
                value = value * Double(radix) + Double(digit)
            }
            return value
        }
        var unsigned = Substring(literal)
        var sign = 1.0
        if let first = unsigned.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            unsigned = unsigned.dropFirst()
        }
        if unsigned == "Infinity" { return sign * .infinity }
        guard isDecimalLiteral(unsigned), let magnitude = Double(String(unsigned)) else { return .nan }
        return sign * magnitude
    }

    /// Whether `text` is ECMAScript's StrUnsignedDecimalLiteral without `Infinity`: digits with an optional point
    /// (at least one digit on one side of it), then an optional exponent with its own digits.
    static func isDecimalLiteral(_ text: Substring) -> Bool {
        var rest = text.utf8[...]
        let whole = rest.prefix { (0x30...0x39).contains($0) }.count
        rest = rest.dropFirst(whole)
        var fraction = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix { (0x30...0x39).contains($0) }.count
            rest = rest.dropFirst(fraction)
        }
        guard whole + fraction > 0 else { return false }
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let digits = rest.prefix { (0x30...0x39).contains($0) }.count
            guard digits > 0 else { return false }
            rest = rest.dropFirst(digits)
        }
        return rest.isEmpty
    }

    /// ECMAScript's WhiteSpace and LineTerminator: tab, vertical tab, form feed, space, U+00A0, U+FEFF, the other
    /// space separators (Unicode category Zs), line feed, carriage return, U+2028 and U+2029.
    static func isScriptSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0xFEFF, 0x2028, 0x2029: return true
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }
}
