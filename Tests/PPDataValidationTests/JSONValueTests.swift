import Testing
@testable import PPDataValidation

@Suite("JSON reader: values and pointers")
struct JSONValueTests {
    @Test func kindsAndScalars() throws {
        let root = try JSONDocument.parse(#"{"s": "x", "n": 10.50, "t": true, "f": false, "z": null, "a": [], "o": {}}"#).root
        #expect(root.kind == .object)
        #expect(root.count == 7)
        #expect(root["s"]?.kind == .string && root["s"]?.string == "x")
        #expect(root["n"]?.kind == .number && root["n"]?.numberText == "10.50")
        #expect(root["n"]?.string == nil)
        #expect(root["s"]?.numberText == nil)
        #expect(root["t"]?.bool == true && root["f"]?.bool == false && root["z"]?.bool == nil)
        #expect(root["z"]?.isNull == true && root["s"]?.isNull == false)
        #expect(root["a"]?.kind == .array && root["a"]?.count == 0)
        #expect(root["o"]?.kind == .object && root["o"]?.count == 0)
        #expect(root["missing"] == nil)
        #expect(root["s"]?["x"] == nil)  // not an object
        #expect(root[0] == nil)  // not an array
        #expect(JSONKind.bool.description == "boolean" && JSONKind.null.description == "null")
        #expect(root.hasKey("z") && !root.hasKey("Z"))
    }

    @Test func numberLiteralsKeepTheirText() throws {
        let huge = String(repeating: "9", count: 100_000)
        let root = try JSONDocument.parse("[-0, 1e400, -1.5E-10, 0.10, \(huge), \(huge).5]").root
        let texts = root.elements.map { $0.numberText ?? "?" }
        #expect(texts == ["-0", "1e400", "-1.5E-10", "0.10", huge, huge + ".5"])
        #expect(root[3]?.rawText == "0.10")
        #expect(root[3]?.byteRange == 22..<26)
    }

    @Test func stringsAreDecoded() throws {
        let text = #"["a\"b\\c\/d\b\f\n\r\t\u00e9\u00E9\ud83d\ude00", "\u0000", "plain ü 😀", "\u0041\u00"# + #"41"]"#
        let root = try JSONDocument.parse(text).root
        #expect(root[0]?.string == "a\"b\\c/d\u{8}\u{C}\n\r\té\u{E9}😀")
        #expect(root[1]?.string == "\u{0}")
        #expect(root[2]?.string == "plain ü 😀")
        #expect(root[3]?.string == "AA")
        #expect(root[0]?.rawText.hasPrefix("\"a\\\"") == true)
    }

    @Test func membersAndElementsInOrder() throws {
        let root = try JSONDocument.parse(#"{"b": 1, "a": [10, [20], {"x": 30}], "b": 2}"#).root
        let members = root.members.map { ($0.key, $0.value.rawText) }
        #expect(members.map(\.0) == ["b", "a", "b"])
        #expect(members.map(\.1) == ["1", #"[10, [20], {"x": 30}]"#, "2"])
        #expect(root.members.count == 3)
        let array = try #require(root["a"])
        #expect(array.elements.map(\.kind) == [.number, .array, .object])
        #expect(array.elements.count == 3)
        #expect(array[2]?["x"]?.numberText == "30")
        #expect(array[3] == nil && array[-1] == nil)
        #expect(root.elements.count == 0 && array.members.count == 0)
        #expect(Array(root.elements).isEmpty && Array(array.members).isEmpty)
        #expect(array[1]?.arrayIndex == 1 && array[1]?.key == nil)
        #expect(array.key == "a" && array.arrayIndex == nil)
        #expect(array[1]?.parent == array)
        #expect(root.parent == nil)
    }

    @Test func keysAreComparedAsCodePointsWithoutNormalisation() throws {
        let root = try JSONDocument.parse(#"{"\u0061": 1, "é": 2, "\/": 3}"#).root
        #expect(root["a"]?.numberText == "1")
        #expect(root["é"]?.numberText == "2")
        #expect(root["e\u{301}"] == nil)  // canonically equivalent, but different code points
        #expect(root["/"]?.numberText == "3")
        #expect(root.members.map(\.key) == ["a", "é", "/"])
    }

    @Test func pointersEscapeTildeAndSlash() throws {
        let text = #"{"a/b": {"m~n": [10, {"": 1, "x y": [true]}]}, "arr": [[0, 1], [2]], "~1": 5, "esc\/aped": 6}"#
        let document = try JSONDocument.parse(text)
        let root = document.root
        #expect(root.pointer == "")
        let inner = try #require(root["a/b"]?["m~n"]?[1])
        #expect(inner.pointer == "/a~1b/m~0n/1")
        #expect(inner[""]?.pointer == "/a~1b/m~0n/1/")
        #expect(inner["x y"]?[0]?.pointer == "/a~1b/m~0n/1/x y/0")
        #expect(root["arr"]?[1]?[0]?.pointer == "/arr/1/0")
        #expect(root["~1"]?.pointer == "/~01")
        #expect(root["esc/aped"]?.pointer == "/esc~1aped")
        #expect(inner.pointer(appending: "currency/code") == "/a~1b/m~0n/1/currency~1code")
        #expect(JSONValue.escapePointerToken("~/~") == "~0~1~0")
    }

    @Test func everyPointerResolvesBackToItsValue() throws {
        let text = #"{"a/b": {"m~n": [10, {"": 1, "x y": [true, null, {"k": "v"}]}]}, "arr": [[0, 1], [2]], "~1": {"~0": []}}"#
        let document = try JSONDocument.parse(text)
        var pending = [document.root]
        var visited = 0
        while let value = pending.popLast() {
            visited += 1
            #expect(document.value(atPointer: value.pointer) == value, "\(value.pointer)")
            pending.append(contentsOf: value.elements)
            pending.append(contentsOf: value.members.map(\.value))
        }
        #expect(visited == document.valueCount)
        #expect(document.value(atPointer: "/arr/01") == nil)
        #expect(document.value(atPointer: "/arr/-") == nil)
        #expect(document.value(atPointer: "/arr/5") == nil)
        #expect(document.value(atPointer: "arr") == nil)
        #expect(document.value(atPointer: "/nope") == nil)
        #expect(document.value(atPointer: "/arr/0/1/x") == nil)
    }

    @Test func valuesAreViewsComparedByIdentity() throws {
        let one = try JSONDocument.parse("[1, 1]")
        let other = try JSONDocument.parse("[1, 1]")
        #expect(one.root[0] == one.root[0])
        #expect(one.root[0] != one.root[1])
        #expect(one.root[0] != other.root[0])
        #expect(Set([one.root[0], one.root[0], one.root[1]]).count == 2)
    }

    @Test func parsesFromOtherByteCollections() throws {
        let line: ArraySlice<UInt8> = Array("xx{\"a\": 1}yy".utf8)[2..<10]
        let document = try JSONDocument.parse(utf8: line)
        #expect(document.root["a"]?.numberText == "1")
        #expect(document.root["a"]?.column == 7)
    }
}
