import Foundation
import Testing
@testable import ppdata

/// `validate` keeps a batch's NDJSON lines in a `LineArena` and reuses it batch after batch: the lines read back
/// exactly, growth keeps earlier ranges valid, a grown arena gives its memory back on reset, and a stream of many
/// batches (blank lines, CRLF, a BOM, faulty lines, one line longer than a fresh arena) comes out in input order.
@Suite("Line arena")
struct LineArenaTests {
    @Test func linesReadBackAcrossGrowthAndReset() {
        let arena = LineArena()
        var kept: [(Range<Int>, [UInt8])] = []
        // Past the initial capacity (a batch's bytes), so earlier ranges outlive a move of the buffer.
        for index in 0..<4_000 {
            let pad = String(repeating: "x", count: index * 7 % 401 + (index % 2 == 0 ? 0 : 4_000))
            let line = Array("{\"n\": \(index), \"pad\": \"\(pad)\"}".utf8)
            let range = line.withUnsafeBufferPointer { arena.append($0) }
            kept.append((range, line))
        }
        #expect(arena.count > LineArena.initialCapacity * 3 / 2)
        for (range, line) in kept {
            #expect(arena.withBytes(at: range) { Array($0) } == line)
        }
        let empty = [UInt8]().withUnsafeBufferPointer { arena.append($0) }
        #expect(empty.isEmpty && arena.withBytes(at: empty) { $0.count } == 0)
        arena.reset()
        #expect(arena.count == 0)
        let again = Array("{}".utf8).withUnsafeBufferPointer { arena.append($0) }
        #expect(again == 0..<2 && arena.withBytes(at: again) { Array($0) } == Array("{}".utf8))
    }

    @Test func theBatchBufferComesWithTheFirstLine() {
        // A run without NDJSON lines (one file) never needs the arena's batch-sized buffer: none until a line comes,
        // then the whole batch's room at once (not grown by doubling), kept across resets.
        let arena = LineArena()
        #expect(arena.capacity < LineArena.initialCapacity)
        arena.reset()
        #expect(arena.capacity < LineArena.initialCapacity)
        let line = Array("{\"a\": 1}".utf8)
        let range = line.withUnsafeBufferPointer { arena.append($0) }
        #expect(range == 0..<line.count && arena.withBytes(at: range) { Array($0) } == line)
        #expect(arena.capacity == LineArena.initialCapacity)
        // At a huge page's boundary, so that the system can back its whole 2 MB pages with huge pages.
        #expect(arena.bytes.baseAddress.map { Int(bitPattern: $0) % LineArena.hugePageSize } == 0)
        arena.reset()
        #expect(arena.capacity == LineArena.initialCapacity && arena.count == 0)
        // An empty first line takes the buffer too (its range is empty either way).
        let fresh = LineArena()
        let empty = [UInt8]().withUnsafeBufferPointer { fresh.append($0) }
        #expect(empty.isEmpty && fresh.capacity == LineArena.initialCapacity)
    }

    @Test func aHugeLineIsGivenBackOnReset() {
        let arena = LineArena()
        let huge = [UInt8](repeating: 0x20, count: LineArena.keptCapacity + 1)
        let range = huge.withUnsafeBufferPointer { arena.append($0) }
        #expect(range.count == huge.count)
        arena.reset()
        // A fresh buffer again: an append of the initial capacity fits without growing past it.
        let fitting = [UInt8](repeating: 0x41, count: LineArena.initialCapacity)
        let second = fitting.withUnsafeBufferPointer { arena.append($0) }
        #expect(second == 0..<LineArena.initialCapacity)
        #expect(arena.withBytes(at: second) { $0.allSatisfy { $0 == 0x41 } })
        #expect(arena.capacity == LineArena.initialCapacity)
        #expect(arena.bytes.baseAddress.map { Int(bitPattern: $0) % LineArena.hugePageSize } == 0)
    }

    @Test("many batches through standard input: every document once, in order, with its line number")
    func manyBatchesInOrder() throws {
        var text = "\u{FEFF}"
        var expectedLines: [Int] = []
        var line = 0
        for index in 0..<(BatchChecker.maxDocuments * 2 + 500) {  // over two batches
            line += 1
            if index % 97 == 0 {
                text += "   \r\n"  // blank: not a document
                continue
            }
            let value = index % 5 == 0 ? "\"oops\"" : "\"\(index).00\""
            let pad = index == 700 ? String(repeating: "p", count: 300_000) : "x"
            text += "{\"countryCode\": \"US\", \"addressLine1\": \"\(index) Main St \(pad)\", \"city\": \"Austin\", "
                + "\"state\": \"TX\", \"postalCode\": \"78701\", \"note\": \(value)}" + (index % 3 == 0 ? "\r\n" : "\n")
            expectedLines.append(line)
        }
        let result = try BinaryRunner.run(
            ["validate", "--ndjson", "--kind", "address", "--format", "ndjson", "--now", "2026-01-15", "-"],
            stdin: Data(text.utf8))
        let documents = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(documents.count == expectedLines.count)
        #expect(documents.map { $0["line"] as? Int } == expectedLines.map { Optional($0) })
        #expect(documents.allSatisfy { ($0["issues"] as? [Any]) != nil })
    }
}
