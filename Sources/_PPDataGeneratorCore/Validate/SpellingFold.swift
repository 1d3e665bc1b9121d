import Foundation

/// The case- and accent-insensitive folding of subdivision spellings, shared by validation (no two subdivisions
/// of a country may fold to the same spelling) and rendering (the Latin table PPData folds with at run time).
///
/// PPData has no Foundation, so it cannot decompose characters itself: the generator decomposes the Latin
/// letters here, once, and renders the result as a table. Folding is then: lower-case, drop the combining
/// diacritical marks U+0300–U+036F (typed input may be decomposed), replace Latin letters by their base letters,
/// collapse runs of whitespace to one space. Other scripts are left alone: Devanagari vowel signs or Thai tone
/// marks are part of the spelling, not decoration.
enum SpellingFold {
    /// Latin letters that have no canonical decomposition but that people type without their stroke or as two
    /// letters (`ł` → `l`, `ß` → `ss`), plus the characters written for `'`: the typographic apostrophe and
    /// opening quote, the modifier-letter apostrophe, and the ʻokina (U+02BB) of Hawaiian names (`Kapaʻa`, which
    /// USPS writes `Kapaa`).
    static let extraFolds: [UInt32: String] = [
        0x00DF: "ss", 0x00E6: "ae", 0x00F0: "d", 0x00F8: "o", 0x00FE: "th", 0x0111: "d", 0x0127: "h", 0x0131: "i",
        0x0142: "l", 0x0153: "oe", 0x0167: "t", 0x2018: "'", 0x2019: "'", 0x02BB: "'", 0x02BC: "'",
    ]

    /// The Unicode ranges whose letters are folded: Latin-1 Supplement, Latin Extended-A and -B, Latin Extended
    /// Additional.
    static let latinRanges: [ClosedRange<UInt32>] = [0x00C0...0x024F, 0x1E00...0x1EFF]

    /// Lower-case Latin letter → base letters, for every letter of `latinRanges` whose canonical decomposition is
    /// an ASCII letter followed by combining diacritical marks, plus `extraFolds`. Sorted by scalar when rendered.
    static let latinTable: [UInt32: String] = {
        var table = extraFolds
        for range in latinRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.isLowercase else { continue }
                let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
                guard let first = decomposed.first, first.isASCII, first.properties.isAlphabetic,
                    decomposed.count > 1,
                    decomposed.dropFirst().allSatisfy({ isCombiningDiacritic($0.value) })
                else { continue }
                table[value] = String(first).lowercased()
            }
        }
        return table
    }()

    /// Whether `value` is in the Combining Diacritical Marks block, which folding drops.
    static func isCombiningDiacritic(_ value: UInt32) -> Bool { (0x0300...0x036F).contains(value) }

    /// `text` folded as PPData folds it (`Subdivision.fold`).
    static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if isCombiningDiacritic(scalar.value) { continue }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            if let base = latinTable[scalar.value] {
                out.append(contentsOf: base.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
