import Foundation
import Testing

@testable import PPDataValidation

/// What stands next to a card number or a security code, which the masking must not show: a security code typed after
/// the number, the array index before a card used as a key, the marks Japanese input puts between digit groups, and
/// the other names forms and gateways give a security code in a URL (a new user's trial, session 62).
@Suite("Card numbers and security codes masked with what stands next to them")
struct CardRedactionNeighbourTests {
    let redact = CardChecks.redactingCardNumbers(in:)

    /// A number and its code pasted into one field showed the code as the card's "last four".
    @Test("a security code after a card number is never shown as its last four", arguments: [
        ("378282246310005 1234", "•••• 0005", ["1234"]), ("4111 1111 1111 1111 123", "•••• 1111", ["123"]),
        ("5555555555554444 737", "•••• 4444", ["737"]), ("4111-1111-1111-1111/123", "•••• 1111", ["123"]),
        ("4111111111111111,1234", "•••• 1111", ["1234"]),
        // A code and an expiry after the card (the review: `•••• 1037` showed the code).
        ("4111 1111 1111 1111 037 12/25", "•••• 1111", ["037", "1037"]), ("4111111111111111 037 1225", "•••• 1111", ["037", "1225"]),
    ])
    func codeAfterTheCard(text: String, masked: String, hidden: [String]) throws {
        #expect(redact("x \(text) y") == "x \(masked) y")
        #expect(CardChecks.mask(text) == masked)
        let document = #"{"payment_source":{"card":{"number":"\#(text)","expiry":"2030-02"}}}"#
        let lines = PaymentValidator().validate(document, as: .ordersV2Authorize).diagnostics.map(\.description)
        #expect(lines.contains { $0.contains("the card number \(masked)") }, "\(lines)")
        for group in hidden {
            #expect(!lines.contains { $0.contains(group) }, "\(group): \(lines)")
        }
    }

    @Test("a card number whole, or a group that is no security code, keeps its own last four")
    func wholeCards() {
        #expect(redact("4111 1111 1111 1111") == "•••• 1111")
        #expect(CardChecks.mask("4111 1111 1111 1111") == "•••• 1111")
        // A 19-digit card whose first 16 digits are no card: the whole span is the card.
        #expect(redact("6011 0000 0000 0000 001") == "•••• 0001")
        // The whole 19 digits pass the Luhn check too, but no Mastercard has 19: the group after the card is its code.
        #expect(redact("5555 5555 5555 4444 737") == "•••• 4444")
        // A 19-digit UnionPay card whose first 16 digits are a card too: which four are last is not known, and none
        // is shown (the review found `•••• 1232` here and `•••• 2001` elsewhere: seven of its digits).
        #expect(redact("6212 3456 7890 1232 001") == "••••")
        #expect(CardChecks.mask("6212 3456 7890 1232 001") == "••••")
        #expect(redact("6212345678901232001") == "•••• 2001")  // written whole, it is one card
    }

    @Test("the marks Japanese input puts between digit groups join them", arguments: ["ー", "ｰ", "・", "･", "〜", "～", "一"])
    func japaneseSeparators(mark: String) {
        let card = ["4111", "1111", "1111", "1111"].joined(separator: mark)
        #expect(redact("番号 \(card) です") == "番号 •••• 1111 です")
    }

    /// `securityCode`, `card_cvv`, `cvc2`, `cardCode`, `cvn`, `card_code`, `verification_value`: values shown whole
    /// before; and a code in a URL nested in another's parameter, its `=` encoded.
    @Test("a security code under the names forms and gateways use is masked in a URL")
    func parameterNames() {
        let url = "https://h.example/p?securityCode=123&card_cvv=456&cvc2=789&cardCode=321&cvn=111&card_code=222"
            + "&verification_value=333&billingCvv2=444&CVD=555&security-code=666"
        #expect(redact(url) == "https://h.example/p?securityCode=•••&card_cvv=•••&cvc2=•••&cardCode=•••&cvn=•••&card_code=•••"
            + "&verification_value=•••&billingCvv2=•••&CVD=•••&security-code=•••")
        #expect(redact("shop.example/ipn?next=https%3A%2F%2Fx%2Fp%3Fcvv%3D654%26a%3D1")
            == "shop.example/ipn?next=https%3A%2F%2Fx%2Fp%3Fcvv%3D•••%26a%3D1")
        // An encoded value is the parameter's up to an encoded `&`, `;` or `#`: its encoded digits are masked too.
        #expect(redact("h.example/x%3Fcvv%3D%31%32%33%26a%3D1") == "h.example/x%3Fcvv%3D•••••••••%26a%3D1")
        // Names that only contain a code's name, or end in another word, or `cid` ending another id, are left alone.
        #expect(redact("h.example/p?xcvv=123&cvv_hint=12&campaign_cid=77&cvvs=5") == "h.example/p?xcvv=123&cvv_hint=12&campaign_cid=77&cvvs=5")
        #expect(redact("h.example/p?next=%3Fa%3D1") == "h.example/p?next=%3Fa%3D1")
    }

    /// A card used as a key took the array index before it into its span: `/purchase_units/0/4111…` showed as
    /// `/purchase_units/•••• 1111`, and a duplicate key under it with another last four.
    @Test("in a pointer, a card used as a key is masked alone: the segments around it stay")
    func pointerSegments() {
        let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"},"4111111111111111":1}]}"#
        let paths = PaymentValidator().validate(order, as: .ordersV2).diagnostics.map(\.path)
        #expect(paths.contains("/purchase_units/0/•••• 1111"), "\(paths)")
        let address = #"{"country_code":"US","4111111111111111":[{"a":1,"a":2}]}"#
        let duplicate = PaymentValidator().validate(address, as: .address).diagnostics.first { $0.code == .duplicateKey }
        #expect(duplicate?.path == "/•••• 1111/0/a")
        // Spread over segments, a card is still masked, and so is a segment of digits next to a masked one (the
        // review: `/4111111111111/111` showed seven digits); an array index of one or two digits stays.
        for (pointer, expected) in [
            ("/4111/1111/1111/1111", "/•••• 1111"), ("/4111111111111/111/0/a", "/•••• 1111/•••/0/a"),
            ("/555/5555555554444/x", "/•••/•••• 4444/x"), ("/items/12/4111111111111111", "/items/12/•••• 1111"),
            // A form's text as a key: its security code is masked in the pointer as in the message.
            ("/cvv=123&exp=1225", "/cvv=•••&exp=1225"),
        ] {
            var path = pointer
            CardChecks.redactCardNumbers(inPointer: &path)
            #expect(path == expected, "\(pointer)")
        }
    }
}
