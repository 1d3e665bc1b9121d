import PPData

/// An item count: Orders v2's and Payments v1's `quantity` (digit strings) and MPL's `itemCount` (a JSON integer).
/// One reader for all three; what the schemas disagree on is a `Quantity.Schema`, so each fact (what a whole
/// number is, when it is too long, what fix to offer) is decided in one place.
enum Quantity {
    /// How one schema writes a count.
    struct Schema: Sendable {
        /// The JSON type the schema asks for: a string of digits (true) or a JSON number (false).
        let wantsString: Bool
        /// Whether the other JSON type is accepted with a warning rather than rejected. Payments v1: PayPal accepted
        /// `"quantity": 1` and answered 201 Created (PayPal-node-SDK `test/mocks`,
        /// Tests/RealDocuments/payments-v1/node-sdk-order-intent-numeric-quantity.json).
        let acceptsOtherTypeWithWarning: Bool
        /// Whether leading zeros are part of a valid count: Payments v1's pattern is `^[0-9]{0,10}$`; Orders v2's
        /// is `^[1-9][0-9]{0,9}$`.
        let allowsLeadingZeros: Bool
        /// The most digits a count may have (leading zeros included when they are allowed).
        let maxDigits: Int
        /// What a count with too many digits is: past a maximum value, or a string too long for its pattern.
        let tooLongCode: DiagnosticCode
        /// Whether spaces around the digits are read away (a warning) rather than refused. Payments v1: PayPal
        /// created 124 payments whose quantities were `" 1"` and `" 4"`, echoed as 1 and 4 and counted in its sums
        /// (DavidHernandezSolis/e-commerce-jean-style's PayPal.log, the PHP SDK's debug log of July 2020,
        /// Tests/RealDocuments/payments-v1).
        var trimsSpaces = false

        /// Orders v2 `quantity`: `^[1-9][0-9]{0,9}$` (PayPal's Orders v2 item schema). A JSON number is a warning:
        /// PayPal created and captured an order with `"quantity": 1` (Tests/RealDocuments, the Stack Overflow
        /// "exchange_rate" question quoting the COMPLETED capture; Data/openapi/overrides.tsv).
        static let ordersV2 = Schema(
            wantsString: true, acceptsOtherTypeWithWarning: true, allowsLeadingZeros: false, maxDigits: 10,
            tooLongCode: .maxValueExceeded)
        /// Payments v1 `quantity`: `^[0-9]{0,10}$`, above zero (PayPal's Payments v1 item schema).
        static let paymentsV1 = Schema(
            wantsString: true, acceptsOtherTypeWithWarning: true, allowsLeadingZeros: true, maxDigits: 10,
            tooLongCode: .invalidStringLength, trimsSpaces: true)
        /// MPL `itemCount`: an integer (an `NSNumber` in the SDK), as large as a 64-bit integer holds.
        static let mpl = Schema(
            wantsString: false, acceptsOtherTypeWithWarning: false, allowsLeadingZeros: true, maxDigits: 19,
            tooLongCode: .maxValueExceeded)
    }

    /// What a quantity's text is.
    enum Reading: Equatable {
        /// A whole number above zero: its value, its digit count, whether it has leading zeros.
        case count(Int64, digits: Int, leadingZeros: Bool)
        /// Zero, or a minus sign and digits.
        case notPositive
        /// Digits whose value is more than `maxDigits` digits (or 64 bits) hold.
        case tooLarge(digits: Int)
        /// Anything else ("2.0", " 3 ", "two", "").
        case notWhole
    }

    /// Reads `bytes` (a string's content or a number's text) as a count of at most `maxDigits` significant digits.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, maxDigits: Int) -> Reading {
        guard let first = bytes.first else { return .notWhole }
        let negative = first == UInt8(ascii: "-")
        let digits = negative ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes
        guard !digits.isEmpty else { return .notWhole }
        var value: Int64 = 0
        var significant = 0
        var overflow = false
        for byte in digits {
            guard byte >= 0x30 && byte <= 0x39 else { return .notWhole }
            if significant > 0 || byte != 0x30 { significant += 1 }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int64(byte - 0x30))
            overflow = overflow || o1 || o2
            value = sum
        }
        if negative || significant == 0 { return .notPositive }
        if overflow || significant > maxDigits { return .tooLarge(digits: digits.count) }
        return .count(value, digits: digits.count, leadingZeros: significant < digits.count)
    }

    /// The count `value` holds when it reads as one under `schema` (either JSON type, no report): what sums use.
    static func quietValue(_ value: JSONView?, schema: Schema) -> Int64? {
        guard let value, case .count(let count, let digits, _)? = value.withScalarUTF8({ read($0, maxDigits: schema.maxDigits) }),
            !schema.allowsLeadingZeros || digits <= schema.maxDigits
        else { return nil }
        return count
    }

    /// The whole number a mistyped count stands for ("2.0", " 3 ", "007", "1e2"), as text without leading zeros;
    /// nil when there is none. Failure path only.
    static func suggestion(for text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: " ")
        guard let amount = DecimalAmount(exactly: trimmed), amount.rounded(toFractionDigits: 0) == amount,
            let whole = Int64(amount.rounded(toFractionDigits: 0).description), whole > 0
        else { return nil }
        return String(whole)
    }
}

extension ValidationContext {
    /// Checks a count under `schema`, reporting why it is not one; returns its value when it can be multiplied
    /// (also after a warning), nil after an error (so a zero count is not also an item-total mismatch).
    mutating func quantity(_ value: JSONView, schema: Quantity.Schema) -> Int64? {
        // Built only when a message needs it (most counts are fine).
        var name: String { value.displayName }
        let isString = value.kind == .string
        guard isString || value.kind == .number,
            let reading = value.withScalarUTF8({ Quantity.read($0, maxDigits: schema.maxDigits) })
        else {
            let type = schema.wantsString ? "a string of digits" : "an integer JSON number"
            report(.invalidParameterSyntax, at: value, "\(name) must be \(type), not \(value.kind.article)")
            return nil
        }
        if isString != schema.wantsString {
            return otherTypeQuantity(value, reading: reading, schema: schema)
        }
        switch reading {
        case .count(let count, let digits, let leadingZeros):
            if leadingZeros && !schema.allowsLeadingZeros {
                report(
                    .invalidParameterSyntax, at: value, "\(name) \(quotedText(value)) has leading zeros",
                    suggestion: String(count))
                return nil
            }
            if digits > schema.maxDigits {
                report(schema.tooLongCode, at: value, "\(name) has \(digits) digits; it takes at most \(schema.maxDigits)")
                return nil
            }
            return count
        case .notPositive:
            report(.cannotBeZeroOrNegative, at: value, "\(name) must be at least 1, not \(value.rawText.prefix(40))")
        case .tooLarge(let digits):
            report(
                schema.tooLongCode, at: value,
                schema.wantsString
                    ? "\(name) has \(digits) digits; it takes at most \(schema.maxDigits)"
                    : "\(name) \(value.rawText.prefix(40)) is too large to be a count")
        case .notWhole:
            let text = isString ? value.string ?? "" : value.rawText
            if schema.trimsSpaces, isString, let count = trimmedCount(text, schema: schema) {
                report(
                    .invalidParameterSyntax, .warning, at: value,
                    "\(name) \(quotedText(value)) has spaces around its digits, which PayPal reads away (it counts \(count))",
                    suggestion: String(count))
                return count
            }
            // `1e2` is a whole number, but no count is written so: the fault is the form.
            let exponent = text.contains { $0 == "e" || $0 == "E" } && text.allSatisfy { "0123456789.eE+-".contains($0) }
            let problem = exponent ? "is written with an exponent; a count is plain digits" : "is not a whole number"
            report(
                .invalidParameterSyntax, at: value, "\(name) \(quotedText(value)) \(problem)",
                suggestion: Quantity.suggestion(for: text))
        }
        return nil
    }

    /// The count `text` holds between spaces (`" 4"`), when the digits alone are one the schema takes; nil otherwise.
    private func trimmedCount(_ text: String, schema: Quantity.Schema) -> Int64? {
        let trimmed = text.trimmingCharacters(in: " ")
        guard trimmed != text, !trimmed.isEmpty else { return nil }
        guard case .count(let count, let digits, _) = Array(trimmed.utf8).withUnsafeBufferPointer({
            Quantity.read($0, maxDigits: schema.maxDigits)
        }), digits <= schema.maxDigits
        else { return nil }
        return count
    }

    /// A count written as the JSON type the schema does not ask for: a warning with the value kept, or an error.
    private mutating func otherTypeQuantity(_ value: JSONView, reading: Quantity.Reading, schema: Quantity.Schema) -> Int64? {
        var name: String { value.displayName }
        let wanted = schema.wantsString ? "a JSON string of digits" : "an integer JSON number"
        guard case .count(let count, _, _) = reading else {
            report(.invalidParameterSyntax, at: value, "\(name) must be \(wanted) above 0, not \(quotedText(value))")
            return nil
        }
        // A string for a number: the fix, the digits without quotes, is said in the message, since a suggestion is
        // shown quoted and read as text (`"2"` again). A number for a string: the suggestion is the quoted text.
        let fixed = schema.wantsString ? "\"\(count)\"" : nil
        let howToFix = schema.wantsString ? "" : "; write \(count) without quotes"
        if schema.acceptsOtherTypeWithWarning {
            report(
                .invalidParameterSyntax, .warning, at: value,
                "\(name) is \(quotedText(value)); the schema asks for \(wanted), though PayPal accepts it\(howToFix)",
                suggestion: fixed)
            return count
        }
        report(
            .invalidParameterSyntax, at: value, "\(name) must be \(wanted), not \(quotedText(value))\(howToFix)",
            suggestion: fixed)
        return nil
    }

    /// A string as `"text"` or a number as written, cut to 40 characters, for messages.
    private func quotedText(_ value: JSONView) -> String {
        value.kind == .string ? "\"\((value.string ?? "").prefix(40))\"" : "the number \(value.rawText.prefix(40))"
    }
}
