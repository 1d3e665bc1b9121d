import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// Card numbers written so that the old screen missed them: grouped with something after them, stuck to other
/// digits, in other digits or separators, of no known brand, in an exchange's host, and security codes in a URL
/// query. Each is masked in every output: messages, pointers, exchange records.
@Suite("Card numbers masked however they are written")
struct CardRedactionEvasionTests {
    let redact = CardChecks.redactingCardNumbers(in:)

    /// Whether `text` shows 13 to 19 digits (grouped by spaces, dashes or dots) that pass the Luhn check: the test
    /// the review's scanner applies to ppdata's output.
    static func showsCardNumber(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            var digits: [Int] = []
            var end = index
            while end < scalars.count, ("0"..."9").contains(scalars[end]) || ((" -.".unicodeScalars.contains(scalars[end]))
                && !digits.isEmpty)
            {
                if let digit = Int(String(scalars[end])) { digits.append(digit) }
                end += 1
            }
            if digits.count >= 13 {
                for start in 0...(digits.count - 13) {
                    for length in 13...min(19, digits.count - start) where Self.passesLuhn(digits[start..<(start + length)]) {
                        return true
                    }
                }
            }
            index = max(end, index + 1)
        }
        return false
    }

    static func passesLuhn(_ digits: ArraySlice<Int>) -> Bool {
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            sum += offset % 2 == 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
        }
        return sum % 10 == 0
    }

    /// Every message, pointer and suggestion of `document` checked as `kind`, as they are printed.
    static func printed(_ document: String, as kind: DocumentKind) -> [String] {
        PaymentValidator().validate(document, as: kind).diagnostics.map(\.description)
    }

    /// B1: a grouped span longer than a card (the card, then an expiry or more digits) is masked whole, in a
    /// message and in a pointer (where `/` is written `~1`).
    @Test func aGroupedSpanLongerThanACard() {
        #expect(redact("x 4111 1111 1111 1111 1225 y") == "x •••• 1111 y")
        #expect(redact("x 4111 1111 1111 1111 12/25 y") == "x •••• 1111 y")
        #expect(redact("/4111 1111 1111 1111 12~125") == "/•••• 1111")
        let lines = Self.printed(#"{"country_code":"US","4111 1111 1111 1111 12/25":1}"#, as: .address)
        #expect(lines.contains { $0.contains(#""•••• 1111" is not a field"#) && $0.contains("(/•••• 1111)") }, "\(lines)")
        #expect(!lines.contains { Self.showsCardNumber($0) }, "\(lines)")
    }

    /// B2: a card and its expiry run together.
    @Test func aCardAndItsExpiryRunTogether() {
        #expect(redact("value 41111111111111111225") == "value •••• 1111")
        #expect(redact("value 411111111111111112/25") == "value •••• 1111")
    }

    /// B3: digits in front of a card, in the messages of every field that quotes its value and in pointers.
    @Test func digitsInFrontOfACard() {
        #expect(redact("\"04111111111111111\"") == "\"•••• 1111\"")
        #expect(redact("\"9999994111111111111111\"") == "\"•••• 1111\"")
        #expect(redact("\"14111111111111111\"") == "\"•••• 1111\"")
        for value in ["04111111111111111", "9999994111111111111111"] {
            let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"\#(value)","value":"1.00"},"#
                + #""payee":{"email_address":"\#(value)"}}],"payer":{"phone":{"phone_number":{"national_number":"\#(value)"}}},"#
                + #""application_context":{"landing_page":"\#(value)","return_url":"https://x.example/\#(value)"},"\#(value)":1}"#
            let lines = Self.printed(order, as: .ordersV2)
            #expect(lines.count >= 5)
            #expect(!lines.contains { Self.showsCardNumber($0) || $0.contains(value) }, "\(lines)")
            let address = Self.printed(#"{"country_code":"\#(value)","\#(value)":1}"#, as: .address)
            #expect(!address.contains { Self.showsCardNumber($0) }, "\(address)")
        }
    }

    /// B4: full-width and other scripts' digits, dashes, underscores, commas, long runs of spaces, `%20`.
    @Test func otherDigitsAndSeparators() {
        #expect(redact("x ４１１１１１１１１１１１１１１１ y") == "x •••• 1111 y")
        #expect(redact("x ٤١١١١١١١١١١١١١١١ y") == "x •••• 1111 y")
        #expect(redact("x 4111\u{2014}1111\u{2014}1111\u{2014}1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111\u{2013}1111\u{2013}1111\u{2013}1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111_1111_1111_1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111,1111,1111,1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111    1111        1111    1111 y") == "x •••• 1111 y")
        #expect(redact("https://x.example/?n=4111%201111%201111%201111") == "https://x.example/?n=•••• 1111")
        #expect(redact("x 4111\u{200B}1111\u{FEFF}1111\u{200B}1111 y") == "x •••• 1111 y")
        #expect(redact(#"x 4111\n1111\u00001111\t1111 y"#) == "x •••• 1111 y")  // as messages escape controls
        // Amounts, dates, phone numbers and short ids are not card numbers.
        for text in ["1,234,567.89", "10,000.00, 20,000.00, 30,000.00", "2026-11-01", "+1 415 555 0123", "id 12345678",
                     "378282246310006.00", "the items add up to 999999999999999.99"] {
            #expect(redact(text) == text)
        }
    }

    /// B5: a Luhn-valid number of no known brand is masked; a number of no brand that fails the check is not a card
    /// number by any test, and stays.
    @Test func luhnValidNumbersOfNoKnownBrand() {
        #expect(redact("id 1234567812345670") == "id •••• 5670")
        #expect(redact("id 8000000000000003") == "id •••• 0003")
        #expect(redact("id 8000000000000009") == "id 8000000000000009")
        let lines = Self.printed(#"{"country_code":"1234567812345670"}"#, as: .address)
        #expect(lines.contains { $0.contains("\"•••• 5670\"") } && !lines.contains { $0.contains("1234567812345670") })
    }

    /// B6: the host an exchange record or HAR entry is skipped for is masked like its URL.
    @Test func aSkippedExchangesHost() throws {
        for host in ["4111111111111111.example.com", "4111-1111-1111-1111.example.com"] {
            let record = #"{"method":"GET","url":"https://\#(host)/x","request":{}}"#
            let exchange = try #require(PaymentValidator().validate(record).exchange)
            #expect(exchange.skipped == "not a PayPal API host (•••• 1111.example.com)")
            #expect(exchange.url == "https://•••• 1111.example.com/x")
        }
    }

    /// B7: a security code in a URL query is masked whole, in a recorded URL and in a finding's message.
    @Test func securityCodesInAURLQuery() throws {
        #expect(PayPalExchange.redacted(url: "https://api-m.paypal.com/v2/x?a=1&cvv=123")
            == "https://api-m.paypal.com/v2/x?a=1&cvv=•••")
        #expect(PayPalExchange.redacted(url: "https://h.example/p?CVV2=1234#top") == "https://h.example/p?CVV2=••••#top")
        #expect(PayPalExchange.redacted(url: "https://h.example/p?security_code=987&cvc=12;csc=555")
            == "https://h.example/p?security_code=•••&cvc=••;csc=•••")
        #expect(redact("https://h.example/p?xcvv=123&cvv_hint=12") == "https://h.example/p?xcvv=123&cvv_hint=12")
        // A form's nested names (`card[cvc]`, encoded or not) and American Express's `cid`.
        #expect(redact("https://h.example/p?card%5Bcvc%5D=123&card[cvv]=456&cid=1234&x[cvv2]=9")
            == "https://h.example/p?card%5Bcvc%5D=•••&card[cvv]=•••&cid=••••&x[cvv2]=•")
        #expect(redact("https://h.example/p?card[number]=12&cvc]=3&[cvc=4") == "https://h.example/p?card[number]=12&cvc]=3&[cvc=•")
        let record = #"{"method":"POST","url":"https://api-m.paypal.com/v2/checkout/orders?cvv=321","#
            + #""request":{"body":{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}]}}}"#
        #expect(try #require(PaymentValidator().validate(record).exchange).url.hasSuffix("?cvv=•••"))
        let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}],"#
            + #""application_context":{"cancel_url":"shop.example/back?cvv=321"}}"#
        let lines = Self.printed(order, as: .ordersV2)
        #expect(lines.contains { $0.contains("cvv=•••") } && !lines.contains { $0.contains("321") }, "\(lines)")
    }

    /// A long message is cut in the middle (480 characters kept); a card number across the cut is masked before it,
    /// so no digits of it are left on either side.
    @Test func aCardNumberAcrossTheCutOfALongMessageIsMaskedWhole() {
        for before in [200, 230, 235, 240, 245] {
            let text = String(repeating: "x", count: before) + "4111111111111111" + String(repeating: "y", count: 2_000)
            let diagnostic = Diagnostic(
                code: .unknownField, severity: .warning, path: "", line: 1, column: 1, message: text, suggestion: text)
            #expect(!Self.showsCardNumber(diagnostic.message), "\(before): \(diagnostic.message)")
            #expect(!diagnostic.message.contains("411111"), "\(before)")
            #expect(diagnostic.message.contains("•••• 1111"), "\(before)")
        }
    }

    /// A card number with a decimal point typed into it reads as an amount of at most 15 integer digits; it is masked
    /// when the digits on both sides make a brand's number of its length that passes the Luhn check, and amounts
    /// stay as they are (an Amex number and two decimals is 17 digits, no Amex length).
    @Test func aCardNumberAcrossADecimalPoint() {
        #expect(redact("value 411111111111111.1 is not a number") == "value •••• 1111 is not a number")
        #expect(redact("41111111111111.11") == "•••• 1111")
        #expect(redact("\"555555555555444.4\"") == "\"•••• 4444\"")
        #expect(redact("411111111111111.2") == "411111111111111.2")  // fails the Luhn check
        #expect(redact("411111111111111.10") == "411111111111111.10")  // 17 digits, no Visa length
        #expect(redact("378282246310005.00") == "•••• 0005.00")  // a whole Amex number: no amount
        let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"JPY","value":"411111111111111.1"}}]}"#
        let lines = Self.printed(order, as: .ordersV2)
        #expect(!lines.isEmpty)
        #expect(!lines.contains { $0.contains("411111111111111") }, "\(lines)")
    }

    /// A card grouped by one separator but with a dot at one of its group boundaries (`4111 1111 1111.1111`): the
    /// dot is no decimal point there, and no eight digits of the card show, whichever brand, grouping and boundary.
    @Test func aCardWithOneDotAmongItsGroups() {
        var random = SplitMix64(seed: 0xD07)
        let prefixes = ["4", "51", "2221", "34", "6011", "3528", "36", "62", "2200", "9792"]
        for _ in 0..<3_000 {
            var digits = prefixes.randomElement(using: &random) ?? "4"
            let length = Int.random(in: 13...19, using: &random)
            while digits.count < length - 1 { digits += String(Int.random(in: 0...9, using: &random)) }
            digits += String(CardRedactionTests.luhnDigit(digits))
            let separator = [" ", "-", "/", "_", "  ", "\u{00A0}"].randomElement(using: &random) ?? " "
            let groups = stride(from: 0, to: digits.count, by: 4).map { start in
                String(digits.dropFirst(start).prefix(4))
            }
            let dotAt = Int.random(in: 1..<groups.count, using: &random)
            var text = "paid "
            for (index, group) in groups.enumerated() {
                if index > 0 { text += index == dotAt ? "." : separator }
                text += group
            }
            let masked = redact(text + " today")
            let shown = String(masked.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
            for start in 0...(digits.count - 8) where shown.contains(digits.dropFirst(start).prefix(8)) {
                Issue.record("\(digits) shows in \(masked)")
                break
            }
        }
    }
}
