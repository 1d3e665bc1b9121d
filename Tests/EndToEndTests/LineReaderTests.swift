import Foundation
import Testing

@testable import ppdata

/// `LineReader` reads NDJSON straight into the batch's `LineArena`: every line comes back with its bytes and number
/// when batches switch arenas at any point (the bytes read ahead move to the next arena), blank lines and line
/// endings do not pile up in an arena, and a line over the limit is skipped without keeping it.
@Suite("Line reader")
struct LineReaderTests {
    /// Writes `bytes` to a fresh temporary file and opens it.
    private func input(_ bytes: [UInt8]) throws -> InputFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-lines-\(UUID().uuidString).ndjson")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try InputFile.open(url.path)  // the descriptor keeps the file readable once its name is gone
    }

    /// Every line of `input` until the end, as (number, bytes), read into two arenas taken in turn (a switch after
    /// every `batch` lines), with the lines over `maxLineBytes`, and the largest capacity either arena reached.
    private func readAll(
        _ input: InputFile, maxLineBytes: Int = 64 << 20, batch: Int
    ) throws -> (lines: [(Int, [UInt8])], tooLong: [(Int, Int)], capacity: Int) {
        let arenas = (LineArena(), LineArena())
        let reader = LineReader(input, maxLineBytes: maxLineBytes, arena: arenas.0)
        var lines: [(Int, [UInt8])] = []
        var tooLong: [(Int, Int)] = []
        var current = arenas.0
        var held: [(Range<Int>, Int)] = []
        var capacity = 0
        func finishBatch() {
            // A batch's lines are read back only when it is complete, as the workers read them.
            for (range, number) in held { lines.append((number, current.withBytes(at: range) { Array($0) })) }
            held = []
            capacity = max(capacity, arenas.0.capacity, arenas.1.capacity)
            current = current === arenas.0 ? arenas.1 : arenas.0
            reader.beginBatch(in: current)
        }
        while let line = try reader.next() {
            switch line {
            case .text(let range, let number): held.append((range, number))
            case .tooLong(let number, let byteCount): tooLong.append((number, byteCount))
            case .wouldBlock: Issue.record("a regular file never blocks")
            }
            if held.count == batch { finishBatch() }
        }
        finishBatch()
        return (lines, tooLong, capacity)
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

    @Test func blankLinesDoNotGrowTheArena() throws {
        // 24 MB of blank lines (more than five batches' room) between two documents.
        let blank = Array(String(repeating: "   \r\n\n", count: 4 << 20).utf8)
        let text = Array("{\"a\": 1}\n".utf8) + blank + Array("{\"b\": 2}\n".utf8)
        let read = try readAll(try input(text), batch: 1_000)
        #expect(read.lines.map(\.0) == [1, 2 + 2 * (4 << 20)])
        #expect(read.lines.map(\.1) == [Array("{\"a\": 1}".utf8), Array("{\"b\": 2}".utf8)])
        #expect(read.capacity <= LineArena.initialCapacity)
    }

    @Test func aLineOverTheLimitIsSkippedWithoutBeingKept() throws {
        let long = [UInt8](repeating: UInt8(ascii: "7"), count: 3_000_000)
        let text = Array("{\"a\": 1}\n".utf8) + long + Array("\n{\"b\": 2}\n".utf8) + long
        let read = try readAll(try input(text), maxLineBytes: 100_000, batch: 1_000)
        #expect(read.lines.map(\.0) == [1, 3])
        #expect(read.lines.map(\.1) == [Array("{\"a\": 1}".utf8), Array("{\"b\": 2}".utf8)])
        #expect(read.tooLong.map(\.0) == [2, 4] && read.tooLong.map(\.1) == [long.count, long.count])
        #expect(read.capacity <= LineArena.initialCapacity)
    }

    @Test func theSameArenaAgainKeepsWhatWasReadAhead() throws {
        let text = Array((1...50).map { "{\"n\": \($0)}" }.joined(separator: "\n").utf8)
        let arena = LineArena()
        let reader = LineReader(try input(text), maxLineBytes: 1 << 20, arena: arena)
        guard case .text(let first, 1) = try reader.next() else {
            Issue.record("the first line")
            return
        }
        #expect(arena.withBytes(at: first) { Array($0) } == Array("{\"n\": 1}".utf8))
        reader.beginBatch(in: arena)  // the batch of line 1 is done: its bytes go, what follows stays
        var numbers: [Int] = []
        while case .text(let range, let number) = try reader.next() {
            #expect(arena.withBytes(at: range) { Array($0) } == Array("{\"n\": \(number)}".utf8))
            numbers.append(number)
        }
        #expect(numbers == Array(2...50))
    }
}
