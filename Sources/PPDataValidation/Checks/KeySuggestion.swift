/// Finds the defined key or value a user most likely meant: a case-insensitive match, else the closest by edit
/// distance when it is close enough to be a typo.
/// Internal: a helper of the rules, not API (consumers get its findings as diagnostics from `PaymentValidator`).
enum KeySuggestion {
    /// The candidate nearest to `text`, or nil when none is plausibly meant.
    static func nearest(to text: String, in candidates: [String]) -> String? {
        asciiNearest(to: text, in: candidates) ?? characterNearest(to: text, in: candidates)
    }

    /// The one candidate that `text` is the first words of, letter case aside (`PHYSICAL` → `PHYSICAL_GOODS`,
    /// `set_provided` → `SET_PROVIDED_ADDRESS`): a constant cut short at one of its `_` breaks is no typo for
    /// `nearest`, but its intent is plain while only one constant starts so. Nil when none or several do.
    static func completion(of text: String, in candidates: [String]) -> String? {
        let words = text.lowercased()
        guard !words.isEmpty, !words.hasSuffix("_") else { return nil }
        let completions = candidates.filter { candidate in
            let lowered = candidate.lowercased()
            return lowered.hasPrefix(words + "_")
        }
        return completions.count == 1 ? completions[0] : nil
    }

    /// `nearest` read as Characters: what decides texts that are not plain ASCII.
    static func characterNearest(to text: String, in candidates: [String]) -> String? {
        guard !text.isEmpty else { return nil }
        let lowered = text.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
        let folded = fold(text)
        if let same = candidates.first(where: { fold($0) == folded }) { return same }
        guard text.count <= 64 else { return nil }
        var best: (String, Int)?
        let loweredCount = lowered.count
        for candidate in candidates {
            let limit = max(1, min(3, candidate.count / 4))
            let candidateLowered = candidate.lowercased()
            // The distance is at least the difference in length: most candidates are ruled out without computing it
            // (the whole table for every candidate made unknown keys 3% of the CLI on the broad corpus).
            if abs(candidateLowered.count - loweredCount) > limit { continue }
            let distance = editDistance(Array(lowered), Array(candidateLowered))
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// `nearest` on bytes when the text and every candidate are ASCII without a carriage return (then each byte is
    /// one Character, and lower-casing is ASCII's): the answer, possibly none, or nil when it cannot decide. The
    /// Character reading's lower-casing, folding and splitting cost every unknown key ~25,000 instructions: without
    /// this reading the CLI took 7.0% more instructions on the first 20,000 broad documents (callgrind, session 29).
    static func asciiNearest(to text: String, in candidates: [String]) -> String?? {
        guard text.isOneCharacterPerByte, candidates.allSatisfy({ $0.isOneCharacterPerByte }) else { return nil }
        guard !text.isEmpty else { return .some(nil) }
        let lowered = lowerASCII(text)
        let folded = lowered.filter(isKept)
        // Each candidate is read in place, through its UTF-8 buffer (through the UTF-8 view's lazy adapters, the
        // three readings below cost an unknown key ~15,000 instructions, session 13).
        if let same = candidates.first(where: {
            $0.withUTF8Bytes { Self.equalsLowered(lowered[...], $0, keeping: { _ in true }) }
        }) {
            return same
        }
        if let same = candidates.first(where: { $0.withUTF8Bytes { Self.equalsLowered(folded[...], $0, keeping: isKept) } }) {
            return same
        }
        guard lowered.count <= 64 else { return .some(nil) }
        var best: (String, Int)?
        var candidateLowered: [UInt8] = []
        candidateLowered.reserveCapacity(64)
        for candidate in candidates {
            let count = candidate.utf8.count
            let limit = max(1, min(3, count / 4))
            if abs(count - lowered.count) > limit { continue }
            candidateLowered.removeAll(keepingCapacity: true)
            candidate.withUTF8Bytes { bytes in
                for byte in bytes { candidateLowered.append(lowerASCIIByte(byte)) }
            }
            let distance = lowered.withUnsafeBufferPointer { text in
                candidateLowered.withUnsafeBufferPointer { editDistance(text, $0, limit: limit) }
            }
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return .some(best?.0)
    }

    /// Whether `candidate`'s bytes that `keeping` keeps, lower-cased, are exactly `wanted`.
    private static func equalsLowered(
        _ wanted: ArraySlice<UInt8>, _ candidate: UnsafeBufferPointer<UInt8>, keeping: (UInt8) -> Bool
    ) -> Bool {
        var index = wanted.startIndex
        for byte in candidate where keeping(byte) {
            guard index < wanted.endIndex, wanted[index] == lowerASCIIByte(byte) else { return false }
            index += 1
        }
        return index == wanted.endIndex
    }

    /// The bytes of an ASCII text, lower-cased.
    private static func lowerASCII(_ text: String) -> [UInt8] {
        text.utf8.map(lowerASCIIByte)
    }

    /// An ASCII byte lower-cased.
    private static func lowerASCIIByte(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// Whether folding keeps a byte (`fold` drops `_`, `-` and spaces).
    private static func isKept(_ byte: UInt8) -> Bool {
        byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-") && byte != UInt8(ascii: " ")
    }

    /// Lower case without `_`, `-` and spaces, so `sub_total` meets `subTotal`.
    static func fold(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    /// The edit distance of two byte strings (optimal string alignment: insertions, deletions, substitutions and
    /// swaps of two neighbours, each one edit, so `intnet` is one from `intent` and `valeu` from `value`) when it is at
    /// most `limit`, else some value above `limit` (the callers only compare it with their limit). Rows are on the
    /// stack, and the walk stops at the first row whose every cell is past the limit: no later row can come back
    /// under it (a swap reaches two rows back, but a cell it makes would have made one in the row between). The
    /// generic version below cost ~3,000 instructions per pair of ten-byte words, with two arrays allocated per call.
    static func editDistance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (b.count + 1)) { rows in
            guard let base = rows.baseAddress else { return limit + 1 }
            var before = base
            var previous = base + (b.count + 1)
            var current = base + 2 * (b.count + 1)
            for j in 0...b.count { previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                var rowMinimum = i
                let byte = a[i - 1]
                for j in 1...b.count {
                    var cell = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (byte == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, byte == b[j - 2], a[i - 2] == b[j - 1] { cell = Swift.min(cell, before[j - 2] + 1) }
                    current[j] = cell
                    rowMinimum = Swift.min(rowMinimum, cell)
                }
                if rowMinimum > limit { return limit + 1 }
                (before, previous, current) = (previous, current, before)
            }
            return previous[b.count]
        }
    }

    /// The same distance of texts split into characters, in full: what the `Character` readings use (the byte
    /// readings use the bounded version above).
    static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
