import Testing
import _PPDataTestSupport
@testable import PPDataValidation

/// `DecimalAmount.rounded(toFractionDigits:rule:)`: each rule at ties, off ties and on both signs, the limits of
/// the type, and random amounts against a reference that rounds through floor and ceiling of Int64 quotients.
@Suite("DecimalAmount rounding rules")
struct AmountRoundingRuleTests {
    static func amount(_ text: String) -> DecimalAmount {
        guard let value = DecimalAmount(exactly: text) else {
            Issue.record("not an amount: \(text)")
            return .zero
        }
        return value
    }

    /// For 0.125, -0.125, 0.135, 0.1251, -0.1249 and 0.121 to two places: the results under each rule.
    static let cases: [(FloatingPointRoundingRule, [String])] = [
        (.toNearestOrAwayFromZero, ["0.13", "-0.13", "0.14", "0.13", "-0.12", "0.12"]),
        (.toNearestOrEven, ["0.12", "-0.12", "0.14", "0.13", "-0.12", "0.12"]),
        (.towardZero, ["0.12", "-0.12", "0.13", "0.12", "-0.12", "0.12"]),
        (.awayFromZero, ["0.13", "-0.13", "0.14", "0.13", "-0.13", "0.13"]),
        (.up, ["0.13", "-0.12", "0.14", "0.13", "-0.12", "0.13"]),
        (.down, ["0.12", "-0.13", "0.13", "0.12", "-0.13", "0.12"]),
    ]

    @Test("each rule to two places", arguments: cases)
    func eachRule(rule: FloatingPointRoundingRule, expected: [String]) {
        let inputs = ["0.125", "-0.125", "0.135", "0.1251", "-0.1249", "0.121"]
        let results = inputs.map { Self.amount($0).rounded(toFractionDigits: 2, rule: rule).description }
        #expect(results == expected)
    }

    @Test func halfEvenIsTheDefault() {
        for text in ["0.125", "-2.5", "3.5", "9.995", "0.1251", "-0.006"] {
            let value = Self.amount(text)
            #expect(value.rounded(toFractionDigits: 2).isIdentical(to: value.rounded(toFractionDigits: 2, rule: .toNearestOrEven)))
            #expect(value.rounded(toFractionDigits: 0).isIdentical(to: value.rounded(toFractionDigits: 0, rule: .toNearestOrEven)))
        }
    }

    @Test func exactValuesKeepTheirValueAndTakeTheScale() {
        let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven, .towardZero, .awayFromZero, .up, .down]
        for rule in rules {
            // No remainder: nothing moves under any rule; fewer digits than asked: returned as it is.
            #expect(Self.amount("1.2500").rounded(toFractionDigits: 2, rule: rule).description == "1.25")
            #expect(Self.amount("-7.000").rounded(toFractionDigits: 0, rule: rule).description == "-7")
            #expect(Self.amount("1.5").rounded(toFractionDigits: 4, rule: rule).description == "1.5")
            #expect(Self.amount("0.001").rounded(toFractionDigits: -3, rule: rule) == Self.amount("0.001").rounded(toFractionDigits: 0, rule: rule))
        }
        // A value that rounds to zero from below is zero, not negative.
        #expect(!Self.amount("-0.004").rounded(toFractionDigits: 2, rule: .toNearestOrAwayFromZero).isNegative)
        #expect(!Self.amount("-0.009").rounded(toFractionDigits: 2, rule: .up).isNegative)
    }

    @Test func theLimitsOfTheTypeDoNotOverflow() {
        let nines = Self.amount("0." + String(repeating: "9", count: 38))
        #expect(nines.rounded(toFractionDigits: 0, rule: .awayFromZero).description == "1")
        #expect(nines.rounded(toFractionDigits: 0, rule: .towardZero).description == "0")
        #expect(nines.negated.rounded(toFractionDigits: 0, rule: .down).description == "-1")
        let half = Self.amount("0.5" + String(repeating: "0", count: 37))
        #expect(half.rounded(toFractionDigits: 0, rule: .toNearestOrAwayFromZero).description == "1")
        #expect(half.negated.rounded(toFractionDigits: 0, rule: .toNearestOrAwayFromZero).description == "-1")
        let largest = Self.amount("17014118346046923173168730371588410572.7")
        #expect(largest.rounded(toFractionDigits: 0, rule: .awayFromZero).description == "17014118346046923173168730371588410573")
        #expect(largest.negated.rounded(toFractionDigits: 0, rule: .down).description == "-17014118346046923173168730371588410573")
    }

    /// The rule applied through floor and ceiling of the Int64 quotient, an independent way to the same result.
    static func reference(_ coefficient: Int64, dropping digits: Int, rule: FloatingPointRoundingRule) -> Int64 {
        var divisor: Int64 = 1
        for _ in 0..<digits { divisor *= 10 }
        let floor = coefficient >= 0 || coefficient % divisor == 0 ? coefficient / divisor : coefficient / divisor - 1
        let remainder = coefficient - floor * divisor  // 0 ..< divisor
        let ceiling = remainder == 0 ? floor : floor + 1
        switch rule {
        case .up: return ceiling
        case .down: return floor
        case .towardZero: return coefficient >= 0 ? floor : ceiling
        case .awayFromZero: return coefficient >= 0 ? ceiling : floor
        case .toNearestOrAwayFromZero:
            if 2 * remainder != divisor { return 2 * remainder < divisor ? floor : ceiling }
            return coefficient >= 0 ? ceiling : floor
        default:
            if 2 * remainder != divisor { return 2 * remainder < divisor ? floor : ceiling }
            return floor % 2 == 0 ? floor : ceiling
        }
    }

    @Test func randomAmountsAgreeWithTheReference() throws {
        var rng = SplitMix64(seed: 0x0D0C_2026)
        let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven, .towardZero, .awayFromZero, .up, .down]
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let scale = Int.random(in: 1...8, using: &rng)
            let digits = Int.random(in: 0..<scale, using: &rng)
            // Ties and near ties are common in money: a third of the coefficients end in 5 followed by zeros.
            var coefficient = Int64.random(in: -10_000_000_000...10_000_000_000, using: &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                var unit: Int64 = 1
                for _ in 0..<(scale - digits) { unit *= 10 }
                coefficient = coefficient / unit * unit + (coefficient < 0 ? -unit / 2 : unit / 2)
            }
            let rule = rules[Int.random(in: 0..<rules.count, using: &rng)]
            let value = try #require(DecimalAmount(coefficient: Int128(coefficient), scale: scale))
            let result = value.rounded(toFractionDigits: digits, rule: rule)
            let expected = Self.reference(coefficient, dropping: scale - digits, rule: rule)
            if result.coefficient != Int128(expected) || result.scale != digits {
                mismatches.append("\(value) to \(digits) by \(rule): \(result), expected the coefficient \(expected)")
            }
        }
        let count = mismatches.count  // the first five are shown, not every one
        #expect(count == 0, "\(mismatches.prefix(5))")
    }
}
