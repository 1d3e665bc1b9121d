import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// The real documents as seeds for bad input: they hold member combinations no example has (Apple Pay JS requests
/// from WebKit's tests, Orders v2 bodies from production plugins), so each of their values is given every other JSON
/// type, an empty text and a long one, with the document's own kind and with auto-detection. Every report must stay
/// sane (`BadInput.expectSane`). What each replacement should report is the examples' and the schema sweeps' job
/// (BadInputCatalogueTests, RequestSchemaSweepTests); here only that nothing traps, hangs or echoes a value whole.
@Suite("Real documents: every value replaced")
struct RealDocumentsSweepTests {
    /// One value of each JSON type, an empty text and a text past every length limit and message cap.
    static let replacements = [
        #"{"x": 1}"#, "[1]", #""x""#, "7", "true", "null", #""""#, "\"\(String(repeating: "9", count: 5_000))\"",
        "[[[[]]]]", "-1.5",
    ]

    @Test(
        "every value of every real document, given every other type: sane reports",
        arguments: Set(RealDocumentsTests.entries.map(\.kind)).sorted())
    func everyValueReplaced(kind name: String) throws {
        // A contributor's run takes every 10th value (about 900 in all), CI's all of them (about 9,300).
        let stride = TestScale.pick(quick: 10, full: 1)
        var offset = 0
        var checked = 0
        let kind = try #require(DocumentKind(rawValue: name))
        for entry in RealDocumentsTests.entries where entry.kind == name && entry.file.hasSuffix(".json") {
            let bytes = try Array(Data(contentsOf: RealDocumentsTests.corpus.appendingPathComponent(entry.file)))
            guard let document = try? JSONDocument.parse(bytes) else { continue }
            for value in BadInput.allValues(document.root) where value.parent != nil {
                defer { offset += 1 }
                guard offset % stride == 0 else { continue }
                for text in Self.replacements { _ = BadInput.replacingChecked(value, in: bytes, with: text, as: kind) }
                checked += 1
            }
        }
        #expect(checked >= 1)
    }
}
