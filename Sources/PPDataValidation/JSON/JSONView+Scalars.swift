/// Strings, numbers, booleans and null seen through a view, read from the input's bytes where that avoids a copy.
extension JSONView {
    // MARK: Scalars

    /// The decoded string, or nil when this is not a string.
    var string: String? {
        let node = self.node
        guard node.kind == .string else { return nil }
        return JSONStringDecoder.decodeString(storage.buffer, from: Int(node.start), to: Int(node.end),
                                              escaped: node.flags & JSONNode.valueEscaped != 0)
    }

    /// True when this is the empty string `""`.
    @inline(__always)
    var isEmptyString: Bool {
        let node = self.node
        return node.kind == .string && node.end &- node.start == 2
    }

    /// The exact text of a number literal as written (`"10.50"`, `"-0"`, `"1e400"`, every digit of a huge integer),
    /// or nil when this is not a number. Parse amounts from it with `DecimalAmount.parse`.
    var numberText: String? {
        guard node.kind == .number else { return nil }
        return rawText
    }

    /// True when this is a string whose decoded text is exactly `text` (code points compared, no normalisation);
    /// compares bytes without building a String.
    func stringEquals(_ text: String) -> Bool {
        let node = self.node
        guard node.kind == .string else { return false }
        var text = text
        let p = storage.buffer
        return text.withUTF8 { wanted in
            JSONView.token(from: Int(node.start), to: Int(node.end), escaped: node.flags & JSONNode.valueEscaped != 0,
                            in: p, equals: wanted)
        }
    }

    /// The number of Unicode scalars (code points) in a string, or nil when this is not a string. This is the
    /// "length" of JSON Schema's `minLength`/`maxLength` (which count RFC 8259 characters); computed from the
    /// bytes without building a String when the string has no escapes.
    var stringScalarCount: Int? {
        let node = self.node
        guard node.kind == .string else { return nil }
        let p = storage.buffer
        if node.flags & JSONNode.valueEscaped != 0 {
            return JSONStringDecoder.decode(p, from: Int(node.start), to: Int(node.end)).reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
        }
        var count = 0
        var k = Int(node.start) + 1
        let stop = Int(node.end) - 1
        while k < stop {
            if p[k] & 0xC0 != 0x80 { count += 1 }
            k += 1
        }
        return count
    }

    /// The length of a string in UTF-16 code units, or nil when this is not a string: its scalars, a scalar past
    /// U+FFFF (an emoji, a 4-byte UTF-8 sequence) counted twice. This is how PayPal's servers count a length limit
    /// (as Java, JavaScript and NSString count a string's length): an item description of 127 scalars, one of them
    /// emoji, is refused as longer than 127 (PayPal's INVALID_STRING_LENGTH in woocommerce-paypal-payments #576
    /// and #491).
    var stringLengthUTF16: Int? {
        withStringUTF8 { bytes in
            // A lead or ASCII byte starts a scalar; a 4-byte lead (0xF0...) starts a surrogate pair.
            bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) + ($1 >= 0xF0 ? 1 : 0) }
        }
    }

    /// True when this string's length (in scalars, or in UTF-16 code units) is certainly in `range`, judged from its
    /// byte length alone (no escapes: between a quarter of the bytes, rounded up, and all of them); false when that
    /// does not settle it.
    func stringLength(isCertainlyIn range: ClosedRange<Int>) -> Bool {
        let node = self.node
        guard node.kind == .string, node.flags & JSONNode.valueEscaped == 0 else { return false }
        let bytes = Int(node.end) - Int(node.start) - 2
        return bytes <= range.upperBound && (bytes + 3) / 4 >= range.lowerBound
    }

    /// Calls `body` with a string's decoded UTF-8 bytes (the input's own bytes when it has no escapes), without
    /// building a String; nil when this is not a string.
    func withStringUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let node = self.node
        guard node.kind == .string else { return nil }
        let p = storage.buffer
        if node.flags & JSONNode.valueEscaped != 0 {
            return JSONStringDecoder.decode(p, from: Int(node.start), to: Int(node.end)).withUnsafeBufferPointer(body)
        }
        return body(UnsafeBufferPointer(rebasing: p[(Int(node.start) + 1)..<(Int(node.end) - 1)]))
    }

    /// Calls `body` with a string's decoded UTF-8 bytes or a number's text as written; nil for any other kind.
    func withScalarUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let node = self.node
        guard node.kind == .number else { return withStringUTF8(body) }
        return body(UnsafeBufferPointer(rebasing: storage.buffer[Int(node.start)..<Int(node.end)]))
    }

    /// True when this and `other` are strings with the same decoded text (code points compared, no
    /// normalisation); compares the input's bytes when neither has escapes.
    func stringEquals(_ other: JSONView) -> Bool {
        let a = node
        let b = other.node
        guard a.kind == .string, b.kind == .string else { return false }
        if (a.flags | b.flags) & JSONNode.valueEscaped == 0 {
            let count = Int(a.end - a.start)
            guard count == Int(b.end - b.start) else { return false }
            return JSONView.bytesEqual(storage.base + Int(a.start), other.storage.base + Int(b.start), count)
        }
        return string == other.string
    }

    /// Whether this is null or a string of white space only (an empty string too); false for other kinds.
    var isBlank: Bool {
        if isNull { return true }
        guard kind == .string else { return false }
        // A string whose first byte is printable ASCII other than a space starts with a Character whose first
        // scalar is that byte, not white space (`Character.isWhitespace` asks the first scalar): not blank, decided
        // without building the String. Anything else takes the exact check.
        if let first = firstContentByte, first > 0x20, first < 0x7F, first != UInt8(ascii: "\\") { return false }
        return string?.allSatisfy(\.isWhitespace) ?? false
    }

    /// The first byte inside a string's quotes as written (an escape's backslash too), or nil when this is not a
    /// string or it is empty.
    var firstContentByte: UInt8? {
        let node = self.node
        guard node.kind == .string, node.end - node.start > 2 else { return nil }
        return storage.base[Int(node.start) + 1]
    }

    /// The boolean, or nil when this is not `true` or `false`.
    var bool: Bool? {
        let node = self.node
        guard node.kind == .bool else { return nil }
        return storage.base[Int(node.start)] == UInt8(ascii: "t")
    }

    /// True for `null`.
    var isNull: Bool { node.kind == .null }

    /// The value's exact source text (for a string, with its quotes and escapes as written).
    var rawText: String {
        let node = self.node
        return JSONStringDecoder.makeString(UnsafeBufferPointer(rebasing: storage.buffer[Int(node.start)..<Int(node.end)]))
    }

    /// Calls `body` with the value's bytes as written (for a string, its quotes and escapes).
    func withRawUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: storage.buffer[byteRange]))
    }

    /// The value's bytes in the input, `start..<end` (for a string, including the quotes).
    var byteRange: Range<Int> {
        let node = self.node
        return Int(node.start)..<Int(node.end)
    }
}
