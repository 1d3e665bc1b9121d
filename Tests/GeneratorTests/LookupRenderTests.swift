import Foundation
import Testing
@testable import _PPDataGeneratorCore

/// The generated lookups (Renderer+Lookups.swift): ordinals, the alpha-2 table and the currency perfect hash. The
/// golden files pin the fixture's output; these check the parts a small fixture cannot show.
@Suite("Generator lookups")
struct LookupRenderTests {
    @Test("ordinal and its inverse follow case order, keywords escaped where they must be")
    func ordinals() {
        let text = Renderer.ordinalExtension(type: "CurrencyCode", cases: ["jpy", "try", "usd"])
        #expect(text.contains("package static let caseCount = 3\n"))
        #expect(text.contains("        case .jpy: 0\n        case .try: 1\n        case .usd: 2\n"))
        #expect(text.contains("    static let byOrdinal: [CurrencyCode] = [\n        .jpy, .try, .usd,\n    ]\n"))
        // `self` and `init` need backticks even after a dot.
        #expect(Renderer.ordinalExtension(type: "E", cases: ["self"]).contains("case .`self`: 0"))
        #expect(Renderer.ordinalExtension(type: "E", cases: []).contains("package static let caseCount = 0\n"))
    }

    @Test("the alpha-2 table puts each ordinal at (first − A) × 26 + (second − A), none elsewhere")
    func alpha2Table() {
        let text = Renderer.alpha2Lookup(codes: ["AD", "GB", "ZW"])
        let rows = text.split(separator: "\n").filter { $0.contains(",  // ") }
        #expect(rows.count == 26)
        func values(_ row: Substring) -> [Int] {
            row.split(separator: "/").first.map { $0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } } ?? []
        }
        var expected = [Int](repeating: 255, count: 26 * 26)
        expected[3] = 0  // AD
        expected[6 * 26 + 1] = 1  // GB
        expected[25 * 26 + 22] = 2  // ZW
        #expect(rows.flatMap(values) == expected)
        #expect(text.contains("private static let alpha2Ordinals: [UInt8] = ["))
        // 255 cases or more no longer fit a byte beside the "none" value.
        #expect(Renderer.ordinalStorage(count: 254) == ("UInt8", 255))
        #expect(Renderer.ordinalStorage(count: 255) == ("UInt16", 65535))
    }

    @Test("the currency hash is perfect for the real codes, deterministic, and scales to many codes")
    func perfectHash() throws {
        let data = try String(contentsOf: Paths.data.appendingPathComponent(DataFile.paypalCurrencies.rawValue), encoding: .utf8)
        let codes = data.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
            .compactMap { $0.split(separator: "\t").first.map(String.init) }
        #expect(codes.count > 20)
        let packed = codes.compactMap(Renderer.pack)
        #expect(packed.count == codes.count)
        let hash = try #require(Renderer.perfectHash(for: packed))
        #expect(Set(packed.map(hash.slot)).count == packed.count)
        #expect(hash.multiplier % 2 == 1)
        #expect(packed.allSatisfy { (0..<(1 << hash.bits)).contains(hash.slot($0)) })
        #expect(Renderer.perfectHash(for: packed) == hash)

        // 200 codes (more than ISO 4217 has) still get a table.
        var many: [UInt32] = []
        for a in UInt8(ascii: "A")...UInt8(ascii: "B") {
            for b in UInt8(ascii: "A")...UInt8(ascii: "J") {
                for c in UInt8(ascii: "A")...UInt8(ascii: "J") {
                    many.append(UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c))
                }
            }
        }
        let manyHash = try #require(Renderer.perfectHash(for: many))
        #expect(Set(many.map(manyHash.slot)).count == many.count)
    }

    @Test("the currency table holds each code above its ordinal at its slot")
    func currencyTable() throws {
        let codes = ["JPY", "TRY", "USD"]
        let text = Renderer.packedCodeLookup(codes: codes)
        let hash = try #require(Renderer.perfectHash(for: codes.compactMap(Renderer.pack)))
        #expect(text.contains("(packed &* \(Renderer.hex(UInt64(hash.multiplier), digits: 8))) >> \(32 - hash.bits)"))
        for (ordinal, code) in codes.enumerated() {
            let entry = UInt64(try #require(Renderer.pack(code))) << 8 | UInt64(ordinal)
            #expect(text.contains(Renderer.hex(entry, digits: 8)))
        }
        #expect(Renderer.pack("USD") == 0x55_5344)
        #expect(Renderer.pack("US") == nil)
        #expect(Renderer.hex(0x5553_4418, digits: 8) == "0x5553_4418")
        #expect(Renderer.hex(0xFF, digits: 2) == "0xFF")
        #expect(Renderer.hex(0x1_0000_0000, digits: 10) == "0x01_0000_0000")
    }
}
