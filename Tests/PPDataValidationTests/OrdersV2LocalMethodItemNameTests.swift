import Testing

@testable import PPDataValidation

/// An item name with a line break in an order paid by a local payment method: refused by PayPal for iDEAL, P24, EPS,
/// Bancontact, BLIK and MyBank, accepted without a payment source or with PayPal or a card (shopware/SwagPayPal
/// pull request #781, PayPal's sandbox).
@Suite("Orders v2: item names with line breaks under local payment methods")
struct OrdersV2LocalMethodItemNameTests {
    /// An order of one item named `name` (JSON string content, escapes allowed), paid by `source` (an object's
    /// members, or none).
    static func order(name: String, source: String?) -> ValidationReport {
        OrdersV2Fixture.validate(json: """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"EUR","value":"10.00","breakdown":{"item_total":{"currency_code":"EUR","value":"10.00"}}},
             "items":[{"name":"\(name)","description":"Red\\nmug","quantity":"1","unit_amount":{"currency_code":"EUR","value":"10.00"}}]}]
             \(source.map { #","payment_source":{\#($0)}"# } ?? "")}
            """)
    }

    static let methods = [
        #""ideal":{"name":"A B","country_code":"NL"}"#, #""p24":{"name":"A B","email":"a@example.com","country_code":"PL"}"#,
        #""eps":{"name":"A B","country_code":"AT"}"#, #""bancontact":{"name":"A B","country_code":"BE"}"#,
        #""blik":{"name":"A B","country_code":"PL"}"#, #""mybank":{"name":"A B","country_code":"IT"}"#,
    ]

    @Test("every line terminator is refused under each method PayPal refused it for, with the name on one line suggested",
        arguments: methods)
    func refused(_ source: String) throws {
        for (name, oneLine) in [
            (#"Mug\nred"#, "Mug red"), (#"Mug\r\nred"#, "Mug red"), (#"Mug \r  red"#, "Mug red"),
            (#"Mug\u0085red"#, "Mug red"), (#"Mug\u2028red"#, "Mug red"), (#"Mug red\u2029"#, "Mug red"),
        ] {
            let report = Self.order(name: name, source: source)
            let finding = try #require(report.diagnostics.first, "\(name) under \(source)")
            #expect(report.diagnostics.count == 1, "\(OrdersV2Fixture.describe(report))")
            #expect(finding.code == .invalidParameterSyntax && finding.severity == .error, "\(finding.message)")
            #expect(finding.path == "/purchase_units/0/items/0/name" && finding.suggestion == oneLine, "\(name): \(finding.suggestion ?? "-")")
        }
    }

    @Test("accepted as PayPal accepted it: no payment source, PayPal, a card, and the other white space")
    func accepted() {
        for source in [nil, #""paypal":{}"#, #""card":{"number":"4111111111111111","expiry":"2030-01"}"#] {
            #expect(Self.order(name: #"Mug\nred"#, source: source).diagnostics.isEmpty, "\(source ?? "none")")
        }
        for name in [#"Mug\tred"#, #"Mug\fred"#, #"Mug\u000Bred"#, "Tasse für Kaffee ☕️"] {
            #expect(Self.order(name: name, source: Self.methods[0]).diagnostics.allSatisfy { $0.path != "/purchase_units/0/items/0/name" }, "\(name)")
        }
    }

    @Test("line terminators read from UTF-8 bytes, and a name of line breaks alone gets no suggestion")
    func bytes() {
        for (text, breaks) in [("a\nb", true), ("a\u{85}b", true), ("a\u{2028}", true), ("\u{2029}", true), ("a\u{2027}b", false),
            ("é\u{0080}", false), ("a\tb", false), ("", false)] {
            var text = text
            #expect(text.withUTF8(OrdersV2LocalMethodItemNameRule.hasLineBreak) == breaks, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(OrdersV2LocalMethodItemNameRule.oneLine("\n\r\n") == "")
        #expect(OrdersV2LocalMethodItemNameRule.oneLine("  Mug \n red ") == "  Mug red ")
        #expect(OrdersV2LocalMethodItemNameRule.oneLine("Mug \n") == "Mug")
        #expect(OrdersV2LocalMethodItemNameRule.oneLine("\n Mug") == "Mug")
        #expect(Self.order(name: #"\n"#, source: Self.methods[0]).diagnostics.first?.suggestion == nil)
    }
}
