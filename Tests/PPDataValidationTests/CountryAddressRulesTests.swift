import PPData
@testable import PPDataValidation
import Testing

/// The per-country address rules are built on first use and published once, from any thread.
@Suite("Per-country address rules")
struct CountryAddressRulesTests {
    @Test func everyCountryGetsItsOwnFormatAndMatchers() {
        for country in CountryCode.allCases {
            let rules = CountryAddressRules.of(country)
            #expect(rules.country == country)
            #expect(rules.format == country.addressFormat)
            #expect(rules.hasPostalCode == country.addressFormat.hasPostalCode)
            #expect((rules.postalCode != nil) == (country.addressFormat.postalCodePattern != nil), "\(country)")
            let withRange = country.addressFormat.subdivisions.filter { $0.postalCodePrefixPattern != nil }
            #expect(rules.postalRangeCount == withRange.count, "\(country)")
            #expect(rules.hasPostalRanges == !withRange.isEmpty, "\(country)")
            for subdivision in withRange {
                let range = rules.range(of: subdivision)
                #expect(range != nil, "\(country) \(subdivision.key)")
                #expect(range === rules.range(of: subdivision), "compiled once: \(country) \(subdivision.key)")
            }
            for subdivision in country.addressFormat.subdivisions where subdivision.postalCodePrefixPattern == nil {
                #expect(rules.range(of: subdivision) == nil, "\(country) \(subdivision.key)")
            }
            // A lookup's match reads the same matcher at the position it found, by key or by name.
            for subdivision in country.addressFormat.subdivisions {
                for spelling in [subdivision.key, subdivision.name] {
                    guard let match = rules.subdivision(matching: spelling) else { continue }
                    #expect(match.subdivision == subdivision || spelling == subdivision.name, "\(country) \(spelling)")
                    #expect(rules.range(of: match) === rules.range(of: match.subdivision), "\(country) \(spelling)")
                }
            }
        }
        let california = CountryCode.us.addressFormat.subdivision(code: "CA")
        #expect(california.flatMap { CountryAddressRules.of(.us).range(of: $0) }.map { PostalCodes.matches($0, "94105") } == true)
        #expect(california.flatMap { CountryAddressRules.of(.us).range(of: $0) }.map { PostalCodes.matches($0, "10001") } == false)
        // A subdivision of another country has no range here.
        let ontario = CountryCode.ca.addressFormat.subdivision(code: "ON")
        #expect(ontario.flatMap { CountryAddressRules.of(.us).range(of: $0) } == nil)
        let ontarioMatch = CountryCode.ca.addressFormat.subdivision(matching: "Ontario")
        #expect(ontarioMatch.map { $0.subdivision.key } == "ON")
        #expect(ontarioMatch.flatMap { CountryAddressRules.of(.us).range(of: $0) } == nil)
        let californiaMatch = CountryAddressRules.of(.us).subdivision(matching: "california")
        #expect(californiaMatch.flatMap { CountryAddressRules.of(.us).range(of: $0) }.map { PostalCodes.matches($0, "94105") } == true)
        #expect(CountryAddressRules.of(.us).postalCode.map { PostalCodes.matches($0, "94105-1234") } == true)
        #expect(CountryAddressRules.of(.gb).postalCode.map { PostalCodes.matches($0, "SW1A 1AA") } == true)
        #expect(CountryAddressRules.of(.de).postalCode.map { PostalCodes.matches($0, "1011") } == false)
    }

    @Test func shapesNameTheSameKeysEitherWay() {
        for shape in AddressShape.allCases {
            // The shape's own keys first; a PayPal shape's set goes on with the published schema's other members.
            #expect(Array(shape.keySet.keys.prefix(shape.keys.all.count)) == shape.keys.all)
            let all = shape.keys.all
            #expect(all[shape.positions.city] == shape.keys.city && all[shape.positions.state] == shape.keys.state)
            #expect(all[shape.positions.postalCode] == shape.keys.postalCode)
            #expect(all[shape.positions.countryCode] == shape.keys.countryCode)
            #expect(all.count <= 16)  // every field fits `JSONObjectMembers`' slots
        }
        // AddressCheck reads the Orders v2 lines and areas by these positions.
        #expect(AddressShape.ordersV2.keys.all == [
            "address_line_1", "address_line_2", "admin_area_2", "admin_area_1", "postal_code", "country_code",
        ])
    }

    @Test func everyCallReturnsThePublishedEntry() {
        for country in CountryCode.allCases {
            #expect(CountryAddressRules.of(country) === CountryAddressRules.of(country), "\(country)")
        }
    }

    @Test func firstUseFromManyTasksPublishesOneEntryPerCountry() async {
        // Several tasks race to build every country's entry; all must see the same (published) object.
        let countries = CountryCode.allCases
        let seen = await withTaskGroup(of: [CountryAddressRules].self) { group in
            for offset in 0..<8 {
                group.addTask {
                    // Each task starts at a different country so first uses really overlap.
                    (0..<countries.count).map { k in
                        CountryAddressRules.of(countries[(k + offset * 31) % countries.count])
                    }
                }
            }
            var all: [[CountryAddressRules]] = []
            for await ids in group { all.append(ids) }
            return all
        }
        // Strong references are kept, so identities cannot be reused by freed objects.
        let reference = countries.map { CountryAddressRules.of($0) }
        #expect(Set(reference.map(ObjectIdentifier.init)).count == countries.count)
        for rules in seen {
            #expect(Set(rules.map(ObjectIdentifier.init)) == Set(reference.map(ObjectIdentifier.init)))
        }
    }
}

/// Fixed-size tables of the Orders v2 rules that must match their key lists.
@Suite("Orders v2 key tables")
struct OrdersV2KeyTableTests {
    @Test func breakdownPartsHoldEveryBreakdownKey() {
        #expect(BreakdownParts<Int>.indices == 0..<OrdersV2.BreakdownKey.allCases.count)
        var parts = BreakdownParts<Int>()
        for index in BreakdownParts<Int>.indices { parts[index] = index * 10 }
        #expect(BreakdownParts<Int>.indices.map { parts[$0] } == [0, 10, 20, 30, 40, 50, 60])
        #expect(parts[7] == nil && parts[-1] == nil)
    }
    // Every key table is checked against the reader in ObjectKeyTests.
}

/// The folded spellings INVALID_STATE's suggestions compare against: built once per country, every spelling there.
@Suite("Folded subdivision spellings")
struct FoldedSpellingsTests {
    @Test func everySpellingOnceAndTheTableShared() {
        for country in [CountryCode.us, .id, .jp, .de, .br] {
            let format = country.addressFormat
            let spellings = FoldedSpellings.of(format)
            #expect(FoldedSpellings.of(format) === spellings)
            let expected = format.subdivisions.flatMap { subdivision in subdivision.spellings.map { (subdivision.key, $0.spelling) } }
            #expect(spellings.entries.map { "\($0.subdivision.key) \($0.spelling)" } == expected.map { "\($0.0) \($0.1)" })
            for entry in spellings.entries {
                #expect(entry.folded == Subdivision.fold(entry.spelling))
                #expect(entry.words == SubdivisionGuess.words(entry.spelling))
            }
        }
    }

    @Test func concurrentFirstUseGivesOneTable() async {
        let format = CountryCode.ca.addressFormat
        let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(FoldedSpellings.of(format)) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(seen.count == 1)
    }
}
