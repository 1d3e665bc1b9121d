import Testing
import _PPDataTestSupport
@testable import PPDataValidation

/// Reference rendering of `coefficient × 10^-scale` with plain Int64 arithmetic, independent of DecimalAmount.
private func referenceText(_ coefficient: Int64, scale: Int, leadingZeros: Int = 0) -> String {
    let magnitude = coefficient.magnitude
    let divisor = UInt64(pow10(scale))
    let integerPart = String(magnitude / divisor)
    var text = (coefficient < 0 ? "-" : "") + String(repeating: "0", count: leadingZeros) + integerPart
    if scale > 0 {
        let fraction = String(magnitude % divisor)
        text += "." + String(repeating: "0", count: scale - fraction.count) + fraction
    }
    return text
}

private func pow10(_ n: Int) -> Int64 {
    var value: Int64 = 1
    for _ in 0..<n { value *= 10 }
    return value
}

/// Reference half-even rounding on Int64 (remainders here are small enough to double).
private func referenceRound(_ coefficient: Int64, dropping digits: Int) -> Int64 {
    let divisor = pow10(digits)
    var quotient = coefficient / divisor
    let twiceRemainder = 2 * (coefficient % divisor).magnitude
    if twiceRemainder > UInt64(divisor) || (twiceRemainder == UInt64(divisor) && quotient % 2 != 0) {
        quotient += coefficient < 0 ? -1 : 1
    }
    return quotient
}

@Suite("DecimalAmount against Int64 arithmetic on scaled values")
struct AmountRandomizedTests {
    @Test func arithmeticMatchesScaledIntegers() throws {
        var rng = SplitMix64(seed: 0x5EED_2024)
        for _ in 0..<4000 {
            let sa = Int.random(in: 0...6, using: &rng)
            let sb = Int.random(in: 0...6, using: &rng)
            let ca = Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &rng)
            let cb = Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &rng)
            let zeros = Int.random(in: 0...3, using: &rng) == 0 ? Int.random(in: 1...3, using: &rng) : 0
            let textA = referenceText(ca, scale: sa, leadingZeros: zeros)
            let textB = referenceText(cb, scale: sb)
            let a = try #require(DecimalAmount(exactly: textA), "\(textA)")
            let b = try #require(DecimalAmount(exactly: textB), "\(textB)")
            let canonicalA = referenceText(ca == 0 ? 0 : ca, scale: sa)
            #expect(a.description == (ca == 0 ? referenceText(0, scale: sa) : canonicalA), "\(textA)")
            #expect(a.fractionDigits == sa)

            let s = max(sa, sb)
            let alignedA = ca * pow10(s - sa)
            let alignedB = cb * pow10(s - sb)
            #expect(try (a + b).description == referenceText(alignedA + alignedB, scale: s), "\(textA) + \(textB)")
            #expect(try (a - b).description == referenceText(alignedA - alignedB, scale: s), "\(textA) - \(textB)")

            let quantity = Int64.random(in: -1000...1000, using: &rng)
            #expect(try (a * quantity).description == referenceText(ca * quantity, scale: sa), "\(textA) * \(quantity)")

            #expect((a < b) == (alignedA < alignedB), "\(textA) < \(textB)")
            #expect((a == b) == (alignedA == alignedB), "\(textA) == \(textB)")
            #expect((a > b) == (alignedA > alignedB), "\(textA) > \(textB)")

            let digits = Int.random(in: 0...sa, using: &rng)
            let rounded = referenceRound(ca, dropping: sa - digits)
            #expect(a.rounded(toFractionDigits: digits).description == referenceText(rounded, scale: digits),
                    "\(textA) rounded to \(digits)")
            #expect(a.description(fractionDigits: digits) == referenceText(rounded, scale: digits))
        }
    }

    @Test func equalValuesAtDifferentScalesHashAlike() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<2000 {
            let c = Int64.random(in: -10_000_000...10_000_000, using: &rng)
            let s = Int.random(in: 0...4, using: &rng)
            let extra = Int.random(in: 1...5, using: &rng)
            let a = try #require(DecimalAmount(exactly: referenceText(c, scale: s)))
            let b = try #require(DecimalAmount(exactly: referenceText(c * pow10(extra), scale: s + extra)))
            #expect(a == b)
            #expect(a.hashValue == b.hashValue)
            #expect(!(a < b) && !(b < a))
        }
    }

    @Test func randomTextIsAcceptedExactlyWhenItMatchesTheGrammar() throws {
        let grammar = try Regex(#"-?[0-9]+(\.[0-9]+)?"#)
        let ordersGrammar = try Regex(#"(-?[0-9]+)|(-?([0-9]+)?[.][0-9]+)"#)
        let alphabet = Array("0123456789..--+e ,x")
        var rng = SplitMix64(seed: 7)
        for _ in 0..<4000 {
            let length = Int.random(in: 0...7, using: &rng)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] })
            let expected = (try? grammar.wholeMatch(in: text)) != nil
            let expectedOrders = (try? ordersGrammar.wholeMatch(in: text)) != nil
            #expect((DecimalAmount(exactly: text) != nil) == expected, "\(text)")
            #expect((DecimalAmount(exactly: text, options: .ordersV2) != nil) == expectedOrders, "\(text)")
        }
    }

    /// Coefficient and scale of random well-formed amounts of 1 to 40 digits, around the 18 digits the parser
    /// accumulates in a UInt64 and the 38 an Int128 holds, against the digits read with overflow checks.
    @Test func coefficientsAcrossTheEighteenDigitBoundary() throws {
        var rng = SplitMix64(seed: 18)
        for _ in 0..<20_000 {
            let digits = String((0..<Int.random(in: 1...40, using: &rng)).map { _ in
                Character(String(Int.random(in: 0...9, using: &rng)))
            })
            let dot = Int.random(in: 0...digits.count, using: &rng)  // at the end: no fraction
            let integer = digits.prefix(dot), fraction = digits.dropFirst(dot)
            let negative = Bool.random(using: &rng)
            let text = (negative ? "-" : "") + (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction)
            var expected: Int128? = 0
            for digit in (integer.isEmpty ? "0" : integer) + fraction {
                guard let value = expected, let d = digit.wholeNumberValue else { break }
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(Int128(d))
                expected = o1 || o2 ? nil : sum
            }
            switch DecimalAmount.parse(text) {
            case .success(let amount):
                #expect(amount.coefficient == (negative ? -(expected ?? 0) : expected ?? 0), "\(text)")
                #expect(amount.scale == fraction.count, "\(text)")
            case .failure(let error):
                #expect(expected == nil || fraction.count > DecimalAmount.maxScale, "\(text): \(error)")
            }
        }
    }
}
