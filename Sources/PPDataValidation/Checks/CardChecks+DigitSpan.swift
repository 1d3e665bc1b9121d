/// The walk over one span of digit groups that the card-number masking reads, kept while the masking resumes inside
/// it: a span cut at a decimal point (`1 1.1 1 1.1 …`) is read again from the group after the point, and walking it
/// again from there made an 80 KB key of such groups take 5 seconds (a new user's trial; the time grew with the
/// square of the length). Each group start is found once now, and every part of the span reads its own groups only.
extension CardChecks {
    /// A span's digits and the separator runs between its groups, as one walk over the bytes found them.
    struct DigitSpan {
        /// A run of separators between two digit groups.
        struct Run {
            /// Where the run starts.
            var start: Int
            /// Where the group after it starts.
            var next: Int
            /// How many of the span's digits come before it.
            var digitsBefore: Int
            /// Whether the run is one `.` alone: a decimal point, maybe.
            var loneDot: Bool
            /// How many runs before it are lone dots.
            var loneDotsBefore: Int
        }

        /// The span's digits (ASCII), in order.
        private(set) var digits: [UInt8] = []
        /// The runs between its groups, in order.
        private(set) var runs: [Run] = []
        /// Where the span's first digit is.
        private(set) var start = 0
        /// Where its last digit ends.
        private(set) var end = 0
        /// How many runs are lone dots.
        private(set) var loneDots = 0
        /// The first run whose group may start the next part read (the parts are read in order).
        private var cursor = 0

        /// Walks the span of `bytes` that starts at `start`, a digit: digit groups joined by separator runs, ending
        /// at its last digit.
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
            digits.removeAll(keepingCapacity: true)
            runs.removeAll(keepingCapacity: true)
            loneDots = 0
            cursor = 0
            self.start = start
            var position = start
            end = start
            while position < bytes.count {
                let next = CardChecks.token(bytes, at: position)
                if next.value >= 0 {
                    digits.append(UInt8(next.value) + 0x30)
                    position += next.length
                    end = position
                    continue
                }
                guard next.value == CardChecks.separatorToken else { break }
                var runPosition = position
                var tokens = 0
                var separator = next
                while separator.value == CardChecks.separatorToken {
                    runPosition += separator.length
                    tokens += 1
                    guard runPosition < bytes.count else { break }
                    separator = CardChecks.token(bytes, at: runPosition)
                }
                guard runPosition < bytes.count, separator.value >= 0 else { break }
                let loneDot = tokens == 1 && runPosition - position == 1 && bytes[position] == UInt8(ascii: ".")
                runs.append(Run(start: position, next: runPosition, digitsBefore: digits.count, loneDot: loneDot,
                                loneDotsBefore: loneDots))
                if loneDot { loneDots += 1 }
                position = runPosition
            }
        }

        /// The index of the run after which the group at `position` starts, when `position` is a group of this span
        /// after its first; nil otherwise. `position` must not go back between calls after a `read`.
        mutating func run(before position: Int) -> Int? {
            guard position > start, position < end else { return nil }
            while cursor < runs.count, runs[cursor].next < position { cursor += 1 }
            return cursor < runs.count && runs[cursor].next == position ? cursor : nil
        }

        /// How many runs from `first` on are lone dots.
        func loneDots(from first: Int) -> Int {
            first < runs.count ? loneDots - runs[first].loneDotsBefore : 0
        }
    }
}
