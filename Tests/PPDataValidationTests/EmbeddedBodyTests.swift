import Foundation
import Testing
import _PPDataTestSupport
@testable import PPDataValidation

/// A HAR body's places mapped back into the file by one walk that resumes (`EmbeddedBody.Cursor`) give the places a
/// walk from the token's start gives: in document order, out of order (a duplicate key's "first at" place), on
/// bodies of escapes, surrogate pairs, non-ASCII text and escaped line ends.
@Suite("HAR bodies: places in the file")
struct EmbeddedBodyTests {
    /// Random bodies of `pieces` (escapes as written) of up to `length` pieces, each with its text as written.
    private static func randomBodies(
        _ random: inout SplitMix64, pieces: [String], length: Int
    ) throws -> [(text: String, body: EmbeddedBody)] {
        try (0..<60).map { _ in
            let text = (0..<Int.random(in: 0...length, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            let document = try JSONDocument.parse(Array("{\"text\": \"\(text)\"}".utf8))
            let view = try #require(document.root["text"])
            return (text, try #require(EmbeddedBody(view.view, line: 4, column: 17, base64: false)))
        }
    }

    @Test func resumedWalksAgreeWithWalksFromTheStart() throws {
        var random = SplitMix64(seed: 0xB0D1)
        let pieces = ["a", "\\\"", "\\n", "\\u00e9", "é", "\\ud83d\\ude00", "😀", "\\t", "\\\\", " ", "\\u000a"]
        for (text, body) in try Self.randomBodies(&random, pieces: pieces, length: 300) {
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

    /// A walk resumed from the checkpoint before a place gives the place a walk from the start gives, for places in
    /// any order, on the same random bodies (some past 64 scalars between line ends, so checkpoints fall mid-line).
    @Test func walksFromCheckpointsAgreeWithWalksFromTheStart() throws {
        var random = SplitMix64(seed: 0xC4EC)
        let pieces = ["a", "\\\"", "\\n", "\\u00e9", "é", "\\ud83d\\ude00", "😀", "\\t", "\\\\", " ", "bcdefgh"]
        for (text, body) in try Self.randomBodies(&random, pieces: pieces, length: 400) {
            let marks = body.checkpoints()
            let lines = 1 + body.bytes.count { $0 == 0x0A }
            for _ in 0..<40 {
                let (line, column) = (Int.random(in: 1...lines + 1, using: &random), Int.random(in: 1...300, using: &random))
                var cursor = EmbeddedBody.cursor(in: marks, before: line, column: column)
                #expect(cursor.reaches(line: line, column: column))
                let resumed = body.filePosition(line: line, column: column, resuming: &cursor)
                #expect(resumed == body.filePosition(line: line, column: column), "\(text) at \(line):\(column)")
            }
        }
    }

    /// An exchange record whose body repeats 3,000 keys in reverse order: every DUPLICATE_KEY's "first at" place is
    /// the first key's column in the file (each walked from the checkpoint before it, no longer from the start).
    @Test func firstPlacesOfKeysRepeatedInReverseOrder() throws {
        let keys = (0..<3_000).map { "k\($0)" }
        let body = #"{"intent":"CAPTURE","# + (keys + keys.reversed()).map { #""\#($0)":1"# }.joined(separator: ",") + "}"
        let escaped = body.replacingOccurrences(of: "\"", with: #"\""#)
        let record = #"{"method":"POST","url":"https://api-m.paypal.com/v2/checkout/orders","request":{"body":""#
            + escaped + "\"}}"
        var options = ValidationOptions()
        options.findingsLimit = nil
        let duplicates = PaymentValidator(options: options).validate(record).diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.count == keys.count)
        for finding in duplicates {
            let key = try #require(finding.path.split(separator: "/").last.map(String.init))
            // The first `\"kN\"` in the file; the place reported is its value's, after the colon.
            let written = #"\""# + key + #"\""#
            let offset = try #require(record.range(of: written)).upperBound.utf16Offset(in: record)
            #expect(finding.message.hasSuffix("(first at line 1, column \(offset + 2))"), "\(finding.message)")
        }
    }
}
