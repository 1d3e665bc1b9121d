#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How far the slow sweeps go. A contributor's `swift test` runs each sweep at a size that keeps the whole run
/// short; `.ci/run` sets `PPDATA_EXHAUSTIVE=1` and runs them at full size, so CI still covers what they cover.
package enum TestScale {
    /// True when `PPDATA_EXHAUSTIVE=1` is set.
    package static let exhaustive: Bool = {
        guard let value = getenv("PPDATA_EXHAUSTIVE") else { return false }
        return String(cString: value) == "1"
    }()

    /// `full` under `PPDATA_EXHAUSTIVE=1`, otherwise `quick`.
    package static func pick<Value>(quick: Value, full: Value) -> Value {
        exhaustive ? full : quick
    }
}
