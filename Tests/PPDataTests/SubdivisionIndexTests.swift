@testable import PPData
import Testing

/// The generator folds the subdivision spellings once (`SubdivisionList.FoldedSpelling`); these tests hold that index
/// to what folding every spelling at run time gives, so the two folds cannot drift apart.
@Suite("Subdivision lookup index")
struct SubdivisionIndexTests {
    @Test("each country's index is Subdivision.fold of every spelling, first kind kept, nothing more")
    func indexMatchesRuntimeFolding() {
        var countries = 0
        for country in CountryCode.allCases {
            guard let list = SubdivisionTable.list(for: country) else { continue }
            countries += 1
            var expected: [String: (position: Int, kind: SubdivisionSpelling)] = [:]
            for (position, subdivision) in list.all.enumerated() {
                for (spelling, kind) in subdivision.spellings {
                    let folded = Subdivision.fold(spelling)
                    if expected[folded] == nil { expected[folded] = (position, kind) }
                }
            }
            #expect(list.spellingCount == expected.count, "\(country.rawValue)")
            for (folded, entry) in expected {
                let match = list.match(folded)
                #expect(match?.subdivision == list.all[entry.position], "\(country.rawValue) \(folded)")
                #expect(match?.spelling == entry.kind, "\(country.rawValue) \(folded)")
            }
        }
        #expect(countries == 48)
    }

    @Test("a code wins over a name that folds the same: key before ISO code before names")
    func codeKindsComeFirst() throws {
        // India's keys are names (`Andhra Pradesh`), so the key spelling, not the name, is what a match reports.
        let india = try #require(SubdivisionTable.list(for: .in))
        #expect(india.match("andhra pradesh")?.spelling == .key)
        #expect(india.match("IN-AP")?.spelling == .isoCode)
        let us = try #require(SubdivisionTable.list(for: .us))
        #expect(us.match("ca")?.spelling == .key)
        #expect(us.match("  CALIFORNIA ")?.spelling == .name)
        #expect(us.match("Cali") == nil)
    }
}
