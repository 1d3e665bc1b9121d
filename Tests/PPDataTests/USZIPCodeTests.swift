import PPData
import Testing

@Suite("USZIPCode: USPS's ZIP codes and city names")
struct USZIPCodeTests {
    @Test("every row of Data/address/us-zip-codes.tsv is found by its code, with its state and names")
    func everyRow() throws {
        let rows = try dataRows("address/us-zip-codes.tsv")
        #expect(rows.count > 40_000)
        for row in rows {
            let zip = try #require(USZIPCode(row[0]), "\(row[0])")
            #expect(zip.code == row[0])
            #expect(zip.state == row[1])
            #expect(zip.city == row[2])
            #expect(zip.acceptableCities == (row[3].isEmpty ? [] : row[3].split(separator: "|").map(String.init)))
            #expect(zip.notAcceptableCities == (row[4].isEmpty ? [] : row[4].split(separator: "|").map(String.init)))
        }
    }

    @Test("codes before the first, after the last and between two rows are not found")
    func absent() throws {
        let codes = try dataRows("address/us-zip-codes.tsv").map { $0[0] }
        let first = try #require(codes.first), last = try #require(codes.last)
        #expect(USZIPCode(first) != nil && USZIPCode(last) != nil)
        #expect(USZIPCode("00000") == nil)
        #expect(USZIPCode("99999") == nil || last == "99999")
        let present = Set(codes)
        let gaps = (0..<100_000).lazy.map { String(repeating: "0", count: 5 - String($0).count) + String($0) }
            .filter { !present.contains($0) }.prefix(2_000)
        for code in gaps { #expect(USZIPCode(code) == nil, "\(code)") }
    }

    @Test("ZIP+4 with a hyphen or a space is read; other text is not a ZIP code")
    func forms() {
        #expect(USZIPCode("95326-1234")?.city == "Hughson")
        #expect(USZIPCode("95326 1234")?.city == "Hughson")
        for text in ["", "9532", "953261", "953261234", "95326-123", "95326_1234", "95326-12345", "abcde", "9532a",
            " 95326", "95326 ", "９５３２６", "95326-12a4"]
        {
            #expect(USZIPCode(text) == nil, "\(text)")
        }
    }

    @Test("cities compare without case, accents, punctuation or spacing, and with USPS's abbreviations")
    func cityMatches() throws {
        let louis = try #require(USZIPCode("63101"))
        for written in ["Saint Louis", "SAINT LOUIS", "St. Louis", "st louis", "  St  Louis ", "Saint-Louis"] {
            #expect(louis.match(city: written) == .preferred, "\(written)")
        }
        #expect(try #require(USZIPCode("76102")).match(city: "Ft. Worth") == .preferred)
        #expect(try #require(USZIPCode("07017")).match(city: "E Orange") == .preferred)
        #expect(try #require(USZIPCode("81212")).match(city: "Cañon City") == .preferred)
        #expect(try #require(USZIPCode("81212")).match(city: "Brookside") == .acceptable)
        #expect(try #require(USZIPCode("81212")).match(city: "Penitentiary") == .notAcceptable)
        let fallon = try #require(USZIPCode("63366"))
        #expect(fallon.match(city: "O'Fallon") == .preferred)
        #expect(fallon.match(city: "St Peters") == .acceptable)  // "Saint Peters" is acceptable
        let newYork = try #require(USZIPCode("10001"))
        #expect(newYork.match(city: "NYC") == .notAcceptable)
        #expect(newYork.match(city: "Manhattan") == .notAcceptable)
        #expect(newYork.match(city: "Brooklyn") == .unknown)
        #expect(newYork.match(city: "") == .unknown)
        #expect(try #require(USZIPCode("95326")).match(city: "HUSTON") == .unknown)
    }

    @Test("the territories and military ZIP codes carry USPS's state codes")
    func states() throws {
        #expect(try #require(USZIPCode("00901")).state == "PR")
        #expect(try #require(USZIPCode("96910")).state == "GU")
        #expect(try #require(USZIPCode("09021")).state == "AE")
        #expect(try #require(USZIPCode("96201")).state == "AP")
    }
}
