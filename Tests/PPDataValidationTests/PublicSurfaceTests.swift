import Foundation
import PPDataValidation
import Testing

/// The public types that replaced enums a consumer could switch over exhaustively (issue 16), used as a consumer
/// uses them: through a plain `import`, so nothing internal helps.
@Suite("Public surface: open kinds and reasons")
struct PublicSurfaceTests {
    /// Compiles only when `T` is `Sendable`.
    private func requireSendable<T: Sendable>(_: T.Type) {}

    @Test("DocumentKind lists every kind by its stable name, in docs/rules.md's order")
    func documentKindNames() {
        #expect(DocumentKind.allCases.map(\.rawValue) == [
            "mpl-payment", "mpl-advanced-payment", "orders-v2", "orders-v2-authorize", "orders-v2-capture",
            "orders-v2-confirm-payment-source", "orders-v2-track", "orders-v2-update", "orders-v2-tracker-update",
            "payments-v1", "payments-v1-capture", "payments-v1-refund", "payments-v1-reauthorize",
            "payments-v1-order-authorize", "payments-v1-execute", "payments-v1-update", "payments-v2-capture",
            "payments-v2-reauthorize", "payments-v2-refund", "payouts-batch", "vault-payment-token",
            "vault-setup-token", "apple-pay", "apple-pay-js", "address",
        ])
        for kind in DocumentKind.allCases {
            #expect(DocumentKind(rawValue: kind.rawValue) == kind)
            #expect(kind.description == kind.rawValue)
        }
        #expect(DocumentKind(rawValue: "google-pay") == nil)
        #expect(DocumentKind.ordersV2 != DocumentKind.paymentsV1)
    }

    @Test("a consumer's switch over DocumentKind needs a default, and matches the static members")
    func documentKindSwitch() {
        func family(_ kind: DocumentKind) -> String {
            switch kind {
            case .applePay, .applePayJS: "apple"
            case .address: "address"
            default: "paypal"
            }
        }
        #expect(DocumentKind.allCases.map(family) == [
            "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal",
            "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal", "paypal",
            "apple", "apple", "address",
        ])
    }

    @Test("the DocC article's switch over an optional kind (ValidatingDocuments.md) works as written")
    func optionalKindSwitch() {
        func describe(_ kind: DocumentKind?) -> String {
            switch kind {
            case .ordersV2?, .paymentsV1?, .paymentsV1Capture?:
                "PayPal REST"
            case nil:
                "no kind matched"
            default:
                kind?.rawValue ?? ""
            }
        }
        #expect(describe(.paymentsV1) == "PayPal REST")
        #expect(describe(nil) == "no kind matched")
        #expect(describe(.applePayJS) == "apple-pay-js")
        #expect(describe(PaymentValidator().validate("[]").kind) == "no kind matched")
    }

    @Test("DocumentKind encodes as its stable name; an unknown name does not decode")
    func documentKindCodable() throws {
        let encoded = try JSONEncoder().encode([DocumentKind.ordersV2, .applePayJS])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["orders-v2","apple-pay-js"]"#)
        #expect(try JSONDecoder().decode([DocumentKind].self, from: encoded) == [.ordersV2, .applePayJS])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DocumentKind].self, from: Data(#"["google-pay"]"#.utf8))
        }
    }

    @Test("JSONParseError.Reason compares by its stable name", arguments: [
        ("[1,]", JSONParseError.Reason.trailingComma, "trailingComma"),
        ("", .emptyInput, "emptyInput"),
        ("[1", .unexpectedEndOfInput, "unexpectedEndOfInput"),
        ("01", .leadingZero, "leadingZero"),
    ])
    func parseErrorReason(text: String, reason: JSONParseError.Reason, name: String) {
        #expect(throws: JSONParseError.self) { try JSONDocument.parse(text) }
        do {
            _ = try JSONDocument.parse(text)
        } catch {
            #expect(error.reason == reason)
            #expect(error.reason.rawValue == name)
            #expect(JSONParseError.Reason(rawValue: name) == reason)
        }
    }

    @Test("the JSON sequences and their iterators are Sendable")
    func iteratorsAreSendable() async throws {
        requireSendable(JSONMembers.self)
        requireSendable(JSONMembers.Iterator.self)
        requireSendable(JSONElements.self)
        requireSendable(JSONElements.Iterator.self)
        let document = try JSONDocument.parse(#"{"a": [1, 2]}"#)
        let members = document.root.members.makeIterator()
        let elements = try #require(document.root["a"]).elements.makeIterator()
        // Handed to another task: only a Sendable iterator compiles here.
        let firsts = await Task.detached {
            var members = members
            var elements = elements
            return (members.next()?.key, elements.next()?.numberText)
        }.value
        #expect(firsts.0 == "a")
        #expect(firsts.1 == "1")
    }
}
