import PPData
@testable import PPDataValidation
import Testing
import _PPDataTestSupport

@Suite("Validation framework")
struct FrameworkTests {
    /// Diagnostics come out in document order, rules' order kept at equal positions, whether the rules reported
    /// them in order (returned as they are) or not (sorted): random lists against a stable sort.
    @Test func diagnosticsInDocumentOrder() {
        var random = SplitMix64(seed: 0x0D0C)
        for _ in 0..<2_000 {
            let diagnostics = (0..<Int.random(in: 0...6, using: &random)).map { index in
                Diagnostic(
                    code: .invalidParameterValue, severity: .error, path: "/\(index)", line: Int.random(in: 1...3, using: &random),
                    column: Int.random(in: 1...3, using: &random), message: "m\(index)")
            }
            let expected = diagnostics.enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }.map(\.element.path)
            #expect(PaymentValidator.ordered(diagnostics).map(\.path) == expected)
        }
    }

    let validator = PaymentValidator(options: ValidationOptions(today: CalendarDate("2026-11-22")!))

    @Test("auto-detection follows the key order docs/rules.md gives", arguments: [
        (#"{"purchase_units": []}"#, DocumentKind.ordersV2),
        (#"{"transactions": [], "purchase_units": []}"#, .ordersV2),
        (#"{"transactions": []}"#, .paymentsV1),
        // An execution: a top-level payer_id, with or without the payment's transactions (PayPal's v1 SDK samples).
        (#"{"payer_id": "CR87QHB7JTRSC"}"#, .paymentsV1Execute),
        (#"{"payer_id": "CR87QHB7JTRSC", "transactions": []}"#, .paymentsV1Execute),
        (#"{"payer_id": "CR87QHB7JTRSC", "intent": "sale", "transactions": []}"#, .paymentsV1),
        (#"{"is_final_capture": true}"#, .paymentsV1Capture),
        (#"{"amount": {"currency": "USD", "total": "1.00"}, "note_to_payer": "Thanks"}"#, .paymentsV1Capture),
        (#"{"amount": {"currency": "USD", "total": "1.00"}, "reason": "Returned"}"#, .paymentsV1Refund),
        (#"{"receiverPaymentDetails": []}"#, .mplAdvancedPayment),
        (#"{"subTotal": "1"}"#, .mplPayment),
        (#"{"recipient": "a@b.co"}"#, .mplPayment),
        (#"{"paymentSummaryItems": []}"#, .applePay),
        (#"{"merchantCapabilities": []}"#, .applePay),
        (#"{"address_line_1": "1 Main St", "country_code": "US"}"#, .address),
        (#"{"street1": "1 Main St", "countrycode": "US"}"#, .address),
        (#"{"street": "1 Main St", "isoCountryCode": "US"}"#, .address),
        (#"{"line1": "1 Main St", "country_code": "US"}"#, .address),
    ])
    func detection(document: String, kind: DocumentKind) throws {
        let parsed = try JSONDocument.parse(document)
        #expect(DocumentKind.detect(parsed.root) == kind)
    }

    @Test("amount without total is not a capture; arrays and scalars are no kind")
    func noDetection() throws {
        for text in [#"{"amount": {"currency": "USD"}}"#, "[]", "42", #"{"hello": 1}"#] {
            #expect(DocumentKind.detect(try JSONDocument.parse(text).root) == nil, "\(text)")
        }
    }

    @Test("malformed JSON is one MALFORMED_JSON diagnostic at the failure point")
    func malformed() {
        let report = validator.validate("{\n  \"subTotal\": 1,\n}")
        #expect(report.codes == [.malformedJSON])
        #expect(report.diagnostics[0].line == 2)
        #expect(report.diagnostics[0].column == 16)  // the trailing comma
        #expect(report.diagnostics[0].path == "")
        #expect(!report.isValid)
        #expect(report.kind == nil)
    }

    @Test("NDJSON first lines shift reported lines")
    func firstLine() {
        let report = validator.validate("{\"x\": 1,}", firstLine: 41)
        #expect(report.diagnostics.first?.line == 41)
        // A first line no file reaches stays the largest line there is rather than trapping on the addition.
        let far = validator.validate("\n\n{\"x\":", firstLine: Int.max)
        #expect(far.diagnostics.first?.line == Int.max)
    }

    @Test("an undetectable document is UNKNOWN_DOCUMENT_KIND at the root")
    func unknownKind() {
        let report = validator.validate(#"{"hello": "world"}"#)
        #expect(report.codes == [.unknownDocumentKind])
        #expect(report.kind == nil)
        #expect(report.diagnostics[0].line == 1 && report.diagnostics[0].column == 1)
        let array = validator.validate("[1, 2]")
        #expect(array.codes == [.unknownDocumentKind])
        #expect(array.diagnostics[0].message.contains("JSON object"))
    }

    @Test("a forced kind on a non-object is INVALID_PARAMETER_SYNTAX")
    func forcedKindOnArray() {
        let report = validator.validate("[]", as: .ordersV2)
        #expect(report.kind == .ordersV2)
        #expect(report.codes == [.invalidParameterSyntax])
    }

    @Test("duplicate keys are errors with the duplicate's pointer and position, reported with other findings")
    func duplicateKeys() {
        let text = """
            {"country_code": "US", "address_line_1": "1 Main",
             "admin_area_2": "Springfield", "postal_code": "62701", "admin_area_2": "Shelbyville"}
            """
        let report = validator.validate(text)
        #expect(report.kind == .address)
        let duplicate = report.diagnostics.first { $0.code == .duplicateKey }
        #expect(duplicate?.path == "/admin_area_2")
        #expect(duplicate?.line == 2)
        #expect(duplicate?.column == 73)
        #expect(duplicate?.message.contains("first at line 2, column 18") == true)
    }

    /// A required member written as `null` (or blank text) is read as left out (same code and path), but the finding
    /// points at the value to change (marked `@` here), not at the first brace of its object (Apple Pay JS
    /// `total: null` was reported at 1:1; a blank city at its address's brace).
    @Test("a required member that is null or blank is reported at its value", arguments: [
        (DocumentKind.applePayJS,
         "{\"countryCode\": \"US\", \"currencyCode\": \"USD\", \"supportedNetworks\": [\"visa\"],\n"
            + " \"merchantCapabilities\": [\"supports3DS\"],\n \"total\": @null}", "/total", "MISSING_REQUIRED_PARAMETER"),
        (.ordersV2, "{\"intent\": \"CAPTURE\",\n \"purchase_units\": [{\"amount\":\n   @null}]}", "/purchase_units/0/amount",
         "MISSING_REQUIRED_PARAMETER"),
        (.paymentsV1,
         "{\"intent\": \"sale\", \"payer\": {\"payment_method\": \"paypal\"},\n \"transactions\": [{\"amount\": {\n"
            + "  \"currency\": @null, \"total\": \"1.00\"}}]}", "/transactions/0/amount/currency", "MISSING_REQUIRED_PARAMETER"),
        (.address, "{\"country_code\": \"AE\", \"address_line_1\": \"1 Main\",\n \"admin_area_2\": @\"  \"}", "/admin_area_2",
         "CITY_REQUIRED"),
    ])
    func requiredNullIsReportedAtItsValue(kind: DocumentKind, marked: String, path: String, code: String) throws {
        let bytes = Array(marked.utf8)
        let offset = try #require(bytes.firstIndex(of: UInt8(ascii: "@")))
        let lineStart = (bytes[..<offset].lastIndex(of: 0x0A) ?? -1) + 1
        var text = bytes
        text.remove(at: offset)
        let report = validator.validate(String(decoding: text, as: UTF8.self), as: kind)
        let finding = try #require(report.diagnostics.first { $0.path == path }, "\(report.diagnostics)")
        #expect(finding.code.rawValue == code)
        #expect([finding.line, finding.column] == [1 + bytes[..<offset].count { $0 == 0x0A }, offset - lineStart + 1])
        #expect(finding.line > 1)
    }

    @Test("diagnostics come out in document order")
    func ordering() {
        let text = """
            {"countrycode": "GB",
             "street1": "1 Main",
             "postalcode": "12345"}
            """
        let report = validator.validate(text, as: .address)
        let positions = report.diagnostics.map { [$0.line, $0.column] }
        #expect(positions == positions.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) })
        #expect(report.codes.contains(.invalidPostalCode))
        #expect(report.codes.contains(.cityRequired))
    }
}

@Suite("Typed checks without JSON")
struct TypedCheckTests {
    let validator = PaymentValidator()

    @Test("JPY amounts take no decimals; the suggestion is rounded half-even")
    func jpy() {
        let found = validator.check(amount: "100.50", currency: .jpy)
        #expect(found.map(\.code) == [.decimalsNotSupported])
        #expect(found.first?.suggestion == "100")
        #expect(found.first?.message == "JPY amounts take no decimal places: \"100.50\"")
        #expect(validator.check(amount: "101.5", currency: .jpy).first?.suggestion == "102")
        #expect(validator.check(amount: "100.00", currency: .huf).map(\.code) == [.decimalsNotSupported])
        #expect(validator.check(amount: "100", currency: .twd).isEmpty)
    }

    @Test("precision, sign and syntax each get their own code")
    func amountCodes() {
        #expect(validator.check(amount: "10.005", currency: .usd).map(\.code) == [.decimalPrecision])
        #expect(validator.check(amount: "10.005", currency: .usd).first?.suggestion == "10.00")
        #expect(validator.check(amount: "10.015", currency: .usd).first?.suggestion == "10.02")
        #expect(validator.check(amount: "0", currency: .usd).map(\.code) == [.cannotBeZeroOrNegative])
        #expect(validator.check(amount: "-1", currency: .usd, policy: .mpl(.nonNegative)).map(\.code) == [.cannotBeNegative])
        #expect(validator.check(amount: "-1", currency: .usd, policy: .applePay(.any)).isEmpty)
        #expect(validator.check(amount: "12abc", currency: .usd).map(\.code) == [.invalidParameterSyntax])
        #expect(validator.check(amount: "1,50", currency: .eur).first?.suggestion == "1.50")
        #expect(validator.check(amount: "$1,500.00", currency: .usd).first?.suggestion == "1500.00")
        #expect(validator.check(amount: "1e3", currency: .usd).map(\.code) == [.invalidParameterSyntax])
        #expect(validator.check(amount: String(repeating: "9", count: 40), currency: .usd).map(\.code) == [.invalidStringLength])
        #expect(validator.check(amount: "10.50", currency: .usd).isEmpty)
    }

    @Test("Orders v2 and Payments v1 limits")
    func limits() {
        // Orders v2: PayPal's server takes at most 9999999.99; Payments v2 and Payouts keep the published maximum.
        #expect(validator.check(amount: "10000000.00", currency: .usd, policy: .ordersV2(.positive)).map(\.code) == [.maxValueExceeded])
        #expect(validator.check(amount: "9999999.99", currency: .usd, policy: .ordersV2(.positive)).isEmpty)
        for policy in [AmountPolicy.paymentsV2(.positive), .payouts(.positive)] {
            #expect(validator.check(amount: "999999999999999.99", currency: .usd, policy: policy).isEmpty)
            #expect(validator.check(amount: "1000000000000000.00", currency: .usd, policy: policy).map(\.code) == [.maxValueExceeded])
        }
        #expect(validator.check(amount: ".5", currency: .usd, policy: .ordersV2(.positive)).isEmpty)
        #expect(validator.check(amount: ".5", currency: .usd, policy: .mpl(.positive)).first?.suggestion == "0.5")
        #expect(validator.check(amount: "123456789.00", currency: .usd, policy: .paymentsV1(.positive)).map(\.code) == [.maxValueExceeded])
        // Eight integer digits: a warning, as PayPal took 99999999.99 in 2025 (docs/rules.md, MAX_VALUE_EXCEEDED).
        #expect(validator.check(amount: "12345678.00", currency: .usd, policy: .paymentsV1(.positive)).map { "\($0.code) \($0.severity)" }
            == ["MAX_VALUE_EXCEEDED warning"])
        #expect(validator.check(amount: "1234567.00", currency: .usd, policy: .paymentsV1(.positive)).isEmpty)
    }

    @Test("a typed address gets the shared country, city and postal-code rules")
    func address() {
        let found = validator.check(address: PostalAddress(lines: ["1 Main St"], countryCode: "UK"), shape: .ordersV2)
        let invalid = found.first { $0.code == .invalidCountryCode }
        #expect(invalid?.suggestion == "GB")
        #expect(invalid?.path == "/country_code")
        // The country decides what an address needs: with an invalid one, nothing more is asked.
        #expect(!found.contains { $0.code == .cityRequired })
        let gb = validator.check(address: PostalAddress(lines: ["1 Main St"], countryCode: "GB"), shape: .ordersV2)
        #expect(gb.map(\.code) == [.cityRequired, .postalCodeRequired])

        let us = validator.check(address: PostalAddress(lines: ["1 Main St"], city: "Springfield", countryCode: "US"))
        #expect(us.map(\.code).contains(.postalCodeRequired))
        let ie = validator.check(address: PostalAddress(lines: ["1 Main St"], city: "Dublin", countryCode: "IE"))
        #expect(!ie.map(\.code).contains(.postalCodeRequired))
    }
}

@Suite("Country and currency codes")
struct CodeCheckTests {
    let validator = PaymentValidator()

    func codes(_ address: String) -> [DiagnosticCode] {
        validator.validate(address, as: .address).codes
    }

    @Test("withdrawn, PayPal-only, unsupported and malformed country codes")
    func countryCodes() {
        let base = #""address_line_1": "1 Main", "admin_area_2": "Town", "postal_code": "1000""#
        let an = validator.validate("{\(base), \"country_code\": \"AN\"}", as: .address)
        let withdrawn = an.diagnostics.first { $0.code == .countryCodeWithdrawn }
        #expect(withdrawn?.severity == .warning)
        #expect(withdrawn?.message.contains("BQ, CW, SX") == true)
        #expect(withdrawn?.suggestion == "BQ or CW or SX")
        #expect(codes("{\(base), \"country_code\": \"C2\"}").filter { $0 == .invalidCountryCode }.isEmpty)
        let ss = validator.validate("{\(base), \"country_code\": \"SS\"}", as: .address)
        #expect(ss.diagnostics.first { $0.code == .countryNotSupported }?.severity == .warning)
        // Serbia and Montenegro, the successors of the guide's CS, are on PayPal's REST list (Data/README.md).
        for code in ["RS", "ME"] {
            #expect(!codes("{\(base), \"country_code\": \"\(code)\"}").contains(.countryNotSupported), "\(code)")
        }
        let usa = validator.validate("{\(base), \"country_code\": \"USA\"}", as: .address)
        #expect(usa.diagnostics.first { $0.code == .invalidCountryCode }?.suggestion == "US")
        let number = validator.validate("{\(base), \"country_code\": 840}", as: .address)
        #expect(number.codes.contains(.invalidParameterSyntax))
    }

    /// Bulgaria's lev a year after the euro replaced it was "not an ISO 4217 currency code", as a typo is.
    @Test("a withdrawn currency code says when it was withdrawn and what replaced it, without a suggestion")
    func withdrawnCurrencyCodes() throws {
        for (code, day, successor) in [("BGN", "2026-01-31", "EUR"), ("HRK", "2023-01-14", "EUR"), ("SLL", "2023-12-31", "SLE")] {
            let order = #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "\#(code)", "value": "10.00"}}]}"#
            let found = try #require(validator.validate(order).diagnostics.first { $0.code == .invalidCurrencyCode })
            #expect(found.severity == .error && found.path == "/purchase_units/0/amount/currency_code")
            #expect(found.message.contains("no longer an ISO 4217 currency") && found.message.contains("legal tender until \(day)"))
            #expect(found.message.hasSuffix("replaced by \(successor)"), "\(found.message)")
            // Its amounts are not the successor's: writing EUR over BGN would change the charge.
            #expect(found.suggestion == nil)
        }
        let typo = validator.validate(#"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USX", "value": "1.00"}}]}"#)
        #expect(typo.diagnostics.first { $0.code == .invalidCurrencyCode }?.message.contains("withdrawn") == false)
    }

    @Test("unknown address keys are warnings with the nearest key")
    func unknownKeys() {
        let report = validator.validate(
            #"{"address_line_1": "1 Main", "admin_area_2": "Town", "postal_code": "1000", "country_code": "BE", "adress_line_2": "x"}"#)
        let unknown = report.diagnostics.first { $0.code == .unknownField }
        #expect(unknown?.severity == .warning)
        #expect(unknown?.suggestion == "address_line_2")
        #expect(unknown?.path == "/adress_line_2")
        #expect(report.isValid)
    }

    @Test("KeySuggestion finds case, separator and small-typo matches only")
    func keySuggestion() {
        #expect(KeySuggestion.nearest(to: "subtotal", in: ["subTotal", "recipient"]) == "subTotal")
        #expect(KeySuggestion.nearest(to: "sub_total", in: ["subTotal"]) == "subTotal")
        #expect(KeySuggestion.nearest(to: "recipeint", in: ["subTotal", "recipient"]) == "recipient")
        #expect(KeySuggestion.nearest(to: "zzz", in: ["subTotal", "recipient"]) == nil)
        #expect(KeySuggestion.nearest(to: "", in: ["a"]) == nil)
        // Two neighbours swapped are one edit: short keys, whose limit is one, get their suggestion.
        #expect(KeySuggestion.nearest(to: "intnet", in: ["intent", "payer"]) == "intent")
        #expect(KeySuggestion.nearest(to: "valeu", in: ["value", "currency_code"]) == "value")
        #expect(KeySuggestion.nearest(to: "Clifornia", in: ["California"]) == "California")
        #expect(KeySuggestion.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
        #expect(KeySuggestion.editDistance(Array("abc".utf8), Array("ca".utf8)) == 3)  // no edit of a swapped pair
        var pair = (Array("intnet".utf8), Array("intent".utf8))
        let bounded = pair.0.withUnsafeMutableBufferPointer { a in
            pair.1.withUnsafeMutableBufferPointer { KeySuggestion.editDistance(UnsafeBufferPointer(a), UnsafeBufferPointer($0), limit: 1) }
        }
        #expect(bounded == 1)
    }

    @Test("KeySuggestion completes a constant cut short at a word break when only one constant starts so")
    func keyCompletion() {
        let categories = ["DIGITAL_GOODS", "PHYSICAL_GOODS", "DONATION"]
        #expect(KeySuggestion.completion(of: "PHYSICAL", in: categories) == "PHYSICAL_GOODS")
        #expect(KeySuggestion.completion(of: "digital", in: categories) == "DIGITAL_GOODS")
        #expect(KeySuggestion.completion(of: "PHYS", in: categories) == nil)  // not at a word break
        #expect(KeySuggestion.completion(of: "GOODS", in: categories) == nil)  // an end, not a start
        #expect(KeySuggestion.completion(of: "PHYSICAL_", in: categories) == nil)
        #expect(KeySuggestion.completion(of: "", in: categories) == nil)
        #expect(KeySuggestion.completion(of: "PAY", in: ["PAY_NOW", "PAY_LATER"]) == nil)  // two constants start so
    }

    /// The byte reading of plain ASCII texts gives the Character reading's answer: random keys, each one edit or a
    /// change of case or separators away from a candidate, or unrelated.
    @Test("KeySuggestion: the byte reading agrees with the Character reading")
    func keySuggestionReadingsAgree() {
        var random = SplitMix64(seed: 0x5E_7E)
        let pool = ["subTotal", "recipient", "invoice_number", "shipping_address", "currency_code", "value", "x", "",
                    "paymentType", "address_line_2", "SKU", "gift-wrap", "a b"]
        let letters = Array("abcXYZ_- 09")
        for _ in 0..<3_000 {
            let candidates = (0..<Int.random(in: 1...6, using: &random)).compactMap { _ in pool.randomElement(using: &random) }
            var text = Array(candidates.randomElement(using: &random) ?? "key")
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !text.isEmpty: text.remove(at: Int.random(in: 0..<text.count, using: &random))
            case 1: text.insert(letters.randomElement(using: &random) ?? "a", at: Int.random(in: 0...text.count, using: &random))
            case 2: text = Array(String(text).uppercased())
            case 3: text = text.filter { $0 != "_" }
            default: text = (0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random) ?? "a" }
            }
            let key = String(text)
            let bytes = KeySuggestion.asciiNearest(to: key, in: candidates)
            #expect(bytes != nil, "\(key)")
            #expect(bytes == .some(KeySuggestion.characterNearest(to: key, in: candidates)), "\(key) in \(candidates)")
        }
    }

    @Test("email and phone syntax")
    func contacts() {
        #expect(EmailSyntax.problem(in: "buyer@example.com") == nil)
        #expect(EmailSyntax.problem(in: "\"john doe\"@example.com") == nil)
        #expect(EmailSyntax.problem(in: "user@bücher.de") == nil)
        #expect(EmailSyntax.problem(in: "no-at-sign") != nil)
        #expect(EmailSyntax.problem(in: "a..b@example.com") != nil)
        #expect(EmailSyntax.problem(in: "a@example") != nil)
        #expect(EmailSyntax.problem(in: String(repeating: "a", count: 65) + "@example.com") != nil)
        #expect(EmailSyntax.suggestion(for: " buyer@example.com ") == "buyer@example.com")
        #expect(PhoneSyntax.isE164("+14029352050"))
        #expect(!PhoneSyntax.isE164("14029352050"))
        #expect(!PhoneSyntax.isE164("+0123"))
        #expect(!PhoneSyntax.isE164("+1234567890123456"))
        #expect(PhoneSyntax.suggestion(for: "+1 (402) 935-2050") == "+14029352050")
        #expect(PhoneSyntax.suggestion(for: "0049 30 1234567") == "+49301234567")
    }
}

@Suite("Apple Pay contact country codes")
struct ApplePayCountryCaseTests {
    @Test("a lower-case isoCountryCode is accepted in the Apple Pay address shape only")
    func lowerCase() {
        let validator = PaymentValidator()
        let apple = validator.validate(
            #"{"street": "1 Infinite Loop", "city": "Cupertino", "state": "CA", "postalCode": "95014", "isoCountryCode": "us"}"#,
            as: .address)
        #expect(apple.codes.isEmpty)
        let orders = validator.validate(
            #"{"address_line_1": "1 Main", "admin_area_2": "Cupertino", "admin_area_1": "CA", "postal_code": "95014", "country_code": "us"}"#,
            as: .address)
        #expect(orders.codes == [.invalidCountryCode])
    }
}
