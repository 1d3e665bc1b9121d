import Foundation
import Testing

/// `validate` on exchange records: each request to a PayPal API host checked as its call's kind, PayPal's answer
/// shown beside ppdata's findings, other requests skipped and counted (issue 43).
@Suite("validate: exchange records")
struct ExchangeRecordTests {
    static let records = [
        #"{"method":"POST","url":"https://api-m.sandbox.paypal.com/v2/payments/captures/3C679366HH908993F/refund","request":{"body":{"amount":{"currency_code":"JPY","value":"1500.50"}}},"response":{"status":422,"body":{"name":"UNPROCESSABLE_ENTITY","details":[{"field":"/amount/value","issue":"DECIMALS_NOT_SUPPORTED"}]}}}"#,
        #"{"method":"POST","url":"https://api-m.paypal.com/v1/payments/payouts","request":{"body":{"sender_batch_header":{"recipient_type":"EMAIL"},"items":[{"amount":{"currency":"USD","value":"5.00"},"receiver":"a@example.com"}]}},"response":{"status":201,"body":{}}}"#,
        #"{"method":"GET","url":"https://api-m.paypal.com/v2/checkout/orders/5O1","request":{}}"#,
        #"{"method":"POST","url":"https://example.com/api","request":{"body":{}}}"#,
    ].joined(separator: "\n") + "\n"

    @Test("text: the body's findings at their place in the record, a note with PayPal's answer, the counts")
    func text() throws {
        let result = try BinaryRunner.run(["validate", "--ndjson", "-"], stdin: Data(Self.records.utf8))
        #expect(result.status == 1)
        #expect(result.stdout == """
            <stdin>:1:164: error: DECIMALS_NOT_SUPPORTED: JPY amounts take no decimal places: "1500.50" (/request/body/amount/value); did you mean "1500"?
            <stdin>:1:1: note: POST https://api-m.sandbox.paypal.com/v2/payments/captures/3C679366HH908993F/refund: PayPal answered 422 UNPROCESSABLE_ENTITY (DECIMALS_NOT_SUPPORTED at /amount/value); ppdata agrees: it reports the same issue
            <stdin>:2:1: note: POST https://api-m.paypal.com/v1/payments/payouts: PayPal answered 201; ppdata agrees: no error
            <stdin>:3:1: note: skipped GET https://api-m.paypal.com/v2/checkout/orders/5O1: no kind checks the body of this call
            <stdin>:4:1: note: skipped POST https://example.com/api: not a PayPal API host (example.com)
            2 documents checked: 1 valid, 1 invalid (1 error, 0 warnings); exchanges: 2 checked (2 agree with PayPal, 0 disagree), 2 skipped

            """)
    }

    /// Many loggers write the body as the JSON text sent (a new user's trial found it called "not an object", and
    /// PayPal's 201 to an empty full refund a disagreement).
    @Test("a body logged as JSON text is read as a HAR entry's: places in the file, paths in the body; blank is no body")
    func bodyAsText() throws {
        let records = [
            #"{"method":"POST","url":"https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund","request":{"body":"{\"amount\":{\"currency_code\":\"JPY\",\"value\":\"1500.50\"}}"},"response":{"status":422,"body":{"name":"UNPROCESSABLE_ENTITY","details":[{"field":"/amount/value","issue":"DECIMALS_NOT_SUPPORTED"}]}}}"#,
            #"{"method":"POST","url":"https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund","request":{"body":""},"response":{"status":201}}"#,
            #"{"method":"POST","url":"https://api-m.paypal.com/v2/checkout/orders","request":{"body":" "},"response":{"status":400}}"#,
            #"{"method":"POST","url":"https://api-m.paypal.com/v2/checkout/orders","request":{"body":"{\"intent\":"},"response":{"status":400}}"#,
        ].joined(separator: "\n") + "\n"
        let result = try BinaryRunner.run(["validate", "--ndjson", "-"], stdin: Data(records.utf8))
        #expect(result.status == 1)
        #expect(result.stdout == """
            <stdin>:1:165: error: DECIMALS_NOT_SUPPORTED: JPY amounts take no decimal places: "1500.50" (/amount/value); did you mean "1500"?
            <stdin>:1:1: note: POST https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund: PayPal answered 422 UNPROCESSABLE_ENTITY (DECIMALS_NOT_SUPPORTED at /amount/value); ppdata agrees: it reports the same issue
            <stdin>:2:1: note: POST https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund: PayPal answered 201; ppdata agrees: no error
            <stdin>:3:1: note: skipped POST https://api-m.paypal.com/v2/checkout/orders: the record holds no request body
            <stdin>:4:101: error: MALFORMED_JSON: unexpected end of input: expected a value
            <stdin>:4:1: note: POST https://api-m.paypal.com/v2/checkout/orders: PayPal answered 400; ppdata agrees: it rejects it too (the answer as recorded names no issue)
            3 documents checked: 1 valid, 2 invalid (2 errors, 0 warnings); exchanges: 3 checked (3 agree with PayPal, 0 disagree), 1 skipped

            """)
    }

    @Test("an answer to the caller or the rate judges no body: the note and the summary say there is nothing to compare")
    func answersThatJudgeNoBody() throws {
        let records = [
            #"{"method":"POST","url":"https://api-m.paypal.com/v1/payments/payouts","request":{"body":{"sender_batch_header":{"recipient_type":"EMAIL"},"items":[{"amount":{"currency":"USD","value":"5.00"},"receiver":"a@example.com"}]}},"response":{"status":401,"body":{"name":"AUTHENTICATION_FAILURE"}}}"#,
            #"{"method":"POST","url":"https://api-m.paypal.com/v1/payments/payouts","request":{"body":{"sender_batch_header":{"recipient_type":"EMAIL"},"items":[{"amount":{"currency":"USD","value":"5.00"},"receiver":"a@example.com"}]}},"response":{"status":201,"body":{}}}"#,
        ].joined(separator: "\n") + "\n"
        let result = try BinaryRunner.run(["validate", "--ndjson", "-"], stdin: Data(records.utf8))
        #expect(result.status == 0)
        #expect(result.stdout.contains("PayPal answered 401 AUTHENTICATION_FAILURE; nothing to compare (a 401 answers the caller, the URL or the rate, not the body)"), "\(result.stdout)")
        #expect(result.stdout.contains("exchanges: 2 checked (1 agree with PayPal, 0 disagree, 1 with nothing to compare), 0 skipped"), "\(result.stdout)")
    }

    @Test("json and ndjson carry each record's exchange and the summary's counts")
    func json() throws {
        let ndjson = try BinaryRunner.run(["validate", "--ndjson", "--format", "ndjson", "-"], stdin: Data(Self.records.utf8))
        let lines = ndjson.stdout.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
        #expect(lines.count == 4)
        let first = try #require(lines.first?["exchange"] as? [String: Any])
        #expect(first["agreement"] as? String == "both-rejected")
        #expect((first["paypal"] as? [String: Any])?["status"] as? Int == 422)
        #expect((lines[2]["exchange"] as? [String: Any])?["skipped"] as? String == "no kind checks the body of this call")
        #expect(lines[1]["kind"] as? String == "payouts-batch")

        let json = try BinaryRunner.run(["validate", "--ndjson", "--format", "json", "-"], stdin: Data(Self.records.utf8))
        let top = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let exchanges = try #require((top["summary"] as? [String: Any])?["exchanges"] as? [String: Int])
        #expect(exchanges["checked"] == 2 && exchanges["skipped"] == 2 && exchanges["both-rejected"] == 1)
        #expect(exchanges["both-accepted"] == 1 && exchanges["only-paypal-rejected"] == 0 && exchanges["no-answer"] == 0)
    }
}
