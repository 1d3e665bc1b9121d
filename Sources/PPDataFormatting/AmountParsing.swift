import PPData
internal import _PPDataICUShims

extension CurrencyFormatter {
    /// Reads a localized amount back into exact plain decimal text:
    /// `1 234,50 $` in fr_CA with CAD → "1234.50".
    ///
    /// Uses ICU's decimal parsing (`unum_parseDecimal`), never a double, so
    /// every digit survives. Accepts the symbol, accounting ("($12.00)"), ISO
    /// code and long-name forms, ordinary spaces where the locale writes
    /// non-breaking ones, a space or an apostrophe as grouping in any locale
    /// ("$1 234.50"), full-width separators, and a missing currency symbol;
    /// rejects text with anything left over ("12abc", "1 234,50 $ US"),
    /// exponents, another currency's symbol, two signs or unpaired
    /// parentheses ("--$12", "(5"), and grouping
    /// the locale would not write: the other convention's decimal separator
    /// ("$9,99" in en_US, "9.99 €" in de_DE), groups of the wrong size and
    /// repeated separators ("$9,,99"), which would otherwise be read as a
    /// hundred times the amount. The result is padded to the currency's
    /// PayPal precision but never rounded: "$1.234" gives "1.234".
    /// - Throws: `FormattingError.unparsableAmount` when no form matches.
    public func parse(
        _ text: String,
        currency: CurrencyCode,
        locale: MPLLocale
    ) throws(FormattingError) -> String {
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if trimmed.isEmpty { throw .unparsableAmount(text) }
        let styles: [Int32] = [
            Int32(PPDATA_PARSE_SYMBOL), Int32(PPDATA_PARSE_ACCOUNTING),
            Int32(PPDATA_PARSE_ISO), Int32(PPDATA_PARSE_PLURAL),
        ]
        var numeric = try firstParse(trimmed, currency: currency, locale: locale, styles: styles)
        if numeric == nil, let other = try Self.withLocaleYenSign(trimmed, currency: currency, locale: locale) {
            numeric = try firstParse(other, currency: currency, locale: locale, styles: styles)
        }
        if numeric == nil {
            // ICU 72's long-name parser misses some names (every EUR name,
            // Polish "złotego polskiego"), so take a known long name off the
            // text and read the number that is left.
            for name in try LocalizedNames.allLongNames(code: currency.rawValue, locale: locale) {
                guard let range = trimmed.firstRange(of: name) else { continue }
                var rest = trimmed
                rest.removeSubrange(range)
                rest = String(rest.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
                if rest.isEmpty { break }
                numeric = try firstParse(rest, currency: currency, locale: locale,
                                         styles: [Int32(PPDATA_PARSE_SYMBOL)])
                break
            }
        }
        guard let numeric,
              let plain = DecimalText.plain(fromNumericString: numeric,
                                            minimumFractionDigits: currency.paypalDecimals) else {
            throw .unparsableAmount(text)
        }
        return plain
    }

    /// `text` with the yen sign written as the locale writes it, when the
    /// locale's symbol for `currency` is one of the two widths and `text` has
    /// the other; nil otherwise. ja_JP writes JPY's sign full width (`￥`),
    /// while keyboards, receipts and other locales write `¥` (U+00A5): ICU
    /// refused "¥1,500" in ja_JP (a library user's trial). The same sign in
    /// another width is no other currency's symbol.
    private static func withLocaleYenSign(
        _ text: String, currency: CurrencyCode, locale: MPLLocale
    ) throws(FormattingError) -> String? {
        let (half, full): (Character, Character) = ("\u{00A5}", "\u{FFE5}")
        guard text.contains(half) || text.contains(full) else { return nil }
        let symbol = try LocalizedNames.currencyNames(code: currency.rawValue, locale: locale).symbol
        if symbol == String(full), text.contains(half) { return String(text.map { $0 == half ? full : $0 }) }
        if symbol == String(half), text.contains(full) { return String(text.map { $0 == full ? half : $0 }) }
        return nil
    }

    /// ICU's numeric string for the first style that reads all of `text`, or
    /// nil when none does.
    private func firstParse(
        _ text: String, currency: CurrencyCode, locale: MPLLocale, styles: [Int32]
    ) throws(FormattingError) -> String? {
        for style in styles {
            do {
                return try parseNumericString(text, currency: currency.rawValue, locale: locale.rawValue,
                                              style: style)
            } catch {
                // A parse error only means this form did not match; try the next.
                if case .icu(let code, _, _) = error, code == PPDATA_ICU_PARSE_ERROR { continue }
                throw error
            }
        }
        return nil
    }

    /// Like `parse(_:currency:locale:)` for any locale identifier, resolved
    /// with MPL's fallback to en_US.
    public func parse(
        _ text: String,
        currency: CurrencyCode,
        localeIdentifier: String
    ) throws(FormattingError) -> String {
        try parse(text, currency: currency, locale: MPLLocale.resolve(localeIdentifier).locale)
    }

    private func parseNumericString(
        _ text: String, currency: String, locale: String, style: Int32
    ) throws(FormattingError) -> String {
        var text = text
        let outcome = text.withUTF8 { bytes in
            Result { () throws(FormattingError) -> String in
                let chars = UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self)
                return try icuString(initialCapacity: 64, "parse an amount") { buffer, capacity, status in
                    ppdata_parse_currency_amount(chars, Int32(clamping: bytes.count), currency, locale, style,
                                                 buffer, capacity, &status)
                }
            }
        }
        return try outcome.get()
    }
}
