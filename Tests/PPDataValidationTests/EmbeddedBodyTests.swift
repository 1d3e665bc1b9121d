import Testing
import _PPDataTestSupport
@testable import PPDataValidation

/// A HAR body's places mapped back into the file by one walk that resumes (`EmbeddedBody.Cursor`) give the places a
/// walk from the token's start gives: in document order, out of order (a duplicate key's "first at" place), on
/// bodies of escapes, surrogate pairs, non-ASCII text and escaped line ends.
@Suite("HAR bodies: places in the file")
struct EmbeddedBodyTests {
    @Test func resumedWalksAgreeWithWalksFromTheStart() throws {
        var random = SplitMix64(seed: 0xB0D1)
        let pieces = ["a", "\\\"", "\\n", "\\u00e9", "é", "\\ud83d\\ude00", "😀", "\\t", "\\\\", " ", "\\u000a"]
        for _ in 0..<60 {
            let text = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            let document = try JSONDocument.parse(Array("{\"text\": \"\(text)\"}".utf8))
            let view = try #require(document.root["text"])
            let body = try #require(EmbeddedBody(view.view, line: 4, column: 17, base64: false))
            // Places in the body: its lines and columns, mostly ascending, some behind, some past the end.
            let lines = 1 + body.bytes.count { $0 == 0x0A }
            var places = (0..<40).map { _ in
                (Int.random(in: 1...lines + 1, using: &random), Int.random(in: 1...80, using: &random))
            }
            places.sort { $0 < $1 }
            places.insert((1, 1), at: places.count / 2)
            var cursor = EmbeddedBody.Cursor()
            for (line, column) in places {
                let resumed = body.filePosition(line: line, column: column, resuming: &cursor)
                let fresh = body.filePosition(line: line, column: column)
                #expect(resumed == fresh, "\(text) at \(line):\(column)")
            }
        }
    }
}
