import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

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
        // A missing total is a money object to add: the message gives it whole (with the breakdown when that is
        // missing too), and there is no suggestion, which would be text where an object belongs.
        let required = try #require(try OrdersV2Fixture.validate("fail/TAX_TOTAL_REQUIRED.json").diagnostics.first)
        #expect(required.suggestion == nil)
        #expect(required.message.hasSuffix(
            #"; they add up to 5.36: add "tax_total": {"currency_code": "USD", "value": "5.36"}"#), "\(required.message)")
        let itemRequired = try #require(try OrdersV2Fixture.validate("fail/ITEM_TOTAL_REQUIRED-no-breakdown.json").diagnostics.first)
        #expect(itemRequired.suggestion == nil)
        #expect(itemRequired.message.hasSuffix(
            #"; they add up to 65.00: add "breakdown": {"item_total": {"currency_code": "USD", "value": "65.00"}}"#),
            "\(itemRequired.message)")
    }

    @Test func missingTotalWithoutAKnownCurrencyGivesTheSumOnly() {
        // ZZZ is no currency: the sum is said, but no money object is written with it.
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"ZZZ","value":"10.00"},
             "items":[{"name":"Mug","quantity":"2","unit_amount":{"currency_code":"ZZZ","value":"5.00"}}]}]}
            """)
        let required = report.diagnostics.first { $0.code == .itemTotalRequired }
        #expect(required?.message.hasSuffix("is required; they add up to 10.00") == true, "\(String(describing: required))")
        #expect(required?.suggestion == nil)
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
        let report = try OrdersV2Fixture.validate("fail/INVALID_CURRENCY_CODE-lowercase.json")
        #expect(report.codes.allSatisfy { $0 == .invalidCurrencyCode })
        #expect(report.diagnostics.allSatisfy { $0.suggestion == "USD" && $0.severity == .warning })
        #expect(report.isValid)
        // Only Orders v2 is known to read it: elsewhere a lower-case code stays an error.
        let v1 = PaymentValidator().validate(
            #"{"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"https://example.com/r","cancel_url":"https://example.com/c"},"transactions":[{"amount":{"currency":"usd","total":"5.00"}}]}"#)
        #expect(v1.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue) \($0.suggestion ?? "-")" } == ["INVALID_CURRENCY_CODE error USD"])
        // Read as the upper-case code, it is held to that code's precision and list.
        let yen = OrdersV2Fixture.validate(json: #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"jpy","value":"100.50"}}]}"#)
        #expect(yen.codes == [.invalidCurrencyCode, .decimalsNotSupported])
        let testing = OrdersV2Fixture.validate(json: #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"xts","value":"1.00"}}]}"#)
        #expect(testing.diagnostics.map(\.severity) == [.warning, .error])
    }

    /// Too many places suggest the amount rounded half-even, unless rounding gives an amount the field refuses:
    /// a suggestion the next run would report again is no help.
    @Test func roundedAmountIsSuggestedOnlyWhenTheFieldTakesIt() {
        func finding(_ currency: String, _ value: String) -> String {
            let report = OrdersV2Fixture.validate(
                json: #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"\#(currency)","value":"\#(value)"}}]}"#)
            return report.diagnostics.map { "\($0.code.rawValue) \($0.suggestion ?? "-")" }.joined(separator: "; ")
        }
        #expect(finding("JPY", "100.50") == "DECIMALS_NOT_SUPPORTED 100")
        #expect(finding("JPY", "101.50") == "DECIMALS_NOT_SUPPORTED 102")
        #expect(finding("TWD", "1.5") == "DECIMALS_NOT_SUPPORTED 2")
        #expect(finding("USD", "10.005") == "DECIMAL_PRECISION 10.00")
        // Rounded to zero: an order's amount must be more than zero.
        #expect(finding("JPY", ".5") == "DECIMALS_NOT_SUPPORTED -")
        #expect(finding("HUF", "00.10") == "DECIMALS_NOT_SUPPORTED -")
        #expect(finding("USD", "0.004") == "DECIMAL_PRECISION -")
        // A breakdown part may be zero, so there zero is suggested.
        let shipping = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"JPY","value":"100",
             "breakdown":{"item_total":{"currency_code":"JPY","value":"100"},"shipping":{"currency_code":"JPY","value":"0.4"}}}}]}
            """)
        #expect(shipping.diagnostics.map { "\($0.code.rawValue) \($0.suggestion ?? "-")" } == ["DECIMALS_NOT_SUPPORTED 0"])
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

    /// Ten digits of quantity, on a free item: a priced one would pass the order's maximum, 9999999.99.
    @Test func largestQuantityIsAccepted() {
        let report = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00",
             "breakdown":{"item_total":{"currency_code":"USD","value":"1.00"}}},
             "items":[{"name":"Grain of rice","quantity":"9999999999","unit_amount":{"currency_code":"USD","value":"0.00"}},
              {"name":"Bag","quantity":"1","unit_amount":{"currency_code":"USD","value":"1.00"}}]}]}
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

    @Test("a formatted national number: 'digits only', and after a calling code its trunk prefix dropped too")
    func phoneSuggestionsDropTheTrunkPrefix() {
        // PayPal's own capture reply carried the payer's "045-924-8496" (liberapay's cassette, 2019; a French number).
        func finding(_ phone: String) -> Diagnostic? {
            OrdersV2Fixture.validate(json: """
                {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"EUR","value":"5"},
                 "shipping":{"phone_number":\(phone)}}],"payer":{"phone":{"phone_number":{"national_number":"045-924-8496"}}}}
                """).diagnostics.first { $0.code == .invalidPhone && $0.path.hasPrefix("/purchase_units") }
        }
        let french = finding(#"{"country_code":"33","national_number":"045-924-8496"}"#)
        #expect(french?.message == "the national number \"045-924-8496\" must be digits only (E.164, without the country code)")
        #expect(french?.suggestion == "459248496")
        // Digits that make no number in use keep the syntax fix alone.
        #expect(finding(#"{"country_code":"44","national_number":"0000 000000"}"#)?.suggestion == "0000000000")
        // Without a calling code (the payer's phone) nothing tells the trunk prefix: the digits alone.
        let payer = OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"EUR","value":"5"}}],
             "payer":{"phone":{"phone_number":{"national_number":"045-924-8496"}}}}
            """).diagnostics.first
        #expect(payer?.suggestion == "0459248496")
        #expect(payer?.path == "/payer/phone/phone_number/national_number")
        // An international number there: the calling code it starts with is left out, as the message says.
        func payerSuggestion(_ number: String) -> String? {
            OrdersV2Fixture.validate(json: """
                {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"EUR","value":"5"}}],
                 "payer":{"phone":{"phone_number":{"national_number":"\(number)"}}}}
                """).diagnostics.first?.suggestion
        }
        #expect(payerSuggestion("+44 20 7946 0958") == "2079460958")
        #expect(payerSuggestion("+1 650-555-0100") == "6505550100")
        #expect(payerSuggestion("+33 4 59 24 84 96") == "459248496")
        // Digits that are no number after any calling code: the digits alone.
        #expect(payerSuggestion("+999 123") == "999123")
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
        // The sum in USD's precision, however the items were written.
        #expect(wrong.diagnostics.first?.suggestion == "1.50")
        #expect(wrong.diagnostics.first?.message.contains("the parts add up to 1.50") == true)
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

    /// A negative discount (Payments v1's habit) is its own CANNOT_BE_NEGATIVE, suggested without its sign, and is
    /// not added up: summed, the order's total looked short by twice the discount.
    @Test func negativeDiscountIsNotSummed() {
        for key in ["discount", "shipping_discount"] {
            let report = OrdersV2Fixture.validate(json: """
                {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"20.00","breakdown":{
                  "item_total":{"currency_code":"USD","value":"25.00"},"\(key)":{"currency_code":"USD","value":"-5.00"}}}}]}
                """)
            #expect(report.codes == [.cannotBeNegative], "\(key): \(OrdersV2Fixture.describe(report))")
            #expect(report.diagnostics.first?.suggestion == "5.00")
        }
    }

    @Test func sumBeyondTheMaximumIsMaxValueExceeded() throws {
        let report = try OrdersV2Fixture.validate("fail/MAX_VALUE_EXCEEDED-items.json")
        #expect(report.codes == [.maxValueExceeded])
        #expect(report.diagnostics.first?.message.hasSuffix("add up to 19999999.98, more than the Orders v2 maximum 9999999.99") == true)
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
        let max = "9999999.99"
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
