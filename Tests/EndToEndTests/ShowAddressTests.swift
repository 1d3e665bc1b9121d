import Foundation
import Testing

@Suite("ppdata show: address formats, end to end")
struct ShowAddressTests {
    func object(_ arguments: [String]) throws -> [String: Any] {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test("a country's record has its required fields, postal-code pattern and example, and subdivisions")
    func json() throws {
        let us = try object(["show", "US", "--format", "json"])
        #expect(us["requiredAddressFields"] as? [String] == ["streetAddress", "locality", "administrativeArea", "postalCode"])
        #expect(us["postalCodePattern"] as? String == #"(\d{5})(?:[ \-](\d{4}))?"#)
        #expect(us["postalCodeExample"] as? String == "95014")
        #expect(us["postalCodeName"] as? String == "ZIP code")
        #expect(us["administrativeAreaName"] as? String == "state")
        let subdivisions = try #require(us["subdivisions"] as? [[String: Any]])
        #expect(subdivisions.count == 62)
        let california = try #require(subdivisions.first { $0["code"] as? String == "CA" })
        #expect(california["iso"] as? String == "US-CA")
        #expect(california["name"] as? String == "California")

        let quebec = try #require((try object(["show", "can", "--format", "json"])["subdivisions"] as? [[String: Any]])?
            .first { $0["code"] as? String == "QC" })
        #expect(quebec["localNames"] as? [String] == ["Québec", "Que.", "PQ"])

        let gambia = try object(["show", "GM", "--format", "json"])
        #expect(gambia["postalCodePattern"] is NSNull && gambia["postalCodeName"] is NSNull)
        #expect((gambia["subdivisions"] as? [Any])?.isEmpty == true)

        let c2 = try object(["show", "C2", "--format", "json"])
        #expect(c2["addressFormat"] as? String == "CN")
        #expect(c2["postalCodePattern"] as? String == #"\d{6}"#)
        #expect((c2["subdivisions"] as? [Any])?.count == 34)
    }

    @Test("text output lists the subdivisions one per line")
    func text() throws {
        let result = try BinaryRunner.run(["show", "ca"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("requiredAddressFields:  streetAddress locality administrativeArea postalCode\n"))
        #expect(result.stdout.contains("postalCodeExample:      H3Z 2Y7\n"))
        #expect(result.stdout.contains("subdivisions:           13\n"))
        #expect(result.stdout.contains("\n  QC  CA-QC  Quebec / Québec / Que. / PQ\n"))
    }
}
