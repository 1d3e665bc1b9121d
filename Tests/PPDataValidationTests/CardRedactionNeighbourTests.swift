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
        ("4111 1111 1111 1111 123 12/25", "•••• 1111", ["123", "1123"]), ("4111111111111111 123 1225", "•••• 1111", ["123", "1225"]),
        // The review's own: 4111111111111111037 is a whole 19-digit Visa too, so no digit is shown.
        ("4111 1111 1111 1111 037 12/25", "••••", ["037", "1037", "1111"]), ("4111111111111111 037 1225", "••••", ["037", "1225", "1111"]),
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
        #expect(redact("6212345678901232001") == "••••")  // written whole: the same doubt
        // The same card with a code after it, or a digit stuck to it, or as a key beside its number (the second
        // review: one finding showed its 13th to 16th digits, another its 16th to 19th).
        #expect(redact("4806 9560 4230 4114 426 123") == "••••")
        #expect(redact("48069560423041144261") == "••••")
        let both = #"{"payment_source":{"card":{"number":"4806 9560 4230 4114 426 123","expiry":"2030-02","4806956042304114426":1}}}"#
        let lines = PaymentValidator().validate(both, as: .ordersV2Authorize).diagnostics.map(\.description)
        #expect(!lines.contains { $0.contains("4114") || $0.contains("4426") }, "\(lines)")
        // Digits stuck to a card longer than any its brand issues: the code after it is not shown.
        #expect(redact("3782822463100051234") == "•••• 0005")
        #expect(redact("5555555555554444737") == "•••• 4444")
        // A mistyped 16-digit card shows its own last four, not those of a 13-digit reading.
        #expect(CardChecks.mask("4111 1111 1111 1112") == "•••• 1112")
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
        // Gateways' own names, a name after any character that cannot be part of one, a long name, and a name after a
        // line break escaped in a message (the second review).
        #expect(redact("x_card_code=123&cvd_value=456&ssl_cvv2cvc2=789&card.cvv=321,cvv=654")
            == "x_card_code=•••&cvd_value=•••&ssl_cvv2cvc2=•••&card.cvv=•••,cvv=•••")
        #expect(redact("checkout_payment_details_card_cvv=123") == "checkout_payment_details_card_cvv=•••")
        #expect(redact(#"x\ncvv=123 (cvv=456"#) == #"x\ncvv=••• (cvv=•••"#)
        // An encoded value is the parameter's up to an encoded `&`, `;` or `#`: its encoded digits are masked too.
        #expect(redact("h.example/x%3Fcvv%3D%31%32%33%26a%3D1") == "h.example/x%3Fcvv%3D•••••••••%26a%3D1")
        // Names that only contain a code's name, or end in another word, or `cid` ending another id, are left alone.
        #expect(redact("h.example/p?xcvv=123&cvv_hint=12&campaign_cid=77&cvvs=5") == "h.example/p?xcvv=123&cvv_hint=12&campaign_cid=77&cvvs=5")
        #expect(redact("h.example/p?next=%3Fa%3D1") == "h.example/p?next=%3Fa%3D1")
    }

    /// A pointer is masked whole: a card split over keys, or keys of digits after it, show nothing of it (the second
    /// review found `/x/•••• 4114/42/6` when segments were masked alone: seven of the card's digits).
    @Test("in a pointer, a card used as a key is masked with the digits joined to it")
    func pointers() {
        for (pointer, expected) in [
            ("/4111/1111/1111/1111", "/•••• 1111"), ("/4111111111111/111/0/a", "/•••• 1111/a"),
            ("/x/4806956042304114/42/6", "/x/••••"), ("/purchase_units/0/4111111111111111", "/purchase_units/•••• 1111"),
            // A form's text as a key: its security code is masked in the pointer as in the message.
            ("/cvv=123&exp=1225", "/cvv=•••&exp=1225"),
        ] {
            #expect(CardChecks.redactingCardNumbers(in: pointer) == expected, "\(pointer)")
        }
        let address = #"{"country_code":"US","4111111111111111":[{"a":1,"a":2}]}"#
        let duplicate = PaymentValidator().validate(address, as: .address).diagnostics.first { $0.code == .duplicateKey }
        #expect(duplicate.map { !$0.path.contains("4111") && $0.path.hasSuffix("/a") } == true, "\(String(describing: duplicate))")
    }

    /// `378282246310005.1234`, an American Express number and its code, was shown whole as an amount; after a card
    /// of 16 digits, `.123` was shown raw (the second review).
    @Test("a card before a decimal point is no amount, and the digits after the point are not shown")
    func cardsBeforeAPoint() {
        #expect(redact("x 378282246310005.1234 y") == "x •••• 0005 y")
        #expect(redact("4806956042304114.426") == "••••")
        #expect(redact("4111 1111 1111 1111.123") == "•••• 1111")
        #expect(redact("4222222222222.00") == "•••• 2222.00")  // cents after a card are shown
        // Amounts stay amounts.
        #expect(redact("total 1234567890123.45 USD") == "total 1234567890123.45 USD")
        #expect(redact("99999999.99") == "99999999.99")
    }
}
