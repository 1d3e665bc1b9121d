import Synchronization

/// A bounded, thread-safe cache of opened formatters, addressed by slot number.
///
/// Opening an ICU formatter costs about as much as 35 formats, so formatters
/// are kept per (locale, currency, style), each combination having its own
/// slot (see `CurrencyFormatter.slot`): a lookup is an array index under a
/// lock, with no hashing. At most `capacity` formatters are kept; when full,
/// the least recently used quarter is dropped (dropping in batches keeps the
/// O(n) scan rare). The lock is held only for the lookup: opening a formatter
/// and formatting happen outside it, and a dropped formatter stays open until
/// the last caller using it is done (it is reference counted).
final class FormatterCache<Value: AnyObject & Sendable>: Sendable {
    private struct State {
        var values: [Value?]
        var lastUse: [UInt64]
        var count = 0
        var clock: UInt64 = 0
    }

    /// The most formatters kept at once (at least 1).
    let capacity: Int
    private let state: Mutex<State>

    /// Creates an empty cache of `slotCount` slots holding at most `capacity` values.
    init(slotCount: Int, capacity: Int) {
        self.capacity = max(1, capacity)
        state = Mutex(State(values: Array(repeating: nil, count: max(0, slotCount)),
                            lastUse: Array(repeating: 0, count: max(0, slotCount))))
    }

    /// The number of values held now.
    var count: Int { state.withLock { $0.count } }

    /// The cached value in `slot`, or the one `make` opens (then cached). If two
    /// threads miss at once both open one and the first stored wins; the other
    /// is simply released, which is cheaper than holding the lock while ICU
    /// opens a formatter.
    @inline(__always)
    func value(
        at slot: Int, make: () throws(FormattingError) -> Value
    ) throws(FormattingError) -> Value {
        let cached: Value? = state.withLock { state in
            guard state.values.indices.contains(slot), let value = state.values[slot] else { return nil }
            state.clock &+= 1
            state.lastUse[slot] = state.clock
            return value
        }
        if let cached { return cached }
        let made = try make()
        return state.withLock { state in
            guard state.values.indices.contains(slot) else { return made }
            if let existing = state.values[slot] { return existing }
            if state.count >= capacity { evict(&state) }
            state.clock &+= 1
            state.values[slot] = made
            state.lastUse[slot] = state.clock
            state.count += 1
            return made
        }
    }

    /// Drops the least recently used quarter of the values (at least one).
    private func evict(_ state: inout State) {
        let occupied = state.values.indices.filter { state.values[$0] != nil }
        let dropCount = max(1, occupied.count / 4)
        for slot in occupied.sorted(by: { state.lastUse[$0] < state.lastUse[$1] }).prefix(dropCount) {
            state.values[slot] = nil
            state.count -= 1
        }
    }

    /// Drops every cached value.
    func removeAll() {
        state.withLock { state in
            for slot in state.values.indices { state.values[slot] = nil }
            state.count = 0
        }
    }
}
