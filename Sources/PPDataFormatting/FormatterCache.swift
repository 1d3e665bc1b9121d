import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A bounded, thread-safe cache of opened ICU formatters, addressed by slot
/// number, whose hits take no lock and touch no reference count.
///
/// Opening an ICU formatter costs about as much as 35 formats, so formatters
/// are kept per (locale, currency, style), each combination having its own
/// slot (see `CacheSlots`). The slot space is finite (33 × 23 × 4), so the
/// cache is a fixed array of atomic pointers rather than a hash table.
///
/// Read path (a hit): register as a reader (one atomic add on a counter),
/// load the slot, format with the formatter it points to, deregister (one
/// atomic subtract). No lock and no retain/release of the handle: the cache
/// holds the only strong reference, as an `Unmanaged` pointer in the slot.
///
/// Write path (a miss, eviction, `removeAll`): serialised by a mutex. A
/// formatter leaves its slot by an atomic exchange, and the cache releases it
/// only after a grace period: every reader that might have loaded it has
/// deregistered. Readers register on one of two counters chosen by a
/// generation number; the writer flips the generation and waits for the old
/// counter to drain, twice (so both counters have drained since the
/// exchange). New readers meanwhile go to the other counter, so the wait ends
/// once the formats already in flight finish (microseconds), however busy the
/// cache is. Correctness needs only this: a reader's registration comes
/// before its slot load (both sequentially consistent), so a reader that can
/// still see the old pointer is counted when the writer looks.
///
/// At most `capacity` formatters are kept; when full, about a quarter are
/// dropped in one batch (one grace period per batch), choosing by the CLOCK
/// approximation of least-recently-used: a hit sets the slot's "referenced"
/// flag (a relaxed store, skipped when already set), the sweep clears flags
/// and drops slots whose flag was already clear. When every slot fits
/// (`capacity >= slotCount`, the default) nothing is ever evicted and hits
/// skip the flag entirely.
final class FormatterCache: @unchecked Sendable {
    // @unchecked: the raw buffers are only accessed through atomics (slots,
    // referenced flags, reader counters) or under `writer` (everything else).

    private struct WriterState {
        var count = 0
        var hand = 0
    }

    /// The most formatters kept at once (at least 1).
    let capacity: Int
    private let slotCount: Int
    private let tracksUse: Bool
    /// `Unmanaged<NumberFormatterHandle>` (+1, owned by the cache) or nil.
    private let slots: UnsafeMutablePointer<Atomic<UnsafeMutableRawPointer?>>
    /// CLOCK "referenced" flags, used only when eviction is possible.
    private let referenced: UnsafeMutablePointer<Atomic<UInt8>>
    /// Two reader counters, indexed by `generation & 1`.
    private let readers: UnsafeMutablePointer<Atomic<Int>>
    private let generation = Atomic<Int>(0)
    private let writer = Mutex(WriterState())

    /// Creates an empty cache of `slotCount` slots holding at most `capacity` formatters.
    init(slotCount: Int, capacity: Int) {
        self.slotCount = max(0, slotCount)
        self.capacity = max(1, capacity)
        tracksUse = self.capacity < self.slotCount
        slots = .allocate(capacity: max(1, self.slotCount))
        referenced = .allocate(capacity: max(1, self.slotCount))
        for index in 0..<self.slotCount {
            (slots + index).initialize(to: Atomic(nil))
            (referenced + index).initialize(to: Atomic(0))
        }
        // The counters get a cache line each, away from the slots.
        readers = .allocate(capacity: 16)
        for index in 0..<16 { (readers + index).initialize(to: Atomic(0)) }
    }

    deinit {
        // No reader can exist any more: nobody holds a reference to the cache.
        for index in 0..<slotCount {
            if let raw = slots[index].load(ordering: .relaxed) {
                Unmanaged<NumberFormatterHandle>.fromOpaque(raw).release()
            }
        }
        slots.deinitialize(count: slotCount)
        slots.deallocate()
        referenced.deinitialize(count: slotCount)
        referenced.deallocate()
        readers.deinitialize(count: 16)
        readers.deallocate()
    }

    /// The number of formatters held now.
    var count: Int { writer.withLock { $0.count } }

    /// Calls `body` with the formatter cached in `slot`, or with the one `make`
    /// opens (then cached). The formatter stays open until `body` returns,
    /// even if another thread evicts it meanwhile. If two threads miss at once
    /// both open one and the first stored wins; the other formats once and is
    /// released, which is cheaper than making everyone wait for ICU.
    @inline(__always)
    func withFormatter<R>(
        at slot: Int,
        make: () throws(FormattingError) -> NumberFormatterHandle,
        _ body: (OpaquePointer) throws(FormattingError) -> R
    ) throws(FormattingError) -> R {
        if slot >= 0 && slot < slotCount {
            let counter = readers + (generation.load(ordering: .relaxed) & 1) * 8
            counter.pointee.add(1, ordering: .sequentiallyConsistent)
            if let raw = slots[slot].load(ordering: .sequentiallyConsistent) {
                defer { counter.pointee.subtract(1, ordering: .releasing) }
                if tracksUse && referenced[slot].load(ordering: .relaxed) == 0 {
                    referenced[slot].store(1, ordering: .relaxed)
                }
                let formatter = Unmanaged<NumberFormatterHandle>.fromOpaque(raw)
                    ._withUnsafeGuaranteedRef { $0.raw }
                return try body(formatter)
            }
            counter.pointee.subtract(1, ordering: .releasing)
        }
        // A miss: open outside any lock. `made` is a strong reference of our
        // own, so it stays open while we format with it whatever happens to
        // the slot.
        let made = try make()
        install(made, at: slot)
        return try withExtendedLifetime(made) { () throws(FormattingError) -> R in try body(made.raw) }
    }

    /// Stores `made` in an empty `slot`, evicting first when the cache is full.
    private func install(_ made: NumberFormatterHandle, at slot: Int) {
        guard slot >= 0 && slot < slotCount else { return }
        writer.withLock { state in
            if slots[slot].load(ordering: .relaxed) != nil { return }
            if state.count >= capacity { evict(&state) }
            referenced[slot].store(1, ordering: .relaxed)
            slots[slot].store(Unmanaged.passRetained(made).toOpaque(), ordering: .sequentiallyConsistent)
            state.count += 1
        }
    }

    /// Drops about a quarter of the formatters (at least one), CLOCK order.
    /// Called with the writer lock held.
    private func evict(_ state: inout WriterState) {
        let dropCount = max(1, state.count / 4)
        var dropped: [UnsafeMutableRawPointer] = []
        dropped.reserveCapacity(dropCount)
        // Two sweeps always suffice: the first clears every flag it passes.
        var steps = 0
        while dropped.count < dropCount && steps < 2 * slotCount {
            let index = state.hand
            state.hand = (state.hand + 1) % slotCount
            steps += 1
            guard slots[index].load(ordering: .relaxed) != nil else { continue }
            if referenced[index].load(ordering: .relaxed) != 0 {
                referenced[index].store(0, ordering: .relaxed)
                continue
            }
            if let raw = slots[index].exchange(nil, ordering: .sequentiallyConsistent) {
                dropped.append(raw)
            }
        }
        state.count -= dropped.count
        release(dropped)
    }

    /// Drops every cached formatter.
    func removeAll() {
        writer.withLock { state in
            var dropped: [UnsafeMutableRawPointer] = []
            for index in 0..<slotCount {
                if let raw = slots[index].exchange(nil, ordering: .sequentiallyConsistent) { dropped.append(raw) }
            }
            state.count = 0
            release(dropped)
        }
    }

    /// Waits out a grace period, then releases formatters already taken out of
    /// their slots. Called with the writer lock held (so flips are serialised).
    private func release(_ dropped: [UnsafeMutableRawPointer]) {
        guard !dropped.isEmpty else { return }
        for _ in 0..<2 {
            let old = generation.add(1, ordering: .sequentiallyConsistent).oldValue & 1
            let counter = readers + old * 8
            var spins = 0
            while counter.pointee.load(ordering: .sequentiallyConsistent) != 0 {
                spins += 1
                // A reader may be descheduled mid-format: let it run.
                if spins > 64 { sched_yield() }
            }
        }
        for raw in dropped { Unmanaged<NumberFormatterHandle>.fromOpaque(raw).release() }
    }
}
