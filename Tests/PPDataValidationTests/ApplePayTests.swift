import Foundation
import Testing

@testable import PPDataValidation

@Suite("Apple Pay rules")
struct ApplePayTests {
    private let validator = PaymentValidator()

    private func report(_ json: String) -> ValidationReport {
        validator.validate(json, as: .applePay)
    }

    /// A minimal valid request with `summary` as its paymentSummaryItems and extra top-level members.
    private func request(summary: String, extra: String = "") -> String {
        """
        {"merchantIdentifier": "merchant.com.example.acme", "countryCode": "US", "currencyCode": "USD",
         "supportedNetworks": ["visa", "masterCard"], "merchantCapabilities": ["3DS"],
         "paymentSummaryItems": \(summary)\(extra.isEmpty ? "" : ", " + extra)}
        """
    }

    @Test("failing fixture and passing twin", arguments: V1AppleFixtures.cases(.applePay))
    func fixturePair(_ pair: V1AppleFixtures.Case) throws {
        try V1AppleFixtures.check(pair)
    }

    @Test func everyAppleCodeHasAFixturePair() {
        let codes = Set(V1AppleFixtures.cases(.applePay).map(\.code))
        let required: Set<String> = [
            "MISSING_REQUIRED_PARAMETER", "INVALID_PARAMETER_SYNTAX", "INVALID_PARAMETER_VALUE", "INVALID_STRING_LENGTH",
            "INVALID_ARRAY_MIN_ITEMS", "INVALID_ARRAY_MAX_ITEMS", "NOT_SUPPORTED", "UNKNOWN_FIELD", "INVALID_COUNTRY_CODE",
            "COUNTRY_CODE_WITHDRAWN",
            "INVALID_CURRENCY_CODE", "CURRENCY_NOT_SUPPORTED", "CURRENCY_IN_COUNTRY_ONLY", "DECIMALS_NOT_SUPPORTED",
            "DECIMAL_PRECISION", "MAX_VALUE_EXCEEDED", "CANNOT_BE_NEGATIVE", "AMOUNT_MISMATCH", "EMV_WITHOUT_UNIONPAY",
            "UNKNOWN_PAYMENT_NETWORK", "PENDING_TOTAL", "PENDING_AMOUNT_NOT_ZERO", "DUPLICATE_IDENTIFIER",
            "INVALID_EMAIL", "INVALID_PHONE",
        ]
        #expect(required.subtracting(codes).isEmpty, "no fixture for \(required.subtracting(codes).sorted())")
        let severities = Dictionary(V1AppleFixtures.cases(.applePay).map { ($0.code, $0.severity) }) { a, _ in a }
        for code in ["CURRENCY_NOT_SUPPORTED", "EMV_WITHOUT_UNIONPAY", "PENDING_TOTAL", "AMOUNT_MISMATCH",
            "PENDING_AMOUNT_NOT_ZERO"]
        {
            #expect(severities[code] == "warning", "\(code) is a warning for apple-pay")
        }
    }

    @Test("the Apple Pay book chapter's (Payment Request Workflow) request validates clean and is detected as apple-pay")
    func seedRequest() throws {
        let text = try V1AppleFixtures.text(.applePay, "base")
        let report = validator.validate(text)
        #expect(report.kind == .applePay)
        #expect(report.diagnostics.isEmpty, "\(V1AppleFixtures.describe(report))")
    }

    @Test("a pending fare: only the PENDING_TOTAL warning, no mismatch without final line items")
    func pendingRideFare() {
        let r = report(request(summary: """
            [{"label": "Estimated fare", "amount": "0", "type": "pending"},
             {"label": "Taxi Co", "amount": "20.00", "type": "pending"}]
            """))
        #expect(r.codes == ["PENDING_TOTAL"])
        #expect(r.isValid)
        #expect(r.diagnostics.first?.path == "/paymentSummaryItems/1/type")
        #expect(r.diagnostics.first?.suggestion == "final")
    }

    @Test("pending line items are left out of the sum, and may omit their amount")
    func pendingLineItemsExcluded() {
        let r = report(request(summary: """
            [{"label": "Gizmo", "amount": "10.00"}, {"label": "Tip", "type": "pending"},
             {"label": "Service", "amount": "0.00", "type": "pending"}, {"label": "Acme", "amount": "10.00"}]
            """))
        #expect(r.diagnostics.isEmpty, "\(V1AppleFixtures.describe(r))")
    }

    @Test("negative line items are discounts; a total of 0 is allowed")
    func discountsAndZeroTotal() {
        let r = report(request(summary: """
            [{"label": "Gift card", "amount": "25.00"}, {"label": "Promotion", "amount": "-25.00"},
             {"label": "Acme", "amount": "0.00"}]
            """))
        #expect(r.diagnostics.isEmpty, "\(V1AppleFixtures.describe(r))")
    }

    @Test("JSON numbers are exact amounts: 0.1 + 0.2 is 0.3")
    func numberAmountsAreExact() {
        let r = report(request(summary: """
            [{"label": "A", "amount": 0.1}, {"label": "B", "amount": 0.2}, {"label": "Acme", "amount": 0.3}]
            """))
        #expect(r.diagnostics.isEmpty, "\(V1AppleFixtures.describe(r))")
        let wrong = report(request(summary: """
            [{"label": "A", "amount": 0.1}, {"label": "B", "amount": 0.2}, {"label": "Acme", "amount": 0.30000000000000004}]
            """))
        #expect(wrong.codes.contains("DECIMAL_PRECISION"))
    }

    @Test("the total mismatch states both sides and suggests the sum")
    func mismatchMessage() throws {
        let r = report(request(summary: """
            [{"label": "Gizmo", "amount": "45.00"}, {"label": "Tax", "amount": "3.60"},
             {"label": "Acme", "amount": "50"}]
            """))
        let d = try #require(r.diagnostics.first)
        #expect(d.code == .amountMismatch && d.severity == .warning)
        #expect(d.message.contains("50 is stated") && d.message.contains("48.60"))
        #expect(d.suggestion == "48.60")
        #expect(d.line == 4 && d.column == 30)
    }

    @Test("an unparseable line item stops the sum instead of guessing")
    func brokenLineItemSkipsMismatch() {
        let r = report(request(summary: """
            [{"label": "Gizmo", "amount": "forty"}, {"label": "Acme", "amount": "40.00"}]
            """))
        #expect(r.codes == ["INVALID_PARAMETER_SYNTAX"])
    }

    @Test("a line item of unknown type is not guessed into the sum")
    func unknownTypeSkipsMismatch() {
        let r = report(request(summary: """
            [{"label": "Gizmo", "amount": "10.00"}, {"label": "Tip", "amount": "2.00", "type": "Pending"},
             {"label": "Acme", "amount": "10.00"}]
            """))
        #expect(r.codes == ["INVALID_PARAMETER_VALUE"])
        #expect(r.diagnostics.first?.suggestion == "pending")
    }

    @Test("total at the limit, just over it, and out of range totals are not also compared")
    func totalLimits() {
        #expect(report(request(summary: #"[{"label": "Acme", "amount": "100000000"}]"#)).diagnostics.isEmpty)
        let over = report(request(summary: #"[{"label": "A", "amount": "100000001"}, {"label": "Acme", "amount": "100000001"}]"#))
        #expect(over.codes == ["MAX_VALUE_EXCEEDED"])
        let negative = report(request(summary: #"[{"label": "A", "amount": "5"}, {"label": "Acme", "amount": "-5"}]"#))
        #expect(negative.codes == ["CANNOT_BE_NEGATIVE"])
    }

    @Test("known network spellings: PassKit, Apple Pay on the Web, deprecated")
    func knownNetworks() {
        let r = report(request(summary: #"[{"label": "Acme", "amount": "1.00"}]"#).replacingOccurrences(
            of: #"["visa", "masterCard"]"#,
            with: #"["visa", "JCB", "jcb", "carteBancaire", "cartesBancaires", "chinaUnionPay", "eftpos", "mada", "NAPAS"]"#))
        #expect(r.diagnostics.isEmpty, "\(V1AppleFixtures.describe(r))")
    }

    /// PassKit compares a network's own value (`PKPaymentNetwork.visa.rawValue` is "Visa"), which a Swift app's
    /// `JSONEncoder` writes and Cap-go/capacitor-pay now hands it (issue #3: "visa" drew no payment sheet).
    @Test("PassKit's own network values name the same networks; another letter case does not")
    func networkRawValues() throws {
        let raw = report(request(summary: #"[{"label": "Acme", "amount": "1.00"}]"#).replacingOccurrences(
            of: #"["visa", "masterCard"]"#, with: #"["Visa", "MasterCard", "AmEx", "ChinaUnionPay", "iD", "QUICPay"]"#)
            .replacingOccurrences(of: #""3DS""#, with: #""3DS", "EMV""#))
        #expect(raw.diagnostics.isEmpty, "\(V1AppleFixtures.describe(raw))")  // ChinaUnionPay counts for EMV
        let shouted = report(request(summary: #"[{"label": "Acme", "amount": "1.00"}]"#).replacingOccurrences(
            of: #"["visa", "masterCard"]"#, with: #"["VISA"]"#))
        let finding = try #require(shouted.diagnostics.first)
        #expect(finding.code == .unknownPaymentNetwork && finding.severity == .error && finding.suggestion == "visa")
    }

    @Test("unknown networks suggest the nearest PassKit name", arguments: [
        ("PKPaymentNetworkVisa", "visa"), ("AMEX", "amex"), ("americanExpress", "amex"), ("Mastercard", "masterCard"),
        ("union_pay", "chinaUnionPay"), ("discovr", "discover"), ("maestero", "maestro"),
    ])
    func networkSuggestions(name: String, suggestion: String) throws {
        let r = report(request(summary: #"[{"label": "Acme", "amount": "1.00"}]"#).replacingOccurrences(
            of: #"["visa", "masterCard"]"#, with: "[\"\(name)\"]"))
        let d = try #require(r.diagnostics.first)
        #expect(r.diagnostics.count == 1)
        // PassKit refuses a network it does not know (`_PKPaymentValidateUnion`): an error.
        #expect(d.code == .unknownPaymentNetwork && d.severity == .error)
        #expect(d.suggestion == suggestion)
        #expect(d.message.contains(name))
    }

    @Test("networks are matched decoded: an escaped spelling is the network, a non-string is reported as one")
    func networksMatchedDecoded() {
        // "\u0061" is "a": the escaped spellings are visa and chinaUnionPay (so EMV has its UnionPay).
        let escaped = report(request(summary: #"[{"label": "Acme", "amount": "1.00"}]"#)
            .replacingOccurrences(of: #"["visa", "masterCard"]"#, with: #"["vis\u0061", "chin\u0061UnionPay"]"#)
            .replacingOccurrences(of: #"["3DS"]"#, with: #"["3DS", "EMV"]"#))
        #expect(escaped.diagnostics.isEmpty, "\(V1AppleFixtures.describe(escaped))")
        let number = report(request(summary: #"[{"label": "Acme", "amount": "1.00"}]"#).replacingOccurrences(
            of: #"["visa", "masterCard"]"#, with: #"["visa", 42]"#))
        #expect(number.diagnostics.map(\.code) == [.invalidParameterSyntax])
        #expect(number.diagnostics.first?.path == "/supportedNetworks/1")
    }

    @Test("capability spellings of the web, Swift and Objective-C map to PassKit's", arguments: [
        ("supports3DS", "3DS"), ("supportsEMV", "EMV"), ("capabilityCredit", "credit"),
        ("PKMerchantCapability3DS", "3DS"), ("supportsDebit", "debit"), ("3ds", "3DS"), ("emv", "EMV"),
    ])
    func capabilitySuggestions(name: String, suggestion: String) throws {
        let r = report(request(summary: #"[{"label": "Acme", "amount": "1.00"}]"#).replacingOccurrences(
            of: #"["3DS"]"#, with: "[\"3DS\", \"\(name)\"]"))
        let d = try #require(r.diagnostics.first)
        #expect(r.diagnostics.count == 1, "\(V1AppleFixtures.describe(r))")
        #expect(d.code == .invalidParameterValue && d.path == "/merchantCapabilities/1")
        #expect(d.suggestion == suggestion)
    }

    @Test("Delegated Apple Pay's PKPaymentRequest members are known: isDelegatedRequest a BOOL, attributionIdentifier text")
    func delegatedRequestMembers() {
        let summary = #"[{"label": "Acme", "amount": "1.00"}]"#
        let clean = report(request(summary: summary).replacingOccurrences(
            of: #""countryCode""#, with: #""isDelegatedRequest": true, "attributionIdentifier": "com.example.app", "countryCode""#))
        #expect(clean.codes == [], "\(V1AppleFixtures.describe(clean))")
        let wrong = report(request(summary: summary).replacingOccurrences(
            of: #""countryCode""#, with: #""isDelegatedRequest": "yes", "attributionIdentifier": 7, "countryCode""#))
        #expect(wrong.codes == ["INVALID_PARAMETER_SYNTAX", "INVALID_PARAMETER_SYNTAX"])
        #expect(Set(wrong.diagnostics.map(\.path)) == ["/isDelegatedRequest", "/attributionIdentifier"])
    }

    @Test("a misspelt chinaUnionPay is warned about once; EMV is then not also reported")
    func emvWithMisspeltUnionPay() {
        let r = report(request(summary: #"[{"label": "Acme", "amount": "1.00"}]"#)
            .replacingOccurrences(of: #"["visa", "masterCard"]"#, with: #"["visa", "unionpay"]"#)
            .replacingOccurrences(of: #"["3DS"]"#, with: #"["3DS", "EMV"]"#))
        #expect(r.codes == ["UNKNOWN_PAYMENT_NETWORK"])
    }

    @Test("contact phone numbers: national formats are accepted, nonsense is not", arguments: [
        ("(408) 555-0134", true), ("020 7946 0018", true), ("+44 20 7946 0018", true), ("408.555.0134", true),
        ("+14085550134", true), ("03-1234-5678", true), ("555-CALL-NOW", false), ("12", false), ("+0 20 7946 0018", false),
        ("1+2345678", false), ("+1 408 555 0134 9999 99", false), ("", false),
    ])
    func contactPhones(phone: String, accepted: Bool) {
        let r = report(request(
            summary: #"[{"label": "Acme", "amount": "1.00"}]"#,
            extra: "\"billingContact\": {\"phoneNumber\": \"\(phone)\"}"))
        #expect(r.diagnostics.isEmpty == accepted, "\(V1AppleFixtures.describe(r))")
        if !accepted {
            #expect(r.codes == ["INVALID_PHONE"])
            #expect(r.diagnostics.first?.path == "/billingContact/phoneNumber")
        }
    }

    @Test("a phone with separators around E.164 gets the compact form as suggestion")
    func phoneSuggestion() throws {
        let r = report(request(
            summary: #"[{"label": "Acme", "amount": "1.00"}]"#,
            extra: #""shippingContact": {"phoneNumber": "+1 (408) 555-0134 5555 55"}"#))
        let d = try #require(r.diagnostics.first)
        #expect(d.code == .invalidPhone)
        #expect(d.message.contains("17 digits"))
    }

    /// Apple Pay does not check a contact the request gives: an email address outside 3-254 characters is a warning
    /// like its other value findings, not the error that made the request invalid.
    @Test("a contact's email address of the wrong length is a warning")
    func contactEmailLength() throws {
        let long = String(repeating: "a", count: 250) + "@example.com"
        for email in [long, "x@"] {
            let r = report(request(
                summary: #"[{"label": "Acme", "amount": "1.00"}]"#, extra: "\"shippingContact\": {\"emailAddress\": \"\(email)\"}"))
            let d = try #require(r.diagnostics.first)
            #expect(r.codes == ["INVALID_STRING_LENGTH"] && d.severity == .warning && r.isValid, "\(V1AppleFixtures.describe(r))")
        }
    }

    @Test("duplicate shipping identifiers: positioned at the repeat, naming the first")
    func duplicateIdentifierPosition() throws {
        let json = """
            {"merchantIdentifier": "merchant.com.example.acme", "countryCode": "US", "currencyCode": "USD",
             "supportedNetworks": ["visa"], "merchantCapabilities": ["3DS"],
             "paymentSummaryItems": [{"label": "Acme", "amount": "5.00"}],
             "shippingMethods": [
               {"label": "Ground", "amount": "0.00", "identifier": "std"},
               {"label": "Express", "amount": "9.00", "identifier": "std"}]}
            """
        let r = report(json)
        let d = try #require(r.diagnostics.first)
        #expect(r.diagnostics.count == 1)
        #expect(d.code == .duplicateIdentifier && d.severity == .warning)  // WebKit accepts it
        #expect(d.path == "/shippingMethods/1/identifier")
        #expect(d.line == 6 && d.column == 57)
        #expect(d.message.contains("/shippingMethods/0/identifier") && d.message.contains("line 5"))
    }

    @Test("EMV without 3DS is allowed (Apple: at least one of the two); neither is an error")
    func capabilityProtocols() throws {
        func request(_ capabilities: String, networks: String = #"["visa", "chinaUnionPay"]"#) -> String {
            """
            {"merchantIdentifier": "merchant.com.example", "countryCode": "US", "currencyCode": "USD",
             "supportedNetworks": \(networks), "merchantCapabilities": \(capabilities),
             "paymentSummaryItems": [{"label": "Acme", "amount": "5.00"}]}
            """
        }
        #expect(report(request(#"["EMV"]"#)).diagnostics.isEmpty)
        #expect(report(request(#"["3DS", "EMV", "credit"]"#)).diagnostics.isEmpty)
        let neither = report(request(#"["credit", "debit"]"#))
        #expect(neither.codes == [.invalidParameterValue])
        #expect(neither.diagnostics.first?.message.contains("neither 3DS nor EMV") == true)
    }

    @Test("the postal address goes through the address component (Apple Pay shape)")
    func postalAddressShape() throws {
        let r = report(request(
            summary: #"[{"label": "Acme", "amount": "1.00"}]"#,
            extra: #""billingContact": {"postalAddress": {"street": "1 Main St", "city": "Beijing", "isoCountryCode": "C2"}}"#))
        let d = try #require(r.diagnostics.first)
        #expect(d.code == .invalidCountryCode && d.suggestion == "CN")
        #expect(d.path == "/billingContact/postalAddress/isoCountryCode")
    }

    @Test("a request with merchantCapabilities only is detected as apple-pay")
    func detection() {
        let r = validator.validate(#"{"merchantCapabilities": ["3DS"]}"#)
        #expect(r.kind == .applePay)
        #expect(r.codes.contains("MISSING_REQUIRED_PARAMETER"))
    }

    @Test("Examples/apple-pay-valid.json is clean; apple-pay-invalid.json shows typical mistakes")
    func examples() throws {
        let examples = V1AppleFixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let valid = validator.validate(
            try String(contentsOf: examples.appendingPathComponent("apple-pay-valid.json"), encoding: .utf8))
        #expect(valid.kind == .applePay)
        #expect(valid.diagnostics.isEmpty, "\(V1AppleFixtures.describe(valid))")
        let invalid = validator.validate(
            try String(contentsOf: examples.appendingPathComponent("apple-pay-invalid.json"), encoding: .utf8))
        #expect(invalid.kind == .applePay)
        #expect(!invalid.isValid)
        let expected: Set<DiagnosticCode> = [
            .invalidCountryCode, .invalidParameterValue, .unknownPaymentNetwork, .emvWithoutUnionPay,
            .decimalPrecision, .amountMismatch, .duplicateIdentifier, .invalidPhone, .missingRequiredParameter,
        ]
        #expect(expected.subtracting(invalid.codes).isEmpty, "\(V1AppleFixtures.describe(invalid))")
    }
}

@Suite("Apple Pay contact phones against phone metadata")
struct ApplePayContactPhoneMetadataTests {
    func codes(phone: String) throws -> [DiagnosticCode] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/apple-pay-valid.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        let range = try #require(text.range(of: #""phoneNumber": "[^"]*""#, options: .regularExpression))
        text.replaceSubrange(range, with: "\"phoneNumber\": \"\(phone)\"")
        return PaymentValidator().validate(text, as: .applePay).codes
    }

    @Test("international numbers are checked per region; national ones by syntax")
    func perRegion() throws {
        #expect(try codes(phone: "+1 415 555 0134").isEmpty)
        #expect(try codes(phone: "+44 20 7946 0958").isEmpty)
        #expect(try codes(phone: "+1 415 555 01") == [.invalidPhone])
        #expect(try codes(phone: "+999 1234 5678") == [.invalidPhone])
        #expect(try codes(phone: "(415) 555-0134").isEmpty)
    }
}
