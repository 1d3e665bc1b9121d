/// An exact decimal number parsed from text, for money.
///
/// The value is `coefficient × 10^-scale`: `"10.50"` is coefficient 1050, scale 2. The coefficient is an `Int128`
/// (38 significant digits) and the scale is the number of fraction digits written in the text, so the value keeps
/// the precision it arrived with (`description` of `"10.50"` is `"10.50"`, not `"10.5"`).
///
/// Equality, hashing and ordering are **by value**: `1.5 == 1.50`, and both hash alike, because that is what a rule
/// comparing a total with a computed sum needs. Use `isIdentical(to:)` when the written precision matters.
///
/// Invariants (kept by every initialiser and operation, so no operation can trap):
/// - `0 <= scale <= DecimalAmount.maxScale` (38), so `10^scale` always fits an `Int128`;
/// - `coefficient != Int128.min`, so negation and magnitude never overflow.
///
/// No `Double` and no `Foundation.Decimal` is used anywhere: `Decimal(string:)` accepts `"12abc"`.
public struct DecimalAmount: Sendable {
    /// The unscaled integer value: `value = coefficient / 10^scale`.
    public let coefficient: Int128
    /// The number of fraction digits (for a parsed amount, the digits written after the point).
    public let scale: Int

    /// The largest supported scale: `10^38` is the largest power of ten an `Int128` holds.
    public static let maxScale = 38

    /// Zero with no fraction digits.
    public static let zero = DecimalAmount(unchecked: 0, scale: 0)

    /// Creates an amount from its parts; `nil` when the scale is outside `0...maxScale` or the coefficient is
    /// `Int128.min` (whose negation does not exist).
    public init?(coefficient: Int128, scale: Int) {
        guard scale >= 0, scale <= DecimalAmount.maxScale, coefficient != Int128.min else { return nil }
        self.coefficient = coefficient
        self.scale = scale
    }

    /// Creates an integer amount (scale 0).
    public init(_ integer: Int64) {
        self.coefficient = Int128(integer)
        self.scale = 0
    }

    /// For internal use where the invariants are already known to hold.
    @usableFromInline
    init(unchecked coefficient: Int128, scale: Int) {
        self.coefficient = coefficient
        self.scale = scale
    }

    /// The number of fraction digits; for a parsed amount, as written (`"10.50"` → 2, `"7"` → 0).
    @inlinable
    public var fractionDigits: Int { scale }

    /// The number of digits before the decimal point in `description`, without leading zeros (`"00012.5"` → 2);
    /// an amount below one counts one digit (`"0.5"` → 1), as it is written `0.5`.
    public var integerDigits: Int {
        var integerPart = coefficient.magnitude / DecimalAmount.powersOfTen[scale].magnitude
        var digits = 1
        while integerPart >= 10 {
            integerPart /= 10
            digits += 1
        }
        return digits
    }

    /// True when the value is below zero. `"-0"` and `"-0.00"` parse as zero, which is not negative.
    @inlinable
    public var isNegative: Bool { coefficient < 0 }

    /// True when the value is zero, whatever the scale or sign written.
    public var isZero: Bool { coefficient == 0 }

    /// -1, 0 or 1.
    @inlinable
    public var signum: Int { coefficient < 0 ? -1 : (coefficient == 0 ? 0 : 1) }

    /// The absolute value, same scale. Never overflows (see the invariants).
    public var magnitude: DecimalAmount { DecimalAmount(unchecked: coefficient < 0 ? -coefficient : coefficient, scale: scale) }

    /// The value with its sign flipped, same scale. Never overflows (see the invariants).
    public var negated: DecimalAmount { DecimalAmount(unchecked: -coefficient, scale: scale) }

    /// True when both the value and the scale are equal (`1.5` is not identical to `1.50`).
    public func isIdentical(to other: DecimalAmount) -> Bool {
        coefficient == other.coefficient && scale == other.scale
    }

    /// `10^0 ... 10^38`; every entry fits an `Int128` (`Int128.max` ≈ 1.7 × 10^38).
    @usableFromInline
    static let powersOfTen: [Int128] = {
        var table: [Int128] = [1]
        table.reserveCapacity(maxScale + 1)
        for _ in 0..<maxScale { table.append(table[table.count - 1] * 10) }
        return table
    }()

    /// The same value with trailing fraction zeros removed: the canonical form used for hashing.
    var normalized: DecimalAmount {
        var c = coefficient
        var s = scale
        while s > 0, c % 10 == 0 {
            c /= 10
            s -= 1
        }
        return DecimalAmount(unchecked: c, scale: s)
    }
}

// MARK: - Equality, hashing, ordering (by value)

extension DecimalAmount: Hashable, Comparable {
    /// Value equality: `1.5 == 1.50`, `-0 == 0`.
    @inlinable
    public static func == (lhs: DecimalAmount, rhs: DecimalAmount) -> Bool {
        compare(lhs, rhs) == 0
    }

    /// Hashes the normalised value, so values equal under `==` hash alike.
    public func hash(into hasher: inout Hasher) {
        let n = normalized
        hasher.combine(n.coefficient)
        hasher.combine(n.scale)
    }

    /// Value ordering across scales.
    @inlinable
    public static func < (lhs: DecimalAmount, rhs: DecimalAmount) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// Three-way comparison by value. Aligning scales may overflow; when it does, the scaled-up side's magnitude
    /// exceeds `Int128.max` and therefore any coefficient of the other side, so its sign decides. Inlinable, as
    /// are the arithmetic validators call per term: a call into this module cost as much as the work.
    @inlinable
    static func compare(_ a: DecimalAmount, _ b: DecimalAmount) -> Int {
        if a.scale == b.scale { return a.coefficient < b.coefficient ? -1 : (a.coefficient == b.coefficient ? 0 : 1) }
        if a.signum != b.signum { return a.signum < b.signum ? -1 : 1 }
        if a.scale < b.scale {
            let (scaled, overflow) = a.coefficient.multipliedReportingOverflow(by: powersOfTen[b.scale - a.scale])
            if overflow { return a.coefficient < 0 ? -1 : 1 }
            return scaled < b.coefficient ? -1 : (scaled == b.coefficient ? 0 : 1)
        } else {
            let (scaled, overflow) = b.coefficient.multipliedReportingOverflow(by: powersOfTen[a.scale - b.scale])
            if overflow { return b.coefficient < 0 ? 1 : -1 }
            return a.coefficient < scaled ? -1 : (a.coefficient == scaled ? 0 : 1)
        }
    }
}

// MARK: - Text

extension DecimalAmount: CustomStringConvertible {
    /// Plain decimal text with exactly `scale` fraction digits: `"10.50"`, `"-0.05"`, `"7"`. Never exponent notation,
    /// never `"-0"`.
    public var description: String { Self.render(coefficient: coefficient, scale: scale, fractionDigits: scale) }

    /// Plain decimal text with exactly `fractionDigits` fraction digits: pads with zeros when the amount has fewer,
    /// rounds half-even when it has more (`1.5` → `"1.50"`, `0.125` → `"0.12"` for 2). Negative counts are taken as 0,
    /// counts above `maxScale` as `maxScale` (an amount has no more places to show).
    public func description(fractionDigits: Int) -> String {
        let digits = min(max(0, fractionDigits), DecimalAmount.maxScale)
        if digits >= scale {
            return Self.render(coefficient: coefficient, scale: scale, fractionDigits: digits)
        }
        let r = rounded(toFractionDigits: digits)
        return Self.render(coefficient: r.coefficient, scale: r.scale, fractionDigits: digits)
    }

    /// Renders `coefficient × 10^-scale` with `fractionDigits >= scale` digits after the point (extra digits are zeros).
    static func render(coefficient: Int128, scale: Int, fractionDigits: Int) -> String {
        let negative = coefficient < 0
        var digits = String(coefficient.magnitude)
        if digits.utf8.count <= scale {
            digits = String(repeating: "0", count: scale - digits.utf8.count + 1) + digits
        }
        var text = negative ? "-" : ""
        let integerCount = digits.utf8.count - scale
        let utf8 = Array(digits.utf8)
        text += String(decoding: utf8[0..<integerCount], as: UTF8.self)
        if fractionDigits > 0 {
            text += "."
            text += String(decoding: utf8[integerCount...], as: UTF8.self)
            if fractionDigits > scale { text += String(repeating: "0", count: fractionDigits - scale) }
        }
        return text
    }
}
