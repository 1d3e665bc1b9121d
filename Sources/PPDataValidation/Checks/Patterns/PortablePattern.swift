/// A pattern of the portable regex subset (Data/README.md) compiled for matching without a regex library: postal
/// codes (Google's address metadata) and phone numbers (libphonenumber's metadata) are matched with it.
/// NSRegularExpression was about 7% of Orders v2 validation time for postal codes (ICU's matcher and bridging the
/// code to an NSString), and linking it pulled Foundation's copy of ICU into every program using the validator.
///
/// Only the plain subset the metadata uses is compiled: literals, `\d`, escaped punctuation, classes of
/// characters and ranges (`[ABCEGHJ-NPRSTV-Z]`), groups (`(...)`, `(?:...)`), alternation, greedy quantifiers
/// (`?`, `*`, `+`, `{n}`, `{n,}`, `{m,n}`) and `$` (the end of the input). Anything else (negated classes, `^`,
/// `.`, other escapes, lazy or possessive quantifiers, non-ASCII) makes `init` return nil; the generator admits
/// only patterns inside the subset, and PortablePatternTests holds every pattern of the tables to it.
///
/// Matching is exact rather than backtracking: the input is at most 62 bytes (postal codes are printable ASCII of at
/// most 60, see `PostalCodes.isMatchable`; phone numbers ASCII digits of at most 32, see
/// `PhonePatterns.isBoundedDigits`), so the set of positions a sub-pattern can end at, given the set it may start
/// at, is a 64-bit mask. A whole match is "position n reachable from {0}", a prefix match (`^(?:pattern)`) "any
/// position reachable", which is what a backtracking engine answers (a match exists or not; greediness only
/// chooses among matches). Cost is linear in pattern size × input length. Where the chosen match itself matters
/// (its length and groups, for libphonenumber's prefix stripping), `firstMatch` runs the pattern as a backtracking
/// engine would (PortablePattern+FirstMatch.swift).
struct PortablePattern: Sendable {
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

    /// The parsed pattern, before flattening. Only the cases holding one node are boxed (the arrays of the others
    /// are boxes already): a boxed character per literal was most of compiling GB's postal pattern.
    enum Node: Sendable {
        case character(CharacterSet)
        case sequence([Node])
        case alternation([Node])
        indirect case repetition(Node, min: Int, max: Int?)
        /// A capturing group, numbered from 1 in the order its `(` appears.
        indirect case group(Int, Node)
        /// `$`: matches the empty string at the end of the input only.
        case endOfInput
    }

    /// The longest input, so that positions 0...maxLength fit in a UInt64.
    static let maxLength = 62

    /// One node of the compiled pattern, flattened so that matching walks plain buffers (walking the indirect enum
    /// retained and released its payloads at every step).
    private struct Operation: Sendable {
        /// 0 one character of `set`, 1 sequence, 2 alternation, 3 repetition of one child `min`...`max` times,
        /// 4 the end of the input.
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

    /// Compiles `pattern`, or nil when it uses anything outside the subset above.
    /// `writesOutFixedForms: false` keeps only the general matcher (tests compare the two).
    init?(_ pattern: String, writesOutFixedForms: Bool = true) {
        guard let (tree, _) = Self.parse(pattern) else { return nil }
        // With the fixed forms the operations are never read: they are built only when there are none.
        if writesOutFixedForms, let forms = Self.sequences(of: tree) {
            self.sequences = FixedSequences(forms)
            (self.operations, self.children, self.root) = ([], [], 0)
            return
        }
        self.sequences = nil
        var operations: [Operation] = []
        var children: [Int32] = []
        func flatten(_ node: Node) -> Int32 {
            let operation: Operation
            switch node {
            case .group(_, let inner):
                return flatten(inner)  // where a group is does not change where a match can end
            case .endOfInput:
                operation = Operation(kind: 4)
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
    }

    /// The tree of `pattern` and its number of capturing groups, or nil when it uses anything outside the subset.
    static func parse(_ pattern: String) -> (tree: Node, groupCount: Int)? {
        let bytes = Array(pattern.utf8)
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        var parser = Parser(bytes: bytes)
        guard let tree = parser.alternation(), parser.index == bytes.count else { return nil }
        return (tree, parser.groupCount)
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
        case 4:
            return starts & (1 << UInt64(text.count))
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
        default:  // 3, repetition
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
}
