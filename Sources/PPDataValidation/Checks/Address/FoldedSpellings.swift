import PPData
internal import _PPDataConcurrency

/// A country's subdivision spellings folded once (case and accents, `Subdivision.fold`), with their words and
/// characters: what INVALID_STATE's suggestions compare a wrong state against (`SubdivisionGuess`,
/// `SubdivisionCheck.nearest`).
///
/// Why a table: those suggestions folded and split every spelling of every subdivision again for each wrong state,
/// so a faulty address cost 30–50 µs, several times a valid one (the broad benchmark's bare addresses spent half
/// their time there; Benchmarks/Validation/HISTORY.md). Built on the first wrong state of a country, then shared.
final class FoldedSpellings: Sendable {
    /// One spelling of one subdivision.
    struct Entry: Sendable {
        /// The subdivision.
        let subdivision: Subdivision
        /// The spelling as the metadata has it.
        let spelling: String
        /// The spelling folded.
        let folded: String
        /// `folded` as characters, for edit distances.
        let characters: [Character]
        /// `folded` split into words at anything but letters and digits (`SubdivisionGuess.words`).
        let words: [Substring]
        /// The first byte of each word when every word is ASCII (`SubdivisionGuess.initials`), else nil.
        let initials: [UInt8]?
        /// `folded`'s bytes when it is ASCII without a carriage return (one Character per byte), else nil.
        let plainBytes: [UInt8]?
        /// `words` as bytes when every word is ASCII, else nil.
        let plainWords: [[UInt8]]?
    }

    /// Words as bytes when each is one Character per byte (`isOneCharacterPerByte`), else nil.
    static func plainWords(_ words: [Substring]) -> [[UInt8]]? {
        guard words.allSatisfy(\.isOneCharacterPerByte) else { return nil }
        return words.map { Array($0.utf8) }
    }

    /// The bytes of `text` when it is one Character per byte (`isOneCharacterPerByte`), else nil.
    static func plainASCII(_ text: String) -> [UInt8]? {
        text.isOneCharacterPerByte ? Array(text.utf8) : nil
    }

    /// Every spelling, by subdivision in the metadata's order, then by spelling.
    let entries: [Entry]

    private init(_ format: AddressFormat) {
        var entries: [Entry] = []
        for subdivision in format.subdivisions {
            for (spelling, _) in subdivision.spellings {
                let folded = Subdivision.fold(spelling)
                let words = SubdivisionGuess.words(folded: folded)
                let plainWords = Self.plainWords(words)
                entries.append(Entry(
                    subdivision: subdivision, spelling: spelling, folded: folded, characters: Array(folded),
                    words: words, initials: plainWords.map(SubdivisionGuess.initials), plainBytes: Self.plainASCII(folded),
                    plainWords: plainWords))
            }
        }
        self.entries = entries
    }

    /// The spellings of `format`'s subdivisions.
    static func of(_ format: AddressFormat) -> FoldedSpellings {
        table.value(at: format.country.ordinal) { FoldedSpellings(format) } ?? FoldedSpellings(format)
    }

    private static let table = OnceTable<FoldedSpellings>(count: CountryCode.caseCount)
}
