/// The match a backtracking engine (ICU, Java) chooses at the start of the input, with its groups: what
/// libphonenumber's prefix stripping reads (`lookingAt`, then the length of the match and the groups a transform
/// rule such as `268$1` refers to). Whether some match exists is `matchesPrefix`; which one is chosen matters only
/// here, so only patterns used this way are compiled to a program.
///
/// The program is run as a bit-state backtracker: threads are tried in the order a backtracking engine tries them
/// (greedy quantifiers take one more first, alternatives left to right), and a (instruction, position) pair already
/// tried is not tried again. Without backreferences a pair's outcome does not depend on how it was reached, so the
/// first match found is the backtracking engine's, and the work is bounded by instructions × (input length + 1)
/// however the pattern nests its quantifiers.
extension PortablePattern {
    /// A match at the start of the input.
    struct Match: Equatable, Sendable {
        /// How many bytes the match covers.
        var length: Int
        /// Each capturing group's byte range in the input, by group number − 1; nil where the group took no part.
        var groups: [Range<Int>?]
    }

    /// The pattern as instructions for the backtracker.
    struct Program: Sendable {
        enum Instruction: Sendable {
            case character(CharacterSet)
            /// Try `preferred` first, then `other`.
            case split(preferred: Int, other: Int)
            case jump(Int)
            /// Record the position in slot n (group k opens in slot 2(k−1), closes in slot 2(k−1)+1).
            case save(Int)
            case endOfInput
            case match
        }

        let instructions: [Instruction]
        let groupCount: Int

        /// Compiles `pattern`, or nil when it uses anything outside the subset.
        init?(_ pattern: String) {
            guard let (tree, groupCount) = PortablePattern.parse(pattern) else { return nil }
            var code: [Instruction] = []
            func emit(_ node: Node) {
                switch node {
                case .character(let set):
                    code.append(.character(set))
                case .endOfInput:
                    code.append(.endOfInput)
                case .group(let number, let inner):
                    code.append(.save(2 * (number - 1)))
                    emit(inner)
                    code.append(.save(2 * (number - 1) + 1))
                case .sequence(let nodes):
                    nodes.forEach(emit)
                case .alternation(let nodes):
                    var exits: [Int] = []
                    for (offset, branch) in nodes.enumerated() {
                        guard offset < nodes.count - 1 else {
                            emit(branch)
                            break
                        }
                        let split = code.count
                        code.append(.match)  // placeholder, patched below
                        emit(branch)
                        exits.append(code.count)
                        code.append(.match)  // placeholder for the jump past the other branches
                        code[split] = .split(preferred: split + 1, other: code.count)
                    }
                    for exit in exits { code[exit] = .jump(code.count) }
                case .repetition(let inner, let min, let max):
                    for _ in 0..<min { emit(inner) }
                    if let max {
                        // Each optional copy may be skipped, and skipping one skips the rest: (x(x(x)?)?)?.
                        var splits: [Int] = []
                        for _ in min..<max {
                            splits.append(code.count)
                            code.append(.match)
                            emit(inner)
                        }
                        for split in splits { code[split] = .split(preferred: split + 1, other: code.count) }
                    } else {
                        let loop = code.count
                        code.append(.match)
                        emit(inner)
                        code.append(.jump(loop))
                        code[loop] = .split(preferred: loop + 1, other: code.count)
                    }
                }
            }
            emit(tree)
            code.append(.match)
            instructions = code
            self.groupCount = groupCount
        }

        /// The first match at the start of `text`, or nil when none starts there.
        func firstMatch(_ text: UnsafeBufferPointer<UInt8>) -> Match? {
            enum Job {
                case run(instruction: Int, position: Int)
                case restore(slot: Int, value: Int)
            }
            let positions = text.count + 1
            var tried = [UInt64](repeating: 0, count: (instructions.count * positions + 63) / 64)
            var slots = [Int](repeating: -1, count: 2 * groupCount)
            var jobs: [Job] = [.run(instruction: 0, position: 0)]
            while let job = jobs.popLast() {
                guard case .run(var pc, var position) = job else {
                    if case .restore(let slot, let value) = job { slots[slot] = value }
                    continue
                }
                thread: while true {
                    let bit = pc * positions + position
                    if tried[bit >> 6] & (1 << UInt64(bit & 63)) != 0 { break thread }
                    tried[bit >> 6] |= 1 << UInt64(bit & 63)
                    switch instructions[pc] {
                    case .character(let set):
                        guard position < text.count, set.contains(text[position]) else { break thread }
                        pc += 1
                        position += 1
                    case .split(let preferred, let other):
                        jobs.append(.run(instruction: other, position: position))
                        pc = preferred
                    case .jump(let target):
                        pc = target
                    case .save(let slot):
                        jobs.append(.restore(slot: slot, value: slots[slot]))
                        slots[slot] = position
                        pc += 1
                    case .endOfInput:
                        guard position == text.count else { break thread }
                        pc += 1
                    case .match:
                        let groups = (0..<groupCount).map { group -> Range<Int>? in
                            let start = slots[2 * group]
                            let end = slots[2 * group + 1]
                            return start >= 0 && end >= start ? start..<end : nil
                        }
                        return Match(length: position, groups: groups)
                    }
                }
            }
            return nil
        }
    }

    /// `template` with `$n` replaced by group n of `match` in `text` (`$0` the whole match; nothing for a group that took no part) and
    /// `\c` by `c`, as Java's `Matcher.appendReplacement` and NSRegularExpression's templates read it: the group
    /// number takes as many digits as still name a group. A `$` not followed by a digit stays as written.
    static func replacement(_ template: String, match: Match, in text: UnsafeBufferPointer<UInt8>) -> String {
        let bytes = Array(template.utf8)
        var out: [UInt8] = []
        var index = 0
        func digit(_ offset: Int) -> Int? {
            offset < bytes.count && (0x30...0x39).contains(bytes[offset]) ? Int(bytes[offset] - 0x30) : nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                out.append(bytes[index + 1])
                index += 2
            } else if byte == UInt8(ascii: "$"), var number = digit(index + 1) {
                index += 2
                while let next = digit(index), number * 10 + next <= match.groups.count {
                    number = number * 10 + next
                    index += 1
                }
                if number == 0 {
                    out.append(contentsOf: text[0..<match.length])
                } else if number <= match.groups.count, let range = match.groups[number - 1] {
                    out.append(contentsOf: text[range])
                }
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
