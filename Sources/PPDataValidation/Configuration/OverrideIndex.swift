/// The overrides of a configuration arranged to test many paths: each distinct pattern and each distinct `files` list
/// once, however many overrides repeat them.
///
/// A generated configuration can repeat the same patterns in every override (1,000 overrides × the same 20 patterns
/// against 2,000 inputs took 42 s, splitting each path again for every pattern). With the path split once
/// (`PathPattern.Subject`) and each distinct pattern tested at most once per path, the cost per path is one test per
/// distinct pattern plus one look-up per override and per pattern of a distinct list.
struct OverrideIndex: Sendable {
    /// The distinct patterns, in first-seen order.
    private let patterns: [PathPattern]
    /// The distinct `files` lists, as indices into `patterns`.
    private let lists: [[Int]]
    /// For each override, the index of its list in `lists`.
    private let listOfOverride: [Int]

    /// The index of `overrides`.
    init(_ overrides: [ProjectConfiguration.Override]) {
        var patterns: [PathPattern] = []
        var patternIndex: [PathPattern: Int] = [:]
        var lists: [[Int]] = []
        var listIndex: [[Int]: Int] = [:]
        var listOfOverride: [Int] = []
        listOfOverride.reserveCapacity(overrides.count)
        for override in overrides {
            let list = override.files.map { pattern in
                if let known = patternIndex[pattern] { return known }
                patternIndex[pattern] = patterns.count
                patterns.append(pattern)
                return patterns.count - 1
            }
            if let known = listIndex[list] {
                listOfOverride.append(known)
            } else {
                listIndex[list] = lists.count
                listOfOverride.append(lists.count)
                lists.append(list)
            }
        }
        self.patterns = patterns
        self.lists = lists
        self.listOfOverride = listOfOverride
    }

    /// For each override, in order, whether any of its patterns matches `subject`.
    func matches(_ subject: PathPattern.Subject) -> [Bool] {
        // 0: not tested yet, 1: no match, 2: match. Tested on first need, so a list stops at its first match as
        // `contains(where:)` does and a pattern no list reaches is never tested.
        var patternResults = [UInt8](repeating: 0, count: patterns.count)
        var listResults = [UInt8](repeating: 0, count: lists.count)
        return listOfOverride.map { list in
            if listResults[list] == 0 {
                let found = lists[list].contains { pattern in
                    if patternResults[pattern] == 0 { patternResults[pattern] = patterns[pattern].matches(subject) ? 2 : 1 }
                    return patternResults[pattern] == 2
                }
                listResults[list] = found ? 2 : 1
            }
            return listResults[list] == 2
        }
    }
}
