/// A postal-code pattern compiled for matching without NSRegularExpression: about 7% of Orders v2 validation time
/// went to ICU's matcher and bridging the code to an NSString, for patterns such as `\d{5}` or `[A-Z]\d[A-Z] ?\d[A-Z]\d`.
///
/// Only the plain subset the address metadata uses is compiled: literals, `\d`, escaped punctuation, classes of
/// characters and ranges (`[ABCEGHJ-NPRSTV-Z]`), groups (`(...)`, `(?:...)`), alternation and greedy quantifiers
/// (`?`, `*`, `+`, `{n}`, `{n,}`, `{m,n}`). Anything else (negated classes, anchors, `.`, other escapes, lazy or
/// possessive quantifiers, non-ASCII) makes `init` return nil, and the caller keeps using NSRegularExpression.
///
/// Matching is exact rather than backtracking: the input is at most 60 characters of printable ASCII (the only input
/// patterns are run on, see `PostalCodes.isMatchable`), so the set of positions a sub-pattern can end at, given the
/// set it may start at, is a 64-bit mask. A whole match is "position n reachable from {0}", a prefix match
/// (`^(?:pattern)`) "any position reachable", which is what NSRegularExpression answers for these patterns (a match
/// exists or not; greediness only chooses among matches). Cost is linear in pattern size × input length.
struct PostalPattern: Sendable {
    /// A set of ASCII characters as a 128-bit map.
    struct CharacterSet: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }
    }

    /// The parsed pattern, before flattening.
    private indirect enum Node {
        case character(CharacterSet)
        case sequence([Node])
        case alternation([Node])
        case repetition(Node, min: Int, max: Int?)
    }

    /// The longest input, so that positions 0...maxLength fit in a UInt64.
    static let maxLength = 62

    /// One node of the compiled pattern, flattened so that matching walks plain buffers (walking the indirect enum
    /// retained and released its payloads at every step).
    private struct Operation: Sendable {
        /// 0 one character of `set`, 1 sequence, 2 alternation, 3 repetition of one child `min`...`max` times.
        var kind: UInt8
        var set = CharacterSet()
        var min: Int32 = 0
        /// -1: unbounded.
        var max: Int32 = 0
        /// The children's indices are `children[first ..< first + count]`.
        var first: Int32 = 0
        var count: Int32 = 0
    }

    private let operations: [Operation]
    private let children: [Int32]
    private let root: Int32
    /// The pattern written out as every fixed-length sequence of character sets it matches, when there are few
    /// (`\d{5}(?:[ -]\d{4})?` is two: 5 and 10 characters): matching is then a comparison per character instead
    /// of walking the operations. Nil for patterns with unbounded repetition or too many alternatives.
    private let sequences: FixedSequences?

    /// Whether matching goes by the written-out fixed forms rather than the general matcher.
    var usesFixedForms: Bool { sequences != nil }

    /// `sequences` laid out flat, so matching reads two plain buffers (arrays of arrays were retained and
    /// released element by element).
    private struct FixedSequences: Sendable {
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
            var byLength = [Int32](repeating: 0, count: PostalPattern.maxLength + 2)
            for length in 0...(PostalPattern.maxLength + 1) {
                byLength[length] = Int32(sorted.firstIndex { $0.count >= length } ?? sorted.count)
            }
            self.byLength = byLength
        }

        /// Whether a sequence of exactly `text.count` characters (or, for a prefix, of at most that many) matches.
        /// Only sequences of a fitting length are tried (a pattern such as GB's has hundreds of forms).
        func matches(_ text: UnsafeBufferPointer<UInt8>, prefix: Bool) -> Bool {
            guard text.count <= PostalPattern.maxLength else { return false }
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
    private static let maxSequences = 1024

    /// Compiles `pattern`, or nil when it uses anything outside the subset above.
    /// `writesOutFixedForms: false` keeps only the general matcher (tests compare the two).
    init?(_ pattern: String, writesOutFixedForms: Bool = true) {
        let bytes = Array(pattern.utf8)
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        var parser = Parser(bytes: bytes)
        guard let tree = parser.alternation(), parser.index == bytes.count else { return nil }
        var operations: [Operation] = []
        var children: [Int32] = []
        func flatten(_ node: Node) -> Int32 {
            let operation: Operation
            switch node {
            case .character(let set):
                operation = Operation(kind: 0, set: set)
            case .sequence(let nodes), .alternation(let nodes):
                let indices = nodes.map(flatten)
                operation = Operation(
                    kind: { if case .sequence = node { 1 } else { 2 } }(), first: Int32(children.count),
                    count: Int32(indices.count))
                children += indices
            case .repetition(let inner, let min, let max):
                let index = flatten(inner)
                operation = Operation(
                    kind: 3, min: Int32(min), max: max.map(Int32.init) ?? -1, first: Int32(children.count), count: 1)
                children.append(index)
            }
            operations.append(operation)
            return Int32(operations.count - 1)
        }
        self.root = flatten(tree)
        self.operations = operations
        self.children = children
        self.sequences = writesOutFixedForms ? Self.sequences(of: tree).map(FixedSequences.init) : nil
    }

    /// Every sequence of character sets `node` matches, or nil when they are unbounded or more than
    /// `maxSequences`.
    private static func sequences(of node: Node) -> [[CharacterSet]]? {
        switch node {
        case .character(let set):
            return [[set]]
        case .sequence(let nodes):
            var result: [[CharacterSet]] = [[]]
            for child in nodes {
                guard let tails = sequences(of: child) else { return nil }
                result = result.flatMap { head in tails.map { head + $0 } }
                guard result.count <= maxSequences else { return nil }
            }
            return result
        case .alternation(let nodes):
            var result: [[CharacterSet]] = []
            for child in nodes {
                guard let alternatives = sequences(of: child) else { return nil }
                result += alternatives
                guard result.count <= maxSequences else { return nil }
            }
            return result
        case .repetition(let inner, let min, let max):
            guard let max, max <= maxLength, let once = sequences(of: inner) else { return nil }
            var result: [[CharacterSet]] = []
            var repeated: [[CharacterSet]] = [[]]
            for count in 0...max {
                if count >= min { result += repeated }
                guard result.count <= maxSequences else { return nil }
                if count == max { break }
                repeated = repeated.flatMap { head in once.map { head + $0 } }
                guard repeated.count <= maxSequences else { return nil }
            }
            return result
        }
    }

    /// Whether the whole of `text` matches (`^(?:pattern)$`).
    func matchesWhole(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count <= Self.maxLength else { return false }
        if let sequences { return sequences.matches(text, prefix: false) }
        return ends(from: 1, in: text) & (1 << UInt64(text.count)) != 0
    }

    /// Whether a prefix of `text` matches (`^(?:pattern)`).
    func matchesPrefix(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count <= Self.maxLength else { return false }
        if let sequences { return sequences.matches(text, prefix: true) }
        return ends(from: 1, in: text) != 0
    }

    private func ends(from starts: UInt64, in text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        operations.withUnsafeBufferPointer { operations in
            children.withUnsafeBufferPointer { children in
                Self.ends(Int(root), from: starts, operations: operations, children: children, text: text)
            }
        }
    }

    /// The positions operation `index` can end at when it starts at any position in `starts` (bit i = position i).
    private static func ends(
        _ index: Int, from starts: UInt64, operations: UnsafeBufferPointer<Operation>,
        children: UnsafeBufferPointer<Int32>, text: UnsafeBufferPointer<UInt8>
    ) -> UInt64 {
        if starts == 0 { return 0 }
        let operation = operations[index]
        let first = Int(operation.first)
        let end = first + Int(operation.count)
        switch operation.kind {
        case 0:
            var result: UInt64 = 0
            var remaining = starts
            while remaining != 0 {
                let i = remaining.trailingZeroBitCount
                remaining &= remaining - 1
                if i < text.count, operation.set.contains(text[i]) { result |= 1 << UInt64(i + 1) }
            }
            return result
        case 1:
            var current = starts
            for k in first..<end {
                current = ends(Int(children[k]), from: current, operations: operations, children: children, text: text)
                if current == 0 { return 0 }
            }
            return current
        case 2:
            var result: UInt64 = 0
            for k in first..<end {
                result |= ends(Int(children[k]), from: starts, operations: operations, children: children, text: text)
            }
            return result
        default:
            let child = Int(children[first])
            var current = starts
            for _ in 0..<Int(operation.min) {
                current = ends(child, from: current, operations: operations, children: children, text: text)
                if current == 0 { return 0 }
            }
            var result = current
            if operation.max >= 0 {
                var count = operation.min
                while count < operation.max, current != 0 {
                    current = ends(child, from: current, operations: operations, children: children, text: text)
                    result |= current
                    count += 1
                }
            } else {
                // Unbounded: add positions until nothing new is reachable (at most maxLength + 1 rounds).
                while current != 0 {
                    let next = ends(child, from: current, operations: operations, children: children, text: text)
                    current = next & ~result
                    result |= next
                }
            }
            return result
        }
    }

    /// Recursive descent over the subset; nil (unsupported) on anything else.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func alternation() -> Node? {
            var branches: [Node] = []
            guard let first = sequence() else { return nil }
            branches.append(first)
            while peek == UInt8(ascii: "|") {
                index += 1
                guard let next = sequence() else { return nil }
                branches.append(next)
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        mutating func sequence() -> Node? {
            var nodes: [Node] = []
            while let byte = peek, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                guard let atom = atom(), let quantified = quantifier(atom) else { return nil }
                nodes.append(quantified)
            }
            return nodes.count == 1 ? nodes[0] : .sequence(nodes)
        }

        mutating func atom() -> Node? {
            guard let byte = peek else { return nil }
            index += 1
            switch byte {
            case UInt8(ascii: "("):
                if peek == UInt8(ascii: "?") {
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
                    index += 2
                }
                guard let inner = alternation(), peek == UInt8(ascii: ")") else { return nil }
                index += 1
                return inner
            case UInt8(ascii: "["):
                return characterClass()
            case UInt8(ascii: "\\"):
                guard let set = escape() else { return nil }
                return .character(set)
            case UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "#"):
                return nil
            default:
                var set = CharacterSet()
                set.insert(byte)
                return .character(set)
            }
        }

        /// After a backslash: `\d` or an escaped punctuation character (a literal).
        mutating func escape() -> CharacterSet? {
            guard let byte = peek else { return nil }
            index += 1
            var set = CharacterSet()
            if byte == UInt8(ascii: "d") {
                for digit in UInt8(ascii: "0")...UInt8(ascii: "9") { set.insert(digit) }
                return set
            }
            let isAlphanumeric = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            guard !isAlphanumeric, byte != UInt8(ascii: " ") else { return nil }
            set.insert(byte)
            return set
        }

        /// After `[`: characters, ranges and `\d`, up to `]`. Negation and ICU set operations are not compiled.
        mutating func characterClass() -> Node? {
            var set = CharacterSet()
            var first = true
            while let byte = peek {
                if byte == UInt8(ascii: "]"), !first {
                    index += 1
                    return .character(set)
                }
                if byte == UInt8(ascii: "^") && first || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "&")
                    || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "$")
                {
                    return nil
                }
                first = false
                index += 1
                let low: UInt8
                if byte == UInt8(ascii: "\\") {
                    guard let escaped = escape() else { return nil }
                    if escaped.low == 0x03FF_0000_0000_0000, escaped.high == 0 {
                        set.low |= escaped.low  // \d
                        continue
                    }
                    guard let only = Self.single(escaped) else { return nil }
                    low = only
                } else {
                    low = byte
                }
                // A range `a-b` (a `-` first or last is a literal).
                if peek == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "]") {
                    index += 1
                    guard var high = peek, high != UInt8(ascii: "[") else { return nil }
                    index += 1
                    if high == UInt8(ascii: "\\") {
                        guard let escaped = escape(), let only = Self.single(escaped) else { return nil }
                        high = only
                    }
                    guard low <= high else { return nil }
                    for character in low...high { set.insert(character) }
                } else {
                    set.insert(low)
                }
            }
            return nil
        }

        static func single(_ set: CharacterSet) -> UInt8? {
            guard set.low.nonzeroBitCount + set.high.nonzeroBitCount == 1 else { return nil }
            return set.low != 0 ? UInt8(set.low.trailingZeroBitCount) : UInt8(64 + set.high.trailingZeroBitCount)
        }

        /// `?`, `*`, `+`, `{n}`, `{n,}`, `{m,n}` after an atom (greedy only).
        mutating func quantifier(_ atom: Node) -> Node? {
            var result = atom
            guard let byte = peek else { return result }
            switch byte {
            case UInt8(ascii: "?"):
                index += 1
                result = .repetition(atom, min: 0, max: 1)
            case UInt8(ascii: "*"):
                index += 1
                result = .repetition(atom, min: 0, max: nil)
            case UInt8(ascii: "+"):
                index += 1
                result = .repetition(atom, min: 1, max: nil)
            case UInt8(ascii: "{"):
                index += 1
                guard let min = number() else { return nil }
                var max: Int? = min
                if peek == UInt8(ascii: ",") {
                    index += 1
                    max = peek == UInt8(ascii: "}") ? nil : number()
                    if max == nil && peek != UInt8(ascii: "}") { return nil }
                }
                guard peek == UInt8(ascii: "}"), max.map({ $0 >= min }) ?? true else { return nil }
                index += 1
                result = .repetition(atom, min: min, max: max)
            default:
                return result
            }
            // A second quantifier (lazy `??`, possessive `?+`, or stacked) is not compiled.
            if let next = peek, next == UInt8(ascii: "?") || next == UInt8(ascii: "+") || next == UInt8(ascii: "*")
                || next == UInt8(ascii: "{")
            {
                return nil
            }
            return result
        }

        mutating func number() -> Int? {
            var value = 0
            var digits = 0
            while let byte = peek, (0x30...0x39).contains(byte), digits < 3 {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
                index += 1
            }
            guard digits > 0, let next = peek, !(0x30...0x39).contains(next) else { return nil }
            return value
        }
    }
}
