import PPData
import Testing

/// `FastCurrency` must answer exactly as the String lookups it speeds up, or not at all.
@Suite("Currency lookup by packed code")
struct PackedCurrencyTests {
    /// Every three-byte string over an alphabet of letters in both cases, digits, punctuation next to the letter
    /// ranges ("@", "[", "`", "{") and a non-ASCII byte, plus a few longer and shorter ones.
    static let candidates: [String] = {
        let alphabet: [UInt8] = [0x40, 0x5B, 0x60, 0x7B, 0x30, 0xC3] + Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
            + Array("abcdefghijklmnopqrstuvwxyz".utf8)
        var strings: [String] = []
        for currency in CurrencyCode.allCases {
            let code = Array(currency.rawValue.utf8)
            // Every code with each position swapped for every alphabet byte, so near misses are covered.
            for position in 0..<3 {
                for byte in alphabet {
                    var bytes = code
                    bytes[position] = byte
                    strings.append(String(decoding: bytes, as: UTF8.self))
                }
            }
            strings.append(currency.rawValue.lowercased())
            strings.append(String(currency.rawValue.prefix(1)) + currency.rawValue.dropFirst().lowercased())
        }
        return strings + ["", "US", "USDX", "\0\0\0", "XAU", "EUR\u{301}", "U\u{212A}D", "ＵＳＤ", "é"]
    }()

    @Test("every PayPal code is found as written, nothing else")
    func exact() {
        for currency in CurrencyCode.allCases {
            #expect(FastCurrency.paypal(currency.rawValue) == currency)
            var code = currency.rawValue
            code.withUTF8 { #expect(FastCurrency.paypal(utf8: $0) == currency) }
        }
        for text in ["ZZZ", "usd", "US", "USDX", "", "\0\0\0", "XAU", "KRW", "EUR\u{301}"] {
            #expect(FastCurrency.paypal(text) == nil, "\(text)")
        }
    }

    @Test("the packed answers never differ from the String lookups")
    func agreesWithStrings() {
        for text in Self.candidates {
            if let fast = FastCurrency.paypal(text) { #expect(fast == CurrencyCode(rawValue: text), "\(text)") }
            if let fast = FastCurrency.paypal(caseInsensitive: text) {
                #expect(fast == CurrencyCode(rawValue: text.uppercased()), "\(text)")
            }
            // The public entry points, which use the table first, against their definitions.
            #expect(CurrencyCode(caseInsensitive: text) == CurrencyCode(rawValue: asciiUppercased(text)), "\(text)")
            if let exact = CurrencyCode(rawValue: text) {
                #expect(CurrencyCode.lookup(text) == .paypal(exact))
            } else if case .paypal = CurrencyCode.lookup(text) {
                Issue.record("\(text) is not a PayPal code but lookup says it is")
            }
        }
    }

    @Test("case-insensitive codes of three letters are decided on their bytes")
    func caseInsensitive() {
        #expect(FastCurrency.paypal(caseInsensitive: "usd") == .usd)
        #expect(FastCurrency.paypal(caseInsensitive: "cNy") == .cny)
        #expect(FastCurrency.paypal(caseInsensitive: "RUB") == .rub)
        #expect(FastCurrency.paypal(caseInsensitive: "krw") == nil)
        // Bytes that become letters only by a bit flip are not letters: "@" is not "`", "[" is not "{".
        #expect(FastCurrency.paypal(caseInsensitive: "U[D") == nil)
        #expect(FastCurrency.paypal(caseInsensitive: "us") == nil)
        #expect(CurrencyCode(caseInsensitive: "Eur"[...]) == .eur)
    }

    /// The definition of `init(caseInsensitive:)` before the table: ASCII letters upper-cased, nothing else.
    private func asciiUppercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
}
