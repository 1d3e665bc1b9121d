import Testing

@testable import PPDataValidation

/// The Orders v2 calls after an order is created (authorize, capture, confirm the payment source, track) and the
/// Vault v3 token requests (issue 43): their rules beyond the schema, and where ppdata differs from the published
/// document because PayPal does.
@Suite("Orders v2 calls and Vault v3 tokens")
struct OrdersV2CallsAndVaultTests {
    static let validator = PaymentValidator(options: ValidationOptions(today: CalendarDate("2026-03-15")!))

    static func codes(_ document: String, _ kind: DocumentKind) -> [String] {
        validator.validate(document, as: kind).codes.map(\.rawValue)
    }

    @Test("a tracker: the carrier of a tracking number, the name of an OTHER carrier; no transaction_id or status needed",
          arguments: [
        (#"{"capture_id": "8MC585209K746392H"}"#, [String]()),
        (#"{"capture_id": "8MC585209K746392H", "tracking_number": "443844607820", "carrier": "FEDEX"}"#, []),
        (#"{"capture_id": "8MC585209K746392H", "tracking_number": "443844607820"}"#, ["MISSING_REQUIRED_PARAMETER"]),
        (#"{"capture_id": "8MC585209K746392H", "carrier": "OTHER", "carrier_name_other": "Local Courier"}"#, []),
        (#"{"capture_id": "8MC585209K746392H", "carrier": "OTHER"}"#, ["MISSING_REQUIRED_PARAMETER"]),
        (#"{"capture_id": "8MC585209K746392H", "carrier": "FEDEXX"}"#, ["INVALID_PARAMETER_VALUE"]),
        (#"{"tracking_number": "443844607820", "carrier": "UPS"}"#, ["MISSING_REQUIRED_PARAMETER"]),
    ])
    func tracker(_ document: String, _ codes: [String]) {
        #expect(Self.codes(document, .ordersV2Track) == codes)
    }

    @Test("a tracker is detected by its capture_id")
    func trackerDetection() {
        #expect(PaymentValidator().validate(#"{"capture_id": "8MC585209K746392H"}"#).kind == .ordersV2Track)
    }

    @Test("authorize, capture and confirm check the payment source as a new order does", arguments: [
        DocumentKind.ordersV2Authorize, .ordersV2Capture, .ordersV2ConfirmPaymentSource,
    ])
    func paymentSource(_ kind: DocumentKind) {
        let card = #"{"payment_source": {"card": {"number": "4111111111111112", "expiry": "2024-01", "security_code": "12"}}}"#
        #expect(Self.codes(card, kind) == ["INVALID_CARD_NUMBER", "CARD_EXPIRED", "INVALID_SECURITY_CODE_LENGTH"])
        let wallet = #"{"payment_source": {"venmo": {"attributes": {"vault": {"store_in_vault": "ON_SUCCESS"}}}}}"#
        #expect(Self.codes(wallet, kind) == ["MISSING_REQUIRED_PARAMETER"])
        // An approved order is authorized or captured with no body; a confirmation must name its source.
        #expect(Self.codes("{}", kind) == (kind == .ordersV2ConfirmPaymentSource ? ["MISSING_REQUIRED_PARAMETER"] : []))
    }

    /// PayPal answered 422 NO_PAYMENT_SOURCE_PROVIDED to a new order whose `payment_source` was `{}` (plutov/paypal
    /// issue #275; Tests/RealDocuments); the other calls take the same published `payment_source`.
    @Test("an empty Orders v2 payment source names no way to pay", arguments: [
        DocumentKind.ordersV2, .ordersV2Authorize, .ordersV2Capture, .ordersV2ConfirmPaymentSource,
    ])
    func emptyOrdersPaymentSource(_ kind: DocumentKind) throws {
        let units = kind == .ordersV2 ? #""intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}], "# : ""
        let report = Self.validator.validate(#"{\#(units)"payment_source": {}}"#, as: kind)
        let finding = try #require(report.diagnostics.first)
        #expect(report.codes.map(\.rawValue) == ["NO_PAYMENT_SOURCE_PROVIDED"])
        #expect(finding.path == "/payment_source" && finding.severity == .error)
        #expect(finding.message.contains(#""card", "eps""#) && finding.message.contains(#""paypal""#))
        // A source with nothing but an unknown member is not empty: the unknown member is the finding.
        let unknown = Self.validator.validate(#"{\#(units)"payment_source": {"paypall": {}}}"#, as: kind)
        #expect(unknown.codes.map(\.rawValue) == ["UNKNOWN_FIELD"])
    }

    @Test("a payment token is made from a setup token; the card of a token request is checked", arguments: [
        (#"{"payment_source": {"token": {"id": "5C991763VB2781612", "type": "SETUP_TOKEN"}}}"#, DocumentKind.vaultPaymentToken, [String]()),
        (#"{"payment_source": {"token": {"id": "B-8MX3751962215524W", "type": "BILLING_AGREEMENT"}}}"#, .vaultPaymentToken, []),
        (#"{"payment_source": {"token": {"id": "5C991763VB2781612", "type": "SETUP"}}}"#, .vaultPaymentToken, ["INVALID_PARAMETER_VALUE"]),
        (#"{"payment_source": {"card": {"number": "4111111111111111"}}}"#, .vaultSetupToken, ["MISSING_REQUIRED_PARAMETER"]),
        (#"{"payment_source": {"card": {"number": "378282246310005", "expiry": "2030-01", "security_code": "123"}}}"#, .vaultSetupToken, ["INVALID_SECURITY_CODE_LENGTH"]),
        (#"{"payment_source": {"card": {"expiry": "2030-01", "billing_address": {"country_code": "US", "postal_code": "9513"}}}}"#, .vaultSetupToken, ["CITY_REQUIRED", "STATE_REQUIRED", "INVALID_POSTAL_CODE"]),
        (#"{"customer": {"id": "customer_4029352050"}}"#, .vaultSetupToken, ["MISSING_REQUIRED_PARAMETER"]),
        // merchant_customer_id: PayPal's current models have it (additions.tsv), 1-64 of [0-9a-zA-Z-_.^*$@#].
        (#"{"customer": {"id": "1", "merchant_customer_id": "42"}, "payment_source": {"token": {"id": "3RJ37838949173332", "type": "SETUP_TOKEN"}}}"#, .vaultPaymentToken, []),
        (#"{"customer": {"merchant_customer_id": "shop-7.a@b#1"}, "payment_source": {"token": {"id": "3RJ37838949173332", "type": "SETUP_TOKEN"}}}"#, .vaultPaymentToken, []),
        (#"{"customer": {"merchant_customer_id": "shop 7"}, "payment_source": {"token": {"id": "3RJ37838949173332", "type": "SETUP_TOKEN"}}}"#, .vaultPaymentToken, ["INVALID_PARAMETER_SYNTAX"]),
        (#"{"customer": {"merchant_customer_id": "\#(String(repeating: "7", count: 65))"}, "payment_source": {"token": {"id": "3RJ37838949173332", "type": "SETUP_TOKEN"}}}"#, .vaultPaymentToken, ["INVALID_STRING_LENGTH"]),
    ])
    func vault(_ document: String, _ kind: DocumentKind, _ codes: [String]) {
        #expect(Self.codes(document, kind) == codes)
    }

    /// The instruments named are the `payment_source`'s members, published or added: a payment token takes `card` or
    /// `token` (PayPal-Python-Server-SDK's unit test: `{"payment_source": {}}` to /v3/vault/payment-tokens drew 404
    /// where other bodies drew other answers; Tests/RealDocuments/vault-payment-token); a setup token also `apple_pay`
    /// and `bank` (additions.tsv, from PayPal's TypeScript server SDK).
    @Test("an empty payment source names the instruments its call takes")
    func emptyPaymentSource() throws {
        let payment = try #require(PaymentValidator().validate(#"{"payment_source": {}}"#, as: .vaultPaymentToken).diagnostics.first)
        #expect(payment.code == .missingRequiredParameter)
        #expect(payment.message.hasSuffix(#"send one of "card", "token""#))
        let setup = try #require(PaymentValidator().validate(#"{"payment_source": {}}"#, as: .vaultSetupToken).diagnostics.first)
        #expect(setup.message.hasSuffix(#"send one of "apple_pay", "bank", "card", "paypal", "token", "venmo""#))
    }

    /// A merchant-initiated card payment carries no security code in a create, authorize or capture body (PayPal's
    /// published 422 lists of those calls); confirm-payment-source's list does not name the issue.
    @Test("a security code beside a merchant-initiated stored credential, call by call")
    func merchantInitiatedSecurityCode() {
        let body = #"{"payment_source": {"card": {"vault_id": "8kk8451t", "security_code": "123", "stored_credential": {"payment_initiator": "MERCHANT", "payment_type": "RECURRING"}}}}"#
        for (kind, codes) in [
            (DocumentKind.ordersV2Authorize, ["MERCHANT_INITIATED_WITH_SECURITY_CODE"]),
            (.ordersV2Capture, ["MERCHANT_INITIATED_WITH_SECURITY_CODE"]), (.ordersV2ConfirmPaymentSource, []),
        ] {
            let report = PaymentValidator().validate(body, as: kind)
            #expect(report.diagnostics.map(\.code.rawValue) == codes, "\(kind)")
            #expect(report.diagnostics.allSatisfy { !$0.message.contains("123") })
        }
        let customer = #"{"payment_source": {"card": {"vault_id": "8kk8451t", "security_code": "123", "stored_credential": {"payment_initiator": "CUSTOMER", "payment_type": "RECURRING"}}}}"#
        #expect(PaymentValidator().validate(customer, as: .ordersV2Capture).diagnostics.isEmpty)
    }

    /// The card's checks that depend on the call: a new order may name a card without its number (PayPal's card
    /// fields supply it; WooCommerce PayPal Payments and OXID create such orders to save the card), the later calls may
    /// not (CARD_NUMBER_REQUIRED is in their published 422 lists only); network tokens, stored credentials and vault
    /// instructions the same in every call; a decrypted Apple Pay token in a new order and confirm-payment-source.
    @Test("a card, call by call: its number, network token, stored credential and vault instruction; an Apple Pay token", arguments: [
        (#"{"payment_source": {"card": {"attributes": {"vault": {"store_in_vault": "ON_SUCCESS"}}}}}"#,
         [DocumentKind.ordersV2ConfirmPaymentSource: ["CARD_NUMBER_REQUIRED /payment_source/card/number"], .ordersV2Authorize: ["CARD_NUMBER_REQUIRED /payment_source/card/number"], .ordersV2Capture: ["CARD_NUMBER_REQUIRED /payment_source/card/number"]]),
        (#"{"payment_source": {"card": {"vault_id": "8kk8451t"}}}"#, [:]),
        (#"{"payment_source": {"card": {"single_use_token": "7ab3c0d4"}}}"#, [:]),
        (#"{"payment_source": {"card": {"network_token": {"number": "4111111111111111", "expiry": "2030-12"}}}}"#,
         [.ordersV2ConfirmPaymentSource: ["MISSING_CRYPTOGRAM /payment_source/card/network_token/cryptogram"], .ordersV2Authorize: ["MISSING_CRYPTOGRAM /payment_source/card/network_token/cryptogram"], .ordersV2Capture: ["MISSING_CRYPTOGRAM /payment_source/card/network_token/cryptogram"]]),
        (#"{"payment_source": {"card": {"network_token": {"number": "4111111111111111", "expiry": "2030-12"}, "stored_credential": {"payment_initiator": "MERCHANT", "payment_type": "UNSCHEDULED", "previous_network_transaction_reference": {"id": "123456789012345"}}}}}"#, [:]),
        (#"{"payment_source": {"card": {"vault_id": "8kk8451t", "stored_credential": {"payment_initiator": "CUSTOMER", "payment_type": "RECURRING", "previous_network_transaction_reference": {"id": "123456789012345"}}}}}"#,
         [.ordersV2ConfirmPaymentSource: ["INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/stored_credential/previous_network_transaction_reference"], .ordersV2Authorize: ["INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/stored_credential/previous_network_transaction_reference"], .ordersV2Capture: ["INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/stored_credential/previous_network_transaction_reference"]]),
        (#"{"payment_source": {"card": {"vault_id": "8kk8451t", "stored_credential": {"payment_initiator": "MERCHANT", "payment_type": "RECURRING", "usage": "FIRST"}}}}"#,
         [.ordersV2ConfirmPaymentSource: ["INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/stored_credential/usage"], .ordersV2Authorize: ["INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/stored_credential/usage"], .ordersV2Capture: ["INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/stored_credential/usage"]]),
        (#"{"payment_source": {"card": {"vault_id": "8kk8451t", "attributes": {"vault": {}}}}}"#,
         [.ordersV2ConfirmPaymentSource: ["VAULT_INSTRUCTION_REQUIRED /payment_source/card/attributes/vault/store_in_vault"], .ordersV2Authorize: ["VAULT_INSTRUCTION_REQUIRED /payment_source/card/attributes/vault/store_in_vault"], .ordersV2Capture: ["VAULT_INSTRUCTION_REQUIRED /payment_source/card/attributes/vault/store_in_vault"]]),
        // The draft key in its place is reported once, as itself.
        (#"{"payment_source": {"card": {"vault_id": "8kk8451t", "attributes": {"vault": {"confirm_payment_token": "ON_ORDER_COMPLETION"}}}}}"#,
         [.ordersV2ConfirmPaymentSource: ["UNKNOWN_FIELD /payment_source/card/attributes/vault/confirm_payment_token"], .ordersV2Authorize: ["UNKNOWN_FIELD /payment_source/card/attributes/vault/confirm_payment_token"], .ordersV2Capture: ["UNKNOWN_FIELD /payment_source/card/attributes/vault/confirm_payment_token"]]),
        (#"{"payment_source": {"apple_pay": {"id": "6f1d5b7a", "decrypted_token": {"tokenized_card": {"number": "4111111111111111", "expiry": "2030-12"}, "payment_data_type": "3DSECURE"}}}}"#,
         [.ordersV2ConfirmPaymentSource: ["CRYPTOGRAM_REQUIRED /payment_source/apple_pay/decrypted_token/payment_data"]]),
    ])
    func cardCallByCall(_ paymentSource: String, _ expected: [DocumentKind: [String]]) {
        for kind in [DocumentKind.ordersV2ConfirmPaymentSource, .ordersV2Authorize, .ordersV2Capture] {
            let report = PaymentValidator().validate(paymentSource, as: kind)
            #expect(report.diagnostics.map { "\($0.code.rawValue) \($0.path)" } == expected[kind] ?? [], "\(kind)")
            #expect(report.diagnostics.allSatisfy { !$0.message.contains("4111111111111111") })
        }
        // In a new order, the same source: the number may come from PayPal's card fields.
        let order = #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}], "#
            + paymentSource.dropFirst()
        let codes = PaymentValidator().validate(order, as: .ordersV2).diagnostics.map(\.code)
        #expect(!codes.contains(.cardNumberRequired))
        #expect(codes.count == (expected[.ordersV2Authorize] ?? expected[.ordersV2ConfirmPaymentSource] ?? []).filter { !$0.hasPrefix("CARD_NUMBER") }.count)
    }

    /// BLIK's one-click flow names the account by its alias key, or the first time by the auth code and alias label
    /// (BLIK_ONE_CLICK_MISSING_REQUIRED_PARAMETER, in the create and confirm-payment-source 422 lists).
    @Test("a BLIK one-click payment names its account", arguments: [
        (#"{"consumer_reference": "customer-1234"}"#, "/payment_source/blik/one_click/auth_code"),
        (#"{"consumer_reference": "customer-1234", "alias_label": "Main account"}"#, "/payment_source/blik/one_click/auth_code"),
        (#"{"consumer_reference": "customer-1234", "auth_code": "123456"}"#, "/payment_source/blik/one_click/alias_label"),
        (#"{"consumer_reference": "customer-1234", "auth_code": "123456", "alias_label": "Main account"}"#, nil),
        (#"{"consumer_reference": "customer-1234", "alias_key": "1234567890123"}"#, nil),
    ])
    func blikOneClick(_ oneClick: String, _ missing: String?) {
        let body = #"{"payment_source": {"blik": {"name": "Jan Kowalski", "country_code": "PL", "one_click": \#(oneClick)}}}"#
        let report = PaymentValidator().validate(body, as: .ordersV2ConfirmPaymentSource)
        #expect(report.diagnostics.map { "\($0.code.rawValue) \($0.path)" } == missing.map { ["BLIK_ONE_CLICK_MISSING_REQUIRED_PARAMETER \($0)"] } ?? [])
    }

    /// ORDER_COMPLETE_ON_PAYMENT_APPROVAL is for sources the payer approves at a bank or wallet app (PayPal's server
    /// SDKs list them): with a card or PayPal a warning, with a bank source nothing, without a source nothing to judge.
    @Test("the completion-on-approval instruction and the payment source", arguments: [
        (#""paypal": {}"#, "UNSUPPORTED_PROCESSING_INSTRUCTION warning /processing_instruction"),
        (#""card": {"vault_id": "8kk8451t"}"#, "UNSUPPORTED_PROCESSING_INSTRUCTION warning /processing_instruction"),
        (#""ideal": {"name": "Jan de Vries", "country_code": "NL"}"#, nil),
        (#""blik": {"name": "Jan Kowalski", "country_code": "PL"}"#, nil),
    ])
    func completionOnApproval(_ source: String, _ expected: String?) {
        let body = #"{"processing_instruction": "ORDER_COMPLETE_ON_PAYMENT_APPROVAL", "payment_source": {\#(source)}}"#
        let report = PaymentValidator().validate(body, as: .ordersV2ConfirmPaymentSource)
        #expect(report.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue) \($0.path)" } == (expected.map { [$0] } ?? []))
        let plain = #"{"processing_instruction": "NO_INSTRUCTION", "payment_source": {\#(source)}}"#
        #expect(PaymentValidator().validate(plain, as: .ordersV2ConfirmPaymentSource).diagnostics.isEmpty)
    }

    /// PayPal's recorded replies (activemerchant's PayPal Commerce Platform fixtures, `DocumentKind.readsEmptyRequiredTextAsMissing`)
    /// echo `""` with MISSING_REQUIRED_PARAMETER; an optional member written so is still judged by its length.
    @Test("an empty required member is missing in Orders v2 and Payments v2, as PayPal answers it", arguments: [
        (DocumentKind.paymentsV2Refund, #"{"amount": {"currency_code": "", "value": "25.00"}}"#, "/amount/currency_code"),
        (.ordersV2Capture, #"{"payment_source": {"card": {"number": "", "expiry": "2030-07"}}}"#, "/payment_source/card/number"),
        (.ordersV2Authorize, #"{"payment_source": {"card": {"number": "4111111111111111", "expiry": ""}}}"#, "/payment_source/card/expiry"),
        (.ordersV2, #"{"intent": "", "purchase_units": [{"amount": {"currency_code": "USD", "value": "1.00"}}]}"#, "/intent"),
        (.ordersV2, #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": ""}}]}"#, "/purchase_units/0/amount/value"),
        (.ordersV2Track, #"{"capture_id": ""}"#, "/capture_id"),
        (.ordersV2, #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "1.00", "breakdown": {"item_total": {"currency_code": "USD", "value": "1.00"}}}, "items": [{"name": "", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "1.00"}}]}]}"#, "/purchase_units/0/items/0/name"),
    ])
    func emptyRequiredMembers(_ kind: DocumentKind, _ body: String, _ path: String) throws {
        let report = Self.validator.validate(body, as: kind)
        let finding = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1 && finding.code == .missingRequiredParameter && finding.path == path, "\(report.diagnostics)")
        #expect(finding.message.contains("is required and is empty"), "\(finding.message)")
    }

    @Test("an empty optional member, and an empty required one in other kinds, keep their own codes")
    func emptyOptionalMembers() {
        let refund = Self.validator.validate(#"{"amount": {"currency_code": "USD", "value": "1.00"}, "invoice_id": ""}"#, as: .paymentsV2Refund)
        #expect(refund.codes == [.invalidStringLength])
        let v1 = Self.validator.validate(#"{"amount": {"currency": "", "total": "1.00"}}"#, as: .paymentsV1Refund)
        #expect(v1.codes == [.invalidCurrencyCode], "\(v1.diagnostics)")
        // Beside a saved card's id the number is not required: "" is judged as a number (the review).
        let saved = Self.validator.validate(#"{"payment_source": {"card": {"vault_id": "abc123", "number": ""}}}"#, as: .ordersV2Capture)
        let number = saved.diagnostics.filter { $0.path == "/payment_source/card/number" }.map(\.code)
        #expect(number == [.invalidCardNumber], "\(saved.diagnostics)")
    }

    @Test("a payment source alone fits several calls: auto-detection names them")
    func ambiguity() throws {
        let report = PaymentValidator().validate(#"{"payment_source": {"card": {"number": "4111111111111111", "expiry": "2030-01"}}}"#)
        #expect(report.kind == nil)
        let message = try #require(report.diagnostics.first?.message)
        for kind in ["orders-v2-authorize", "orders-v2-capture", "orders-v2-confirm-payment-source", "vault-payment-token"] {
            #expect(message.contains(kind), "\(message)")
        }
    }
}
