import PPData

/// Orders v2 values read without reporting: quantities and the identifier alphabets.
extension OrdersV2 {
    /// An item's `quantity` member read without reporting: a whole number 1...9999999999, or nil (absent or null too).
    static func quietQuantity(_ member: JSONView?) -> Int64? {
        guard let value = member, !value.isNull else { return nil }
        switch value.kind {
        case .string: return value.withStringUTF8(parseQuantity(utf8:)) ?? nil
        case .number: return parseQuantity(value.numberText ?? value.rawText)
        default: return nil
        }
    }

    /// `text` as a quantity when it is 1 to 10 digits (leading zeros tolerated) with a value ≥ 1.
    static func parseQuantity(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8(parseQuantity(utf8:))
    }

    /// `parseQuantity` of UTF-8 bytes.
    static func parseQuantity(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var value: Int64 = 0
        var significant = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            if significant > 0 || byte != 0x30 { significant += 1 }
            guard significant <= 10 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return significant > 0 ? value : nil
    }

    /// Whether every character of `text` is in `allowed` (a pattern such as `^[0-9a-zA-Z_-]+$`).
    static func matches(_ text: String, _ allowed: (Unicode.Scalar) -> Bool) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(allowed)
    }

    /// `[0-9a-zA-Z_-]`: PayPal's vault and token id alphabet.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
            || scalar == "-"
    }

    /// `[2-9A-HJ-NP-Z]`: PayPal account ids (payer and merchant ids), 13 of them.
    static func isAccountIdScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("2"..."9").contains(scalar) || (("A"..."Z").contains(scalar) && scalar != "I" && scalar != "O")
    }
}
