import Foundation
import Synchronization
import PPData
import PPDataFormatting
import Testing

@Suite("Formatting: the long-name style")
struct NameStyleTests {
    /// The name style writes the number and the long name, never the symbol or
    /// the ISO code too (ICU 72 does that in en_BE, en_DE, en_NL and for EUR in
    /// en_CH; CurrencyFormatter works around it).
    @Test("No symbol and no ISO code next to the long name", arguments: MPLLocale.allCases)
    func noSymbolWithName(locale: MPLLocale) throws {
        for currency in CurrencyCode.allCases {
            let names = try currency.localizedNames(in: locale)
            for amount in ["-1234.5", "1", "0.5"] {
                let text = try CurrencyFormatter.shared.format(amount, currency: currency, locale: locale, style: .name)
                    .formatted
                // What is left once the long names are removed must hold no symbol or code.
                let rest = text.replacingOccurrences(of: names.plural, with: "")
                    .replacingOccurrences(of: names.singular, with: "")
                    .replacingOccurrences(of: names.displayName, with: "")
                #expect(!rest.contains(currency.rawValue), "\(locale) \(currency): \(text)")
                #expect(!rest.contains(names.symbol), "\(locale) \(currency): \(text)")
                // Polish also has "few"/"many" forms, so just ask for a word.
                let hasWord = text.contains { $0.isLetter }
                #expect(hasWord, "\(locale) \(currency): no long name in \(text)")
            }
        }
    }

    @Test("Repeated formats give the same string (ICU's first calls take another path)")
    func stableAcrossCalls() throws {
        let formatter = CurrencyFormatter()
        for locale in [MPLLocale.enDE, .enNL, .enBE, .enCH, .frCA] {
            let first = try formatter.format("1234.56", currency: .chf, locale: locale, style: .name).formatted
            for _ in 0..<4 {
                #expect(try formatter.format("1234.56", currency: .chf, locale: locale, style: .name).formatted == first)
            }
        }
    }
}

@Suite("Formatting exact DecimalAmount values")
struct DecimalAmountFormattingTests {
    @Test("a DecimalAmount formats like its text, keeping every digit")
    func decimalAmount() throws {
        let amount = try #require(DecimalAmount(exactly: "12345678901234567890.12"))
        let fromValue = try CurrencyFormatter.shared.format(amount, currency: .usd, locale: .enUS)
        let fromText = try CurrencyFormatter.shared.format("12345678901234567890.12", currency: .usd, locale: .enUS)
        #expect(fromValue.formatted == fromText.formatted)
        #expect(fromValue.formatted == "$12,345,678,901,234,567,890.12")
        let yen = try CurrencyFormatter.shared.format(try #require(DecimalAmount(exactly: "1234.5")), currency: .jpy, locale: .jaJP)
        #expect(yen.isRounded)
        #expect(yen.amount == "1234")
    }
}
