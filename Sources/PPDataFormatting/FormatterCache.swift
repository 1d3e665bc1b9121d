import Synchronization
internal import _PPDataConcurrency
internal import _PPDataICUShims

/// A bounded, thread-safe cache of opened ICU formatters, addressed by slot
/// number, whose hits take no lock and touch no reference count.
///
/// Opening an ICU formatter costs about as much as 35 formats, so formatters
/// are kept per (locale, currency, style), each combination having its own
/// slot (see `CacheSlots`). The slot space is finite (33 × 26 × 4), so the
/// cache is a fixed array of atomic pointers rather than a hash table.
///
/// Why no lock on a hit: against the simplest alternative, one slot table
/// under a pthread mutex with reference-counted handles, the String API
/// formatted 20% more per CPU-second with two threads formatting at once
/// (median of 75 interleaved trials; like for like on the C floor, this read
/// section against the table, 16%); single-threaded the two are within a few
/// percent. Measured in Benchmarks/Formatting (README, "Fourth pass": 2
/// vCPUs shared with other builds, ICU 72, Linux), where quieter runs gave
/// about 45%.
///
/// Read path (a hit): start a read section (`ppdata_read_begin`: a plain
/// store to this thread's own record and a fence, no atomic read-modify-write
/// and no cache line shared with other threads), load the
/// slot, format with the ICU formatter it points to, end the section (a
/// release store). No lock, no reference counting, no shared counter: the slot
/// holds the raw ICU pointer itself (no handle object to load it from), owned
/// by the cache.
///
/// Write path (a miss, eviction, `removeAll`): serialised by a lock (`Locked`, TSan-visible). A
/// formatter leaves its slot by an atomic exchange, and the cache closes it
/// only after a grace period (`ppdata_wait_for_readers`): every read section
/// that was running has ended, so no format still uses it. Sections that start
/// after the exchange load the new slot value; the shim's comment ("Readers of
/// the formatter cache") gives the ordering argument (a sequentially
/// consistent fence on each side). The wait ends once the formats already in flight finish
/// (microseconds), however busy the cache is.
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
    // referenced flags) or under `writer` (everything else).

    private struct WriterState {
        var count = 0
        var hand = 0
    }

    /// The most formatters kept at once (at least 1).
    let capacity: Int
    private let slotCount: Int
    private let tracksUse: Bool
    /// An open ICU formatter (`ppdata_number_formatter *`, owned by the cache) or nil.
    private let slots: UnsafeMutablePointer<Atomic<UnsafeMutableRawPointer?>>
    /// CLOCK "referenced" flags, used only when eviction is possible.
    private let referenced: UnsafeMutablePointer<Atomic<UInt8>>
    private let writer = Locked(WriterState())

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
    }

    deinit {
        // No reader can exist any more: nobody holds a reference to the cache.
        for index in 0..<slotCount {
            if let raw = slots[index].load(ordering: .relaxed) { ppdata_number_formatter_close(OpaquePointer(raw)) }
        }
        slots.deinitialize(count: slotCount)
        slots.deallocate()
        referenced.deinitialize(count: slotCount)
        referenced.deallocate()
    }

    /// The number of formatters held now.
    var count: Int { writer.withLock { $0.count } }

    /// Calls `body` with the formatter cached in `slot` and returns its
    /// result, or returns nil at once when the slot is empty (a miss: the
    /// caller takes the general path, which opens one). The formatter stays
    /// open until `body` returns, even if another thread evicts it meanwhile.
    @inline(__always)
    func withCachedFormatter<R>(at slot: Int, _ body: (OpaquePointer) -> R?) -> R? {
        guard slot >= 0 && slot < slotCount else { return nil }
        // The slot load stays inside the section: the C calls are opaque to
        // the optimiser, and the load acquires (the formatter's contents were
        // published by the installing thread's sequentially consistent store).
        let token = ppdata_read_begin()
        defer { ppdata_read_end(token) }
        guard let raw = slots[slot].load(ordering: .acquiring) else { return nil }
        if tracksUse && referenced[slot].load(ordering: .relaxed) == 0 {
            referenced[slot].store(1, ordering: .relaxed)
        }
        return body(OpaquePointer(raw))
    }

    /// Calls `body` with the formatter cached in `slot`, or with the one `make`
    /// opens (then cached). The formatter stays open until `body` returns,
    /// even if another thread evicts it meanwhile. If two threads miss at once
    /// both open one and the first stored wins; the other formats once and is
    /// closed, which is cheaper than making everyone wait for ICU.
    @inline(__always)
    func withFormatter<R>(
        at slot: Int,
        make: () throws(FormattingError) -> OpaquePointer,
        _ body: (OpaquePointer) throws(FormattingError) -> R
    ) throws(FormattingError) -> R {
        if slot >= 0 && slot < slotCount {
            let token = ppdata_read_begin()
            if let raw = slots[slot].load(ordering: .acquiring) {
                defer { ppdata_read_end(token) }
                if tracksUse && referenced[slot].load(ordering: .relaxed) == 0 {
                    referenced[slot].store(1, ordering: .relaxed)
                }
                return try body(OpaquePointer(raw))
            }
            ppdata_read_end(token)
        }
        // A miss: open outside any lock and format while `made` is still ours
        // alone, then hand it to the cache (once in a slot, another thread's
        // eviction could close it). No read section is held while taking the
        // writer lock, so a writer waiting for readers cannot wait for us.
        let made = try make()
        defer { install(made, at: slot) }
        return try body(made)
    }

    /// Stores `made` in `slot`, evicting first when the cache is full; closes
    /// it instead when the slot is taken (another thread won the race).
    private func install(_ made: OpaquePointer, at slot: Int) {
        let stored: Bool = writer.withLock { state in
            guard slot >= 0 && slot < slotCount, slots[slot].load(ordering: .relaxed) == nil else { return false }
            if state.count >= capacity { evict(&state) }
            referenced[slot].store(1, ordering: .relaxed)
            slots[slot].store(UnsafeMutableRawPointer(made), ordering: .sequentiallyConsistent)
            state.count += 1
            return true
        }
        if !stored { ppdata_number_formatter_close(made) }
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
        closeAfterGracePeriod(dropped)
    }

    /// Drops every cached formatter.
    func removeAll() {
        writer.withLock { state in
            var dropped: [UnsafeMutableRawPointer] = []
            for index in 0..<slotCount {
                if let raw = slots[index].exchange(nil, ordering: .sequentiallyConsistent) { dropped.append(raw) }
            }
            state.count = 0
            closeAfterGracePeriod(dropped)
        }
    }

    /// Waits out a grace period, then closes formatters already taken out of
    /// their slots. Called with the writer lock held.
    private func closeAfterGracePeriod(_ dropped: [UnsafeMutableRawPointer]) {
        guard !dropped.isEmpty else { return }
        ppdata_wait_for_readers()
        for raw in dropped { ppdata_number_formatter_close(OpaquePointer(raw)) }
    }
}
