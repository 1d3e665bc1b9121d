import PPData
@testable import PPDataValidation
import Testing

/// PayPal's own state values (Data/address/paypal-state-codes.tsv, its REST "State and province codes" tables): the
/// values PayPal's REST APIs take and return are accepted in every shape, including those the address metadata
/// writes otherwise (`TOKYO-TO` for 東京都, `Q ROO` for Quintana Roo, `BC` for B.C.).
@Suite("Addresses: PayPal's state and province codes")
struct PayPalStateCodeTests {
    /// (country, PayPal's value, city, postal code, the subdivision's key).
    static let values: [(String, String, String, String, String)] = [
        ("JP", "TOKYO-TO", "Shibuya-ku", "150-0053", "東京都"),
        ("JP", "OSAKA-FU", "Osaka-shi", "530-0001", "大阪府"),
        ("JP", "Kyoto-fu", "Kyoto-shi", "600-8001", "京都府"),
        ("JP", "AICHI-KEN", "Nagoya-shi", "450-0001", "愛知県"),
        ("JP", "HOKKAIDO", "Sapporo-shi", "060-0001", "北海道"),
        ("MX", "Q ROO", "Cancún", "77500", "Q.R."),
        ("MX", "BC", "Tijuana", "22000", "B.C."),
        ("MX", "CDMX", "Ciudad de México", "06000", "CDMX"),
        ("MX", "DF", "Ciudad de México", "06000", "CDMX"),
        ("MX", "COAH", "Saltillo", "25000", "Coah."),
        ("MX", "TAMPS", "Reynosa", "88500", "Tamps."),
        ("IN", "Delhi (NCT)", "New Delhi", "110001", "Delhi"),
        ("TH", "Chumphon", "Mueang Chumphon", "86000", "ชุมพร"),
    ]

    @Test("PayPal's values name their subdivisions, with no finding in any shape", arguments: values.indices)
    func accepted(index: Int) throws {
        let (country, value, city, postal, key) = Self.values[index]
        let code = try #require(CountryCode(rawValue: country))
        let match = try #require(code.addressFormat.subdivision(matching: value))
        #expect(match.subdivision.key == key)
        // HOKKAIDO was already the Latin name, and Chumphon is ISO 3166-2's name (an other name); every other value is
        // a code or PayPal's own.
        #expect(match.spelling.isPayPalValue || match.spelling == .latinName && value == "HOKKAIDO"
            || match.spelling == .localName && value == "Chumphon")
        for shape in AddressFixtures.shapes.map(\.name) {
            let report = validateAddress(address(shape, country: country, city: city, state: value, postal: postal))
            #expect(report.diagnostics.isEmpty, "\(country) \(shape) \(value): \(report.diagnostics.map(\.message))")
        }
    }

    @Test("a value PayPal lists elsewhere, or for no subdivision the metadata has, is still reported")
    func stillReported() {
        // "TOKYO-TO" is PayPal's value in Japan, not in Mexico; India's Army Post Office has no subdivision here.
        #expect(validateAddress(address("orders-v2", country: "MX", city: "Cancún", state: "TOKYO-TO", postal: "77500")).codes == [.invalidState])
        #expect(validateAddress(address("orders-v2", country: "IN", city: "New Delhi", state: "APO", postal: "110001")).codes == [.invalidState])
        // A PayPal value still has to fit the postal code: BC (Baja California) is not Quintana Roo's 77500.
        let mismatch = validateAddress(address("payments-v1", country: "MX", city: "Cancún", state: "BC", postal: "77500"))
        #expect(mismatch.codes == [.invalidPostalCode])
    }

    @Test("where the country writes codes, PayPal's value counts as its code in PayPal's shapes")
    func codeCountries() {
        #expect(SubdivisionSpelling.paypalValue.isPayPalValue && !SubdivisionSpelling.paypalValue.isCode)
        #expect(SubdivisionSpelling.allCases.filter(\.isPayPalValue) == [.key, .isoCode, .paypalValue])
    }
}
