import PPData
import PPDataFormatting
import Testing

/// `format(_:currency:locale:style:into:)` must write exactly the String API's bytes.
@Suite("Formatting into a caller's buffer")
struct BufferFormattingTests {
    /// Canonical amounts (the fast path), amounts that need rounding or padding (the general path), long ones.
    static let amounts = [
        "1234.50", "-99.99", "0.07", "12345678.90", "5", "0", "-0.004", "10.005", "1234.5", "7.125",
        "999999999999999.99", "-123456789012345678901234.5",
    ]

    /// Formats into a fresh buffer of `capacity` bytes; the count and the bytes written.
    static func formatBytes(
        _ formatter: CurrencyFormatter, _ amount: String, _ currency: CurrencyCode, _ locale: MPLLocale,
        _ style: CurrencyStyle, capacity: Int = 128
    ) throws -> (count: Int, bytes: [UInt8]) {
        var bytes = [UInt8](repeating: 0xFF, count: capacity)
        let count = try bytes.withUnsafeMutableBufferPointer { buffer in
            try formatter.format(amount, currency: currency, locale: locale, style: style, into: buffer)
        }
        return (count, Array(bytes.prefix(count)))
    }

    @Test("Same bytes as the String API for every locale, currency and style", arguments: CurrencyStyle.allCases)
    func sameBytes(style: CurrencyStyle) throws {
        // A small cache too, so that misses and evictions take the general path.
        for formatter in [CurrencyFormatter.shared, CurrencyFormatter(cacheCapacity: 8)] {
            for locale in MPLLocale.allCases {
                for (index, currency) in CurrencyCode.allCases.enumerated() {
                    let amount = Self.amounts[(index + locale.rawValue.count) % Self.amounts.count]
                    let expected = try formatter.format(amount, currency: currency, locale: locale, style: style)
                    let (count, bytes) = try Self.formatBytes(formatter, amount, currency, locale, style)
                    #expect(count == expected.formatted.utf8.count)
                    #expect(bytes == Array(expected.formatted.utf8), "\(amount) \(currency) \(locale) \(style)")
                }
            }
        }
    }

    @Test("Every amount in a few locales, from the fast and the general path", arguments: Self.amounts)
    func everyAmount(amount: String) throws {
        for locale in [MPLLocale.enUS, .frFR, .deCH, .jaJP, .ptBR, .zhHK] {
            for currency in [CurrencyCode.usd, .eur, .jpy, .huf, .chf] {
                for style in CurrencyStyle.allCases {
                    let expected = try CurrencyFormatter.shared.format(
                        amount, currency: currency, locale: locale, style: style)
                    let (_, bytes) = try Self.formatBytes(.shared, amount, currency, locale, style)
                    #expect(bytes == Array(expected.formatted.utf8))
                }
            }
        }
    }

    @Test("A too-small buffer reports the size needed, and that size suffices")
    func tooSmall() throws {
        let expected = Array(try CurrencyFormatter.shared.format(
            "1234.50", currency: .eur, locale: .frFR, style: .name).formatted.utf8)
        for capacity in [0, 1, 5, expected.count - 1] {
            let (count, _) = try Self.formatBytes(.shared, "1234.50", .eur, .frFR, .name, capacity: capacity)
            #expect(count == expected.count, "capacity \(capacity)")
        }
        let (count, bytes) = try Self.formatBytes(.shared, "1234.50", .eur, .frFR, .name, capacity: expected.count)
        #expect(count == expected.count)
        #expect(bytes == expected)
        // An empty buffer pointer without a base address only counts.
        let counted = try CurrencyFormatter.shared.format(
            "1234.50", currency: .eur, locale: .frFR, style: .name, into: UnsafeMutableBufferPointer(start: nil, count: 0))
        #expect(counted == expected.count)
    }

    @Test("128 bytes hold any amount of up to 15 integer digits, as documented")
    func documentedCapacity() throws {
        for locale in MPLLocale.allCases {
            for currency in CurrencyCode.allCases {
                for style in CurrencyStyle.allCases {
                    let (count, _) = try Self.formatBytes(.shared, "-999999999999999.99", currency, locale, style)
                    #expect(count <= 128, "\(currency) \(locale) \(style): \(count)")
                }
            }
        }
    }

    @Test("Malformed amounts throw, whatever the buffer", arguments: ["1e3", "", "1,5", "+1"])
    func malformed(amount: String) {
        #expect(throws: FormattingError.malformedAmount(amount)) {
            _ = try Self.formatBytes(.shared, amount, .usd, .enUS, .symbol)
        }
    }
}
