import PPData
import Testing

/// The generated `package` lookups (ordinals, the alpha-2 table, the currency hash table) against the enums they
/// index: a table that disagreed would give a wrong country or currency, or another country's cached rules.
@Suite("Generated lookups")
struct GeneratedLookupTests {
    /// `ordinal` numbers `allCases` 0..<caseCount in order, and `init?(ordinal:)` undoes it.
    func checkOrdinals<T: CaseIterable & Equatable>(
        _ type: T.Type, caseCount: Int, ordinal: (T) -> Int, fromOrdinal: (Int) -> T?
    ) {
        let cases = Array(T.allCases)
        #expect(cases.count == caseCount, "\(T.self)")
        #expect(cases.map(ordinal) == Array(0..<caseCount), "\(T.self)")
        for (index, value) in cases.enumerated() {
            #expect(fromOrdinal(index) == value, "\(T.self) \(index)")
        }
        for outside in [-1, caseCount, caseCount + 1, 255, Int.max, Int.min] {
            #expect(fromOrdinal(outside) == nil, "\(T.self) \(outside)")
        }
    }

    @Test("ordinal is a bijection onto 0..<caseCount in allCases order, for every generated enum")
    func ordinals() {
        checkOrdinals(CountryCode.self, caseCount: CountryCode.caseCount, ordinal: \.ordinal, fromOrdinal: CountryCode.init(ordinal:))
        checkOrdinals(CurrencyCode.self, caseCount: CurrencyCode.caseCount, ordinal: \.ordinal, fromOrdinal: CurrencyCode.init(ordinal:))
        checkOrdinals(MPLLocale.self, caseCount: MPLLocale.caseCount, ordinal: \.ordinal, fromOrdinal: MPLLocale.init(ordinal:))
        checkOrdinals(
            WithdrawnCountryCode.self, caseCount: WithdrawnCountryCode.caseCount, ordinal: \.ordinal,
            fromOrdinal: WithdrawnCountryCode.init(ordinal:))
        checkOrdinals(
            PayPalOnlyCountryCode.self, caseCount: PayPalOnlyCountryCode.caseCount, ordinal: \.ordinal,
            fromOrdinal: PayPalOnlyCountryCode.init(ordinal:))
    }

    static let capitals = Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))

    @Test("the alpha-2 table agrees with CountryCode(rawValue:) for all 676 pairs of capitals")
    func alpha2() {
        var found = 0
        for first in Self.capitals {
            for second in Self.capitals {
                let expected = CountryCode(rawValue: String(decoding: [first, second], as: UTF8.self))
                #expect(CountryCode(alpha2: first, second) == expected, "\(first) \(second)")
                if expected != nil { found += 1 }
            }
        }
        #expect(found == CountryCode.caseCount)
        // Next to the capitals: lower case, "@", "[", digits, bytes past ASCII.
        for byte: UInt8 in [0, 0x30, 0x40, 0x5B, 0x61, 0x7A, 0x80, 0xFF] {
            #expect(CountryCode(alpha2: byte, UInt8(ascii: "S")) == nil)
            #expect(CountryCode(alpha2: UInt8(ascii: "U"), byte) == nil)
        }
    }

    @Test("the currency table agrees with CurrencyCode(rawValue:) for every string of three capitals")
    func packedCurrency() {
        var found = 0
        for a in Self.capitals {
            for b in Self.capitals {
                for c in Self.capitals {
                    let packed = UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
                    let expected = CurrencyCode(rawValue: String(decoding: [a, b, c], as: UTF8.self))
                    if CurrencyCode(packedCode: packed) != expected {
                        Issue.record("\(String(decoding: [a, b, c], as: UTF8.self)): table and rawValue disagree")
                    }
                    if expected != nil { found += 1 }
                }
            }
        }
        #expect(found == CurrencyCode.caseCount)
        for currency in CurrencyCode.allCases {
            let packed = currency.rawValue.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(CurrencyCode(packedCode: packed) == currency)
            // The same code with bits above the three bytes, or lower-cased, is not found.
            #expect(CurrencyCode(packedCode: packed | 0x0100_0000) == nil)
            #expect(CurrencyCode(packedCode: packed | 0x20_2020) == nil)
        }
        #expect(CurrencyCode(packedCode: 0) == nil)
        #expect(CurrencyCode(packedCode: .max) == nil)
    }
}
