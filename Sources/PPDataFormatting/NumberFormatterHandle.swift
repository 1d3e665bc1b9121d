internal import _PPDataICUShims

/// Owns one ICU `UNumberFormatter` and closes it when the last reference goes.
///
/// Sendable because the formatter is immutable after opening and ICU documents
/// it as shareable between threads for formatting (unumberformatter.h, ICU 62+:
/// "The UNumberFormatter can be shared between threads. Each thread should have
/// its own local UFormattedNumber"); the shim gives each thread its own
/// UFormattedNumber. `FormatterCache` does not use handles: it owns raw
/// formatters from `open` and closes them itself after a grace period.
final class NumberFormatterHandle: @unchecked Sendable {
    /// The ICU formatter; valid while this handle lives.
    let raw: OpaquePointer

    /// Opens a formatter for an ICU locale ID and an ASCII number skeleton.
    init(locale: String, skeleton: String) throws(FormattingError) {
        raw = try Self.open(locale: locale, skeleton: skeleton)
    }

    /// Opens a formatter the caller owns and must close with
    /// `ppdata_number_formatter_close` (`FormatterCache` does).
    static func open(locale: String, skeleton: String) throws(FormattingError) -> OpaquePointer {
        var status: Int32 = 0
        let opened = ppdata_number_formatter_open(locale, skeleton, &status)
        try checkICU(status, "open a number formatter for \(locale) \"\(skeleton)\"")
        guard let opened else {
            throw icuError(PPDATA_ICU_ILLEGAL_ARGUMENT, "open a number formatter for \(locale) \"\(skeleton)\"")
        }
        return opened
    }

    deinit {
        ppdata_number_formatter_close(raw)
    }

    /// Formats decimal number text exactly (no binary floating point).
    @inline(__always)
    func format(decimal: String) throws(FormattingError) -> String {
        try Self.format(raw, decimal: decimal)
    }

    /// The hot path: formats `decimal` into a stack buffer and makes the
    /// String from it, or returns nil when ICU fails or the result needs more
    /// than the buffer (the caller then takes the general path, which throws
    /// the error or retries with a bigger buffer). No closures, no
    /// intermediate enum, so the String is made once and moved out.
    ///
    /// The String comes from the public `String(decoding:as:)`, which
    /// validates the shim's UTF-8 once more. Writing into the String's own
    /// storage (`String(unsafeUninitializedCapacity:initializingUTF8With:)`)
    /// was measured slower: it validates too, and it allocates even for the
    /// results of at most 15 bytes that `String(decoding:as:)` stores inline.
    /// Callers to whom that validation matters use
    /// `CurrencyFormatter.format(_:currency:locale:style:into:)`.
    @inline(__always)
    static func formatFast(_ raw: OpaquePointer, decimal: UnsafeBufferPointer<UInt8>) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer -> String? in
            var status: Int32 = 0
            let needed = formatInto(raw, decimal: decimal, buffer: buffer, status: &status)
            guard status <= 0, needed >= 0, needed <= buffer.count else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<needed]), as: UTF8.self)
        }
    }

    /// Formats the plain decimal text `decimal` into `buffer` as UTF-8 and
    /// returns the number of bytes the whole result needs. When that is more
    /// than `buffer.count`, `status` is `PPDATA_ICU_BUFFER_OVERFLOW` and the
    /// buffer holds only part of it; a byte after the result may be
    /// overwritten with a NUL when there is room. A positive `status` (start
    /// it at 0) is an ICU failure.
    @inline(__always)
    static func formatInto(
        _ raw: OpaquePointer, decimal: UnsafeBufferPointer<UInt8>, buffer: UnsafeMutableBufferPointer<UInt8>,
        status: inout Int32
    ) -> Int {
        guard let chars = decimal.baseAddress else {
            status = PPDATA_ICU_ILLEGAL_ARGUMENT
            return 0
        }
        // An empty buffer may have no base address: the shim then only counts.
        let output = UnsafeMutableRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
        let needed = chars.withMemoryRebound(to: CChar.self, capacity: decimal.count) { decimalChars in
            ppdata_number_formatter_format_decimal(
                raw, decimalChars, Int32(truncatingIfNeeded: decimal.count), output,
                Int32(clamping: buffer.count), &status)
        }
        return Int(needed)
    }

    /// Formats with a raw formatter the caller keeps open (see `FormatterCache`).
    @inline(__always)
    static func format(_ raw: OpaquePointer, decimal: String) throws(FormattingError) -> String {
        var decimal = decimal
        // withUTF8 hands over a native string's bytes without copying; it only
        // rethrows untyped errors, so the outcome travels out as a Result.
        let outcome = decimal.withUTF8 { bytes in
            Result { () throws(FormattingError) -> String in
                let chars = UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self)
                return try icuString("format \(String(decoding: bytes, as: UTF8.self))") { buffer, capacity, status in
                    ppdata_number_formatter_format_decimal(
                        raw, chars, Int32(clamping: bytes.count), buffer, capacity, &status)
                }
            }
        }
        return try outcome.get()
    }
}

/// Facts about the ICU library in use.
public enum ICUInfo {
    /// The major version of the ICU library loaded at run time (72 on Debian 12), or 0 when it cannot be loaded.
    /// CLDR data, and so some formatted strings, change between major versions. On Linux ICU is opened on first
    /// use (this property, or the first format), not when the program starts.
    public static var majorVersion: Int { Int(ppdata_icu_major_version()) }
}
