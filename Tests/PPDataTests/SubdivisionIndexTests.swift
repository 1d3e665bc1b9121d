@testable import PPData
import Testing

/// The generator folds the subdivision spellings once (`SubdivisionList.spellings`) and sorts each list by key; these
/// tests hold the index to what folding every spelling at run time gives, and the key search to the index, so
/// neither can drift from `Subdivision.fold`.
@Suite("Subdivision lookup index")
struct SubdivisionIndexTests {
    @Test("each country's index is Subdivision.fold of every spelling, first kind kept, nothing more")
    func indexMatchesRuntimeFolding() throws {
        var countries = 0
        for country in CountryCode.allCases {
            guard let list = SubdivisionTable.list(for: country) else {
                #expect(SubdivisionTable.index(for: country) == nil)
                continue
            }
            let index = try #require(SubdivisionTable.index(for: country))
            countries += 1
            var expected: [String: (position: Int, kind: SubdivisionSpelling)] = [:]
            for (position, subdivision) in list.all.enumerated() {
                for (spelling, kind) in subdivision.spellings {
                    let folded = Subdivision.fold(spelling)
                    if expected[folded] == nil { expected[folded] = (position, kind) }
                }
            }
            #expect(index.spellingCount == expected.count, "\(country.rawValue)")
            for (folded, entry) in expected {
                let match = index.match(folded, in: list)
                #expect(match?.subdivision == list.all[entry.position], "\(country.rawValue) \(folded)")
                #expect(match?.spelling == entry.kind, "\(country.rawValue) \(folded)")
            }
        }
        #expect(countries == 48)
    }

    @Test("lists are sorted by key in UTF-8 byte order, and every key is found exactly, as the index finds it")
    func exactKeys() {
        for country in CountryCode.allCases {
            guard let list = SubdivisionTable.list(for: country), let index = SubdivisionTable.index(for: country)
            else { continue }
            for (earlier, later) in zip(list.all, list.all.dropFirst()) {
                #expect(Array(earlier.key.utf8).lexicographicallyPrecedes(Array(later.key.utf8)), "\(country.rawValue)")
            }
            for (position, subdivision) in list.all.enumerated() {
                #expect(list.position(ofKey: subdivision.key) == position, "\(subdivision.key)")
                #expect(list.position(ofKey: Substring(subdivision.key)) == position, "\(subdivision.key)")
                #expect(index.match(subdivision.key, in: list) == SubdivisionMatch(subdivision: subdivision, spelling: .key, position: position))
                #expect(SubdivisionTable.match(subdivision.key, in: country) == index.match(subdivision.key, in: list))
            }
        }
    }

    @Test("the key search finds only exact keys; everything else falls through to the index")
    func keySearchIsExact() throws {
        let us = try #require(SubdivisionTable.list(for: .us))
        #expect(us.position(ofKey: "CA") != nil)
        for text in ["ca", "C", "CAL", "", "California", "US-CA", "ZZ", "AA ", "\u{00C9}"] {
            #expect(us.position(ofKey: text) == nil, "\(text)")
        }
        #expect(SubdivisionTable.match("ca", in: .us)?.spelling == .key)
        #expect(SubdivisionTable.match("us-ca", in: .us)?.spelling == .isoCode)
        #expect(SubdivisionTable.match("  CALIFORNIA ", in: .us)?.spelling == .name)
        #expect(SubdivisionTable.match("Cali", in: .us) == nil)
        #expect(SubdivisionTable.match("CA", in: .fr) == nil)
        // India's keys are names (`Andhra Pradesh`): the exact key and its folded form both report the key.
        #expect(SubdivisionTable.match("Andhra Pradesh", in: .in)?.spelling == .key)
        #expect(SubdivisionTable.match("andhra pradesh", in: .in)?.spelling == .key)
        #expect(SubdivisionTable.match("IN-AP", in: .in)?.spelling == .isoCode)
    }

    @Test("first use from many tasks: every task finds the same subdivisions while the indexes are being read")
    func firstUseFromManyTasksFindsTheSameSubdivisions() async {
        // Names and ISO codes (not exact keys) go through each country's index, which its first lookup reads.
        let lookups: [(CountryCode, String, String)] = [
            (.us, "California", "CA"), (.ca, "Québec", "QC"), (.jp, "Hokkaido", "北海道"), (.in, "IN-KA", "Karnataka"),
            (.br, "São Paulo", "SP"), (.mx, "jalisco", "Jal."), (.au, "victoria", "VIC"), (.es, "Illes Balears", "PM"),
        ]
        let found = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<16 {
                group.addTask { lookups.map { $0.0.addressFormat.subdivision(matching: $0.1)?.subdivision.key } }
            }
            var all: [[String?]] = []
            for await result in group { all.append(result) }
            return all
        }
        for result in found { #expect(result == lookups.map(\.2)) }
    }

    @Test("the byte order puts a prefix first and compares unsigned bytes")
    func byteOrder() {
        func compare(_ a: String, _ b: String) -> Int {
            Array(a.utf8).withUnsafeBufferPointer { x in
                Array(b.utf8).withUnsafeBufferPointer { y in SubdivisionList.compare(x, y) }
            }
        }
        #expect(compare("A", "AB") == -1)
        #expect(compare("AB", "A") == 1)
        #expect(compare("", "") == 0)
        #expect(compare("Z", "a") == -1)
        #expect(compare("z", "\u{00E9}") == -1)  // 0x7A before 0xC3
        #expect(compare("北海道", "北海道") == 0)
    }
}
