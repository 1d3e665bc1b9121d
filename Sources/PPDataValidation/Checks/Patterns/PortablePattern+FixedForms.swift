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
        }

        /// Whether a sequence of exactly `text.count` characters (or, for a prefix, of at most that many) matches.
        /// Only sequences of a fitting length are tried (a pattern such as GB's has hundreds of forms).
        func matches(_ text: UnsafeBufferPointer<UInt8>, prefix: Bool) -> Bool {
            guard text.count <= PortablePattern.maxLength else { return false }
            let first = prefix ? 0 : Int(byLength[text.count])
            let end = Int(byLength[text.count + 1])
            return sets.withUnsafeBufferPointer { sets in
                starts.withUnsafeBufferPointer { starts in
                    var index = first
                    while index < end {
                        let base = Int(starts[index])
                        let length = (index + 1 < starts.count ? Int(starts[index + 1]) : sets.count) - base
                        var k = 0
                        while k < length, sets[base + k].contains(text[k]) { k += 1 }
                        if k == length { return true }
                        index += 1
                    }
                    return false
                }
            }
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
