/// The usual address decided from its bytes: `problem(in:)` asks this first and words a problem only when it says
/// no. Every email field of every kind is checked, and reading the address as `Character`s (grapheme breaking for
/// the "@", the dots and each label) was 14% of the CLI's instructions on the broad benchmark corpus
/// (Benchmarks/Validation/HISTORY.md, session 7). Measured again in session 29 (callgrind, whole CLI, this reading
/// disabled): +44.9% instructions on the first 20,000 broad documents (1,065.4 M → 1,543.3 M).
///
/// It accepts only what `problem(in:)`'s full reading also accepts: an all-ASCII address whose local part is a
/// dot-string and whose domain is a dot-separated name (no quoted local part, no address literal: those go to the
/// full reading). In ASCII text every `Character` is one byte (a CR LF pair is one `Character`, but neither byte
/// is allowed anywhere), so the byte reading and the `Character` reading see the same "@", dots and labels.
/// `EmailSyntaxTests` holds the two to the same verdict on random and edge-case texts.
extension EmailSyntax {
    /// Whether `text` is an all-ASCII dot-string address with a host-name domain that `problem(in:)` accepts.
    static func isPlainASCIIAddress(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlainASCIIAddress(utf8:))
    }

    /// `isPlainASCIIAddress` of the address's UTF-8 bytes.
    static func isPlainASCIIAddress(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")), at > 0, at <= 64 else {
            return false
        }
        // The local part: words of atext separated by single dots.
        var previous = UInt8(ascii: ".")  // as if a dot came before: a leading dot fails below
        for index in 0..<at {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                if previous == UInt8(ascii: ".") { return false }
            } else if !isAtextByte(byte) {
                return false  // also every non-ASCII byte, "@" and the quote
            }
            previous = byte
        }
        if previous == UInt8(ascii: ".") { return false }
        // The domain: at least two labels of letters, digits and inner hyphens, each 1-63 bytes, at most 253 in all,
        // the last not all digits. `at + 1 ..< count` is its bytes, so its length is also the A-label length.
        let domainLength = bytes.count - at - 1
        guard domainLength > 0, domainLength <= 253 else { return false }
        var labels = 0
        var labelStart = at + 1
        var allDigits = true
        for index in (at + 1)...bytes.count {
            let byte: UInt8 = index < bytes.count ? bytes[index] : UInt8(ascii: ".")
            if byte == UInt8(ascii: ".") {
                let length = index - labelStart
                guard length > 0, length <= 63, bytes[labelStart] != UInt8(ascii: "-"),
                    bytes[index - 1] != UInt8(ascii: "-")
                else { return false }
                labels += 1
                if index < bytes.count { allDigits = true }
                labelStart = index + 1
            } else {
                guard isLDHByte(byte) else { return false }
                if byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { allDigits = false }
            }
        }
        return labels >= 2 && !allDigits
    }

    /// An ASCII letter, digit or hyphen: the one definition `isLDH` (for scalars) uses too.
    @inline(__always)
    static func isLDHByte(_ byte: UInt8) -> Bool {
        // Bit n of the masks: byte n (low: 0-63, high: 64-127). "-" and "0"-"9"; "A"-"Z" and "a"-"z".
        inMasks(byte, low: 0x03FF_2000_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)
    }

    /// An atext byte of RFC 5322 (a letter, a digit or one of ``!#$%&'*+-/=?^_`{|}~``): `atextSymbols` and
    /// `isLDHByte` as one bit test, for the local part's loop.
    @inline(__always)
    static func isAtextByte(_ byte: UInt8) -> Bool {
        inMasks(byte, low: 0xA3FF_ACFA_0000_0000, high: 0x7FFF_FFFF_C7FF_FFFE)
    }

    /// Whether bit `byte` is set in the 128-bit set `high:low` (false for non-ASCII bytes).
    @inline(__always)
    private static func inMasks(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        byte < 64 ? low &>> UInt64(byte) & 1 != 0 : byte < 128 && high &>> UInt64(byte &- 64) & 1 != 0
    }
}
