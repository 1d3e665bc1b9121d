import Testing

@testable import PPDataValidation

/// `ApplePayApplicationData`: base64 of at most 1,024 bytes, as PassKit measures it after Safari decodes it.
@Suite("Apple Pay applicationData: base64, at most 1,024 bytes")
struct ApplePayApplicationDataTests {
    func reading(_ text: String) -> ApplePayApplicationData.Reading {
        var text = text
        return text.withUTF8(ApplePayApplicationData.reading)
    }

    @Test("base64 is read to its decoded size; other text is not base64")
    func readings() {
        #expect(reading("") == .base64(0))
        #expect(reading("eyJvcmRlciI6MX0=") == .base64(11))
        #expect(reading("YWJj") == .base64(3) && reading("YWI=") == .base64(2) && reading("YQ==") == .base64(1))
        #expect(reading("YWJ") == .notBase64, "unpadded: Foundation refuses it")
        for text in ["order-123", "{\"order\":1}", "YW Jj", "YQ==YQ==", "Y===", "YWJj\n"] {
            #expect(reading(text) == .notBase64, "\(text)")
        }
    }

    @Test("more than 1,024 decoded bytes is an error in both kinds; text that is not base64 a warning in Apple Pay JS")
    func limitsAndWarnings() throws {
        let fits = String(repeating: "QUJD", count: 341) + "QQ=="  // 1,024 bytes
        let over = String(repeating: "QUJD", count: 342)  // 1,026 bytes
        #expect(ApplePayJSFixtures.report(#""applicationData": "\#(fits)""#).diagnostics.isEmpty)
        let web = ApplePayJSFixtures.report(#""applicationData": "\#(over)""#)
        #expect(web.codes == [.invalidStringLength] && !web.isValid && web.diagnostics.first?.message.contains("1026 bytes") == true)
        let native = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":"Acme","amount":"10.00"}],"applicationData":"\#(over)"}"#,
            as: .applePay)
        #expect(native.codes == [.invalidStringLength] && native.diagnostics.first?.path == "/applicationData")
        let raw = ApplePayJSFixtures.report(#""applicationData": "order-123""#)
        #expect(raw.isValid && raw.codes == [.invalidParameterSyntax] && raw.diagnostics.first?.severity == .warning)
        // A number or boolean is the text Safari converts it to, judged as text: `7` is "7", no base64, dropped (a
        // warning); `1234` and `true` decode as their text does.
        let seven = ApplePayJSFixtures.report(#""applicationData": 7"#)
        #expect(seven.isValid && seven.codes == [.invalidParameterSyntax] && seven.diagnostics.first?.severity == .warning)
        #expect(seven.diagnostics.first?.message.contains("is not base64 text") == true)
        #expect(ApplePayJSFixtures.report(#""applicationData": 1234"#).diagnostics.isEmpty)
        #expect(ApplePayJSFixtures.report(#""applicationData": true"#).diagnostics.isEmpty)
    }
}
