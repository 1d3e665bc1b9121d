import _PPDataICUShims

/// Owns one ICU `UNumberFormatter` and closes it when the last reference goes.
///
/// Sendable because the formatter is immutable after opening and ICU documents
/// it as shareable between threads for formatting (unumberformatter.h, ICU 62+:
/// "The UNumberFormatter can be shared between threads. Each thread should have
/// its own local UFormattedNumber"); the shim gives each thread its own
/// UFormattedNumber. Holding a reference keeps the formatter open even if the
/// cache evicts it mid-format.
final class NumberFormatterHandle: @unchecked Sendable {
    /// The ICU formatter; valid while this handle lives.
    let raw: OpaquePointer

    /// Opens a formatter for an ICU locale ID and an ASCII number skeleton.
    init(locale: String, skeleton: String) throws(FormattingError) {
        var status: Int32 = 0
        let opened = ppdata_number_formatter_open(locale, skeleton, &status)
        try checkICU(status, "open a number formatter for \(locale) \"\(skeleton)\"")
        guard let opened else {
            throw icuError(PPDATA_ICU_ILLEGAL_ARGUMENT, "open a number formatter for \(locale) \"\(skeleton)\"")
        }
        raw = opened
    }

    deinit {
        ppdata_number_formatter_close(raw)
    }

    /// Formats decimal number text exactly (no binary floating point).
    @inline(__always)
    func format(decimal: String) throws(FormattingError) -> String {
        try Self.format(raw, decimal: decimal)
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
