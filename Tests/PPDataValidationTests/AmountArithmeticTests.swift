import Testing
@testable import PPDataValidation

private func amount(_ text: String) -> DecimalAmount {
    guard let value = DecimalAmount(exactly: text) else {
        Issue.record("not an amount: \(text)")
        return .zero
    }
    return value
}

@Suite("DecimalAmount arithmetic")
struct AmountArithmeticTests {
    @Test func additionAndSubtractionAlignScales() throws {
        #expect(try (amount("10.50") + amount("1.5")).description == "12.00")
        #expect(try (amount("0.1") + amount("0.2")).description == "0.3")
        #expect(try (amount("1") - amount("0.01")).description == "0.99")
        #expect(try (amount("5.00") - amount("7.5")).description == "-2.50")
        #expect(try amount("-3").adding(amount("3.000")).description == "0.000")
        #expect(try amount("2.5").subtracting(amount("-2.5")).description == "5.0")
    }

    @Test func multiplicationByQuantity() throws {
        #expect(try (amount("19.99") * 3).description == "59.97")
        #expect(try amount("0.10").multiplied(byQuantity: 0).description == "0.00")
        #expect(try amount("-1.25").multiplied(byQuantity: 4).description == "-5.00")
        #expect(try (amount("2.50") * amount("4")).description == "10.00")
        #expect(try (amount("1.5") * amount("1.5")).description == "2.25")
    }

    @Test func sumOfManyValues() throws {
        let parts = ["100.00", "8.25", "-5", "0.125"].map(amount)
        #expect(try DecimalAmount.sum(parts).description == "103.375")
        #expect(try DecimalAmount.sum([DecimalAmount]()).description == "0")
    }

    @Test func comparisonIsByValueAcrossScales() {
        #expect(amount("1.5") == amount("1.50"))
        #expect(amount("-0") == amount("0.000"))
        #expect(amount("1.5").hashValue == amount("1.500").hashValue)
        #expect(Set([amount("1.5"), amount("1.50"), amount("1.500")]).count == 1)
        #expect(amount("1.49") < amount("1.5"))
        #expect(amount("-2") < amount("-1.99"))
        #expect(amount("10") > amount("9.999999"))
        #expect(!amount("1.5").isIdentical(to: amount("1.50")))
        #expect(amount("1.5").isIdentical(to: amount("1.5")))
        // Aligning these scales overflows Int128; the comparison is still right.
        let huge = amount(String(repeating: "9", count: 38))
        let tiny = amount("0." + String(repeating: "0", count: 30) + "1")
        #expect(tiny < huge)
        #expect(huge > tiny)
        #expect(huge.negated < tiny.negated)
        #expect(huge != amount("1." + String(repeating: "0", count: 30)))
    }

    @Test("half-even rounding", arguments: [
        ("0.125", 2, "0.12"), ("0.135", 2, "0.14"), ("0.145", 2, "0.14"), ("0.1251", 2, "0.13"),
        ("-2.5", 0, "-2"), ("-3.5", 0, "-4"), ("2.5", 0, "2"), ("3.5", 0, "4"), ("-0.5", 0, "0"),
        ("100.50", 0, "100"), ("101.50", 0, "102"), ("0.004", 2, "0.00"), ("-0.006", 2, "-0.01"),
        ("1.5", 2, "1.5"), ("12", 0, "12"), ("9.995", 2, "10.00"), ("1.25", -1, "1"),
    ])
    func halfEven(text: String, digits: Int, expected: String) {
        #expect(amount(text).rounded(toFractionDigits: digits).description == expected)
    }

    @Test func roundingAtTheLimitsDoesNotOverflow() {
        // Remainder close to 10^38: doubling it would overflow; the comparison does not.
        let big = amount("0." + String(repeating: "9", count: 38))
        #expect(big.rounded(toFractionDigits: 0).description == "1")
        let half = amount("0.5" + String(repeating: "0", count: 37))
        #expect(half.rounded(toFractionDigits: 0).description == "0")
        let max = amount("170141183460469231731687303715884105727")
        #expect(max.rounded(toFractionDigits: 0).isIdentical(to: max))
    }

    @Test func renderingWithAGivenScale() throws {
        #expect(amount("1.5").description(fractionDigits: 2) == "1.50")
        #expect(amount("7").description(fractionDigits: 2) == "7.00")
        #expect(amount("0.125").description(fractionDigits: 2) == "0.12")
        #expect(amount("-0.5").description(fractionDigits: 0) == "0")
        #expect(amount("100.50").description(fractionDigits: 0) == "100")
        #expect(amount("-0.05").description(fractionDigits: 3) == "-0.050")
        // No more places than an amount can have: a huge count is the most there are, not a trap.
        #expect(amount("1.5").description(fractionDigits: Int.max) == "1.5" + String(repeating: "0", count: 37))
        #expect(amount("1.5").description(fractionDigits: Int.min) == "2")
        #expect(try amount("1.5").withScale(3).description == "1.500")
        #expect(try amount("1.500").withScale(1).description == "1.5")
        #expect(throws: DecimalAmount.ArithmeticError.inexact) { try amount("1.55").withScale(1) }
        #expect(throws: DecimalAmount.ArithmeticError.overflow) { try amount(String(repeating: "9", count: 38)).withScale(2) }
    }

    @Test func overflowIsReportedNeverTrapped() {
        let max = amount("170141183460469231731687303715884105727")
        #expect(throws: DecimalAmount.ArithmeticError.overflow) { try max + amount("1") }
        #expect(throws: DecimalAmount.ArithmeticError.overflow) { try max.negated - amount("1") }
        #expect(throws: DecimalAmount.ArithmeticError.overflow) { try max * 2 }
        #expect(throws: DecimalAmount.ArithmeticError.overflow) { try max.multiplied(byQuantity: Int64.min) }
        #expect(throws: DecimalAmount.ArithmeticError.overflow) { try max * max }
        // Aligning scales can overflow even when the values are small enough.
        #expect(throws: DecimalAmount.ArithmeticError.overflow) { try max + amount("0.1") }
        // Scale beyond 38 is an overflow too.
        let fine = amount("0." + String(repeating: "0", count: 19) + "1")
        #expect(throws: DecimalAmount.ArithmeticError.overflow) { try fine * fine }
        // The representable edges still work.
        #expect((try? max - amount("1"))?.description == "170141183460469231731687303715884105726")
        #expect((try? max.negated + max)?.isZero == true)
    }

    @Test func initialisersKeepInvariants() {
        #expect(DecimalAmount(coefficient: 1050, scale: 2)?.description == "10.50")
        #expect(DecimalAmount(coefficient: 5, scale: -1) == nil)
        #expect(DecimalAmount(coefficient: 5, scale: 39) == nil)
        #expect(DecimalAmount(coefficient: Int128.min, scale: 0) == nil)
        #expect(DecimalAmount(-42).description == "-42")
        #expect(DecimalAmount.zero.description == "0")
        #expect(DecimalAmount(coefficient: -5, scale: 3)?.description == "-0.005")
    }
}
