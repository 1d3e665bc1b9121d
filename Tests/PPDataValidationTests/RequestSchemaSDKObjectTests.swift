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

    @Test("members PayPal's guides and its own schema's text name, which neither its SDK models nor its published schema define")
    func membersNamedInText() {
        // The App Switch guide's `app_switch_preference`: known, its members unchecked, an object.
        let appSwitch = #""user_action": "PAY_NOW","#
        #expect(replacing(appSwitch, with: appSwitch + #" "app_switch_preference": {"launch_paypal_app": true},"#).codes == [])
        #expect(replacing(appSwitch, with: appSwitch + #" "app_switch_preference": true,"#).codes == [.invalidParameterSyntax])
        // A card's `previous_transaction_reference`, which the stored credential's description names: known, a string.
        func card(_ reference: String) -> [DiagnosticCode] {
            report(#"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "20.00"}}], "payment_source": {"card": {"vault_id": "8kk8451t", "stored_credential": {"payment_initiator": "MERCHANT", "payment_type": "RECURRING", "usage": "SUBSEQUENT", "previous_transaction_reference": \#(reference)}}}}"#).codes
        }
        #expect(card(#""4UH59163CF7637015""#) == [])
        #expect(card("4") == [.invalidParameterSyntax])
    }

    @Test("an enumeration, a length, an item count, a range, a required member, a type and an unknown member inside them")
    func faults() throws {
        let cases: [(String, String, DiagnosticCode, String)] = [
            (#""SHIPPING_ADDRESS", "SHIPPING_OPTIONS""#, #""SHIPPING_ADRESS""#, .invalidParameterValue,
             "/payment_source/paypal/experience_context/order_update_callback_config/callback_events/0"),
            (#""https://example.com/paypal/shipping-callback""#, #""https://""#, .invalidStringLength,
             "/payment_source/paypal/experience_context/order_update_callback_config/callback_url"),
            // A URL (overrides.tsv: the SDK gives no format).
            (#""https://example.com/paypal/shipping-callback""#, #""example.com/paypal/shipping-callback""#,
             .invalidParameterSyntax, "/payment_source/paypal/experience_context/order_update_callback_config/callback_url"),
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

    @Test("a billing plan in a purchase unit that a PATCH replaces: checked once, by the walker and the items rule alike")
    func billingPlanInPatch() {
        let patch = #"""
            [{"op": "replace", "path": "/purchase_units/@reference_id=='default'", "value": {"reference_id": "default",
              "amount": {"currency_code": "USD", "value": "1.00", "breakdown": {"item_total": {"currency_code": "USD", "value": "1.00"}}},
              "items": [{"name": "A", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "1.00"},
                         "billing_plan": {"billing_cycles": [{"tenure_type": "X"}], "name": "a&b"}}]}}]
            """#
        #expect(
            report(patch, as: .ordersV2Update).diagnostics.map { "\($0.code.rawValue) \($0.path)" } == [
                "INVALID_PARAMETER_VALUE /0/value/items/0/billing_plan/billing_cycles/0/tenure_type",
                "INVALID_PARAMETER_SYNTAX /0/value/items/0/billing_plan/name",
            ])
    }

    @Test("members the SDK marks read-only (the native app's OS) are accepted and not checked")
    func readOnlyMembers() {
        let native = replacing(
            #""mobile_web": {"return_flow": "AUTO", "buyer_user_agent": "Mozilla/5.0"}"#,
            with: #""native_app": {"os_type": "WATCHOS", "os_version": ""}"#)
        #expect(native.diagnostics.map(\.description) == [])
    }

    /// A Vault setup token for a PayPal wallet with a subscription's billing plan.
    static let vaultSetup = """
        {"payment_source": {"paypal": {"usage_type": "MERCHANT", "usage_pattern": "SUBSCRIPTION_PREPAID",
          "billing_plan": {"billing_cycles": [{"tenure_type": "REGULAR", "sequence": 1, "total_cycles": 12,
            "pricing_scheme": {"pricing_model": "FIXED", "price": {"currency_code": "USD", "value": "9.99"}}}], "one_time_charges": {"total_amount": {"currency_code": "USD", "value": "9.99"}}},
          "experience_context": {"return_url": "https://example.com/return", "cancel_url": "https://example.com/cancel"}}}}
        """

    @Test(
        "every one-constraint mutation of these documents, inside the SDK objects too, is found at its JSON pointer",
        arguments: [("order", DocumentKind.ordersV2, 140), ("googlePay", .ordersV2, 65), ("vaultSetup", .vaultSetupToken, 45)])
    func mutationsAreFound(name: String, kind: DocumentKind, atLeast: Int) throws {
        let text = [("order", Self.order), ("googlePay", Self.googlePay), ("vaultSetup", Self.vaultSetup)]
            .first { $0.0 == name }?.1 ?? ""
        let walker = RequestSchemaTests()
        let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
        #expect(try walker.validate(document, as: kind).diagnostics.isEmpty)
        let call = try #require(kind.requestCall)
        let body = try #require(RequestSchema.body(method: call.method, path: call.path))
        let all = walker.mutations(of: document, shape: body.shape)
        #expect(all.count >= atLeast, "too few mutations reached: \(all.count)")
        for mutation in all {
            let report = try walker.validate(mutation.document, as: kind)
            let hit = report.diagnostics.contains {
                $0.path == mutation.pointer || $0.path.hasPrefix(mutation.pointer + "/")
            }
            #expect(hit, "\(mutation) was not reported; found \(report.diagnostics.map { "\($0.code) \($0.path)" })")
        }
    }

    @Test("Vault v3: a PayPal wallet's billing plan needs its one-time charges; an Apple Pay setup token's card is checked")
    func vault() throws {
        let setup = Self.vaultSetup
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

    /// A Google Pay order with a token the merchant decrypted, as PayPal's Google Pay integration sends it.
    static let googlePay = """
        {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}],
         "payment_source": {"google_pay": {"name": "Ana Silva", "email_address": "ana@example.com",
           "phone_number": {"country_code": "1", "national_number": "4085551234"},
           "decrypted_token": {"message_id": "AH2Ejtc-YyDRfBCr", "message_expiration": "1767225600000",
             "payment_method": "CARD", "authentication_method": "CRYPTOGRAM_3DS", "cryptogram": "AgAAAAAABk4DWZ4C28yUQAAAAAA=",
             "eci_indicator": "05", "card": {"number": "4111111111111111", "expiry": "2030-12", "brand": "VISA"}},
           "assurance_details": {"account_verified": true, "card_holder_authenticated": false}}}}
        """

    @Test("Google Pay: the payment source the published document leaves empty is checked as the SDK defines it")
    func googlePay() throws {
        #expect(report(Self.googlePay).diagnostics.map(\.description) == [])
        let cases: [(String, String, DiagnosticCode, String)] = [
            (#""CRYPTOGRAM_3DS""#, #""3DS""#, .invalidParameterValue,
             "/payment_source/google_pay/decrypted_token/authentication_method"),
            (#""payment_method": "CARD", "#, "", .missingRequiredParameter,
             "/payment_source/google_pay/decrypted_token/payment_method"),
            (#""1767225600000""#, #""176722560000x""#, .invalidParameterSyntax,
             "/payment_source/google_pay/decrypted_token/message_expiration"),
            (#""2030-12""#, #""12/30""#, .invalidStringLength, "/payment_source/google_pay/decrypted_token/card/expiry"),
            (#""account_verified": true"#, #""account_verified": "yes""#, .invalidParameterSyntax,
             "/payment_source/google_pay/assurance_details/account_verified"),
            // The card's billing country is checked as a country code (overrides.tsv: the SDK gives no format).
            (#""brand": "VISA"}"#, #""brand": "VISA", "billing_address": {"country_code": "ZZ"}}"#,
             .invalidCountryCode, "/payment_source/google_pay/decrypted_token/card/billing_address/country_code"),
            // The email address is checked as one (overrides.tsv: the SDK gives no format).
            (#""ana@example.com""#, #""ana@example""#, .invalidEmail, "/payment_source/google_pay/email_address"),
        ]
        for (old, new, code, path) in cases {
            #expect(Self.googlePay.contains(old), "\(old)")
            let found = report(Self.googlePay.replacingOccurrences(of: old, with: new)).diagnostics.filter { $0.path == path }
            #expect(found.map(\.code) == [code], "\(new) at \(path): \(found.map(\.description))")
        }
    }

    @Test("a Google Pay token authenticated with CRYPTOGRAM_3DS needs its cryptogram (PayPal: CRYPTOGRAM_REQUIRED); PAN_ONLY does not")
    func googlePayCryptogram() {
        let cryptogram = #""cryptogram": "AgAAAAAABk4DWZ4C28yUQAAAAAA=","#
        #expect(Self.googlePay.contains(cryptogram))
        let missing = Self.googlePay.replacingOccurrences(of: cryptogram, with: "")
        for kind in [DocumentKind.ordersV2, .ordersV2ConfirmPaymentSource] {
            let text = kind == .ordersV2 ? missing : missing.replacingOccurrences(
                of: #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}],"#, with: "{")
            #expect(
                report(text, as: kind).diagnostics.map { "\($0.code.rawValue) \($0.path)" } == [
                    "CRYPTOGRAM_REQUIRED /payment_source/google_pay/decrypted_token/cryptogram"
                ], "\(kind)")
        }
        let panOnly = missing.replacingOccurrences(of: "CRYPTOGRAM_3DS", with: "PAN_ONLY")
        #expect(report(panOnly).diagnostics.map(\.description) == [])
    }

    @Test("a card number, security code or cryptogram that breaks its pattern is reported without its text")
    func sensitiveValuesAreNotQuoted() throws {
        for number in ["9111111111111111x", "4111 1111 1111 1111"] {
            let text = Self.googlePay.replacingOccurrences(of: #""4111111111111111""#, with: "\"\(number)\"")
            let finding = try #require(
                report(text).diagnostics.first { $0.path == "/payment_source/google_pay/decrypted_token/card/number" })
            #expect(finding.code == .invalidParameterSyntax || finding.code == .invalidStringLength)
            #expect(!finding.description.contains("1111 1111") && !finding.description.contains("111111111111"), "\(finding)")
        }
        // Written as a JSON number: the type is reported, with no suggestion that repeats it.
        let numeric = Self.googlePay.replacingOccurrences(of: #""4111111111111111""#, with: "9111111111111111")
        let typed = try #require(report(numeric).diagnostics.first)
        #expect(typed.code == .invalidParameterSyntax && typed.suggestion == nil, "\(typed)")
        #expect(!typed.description.contains("9111111111111111"))
        let cryptogram = Self.googlePay.replacingOccurrences(
            of: #""cryptogram": "AgAAAAAABk4DWZ4C28yUQAAAAAA=""#, with: #""cryptogram": 12345"#)
        let finding = try #require(report(cryptogram).diagnostics.first)
        #expect(finding.path.hasSuffix("/cryptogram") && !finding.description.contains("12345"), "\(finding)")
    }

    @Test("the return and cancel URLs of the SDK's experience contexts are checked as URLs; an app's own scheme is one")
    func experienceContextURLs() throws {
        let order = """
            {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}],
             "payment_source": {"google_pay": {"experience_context": {"return_url": "https://example.com/return",
               "cancel_url": "com.example.shop://paypal/cancel"}}}}
            """
        #expect(report(order).diagnostics.map(\.description) == [])
        let relative = try #require(report(order.replacingOccurrences(of: "https://example.com/return", with: "/return")).diagnostics.first)
        #expect(relative.code == .invalidParameterSyntax && relative.path == "/payment_source/google_pay/experience_context/return_url")
    }

    @Test("a UPC is the SDK's universal_product_code wherever it stands: an item's (the items rule) and a level 3 line item's")
    func universalProductCodes() {
        let order = """
            {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00",
              "breakdown": {"item_total": {"currency_code": "USD", "value": "10.00"}}},
              "items": [{"name": "A", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "10.00"},
                         "upc": {"type": "UPC-A", "code": "012345678905"}}],
              "supplementary_data": {"card": {"level_3": {"line_items": [{"name": "A", "quantity": "1",
                "unit_amount": {"currency_code": "USD", "value": "10.00"}, "upc": {"type": "UPC-A", "code": "012345678905"}}]}}}}]}
            """
        #expect(report(order).diagnostics.map(\.description) == [])
        let broken = report(order.replacingOccurrences(of: #""type": "UPC-A""#, with: #""type": "UPC-Z""#))
        #expect(
            broken.diagnostics.map { "\($0.code.rawValue) \($0.path)" } == [
                "INVALID_PARAMETER_VALUE /purchase_units/0/items/0/upc/type",
                "INVALID_PARAMETER_VALUE /purchase_units/0/supplementary_data/card/level_3/line_items/0/upc/type",
            ])
    }

    @Test("Apple Pay attributes: the customer and the vault instruction are checked")
    func applePayAttributes() throws {
        let order = """
            {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}],
             "payment_source": {"apple_pay": {"id": "APPLEPAY-1", "name": "Ana Silva", "email_address": "ana@example.com",
               "attributes": {"customer": {"email_address": "ana@example.com"}, "vault": {"store_in_vault": "ON_SUCCESS"}}}}}
            """
        #expect(report(order).diagnostics.map(\.description) == [])
        let always = report(order.replacingOccurrences(of: "ON_SUCCESS", with: "ALWAYS"))
        #expect(
            always.diagnostics.map { "\($0.code.rawValue) \($0.path)" } == [
                "INVALID_PARAMETER_VALUE /payment_source/apple_pay/attributes/vault/store_in_vault"
            ])
    }
}
