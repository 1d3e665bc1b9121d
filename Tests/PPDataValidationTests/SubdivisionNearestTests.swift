import PPData
@testable import PPDataValidation
import _PPDataTestSupport
import Testing

/// INVALID_STATE's nearest spelling reads ASCII spellings as bytes. The byte reading must give the Character
/// reading's answer: here both are asked about misspellings (a letter changed, added, removed or swapped, case,
/// separators, a CR LF, an accent) of real spellings of countries in several scripts.
@Suite("Subdivision suggestions: the byte reading agrees with the Character reading")
struct SubdivisionNearestTests {
    @Test func bytesAgreeWithCharacters() {
        var random = SplitMix64(seed: 0x57A7E)
        let formats = ["US", "CA", "IT", "BR", "ID", "JP", "CN", "MX", "IN", "AU"].compactMap { CountryCode(rawValue: $0)?.addressFormat }
        let alphabet = Array("aeinorst -.AZ".utf8)
        var suggested = 0
        for _ in 0..<3_000 {
            guard let format = formats.randomElement(using: &random),
                let entry = FoldedSpellings.of(format).entries.randomElement(using: &random)
            else { continue }
            var bytes = Array(entry.spelling.utf8)
            Slips.apply(Int.random(in: 0...3, using: &random), to: &bytes, alphabet: alphabet, using: &random)
            var text = String(decoding: bytes, as: UTF8.self)
            if Int.random(in: 0..<12, using: &random) == 0 { text += "\r\n" }
            if Int.random(in: 0..<12, using: &random) == 0 { text = "é" + text }
            let characters = SubdivisionCheck.nearest(to: text, in: format, readingBytes: false)
            #expect(SubdivisionCheck.nearest(to: text, in: format) == characters, "\(format.country) \(text.debugDescription)")
            if characters != nil { suggested += 1 }
        }
        // Most misspellings are within reach of a suggestion; the comparison is about those.
        #expect(suggested > 1_000)
    }

    /// The bounded byte distance both suggestion readings use is the full distance whenever that is within the
    /// limit, and above the limit otherwise.
    @Test func boundedDistanceAgreesWithTheFullOne() {
        var random = SplitMix64(seed: 0xED17)
        let alphabet = Array("abcab-".utf8)
        for _ in 0..<20_000 {
            let a = Slips.word(from: alphabet, maxLength: 12, using: &random)
            let b = Slips.word(from: alphabet, maxLength: 12, using: &random)
            let limit = Int.random(in: 0...4, using: &random)
            let full = KeySuggestion.editDistance(a, b)
            let bounded = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { KeySuggestion.editDistance(a, $0, limit: limit) }
            }
            if full <= limit {
                #expect(bounded == full, "\(a) \(b) \(limit)")
            } else {
                #expect(bounded > limit, "\(a) \(b) \(limit)")
            }
        }
    }
}
