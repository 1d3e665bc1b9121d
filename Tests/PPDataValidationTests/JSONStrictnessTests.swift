import Testing
@testable import PPDataValidation

/// The parse error for `bytes`, or nil when they parse.
func jsonError(_ bytes: [UInt8], options: JSONParseOptions = JSONParseOptions()) -> JSONParseError? {
    do {
        _ = try JSONDocument.parse(bytes, options: options)
        return nil
    } catch {
        return error
    }
}

func jsonError(_ text: String, options: JSONParseOptions = JSONParseOptions()) -> JSONParseError? {
    jsonError(Array(text.utf8), options: options)
}

private let q: [UInt8] = [UInt8(ascii: "\"")]
private let open: [UInt8] = Array("[\"".utf8)
private let close: [UInt8] = Array("\"]".utf8)

@Suite("JSON reader: strict RFC 8259")
struct JSONStrictnessTests {
    @Test("rejected text, with the reason and the line:column of the failure", arguments: [
        ("", JSONParseError.Reason.emptyInput, 1, 1),
        ("   \n  ", .emptyInput, 2, 3),
        ("{\"a\":1,}", .trailingComma, 1, 7),
        ("[1,2,]", .trailingComma, 1, 5),
        ("[1,\n]", .trailingComma, 1, 3),
        ("{\"a\":1 ,\t\r\n }", .trailingComma, 1, 8),
        ("[[1],\n\n  ]", .trailingComma, 1, 5),
        ("[1,}", .unexpectedCharacter, 1, 4),  // the other bracket: no trailing comma, a stray character
        ("{\"a\":1,]", .unexpectedCharacter, 1, 8),
        ("]", .unexpectedCharacter, 1, 1),
        ("{\"a\":]", .unexpectedCharacter, 1, 6),
        ("{\"a\":1 // note\n}", .comment, 1, 8),
        ("/* c */ {}", .comment, 1, 1),
        ("[1, /* c */ 2]", .comment, 1, 5),
        ("[NaN]", .nonFiniteNumber, 1, 2),
        ("[Infinity]", .nonFiniteNumber, 1, 2),
        ("[-Infinity]", .nonFiniteNumber, 1, 2),
        ("[01]", .leadingZero, 1, 2),
        ("[-012]", .leadingZero, 1, 3),
        ("00", .leadingZero, 1, 1),
        ("[1.]", .invalidNumber, 1, 4),
        ("[.5]", .invalidNumber, 1, 2),
        ("[+1]", .invalidNumber, 1, 2),
        ("[1e]", .invalidNumber, 1, 4),
        ("[1e+]", .invalidNumber, 1, 5),
        ("[-]", .invalidNumber, 1, 3),
        ("[- 1]", .invalidNumber, 1, 3),
        ("[\"\\ud800\"]", .loneSurrogate, 1, 3),
        ("[\"\\udc00\"]", .loneSurrogate, 1, 3),
        ("[\"\\ud800\\u0041\"]", .loneSurrogate, 1, 3),
        ("[\"ab\\uDBFFx\"]", .loneSurrogate, 1, 5),
        ("[\"\\x\"]", .invalidEscape, 1, 3),
        ("[\"\\u12G4\"]", .invalidEscape, 1, 3),
        ("[\"\\'\"]", .invalidEscape, 1, 3),
        ("[\"a\tb\"]", .controlCharacter, 1, 4),
        ("[\"a\nb\"]", .controlCharacter, 1, 4),
        ("[\"\u{0}\"]", .controlCharacter, 1, 3),
        ("{} x", .trailingData, 1, 4),
        ("1 2", .trailingData, 1, 3),
        ("{}{}", .trailingData, 1, 3),
        ("{}\n\n]", .trailingData, 3, 1),
        ("{'a':1}", .unexpectedCharacter, 1, 2),
        ("{a:1}", .unexpectedCharacter, 1, 2),
        ("{\"a\" 1}", .unexpectedCharacter, 1, 6),
        ("[1 2]", .unexpectedCharacter, 1, 4),
        ("[,1]", .unexpectedCharacter, 1, 2),
        ("{\"a\":}", .unexpectedCharacter, 1, 6),
        ("{,}", .unexpectedCharacter, 1, 2),
        ("]", .unexpectedCharacter, 1, 1),
        ("[é]", .unexpectedCharacter, 1, 2),
        ("[True]", .unexpectedCharacter, 1, 2),
        ("[tru]", .invalidLiteral, 1, 2),
        ("[nulls]", .invalidLiteral, 1, 2),
        ("[falsey]", .invalidLiteral, 1, 2),
        ("{\"a\": [1, 2", .unexpectedEndOfInput, 1, 12),
        ("{\"a\"", .unexpectedEndOfInput, 1, 5),
        ("{\"a\":", .unexpectedEndOfInput, 1, 6),
        ("{\"a\":1", .unexpectedEndOfInput, 1, 7),
        ("[\"abc", .unexpectedEndOfInput, 1, 6),
        ("[tr", .unexpectedEndOfInput, 1, 4),
        ("-", .unexpectedEndOfInput, 1, 2),
        ("1.", .unexpectedEndOfInput, 1, 3),
        ("\"\\u12", .unexpectedEndOfInput, 1, 6),
        ("[", .unexpectedEndOfInput, 1, 2),
        ("{", .unexpectedEndOfInput, 1, 2),
        ("{\n  \"a\": 1,\n  \"b\": [1, 2,],\n}", .trailingComma, 3, 13),
        ("{\r\n  \"a\": 1,\r\n  \"b\": [1, 2,],\r\n}", .trailingComma, 3, 13),
        ("{\"ключ\": \"значение\",}", .trailingComma, 1, 20),
    ])
    func rejects(text: String, reason: JSONParseError.Reason, line: Int, column: Int) throws {
        let error = try #require(jsonError(text), "accepted: \(text)")
        #expect(error.reason == reason, "\(error)")
        #expect(error.line == line, "\(error)")
        #expect(error.column == column, "\(error)")
        #expect(!error.message.isEmpty)
        #expect(error.description == "\(line):\(column): \(error.message)")
    }

    @Test("invalid UTF-8 inside strings", arguments: [
        [0xC0, 0xAF],  // overlong '/'
        [0xC1, 0xBF],  // overlong
        [0xE0, 0x80, 0xAF],  // overlong 3-byte
        [0xF0, 0x80, 0x80, 0xAF],  // overlong 4-byte
        [0xED, 0xA0, 0x80],  // UTF-16 surrogate D800 encoded in UTF-8
        [0xED, 0xBF, 0xBF],  // surrogate DFFF
        [0xF4, 0x90, 0x80, 0x80],  // U+110000
        [0xF5, 0x80, 0x80, 0x80],  // lead byte beyond U+10FFFF
        [0xFF],
        [0x80],  // stray continuation byte
        [0xE2, 0x82],  // truncated 3-byte sequence (then the closing quote)
        [0xF0, 0x9F, 0x98],  // truncated 4-byte sequence
        [0xC3],  // truncated 2-byte sequence
    ] as [[UInt8]])
    func rejectsInvalidUTF8(sequence: [UInt8]) throws {
        let error = try #require(jsonError(open + sequence + close))
        #expect(error.reason == .invalidUTF8, "\(error)")
        #expect(error.offset == 2)
        #expect(error.line == 1 && error.column == 3)
        // The same sequence after a two-byte character: the column counts scalars, not bytes.
        let after = try #require(jsonError(open + Array("é".utf8) + sequence + close))
        #expect(after.offset == 4)
        #expect(after.column == 4)
    }

    @Test("input that ends inside a string names the line and column where the string opens")
    func unterminatedStringNamesItsOpening() throws {
        let oneLine = try #require(jsonError(#"{"country_code":"GBabc"#))
        #expect(oneLine.reason == .unexpectedEndOfInput)
        #expect(oneLine.message == "the input ends inside a string (it opens at line 1, column 17)")
        let later = try #require(jsonError("{\n  \"name\": \"café\",\n  \"city\": \"Zürich"))
        #expect(later.message == "the input ends inside a string (it opens at line 3, column 11)")
    }

    @Test func rejectsUTF8TruncatedByTheEndOfInput() throws {
        let error = try #require(jsonError(open + [0xE2, 0x82]))
        #expect(error.reason == .invalidUTF8)
        #expect(error.column == 3)
    }

    @Test func rejectsInvalidUTF8OutsideStrings() throws {
        let error = try #require(jsonError(Array("[".utf8) + [0xFF] + Array("]".utf8)))
        #expect(error.reason == .invalidUTF8)
        #expect(error.column == 2)
        let keyError = try #require(jsonError(Array("{\"".utf8) + [0xC0, 0x80] + Array("\":1}".utf8)))
        #expect(keyError.reason == .invalidUTF8)
    }

    @Test("UTF-16 and UTF-32 text, with or without a byte order mark, is named as such", arguments: [
        ("UTF-16", [0xFF, 0xFE], [1, 0]), ("UTF-16", [0xFE, 0xFF], [0, 1]), ("UTF-16", [], [1, 0]), ("UTF-16", [], [0, 1]),
        ("UTF-32", [0xFF, 0xFE, 0, 0], [1, 0, 0, 0]), ("UTF-32", [0, 0, 0xFE, 0xFF], [0, 0, 0, 1]),
        ("UTF-32", [], [1, 0, 0, 0]), ("UTF-32", [], [0, 0, 0, 1]),
    ] as [(String, [UInt8], [UInt8])])
    func namesWideEncodings(encoding: String, byteOrderMark: [UInt8], layout: [UInt8]) throws {
        // Each ASCII byte of the text where `layout` has 1, zero bytes where it has 0.
        let text = Array(" {\"intent\":\"CAPTURE\"}".utf8)
        let bytes = byteOrderMark + text.flatMap { byte in layout.map { $0 == 1 ? byte : 0 } }
        let error = try #require(jsonError(bytes))
        #expect(error.reason == .invalidUTF8)
        #expect(error.message.hasPrefix("the text is \(encoding), not UTF-8"), "\(error.message)")
        #expect(error.message.hasSuffix("save the file as UTF-8"))
    }

    @Test("a document of any kind of value in UTF-16 is named so; one NUL among ASCII is not UTF-16", arguments: [
        "\"abc\"", "12", "true", "[1]", "\n{}",
    ])
    func namesWideScalars(text: String) throws {
        let utf16LE: [UInt8] = text.utf8.flatMap { byte -> [UInt8] in [byte, 0] }
        let error = try #require(jsonError(utf16LE))
        #expect(error.message.hasPrefix("the text is UTF-16, not UTF-8"), "\(error.message)")
    }

    @Test func ordinaryFailuresInTheFirstBytesNameTheByte() throws {
        #expect(try #require(jsonError("{x}")).message.contains("character 'x'"))
        #expect(try #require(jsonError(Array("[".utf8) + [0xFF])).message.contains("0xFF never occurs"))
        // A NUL among ASCII characters is no UTF-16 layout (RFC 4627's four-byte patterns): the byte is named.
        #expect(try #require(jsonError(Array("{".utf8) + [0] + Array("\"a\":1}".utf8))).message.contains("U+0000"))
        #expect(try #require(jsonError([0] + Array("{\"a\":1}".utf8))).message.contains("U+0000"))
        #expect(try #require(jsonError([0x22, 0x00, 0x22])).message.contains("U+0000"))
    }

    @Test func messagesNameTheProblem() throws {
        #expect(try #require(jsonError("[1,]")).message.contains("trailing comma"))
        #expect(try #require(jsonError("// x\n{}")).message.contains("comments"))
        #expect(try #require(jsonError("[NaN]")).message.contains("NaN"))
        #expect(try #require(jsonError("[é]")).message.contains("U+00E9"))
        #expect(try #require(jsonError("{'a':1}")).message.contains("double quotes"))
        #expect(try #require(jsonError("[\"\u{1}\"]")).message.contains("U+0001"))
    }

    @Test("accepted edge cases", arguments: [
        "0", "-0", "1e400", "-1.5E-10", "0.5e-3", "1E+2", "\"\"", "null", "true", "false", "[]", "{}", " \t\r\n[ ] \n",
        "[\"\\u0000\"]", "[\"\\ud83d\\ude00\"]", "[\"\u{7F}\"]", "[\"\\/\\b\\f\\n\\r\\t\\\"\\\\\"]", "{\"\":{\"\":[]}}",
        "[[[[[]]]],{}]", "[\"\u{10FFFF}\", \"\u{FFFF}\", \"\u{D7FF}\", \"\u{E000}\", \"😀\"]",
    ])
    func accepts(text: String) {
        #expect(jsonError(text) == nil, "\(String(describing: jsonError(text)))")
    }

    @Test func acceptsResultForm() {
        let ok = Result { () throws(JSONParseError) -> JSONDocument in try JSONDocument.parse("[1]") }
        #expect((try? ok.get())?.root.count == 1)
        let bad = Result { () throws(JSONParseError) -> JSONDocument in try JSONDocument.parse("[1,]") }
        if case .failure(let error) = bad { #expect(error.reason == .trailingComma) } else { Issue.record("accepted [1,]") }
    }
}
