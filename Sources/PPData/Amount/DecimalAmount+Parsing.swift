extension DecimalAmount {
    /// How amount text is accepted.
    public struct ParseOptions: Sendable, Hashable {
        /// Accept a missing integer part: `".5"` and `"-.5"`. PayPal's Orders v2 money pattern is
        /// `^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$` (Orders v2 OpenAPI, `money.value`), so Orders v2 needs this;
        /// the other kinds use the plain grammar `^-?[0-9]+(\.[0-9]+)?$`.
        public var allowsLeadingDot: Bool
        /// The most characters (UTF-8 bytes) accepted; longer text is `ParseError.tooLong`. `nil`: no limit other than
        /// what an `Int128` holds.
        public var maxLength: Int?

        /// Creates options; the defaults are the plain grammar with no length limit.
        public init(allowsLeadingDot: Bool = false, maxLength: Int? = nil) {
            self.allowsLeadingDot = allowsLeadingDot
            self.maxLength = maxLength
        }

        /// The plain grammar `^-?[0-9]+(\.[0-9]+)?$`, no length limit.
        public static let standard = ParseOptions()
        /// Orders v2: `.5` accepted, at most 32 characters (Orders v2 OpenAPI, `money.value` `maxLength: 32`).
        public static let ordersV2 = ParseOptions(allowsLeadingDot: true, maxLength: 32)
    }

    /// Why text is not an amount. Checked in this order: syntax, then length, then range, so a long string of
    /// garbage is reported as a syntax error.
    public enum ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The text does not match the amount grammar (`"12abc"`, `"1e3"`, `"1,5"`, `""`, `"+1"`, `" 1"`, `"1."`).
        case invalidSyntax
        /// The text is well formed but longer than `ParseOptions.maxLength`.
        case tooLong(limit: Int)
        /// The text is well formed but has more digits than 38 significant ones or 38 fraction digits, so it
        /// cannot be held exactly.
        case overflow

        /// A short English explanation for diagnostics.
        public var description: String {
            switch self {
            case .invalidSyntax: return "not a plain decimal number"
            case .tooLong(let limit): return "longer than \(limit) characters"
            case .overflow: return "too many digits to be represented exactly"
            }
        }
    }

    /// Parses amount text exactly. A 10,000-digit string is rejected after one linear scan, without big-number work.
    public static func parse(_ text: String, options: ParseOptions = .standard) -> Result<DecimalAmount, ParseError> {
        var text = text
        return text.withUTF8 { parse(buffer: $0, options: options) }
    }

    /// Parses amount text exactly (any string type, for example a `Substring`).
    public static func parse(_ text: some StringProtocol, options: ParseOptions = .standard) -> Result<DecimalAmount, ParseError> {
        parse(utf8: text.utf8, options: options)
    }

    /// Parses amount text given as UTF-8 bytes (for example a JSON number literal's bytes, without building a String).
    public static func parse<Bytes: Collection>(utf8 bytes: Bytes, options: ParseOptions = .standard) -> Result<DecimalAmount, ParseError>
    where Bytes.Element == UInt8 {
        // The closure returns nothing: returning the `Result` through the generic call made this unspecialized
        // code build `Result<DecimalAmount, ParseError>`'s metadata by name, whose `Error` requirement the runtime
        // checks by scanning every conformance in the binary (about 200,000 instructions, once per process).
        var result = Result<DecimalAmount, ParseError>.failure(.invalidSyntax)
        let contiguous: Void? = bytes.withContiguousStorageIfAvailable { result = parse(buffer: $0, options: options) }
        if contiguous == nil {
            result = Array(bytes).withUnsafeBufferPointer { parse(buffer: $0, options: options) }
        }
        return result
    }

    /// Parses amount text given as contiguous UTF-8 bytes. Not generic: a caller in another module holding a
    /// buffer (the validator reads amounts straight from the document) would otherwise go through the generic
    /// entry point's protocol witnesses, which cost as much as the parse itself. `package`: a fast path for
    /// PPDataValidation, not API; consumers use `parse(utf8:)` on any byte collection.
    @inlinable
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, options: ParseOptions = .standard) -> Result<DecimalAmount, ParseError> {
        parse(buffer: bytes, options: options)
    }

    /// The parser proper, on contiguous bytes: not generic, so callers in other modules do not go through
    /// protocol witnesses for every byte.
    @inlinable
    static func parse(buffer bytes: UnsafeBufferPointer<UInt8>, options: ParseOptions) -> Result<DecimalAmount, ParseError> {
        // The sign, the integer digits, then a dot and the fraction digits: a loop per part, each keeping one
        // position (one loop over every byte kept five counters and cost three times as much per amount). The
        // first 18 digits' value is accumulated on the way; a longer coefficient is accumulated again in Int128,
        // with overflow checks, once the grammar is known to hold.
        let count = bytes.count
        let negative = count > 0 && bytes[0] == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        var small: UInt64 = 0  // the first 18 digits' value; all of it when there are at most 18 digits
        let integerStart = index
        while index < count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            // 10^18 < 2^63: eighteen digits never overflow; later digits are left to the Int128 pass.
            if index &- integerStart < 18 { small = small &* 10 &+ UInt64(digit) }
            index &+= 1
        }
        let integerDigitCount = index &- integerStart
        var fractionDigitCount = 0
        if index < count {
            guard bytes[index] == UInt8(ascii: ".") else { return .failure(.invalidSyntax) }
            index &+= 1
            let fractionStart = index
            while index < count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return .failure(.invalidSyntax) }  // a second dot, too
                if integerDigitCount &+ (index &- fractionStart) < 18 { small = small &* 10 &+ UInt64(digit) }
                index &+= 1
            }
            fractionDigitCount = index &- fractionStart
            if fractionDigitCount == 0 { return .failure(.invalidSyntax) }  // "1."
            if integerDigitCount == 0 && !options.allowsLeadingDot { return .failure(.invalidSyntax) }  // ".5"
        } else if integerDigitCount == 0 {
            return .failure(.invalidSyntax)  // "", "-"
        }
        if let limit = options.maxLength, count > limit { return .failure(.tooLong(limit: limit)) }
        if fractionDigitCount > maxScale { return .failure(.overflow) }

        // Up to 18 digits fit a UInt64 (10^18 < 2^63), so the usual amount was accumulated there, one plain
        // multiply-add per digit; Int128 arithmetic with overflow checks was most of the cost of parsing.
        if integerDigitCount + fractionDigitCount <= 18 {
            let value = Int128(small)
            return .success(DecimalAmount(unchecked: negative ? -value : value, scale: fractionDigitCount))
        }
        var value: Int128 = 0
        var started = false  // leading zeros never overflow, so they are skipped before counting
        for byte in bytes where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            let digit = Int128(byte &- UInt8(ascii: "0"))
            if !started && digit == 0 { continue }
            started = true
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(digit)
            if o1 || o2 { return .failure(.overflow) }
            value = sum
        }
        // value is at most Int128.max here, so its negation is in range and never Int128.min.
        return .success(DecimalAmount(unchecked: negative ? -value : value, scale: fractionDigitCount))
    }

    /// Parses amount text exactly; `nil` when it is not an amount under `options` (see `parse` for the reason).
    public init?(exactly text: some StringProtocol, options: ParseOptions = .standard) {
        guard case .success(let amount) = DecimalAmount.parse(text, options: options) else { return nil }
        self = amount
    }
}
