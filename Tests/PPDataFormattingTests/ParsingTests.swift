import PPData
import PPDataFormatting
import Testing

@Suite("Parsing localized amounts")
struct ParsingTests {
    let formatter = CurrencyFormatter.shared

    @Test("parse(format(x)) == x for every MPL locale, PayPal currency and style", arguments: MPLLocale.allCases)
    func roundTrip(locale: MPLLocale) throws {
        for currency in CurrencyCode.allCases {
            let amounts = currency.paypalDecimals == 0
                ? ["0", "7", "-1234", "1234567", "12345678901234567890"]
                : ["0.00", "0.07", "-1234.50", "1234567.89", "12345678901234567890.12"]
            for style in CurrencyStyle.allCases {
                for amount in amounts {
                    let formatted = try formatter.format(amount, currency: currency, locale: locale, style: style)
                    let parsed = try? formatter.parse(formatted.formatted, currency: currency, locale: locale)
                    #expect(parsed == amount, "\(locale) \(currency) \(style): \(formatted.formatted)")
                }
            }
        }
    }

    @Test("What people type", arguments: [
        ("1 234,50 $", CurrencyCode.cad, MPLLocale.frCA, "1234.50"),      // ordinary spaces
        ("1\u{00A0}234,50\u{00A0}$", .cad, .frCA, "1234.50"),             // as formatted
        ("1234,5 $", .cad, .frCA, "1234.50"),
        ("1234,50", .cad, .frCA, "1234.50"),                                // no symbol
        ("  $1,234.50 ", .usd, .enUS, "1234.50"),                           // surrounding space
        ("-$99.99", .usd, .enUS, "-99.99"),
        ("($99.99)", .usd, .enUS, "-99.99"),                                // accounting
        ("USD 99.99", .usd, .enUS, "99.99"),                                // ISO code
        ("99.99 US dollars", .usd, .enUS, "99.99"),                         // long name
        ("$1.234", .usd, .enUS, "1.234"),                                   // exact: not rounded
        ("$12345678901234567890.12", .usd, .enUS, "12345678901234567890.12"),
        ("1.234,50 €", .eur, .deDE, "1234.50"),
        ("￥1,235", .jpy, .jaJP, "1235"),
        ("¥1,500", .jpy, .jaJP, "1500"),                                    // the half-width sign people type
        ("¥1,500", .jpy, .enUS, "1500"),
        ("$1,234,567.89", .usd, .enUS, "1234567.89"),
        ("1 234 567,89 $", .cad, .frCA, "1234567.89"),                    // typed spaces as grouping
        ("CHF 1'234.50", .chf, .deCH, "1234.50"),                           // the apostrophe people type
        ("CHF 1 234.50", .chf, .deCH, "1234.50"),                           // a space as grouping
        ("1 234,50 €", .eur, .deDE, "1234.50"),
        ("$1 234.50", .usd, .enUS, "1234.50"),
        ("$1'234.50", .usd, .enUS, "1234.50"),
        ("￥1，500", .jpy, .jaJP, "1500"),                                   // full-width comma
        ("￥１，５００", .jpy, .jaJP, "1500"),
        ("$9．99", .usd, .enUS, "9.99"),                                    // full-width full stop
        ("-$1,234.50", .usd, .enUS, "-1234.50"),
        ("−$12.00", .usd, .enUS, "-12.00"),                                 // U+2212, the minus sign
        ("−12,00 €", .eur, .deDE, "-12.00"),
    ])
    func typed(text: String, currency: CurrencyCode, locale: MPLLocale, expected: String) throws {
        #expect(try formatter.parse(text, currency: currency, locale: locale) == expected)
    }

    @Test("Text that is not an amount in that locale and currency", arguments: [
        ("", CurrencyCode.usd, MPLLocale.enUS),
        ("   ", .usd, .enUS),
        ("abc", .usd, .enUS),
        ("$12abc", .usd, .enUS),
        ("$1e3", .usd, .enUS),
        ("$1,2,3.00", .usd, .enUS),
        ("€12.00", .usd, .enUS),                                            // another currency's symbol
        ("1 234,50 $ US", .cad, .frCA),                                     // trailing text
        ("$1.2.3", .usd, .enUS),
        ("¥1,500", .usd, .jaJP),                                            // the yen sign is still another currency's
        ("¥1,500x", .jpy, .jaJP),
        // Lenient parsing read a misplaced separator as grouping: a hundred times the amount (a library user's
        // trial). The other convention's decimal separator, or grouping of the wrong size, is not an amount.
        ("$9,99", .usd, .enUS),
        ("$1,50", .usd, .enUS),
        ("$12,345,67", .usd, .enUS),
        ("$1234,567.00", .usd, .enUS),
        ("9.99 €", .eur, .deDE),
        ("1.2345 €", .eur, .deDE),
        ("1.50 €", .eur, .frFR),
        ("12.50 €", .eur, .esES),
        ("CHF 1,50", .chf, .deCH),
        ("1,50", .jpy, .jaJP),
        ("1 23 456,00 $", .cad, .frCA),
        // ... and its review: repeated separators, one before the first digit, two minus signs.
        ("$9,,99", .usd, .enUS),
        ("-9,,99", .usd, .enUS),
        ("$1,234,,56", .usd, .enUS),
        ("$,99", .usd, .enUS),
        ("9..99 €", .eur, .deDE),
        (".99 €", .eur, .deDE),
        ("9  99 €", .eur, .frFR),
        ("--$12", .usd, .enUS),
        ("-$-12", .usd, .enUS),
        // ... and the second review: other dashes and plus signs are signs too; parentheses come as a pair, alone.
        ("––12", .usd, .enUS),
        ("－－12", .usd, .enUS),
        ("-–$12", .usd, .enUS),
        ("+-$12", .usd, .enUS),
        ("(5", .usd, .enUS),
        ("$12)", .usd, .enUS),
        ("-($12.00)", .usd, .enUS),
        ("(($12.00))", .usd, .enUS),
    ])
    func rejected(text: String, currency: CurrencyCode, locale: MPLLocale) {
        #expect(throws: FormattingError.unparsableAmount(text)) {
            try formatter.parse(text, currency: currency, locale: locale)
        }
    }

    @Test("Locale identifiers resolve with the MPL fallback")
    func identifiers() throws {
        #expect(try formatter.parse("1 234,50 $", currency: .cad, localeIdentifier: "fr-CA") == "1234.50")
        #expect(try formatter.parse("$1,234.50", currency: .usd, localeIdentifier: "de_AT") == "1234.50")
    }
}
