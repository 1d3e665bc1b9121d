import Testing

@testable import PPDataValidation

/// Apple Pay JS requests whose scalars have the wrong type: WebIDL converts them (a number or boolean given for text
/// becomes its JavaScript text, anything given for a boolean its truth), so Safari takes the request and ppdata warns;
/// the converted text is then checked as text.
@Suite("Apple Pay JS scalar conversion")
struct ApplePayJSScalarConversionTests {
    /// The number literal → what JavaScript's `String(n)` gives (ECMA-262 Number::toString), or nil where binary
    /// rounding decides it.
    @Test(
        "a number's JavaScript text",
        arguments: [
            ("5411", "5411"), ("0", "0"), ("-0", "0"), ("-0.0e5", "0"), ("1.50", "1.5"), ("10.00", "10"),
            ("1e3", "1000"), ("1E+3", "1000"), ("12.5e-1", "1.25"), ("-1.5E+2", "-150"), ("0.1", "0.1"),
            ("0.000001", "0.000001"), ("0.0000001", "1e-7"), ("1.5e-7", "1.5e-7"), ("1e20", "100000000000000000000"),
            ("1e21", "1e+21"), ("123e25", "1.23e+27"), ("00012", "12"), ("999999999999999", "999999999999999"),
            ("1234567890123456", nil), ("0.1234567890123456", nil), ("1e400", nil), ("1e-400", nil), ("1e99999", nil),
        ] as [(String, String?)])
    func numberText(_ literal: String, _ expected: String?) {
        #expect(JSONView.scriptText(ofNumber: literal) == expected, "\(literal)")
    }

    @Test("a scalar's JavaScript text and truth, read from a document")
    func scalarsOfADocument() throws {
        let document = try JSONDocument.parse(
            #"{"t": true, "f": false, "n": 0.50, "z": -0e3, "s": "false", "e": "", "nil": null, "o": {}}"#)
        let root = document.root
        #expect(root["t"]?.view.scriptText == "true")
        #expect(root["f"]?.view.scriptText == "false")
        #expect(root["n"]?.view.scriptText == "0.5")
        #expect(root["s"]?.view.scriptText == nil, "text is not converted")
        #expect(root["s"]?.view.scriptTruth == true, "Boolean(\"false\") is true")
        #expect(root["e"]?.view.scriptTruth == false)
        #expect(root["n"]?.view.scriptTruth == true)
        #expect(root["z"]?.view.scriptTruth == false)
        #expect(root["t"]?.view.scriptTruth == nil, "a boolean needs no conversion")
        #expect(root["nil"]?.view.scriptTruth == nil)
        #expect(root["o"]?.view.scriptTruth == nil)
    }

    @Test("a number or boolean for text is a warning that names Safari's text, and the request stays valid")
    func textMembers() {
        let members: [(extra: String, path: String, text: String)] = [
            (#""couponCode": 1.50"#, "/couponCode", "1.5"),
            (#""merchantCategoryCode": 5411"#, "/merchantCategoryCode", "5411"),
            (#""lineItems": [{"label": 7, "amount": "10.00"}]"#, "/lineItems/0/label", "7"),
            (#""shippingMethods": [{"label": "Ground", "detail": true, "amount": "0.00", "identifier": 1}]"#,
             "/shippingMethods/0/detail", "true"),
            (#""shippingContact": {"postalCode": 95014, "countryCode": "US", "locality": "Cupertino", "administrativeArea": "CA", "addressLines": ["1 Infinite Loop"]}"#,
             "/shippingContact/postalCode", "95014"),
            (#""billingContact": {"addressLines": [1], "phoneNumber": 4085550100}"#, "/billingContact/addressLines/0", "1"),
        ]
        for member in members {
            let report = ApplePayJSFixtures.report(member.extra)
            #expect(report.isValid, "\(member.extra): \(report.diagnostics.map(\.message))")
            let found = report.diagnostics.first { $0.path == member.path }
            #expect(found?.code == .invalidParameterSyntax && found?.severity == .warning, "\(member.extra)")
            #expect(found?.suggestion == "\"\(member.text)\"", "\(member.extra)")
            #expect(found?.message.contains("Safari converts it to the text \"\(member.text)\"") == true)
            #expect(report.diagnostics.allSatisfy { $0.severity == .warning }, "\(member.extra)")
        }
        // Both of the shipping method's converted members and both of the billing contact's are reported.
        #expect(ApplePayJSFixtures.report(members[3].extra).diagnostics.map(\.path)
            == ["/shippingMethods/0/detail", "/shippingMethods/0/identifier"])
        #expect(ApplePayJSFixtures.report(members[5].extra).diagnostics.map(\.path).sorted()
            == ["/billingContact/addressLines/0", "/billingContact/phoneNumber"])
    }

    /// The fix is a JSON literal, so it is said in the message, not given as a suggestion (shown quoted, read as
    /// text: `"false"` again).
    @Test("text or a number for a boolean is a warning saying what Safari reads and what to write")
    func booleanMembers() {
        let cases: [(extra: String, reads: Bool, fix: String)] = [
            (#""supportsCouponCode": "false""#, true, "write false without quotes"),
            (#""supportsCouponCode": """#, false, "write false"),
            (#""supportsCouponCode": "yes""#, true, "write true"),
            (#""isDelegatedRequest": 0"#, false, "write false"),
            (#""isDelegatedRequest": 2"#, true, "write true"),
        ]
        for (extra, reads, fix) in cases {
            let report = ApplePayJSFixtures.report(extra)
            #expect(report.isValid, "\(extra)")
            #expect(report.diagnostics.count == 1, "\(extra)")
            let found = report.diagnostics.first
            #expect(found?.severity == .warning && found?.code == .invalidParameterSyntax, "\(extra)")
            #expect(found?.message.contains("Safari reads it as \(reads)") == true, "\(extra): \(found?.message ?? "")")
            #expect(found?.message.hasSuffix(fix) == true, "\(extra): \(found?.message ?? "")")
            #expect(found?.suggestion == nil, "\(extra)")
        }
        // An object or an array is no scalar: WebKit converts it too, but no JSON producer means a boolean by it.
        #expect(ApplePayJSFixtures.report(#""supportsCouponCode": {}"#).codes == ["INVALID_PARAMETER_SYNTAX"])
        #expect(ApplePayJSFixtures.report(#""supportsCouponCode": {}"#).diagnostics.first?.severity == .error)
    }

    @Test("the converted text is checked as text: a number is no network, shipping type, country or contact field")
    func closedSetsStayErrors() {
        let cases: [(extra: String, code: DiagnosticCode, path: String)] = [
            (#""shippingType": 5"#, .invalidParameterValue, "/shippingType"),
            (#""lineItems": [{"label": "Tax", "amount": "1.00", "type": 1}]"#, .invalidParameterValue, "/lineItems/0/type"),
            (#""requiredShippingContactFields": [7]"#, .invalidParameterValue, "/requiredShippingContactFields/0"),
            (#""supportedCountries": [840]"#, .invalidCountryCode, "/supportedCountries/0"),
        ]
        for (extra, code, path) in cases {
            let report = ApplePayJSFixtures.report(extra)
            #expect(report.diagnostics.map(\.code) == [code], "\(extra): \(report.diagnostics.map(\.message))")
            #expect(report.diagnostics.first?.path == path && report.diagnostics.first?.severity == .error)
        }
        let network = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":[5],"merchantCapabilities":["supports3DS"],"total":{"label":"Acme","amount":"1.00"}}"#,
            as: .applePayJS)
        #expect(network.diagnostics.map(\.code) == [.unknownPaymentNetwork])
        #expect(network.diagnostics.first?.message.hasPrefix("\"5\" is not") == true)
        // A merchant category code converted from a number is checked as the text it becomes.
        let category = ApplePayJSFixtures.report(#""merchantCategoryCode": 54110"#)
        #expect(category.diagnostics.count == 2 && category.isValid)
        #expect(category.diagnostics.last?.message.contains("\"54110\" is not a four-digit") == true)
    }

    @Test("null for a text member is a warning: Safari holds the text \"null\"")
    func nullText() {
        let cases: [(extra: String, path: String, advice: String)] = [
            (#""couponCode": null"#, "/couponCode", "leave it out"),
            (#""billingContact": {"locality": null, "phoneNumber": null, "emailAddress": null}"#, "/billingContact/locality", "leave it out"),
            (#""shippingMethods": [{"label": "Ground", "detail": null, "amount": "0.00", "identifier": "g"}]"#,
             "/shippingMethods/0/detail", "write the text it should hold"),  // required: absent, WebKit throws
        ]
        for (extra, path, advice) in cases {
            let report = ApplePayJSFixtures.report(extra)
            #expect(report.isValid, "\(extra)")
            let found = report.diagnostics.first { $0.path == path }
            #expect(found?.severity == .warning && found?.code == .invalidParameterSyntax, "\(extra)")
            #expect(found?.message.hasSuffix(advice) == true, "\(found?.message ?? "")")
        }
        #expect(ApplePayJSFixtures.report(cases[1].extra).diagnostics.map(\.path).sorted()
            == ["/billingContact/emailAddress", "/billingContact/locality", "/billingContact/phoneNumber"])
        // The total's label is required: null is "null" to Safari, which takes it; absent, Safari throws.
        let label = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":null,"amount":"1.00"}}"#,
            as: .applePayJS)
        #expect(label.isValid && label.diagnostics.count == 1)
        #expect(label.diagnostics.first?.message.hasSuffix("write the text it should hold") == true)
        // Members that are no text keep their own reading of null: a list is refused, a contact is empty.
        #expect(ApplePayJSFixtures.report(#""lineItems": null"#).isValid == false)
        #expect(ApplePayJSFixtures.report(#""shippingContact": null"#).diagnostics.isEmpty)
        // PassKit requests take null as absent.
        let passKit = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":"Store","amount":"1.00"}],"couponCode":null}"#,
            as: .applePay)
        #expect(passKit.diagnostics.isEmpty, "\(passKit.diagnostics.map(\.message))")
    }

    @Test("PassKit requests convert nothing: a number for a label stays an error there")
    func passKitIsExact() {
        let report = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":7,"amount":"1.00"}]}"#,
            as: .applePay)
        #expect(report.diagnostics.map(\.code) == [.invalidParameterSyntax])
        #expect(report.diagnostics.first?.severity == .error)
        #expect(report.diagnostics.first?.message.contains("must be a string") == true)
    }

    @Test("a number for an amount is read as JavaScript's text; a number for a code is reported once")
    func numberAmountsAndCodes() {
        #expect(ApplePayJSFixtures.report(#""lineItems": [{"label": "A", "amount": 3.6e0}, {"label": "B", "amount": 6.4}]"#).diagnostics.isEmpty)
        #expect(ApplePayJSFixtures.report(#""lineItems": [{"label": "A", "amount": 10.000}]"#).diagnostics.isEmpty,
            "48.600 is \"48.6\" to Safari: no places past the currency's")
        let currency = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":840,"supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Acme","amount":"1.00"}}"#,
            as: .applePayJS)
        #expect(currency.codes == [.invalidCurrencyCode], "\(currency.diagnostics.map(\.message))")
    }
}

/// `ApplePayJSIntervalCount`: `recurringPaymentIntervalCount` as WebIDL's `unsigned long` conversion reads it, and
/// PassKit's refusal of a count below 1.
@Suite("Apple Pay JS: recurringPaymentIntervalCount as an unsigned long")
struct ApplePayJSIntervalCountTests {
    /// The findings at the count of a recurring line item whose count is `count` (a JSON literal).
    func findings(_ count: String) -> [Diagnostic] {
        let report = ApplePayJSFixtures.report(
            #""lineItems": [{"label": "Plan", "amount": "10.00", "paymentTiming": "recurring", "recurringPaymentIntervalCount": \#(count)}]"#)
        return report.diagnostics.filter { $0.path == "/lineItems/0/recurringPaymentIntervalCount" }
    }

    @Test("whole numbers from 1 to 4294967295 pass, as JavaScript reads them", arguments: ["1", "3", "12", "4294967295", "5.0", "3e0", "1.2e1"])
    func wholeNumbers(_ count: String) {
        #expect(findings(count).isEmpty)
    }

    @Test("only a recurring item's count reaches PassKit")
    func otherTimings() {
        let report = ApplePayJSFixtures.report(
            #""lineItems": [{"label": "Now", "amount": "10.00", "recurringPaymentIntervalCount": 0}]"#)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    @Test("a value Safari reads as 0 is an error: PassKit refuses a count below 1",
          arguments: ["0", "null", "false", #""""#, #""  ""#, #""monthly""#, "0.5", "-0.9", #""Infinity""#, "4294967296",
                      "1e-7", "1e32", "1e400", #""1e-5""#, #""0xZZ""#, #""0b102""#, #""1e5.5""#, #""5""#])
    func readsAsZero(_ count: String) throws {
        let found = try #require(findings(count).first, "\(count)")
        #expect(found.severity == .error && found.code == .invalidParameterSyntax, "\(count): \(found.message)")
    }

    @Test("another value is a warning naming what Safari reads", arguments: [
        (#""3""#, "3"), (#"" 6 ""#, "6"), ("2.5", "2"), (#""2.9""#, "2"), ("true", "1"), ("-1", "4294967295"),
        ("4294967297", "1"), (#""+4""#, "4"), (#""3e0""#, "3"), (#""0x3""#, "3"), (#""﻿5""#, "5"), (#"".5e1""#, "5"),
        (#""0b11""#, "3"), ("2.5e0", "2"),
    ] as [(String, String?)])
    func converted(_ count: String, _ read: String?) throws {
        let found = try #require(findings(count).first, "\(count)")
        #expect(found.severity == .warning && found.code == .invalidParameterSyntax, "\(count): \(found.message)")
        // A string's fix is the number without quotes: said in the message, not suggested (a suggestion is text).
        if count.hasPrefix("\"") {
            #expect(found.suggestion == nil && found.message.contains("write \(read ?? "") without quotes"), "\(count): \(found.message)")
        } else {
            #expect(found.suggestion == read, "\(count): \(found.message)")
        }
    }
}
