/// A cheap guess at a document's shape from the first bytes of its text: a hash of its leading top-level keys, read
/// without parsing the document.
///
/// Why: `BatchChecker` checks a batch's documents grouped by this key, so that documents of one kind are checked one
/// after another and that kind's rules stay in the core's caches. On a file that interleaves kinds, each document
/// pulled a different kind's code and tables in, and checking the same documents grouped took about a fifth less
/// CPU time for the same instructions (Benchmarks/Validation/README.md, session 21). The key only orders the work:
/// every document is checked in full and its result written in input order, so a wrong guess costs nothing but
/// the locality.
///
/// The leading keys are those before the first nested value, two at most: `{"intent": "CAPTURE", "purchase_units":
/// [...]}` reads `intent` and `purchase_units`, which tells an Orders v2 request from a Payments v1 payment
/// (`intent` then `payer` or `transactions`). A producer writes its documents' keys in one order, so documents of
/// one kind from one producer share the key. Anything that is not an object, or whose text ends or turns odd before
/// a key, has the key 0.
enum LeadingKeys {
    /// How many leading keys the hash covers.
    static let maxKeys = 2
    /// How many bytes of a document are looked at, at most: the key is a guess, and its cost must not grow with the
    /// document.
    static let scanLimit = 256

    /// The shape key of `text`, a document's UTF-8 bytes: the leading keys' hash in the high 48 bits, the first
    /// short string value's among them in the low 16, so that documents whose leading keys agree sort together and,
    /// within them, by that value (`"intent": "CAPTURE"` of Orders v2 apart from `"intent": "sale"` of Payments v1).
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var scanner = Scanner(text: text, end: min(text.count, scanLimit))
        var keys = FNV1a()
        var value: UInt64?
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return 0 }
        for _ in 0..<maxKeys {
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: "\"")), let key = scanner.stringBody() else { break }
            keys.add(key)
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { break }
            scanner.skipSpace()
            let start = scanner.position
            guard scanner.skipScalar() else { break }
            if value == nil, text[start] == UInt8(ascii: "\""), scanner.position - start <= maxValueBytes + 2 {
                var hash = FNV1a()
                hash.add(text[start..<scanner.position])
                value = hash.value
            }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ",")) else { break }
        }
        return keys.value & ~0xFFFF | (value ?? 0) & 0xFFFF
    }

    /// The longest string value that goes into the key: an enumeration's value such as an intent, not an
    /// identifier, an address or an amount of many digits.
    static let maxValueBytes = 16

    /// FNV-1a, 64 bits: the strings hashed are short, and the hash only orders work.
    private struct FNV1a {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        /// Adds `bytes` and a separator, so that "ab", "c" differs from "a", "bc".
        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            value = (value ^ 0xFF) &* 0x0000_0100_0000_01b3
        }
    }

    /// A cursor over the scanned prefix.
    private struct Scanner {
        let text: UnsafeBufferPointer<UInt8>
        let end: Int
        var position = 0

        mutating func skipSpace() {
            while position < end {
                switch text[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        /// Steps over `byte` if it comes next.
        mutating func take(_ byte: UInt8) -> Bool {
            guard position < end, text[position] == byte else { return false }
            position += 1
            return true
        }

        /// The bytes up to the closing quote of a string whose opening quote was just taken (escapes kept as
        /// written: the key is a hash, not a name), or nil when the scanned prefix ends first.
        mutating func stringBody() -> UnsafeBufferPointer<UInt8>.SubSequence? {
            let start = position
            while position < end {
                switch text[position] {
                case UInt8(ascii: "\""):
                    defer { position += 1 }
                    return text[start..<position]
                case UInt8(ascii: "\\"): position += 2
                default: position += 1
                }
            }
            return nil
        }

        /// Steps over a string, number or literal value; false for an object, an array or the prefix's end.
        mutating func skipScalar() -> Bool {
            guard position < end else { return false }
            switch text[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return false
            case UInt8(ascii: "\""):
                position += 1
                return stringBody() != nil
            default:
                while position < end {
                    switch text[position] {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return true
                    default: position += 1
                    }
                }
                return false
            }
        }
    }
}
