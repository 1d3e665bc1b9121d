import PPData

/// Recognises an unusual but unambiguous way of writing a subdivision, for INVALID_STATE's suggestion: words
/// left out (`Yogyakarta` for Daerah Istimewa Yogyakarta), initials for some words (`DI Yogyakarta`,
/// `D.I. Yogyakarta`, `N.Y.`), a word cut short (`Calif`), the English word for the subdivision added (`Lagos State`),
/// accents and punctuation ignored.
///
/// Runs only after the exact lookup failed, so it costs nothing for valid addresses. It answers only when exactly one
/// subdivision fits: a guess that could mean two places is worse than none.
enum SubdivisionGuess {
    /// The one subdivision of `format` that `text` abbreviates, with the spelling it abbreviates, or nil.
    static func subdivision(
        abbreviatedBy text: String, in format: AddressFormat
    ) -> (subdivision: Subdivision, spelling: String)? {
        let found = subdivisions(abbreviatedBy: text, in: format, atMost: 2)
        return found.count == 1 ? found[0] : nil
    }

    /// The subdivisions of `format` that `text` abbreviates (the first spelling of each that fits), at most
    /// `limit` of them, in the order of the country's list. More than one: `text` is ambiguous (`Lima` in Peru
    /// names both Gobierno Regional de Lima and Municipalidad Metropolitana de Lima).
    static func subdivisions(
        abbreviatedBy text: String, in format: AddressFormat, atMost limit: Int
    ) -> [(subdivision: Subdivision, spelling: String)] {
        let words = self.words(text)
        guard !words.isEmpty, words.count <= 8 else { return [] }
        if let coded = subdivision(codeSpeltOutBy: words, in: format) { return [(coded, coded.key)] }
        let found = subdivisions(named: words, in: format, atMost: limit)
        if found.isEmpty, let bare = withoutKind(words, in: format) {
            return subdivisions(named: bare, in: format, atMost: limit)
        }
        return found
    }

    /// `words` without the country's word for a subdivision in English, when it ends them or begins them followed
    /// by "of" (`Lagos State`, `Osaka Prefecture`, `Guangdong Province`, `State of Bahia`), as addresses in English
    /// write it; nil when it is not there. Tried only when the words as written fit nothing: some names hold the
    /// word (the Philippines' Mountain Province). Not where the country's own names commonly hold it (more than a
    /// quarter of its subdivisions, as Russia's `Moskovskaya oblast'`): there the word tells two places apart,
    /// `Moskva Oblast` the region and `Moskva` the city (the session's review found the region guessed as the city).
    /// One name that holds it (Nigeria's `Ogun State`) does not.
    static func withoutKind(_ words: [Substring], in format: AddressFormat) -> [Substring]? {
        let kind = self.words(format.administrativeAreaKind.displayName)
        guard !kind.isEmpty, words.count > kind.count else { return nil }
        let bare: [Substring]
        if words.suffix(kind.count).elementsEqual(kind) {
            bare = Array(words.dropLast(kind.count))
        } else if words.count > kind.count + 1, words.prefix(kind.count).elementsEqual(kind), words[kind.count] == "of" {
            bare = Array(words.dropFirst(kind.count + 1))
        } else {
            return nil
        }
        // Only for words that hold the kind word: the country's spellings are read for it then, not for every guess.
        var holding: Set<String> = []
        for entry in FoldedSpellings.of(format).entries where entry.words.count >= kind.count
            && (0...(entry.words.count - kind.count)).contains(where: { entry.words[$0..<($0 + kind.count)].elementsEqual(kind) })
        {
            holding.insert(entry.subdivision.key)
        }
        return holding.count * 4 <= format.subdivisions.count ? bare : nil
    }

    /// The subdivisions whose spellings `words` abbreviate, at most `limit` of them.
    private static func subdivisions(
        named words: [Substring], in format: AddressFormat, atMost limit: Int
    ) -> [(subdivision: Subdivision, spelling: String)] {
        let plainWords = FoldedSpellings.plainWords(words)
        let wordInitials = plainWords.map(initials)
        var found: [(subdivision: Subdivision, spelling: String)] = []
        // Entries are read in place (a copy of each retained its strings and arrays, shared by every thread).
        FoldedSpellings.of(format).entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                // Every input word starts as some word of the spelling does (it is that word, its start, or
                // initials from it), so a spelling without one of the input's first letters cannot fit. Decided on
                // bytes where both are ASCII (then a byte is a Character); the full match below is all the faulty
                // addresses of the broad benchmark spent 4% of the CLI's instructions on, 860,000 per wrong state
                // (session 7).
                if let wordInitials, let initials = entries[index].initials,
                    !wordInitials.allSatisfy(initials.contains)
                {
                    continue
                }
                guard !found.contains(where: { $0.subdivision == entries[index].subdivision }) else { continue }
                // Both ASCII: the same match on bytes (each byte of an ASCII word is one Character), which costs a
                // fraction of comparing Characters.
                let fits: Bool
                if let plainWords, let spellingWords = entries[index].plainWords {
                    fits = matches(plainWords, spellingWords)
                } else {
                    fits = matches(words, entries[index].words)
                }
                guard fits else { continue }
                found.append((entries[index].subdivision, entries[index].spelling))
                if found.count == limit { return }
            }
        }
        return found
    }

    /// The subdivision whose code `words` spell out letter by letter (`D.C.`, `N. L.`), tried before any initials of
    /// names: the initials of "District of Columbia" are not D and C, and `N.L.` is one letter from `N.B.`.
    static func subdivision(codeSpeltOutBy words: [Substring], in format: AddressFormat) -> Subdivision? {
        guard (2...3).contains(words.count), words.allSatisfy({ $0.count == 1 }) else { return nil }
        return format.subdivision(code: words.joined().uppercased())
    }

    /// `text` folded (case and accents) and split into words at anything but letters and digits.
    static func words(_ text: String) -> [Substring] {
        words(folded: Subdivision.fold(text))
    }

    /// The first byte of each word (words of `FoldedSpellings.plainWords`: ASCII, so each first byte is the word's
    /// first Character).
    static func initials(_ words: [[UInt8]]) -> [UInt8] {
        words.compactMap(\.first)
    }

    /// The words of text already folded.
    static func words(folded: String) -> [Substring] {
        folded.split { !$0.isLetter && !$0.isNumber }
    }

    /// Whether `input`'s words stand for `candidate`'s, in order: each input word is a candidate word, the start of
    /// one (four letters or more), or the initials of consecutive ones; candidate words may be left out. A guess
    /// needs a real word in common (four letters or more), or initials that cover every candidate word (`N.Y.`).
    ///
    /// Generic over the word type so that the byte reading (`[UInt8]` words of ASCII spellings) and the Character
    /// reading (`Substring` words) are one algorithm.
    static func matches<Word: Collection>(_ input: [Word], _ candidate: [Word]) -> Bool where Word.Element: Equatable {
        func match(_ i: Int, _ j: Int, usedAll: Bool, longWord: Bool) -> Bool {
            if i == input.count { return longWord || (usedAll && j == candidate.count) }
            let word = input[i]
            var start = j
            while start < candidate.count {
                let skipped = start > j
                let used = usedAll && !skipped
                let target = candidate[start]
                if word.elementsEqual(target) || (word.count >= 4 && target.starts(with: word)) {
                    if match(i + 1, start + 1, usedAll: used, longWord: longWord || word.count >= 4) { return true }
                }
                // Initials: "di" for "daerah istimewa", "d" for "daerah".
                if word.count <= 3, start + word.count <= candidate.count,
                    zip(word, candidate[start..<(start + word.count)]).allSatisfy({ $0 == $1.first })
                {
                    if match(i + 1, start + word.count, usedAll: used, longWord: longWord) { return true }
                }
                start += 1
            }
            return false
        }
        return match(0, 0, usedAll: true, longWord: false)
    }
}
