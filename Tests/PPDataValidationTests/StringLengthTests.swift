import PPData
@testable import PPDataValidation
import Testing

/// String length limits count UTF-16 code units, as PayPal's servers do (an emoji counts two); most are settled from
/// the byte length alone. These pin the cases where the bytes do not settle it (multi-byte characters near either
/// limit, escapes) to the UTF-16 count.
@Suite("String length limits")
struct StringLengthTests {
    /// The INVALID_STRING_LENGTH findings for `text` (JSON string contents as written) against `range`.
    func lengthFindings(_ text: String, _ range: ClosedRange<Int>) throws -> Int {
        try contactDiagnostics(of: "{\"s\": \"\(text)\"}") { root, context in
            context.checkString("s", in: root, length: range)
        }.filter { $0.code == .invalidStringLength }.count
    }

    @Test func charactersAreCountedInUTF16Units() throws {
        #expect(try lengthFindings("€€€", 1...3) == 0)  // 9 bytes, 3 scalars, 3 units
        #expect(try lengthFindings("€€€€", 1...3) == 1)  // 12 bytes, 4 scalars, 4 units
        #expect(try lengthFindings("𝟙𝟙", 4...4) == 0)  // 8 bytes, 2 scalars past U+FFFF: 4 units
        #expect(try lengthFindings("𝟙𝟙", 2...3) == 1)
        #expect(try lengthFindings("𝟙", 3...5) == 1)  // 4 bytes, 2 units: below the lower bound
        // PayPal's refusal (woocommerce-paypal-payments #576): 127 scalars, one an emoji, over a limit of 127.
        #expect(try lengthFindings(String(repeating: "a", count: 126) + "😍", 1...127) == 1)
        #expect(try lengthFindings(String(repeating: "é", count: 127), 1...127) == 0)  // 254 bytes, 127 units
        #expect(try lengthFindings("ab", 2...5) == 0)
        #expect(try lengthFindings("", 1...5) == 1)
        #expect(try lengthFindings("", 0...5) == 0)
        #expect(try lengthFindings("abcdef", 0...5) == 1)
    }

    /// A message says what it counted: characters, or UTF-16 code units beside the characters when they differ.
    @Test func messagesSayWhatIsCounted() throws {
        func message(_ text: String) throws -> String? {
            try contactDiagnostics(of: "{\"s\": \"\(text)\"}") { root, context in
                context.checkString("s", in: root, length: 1...3)
            }.first?.message
        }
        #expect(try message("abcd") == #""s" has 4 characters; it must have 1 to 3"#)
        #expect(try message("😍😍") == #""s" has 4 UTF-16 code units (2 characters; PayPal counts the units); it must have 1 to 3"#)
    }

    @Test func escapesAreCountedDecoded() throws {
        #expect(try lengthFindings(#"\u00e9\u00e9\u00e9"#, 3...3) == 0)  // 18 bytes written, 3 scalars
        #expect(try lengthFindings(#"\ud83d\ude00"#, 2...2) == 0)  // one scalar from a surrogate pair: two units
        #expect(try lengthFindings(#"\ud83d\ude00"#, 1...1) == 1)
        #expect(try lengthFindings(#"a\"b"#, 1...2) == 1)  // three scalars
    }

    @Test func everyLengthAroundTheLimitsAgreesWithTheUTF16Count() throws {
        let pieces = ["a", "é", "€", "𝟙"]
        for count in 0...9 {
            for piece in pieces {
                let text = String(repeating: piece, count: count)
                for range in [0...4, 1...4, 3...6, 4...4, 5...9] {
                    let units = text.utf16.count
                    #expect(try lengthFindings(text, range) == (range.contains(units) ? 0 : 1), "\(text) \(range)")
                }
            }
        }
    }
}
