import Foundation
import Testing

@testable import ppdata

/// `LineReader` splits NDJSON into lines, each copied into the batch's `BatchBuffers`: every line comes back with its
/// bytes and number when batches switch buffers at any point, blank lines and line endings are never copied, and a
/// line over the limit is skipped without keeping it.
@Suite("Line reader")
struct LineReaderTests {
    /// Writes `bytes` to a fresh temporary file and opens it.
    private func input(_ bytes: [UInt8]) throws -> InputFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-lines-\(UUID().uuidString).ndjson")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try InputFile.open(url.path)  // the descriptor keeps the file readable once its name is gone
    }

    /// Every line of `input` until the end, as (number, bytes), copied into two `BatchBuffers` taken in turn (a
    /// switch after every `batch` lines), with the lines over `maxLineBytes`, and the most either buffer held.
    private func readAll(
        _ input: InputFile, maxLineBytes: Int = 64 << 20, batch: Int
    ) throws -> (lines: [(Int, [UInt8])], tooLong: [(Int, Int)], held: Int) {
        let pair = (BatchBuffers(), BatchBuffers())
        let reader = LineReader(input, maxLineBytes: maxLineBytes)
        var lines: [(Int, [UInt8])] = []
        var tooLong: [(Int, Int)] = []
        var current = pair.0
        current.beginFilling()
        var pending: [(Range<Int>, Int)] = []
        var held = 0
        func finishBatch() {
            // A batch's lines are read back only when it is complete, as the workers read them.
            current.beginChecking()
            for (range, number) in pending { lines.append((number, current.withLine(at: range) { Array($0) })) }
            held = max(held, pending.last?.0.upperBound ?? 0)
            pending = []
            current.finishWriting()
            current = current === pair.0 ? pair.1 : pair.0
            current.beginFilling()
        }
        while let line = try reader.next(into: current) {
            switch line {
            case .text(let range, let number): pending.append((range, number))
            case .tooLong(let number, let byteCount): tooLong.append((number, byteCount))
            case .wouldBlock: Issue.record("a regular file never blocks")
            }
            if pending.count == batch { finishBatch() }
        }
        finishBatch()
        return (lines, tooLong, held)
    }

    @Test(arguments: [1, 2, 7, 1_000])
    func linesComeBackAcrossBatches(batch: Int) throws {
        var text: [UInt8] = [0xEF, 0xBB, 0xBF]
        var expected: [(Int, [UInt8])] = []
        for index in 0..<3_000 {
            let number = index + 1
            if index % 11 == 5 {
                text += Array((index % 2 == 0 ? " \t \r\n" : "\n").utf8)  // blank: no document, but a line
                continue
            }
            // Sizes around and past a read, so lines straddle reads and batches.
            let pad = String(repeating: "x", count: (index * 7_919) % (index % 50 == 0 ? 300_000 : 900))
            let line = Array("{\"n\": \(index), \"pad\": \"\(pad)\"}".utf8)
            text += line + Array((index % 3 == 0 ? "\r\n" : "\n").utf8)
            expected.append((number, line))
        }
        text += Array("{\"last\": true}".utf8)  // no line ending at the end
        expected.append((3_001, Array("{\"last\": true}".utf8)))
        let read = try readAll(try input(text), batch: batch)
        #expect(read.lines.count == expected.count)
        for (got, want) in zip(read.lines, expected) {
            #expect(got.0 == want.0 && got.1 == want.1, "line \(want.0)")
        }
        #expect(read.tooLong.isEmpty)
    }

    @Test func blankLinesAreNeverCopied() throws {
        // 24 MB of blank lines (more than five batches' room) between two documents.
        let blank = Array(String(repeating: "   \r\n\n", count: 4 << 20).utf8)
        let text = Array("{\"a\": 1}\n".utf8) + blank + Array("{\"b\": 2}\n".utf8)
        let read = try readAll(try input(text), batch: 1_000)
        #expect(read.lines.map(\.0) == [1, 2 + 2 * (4 << 20)])
        #expect(read.lines.map(\.1) == [Array("{\"a\": 1}".utf8), Array("{\"b\": 2}".utf8)])
        #expect(read.held == 16)  // the two documents alone
    }

    @Test func aLineOverTheLimitIsSkippedWithoutBeingKept() throws {
        let long = [UInt8](repeating: UInt8(ascii: "7"), count: 3_000_000)
        let text = Array("{\"a\": 1}\n".utf8) + long + Array("\n{\"b\": 2}\n".utf8) + long
        let read = try readAll(try input(text), maxLineBytes: 100_000, batch: 1_000)
        #expect(read.lines.map(\.0) == [1, 3])
        #expect(read.lines.map(\.1) == [Array("{\"a\": 1}".utf8), Array("{\"b\": 2}".utf8)])
        #expect(read.tooLong.map(\.0) == [2, 4] && read.tooLong.map(\.1) == [long.count, long.count])
        #expect(read.held == 16)  // the two documents alone
    }

    /// A file in UTF-16 or UTF-32 (Windows PowerShell 5's `>` writes UTF-16) is one line, its first: split at its 0A
    /// bytes it gave a finding per line and a lone zero byte as a last document.
    @Test(arguments: ["UTF-16LE", "UTF-16BE", "UTF-16", "UTF-32LE", "UTF-32BE"])
    func aWideFileEndsWithItsFirstLine(encoding: String) throws {
        // Also after blank lines, whose zero bytes made lines of their own (the review).
        // And with a CJK key among its first units (the second review).
        for text in ["{\"a\": 1}\n{\"b\": 2}\n\n{\"c\": 3}\n", "\n{\"a\": 1}\n{\"b\": 2}\n", "\n\n{\"a\":1}\n", " \n{}\n",
                     "{\"名\":\"x\"}\n{\"b\":2}\n"] {
            let cfEncoding: String.Encoding = switch encoding {
            case "UTF-16LE": .utf16LittleEndian
            case "UTF-16BE": .utf16BigEndian
            case "UTF-32LE": .utf32LittleEndian
            case "UTF-32BE": .utf32BigEndian
            default: .utf16  // with a byte order mark
            }
            let bytes = Array(try #require(text.data(using: cfEncoding)))
            let read = try readAll(try input(bytes), batch: 1_000)
            #expect(read.lines.map(\.0) == [1], "\(text.debugDescription)")
            #expect(read.lines.first.map { $0.1.count <= bytes.count && bytes.starts(with: $0.1) } == true)
        }
        // UTF-8 files with zero bytes in their first line are read line by line as before.
        for text in ["{\"a\": \"\u{0}\"}\n{\"b\": 2}\n", "a\u{0}b\u{0}\n{\"b\": 2}\n", "x\u{0}\n{\"b\": 2}\n"] {
            let read = try readAll(try input(Array(text.utf8)), batch: 1_000)
            #expect(read.lines.map(\.0) == [1, 2], "\(text.debugDescription)")
        }
    }
}
