/// A top-level subdivision of a country (state, province, prefecture, ...), from Google's address metadata.
public struct Subdivision: Sendable, Hashable {
    /// The country.
    public let country: CountryCode
    /// Google's value for the address's state field: `CA` (US), `QC` (Canada), `Ags.` (Mexico), `北海道` (Japan),
    /// `Andhra Pradesh` (India).
    public let key: String
    /// The ISO 3166-2 code without the country part (`CA` for US-CA), when there is one.
    public let isoCode: String?
    /// The name in the country's default language (`California`, `Quebec`, `北海道`).
    public let name: String
    /// The Latin-script name where the default one is not Latin (`Hokkaido`, `Anhui Sheng`).
    public let latinName: String?
    /// Names in the country's other languages (`Québec`, `Illes Balears`, Hindi names in India).
    public let localNames: [String]
    /// A pattern the subdivision's postal codes start with (`^(?:pattern)`), when the metadata gives one
    /// (California: `9[0-5]|96[01]`).
    public let postalCodePrefixPattern: String?
    /// PayPal's values for it that none of the other spellings give: the codes of PayPal's REST state and province
    /// table (`TOKYO-TO`, `Q ROO`; Data/address/paypal-state-codes.tsv).
    public let paypalValues: [String]

    /// Creates a subdivision; the tables are generated from Data/address/subdivisions.tsv.
    init(
        country: CountryCode, key: String, isoCode: String?, name: String, latinName: String?, localNames: [String],
        postalCodePrefixPattern: String?, paypalValues: [String] = []
    ) {
        self.country = country
        self.key = key
        self.isoCode = isoCode
        self.name = name
        self.latinName = latinName
        self.localNames = localNames
        self.postalCodePrefixPattern = postalCodePrefixPattern
        self.paypalValues = paypalValues
    }

    /// A Chinese subdivision's Latin name without its Hanyu Pinyin type word (`Shanghai` for `Shanghai Shi`,
    /// `Ningxia` for `Ningxia Huizuzizhiqu`), as China's provinces are usually written in Latin letters; nil
    /// elsewhere. Sheng is a province, Shi a municipality, Zizhiqu (after a people's name) an autonomous region.
    ///
    /// Derived, not stored: a stored name made every subdivision copied on an address's path larger (0.2% more
    /// instructions on the broad benchmark corpus). The generator derives the same for the lookup index
    /// (`ReferenceData.Subdivision.latinShortName`), and SubdivisionIndexTests holds the two together.
    public var latinShortName: String? {
        guard country == .cn, let latinName else { return nil }
        let words = latinName.split(separator: " ")
        guard words.count >= 2, let last = words.last?.lowercased(),
            last == "sheng" || last == "shi" || last.hasSuffix("zizhiqu")
        else { return nil }
        return words.dropLast().joined(separator: " ")
    }

    /// Everyday forms of the name that leave out or spell out its type word, which lookups accept as well: a Chinese
    /// subdivision's `latinShortName`, and an Irish county without its "Co." (`Galway`) or with "County" written
    /// out (`County Galway`), as people in Ireland write them (Google's metadata writes `Co. Galway`; PayPal's own
    /// `CO GALWAY` is among `paypalValues`). Empty elsewhere. The generator derives the same for the lookup index
    /// (`ReferenceData.Subdivision.everydayNames`), and SubdivisionIndexTests holds the two together.
    public var everydayNames: [String] {
        if let latinShortName { return [latinShortName] }
        // By its code: the generator's golden test compiles this file with a fixture's handful of countries.
        guard country.rawValue == "IE", name.hasPrefix("Co. ") else { return [] }
        let county = name.dropFirst(4)
        return [String(county), "County " + county]
    }

    /// The full ISO 3166-2 code (`US-CA`), when there is one.
    public var iso3166Code: String? { isoCode.map { country.rawValue + "-" + $0 } }

    /// Every spelling lookups accept, each with what it is: key, ISO code (short and full), names, PayPal's values.
    public var spellings: [(spelling: String, kind: SubdivisionSpelling)] {
        var all: [(spelling: String, kind: SubdivisionSpelling)] = [(key, .key)]
        if let isoCode, let full = iso3166Code {
            all += [(isoCode, .isoCode), (full, .isoCode)]
        }
        all.append((name, .name))
        if let latinName { all.append((latinName, .latinName)) }
        // A form of the Latin name where there is one (China's), else of the name (Ireland's).
        all += everydayNames.map { ($0, latinName == nil ? .name : .latinName) }
        return all + localNames.map { ($0, .localName) } + paypalValues.map { ($0, .paypalValue) }
    }

    /// `text` as lookups compare it: lower case, without accents on Latin letters (also when typed decomposed),
    /// single spaces, trimmed. Other scripts are kept as written.
    ///
    /// `@inlinable`, handing a `String` to the folding itself, so that the byte loops run specialised for it (a
    /// caller in another module ran them generically, through witness tables).
    @inlinable
    public static func fold(_ text: some StringProtocol) -> String {
        fold(string: String(text))
    }

    /// `fold` of a `String`.
    @usableFromInline
    static func fold(string text: String) -> String {
        if let ascii = foldASCII(text) { return ascii }
        // Appended to a String: `String.UnicodeScalarView.append(contentsOf:)` replaced the view's end and copied the
        // whole text each time, so a 1.6 MB value of accented letters took 26 s.
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            // Combining diacritical marks (U+0300–U+036F): an accent typed as a separate character.
            if (0x0300...0x036F).contains(scalar.value) { continue }
            if pendingSpace {
                out += " "
                pendingSpace = false
            }
            if let base = latinBaseLetters(scalar.value) {
                out += base
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Subdivision {
    /// `fold` for ASCII text, byte by byte (most state fields are `CA` or `Ontario`): the same result as the
    /// general path, without Unicode case mapping. Nil when the text has a non-ASCII byte.
    static func foldASCII(_ text: some StringProtocol) -> String? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        // Written straight into the String's storage (no intermediate array: this runs for every address).
        return String(unsafeUninitializedCapacity: utf8.count) { out in
            var count = 0
            var pendingSpace = false
            for byte in utf8 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {  // Unicode White_Space in ASCII
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    out[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                out[count] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                count += 1
            }
            return count
        }
    }
}

/// Which spelling of a subdivision a lookup matched.
public enum SubdivisionSpelling: String, Sendable, Hashable, CaseIterable {
    /// Google's key (the value for the state field).
    case key
    /// The ISO 3166-2 code, short (`CA`) or full (`US-CA`).
    case isoCode
    /// The name in the default language.
    case name
    /// The Latin-script name.
    case latinName
    /// A name in another language.
    case localName
    /// A value of PayPal's state and province table that the address metadata does not have (`TOKYO-TO`).
    case paypalValue

    /// Whether this is a code (key or ISO code) rather than a name.
    ///
    /// The key counts as a code even where it is a name (India's `Andhra Pradesh`): it is the value the
    /// metadata writes in the state field.
    public var isCode: Bool { self == .key || self == .isoCode }

    /// Whether PayPal's REST APIs take this spelling in the state field as it is: a code, or PayPal's own value.
    public var isPayPalValue: Bool { isCode || self == .paypalValue }
}

/// A subdivision found by a lookup, with the spelling that matched.
public struct SubdivisionMatch: Sendable, Hashable {
    /// The subdivision.
    public let subdivision: Subdivision
    /// Which of its spellings matched.
    public let spelling: SubdivisionSpelling
    /// Where the subdivision is in its country's list (`AddressFormat.subdivisions`), as the lookup found it: the
    /// validator's per-subdivision tables are read by it, with no second search by key.
    package let position: Int
}
