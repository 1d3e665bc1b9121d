import PPData
import Testing

@Suite("Address formats and subdivisions")
struct AddressFormatTests {
    /// Data/address/countries.tsv rows by country.
    func formatRows() throws -> [String: [String]] {
        Dictionary(try dataRows("address/countries.tsv").map { ($0[0], $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("every ISO country has the format Data/address/countries.tsv gives it")
    func formatsMatchData() throws {
        let rows = try formatRows()
        #expect(rows.count == 252)  // 249 ISO countries plus AC, TA, XK, which have no CountryCode
        for country in CountryCode.allCases {
            let row = try #require(rows[country.rawValue], "no row for \(country.rawValue)")
            let format = country.addressFormat
            #expect(format.country == country)
            #expect(String(format.requiredFields.map(\.letter)) == row[1], "\(country.rawValue) required")
            #expect(String(format.upperCaseFields.map(\.letter)) == row[2], "\(country.rawValue) upper")
            #expect(String(format.fields.map(\.letter)) == row[3], "\(country.rawValue) fields")
            #expect((format.postalCodePattern ?? "") == row[4], "\(country.rawValue) pattern")
            #expect(format.postalCodeExamples.joined(separator: "|") == row[5], "\(country.rawValue) examples")
            #expect((format.postalCodeEnvelopePrefix ?? "") == row[6])
            #expect(format.postalCodeKind.rawValue == row[7])
            #expect(format.administrativeAreaKind.rawValue == row[8])
            #expect(format.localityKind.rawValue == row[9])
        }
    }

    @Test("known formats: US, GB, JP, CH, and countries without postal codes")
    func knownFormats() {
        let us = CountryCode.us.addressFormat
        #expect(us.requiredFields == [.streetAddress, .locality, .administrativeArea, .postalCode])
        #expect(us.postalCodeKind == .zip && us.administrativeAreaKind == .state)
        #expect(us.postalCodeExample == "95014")
        #expect(us.hasPostalCode && us.requires(.postalCode))
        let gb = CountryCode.gb.addressFormat
        #expect(gb.localityKind == .postTown && gb.upperCases(.postalCode))
        #expect(gb.postalCodeExamples.contains("SW1A 1AA") == false && gb.postalCodeExamples.contains("GIR 0AA"))
        #expect(CountryCode.jp.addressFormat.administrativeAreaKind == .prefecture)
        #expect(CountryCode.ch.addressFormat.postalCodeEnvelopePrefix == "CH-")
        #expect(CountryCode.az.addressFormat.postalCodeEnvelopePrefix == "AZ ")
        for country: CountryCode in [.ae, .hk, .gm, .ki, .km, .mr, .nr, .nu, .sr, .tf, .tk, .tv] {
            #expect(!country.addressFormat.hasPostalCode, "\(country.rawValue)")
            #expect(country.addressFormat.postalCodePattern == nil)
        }
        // North Korea has a postal-code field but no known pattern.
        #expect(CountryCode.kp.addressFormat.hasPostalCode && CountryCode.kp.addressFormat.postalCodePattern == nil)
        #expect(CountryCode.allCases.filter { $0.addressFormat.postalCodePattern != nil }.count == 178)
    }

    @Test("PayPal's address lists: 51 postal-code codes (C2 included), 9 Payments v1 state countries")
    func paypalLists() {
        let postal = CountryCode.allCases.filter(\.paypalRequiresPostalCode).map(\.rawValue)
        #expect(postal.count == 50)
        #expect(PayPalOnlyCountryCode.c2.paypalRequiresPostalCode)
        #expect(postal.contains("GB") && postal.contains("UM") && !postal.contains("IN") && !postal.contains("IE"))
        #expect(!postal.contains("BE") && !postal.contains("NZ") && !postal.contains("HK"))
        let state = CountryCode.allCases.filter(\.paymentsV1RequiresState).map(\.rawValue)
        // The spec's ten less Italy, where PayPal took a payment without one (Scripts/import_addresses.py).
        #expect(state == ["AR", "BR", "CA", "CN", "IN", "JP", "MX", "TH", "US"])
        #expect(!PayPalOnlyCountryCode.c2.paymentsV1RequiresState)
        // The codes on PayPal's list that the metadata gives no postal code.
        let without = CountryCode.allCases.filter { $0.paypalRequiresPostalCode && !$0.addressFormat.hasPostalCode }
        #expect(without.map(\.rawValue) == ["GM", "KI", "KM", "MR", "NR", "NU", "SR", "TF", "TK", "TV"])
    }

    @Test("every subdivision row of Data/ is in the tables, with its spellings")
    func subdivisionsMatchData() throws {
        let rows = try dataRows("address/subdivisions.tsv")
        #expect(rows.count == 1388)
        var total = 0
        for country in CountryCode.allCases {
            let subdivisions = country.addressFormat.subdivisions
            total += subdivisions.count
            let expected = rows.filter { $0[0] == country.rawValue }
            #expect(subdivisions.count == expected.count, "\(country.rawValue)")
            for (subdivision, row) in zip(subdivisions, expected) {
                #expect(subdivision.country == country)
                #expect(subdivision.key == row[1])
                #expect((subdivision.isoCode ?? "") == row[2])
                #expect(subdivision.name == row[3])
                #expect((subdivision.latinName ?? "") == row[4])
                #expect(subdivision.localNames.joined(separator: "|") == row[5])
                #expect((subdivision.postalCodePrefixPattern ?? "") == row[6])
                // Every spelling finds its own subdivision again.
                for (spelling, _) in subdivision.spellings {
                    #expect(country.addressFormat.subdivision(matching: spelling)?.subdivision == subdivision, "\(spelling)")
                }
            }
        }
        #expect(total == 1388)
        #expect(Set(CountryCode.allCases.filter { !$0.addressFormat.subdivisions.isEmpty }).count == 48)
    }

    /// Spellings that must find `key` in `country`.
    static let accepted: [(CountryCode, key: String, spellings: [String])] = [
        (.us, "CA", ["CA", "ca", "US-CA", "us-ca", "California", "CALIFORNIA", "  california "]),
        (.ca, "QC", ["QC", "CA-QC", "Quebec", "Québec", "QUÉBEC", "que\u{301}bec", "Quèbec"]),
        (.ca, "BC", ["BC", "British Columbia", "Colombie-Britannique", "colombie-britannique"]),
        (.au, "NSW", ["NSW", "nsw", "AU-NSW", "New South Wales", "new  south wales"]),
        (.mx, "Ags.", ["Ags.", "AGU", "MX-AGU", "Aguascalientes"]),
        (.mx, "Méx.", ["Méx.", "mex.", "MEX", "Estado de México", "Estado de Mexico"]),
        (.br, "SP", ["SP", "BR-SP", "São Paulo", "Sao Paulo", "SAO PAULO"]),
        (.it, "MI", ["MI", "IT-MI", "Milano", "milano"]),
        (.it, "SP", ["SP", "La Spezia"]),
        (.es, "B", ["B", "Barcelona", "barcelona"]),
        (.es, "CO", ["CO", "Córdoba", "Cordoba", "Kordoba"]),
        (.jp, "東京都", ["東京都", "13", "JP-13", "Tokyo", "TOKYO"]),
        (.jp, "北海道", ["北海道", "Hokkaido", "hokkaido"]),  // 道 is part of the name: no 北海
        (.cn, "安徽省", ["安徽省", "AH", "CN-AH", "Anhui Sheng", "anhui sheng"]),
        (.in, "Andhra Pradesh", ["Andhra Pradesh", "AP", "IN-AP", "andhra pradesh", "आंध्र प्रदेश"]),
        (.ar, "Córdoba", ["Córdoba", "Cordoba", "CORDOBA", "X", "AR-X"]),
        (.ar, "Tierra del Fuego", ["Tierra del Fuego", "V", "TIERRA DEL FUEGO", "Tierra del Fuego, Antártida e Islas del Atlántico Sur"]),
        // ISO 3166-2:IN's codes since 2023-11-23, the former ones and former names.
        (.in, "Uttarakhand", ["UK", "IN-UK", "UT", "IN-UT", "Uttaranchal"]),
        (.in, "Odisha", ["OD", "IN-OD", "OR", "Orissa"]),
        (.in, "Telangana", ["TS", "IN-TS", "TG"]),
        (.in, "Chhattisgarh", ["CG", "IN-CG", "CT"]),
        (.in, "Puducherry", ["Pondicherry", "PY"]),
        // ISO 3166-2's names; official names newer than the metadata; everyday short forms.
        (.th, "กรุงเทพมหานคร", ["Krung Thep Maha Nakhon", "กรุงเทพฯ", "Bangkok"]),
        (.mx, "Ver.", ["Veracruz de Ignacio de la Llave", "Veracruz"]),
        (.mx, "Mich.", ["Michoacán de Ocampo", "Michoacan de Ocampo"]),
        (.cl, "Región Metropolitana", ["Región Metropolitana de Santiago"]),
        (.id, "Daerah Istimewa Yogyakarta", ["Yogyakarta", "DI Yogyakarta"]),
        (.ua, "Львівська область", ["Lvivska oblast", "Lviv oblast"]),
        (.eg, "القاهرة", ["Al Qāhirah", "Al Qahirah"]),
        (.tw, "台北市", ["臺北市", "台北市", "Taipei City"]),
        (.tw, "台東縣", ["臺東縣"]),
        (.kr, "강원도", ["강원특별자치도", "Gangwon State", "강원도"]),
        (.kr, "전라북도", ["전북특별자치도", "Jeonbuk State"]),
        (.ar, "Ciudad Autónoma de Buenos Aires", ["CABA", "caba", "C.A.B.A.", "Capital Federal"]),
        (.us, "DC", ["District of Columbia"]),
        (.ca, "ON", ["Ont.", "ont."]), (.ca, "QC", ["Que.", "PQ"]), (.ca, "NL", ["Nfld.", "NF", "Newfoundland"]),
        (.ca, "YT", ["YK"]), (.ca, "AB", ["Alta."]),
        (.jp, "東京都", ["東京"]),
        (.jp, "大阪府", ["大阪"]),
        (.cn, "北京市", ["北京"]),
        (.cn, "广东省", ["广东"]),
        // English names (the governments' own English pages); the Moscow region's spelt out, apart from the city's.
        (.ru, "Москва", ["Moscow", "moscow", "Moskva"]),
        (.ru, "Московская область", ["Moscow Oblast", "Moscow Region"]),
        (.ru, "Санкт-Петербург", ["Saint Petersburg", "St. Petersburg"]),
        (.cn, "内蒙古自治区", ["Inner Mongolia"]), (.cn, "西藏自治区", ["Tibet"]),
        (.mx, "CDMX", ["Mexico City"]),
        (.mx, "Méx.", ["State of Mexico", "Mexico State", "Edomex", "Estado de México"]),
        // A new user's real addresses: official names, a city as Russian writes one, and US abbreviations.
        (.co, "Bogotá", ["Bogotá, D.C.", "Bogotá D.C.", "Bogota DC"]),
        (.in, "Delhi", ["NCT of Delhi", "National Capital Territory of Delhi"]),
        (.kr, "제주특별자치도", ["Jeju Special Self-Governing Province"]), (.my, "Pulau Pinang", ["Penang"]),
        (.jp, "東京都", ["Tokyo Metropolis"]), (.ru, "Москва", ["г. Москва", "город Москва"]),
        (.ru, "Севастополь", ["г. Севастополь"]),
        (.us, "TX", ["Tex."]), (.us, "FL", ["Fla."]), (.us, "WI", ["Wis."]), (.us, "OR", ["Ore.", "Oreg."]),
        (.us, "KS", ["Kan.", "Kans."]),
        // Indonesia's four provinces of 2022, which the metadata lacks, with their ISO 3166-2 codes of 2023.
        (.id, "Papua Selatan", ["Papua Selatan", "South Papua", "ID-PS", "PS"]), (.id, "Papua Tengah", ["Central Papua", "ID-PT"]),
        (.id, "Papua Pegunungan", ["Highland Papua", "ID-PE"]), (.id, "Papua Barat Daya", ["Southwest Papua", "ID-PD"]),
        // Maguindanao's two halves since 2022 (PH-MGN, PH-MGS), beside Maguindanao itself.
        (.ph, "Maguindanao del Norte", ["Maguindanao del Norte", "PH-MGN"]), (.ph, "Maguindanao del Sur", ["PH-MGS"]),
        (.ph, "Maguindanao", ["Maguindanao", "PH-MAG"]),
    ]

    @Test("subdivisions are found by code and by any name: Google's, ISO 3166-2's, and the import's extra spellings")
    func lookupsAccept() {
        for (country, key, spellings) in Self.accepted {
            for spelling in spellings {
                #expect(country.addressFormat.subdivision(matching: spelling)?.subdivision.key == key, "\(country.rawValue) \(spelling)")
            }
        }
        #expect(CountryCode.us.addressFormat.subdivision(matching: "CA")?.spelling == .key)
        #expect(CountryCode.us.addressFormat.subdivision(matching: "US-CA")?.spelling == .isoCode)
        #expect(CountryCode.us.addressFormat.subdivision(matching: "California")?.spelling == .name)
        #expect(CountryCode.jp.addressFormat.subdivision(matching: "Tokyo")?.spelling == .latinName)
        #expect(CountryCode.ca.addressFormat.subdivision(matching: "Québec")?.spelling == .name)  // folds to Quebec
        #expect(CountryCode.ca.addressFormat.subdivision(matching: "Colombie-Britannique")?.spelling == .localName)
        #expect(CountryCode.us.addressFormat.subdivision(code: "ca")?.key == "CA")
        #expect(CountryCode.us.addressFormat.subdivision(code: "California") == nil)
        #expect(CountryCode.us.addressFormat.subdivision(named: "california")?.key == "CA")
        #expect(CountryCode.us.addressFormat.subdivision(named: "CA") == nil)
        #expect(CountryCode.us.addressFormat.subdivision(code: "CA")?.iso3166Code == "US-CA")
        #expect(CountryCode.es.addressFormat.subdivision(code: "B")?.iso3166Code == nil)
    }

    @Test("made-up subdivisions and another country's are not found")
    func lookupsReject() {
        let countries: [CountryCode] = [.us, .ca, .au, .mx, .br, .it, .es, .jp, .cn, .in, .ar]
        for country in countries {
            let format = country.addressFormat
            for madeUp in ["Narnia", "ZZ", "XX-1", "", "   ", "Californiaa"] {
                #expect(format.subdivision(matching: madeUp) == nil, "\(country.rawValue) \(madeUp)")
            }
            let foreign = country == .us ? ["Ontario", "ON", "US-ON", "Bavaria"] : ["Texas", "US-TX", "Wyoming", "WY"]
            for name in foreign {
                #expect(format.subdivision(matching: name) == nil, "\(country.rawValue) \(name)")
            }
        }
        #expect(CountryCode.gb.addressFormat.subdivisions.isEmpty)
        #expect(CountryCode.gb.addressFormat.subdivision(matching: "London") == nil)
    }

    @Test("folding: case, accents (composed or not), Latin letters without decomposition, spaces; other scripts kept")
    func folding() {
        #expect(Subdivision.fold("  São   Paulo ") == "sao paulo")
        #expect(Subdivision.fold("Sa\u{303}o Paulo") == "sao paulo")
        #expect(Subdivision.fold("ŁÓDŹ") == "lodz")
        #expect(Subdivision.fold("Straße") == "strasse")
        #expect(Subdivision.fold("Ivano-Frankivs’ka") == "ivano-frankivs'ka")
        #expect(Subdivision.fold("İstanbul") == "istanbul")
        #expect(Subdivision.fold("आंध्र प्रदेश") == "आंध्र प्रदेश")  // Devanagari vowel signs are not accents
        #expect(Subdivision.fold("東京都") == "東京都")
        #expect(Subdivision.fold("Ελλάδα") == "ελλάδα")  // only Latin letters lose their accents
        // A value of megabytes (a hostile state or country field) folds in one pass: each letter whose base is
        // several letters (ß → ss, Ł → l) was appended by copying the whole text so far.
        let long = String(repeating: "Straße Łódź ", count: 50_000)
        #expect(Subdivision.fold(long) == String(repeating: "strasse lodz ", count: 50_000).dropLast())
    }

    @Test("subdivision codes: exactly the countries whose keys are their ISO 3166-2 codes")
    func subdivisionCodes() {
        let countries = CountryCode.allCases.filter { $0.addressFormat.usesSubdivisionCodes }
        #expect(countries == [.au, .br, .ca, .it, .us])
    }

    @Test("address fields and their letters")
    func fields() {
        #expect(AddressField.allCases.map(\.letter) == ["N", "O", "A", "D", "C", "S", "Z", "X"])
        for field in AddressField.allCases {
            #expect(AddressField(letter: field.letter) == field)
        }
        #expect(AddressField(letter: "Q") == nil)
        #expect(AdministrativeAreaKind.doSi.displayName == "do/si")
        #expect(LocalityKind.postTown.displayName == "post town")
        #expect(PostalCodeKind.zip.displayName == "ZIP code")
    }
}

@Suite("Subdivision spelling folding")
struct FoldTests {
    @Test("the ASCII fast path and the general path fold alike (the accented twin takes the general path)")
    func asciiFastPath() {
        let pairs: [(ascii: String, accented: String, folded: String)] = [
            ("  New   South\tWales ", "  New   South\tWalés ", "new south wales"),
            ("\u{0B}x\u{0C}y\r\n", "\u{0B}x\u{0C}ý\r\n", "x y"),
            ("A\u{1F}B", "A\u{1F}B\u{301}", "a\u{1F}b"),  // U+001F is not White_Space in either path
            ("O'Higgins", "O’Higgins", "o'higgins"),
            ("", "\u{301}", ""),
        ]
        for pair in pairs {
            #expect(Subdivision.fold(pair.ascii) == pair.folded, "\(pair.ascii)")
            #expect(Subdivision.fold(pair.accented) == pair.folded, "\(pair.accented)")
        }
    }
}
