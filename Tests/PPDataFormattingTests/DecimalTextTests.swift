import Testing
@testable import PPDataFormatting
import _PPDataICUShims
import PPData

private let PPDataICUBufferOverflow = Int32(PPDATA_ICU_BUFFER_OVERFLOW)

@Suite("Exact decimal text")
struct DecimalTextTests {
    @Test("The plain-decimal grammar", arguments: [
        ("0", true), ("12", true), ("-12", true), ("12.5", true), ("-0.001", true), ("007.50", true),
        ("12345678901234567890.12", true),
        ("", false), ("-", false), ("+1", false), ("1e3", false), ("1E3", false), ("12abc", false),
        ("1,5", false), (".5", false), ("5.", false), ("1.2.3", false), (" 1", false), ("1 ", false),
        ("--1", false), ("1_000", false), ("١٢", false), ("0x10", false), ("NaN", false), ("Infinity", false),
    ])
    func grammar(text: String, valid: Bool) {
        #expect(DecimalText.isPlainDecimal(text) == valid)
        #expect((DecimalText.round(text, fractionDigits: 2) != nil) == valid)
    }

    @Test("Half-even rounding on the text", arguments: [
        // (input, digits, expected, rounded)
        ("1234.50", 2, "1234.50", false),
        ("1234.5", 2, "1234.50", false),
        ("1234", 2, "1234.00", false),
        ("1234.500", 2, "1234.50", false),
        ("0.005", 2, "0.00", true),      // tie, 0 is even
        ("0.015", 2, "0.02", true),      // tie, 1 is odd → up
        ("0.025", 2, "0.02", true),
        ("0.0250001", 2, "0.03", true),  // above the tie
        ("0.0249999", 2, "0.02", true),
        ("9.995", 2, "10.00", true),     // carry into a new digit
        ("99.995", 2, "100.00", true),
        ("-99.995", 2, "-100.00", true),
        ("-0.004", 2, "0.00", true),     // zero has no sign
        ("-0", 2, "0.00", false),
        ("-0.00", 2, "0.00", false),
        ("007.5", 2, "7.50", false),
        ("000", 0, "0", false),
        ("1234.5", 0, "1234", true),     // tie, 4 is even
        ("1235.5", 0, "1236", true),
        ("1234.49", 0, "1234", true),
        ("1234.51", 0, "1235", true),
        ("0.5", 0, "0", true),
        ("-0.5", 0, "0", true),
        ("-1.5", 0, "-2", true),
        ("999.5", 0, "1000", true),
        ("12345678901234567890.125", 2, "12345678901234567890.12", true),
        ("12345678901234567890.135", 2, "12345678901234567890.14", true),
        ("99999999999999999999.999", 2, "100000000000000000000.00", true),
    ])
    func rounding(input: String, digits: Int, expected: String, rounded: Bool) {
        let result = DecimalText.round(input, fractionDigits: digits)
        #expect(result == DecimalText.Rounded(text: expected, didRound: rounded))
    }

    @Test("The one-pass canonical check accepts exactly the text rounding would leave unchanged", arguments: [
        ("1234.50", 2, true), ("0.00", 2, true), ("-0.01", 2, true), ("-7.00", 2, true), ("1234", 0, true),
        ("0", 0, true), ("-5", 0, true), ("98765432109876543210.99", 2, true),
        ("-0.00", 2, false), ("-0", 0, false), ("01.00", 2, false), ("00", 0, false), ("1234.5", 2, false),
        ("1234.500", 2, false), ("1234.50", 0, false), ("1234", 2, false), ("12.", 2, false), (".50", 2, false),
        ("12a4.50", 2, false), ("1234.5x", 2, false), ("", 2, false), ("", 0, false), ("-", 0, false),
        ("+1.00", 2, false), ("1e3", 0, false), ("1,00", 2, false),
    ])
    func canonical(input: String, digits: Int, expected: Bool) {
        var text = input
        #expect(text.withUTF8 { DecimalText.isCanonical($0, fractionDigits: digits) } == expected)
        // Consistent with rounding: canonical text rounds to itself, unrounded.
        if expected {
            #expect(DecimalText.round(input, fractionDigits: digits) == DecimalText.Rounded(text: input, didRound: false))
        } else if let rounded = DecimalText.round(input, fractionDigits: digits) {
            #expect(rounded.text != input || rounded.didRound)
        }
    }

    @Test("ICU numeric strings become plain decimals", arguments: [
        ("1234.5", 2, "1234.50"),
        ("1234.5", 0, "1234.5"),
        ("-7", 2, "-7.00"),
        ("1.234567890123456789012E+19", 2, "12345678901234567890.12"),
        ("1.5E+1", 0, "15"),
        ("1E+3", 2, "1000.00"),
        ("1.5E-3", 2, "0.0015"),
        ("12.5E-1", 0, "1.25"),
        ("-0", 2, "0.00"),
        ("0.100", 2, "0.10"),
        ("0.12300", 2, "0.123"),
    ])
    func numericStrings(input: String, digits: Int, expected: String) {
        #expect(DecimalText.plain(fromNumericString: input, minimumFractionDigits: digits) == expected)
    }

    @Test("Non-numbers from ICU are refused", arguments: ["Infinity", "NaN", "1E+99999", "abc", "1.2.3"])
    func numericStringsRejected(input: String) {
        #expect(DecimalText.plain(fromNumericString: input, minimumFractionDigits: 2) == nil)
    }
}

@Suite("ICU plumbing")
struct ICUPlumbingTests {
    @Test func majorVersionIsKnown() {
        #expect(ICUInfo.majorVersion >= 62)  // unumf_* needs ICU 62
    }

    @Test("A too-small buffer is retried with the size ICU asks for")
    func bufferRetry() throws {
        // Real ICU: 150 digits format to well over the 128-byte first buffer.
        let handle = try NumberFormatterHandle(locale: "en_US", skeleton: "currency/USD .00")
        let digits = String(repeating: "1234567890", count: 15)
        let formatted = try handle.format(decimal: digits + ".25")
        #expect(formatted.utf8.count > 128)
        #expect(formatted.hasPrefix("$123,456,789,012,"))
        #expect(formatted.hasSuffix(",890.25"))
        #expect(formatted.filter(\.isNumber) == digits + "25")

        // The helper alone, with a fake ICU call that follows ICU's contract.
        let text = Array("héllo wörld".utf8)
        var calls = 0
        let result = try icuString(initialCapacity: 1, "fake") { buffer, capacity, status in
            calls += 1
            if text.count > Int(capacity) { status = PPDataICUBufferOverflow; return Int32(text.count) }
            for (index, byte) in text.enumerated() { buffer[index] = CChar(bitPattern: byte) }
            return Int32(text.count)
        }
        #expect(result == "héllo wörld")
        #expect(calls == 2)
    }

    @Test("ICU failures become FormattingError.icu; warnings do not throw")
    func failures() throws {
        #expect(throws: FormattingError.self) {
            try NumberFormatterHandle(locale: "en_US", skeleton: "currency/USD not-a-stem")
        }
        do {
            _ = try NumberFormatterHandle(locale: "en_US", skeleton: "currency/USD not-a-stem")
        } catch {
            guard case .icu(let code, let name, _) = error else {
                Issue.record("expected an ICU error, got \(error)")
                return
            }
            #expect(code > 0)
            #expect(name.hasPrefix("U_"))
        }
        // An unknown locale only earns a warning (U_USING_DEFAULT_WARNING): still a formatter.
        let root = try NumberFormatterHandle(locale: "zz_ZZ", skeleton: "currency/USD .00")
        #expect(try root.format(decimal: "1").contains("1.00"))
        #expect(throws: Never.self) { try checkICU(-127, "warn") }
        #expect(throws: FormattingError.self) { try checkICU(1, "fail") }
    }
}

@Suite("Formatter cache slots")
struct CacheSlotTests {
    @Test("Every (locale, currency, style) has its own slot")
    func slotsAreDistinct() {
        var seen = Set<Int>()
        for locale in MPLLocale.allCases {
            for currency in CurrencyCode.allCases {
                for style in CurrencyStyle.allCases {
                    let slot = CacheSlots.slot(locale: locale, currency: currency, style: style)
                    #expect((0..<CacheSlots.count).contains(slot))
                    seen.insert(slot)
                }
            }
        }
        #expect(seen.count == CacheSlots.count)
        // CurrencyStyle's hand-written ordinal follows allCases, as the generated ones do.
        #expect(CurrencyStyle.allCases.map(\.ordinal) == Array(0..<CurrencyStyle.caseCount))
    }
}
