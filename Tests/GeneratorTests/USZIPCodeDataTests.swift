import Foundation
import Testing
import _PPDataGeneratorCore

@Suite("Generator: Data/address/us-zip-codes.tsv and us-city-words.tsv")
struct USZIPCodeDataTests {
    @Test("the fixture renders fixed-width records with the offsets of their names lines")
    func records() throws {
        guard case .rendered(let files) = Generator.render(dataDirectory: Paths.goodData) else {
            Issue.record("fixture data should be clean")
            return
        }
        let source = try #require(files["USZIPCode+Generated.swift"])
        #expect(source.contains("    static let count = 5\n"))
        // "San Juan|Viejo San Juan\n" is 24 bytes: New York's line starts at 24.
        #expect(source.contains("\n00901PR0000000\n10001NY0000024\n"))
        #expect(source.contains("\nNew York~Empire State~Nyc\n"))
        #expect(source.contains("\nSeattle|Bell Town|Belltown~Mutual Life\n"))
        #expect(source.contains("        case \"saint\": \"st\"\n"))
    }

    @Test("ZIP rows: five digits, in order and once, a two-letter state, names the runtime can split")
    func badRows() throws {
        let texts = try edited(.usZIPCodes) {
            $0.replacingOccurrences(of: "63101\tMO\tSaint Louis\t\t", with: "6310\tMo\tSaint Louis\t\t")
                .replacingOccurrences(of: "95326\tCA\tHughson\t\t", with: "10001\tCA\tHugh~son\tHughson\t")
                .replacingOccurrences(of: "98101\tWA\tSeattle\tBell Town|Belltown\tMutual Life", with: "98101\tWA\tSeattle\tBell Town\tBell Town")
        }
        #expect(diagnostics(of: texts) == [
            "address/us-zip-codes.tsv:6: zip \"6310\" is not five digits",
            "address/us-zip-codes.tsv:6: state \"Mo\" is not two letters A-Z",
            "address/us-zip-codes.tsv:7: zip 10001 is not after 6310 (rows sorted, each once)",
            "address/us-zip-codes.tsv:7: city name \"Hugh~son\" is empty or has a character outside A-Z a-z 0-9 space #&'()./-",
            "address/us-zip-codes.tsv:8: ZIP 98101 lists a city name twice",
        ])
    }

    @Test("city words: lower-case letters, each once, abbreviations shorter and not words themselves")
    func badWords() throws {
        let texts = try edited(.usCityWords) { $0 + "Mount\tmt\nfort\tf\nsaints\tsaint\n" }
        #expect(diagnostics(of: texts) == [
            "address/us-city-words.tsv:6: duplicate word \"fort\" (first on line 3)",
            "address/us-city-words.tsv:5: \"Mount\" is not a lower-case word a-z",
            "address/us-city-words.tsv:7: abbreviation \"saint\" is not shorter than its word or is a word itself",
        ])
    }
}
