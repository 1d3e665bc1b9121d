import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

@Suite("MPL rules")
struct MPLRuleTests {
    static let base = #"{"recipient": "shop@example.com", "subTotal": "10.00""#

    @Test func amountsAreStringsOrNumbersTakenFromTheirText() {
        #expect(mplValidate(#"{"recipient": "shop@example.com", "subTotal": 10.10}"#).diagnostics == [])
        // 1e1 is a valid JSON number but not plain decimal amount text.
        #expect(mplValidate(#"{"recipient": "shop@example.com", "subTotal": 1e1}"#).codes == [.invalidParameterSyntax])
        #expect(mplValidate(#"{"recipient": "shop@example.com", "subTotal": true}"#).codes == [.invalidParameterSyntax])
    }

    @Test func nullCurrencyMeansUSD() {
        let report = mplValidate(#"{"recipient": "shop@example.com", "subTotal": "10.005", "paymentCurrency": null}"#)
        #expect(report.codes == [.decimalPrecision])
        #expect(report.diagnostics.first?.message.contains("USD") == true)
    }

    @Test("enumeration suggestions", arguments: [
        ("paymentType", "goods", "TYPE_GOODS"), ("paymentType", "SERVICES", "TYPE_SERVICE"),
        ("paymentType", "type_personal", "TYPE_PERSONAL"), ("paymentSubType", "CHILD CARE", "SUBTYPE_CHILD_CARE"),
        ("paymentSubType", "SUBTYPE_B2C", "SUBTYPE_B2B"), ("feePayer", "FEEPAYER SECONDARYONLY", "FEEPAYER_SECONDARYONLY"),
        ("feePayer", "EACH_RECEIVER", "FEEPAYER_EACHRECEIVER"),
    ])
    func enumerationSuggestions(key: String, value: String, suggestion: String) {
        let report = mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "\#(key)": "\#(value)"}"#)
        #expect(report.codes == [.invalidParameterValue])
        #expect(report.diagnostics.first?.suggestion == suggestion)
    }

    @Test func subtypeCheckWaitsForAValidType() {
        // An invalid paymentType is its own fault; whether the subtype fits it cannot be told.
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "1", "paymentType": "TYPE_SERVIS", "paymentSubType": "SUBTYPE_RENT"}"#
        )
        #expect(report.codes == [.invalidParameterValue])
        #expect(
            mplValidate(
                #"{"recipient": "a@example.com", "subTotal": "1", "paymentType": "TYPE_GOODS", "paymentSubType": "SUBTYPE_NOT_SET"}"#
            ).codes == [])
        #expect(
            mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "paymentType": 2}"#).codes == [
                .invalidParameterSyntax
            ])
    }

    @Test("lang", arguments: [
        ("fr_CA", nil, nil), ("fr-CA", nil, nil), ("fr_CA.UTF-8", nil, nil), ("en", "LOCALE_NOT_SUPPORTED", "en_US"),
        ("en_GB", "LOCALE_NOT_SUPPORTED", "en_US"), ("pt_PT", "LOCALE_NOT_SUPPORTED", "pt_BR"),
        ("", "LOCALE_NOT_SUPPORTED", nil), ("klingon", "LOCALE_NOT_SUPPORTED", nil),
    ] as [(String, String?, String?)])
    func lang(value: String, code: String?, suggestion: String?) {
        let report = mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "lang": "\#(value)"}"#)
        #expect(report.codes.map(\.rawValue) == (code.map { [$0] } ?? []))
        #expect(report.diagnostics.first?.suggestion == suggestion)
        #expect(report.isValid)
    }

    @Test("recipients", arguments: [
        ("shop@example.com", nil), ("Shop.Owner+mpl@sub.example.co.uk", nil), ("+14029352050", nil),
        ("+442079460958", nil), ("14029352050", "INVALID_PHONE"), ("+0123456", "INVALID_PHONE"),
        ("+1234567890123456", "INVALID_PHONE"), ("shop@", "INVALID_EMAIL"), ("shop", "INVALID_EMAIL"),
        ("", "INVALID_STRING_LENGTH"),
    ] as [(String, String?)])
    func recipients(value: String, code: String?) {
        let report = mplValidate(#"{"recipient": "\#(value)", "subTotal": "1"}"#)
        #expect(report.codes.map(\.rawValue) == (code.map { [$0] } ?? []))
    }

    @Test func recipientIdentity() {
        #expect(MPLRecipient.identity("A@B.example") == MPLRecipient.identity("a@b.EXAMPLE"))
        #expect(MPLRecipient.identity("+1 (402) 935-2050") == MPLRecipient.identity("+14029352050"))
        #expect(MPLRecipient.identity("+14029352050") != MPLRecipient.identity("14029352050@example.com"))
        #expect(MPLRecipient.identity("") == nil)
    }

    @Test func recipientMustBeAString() {
        #expect(mplValidate(#"{"recipient": 14029352050, "subTotal": "1"}"#).codes == [.invalidParameterSyntax])
        #expect(mplValidate(#"{"recipient": null, "subTotal": "1"}"#).codes == [.missingRequiredParameter])
    }

    @Test func feePayerAllowedWhereTheStructureAllowsIt() {
        let allowed: [(String, MPLStructure)] = [
            ("FEEPAYER_SENDER", .simple), ("FEEPAYER_EACHRECEIVER", .simple), ("FEEPAYER_SENDER", .parallel),
            ("FEEPAYER_EACHRECEIVER", .parallel), ("FEEPAYER_PRIMARYRECEIVER", .chained(secondaries: 3)),
            ("FEEPAYER_EACHRECEIVER", .chained(secondaries: 5)), ("FEEPAYER_SECONDARYONLY", .chained(secondaries: 1)),
        ]
        for (payer, structure) in allowed {
            #expect(MPLFeePayerRule.reason(payer, isNotAllowedIn: structure) == nil, "\(payer) \(structure)")
        }
        let refused: [(String, MPLStructure)] = [
            ("FEEPAYER_SENDER", .chained(secondaries: 1)), ("FEEPAYER_PRIMARYRECEIVER", .simple),
            ("FEEPAYER_PRIMARYRECEIVER", .parallel), ("FEEPAYER_SECONDARYONLY", .simple),
            ("FEEPAYER_SECONDARYONLY", .parallel), ("FEEPAYER_SECONDARYONLY", .chained(secondaries: 2)),
        ]
        for (payer, structure) in refused {
            #expect(MPLFeePayerRule.reason(payer, isNotAllowedIn: structure) != nil, "\(payer) \(structure)")
        }
    }

    static func advanced(_ receivers: String, extra: String = "") -> String {
        #"{"receiverPaymentDetails": [\#(receivers)]\#(extra)}"#
    }

    @Test func unclearStructureSkipsDependentChecks() {
        // Two primaries: MULTIPLE_PRIMARY_RECEIVERS only; neither the fee payer nor the primary amount is judged.
        let two = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "1", "isPrimary": true}, {"recipient": "b@example.com", "subtotal": "5", "isPrimary": true}"#,
                extra: #", "feePayer": "FEEPAYER_SENDER""#), as: .mplAdvancedPayment)
        #expect(two.codes == [.multiplePrimaryReceivers])
        // isPrimary of the wrong type: only its syntax error.
        let typed = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "1", "isPrimary": "true"}, {"recipient": "b@example.com", "subtotal": "5"}"#,
                extra: #", "feePayer": "FEEPAYER_PRIMARYRECEIVER""#), as: .mplAdvancedPayment)
        #expect(typed.codes == [.invalidParameterSyntax])
        // One receiver: TOO_FEW_RECEIVERS, and no fee payer verdict.
        let one = mplValidate(
            Self.advanced(#"{"recipient": "a@example.com", "subtotal": "1", "isPrimary": true}"#, extra: #", "feePayer": "FEEPAYER_SECONDARYONLY""#),
            as: .mplAdvancedPayment)
        #expect(one.codes == [.tooFewReceivers])
    }

    @Test func receiverArrayEdges() {
        let empty = mplValidate(Self.advanced(""), as: .mplAdvancedPayment)
        #expect(empty.codes == [.tooFewReceivers])
        let nullReceiver = mplValidate(
            Self.advanced(#"{"recipient": "a@example.com", "subtotal": "1"}, null"#), as: .mplAdvancedPayment)
        #expect(nullReceiver.diagnostics.map { "\($0.code) \($0.path)" } == ["MISSING_REQUIRED_PARAMETER /receiverPaymentDetails/1"])
        let stringReceiver = mplValidate(
            Self.advanced(#"{"recipient": "a@example.com", "subtotal": "1"}, "b@example.com""#), as: .mplAdvancedPayment)
        #expect(stringReceiver.codes == [.invalidParameterSyntax])
    }

    @Test func primaryMayKeepNothing() {
        let equal = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "10", "isPrimary": true}, {"recipient": "b@example.com", "subtotal": "6.00"}, {"recipient": "c@example.com", "subtotal": 4}"#
            ), as: .mplAdvancedPayment)
        #expect(equal.codes == [])
        let below = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "9.99", "isPrimary": true}, {"recipient": "b@example.com", "subtotal": "6.00"}, {"recipient": "c@example.com", "subtotal": 4}"#
            ), as: .mplAdvancedPayment)
        #expect(below.codes == [.primaryAmountTooLow])
        #expect(below.diagnostics.first?.suggestion == "10.00")
        // A secondary with more places than the currency takes counts as its rounding: the primary's fix is a
        // subtotal JPY takes ("100", not "100.5").
        let jpy = mplValidate(
            #"{"paymentCurrency": "JPY", "receiverPaymentDetails": [{"recipient": "a@example.com", "subtotal": "10", "isPrimary": true}, {"recipient": "b@example.com", "subtotal": "100.5", "isPrimary": false}]}"#,
            as: .mplAdvancedPayment)
        #expect(jpy.codes == [.primaryAmountTooLow, .decimalsNotSupported])
        #expect(mplDiagnostics(jpy, .primaryAmountTooLow).map(\.suggestion) == ["100"])
        // A secondary's unreadable amount is its own fault; the comparison is skipped.
        let unreadable = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "1", "isPrimary": true}, {"recipient": "b@example.com", "subtotal": "six"}"#
            ), as: .mplAdvancedPayment)
        #expect(unreadable.codes == [.invalidParameterSyntax])
    }

    /// MPL sends PayPal each receiver's subtotal with its invoice tax and shipping (PayPal's MPL demo: "the subTotal +
    /// totalTax + totalShipping of the primary receiver must be greater than or equal to the sum of payments being
    /// made to all other receivers"), so the primary is compared on those totals.
    @Test func primaryCoversTheSecondariesTaxAndShipping() {
        func invoice(tax: String, shipping: String, total: String) -> String {
            #""invoiceData": {"totalTax": "\#(tax)", "totalShipping": "\#(shipping)", "invoiceItems": [{"name": "Tour", "totalPrice": "\#(total)", "itemPrice": "\#(total)", "itemCount": 1}]}"#
        }
        // Primary 10 + shipping 5 = 15 covers a secondary's 12: a subtotal comparison alone would refuse it.
        let shippingCovers = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "10.00", "isPrimary": true, \#(invoice(tax: "0", shipping: "5.00", total: "10.00"))}, {"recipient": "b@example.com", "subtotal": "12.00"}"#
            ), as: .mplAdvancedPayment)
        #expect(shippingCovers.codes == [])
        // Primary 10 against a secondary's 9 + tax 2 = 11: too low, though the subtotals alone would pass.
        let taxExceeds = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "10.00", "isPrimary": true}, {"recipient": "b@example.com", "subtotal": "9.00", \#(invoice(tax: "2.00", shipping: "0.00", total: "9.00"))}"#
            ), as: .mplAdvancedPayment)
        #expect(taxExceeds.codes == [.primaryAmountTooLow])
        #expect(taxExceeds.diagnostics.first?.path == "/receiverPaymentDetails/0/subtotal")
        #expect(taxExceeds.diagnostics.first?.suggestion == "11.00")
        #expect(taxExceeds.diagnostics.first?.message.contains("amount 10.00 (subtotal, invoice tax and shipping) is less than the 11.00") == true)
        // The subtotal that covers them, the primary's own tax and shipping counted: 11 - 1.50. Said, not suggested:
        // the primary's invoice items add up to its subtotal, so the subtotal alone is no fix.
        let ownExtras = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "8.00", "isPrimary": true, \#(invoice(tax: "0.50", shipping: "1.00", total: "8.00"))}, {"recipient": "b@example.com", "subtotal": "9.00", \#(invoice(tax: "2.00", shipping: "0.00", total: "9.00"))}"#
            ), as: .mplAdvancedPayment)
        #expect(ownExtras.codes == [.primaryAmountTooLow])
        #expect(ownExtras.diagnostics.first?.suggestion == nil)
        #expect(ownExtras.diagnostics.first?.message.hasSuffix("; a subtotal of 9.50 covers them, with invoice items that add up to it") == true)
        // A negative tax is its own fault (CANNOT_BE_NEGATIVE); the comparison is skipped.
        let negativeTax = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "1.00", "isPrimary": true}, {"recipient": "b@example.com", "subtotal": "9.00", \#(invoice(tax: "-2.00", shipping: "0.00", total: "9.00"))}"#
            ), as: .mplAdvancedPayment)
        #expect(negativeTax.codes == [.cannotBeNegative])
    }

    /// PayPal's Android MPL 1.5.6.58 refuses a payment whose total (subtotals, invoice tax and shipping) is at or
    /// above its currency's limit (`PayPalAdvancedPayment.isValid()`): a warning, since the iOS limits are unknown.
    @Test("a total at the Android library's limit is a warning")
    func androidLimit() throws {
        func simple(_ subtotal: String, currency: String = "USD", tax: String = "0.00") -> ValidationReport {
            mplValidate(#"{"recipient": "a@example.com", "subTotal": "\#(subtotal)", "paymentCurrency": "\#(currency)", "invoiceData": {"totalTax": "\#(tax)", "totalShipping": "0", "invoiceItems": [{"name": "Tour", "totalPrice": "\#(subtotal)", "itemPrice": "\#(subtotal)", "itemCount": 1}]}}"#)
        }
        #expect(simple("9999.99").diagnostics.isEmpty)
        // 9,999.99 with 0.01 tax is 10,000.00: refused.
        let atLimit = simple("9999.99", tax: "0.01")
        #expect(atLimit.isValid)
        let warning = try #require(atLimit.diagnostics.first)
        #expect(atLimit.diagnostics.count == 1)
        #expect(warning.code == .maxValueExceeded && warning.severity == .warning && warning.path == "/subTotal")
        #expect(warning.message.contains("refuses a payment of 10000 USD or more"))
        #expect(mplDiagnostics(simple("1000000", currency: "JPY", tax: "0"), .maxValueExceeded).count == 1)
        #expect(simple("999999", currency: "JPY", tax: "0").diagnostics.isEmpty)
        // BRL has no limit in the library (its only finding is that it is in-country only).
        #expect(simple("50000.00", currency: "BRL").codes == [.currencyInCountryOnly])
        // An advanced payment's receivers are added up: 4,000 + 3,500 EUR reaches EUR's 7,500.
        let advanced = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "4000.00"}, {"recipient": "b@example.com", "subtotal": "3500.00"}"#,
                extra: #", "paymentCurrency": "EUR""#), as: .mplAdvancedPayment)
        #expect(advanced.diagnostics.map { "\($0.code) \($0.severity) \($0.path)" } == ["MAX_VALUE_EXCEEDED warning /receiverPaymentDetails"])
        // An unreadable amount has its own code; the total is not guessed.
        let unreadable = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "40000.00"}, {"recipient": "b@example.com", "subtotal": "lots"}"#,
                extra: #", "paymentCurrency": "EUR""#), as: .mplAdvancedPayment)
        #expect(unreadable.codes == [.invalidParameterSyntax])
    }

    /// `merchantName` is PayPalAdvancedPayment's own property too (PayPalAdvancedPayment.h in the iOS library,
    /// `setMerchantName` in the Android library), so it is no unknown field there; it must still be a string.
    @Test func advancedPaymentMerchantName() {
        let receivers = #"{"recipient": "a@example.com", "subtotal": "1"}, {"recipient": "b@example.com", "subtotal": "2"}"#
        let named = mplValidate(Self.advanced(receivers, extra: #", "merchantName": "KicksExchange""#), as: .mplAdvancedPayment)
        #expect(named.codes == [])
        let number = mplValidate(Self.advanced(receivers, extra: #", "merchantName": 7"#), as: .mplAdvancedPayment)
        #expect(number.diagnostics.map { "\($0.code) \($0.path)" } == ["INVALID_PARAMETER_SYNTAX /merchantName"])
        // A receiver property set on the payment is still an unknown field, with its own message.
        let misplaced = mplValidate(Self.advanced(receivers, extra: #", "paymentType": "TYPE_GOODS""#), as: .mplAdvancedPayment)
        #expect(misplaced.diagnostics.map { "\($0.code) \($0.path)" } == ["UNKNOWN_FIELD /paymentType"])
    }

    @Test func duplicatesAcrossForms() {
        let report = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "1"}, {"recipient": "b@example.com", "subtotal": "1"}, {"recipient": "A@Example.com", "subtotal": "1"}, {"recipient": "B@EXAMPLE.COM", "subtotal": "1"}"#
            ), as: .mplAdvancedPayment)
        #expect(report.diagnostics.map { "\($0.code) \($0.path)" } == [
            "DUPLICATE_RECEIVER /receiverPaymentDetails/2/recipient", "DUPLICATE_RECEIVER /receiverPaymentDetails/3/recipient",
        ])
    }

    /// The byte reading of a recipient's identity agrees with the Character reading on random ASCII texts (letters
    /// of both cases, digits, "@", phone punctuation, other symbols, CR LF).
    @Test func asciiIdentityAgreesWithTheCharacterReading() {
        var random = SplitMix64(seed: 0x1DE7)
        let pieces = ["a", "B", "z", "Q", "0", "7", "@", ".", "-", "+", "(", ")", " ", "/", "_", "!", "\r\n", "x@Y.com", ""]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            let expected: String?
            switch MPLRecipient.Form(characters: text) {
            case .email: expected = "email:" + text.lowercased()
            case .phone: expected = "phone:" + String(text.filter(MPL.isDigit))
            case .neither: expected = text.isEmpty ? nil : "other:" + text.lowercased()
            }
            var bytes = text
            let ascii = bytes.withUTF8(MPLRecipient.asciiIdentity(utf8:))
            #expect(ascii == .some(expected), "\(text.debugDescription)")
            #expect(MPLRecipient.identity(text) == expected)
        }
        #expect(MPLRecipient.identity("Ä@example.com") == "email:ä@example.com")  // not ASCII: the Character reading
    }

    @Test func threeOfOneReceiverNameTheFirst() {
        let report = mplValidate(
            Self.advanced(
                #"{"recipient": "C@example.com", "subtotal": "1"}, {"recipient": "b@example.com", "subtotal": "1"}, {"recipient": "c@example.com", "subtotal": "1"}, {"recipient": "c@EXAMPLE.com", "subtotal": "1"}"#
            ), as: .mplAdvancedPayment)
        #expect(report.diagnostics.map { "\($0.code) \($0.path)" } == [
            "DUPLICATE_RECEIVER /receiverPaymentDetails/2/recipient", "DUPLICATE_RECEIVER /receiverPaymentDetails/3/recipient",
        ])
        #expect(report.diagnostics.map(\.message) == [
            #"recipient "c@example.com" is already the receiver at index 0 ("C@example.com"); PayPal rejects a payment that names a receiver twice"#,
            #"recipient "c@EXAMPLE.com" is already the receiver at index 0 ("C@example.com"); PayPal rejects a payment that names a receiver twice"#,
        ])
    }

    @Test func advancedRootKeys() {
        let report = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "1"}, {"recipient": "b@example.com", "subtotal": "1"}"#,
                extra: #", "paymentSubType": "SUBTYPE_RENT", "subTotal": "2", "currency": "USD", "ipnUrl": "https://a.example/ipn""#),
            as: .mplAdvancedPayment)
        #expect(report.diagnostics.map { "\($0.code) \($0.path) \($0.suggestion ?? "-")" } == [
            "UNKNOWN_FIELD /paymentSubType -", "UNKNOWN_FIELD /subTotal -", "UNKNOWN_FIELD /currency -",
        ])
        #expect(report.diagnostics.first?.message.contains("each receiver") == true)
    }

    @Test func oneCurrencyForTheWholePayment() {
        let report = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "1", "paymentCurrency": "EUR"}, {"recipient": "b@example.com", "subtotal": "1"}"#
            ), as: .mplAdvancedPayment)
        #expect(report.diagnostics.map { "\($0.code) \($0.severity) \($0.path)" } == [
            "UNKNOWN_FIELD warning /receiverPaymentDetails/0/paymentCurrency"
        ])
        #expect(report.diagnostics.first?.message.contains("one currency") == true)
    }

    @Test func malformedAndDuplicateKeysStillReport() {
        #expect(mplValidate(#"{"recipient": "a@example.com", "subTotal": "1",}"#).codes == [.malformedJSON])
        let duplicate = mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "subTotal": "2"}"#)
        #expect(duplicate.codes == [.duplicateKey])
        #expect(mplValidate(#"[{"recipient": "a@example.com"}]"#, as: .mplPayment).codes == [.invalidParameterSyntax])
    }

    @Test func shippingAddressUsesTheAddressRules() {
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "1", "shippingAddress": {"street1": "1 Rue de Rivoli", "postalcode": "75001", "countrycode": "FR", "zip": "75001"}}"#
        )
        #expect(report.diagnostics.map { "\($0.code) \($0.path)" } == [
            "CITY_REQUIRED /shippingAddress/city", "UNKNOWN_FIELD /shippingAddress/zip",
        ])
        #expect(
            mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "shippingAddress": "Paris"}"#).codes == [
                .invalidParameterSyntax
            ])
    }
}
