import PPData
import PPDataFormatting
import Testing
import _PPDataTestSupport

/// Property tests of issue 7: formatting never fails for an amount that parses, and it keeps every digit.
@Suite("Properties: formatting")
struct FormattingPropertyTests {
    /// Random plain decimal text: any sign, up to 30 integer digits (with leading zeros sometimes) and up to 8
    /// fraction digits; ~38 significant digits at most, so every one parses as a DecimalAmount.
    static func amountText(_ rng: inout SplitMix64) -> String {
        let digits = Array("0123456789")
        var text = Bool.random(using: &rng) ? "-" : ""
        let integerDigits = [1, 1, 2, 3, 4, 6, 9, 15, 20, 30][Int.random(in: 0..<10, using: &rng)]
        if Int.random(in: 0..<8, using: &rng) == 0 { text += "00" }
        for _ in 0..<integerDigits { text.append(digits[Int.random(in: 0..<10, using: &rng)]) }
        let fractionDigits = [0, 0, 1, 2, 2, 2, 3, 5, 8][Int.random(in: 0..<9, using: &rng)]
        if fractionDigits > 0 {
            text += "."
            for _ in 0..<fractionDigits { text.append(digits[Int.random(in: 0..<10, using: &rng)]) }
        }
        return text
    }

    /// The ASCII digits of `text`, in order, without leading zeros ("0" when there are none).
    static func significantDigits(_ text: String) -> String {
        let digits = text.filter { $0.isASCII && $0.isNumber }.drop { $0 == "0" }
        return digits.isEmpty ? "0" : String(digits)
    }

    @Test func everyParsedAmountFormatsInEveryCurrencyLocaleAndStyle() throws {
        var rng = SplitMix64(seed: 0xF0_4A77)
        let formatter = CurrencyFormatter()
        var formatted = 0
        for index in 0..<3_000 {
            let text = Self.amountText(&rng)
            let amount = try #require(DecimalAmount(exactly: text), "#\(index) \(text) does not parse")
            let currency = CurrencyCode.allCases[Int.random(in: 0..<CurrencyCode.allCases.count, using: &rng)]
            let locale = MPLLocale.allCases[Int.random(in: 0..<MPLLocale.allCases.count, using: &rng)]
            for style in CurrencyStyle.allCases {
                let result: FormattedAmount
                do {
                    result = try formatter.format(text, currency: currency, locale: locale, style: style)
                } catch {
                    Issue.record("#\(index) \(text) \(currency.rawValue) \(locale.rawValue) \(style.rawValue): \(error)")
                    continue
                }
                formatted += 1
                #expect(!result.formatted.isEmpty)
                // The amount is the input rounded to PayPal's precision, half-even, and nothing else.
                let rounded = amount.description(fractionDigits: currency.paypalDecimals)
                #expect(DecimalAmount(exactly: result.amount) == DecimalAmount(exactly: rounded), "#\(index) \(text) → \(result.amount)")
                #expect(result.isRounded == (amount.fractionDigits > currency.paypalDecimals && DecimalAmount(exactly: rounded) != amount))
                // Every digit survives: the formatted text holds the rounded amount's digits in order (ICU writes
                // Latin digits in every MPL locale; grouping, symbols and names add no digits, except the odd
                // currency name or code with one, which none of the 23 has).
                #expect(
                    Self.significantDigits(result.formatted) == Self.significantDigits(rounded),
                    "#\(index) \(text) \(currency.rawValue) \(locale.rawValue) \(style.rawValue): \(result.formatted)")
                // Formatting a DecimalAmount gives the same text as formatting its text.
                let viaAmount = try formatter.format(amount, currency: currency, locale: locale, style: style)
                #expect(viaAmount.formatted == result.formatted)
            }
        }
        #expect(formatted == 3_000 * CurrencyStyle.allCases.count)
    }

    @Test func formattedAmountsParseBack() throws {
        // format → parse is the identity on the rounded amount (symbol and ISO styles; up to 15 integer digits,
        // the amounts a payment can have).
        var rng = SplitMix64(seed: 0xBAC4)
        let formatter = CurrencyFormatter()
        for index in 0..<1_500 {
            var text = Self.amountText(&rng)
            if text.count > 20 { text = String(text.prefix(15)) }
            if text.hasSuffix(".") || text.hasSuffix("-") || text.isEmpty { text += "1" }
            guard let amount = DecimalAmount(exactly: text) else { continue }
            let currency = CurrencyCode.allCases[Int.random(in: 0..<CurrencyCode.allCases.count, using: &rng)]
            let locale = MPLLocale.allCases[Int.random(in: 0..<MPLLocale.allCases.count, using: &rng)]
            for style in [CurrencyStyle.symbol, .iso, .accounting] {
                let result = try formatter.format(amount, currency: currency, locale: locale, style: style)
                let parsed = try formatter.parse(result.formatted, currency: currency, locale: locale)
                #expect(
                    DecimalAmount(exactly: parsed) == DecimalAmount(exactly: result.amount),
                    "#\(index) \(text) \(currency.rawValue) \(locale.rawValue) \(style.rawValue): \(result.formatted) → \(parsed)")
            }
        }
    }

    @Test func textThatDoesNotParseIsRefusedNotFormatted() {
        // The converse: text DecimalAmount rejects is a malformedAmount error, never a formatted guess.
        var rng = SplitMix64(seed: 0xBAD)
        let formatter = CurrencyFormatter()
        let junk = Array("0123456789.-+eE, $€abc\u{00A0}٣")
        var refused = 0
        for _ in 0..<5_000 {
            let text = String((0..<Int.random(in: 0...8, using: &rng)).map { _ in junk[Int.random(in: 0..<junk.count, using: &rng)] })
            guard DecimalAmount(exactly: text) == nil else { continue }
            #expect(throws: FormattingError.malformedAmount(text), "\(text.debugDescription)") {
                try formatter.format(text, currency: .usd, locale: .enUS)
            }
            refused += 1
        }
        #expect(refused > 3_000)
    }
}
