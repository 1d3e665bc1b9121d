import Synchronization

/// A bounded, thread-safe cache of opened formatters.
///
/// Opening an ICU formatter costs about as much as 35 formats, so formatters
/// are kept per key. At most `capacity` are kept; when full, the least
/// recently used quarter is dropped (dropping in batches keeps the O(n) scan
/// rare). The lock is held only for the dictionary lookup: opening a formatter
/// and formatting happen outside it, and a dropped formatter stays open until
/// the last caller using it is done (it is reference counted).
final class FormatterCache<Key: Hashable & Sendable, Value: AnyObject & Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
    }

    /// The most formatters kept at once (at least 1).
    let capacity: Int
    private let state = Mutex(State())

    /// Creates an empty cache holding at most `capacity` values.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of values held now.
    var count: Int { state.withLock { $0.entries.count } }

    /// The cached value for `key`, or the one `make` opens (then cached). If two
    /// threads miss at once both open one and the first stored wins; the other
    /// is simply released, which is cheaper than holding the lock while ICU
    /// opens a formatter.
    @inline(__always)
    func value(
        for key: Key, make: () throws(FormattingError) -> Value
    ) throws(FormattingError) -> Value {
        let cached: Value? = state.withLock { state in
            state.clock &+= 1
            let now = state.clock
            guard let index = state.entries.index(forKey: key) else { return nil }
            state.entries.values[index].lastUse = now
            return state.entries.values[index].value
        }
        if let cached { return cached }
        let made = try make()
        return state.withLock { state in
            state.clock &+= 1
            if let existing = state.entries[key] { return existing.value }
            if state.entries.count >= capacity { evict(&state) }
            state.entries[key] = Entry(value: made, lastUse: state.clock)
            return made
        }
    }

    /// Drops the least recently used quarter (at least one entry).
    private func evict(_ state: inout State) {
        let dropCount = max(1, state.entries.count / 4)
        let oldest = state.entries
            .map { (key: $0.key, lastUse: $0.value.lastUse) }
            .sorted { $0.lastUse < $1.lastUse }
            .prefix(dropCount)
        for item in oldest { state.entries[item.key] = nil }
    }

    /// Drops every cached value.
    func removeAll() {
        state.withLock { $0.entries.removeAll() }
    }
}
