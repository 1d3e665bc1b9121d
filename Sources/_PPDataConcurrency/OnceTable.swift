import Synchronization

/// A fixed number of slots, each holding a value built on first use and then kept for the life of the table:
/// reads of a built slot take no lock (one acquiring load), so the table suits lookups made once per document.
///
/// The one lock-free scheme for process-wide lazy tables (the per-country address rules). When two threads
/// build the same slot at once both build, the first stored wins, and both return that one: values must be
/// equivalent however often they are built, and cheap enough that a rare duplicate build does not matter.
package final class OnceTable<Value: AnyObject & Sendable>: @unchecked Sendable {
    // @unchecked: the slot storage is a raw buffer, but every slot is read and written only through its
    // `AtomicLazyReference` (an acquiring load, a releasing compare-and-exchange), and the buffer itself never changes.
    /// The number of slots.
    package let count: Int
    private let slots: UnsafeMutablePointer<AtomicLazyReference<Value>>

    /// A table of `count` empty slots.
    package init(count: Int) {
        self.count = max(0, count)
        slots = .allocate(capacity: max(1, self.count))
        for index in 0..<self.count { (slots + index).initialize(to: AtomicLazyReference()) }
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The value in slot `index`, built by `make` when the slot is still empty; nil when `index` is out of range.
    package func value(at index: Int, orMake make: () -> Value) -> Value? {
        guard index >= 0 && index < count else { return nil }
        if let built = slots[index].load() { return built }
        return slots[index].storeIfNil(make())
    }
}
