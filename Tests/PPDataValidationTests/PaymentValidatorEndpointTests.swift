import Foundation
import Testing

@testable import PPDataValidation

/// The library as a service in front of PayPal uses it: a body checked as the call it is sent with, and reports
/// written to a log as JSON.
@Suite("The library in front of PayPal: bodies by endpoint, reports as JSON")
struct PaymentValidatorEndpointTests {
    static let payout = #"{"sender_batch_header": {"sender_batch_id": "B-1"}, "items": [{"recipient_type": "EMAIL", "receiver": "a@example.com", "amount": {"value": "1.00", "currency": "USD"}}, {"recipient_type": "EMAIL", "receiver": "b@example.com", "amount": {"value": "2.00", "currency": "USD"}}]}"#

    @Test("the call decides the kind, and its query the checks that read one")
    func endpoints() throws {
        let validator = PaymentValidator()
        let order = try #require(validator.validate(#"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "JPY", "value": "10.50"}}]}"#, endpoint: "POST https://api-m.paypal.com/v2/checkout/orders"))
        #expect(order.kind == .ordersV2 && order.codes == [.decimalsNotSupported])
        // A synchronous payout takes one item: read from the call's query.
        #expect(validator.validate(Array(Self.payout.utf8), endpoint: "POST /v1/payments/payouts")?.codes == [])
        #expect(validator.validate(Array(Self.payout.utf8), endpoint: "POST /v1/payments/payouts?sync_mode=true")?.codes == [.invalidArrayMaxItems])
        // An HTTP request line, tabs and a line end around the words: the same call, its query read (a review).
        #expect(validator.validate(Array(Self.payout.utf8), endpoint: "POST /v1/payments/payouts?sync_mode=true HTTP/1.1\r\n")?.codes == [.invalidArrayMaxItems])
        #expect(validator.validate(Array(Self.payout.utf8), endpoint: "POST\t/v1/payments/payouts?sync_mode=true ")?.codes == [.invalidArrayMaxItems])
        // The call's query replaces one set before, also when it has none.
        var synchronous = ValidationOptions()
        synchronous.query = "sync_mode=true"
        #expect(PaymentValidator(options: synchronous).validate(Array(Self.payout.utf8), endpoint: "POST /v1/payments/payouts")?.codes == [])
        // A call ppdata checks no body of is left to the caller, not refused.
        #expect(validator.validate("{}", endpoint: "POST /v1/billing/subscriptions") == nil)
        #expect(validator.validate([UInt8](), endpoint: "POST /v2/checkout/orders/5O190127TN364715T/void") == nil)
        // A capture sent without a body captures the order: valid, as at PayPal.
        let capture = try #require(validator.validate(Data(), endpoint: "POST /v2/checkout/orders/5O190127TN364715T/capture"))
        #expect(capture.kind == .ordersV2Capture && capture.isValid)
    }

    @Test("a report encodes as --format json writes a document, without source and line")
    func encoding() throws {
        var options = ValidationOptions()
        options.findingsLimit = 1
        let report = PaymentValidator(options: options).validate(
            #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "JPY", "value": "10.50"}, "items": [{"name": "", "quantity": "1", "unit_amount": {"currency_code": "JPY", "value": "10.5"}}]}]}"#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let object = try #require(try JSONSerialization.jsonObject(with: encoder.encode(report)) as? [String: Any])
        #expect(object["kind"] as? String == "orders-v2" && object["valid"] as? Bool == false)
        let issues = try #require(object["issues"] as? [[String: Any]])
        // One of four findings listed, its members as the report holds them; the other three counted.
        let listed = try #require(report.diagnostics.first)
        #expect(issues.count == 1 && issues[0]["code"] as? String == listed.code.rawValue)
        #expect(issues[0]["path"] as? String == listed.path && issues[0]["line"] as? Int == listed.line)
        #expect(issues[0]["column"] as? Int == listed.column && issues[0]["message"] as? String == listed.message)
        #expect(issues[0]["suggestion"] as? String == listed.suggestion)
        let unlisted = try #require(object["unlisted"] as? [String: Any])
        #expect(unlisted["errors"] as? Int == 3 && unlisted["warnings"] as? Int == 0)
        #expect((unlisted["codes"] as? [[String: Any]])?.first?["severity"] as? String == "error")
        #expect(object["exchange"] == nil)
        // No kind found: "unknown", as the CLI writes it.
        let unknown = try #require(try JSONSerialization.jsonObject(with: encoder.encode(PaymentValidator().validate("[]"))) as? [String: Any])
        #expect(unknown["kind"] as? String == "unknown" && unknown["unlisted"] == nil)
    }

    @Test("an exchange record's report encodes its call, PayPal's answer and the comparison")
    func exchangeEncoding() throws {
        let record = #"{"method": "POST", "url": "https://api-m.paypal.com/v2/payments/captures/3C6793/refund", "request": {"body": {"amount": {"currency_code": "JPY", "value": "1500.50"}}}, "response": {"status": 422, "body": {"name": "UNPROCESSABLE_ENTITY", "details": [{"issue": "DECIMALS_NOT_SUPPORTED", "field": "/amount/value"}]}}}"#
        let data = try JSONEncoder().encode(PaymentValidator().validate(record))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let exchange = try #require(object["exchange"] as? [String: Any])
        #expect(exchange["method"] as? String == "POST" && exchange["agreement"] as? String == "both-rejected")
        let paypal = try #require(exchange["paypal"] as? [String: Any])
        #expect(paypal["status"] as? Int == 422 && paypal["resourceState"] as? Bool == false)
        #expect((paypal["issues"] as? [[String: Any]])?.first?["field"] as? String == "/amount/value")
    }

    @Test("a finding read back from JSON is screened as one made: no card data in its message, suggestion or path")
    func decodingMasks() throws {
        let text = #"{"code": "UNKNOWN_FIELD", "severity": "warning", "path": "/payment_source/4111111111111111", "line": 1, "column": 2, "message": "\"4111111111111111\" with CVV: 123", "suggestion": "4111 1111 1111 1111"}"#
        let finding = try JSONDecoder().decode(Diagnostic.self, from: Data(text.utf8))
        for shown in [finding.path, finding.message, finding.suggestion ?? ""] {
            #expect(!shown.contains("4111111111111111") && !shown.contains("4111 1111 1111 1111") && !shown.contains("123"), "\(shown)")
        }
        #expect(finding.path == "/payment_source/•••• 1111" && finding.code == .unknownField && finding.column == 2)
        // Encoded and decoded again, a finding is unchanged.
        #expect(try JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(finding)) == finding)
    }
}
