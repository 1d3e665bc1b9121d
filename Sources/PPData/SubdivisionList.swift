/// One country's subdivisions, sorted by key in code-point order, with their folded spellings as the generator
/// wrote them (read into a `SubdivisionIndex` on the first lookup that needs one).
///
/// A class: every address's lookup takes the list out of its `static let`, and a struct of four arrays was
/// retained and released four times for it.
final class SubdivisionList: Sendable {
    let all: [Subdivision]
    /// One line per folded spelling (`Subdivision.fold` of one of `Subdivision.spellings`), `position kind folded`:
    /// position is the subdivision's index in `all`, kind a letter (`k` key, `i` ISO code, `n` name, `l` Latin
    /// name, `o` another local name, `p` PayPal's value). Each folded spelling appears once, with its first (most
    /// code-like) kind.
    ///
    /// Folded by the generator: folding them here cost 0.3 M instructions for the United States alone, on a
    /// one-document run. One string rather than an array of values: an array literal of structs is static data
    /// with relocations, which the loader writes at every start-up (27 more page faults in a trial).
    let spellings: String
    /// Every key's UTF-8 bytes, one after another in `all`'s order, and where each ends: the binary search reads
    /// these, not the `String`s (copying a subdivision's key out of the array retained and released it per probe).
    private let keyBytes: [UInt8]
    private let keyEnds: [Int]

    init(_ all: [Subdivision], spellings: String) {
        self.all = all
        self.spellings = spellings
        var keyBytes: [UInt8] = []
        keyBytes.reserveCapacity(all.count * 4)
        var keyEnds: [Int] = []
        keyEnds.reserveCapacity(all.count)
        for index in all.indices {  // by index: a `for` over `all` copied each subdivision out
            keyBytes.append(contentsOf: all[index].key.utf8)
            keyEnds.append(keyBytes.count)
        }
        self.keyBytes = keyBytes
        self.keyEnds = keyEnds
    }

    /// The position in `all` of the subdivision whose key is exactly `key`, by binary search over the keys' UTF-8
    /// bytes (byte order is code-point order, the order the generator sorts by).
    ///
    /// The state field usually holds the key (`CA`), and this finds it without folding, hashing or building the
    /// index.
    func position(ofKey key: some StringProtocol) -> Int? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ position(ofKeyUTF8: $0) }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { position(ofKeyUTF8: $0) }
    }

    private func position(ofKeyUTF8 wanted: UnsafeBufferPointer<UInt8>) -> Int? {
        keyBytes.withUnsafeBufferPointer { bytes in
            keyEnds.withUnsafeBufferPointer { ends in
                var low = 0
                var high = ends.count
                while low < high {
                    let middle = (low + high) / 2
                    let start = middle == 0 ? 0 : ends[middle - 1]
                    let order = Self.compare(UnsafeBufferPointer(rebasing: bytes[start..<ends[middle]]), wanted)
                    if order == 0 { return middle }
                    if order < 0 { low = middle + 1 } else { high = middle }
                }
                return nil
            }
        }
    }

    /// -1, 0 or 1 as `a` sorts before, equal to or after `b`, byte by byte.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }
}

/// The lookup index of one country's folded subdivision spellings, read from `SubdivisionList.spellings` once, on
/// the first lookup that is not an exact key (`SubdivisionTable.index(for:)`).
struct SubdivisionIndex: Sendable {
    private let index: [String: Entry]

    private struct Entry: Sendable {
        var position: Int
        var spelling: SubdivisionSpelling
    }

    init(_ list: SubdivisionList) {
        var index: [String: Entry] = [:]
        var text = list.spellings
        text.withUTF8 { bytes in
            index.reserveCapacity(list.all.count * 3)  // a code, the full ISO code and a name each, typically
            var lineStart = 0
            while lineStart < bytes.count {
                var end = lineStart
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                if let (folded, entry) = Self.entry(UnsafeBufferPointer(rebasing: bytes[lineStart..<end])),
                    entry.position < list.all.count
                {
                    index[folded] = entry
                }
                lineStart = end + 1
            }
        }
        self.index = index
    }

    /// One line of `SubdivisionList.spellings`, or nil when it is not one (an empty line).
    private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> (String, Entry)? {
        var position = 0
        var at = 0
        while at < min(line.count, 9), (0x30...0x39).contains(line[at]) {  // nine digits cannot overflow
            position = position * 10 + Int(line[at] - 0x30)
            at += 1
        }
        guard at > 0, at + 2 < line.count, line[at] == 0x20, line[at + 2] == 0x20 else { return nil }
        let kind: SubdivisionSpelling
        switch line[at + 1] {
        case UInt8(ascii: "k"): kind = .key
        case UInt8(ascii: "i"): kind = .isoCode
        case UInt8(ascii: "n"): kind = .name
        case UInt8(ascii: "l"): kind = .latinName
        case UInt8(ascii: "o"): kind = .localName
        case UInt8(ascii: "p"): kind = .paypalValue
        default: return nil
        }
        let folded = String(decoding: UnsafeBufferPointer(rebasing: line[(at + 3)...]), as: UTF8.self)
        return (folded, Entry(position: position, spelling: kind))
    }

    /// How many folded spellings the index holds.
    var spellingCount: Int { index.count }

    /// The subdivision of `list` whose folded spelling is `text` folded.
    func match(_ text: some StringProtocol, in list: SubdivisionList) -> SubdivisionMatch? {
        guard let entry = index[Subdivision.fold(text)] else { return nil }
        return SubdivisionMatch(subdivision: list.all[entry.position], spelling: entry.spelling, position: entry.position)
    }
}

extension SubdivisionTable {
    /// The subdivision of `country` that `text` names by any spelling: an exact key by binary search, anything
    /// else through the country's folded-spelling index. The two agree: a key is its subdivision's first spelling,
    /// and the generator rejects a folded spelling shared by two subdivisions.
    static func match(_ text: some StringProtocol, in country: CountryCode) -> SubdivisionMatch? {
        guard let list = list(for: country) else { return nil }
        if let position = list.position(ofKey: text) {
            return SubdivisionMatch(subdivision: list.all[position], spelling: .key, position: position)
        }
        return index(for: country)?.match(text, in: list)
    }
}
