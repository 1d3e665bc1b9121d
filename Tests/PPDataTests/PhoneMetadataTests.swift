import PPData
import Testing

@Suite("Phone metadata tables")
struct PhoneMetadataTests {
    @Test("every row of Data/phone/regions.tsv is a region with the same values, in the same order")
    func regionsMatchData() throws {
        let rows = try dataRows("phone/regions.tsv")
        #expect(rows.count == 254)
        #expect(PhoneMetadata.regions.count == rows.count)
        func lengths(_ cell: String) -> [Int] { cell.isEmpty ? [] : cell.split(separator: "|").compactMap { Int($0) } }
        func optional(_ cell: String) -> String? { cell.isEmpty ? nil : cell }
        for (row, region) in zip(rows, PhoneMetadata.regions) {
            #expect(region.regionCode == row[0])
            #expect(String(region.callingCode) == row[1])
            #expect(region.isMainRegionForCallingCode == (row[2] == "1"))
            #expect(region.leadingDigitsPattern == optional(row[3]))
            #expect(region.internationalPrefixPattern == optional(row[4]))
            #expect(region.nationalPrefix == optional(row[5]))
            #expect(region.nationalPrefixForParsingPattern == optional(row[6]))
            #expect(region.nationalPrefixTransformRule == optional(row[7]))
            #expect(region.possibleLengths == lengths(row[8]))
            #expect(region.localOnlyLengths == lengths(row[9]))
            #expect(region.generalPattern == row[10], "\(row[0])")
        }
    }

    @Test("every row of Data/phone/number-types.tsv is a number type of its region, none dropped")
    func numberTypesMatchData() throws {
        let rows = try dataRows("phone/number-types.tsv")
        #expect(rows.count == 1141)
        #expect(PhoneMetadata.regions.map(\.numberTypes.count).reduce(0, +) == rows.count)
        for row in rows {
            let region = try #require(
                PhoneMetadata.regions(callingCode: Int(row[1]) ?? -1).first { $0.regionCode == row[0] }, "\(row[0])")
            let type = try #require(PhoneNumberType(rawValue: row[2]), "\(row[2])")
            let metadata = try #require(region.numberType(type), "\(row[0]) \(row[2])")
            #expect(metadata.pattern == row[3])
            #expect(metadata.possibleLengths == row[4].split(separator: "|").compactMap { Int($0) })
            #expect(metadata.exampleNumber == row[5])
        }
    }

    @Test("shared calling codes list their regions main first, then alphabetically")
    func sharedCodes() {
        let plusOne = PhoneMetadata.regions(callingCode: 1).map(\.regionCode)
        #expect(plusOne.count == 25)
        #expect(plusOne.first == "US")
        #expect(Array(plusOne.dropFirst()) == plusOne.dropFirst().sorted())
        #expect(plusOne.contains("CA") && plusOne.contains("JM") && plusOne.contains("PR"))
        #expect(PhoneMetadata.regions(callingCode: 7).map(\.regionCode) == ["RU", "KZ"])
        #expect(PhoneMetadata.regions(callingCode: 44).map(\.regionCode) == ["GB", "GG", "IM", "JE"])
        #expect(PhoneMetadata.regions(callingCode: 39).map(\.regionCode) == ["IT", "VA"])
        #expect(PhoneMetadata.regions(callingCode: 590).map(\.regionCode) == ["GP", "BL", "MF"])
        #expect(PhoneMetadata.regions(callingCode: 49).map(\.regionCode) == ["DE"])
        #expect(PhoneMetadata.mainRegion(callingCode: 262)?.regionCode == "RE")
        #expect(PhoneMetadata.regions(callingCode: 999).isEmpty)
        #expect(PhoneMetadata.region("KZ")?.leadingDigitsPattern == "7")
        #expect(PhoneMetadata.region("VA")?.leadingDigitsPattern == "06698")
    }

    @Test("215 calling codes; non-geographic ones are region 001, one row each")
    func callingCodes() {
        #expect(PhoneMetadata.callingCodes.count == 215)
        #expect(PhoneMetadata.callingCodes == PhoneMetadata.callingCodes.sorted())
        let nonGeographic = PhoneMetadata.regions.filter(\.isNonGeographic)
        #expect(nonGeographic.map(\.callingCode) == [800, 808, 870, 878, 881, 882, 883, 888, 979])
        #expect(nonGeographic.allSatisfy { PhoneMetadata.regions(callingCode: $0.callingCode).count == 1 })
        #expect(nonGeographic.first?.displayName == "+800")
        #expect(nonGeographic.allSatisfy { $0.country == nil && $0.internationalPrefixPattern == nil })
        #expect(PhoneMetadata.isCallingCode(1) && PhoneMetadata.isCallingCode(379) == false)
    }

    @Test("calling code prefixes: the code of 1 to 3 digits that starts the digits")
    func callingCodePrefix() {
        #expect(PhoneMetadata.callingCodePrefix(of: "447911123456")?.code == 44)
        #expect(PhoneMetadata.callingCodePrefix(of: "447911123456")?.length == 2)
        #expect(PhoneMetadata.callingCodePrefix(of: "12015550123")?.code == 1)
        #expect(PhoneMetadata.callingCodePrefix(of: "3545511234")?.code == 354)
        #expect(PhoneMetadata.callingCodePrefix(of: "80012345678")?.code == 800)
        #expect(PhoneMetadata.callingCodePrefix(of: "2125")?.code == 212)
        #expect(PhoneMetadata.callingCodePrefix(of: "21") == nil)  // +21 is not assigned, +212... needs the third digit
        #expect(PhoneMetadata.callingCodePrefix(of: "999123") == nil)
        #expect(PhoneMetadata.callingCodePrefix(of: "0044") == nil)
        #expect(PhoneMetadata.callingCodePrefix(of: "") == nil)
        #expect(PhoneMetadata.callingCodePrefix(of: "٤٤") == nil)  // Arabic-Indic digits are not ASCII digits
    }

    @Test("region lookups by code and by country; the seven ISO countries without a numbering plan")
    func regionLookups() {
        #expect(PhoneMetadata.region("gb")?.callingCode == 44)
        #expect(PhoneMetadata.region("GB")?.nationalPrefix == "0")
        #expect(PhoneMetadata.region(for: .us)?.callingCode == 1)
        #expect(PhoneMetadata.region(for: .us)?.possibleLengths == [10])
        #expect(PhoneMetadata.region(for: .us)?.localOnlyLengths == [7])
        #expect(PhoneMetadata.region("AC")?.callingCode == 247)
        #expect(PhoneMetadata.region("XK")?.callingCode == 383)
        #expect(PhoneMetadata.region("TA")?.country == nil)
        #expect(PhoneMetadata.region("001") == nil)
        #expect(PhoneMetadata.callingCode(forRegion: "AR") == 54)
        #expect(PhoneMetadata.region("AR")?.nationalPrefixTransformRule == "9$1")
        let missing = CountryCode.allCases.filter { PhoneMetadata.region(for: $0) == nil }.map(\.rawValue)
        #expect(missing == ["AQ", "BV", "GS", "HM", "PN", "TF", "UM"])
    }

    @Test("fixed-line and mobile patterns coincide in exactly CA GU MP PR US VI")
    func fixedLineOrMobile() {
        let same = PhoneMetadata.regions.filter(\.hasSameFixedLineAndMobilePattern).map(\.regionCode)
        #expect(same == ["CA", "GU", "MP", "PR", "US", "VI"])
        #expect(PhoneMetadata.region("TA")?.numberType(.mobile) == nil)
        #expect(PhoneMetadata.region("TA")?.numberType(.fixedLine) != nil)
    }

    @Test("every example has a possible length of its region and of its type")
    func exampleLengths() {
        for region in PhoneMetadata.regions {
            #expect(!region.possibleLengths.isEmpty)
            for type in region.numberTypes {
                let length = type.exampleNumber.utf8.count
                #expect(type.possibleLengths.contains(length), "\(region.regionCode) \(type.type)")
                #expect(region.possibleLengths.contains(length), "\(region.regionCode) \(type.type)")
            }
        }
    }
}
