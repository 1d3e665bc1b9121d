import PPData
@testable import PPDataValidation
import _PPDataTestSupport
import Testing

/// Address shapes are detected from the object's keys matched as bytes. Held here to the rule as words (the
/// shape whose distinctive keys the object uses most, each key counted once; none on a tie; Orders v2 when only
/// `country_code`/`postal_code` are there) on random objects made of every shape's keys, repeated keys included.
@Suite("Address shape detection")
struct AddressShapeDetectionTests {
    static func reference(_ keys: [String]) -> AddressShape? {
        let present = Set(keys)
        let scored = AddressShape.allCases.map { ($0, Set($0.distinctiveKeys).intersection(present).count) }
            .filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        if let best = scored.first {
            return scored.count > 1 && scored[1].1 == best.1 ? nil : best.0
        }
        return present.contains("country_code") || present.contains("postal_code") ? .ordersV2 : nil
    }

    @Test func agreesWithTheRuleOnRandomObjects() throws {
        var random = SplitMix64(seed: 0x5_4A9E)
        let pool = AddressShape.allCases.flatMap(\.distinctiveKeys).sorted()
            + ["country_code", "postal_code", "city", "state", "name", "street\\u0031"]
        var detected = 0
        for _ in 0..<5_000 {
            let keys = (0..<Int.random(in: 0...6, using: &random)).map { _ in pool.randomElement(using: &random) ?? "" }
            // Escaped keys are written with JSON escapes ("street\u0031" is "street1"); values are all strings.
            let members = keys.enumerated().map { "\"\($0.element)\": \"v\($0.offset)\"" }.joined(separator: ", ")
            let document = try JSONDocument.parse(Array("{\(members)}".utf8))
            let decodedKeys = keys.map { $0 == "street\\u0031" ? "street1" : $0 }
            let expected = Self.reference(decodedKeys)
            #expect(AddressShape.detect(document.root) == expected, "\(keys)")
            if expected != nil { detected += 1 }
        }
        #expect(detected > 2_000)
    }
}
