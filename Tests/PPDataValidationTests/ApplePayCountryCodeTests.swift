import Testing

@testable import PPDataValidation

/// `ApplePayCountryCode`: a request's country codes judged against ICU's list of regions, which WebKit and PassKit
/// check them against, in both Apple kinds.
@Suite("Apple Pay country codes: ICU's regions")
struct ApplePayCountryCodeTests {
    /// The findings of an Apple Pay JS request and of a PassKit request whose `countryCode` is `country` and whose
    /// `supportedCountries` is `[country]`.
    func findings(_ country: String) -> (web: [Diagnostic], native: [Diagnostic]) {
        let web = ApplePayJSFixtures.report(#""supportedCountries": ["\#(country)"]"#, version: 3)
        let native = PaymentValidator().validate(
            #"{"countryCode":"\#(country)","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":"Acme","amount":"10.00"}],"supportedCountries":["\#(country)"]}"#,
            as: .applePay)
        return (web.diagnostics, native.diagnostics)
    }

    @Test("a region ICU adds to ISO 3166-1 is a warning: Apple Pay accepts it", arguments: ["XK", "IC", "EA", "DG", "CQ"])
    func regionsBeyondISO(_ code: String) {
        let (web, native) = findings(code)
        #expect(web.map(\.path) == ["/supportedCountries/0"])
        #expect(native.map(\.path) == ["/countryCode", "/supportedCountries/0"])
        for finding in web + native {
            #expect(finding.code == .invalidCountryCode && finding.severity == .warning && finding.message.contains("Apple Pay accepts it"))
        }
    }

    @Test("a withdrawn code is an error: ICU's list leaves it out", arguments: ["AN", "CS"])
    func withdrawn(_ code: String) {
        let (web, native) = findings(code)
        for finding in web + native {
            #expect(finding.code == .countryCodeWithdrawn && finding.severity == .error, "\(finding.message)")
        }
        #expect(native.first?.suggestion != nil && web.count == 1 && native.count == 2)
        // Elsewhere a withdrawn code stays a warning: PayPal's table lists it.
        let address = PaymentValidator().validate(
            #"{"address_line_1":"Breedestraat 1","admin_area_2":"Willemstad","country_code":"\#(code)"}"#, as: .address)
        #expect(address.diagnostics.first?.severity == .warning)
    }

    @Test("ISO codes pass; other codes, and ISO codes in lower case, are errors")
    func others() {
        #expect(findings("FR").web.isEmpty && findings("FR").native.isEmpty)
        for code in ["EU", "ZZ", "QO", "UK", "fr"] {
            let (web, native) = findings(code)
            #expect(!web.isEmpty && (web + native).allSatisfy { $0.code == .invalidCountryCode && $0.severity == .error }, "\(code)")
        }
    }
}
