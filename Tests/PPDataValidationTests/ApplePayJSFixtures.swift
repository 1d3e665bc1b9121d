@testable import PPDataValidation

/// Apple Pay JS requests for the suites that test one member at a time.
enum ApplePayJSFixtures {
    /// A valid request plus `extra` members (a JSON object's members, without braces), checked as `apple-pay-js`
    /// at `version` (a current version when nil).
    static func report(_ extra: String, version: Int? = nil) -> ValidationReport {
        let text = """
            {"countryCode": "US", "currencyCode": "USD", "supportedNetworks": ["visa"],
             "merchantCapabilities": ["supports3DS"], "total": {"label": "Acme", "amount": "10.00"}\(extra.isEmpty ? "" : ", " + extra)}
            """
        var options = V1AppleFixtures.options
        options.applePayVersion = version
        return PaymentValidator(options: options).validate(text, as: .applePayJS)
    }
}
