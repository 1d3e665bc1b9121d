import Foundation
import Testing

/// `validate --endpoint`: the call decides the kind of bodies keys cannot tell apart (issue 43).
@Suite("validate --endpoint")
struct EndpointOptionTests {
    @Test("the endpoint decides the kind; a path with real ids and a full URL, with or without the method, match their template")
    func routes() throws {
        let refund = #"{"amount": {"currency_code": "JPY", "value": "1500.50"}, "note_to_payer": "Defective product"}"#
        let auto = try BinaryRunner.run(["validate", "-"], stdin: Data(refund.utf8))
        #expect(auto.status == 1)
        #expect(auto.stdout.contains("UNKNOWN_DOCUMENT_KIND: ambiguous: these keys fit the bodies of"), "\(auto.stdout)")
        for endpoint in [
            "POST /v2/payments/captures/{capture_id}/refund", "POST /v2/payments/captures/3C679366HH908993F/refund",
            "POST https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund",
            "https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund",
        ] {
            let result = try BinaryRunner.run(
                ["validate", "--endpoint", endpoint, "--format", "ndjson", "-"], stdin: Data(refund.utf8))
            #expect(result.status == 1, "\(endpoint): \(result.stderr)")
            #expect(result.stdout.contains(#""kind":"payments-v2-refund""#), "\(endpoint)")
            #expect(result.stdout.contains(#""code":"DECIMALS_NOT_SUPPORTED""#), "\(endpoint)")
        }
        let same = try BinaryRunner.run(
            ["validate", "--endpoint", "POST /v1/payments/payouts", "--kind", "payouts-batch",
             "Examples/payouts-batch-valid.json"])
        #expect(same.status == 0, "\(same.stderr)")
        // The endpoint's query is read too: a synchronous payout takes one item (Examples' batch has three).
        let sync = try BinaryRunner.run(
            ["validate", "--endpoint", "POST /v1/payments/payouts?sync_mode=true", "Examples/payouts-batch-valid.json"])
        #expect(sync.status == 1)
        #expect(sync.stdout.contains("INVALID_ARRAY_MAX_ITEMS: \"items\" has"), "\(sync.stdout)")
    }

    @Test("usage errors (exit 64): a call no kind checks, naming the nearest and listing those it does; an endpoint against --kind")
    func usageErrors() throws {
        let unknown = try BinaryRunner.run(["validate", "--endpoint", "POST /v2/checkout/order/5O1/capture", "x.json"])
        #expect(unknown.status == 64)
        // The nearest call first, then every call ppdata checks.
        #expect(unknown.stderr.contains(
            "is not a call ppdata checks the body of; did you mean 'POST /v2/checkout/orders/{id}/capture'? It checks 'POST /v2/checkout/orders',"),
            "\(unknown.stderr)")
        let conflict = try BinaryRunner.run(
            ["validate", "--endpoint", "POST /v1/payments/payouts", "--kind", "orders-v2", "x.json"])
        #expect(conflict.status == 64)
        #expect(conflict.stderr.contains("sends a body of kind payouts-batch, not --kind orders-v2"), "\(conflict.stderr)")
    }

    @Test("a usage error masks the card numbers and security codes its arguments hold, as a URL from a log may")
    func usageErrorsMaskCards() throws {
        let result = try BinaryRunner.run(
            ["validate", "--endpoint", "POST /v2/checkout/orders?cvv=123&card=4111111111111111", "--kind", "address", "x.json"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("orders?cvv=•••&card=•••• 1111' sends a body of kind orders-v2"), "\(result.stderr)")
        #expect(!result.stderr.contains("4111111111111111") && !result.stderr.contains("123"), "\(result.stderr)")
    }

    @Test("--kind with a name that is no kind: a usage error naming the kinds it is nearest to, then every kind")
    func unknownKind() throws {
        for (name, meant) in [
            ("payouts", "did you mean payouts-batch?"), ("applepay", "did you mean apple-pay?"),
            ("apple_pay_js", "did you mean apple-pay-js?"), ("orders-v2-captur", "did you mean orders-v2-capture?"),
            ("vault", "did you mean vault-payment-token or vault-setup-token?"), ("xyz", "is no kind. The kinds: auto, "),
        ] {
            let result = try BinaryRunner.run(["validate", "--kind", name, "Examples/payouts-batch-valid.json"])
            #expect(result.status == 64, "\(name)")
            #expect(result.stderr.contains("--kind '\(name)' is no kind"), "\(result.stderr)")
            #expect(result.stderr.contains(meant) && result.stderr.contains("apple-pay-js, address"), "\(result.stderr)")
        }
    }

    /// A Payments v2 refund with no body is a full refund: PayPal answered 201 to one (a new user's trial, session
    /// 62; the evidence is at `DocumentKind.takesEmptyBody`).
    @Test("an empty body is the body of a call that takes none (an order's capture or authorization, a full refund), else malformed")
    func emptyBodies() throws {
        for endpoint in ["POST /v2/checkout/orders/5O1/capture", "POST /v2/checkout/orders/5O1/authorize",
            "POST /v2/payments/authorizations/0VF/capture", "POST /v2/payments/captures/2GG/refund"] {
            let result = try BinaryRunner.run(["validate", "--endpoint", endpoint, "-"], stdin: Data(" \n".utf8))
            #expect(result.status == 0 && result.stdout.contains("1 valid"), "\(endpoint): \(result.stdout)")
        }
        for arguments in [["--endpoint", "POST /v2/payments/authorizations/0VF/reauthorize"], ["--endpoint", "POST /v1/payments/sale/1/refund"],
            ["--kind", "orders-v2"], []] {
            let result = try BinaryRunner.run(["validate"] + arguments + ["-"], stdin: Data())
            #expect(result.status == 1 && result.stdout.contains("MALFORMED_JSON: the document is empty"), "\(arguments)")
        }
    }
}
