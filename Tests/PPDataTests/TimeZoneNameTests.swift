import Testing

@testable import PPData

/// `TimeZoneName`: the names of Data/time-zones.tsv (the IANA time zone database and ICU's ids) and ICU's custom
/// GMT offset ids.
@Suite("Time zone names")
struct TimeZoneNameTests {
    @Test("zones, links and ICU's own ids, each with the zone it stands for")
    func lookUp() throws {
        let zone = try #require(TimeZoneName("America/New_York"))
        #expect(zone.canonicalName == "America/New_York" && zone.sources == [.iana, .icu])
        let link = try #require(TimeZoneName("US/Eastern"))
        #expect(link.canonicalName == "America/New_York" && link.sources.contains(.iana))
        #expect(TimeZoneName("Asia/Calcutta")?.canonicalName == "Asia/Kolkata")
        // ICU's legacy three-letter id, which the IANA database does not have.
        let legacy = try #require(TimeZoneName("PST"))
        #expect(legacy.canonicalName == "America/Los_Angeles" && legacy.sources == [.icu])
        // A zone newer than the system's ICU data is kept: Safari's comes with the system's time zone data.
        #expect(TimeZoneName("America/Ciudad_Juarez")?.sources.contains(.iana) == true)
        #expect(TimeZoneName("UTC")?.description == "UTC")
    }

    @Test("names are exact: letter case, spaces and unknown names do not match", arguments: [
        "america/new_york", "AMERICA/NEW_YORK", " UTC", "UTC ", "", "Backyard", "utc", "Z", "UT", "GMT+8", "Europe/",
    ])
    func exact(_ text: String) {
        #expect(TimeZoneName(text) == nil)
    }

    @Test("the name another letter case spells")
    func ignoringCase() {
        #expect(TimeZoneName(ignoringCase: "america/new_york")?.name == "America/New_York")
        #expect(TimeZoneName(ignoringCase: "pst")?.name == "PST")
        #expect(TimeZoneName(ignoringCase: "Backyard") == nil)
    }

    @Test("every row of Data/time-zones.tsv is found by its name, with its canonical zone and sources")
    func everyRow() throws {
        let rows = try dataRows("time-zones.tsv")
        #expect(rows.count == TimeZoneName.allNames.count)
        for row in rows {
            let entry = try #require(TimeZoneName(row[0]), "\(row[0])")
            #expect(entry.canonicalName == (row[1].isEmpty ? row[0] : row[1]))
            let sources = Set(row[2].split(separator: "|"))
            #expect(entry.sources.contains(.iana) == sources.contains("iana") && entry.sources.contains(.icu) == sources.contains("icu"))
        }
    }

    @Test("the table: sorted by bytes, each name once, every canonical name a zone of the table")
    func table() {
        let names = TimeZoneName.allNames
        #expect(names.count > 600)
        #expect(zip(names, names.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        for name in names {
            guard let entry = TimeZoneName(name) else {
                Issue.record("\(name) is listed but not found")
                continue
            }
            #expect(TimeZoneName(entry.canonicalName)?.canonicalName == entry.canonicalName, "\(name)")
        }
    }

    /// ICU 72's answers (`ucal_getCanonicalTimeZoneID`), recorded when the grammar was written.
    @Test("ICU's custom GMT offset ids", arguments: [
        ("GMT+8", true), ("GMT+08:00", true), ("GMT-05:00", true), ("GMT+0800", true), ("gmt+8", true),
        ("Gmt-3", true), ("GMT-0", true), ("GMT+123", true), ("GMT+008", true), ("GMT+12345", true),
        ("GMT+123456", true), ("GMT+235959", true), ("GMT+08:00:30", true), ("GMT+1:23:45", true), ("GMT+00", true),
        ("GMT+\u{663}", true),
        ("GMT+24", false), ("GMT+8:60", false), ("GMT+8:0", false), ("GMT8", false), ("UTC+8", false),
        ("GMT+1234567", false), ("GMT+8:00:3", false), ("GMT+", false), ("GMT+240000", false), ("GMT+9:5", false),
        ("GMT+08:5", false), ("GMT+ 8", false), ("GMT+99", false), ("GMT+123:00", false), ("GMT+0860", false),
        ("GMT+8:00:60", false), ("GMT+0:0", false), ("GMT", false), ("", false),
    ])
    func gmtOffsetIDs(_ text: String, _ accepted: Bool) {
        #expect(TimeZoneName.isGMTOffsetID(text) == accepted, "\(text)")
    }
}
