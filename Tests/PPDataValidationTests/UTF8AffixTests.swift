import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// Syntax prefixes and suffixes of user text compared by UTF-8 bytes (`UTF8Affixes`), not by Characters: a
/// combining mark (U+0301) right after `+`, `-`, `.`, `"`, `[`, `00` or `https://` neither hides the prefix nor
/// disappears with it, so the mark is reported or kept where it stands.
@Suite("Byte prefixes on user text")
struct UTF8AffixTests {
    static let mark = "\u{301}"

    @Test func helpersCompareBytesNotCharacters() {
        let text = "+\u{301}1"
        #expect(!text.hasPrefix("+"))  // the Character view: "+́" is one grapheme
        #expect(text.hasUTF8Prefix("+"))
        #expect(Array(text.droppingUTF8(first: 1).unicodeScalars) == ["\u{301}", "1"])
        #expect("ab.".hasUTF8Suffix(".") && !"ab.\u{301}".hasUTF8Suffix(".") && !"".hasUTF8Suffix("."))
        #expect("1\u{600}.".hasUTF8Suffix(".") && !"1\u{600}.".hasSuffix("."))  // U+0600 is a prepended mark
        #expect(Array("a-\u{301}-".droppingUTF8(last: 1).unicodeScalars) == ["a", "-", "\u{301}"])
        #expect("HTTPS://x".hasUTF8PrefixIgnoringASCIICase("https://"))
        #expect("hTtP://x".hasUTF8PrefixIgnoringASCIICase("http://"))
        #expect(!"https:/\u{301}/x".hasUTF8PrefixIgnoringASCIICase("https://"))
        #expect(!"http".hasUTF8PrefixIgnoringASCIICase("http://"))
        #expect(!"https\u{FF1A}//x".hasUTF8PrefixIgnoringASCIICase("https://"))  // full-width colon
    }

    @Test func emailLocalPartAndDomain() {
        // The dot starts the local part although a mark follows it (was accepted: ".́" is not ".").
        #expect(EmailSyntax.problem(in: ".\(Self.mark)ann@example.com") == "dots must separate words in the part before \"@\"")
        #expect(EmailSyntax.problem(in: "ann.\(Self.mark)@example.com") == nil)  // "́" is an atom after the dot (RFC 6531)
        // A quoted local part whose content starts with a mark is quoted (was: "\"" not allowed unless quoted).
        #expect(EmailSyntax.problem(in: "\"\(Self.mark)ann\"@example.com") == nil)
        #expect(EmailSyntax.problem(in: "\"\(Self.mark)ann@example.com") == "the quoted part before \"@\" is not closed")
        // A label starting with "-" stays one even with a mark after it (was accepted as a U-label).
        #expect(
            EmailSyntax.problem(in: "ann@-\(Self.mark)shop.example") == "the domain label \"-\(Self.mark)shop\" starts or ends with \"-\"")
        // An address literal keeps the mark inside, where it is reported (was: "[" taken for a domain character).
        #expect(
            EmailSyntax.problem(in: "ann@[\(Self.mark)192.0.2.1]")
                == "the address literal \"[\(Self.mark)192.0.2.1]\" is not an IPv4 or IPv6 address")
        #expect(EmailSyntax.problem(in: "ann@[IPv6:\(Self.mark)::1]") == "\"IPv6:\(Self.mark)::1\" is not an IPv6 address")
        #expect(EmailSyntax.problem(in: "ann@[192.0.2.1]") == nil && EmailSyntax.problem(in: "ann@[IPv6:2001:db8::1]") == nil)
        #expect(EmailSyntax.suggestion(for: "ann@example.com..") == "ann@example.com")
    }

    @Test func urlSchemes() {
        #expect(URLSyntax.isAbsoluteHTTP("HTTPS://shop.example/a.png"))
        #expect(URLSyntax.isAbsoluteHTTP("http://shop.example"))
        // The host would start with a combining mark: not a host.
        #expect(!URLSyntax.isAbsoluteHTTP("https://\(Self.mark)shop.example/"))
        #expect(!URLSyntax.isAbsoluteHTTP("http://\(Self.mark)shop.example/"))
        #expect(!URLSyntax.isAbsoluteHTTP("https:/\(Self.mark)/shop.example/"))
    }

    @Test func containsComparesBytesToo() {
        #expect("a..\(Self.mark)b".containsUTF8(".."))
        #expect(!"a.\(Self.mark).b".containsUTF8(".."))
        #expect("".containsUTF8("") && !"".containsUTF8("x"))
        // `..` followed by a combining mark is still two dots in a row.
        #expect(EmailSyntax.problem(in: "a..\(Self.mark)b@example.com") != nil)
        // A space or line break followed by a combining mark is still whitespace in a URL.
        #expect(!URLSyntax.isAbsoluteHTTP("https://shop.example/a \(Self.mark)b"))
        #expect(!URLSyntax.isAbsoluteHTTP("https://shop.example/a\n\(Self.mark)b"))
        // A mark right after `://` leaves the separator in the bytes: no second "https://" is put in front.
        #expect(URLSyntax.suggestion(for: "http://\(Self.mark)x.example") == nil)
        #expect(URLSyntax.suggestion(for: "shop.example/a") == "https://shop.example/a")
    }

    @Test func phonePlusAndInternationalPrefix() throws {
        // The "+" is seen; the mark after it is the unexpected character (was: "+́" as one).
        #expect(throws: PhoneNumberProblem.unexpectedCharacter(Self.mark)) {
            try PhoneNumber("+\(Self.mark)14155550123", region: nil)
        }
        #expect(throws: PhoneNumberProblem.unexpectedCharacter(Self.mark)) {
            try PhoneNumber("+\(Self.mark)440207946095", region: nil)  // not rescued by dropping a trunk prefix
        }
        #expect(PhoneSyntax.suggestion(for: "00\(Self.mark)1 415 555 0123") == nil)
        #expect(PhoneSyntax.suggestion(for: "001 415 555 0123") == "+14155550123")
        #expect(PhoneSuggestion.e164(for: "00\(Self.mark)14155550123", region: nil) == nil)
    }

    @Test func ordersV2CallingCodeWithAMark() throws {
        // "+́44": not "44" with the "+" removed (the mark would vanish with a Character drop): 1 to 3 digits.
        let diagnostics = try contactDiagnostics(of: #"{"country_code":"+\#(Self.mark)44","national_number":"2079460958"}"#) {
            root, context in
            if let code = root["country_code"], let national = root["national_number"] {
                _ = context.phone(countryCode: code, nationalNumber: national)
            }
        }
        #expect(diagnostics.map(\.message) == ["country calling code \"+\(Self.mark)44\" must be 1 to 3 digits"])
        #expect(diagnostics.first?.suggestion == nil)
    }

    @Test func ordersV2NationalNumberWrittenWithPlus() {
        // "+́1 415…" with country_code "1": the "+" still marks the calling code, which the suggestion leaves out.
        let report = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}],"#
                + #""payer":{"phone":{"phone_number":{"country_code":"1","national_number":"+\#(Self.mark)1 415-555-0123"}}}}"#)
        let phone = report.diagnostics.filter { $0.code == .invalidPhone }
        #expect(phone.map(\.suggestion) == ["4155550123"])
    }

    @Test func amountSignsAndQuantities() throws {
        #expect(AmountSyntax.suggestion(for: "+1,50", allowsLeadingDot: false) == "1.50")
        // The mark stays after "+" is dropped, so nothing valid is left to suggest (a Character drop gave "1.50").
        #expect(AmountSyntax.suggestion(for: "+\(Self.mark)1,50", allowsLeadingDot: false) == nil)
        #expect(AmountSyntax.suggestion(for: "12.", allowsLeadingDot: false) == "12")
        // Payments v1 quantity: "-́5" is not a negative number but not digits.
        let diagnostics = try contactDiagnostics(of: #""-\#(Self.mark)5""#, kind: .paymentsV1) { value, context in
            _ = context.quantity(value, schema: .paymentsV1)
        }
        #expect(diagnostics.map(\.code) == [.invalidParameterSyntax])
        let negative = try contactDiagnostics(of: #""-5""#, kind: .paymentsV1) { value, context in
            _ = context.quantity(value, schema: .paymentsV1)
        }
        #expect(negative.map(\.code) == [.cannotBeZeroOrNegative])
    }

    @Test func applePayPhoneWithAMark() {
        #expect(ApplePayContactRule.phoneProblem("+\(Self.mark)1 415 555 0123") == "\"+\(Self.mark)\" is not a digit or a separator")
        #expect(ApplePayContactRule.phoneProblem("+1 415 555 0123") == nil)
        // "+" and a country code starting with 0, read on bytes and as Characters.
        let zero = "after \"+\" comes a country code, which does not start with 0"
        #expect(ApplePayContactRule.phoneProblem("+0 20 7946 0958") == zero)
        #expect(ApplePayContactRule.phoneProblem("+ (044) 20 7946") == zero)
        #expect(ApplePayContactRule.phoneProblem("+0\u{00A0}20 7946 0958") == zero)
        #expect(ApplePayContactRule.phoneProblem("020 7946 0958") == nil)
    }

    /// The byte reading of a contact phone number answers as the Character reading does, on random texts of
    /// digits, separators, "+", a no-break space, letters, a combining mark and CR LF (one Character).
    @Test func applePayPhoneBytesAgreeWithCharacters() {
        var random = SplitMix64(seed: 0xF0_4E)
        let pieces = ["0", "1", "4", "9", " ", "-", ".", "(", ")", "/", "+", "\u{00A0}", "a", "\(Self.mark)", "\r\n", "44"]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...18, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            #expect(
                ApplePayContactRule.phoneProblem(text) == ApplePayContactRule.characterProblem(text), "\(text.debugDescription)")
        }
    }

    /// Unknown-key suggestions on bytes agree with the Character reading: mutations (case, a letter changed, added,
    /// removed or swapped, separators, CR LF, non-ASCII) of real key tables.
    @Test func keySuggestionBytesAgreeWithCharacters() {
        var random = SplitMix64(seed: 0x5_0661)
        let tables = [OrdersV2.unitKeys.keys, MPL.paymentKeys + MPL.settingsKeys, OrdersV2.breakdownKeys, MPL.invoiceItemKeys]
        let alphabet = Array("aeiostx_- AZ\r".utf8)
        var decided = 0
        for _ in 0..<6_000 {
            let table = tables.randomElement(using: &random) ?? []
            var bytes = Array((table.randomElement(using: &random) ?? "").utf8)
            Slips.apply(Int.random(in: 0...3, using: &random), to: &bytes, alphabet: alphabet, using: &random)
            var text = String(decoding: bytes, as: UTF8.self)
            if Int.random(in: 0..<10, using: &random) == 0 { text += "\r\n" }
            if Int.random(in: 0..<10, using: &random) == 0 { text += "é" }
            let characters = KeySuggestion.characterNearest(to: text, in: table)
            if let ascii = KeySuggestion.asciiNearest(to: text, in: table) {
                decided += 1
                #expect(ascii == characters, "\(text.debugDescription)")
            }
            #expect(KeySuggestion.nearest(to: text, in: table) == characters, "\(text.debugDescription)")
        }
        #expect(decided > 3_000)
    }

    /// The byte reading of an MPL recipient's form answers as the Character reading does on ASCII texts, and leaves
    /// every other text to it.
    @Test func mplRecipientFormBytesAgreeWithCharacters() {
        var random = SplitMix64(seed: 0x4EC1)
        let pieces = ["0", "7", "@", " ", "+", "-", "(", ")", ".", "/", "a", "\r\n", "\u{00A0}", "\(Self.mark)", "é"]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            let ascii = MPLRecipient.asciiForm(of: text)
            #expect((ascii == nil) == !text.utf8.allSatisfy { $0 < 0x80 }, "\(text.debugDescription)")
            if let ascii { #expect(ascii == MPLRecipient.Form(characters: text), "\(text.debugDescription)") }
        }
    }
}
