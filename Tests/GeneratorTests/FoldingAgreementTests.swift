import PPData
import Testing

@testable import _PPDataGeneratorCore

/// Subdivision spellings are folded twice: by the generator, which checks that no two subdivisions of a country fold
/// alike and renders PPData's Latin table, and by PPData at run time, which folds what a document says. The two must
/// agree, or a spelling the generator accepted would not be found. They are compared here on every subdivision
/// spelling PPData carries and on inputs written to catch the edges.
@Suite("Folding: generator and run time agree")
struct FoldingAgreementTests {
    static let edgeCases = [
        "", " ", "  São   Paulo  ", "SÃO PAULO", "Sa\u{0303}o Paulo", "Île-de-France", "I\u{0302}le-de-France",
        "Straße", "STRASSE", "Łódź", "Æsir", "Þingvellir", "Ħal Għargħur", "İstanbul", "Œuvre", "Quebec\u{2019}s",
        "Tab\there", "new\nline", "\u{00A0}No-break\u{00A0}space", "東京都", "Москва", "तमिलनाडु", "กรุงเทพมหานคร",
        "ÀÉÎÕÜ àéîõü", "Ǆ ǅ ǆ", "ﬁ ligature", "Ａｂｃ full width", "CA", "us-ca", "Ontario",
    ]

    @Test("every edge case folds alike")
    func edgeCases() {
        for text in Self.edgeCases {
            #expect(Subdivision.fold(text) == SpellingFold.fold(text), "\(text.debugDescription)")
        }
    }

    @Test("every subdivision spelling PPData carries folds alike, in every letter case")
    func everySpelling() {
        var count = 0
        for country in CountryCode.allCases {
            for subdivision in country.addressFormat.subdivisions {
                for (spelling, _) in subdivision.spellings {
                    for text in [spelling, spelling.uppercased(), spelling.lowercased()] {
                        #expect(Subdivision.fold(text) == SpellingFold.fold(text), "\(country) \(text.debugDescription)")
                        count += 1
                    }
                }
            }
        }
        #expect(count > 3000)
    }
}
