import Foundation
import Testing
import _PPDataGeneratorCore

@Suite("Generator problems repeated on many lines")
struct RepeatedDiagnosticTests {
    @Test("a country taken out of the real data is named once per file that refers to it, with every line")
    func missingCountry() throws {
        var texts = try loadTexts(Paths.data)
        let countries = try #require(texts[.iso3166])
        texts[.iso3166] = countries.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("US\t") }.joined(separator: "\n")
        var collector = DiagnosticCollector()
        let data = ReferenceData.parse(texts, diagnostics: &collector)
        guard case .failed(let found) = Generator.render(data, diagnostics: collector) else {
            Issue.record("the data without US rendered")
            return
        }
        let groups = RepeatedDiagnostic.grouping(found)
        // Every problem is in exactly one group, each group names one file and one message, and no two groups share both.
        #expect(groups.map { 1 + $0.otherLines.count }.reduce(0, +) == found.count)
        #expect(Set(groups.map { [$0.first.file, $0.first.message] }).count == groups.count)
        for group in groups {
            let lines = found.filter { $0.file == group.first.file && $0.message == group.first.message }.map(\.line)
            #expect([group.first.line] + group.otherLines == lines)
        }
        // The subdivisions' many references to US come out as one line that says how many more there are.
        let subdivisions = try #require(groups.first { $0.first.file == DataFile.subdivisions.rawValue })
        #expect(subdivisions.first.message == #"country "US" is not in iso3166-1.tsv"#)
        #expect(subdivisions.otherLines.count > 40)
        #expect(subdivisions.description.hasSuffix(
            "(also on \(subdivisions.otherLines.count) more lines: \(subdivisions.first.line + 1)-\(subdivisions.first.line + subdivisions.otherLines.count))"))
        #expect(groups.count < 10 && found.count > 60)
    }

    @Test("other lines are listed as runs, at most eight, and one more line is singular")
    func runs() {
        func described(_ lines: [Int]) -> String {
            let diagnostics = lines.map { GeneratorDiagnostic(file: "a.tsv", line: $0, message: "bad") }
            let groups = RepeatedDiagnostic.grouping(diagnostics + [GeneratorDiagnostic(file: "b.tsv", line: 3, message: "bad")])
            #expect(groups.count == 2 && groups[1].description == "b.tsv:3: bad")
            return groups[0].description
        }
        #expect(described([7]) == "a.tsv:7: bad")
        #expect(described([7, 9]) == "a.tsv:7: bad (also on 1 more line: 9)")
        #expect(described([3, 4, 5, 9, 11, 12]) == "a.tsv:3: bad (also on 5 more lines: 4-5, 9, 11-12)")
        #expect(described([1] + (1...10).map { $0 * 10 }) ==
            "a.tsv:1: bad (also on 10 more lines: 10, 20, 30, 40, 50, 60, 70, 80 and 2 more)")
    }
}
