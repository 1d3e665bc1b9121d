#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// State reachable only while holding a lock: the one way ppdata guards shared state that is not on a hot path
/// (the formatter cache's bookkeeping, compiled phone patterns).
///
/// Why not `Synchronization.Mutex`: on Linux its lock and unlock live in the Synchronization library, which a
/// ThreadSanitizer build does not instrument, so TSan sees no ordering between two holders and reports every
/// access to the guarded state as a race. Measured with the formatter cache's concurrency tests: 20 reports with
/// `Mutex`, 0 with this type, the code otherwise the same. A `pthread_mutex_t` is intercepted by TSan, so the
/// `.ci/run` TSan pass checks the code that uses this type instead of drowning in false reports. (swift-foundation's
/// `LockedState` makes the same choice on Linux.)
package final class Locked<State> {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    /// A lock guarding `initial`.
    package init(_ initial: State) {
        state = initial
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // Default attributes cannot fail to initialise a zeroed mutex; the result is checked in debug builds.
        let status = pthread_mutex_init(mutex, nil)
        assert(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held and the state open for change; returns what `body` returns.
    package func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}

// @unchecked: `state` is only touched inside `withLock`, with the mutex held; sharing is safe when the state itself
// may cross threads.
extension Locked: @unchecked Sendable where State: Sendable {}
