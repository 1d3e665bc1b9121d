import Synchronization

/// A fixed number of slots, each holding a value built on first use and then kept for the life of the table:
/// reads of a built slot take no lock (one acquiring load), so the table suits lookups made once per document.
///
/// The one lock-free scheme for process-wide lazy tables (the per-country address rules). When two threads
/// build the same slot at once both build, the first stored wins, and both return that one: values must be
/// equivalent however often they are built, and cheap enough that a rare duplicate build does not matter.
package final class OnceTable<Value: AnyObject & Sendable>: @unchecked Sendable {
    // @unchecked: the slot storage is a raw buffer, but every slot is read and written only through its atomic (an
    // acquiring load, a compare-and-exchange that acquires and releases), and the buffer itself never changes.
    /// The number of slots.
    package let count: Int
    /// Per slot, the address of its value (retained by the table) as an integer, or 0 while the slot is empty.
    ///
    /// Why not `AtomicLazyReference<Value>`: read from another module its `load()` ran unspecialised, with a
    /// metadata lookup, about 700 instructions per read (callgrind); this load is one instruction.
    private let slots: UnsafeMutablePointer<Atomic<UInt>>

    /// A table of `count` empty slots.
    package init(count: Int) {
        self.count = max(0, count)
        slots = .allocate(capacity: max(1, self.count))
        for index in 0..<self.count { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
        for index in 0..<count {
            if let stored = UnsafeRawPointer(bitPattern: slots[index].load(ordering: .acquiring)) {
                Unmanaged<Value>.fromOpaque(stored).release()
            }
        }
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The value in slot `index`, built by `make` when the slot is still empty; nil when `index` is out of range.
    package func value(at index: Int, orMake make: () -> Value) -> Value? {
        guard index >= 0 && index < count else { return nil }
        if let stored = UnsafeRawPointer(bitPattern: slots[index].load(ordering: .acquiring)) {
            return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = make()
        let address = UInt(bitPattern: Unmanaged.passRetained(made).toOpaque())
        let (stored, original) = slots[index].compareExchange(
            expected: 0, desired: address, ordering: .acquiringAndReleasing)
        if stored { return made }
        // Another thread stored first: drop ours and return theirs, so every caller sees the one value.
        Unmanaged<Value>.passUnretained(made).release()
        guard let theirs = UnsafeRawPointer(bitPattern: original) else { return made }
        return Unmanaged<Value>.fromOpaque(theirs).takeUnretainedValue()
    }
}
