import Testing
import _PPDataConcurrency

@Suite struct LockedTests {
    @Test func concurrentTasksLoseNoUpdate() async {
        let counter = Locked([Int: Int]())
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for step in 0..<2_000 { counter.withLock { $0[(task * 7 + step) % 13, default: 0] += 1 } }
                }
            }
        }
        let total = counter.withLock { $0.values.reduce(0, +) }
        #expect(total == 16_000)
        #expect(counter.withLock { $0.count } == 13)
    }

    @Test func errorsPassThroughAndReleaseTheLock() {
        struct Refused: Error, Equatable {}
        let state = Locked(0)
        #expect(throws: Refused.self) {
            try state.withLock { (value: inout Int) throws(Refused) in
                value = 5
                throw Refused()
            }
        }
        // The lock was released by the throw, and the change made before it stays.
        #expect(state.withLock { $0 } == 5)
    }
}

@Suite struct OnceTableTests {
    final class Box: Sendable {
        let index: Int
        init(_ index: Int) { self.index = index }
    }

    @Test func firstUseFromManyTasksPublishesOneValuePerSlot() async {
        let table = OnceTable<Box>(count: 64)
        let seen = await withTaskGroup(of: [ObjectIdentifier].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<64).compactMap { index in table.value(at: index) { Box(index) }.map(ObjectIdentifier.init) } }
            }
            return await group.reduce(into: [[ObjectIdentifier]]()) { $0.append($1) }
        }
        #expect(seen.count == 8)
        // Every task got the same instance for each slot, whichever task built it first.
        for result in seen { #expect(result == seen[0]) }
        for index in 0..<64 { #expect(table.value(at: index) { Box(-1) }?.index == index) }
    }

    @Test func outOfRangeSlotsAreNil() {
        let table = OnceTable<Box>(count: 3)
        #expect(table.value(at: -1) { Box(0) } == nil)
        #expect(table.value(at: 3) { Box(0) } == nil)
        #expect(table.value(at: 2) { Box(2) }?.index == 2)
        let empty = OnceTable<Box>(count: 0)
        #expect(empty.value(at: 0) { Box(0) } == nil)
    }

    @Test func makeRunsOnlyForEmptySlots() {
        let table = OnceTable<Box>(count: 2)
        let builds = Locked(0)
        for _ in 0..<5 { _ = table.value(at: 1) { builds.withLock { $0 += 1 }; return Box(1) } }
        #expect(builds.withLock { $0 } == 1)
    }
}
