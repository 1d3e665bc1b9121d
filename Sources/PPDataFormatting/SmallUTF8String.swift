/// Makes a `String` of at most 15 bytes of already valid UTF-8 without the
/// standard library validating it again.
///
/// Why: most formatted amounts are short ("1 234,50 €", "$1,234.50": 83% of
/// the 759 benchmark results fit in 15 bytes, two thirds are non-ASCII because
/// of NBSP, €, …). `String(decoding:as:)` validates such bytes, which our shim
/// has just produced from ICU's UTF-16 by construction valid, and then packs
/// them byte by byte: about 230 instructions, a fifth of a format's overhead
/// over calling ICU from C. There is no public unchecked initialiser.
///
/// How: on 64-bit platforms the standard library stores a String of up to 15
/// UTF-8 bytes inline in its two words ("small string", StringObject.swift):
/// bytes 0–7 in the first word and 8–14 in the low bytes of the second, little
/// endian, and in the second word's top byte a discriminator, `0xE0 | count`
/// when every byte is ASCII and `0xA0 | count` otherwise. `String` is
/// `@frozen`, so this layout is part of the standard library's ABI on Apple
/// platforms; on Linux it is the same code.
///
/// Safety: nothing here is trusted blindly. `isAvailable` builds strings both
/// ways once per process, for every length 0…15 with ASCII and with 2-, 3- and
/// 4-byte sequences, and compares all bits with what `String(decoding:as:)`
/// makes. Only if every sample is bit-identical (so the strings are the very
/// values the standard library itself would make) does the formatter use
/// `make`; otherwise (another layout, a big-endian or 32-bit platform, a
/// future standard library with more flags) it keeps `String(decoding:as:)`.
enum SmallUTF8String {
    /// The most bytes a small string holds.
    static let capacity = 15

    /// True when `make` gives exactly the standard library's own strings here.
    static let isAvailable: Bool = verify()

    /// The String for `count` (0…15) bytes of valid UTF-8 stored little endian
    /// in `low` (bytes 0–7) and `high` (bytes 8–14), every byte past `count`
    /// zero. Callers must check `isAvailable` first.
    @inline(__always)
    static func make(low: UInt64, high: UInt64, count: Int) -> String {
        unsafeBitCast(bits(low: low, high: high, count: count), to: String.self)
    }

    /// The two words of that String.
    @inline(__always)
    private static func bits(low: UInt64, high: UInt64, count: Int) -> (UInt64, UInt64) {
        let isASCII = (low | high) & 0x8080_8080_8080_8080 == 0
        let discriminator: UInt64 = (isASCII ? 0xE0 : 0xA0) | UInt64(truncatingIfNeeded: count)
        return (low, high | discriminator &<< 56)
    }

    /// The two words for `bytes` (at most 15), as `make` expects them.
    static func words(_ bytes: some Collection<UInt8>) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) &<< (8 * index)
            } else {
                high |= UInt64(byte) &<< (8 * (index - 8))
            }
        }
        return (low, high)
    }

    private static func verify() -> Bool {
        // unsafeBitCast needs equal sizes; String is two words on 64-bit only.
        guard MemoryLayout<String>.size == 16, MemoryLayout<(UInt64, UInt64)>.size == 16 else { return false }
        // ASCII, and non-ASCII with 2-byte (é, NBSP), 3-byte (€, U+202F) and
        // 4-byte (𝟙) sequences, cut to every length that stays valid UTF-8.
        let sources = ["0123456789abcdef", "1\u{A0}234,50\u{A0}€", "-€1\u{202F}234", "é𝟙€ab\u{A0}c"]
        var samples: [[UInt8]] = []
        for source in sources {
            var bytes: [UInt8] = []
            for scalar in source.unicodeScalars {
                let encoded = Array(String(scalar).utf8)
                if bytes.count + encoded.count > capacity { break }
                bytes += encoded
                samples.append(bytes)
            }
        }
        samples.append([])
        for length in 0...capacity { samples.append(Array(repeating: UInt8(ascii: "7"), count: length)) }
        for bytes in samples {
            let expected = String(decoding: bytes, as: UTF8.self)
            // Only small strings are bit-cast back (no reference counting involved):
            // a standard library that made any of these a heap string fails here.
            guard expected.utf8.count == bytes.count, expected.utf8.elementsEqual(bytes) else { return false }
            // Compare the raw bits before anything is made a String: bits that
            // are not a small string could mean a heap pointer to the runtime.
            let (low, high) = words(bytes)
            let expectedBits = unsafeBitCast(expected, to: (UInt64, UInt64).self)
            guard expectedBits == bits(low: low, high: high, count: bytes.count) else { return false }
            let made = make(low: low, high: high, count: bytes.count)
            guard made == expected, made.utf8.elementsEqual(bytes), made.unicodeScalars.elementsEqual(expected.unicodeScalars)
            else { return false }
        }
        return true
    }
}
