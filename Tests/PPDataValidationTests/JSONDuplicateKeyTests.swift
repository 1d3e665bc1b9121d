import Testing
@testable import PPDataValidation

@Suite("JSON reader: duplicate keys")
struct JSONDuplicateKeyTests {
    @Test func duplicatesAtEveryLevelInDocumentOrder() throws {
        let text = """
        {"a": 1,
         "b": {"x": 1, "y": 2, "x": 3},
         "a": 2,
         "c": [{"k": 1, "k": 2,
                "k": 3}]}
        """
        let document = try JSONDocument.parse(text)
        let duplicates = document.duplicateKeys
        #expect(duplicates.map(\.key) == ["x", "a", "k", "k"])
        #expect(duplicates.map(\.value.pointer) == ["/b/x", "/a", "/c/0/k", "/c/0/k"])
        #expect(duplicates.map(\.value.rawText) == ["3", "2", "2", "3"])
        #expect(duplicates.map(\.firstValue.rawText) == ["1", "1", "1", "1"])
        #expect(duplicates.map { [$0.value.line, $0.value.column] } == [[2, 29], [3, 7], [4, 22], [5, 14]])
        #expect(duplicates.map { $0.value.keyPosition?.column ?? 0 } == [24, 2, 17, 9])
        // Parsing still succeeds and lookups see the first occurrence.
        #expect(document.root["a"]?.numberText == "1")
        #expect(document.root["b"]?["x"]?.numberText == "1")
        #expect(document.root.members.count == 4)
    }

    @Test func escapedSpellingsOfTheSameKeyAreDuplicates() throws {
        let document = try JSONDocument.parse(#"{"a": 1, "\u0061": 2, "\/": 3, "/": 4}"#)
        #expect(document.duplicateKeys.map(\.key) == ["a", "/"])
        #expect(document.duplicateKeys.map(\.value.pointer) == ["/a", "/~1"])
    }

    @Test func differentCodePointsAreDifferentKeys() throws {
        #expect(try JSONDocument.parse("{\"é\": 1, \"e\u{301}\": 2}").duplicateKeys.isEmpty)
        #expect(try JSONDocument.parse(#"{"a": 1, "A": 2, "a ": 3, "": 4}"#).duplicateKeys.isEmpty)
        #expect(try JSONDocument.parse(#"[{"a": 1}, {"a": 2}]"#).duplicateKeys.isEmpty)
        #expect(try JSONDocument.parse(#"{"a": {"a": {"a": 1}}}"#).duplicateKeys.isEmpty)
    }

    @Test func largeObjectsUseTheHashedPath() throws {
        var members = (0..<40).map { "\"key\($0)\": \($0)" }
        members.append("\"key7\": 100")
        members.append("\"key39\": 101")
        let document = try JSONDocument.parse("{" + members.joined(separator: ", ") + "}")
        #expect(document.duplicateKeys.map(\.key) == ["key7", "key39"])
        #expect(document.duplicateKeys.map(\.firstValue.rawText) == ["7", "39"])
        let distinct = (0..<40).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        #expect(try JSONDocument.parse("{" + distinct + "}").duplicateKeys.isEmpty)
    }
}
