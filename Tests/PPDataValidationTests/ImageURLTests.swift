import Foundation
import Testing

@testable import PPDataValidation

/// PayPal's image pattern for an Orders v2 item, a Level 3 line item and a tracker's item (`ImageURL`): the matcher
/// against the pattern as JSON Schema reads it, and the three places that check it.
@Suite("Orders v2: an item's image URL")
struct ImageURLTests {
    @Test("the pattern: https:, then letters, digits, spaces and _/|.- up to one of the eight extensions", arguments: [
        ("https://cdn.example.com/mug.png", ImageURL.Match.whole),
        ("https://cdn.example.com/a/b-c_d.JPEG", .whole),
        ("https://cdn.example.com/my mug.jpg", .whole),
        ("https://cdn.example.com/mug.png.jpg", .whole),
        // Found from `^` with text after it: the search reading passes it, a whole-value match does not.
        ("https://cdn.example.com/mug.png?v=2", .prefix),
        ("https://cdn.example.com/mug.jpg.webp", .prefix),
        ("https://cdn.example.com/0040355_lionel-disneys-d23-tinkerbell-boxcar.webp", .none),
        ("https://cdn.example.com/0011876_old-grand-dad-whiskey-reefer.", .none),
        ("https://cdn.example.com/mug", .none),
        ("https://cdn.example.com/mug.Png", .none),
        ("https://cdn.example.com/mug.jpe", .none),
        ("https://cdn.example.com:8443/mug.png", .none),
        ("https://cdn.example.com/m%C3%BCg.png", .none),
        ("https://cdn.example.com/image?id=7&f=.png", .none),
        ("https://cdn.example.com/müg.png", .none),
        ("HTTPS://cdn.example.com/mug.png", .none),
        ("http://cdn.example.com/mug.png", .none),
        ("https:.gif", .whole),
        ("https:", .none),
        ("", .none),
    ])
    func pattern(_ url: String, _ expected: ImageURL.Match) {
        var text = url
        #expect(text.withUTF8(ImageURL.match) == expected)
    }

    @Test("each ASCII character is in the class [/|.|\\w|\\s|-] or not, as Python's re reads it in ASCII")
    func everyASCIICharacter() {
        for value in UInt8(0)..<128 {
            let scalar = Unicode.Scalar(value)
            let inClass = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || "_/|.- \t\n\u{0B}\u{0C}\r".unicodeScalars.contains(scalar)
            var bytes = Array("https://a".utf8) + [value] + Array("b.png".utf8)
            let match = bytes.withUnsafeMutableBufferPointer { ImageURL.match(UnsafeBufferPointer($0)) }
            #expect(match == (inClass ? .whole : .none), "\(value)")
        }
    }

    @Test("read with Unicode letters, digits and spaces, non-ASCII ones pass the class, and other characters do not")
    func unicodeReading() {
        #expect(ImageURL.unicodeMatch("https://cdn.example.com/müg.png") == .whole)
        #expect(ImageURL.unicodeMatch("https://日本.png") == .whole)
        #expect(ImageURL.unicodeMatch("https://cdn.example.com/a\u{00A0}b.png") == .whole)
        #expect(ImageURL.unicodeMatch("https://cdn.example.com/a→b.png") == .none)
        #expect(ImageURL.unicodeMatch("https://cdn.example.com/müg.webp") == .none)
    }

    @Test("the pattern is the one PayPal publishes for tracker_item.image_url, and the generated tables give it its check")
    func published() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/openapi/checkout_orders_v2.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: document)) as? [String: Any])
        let schemas = (json["components"] as? [String: Any])?["schemas"] as? [String: Any]
        let tracker = (schemas?["tracker_item"] as? [String: Any])?["properties"] as? [String: Any]
        #expect((tracker?["image_url"] as? [String: Any])?["pattern"] as? String == ImageURL.pattern)
        for object in ["checkout_orders_v2:item", "checkout_orders_v2:line_item", "checkout_orders_v2:tracker_item"] {
            let index = try #require(RequestSchema.objects.firstIndex { $0.name.description == object })
            let member = try #require(
                RequestSchema.members[RequestSchema.objects[index].members].first { $0.name.description == "image_url" })
            #expect(RequestSchema.shapes[member.shape].owner == .imageURL, "\(object)")
        }
    }

    static func order(image: String) -> String {
        #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "5.00", "breakdown": {"item_total": {"currency_code": "USD", "value": "5.00"}}}, "items": [{"name": "Mug", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "5.00"}, "image_url": "\#(image)"}]}]}"#
    }

    @Test("an item's image_url: an error where every reading of the pattern refuses it, a warning where some do", arguments: [
        ("https://cdn.example.com/mug.png", nil, nil),
        ("https://cdn.example.com/boxcar.webp", "INVALID_PARAMETER_SYNTAX error", nil),
        ("HTTPS://cdn.example.com/mug.png", "INVALID_PARAMETER_SYNTAX error", "https://cdn.example.com/mug.png"),
        ("http://cdn.example.com/mug.png", "INVALID_PARAMETER_SYNTAX error", "https://cdn.example.com/mug.png"),
        // The https form of an http URL would fail as well: the pattern is reported, and nothing suggested.
        ("http://cdn.example.com/boxcar.webp", "INVALID_PARAMETER_SYNTAX error", nil),
        ("https://cdn.example.com/mug png", "INVALID_PARAMETER_SYNTAX error", "https://cdn.example.com/mug%20png"),
        ("https://cdn.example.com/mug.png?v=2", "INVALID_PARAMETER_SYNTAX warning", nil),
        ("https://cdn.example.com/müg.png", "INVALID_PARAMETER_SYNTAX warning", nil),
        ("https://cdn.example.com/müg.webp", "INVALID_PARAMETER_SYNTAX error", nil),
    ] as [(String, String?, String?)])
    func item(_ image: String, _ expected: String?, _ suggestion: String?) {
        let findings = PaymentValidator().validate(Self.order(image: image), as: .ordersV2).diagnostics
        #expect(findings.map { "\($0.code.rawValue) \($0.severity.rawValue)" } == (expected.map { [$0] } ?? []))
        #expect(findings.allSatisfy { $0.path == "/purchase_units/0/items/0/image_url" })
        #expect(findings.first?.suggestion == suggestion)
    }

    @Test("a value past the length limit is reported for its length alone, without a scan for the pattern")
    func overLong() {
        let image = "https://cdn.example.com/" + String(repeating: "a.", count: 5_000) + "webp"
        let findings = PaymentValidator().validate(Self.order(image: image), as: .ordersV2).diagnostics
        #expect(findings.map(\.code) == [.invalidParameterSyntax])
        #expect(findings.first?.message.contains("a URL here takes at most 2048") == true)
    }

    @Test("the message says what the pattern asks and that PayPal refuses it")
    func message() throws {
        let finding = try #require(
            PaymentValidator().validate(Self.order(image: "https://cdn.example.com/boxcar.webp"), as: .ordersV2)
                .diagnostics.first)
        #expect(finding.message.contains("does not match PayPal's image pattern"))
        #expect(finding.message.contains(".jpg, .jpeg, .gif or .png"))
    }

    @Test("a Level 3 line item's and a tracker item's image_url, through the schema walker: errors too")
    func walkerOwned() {
        let card = #"{"level_3": {"line_items": [{"name": "Boxcar", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "5.00"}, "image_url": "https://cdn.example.com/boxcar.webp"}]}}"#
        let order = OrdersV2CardDataTests.order(card: card)
        #expect(PaymentValidator().validate(order, as: .ordersV2).diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue) \($0.path)" }
            == ["INVALID_PARAMETER_SYNTAX error /purchase_units/0/supplementary_data/card/level_3/line_items/0/image_url"])
        let tracker = #"{"capture_id": "8MC585209K746392H", "tracking_number": "443844607820", "carrier": "FEDEX", "items": [{"name": "Boxcar", "quantity": "1", "image_url": "https://cdn.example.com/boxcar.webp"}]}"#
        #expect(PaymentValidator().validate(tracker, as: .ordersV2Track).diagnostics.map { "\($0.code.rawValue) \($0.path)" }
            == ["INVALID_PARAMETER_SYNTAX /items/0/image_url"])
        let fine = tracker.replacingOccurrences(of: "boxcar.webp", with: "boxcar.png")
        #expect(PaymentValidator().validate(fine, as: .ordersV2Track).diagnostics.isEmpty)
    }
}
