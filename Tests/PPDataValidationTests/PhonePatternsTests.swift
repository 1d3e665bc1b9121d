import Foundation
import PPData
@testable import PPDataValidation
import _PPDataTestSupport
import Testing

/// `PhonePatterns` matches libphonenumber's patterns with `PortablePattern` (no regex library). These tests hold it
/// to NSRegularExpression, which matched them before and reads them as ICU and Java do: every pattern of the phone
/// metadata, on its examples, on prefixed forms of them and on seeded random digit strings; for prefix stripping,
/// the chosen match's length and the transform rule's result, not only whether something matches.
@Suite("Phone patterns against NSRegularExpression")
struct PhonePatternsTests {
    /// Digit strings to try: the examples of the region, each with the region's prefixes in front, cut short and
    /// grown, and random digit strings of every length up to the bound.
    static func texts(for region: PhoneRegionMetadata, random: inout SplitMix64) -> [String] {
        var out: Set<String> = ["", "0", "00", "011", "1", "10"]
        let prefixes = ["", "0", "00", "1", "011", "8", "810", "9", "06", region.nationalPrefix ?? ""]
        for type in region.numberTypes {
            for prefix in prefixes {
                let text = prefix + type.exampleNumber
                out.insert(text)
                out.insert(String(text.dropLast()))
                out.insert(text + "5")
            }
        }
        for _ in 0..<40 {
            let length = Int.random(in: 0...PhonePatterns.maxInputLength, using: &random)
            out.insert(String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &random))) }))
        }
        return out.filter(PhonePatterns.isBoundedDigits).sorted()
    }

    static func patterns(of region: PhoneRegionMetadata) -> [String] {
        [region.generalPattern, region.leadingDigitsPattern, region.internationalPrefixPattern,
            region.nationalPrefixForParsingPattern, region.nationalPrefix].compactMap { $0 }
            + region.numberTypes.map(\.pattern)
    }

    @Test("whole and prefix matches agree with NSRegularExpression on every pattern of every region")
    func wholeAndPrefix() throws {
        var random = SplitMix64(seed: 20_261_126)
        var compared = 0
        for region in PhoneMetadata.regions {
            let texts = Self.texts(for: region, random: &random)
            for pattern in Self.patterns(of: region) {
                #expect(PortablePattern(pattern) != nil, "\(region.regionCode): \(pattern) is outside the subset")
                let compiled = CompiledPhonePattern(pattern, choosesMatch: false)
                let whole = try NSRegularExpression(pattern: "\\A(?:\(pattern))\\z")
                let prefix = try NSRegularExpression(pattern: "(?:\(pattern))")
                for text in texts {
                    let range = NSRange(location: 0, length: text.utf16.count)
                    let expectedWhole = whole.firstMatch(in: text, options: [.anchored], range: range) != nil
                    let expectedPrefix = prefix.firstMatch(in: text, options: [.anchored], range: range) != nil
                    #expect(compiled.matchesWhole(text) == expectedWhole, "\(pattern) \"\(text)\"")
                    #expect(compiled.matchesPrefix(text) == expectedPrefix, "\(pattern) \"\(text)\"")
                    compared += 1
                }
            }
        }
        #expect(compared > 50_000)
    }

    @Test("prefix stripping: the chosen match's length and the transform's result are NSRegularExpression's")
    func chosenMatchAndTransform() throws {
        var random = SplitMix64(seed: 4_417)
        var transformed = 0
        for region in PhoneMetadata.regions {
            let texts = Self.texts(for: region, random: &random)
            // The region's own compiled prefixes, as the validator reads them.
            let compiled = PhonePatterns.of(region)
            let uses: [(String, String?, CompiledPhonePattern?)] = [
                (region.internationalPrefixPattern, nil, compiled.internationalPrefix),
                (region.nationalPrefixForParsingPattern ?? region.nationalPrefix, region.nationalPrefixTransformRule,
                    compiled.nationalPrefix),
            ].compactMap { pattern, rule, ours in pattern.map { ($0, rule, ours) } }
            for (pattern, rule, prefix) in uses {
                let regex = try NSRegularExpression(pattern: "(?:\(pattern))")
                for text in texts {
                    let range = NSRange(location: 0, length: text.utf16.count)
                    let ours = prefix?.matchPrefix(text, transform: rule)
                    guard let match = regex.firstMatch(in: text, options: [.anchored], range: range) else {
                        #expect(ours == nil, "\(region.regionCode) \(pattern) \"\(text)\"")
                        continue
                    }
                    let groups = match.numberOfRanges - 1
                    var expected: String?
                    if let rule, groups > 0, match.range(at: groups).location != NSNotFound {
                        expected = regex.replacementString(for: match, in: text, offset: 0, template: rule)
                        transformed += 1
                    }
                    #expect(ours?.length == match.range.length, "\(region.regionCode) \(pattern) \"\(text)\"")
                    #expect(ours?.replacement == expected, "\(region.regionCode) \(pattern) \(rule ?? "") \"\(text)\"")
                }
            }
        }
        #expect(transformed > 20)
    }

    @Test("each region's patterns are compiled once, in the slots the validator reads")
    func regionSlots() {
        for region in PhoneMetadata.regions {
            let compiled = PhonePatterns.of(region)
            #expect(compiled === PhonePatterns.of(region), "\(region.regionCode)")
            #expect(compiled.general != nil)
            #expect((compiled.leadingDigits != nil) == (region.leadingDigitsPattern != nil), "\(region.regionCode)")
            #expect((compiled.internationalPrefix != nil) == (region.internationalPrefixPattern != nil))
            #expect((compiled.nationalPrefix != nil) == ((region.nationalPrefixForParsingPattern ?? region.nationalPrefix) != nil))
            #expect(compiled.hasSameFixedLineAndMobilePattern == region.hasSameFixedLineAndMobilePattern)
            for kind in PhoneNumberType.allCases {
                #expect((compiled.type(kind) != nil) == (region.numberType(kind) != nil), "\(region.regionCode) \(kind)")
                if let type = region.numberType(kind) {
                    #expect(compiled.type(kind)?.matchesWhole(type.exampleNumber) == true, "\(region.regionCode) \(kind)")
                }
            }
        }
    }

    /// Whether `digits` is a number of type `kind` in the compiled region (its lengths and pattern).
    static func matches(_ compiled: CompiledPhoneRegion, _ digits: String, _ kind: PhoneNumberType) -> Bool {
        guard let position = PhoneNumberType.allCases.firstIndex(of: kind) else { return false }
        return digits.withUTF8Bytes { compiled.matches($0, position) }
    }

    @Test("a number matches a type only at one of the type's lengths, as the metadata's lengths and pattern say")
    func typeMatchesByLengthAndPattern() {
        var checked = 0
        for region in PhoneMetadata.regions {
            let compiled = PhonePatterns.of(region)
            for kind in PhoneNumberType.allCases {
                guard let type = region.numberType(kind) else {
                    let other = region.numberTypes.first?.exampleNumber ?? "0"
                    #expect(!Self.matches(compiled, other, kind), "\(region.regionCode) \(kind)")
                    continue
                }
                let example = type.exampleNumber
                guard !example.isEmpty else { continue }
                // The example itself, then the example one digit longer and one shorter: each matches exactly
                // when its length is one of the type's and the pattern takes it whole.
                for candidate in [example, example + "0", String(example.dropLast())] {
                    let expected = type.possibleLengths.contains(candidate.utf8.count)
                        && compiled.type(kind)?.matchesWhole(candidate) == true
                    #expect(Self.matches(compiled, candidate, kind) == expected, "\(region.regionCode) \(kind) \(candidate)")
                    checked += 1
                }
            }
        }
        #expect(checked > 2_000)
    }

    @Test("the first match is the backtracking engine's: greedy, alternatives in order, groups of the last pass")
    func firstMatchSemantics() throws {
        let cases: [(pattern: String, text: String, length: Int?, groups: [Range<Int>?])] = [
            ("0|00", "0012", 1, []),
            ("00|0", "0012", 2, []),
            ("\\d{2,4}", "123456", 4, []),
            ("(\\d)+", "123", 3, [2..<3]),
            ("(1)?2", "2", 1, [nil]),
            ("0(?:(11|343|3(?:01|[23]))$|(\\d{6})$)?", "0343", 4, [1..<4, nil]),
            ("0(?:(11|343|3(?:01|[23]))$|(\\d{6})$)?", "0123456", 7, [nil, 1..<7]),
            ("0(?:(11|343|3(?:01|[23]))$|(\\d{6})$)?", "012345", 1, [nil, nil]),
            ("([457]\\d{6})$|1", "4123456", 7, [0..<7]),
            ("([457]\\d{6})$|1", "14123456", 1, [nil]),
            ("(?:1)*(?:1)*2", "1112", 4, []),
            ("1$", "12", nil, []),
        ]
        for item in cases {
            let program = try #require(PortablePattern.Program(item.pattern))
            var text = item.text
            let match = text.withUTF8 { program.firstMatch($0) }
            #expect(match?.length == item.length, "\(item.pattern) \"\(item.text)\"")
            if item.length != nil { #expect(match?.groups == item.groups, "\(item.pattern) \"\(item.text)\"") }
        }
    }

    @Test("transform rules read $n as Java and NSRegularExpression do")
    func replacementTemplates() throws {
        let program = try #require(PortablePattern.Program("(1)(2)?(3)"))
        var text = "13"
        let replaced = text.withUTF8 { buffer -> [String] in
            guard let match = program.firstMatch(buffer) else { return [] }
            return ["$1", "268$1", "$2x", "$3$1", "$13", "$0", "\\$1", "$", "$x", "9$31"].map {
                PortablePattern.replacement($0, match: match, in: buffer)
            }
        }
        // "$13": no group 13, so group 1 and then "3"; "$31": likewise group 3 and then "1".
        #expect(replaced == ["1", "2681", "x", "31", "13", "13", "$1", "$", "$x", "931"])
    }

    @Test("a deeply nested or long pattern stays bounded: each (instruction, position) is tried once")
    func pathologicalPatternsStayLinear() throws {
        let pattern = "(?:(?:\\d?){20}\\d{20})*1"
        let program = try #require(PortablePattern.Program(pattern))
        var text = String(repeating: "2", count: PhonePatterns.maxInputLength)
        #expect(text.withUTF8 { program.firstMatch($0) } == nil)
        #expect(CompiledPhonePattern(pattern, choosesMatch: true).matchesPrefix(text) == false)
    }
}
