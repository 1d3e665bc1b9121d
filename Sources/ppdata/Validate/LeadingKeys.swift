/// A cheap guess at a document's shape from the first bytes of its text: a hash of its leading top-level keys, read
/// without parsing the document.
///
/// Why: `BatchChecker` checks a batch's documents grouped by this key, so that documents of one kind are checked one
/// after another and that kind's rules stay in the core's caches. On a file that interleaves kinds, each document
/// pulled a different kind's code and tables in: the same documents sorted by kind took about a fifth less CPU
/// time for the same instructions, and grouping each batch by this key recovers more than half of that
/// (Benchmarks/Validation/HISTORY.md, session 21). The key only orders the work:
/// every document is checked in full and its result written in input order, so a wrong guess costs nothing but
/// the locality.
///
/// The leading keys are those before the first nested value, two at most, and the first short string value among
/// them counts too: `{"intent": "CAPTURE", "purchase_units": [...]}` reads `intent`, `CAPTURE` and
/// `purchase_units`; `{"intent": "sale", "payer": {...}}` (Payments v1) differs from `{"intent": "CAPTURE", "payer":
/// {...}}` (Orders v2) by the value alone. A producer writes its documents' keys in one order, so documents of one
/// kind from one producer share the key. Anything that is not an object has the key 0; an object whose text ends
/// or turns odd early has the key of what was read before.
enum LeadingKeys {
    /// How many leading keys the hash covers.
    static let maxKeys = 2
    /// How many bytes of a document are looked at, at most: the key is a guess, and its cost must not grow with the
    /// document.
    static let scanLimit = 256
    /// The longest string value that goes into the key: an enumeration's value such as an intent, not an
    /// identifier, an address or an amount of many digits.
    static let maxValueBytes = 16
    /// The bits a key takes: `CheckingOrder` packs a document's index into the 16 bits below them.
    static let bits = 48
    /// The low bits of a key that hold the short value's hash; the bits above them hold the keys'.
    static let valueBits = 12

    /// The shape key of `text`, a document's UTF-8 bytes, below 2^`bits`: the leading keys' hash in the high bits,
    /// the first short string value's among them in the low `valueBits`, so that documents whose leading keys
    /// agree sort together and, within them, by that value (`"intent": "CAPTURE"` of Orders v2 apart from
    /// `"intent": "sale"` of Payments v1).
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var scanner = Scanner(text: text, end: min(text.count, scanLimit))
        var keys = FNV1a()
        var value: UInt64 = 0
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return 0 }
        for _ in 0..<maxKeys {
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: "\"")), let key = scanner.stringBody() else { break }
            keys.add(text[key])
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { break }
            scanner.skipSpace()
            let start = scanner.position
            guard let isString = scanner.skipScalar() else { break }
            if value == 0, isString, scanner.position - start <= maxValueBytes + 2 {
                var hash = FNV1a()
                hash.add(text[start..<scanner.position])
                value = hash.value | 1  // never 0, the mark of no value yet
            }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ",")) else { break }
        }
        return (keys.value >> (64 - bits + valueBits)) << valueBits | value & (1 << valueBits - 1)
    }

    /// FNV-1a, 64 bits: the strings hashed are short, and the hash only orders work.
    private struct FNV1a {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        /// Adds `bytes` and a separator, so that "ab", "c" differs from "a", "bc".
        mutating func add(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            value = (value ^ 0xFF) &* 0x0000_0100_0000_01b3
        }
    }

    /// A cursor over the scanned prefix, `text[0..<end]`. Reads through the buffer's subscript, which debug builds
    /// check, so the tests would trap on a read past a truncated text.
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

        /// Where the bytes of a string whose opening quote was just taken lie, up to the next quote, which it steps
        /// over; nil when the scanned prefix ends first. An escaped quote ends the string early: the key is a hash,
        /// and a document whose leading keys hold escapes still gets the same one every time.
        mutating func stringBody() -> Range<Int>? {
            let start = position
            while position < end, text[position] != UInt8(ascii: "\"") { position += 1 }
            guard position < end else { return nil }
            defer { position += 1 }
            return start..<position
        }

        /// Steps over a string (true), number or literal value (false); nil for an object, an array or the
        /// prefix's end.
        mutating func skipScalar() -> Bool? {
            guard position < end else { return nil }
            switch text[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return nil
            case UInt8(ascii: "\""):
                position += 1
                return stringBody() == nil ? nil : true
            default:
                while position < end {
                    switch text[position] {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return false
                    default: position += 1
                    }
                }
                return nil
            }
        }
    }
}
