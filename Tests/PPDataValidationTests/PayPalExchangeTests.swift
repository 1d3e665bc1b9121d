import Testing

@testable import PPDataValidation

/// Exchange records: a recorded call with PayPal's answer, the body checked as its call's kind with positions and
/// pointers in the record, and ppdata's verdict set beside PayPal's (issue 43).
@Suite("Exchange records: ppdata's verdict beside PayPal's answer")
struct PayPalExchangeTests {
    /// A refund record: `amount` as given, PayPal's answer with `status` and `issues` (none: no response).
    static func record(
        _ value: String, url: String = "https://api-m.paypal.com/v2/payments/captures/3C6793/refund",
        status: Int? = nil, issues: [String] = []
    ) -> String {
        let details = issues.map { #"{"issue": "\#($0)", "field": "/amount/value"}"# }.joined(separator: ", ")
        let response = status.map { #", "response": {"status": \#($0), "body": {"name": "UNPROCESSABLE_ENTITY", "details": [\#(details)]}}"# } ?? ""
        return #"{"method": "POST", "url": "\#(url)", "request": {"body": {"amount": {"currency_code": "JPY", "value": "\#(value)"}}}\#(response)}"#
    }

    @Test("the body is checked as its call's kind, with positions and pointers in the record")
    func bodyInTheRecord() throws {
        let report = PaymentValidator().validate(Self.record("1500.50", status: 422, issues: ["DECIMALS_NOT_SUPPORTED"]))
        #expect(report.kind == .paymentsV2Refund)
        let finding = try #require(report.diagnostics.first)
        #expect(finding.code == .decimalsNotSupported && finding.path == "/request/body/amount/value")
        #expect(finding.line == 1 && finding.column == 155)  // the value's own column in the record
        let exchange = try #require(report.exchange)
        #expect(exchange.method == "POST" && exchange.skipped == nil)
        #expect(exchange.answer == PayPalAnswer(status: 422, name: "UNPROCESSABLE_ENTITY", issues: [
            .init(issue: "DECIMALS_NOT_SUPPORTED", field: "/amount/value")
        ]))
        #expect(exchange.agreement == .bothRejected)
    }

    @Test("each comparison of the verdicts", arguments: [
        (record("1500", status: 201), PayPalExchange.Agreement?.some(.bothAccepted)),
        (record("1500.50", status: 422, issues: ["DECIMALS_NOT_SUPPORTED"]), .bothRejected),
        (record("1500.50", status: 422, issues: ["REFUND_AMOUNT_EXCEEDED"]), .bothRejectedForOtherIssues),
        (record("1500.50", status: 201), .onlyPPDataRejected),
        (record("1500", status: 422, issues: ["REFUND_AMOUNT_EXCEEDED"]), .onlyPayPalRejected),
        (record("1500", status: 500), nil),
        (record("1500"), nil),
        // Answers to the caller, the URL, a repeated request or the rate judge no body: nothing to compare.
        (record("1500.50", status: 401), nil), (record("1500", status: 403), nil), (record("1500", status: 404), nil),
        (record("1500", status: 409), nil), (record("1500.50", status: 429), nil),
        (record("1500", status: 400, issues: ["INVALID_PARAMETER_VALUE"]), .onlyPayPalRejected),
    ])
    func agreements(_ text: String, _ agreement: PayPalExchange.Agreement?) throws {
        let exchange = try #require(PaymentValidator().validate(text).exchange)
        #expect(exchange.agreement == agreement)
    }

    @Test("an error named without details is compared at the member its name is about")
    func errorNamedWithoutDetails() {
        func agreement(_ name: String, payerID: String = "dummy") -> PayPalExchange.Agreement? {
            let record = #"{"method": "POST", "url": "https://api-m.paypal.com/v1/payments/payment/PAY-1/execute", "request": {"body": {"payer_id": "\#(payerID)"}}, "response": {"status": 400, "body": {"name": "\#(name)", "message": "Payer ID is invalid"}}}"#
            return PaymentValidator().validate(record).exchange?.agreement
        }
        // PayPal's Payments v1 answers a payer id it does not know so (its Node SDK's recorded tests).
        #expect(agreement("INVALID_PAYER_ID") == .bothRejected)
        // A name about another member, or about the request as a whole, names other issues.
        #expect(agreement("INVALID_CURRENCY") == .bothRejectedForOtherIssues)
        #expect(agreement("INVALID_REQUEST") == .bothRejectedForOtherIssues)
        #expect(agreement("VALIDATION_ERROR") == .bothRejectedForOtherIssues)
        // A one-word rest names no member among many.
        #expect(agreement("INVALID_ID") == .bothRejectedForOtherIssues)
        #expect(agreement("INVALID_PAYER_ID", payerID: "UJQFHTMK8T7ML") == .onlyPayPalRejected)
    }

    /// A field PayPal names is matched with a finding's pointer whatever either calls the fault: Payments v1 and
    /// Payouts describe issues in free text, and a v2 MALFORMED_REQUEST_JSON is ppdata's INVALID_PARAMETER_SYNTAX.
    @Test("a PayPal field and a finding's pointer", arguments: [
        ("/purchase_units/0/items/0/tax", "/purchase_units/0/items/0/tax", true),
        ("/purchase_units/@reference_id=='default'/amount/value", "/purchase_units/1/amount/value", false),
        ("/purchase_units/@reference_id=='default'/amount/value", "/purchase_units/0/amount/value", true),
        ("/purchase_units/@reference_id=='B'/amount/value", "/purchase_units/0/amount/value", false),
        ("/purchase_units/@reference_id=='default'/amount/value", "/purchase_units/0/amount", false),
        ("/a~1b/c~0d", "/a~1b/c~0d", true),
        ("transactions[0].item_list.items[0].sku", "/transactions/0/item_list/items/0/sku", true),
        ("transactions[0].item_list.items[1].sku", "/transactions/0/item_list/items/0/sku", false),
        ("transactions.amount.total", "/transactions/2/amount/total", true),
        ("items[0].receiver", "/items/0/receiver", true),
        ("items", "/items", true),
        ("items", "/items/0", true),
        ("items", "/items/0/receiver", false),
        ("amount.total", "/transactions/0/amount/total", false),
        ("", "", false),
    ])
    func fieldAndPointer(field: String, pointer: String, same: Bool) {
        #expect(PayPalAnswer.Issue(issue: "Must not be blank", field: field).names(pointer: pointer) == same)
    }

    @Test("an error at the field PayPal names is the same refusal")
    func errorAtTheNamedField() {
        // PayPal's reply to an item's empty sku (paypal/PayPal-Cordova-Plugin issue #96, debug id 69607b31ff623).
        func agreement(sku: String, field: String) -> PayPalExchange.Agreement? {
            let record = #"{"method": "POST", "url": "https://api-m.sandbox.paypal.com/v1/payments/payment", "request": {"body": {"intent": "sale", "payer": {"payment_method": "paypal"}, "redirect_urls": {"return_url": "https://shop.example/ok", "cancel_url": "https://shop.example/cancel"}, "transactions": [{"amount": {"total": "45.00", "currency": "USD"}, "item_list": {"items": [{"name": "Candy Bikini Top", "quantity": "1", "price": "45.00", "currency": "USD", "sku": "\#(sku)"}]}}]}}, "response": {"status": 400, "body": {"name": "VALIDATION_ERROR", "details": [{"field": "\#(field)", "issue": "Must not be blank"}]}}}"#
            return PaymentValidator().validate(record).exchange?.agreement
        }
        #expect(agreement(sku: "", field: "transactions[0].item_list.items[0].sku") == .bothRejected)
        #expect(agreement(sku: "", field: "transactions[0].item_list.items[0].name") == .bothRejectedForOtherIssues)
        #expect(agreement(sku: "C-1", field: "transactions[0].item_list.items[0].sku") == .onlyPayPalRejected)
    }

    @Test("a declined instrument or a restricted account is about who pays, which no body shows")
    func refusalsOfWhoPays() throws {
        for issue in ["INSTRUMENT_DECLINED", "PAYER_ACCOUNT_RESTRICTED", "TRANSACTION_REFUSED", "ORDER_ALREADY_CAPTURED"] {
            let answer = try #require(PaymentValidator().validate(Self.record("1500", status: 422, issues: [issue])).exchange?.answer)
            #expect(answer.concernsResourceState, "\(issue)")
        }
        let body = try #require(PaymentValidator().validate(Self.record("1500", status: 422, issues: ["DECIMAL_PRECISION"])).exchange?.answer)
        #expect(!body.concernsResourceState)
    }

    @Test("requests ppdata does not check are skipped with the reason, and nothing is reported")
    func skipped() throws {
        let other = PaymentValidator().validate(Self.record("1500", url: "https://example.com/v2/payments/captures/1/refund"))
        #expect(other.diagnostics.isEmpty && other.kind == nil)
        #expect(other.exchange?.skipped == "not a PayPal API host (example.com)")
        let call = PaymentValidator().validate(Self.record("1500", url: "https://api.sandbox.paypal.com/v2/payments/captures/1"))
        #expect(call.exchange?.skipped == "no kind checks the body of this call")
        let bodiless = PaymentValidator().validate(#"{"method": "POST", "url": "https://api-m.paypal.com/v1/payments/payouts", "request": {}}"#)
        #expect(bodiless.exchange?.skipped == "the record holds no request body")
        // Not a record: a document with other keys is what it always was.
        #expect(PaymentValidator().validate(#"{"method": "POST"}"#).exchange == nil)
    }

    /// A new user's trial of real recordings (session 65): vcrpy writes `body: null` for a capture, and a logged
    /// record may carry the day it was made.
    @Test("a capture or full refund recorded without a body is checked as the empty body; a record's day is its date")
    func bodilessCallsAndTheRecordsDay() throws {
        for request in [#"{}"#, #"{"body": null}"#] {
            let record = #"{"method": "POST", "url": "https://api-m.paypal.com/v2/checkout/orders/5O1/capture", "request": \#(request), "response": {"status": 201}}"#
            let report = PaymentValidator().validate(record)
            #expect(report.kind == .ordersV2Capture && report.exchange?.skipped == nil, "\(request)")
            #expect(report.diagnostics.isEmpty && report.exchange?.agreement == .bothAccepted, "\(request)")
        }
        // A `Content-Length` says a body was sent that the record did not keep (the review).
        for headers in [
            #"{"Content-Length": "57"}"#, #"[{"name": "content-length", "value": "57"}]"#, #"{"Content-Length": ["57"]}"#,
            #"{"content-length": 57.0}"#, #"{"Transfer-Encoding": "chunked"}"#, #"{"Content-Length": " 57"}"#,
        ] {
            for body in [#""#, #", "body": null"#, #", "body": """#] {
                let record = #"{"method": "POST", "url": "https://api-m.paypal.com/v2/checkout/orders/5O1/capture", "request": {"headers": \#(headers)\#(body)}, "response": {"status": 201}}"#
                #expect(PaymentValidator().validate(record).exchange?.skipped == "the record holds no request body", "\(headers) \(body)")
            }
        }
        let zero = #"{"method": "POST", "url": "https://api-m.paypal.com/v2/checkout/orders/5O1/capture", "request": {"headers": {"Content-Length": "0"}}, "response": {"status": 201}}"#
        #expect(PaymentValidator().validate(zero).exchange?.agreement == .bothAccepted)
        let card = #"{"payment_source": {"card": {"number": "4111111111111111", "expiry": "2016-05"}}}"#
        let url = "https://api-m.paypal.com/v2/checkout/orders/5O1/capture"
        let dated = #"{"timestamp": "2015-03-02T10:00:00Z", "method": "POST", "url": "\#(url)", "request": {"body": \#(card)}}"#
        #expect(PaymentValidator().validate(dated).codes.isEmpty)
        let undated = #"{"method": "POST", "url": "\#(url)", "request": {"body": \#(card)}}"#
        #expect(PaymentValidator(options: ValidationOptions(today: CalendarDate("2026-01-15")!)).validate(undated).codes == [.cardExpired])
    }

    @Test("an array of records is told to be written one per line")
    func arrayOfRecords() throws {
        let report = PaymentValidator().validate("[" + Self.record("1500") + "]")
        let finding = try #require(report.diagnostics.first)
        #expect(finding.code == .unknownDocumentKind && finding.message.hasPrefix("an array of exchange records"), "\(finding.message)")
    }

    @Test("a record's day is the UTC date of its instant, or of its seconds or milliseconds since 1970", arguments: [
        (#""2024-06-01T00:00:01+02:00""#, "2024-05-31"), (#""2024-05-31T23:30:00-01:00""#, "2024-06-01"),
        (#""2024-06-01T12:00:00Z""#, "2024-06-01"), (#""2024-06-01T00:00:01.123+0200""#, "2024-05-31"),
        (#""2024-06-01""#, "2024-06-01"), (#""2024-06-01T00:00:01""#, "2024-06-01"), ("1717200000", "2024-06-01"),
        ("1717200000000", "2024-06-01"), (#""June 1""#, nil), ("-5", nil),
    ])
    func recordDay(_ timestamp: String, _ day: String?) throws {
        let document = try JSONDocument.parse(Array(#"{"timestamp": \#(timestamp)}"#.utf8))
        #expect(document.withRootView(PayPalExchange.date(of:)) == day.flatMap(CalendarDate.init))
    }

    @Test("PayPal's browser API hosts are PayPal API hosts", arguments: [
        "cors.api.paypal.com", "www.cors.api.paypal.com", "cors.api.sandbox.paypal.com",
    ])
    func browserHosts(_ host: String) {
        let report = PaymentValidator().validate(Self.record("1500", url: "https://\(host)/v2/payments/captures/1/refund"))
        #expect(report.kind == .paymentsV2Refund && report.exchange?.skipped == nil)
    }

    @Test("secrets in a URL's query or fragment are masked", arguments: [
        ("https://api.sandbox.paypal.com/v1/oauth2/token?client_id=AbC&secret=EEZmq8xyz", "https://api.sandbox.paypal.com/v1/oauth2/token?client_id=AbC&secret=•••"),
        ("https://x.example/userinfo?schema=openid&access_token=A21AAGaJ", "https://x.example/userinfo?schema=openid&access_token=•••"),
        ("https://x.example/cb#state=1&ACCESS_TOKEN=abc&id_token=e.y.z", "https://x.example/cb#state=1&ACCESS_TOKEN=•••&id_token=•••"),
        ("https://api-3t.paypal.com/nvp?USER=u&PWD=p4ss&SIGNATURE=AFc&METHOD=SetExpressCheckout", "https://api-3t.paypal.com/nvp?USER=u&PWD=•••&SIGNATURE=•••&METHOD=SetExpressCheckout"),
        ("https://x.example/a?token=EC-1&code=", "https://x.example/a?token=EC-1&code="),
        ("https://x.example/a?secretive=1", "https://x.example/a?secretive=1"),
        // The review's: encoded names, a URL nested in a parameter, more credentials' names.
        ("https://x.example/a?access%5Ftoken=TOKB&%61ccess_token=TOK8", "https://x.example/a?access%5Ftoken=•••&%61ccess_token=•••"),
        ("https://x.example/a?x=https%3A%2F%2Fa.b%2F%3Faccess_token%3DTOKE%26y%3D1", "https://x.example/a?x=https%3A%2F%2Fa.b%2F%3Faccess_token%3D•••%26y%3D1"),
        ("https://x.example/a?client_assertion=T10&api_key=T11", "https://x.example/a?client_assertion=•••&api_key=•••"),
        // The second review's: an encoded separator inside a secret is part of it.
        ("https://x.example/a?password=abc%26ss%3Bword&x=1", "https://x.example/a?password=•••&x=1"),
        ("https://x.example/a?client_secret=abc%23def", "https://x.example/a?client_secret=•••"),
        ("https://x.example/a?password=abc;def&x=1", "https://x.example/a?password=•••&x=1"),
        ("https://x.example/a?access_token=ab?cdef&x=1#f", "https://x.example/a?access_token=•••&x=1#f"),
    ])
    func secretsInURLs(_ url: String, _ shown: String) {
        #expect(PayPalExchange.redacted(url: url) == shown)
    }

    @Test("hosts: scheme, credentials, port and a final dot stripped, letter case ignored", arguments: [
        ("https://API-M.PayPal.com:443/v2/x", "api-m.paypal.com"), ("https://user:pw@api.paypal.com/v1", "api.paypal.com"),
        ("https://api.sandbox.paypal.com?x=1", "api.sandbox.paypal.com"), ("/v2/payments", nil), ("https://", nil),
        ("https://api-m.paypal.com./v2/x", "api-m.paypal.com"), ("https://./x", nil),
    ])
    func hosts(_ url: String, _ host: String?) {
        #expect(PayPalExchange.host(of: url) == host)
    }

    @Test("a rule selection that changes the verdict changes the comparison")
    func selection() throws {
        let options = ValidationOptions(selection: DiagnosticSelection([.decimalsNotSupported: .warn]))
        let report = PaymentValidator(options: options).validate(Self.record("1500.50", status: 201))
        #expect(report.isValid && report.exchange?.agreement == .bothAccepted)
    }

    @Test("duplicate keys count only inside the checked body: none for a skipped call, none from the response")
    func duplicateKeysOutsideTheBody() throws {
        let skipped = PaymentValidator().validate(#"{"method":"POST","url":"https://example.com/x","request":{"body":{"a":1,"a":2}}}"#)
        #expect(skipped.diagnostics.isEmpty && skipped.exchange?.skipped != nil && skipped.isValid)
        let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}]}"#
        let answered = PaymentValidator().validate(
            #"{"method":"POST","url":"https://api-m.paypal.com/v2/checkout/orders","request":{"body":"# + order
                + #"},"response":{"status":201,"body":{"id":"1","id":"2"}}}"#)
        #expect(answered.diagnostics.isEmpty && answered.exchange?.agreement == .bothAccepted)
        let inBody = PaymentValidator().validate(
            #"{"method":"POST","url":"https://api-m.paypal.com/v2/checkout/orders","request":{"body":{"intent":"CAPTURE","#
                + #""intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}]}}}"#)
        #expect(inBody.diagnostics.map { "\($0.code) \($0.path)" } == ["DUPLICATE_KEY /request/body/intent"])
    }
}
