/// Typing slips for the randomized agreement tests (a byte reading against the `Character` reading, a bounded
/// distance against the full one): the same mutations everywhere, from a seeded generator.
package enum Slips {
    /// Applies `count` slips to `bytes` (fewer once it is empty): a byte replaced by or inserted from `alphabet`, a
    /// byte removed, two neighbours swapped, or a lower-case ASCII letter upper-cased.
    package static func apply(_ count: Int, to bytes: inout [UInt8], alphabet: [UInt8], using random: inout SplitMix64) {
        for _ in 0..<count where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes[index] = alphabet.randomElement(using: &random) ?? 0
            case 1: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
            case 2: bytes.remove(at: index)
            case 3: if index + 1 < bytes.count { bytes.swapAt(index, index + 1) }
            default: bytes[index] = (0x61...0x7A).contains(bytes[index]) ? bytes[index] - 0x20 : bytes[index]
            }
        }
    }

    /// A text of 0 to `maxPieces` pieces drawn from `pieces` (digits, separators, CR LF, combining marks, ...), for
    /// agreement tests on texts where bytes and Characters differ.
    package static func text(from pieces: [String], maxPieces: Int, using random: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }

    /// A word of 0 to `maxLength` bytes drawn from `alphabet`.
    package static func word(from alphabet: [UInt8], maxLength: Int, using random: inout SplitMix64) -> [UInt8] {
        (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 0 }
    }
}
