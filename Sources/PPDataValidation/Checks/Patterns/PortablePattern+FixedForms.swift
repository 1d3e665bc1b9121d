/// The fixed-form side of `PortablePattern`: a pattern written out as every fixed-length sequence of character
/// sets it matches, when there are few, so matching compares character by character.
extension PortablePattern {
    /// `sequences` laid out flat, so matching reads two plain buffers (arrays of arrays were retained and
    /// released element by element).
    struct FixedSequences: Sendable {
        /// Every sequence's sets, one after another, shortest sequences first.
        let sets: [CharacterSet]
        /// Each sequence's start in `sets`, in the same order.
        let starts: [Int32]
        /// `byLength[n] ..< byLength[n + 1]`: the sequences of length `n` (indices into `starts`).
        let byLength: [Int32]
        /// For patterns with many forms, the forms of each length by the bytes their first set holds.
        let firstByte: FirstByteIndex?

        /// Lays `forms` out shortest first, by a counting sort on their lengths (the order among forms of one
        /// length does not change what matches).
        init(_ forms: Forms) {
            let count = forms.count
            // A form longer than any input (`\d{40}\d{40}`) never matches: its length counts as maxLength + 1.
            let longest = PortablePattern.maxLength + 1
            func bucket(_ index: Int) -> Int { min(forms.length(of: index), longest) }
            // byLength[n]: the first form at least n long; filled as counts, then summed into positions.
            var byLength = [Int32](repeating: 0, count: longest + 2)
            for index in 0..<count { byLength[bucket(index) + 1] += 1 }
            for length in 1..<byLength.count { byLength[length] += byLength[length - 1] }
            var next = byLength
            var order = [Int](repeating: 0, count: count)
            for index in 0..<count {
                let length = bucket(index)
                order[Int(next[length])] = index
                next[length] += 1
            }
            var sets: [CharacterSet] = []
            sets.reserveCapacity(forms.sets.count)
            var starts: [Int32] = []
            starts.reserveCapacity(count)
            for index in order {
                starts.append(Int32(sets.count))
                sets += forms.sets[forms.range(of: index)]
            }
            self.sets = sets
            self.starts = starts
            self.byLength = byLength
            self.firstByte = count > FirstByteIndex.minimumForms ? FirstByteIndex(sets, starts, byLength) : nil
        }

        /// Whether a sequence of exactly `text.count` characters (or, for a prefix, of at most that many) matches.
        /// Only sequences of a fitting length are tried (a pattern such as GB's has hundreds of forms), and, where
        /// the pattern has many, only those whose first set holds the text's first byte.
        func matches(_ text: UnsafeBufferPointer<UInt8>, prefix: Bool) -> Bool {
            guard text.count <= PortablePattern.maxLength else { return false }
            return sets.withUnsafeBufferPointer { sets in
                starts.withUnsafeBufferPointer { starts in
                    func matches(form index: Int, from k: Int) -> Bool {
                        let base = Int(starts[index])
                        let length = (index + 1 < starts.count ? Int(starts[index + 1]) : sets.count) - base
                        var k = k
                        while k < length, sets[base + k].contains(text[k]) { k += 1 }
                        return k == length
                    }
                    if let firstByte, let byte = text.first {
                        // The empty form matches at the start of anything.
                        if prefix && byLength[1] > byLength[0] { return true }
                        for length in (prefix ? 1 : text.count)...text.count {
                            for index in firstByte.forms(length: length, first: byte)
                            where matches(form: Int(index), from: 1) {
                                return true
                            }
                        }
                        return false
                    }
                    for index in (prefix ? 0 : Int(byLength[text.count]))..<Int(byLength[text.count + 1])
                    where matches(form: index, from: 0) {
                        return true
                    }
                    return false
                }
            }
        }
    }

    /// The forms of each length listed by the bytes their first set holds: a form starting `[2-9]` is listed under
    /// eight bytes. Matching then reads only the forms that can take the text's first byte: a phone number is tried
    /// against each number type of its region (premium rate, toll free, ...), whose forms mostly start with other
    /// digits, and a region's fixed-line pattern has hundreds of forms.
    struct FirstByteIndex: Sendable {
        /// Patterns with more forms than this are indexed; a few forms are read faster than the index.
        static let minimumForms = 8
        /// Per length, its row in `offsets` (-1: no form of that length).
        private let rowOfLength: [Int8]
        /// `offsets[row * 129 + byte] ..< offsets[row * 129 + byte + 1]`: where the forms of the row's length whose
        /// first set holds `byte` are listed in `forms`.
        private let offsets: [Int32]
        /// Form indices (into `FixedSequences.starts`).
        private let forms: [Int32]

        init(_ sets: [CharacterSet], _ starts: [Int32], _ byLength: [Int32]) {
            var rowOfLength = [Int8](repeating: -1, count: byLength.count)
            var rows = 0
            for length in 1..<(byLength.count - 1) where byLength[length + 1] > byLength[length] {
                rowOfLength[length] = Int8(rows)
                rows += 1
            }
            // Each form's first set, bit by bit: counted, summed into positions, then filled.
            func forEachFirstByte(_ body: (_ row: Int, _ byte: Int, _ form: Int) -> Void) {
                for length in 1..<(byLength.count - 1) where rowOfLength[length] >= 0 {
                    for form in Int(byLength[length])..<Int(byLength[length + 1]) {
                        let first = sets[Int(starts[form])]
                        var low = first.low, high = first.high
                        while low != 0 {
                            body(Int(rowOfLength[length]), low.trailingZeroBitCount, form)
                            low &= low - 1
                        }
                        while high != 0 {
                            body(Int(rowOfLength[length]), 64 + high.trailingZeroBitCount, form)
                            high &= high - 1
                        }
                    }
                }
            }
            var offsets = [Int32](repeating: 0, count: rows * 129 + 1)
            forEachFirstByte { row, byte, _ in offsets[row * 129 + byte + 1] += 1 }
            for slot in 1..<offsets.count { offsets[slot] += offsets[slot - 1] }
            var next = offsets
            var forms = [Int32](repeating: 0, count: Int(offsets[offsets.count - 1]))
            forEachFirstByte { row, byte, form in
                forms[Int(next[row * 129 + byte])] = Int32(form)
                next[row * 129 + byte] += 1
            }
            self.rowOfLength = rowOfLength
            self.offsets = offsets
            self.forms = forms
        }

        /// The forms of `length` whose first set holds `first`.
        func forms(length: Int, first: UInt8) -> ArraySlice<Int32> {
            guard length < rowOfLength.count, first < 128 else { return [] }
            let row = Int(rowOfLength[length])
            guard row >= 0 else { return [] }
            let slot = row * 129 + Int(first)
            return forms[Int(offsets[slot])..<Int(offsets[slot + 1])]
        }
    }

    /// At most this many sequences are written out (GB's pattern, the largest, writes out to a few hundred).
    static let maxSequences = 1024

    /// A list of fixed-length forms, flat: form i is `sets[ends[i - 1] ..< ends[i]]` (`ends[-1]` being 0). Built
    /// without an array per form, and alternatives appended where they are written out: GB's postal pattern (about
    /// 500 forms) written out as arrays of arrays cost 3 million instructions, which a one-document run with a UK
    /// address paid in full.
    struct Forms {
        var sets: [CharacterSet] = []
        var ends: [Int32] = []

        /// The list holding only the empty form (the start of a concatenation).
        static var empty: Forms {
            var forms = Forms()
            forms.ends = [0]
            return forms
        }

        var count: Int { ends.count }

        func range(of index: Int) -> Range<Int> {
            (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
        }

        func length(of index: Int) -> Int { range(of: index).count }

        /// Appends the sets of form `index` of `other` to the last form being written.
        mutating func appendSets(of index: Int, in other: Forms) {
            for k in other.range(of: index) { sets.append(other.sets[k]) }
        }

        /// Ends the form being written.
        mutating func endForm() { ends.append(Int32(sets.count)) }

        /// Every form of `self` followed by every form of `tails`, heads in order, each head's tails in order.
        func followed(by tails: Forms) -> Forms {
            var result = Forms()
            result.sets.reserveCapacity(sets.count * tails.count + tails.sets.count * count)
            result.ends.reserveCapacity(count * tails.count)
            for head in 0..<count {
                for tail in 0..<tails.count {
                    result.appendSets(of: head, in: self)
                    result.appendSets(of: tail, in: tails)
                    result.endForm()
                }
            }
            return result
        }

        /// The forms of `self`, then those of `other`.
        mutating func append(contentsOf other: Forms) {
            let base = Int32(sets.count)
            sets.append(contentsOf: other.sets)
            ends.reserveCapacity(ends.count + other.ends.count)
            for end in other.ends { ends.append(end + base) }
        }
    }

    /// Every fixed-length form `node` matches, in the order a backtracking engine would try them, or nil when they
    /// are unbounded or more than `maxSequences`.
    static func sequences(of node: Node) -> Forms? {
        var forms = Forms()
        return appendForms(of: node, to: &forms) ? forms : nil
    }

    /// Appends every fixed-length form of `node` to `forms`; false when they are unbounded or `forms` would hold
    /// more than `maxSequences`.
    static func appendForms(of node: Node, to forms: inout Forms) -> Bool {
        switch node {
        case .character(let set):
            forms.sets.append(set)
            forms.endForm()
        case .group(_, let inner):
            return appendForms(of: inner, to: &forms)
        case .endOfInput:
            return false  // not a character: such patterns use the general matcher
        case .alternation(let nodes):
            for child in nodes {
                guard appendForms(of: child, to: &forms) else { return false }
            }
        case .sequence(let nodes):
            // A run of literals (the usual alternative, as `AB` in GB's postcode areas) is one form: written
            // straight into `forms`.
            if nodes.allSatisfy({ if case .character = $0 { true } else { false } }) {
                for case .character(let set) in nodes { forms.sets.append(set) }
                forms.endForm()
                return forms.count <= maxSequences
            }
            var result = Forms.empty
            for child in nodes {
                // One form followed by a character (a run of literals, the usual case) grows in place.
                if case .character(let set) = child, result.count == 1 {
                    result.sets.append(set)
                    result.ends[0] += 1
                    continue
                }
                guard let tails = sequences(of: child) else { return false }
                if result.count == 1 && result.sets.isEmpty {
                    result = tails
                    continue
                }
                // Too many is known from the counts: bail out before writing them out (patterns that are not
                // written out spent most of their compile time building sequences only to drop them).
                guard result.count * tails.count <= maxSequences else { return false }
                result = result.followed(by: tails)
            }
            forms.append(contentsOf: result)
        case .repetition(let inner, let min, let max):
            guard let max, max <= maxLength, min <= max, let once = sequences(of: inner) else { return false }
            var repeated = Forms.empty
            for count in 0...max {
                if count >= min {
                    guard forms.count + repeated.count <= maxSequences else { return false }
                    forms.append(contentsOf: repeated)
                }
                if count == max { break }
                guard repeated.count * once.count <= maxSequences else { return false }
                repeated = repeated.followed(by: once)
            }
        }
        return forms.count <= maxSequences
    }
}
