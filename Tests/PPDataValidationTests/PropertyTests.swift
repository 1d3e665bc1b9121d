import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// Property-based tests with hand-rolled seeded generators (issue 7).
///
/// Why not swift-property-based: its generic shrinking does not apply to documents whose amounts must add up (a
/// shrunk document is no longer valid, so the property changes under it), adding it means a package dependency for
/// one file, and its runs are seeded randomly by default. Here every property runs a fixed seed (SplitMix64,
/// `SplitMix64`), so a failure names the seed and the case index and replays exactly; the generators build
/// each kind's documents with their totals computed in integer minor units, independently of `DecimalAmount`.
@Suite("Properties: generated documents")
struct PropertyTests {
    /// Documents per kind and property: enough for every currency, locale and structure to appear many times.
    static let count = 250

    @Test(arguments: GeneratedKind.all)
    func randomValidDocumentsValidateClean(kind: GeneratedKind) {
        var rng = SplitMix64(seed: 0x5EED_0000 &+ UInt64(kind.seed))
        for index in 0..<Self.count {
            let document = kind.generate(&rng)
            let text = document.json.render()
            let report = BadInput.validate(Array(text.utf8), as: kind.kind)
            #expect(
                report.diagnostics.isEmpty,
                "\(kind) #\(index):\n\(text)\n\(BadInput.describe(report))")
            // Auto-detection finds the kind, or (a v1 amount alone, which several calls send) names it among the
            // kinds the keys fit.
            let detected = BadInput.validate(Array(text.utf8))
            let ambiguity = detected.diagnostics.first { $0.code == .unknownDocumentKind }?.message ?? ""
            let named = ambiguity.hasPrefix("ambiguous") && ambiguity.contains(kind.kind.rawValue)
            #expect(detected.kind == kind.kind || named, "\(kind) #\(index) detected as something else")
        }
    }

    @Test(arguments: GeneratedKind.all)
    func keyOrderAndWhitespaceDoNotChangeFindings(kind: GeneratedKind) throws {
        // Valid documents stay clean when reformatted; documents with one changed amount keep the same findings.
        var rng = SplitMix64(seed: 0xF0A4_0000 &+ UInt64(kind.seed))
        for index in 0..<(Self.count / 5) {
            let document = kind.generate(&rng)
            var variants = [document.json]
            if let site = document.sites.randomElement(using: &rng), let changed = document.json.changing(site) {
                variants.append(changed)
            }
            for json in variants {
                let canonical = BadInput.validate(Array(json.render().utf8), as: kind.kind)
                let shuffledText = json.render(shuffling: &rng)
                let shuffled = BadInput.validate(Array(shuffledText.utf8), as: kind.kind)
                #expect(
                    Self.findings(shuffled) == Self.findings(canonical),
                    "\(kind) #\(index):\n\(shuffledText)\n\(BadInput.describe(shuffled))\nvs\n\(BadInput.describe(canonical))")
            }
        }
    }

    @Test(arguments: GeneratedKind.all)
    func changingOneAmountGivesExactlyTheExpectedCodes(kind: GeneratedKind) throws {
        var rng = SplitMix64(seed: 0xA3A7_0000 &+ UInt64(kind.seed))
        var checked = 0
        var mismatches = 0
        for index in 0..<Self.count {
            let document = kind.generate(&rng)
            for site in document.sites {
                let changed = try #require(document.json.changing(site), "\(kind) #\(index): no value at \(site.path)")
                let text = changed.render()
                let report = BadInput.validate(Array(text.utf8), as: kind.kind)
                let codes = Set(report.diagnostics.map(\.code.rawValue))
                #expect(
                    codes == site.expected,
                    "\(kind) #\(index): \(site.path) \(site.delta > 0 ? "+" : "-")1 minor unit: expected \(site.expected.sorted()), got:\n\(BadInput.describe(report))\n\(text)"
                )
                checked += 1
                if !site.expected.isEmpty { mismatches += 1 }
            }
        }
        // Every kind with amounts has each document's amounts checked; those with totals have changes to catch.
        if kind.kind != .address { #expect(checked >= Self.count) }
        if kind.kind != .paymentsV1Capture && kind.kind != .address { #expect(mismatches > Self.count / 2) }
    }

    @Test func amountTextRoundTrips() {
        // Plain decimal text → DecimalAmount → text gives the canonical text back (no leading zeros, "-0" is "0"),
        // and parsing the canonical text gives an identical amount (same coefficient and scale).
        var rng = SplitMix64(seed: 0x7E47)
        var tested = 0
        for _ in 0..<20_000 {
            let negative = Bool.random(using: &rng)
            let leadingZeros = Int.random(in: 0...3, using: &rng) == 0 ? Int.random(in: 1...3, using: &rng) : 0
            let integerDigits = Int.random(in: 1...20, using: &rng)
            let fractionDigits = Int.random(in: 0...18, using: &rng)
            var integer = String(repeating: "0", count: leadingZeros)
            integer += String(Int.random(in: 1...9, using: &rng))
            for _ in 1..<integerDigits { integer += String(Int.random(in: 0...9, using: &rng)) }
            if Int.random(in: 0...9, using: &rng) == 0 { integer = "0" }
            var fraction = ""
            for _ in 0..<fractionDigits { fraction += String(Int.random(in: 0...9, using: &rng)) }
            let text = (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
            guard let amount = DecimalAmount(exactly: text) else {
                // Only more digits than Int128 holds may fail.
                #expect(integer.count + fraction.count > 38, "\(text) did not parse")
                continue
            }
            tested += 1
            let strippedInteger = String(integer.drop { $0 == "0" })
            let isZero = strippedInteger.isEmpty && fraction.allSatisfy { $0 == "0" }
            let canonical = (negative && !isZero ? "-" : "") + (strippedInteger.isEmpty ? "0" : strippedInteger)
                + (fraction.isEmpty ? "" : "." + fraction)
            #expect(amount.description == canonical, "\(text)")
            #expect(amount.fractionDigits == fraction.count, "\(text)")
            let again = DecimalAmount(exactly: amount.description)
            #expect(again.map { $0.isIdentical(to: amount) } == true, "\(text)")
            // Padding to more fraction digits keeps the value (while the digits fit in 38).
            if strippedInteger.count + fraction.count + 2 <= 38 {
                let padded = amount.description(fractionDigits: fraction.count + 2)
                #expect(DecimalAmount(exactly: padded) == amount, "\(text) padded \(padded)")
            }
            // Inside a document, the amount the validator reads is the same text.
            let json = #"{"recipient": "a@b.example", "subTotal": "\#(text)", "paymentCurrency": "USD"}"#
            if let document = try? JSONDocument.parse(json), let value = document.root["subTotal"] {
                #expect(value.string == text)
            }
        }
        #expect(tested > 15_000)
    }

    /// (severity, code, path), sorted: what a finding is independent of where its text sits.
    static func findings(_ report: ValidationReport) -> [String] {
        report.diagnostics.map { "\($0.severity) \($0.code) \($0.path)" }.sorted()
    }
}

// MARK: - Generated JSON

/// A JSON value built by a generator; rendered canonically or with shuffled keys and random whitespace.
indirect enum GenJSON {
    case object([(String, GenJSON)])
    case array([GenJSON])
    case string(String)
    /// A number literal, as written.
    case number(String)
    case bool(Bool)
    case null

    /// Compact JSON with one space after colons and commas.
    func render() -> String {
        switch self {
        case .object(let members):
            return "{" + members.map { "\(JSONText.quote($0.0)): \($0.1.render())" }.joined(separator: ", ") + "}"
        case .array(let elements):
            return "[" + elements.map { $0.render() }.joined(separator: ", ") + "]"
        case .string(let text): return JSONText.quote(text)
        case .number(let literal): return literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    /// JSON with members in random order and random whitespace (spaces, tabs, LF, CRLF) between tokens.
    func render(shuffling rng: inout SplitMix64) -> String {
        func space(_ rng: inout SplitMix64) -> String {
            ["", " ", "\n", "\t", "\r\n  ", "   "][Int.random(in: 0...5, using: &rng)]
        }
        switch self {
        case .object(let members):
            var parts: [String] = []
            for (key, value) in members.shuffled(using: &rng) {
                parts.append(space(&rng) + JSONText.quote(key) + space(&rng) + ":" + space(&rng) + value.render(shuffling: &rng) + space(&rng))
            }
            return "{" + parts.joined(separator: ",") + space(&rng) + "}"
        case .array(let elements):
            var parts: [String] = []
            for element in elements { parts.append(space(&rng) + element.render(shuffling: &rng) + space(&rng)) }
            return "[" + parts.joined(separator: ",") + "]"
        default:
            return render()
        }
    }

    /// The value at RFC 6901 `path` (tokens without escapes: generated keys have no `/` or `~`).
    subscript(path path: [String]) -> GenJSON? {
        guard let first = path.first else { return self }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(let members): return members.first { $0.0 == first }?.1[path: rest]
        case .array(let elements):
            guard let index = Int(first), elements.indices.contains(index) else { return nil }
            return elements[index][path: rest]
        default: return nil
        }
    }

    /// A copy with the value at `path` replaced.
    func replacing(_ path: [String], with value: GenJSON) -> GenJSON? {
        guard let first = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(var members):
            guard let index = members.firstIndex(where: { $0.0 == first }),
                let replaced = members[index].1.replacing(rest, with: value)
            else { return nil }
            members[index].1 = replaced
            return .object(members)
        case .array(var elements):
            guard let index = Int(first), elements.indices.contains(index),
                let replaced = elements[index].replacing(rest, with: value)
            else { return nil }
            elements[index] = replaced
            return .array(elements)
        default: return nil
        }
    }

    /// A copy with the amount at `site` moved by its delta (one minor unit), in the same JSON type.
    func changing(_ site: AmountSite) -> GenJSON? {
        let tokens = site.path.split(separator: "/").map(String.init)
        guard let current = self[path: tokens] else { return nil }
        let text: String
        switch current {
        case .string(let value): text = value
        case .number(let literal): text = literal
        default: return nil
        }
        guard let amount = DecimalAmount(exactly: text),
            let unit = DecimalAmount(coefficient: Int128(site.delta), scale: site.decimals),
            let moved = try? amount.adding(unit)
        else { return nil }
        let movedText = moved.description(fractionDigits: max(site.decimals, amount.fractionDigits))
        if case .string = current { return replacing(tokens, with: .string(movedText)) }
        return replacing(tokens, with: .number(movedText))
    }
}

/// An amount in a generated document and the codes that moving it by one minor unit must produce, exactly.
struct AmountSite {
    var path: String
    var decimals: Int
    /// +1 or -1 minor unit.
    var delta: Int = 1
    var expected: Set<String>
}

/// A generated document and its amount sites.
struct GeneratedDocument {
    var json: GenJSON
    var sites: [AmountSite] = []
}

// MARK: - Generators

/// A kind the generators produce documents of.
struct GeneratedKind: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    var kind: DocumentKind
    var seed: Int
    var generate: @Sendable (inout SplitMix64) -> GeneratedDocument
    var description: String { kind.rawValue }
    var testDescription: String { kind.rawValue }

    /// Every kind that has rules (kinds land one branch at a time).
    static let all: [GeneratedKind] = [
        GeneratedKind(kind: .mplPayment, seed: 1, generate: Gen.mplPayment),
        GeneratedKind(kind: .mplAdvancedPayment, seed: 2, generate: Gen.mplAdvancedPayment),
        GeneratedKind(kind: .ordersV2, seed: 7, generate: Gen.ordersV2),
        GeneratedKind(kind: .paymentsV1, seed: 3, generate: Gen.paymentsV1),
        GeneratedKind(kind: .paymentsV1Capture, seed: 4, generate: Gen.paymentsV1Capture),
        GeneratedKind(kind: .applePay, seed: 5, generate: Gen.applePay),
        GeneratedKind(kind: .address, seed: 6, generate: Gen.address),
    ].filter { BadInput.hasRules($0.kind) }
}
