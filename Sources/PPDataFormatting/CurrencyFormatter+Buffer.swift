import PPData
internal import _PPDataICUShims

extension CurrencyFormatter {
    /// Formats `amount` in `currency` for an MPL locale as UTF-8 into a
    /// buffer the caller owns: the high-volume path.
    ///
    /// The bytes are exactly those of the `formatted` string that
    /// `format(_:currency:locale:style:)` returns for the same arguments
    /// (same rounding to the currency's PayPal precision, same cache), but no
    /// `String` and no `FormattedAmount` are made and ICU's output is not
    /// validated a second time: an amount already at the currency's precision
    /// with its formatter cached allocates nothing. Use it when formatting
    /// many amounts into an output that is bytes anyway (a response body, a
    /// file, a column of a report), reusing one buffer.
    ///
    /// ```swift
    /// var bytes = [UInt8](repeating: 0, count: 64)
    /// let count = try bytes.withUnsafeMutableBufferPointer { buffer in
    ///     try CurrencyFormatter.shared.format("1234.50", currency: .eur, locale: .frFR, into: buffer)
    /// }
    /// if count <= bytes.count { output.append(contentsOf: bytes[..<count]) }  // else retry with `count` bytes
    /// ```
    ///
    /// - Parameters:
    ///   - amount: Plain decimal text (`^-?[0-9]+(\.[0-9]+)?$`), rounded
    ///     half-even to the currency's PayPal precision when it has more
    ///     digits (use `round(_:for:)` to learn whether it was).
    ///   - currency: The currency, whose PayPal precision the amount is
    ///     rounded to.
    ///   - locale: The MPL locale to format for.
    ///   - style: How the currency is written (symbol by default).
    ///   - buffer: Where the UTF-8 goes. 128 bytes hold the result for any
    ///     amount of up to 15 integer digits in every MPL locale, currency and
    ///     style (a test checks it with ICU 72).
    /// - Returns: The number of bytes the formatted text needs. When it is at
    ///   most `buffer.count`, the text is `buffer[..<count]` (not
    ///   NUL-terminated). When it is more, the buffer was too small: its
    ///   contents are unspecified (part of the text may have been written) and
    ///   the caller formats again into a buffer of at least that many bytes.
    ///   In both cases the bytes past the returned count are unspecified.
    /// - Throws: `FormattingError.malformedAmount` for text outside the
    ///   grammar; `.icu` if ICU fails. A too-small buffer is not an error.
    public func format(
        _ amount: String,
        currency: CurrencyCode,
        locale: MPLLocale,
        style: CurrencyStyle = .symbol,
        into buffer: UnsafeMutableBufferPointer<UInt8>
    ) throws(FormattingError) -> Int {
        let decimals = currency.paypalDecimals
        let slot = slotLayout.slot(locale: locale, currency: currency, style: style)
        // Fast path as in the String API: canonical text and a cached
        // formatter, straight from the amount's bytes into the caller's.
        let fast: Int?? = amount.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard decimals >= 0, bytes.count <= 256, DecimalText.isCanonical(bytes, fractionDigits: decimals) else {
                return nil
            }
            return cache.withCachedFormatter(at: slot) { formatter -> Int? in
                var status: Int32 = 0
                let needed = NumberFormatterHandle.formatInto(formatter, decimal: bytes, buffer: buffer, status: &status)
                // An ICU failure goes to the general path, which reports it.
                return status > 0 && status != PPDATA_ICU_BUFFER_OVERFLOW ? nil : needed
            }
        }
        if let fast = fast ?? nil { return fast }
        guard let rounded = DecimalText.round(amount, fractionDigits: decimals) else {
            throw .malformedAmount(amount)
        }
        return try cache.withFormatter(
            at: slot,
            make: { () throws(FormattingError) -> OpaquePointer in
                try Self.openFormatter(locale: locale, currency: currency, style: style)
            },
            { formatter throws(FormattingError) -> Int in
                var text = rounded.text
                let (needed, status) = text.withUTF8 { bytes in
                    var status: Int32 = 0
                    let needed = NumberFormatterHandle.formatInto(formatter, decimal: bytes, buffer: buffer, status: &status)
                    return (needed, status)
                }
                if status > 0 && status != PPDATA_ICU_BUFFER_OVERFLOW {
                    throw icuError(status, "format \(rounded.text)")
                }
                return needed
            })
    }
}
