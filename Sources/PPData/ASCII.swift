/// ASCII case folding without Foundation or locale rules: codes are ASCII, and a Turkish-locale `uppercased()`
/// must never turn `i` into `İ`.
extension StringProtocol {
    /// The string with ASCII letters upper-cased and everything else unchanged.
    var asciiUppercased: String {
        String(decoding: utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    /// The string with ASCII letters lower-cased and everything else unchanged.
    var asciiLowercased: String {
        String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether the string is `count` ASCII letters.
    func isASCIILetters(count: Int) -> Bool {
        utf8.count == count && utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Whether the string is `count` ASCII digits.
    func isASCIIDigits(count: Int) -> Bool {
        utf8.count == count && utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: Substring {
        let whitespace: Set<Character> = [" ", "\t", "\n", "\r"]
        var view = Substring(self)
        while let first = view.first, whitespace.contains(first) { view = view.dropFirst() }
        while let last = view.last, whitespace.contains(last) { view = view.dropLast() }
        return view
    }
}
