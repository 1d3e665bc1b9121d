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
    /// intermediate enum, so the String is made once and moved out. With
    /// `smallStrings` (`SmallUTF8String.isAvailable`) a result of at most 15
    /// bytes becomes a String without being validated a second time.
    @inline(__always)
    static func formatFast(_ raw: OpaquePointer, decimal: UnsafeBufferPointer<UInt8>, smallStrings: Bool) -> String? {
        withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { buffer -> String? in
            guard let base = buffer.baseAddress, let chars = decimal.baseAddress else { return nil }
            // Zero the first 16 bytes: a short result is read back as two
            // words whose bytes past the result must be zero.
            base.storeBytes(of: 0 as UInt64, as: UInt64.self)
            base.storeBytes(of: 0 as UInt64, toByteOffset: 8, as: UInt64.self)
            var status: Int32 = 0
            let needed = chars.withMemoryRebound(to: CChar.self, capacity: decimal.count) { decimalChars in
                ppdata_number_formatter_format_decimal(
                    raw, decimalChars, Int32(truncatingIfNeeded: decimal.count),
                    base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), &status)
            }
            guard status <= 0, needed >= 0, Int(needed) <= buffer.count else { return nil }
            if smallStrings && needed <= SmallUTF8String.capacity {
                // The shim wrote `needed` bytes and a NUL; the rest of the 16 are our zeros.
                return SmallUTF8String.make(
                    low: UInt64(littleEndian: base.loadUnaligned(as: UInt64.self)),
                    high: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
                    count: Int(needed))
            }
            return String(decoding: UnsafeRawBufferPointer(start: base, count: Int(needed)), as: UTF8.self)
        }
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
    /// The major version of the ICU library loaded at run time (72 on Debian 12).
    /// CLDR data, and so some formatted strings, change between major versions.
    public static var majorVersion: Int { Int(ppdata_icu_major_version()) }
}
