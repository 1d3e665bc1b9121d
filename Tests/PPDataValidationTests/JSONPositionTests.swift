import Dispatch
import Testing
import _PPDataTestSupport
@testable import PPDataValidation
import Synchronization

private func parse(_ text: String, options: JSONParseOptions = JSONParseOptions()) throws -> JSONDocument {
    try JSONDocument.parse(text, options: options)
}

@Suite("JSON reader: line and column of values")
struct JSONPositionTests {
    @Test func valuesOnSeveralLines() throws {
        let text = """
        {
          "name": "Zoë",
          "amount": {"value": "10.50"},
          "list": [1, "ü", true]
        }
        """
        let root = try parse(text).root
        #expect(root.position == JSONPosition(offset: 0, line: 1, column: 1))
        let name = try #require(root["name"])
        #expect((name.line, name.column) == (2, 11))
        #expect(name.keyPosition.map { ($0.line, $0.column) } ?? (0, 0) == (2, 3))
        let amount = try #require(root["amount"])
        #expect((amount.line, amount.column) == (3, 13))
        let value = try #require(amount["value"])
        #expect((value.line, value.column) == (3, 23))
        #expect(value.keyPosition?.column == 14)
        let list = try #require(root["list"])
        #expect((list.line, list.column) == (4, 11))
        // "ü" is two bytes but one column.
        #expect(list[1].map { ($0.line, $0.column) } ?? (0, 0) == (4, 15))
        #expect(list[2].map { ($0.line, $0.column) } ?? (0, 0) == (4, 20))
        #expect(list[2]?.keyPosition == nil)
    }

    @Test func columnsCountUnicodeScalarsAfterMultiByteCharacters() throws {
        let root = try parse("{\"ключ\": \"значение\", \"n\": 5}").root
        let n = try #require(root["n"])
        #expect(n.column == 27)
        #expect(n.keyPosition?.column == 22)
        #expect(n.position.offset == 26 + ("ключзначение".utf8.count - "ключзначение".unicodeScalars.count))
        let emoji = try parse("[\"😀\", 1]").root
        #expect(emoji[1]?.column == 7)
        // A combining sequence is two scalars, so two columns.
        let combining = try parse("[\"e\u{301}\", 1]").root
        #expect(combining[1]?.column == 8)
    }

    @Test func crlfLineEndsCountOnce() throws {
        let root = try parse("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}").root
        #expect(root["a"].map { ($0.line, $0.column) } ?? (0, 0) == (2, 8))
        #expect(root["b"].map { ($0.line, $0.column) } ?? (0, 0) == (3, 8))
    }

    @Test func aLoneCarriageReturnDoesNotEndALine() throws {
        let root = try parse("[1,\r2]").root
        #expect(root[1].map { ($0.line, $0.column) } ?? (0, 0) == (1, 5))
    }

    @Test func blankLinesAreCounted() throws {
        let root = try parse("\n\n\n  [\n\n 7]").root
        #expect((root.line, root.column) == (4, 3))
        #expect(root[0].map { ($0.line, $0.column) } ?? (0, 0) == (6, 2))
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)
        let document = try JSONDocument.parse(bytes)
        #expect(document.root.column == 1)
        let a = try #require(document.root["a"])
        #expect((a.line, a.column) == (1, 7))
        #expect(a.position.offset == 9)
        #expect(document.bytes.count == bytes.count)
        // A BOM alone is an empty document; a BOM before an error does not shift its column.
        #expect(jsonError([0xEF, 0xBB, 0xBF])?.reason == .emptyInput)
        let error = try #require(jsonError([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)))
        #expect((error.line, error.column, error.offset) == (1, 3, 5))
        // A BOM that is not at the start is not skipped.
        #expect(jsonError(Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1".utf8))?.reason == .unexpectedCharacter)
    }

    @Test func baseLineShiftsEveryLine() throws {
        let options = JSONParseOptions(baseLine: 41)
        let root = try parse("{\"a\":\n 1}", options: options).root
        #expect(root.line == 41)
        #expect(root["a"].map { ($0.line, $0.column) } ?? (0, 0) == (42, 2))
        let error = try #require(jsonError("[1,]", options: JSONParseOptions(baseLine: 10)))
        #expect((error.line, error.column) == (10, 3))
    }

    @Test func positionOfArbitraryOffsets() throws {
        let document = try parse("[1,\n 2]")
        #expect(document.position(ofOffset: 0) == JSONPosition(offset: 0, line: 1, column: 1))
        #expect(document.position(ofOffset: 3) == JSONPosition(offset: 3, line: 1, column: 4))  // the LF itself
        #expect(document.position(ofOffset: 4) == JSONPosition(offset: 4, line: 2, column: 1))
        #expect(document.position(ofOffset: 999).offset == 7)  // clamped to the end
        #expect(JSONPosition(offset: 0, line: 3, column: 9).description == "3:9")
    }

    /// Scalars counted eight bytes at a time agree with counting them one by one, at every alignment and length, on
    /// text mixing one- to four-byte scalars.
    @Test func scalarCountAgreesWithTheScalars() {
        var random = SplitMix64(seed: 0x5CA1)
        let pieces = ["a", "{", "é", "€", "😀", "\u{301}", " ", "\"", "日本"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            let bytes = Array(text.utf8)
            let from = Int.random(in: 0...bytes.count, using: &random)
            let to = Int.random(in: from...bytes.count, using: &random)
            let expected = bytes[from..<to].filter { $0 & 0xC0 != 0x80 }.count
            bytes.withUnsafeBufferPointer { buffer in
                #expect(JSONDocument.scalarCount(buffer, from: from, to: to) == expected, "\(text) \(from) \(to)")
            }
        }
    }

    /// Columns before a document's first non-ASCII byte are byte counts, and only the bytes from it on are counted
    /// as scalars; the columns are the scalar counts all the same, with a BOM, CR LF, tabs and escapes, non-ASCII in
    /// keys and values, on the first line or a later one.
    @Test func asciiDocumentsCountColumnsByBytes() throws {
        let texts: [(text: String, firstNonASCII: Int)] = [
            ("{\"a\": [1, \"x\"],\r\n\t\"b\": {\"c\": \"\\u00e9\"}}", Int.max),
            ("\u{FEFF}{\"a\":\n  [true, null, \"\\n\"]}", Int.max),
            ("{\"é\": 1, \"b\": [\"ü\", 2]}", 2),
            ("[\"x\", \"𝟙\", {\"k\": 3}]", 7),
            ("{\"name\": \"plain\",\n \"city\": \"Zürich\", \"b\": [\"ü\"],\n \"c\": 1}", 29),
            ("\u{FEFF}{\"a\": \"x\", \"日本\": {\"k\": \"€\"}}", 15),
        ]
        for (text, firstNonASCII) in texts {
            let bytes = Array(text.utf8)
            let document = try JSONDocument.parse(bytes)
            #expect(document.asciiBefore == firstNonASCII, "\(text)")
            bytes.withUnsafeBufferPointer { buffer in
                for offset in 0...bytes.count {
                    let counted = JSONDocument.position(
                        ofOffset: offset, in: buffer, lineStarts: document.lineStarts,
                        firstLineStart: document.firstLineStart, baseLine: 1)
                    #expect(document.position(ofOffset: offset) == counted, "\(text) at \(offset)")
                }
            }
        }
    }

    /// Columns far into a long line (a minified document, non-ASCII near its start) come from the document's index
    /// of continuation bytes; they agree with counting from the line start at every offset around the index's
    /// strides, on lines of one- to four-byte scalars, also when many threads ask at once and race to make the index.
    @Test func columnsFarIntoALongLineAgreeWithCounting() throws {
        var random = SplitMix64(seed: 0x10_4C01)
        let pieces = ["\"a\",", "\"é\",", "\"€€\",", "\"😀\",", "1,", " ", "\"日本\","]
        let stride = JSONDocument.scalarIndexStride
        for length in [3 * stride, 7 * stride + 13, 40 * stride] {
            var text = "[\"Québec\","
            while text.utf8.count < length { text += pieces.randomElement(using: &random) ?? "" }
            text += "0,\n1]"
            let bytes = Array(text.utf8)
            let document = try JSONDocument.parse(bytes)
            let offsets = Array(0...bytes.count).filter { $0 % stride < 3 || $0 % stride > stride - 3 }
                + (0..<500).map { _ in Int.random(in: 0...bytes.count, using: &random) }
            let expected = bytes.withUnsafeBufferPointer { buffer in
                offsets.map {
                    JSONDocument.position(
                        ofOffset: $0, in: buffer, lineStarts: document.lineStarts,
                        firstLineStart: document.firstLineStart, baseLine: 1)
                }
            }
            let found = Mutex(Array(repeating: JSONPosition(offset: 0, line: 0, column: 0), count: offsets.count))
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for index in offsets.indices where index % 8 == thread {
                    let position = document.position(ofOffset: offsets[index])
                    found.withLock { $0[index] = position }
                }
            }
            found.withLock { found in
                let wrong = offsets.indices.filter { found[$0] != expected[$0] }
                #expect(wrong.isEmpty, "length \(length): \(wrong.prefix(3).map { (offsets[$0], found[$0], expected[$0]) })")
            }
        }
    }
}
