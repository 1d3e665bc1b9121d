import PPData

/// Orders v2 values read without reporting: quantities and the identifier alphabets.
extension OrdersV2 {
    /// An item's `quantity` member read without reporting (`Quantity.quietValue`): a whole number
    /// 1...9999999999, or nil (absent or null too).
    static func quietQuantity(_ member: JSONView?) -> Int64? {
        Quantity.quietValue(member, schema: .ordersV2)
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
