/// The parsing side of `PortablePattern`: the pattern text to a tree of `Node`s, or nil outside the subset.
extension PortablePattern {
    /// Recursive descent over the subset; nil (unsupported) on anything else.
    struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// Capturing groups opened so far; the next one is number `groupCount + 1`, as in ICU and Java.
        var groupCount = 0

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
                var number: Int?
                if peek == UInt8(ascii: "?") {
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
                    index += 2
                } else {
                    groupCount += 1
                    number = groupCount
                }
                guard let inner = alternation(), peek == UInt8(ascii: ")") else { return nil }
                index += 1
                return number.map { .group($0, inner) } ?? inner
            case UInt8(ascii: "$"):
                // The end of the input (the input never holds a line terminator, so ICU's `$` means the same).
                return .endOfInput
            case UInt8(ascii: "["):
                return characterClass()
            case UInt8(ascii: "\\"):
                guard let set = escape() else { return nil }
                return .character(set)
            case UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "*"), UInt8(ascii: "+"),
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
