import Foundation
import PPData
@testable import PPDataValidation
import _PPDataTestSupport
import Testing

/// `PortablePattern` (the compiled postal-code and phone matcher) must answer exactly as NSRegularExpression does for every
/// pattern of the address metadata: each country's whole-code pattern and each subdivision's prefix pattern, on
/// the examples and on variants of them (case, separators, a character dropped, added or changed).
@Suite("Postal-code patterns")
struct PortablePatternTests {
    static func variants(of examples: [String]) -> [String] {
        var out: Set<String> = ["", " ", "0", "00000", "12345", "12345-6789", "A1A 1A1", "SW1A 1AA", "1234 AB", "ABC"]
        for example in examples {
            let characters = Array(example)
            out.insert(example)
            out.insert(example.lowercased())
            out.insert(example.replacingOccurrences(of: " ", with: ""))
            out.insert(example.replacingOccurrences(of: "-", with: ""))
            out.insert(example + "0")
            out.insert(example + " ")
            out.insert("0" + example)
            for index in characters.indices {
                var dropped = characters
                dropped.remove(at: index)
                out.insert(String(dropped))
                for replacement in ["0", "9", "A", "Z", " ", "-"] {
                    var changed = characters
                    changed[index] = Character(replacement)
                    out.insert(String(changed))
                }
            }
        }
        return out.filter { PostalCodes.isMatchable($0) }.sorted()
    }

    static func regexMatches(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// Compares `pattern` (whole-code or prefix) with NSRegularExpression on `texts`, both as compiled for use
    /// (fixed forms where the pattern has few) and with the general matcher alone; returns how many texts.
    static func compare(_ pattern: String, prefix: Bool, on texts: some Sequence<String>, label: String) throws -> Int {
        let compiled = try #require(PortablePattern(pattern), "\(label): \(pattern)")
        let general = try #require(PortablePattern(pattern, writesOutFixedForms: false))
        #expect(!general.usesFixedForms)
        let regex = try NSRegularExpression(pattern: prefix ? "^(?:\(pattern))" : "^(?:\(pattern))$")
        var compared = 0
        for text in texts {
            var bytes = text
            let expected = regexMatches(regex, text)
            for matcher in [compiled, general] {
                let fast = bytes.withUTF8 { prefix ? matcher.matchesPrefix($0) : matcher.matchesWhole($0) }
                #expect(fast == expected, "\(label) \(pattern) (fixed forms: \(matcher.usesFixedForms)): \"\(text)\"")
            }
            compared += 1
        }
        return compared
    }

    @Test("every country pattern is compiled and matches as NSRegularExpression does")
    func countryPatterns() throws {
        var compared = 0
        var fixedForms = 0
        for country in CountryCode.allCases {
            let format = country.addressFormat
            guard let pattern = format.postalCodePattern else { continue }
            compared += try Self.compare(
                pattern, prefix: false, on: Self.variants(of: format.postalCodeExamples), label: country.rawValue)
            if PortablePattern(pattern)?.usesFixedForms == true { fixedForms += 1 }
        }
        #expect(compared > 5_000)
        #expect(fixedForms > 100)  // GB's pattern among them
        #expect(PortablePattern(CountryCode.gb.addressFormat.postalCodePattern ?? "")?.usesFixedForms == true)
    }

    @Test("every subdivision prefix pattern is compiled and matches as NSRegularExpression does")
    func prefixPatterns() throws {
        var compared = 0
        for country in CountryCode.allCases {
            let format = country.addressFormat
            for subdivision in format.subdivisions {
                guard let pattern = subdivision.postalCodePrefixPattern else { continue }
                compared += try Self.compare(
                    pattern, prefix: true, on: Self.variants(of: format.postalCodeExamples).prefix(60),
                    label: subdivision.key)
            }
        }
        #expect(compared > 1_000)
    }

    @Test("constructs outside the subset are not compiled")
    func unsupported() {
        for pattern in ["[^0-9]", "\\w+", "a.b", "^1", "1$$2(", "\\d+?", "\\d?+", "[[a]]", "(?=1)", "é", "\\s"] {
            #expect(PortablePattern(pattern) == nil, "\(pattern)")
        }
        #expect(PortablePattern("(?:AI-)?2640") != nil)
        #expect(PortablePattern("[ABCEGHJ-NPRSTV-Z]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d") != nil)
    }

    @Test("quantifiers and alternation: exact answers on small cases")
    func semantics() throws {
        let cases: [(String, String, Bool)] = [
            ("\\d{5}(?:[ \\-]\\d{4})?", "12345", true), ("\\d{5}(?:[ \\-]\\d{4})?", "12345-6789", true),
            ("\\d{5}(?:[ \\-]\\d{4})?", "12345-678", false), ("(?:a|ab)c", "abc", true), ("a*b+", "aaabbb", true),
            ("a*b+", "aaa", false), ("(?:ab){2,3}", "ababab", true), ("(?:ab){2,3}", "abababab", false),
            ("\\d{2,}", "1", false), ("\\d{2,}", "123456", true), ("(a?){3}b", "b", true),
            ("1$", "1", true), ("(?:1$|12)3?", "123", true), ("(?:1$|12)3?", "13", false), ("(1)(2)", "12", true),
            // Written-out forms longer than any input the matcher takes (62 bytes) sort last and never match.
            ("a|\\d{40}\\d{40}", "a", true), ("a|\\d{40}\\d{40}", String(repeating: "1", count: 62), false),
            ("(?:)", "", true), ("(?:)x?", "x", true),
        ]
        for (pattern, text, expected) in cases {
            for writesOut in [true, false] {
                let compiled = try #require(PortablePattern(pattern, writesOutFixedForms: writesOut))
                var bytes = text
                #expect(
                    bytes.withUTF8 { compiled.matchesWhole($0) } == expected,
                    "\(pattern) \(text) (fixed forms: \(compiled.usesFixedForms))")
            }
        }
        #expect(PortablePattern("a|\\d{40}\\d{40}")?.usesFixedForms == true)
    }

    @Test("patterns with many written-out forms (read through the first-byte index) match as the general matcher does")
    func firstByteIndex() throws {
        // More forms than the index's threshold: first sets of one byte, of ranges, and of classes; lengths 1 to 6;
        // an empty alternative (which matches a prefix of anything) in one of them.
        let patterns = [
            "2[0-4]\\d|3[05]\\d{2}|[4-6]\\d{3}|7(?:0[1-9]|1\\d)|8\\d|9|[a-c][xy]\\d{2}|Z\\d{5}|\\d[A-Z]{2}",
            "(?:[13579]\\d|[2468][a-f]|0x|1y|2z|3w|4v|5u|6t|7s|8r|9q)(?:\\d{2})?",
            "(?:|A1|B2|C3|D4|E5|F6|G7|H8|J9|K0)[0-9]?",
        ]
        var texts: [String] = ["", "2", "9", "95", "0x", "0x12", "Z12345", "Z1234", "7011", "7111", "1AB", "ax12", "é1", "A1"]
        var random = SplitMix64(seed: 16)
        let alphabet = Array("0123456789abcdefxyzqrstuvwABCDEFGHJKZ é")
        for _ in 0..<3000 {
            texts.append(String((0..<Int(random.next() % 8)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
        }
        for pattern in patterns {
            let indexed = try #require(PortablePattern(pattern))
            let general = try #require(PortablePattern(pattern, writesOutFixedForms: false))
            #expect(indexed.usesFixedForms, "\(pattern)")
            for text in texts {
                var bytes = text
                for prefix in [false, true] {
                    let expected = bytes.withUTF8 { prefix ? general.matchesPrefix($0) : general.matchesWhole($0) }
                    let found = bytes.withUTF8 { prefix ? indexed.matchesPrefix($0) : indexed.matchesWhole($0) }
                    #expect(found == expected, "\(pattern) \"\(text)\" prefix: \(prefix)")
                }
            }
        }
    }
}
