import Foundation
import Testing
import _PPDataGeneratorCore

@Suite("Generator: Data/time-zones.tsv")
struct TimeZoneDataTests {
    @Test("the fixture renders one line per name: name, canonical zone, sources")
    func lines() throws {
        guard case .rendered(let files) = Generator.render(dataDirectory: Paths.goodData) else {
            Issue.record("fixture data should be clean")
            return
        }
        let source = try #require(files["TimeZoneName+Generated.swift"])
        #expect(source.contains("    static let count = 8\n"))
        #expect(source.contains("\nPST\tAmerica/Los_Angeles\ticu\nUS/Eastern\tAmerica/New_York\tiana|icu\n"))
    }

    @Test("rows: names the runtime can read, sorted by bytes and once, canonical names that are zones, known sources")
    func badRows() throws {
        let texts = try edited(.timeZones) {
            $0.replacingOccurrences(of: "PST\tAmerica/Los_Angeles\ticu", with: "PST\tUS/Eastern\ticu|iana")
                .replacingOccurrences(of: "UTC\tEtc/UTC\tiana|icu", with: "UTC\tUTC\tiana|tz")
                .replacingOccurrences(of: "US/Eastern\tAmerica/New_York", with: "Etc/UTC\tAmerica/New_York")
                .replacingOccurrences(of: "America/New_York\t\t", with: "America/New York\t\t")
        }
        #expect(diagnostics(of: texts) == [
            "time-zones.tsv:14: name \"America/New York\" is empty or has a character outside A-Z a-z 0-9 _+-/",
            "time-zones.tsv:16: canonical \"US/Eastern\" of PST is not a name of the table that is a zone itself",
            "time-zones.tsv:16: sources \"icu|iana\" are not iana, icu or iana|icu",
            "time-zones.tsv:17: name Etc/UTC is not after PST (rows sorted by bytes, each once)",
            // America/New_York was renamed above, so the link no longer names a zone of the table.
            "time-zones.tsv:17: canonical \"America/New_York\" of Etc/UTC is not a name of the table that is a zone itself",
            "time-zones.tsv:18: canonical \"UTC\" of UTC is not a name of the table that is a zone itself",
            "time-zones.tsv:18: canonical of UTC is itself; leave it empty",
            "time-zones.tsv:18: sources \"iana|tz\" are not iana, icu or iana|icu",
        ])
    }
}
