/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014): a tiny seeded
/// generator, so randomized tests and benchmark corpora are the same on every run and a failure can be replayed from
/// its seed. Not for anything that needs unpredictability.
///
/// The one copy in the repository: the test targets import this module, and the nested benchmark package compiles
/// this file through a symbolic link (Benchmarks/Validation/Sources/ValidationBenchmark/SplitMix64.swift).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
