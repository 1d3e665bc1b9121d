import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

@Suite("Orders v2: card checks")
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

    /// The expiry's message shows a date in full (8 digits), and masks a card number typed there (12 or more).
    @Test func expiryEcho() {
        #expect(CardChecks.safeEcho("2028-11-30") == "2028-11-30")
        #expect(CardChecks.safeEcho("4111111111111111") == "•••• 1111")
        #expect(CardChecks.safeEcho("6759 6498 2643") == "•••• 2643")  // a 12-digit Maestro
    }

    @Test func masking() {
        #expect(CardChecks.mask("4111111111111111") == "•••• 1111")
        #expect(CardChecks.mask("4111 1111 1111 1234") == "•••• 1234")
        #expect(CardChecks.mask("1234") == "••••")
        #expect(CardChecks.mask("") == "••••")
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
        #expect(CardChecks.expirySuggestion(for: "28-11") == "2028-11")  // YY-MM when only that has a month
        #expect(CardChecks.expirySuggestion(for: "2028-11-30") == "2028-11")  // a date: its month
        #expect(CardChecks.expirySuggestion(for: "13/28") == nil)
        #expect(CardChecks.expirySuggestion(for: "soon") == nil)
    }

    /// An expiry in the form but with no month (13, 00) is told so, not that its form is wrong.
    @Test func expiryWithoutAMonth() throws {
        func finding(_ expiry: String) throws -> Diagnostic {
            let report = OrdersV2Fixture.validate(json: #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5.00"}}],"payment_source":{"card":{"number":"4111111111111111","expiry":"\#(expiry)"}}}"#)
            return try #require(report.diagnostics.first { $0.path == "/payment_source/card/expiry" })
        }
        let thirteen = try finding("2029-13")
        #expect(thirteen.code == .invalidParameterSyntax)
        #expect(thirteen.message == #"the card expiry "2029-13" has no month 13: a month is 01 to 12"#)
        #expect(thirteen.suggestion == nil)
        #expect(try finding("2029-00").message.contains("has no month 00"))
        #expect(try finding("2029/13").message.hasSuffix("is not in the form YYYY-MM"))
        #expect(try finding("29-2029").message.hasSuffix("is not in the form YYYY-MM"))
    }

    /// UnionPay issues some cards without a Luhn digit (Braintree's card-validator skips the check for them): a
    /// warning there, an error for the other brands.
    @Test func unionPayLuhnIsAWarning() throws {
        func finding(_ number: String) throws -> Diagnostic {
            let report = OrdersV2Fixture.validate(json: #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5.00"}}],"payment_source":{"card":{"number":"\#(number)","expiry":"2030-01"}}}"#)
            return try #require(report.diagnostics.first { $0.code == .invalidCardNumber })
        }
        #expect(try finding("6200000000000006").severity == .warning)
        #expect(try finding("4111111111111112").severity == .error)
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

    /// A card number written as a JSON number: PayPal read 4032039511064869 (a sandbox card) so; a warning, then the
    /// digits are checked. Above 2^53 a binary number may not hold it exactly: the type error. Nothing shows it whole.
    @Test func cardNumberAsAJSONNumber() throws {
        func findings(_ number: String) -> [String] {
            let report = PaymentValidator().validate(
                #"{"payment_source":{"card":{"number":\#(number),"expiry":"2030-04","security_code":"493"}}}"#,
                as: .ordersV2Authorize)
            for diagnostic in report.diagnostics {
                #expect(!diagnostic.message.contains(number) && !(diagnostic.suggestion ?? "").contains(number))
            }
            return report.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue)" }
        }
        #expect(findings("4032039511064869") == ["INVALID_PARAMETER_SYNTAX warning"])
        #expect(findings("4032039511064868") == ["INVALID_PARAMETER_SYNTAX warning", "INVALID_CARD_NUMBER error"])
        #expect(findings("9007199254740993") == ["INVALID_PARAMETER_SYNTAX error"])
        #expect(findings("4111111111111111111") == ["INVALID_PARAMETER_SYNTAX error"])
        #expect(findings("4.111111111111111e15") == ["INVALID_PARAMETER_SYNTAX error"])
        #expect(findings("-4111111111111111") == ["INVALID_PARAMETER_SYNTAX error"])
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
            // The misspelt "item_totals", which PayPal ignores: no item_total, and a breakdown that does not add up.
            .itemTotalRequired, .amountMismatch, .invalidCurrencyCode, .invalidCountryCode,
            .multipleShippingOptionSelected, .referenceIdRequired, .multiCurrencyOrder, .invalidCardNumber,
            .cardExpired, .invalidSecurityCodeLength,
            // The shipping "7.495": more places than USD takes. (The amount 52.49 written as a JSON number is a
            // warning, INVALID_PARAMETER_SYNTAX: Orders v2 reads its text.)
            .decimalPrecision,
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
