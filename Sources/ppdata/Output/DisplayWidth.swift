/// How many terminal columns text takes, so tables of localized names line up (`list --locale ja_JP`).
///
/// East Asian Wide and Fullwidth characters take two columns, combining marks and zero-width characters none,
/// everything else one. The wide ranges are Unicode's East Asian Width property (UAX #11, `EastAsianWidth.txt`,
/// classes W and F), grouped as Markus Kuhn's `wcwidth` groups them.
enum DisplayWidth {
    /// The columns `text` takes on a terminal.
    static func of(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += columns(scalar) }
        return width
    }

    /// The columns one scalar takes: 0, 1 or 2.
    static func columns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }  // Latin, the common case
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK Radicals … CJK Symbols and Punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul Compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul Syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE30...0xFE4F,  // CJK Compatibility Forms
        0xFF00...0xFF60,  // Fullwidth Forms
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x1F300...0x1F64F,  // pictographs and emoticons
        0x1F900...0x1F9FF,  // supplemental symbols and pictographs
        0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B–F
        0x30000...0x3FFFD,  // CJK Unified Ideographs Extension G
    ]
}
