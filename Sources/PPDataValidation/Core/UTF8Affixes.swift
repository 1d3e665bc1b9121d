/// Prefix and suffix tests on the UTF-8 bytes of user text.
///
/// `hasPrefix`/`hasSuffix` compare Characters (grapheme clusters), so a combining mark right after a prefix hides
/// it: `"+\u{301}1"` does not have the prefix `"+"`, and dropping the first Character would then drop the mark
/// with it. Syntax checks (a sign, `+` before a phone number, `https://`, quotes around an email's local part) are
/// about bytes: these helpers compare and drop bytes, so the mark stays in the rest and is reported there.
extension StringProtocol {
    /// Whether the text is ASCII without a carriage return, so that each byte is one Character (a CR before a LF
    /// makes one Character of two bytes): the condition under which a byte reading may stand in for the
    /// `Character` reading (docs/architecture.md).
    var isOneCharacterPerByte: Bool {
        allUTF8 { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether every UTF-8 byte satisfies `predicate`, read in place when the text is contiguous (the UTF-8 view's
    /// generic iterator cost about 30 instructions a byte: 340 to check the digits of a phone number, once per
    /// pattern it was tried against, session 13).
    func allUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
        withUTF8Bytes { $0.allSatisfy(predicate) }
    }

    /// Calls `body` with the text's UTF-8 bytes, in place when they are contiguous (always, for a native `String` or
    /// a slice of one), else copied once. The one way byte checks read a text: no `var` copy, no generic view.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }

    /// Whether every byte is an ASCII digit (true for the empty text).
    var isASCIIDigits: Bool {
        allUTF8 { $0 &- 0x30 <= 9 }
    }

    /// Whether the UTF-8 bytes begin with those of `prefix`.
    func hasUTF8Prefix(_ prefix: String) -> Bool {
        utf8.starts(with: prefix.utf8)
    }

    /// Whether the UTF-8 bytes end with those of `suffix`.
    func hasUTF8Suffix(_ suffix: String) -> Bool {
        utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// Whether the UTF-8 bytes begin with those of `prefix`, ASCII letters compared without case (`HTTPS://`).
    /// `prefix` is written in lower case.
    func hasUTF8PrefixIgnoringASCIICase(_ prefix: String) -> Bool {
        var text = String(self)
        var prefix = prefix
        return text.withUTF8 { bytes in prefix.withUTF8 { bytes.hasPrefixIgnoringASCIICase($0) } }
    }

    /// Whether the UTF-8 bytes contain those of `needle` anywhere (`contains("..")` on a String would look for
    /// whole Characters, and miss `..` followed by a combining mark).
    func containsUTF8(_ needle: String) -> Bool {
        let bytes = Array(utf8)
        let wanted = Array(needle.utf8)
        guard !wanted.isEmpty else { return true }
        guard bytes.count >= wanted.count else { return false }
        for start in 0...(bytes.count - wanted.count) where bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
            return true
        }
        return false
    }

    /// The text after its first `count` UTF-8 bytes: a prefix that `hasUTF8Prefix` matched, which ends on a scalar
    /// boundary. A combining mark that followed it starts the result.
    func droppingUTF8(first count: Int) -> SubSequence {
        self[utf8.index(startIndex, offsetBy: count)...]
    }

    /// The text without its last `count` UTF-8 bytes: a suffix that `hasUTF8Suffix` matched.
    func droppingUTF8(last count: Int) -> SubSequence {
        self[..<utf8.index(endIndex, offsetBy: -count)]
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes begin with `prefix` (written in lower case), ASCII letters compared without case: the one
    /// comparison behind `hasUTF8PrefixIgnoringASCIICase`, for callers that already hold the bytes (URLs).
    func hasPrefixIgnoringASCIICase(_ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count >= prefix.count else { return false }
        for index in prefix.indices {
            let byte = self[index]
            if ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) != prefix[index] { return false }
        }
        return true
    }

    /// `hasPrefixIgnoringASCIICase(_:)` of a literal.
    func hasPrefixIgnoringASCIICase(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { hasPrefixIgnoringASCIICase($0) }
    }
}
