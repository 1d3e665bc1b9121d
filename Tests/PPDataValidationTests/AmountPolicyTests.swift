import PPData
import Testing
@testable import PPDataValidation

/// `AmountPolicy.breaches`: the one place an amount's precision, sign and range are decided, for the amount check's
/// reports and for the quoted-number suggestion alike.
@Suite("Amount policy breaches")
struct AmountPolicyTests {
    func breaches(_ text: String, _ policy: AmountPolicy, decimals: Int?) throws -> AmountPolicy.Breaches {
        let amount = try #require(DecimalAmount(exactly: text))
        return policy.breaches(amount, decimals: decimals, hasPoint: text.contains("."))
    }

    @Test func precisionSignAndRange() throws {
        let orders = AmountPolicy.ordersV2(.positive)
        #expect(try breaches("10.50", orders, decimals: 2) == [])
        #expect(try breaches("10.505", orders, decimals: 2) == [.precision])
        #expect(try breaches("10.505", orders, decimals: 3) == [])  // at least 2, else the currency's places
        #expect(try breaches("10.50", orders, decimals: nil) == [])
        #expect(try breaches("10.505", orders, decimals: nil) == [.precision])
        #expect(try breaches("12", orders, decimals: 0) == [])
        #expect(try breaches("12.0", orders, decimals: 0) == [.precision])
        #expect(try breaches("0", orders, decimals: 2) == [.sign])
        #expect(try breaches("-0.001", orders, decimals: 2) == [.precision, .sign])
        #expect(try breaches("9999999.99", orders, decimals: 2) == [])
        #expect(try breaches("10000000", orders, decimals: 2) == [.range])
        #expect(try breaches("999999999999999.99", AmountPolicy.paymentsV2(.positive), decimals: 2) == [])
        #expect(try breaches("1000000000000000", AmountPolicy.paymentsV2(.positive), decimals: 2) == [.range])
        #expect(try breaches("0", AmountPolicy.ordersV2(.nonNegative), decimals: 2) == [])
        #expect(try breaches("-1", AmountPolicy.ordersV2(.nonNegative), decimals: 2) == [.sign])
        #expect(try breaches("-1", AmountPolicy.applePay(.any), decimals: 2) == [])
        let v1 = AmountPolicy.paymentsV1(.nonNegative)
        #expect(try breaches("9999999.99", v1, decimals: 2) == [])
        #expect(try breaches("99999999.99", v1, decimals: 2) == [.eighthIntegerDigit])  // a warning, not a refusal
        #expect(try breaches("100000000", v1, decimals: 2) == [.range])
    }

    /// Payments v1 takes no decimal places or exactly two: PayPal refused `"total": "1100.0"` ("may optionally
    /// contain exactly 2 decimal places", PayPal-Ruby-SDK issue 176); Orders v2 and Payouts take one place.
    @Test("Payments v1 refuses one decimal place, suggesting two; other APIs are not held to it",
          arguments: [("1100.0", "AUD", "1100.00"), ("0.5", "USD", "0.50"), ("7", "USD", nil), ("7.00", "USD", nil)])
    func paymentsV1TwoPlaces(total: String, currency: String, suggestion: String?) {
        let body = #"{"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"https://example.com/r","cancel_url":"https://example.com/c"},"transactions":[{"amount":{"currency":"\#(currency)","total":"\#(total)"}}]}"#
        let report = PaymentValidator().validate(body, as: .paymentsV1)
        #expect(report.diagnostics.first?.suggestion == suggestion, "\(report.diagnostics)")
        #expect(report.isValid == (suggestion == nil))
        let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"\#(currency)","value":"\#(total)"}}]}"#
        #expect(PaymentValidator().validate(order, as: .ordersV2).diagnostics.isEmpty)
    }

    /// The quoted amount in the currency's precision (rounded half-even, as DECIMAL_PRECISION suggests), and only
    /// when it would pass as a string.
    @Test func aQuotedNumberIsSuggestedOnlyWhenItWouldPass() throws {
        func suggestion(_ number: String, _ currency: String) throws -> String? {
            try contactDiagnostics(of: #"{"currency_code":"\#(currency)","value":\#(number)}"#) { value, context in
                _ = context.ordersV2Money(value, sign: .positive, what: "money")
            }.first?.suggestion
        }
        #expect(try suggestion("10.5", "USD") == "\"10.50\"")
        #expect(try suggestion("1.235", "USD") == "\"1.24\"")
        #expect(try suggestion("12.0", "JPY") == "\"12\"")
        #expect(try suggestion("12.5", "JPY") == "\"12\"")
        #expect(try suggestion("0", "USD") == nil)
        #expect(try suggestion("1e99999", "USD") == nil)
    }

    /// A JSON number is read by its text in Payments v1, so one decimal place is refused there too (PayPal refused an
    /// item `"price": 7.5`), and two are a warning (it took `"total": 4.02`).
    @Test("a Payments v1 JSON number: one decimal place an error, two a warning, three DECIMAL_PRECISION")
    func paymentsV1Numbers() {
        func findings(_ total: String) -> [String] {
            let body = #"{"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"https://example.com/r","cancel_url":"https://example.com/c"},"transactions":[{"amount":{"currency":"USD","total":\#(total)}}]}"#
            return PaymentValidator().validate(body, as: .paymentsV1).diagnostics.map {
                "\($0.code.rawValue) \($0.severity) \($0.suggestion ?? "-")"
            }
        }
        #expect(findings("7.5") == [#"INVALID_PARAMETER_SYNTAX error "7.50""#])
        #expect(findings("4.02") == [#"INVALID_PARAMETER_SYNTAX warning "4.02""#])
        #expect(findings("7.505") == [#"DECIMAL_PRECISION error "7.50""#])
    }

    /// Thousands separators are read (a warning), and the text read is then held to the places: `"1,234.5"` is
    /// refused for its one place, as PayPal's sentence allows the separator and asks for exactly two.
    @Test("a Payments v1 amount with thousands separators and one decimal place is refused, suggested with two")
    func paymentsV1SeparatorsAndOnePlace() {
        func findings(_ total: String) -> [String] {
            let body = #"{"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"https://example.com/r","cancel_url":"https://example.com/c"},"transactions":[{"amount":{"currency":"USD","total":"\#(total)"}}]}"#
            return PaymentValidator().validate(body, as: .paymentsV1).diagnostics.map {
                "\($0.code.rawValue) \($0.severity) \($0.suggestion ?? "-")"
            }
        }
        #expect(findings("1,234.5") == ["INVALID_PARAMETER_SYNTAX warning 1234.50", "INVALID_PARAMETER_SYNTAX error 1234.50"])
        #expect(findings("1,234.50") == ["INVALID_PARAMETER_SYNTAX warning 1234.50"])
    }

    /// A rounding that would pass a maximum is no suggestion: the next run would refuse it as MAX_VALUE_EXCEEDED.
    @Test("no rounding suggestion above Orders v2's maximum of 9999999.99")
    func noSuggestionAboveTheMaximum() {
        func findings(_ currency: String, _ value: String) -> [String] {
            let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"\#(currency)","value":"\#(value)"}}]}"#
            return PaymentValidator().validate(order, as: .ordersV2).diagnostics.map {
                "\($0.code.rawValue) \($0.suggestion ?? "-")"
            }
        }
        #expect(findings("JPY", "9999999.5") == ["DECIMALS_NOT_SUPPORTED -"])
        #expect(findings("USD", "9999999.995") == ["DECIMAL_PRECISION -", "MAX_VALUE_EXCEEDED -"])
        #expect(findings("USD", "9999999.985") == ["DECIMAL_PRECISION 9999999.98"])
        #expect(findings("JPY", "9999998.5") == ["DECIMALS_NOT_SUPPORTED 9999998"])
    }

    @Test("one decimal place is written singular")
    func onePlaceIsSingular() throws {
        let report = PaymentValidator().validate(
            #"{"countryCode": "US", "currencyCode": "JPY", "supportedNetworks": ["visa"], "merchantCapabilities": ["supports3DS"], "total": {"label": "Shop", "amount": "500.5"}}"#,
            as: .applePayJS)
        let finding = try #require(report.diagnostics.first { $0.path == "/total/amount" }, "\(report.diagnostics)")
        #expect(finding.message.contains("has 1 decimal place;") || finding.message.contains("has 1 decimal place,"), "\(finding.message)")
    }
}
