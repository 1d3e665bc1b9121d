import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// The one JSON string writer: its eight-bytes-at-a-time skip against a scalar-by-scalar reading of the escaping
/// rules, on random texts mixing plain runs (of every length around eight) with every byte that needs a look.
@Suite("JSON text: the string writer")
struct JSONTextTests {
    /// The escaping rules read one scalar at a time.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test func agreesWithTheScalarReading() throws {
        var random = SplitMix64(seed: 0x7E_47)
        let pieces = [
            "a", "Z", " ", "~", "\u{7F}", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{8}", "\u{C}", "é", "€",
            "\u{2028}", "\u{2029}", "\u{2027}", "😀", "abcdefg", "abcdefgh", "abcdefghi", "0123456789abcdef",
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

    @Test(arguments: [0, 7, -7, 10, 99, 100, -100, 2_147_483_648, Int.max, Int.min])
    func decimals(value: Int) {
        var out: [UInt8] = []
        JSONText.append(decimal: value, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == String(value))
    }
}
