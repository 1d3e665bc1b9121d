import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// Card numbers masked wherever a report could show them: messages, suggestions, pointers, duplicate keys, an
/// exchange record's URL and PayPal's recorded answer.
@Suite("Card numbers redacted from every output")
struct CardRedactionTests {
    @Test func cardNumbersAreRedactedFromAnyText() {
        let redact = CardChecks.redactingCardNumbers(in:)
        #expect(redact(#""category" "4111111111111111" is not one of"#) == #""category" "•••• 1111" is not one of"#)
        #expect(redact("quantity 4111 1111 1111 1111 is more") == "quantity •••• 1111 is more")
        #expect(redact("x 5555-5555-5555-4444.") == "x •••• 4444.")
        #expect(redact("4111111111111112") == "•••• 1112")  // one digit mistyped is still a card number
        // A brand's whole card before a point is masked, amount or not (session 62's review: an Amex number shown whole).
        #expect(redact("the items add up to 378282246310005.00") == "the items add up to •••• 0005.00")
        #expect(redact("has 16 digits; 13 to 19 allowed, 999999999999999.99") == "has 16 digits; 13 to 19 allowed, 999999999999999.99")
        #expect(redact("+1 4155550123") == "+1 4155550123")
        #expect(redact("in E.164 it is +5491123456789") == "in E.164 it is +5491123456789")
        #expect(redact("+54 9 11 2345-6789") == "+54 9 11 2345-6789")
        #expect(redact("id 12345678901234567") == "id 12345678901234567")  // no brand starts with 1
        // More digits than a card has: a card with something stuck to it, masked whole.
        #expect(redact("a 41111111111111111111 run of 20") == "a •••• 1111 run of 20")
        #expect(redact("é 4111111111111111 ü") == "é •••• 1111 ü")
        #expect(redact("4111111111111111.00 is stated") == "•••• 1111.00 is stated")
        // The ways people group a card number: dots, slashes, runs of spaces, no-break spaces.
        #expect(redact("x 4111.1111.1111.1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111/1111/1111/1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111  1111  1111  1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111 - 1111 - 1111 - 1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111\u{00A0}1111\u{00A0}1111\u{00A0}1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111 1111 1111 1111.00 y") == "x •••• 1111.00 y")  // grouped digits are no amount
        // One dot among other separators: a decimal point only where it does not cut a card in two.
        #expect(redact("x 4111 1111 1111.1111 y") == "x •••• 1111 y")
        #expect(redact("x 4111-1111-1111.1111 y") == "x •••• 1111 y")
        #expect(redact("x 5555.5555 4444 4444 y") == "x •••• 4444 y")
        #expect(redact("total 1 234.56, then") == "total 1 234.56, then")
        // `+` is a space in a form-encoded query, and so joins groups; one before the first digit still marks a phone.
        #expect(redact("?pan=4111+1111+1111+1111&x=1") == "?pan=•••• 1111&x=1")
        #expect(redact("4111+1111+1111+1111@gmial.com") == "•••• 1111@gmial.com")
        #expect(redact("INVALID 4111%2B1111%2B1111%2B1111") == "INVALID •••• 1111")
        #expect(redact("call +1 4155550123 or +44+20+7946+0958") == "call +1 4155550123 or +44+20+7946+0958")
        // A pointer through a card-number key.
        #expect(redact("/payment_source/card/4111111111111111") == "/payment_source/card/•••• 1111")
    }

    /// Random Luhn-valid card numbers, grouped with random separators, with random digits stuck before or after
    /// them and random text around: no eight consecutive digits of the card survive in the masked text, which still
    /// shows where the card was.
    @Test func randomCardsInRandomTextAreMasked() {
        var random = SplitMix64(seed: 0xB17E)
        let prefixes = ["4", "51", "55", "2221", "34", "37", "6011", "65", "62", "3528", "36", "1", "8", "0", "9"]
        let separators = ["", " ", "-", ".", "/", "_", ",", "    ", "\u{2014}", "\u{00A0}", "%20", "\n", " - ", "\u{200B}"]
        let around = ["", " ", "x ", "é ", "\"", "(", "/", "card ", "=", "€"]
        var checked = 0
        for _ in 0..<5_000 {
            var digits = prefixes.randomElement(using: &random) ?? "4"
            // A known brand's card at a length it issues; a number of no known brand only as it is (the rule masks
            // those when they pass the Luhn check whole, not inside longer runs of 13 to 19 digits).
            let brand = CardBrand.detect(digits: digits + "000000")
            let length = brand?.validLengths.randomElement(using: &random) ?? Int.random(in: 13...19, using: &random)
            while digits.count < length - 1 { digits += String(Int.random(in: 0...9, using: &random)) }
            digits += String(Self.luhnDigit(digits))
            let separator = separators.randomElement(using: &random) ?? ""
            var grouped = ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0, offset % 4 == 0 { grouped += separator }
                grouped.append(digit)
            }
            let stuck = { (random: inout SplitMix64) in
                Bool.random(using: &random) ? "" : String((0..<Int.random(in: 1...6, using: &random)).map { _ in
                    Character(String(Int.random(in: 0...9, using: &random)))
                })
            }
            let before = brand == nil ? "" : stuck(&random)
            let after = brand == nil ? "" : Bool.random(using: &random) ? stuck(&random) : separator + "12/25"
            let text = (around.randomElement(using: &random) ?? "") + before + grouped + after
                + (around.randomElement(using: &random) ?? "")
            let masked = CardChecks.redactingCardNumbers(in: text)
            let shown = String(masked.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
            for start in 0...(digits.count - 8) {
                let piece = digits.dropFirst(start).prefix(8)
                if shown.contains(piece) {
                    Issue.record("\(piece) of \(digits) shows in \(masked) (from \(text))")
                    break
                }
            }
            // `••••` alone where the groups leave the card's last four in doubt (CardChecks.cardWindow).
            #expect(masked.contains("••••"), "\(text) -> \(masked)")
            checked += 1
        }
        #expect(checked == 5_000)
    }

    /// The Luhn check digit for `payload`.
    static func luhnDigit(_ payload: String) -> Int {
        var sum = 0
        for (offset, character) in payload.reversed().enumerated() {
            var digit = Int(String(character)) ?? 0
            if offset % 2 == 0 {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
        }
        return (10 - sum % 10) % 10
    }

    /// The byte screen may skip only texts the full masking leaves alone: random texts of digits, separators, dots,
    /// letters and a plus, with spans around the 13-digit threshold.
    @Test func theDigitSpanScreenSkipsOnlyTextsWithNothingToMask() {
        var random = SplitMix64(seed: 0xCA_4D5)
        let pieces = ["4", "5", "3", "1", "0", " ", "-", "--", "  ", ".", "+", "a", "é", "411111", "555555", "4444", "/",
                      "\u{00A0}", "....", "/ /"]
        var screened = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            if !CardChecks.hasLongDigitSpan(text) {
                screened += 1
                #expect(CardChecks.maskingCardNumbers(in: text) == text, "\(text)")
            }
        }
        #expect(screened > 1_000 && screened < 19_000)  // both sides of the screen were exercised
    }

    /// A span cut by decimal points again and again (`1 1.1 1 1.1 …`) is walked once: each part after a point was
    /// walked to the span's end again, and a key of 80 KB took 5 seconds, a megabyte many minutes (a new user's
    /// trial). Hundreds of kilobytes of it pass in one walk now (the old walk took minutes on these), each part read
    /// as before.
    @Test func aSpanCutByDecimalPointsIsWalkedOnce() {
        let amounts = String(repeating: "1 1.1 ", count: 40_000)
        #expect(CardChecks.maskingCardNumbers(in: amounts) == amounts)
        // Each `1 ` before a card is read with it (a digit stuck in front), and the span is masked whole.
        let cards = String(repeating: "4111 1111 1111 1111.1 ", count: 10_000)
        #expect(CardChecks.redactingCardNumbers(in: cards) == String(repeating: "•••• 1111.", count: 10_000) + "1 ")
        // The group after a point that the card's digits were read across stays a group: a 13-digit card and its
        // code (the review found the first cut showed `•••• 2378`).
        #expect(CardChecks.maskingCardNumbers(in: "x 4222222222222.378 y") == "x •••• 2222 y")
        // A card's code after its point is read with it; the amount after it is cut off at its own point.
        let codes = String(repeating: "4111111111111111.123 12.5 ", count: 8_000)
        #expect(
            CardChecks.maskingCardNumbers(in: codes)
                == String(repeating: "•••• 1111.", count: 7_999) + "•••• 1111 ")
    }

    /// The word-at-a-time count of digit candidates is the plain count of ASCII digits and of bytes that start a
    /// non-ASCII scalar, on random bytes of every value (high bytes included) and every length around the
    /// eight-byte steps.
    @Test func digitCandidateCountIsThePlainCount() {
        var random = SplitMix64(seed: 0xD161)
        let interesting: [UInt8] = [0x2F, 0x30, 0x35, 0x39, 0x3A, 0xB0, 0xB9, 0xBA, 0xAF, 0x00, 0x7F, 0xFF, 0x80, 0xC0, 0xBF, 0xEF]
        for _ in 0..<20_000 {
            let bytes: [UInt8] = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? interesting.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
            }
            let plain = bytes.count { (0x30...0x39).contains($0) || $0 >= 0xC0 }
            #expect(bytes.withUnsafeBufferPointer(CardChecks.digitCandidateCount) == plain, "\(bytes)")
        }
    }

    /// A key that is a card number is masked in the pointer as well as in the message, in a kind's findings and in a
    /// duplicate key's finding with no kind to check; a pointer through such a key does not resolve, by design.
    @Test func cardNumberKeysAreMaskedInPointers() throws {
        let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5.00"}}],"#
            + #""payment_source":{"card":{"number":"4111111111111111","expiry":"2030-01","#
            + #""4111 1111 1111 1111":1,"5555555555554444":1,"5555555555554444":2}}}"#
        let report = PaymentValidator().validate(order, as: .ordersV2)
        let unknown = report.diagnostics.filter { $0.code == .unknownField }
        #expect(unknown.map(\.path) == [
            "/payment_source/card/•••• 1111", "/payment_source/card/•••• 4444", "/payment_source/card/•••• 4444",
        ])
        let duplicate = try #require(report.diagnostics.first { $0.code == .duplicateKey })
        #expect(duplicate.path == "/payment_source/card/•••• 4444" && duplicate.message.hasPrefix("\"•••• 4444\" appears"))

        let noKind = PaymentValidator().validate(#"{"4111111111111111":1,"4111111111111111":2}"#)
        let masked = try #require(noKind.diagnostics.first { $0.code == .duplicateKey })
        #expect(masked.path == "/•••• 1111" && !masked.message.contains("4111111111111111"))
    }

    /// An exchange record's URL loses its user name and password and any card number; PayPal's recorded issues and
    /// fields are screened like findings.
    @Test func exchangeRecordsAreRedacted() throws {
        let record = #"{"method":"POST","url":"https://id:secret@api-m.paypal.com/v2/checkout/orders?card=4111111111111111","#
            + #""request":{"body":{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}]}},"#
            + #""response":{"status":422,"body":{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"X 5555555555554444","#
            + #""field":"/payment_source/card/4111111111111111"}]}}}"#
        let report = PaymentValidator().validate(record)
        let exchange = try #require(report.exchange)
        #expect(exchange.url == "https://•••@api-m.paypal.com/v2/checkout/orders?card=•••• 1111")
        #expect(exchange.answer?.issues.map(\.issue) == ["X •••• 4444"])
        #expect(exchange.answer?.issues.map(\.field) == ["/payment_source/card/•••• 1111"])
        #expect(PayPalExchange.redacted(url: "https://api-m.paypal.com/v1/payments/payment") == "https://api-m.paypal.com/v1/payments/payment")
    }

    /// An explanation as ppdata prints it: the card rules' examples quote test cards and security codes, which are
    /// masked like any finding's; the security code's length still shows.
    @Test func explanationsArePrintedWithoutCardData() throws {
        let mask = CardData.redacting(_:)
        #expect(mask(#"{"card":{"number":"4111111111111111","security_code":"1234"}}"#)
            == #"{"card":{"number":"•••• 1111","security_code":"••••"}}"#)
        #expect(mask(#"{"cvv2": 123, "cvv2_note":"12", "security_codes":"12"}"#)
            == #"{"cvv2": "•••", "cvv2_note":"12", "security_codes":"12"}"#)
        #expect(mask(#"`security_code` `^[0-9]{3,4}$`, "cvc":"1\"2" "#) == #"`security_code` `^[0-9]{3,4}$`, "cvc":"•••" "#)
        var examplesWithCards = 0
        for code in DiagnosticCode.all {
            let whole = try #require(code.explanation)
            let shown = whole.masked
            if shown.exampleDocument != whole.exampleDocument { examplesWithCards += 1 }
            for text in [shown.summary, shown.severityNote, shown.triggers, shown.exampleDocument, shown.fix, shown.evidence] {
                #expect(mask(text) == text, "\(code.rawValue): \(text)")
            }
            #expect(shown.code == whole.code && shown.kinds == whole.kinds && shown.exampleKind == whole.exampleKind)
        }
        #expect(examplesWithCards >= 8, "the card rules' examples hold card numbers")
        // The helpers a payment module masks its own logs with.
        #expect(CardData.maskedNumber("4111 1111 1111 1111") == "•••• 1111" && CardData.maskedNumber("123") == "••••")
        #expect(CardData.redacting(#"{"number": "5555555555554444", "cvv": "321", "total": "378282246310005.00"}"#)
            == #"{"number": "•••• 4444", "cvv": "•••", "total": "•••• 0005.00"}"#)
        // JSON stays JSON: values that were JSON numbers are masked as strings (a new user's trial logged `{"cvv":•••}`).
        let numbers = CardData.redacting(#"{"number": 4111111111111111 , "cvv":123, "list": [5555555555554444], "note": "card: 4111111111111111, exp 12/28"}"#)
        #expect(numbers == #"{"number": "•••• 1111" , "cvv":"•••", "list": ["•••• 4444"], "note": "card: •••• 1111, exp 12/28"}"#)
        #expect(CardData.redacting("card: 4111111111111111") == "card: •••• 1111")  // free text stays as it is
        // The review's: other names of the code, arrays, signs, fractions and exponents.
        for (text, shown) in [
            (#"{"CVV": 123}"#, #"{"CVV": "•••"}"#), (#"{"securityCode":1234}"#, #"{"securityCode":"••••"}"#),
            (#"{"card_cvv": 123, "cid": 1234}"#, #"{"card_cvv": "•••", "cid": "••••"}"#),
            (#"{"cvv": [123]}"#, #"{"cvv": ["•••"]}"#), (#"{"cvv": -123}"#, #"{"cvv": "••••"}"#),
            ("{\"cvv\":\t123.0}", "{\"cvv\":\t\"•••.0\"}"), (#"{"n": -4111111111111111}"#, #"{"n": "-•••• 1111"}"#),
        ] {
            let masked = CardData.redacting(text)
            #expect(masked == shown, "\(text)")
            #expect((try? JSONSerialization.jsonObject(with: Data(masked.utf8))) != nil, "\(masked)")
        }
    }
}
