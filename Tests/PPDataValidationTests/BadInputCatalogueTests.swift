import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// The bad-input catalogue of issue 7 at the library level: each hostile input gets its diagnostic, and none traps,
/// hangs or yields a report that breaks the report invariants (`BadInput.expectSane`). The CLI-level half (files,
/// directories, NDJSON batches) is in EndToEndTests/BadInputCLITests.swift.
@Suite("Bad-input catalogue: library")
struct BadInputCatalogueTests {
    // MARK: Empty, whitespace, BOM, encoding

    @Test func emptyInputIsOneMalformedJSON() {
        let report = BadInput.validate([])
        #expect(report.codes == [.malformedJSON])
        #expect(report.kind == nil)
        #expect(report.diagnostics.first.map { ($0.line, $0.column, $0.path) } ?? (0, 0, "?") == (1, 1, ""))
    }

    @Test(arguments: [" ", "\n", "\r\n", " \t\r\n  \n", String(repeating: " ", count: 100_000)])
    func whitespaceOnlyIsOneMalformedJSON(text: String) {
        let report = BadInput.validate(Array(text.utf8))
        #expect(report.codes == [.malformedJSON])
        BadInput.expectSane(report, input: Array(text.utf8))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        for example in BadInput.validExamples {
            let plain = BadInput.validate(example.bytes)
            let marked = BadInput.validate(BadInput.bom + example.bytes)
            #expect(marked.kind == plain.kind, "\(example.name)")
            #expect(marked.codes == plain.codes, "\(example.name)")
            // Positions do not count the BOM: the same columns with and without it.
            #expect(
                marked.diagnostics.map { [$0.line, $0.column] } == plain.diagnostics.map { [$0.line, $0.column] },
                "\(example.name)")
        }
        // A BOM and nothing else is an empty document.
        #expect(BadInput.validate(BadInput.bom).codes == [.malformedJSON])
        // A BOM anywhere but at the start is not skipped.
        let inside = Array(#"{"recipient": "a@b.example",  "subTotal": "1.00", "paymentCurrency": "USD"}"#.utf8)
        var late = inside
        late.insert(contentsOf: BadInput.bom, at: 1)
        let report = BadInput.validate(late)
        #expect(report.codes == [.malformedJSON])
        #expect(report.diagnostics.first.map { ($0.line, $0.column) } ?? (0, 0) == (1, 2))
        // Two BOMs: only the first is skipped.
        #expect(BadInput.validate(BadInput.bom + BadInput.bom + inside).codes == [.malformedJSON])
    }

    @Test(arguments: [
        ("lone continuation byte", [0x80] as [UInt8]),
        ("overlong slash", [0xC0, 0xAF]),
        ("truncated 3-byte sequence", [0xE2, 0x82]),
        ("UTF-16 surrogate encoded in UTF-8", [0xED, 0xA0, 0x80]),
        ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("0xFF", [0xFF]),
        ("Latin-1 é", [0xE9]),
    ])
    func invalidUTF8IsMalformedJSONAtItsPosition(name: String, sequence: [UInt8]) {
        // Inside a string value, inside a key and outside any string: always MALFORMED_JSON, pointing at the line.
        let prefix = Array("{\n  \"recipient\": \"ann".utf8)
        let suffix = Array("@shop.example\",\n  \"subTotal\": \"1.00\", \"paymentCurrency\": \"USD\"\n}".utf8)
        let inString = prefix + sequence + suffix
        let report = BadInput.validate(inString)
        #expect(report.codes == [.malformedJSON], "\(name)")
        #expect(report.diagnostics.first?.line == 2, "\(name)")
        #expect(report.diagnostics.first?.column == 20, "\(name)")  // `  "recipient": "ann` is 19 scalars
        BadInput.expectSane(report, input: inString)

        let inKey = Array("{\"sub".utf8) + sequence + Array("Total\": 1}".utf8)
        #expect(BadInput.validate(inKey).codes == [.malformedJSON], "\(name)")
        let bare = Array("{\"subTotal\": ".utf8) + sequence + Array("}".utf8)
        #expect(BadInput.validate(bare).codes == [.malformedJSON], "\(name)")
    }

    @Test func nulBytes() throws {
        // A raw NUL is not JSON anywhere: between tokens, inside a string, at the end.
        let base = #"{"recipient": "ann@shop.example", "subTotal": "1.00", "paymentCurrency": "USD"}"#
        for offset in [0, 1, 15, 20, base.utf8.count] {
            var bytes = Array(base.utf8)
            bytes.insert(0, at: offset)
            let report = BadInput.validate(bytes)
            #expect(report.codes == [.malformedJSON], "NUL at \(offset)")
            #expect(report.diagnostics.first?.column == offset + 1, "NUL at \(offset)")
        }
        // Only NULs.
        #expect(BadInput.validate([UInt8](repeating: 0, count: 4096)).codes == [.malformedJSON])
        // An escaped NUL is valid JSON, so the rules see it: in an email it is an invalid email, in a currency code
        // an invalid code, and the message must not carry the raw control character.
        let escaped = #"{"recipient": "ann\u0000@shop.example", "subTotal": "1.00", "paymentCurrency": "US\u0000"}"#
        let report = BadInput.validate(Array(escaped.utf8))
        #expect(report.kind == .mplPayment)
        #expect(report.diagnostics.contains { $0.path == "/recipient" && $0.code == .invalidEmail })
        #expect(report.diagnostics.contains { $0.path == "/paymentCurrency" && $0.code == .invalidCurrencyCode })
        BadInput.expectSane(report, input: Array(escaped.utf8))
    }

    // MARK: Size and depth

    @Test func hundredThousandNestedArrays() {
        for text in [
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            String(repeating: "[", count: 100_000),
            #"{"purchase_units": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}",
            String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000),
        ] {
            let bytes = Array(text.utf8)
            let report = BadInput.validate(bytes)
            #expect(report.codes == [.malformedJSON])
            #expect(report.diagnostics.first?.message.contains("512") == true)
            BadInput.expectSane(report, input: bytes)
        }
    }

    @Test func nestingJustInsideTheLimitStillValidates() {
        // 511 levels inside a field: valid JSON, so the rule for that field reports the wrong type, once.
        let deep = String(repeating: "[", count: 510) + String(repeating: "]", count: 510)
        let text = #"{"recipient": "# + deep + #", "subTotal": "1.00", "paymentCurrency": "USD"}"#
        let report = BadInput.validate(Array(text.utf8))
        #expect(report.kind == .mplPayment)
        #expect(report.diagnostics.filter { $0.path == "/recipient" }.map(\.code) == [.invalidParameterSyntax])
    }

    @Test func hugeStringInEveryStringFieldOfEveryKind() throws {
        // A long value in place of every string of every example: never echoed whole into a message or suggestion.
        // 64 KB is past every length limit and message cap; the 1 MB sweep took 100 s of a debug build's test run,
        // so it runs under PPDATA_EXHAUSTIVE=1 (.ci/run). The 10 MB cases follow.
        let large = String(repeating: "a", count: TestScale.pick(quick: 64 * 1024, full: 1024 * 1024))
        for example in BadInput.validExamples {
            let document = try JSONDocument.parse(example.bytes)
            for value in BadInput.allValues(document.root) where value.kind == .string {
                let bytes = BadInput.replacing(value, in: example.bytes, with: Array("\"\(large)\"".utf8))
                let report = BadInput.validate(bytes, as: example.kind)
                BadInput.expectSane(report, input: bytes)
            }
        }
    }

    @Test func tenMegabyteString() throws {
        let huge = String(repeating: "a", count: 10 * 1024 * 1024)
        // A 10 MB recipient and a 10 MB amount, explicitly.
        let recipient = #"{"recipient": ""# + huge + #"", "subTotal": "1.00", "paymentCurrency": "USD"}"#
        let report = BadInput.validate(Array(recipient.utf8))
        #expect(report.diagnostics.map(\.code) == [.invalidStringLength])
        #expect(report.diagnostics.first?.path == "/recipient")
        let amount = #"{"recipient": "a@b.example", "subTotal": ""# + huge + #"", "paymentCurrency": "USD"}"#
        let amountReport = BadInput.validate(Array(amount.utf8))
        #expect(amountReport.diagnostics.map(\.code) == [.invalidParameterSyntax])
        BadInput.expectSane(amountReport, input: Array(amount.utf8))
    }

    @Test func tenThousandDigitAmount() {
        let digits = "9" + String(repeating: "0", count: 9_999)
        // As a string: longer than any amount may be.
        for (kind, text) in BadInput.amountCarriers(digits, quoted: true) {
            let bytes = Array(text.utf8)
            let report = BadInput.validate(bytes, as: kind)
            #expect(
                report.diagnostics.contains { [.invalidStringLength, .maxValueExceeded].contains($0.code) },
                "\(kind): \(BadInput.describe(report))")
            BadInput.expectSane(report, input: bytes)
        }
        // As a number: where numbers are accepted, too long; where they are not, the wrong type.
        for (kind, text) in BadInput.amountCarriers(digits, quoted: false) {
            let bytes = Array(text.utf8)
            let report = BadInput.validate(bytes, as: kind)
            #expect(
                report.diagnostics.contains {
                    [.invalidStringLength, .maxValueExceeded, .invalidParameterSyntax].contains($0.code)
                }, "\(kind): \(BadInput.describe(report))")
            BadInput.expectSane(report, input: bytes)
        }
    }

    // MARK: Number literals

    @Test(arguments: ["1e400", "1E400", "-1e400", "1e-400", "0.1e1", "12e0"])
    func exponentNumbersAreNotAmounts(literal: String) {
        // Valid JSON (RFC 8259 sets no range), but an amount is a plain decimal: never accepted, never a Double.
        for (kind, text) in BadInput.amountCarriers(literal, quoted: false) + BadInput.amountCarriers(literal, quoted: true) {
            let bytes = Array(text.utf8)
            let report = BadInput.validate(bytes, as: kind)
            #expect(report.diagnostics.contains { $0.code == .invalidParameterSyntax }, "\(kind) \(text)")
            BadInput.expectSane(report, input: bytes)
        }
        // As an MPL item count it is not an integer.
        let count = BadInput.mplWithItemCount(literal)
        #expect(BadInput.validate(Array(count.utf8)).diagnostics.contains {
            $0.path.hasSuffix("/itemCount") && $0.code == .invalidParameterSyntax
        }, "itemCount \(literal)")
    }

    @Test func minusZero() {
        // -0 is zero: a total must be more than zero (Apple Pay's may be zero); -0 is never "negative".
        for literal in ["-0", "-0.00", "-0.0"] {
            // Unquoted only where numbers are amounts (elsewhere a number is the wrong type: one fault, one code).
            let numbers = BadInput.amountCarriers(literal, quoted: false).filter {
                [.mplPayment, .mplAdvancedPayment, .applePay].contains($0.0)
            }
            for (kind, text) in BadInput.amountCarriers(literal, quoted: true) + numbers {
                let report = BadInput.validate(Array(text.utf8), as: kind)
                let zeroAllowed = kind == .applePay
                #expect(
                    report.diagnostics.contains { $0.code == .cannotBeZeroOrNegative } != zeroAllowed,
                    "\(kind) \(text): \(BadInput.describe(report))")
                #expect(!report.diagnostics.contains { $0.code == .cannotBeNegative }, "\(kind) \(text)")
            }
        }
        let shipping = #"{"recipient": "a@b.example", "subTotal": "10.00", "paymentCurrency": "USD", "invoiceData": {"totalTax": "0.00", "totalShipping": "-0.00", "invoiceItems": [{"name": "x", "totalPrice": "10.00", "itemPrice": "10.00", "itemCount": 1}]}}"#
        let report = BadInput.validate(Array(shipping.utf8))
        #expect(report.codes == [], "\(BadInput.describe(report))")
        // -0 as an item count is not above zero.
        #expect(BadInput.validate(Array(BadInput.mplWithItemCount("-0").utf8)).codes.contains(.cannotBeZeroOrNegative))
    }

    @Test(arguments: ["NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "inf", "nan", "+1", ".5", "01", "1.", "0x10"])
    func nonJSONNumberLiterals(literal: String) {
        for (kind, text) in BadInput.amountCarriers(literal, quoted: false) {
            let bytes = Array(text.utf8)
            let report = BadInput.validate(bytes, as: kind)
            #expect(report.codes == [.malformedJSON], "\(kind) \(text)")
            BadInput.expectSane(report, input: bytes)
        }
        // Quoted, they are strings: valid JSON with an amount that is not a decimal (`.5` is one in Orders v2).
        // (`01` is amount text too: the pattern allows leading zeros.)
        for (kind, text) in BadInput.amountCarriers(literal, quoted: true)
        where literal != "01" && !(literal == ".5" && kind == .ordersV2) {
            let report = BadInput.validate(Array(text.utf8), as: kind)
            #expect(report.diagnostics.contains { $0.code == .invalidParameterSyntax }, "\(kind) \"\(literal)\"")
        }
    }

    // MARK: Duplicate keys

    @Test func duplicateKeysAreReportedAndTheRestIsStillChecked() throws {
        let text = """
            {
              "recipient": "ann@shop.example",
              "subTotal": "10.00",
              "paymentCurrency": "USD",
              "subTotal": "1000.00",
              "invoiceData": {"totalTax": "0", "totalShipping": "0", "totalShipping": "0",
                              "invoiceItems": [{"name": "x", "totalPrice": "9.00", "itemPrice": "9.00", "itemCount": 1}]}
            }
            """
        let report = BadInput.validate(Array(text.utf8))
        #expect(report.kind == .mplPayment)
        let duplicates = report.diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.map(\.path) == ["/subTotal", "/invoiceData/totalShipping"])
        #expect(duplicates.first.map { ($0.line, $0.column) } ?? (0, 0) == (5, 15))
        #expect(duplicates.first?.message.contains("line 3") == true)
        // The first value is the one checked: 10.00 against the items' 9.00.
        #expect(report.diagnostics.contains { $0.code == .itemTotalMismatch })
        // Duplicates of the detection keys themselves, and in every example.
        for example in BadInput.validExamples {
            let document = try JSONDocument.parse(example.bytes)
            guard let first = document.root.children.first(where: { _ in true }), let key = first.key else { continue }
            var bytes = example.bytes
            let close = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
            bytes.insert(contentsOf: Array(",\"\(key)\": \(first.rawText)".utf8), at: close)
            let duplicated = BadInput.validate(bytes)
            #expect(duplicated.kind == example.kind, "\(example.name)")
            #expect(duplicated.diagnostics.filter { $0.code == .duplicateKey }.map(\.path) == ["/\(key)"], "\(example.name)")
        }
    }

    // MARK: Truncation

    @Test func everyTruncationOfEveryExampleIsMalformedJSON() {
        for example in BadInput.validExamples + BadInput.invalidExamples {
            let bytes = example.bytes
            // Trailing whitespace can be cut without harm; everything shorter than the closing brace is a
            // document that ends in the middle.
            let end = (bytes.lastIndex(of: UInt8(ascii: "}")) ?? 0)
            for length in 0...end {
                let prefix = Array(bytes[0..<length])
                let report = BadInput.validate(prefix)
                #expect(report.codes == [.malformedJSON], "\(example.name) cut at \(length)")
                guard let diagnostic = report.diagnostics.first else { continue }
                // The error points at the end of what is there (where the next token should have been).
                let lines = prefix.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                #expect(diagnostic.line == lines.count, "\(example.name) cut at \(length)")
            }
        }
    }

    // MARK: Wrong JSON type at every field

    /// Replacing any value of any valid example by a value of another JSON type yields at least one new diagnostic
    /// at or under that value's path, except where the field accepts that type (`BadInput.accepts`). `null` for a
    /// member must mean exactly what leaving the member out means, except where WebKit refuses it
    /// (`BadInput.refusesNull`) or holds it as the text "null" (an Apple Pay JS text member: one warning at it).
    @Test func wrongTypeAtEveryFieldOfEveryKind() throws {
        var replacements = 0
        for example in BadInput.validExamples {
            let document = try JSONDocument.parse(example.bytes)
            let baseline = Set(BadInput.validate(example.bytes, as: example.kind).diagnostics.map(BadInput.Finding.init))
            for value in BadInput.allValues(document.root) where value.parent != nil {
                let path = value.pointer
                for replacement in BadInput.replacements(for: value) {
                    let (_, report) = BadInput.replacingChecked(
                        value, in: example.bytes, with: replacement.text, as: example.kind)
                    replacements += 1
                    let new = report.diagnostics.filter { !baseline.contains(BadInput.Finding($0)) }
                    let atPath = new.filter { $0.path == path || $0.path.hasPrefix(path + "/") }
                    if replacement.kind == .null, BadInput.refusesNull(example.kind, path: path) {
                        // Refused by WebKit where absence is fine: one finding, at the member.
                        #expect(atPath.count == 1 && atPath.allSatisfy { $0.path == path && $0.severity == .error },
                            "\(example.name) \(path) = null: \(BadInput.describe(report))")
                    } else if replacement.kind == .null, value.key != nil {
                        // null ≡ absent; in Apple Pay JS, for a text member, one warning at it instead (Safari holds
                        // the text "null"), the rest as if it were absent.
                        let removed = BadInput.removing(value, from: example.bytes)
                        let absent = BadInput.validate(removed, as: example.kind)
                        let heldAsText = example.kind == .applePayJS
                            && report.diagnostics.filter { $0.path == path }.map(\.severity) == [.warning]
                            && report.diagnostics.contains { $0.path == path && $0.message.contains("turns into the text \"null\"") }
                        #expect(
                            Set(report.diagnostics.filter { !heldAsText || $0.path != path }.map { [$0.code.rawValue, $0.path] })
                                == Set(absent.diagnostics.filter { !heldAsText || $0.path != path }.map { [$0.code.rawValue, $0.path] }),
                            "\(example.name) \(path) = null differs from leaving it out:\n\(BadInput.describe(report))\nvs\n\(BadInput.describe(absent))"
                        )
                    } else if BadInput.accepts(example.kind, path: path, replacement.kind) {
                        #expect(atPath.isEmpty, "\(example.name) \(path) = \(replacement.text) is accepted, yet: \(BadInput.describe(report))")
                    } else {
                        #expect(
                            !atPath.isEmpty,
                            "\(example.name) \(path) = \(replacement.text): no diagnostic at \(path); got:\n\(BadInput.describe(report))")
                    }
                }
            }
        }
        #expect(replacements > 500)
    }
}

/// Inputs, examples and checks shared by the catalogue and the property tests.
