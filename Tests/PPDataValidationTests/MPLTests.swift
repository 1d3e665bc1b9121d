import Foundation
import PPData
import Testing

@testable import PPDataValidation

/// The MPL fixtures: `<case>.fail.json` / `<case>.pass.json` twins and realistic `good-*.json` documents. Located
/// through `#filePath` because the test target declares no resources.
enum MPLFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mpl")
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static func bytes(_ name: String, in folder: URL = directory) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func validate(_ name: String, as kind: DocumentKind? = nil, in folder: URL = directory) throws
        -> ValidationReport
    {
        PaymentValidator().validate(try bytes(name, in: folder), as: kind)
    }
}

/// One expected diagnostic: code, severity, path and the exact suggestion (nil: none expected).
struct MPLExpected: Sendable, CustomStringConvertible {
    var code: DiagnosticCode
    var severity: Severity
    var path: String
    var suggestion: String?

    init(_ code: DiagnosticCode, _ severity: Severity, _ path: String, suggestion: String? = nil) {
        self.code = code
        self.severity = severity
        self.path = path
        self.suggestion = suggestion
    }

    /// An expected error.
    init(_ code: DiagnosticCode, _ path: String, suggestion: String? = nil) {
        self.init(code, .error, path, suggestion: suggestion)
    }

    var description: String { "\(code) \(severity) \(path) \(suggestion ?? "-")" }
}

/// A failing fixture, its passing twin, and exactly what the failing one reports.
struct MPLCase: Sendable, CustomTestStringConvertible {
    var name: String
    var expected: [MPLExpected]

    init(_ name: String, _ expected: MPLExpected...) {
        self.name = name
        self.expected = expected
    }

    /// Fixtures named `advanced-*` are advanced payments; the kind is forced so that a fixture missing its
    /// distinctive key still runs the rules.
    var kind: DocumentKind { name.hasPrefix("advanced-") ? .mplAdvancedPayment : .mplPayment }
    var testDescription: String { name }
}

let receiversPath = "/receiverPaymentDetails"

/// Every code docs/rules.md lists for the MPL kinds, each with a failing fixture (see `everyCodeIsCovered`).
let mplCases: [MPLCase] = [
    // Recipients
    MPLCase("recipient-email", .init(.invalidEmail, "/recipient")),
    MPLCase("recipient-neither", .init(.invalidEmail, "/recipient")),
    MPLCase("recipient-phone", .init(.invalidPhone, "/recipient", suggestion: "+14029352050")),
    MPLCase("recipient-length", .init(.invalidStringLength, "/recipient")),
    MPLCase("recipient-missing", .init(.missingRequiredParameter, "/recipient")),
    // subTotal and amounts
    MPLCase("subtotal-zero", .init(.cannotBeZeroOrNegative, "/subTotal")),
    MPLCase("subtotal-negative-number", .init(.cannotBeZeroOrNegative, "/subTotal")),
    MPLCase("subtotal-syntax", .init(.invalidParameterSyntax, "/subTotal", suggestion: "25.00")),
    MPLCase("subtotal-precision", .init(.decimalPrecision, "/subTotal", suggestion: "25.00")),
    MPLCase("subtotal-missing", .init(.missingRequiredParameter, "/subTotal")),
    MPLCase("decimals-jpy", .init(.decimalsNotSupported, "/subTotal", suggestion: "100")),
    MPLCase("decimals-huf-number", .init(.decimalsNotSupported, "/subTotal", suggestion: "1500")),
    MPLCase("amount-too-long", .init(.invalidStringLength, "/subTotal")),
    // Currency
    MPLCase("currency-invalid", .init(.invalidCurrencyCode, "/paymentCurrency", suggestion: "USD")),
    MPLCase("currency-name", .init(.invalidCurrencyCode, "/paymentCurrency", suggestion: "EUR")),
    MPLCase("currency-not-supported", .init(.currencyNotSupported, "/paymentCurrency")),
    MPLCase("currency-in-country-only", .init(.currencyInCountryOnly, .warning, "/paymentCurrency")),
    MPLCase("currency-default-usd", .init(.decimalPrecision, "/subTotal", suggestion: "25.00")),
    // Payment type and subtype
    MPLCase("payment-type-invalid", .init(.invalidParameterValue, "/paymentType", suggestion: "TYPE_GOODS")),
    MPLCase(
        "payment-subtype-invalid", .init(.invalidParameterValue, "/paymentSubType", suggestion: "SUBTYPE_DONATIONS")),
    MPLCase(
        "subtype-requires-service",
        .init(.subtypeRequiresService, .warning, "/paymentSubType", suggestion: "SUBTYPE_NOT_SET")),
    MPLCase(
        "subtype-without-type",
        .init(.subtypeRequiresService, .warning, "/paymentSubType", suggestion: "SUBTYPE_NOT_SET")),
    // ipnUrl, memo, free text, unknown keys
    MPLCase(
        "ipn-url-scheme",
        .init(.invalidParameterSyntax, "/ipnUrl", suggestion: "https://cornerbooks.example/paypal/ipn")),
    MPLCase("ipn-url-length", .init(.invalidParameterSyntax, "/ipnUrl")),
    MPLCase("memo-length", .init(.invalidStringLength, "/memo")),
    MPLCase("free-text-type", .init(.invalidParameterSyntax, "/description")),
    MPLCase(
        "unknown-field-subtotal", .init(.missingRequiredParameter, "/subTotal"),
        .init(.unknownField, .warning, "/subtotal", suggestion: "subTotal")),
    // Invoice data
    MPLCase(
        "invoice-missing-parts", .init(.missingRequiredParameter, "/invoiceData/invoiceItems"),
        // Warnings: PayPal's SDKs declare tax and shipping optional, and the Android library counts them as zero.
        .init(.missingRequiredParameter, .warning, "/invoiceData/totalShipping"),
        .init(.missingRequiredParameter, .warning, "/invoiceData/totalTax")),
    MPLCase("invoice-item-total-mismatch", .init(.itemTotalMismatch, "/subTotal", suggestion: "24.00")),
    MPLCase(
        "invoice-item-price-mismatch",
        // The items add up to subTotal as stated: the message names the subTotal that 15.00 would need.
        .init(.itemPriceMismatch, .warning, "/invoiceData/invoiceItems/0/totalPrice")),
    MPLCase(
        "invoice-item-count-string",
        .init(.invalidParameterSyntax, "/invoiceData/invoiceItems/0/itemCount")),
    MPLCase("invoice-item-count-fraction", .init(.invalidParameterSyntax, "/invoiceData/invoiceItems/0/itemCount")),
    MPLCase("invoice-item-count-zero", .init(.cannotBeZeroOrNegative, "/invoiceData/invoiceItems/0/itemCount")),
    MPLCase("invoice-item-count-huge", .init(.maxValueExceeded, "/invoiceData/invoiceItems/0/itemCount")),
    MPLCase("invoice-items-empty", .init(.invalidArrayMinItems, "/invoiceData/invoiceItems")),
    MPLCase("invoice-tax-negative", .init(.cannotBeNegative, "/invoiceData/totalTax")),
    MPLCase("invoice-item-price-negative", .init(.cannotBeNegative, "/invoiceData/invoiceItems/0/itemPrice")),
    // Required by the iOS guide, optional by the Android guide and library: a warning.
    MPLCase("invoice-item-name-missing", .init(.missingRequiredParameter, .warning, "/invoiceData/invoiceItems/0/name")),
    // Required by the guide, left out by PayPal's own MPL demo (whose payments ran): warnings.
    MPLCase(
        "invoice-item-price-missing",
        .init(.missingRequiredParameter, .warning, "/invoiceData/invoiceItems/0/itemPrice")),
    MPLCase(
        "invoice-item-count-missing",
        .init(.missingRequiredParameter, .warning, "/invoiceData/invoiceItems/0/itemCount")),
    // Library settings
    MPLCase("settings-lang", .init(.localeNotSupported, .warning, "/lang", suggestion: "de_DE")),
    MPLCase("settings-lang-no-match", .init(.localeNotSupported, .warning, "/lang")),
    MPLCase("settings-fee-payer-value", .init(.invalidParameterValue, "/feePayer", suggestion: "FEEPAYER_SENDER")),
    MPLCase(
        "settings-booleans", .init(.invalidParameterSyntax, "/dynamicAmountUpdateEnabled"),
        .init(.invalidParameterSyntax, "/shippingEnabled")),
    MPLCase("settings-address-country", .init(.invalidCountryCode, "/shippingAddress/countrycode", suggestion: "GB")),
    MPLCase("settings-address-postal", .init(.postalCodeRequired, "/shippingAddress/postalcode")),
    // Fee payer on a simple payment
    MPLCase(
        "fee-payer-simple-primary", .init(.feePayerNotAllowed, "/feePayer", suggestion: "FEEPAYER_EACHRECEIVER")),
    MPLCase(
        "fee-payer-simple-secondary", .init(.feePayerNotAllowed, "/feePayer", suggestion: "FEEPAYER_EACHRECEIVER")),
    // Advanced payments
    MPLCase("advanced-too-few", .init(.tooFewReceivers, receiversPath)),
    MPLCase("advanced-too-many", .init(.tooManyReceivers, receiversPath)),
    MPLCase(
        "advanced-multiple-primary", .init(.multiplePrimaryReceivers, "\(receiversPath)/1/isPrimary"),
        .init(.multiplePrimaryReceivers, "\(receiversPath)/2/isPrimary")),
    MPLCase("advanced-primary-too-low", .init(.primaryAmountTooLow, "\(receiversPath)/0/subtotal", suggestion: "55.00")),
    MPLCase("advanced-duplicate-email", .init(.duplicateReceiver, "\(receiversPath)/1/recipient")),
    MPLCase("advanced-duplicate-phone", .init(.duplicateReceiver, "\(receiversPath)/1/recipient")),
    MPLCase(
        "advanced-duplicate-phone-formatted", .init(.duplicateReceiver, "\(receiversPath)/1/recipient"),
        .init(.invalidPhone, "\(receiversPath)/1/recipient", suggestion: "+14029352050")),
    MPLCase(
        "advanced-fee-payer-parallel-primary",
        .init(.feePayerNotAllowed, "/feePayer", suggestion: "FEEPAYER_EACHRECEIVER")),
    MPLCase(
        "advanced-fee-payer-chained-sender",
        .init(.feePayerNotAllowed, "/feePayer", suggestion: "FEEPAYER_EACHRECEIVER")),
    MPLCase(
        "advanced-fee-payer-secondary-only",
        .init(.feePayerNotAllowed, "/feePayer", suggestion: "FEEPAYER_EACHRECEIVER")),
    MPLCase(
        "advanced-fee-payer-parallel-secondary",
        .init(.feePayerNotAllowed, "/feePayer", suggestion: "FEEPAYER_EACHRECEIVER")),
    MPLCase("advanced-receivers-missing", .init(.missingRequiredParameter, receiversPath)),
    MPLCase("advanced-receivers-type", .init(.invalidParameterSyntax, receiversPath)),
    MPLCase("advanced-receiver-subtotal-zero", .init(.cannotBeZeroOrNegative, "\(receiversPath)/0/subtotal")),
    // The SDK's `subTotal` and the guide's `subtotal` are both accepted on a receiver; both at once is a duplicate.
    MPLCase("advanced-receiver-subtotal-missing", .init(.missingRequiredParameter, "\(receiversPath)/0/subTotal")),
    MPLCase(
        "advanced-receiver-both-subtotals",
        .init(.duplicateKey, "\(receiversPath)/0/subtotal", suggestion: "subTotal")),
    MPLCase("advanced-receiver-is-primary-type", .init(.invalidParameterSyntax, "\(receiversPath)/0/isPrimary")),
    MPLCase("advanced-root-payment-type", .init(.unknownField, .warning, "/paymentType")),
    MPLCase("advanced-receiver-email", .init(.invalidEmail, "\(receiversPath)/0/recipient")),
    MPLCase(
        "advanced-receiver-subtype",
        .init(.subtypeRequiresService, .warning, "\(receiversPath)/0/paymentSubType", suggestion: "SUBTYPE_NOT_SET")),
    MPLCase("advanced-receiver-invoice-mismatch", .init(.itemTotalMismatch, "\(receiversPath)/1/subtotal", suggestion: "18.00")),
    MPLCase(
        "advanced-currency-decimals", .init(.decimalsNotSupported, "\(receiversPath)/0/subtotal", suggestion: "40"),
        .init(.decimalsNotSupported, "\(receiversPath)/1/subtotal", suggestion: "18")),
]

/// Validates inline JSON as `kind`.
func mplValidate(_ json: String, as kind: DocumentKind = .mplPayment) -> ValidationReport {
    PaymentValidator().validate(json, as: kind)
}

/// The diagnostics of `report` with `code`.
func mplDiagnostics(_ report: ValidationReport, _ code: DiagnosticCode) -> [Diagnostic] {
    report.diagnostics.filter { $0.code == code }
}

@Suite("MPL fixtures")
struct MPLFixtureTests {
    @Test("the failing fixture reports exactly the expected diagnostics", arguments: mplCases)
    func failing(_ testCase: MPLCase) throws {
        let report = try MPLFixtures.validate("\(testCase.name).fail.json", as: testCase.kind)
        let found = report.diagnostics.map { MPLExpected($0.code, $0.severity, $0.path, suggestion: $0.suggestion) }
        let order: (MPLExpected, MPLExpected) -> Bool = { ($0.path, $0.code.rawValue) < ($1.path, $1.code.rawValue) }
        #expect(found.sorted(by: order).map(\.description) == testCase.expected.sorted(by: order).map(\.description))
        for diagnostic in report.diagnostics {
            #expect(!diagnostic.message.isEmpty)
            #expect(diagnostic.line >= 1 && diagnostic.column >= 1)
        }
    }

    @Test("the passing twin validates with no diagnostic at all", arguments: mplCases)
    func passing(_ testCase: MPLCase) throws {
        let report = try MPLFixtures.validate("\(testCase.name).pass.json", as: testCase.kind)
        #expect(report.diagnostics.map { "\($0.code) \($0.path): \($0.message)" } == [])
        // Auto-detection agrees with the forced kind for every well-formed twin.
        #expect(try MPLFixtures.validate("\(testCase.name).pass.json").kind == testCase.kind)
    }

    @Test func everyCodeIsCovered() {
        let required: Set<DiagnosticCode> = [
            .missingRequiredParameter, .invalidParameterSyntax, .invalidParameterValue, .invalidStringLength,
            .unknownField, .invalidCurrencyCode, .currencyNotSupported, .currencyInCountryOnly, .decimalsNotSupported,
            .decimalPrecision, .cannotBeZeroOrNegative, .cannotBeNegative, .maxValueExceeded, .invalidEmail,
            .invalidPhone, .localeNotSupported, .subtypeRequiresService, .itemTotalMismatch, .itemPriceMismatch,
            .tooFewReceivers, .tooManyReceivers, .multiplePrimaryReceivers, .primaryAmountTooLow, .duplicateReceiver,
            .feePayerNotAllowed, .invalidArrayMinItems, .invalidCountryCode, .postalCodeRequired,
        ]
        let covered = Set(mplCases.flatMap { $0.expected.map(\.code) })
        #expect(required.subtracting(covered).map(\.rawValue).sorted() == [])
    }

    @Test("realistic documents validate with zero diagnostics", arguments: [
        ("good-simple.json", DocumentKind.mplPayment),
        ("good-simple-invoice.json", .mplPayment),
        ("good-simple-phone-jpy.json", .mplPayment),
        ("good-parallel.json", .mplAdvancedPayment),
        ("good-chained.json", .mplAdvancedPayment),
    ])
    func goodDocuments(name: String, kind: DocumentKind) throws {
        let report = try MPLFixtures.validate(name)
        #expect(report.kind == kind)
        #expect(report.diagnostics.map { "\($0.code) \($0.path): \($0.message)" } == [])
    }

    @Test func goodDocumentsHaveTheStructureTheirNamesSay() throws {
        let parallel = try JSONDocument.parse(MPLFixtures.bytes("good-parallel.json")).root
        #expect(parallel["receiverPaymentDetails"]?.count == 3)
        #expect(MPL.structure(of: parallel.view, kind: .mplAdvancedPayment) == .parallel)
        let chained = try JSONDocument.parse(MPLFixtures.bytes("good-chained.json")).root
        #expect(MPL.structure(of: chained.view, kind: .mplAdvancedPayment) == .chained(secondaries: 2))
        #expect(chained["receiverPaymentDetails"]?[0]?["invoiceData"] != nil)
        let simple = try JSONDocument.parse(MPLFixtures.bytes("good-simple-invoice.json")).root
        #expect(simple["invoiceData"]?["invoiceItems"]?.count == 2)
    }

    @Test func positions() throws {
        let mismatch = try #require(
            try MPLFixtures.validate("invoice-item-total-mismatch.fail.json").diagnostics.first)
        #expect((mismatch.line, mismatch.column) == (3, 15))
        let missing = try #require(try MPLFixtures.validate("recipient-missing.fail.json").diagnostics.first)
        #expect((missing.path, missing.line, missing.column) == ("/recipient", 1, 1))
        let unknown = try #require(
            mplDiagnostics(try MPLFixtures.validate("unknown-field-subtotal.fail.json"), .unknownField).first)
        #expect((unknown.line, unknown.column) == (9, 15))
        let duplicate = try #require(try MPLFixtures.validate("advanced-duplicate-email.fail.json").diagnostics.first)
        #expect((duplicate.line, duplicate.column) == (10, 20))
        let receiverMissing = try #require(
            mplDiagnostics(
                try MPLFixtures.validate("advanced-receiver-subtotal-missing.fail.json"), .missingRequiredParameter
            ).first)
        // A missing member is positioned at the object that lacks it.
        #expect((receiverMissing.line, receiverMissing.column) == (5, 5))
        let price = try #require(try MPLFixtures.validate("invoice-item-price-mismatch.fail.json").diagnostics.first)
        #expect((price.line, price.column) == (16, 23))
    }

    @Test func messagesNameTheValuesAndBothSides() throws {
        let mismatch = try #require(
            try MPLFixtures.validate("invoice-item-total-mismatch.fail.json").diagnostics.first)
        #expect(mismatch.message.contains("25.00") && mismatch.message.contains("24.00"))
        #expect(mismatch.message.contains("subTotal"))
        let price = try #require(try MPLFixtures.validate("invoice-item-price-mismatch.fail.json").diagnostics.first)
        #expect(price.message.contains("14.00") && price.message.contains("15.00") && price.message.contains("5.00 × 3"))
        let primary = try #require(try MPLFixtures.validate("advanced-primary-too-low.fail.json").diagnostics.first)
        #expect(primary.message.contains("50.00") && primary.message.contains("55.00"))
        let duplicate = try #require(try MPLFixtures.validate("advanced-duplicate-email.fail.json").diagnostics.first)
        #expect(duplicate.message.contains("studio@potter.EXAMPLE") && duplicate.message.contains("Studio@Potter.example"))
        let lang = try #require(try MPLFixtures.validate("settings-lang.fail.json").diagnostics.first)
        #expect(lang.message.contains("de_AT") && lang.message.contains("en_US"))
        let fee = try #require(try MPLFixtures.validate("advanced-fee-payer-secondary-only.fail.json").diagnostics.first)
        #expect(fee.message.contains("FEEPAYER_SECONDARYONLY") && fee.message.contains("2 secondary"))
        let missing = try #require(
            mplDiagnostics(try MPLFixtures.validate("unknown-field-subtotal.fail.json"), .missingRequiredParameter).first)
        #expect(missing.message.contains("\"subtotal\""))
    }
}

@Suite("MPL examples")
struct MPLExampleTests {
    /// A totalPrice off its item's price × count, and all that keeps the items from the subtotal: the totalPrice is
    /// the fault, so the subtotal is not told to follow it; another fault besides leaves the subtotal's suggestion.
    @Test("a subtotal that the items' prices give is not told to follow a wrong totalPrice")
    func subtotalBesideAWrongTotalPrice() throws {
        func report(subTotal: String) -> ValidationReport {
            PaymentValidator().validate(
                #"{"recipient":"shop@example.com","subTotal":"\#(subTotal)","paymentCurrency":"GBP","invoiceData":{"totalTax":"0","totalShipping":"0","invoiceItems":[{"name":"Towel","itemPrice":"7.50","itemCount":4,"totalPrice":"30.00"},{"name":"Mug","itemPrice":"15.00","itemCount":2,"totalPrice":"30.01"}]}}"#,
                as: .mplPayment)
        }
        let priceOff = report(subTotal: "60.00")
        let total = try #require(priceOff.diagnostics.first { $0.code == .itemTotalMismatch })
        #expect(total.suggestion == nil && total.message.hasSuffix("as ITEM_PRICE_MISMATCH suggests, they add up to it"))
        #expect(priceOff.diagnostics.first { $0.code == .itemPriceMismatch }?.suggestion == "30.00")
        let both = try #require(report(subTotal: "61.00").diagnostics.first { $0.code == .itemTotalMismatch })
        #expect(both.suggestion == "60.01")
    }

    @Test("a currency code in the wrong letter case is said to be one, with the code suggested")
    func currencyCodeCase() throws {
        for (code, message) in [("cad", #""cad" is CAD in lower case; currency codes are upper case"#),
            ("Cad", #""Cad" is CAD in mixed case; currency codes are upper case"#), ("CAX", #""CAX" is not an ISO 4217 currency code"#)] {
            let report = PaymentValidator().validate(
                #"{"recipient":"shop@example.com","subTotal":"30.00","paymentCurrency":"\#(code)"}"#, as: .mplPayment)
            let finding = try #require(report.diagnostics.first { $0.path == "/paymentCurrency" })
            #expect(finding.code == .invalidCurrencyCode && finding.message == message, "\(finding.message)")
        }
    }

    @Test("valid examples validate with zero diagnostics", arguments: [
        ("mpl-payment-valid.json", DocumentKind.mplPayment), ("mpl-advanced-payment-valid.json", .mplAdvancedPayment),
    ])
    func valid(name: String, kind: DocumentKind) throws {
        let report = try MPLFixtures.validate(name, in: MPLFixtures.examples)
        #expect(report.kind == kind)
        #expect(report.diagnostics.map { "\($0.code) \($0.path): \($0.message)" } == [])
    }

    @Test func invalidSimpleExample() throws {
        let report = try MPLFixtures.validate("mpl-payment-invalid.json", in: MPLFixtures.examples)
        #expect(report.kind == .mplPayment)
        #expect(
            Set(report.codes) == [
                .invalidEmail, .decimalsNotSupported, .itemTotalMismatch, .itemPriceMismatch, .subtypeRequiresService,
                .localeNotSupported, .feePayerNotAllowed, .unknownField, .invalidParameterSyntax,
            ])
    }

    @Test func invalidAdvancedExample() throws {
        let report = try MPLFixtures.validate("mpl-advanced-payment-invalid.json", in: MPLFixtures.examples)
        #expect(report.kind == .mplAdvancedPayment)
        #expect(
            Set(report.codes) == [
                .primaryAmountTooLow, .duplicateReceiver, .feePayerNotAllowed, .invalidPhone, .unknownField,
                .cannotBeNegative,
            ])
    }

}

@Suite("MPL invoice items")
struct MPLInvoiceItemTests {
    @Test("an invoice item's name: missing or blank is a warning (optional on Android, required on iOS)")
    func invoiceItemName() {
        func report(_ name: String) -> ValidationReport {
            mplValidate(
                #"{"recipient": "shop@example.com", "subTotal": "10.00", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{\#(name)"itemPrice": "10.00", "itemCount": 1, "totalPrice": "10.00"}]}}"#)
        }
        #expect(report(#""name": "Tea", "#).diagnostics.isEmpty)
        for (name, code) in [("", DiagnosticCode.missingRequiredParameter), (#""name": "  ", "#, .invalidStringLength)] {
            let found = report(name)
            #expect(found.isValid && found.codes == [code], "\(name): \(found.diagnostics.map(\.message))")
            #expect(found.diagnostics.first?.severity == .warning && found.diagnostics.first?.path == "/invoiceData/invoiceItems/0/name")
            #expect(found.diagnostics.first?.message.contains("Android") == true)
        }
        #expect(report(#""name": 7, "#).codes == [.invalidParameterSyntax] && !report(#""name": 7, "#).isValid)
    }
}
