import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// Messages, pointers and masked text built from huge values stay bounded, and their cost stays linear: a value of
/// megabytes of control characters once took minutes to escape (each append copied the text built so far).
@Suite("Diagnostic text from huge values")
struct DiagnosticTextBoundsTests {
    /// 20 MB of ESC: escaped it would be 120 MB. The message keeps 320 escaped scalars of the start and 120 of the
    /// end, cut inside an escape sequence where the count falls, and says how many it dropped: the escaped length
    /// of the whole, counted without building it. Quadratic escaping would not finish this test in hours.
    @Test func aTwentyMegabyteValueOfControlsMakesABoundedMessage() {
        let count = 20_000_000
        let value = String(repeating: "\u{1B}", count: count)
        let message = DiagnosticText.message("\"" + value + "\" is not a country code")
        let head = "\"" + String(repeating: #"\u001B"#, count: 53) + #"\"#  // 1 + 318 + 1 = 320 scalars
        let tail = "B" + String(repeating: #"\u001B"#, count: 16) + "\" is not a country code"  // 1 + 96 + 23
        #expect(tail.unicodeScalars.count == 120)
        let omitted = 1 + count * 6 + 23 - 320 - 120
        #expect(message == head + "…(\(omitted) characters omitted)…" + tail)
        #expect(message.unicodeScalars.count < DiagnosticText.maxMessageLength + 40)
    }

    /// The cut counts escaped scalars as the escaped text would: equal to escaping everything and then cutting,
    /// for texts of mixed controls, ASCII and longer scalars around the limit.
    @Test func theCutIsTheCutOfTheEscapedText() {
        func reference(_ text: String) -> String {
            let escaped = DiagnosticText.escaping(text, where: DiagnosticText.isControl).unicodeScalars
            guard escaped.count > DiagnosticText.maxMessageLength else { return String(escaped) }
            let head = escaped.prefix(DiagnosticText.maxMessageLength * 2 / 3)
            let tail = escaped.suffix(DiagnosticText.maxMessageLength / 4)
            return String(head) + "…(\(escaped.count - head.count - tail.count) characters omitted)…" + String(tail)
        }
        var random = SplitMix64(seed: 0xE5C)
        let pieces = ["a", "\u{1B}", "\n", "\t", "é", "😀", "\u{7F}", "\u{0}", "xyz", "\u{2028}"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 60...200, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            #expect(DiagnosticText.message(text) == reference(text), "\(text.debugDescription)")
        }
    }

    /// Through the validator: a country code of a million ESC and an unknown key of 400,000 control characters give
    /// bounded messages, and the key's pointer prints cut short and escaped.
    @Test func hugeControlValuesAndKeysThroughTheValidator() throws {
        let value = String(repeating: #"\u001b"#, count: 1_000_000)
        let key = String(repeating: #"\u0007\u000b"#, count: 200_000)
        let address = #"{"address_line_1":"1","admin_area_2":"x","postal_code":"12345","admin_area_1":"NY","#
            + #""country_code":""# + value + #"",""# + key + #"":1}"#
        let report = PaymentValidator().validate(address, as: .address)
        let country = try #require(report.diagnostics.first { $0.path == "/country_code" })
        #expect(country.message.hasPrefix(#""\u001B\u001B"#))
        #expect(country.message.contains("characters omitted"))
        #expect(country.message.unicodeScalars.count < DiagnosticText.maxMessageLength + 40)
        let unknown = try #require(report.diagnostics.first { $0.code == .unknownField })
        #expect(unknown.message.unicodeScalars.count < DiagnosticText.maxMessageLength + 40)
        // The key's pointer is cut to its first 255 characters (`DiagnosticText.path`), printed escaped.
        #expect(unknown.path.unicodeScalars.count == 1 + DiagnosticText.maxPathSegmentLength)
        let printed = unknown.description
        #expect(printed.hasSuffix(#"\u000B\u0007…)"#) && printed.utf8.count < 3_000)
        #expect(!printed.unicodeScalars.contains { $0.value < 0x20 })
    }

    /// `CardData.redacting` reads a 4 MB log line of security-code members and digits in one pass each: every
    /// code masked, nothing else changed.
    @Test func redactingAHugeTextIsLinear() {
        let unit = #"{"cvv":"123","n":"1.00"},"#
        let text = String(repeating: unit, count: 160_000)  // 4 MB
        let masked = CardData.redacting(text)
        #expect(masked == String(repeating: #"{"cvv":"•••","n":"1.00"},"#, count: 160_000))
        // A digit run of 2 million (no Luhn window among the 1s: every window's sum ends in 9, 1, 2, 4, 5, 7 or 8)
        // is searched with running sums, not a Luhn test per window.
        let ones = String(repeating: "1", count: 2_000_000)
        #expect(CardChecks.redactingCardNumbers(in: "x " + ones + " y") == "x " + ones + " y")
        let stuck = CardChecks.redactingCardNumbers(in: "x " + ones + "4111111111111111 y")
        #expect(stuck.hasPrefix("x •••• ") && stuck.hasSuffix(" y") && stuck.count == 13)
    }

    /// A pointer of 300 levels of 200-character keys (60 KB) keeps its first and last keys, about 4 KB each, and one
    /// `…` for those between: every finding down there repeated the whole chain, and thousands of them made the
    /// report grow with the square of the document (a new user's trial: 5 seconds for 51 KB).
    @Test func aDeepPointerOfLongKeysKeepsItsEnds() throws {
        let levels = (0..<300).map { String(repeating: "k", count: 196) + String(format: "%04d", $0) }
        let document = #"{"intent":"CAPTURE","x":"# + levels.map { #"{""# + $0 + #"":"# }.joined()
            + #"{"a":1,"a":2}"# + String(repeating: "}", count: 301)
        let report = PaymentValidator().validate(document, as: .ordersV2)
        let duplicate = try #require(report.diagnostics.first { $0.code == .duplicateKey })
        let segments = duplicate.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        #expect(segments.first == "" && segments[1] == "x" && segments[2] == levels[0] && segments.last == "a")
        #expect(segments.contains("…") && segments.count < 50, "\(segments.count)")
        #expect(segments[segments.count - 2] == levels[299])
        #expect(duplicate.path.utf8.count <= JSONView.maxPointerBytes + 16)
        // No gap between two tokens that could be one card's digits: the review's keys showed `/x…/4111 1111 1111/…`.
        let split = [String(repeating: "x", count: 4_085), "4111 1111 1111", "1111" + String(repeating: "z", count: 5_000),
                     String(repeating: "q", count: 5_000)]
        let nested = "{" + split.map { #""\#($0)":{"# }.joined() + #""d":1,"d":2"# + String(repeating: "}", count: 5)
        let path = try #require(PaymentValidator().validate(nested, as: .address).diagnostics.first { $0.code == .duplicateKey }).path
        #expect(!path.contains("4111") && path.hasSuffix("/d"), "\(path)")
        // Nor where an escape ends the key before the gap (`\t` is a separator once decoded; the second review).
        let escaped = [String(repeating: "p", count: 4_070), #"4111 1111 1111\t"#, "1111", String(repeating: "q", count: 4_000),
                       String(repeating: "r", count: 4_000), "s"]
        let tabbed = "{" + escaped.map { #""\#($0)":{"# }.joined() + #""d":1,"d":2"# + String(repeating: "}", count: 7)
        let tabPath = try #require(PaymentValidator().validate(tabbed, as: .address).diagnostics.first { $0.code == .duplicateKey }).path
        #expect(!tabPath.contains("4111") && tabPath.hasSuffix("/s/d"), "\(tabPath)")
        // Short pointers, and segments at the cut's length, are as they were.
        #expect(DiagnosticText.path("/a/" + String(repeating: "é", count: 256)) == "/a/" + String(repeating: "é", count: 256))
        #expect(DiagnosticText.path("/" + String(repeating: "é", count: 257) + "/b/" + String(repeating: "z", count: 300))
            == "/" + String(repeating: "é", count: 255) + "…/b/" + String(repeating: "z", count: 255) + "…")
    }
}
