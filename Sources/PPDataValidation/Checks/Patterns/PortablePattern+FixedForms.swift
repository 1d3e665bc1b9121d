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

        init(_ sequences: [[CharacterSet]]) {
            let sorted = sequences.sorted { $0.count < $1.count }
            sets = sorted.flatMap { $0 }
            var start: Int32 = 0
            starts = sorted.map { sequence in
                defer { start += Int32(sequence.count) }
                return start
            }
            var byLength = [Int32](repeating: 0, count: PortablePattern.maxLength + 2)
            for length in 0...(PortablePattern.maxLength + 1) {
                byLength[length] = Int32(sorted.firstIndex { $0.count >= length } ?? sorted.count)
            }
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

    /// Every sequence of character sets `node` matches, or nil when they are unbounded or more than
    /// `maxSequences`.
    static func sequences(of node: Node) -> [[CharacterSet]]? {
        switch node {
        case .character(let set):
            return [[set]]
        case .group(_, let inner):
            return sequences(of: inner)
        case .endOfInput:
            return nil  // not a character: such patterns use the general matcher
        case .sequence(let nodes):
            var result: [[CharacterSet]] = [[]]
            for child in nodes {
                // Too many is known from the counts: bail out before writing them out (patterns that are not
                // written out spent most of their compile time building sequences only to drop them).
                guard let tails = sequences(of: child), result.count * tails.count <= maxSequences else { return nil }
                result = result.flatMap { head in tails.map { head + $0 } }
            }
            return result
        case .alternation(let nodes):
            var result: [[CharacterSet]] = []
            for child in nodes {
                guard let alternatives = sequences(of: child), result.count + alternatives.count <= maxSequences
                else { return nil }
                result += alternatives
            }
            return result
        case .repetition(let inner, let min, let max):
            guard let max, max <= maxLength, let once = sequences(of: inner) else { return nil }
            if once.count == 1, min <= max {
                // One form repeated (`\d{5}`, the usual case): its runs of min...max copies, shortest first, which
                // is what the general loop below gives, without its array of arrays per step (half of compiling
                // the United States' postal pattern).
                return (min...max).map { count in
                    var run: [CharacterSet] = []
                    run.reserveCapacity(count * once[0].count)
                    for _ in 0..<count { run += once[0] }
                    return run
                }
            }
            var result: [[CharacterSet]] = []
            var repeated: [[CharacterSet]] = [[]]
            for count in 0...max {
                if count >= min { result += repeated }
                guard result.count <= maxSequences else { return nil }
                if count == max { break }
                guard repeated.count * once.count <= maxSequences else { return nil }
                repeated = repeated.flatMap { head in once.map { head + $0 } }
            }
            return result
        }
    }
}
