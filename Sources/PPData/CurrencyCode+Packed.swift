/// The PayPal currency whose code is exactly three given bytes, found without `CurrencyCode(rawValue:)`'s string
/// switch, which hashes and compares Strings. Used by `CurrencyCode.lookup(_:)` and `init(caseInsensitive:)`, and by
/// PPDataValidation straight from a document's bytes (once per money object, so it shows in validation throughput).
///
/// Nil means "not decided here": callers fall back to the full lookup, so results never differ from it. A code that
/// only canonically equals a currency's (one with U+212A KELVIN SIGN, say) is longer than three bytes and takes the
/// full path. The table is generated with the enum (`CurrencyCode(packedCode:)`), so nothing is built at run time.
/// `package`, not `public`: it is a faster route to `CurrencyCode(rawValue:)`, not new API.
package enum FastCurrency {
    /// The currency whose code is exactly `code` (upper case), or nil: not one, or not decided here.
    package static func paypal(_ code: some StringProtocol) -> CurrencyCode? {
        guard let packed = pack(code.utf8) else { return nil }
        return paypal(packed: packed)
    }

    /// `paypal(_:)` of UTF-8 bytes.
    package static func paypal(utf8 bytes: UnsafeBufferPointer<UInt8>) -> CurrencyCode? {
        guard bytes.count == 3 else { return nil }
        return paypal(packed: UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2]))
    }

    /// The currency whose code is `code` in any ASCII letter case ("usd", "Usd"), or nil: not one, or not decided
    /// here (anything but three ASCII letters).
    package static func paypal(caseInsensitive code: some StringProtocol) -> CurrencyCode? {
        guard let packed = pack(code.utf8) else { return nil }
        // Three ASCII letters: clearing bit 5 of each byte upper-cases them all at once. Anything else could only
        // match through the full path (asciiUppercased, then a String comparison), so leave it to that.
        let folded = packed | 0x20_2020
        for shift: UInt32 in stride(from: 0, through: 16, by: 8) {  // not an array literal: one allocation per call
            let byte = (folded >> shift) & 0xFF
            guard byte >= 0x61 && byte <= 0x7A else { return nil }
        }
        return paypal(packed: packed & ~0x20_2020)
    }

    /// The generated perfect hash table (`CurrencyCode(packedCode:)`): one multiplication and one comparison.
    @inline(__always)
    private static func paypal(packed: UInt32) -> CurrencyCode? {
        CurrencyCode(packedCode: packed)
    }

    /// The three bytes of `utf8` in one number, big-endian; nil for any other length.
    private static func pack(_ utf8: some Collection<UInt8>) -> UInt32? {
        guard utf8.count == 3 else { return nil }
        var packed: UInt32 = 0
        for byte in utf8 { packed = packed << 8 | UInt32(byte) }
        return packed
    }
}
