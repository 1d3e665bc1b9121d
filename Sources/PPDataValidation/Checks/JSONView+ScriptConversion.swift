/// How a browser reads a scalar of the wrong type in a dictionary it converts with WebIDL: a number or boolean given
/// for a `DOMString` member becomes its JavaScript text (WebIDL "DOMString": ToString), and any value given for a
/// `boolean` member becomes its truth (WebIDL "boolean": ToBoolean). Neither throws, so Safari takes such an Apple
/// Pay JS request; the value it reads is what the rules check.
extension DocumentKind {
    /// Whether this kind's documents are JavaScript values converted by WebIDL (`apple-pay-js`: the request handed to
    /// `new ApplePaySession(version, request)`), so that a scalar of the wrong type is converted, not refused.
    var convertsScalarsLikeWebIDL: Bool { self == .applePayJS }
}

extension JSONView {
    /// The text JavaScript's `String(value)` gives this number or boolean (ECMA-262 Number::toString): `true`,
    /// `5411`, `1.5` for `1.50`, `1000` for `1e3`, `1e-7`, `0` for `-0`. Nil for other kinds, and for a number whose
    /// text depends on binary rounding (more than 15 significant digits, or beyond 1e±300), which ppdata does not
    /// compute: an amount or a code never passes through a `Double` here.
    var scriptText: String? {
        if let flag = bool { return flag ? "true" : "false" }
        guard let literal = numberText else { return nil }
        return Self.scriptText(ofNumber: literal)
    }

    /// What JavaScript's `Boolean(value)` gives this scalar (ECMA-262 ToBoolean): text is true unless empty, a number
    /// unless zero; nil for a boolean (no conversion), null, an object or an array.
    var scriptTruth: Bool? {
        switch kind {
        case .string: return (stringScalarCount ?? 0) > 0
        case .number: return numberText.map(Self.hasNonZeroSignificand)
        default: return nil
        }
    }

    /// Whether a JSON number literal's digits before its exponent include one other than 0 (`0e5` and `-0.0` are
    /// zero; an exponent's own digits do not count).
    private static func hasNonZeroSignificand(_ literal: String) -> Bool {
        literal.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }.contains { (0x31...0x39).contains($0) }
    }

    /// ECMA-262 Number::toString of the number a JSON literal denotes, when its shortest round-trip digits are its
    /// own significant digits: at most 15 of them (DBL_DIG: every such decimal is the only one of its length that
    /// reads back from its double) and a decimal exponent well inside the double range.
    static func scriptText(ofNumber literal: String) -> String? {
        var bytes = literal.utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let significand = bytes.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        var exponent = 0
        if significand.count < bytes.count {
            guard let written = Int(String(decoding: bytes.dropFirst(significand.count + 1), as: UTF8.self)),
                abs(written) < 1_000
            else { return nil }
            exponent = written
        }
        // The digits without the point; the point's place counted from their start.
        let integerCount = significand.prefix { $0 != UInt8(ascii: ".") }.count
        var digits = Array(significand.filter { $0 != UInt8(ascii: ".") })
        var pointPlace = integerCount + exponent
        while digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            pointPlace -= 1
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        guard !digits.isEmpty else { return "0" }
        guard digits.count <= 15, (-300...300).contains(pointPlace) else { return nil }
        let text = String(decoding: digits, as: UTF8.self)
        let sign = negative ? "-" : ""
        // The four forms of Number::toString, by n (pointPlace) and k (digits.count).
        let n = pointPlace
        let k = digits.count
        if k <= n && n <= 21 { return sign + text + String(repeating: "0", count: n - k) }
        if 0 < n && n <= 21 { return sign + text.prefix(n) + "." + text.dropFirst(n) }
        if -6 < n && n <= 0 { return sign + "0." + String(repeating: "0", count: -n) + text }
        let mantissa = k == 1 ? text : text.prefix(1) + "." + text.dropFirst()
        return sign + mantissa + "e" + (n - 1 >= 0 ? "+" : "-") + String(abs(n - 1))
    }
}
