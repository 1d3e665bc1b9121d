/// Exact decimal arithmetic on amount text. Amounts never pass through Double:
/// validation, rounding and normalisation work on the ASCII digits.
enum DecimalText {
    private static let zero = UInt8(ascii: "0")
    private static let nine = UInt8(ascii: "9")
    private static let minus = UInt8(ascii: "-")
    private static let dot = UInt8(ascii: ".")

    /// The result of rounding amount text to a number of fraction digits.
    struct Rounded: Equatable {
        /// Canonical text: optional "-", integer digits without leading zeros,
        /// then exactly `fractionDigits` fraction digits; never "-0…".
        var text: String
        /// True when the value changed (a non-zero digit was dropped). Padding
        /// "12.5" to "12.50" or dropping trailing zeros is not rounding.
        var didRound: Bool
    }

    /// True for the plain-decimal grammar `^-?[0-9]+(\.[0-9]+)?$` (no exponent,
    /// no "+", no grouping, no white space).
    static func isPlainDecimal(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { split($0) != nil }
    }

    /// Splits plain-decimal bytes into sign, integer digits and fraction digits,
    /// or returns nil when the bytes do not match the grammar.
    private static func split(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> (negative: Bool, integer: Range<Int>, fraction: Range<Int>)? {
        var index = 0
        let negative = bytes.first == minus
        if negative { index = 1 }
        let integerStart = index
        while index < bytes.count, bytes[index] >= zero, bytes[index] <= nine { index += 1 }
        let integer = integerStart..<index
        if integer.isEmpty { return nil }
        if index == bytes.count { return (negative, integer, index..<index) }
        guard bytes[index] == dot else { return nil }
        index += 1
        let fractionStart = index
        while index < bytes.count, bytes[index] >= zero, bytes[index] <= nine { index += 1 }
        let fraction = fractionStart..<index
        if fraction.isEmpty || index != bytes.count { return nil }
        return (negative, integer, fraction)
    }

    /// Rounds plain-decimal `text` half-even to exactly `fractionDigits`
    /// fraction digits, or returns nil when `text` is not a plain decimal.
    static func round(_ text: String, fractionDigits: Int) -> Rounded? {
        var source = text
        return source.withUTF8 { bytes -> Rounded? in
            if isCanonical(bytes, fractionDigits: fractionDigits) {
                // The common case ("1234.50" in USD): one pass, no copy, no allocation.
                return Rounded(text: text, didRound: false)
            }
            guard let parts = split(bytes) else { return nil }
            return roundSlow(bytes, parts, fractionDigits: max(0, fractionDigits))
        }
    }

    /// One pass over already-canonical text: `-?(0|[1-9][0-9]*)` then, when
    /// `fractionDigits` > 0, "." and exactly that many digits; not zero with a
    /// sign. False means "take the general path", not "invalid".
    @inline(__always)
    static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>, fractionDigits: Int) -> Bool {
        // The layout is fixed by the count alone: optional "-", integer digits,
        // then (when fractionDigits > 0) "." at a known place and the fraction
        // digits. So check the few fixed places first, then every digit in one
        // tight loop per part (no per-byte branching on what comes next).
        guard let base = bytes.baseAddress, fractionDigits >= 0 else { return false }
        let count = bytes.count
        let negative = count > 0 && base[0] == minus
        let integerStart = negative ? 1 : 0
        let integerEnd = fractionDigits > 0 ? count &- fractionDigits &- 1 : count
        let integerCount = integerEnd &- integerStart
        if integerCount < 1 || (integerCount > 1 && base[integerStart] == zero) { return false }
        if fractionDigits > 0 && base[integerEnd] != dot { return false }
        // OR of all digit values: zero only when the amount is zero.
        var digits: UInt8 = 0
        var index = integerStart
        while index < integerEnd {
            let digit = base[index] &- zero
            if digit > 9 { return false }
            digits |= digit
            index &+= 1
        }
        index = integerEnd &+ 1
        while index < count {
            let digit = base[index] &- zero
            if digit > 9 { return false }
            digits |= digit
            index &+= 1
        }
        // "-0", "-0.00": not canonical (rounding drops the sign).
        return digits != 0 || !negative
    }

    private static func roundSlow(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ parts: (negative: Bool, integer: Range<Int>, fraction: Range<Int>),
        fractionDigits: Int
    ) -> Rounded {
        // Work on the digits of value × 10^fractionDigits: integer digits plus
        // the kept fraction digits.
        var digits: [UInt8] = []
        digits.reserveCapacity(parts.integer.count + fractionDigits + 1)
        for index in parts.integer { digits.append(bytes[index]) }
        let fraction = Array(bytes[parts.fraction])
        var didRound = false
        if fraction.count <= fractionDigits {
            digits.append(contentsOf: fraction)
            digits.append(contentsOf: repeatElement(zero, count: fractionDigits - fraction.count))
        } else {
            digits.append(contentsOf: fraction[0..<fractionDigits])
            let dropped = fraction[fractionDigits...]
            didRound = dropped.contains { $0 != zero }
            if shouldRoundUp(dropped: dropped, lastKept: digits.last ?? zero) {
                increment(&digits)
            }
        }
        // Strip leading zeros, keeping one digit before the point.
        let integerCount = digits.count - fractionDigits
        var firstSignificant = 0
        while firstSignificant < integerCount - 1 && digits[firstSignificant] == zero { firstSignificant += 1 }
        let isZero = !digits.contains { $0 != zero }

        var out: [UInt8] = []
        out.reserveCapacity(digits.count + 2)
        if parts.negative && !isZero { out.append(minus) }
        out.append(contentsOf: digits[firstSignificant..<integerCount])
        if fractionDigits > 0 {
            out.append(dot)
            out.append(contentsOf: digits[integerCount...])
        }
        return Rounded(text: String(decoding: out, as: UTF8.self), didRound: didRound)
    }

    /// Half-even: above half rounds up, below half down, exactly half rounds
    /// to the even neighbour. The sign does not matter (we round the magnitude).
    private static func shouldRoundUp(dropped: ArraySlice<UInt8>, lastKept: UInt8) -> Bool {
        guard let first = dropped.first else { return false }
        if first > UInt8(ascii: "5") { return true }
        if first < UInt8(ascii: "5") { return false }
        if dropped.dropFirst().contains(where: { $0 != zero }) { return true }
        return (lastKept - zero) % 2 == 1
    }

    /// Adds one unit in the last place, carrying; may grow by one digit.
    private static func increment(_ digits: inout [UInt8]) {
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] == nine {
                digits[index] = zero
                index -= 1
            } else {
                digits[index] += 1
                return
            }
        }
        digits.insert(UInt8(ascii: "1"), at: 0)
    }

    /// Converts an ICU "numeric string" (Decimal Arithmetic Specification, as
    /// returned by unum_parseDecimal: "1234.5", "-7", "1.2345E+19") to plain
    /// decimal text padded (never truncated) to at least `minimumFractionDigits`.
    /// Returns nil for anything else (infinity, NaN).
    static func plain(fromNumericString text: String, minimumFractionDigits: Int) -> String? {
        var bytes = Array(text.utf8)
        var negative = false
        if let first = bytes.first, first == minus || first == UInt8(ascii: "+") {
            negative = first == minus
            bytes.removeFirst()
        }
        var exponent = 0
        if let e = bytes.firstIndex(where: { $0 == UInt8(ascii: "E") || $0 == UInt8(ascii: "e") }) {
            let exponentText = String(decoding: bytes[(e + 1)...], as: UTF8.self)
            guard let value = Int(exponentText), abs(value) < 10_000 else { return nil }
            exponent = value
            bytes.removeSubrange(e...)
        }
        var integer: [UInt8]
        var fraction: [UInt8]
        if let point = bytes.firstIndex(of: dot) {
            integer = Array(bytes[..<point])
            fraction = Array(bytes[(point + 1)...])
        } else {
            integer = bytes
            fraction = []
        }
        if integer.isEmpty { integer = [zero] }
        guard integer.allSatisfy({ $0 >= zero && $0 <= nine }),
              fraction.allSatisfy({ $0 >= zero && $0 <= nine }) else { return nil }
        // Move the point by the exponent.
        if exponent > 0 {
            fraction.append(contentsOf: repeatElement(zero, count: max(0, exponent - fraction.count)))
            integer.append(contentsOf: fraction[0..<exponent])
            fraction.removeFirst(exponent)
        } else if exponent < 0 {
            let shift = -exponent
            integer.insert(contentsOf: repeatElement(zero, count: max(0, shift - integer.count + 1)), at: 0)
            fraction.insert(contentsOf: integer[(integer.count - shift)...], at: 0)
            integer.removeLast(shift)
        }
        // Trailing zeros beyond the minimum carry no information; leading zeros neither.
        while fraction.count > minimumFractionDigits, fraction.last == zero { fraction.removeLast() }
        if fraction.count < minimumFractionDigits {
            fraction.append(contentsOf: repeatElement(zero, count: minimumFractionDigits - fraction.count))
        }
        while integer.count > 1, integer.first == zero { integer.removeFirst() }
        let isZero = !integer.contains { $0 != zero } && !fraction.contains { $0 != zero }
        var out: [UInt8] = []
        if negative && !isZero { out.append(minus) }
        out.append(contentsOf: integer)
        if !fraction.isEmpty {
            out.append(dot)
            out.append(contentsOf: fraction)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
