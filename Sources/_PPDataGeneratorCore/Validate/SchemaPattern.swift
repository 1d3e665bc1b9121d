/// How the validator enforces a schema's `pattern`, decided by the generator (a pattern that fits neither form
/// needs an override row saying why it is not enforced).
///
/// PayPal's patterns are anchored (`^…$`) regular expressions. Most are one character class repeated
/// (`^[0-9A-Z_]+$`, `^.{1,300}$`): a `run`, checked by testing each character against a set and counting them.
/// The others, when the value is short (at most 62 characters: the runtime matcher's limit), are matched by
/// `PortablePattern` in PPDataValidation, whose subset the syntax check here follows.
package enum SchemaPattern: Sendable, Hashable {
    /// Every character in `ascii` (or any non-ASCII character when `nonASCII`), `min`...`max` of them.
    case run(ascii: Set<UInt8>, nonASCII: Bool, min: Int, max: Int?)
    /// The pattern without its anchors, for `PortablePattern`.
    case portable(String)

    /// How `pattern` is enforced on strings of at most `maxLength` characters, or why it cannot be.
    package static func compile(_ pattern: String, maxLength: Int?) -> Result<SchemaPattern, PatternProblem> {
        let bytes = Array(pattern.utf8)
        guard bytes.first == UInt8(ascii: "^"), bytes.last == UInt8(ascii: "$"), bytes.count >= 2 else {
            return .failure(
                PatternProblem(message: "not anchored at both ends (a schema validator searches for it anywhere)"))
        }
        let body = Array(bytes[1..<(bytes.count - 1)])
        if let run = run(body) { return .success(run) }
        guard let maxLength, maxLength <= 62 else {
            return .failure(
                PatternProblem(message: "not one repeated class, and values may be longer than 62 characters"))
        }
        if let problem = portableProblem(body) { return .failure(PatternProblem(message: problem)) }
        return .success(.portable(String(decoding: body, as: UTF8.self)))
    }

    /// `body` as one class and one quantifier, or nil.
    static func run(_ body: [UInt8]) -> SchemaPattern? {
        var index = 0
        guard let (ascii, nonASCII) = characterClass(body, &index) else { return nil }
        var min = 1
        var max: Int? = 1
        if index < body.count {
            switch body[index] {
            case UInt8(ascii: "+"):
                (min, max) = (1, nil)
                index += 1
            case UInt8(ascii: "*"):
                (min, max) = (0, nil)
                index += 1
            case UInt8(ascii: "{"):
                guard let close = body[index...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
                let bounds = String(decoding: body[(index + 1)..<close], as: UTF8.self).split(
                    separator: ",", omittingEmptySubsequences: false)
                guard let low = Int(bounds[0]), bounds.count <= 2 else { return nil }
                min = low
                max = bounds.count == 1 ? low : bounds[1].isEmpty ? nil : Int(bounds[1])
                if bounds.count == 2, !bounds[1].isEmpty, max == nil { return nil }
                index = close + 1
            default: return nil
            }
            if index < body.count, body[index] == UInt8(ascii: "?") { index += 1 }  // lazy: the same when anchored
        }
        guard index == body.count else { return nil }
        return .run(ascii: ascii, nonASCII: nonASCII, min: min, max: max)
    }

    /// Python's `\s` in ASCII, which JSON Schema validators use.
    static let whitespace: Set<UInt8> = [9, 10, 11, 12, 13, 32]
    static let digits = Set(UInt8(ascii: "0")...UInt8(ascii: "9"))
    static let word = digits.union(UInt8(ascii: "a")...UInt8(ascii: "z")).union(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        .union([UInt8(ascii: "_")])
    static let allASCII = Set(UInt8(0)...UInt8(127))

    /// One atom that matches one character: `.`, `\d`, `\w`, `\S`, or a `[...]` class (not negated).
    static func characterClass(_ body: [UInt8], _ index: inout Int) -> (Set<UInt8>, Bool)? {
        guard index < body.count else { return nil }
        switch body[index] {
        case UInt8(ascii: "."):
            index += 1
            return (allASCII.subtracting([10]), true)
        case UInt8(ascii: "\\"):
            guard index + 1 < body.count, let (set, nonASCII) = escape(body[index + 1]) else { return nil }
            index += 2
            return (set, nonASCII)
        case UInt8(ascii: "["):
            index += 1
            var set: Set<UInt8> = []
            var nonASCII = false
            var previous: UInt8?
            guard index < body.count, body[index] != UInt8(ascii: "^") else { return nil }
            while index < body.count, body[index] != UInt8(ascii: "]") {
                let byte = body[index]
                if byte == UInt8(ascii: "\\") {
                    guard index + 1 < body.count, let (escaped, wide) = escape(body[index + 1]) else { return nil }
                    set.formUnion(escaped)
                    nonASCII = nonASCII || wide
                    previous = escaped.count == 1 ? escaped.first : nil
                    index += 2
                } else if byte == UInt8(ascii: "-"), let low = previous, index + 1 < body.count,
                    body[index + 1] != UInt8(ascii: "]"), body[index + 1] < 128, body[index + 1] != UInt8(ascii: "\\")
                {
                    let high = body[index + 1]
                    guard low <= high else { return nil }
                    set.formUnion(low...high)
                    previous = nil  // a hyphen after a range is a literal
                    index += 2
                } else if byte >= 128 {
                    nonASCII = true
                    previous = nil
                    index += 1
                } else {
                    set.insert(byte)
                    previous = byte
                    index += 1
                }
            }
            guard index < body.count else { return nil }
            index += 1
            return (set, nonASCII)
        default:
            return nil
        }
    }

    /// The characters an escape stands for; nil for escapes outside the subset.
    static func escape(_ byte: UInt8) -> (Set<UInt8>, Bool)? {
        switch byte {
        case UInt8(ascii: "d"): (digits, false)
        case UInt8(ascii: "w"): (word, true)  // Unicode letters count as word characters
        case UInt8(ascii: "s"): (whitespace, false)
        case UInt8(ascii: "S"): (allASCII.subtracting(whitespace), true)
        default: Set("\\^$.|?*+()[]{}-/!\"',:;&@#%=<>~`".utf8).contains(byte) ? ([byte], false) : nil
        }
    }

    /// Why `body` is outside `PortablePattern`'s subset, or nil: ASCII literals, `\d`, escaped punctuation,
    /// classes without negation, groups, alternation and greedy or lazy quantifiers.
    static func portableProblem(_ body: [UInt8]) -> String? {
        var index = 0
        while index < body.count {
            let byte = body[index]
            if byte >= 128 { return "has non-ASCII characters" }
            switch byte {
            case UInt8(ascii: "."): return "has \".\""
            case UInt8(ascii: "^"), UInt8(ascii: "$"): return "has an anchor inside"
            case UInt8(ascii: "\\"):
                guard index + 1 < body.count else { return "ends in \"\\\"" }
                let next = body[index + 1]
                if ["w", "s", "S", "W", "D", "b", "B"].map({ UInt8(ascii: $0) }).contains(next) {
                    return "has the escape \\\(Character(Unicode.Scalar(next)))"
                }
                index += 2
                continue
            case UInt8(ascii: "["):
                if index + 1 < body.count, body[index + 1] == UInt8(ascii: "^") { return "has a negated class" }
                // Inside a class only escapes need a look: "." and "$" are literals there.
                index += 1
                while index < body.count, body[index] != UInt8(ascii: "]") {
                    if body[index] >= 128 { return "has non-ASCII characters" }
                    if body[index] == UInt8(ascii: "\\") {
                        guard index + 1 < body.count, escape(body[index + 1]) != nil else {
                            return "has an unknown escape"
                        }
                        if body[index + 1] != UInt8(ascii: "d"), escape(body[index + 1])?.0.count != 1 {
                            return "has a class escape other than \\d"
                        }
                        index += 1
                    }
                    index += 1
                }
            case UInt8(ascii: "("):
                if index + 2 < body.count, body[index + 1] == UInt8(ascii: "?"), body[index + 2] != UInt8(ascii: ":") {
                    return "has a look-around"
                }
            default: break
            }
            index += 1
        }
        return nil
    }
}

/// Why a pattern cannot be enforced as published.
package struct PatternProblem: Error, Sendable, Hashable {
    /// The reason, for the generator's message.
    package var message: String
}
