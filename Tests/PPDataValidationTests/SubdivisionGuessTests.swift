import PPData
@testable import PPDataValidation
import Testing

/// INVALID_STATE's guess skips spellings whose words do not start with the input's first letters (decided on bytes
/// for ASCII). The skip must never change an answer: here the guess is compared with the plain search (every
/// spelling through `matches`) on abbreviations of every spelling of every country's subdivisions.
@Suite("Subdivision guesses: the initial-letter filter changes no answer")
struct SubdivisionGuessTests {
    /// The guess without the filter.
    static func reference(_ text: String, in format: AddressFormat) -> (subdivision: Subdivision, spelling: String)? {
        let words = SubdivisionGuess.words(text)
        guard !words.isEmpty, words.count <= 8 else { return nil }
        if let coded = SubdivisionGuess.subdivision(codeSpeltOutBy: words, in: format) { return (coded, coded.key) }
        var found: (subdivision: Subdivision, spelling: String)?
        for entry in FoldedSpellings.of(format).entries where entry.subdivision != found?.subdivision {
            guard SubdivisionGuess.matches(words, entry.words) else { continue }
            if found != nil { return nil }
            found = (entry.subdivision, entry.spelling)
        }
        return found
    }

    /// Ways people shorten a spelling: its first or last word, initials, words cut to four letters, a word left
    /// out, initials for all but the last word, and a letter that starts no word.
    static func abbreviations(of spelling: String) -> [String] {
        let words = SubdivisionGuess.words(spelling).map(String.init)
        guard let first = words.first, let last = words.last else { return [] }
        var out = [first, last, words.map { String($0.prefix(1)) }.joined(separator: "."),
            words.map { String($0.prefix(4)) }.joined(separator: " "), "q" + first, "x " + last]
        if words.count > 1 {
            out.append(words.dropFirst().joined(separator: " "))
            out.append(words.dropLast().map { String($0.prefix(1)) }.joined() + " " + last)
        }
        return out
    }

    @Test func sameAnswersAsThePlainSearch() {
        var compared = 0, guessed = 0
        for country in CountryCode.allCases {
            let format = country.addressFormat
            for subdivision in format.subdivisions.prefix(40) {
                for (spelling, _) in subdivision.spellings.prefix(3) {
                    for text in Self.abbreviations(of: spelling) {
                        let guess = SubdivisionGuess.subdivision(abbreviatedBy: text, in: format)
                        let expected = Self.reference(text, in: format)
                        #expect(guess?.subdivision == expected?.subdivision, "\(country) \"\(text)\"")
                        #expect(guess?.spelling == expected?.spelling, "\(country) \"\(text)\"")
                        compared += 1
                        if expected != nil { guessed += 1 }
                    }
                }
            }
        }
        #expect(compared > 10_000)
        #expect(guessed > 2_000)
    }
}
