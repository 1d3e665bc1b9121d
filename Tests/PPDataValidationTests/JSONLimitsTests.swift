import Testing
@testable import PPDataValidation

@Suite("JSON reader: limits")
struct JSONLimitsTests {
    @Test func hundredThousandNestedArraysIsAnErrorNotACrash() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(jsonError(text))
        #expect(error.reason == .depthLimitExceeded)
        #expect((error.line, error.column, error.offset) == (1, 513, 512))
        // Truncated, too: the depth error comes first.
        #expect(jsonError(String(repeating: "[", count: 100_000))?.reason == .depthLimitExceeded)
    }

    @Test func depthLimitIsExact() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(jsonError(ok) == nil)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(jsonError(tooDeep)?.reason == .depthLimitExceeded)
        let objects = String(repeating: "{\"a\":", count: 513) + "1" + String(repeating: "}", count: 513)
        #expect(jsonError(objects)?.reason == .depthLimitExceeded)
        #expect(jsonError("[[1]]", options: JSONParseOptions(maxDepth: 1))?.reason == .depthLimitExceeded)
        #expect(jsonError("[1]", options: JSONParseOptions(maxDepth: 1)) == nil)
        #expect(jsonError("1", options: JSONParseOptions(maxDepth: 0)) == nil)
    }

    @Test func deepNestingWithARaisedLimitParsesWithoutRecursion() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
        let document = try JSONDocument.parse(text, options: JSONParseOptions(maxDepth: depth))
        #expect(document.valueCount == depth + 1)
        let deepest = try #require(document.value(atPointer: String(repeating: "/0", count: depth)))
        #expect(deepest.numberText == "7")
        #expect(deepest.pointer.utf8.count == 2 * depth)
    }

    @Test func inputSizeLimit() throws {
        let options = JSONParseOptions(maxInputBytes: 10)
        #expect(jsonError("[1,2,3,4]", options: options) == nil)  // 9 bytes
        let error = try #require(jsonError("[1,2,3,4,5]", options: options))
        #expect(error.reason == .sizeLimitExceeded)
        #expect((error.line, error.column) == (1, 1))
        #expect(error.message.contains("11 bytes"))
    }

    @Test func tenMegabyteStringParses() throws {
        let count = 10 * 1024 * 1024
        var bytes: [UInt8] = [UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "s"), UInt8(ascii: "\""), UInt8(ascii: ":"),
                              UInt8(ascii: "\"")]
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: count))
        bytes.append(contentsOf: Array("é\", \"n\": 1}".utf8))
        let document = try JSONDocument.parse(bytes)
        let s = try #require(document.root["s"]?.string)
        #expect(s.utf8.count == count + 2)
        #expect(document.root["n"].map { ($0.line, $0.column) } ?? (0, 0) == (1, count + 16))  // {"s":"…é", "n": 1 : 6 + count + 9 scalars before
    }

    @Test func truncatedDocumentsAreErrors() throws {
        let full = #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}]}"#
        let bytes = Array(full.utf8)
        #expect(jsonError(bytes) == nil)
        for length in 0..<bytes.count {
            let error = try #require(jsonError(Array(bytes[0..<length])), "prefix \(length) accepted")
            #expect(error.reason == .unexpectedEndOfInput || error.reason == .emptyInput)
            #expect(error.offset == length)
        }
    }
}
