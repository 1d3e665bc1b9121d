import Testing
import _PPDataTestSupport
@testable import PPDataValidation

/// The reader scans string bodies eight bytes at a time. These tests put every kind of byte that stops the scan at
/// every offset in and around a word, and at the very end of the input, and check the exact outcome.
@Suite("JSON reader: word-at-a-time string scanning")
struct JSONWordBoundaryTests {
    /// Parses `bytes` from an allocation of exactly their size (so a sanitizer build catches any read past the end).
    static func parseExact(_ bytes: [UInt8]) -> Result<JSONDocument, JSONParseError> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: bytes)
        return Result { () throws(JSONParseError) -> JSONDocument in
            try JSONDocument.parse(buffer: UnsafeBufferPointer(buffer))
        }
    }

    static func error(_ bytes: [UInt8]) -> JSONParseError? {
        if case .failure(let error) = parseExact(bytes) { return error }
        return nil
    }

    /// The first byte of `word` (lowest first) that is a quote, a backslash, below 0x20 or at least 0x80.
    static func firstSpecialByte(_ word: UInt64) -> Int? {
        for k in 0..<8 {
            let b = UInt8(truncatingIfNeeded: word >> (8 * UInt64(k)))
            if b == 0x22 || b == 0x5C || b < 0x20 || b >= 0x80 { return k }
        }
        return nil
    }

    @Test func wordTestFindsExactlyTheFirstSpecialByte() {
        // Random words over an alphabet dense in special bytes and in their neighbours (0x1F/0x20, 0x21/0x22/0x23,
        // 0x5B/0x5C/0x5D, 0x7F/0x80), so that borrows between bytes happen often.
        let alphabet: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x41, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]
        var rng = SplitMix64(seed: 0x5EA7)
        for _ in 0..<200_000 {
            var word: UInt64 = 0
            for k in 0..<8 {
                let b = Int.random(in: 0..<3, using: &rng) == 0 ? alphabet.randomElement(using: &rng)! : UInt8(ascii: "a")
                word |= UInt64(b) << (8 * UInt64(k))
            }
            let mask = JSONParser.specialStringBytes(word)
            if let first = Self.firstSpecialByte(word) {
                #expect(mask.trailingZeroBitCount / 8 == first, "word 0x\(String(word, radix: 16))")
            } else {
                #expect(mask == 0, "word 0x\(String(word, radix: 16))")
            }
        }
        // Every single byte value at every position of an otherwise plain word.
        for position in 0..<8 {
            for value in 0...255 {
                let plain: UInt64 = 0x6161_6161_6161_6161
                let shift = 8 * UInt64(position)
                let word = (plain & ~(0xFF << shift)) | UInt64(value) << shift
                let special = value == 0x22 || value == 0x5C || value < 0x20 || value >= 0x80
                let mask = JSONParser.specialStringBytes(word)
                #expect(special ? mask.trailingZeroBitCount / 8 == position : mask == 0, "byte \(value) at \(position)")
            }
        }
    }

    /// `[` + padding spaces + `"` + `offset` plain bytes + `special` + `rest` (each case below supplies the rest).
    static func document(padding: Int, offset: Int, special: [UInt8], rest: String) -> (bytes: [UInt8], at: Int) {
        let prefix = [UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: " "), count: padding) + [UInt8(ascii: "\"")]
        let body = Array(repeating: UInt8(ascii: "x"), count: offset)
        return (prefix + body + special + Array(rest.utf8), prefix.count + offset)
    }

    /// Offsets 0 to 23: the reader tests a string's first sixteen bytes as two words at once, then word by word.
    @Test func specialBytesAtEveryOffsetOfThreeWords() throws {
        for padding in 0..<8 {
            for offset in 0..<24 {
                // The closing quote: the string ends exactly there.
                var (bytes, at) = Self.document(padding: padding, offset: offset, special: [0x22], rest: "]")
                var document = try Self.parseExact(bytes).get()
                #expect(document.root[0]?.byteRange == (at - offset - 1)..<(at + 1))
                #expect(document.root[0]?.string == String(repeating: "x", count: offset))

                // An escape, then more plain bytes.
                (bytes, at) = Self.document(padding: padding, offset: offset, special: Array(#"\n"#.utf8), rest: #"yyyyyyyyy"]"#)
                document = try Self.parseExact(bytes).get()
                #expect(document.root[0]?.string == String(repeating: "x", count: offset) + "\n" + String(repeating: "y", count: 9))

                // Valid 2-, 3- and 4-byte UTF-8, then more plain bytes.
                for scalar in ["é", "€", "😀"] {
                    (bytes, at) = Self.document(padding: padding, offset: offset, special: Array(scalar.utf8), rest: #"yyyyyyyyy"]"#)
                    document = try Self.parseExact(bytes).get()
                    #expect(document.root[0]?.string == String(repeating: "x", count: offset) + scalar + String(repeating: "y", count: 9))
                    #expect(document.root[0]?.stringScalarCount == offset + 10)
                }

                // A control character: rejected exactly there.
                for control: UInt8 in [0x00, 0x0A, 0x1F] {
                    (bytes, at) = Self.document(padding: padding, offset: offset, special: [control], rest: #"yy"]"#)
                    let error = Self.error(bytes)
                    #expect(error?.reason == .controlCharacter)
                    #expect(error?.offset == at)
                }

                // Invalid UTF-8: a stray continuation byte, an overlong form, an encoded surrogate, a code point above
                // U+10FFFF, a truncated sequence, a byte that never occurs; each rejected at its first byte.
                let invalid: [[UInt8]] = [[0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
                                          [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
                                          [0xC3], [0xF5], [0xFF]]
                for sequence in invalid {
                    (bytes, at) = Self.document(padding: padding, offset: offset, special: sequence, rest: #"yy"]"#)
                    let error = Self.error(bytes)
                    #expect(error?.reason == .invalidUTF8, "\(sequence) at \(offset)")
                    #expect(error?.offset == at, "\(sequence) at \(offset)")
                }

                // A lone surrogate escape.
                (bytes, at) = Self.document(padding: padding, offset: offset, special: Array(#"\ud800"#.utf8), rest: #"yy"]"#)
                #expect(Self.error(bytes)?.reason == .loneSurrogate)
                #expect(Self.error(bytes)?.offset == at)
            }
        }
    }

    @Test func keysWithSpecialBytesAtEveryOffset() throws {
        for offset in 0..<24 {
            let plain = String(repeating: "k", count: offset)
            // A plain key of every length, then the same key repeated (a duplicate) and a key one byte longer.
            var document = try Self.parseExact(Array(#"{"\#(plain)":1,"\#(plain)":2,"\#(plain)z":3}"#.utf8)).get()
            #expect(document.root.members.map(\.key) == [plain, plain, plain + "z"])
            #expect(document.duplicateKeys.map(\.key) == [plain])
            // An escaped spelling of the same key is a duplicate too.
            document = try Self.parseExact(Array(#"{"\#(plain)a":1,"\#(plain)\u0061":2}"#.utf8)).get()
            #expect(document.duplicateKeys.map(\.key) == [plain + "a"])
            #expect(document.duplicateKeys.first?.value.pointer == "/" + plain + "a")
            // Non-ASCII in a key.
            document = try Self.parseExact(Array(#"{"\#(plain)é":1,"\#(plain)e\#u{301}":2}"#.utf8)).get()
            #expect(document.duplicateKeys.isEmpty)
            // A control character in a key.
            let bytes = Array(#"{"\#(plain)"#.utf8) + [0x09] + Array(#"":1}"#.utf8)
            #expect(Self.error(bytes)?.reason == .controlCharacter)
            #expect(Self.error(bytes)?.offset == 2 + offset)
        }
    }

    @Test func twoMemberObjectsWithEscapedKeys() throws {
        // Two members whose raw keys differ in length can still be the same key when one is escaped.
        let document = try Self.parseExact(Array(#"{"a":1,"\u0061":2}"#.utf8)).get()
        #expect(document.duplicateKeys.map(\.key) == ["a"])
        #expect(try Self.parseExact(Array(#"{"currency_code":"USD","value":"1.00"}"#.utf8)).get().duplicateKeys.isEmpty)
        #expect(try Self.parseExact(Array(#"{"ab":1,"ab":2}"#.utf8)).get().duplicateKeys.map(\.key) == ["ab"])
    }

    @Test func stringsRunningIntoTheEndOfTheInput() throws {
        for length in 0..<24 {
            let body = [UInt8](repeating: UInt8(ascii: "x"), count: length)
            // The input ends inside the string (no closing quote): the error is at the end of the input.
            var bytes = [UInt8(ascii: "\"")] + body
            var error = Self.error(bytes)
            #expect(error?.reason == .unexpectedEndOfInput)
            #expect(error?.offset == bytes.count)
            // The closing quote is the last byte of the input: a complete document.
            bytes = [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
            let document = try Self.parseExact(bytes).get()
            #expect(document.root.string == String(repeating: "x", count: length))
            // Each kind of special byte as the very last byte of the input.
            bytes = [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\\")]
            error = Self.error(bytes)
            #expect(error?.reason == .unexpectedEndOfInput)
            #expect(error?.offset == bytes.count)
            bytes = [UInt8(ascii: "\"")] + body + [0x1F]
            error = Self.error(bytes)
            #expect(error?.reason == .controlCharacter)
            #expect(error?.offset == bytes.count - 1)
            for truncated: [UInt8] in [[0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98]] {
                bytes = [UInt8(ascii: "\"")] + body + truncated
                error = Self.error(bytes)
                #expect(error?.reason == .invalidUTF8)
                #expect(error?.offset == bytes.count - truncated.count)
                #expect(error?.message.contains("truncated") == true)
            }
            // Valid UTF-8 ending the input (no closing quote after it).
            bytes = [UInt8(ascii: "\"")] + body + Array("😀".utf8)
            error = Self.error(bytes)
            #expect(error?.reason == .unexpectedEndOfInput)
            #expect(error?.offset == bytes.count)
            // A key running into the end.
            bytes = Array(#"{""#.utf8) + body
            error = Self.error(bytes)
            #expect(error?.reason == .unexpectedEndOfInput)
            #expect(error?.offset == bytes.count)
        }
    }

    /// `bytesEqual` compares the tail with overlapping loads: a difference at any offset of any length up to 40 is
    /// found, equal bytes compare equal, and nothing outside the `count` bytes is read (exact-size allocations,
    /// for a sanitizer build).
    @Test func bytesEqualFindsADifferenceAtEveryOffset() {
        for count in 0...40 {
            let a = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
            let b = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
            defer {
                a.deallocate()
                b.deallocate()
            }
            for k in 0..<count {
                a[k] = UInt8(truncatingIfNeeded: 0x41 &+ k)
                b[k] = a[k]
            }
            #expect(JSONView.bytesEqual(a, b, count), "\(count) equal bytes")
            for k in 0..<count {
                b[k] ^= 0x20
                #expect(!JSONView.bytesEqual(a, b, count), "\(count) bytes, differing at \(k)")
                b[k] ^= 0x20
            }
        }
    }
}
