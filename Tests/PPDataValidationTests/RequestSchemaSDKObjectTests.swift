import Foundation
import Testing

@testable import PPDataValidation

/// The objects PayPal's current API has and its published OpenAPI documents lack (`sdk:` rows of additions.tsv,
/// `Data/openapi/sdk/models.json`): checked member by member like published ones, on the requests that use them.
@Suite("Request schemas: objects from PayPal's SDK models")
struct RequestSchemaSDKObjectTests {
    /// An order with server-side shipping callbacks, an app switch, a stored PayPal wallet and a subscription item,
    /// written as PayPal's integration guides and SDK models describe them.
    static let order = """
        {"intent": "CAPTURE",
         "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00",
                                        "breakdown": {"item_total": {"currency_code": "USD", "value": "10.00"}}},
           "items": [{"name": "Fruit box", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "10.00"},
             "billing_plan": {"name": "Fresh fruit, monthly", "setup_fee": {"currency_code": "USD", "value": "5.00"},
               "billing_cycles": [{"tenure_type": "TRIAL", "sequence": 1, "total_cycles": 1,
                                   "pricing_scheme": {"pricing_model": "FIXED",
                                                      "price": {"currency_code": "USD", "value": "1.00"}}},
                                  {"tenure_type": "REGULAR", "sequence": 2, "total_cycles": 0,
                                   "start_date": "2027-01-15",
                                   "pricing_scheme": {"pricing_model": "FIXED",
                                                      "price": {"currency_code": "USD", "value": "10.00"}}}]}}],
           "supplementary_data": {"risk": {"customer": {"ip_address": "203.0.113.7"}}}}],
         "payment_source": {"paypal": {
           "experience_context": {"shipping_preference": "GET_FROM_FILE", "user_action": "PAY_NOW",
             "return_url": "https://example.com/return", "cancel_url": "https://example.com/cancel",
             "order_update_callback_config": {"callback_events": ["SHIPPING_ADDRESS", "SHIPPING_OPTIONS"],
                                              "callback_url": "https://example.com/paypal/shipping-callback"},
             "app_switch_context": {"mobile_web": {"return_flow": "AUTO", "buyer_user_agent": "Mozilla/5.0"}}},
           "stored_credential": {"payment_initiator": "CUSTOMER", "usage": "FIRST", "usage_pattern": "SUBSCRIPTION_PREPAID"}}}}
        """

    func report(_ text: String, as kind: DocumentKind = .ordersV2) -> ValidationReport {
        PaymentValidator().validate(text, as: kind)
    }

    func replacing(_ old: String, with new: String) -> ValidationReport {
        #expect(Self.order.contains(old), "\(old)")
        return report(Self.order.replacingOccurrences(of: old, with: new))
    }

    @Test("the order that uses them all is valid, with nothing to say")
    func validOrder() {
        #expect(report(Self.order).diagnostics.map(\.description) == [])
    }

    @Test("an enumeration, a length, an item count, a range, a required member, a type and an unknown member inside them")
    func faults() throws {
        let cases: [(String, String, DiagnosticCode, String)] = [
            (#""SHIPPING_ADDRESS", "SHIPPING_OPTIONS""#, #""SHIPPING_ADRESS""#, .invalidParameterValue,
             "/payment_source/paypal/experience_context/order_update_callback_config/callback_events/0"),
            (#""https://example.com/paypal/shipping-callback""#, #""https://""#, .invalidStringLength,
             "/payment_source/paypal/experience_context/order_update_callback_config/callback_url"),
            (#""callback_events": ["SHIPPING_ADDRESS", "SHIPPING_OPTIONS"]"#, #""callback_events": []"#,
             .invalidArrayMinItems, "/payment_source/paypal/experience_context/order_update_callback_config/callback_events"),
            (#""payment_initiator": "CUSTOMER""#, #""payment_initiator": "BUYER""#, .invalidParameterValue,
             "/payment_source/paypal/stored_credential/payment_initiator"),
            (#""payment_initiator": "CUSTOMER", "#, "", .missingRequiredParameter,
             "/payment_source/paypal/stored_credential/payment_initiator"),
            (#""tenure_type": "TRIAL""#, #""tenure_type": "INTRO""#, .invalidParameterValue,
             "/purchase_units/0/items/0/billing_plan/billing_cycles/0/tenure_type"),
            (#""sequence": 2"#, #""sequence": 4"#, .invalidParameterValue,
             "/purchase_units/0/items/0/billing_plan/billing_cycles/1/sequence"),
            (#""total_cycles": 0"#, #""total_cycles": "0""#, .invalidParameterSyntax,
             "/purchase_units/0/items/0/billing_plan/billing_cycles/1/total_cycles"),
            (#"{"pricing_model": "FIXED","#, "{", .missingRequiredParameter,
             "/purchase_units/0/items/0/billing_plan/billing_cycles/0/pricing_scheme/pricing_model"),
            (#""start_date": "2027-01-15""#, #""start_date": "2027-13-15""#, .invalidParameterSyntax,
             "/purchase_units/0/items/0/billing_plan/billing_cycles/1/start_date"),
            (#""name": "Fresh fruit, monthly""#, #""name": "Fresh fruit & more""#, .invalidParameterSyntax,
             "/purchase_units/0/items/0/billing_plan/name"),
            // `money` inside is the published one, so its currency is checked as a currency code.
            (#""setup_fee": {"currency_code": "USD""#, #""setup_fee": {"currency_code": "usd""#, .invalidCurrencyCode,
             "/purchase_units/0/items/0/billing_plan/setup_fee/currency_code"),
            (#""ip_address": "203.0.113.7""#, #""ip_address": "1""#, .invalidStringLength,
             "/purchase_units/0/supplementary_data/risk/customer/ip_address"),
            (#""buyer_user_agent": "Mozilla/5.0""#, #""buyer_user_agnet": "Mozilla/5.0""#, .unknownField,
             "/payment_source/paypal/experience_context/app_switch_context/mobile_web/buyer_user_agnet"),
        ]
        for (old, new, code, path) in cases {
            let found = replacing(old, with: new).diagnostics.filter { $0.path == path }
            #expect(found.map(\.code) == [code], "\(new) at \(path): \(found.map(\.description))")
        }
        let typo = try #require(
            replacing(#""SHIPPING_ADDRESS", "SHIPPING_OPTIONS""#, with: #""SHIPPING_ADRESS""#).diagnostics.first)
        #expect(typo.severity == .error && typo.suggestion == "SHIPPING_ADDRESS")
        let unknown = try #require(
            replacing(#""buyer_user_agent""#, with: #""buyer_user_agnet""#).diagnostics.first)
        #expect(unknown.severity == .warning && unknown.suggestion == "buyer_user_agent")
        #expect(unknown.message.contains("mobile_web_context"))
    }

    @Test("members the SDK marks read-only (the native app's OS) are accepted and not checked")
    func readOnlyMembers() {
        let native = replacing(
            #""mobile_web": {"return_flow": "AUTO", "buyer_user_agent": "Mozilla/5.0"}"#,
            with: #""native_app": {"os_type": "WATCHOS", "os_version": ""}"#)
        #expect(native.diagnostics.map(\.description) == [])
    }

    @Test("Vault v3: a PayPal wallet's billing plan needs its one-time charges; an Apple Pay setup token's card is checked")
    func vault() throws {
        let setup = """
            {"payment_source": {"paypal": {"usage_type": "MERCHANT", "usage_pattern": "SUBSCRIPTION_PREPAID",
              "billing_plan": {"billing_cycles": [{"tenure_type": "REGULAR", "sequence": 1, "total_cycles": 12,
                "pricing_scheme": {"pricing_model": "FIXED", "price": {"currency_code": "USD", "value": "9.99"}}}], "one_time_charges": {"total_amount": {"currency_code": "USD", "value": "9.99"}}},
              "experience_context": {"return_url": "https://example.com/return", "cancel_url": "https://example.com/cancel"}}}}
            """
        #expect(report(setup, as: .vaultSetupToken).diagnostics.map(\.description) == [])
        let noCharges = report(
            setup.replacingOccurrences(
                of: #", "one_time_charges": {"total_amount": {"currency_code": "USD", "value": "9.99"}}"#, with: ""),
            as: .vaultSetupToken)
        #expect(
            noCharges.diagnostics.map { "\($0.code.rawValue) \($0.path)" } == [
                "MISSING_REQUIRED_PARAMETER /payment_source/paypal/billing_plan/one_time_charges"
            ])
        let applePay = #"{"payment_source": {"apple_pay": {"card": {"brand": "VISA_ELECTRON", "type": "CREDIT"}}}}"#
        let card = try #require(report(applePay, as: .vaultSetupToken).diagnostics.first)
        #expect(card.code == .invalidParameterValue && card.path == "/payment_source/apple_pay/card/brand")
    }
}
