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

private let receiversPath = "/receiverPaymentDetails"

/// Every code docs/rules.md lists for the MPL kinds, each with a failing fixture (see `everyCodeIsCovered`).
private let mplCases: [MPLCase] = [
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
        .init(.missingRequiredParameter, "/invoiceData/totalShipping"),
        .init(.missingRequiredParameter, "/invoiceData/totalTax")),
    MPLCase("invoice-item-total-mismatch", .init(.itemTotalMismatch, "/subTotal", suggestion: "24.00")),
    MPLCase(
        "invoice-item-price-mismatch",
        .init(.itemPriceMismatch, .warning, "/invoiceData/invoiceItems/0/totalPrice", suggestion: "15.00")),
    MPLCase(
        "invoice-item-count-string",
        .init(.invalidParameterSyntax, "/invoiceData/invoiceItems/0/itemCount", suggestion: "2")),
    MPLCase("invoice-item-count-fraction", .init(.invalidParameterSyntax, "/invoiceData/invoiceItems/0/itemCount")),
    MPLCase("invoice-item-count-zero", .init(.cannotBeZeroOrNegative, "/invoiceData/invoiceItems/0/itemCount")),
    MPLCase("invoice-item-count-huge", .init(.maxValueExceeded, "/invoiceData/invoiceItems/0/itemCount")),
    MPLCase("invoice-items-empty", .init(.invalidArrayMinItems, "/invoiceData/invoiceItems")),
    MPLCase("invoice-tax-negative", .init(.cannotBeNegative, "/invoiceData/totalTax")),
    MPLCase("invoice-item-price-negative", .init(.cannotBeNegative, "/invoiceData/invoiceItems/0/itemPrice")),
    MPLCase("invoice-item-name-missing", .init(.missingRequiredParameter, "/invoiceData/invoiceItems/0/name")),
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
        .init(.invalidParameterSyntax, "/shippingEnabled", suggestion: "true")),
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
private func mplValidate(_ json: String, as kind: DocumentKind = .mplPayment) -> ValidationReport {
    PaymentValidator().validate(json, as: kind)
}

/// The diagnostics of `report` with `code`.
private func mplDiagnostics(_ report: ValidationReport, _ code: DiagnosticCode) -> [Diagnostic] {
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

    @Test func jpyInvoiceAmountsFollowThePaymentCurrency() {
        let report = mplValidate(
            #"""
            {"recipient": "shop@example.jp", "subTotal": "1000", "paymentCurrency": "JPY",
             "invoiceData": {"totalTax": "80.5", "totalShipping": 500,
               "invoiceItems": [{"name": "Tea", "itemPrice": 500, "itemCount": 2, "totalPrice": "1000.0"}]}}
            """#)
        #expect(
            report.diagnostics.map { "\($0.code) \($0.path) \($0.suggestion ?? "-")" } == [
                "DECIMALS_NOT_SUPPORTED /invoiceData/totalTax 80",
                "DECIMALS_NOT_SUPPORTED /invoiceData/invoiceItems/0/totalPrice 1000",
            ])
    }

    @Test func itemCountForms() {
        func count(_ literal: String) -> [String] {
            mplValidate(
                #"{"recipient": "a@example.com", "subTotal": "6.00", "invoiceData": {"totalTax": 0, "totalShipping": 0, "invoiceItems": [{"name": "Pen", "itemPrice": "2.00", "totalPrice": "6.00", "itemCount": \#(literal)}]}}"#
            ).diagnostics.map { "\($0.code) \($0.suggestion ?? "-")" }
        }
        #expect(count("3") == [])
        #expect(count("2.0") == ["INVALID_PARAMETER_SYNTAX 2"])
        #expect(count("3.00") == ["INVALID_PARAMETER_SYNTAX 3"])
        #expect(count("1e1") == ["INVALID_PARAMETER_SYNTAX -"])
        #expect(count("-3") == ["CANNOT_BE_ZERO_OR_NEGATIVE -"])
        #expect(count("-99999999999999999999") == ["CANNOT_BE_ZERO_OR_NEGATIVE -"])
        #expect(count("\"003\"") == ["INVALID_PARAMETER_SYNTAX 3"])
        #expect(count("\"0\"") == ["INVALID_PARAMETER_SYNTAX -"])
        #expect(count("null") == ["MISSING_REQUIRED_PARAMETER -"])
        #expect(count("[3]") == ["INVALID_PARAMETER_SYNTAX -"])
    }

    @Test func volumeCouponIsOnlyAWarning() {
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "10.00", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "4.00", "itemCount": 3, "totalPrice": "10.00"}]}}"#
        )
        #expect(report.isValid)
        #expect(report.codes == [.itemPriceMismatch])
        #expect(report.diagnostics.first?.severity == .warning)
        #expect(report.diagnostics.first?.suggestion == "12.00")
    }

    @Test func unreadableItemTotalsSkipTheSum() {
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "99.00", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "4.00", "itemCount": 1, "totalPrice": "4,00"}, {"name": "Ink", "itemPrice": "1.00", "itemCount": 1, "totalPrice": "1.00"}]}}"#
        )
        #expect(report.codes == [.invalidParameterSyntax])
        #expect(report.diagnostics.first?.suggestion == "4.00")
    }

    @Test func zeroSubtotalIsNotAlsoAMismatch() {
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "0", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "4.00", "itemCount": 1, "totalPrice": "4.00"}]}}"#
        )
        #expect(report.codes == [.cannotBeZeroOrNegative])
    }

    @Test func arithmeticOverflowIsADiagnosticNotATrap() {
        let big = "9999999999999999999999999999999"
        let product = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "\#(big)", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Pen", "itemPrice": "\#(big)", "itemCount": 9223372036854775807, "totalPrice": "\#(big)"}]}}"#
        )
        #expect(product.codes == [.maxValueExceeded])
        #expect(product.diagnostics.first?.path == "/invoiceData/invoiceItems/0/itemCount")

        let tiny = "0." + String(repeating: "0", count: 29) + "1"
        let sum = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "Dust", "itemPrice": "\#(tiny)", "itemCount": 1, "totalPrice": "\#(tiny)"}, {"name": "Gold", "itemPrice": "\#(big)", "itemCount": 1, "totalPrice": "\#(big)"}]}}"#
        )
        #expect(mplDiagnostics(sum, .maxValueExceeded).map(\.path) == ["/invoiceData/invoiceItems"])
        #expect(mplDiagnostics(sum, .decimalPrecision).count == 2)
    }

    @Test func invoiceShapes() {
        #expect(
            mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": []}"#).codes == [
                .invalidParameterSyntax
            ])
        #expect(mplValidate(#"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": null}"#).codes == [])
        #expect(
            mplValidate(
                #"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": {}}}"#
            ).codes == [.invalidParameterSyntax])
        let report = mplValidate(
            #"{"recipient": "a@example.com", "subTotal": "1", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [null, {"name": " ", "itemPrice": "1", "itemCount": 1, "totalPrice": "1", "sku": "X"}]}}"#
        )
        #expect(
            report.diagnostics.map { "\($0.code) \($0.path)" } == [
                "MISSING_REQUIRED_PARAMETER /invoiceData/invoiceItems/0",
                "INVALID_STRING_LENGTH /invoiceData/invoiceItems/1/name",
                "UNKNOWN_FIELD /invoiceData/invoiceItems/1/sku",
            ])
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
        // A secondary's unreadable amount is its own fault; the comparison is skipped.
        let unreadable = mplValidate(
            Self.advanced(
                #"{"recipient": "a@example.com", "subtotal": "1", "isPrimary": true}, {"recipient": "b@example.com", "subtotal": "six"}"#
            ), as: .mplAdvancedPayment)
        #expect(unreadable.codes == [.invalidParameterSyntax])
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

@Suite("MPL examples")
struct MPLExampleTests {
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
