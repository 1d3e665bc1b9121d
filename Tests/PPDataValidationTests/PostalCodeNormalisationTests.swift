import PPData
import Testing

@testable import PPDataValidation

/// A postal code that is right but for its form: the corrected code `normalizedPostalCode` suggests (letter case,
/// spaces, digits of another width or script, the envelope prefix: the metadata's, or the country's own vehicle sign
/// or ISO code, or Japan's postal mark), and nothing where the rest is no code of the country or the prefix is another
/// country's.
@Suite("Postal codes: the form corrected")
struct PostalCodeNormalisationTests {
    static let normalisations: [(CountryCode, String, String?)] = [
        (.gb, "sw1a1aa", "SW1A 1AA"),
        (.gb, " sw1a  1aa ", "SW1A 1AA"),
        (.gb, "ec1y8sy", "EC1Y 8SY"),
        (.gb, "m25bq", "M2 5BQ"),
        (.gb, "bfpo61", "BFPO 61"),
        (.ca, "h3z2y7", "H3Z 2Y7"),
        (.ca, "H3Z-2Y7", "H3Z 2Y7"),
        (.us, "950141234", "95014-1234"),
        (.us, "95014–1234", "95014-1234"),  // en dash
        (.jp, "１５４－００２３", "154-0023"),
        (.jp, "１５４００２３", "154-0023"),
        (.nl, "1234ab", "1234 AB"),
        (.pl, "00950", "00-950"),
        (.ie, "a65f4e2", "A65 F4E2"),
        (.ch, "CH-8001", "8001"),
        (.ch, "ch 8001", "8001"),
        (.se, "SE-11455", "11455"),
        (.de, "D-10115", "10115"),
        (.de, "DE-10115", "10115"),
        (.de, "d-10115", "10115"),
        (.fr, "F-75001", "75001"),
        (.at, "A-1010", "1010"),
        (.fi, "SF-00100", "00100"),
        (.si, "SLO-1000", "1000"),
        (.jp, "〒100-0001", "100-0001"),
        (.jp, "〒 １０００００１", "100-0001"),
        (.de, "D-1011", nil),  // the rest is no German code either
        (.de, "ABCD-10115", nil),  // no sign of Germany's
        (.jp, "100〒0001", nil),  // the mark only in front
        (.de, "DEU-10115", "10115"),
        // Another country's sign is no form of this country's code: B-1000 is Brussels, not Luxembourg's 1000.
        (.lu, "B-1000", nil), (.at, "CH-8001", nil), (.de, "F-75001", nil), (.ch, "D-8001", nil), (.dk, "S-2100", nil),
        (.pt, "E-1000-001", nil), (.cz, "SK-110 00", nil), (.us, "NY-10001", nil),
        (.us, "9501", nil),
        (.gb, "XYZ 123", nil),
        (.us, "95014", nil),  // valid already
        (.us, "٩٥٠١٤", "95014"),
        (.lt, "LT-01103", "01103"), (.lu, "L-1728", "1728"),
        // Without the letters every code of the country starts with: put back.
        (.sv, "1101", "CP 1101"), (.lv, "1073", "LV-1073"), (.ad, "100", "AD100"), (.vg, "1110", "VG1110"),
        (.sv, "9999", nil),  // no El Salvador code with the letters either
        // Not where the examples share a letter by chance (the second review): Ireland's `A65 F4E2`, Eswatini's `H100`.
        (.ie, "02 X285", nil), (.sz, "201", nil),
    ]

    @Test("normalised suggestions when case, spacing, width or the envelope prefix is all that is wrong", arguments: normalisations)
    func normalisation(country: CountryCode, input: String, expected: String?) {
        #expect(country.addressFormat.normalizedPostalCode(input) == expected, "\(country.rawValue) \(input)")
    }
}
