import Testing
import _PPDataConcurrency

@Suite struct PermanentArrayTests {
    @Test func keepsTheElementsInOrder() {
        let names = ["DIGITAL_GOODS", "a string longer than fifteen bytes, kept on the heap", ""]
        let permanent = PermanentArray(names)
        #expect(Array(permanent) == names)
        #expect(permanent.count == 3)
        #expect(permanent[1] == names[1])
        #expect(permanent.withUnsafeBufferPointer { $0.count } == 3)
        #expect(permanent.withUnsafeBufferPointer { $0[2] } == "")
    }

    @Test func anEmptyArrayHasNoElements() {
        let empty = PermanentArray([Int]())
        #expect(empty.isEmpty)
        #expect(empty.withUnsafeBufferPointer { $0.count } == 0)
    }

    @Test func copiesShareTheElementsAcrossTasks() async {
        // Copies handed to several tasks read the same storage (the TSan pass of .ci/run checks the reads).
        let squares = PermanentArray((0..<1_000).map { $0 * $0 })
        let sums = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 { group.addTask { squares.reduce(0, +) } }
            var sums: [Int] = []
            for await sum in group { sums.append(sum) }
            return sums
        }
        #expect(sums == Array(repeating: (0..<1_000).reduce(0) { $0 + $1 * $1 }, count: 4))
    }
}
