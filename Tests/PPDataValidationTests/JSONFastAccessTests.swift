import Testing
@testable import PPDataValidation

@Suite("JSON reader: byte-level accessors")
struct JSONFastAccessTests {
    @Test func keyTagsScreenLookupsAndFitTheNodesPadding() throws {
        #expect(MemoryLayout<JSONNode>.stride == 32)
        let document = try JSONDocument.parse(#"{"ab": 1, "a\u0062c": 2, "": 3, "aβ": 4, "abc": 5}"#)
        let root = document.root
        #expect(root["ab"]?.numberText == "1")
        #expect(root["abc"]?.numberText == "2")  // the escaped key comes first and is found decoded
        #expect(root[""]?.numberText == "3")
        #expect(root["aβ"]?.numberText == "4")
        #expect(root["a"] == nil && root["abd"] == nil && root["β"] == nil)
        let long = String(repeating: "k", count: 300)
        let longDocument = try JSONDocument.parse("{\"\(long)x\": 1, \"\(long)\": 2}")
        #expect(longDocument.root[long]?.numberText == "2")  // same tag (length capped), told apart by bytes
    }

    @Test func escapedKeysAreNotedOnTheirOwnObject() throws {
        let document = try JSONDocument.parse(#"{"a": {"b\u0063": 1, "d": 2}, "x": 3, "list": [{"\u0079": 4}]}"#)
        let root = document.root
        let nodes = root.view.storage.nodes
        #expect(nodes[Int(root.view.index)].flags & JSONNode.hasEscapedKey == 0)
        let inner = try #require(root["a"])
        #expect(nodes[Int(inner.view.index)].flags & JSONNode.hasEscapedKey != 0)
        #expect(inner["bc"]?.numberText == "1" && inner["d"]?.numberText == "2" && inner["b"] == nil)
        #expect(root["x"]?.numberText == "3")
        #expect(root["list"]?[0]?["y"]?.numberText == "4")
        let duplicated = try JSONDocument.parse(#"{"k": 1, "\u006b": 2, "m": {"k": 3, "n": 4}}"#)
        #expect(duplicated.duplicateKeys.map(\.key) == ["k"])
    }

    @Test func theEmptyKeyIsTaggedAlikeInNodesAndKeySets() throws {
        let document = try JSONDocument.parse(#"{"a": 1, "": 2, "b": {"": 3}}"#)
        let root = document.root.view
        let empty = try #require(root.member(named: ""))
        #expect(empty.node.keyTag == JSONNode.keyTag(length: 0, first: JSONNode.emptyKeyFirst))
        let keys = JSONKeySet(["", "a"])
        let b = try #require(root.member(named: "b"))
        #expect(keys.contains(keyOf: empty) && !keys.contains(keyOf: b))
        let members = JSONObjectMembers(reading: root, keys: keys)
        #expect(members[0]?.numberText == "2" && members[1]?.numberText == "1")
    }

    @Test func childrenCoverObjectsAndArrays() throws {
        let root = try JSONDocument.parse(#"{"a": 1, "b": [true, null], "c": "x"}"#).root
        #expect(root.children.map(\.rawText) == ["1", "[true, null]", "\"x\""])
        #expect(root.children.map { $0.key ?? "-" } == ["a", "b", "c"])
        #expect(root.children.count == 3)
        #expect(root["b"]?.children.map(\.rawText) == ["true", "null"])
        #expect(root["c"]?.children.count == 0)
        #expect(Array(root["c"]!.children).isEmpty)
    }

    @Test func stringEqualsComparesDecodedText() throws {
        let root = try JSONDocument.parse(#"["CAPTURE", "CAPT\u0055RE", "capture", 5, "é", "e\u0301", ""]"#).root
        #expect(root[0]?.stringEquals("CAPTURE") == true)
        #expect(root[1]?.stringEquals("CAPTURE") == true)
        #expect(root[2]?.stringEquals("CAPTURE") == false)
        #expect(root[0]?.stringEquals("CAPTUR") == false)
        #expect(root[3]?.stringEquals("5") == false)  // a number is not a string
        #expect(root[4]?.stringEquals("é") == true)
        #expect(root[5]?.stringEquals("é") == false)  // no normalisation
        #expect(root[6]?.stringEquals("") == true)
    }

    @Test func stringScalarCountCountsCodePoints() throws {
        let root = try JSONDocument.parse(#"["abc", "Zoë", "😀", "e\u0301", "\ud83d\ude00x", "", 12]"#).root
        #expect(root.elements.map { $0.stringScalarCount ?? -1 } == [3, 3, 1, 2, 2, 0, -1])
    }

    @Test func keyEqualsComparesWithoutDecoding() throws {
        let root = try JSONDocument.parse(#"{"value": 1, "v\u0061lue2": 2, "list": [3]}"#).root
        let children = Array(root.children)
        #expect(children[0].keyEquals("value"))
        #expect(!children[0].keyEquals("Value"))
        #expect(children[1].keyEquals("value2"))
        #expect(!root.keyEquals(""))  // the root has no key
        #expect(root["list"]?[0]?.keyEquals("0") == false)  // nor do array elements
    }

    @Test func keySetMatchesKeysByBytes() throws {
        let known = JSONKeySet(["currency_code", "value", "breakdown", "value", "é"])
        #expect(known.count == 4)
        #expect(known.keys == ["currency_code", "value", "breakdown", "é"])
        #expect(known.contains("value") && !known.contains("Value") && !known.contains(""))
        let root = try JSONDocument.parse(#"{"currency_code": "USD", "valu\u0065": "1", "subtotal": "2", "e\u0301": 0, "é": 1}"#).root
        let unknown = root.children.filter { !known.contains(keyOf: $0) }.compactMap(\.key)
        #expect(unknown == ["subtotal", "e\u{301}"])
        #expect(!known.contains(keyOf: root))
        #expect(!JSONKeySet([String]()).contains("x"))
        // Many keys: the table grows and every key is still found.
        let many = JSONKeySet((0..<500).map { "key\($0)" })
        #expect((0..<500).allSatisfy { many.contains("key\($0)") })
        #expect(!many.contains("key500"))
        // Sets are told apart by their table, not their keys: a members table read with one set is not the other's.
        let same = JSONKeySet(["currency_code", "value", "breakdown", "é"])
        let members = JSONObjectMembers(reading: root.view, keys: known)
        #expect(members.isRead(with: known) && !members.isRead(with: same))
        #expect(members[0]?.string == "USD" && members[1]?.string == "1" && members[2] == nil)
    }

    @Test func parsesFromABufferWithoutKeepingIt() throws {
        let document = try [UInt8]("[\"kept\"]".utf8).withUnsafeBufferPointer { buffer in
            try JSONDocument.parse(buffer: buffer)
        }
        #expect(document.root[0]?.string == "kept")
        #expect(document.bytes == Array("[\"kept\"]".utf8))
    }

    /// A document parsed in place (`parse(borrowing:options:)`, the validator's path) reads exactly what a copied one
    /// reads, including positions after a BOM and line breaks, and escapes.
    @Test func borrowedInputReadsLikeACopy() throws {
        let text = "\u{FEFF}{\"a\": [1, \"x\\u0041\"],\n \"b\": {\"c\": null, \"d\": true}}"
        let bytes = Array(text.utf8)
        let copied = try JSONDocument.parse(bytes)
        try bytes.withUnsafeBufferPointer { buffer in
            let borrowed = try JSONDocument.parse(borrowing: buffer, options: JSONParseOptions())
            #expect(borrowed.valueCount == copied.valueCount)
            for pointer in ["", "/a", "/a/0", "/a/1", "/b", "/b/c", "/b/d"] {
                let left = try #require(borrowed.value(atPointer: pointer))
                let right = try #require(copied.value(atPointer: pointer))
                #expect(left.kind == right.kind && left.string == right.string && left.numberText == right.numberText)
                #expect(left.line == right.line && left.column == right.column, "\(pointer)")
            }
            #expect(borrowed.bytes == bytes)
        }
        #expect(throws: JSONParseError.self) {
            try [UInt8]("{\"a\": }".utf8).withUnsafeBufferPointer { try JSONDocument.parse(borrowing: $0, options: JSONParseOptions()) }
        }
    }

    /// One scratch's node buffer serves document after document: small, then one that outgrows it, a malformed one
    /// (the parser hands the buffer back on failure too), one so large that its buffer is not kept, then small
    /// again; each reads exactly as the same text parsed with a buffer of its own.
    @Test func scratchNodesReadLikeOwnNodes() throws {
        let scratch = JSONParseScratch()
        let big = "[" + (0..<5_000).map { "{\"k\": [\($0), \"v\($0)\"]}" }.joined(separator: ",") + "]"
        let huge = "[" + Array(repeating: "1", count: JSONParseScratch.keptCapacity + 10).joined(separator: ",") + "]"
        let texts = ["{\"a\": 1}", big, "{\"a\": }", "[\"x\", {\"y\": null}]", huge, "{\"b\": [true, false]}", big]
        for text in texts {
            let bytes = Array(text.utf8)
            let own = Result { () throws(JSONParseError) in try JSONDocument.parse(bytes) }
            bytes.withUnsafeBufferPointer { buffer in
                let scratched = Result { () throws(JSONParseError) in
                    try JSONDocument.parse(borrowing: buffer, options: JSONParseOptions(), scratch: scratch)
                }
                switch (own, scratched) {
                case (.success(let left), .success(let right)):
                    #expect(left.valueCount == right.valueCount)
                    for index in stride(from: 0, to: left.valueCount, by: max(1, left.valueCount / 50)) {
                        let a = JSONValue(document: left, index: Int32(index))
                        let b = JSONValue(document: right, index: Int32(index))
                        #expect(a.kind == b.kind && a.pointer == b.pointer && a.string == b.string)
                        #expect(a.numberText == b.numberText && a.line == b.line && a.column == b.column)
                    }
                case (.failure(let left), .failure(let right)):
                    #expect(left == right)
                default:
                    Issue.record("one parse failed, the other did not: \(text.prefix(20))")
                }
            }
        }
    }
}
