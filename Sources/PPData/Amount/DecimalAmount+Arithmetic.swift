extension DecimalAmount {
    /// Why an arithmetic result cannot be represented. Reported instead of trapping, so a rule can turn it into a
    /// diagnostic (an absurd quantity times an absurd price is the user's mistake, not a crash).
    public enum ArithmeticError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The exact result needs more than 38 significant digits (or more than 38 fraction digits).
        case overflow
        /// `withScale(_:)` was asked to drop fraction digits that are not zero (that needs rounding).
        case inexact

        /// A short English explanation for diagnostics.
        public var description: String {
            switch self {
            case .overflow: return "the exact result has too many digits to be represented"
            case .inexact: return "the value has nonzero digits beyond the requested scale"
            }
        }
    }

    /// The exact sum. The result's scale is the larger of the two scales (`10.50 + 1.5` is `12.00`).
    @inlinable
    public func adding(_ other: DecimalAmount) throws(ArithmeticError) -> DecimalAmount {
        let (a, b, scale) = try DecimalAmount.aligned(self, other)
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow, sum != Int128.min else { throw .overflow }
        return DecimalAmount(unchecked: sum, scale: scale)
    }

    /// The exact difference. The result's scale is the larger of the two scales.
    public func subtracting(_ other: DecimalAmount) throws(ArithmeticError) -> DecimalAmount {
        try adding(other.negated)
    }

    /// The exact product with an integer quantity (`unit_amount × quantity`); the scale is unchanged.
    @inlinable
    public func multiplied(byQuantity quantity: Int64) throws(ArithmeticError) -> DecimalAmount {
        let (product, overflow) = coefficient.multipliedReportingOverflow(by: Int128(quantity))
        guard !overflow, product != Int128.min else { throw .overflow }
        return DecimalAmount(unchecked: product, scale: scale)
    }

    /// The exact product; the result's scale is the sum of the scales (so a scale-0 quantity keeps the price's scale).
    public func multiplied(by other: DecimalAmount) throws(ArithmeticError) -> DecimalAmount {
        let scale = self.scale + other.scale
        guard scale <= DecimalAmount.maxScale else { throw .overflow }
        let (product, overflow) = coefficient.multipliedReportingOverflow(by: other.coefficient)
        guard !overflow, product != Int128.min else { throw .overflow }
        return DecimalAmount(unchecked: product, scale: scale)
    }

    /// The exact sum of `values` (zero for none); the scale is the largest scale among them.
    ///
    /// `@inlinable` so that a caller's sequence type is specialised: unspecialised, each element came through
    /// witness tables.
    @inlinable
    public static func sum(_ values: some Sequence<DecimalAmount>) throws(ArithmeticError) -> DecimalAmount {
        var total = DecimalAmount.zero
        for value in values { total = try total.adding(value) }
        return total
    }

    /// The same value written with `scale` fraction digits (`1.5` → `1.50`); throws when the value has more fraction
    /// digits than `scale` that are not zeros (`.inexact`: use `rounded(toFractionDigits:)`) or when the padded
    /// coefficient does not fit (`.overflow`).
    public func withScale(_ scale: Int) throws(ArithmeticError) -> DecimalAmount {
        guard scale >= 0, scale <= DecimalAmount.maxScale else { throw .overflow }
        if scale >= self.scale {
            let (c, overflow) = coefficient.multipliedReportingOverflow(by: DecimalAmount.powersOfTen[scale - self.scale])
            guard !overflow, c != Int128.min else { throw .overflow }
            return DecimalAmount(unchecked: c, scale: scale)
        }
        let divisor = DecimalAmount.powersOfTen[self.scale - scale]
        guard coefficient % divisor == 0 else { throw .inexact }
        return DecimalAmount(unchecked: coefficient / divisor, scale: scale)
    }

    /// Rounds half-even ("banker's rounding") to at most `fractionDigits` fraction digits: `0.125` → `0.12`,
    /// `0.135` → `0.14`, `-2.5` → `-2` (for 0 digits). When the amount already has that many digits or fewer it is
    /// returned unchanged (no padding: use `description(fractionDigits:)` to render with a fixed scale). Negative
    /// counts are taken as 0. Never overflows: rounding only shortens the coefficient.
    @inlinable
    public func rounded(toFractionDigits fractionDigits: Int) -> DecimalAmount {
        rounded(toFractionDigits: fractionDigits, mode: .toNearestOrEven)
    }

    /// Rounds to at most `fractionDigits` fraction digits by `rule`, the standard library's rules read for decimal
    /// places: `.toNearestOrAwayFromZero` is the "round half up" of tax and invoice calculations (`0.125` → `0.13`,
    /// `-0.125` → `-0.13`), `.toNearestOrEven` is `rounded(toFractionDigits:)`, `.towardZero` truncates, `.up` and
    /// `.down` round toward positive and negative infinity, `.awayFromZero` rounds any remainder away from zero.
    /// As `rounded(toFractionDigits:)`: an amount with that many digits or fewer is returned unchanged, negative
    /// counts are taken as 0, and it never overflows.
    public func rounded(toFractionDigits fractionDigits: Int, rule: FloatingPointRoundingRule) -> DecimalAmount {
        let mode: RoundingMode
        switch rule {
        case .towardZero: mode = .towardZero
        case .awayFromZero: mode = .awayFromZero
        case .up: mode = .up
        case .down: mode = .down
        case .toNearestOrAwayFromZero: mode = .toNearestOrAwayFromZero
        default: mode = .toNearestOrEven  // .toNearestOrEven, and any rule a later standard library adds
        }
        return rounded(toFractionDigits: fractionDigits, mode: mode)
    }

    /// The rules of `FloatingPointRoundingRule`, as a type of this module: a switch over the standard library's
    /// (a resilient enum) went through its type metadata on every rounding, and validators round every amount
    /// (+0.2% of the CLI's instructions, callgrind).
    @usableFromInline
    enum RoundingMode {
        case toNearestOrEven, toNearestOrAwayFromZero, towardZero, awayFromZero, up, down
    }

    /// The one rounding: `rounded(toFractionDigits:rule:)` for a mode of this module. Inlinable: a constant mode
    /// leaves one branch.
    @inlinable
    func rounded(toFractionDigits fractionDigits: Int, mode: RoundingMode) -> DecimalAmount {
        let digits = max(0, fractionDigits)
        guard digits < scale else { return self }
        let divisor = DecimalAmount.powersOfTen[scale - digits]
        var quotient = coefficient / divisor  // truncates toward zero
        let remainder = (coefficient % divisor).magnitude
        if remainder != 0 {
            // The remainder against half the divisor, without computing 2 × remainder (which could overflow).
            let rest = divisor.magnitude - remainder
            let awayFromZero: Bool
            switch mode {
            case .towardZero: awayFromZero = false
            case .awayFromZero: awayFromZero = true
            case .up: awayFromZero = coefficient > 0
            case .down: awayFromZero = coefficient < 0
            case .toNearestOrAwayFromZero: awayFromZero = remainder >= rest
            case .toNearestOrEven: awayFromZero = remainder > rest || (remainder == rest && quotient % 2 != 0)
            }
            if awayFromZero { quotient += coefficient < 0 ? -1 : 1 }
        }
        return DecimalAmount(unchecked: quotient, scale: digits)
    }

    /// Brings both coefficients to the larger scale; throws when scaling up overflows.
    @inlinable
    static func aligned(_ a: DecimalAmount, _ b: DecimalAmount) throws(ArithmeticError) -> (Int128, Int128, Int) {
        if a.scale == b.scale { return (a.coefficient, b.coefficient, a.scale) }
        if a.scale < b.scale {
            let (c, overflow) = a.coefficient.multipliedReportingOverflow(by: powersOfTen[b.scale - a.scale])
            guard !overflow else { throw .overflow }
            return (c, b.coefficient, b.scale)
        }
        let (c, overflow) = b.coefficient.multipliedReportingOverflow(by: powersOfTen[a.scale - b.scale])
        guard !overflow else { throw .overflow }
        return (a.coefficient, c, a.scale)
    }
}

// MARK: - Operators

extension DecimalAmount {
    /// Exact addition; `try a + b`. Throws `ArithmeticError.overflow` instead of trapping.
    public static func + (lhs: DecimalAmount, rhs: DecimalAmount) throws(ArithmeticError) -> DecimalAmount {
        try lhs.adding(rhs)
    }

    /// Exact subtraction; `try a - b`. Throws `ArithmeticError.overflow` instead of trapping.
    public static func - (lhs: DecimalAmount, rhs: DecimalAmount) throws(ArithmeticError) -> DecimalAmount {
        try lhs.subtracting(rhs)
    }

    /// Exact multiplication by an integer quantity; `try price * 3`. Throws `ArithmeticError.overflow` instead of trapping.
    public static func * (lhs: DecimalAmount, rhs: Int64) throws(ArithmeticError) -> DecimalAmount {
        try lhs.multiplied(byQuantity: rhs)
    }

    /// Exact multiplication; `try a * b`. Throws `ArithmeticError.overflow` instead of trapping.
    public static func * (lhs: DecimalAmount, rhs: DecimalAmount) throws(ArithmeticError) -> DecimalAmount {
        try lhs.multiplied(by: rhs)
    }
}
