import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// Fixtures under Fixtures/orders-v2/, located from this file (the test target declares no resources).
enum OrdersV2Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/orders-v2")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// A fixed "today" so expiry checks do not depend on the day the tests run.
    static let today = CalendarDate(year: 2026, month: 3, day: 15)!
    static let validator = PaymentValidator(options: ValidationOptions(today: today))

    static func validate(_ name: String) throws -> ValidationReport {
        validator.validate(try text(name), as: .ordersV2)
    }

    static func validate(json: String) -> ValidationReport {
        validator.validate(json, as: .ordersV2)
    }

    /// Describes findings for failure messages.
    static func describe(_ report: ValidationReport) -> String {
        report.diagnostics.map { "\($0.code) \($0.severity) \($0.path) \($0.line):\($0.column) \($0.message) [\($0.suggestion ?? "-")]" }
            .joined(separator: "\n")
    }
}

@Suite("Orders v2: every code has a failing fixture and a passing twin")
struct OrdersV2CodeFixtureTests {
    /// (fixture name, code, severity, path). The failing fixture reports exactly that code (one fault, one code);
    /// its twin, the same document corrected, validates with no findings at all.
    static let cases: [(String, String, Severity, String)] = [
        ("MALFORMED_JSON", "MALFORMED_JSON", .error, ""),
        ("DUPLICATE_KEY", "DUPLICATE_KEY", .error, "/intent"),
        ("MISSING_REQUIRED_PARAMETER", "MISSING_REQUIRED_PARAMETER", .error, "/intent"),
        ("MISSING_REQUIRED_PARAMETER-2", "MISSING_REQUIRED_PARAMETER", .error, "/purchase_units/0/items/0/quantity"),
        ("MISSING_REQUIRED_PARAMETER-paypal-vault", "MISSING_REQUIRED_PARAMETER", .error, "/payment_source/paypal/attributes/vault/usage_type"),
        ("MISSING_REQUIRED_PARAMETER-venmo-vault", "MISSING_REQUIRED_PARAMETER", .error, "/payment_source/venmo/attributes/vault/store_in_vault"),
        ("INVALID_PARAMETER_SYNTAX", "INVALID_PARAMETER_SYNTAX", .error, "/purchase_units/0/items/0/name"),
        ("INVALID_PARAMETER_SYNTAX-2", "INVALID_PARAMETER_SYNTAX", .error, "/purchase_units/0/amount/value"),
        ("INVALID_PARAMETER_SYNTAX-3", "INVALID_PARAMETER_SYNTAX", .error, "/purchase_units/0/items/0/quantity"),
        ("INVALID_PARAMETER_SYNTAX-4", "INVALID_PARAMETER_SYNTAX", .error, "/payment_source/card/expiry"),
        ("INVALID_PARAMETER_VALUE", "INVALID_PARAMETER_VALUE", .error, "/intent"),
        ("INVALID_PARAMETER_VALUE-2", "INVALID_PARAMETER_VALUE", .error, "/purchase_units/0/items/0/category"),
        ("INVALID_PARAMETER_VALUE-store_in_vault", "INVALID_PARAMETER_VALUE", .error, "/payment_source/venmo/attributes/vault/store_in_vault"),
        ("INVALID_PARAMETER_VALUE-usage_type", "INVALID_PARAMETER_VALUE", .error, "/payment_source/paypal/attributes/vault/usage_type"),
        ("INVALID_STRING_LENGTH", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/soft_descriptor"),
        ("INVALID_STRING_LENGTH-2", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/reference_id"),
        ("INVALID_STRING_LENGTH-3", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/items/0/name"),
        ("INVALID_STRING_LENGTH-4", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/shipping/name/full_name"),
        ("INVALID_STRING_LENGTH-description", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/description"),
        ("INVALID_STRING_LENGTH-custom_id", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/custom_id"),
        ("INVALID_STRING_LENGTH-invoice_id", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/invoice_id"),
        ("INVALID_STRING_LENGTH-item-sku", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/items/0/sku"),
        ("INVALID_STRING_LENGTH-item-description", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/items/0/description"),
        ("INVALID_STRING_LENGTH-address", "INVALID_STRING_LENGTH", .error, "/purchase_units/0/shipping/address/postal_code"),
        ("INVALID_ARRAY_MIN_ITEMS", "INVALID_ARRAY_MIN_ITEMS", .error, "/purchase_units"),
        ("INVALID_ARRAY_MAX_ITEMS", "INVALID_ARRAY_MAX_ITEMS", .error, "/purchase_units"),
        ("INVALID_ARRAY_MAX_ITEMS-2", "INVALID_ARRAY_MAX_ITEMS", .error, "/purchase_units/0/shipping/options"),
        ("UNKNOWN_FIELD", "UNKNOWN_FIELD", .warning, "/purchase_units/0/amount/breakdown/subtotal"),
        ("UNKNOWN_FIELD-confirm_payment_token", "UNKNOWN_FIELD", .warning, "/payment_source/paypal/attributes/vault/confirm_payment_token"),
        ("INVALID_CURRENCY_CODE", "INVALID_CURRENCY_CODE", .error, "/purchase_units/0/amount/currency_code"),
        ("CURRENCY_NOT_SUPPORTED", "CURRENCY_NOT_SUPPORTED", .error, "/purchase_units/0/amount/currency_code"),
        ("CURRENCY_IN_COUNTRY_ONLY", "CURRENCY_IN_COUNTRY_ONLY", .warning, "/purchase_units/0/amount/currency_code"),
        ("DECIMALS_NOT_SUPPORTED", "DECIMALS_NOT_SUPPORTED", .error, "/purchase_units/0/amount/value"),
        ("DECIMAL_PRECISION", "DECIMAL_PRECISION", .error, "/purchase_units/0/amount/value"),
        ("MAX_VALUE_EXCEEDED", "MAX_VALUE_EXCEEDED", .error, "/purchase_units/0/amount/value"),
        ("MAX_VALUE_EXCEEDED-items", "MAX_VALUE_EXCEEDED", .error, "/purchase_units/0/items"),
        ("MAX_VALUE_EXCEEDED-quantity", "MAX_VALUE_EXCEEDED", .error, "/purchase_units/0/items/0/quantity"),
        ("CANNOT_BE_ZERO_OR_NEGATIVE", "CANNOT_BE_ZERO_OR_NEGATIVE", .error, "/purchase_units/0/items/0/quantity"),
        ("CANNOT_BE_ZERO_OR_NEGATIVE-2", "CANNOT_BE_ZERO_OR_NEGATIVE", .error, "/purchase_units/0/amount/value"),
        ("CANNOT_BE_NEGATIVE", "CANNOT_BE_NEGATIVE", .error, "/purchase_units/0/amount/breakdown/shipping/value"),
        ("REFERENCE_ID_REQUIRED", "REFERENCE_ID_REQUIRED", .error, "/purchase_units/1/reference_id"),
        ("DUPLICATE_REFERENCE_ID", "DUPLICATE_REFERENCE_ID", .error, "/purchase_units/2/reference_id"),
        ("UNSUPPORTED_INTENT", "UNSUPPORTED_INTENT", .error, "/intent"),
        ("MULTIPLE_ITEM_CATEGORIES", "MULTIPLE_ITEM_CATEGORIES", .error, "/purchase_units/0/items/1/category"),
        ("DONATION_ITEMS_NOT_SUPPORTED", "DONATION_ITEMS_NOT_SUPPORTED", .error, "/purchase_units/0/items/0/category"),
        ("MULTI_CURRENCY_ORDER", "MULTI_CURRENCY_ORDER", .error, "/purchase_units/0/amount/breakdown/shipping/currency_code"),
        ("AMOUNT_MISMATCH", "AMOUNT_MISMATCH", .error, "/purchase_units/0/amount/value"),
        ("ITEM_TOTAL_MISMATCH", "ITEM_TOTAL_MISMATCH", .error, "/purchase_units/0/amount/breakdown/item_total/value"),
        ("ITEM_TOTAL_REQUIRED", "ITEM_TOTAL_REQUIRED", .error, "/purchase_units/0/amount/breakdown/item_total"),
        ("ITEM_TOTAL_REQUIRED-no-breakdown", "ITEM_TOTAL_REQUIRED", .error, "/purchase_units/0/amount/breakdown/item_total"),
        ("TAX_TOTAL_MISMATCH", "TAX_TOTAL_MISMATCH", .error, "/purchase_units/0/amount/breakdown/tax_total/value"),
        ("TAX_TOTAL_REQUIRED", "TAX_TOTAL_REQUIRED", .error, "/purchase_units/0/amount/breakdown/tax_total"),
        ("SHIPPING_OPTION_NOT_SELECTED", "SHIPPING_OPTION_NOT_SELECTED", .error, "/purchase_units/0/shipping/options"),
        ("MULTIPLE_SHIPPING_OPTION_SELECTED", "MULTIPLE_SHIPPING_OPTION_SELECTED", .error, "/purchase_units/0/shipping/options/2/selected"),
        ("PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH", "PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH", .error, "/purchase_units/0/shipping/options/0/amount/value"),
        ("INVALID_CARD_NUMBER", "INVALID_CARD_NUMBER", .error, "/payment_source/card/number"),
        ("INVALID_CARD_NUMBER-amex-length", "INVALID_CARD_NUMBER", .error, "/payment_source/card/number"),
        ("INVALID_CARD_NUMBER-spaces", "INVALID_CARD_NUMBER", .error, "/payment_source/card/number"),
        ("CARD_EXPIRED", "CARD_EXPIRED", .error, "/payment_source/card/expiry"),
        ("INVALID_SECURITY_CODE_LENGTH", "INVALID_SECURITY_CODE_LENGTH", .error, "/payment_source/card/security_code"),
        ("INVALID_SECURITY_CODE_LENGTH-visa", "INVALID_SECURITY_CODE_LENGTH", .error, "/payment_source/card/security_code"),
        ("INVALID_EMAIL", "INVALID_EMAIL", .error, "/payer/email_address"),
        ("INVALID_EMAIL-venmo", "INVALID_EMAIL", .error, "/payment_source/venmo/email_address"),
        ("INVALID_PHONE", "INVALID_PHONE", .error, "/payer/phone/phone_number/national_number"),
        ("INVALID_PHONE-too-long", "INVALID_PHONE", .error, "/purchase_units/0/shipping/phone_number/national_number"),
        ("INVALID_COUNTRY_CODE", "INVALID_COUNTRY_CODE", .error, "/purchase_units/0/shipping/address/country_code"),
        ("COUNTRY_NOT_SUPPORTED", "COUNTRY_NOT_SUPPORTED", .warning, "/purchase_units/0/shipping/address/country_code"),
        ("COUNTRY_CODE_WITHDRAWN", "COUNTRY_CODE_WITHDRAWN", .warning, "/payment_source/card/billing_address/country_code"),
        ("CITY_REQUIRED", "CITY_REQUIRED", .error, "/purchase_units/0/shipping/address/admin_area_2"),
        ("POSTAL_CODE_REQUIRED", "POSTAL_CODE_REQUIRED", .error, "/purchase_units/0/shipping/address/postal_code"),
    ]

    @Test("the failing fixture reports exactly its code", arguments: cases)
    func failing(name: String, code: String, severity: Severity, path: String) throws {
        let report = try OrdersV2Fixture.validate("fail/\(name).json")
        let found = report.diagnostics.filter { $0.code.rawValue == code }
        #expect(
            found.contains { $0.severity == severity && $0.path == path },
            "\(name): expected \(code) \(severity) at \(path), got\n\(OrdersV2Fixture.describe(report))")
        #expect(
            report.diagnostics.allSatisfy { $0.code.rawValue == code },
            "\(name): one fault, one code; got\n\(OrdersV2Fixture.describe(report))")
        for diagnostic in found {
            #expect(!diagnostic.message.isEmpty)
            #expect(diagnostic.line >= 1 && diagnostic.column >= 1)
        }
    }

    @Test("the passing twin validates clean", arguments: cases.map(\.0))
    func passing(name: String) throws {
        let report = try OrdersV2Fixture.validate("pass/\(name).json")
        #expect(report.diagnostics.isEmpty, "\(name):\n\(OrdersV2Fixture.describe(report))")
        #expect(report.kind == .ordersV2)
    }

    @Test func everyFixtureFileIsListed() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: OrdersV2Fixture.directory.appendingPathComponent("fail").path)
        let listed = Set(Self.cases.map { "\($0.0).json" })
        #expect(Set(names) == listed)
    }

    /// Every code docs/rules.md gives the Orders v2 section, and every general, amount, contact and card code that applies
    /// to Orders v2, has a fixture above. (STATE_REQUIRED, INVALID_STATE and INVALID_POSTAL_CODE come from the
    /// per-country address rules and are tested with them; NOT_SUPPORTED and UNKNOWN_DOCUMENT_KIND do not arise
    /// for a document validated as orders-v2.)
    @Test func everyOrdersCodeIsCovered() {
        let covered = Set(Self.cases.map(\.1))
        let codes: [DiagnosticCode] = [
            .malformedJSON, .duplicateKey, .missingRequiredParameter, .invalidParameterSyntax, .invalidParameterValue,
            .invalidStringLength, .invalidArrayMinItems, .invalidArrayMaxItems, .unknownField, .invalidCurrencyCode,
            .currencyNotSupported, .currencyInCountryOnly, .decimalsNotSupported, .decimalPrecision, .maxValueExceeded,
            .cannotBeZeroOrNegative, .cannotBeNegative, .referenceIdRequired, .duplicateReferenceId, .unsupportedIntent,
            .multipleItemCategories, .donationItemsNotSupported, .multiCurrencyOrder, .amountMismatch,
            .itemTotalMismatch, .itemTotalRequired, .taxTotalMismatch, .taxTotalRequired, .shippingOptionNotSelected,
            .multipleShippingOptionSelected, .preferredShippingOptionAmountMismatch, .invalidCardNumber, .cardExpired,
            .invalidSecurityCodeLength, .invalidEmail, .invalidPhone, .invalidCountryCode, .countryNotSupported,
            .countryCodeWithdrawn, .cityRequired, .postalCodeRequired,
        ]
        for code in codes {
            #expect(covered.contains(code.rawValue), "no fixture for \(code)")
        }
    }
}

@Suite("Orders v2: realistic documents and the seed")
struct OrdersV2DocumentTests {
    @Test("good orders validate clean", arguments: [
        "valid-one-unit.json", "valid-three-units.json", "seed-card-fixed.json", "seed-paypal-fixed.json",
        "seed-venmo-fixed.json",
    ])
    func goodOrders(name: String) throws {
        let report = try OrdersV2Fixture.validate(name)
        #expect(report.diagnostics.isEmpty, "\(name):\n\(OrdersV2Fixture.describe(report))")
    }

    @Test func goodOrdersAreDetectedAsOrders() throws {
        let report = OrdersV2Fixture.validator.validate(try OrdersV2Fixture.text("valid-three-units.json"))
        #expect(report.kind == .ordersV2)
        #expect(report.diagnostics.isEmpty)
    }

    @Test func seedCardRequest() throws {
        let report = try OrdersV2Fixture.validate("seed-card.json")
        #expect(report.codes == [.cardExpired, .unknownField], "\(OrdersV2Fixture.describe(report))")
        let expired = try #require(report.diagnostics.first)
        #expect(expired.path == "/payment_source/card/expiry")
        #expect(expired.message.contains("2020-02"))
        let draft = try #require(report.diagnostics.last)
        #expect(draft.severity == .warning)
        #expect(draft.path == "/payment_source/card/attributes/vault/confirm_payment_token")
        #expect(draft.suggestion == "store_in_vault")
        #expect(!report.diagnostics.contains { $0.message.contains("4111111111111111") })
    }

    @Test func seedPayPalRequest() throws {
        let report = try OrdersV2Fixture.validate("seed-paypal.json")
        #expect(report.codes == [.unknownField], "\(OrdersV2Fixture.describe(report))")
        #expect(report.diagnostics.first?.suggestion == "store_in_vault")
        #expect(report.isValid)  // a warning only: usage_type is there, store_in_vault is optional for PayPal
    }

    @Test func seedVenmoRequest() throws {
        let report = try OrdersV2Fixture.validate("seed-venmo.json")
        #expect(report.codes == [.invalidParameterValue], "\(OrdersV2Fixture.describe(report))")
        let finding = try #require(report.diagnostics.first)
        #expect(finding.path == "/payment_source/venmo/attributes/vault/store_in_vault")
        #expect(finding.suggestion == "ON_SUCCESS")
        #expect(finding.message.contains("ON_ORDER_COMPLETION"))
        #expect(finding.line == 23)
        #expect(finding.column == 19)
    }

    @Test func venmoDraftKeyWithoutStoreInVault() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}],
             "payment_source":{"venmo":{"attributes":{"vault":{"confirm_payment_token":"ON_ORDER_COMPLETION","usage_type":"MERCHANT"}}}}}
            """)
        #expect(Set(report.codes) == [.unknownField, .missingRequiredParameter])
        let missing = report.diagnostics.first { $0.code == .missingRequiredParameter }
        #expect(missing?.path == "/payment_source/venmo/attributes/vault/store_in_vault")
        #expect(missing?.message.contains("confirm_payment_token") == true)
    }
}

@Suite("Orders v2: messages, suggestions and positions")
struct OrdersV2MessageTests {
    @Test func amountMismatchStatesBothSidesAndSuggestsTheSum() throws {
        let report = try OrdersV2Fixture.validate("fail/AMOUNT_MISMATCH.json")
        let finding = try #require(report.diagnostics.first)
        #expect(finding.message.contains("35.00") && finding.message.contains("30.00"))
        #expect(finding.suggestion == "30.00")
        #expect(finding.line == 9)
        #expect(finding.column == 18)
    }

    @Test func itemAndTaxTotalMismatches() throws {
        let items = try #require(try OrdersV2Fixture.validate("fail/ITEM_TOTAL_MISMATCH.json").diagnostics.first)
        #expect(items.message.contains("60.00") && items.message.contains("65.00"))
        #expect(items.suggestion == "65.00")
        let tax = try #require(try OrdersV2Fixture.validate("fail/TAX_TOTAL_MISMATCH.json").diagnostics.first)
        #expect(tax.message.contains("3.30") && tax.message.contains("5.36"))  // 2 × 2.06 + 1 × 1.24
        #expect(tax.suggestion == "5.36")
        let required = try #require(try OrdersV2Fixture.validate("fail/TAX_TOTAL_REQUIRED.json").diagnostics.first)
        #expect(required.suggestion == "5.36")
        let itemRequired = try #require(try OrdersV2Fixture.validate("fail/ITEM_TOTAL_REQUIRED-no-breakdown.json").diagnostics.first)
        #expect(itemRequired.suggestion == "65.00")
    }

    @Test func amountAsJSONNumberIsQuotedAndStillAddedUp() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":31.50,
             "breakdown":{"item_total":{"currency_code":"USD","value":"30.00"}}}}]}
            """)
        #expect(report.codes == [.invalidParameterSyntax, .amountMismatch], "\(OrdersV2Fixture.describe(report))")
        #expect(report.diagnostics[0].suggestion == "\"31.50\"")
        #expect(report.diagnostics[1].suggestion == "30.00")
    }

    @Test func preferredShippingMismatchNamesBothAmounts() throws {
        let finding = try #require(
            try OrdersV2Fixture.validate("fail/PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH.json").diagnostics.first)
        #expect(finding.message.contains("12.00") && finding.message.contains("5.00"))
        #expect(finding.suggestion == "5.00")
    }

    @Test func unsupportedIntentSuggestsCapture() throws {
        let finding = try #require(try OrdersV2Fixture.validate("fail/UNSUPPORTED_INTENT.json").diagnostics.first)
        #expect(finding.suggestion == "CAPTURE")
        #expect(finding.message.contains("3 purchase units"))
        #expect(finding.line == 2 && finding.column == 13)
    }

    @Test func intentCaseSuggestion() {
        let report = OrdersV2Fixture.validate(json: #"{"intent":"capture","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}]}"#)
        #expect(report.codes == [.invalidParameterValue])
        #expect(report.diagnostics.first?.suggestion == "CAPTURE")
    }

    @Test func duplicateReferenceNamesTheFirstUnit() throws {
        let finding = try #require(try OrdersV2Fixture.validate("fail/DUPLICATE_REFERENCE_ID.json").diagnostics.first)
        #expect(finding.message.contains("/purchase_units/0"))
    }

    @Test func multiCurrencyFollowsTheMajority() throws {
        let report = try OrdersV2Fixture.validate("fail/MULTI_CURRENCY_ORDER.json")
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?.suggestion == "USD")
        #expect(report.diagnostics.first?.message.contains("EUR") == true)
    }

    @Test func lowerCaseCurrencyIsOneFinding() throws {
        let report = try OrdersV2Fixture.validate("fail/INVALID_CURRENCY_CODE.json")
        #expect(report.codes.allSatisfy { $0 == .invalidCurrencyCode })
        #expect(report.diagnostics.allSatisfy { $0.suggestion == "USD" })
    }

    @Test func misspeltBreakdownKeyIsReportedOnce() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"30.00",
             "breakdown":{"item_totals":{"currency_code":"USD","value":"30.00"}}},
             "items":[{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"10.00"}}]}]}
            """)
        #expect(report.codes == [.unknownField], "\(OrdersV2Fixture.describe(report))")
        #expect(report.diagnostics.first?.suggestion == "item_total")
    }

    @Test func unknownBreakdownKeySuggestsNearest() throws {
        let finding = try #require(try OrdersV2Fixture.validate("fail/UNKNOWN_FIELD.json").diagnostics.first)
        #expect(finding.message.contains("subtotal"))
        let typo = OrdersV2Fixture.validate(json: #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],"payment_sorce":{}}"#)
        #expect(typo.diagnostics.first?.suggestion == "payment_source")
    }

    @Test("quantities", arguments: [
        ("\"0\"", "CANNOT_BE_ZERO_OR_NEGATIVE", nil), ("\"-2\"", "CANNOT_BE_ZERO_OR_NEGATIVE", nil),
        ("\"000\"", "CANNOT_BE_ZERO_OR_NEGATIVE", nil), ("\"1.5\"", "INVALID_PARAMETER_SYNTAX", nil),
        ("\"01\"", "INVALID_PARAMETER_SYNTAX", "1"), ("\" 2\"", "INVALID_PARAMETER_SYNTAX", "2"),
        ("\"2.0\"", "INVALID_PARAMETER_SYNTAX", "2"), ("2", "INVALID_PARAMETER_SYNTAX", "\"2\""),
        ("\"two\"", "INVALID_PARAMETER_SYNTAX", nil), ("\"12345678901\"", "MAX_VALUE_EXCEEDED", nil),
        ("true", "INVALID_PARAMETER_SYNTAX", nil),
    ] as [(String, String, String?)])
    func quantities(literal: String, code: String, suggestion: String?) {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5.00"},
             "items":[{"name":"Pen","quantity":\(literal),"unit_amount":{"currency_code":"USD","value":"5.00"}}]}]}
            """)
        let quantity = report.diagnostics.filter { $0.path == "/purchase_units/0/items/0/quantity" }
        #expect(quantity.map(\.code.rawValue) == [code], "\(OrdersV2Fixture.describe(report))")
        #expect(quantity.first?.suggestion == suggestion)
    }

    @Test func largestQuantityIsAccepted() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"99999999.99",
             "breakdown":{"item_total":{"currency_code":"USD","value":"99999999.99"}}},
             "items":[{"name":"Grain of rice","quantity":"9999999999","unit_amount":{"currency_code":"USD","value":"0.01"}}]}]}
            """)
        #expect(report.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(report))")
    }

    @Test func phoneSuggestionsAreDigitsOnly() throws {
        let finding = try #require(try OrdersV2Fixture.validate("fail/INVALID_PHONE.json").diagnostics.first)
        #expect(finding.suggestion == "4085551234")
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"},
             "shipping":{"phone_number":{"country_code":"+44","national_number":"+44 7911 123456"}}}]}
            """)
        #expect(report.codes == [.invalidPhone, .invalidPhone])
        #expect(report.diagnostics.map(\.suggestion) == ["44", "7911123456"])
    }

    @Test func applicationContext() {
        let good = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],
             "application_context":{"brand_name":"EXAMPLE INC","landing_page":"BILLING","user_action":"PAY_NOW",
             "shipping_preference":"NO_SHIPPING","return_url":"https://example.com/return","cancel_url":"https://example.com/cancel"}}
            """)
        #expect(good.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(good))")
        let bad = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],
             "application_context":{"user_action":"pay_now","return_url":"example.com/return","brandname":"X"}}
            """)
        #expect(bad.codes == [.invalidParameterValue, .invalidParameterSyntax, .unknownField], "\(OrdersV2Fixture.describe(bad))")
        #expect(bad.diagnostics.map(\.suggestion) == ["PAY_NOW", "https://example.com/return", "brand_name"])
    }

    @Test func expirySuggestion() throws {
        let finding = try #require(try OrdersV2Fixture.validate("fail/INVALID_PARAMETER_SYNTAX-4.json").diagnostics.first)
        #expect(finding.suggestion == "2028-11")
    }

    @Test func partialPayerAddressIsAccepted() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],
             "payer":{"address":{"country_code":"US"},"birth_date":"1990-02-28","payer_id":"QYR5Z8XDVJNXQ"}}
            """)
        #expect(report.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(report))")
        let bad = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],
             "payer":{"address":{"country_code":"UK"},"birth_date":"1990-02-30","payer_id":"QYR5Z8XDVJNXO"}}
            """)
        #expect(Set(bad.codes) == [.invalidCountryCode, .invalidParameterSyntax])
        #expect(bad.diagnostics.first { $0.code == .invalidCountryCode }?.suggestion == "GB")
    }
}

@Suite("Orders v2: arithmetic edge cases")
struct OrdersV2ArithmeticTests {
    /// A unit whose items are generated; the totals are computed here with integer cents, independently of the
    /// validator's decimal arithmetic.
    static func order(items: [(price: String, quantity: Int, tax: String?)], itemTotal: String, taxTotal: String?, value: String) -> String {
        let list = items.enumerated().map { index, item in
            let tax = item.tax.map { #","tax":{"currency_code":"USD","value":"\#($0)"}"# } ?? ""
            return #"{"name":"Item \#(index)","quantity":"\#(item.quantity)","unit_amount":{"currency_code":"USD","value":"\#(item.price)"}\#(tax)}"#
        }.joined(separator: ",")
        let taxPart = taxTotal.map { #","tax_total":{"currency_code":"USD","value":"\#($0)"}"# } ?? ""
        return """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"\(value)",
             "breakdown":{"item_total":{"currency_code":"USD","value":"\(itemTotal)"}\(taxPart)}},"items":[\(list)]}]}
            """
    }

    static func cents(_ value: Int) -> String {
        "\(value / 100).\(value % 100 < 10 ? "0" : "")\(value % 100)"
    }

    @Test func manyItemsAddUpExactly() {
        // 250 items priced 0.01 … 2.50 with quantities 1…7 and taxes of 7% rounded per unit.
        var items: [(price: String, quantity: Int, tax: String?)] = []
        var total = 0
        var taxTotal = 0
        for index in 1...250 {
            let quantity = index % 7 + 1
            let tax = (index * 7 + 50) / 100
            items.append((Self.cents(index), quantity, Self.cents(tax)))
            total += index * quantity
            taxTotal += tax * quantity
        }
        let good = Self.order(
            items: items, itemTotal: Self.cents(total), taxTotal: Self.cents(taxTotal), value: Self.cents(total + taxTotal))
        let report = OrdersV2Fixture.validate(json: good)
        #expect(report.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(report))")

        let offByOneCent = Self.order(
            items: items, itemTotal: Self.cents(total + 1), taxTotal: Self.cents(taxTotal), value: Self.cents(total + 1 + taxTotal))
        let bad = OrdersV2Fixture.validate(json: offByOneCent)
        #expect(bad.codes == [.itemTotalMismatch])
        #expect(bad.diagnostics.first?.suggestion == Self.cents(total))
    }

    @Test func halfAmountsWithLeadingDot() {
        let report = OrdersV2Fixture.validate(json: Self.order(
            items: [(".5", 3, nil), ("0.25", 2, nil)], itemTotal: "2", taxTotal: nil, value: "2.0"))
        #expect(report.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(report))")
        let wrong = OrdersV2Fixture.validate(json: Self.order(
            items: [(".5", 3, nil)], itemTotal: "1", taxTotal: nil, value: "1"))
        #expect(wrong.codes == [.itemTotalMismatch])
        #expect(wrong.diagnostics.first?.suggestion == "1.5")
        #expect(wrong.diagnostics.first?.message.contains("1.5") == true)
    }

    @Test func discountsAreSubtracted() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"100.00","breakdown":{
              "item_total":{"currency_code":"USD","value":"100.00"},"tax_total":{"currency_code":"USD","value":"8.25"},
              "shipping":{"currency_code":"USD","value":"10.00"},"handling":{"currency_code":"USD","value":"1.75"},
              "insurance":{"currency_code":"USD","value":"2.00"},"shipping_discount":{"currency_code":"USD","value":"10.00"},
              "discount":{"currency_code":"USD","value":"12.00"}}}}]}
            """)
        #expect(report.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(report))")
    }

    @Test func sumBeyondTheMaximumIsMaxValueExceeded() throws {
        let report = try OrdersV2Fixture.validate("fail/MAX_VALUE_EXCEEDED-items.json")
        #expect(report.codes == [.maxValueExceeded])
        #expect(report.diagnostics.first?.message.contains("9999999999999999999999999.99".prefix(10)) == true)
    }

    @Test func hugeTermsAreReportedOnceNotACrash() {
        // 32 digits × 10 digits needs 42 digits: more than the decimal type holds. The unit amount is reported as
        // above the maximum; the sums it is in are skipped rather than reported again (or trapped).
        let huge = String(repeating: "9", count: 32)
        let report = OrdersV2Fixture.validate(json: Self.order(
            items: [(huge, 9_999_999_999, nil), ("1.00", 1, nil)], itemTotal: "1", taxTotal: nil, value: "1"))
        #expect(report.codes == [.maxValueExceeded], "\(OrdersV2Fixture.describe(report))")
        #expect(report.diagnostics.first?.path == "/purchase_units/0/items/0/unit_amount/value")

        let breakdown = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1","breakdown":{
              "item_total":{"currency_code":"USD","value":"\(huge)"},
              "handling":{"currency_code":"USD","value":"\(huge)"}}}}]}
            """)
        #expect(breakdown.codes == [.maxValueExceeded, .maxValueExceeded], "\(OrdersV2Fixture.describe(breakdown))")

        // Parts each within the maximum whose sum is not.
        let max = "999999999999999.99"
        let sum = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"\(max)","breakdown":{
              "item_total":{"currency_code":"USD","value":"\(max)"},
              "handling":{"currency_code":"USD","value":"\(max)"}}}}]}
            """)
        #expect(sum.codes == [.maxValueExceeded], "\(OrdersV2Fixture.describe(sum))")
        #expect(sum.diagnostics.first?.path == "/purchase_units/0/amount/breakdown")
    }

    @Test func precisionFaultIsNotAlsoAMismatch() {
        let report = OrdersV2Fixture.validate(json: Self.order(
            items: [("10.005", 2, nil)], itemTotal: "20.01", taxTotal: nil, value: "20.01"))
        // 10.005 rounds half-even to 10.00, × 2 = 20.00: the item total is wrong as well as the price's precision.
        #expect(report.codes == [.itemTotalMismatch, .decimalPrecision], "\(OrdersV2Fixture.describe(report))")
        let clean = OrdersV2Fixture.validate(json: Self.order(
            items: [("10.015", 2, nil)], itemTotal: "20.04", taxTotal: nil, value: "20.04"))
        #expect(clean.codes == [.decimalPrecision], "\(OrdersV2Fixture.describe(clean))")
    }

    @Test func unreadableTermsSkipTheTotals() {
        // A broken unit_amount is reported once; the item total is not compared with a sum that cannot be made.
        let report = OrdersV2Fixture.validate(json: Self.order(
            items: [("abc", 1, nil), ("2.00", 1, nil)], itemTotal: "7.00", taxTotal: nil, value: "7.00"))
        #expect(report.codes == [.invalidParameterSyntax], "\(OrdersV2Fixture.describe(report))")
    }

    @Test func zeroDecimalCurrency() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"JPY","value":"3300",
             "breakdown":{"item_total":{"currency_code":"JPY","value":"3000"},"tax_total":{"currency_code":"JPY","value":"300"}}},
             "items":[{"name":"Tea","quantity":"3","unit_amount":{"currency_code":"JPY","value":"1000"},"tax":{"currency_code":"JPY","value":"100"}}]}]}
            """)
        #expect(report.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(report))")
    }
}

@Suite("Orders v2: card checks and masking")
struct OrdersV2CardTests {
    /// Published test card numbers (PayPal, Stripe, Braintree and Adyen sandbox documentation).
    static let testCards: [(String, CardBrand)] = [
        ("4111111111111111", .visa), ("4012888888881881", .visa), ("4222222222222", .visa),
        ("5555555555554444", .mastercard), ("5105105105105100", .mastercard), ("2221000000000009", .mastercard),
        ("2223003122003222", .mastercard), ("378282246310005", .americanExpress), ("371449635398431", .americanExpress),
        ("6011111111111117", .discover), ("6011000990139424", .discover), ("3530111333300000", .jcb),
        ("3566002020360505", .jcb), ("30569309025904", .dinersClub), ("38520000023237", .dinersClub),
        ("36227206271667", .dinersClub), ("6200000000000005", .unionPay), ("6759649826438453", .maestro),
        ("6304000000000000", .maestro),
    ]

    @Test("published test cards pass, a one-digit change fails Luhn", arguments: testCards)
    func testCard(number: String, brand: CardBrand) {
        let check = CardChecks.checkNumber(number)
        #expect(check.brand == brand)
        #expect(check.problem == nil)
        var digits = Array(number.utf8)
        let last = digits.count - 1
        digits[last] = UInt8(ascii: "0") + (digits[last] - UInt8(ascii: "0") + 1) % 10
        let changed = String(decoding: digits, as: UTF8.self)
        #expect(CardChecks.checkNumber(changed).problem == .luhn)
        #expect(!CardChecks.passesLuhn(changed))
    }

    @Test func brandBoundaries() {
        #expect(CardBrand.detect(digits: "2220990000000000") == nil)
        #expect(CardBrand.detect(digits: "2221000000000000") == .mastercard)
        #expect(CardBrand.detect(digits: "2720990000000000") == .mastercard)
        #expect(CardBrand.detect(digits: "2721000000000000") == nil)
        #expect(CardBrand.detect(digits: "3527000000000000") == nil)
        #expect(CardBrand.detect(digits: "3528000000000000") == .jcb)
        #expect(CardBrand.detect(digits: "3589000000000000") == .jcb)
        #expect(CardBrand.detect(digits: "3095000000000000") == .dinersClub)
        #expect(CardBrand.detect(digits: "6440000000000000") == .discover)
        #expect(CardBrand.detect(digits: "5018000000000000") == .maestro)
        #expect(CardBrand.detect(digits: "") == nil)
        #expect(CardBrand.americanExpress.securityCodeLength == 4)
        #expect(CardBrand.visa.securityCodeLength == 3)
    }

    @Test func numberProblems() {
        #expect(CardChecks.checkNumber("4111 1111 1111 1111").problem == .separators)
        #expect(CardChecks.checkNumber("4111-1111-1111-111x").problem == .notDigits)
        #expect(CardChecks.checkNumber("411111111111").problem == .length(12))
        #expect(CardChecks.checkNumber("41111111111111111111").problem == .length(20))
        // 15-digit Visa passing Luhn: a length Visa does not issue.
        #expect(CardChecks.checkNumber("411111111111116").problem == .brandLength(.visa, 15))
        // An unknown IIN with a valid Luhn digit is accepted: the brand list cannot be complete.
        #expect(CardChecks.checkNumber("9999999999999995").problem == nil)
    }

    @Test func masking() {
        #expect(CardChecks.mask("4111111111111111") == "•••• 1111")
        #expect(CardChecks.mask("4111 1111 1111 1234") == "•••• 1234")
        #expect(CardChecks.mask("1234") == "••••")
        #expect(CardChecks.mask("") == "••••")
    }

    @Test func cardNumbersAreRedactedFromAnyText() {
        let redact = CardChecks.redactingCardNumbers(in:)
        #expect(redact(#""category" "4111111111111111" is not one of"#) == #""category" "•••• 1111" is not one of"#)
        #expect(redact("quantity 4111 1111 1111 1111 is more") == "quantity •••• 1111 is more")
        #expect(redact("x 5555-5555-5555-4444.") == "x •••• 4444.")
        #expect(redact("4111111111111112") == "•••• 1112")  // one digit mistyped is still a card number
        #expect(redact("the items add up to 378282246310005.00") == "the items add up to 378282246310005.00")
        #expect(redact("has 16 digits; 13 to 19 allowed, 999999999999999.99") == "has 16 digits; 13 to 19 allowed, 999999999999999.99")
        #expect(redact("+1 4155550123") == "+1 4155550123")
        #expect(redact("in E.164 it is +5491123456789") == "in E.164 it is +5491123456789")
        #expect(redact("+54 9 11 2345-6789") == "+54 9 11 2345-6789")
        #expect(redact("id 12345678901234567") == "id 12345678901234567")  // no brand starts with 1
        #expect(redact("a 41111111111111111111 run of 20") == "a 41111111111111111111 run of 20")
        #expect(redact("é 4111111111111111 ü") == "é •••• 1111 ü")
        #expect(redact("4111111111111111.00 is stated") == "•••• 1111.00 is stated")
    }

    /// The byte screen may skip only texts the full masking leaves alone: random texts of digits, separators, dots,
    /// letters and a plus, with spans around the 13-digit threshold.
    @Test func theDigitSpanScreenSkipsOnlyTextsWithNothingToMask() {
        var random = SplitMix64(seed: 0xCA_4D5)
        let pieces = ["4", "5", "3", "1", "0", " ", "-", "--", "  ", ".", "+", "a", "é", "411111", "555555", "4444"]
        var screened = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            if !CardChecks.hasLongDigitSpan(text) {
                screened += 1
                #expect(CardChecks.maskingCardNumbers(in: text) == text, "\(text)")
            }
        }
        #expect(screened > 1_000 && screened < 19_000)  // both sides of the screen were exercised
    }

    @Test("expiry at month boundaries", arguments: [
        ("2026-03", 2026, 3, 1, nil), ("2026-03", 2026, 3, 31, nil), ("2026-02", 2026, 3, 1, "CARD_EXPIRED"),
        ("2025-12", 2026, 1, 1, "CARD_EXPIRED"), ("2026-01", 2025, 12, 31, nil), ("2099-12", 2026, 3, 15, nil),
        ("2026-13", 2026, 3, 15, "INVALID_PARAMETER_SYNTAX"), ("2026-3", 2026, 3, 15, "INVALID_PARAMETER_SYNTAX"),
        ("03/2026", 2026, 3, 15, "INVALID_PARAMETER_SYNTAX"),
    ] as [(String, Int, Int, Int, String?)])
    func expiry(text: String, year: Int, month: Int, day: Int, code: String?) throws {
        let today = try #require(CalendarDate(year: year, month: month, day: day))
        let validator = PaymentValidator(options: ValidationOptions(today: today))
        let report = validator.validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],"payment_source":{"card":{"expiry":"\#(text)"}}}"#,
            as: .ordersV2)
        #expect(report.codes.map(\.rawValue) == (code.map { [$0] } ?? []), "\(OrdersV2Fixture.describe(report))")
    }

    @Test func expirySuggestions() {
        #expect(CardChecks.expirySuggestion(for: "11/28") == "2028-11")
        #expect(CardChecks.expirySuggestion(for: "11/2028") == "2028-11")
        #expect(CardChecks.expirySuggestion(for: "2028/11") == "2028-11")
        #expect(CardChecks.expirySuggestion(for: "2028-1") == "2028-01")
        #expect(CardChecks.expirySuggestion(for: "202811") == "2028-11")
        #expect(CardChecks.expirySuggestion(for: "13/28") == nil)
        #expect(CardChecks.expirySuggestion(for: "soon") == nil)
    }

    @Test func unknownBrandTakesThreeOrFourDigits() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],
             "payment_source":{"card":{"vault_id":"8kk845","security_code":"12"}}}
            """)
        #expect(report.codes == [.invalidSecurityCodeLength])
        #expect(report.diagnostics.first?.message.contains("12") == false)
    }

    @Test func cardNumberNeedsAnExpiry() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],
             "payment_source":{"card":{"number":"4111111111111111"}}}
            """)
        #expect(report.codes == [.missingRequiredParameter])
        #expect(report.diagnostics.first?.path == "/payment_source/card/expiry")
    }

    /// No message or suggestion, in the report or in its JSON encoding, contains a full card number (in any
    /// spacing) or a security code.
    @Test func noFullCardNumberOrSecurityCodeInAnyFinding() throws {
        let secrets: [(number: String, code: String)] = [
            ("4111111111111112", "9071"),  // Luhn failure, Visa with a 4-digit code
            ("4111 1111 1111 1111", "35"),  // separators, too short a code
            ("3782822463100005", "862"),  // Amex of the wrong length, 3-digit code
            ("5555555555554444", "12a"),  // valid Mastercard, code not digits
            ("41111111111111111111", "47123"),  // 20 digits, 5-digit code
            ("6011111111111117", "7319"),  // valid Discover, 4-digit code
        ]
        for (number, code) in secrets {
            let json = """
                {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5"}}],
                 "payment_source":{"card":{"number":"\(number)","expiry":"\(number)","security_code":"\(code)",
                 "name":"\(number)","billing_address":{"address_line_1":"1 Main St","admin_area_2":"Austin","admin_area_1":"TX",
                 "postal_code":"78701","country_code":"US"}}}}
                """
            let report = OrdersV2Fixture.validate(json: json)
            #expect(report.codes.contains(.invalidCardNumber) || CardChecks.checkNumber(number).problem == nil)
            #expect(report.codes.contains(.invalidSecurityCodeLength) || report.codes.contains(.invalidParameterSyntax))
            let digits = number.filter(\.isNumber)
            let encoded = String(decoding: try JSONEncoder().encode(report.diagnostics), as: UTF8.self)
            var texts = report.diagnostics.flatMap { [$0.message, $0.suggestion ?? ""] }
            texts.append(encoded)
            for text in texts {
                #expect(!text.contains(number), "full card number in: \(text)")
                #expect(!text.filter(\.isNumber).contains(digits), "card digits in: \(text)")
                if code.count >= 3 {
                    #expect(!text.contains(code), "security code in: \(text)")
                }
            }
        }
    }
}

@Suite("Orders v2: Examples/")
struct OrdersV2ExampleTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static func validate(_ name: String) throws -> ValidationReport {
        let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
        return OrdersV2Fixture.validator.validate(text)
    }

    @Test func validExampleIsClean() throws {
        let report = try Self.validate("orders-v2-valid.json")
        #expect(report.kind == .ordersV2)
        #expect(report.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(report))")
    }

    @Test func invalidExampleShowsTypicalMistakes() throws {
        let report = try Self.validate("orders-v2-invalid.json")
        #expect(report.kind == .ordersV2)
        let expected: [DiagnosticCode] = [
            .unsupportedIntent, .invalidEmail, .invalidStringLength, .invalidParameterSyntax, .unknownField,
            .itemTotalMismatch, .invalidCurrencyCode, .invalidCountryCode,
            .multipleShippingOptionSelected, .referenceIdRequired, .multiCurrencyOrder, .invalidCardNumber,
            .cardExpired, .invalidSecurityCodeLength,
        ]
        #expect(Set(report.codes) == Set(expected), "\(OrdersV2Fixture.describe(report))")
        #expect(!report.diagnostics.contains { $0.message.contains("4111111111111112") || $0.message.contains("1234") })
    }
}

@Suite("Orders v2: robustness")
struct OrdersV2RobustnessTests {
    /// Replaces values of a good order, one at a time, with values of every wrong shape; every variant validates to
    /// a report (no trap, no crash) whose diagnostics are positioned and carry a message.
    @Test func mutatedOrdersNeverTrap() throws {
        let text = try OrdersV2Fixture.text("valid-three-units.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let replacements = [
            "null", "0", "-1", "1e400", "\"\"", "\"0\"", "\"-5\"", "\".5\"", "\"abc\"", "[]", "{}", "true",
            "\"" + String(repeating: "9", count: 40) + "\"", String(repeating: "9", count: 60), "[null, {}, 1]",
            "{\"value\": {}, \"currency_code\": 5}", "\"4111111111111111\"",
        ]
        var paths: [[Any]] = []
        func walk(_ value: Any, _ path: [Any]) {
            paths.append(path)
            if let object = value as? [String: Any] {
                for (key, member) in object { walk(member, path + [key]) }
            } else if let array = value as? [Any] {
                for (index, element) in array.enumerated() { walk(element, path + [index]) }
            }
        }
        walk(root, [])
        func replacing(_ value: Any, at path: ArraySlice<Any>) -> Any {
            guard let head = path.first else { return "__MUTATION__" }
            if var object = value as? [String: Any], let key = head as? String {
                object[key] = replacing(object[key] as Any, at: path.dropFirst())
                return object
            }
            if var array = value as? [Any], let index = head as? Int {
                array[index] = replacing(array[index], at: path.dropFirst())
                return array
            }
            return value
        }
        var checked = 0
        for (number, path) in paths.enumerated() where !path.isEmpty {
            let mutated = replacing(root, at: path[...])
            let data = try JSONSerialization.data(withJSONObject: mutated, options: [.sortedKeys])
            let template = String(decoding: data, as: UTF8.self)
            let replacement = replacements[number % replacements.count]
            let json = template.replacingOccurrences(of: "\"__MUTATION__\"", with: replacement)
            let report = OrdersV2Fixture.validate(json: json)
            for diagnostic in report.diagnostics {
                #expect(diagnostic.line >= 1 && diagnostic.column >= 1 && !diagnostic.message.isEmpty)
                #expect(!diagnostic.message.contains("4111111111111111"))
            }
            checked += 1
        }
        #expect(checked > 150)
    }
}

@Suite("Orders v2 phones against phone metadata")
struct OrdersV2PhoneMetadataTests {
    func report(_ phone: String) -> ValidationReport {
        PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}],"payer":{"phone":{"phone_number":\#(phone)}}}"#)
    }

    @Test("well-formed digits are checked against the calling code's regions")
    func perRegion() {
        #expect(report(#"{"country_code":"1","national_number":"4085550134"}"#).codes.isEmpty)
        #expect(report(#"{"country_code":"44","national_number":"2079460958"}"#).codes.isEmpty)
        let short = report(#"{"country_code":"1","national_number":"40855501"}"#)
        #expect(short.codes == [.invalidPhone])
        #expect(short.diagnostics.first?.path == "/payer/phone/phone_number/national_number")
        #expect(short.diagnostics.first?.message.contains("too short") == true)
        let trunk = report(#"{"country_code":"44","national_number":"02079460958"}"#)
        #expect(trunk.codes == [.invalidPhone])
        #expect(trunk.diagnostics.first?.suggestion == "2079460958")
        #expect(report(#"{"country_code":"999","national_number":"12345678"}"#).codes == [.invalidPhone])
    }
}
