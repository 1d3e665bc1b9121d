import Foundation
import Testing

@testable import ppdata

/// A batch's `BatchBuffers`: lines read back exactly across growth, the line buffer comes with the first line and
/// is reused, a huge line's memory is given back, every phase rule stops the program when broken (exit tests), and a
/// stream of many batches comes out in input order.
@Suite("Batch buffers")
struct BatchBuffersTests {
    @Test func linesReadBackAcrossGrowth() {
        let buffers = BatchBuffers()
        buffers.beginFilling()
        var kept: [(Range<Int>, [UInt8])] = []
        // Past the initial capacity (a batch's bytes), so earlier ranges outlive a move of the buffer.
        for index in 0..<4_000 {
            let pad = String(repeating: "x", count: index * 7 % 401 + (index % 2 == 0 ? 0 : 4_000))
            let line = Array("{\"n\": \(index), \"pad\": \"\(pad)\"}".utf8)
            kept.append((line.withUnsafeBufferPointer { buffers.append(line: $0) }, line))
        }
        let empty = [UInt8]().withUnsafeBufferPointer { buffers.append(line: $0) }
        #expect(buffers.lineCapacity > BatchBuffers.initialCapacity)
        buffers.beginChecking()
        for (range, line) in kept {
            #expect(buffers.withLine(at: range) { Array($0) } == line)
        }
        #expect(empty.isEmpty && buffers.withLine(at: empty) { $0.count } == 0)
        buffers.finishWriting()
        buffers.beginFilling()
        let again = Array("{}".utf8).withUnsafeBufferPointer { buffers.append(line: $0) }
        #expect(again == 0..<2)
    }

    @Test func theLineBufferComesWithTheFirstLineAndIsReused() {
        // A run of plain files never needs the batch-sized buffer: none until a line comes, then the whole batch's
        // room at once (not grown by doubling), kept from batch to batch.
        let buffers = BatchBuffers()
        buffers.beginFilling()
        #expect(buffers.lineCapacity < BatchBuffers.initialCapacity)
        let line = Array("{\"a\": 1}".utf8)
        let range = line.withUnsafeBufferPointer { buffers.append(line: $0) }
        #expect(range == 0..<line.count && buffers.lineCapacity == BatchBuffers.initialCapacity)
        buffers.beginChecking()
        #expect(buffers.withLine(at: range) { Array($0) } == line)
        buffers.finishWriting()
        buffers.beginFilling()
        #expect(buffers.lineCapacity == BatchBuffers.initialCapacity)
        buffers.abandonEmptyBatch()
        buffers.beginFilling()
        #expect(buffers.lineCapacity == BatchBuffers.initialCapacity)
    }

    @Test func aHugeLineIsGivenBackWhenTheNextFillStarts() {
        let buffers = BatchBuffers()
        buffers.beginFilling()
        let huge = [UInt8](repeating: 0x20, count: BatchBuffers.keptCapacity + 1)
        #expect(huge.withUnsafeBufferPointer { buffers.append(line: $0) }.count == huge.count)
        #expect(buffers.lineCapacity > BatchBuffers.keptCapacity)
        buffers.beginChecking()
        buffers.finishWriting()
        buffers.beginFilling()
        #expect(buffers.lineCapacity < BatchBuffers.initialCapacity)
    }

    @Test func workersJoinWhileABatchFills() {
        let buffers = BatchBuffers()
        #expect(buffers.scratches.count == 1)
        buffers.beginFilling()
        buffers.addWorkers(upTo: 3)
        buffers.addWorkers(upTo: 2)
        #expect(buffers.scratches.count == 3)
    }

    // Each rule of the phases, broken on purpose: the program stops (a precondition, in release builds too).

    @Test func appendingWhileCheckingStops() async {
        await #expect(processExitsWith: .failure) {
            let buffers = BatchBuffers()
            buffers.beginFilling()
            buffers.beginChecking()
            _ = [UInt8(0x7B)].withUnsafeBufferPointer { buffers.append(line: $0) }
        }
    }

    @Test func forgettingTheRenderingsOfABatchNotBeingCheckedStops() async {
        await #expect(processExitsWith: .failure) {
            let buffers = BatchBuffers()
            buffers.beginFilling()
            buffers.forgetWrittenRenderings()
        }
    }

    @Test func readingAFillingBatchStops() async {
        await #expect(processExitsWith: .failure) {
            let buffers = BatchBuffers()
            buffers.beginFilling()
            let range = [UInt8(0x7B)].withUnsafeBufferPointer { buffers.append(line: $0) }
            _ = buffers.withLine(at: range) { $0.count }
        }
    }

    @Test func refillingBeforeTheResultsAreWrittenStops() async {
        await #expect(processExitsWith: .failure) {
            let buffers = BatchBuffers()
            buffers.beginFilling()
            buffers.beginChecking()
            buffers.beginFilling()
        }
    }

    @Test func writingABatchNeverCheckedStops() async {
        await #expect(processExitsWith: .failure) {
            let buffers = BatchBuffers()
            buffers.beginFilling()
            buffers.finishWriting()
        }
    }

    @Test func addingWorkersWhileCheckingStops() async {
        await #expect(processExitsWith: .failure) {
            let buffers = BatchBuffers()
            buffers.beginFilling()
            buffers.beginChecking()
            buffers.addWorkers(upTo: 4)
        }
    }

    @Test func abandoningABatchThatHoldsALineStops() async {
        await #expect(processExitsWith: .failure) {
            let buffers = BatchBuffers()
            buffers.beginFilling()
            _ = [UInt8(0x7B)].withUnsafeBufferPointer { buffers.append(line: $0) }
            buffers.abandonEmptyBatch()
        }
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
