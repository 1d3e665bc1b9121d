import PPData
import Testing

@testable import PPDataValidation

/// INVALID_STATE against the names PayPal's own replies write: a Chinese province without its type word
/// (`Shanghai`), a Canadian or Australian name in a Payments v1 address (`Ontario`).
@Suite("Addresses: subdivision names PayPal writes")
struct SubdivisionNameTests {
    @Test("a Chinese province's Latin name without its type word is a spelling of it, in every shape and for C2")
    func chineseShortNames() {
        for shape in ["orders-v2", "payments-v1", "paypal", "apple-pay"] {
            for (state, city) in [("Shanghai", "Shanghai"), ("Ningxia", "Yinchuan"), ("guangdong", "Guangzhou")] {
                let report = validateAddress(address(shape, country: "CN", city: city, state: state, postal: "200000"))
                #expect(report.codes == [], "\(shape) \(state): \(report.diagnostics)")
            }
        }
        // PayPal's sandbox buyer for China worldwide (a Payments v1 sale, 2020).
        #expect(validateAddress(address("payments-v1", country: "C2", city: "Shanghai", state: "Shanghai", postal: "200000")).codes == [])
        // Shanxi and Shaanxi stay apart; the full Latin name still matches.
        let shanxi = CountryCode.cn.addressFormat.subdivision(matching: "Shanxi")
        #expect(shanxi?.subdivision.isoCode == "SX")
        #expect(CountryCode.cn.addressFormat.subdivision(matching: "Shaanxi")?.subdivision.isoCode == "SN")
        #expect(CountryCode.cn.addressFormat.subdivision(matching: "Shanghai Shi")?.subdivision.isoCode == "SH")
    }

    @Test("Payments v1: a name instead of the code is a warning outside the US (PayPal's replies carry names)")
    func paymentsV1Names() throws {
        let ontario = validateAddress(address("payments-v1", country: "CA", city: "Toronto", state: "Ontario", postal: "M5A 1E1"))
        #expect(ontario.codes == [.invalidState])
        #expect(ontario.diagnostics.first?.severity == .warning)
        #expect(ontario.diagnostics.first?.suggestion == "ON")
        let victoria = validateAddress(address("payments-v1", country: "AU", city: "Melbourne", state: "Victoria", postal: "3001"))
        #expect(victoria.diagnostics.map(\.severity) == [.warning])
        let california = validateAddress(address("payments-v1", country: "US", city: "San Jose", state: "California", postal: "95131"))
        #expect(california.codes == [.invalidState])
        #expect(california.diagnostics.first?.severity == .error)
        // A misspelt name is still an error there.
        let misspelt = validateAddress(address("payments-v1", country: "CA", city: "Toronto", state: "Ontaryo", postal: "M5A 1E1"))
        #expect(misspelt.diagnostics.map(\.severity) == [.error])
    }
}
