/// Other spellings of a list's names and the name each stands for (`"3ds"` → `"supports3DS"`), looked up in order.
///
/// Why not a Dictionary: these lists hold a few dozen pairs at most, and the first Set or Dictionary of Strings a
/// process makes looks up String's `Hashable` conformance at run time, a scan of every conformance in the binary
/// (callgrind: about 0.24 M instructions, 6% of a one-document `validate`, paid by every kind whose rules held such
/// a table). A linear search costs nothing until a name is wrong.
struct StringAliases: Sendable, ExpressibleByDictionaryLiteral {
    /// The pairs, in the order given: the first pair with a spelling wins.
    let pairs: [(spelling: String, name: String)]

    init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements.map { (spelling: $0.0, name: $0.1) }
    }

    init(_ pairs: [(spelling: String, name: String)]) {
        self.pairs = pairs
    }

    /// The name `spelling` stands for, or nil.
    subscript(_ spelling: String) -> String? {
        pairs.first { $0.spelling == spelling }?.name
    }
}
