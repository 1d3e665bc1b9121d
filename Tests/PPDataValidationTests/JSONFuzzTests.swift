import Foundation
import Testing
import _PPDataTestSupport
@testable import PPDataValidation

/// Seeded mutation fuzzing. The test target is built in debug mode, where every buffer access is bounds-checked,
/// so a read past the input would trap here rather than pass silently.
@Suite("JSON reader: mutation fuzzing")
struct JSONFuzzTests {
    static let seeds: [String] = [
        #"{"intent": "CAPTURE", "purchase_units": [{"reference_id": "d9f80740", "amount": {"currency_code": "USD", "value": "100.00", "breakdown": {"item_total": {"currency_code": "USD", "value": "100.00"}}}, "items": [{"name": "T-Shirt", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "100.00"}}]}]}"#,
        "{\n  \"a\": [1, -2.5e+3, 0.0, true, false, null],\r\n  \"b\": {\"c\": \"d\\u00e9\\n\", \"é\": \"😀\"}\n}",
        #"[[[]], {}, "", "\"\\\/\b\f\n\r\t", "\ud83d\ude00", -0, 1E400, {"": {"": [0]}}]"#,
        "  \"just a string\"  ",
    ]

    /// Applies one random mutation: truncate, delete, insert, replace or duplicate a span.
    static func mutate(_ input: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
        var bytes = input
        let interesting: [UInt8] = Array("{}[]\":,\\/ \n\r\t-+.0123456789eEtrufalsn".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0,
                                                                                                0xC3, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: bytes = Array(bytes[0..<position])
            case 1: if !bytes.isEmpty { bytes.remove(at: position) }
            case 2: bytes.insert(interesting[Int.random(in: 0..<interesting.count, using: &rng)], at: position)
            case 3: if !bytes.isEmpty { bytes[position] = interesting[Int.random(in: 0..<interesting.count, using: &rng)] }
            default:
                let end = min(bytes.count, position + Int.random(in: 1...8, using: &rng))
                bytes.insert(contentsOf: Array(bytes[position..<end]), at: position)
            }
        }
        return bytes
    }

    @Test func mutatedDocumentsNeverCrashAndKeepInvariants() throws {
        var rng = SplitMix64(seed: 0xF022)
        var accepted = 0
        for round in 0..<6000 {
            let seed = Array(Self.seeds[round % Self.seeds.count].utf8)
            let input = Self.mutate(seed, using: &rng)
            switch Result(catching: { () throws(JSONParseError) -> JSONDocument in try JSONDocument.parse(input) }) {
            case .success(let document):
                accepted += 1
                checkInvariants(document, input: input)
            case .failure(let error):
                #expect(error.offset >= 0 && error.offset <= input.count)
                #expect(error.line >= 1 && error.column >= 1 && error.column <= error.offset + 1)
                #expect(!error.message.isEmpty)
            }
        }
        #expect(accepted > 100)  // the mutations leave a fair share of valid documents
    }

    @Test func acceptanceAgreesWithFoundationOnASCIIInput() throws {
        // Foundation's parser is nearly strict RFC 8259 too; on inputs without escapes or non-ASCII bytes both must
        // accept and reject the same documents, except where Foundation knowingly differs: it accepts trailing
        // commas, and it rejects numbers beyond Double's range (RFC 8259 allows them), so those are skipped.
        var rng = SplitMix64(seed: 0xD1FF)
        var compared = 0
        for round in 0..<3000 {
            let seed = Array(Self.seeds[[0, 3][round % 2]].utf8)
            let input = Self.mutate(seed, using: &rng)
            guard input.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\")) || $0 == 0x0A }) else { continue }
            let ourError = jsonError(input)
            let hasExponent = zip(input, input.dropFirst()).contains { ($0.0 >= 0x30 && $0.0 <= 0x39) && ($0.1 | 0x20) == UInt8(ascii: "e") }
            if ourError?.reason == .trailingComma || hasExponent {
                continue
            }
            let ours = ourError == nil
            let theirs = (try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed])) != nil
            #expect(ours == theirs, "\(String(decoding: input, as: UTF8.self))")
            compared += 1
        }
        #expect(compared > 1000)
    }

    private func checkInvariants(_ document: JSONDocument, input: [UInt8]) {
        let root = document.root
        // The root spans the input minus surrounding whitespace (and a BOM).
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        var first = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while first < input.count, isSpace(input[first]) { first += 1 }
        var last = input.count
        while last > first, isSpace(input[last - 1]) { last -= 1 }
        #expect(root.byteRange == first..<last)
        var pending = [root]
        var visited = 0
        var previousOffset = -1
        var ordered: [JSONValue] = []
        while let value = pending.popLast() {
            visited += 1
            ordered.append(value)
            switch value.kind {
            case .string: #expect(value.string != nil && value.stringScalarCount != nil)
            case .number: #expect(DecimalAmount.parse(value.numberText ?? "x").isSuccess || value.numberText?.contains(where: { "eE".contains($0) }) == true || (value.numberText?.utf8.count ?? 0) > 38)
            case .bool: #expect(value.bool != nil)
            case .null: #expect(value.isNull)
            case .object, .array: break
            }
            #expect(value.line >= 1 && value.column >= 1)
            if let resolved = document.value(atPointer: value.pointer), resolved != value {
                // Only a repeated key (or a value inside one) resolves to another value: the first occurrence's.
                let repeated = Set(document.duplicateKeys.map(\.value))
                var ancestor: JSONValue? = value
                while let current = ancestor, !repeated.contains(current) { ancestor = current.parent }
                #expect(ancestor != nil, "\(value.pointer)")
            }
            pending.append(contentsOf: value.children.reversed())
        }
        #expect(visited == document.valueCount)
        for value in ordered {
            #expect(value.position.offset > previousOffset)  // document order is byte order
            previousOffset = value.position.offset
        }
    }
}

extension Result {
    var isSuccess: Bool { if case .success = self { return true } else { return false } }
}

