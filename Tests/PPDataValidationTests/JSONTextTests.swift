import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// The one JSON string writer: its eight-bytes-at-a-time skip against a scalar-by-scalar reading of the escaping
/// rules, on random texts mixing plain runs (of every length around eight) with every byte that needs a look.
@Suite("JSON text: the string writer")
struct JSONTextTests {
    /// The escapes JSON output uses, by scalar (RFC 8259's short forms, and U+2028/U+2029 for JavaScript).
    static let escapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{8}": "\\b", "\u{C}": "\\f",
        "\u{2028}": "\\u2028", "\u{2029}": "\\u2029",
    ]

    /// The escaping rules read one scalar at a time: a short escape, else `\u00XX` below U+0020 and for the C1
    /// controls U+0080–U+009F (U+0085, NEL, is a line end to Python's `splitlines`), else the scalar.
    static func reference(_ text: String) -> String {
        let body = text.unicodeScalars.map { scalar -> String in
            if let escape = escapes[scalar] { return escape }
            guard scalar.value < 0x20 || (0x80...0x9F).contains(scalar.value) else { return String(scalar) }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return "\"" + body.joined() + "\""
    }

    @Test func agreesWithTheScalarReading() throws {
        var random = SplitMix64(seed: 0x7E_47)
        let pieces = [
            "a", "Z", " ", "~", "\u{7F}", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{8}", "\u{C}", "é", "€",
            "\u{2028}", "\u{2029}", "\u{2027}", "\u{85}", "\u{80}", "\u{9F}", "\u{A0}", "\u{9B}[31m", "😀", "abcdefg",
            "abcdefgh", "abcdefghi", "0123456789abcdef",
        ]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            let quoted = JSONText.quote(text)
            #expect(quoted == Self.reference(text), "\(text.debugDescription)")
            // And the reader gives the text back.
            let document = try JSONDocument.parse(quoted)
            #expect(document.root.string == text)
        }
    }

    /// Every control character, at every offset of a word, whatever comes after it.
    @Test func everyControlCharacterAtEveryOffset() {
        for value in 0..<0x20 {
            let scalar = Unicode.Scalar(UInt8(value))
            for offset in 0..<10 {
                let text = String(repeating: "p", count: offset) + String(scalar) + "tail\"q\"" + String(scalar)
                #expect(JSONText.quote(text) == Self.reference(text), "\(value) at \(offset)")
            }
        }
    }

    /// The word-at-a-time control test of messages against the byte-by-byte one, on random bytes (every value,
    /// non-ASCII ones included) with one or no control byte at every offset.
    @Test func controlBytesAreFoundAtEveryOffset() {
        var random = SplitMix64(seed: 0xC0_27)
        let quiet = (0...255).map(UInt8.init).filter { $0 >= 0x20 && $0 != 0x7F }
        for length in 0..<40 {
            for _ in 0..<20 {
                var bytes = (0..<length).map { _ in quiet.randomElement(using: &random) ?? 0x41 }
                if length > 0, Bool.random(using: &random) {
                    bytes[Int.random(in: 0..<length, using: &random)] = [0x00, 0x1F, 0x0A, 0x7F].randomElement(using: &random) ?? 0
                }
                let expected = bytes.contains { $0 < 0x20 || $0 == 0x7F }
                #expect(bytes.withUnsafeBufferPointer(DiagnosticText.hasControlByte) == expected, "\(bytes)")
            }
        }
    }

    @Test(arguments: [0, 7, -7, 10, 99, 100, -100, 2_147_483_648, Int.max, Int.min])
    func decimals(value: Int) {
        var out = JSONBytes(capacity: 1)
        out.append(decimal: value)
        #expect(out.string == String(value))
    }

    /// The buffer grows past any starting capacity and keeps every byte, whichever way bytes come in (a
    /// one-character literal has no pointer representation).
    @Test func bytesGrowAndKeepEverything() {
        var out = JSONBytes(capacity: 1)
        var expected: [UInt8] = []
        for round in 0..<300 {
            out.append("}")
            out.append("{\"code\":")
            out.append(UInt8(ascii: "x"))
            out.append(UInt8(ascii: " "), times: round % 5)
            out.append(decimal: round - 150)
            out.append(utf8: "é\(round)")
            expected += Array("}{\"code\":x".utf8) + Array(repeating: UInt8(ascii: " "), count: round % 5)
                + Array(String(round - 150).utf8) + Array("é\(round)".utf8)
        }
        #expect(out.count == expected.count)
        #expect(out.array == expected)
    }

    /// `removeFirst` drops a prefix and keeps the rest in order (overlapping moves included); out-of-range counts
    /// are clamped, and the buffer fills and grows as before afterwards.
    @Test func removeFirstKeepsTheRestInOrder() {
        var out = JSONBytes(capacity: 16)
        let line = Array("{\"currency_code\": \"USD\", \"value\": \"10.00\"}".utf8)
        for _ in 0..<10 { line.withUnsafeBufferPointer { out.append($0) } }
        out.removeFirst(line.count * 3 + 5)
        #expect(out.array == Array(Array([[UInt8]](repeating: line, count: 10).joined()).dropFirst(line.count * 3 + 5)))
        out.removeFirst(-1)
        #expect(out.count == line.count * 7 - 5)
        out.removeFirst(out.count + 100)
        #expect(out.count == 0)
        line.withUnsafeBufferPointer { out.append($0) }
        #expect(out.array == line)
    }
}
