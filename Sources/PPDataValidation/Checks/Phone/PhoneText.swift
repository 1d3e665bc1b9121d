import PPData

/// Text helpers for phone messages and suggestions.
enum PhoneText {
    /// Digits a written number may have beyond the longest national number: trunk and international prefixes.
    static let prefixAllowance = 6

    /// The valid number that `digits` (after `+`) are once a trunk prefix after the calling code is dropped
    /// (`44 020...` → `+44 20...`), trying each region of the code; nil when there is none or it changes nothing.
    static func withoutTrunkPrefix(_ digits: Substring) -> PhoneNumber? {
        guard digits.isASCIIDigits,
            let (code, length) = PhoneMetadata.callingCodePrefix(of: digits)
        else { return nil }
        let national = String(digits.dropFirst(length))
        guard national.utf8.count <= PhoneMetadata.maxNationalNumberLength + prefixAllowance else { return nil }
        for region in PhoneMetadata.regions(callingCode: code) {
            let stripped = PhoneValidation.strippingNationalPrefix(national, region: region)
            if stripped != national, let number = try? PhoneNumber(callingCode: code, nationalNumber: stripped) {
                return number
            }
        }
        return nil
    }

    /// Characters people write inside phone numbers that E.164 leaves out.
    static let formatting: Set<Character> = [" ", "-", ".", "(", ")", "/", "\u{00A0}", "\u{2011}", "\u{2013}", "\t"]

    /// `text` with decimal digits of other scripts (`٧`, `７`) and the full-width plus as ASCII, for suggestions:
    /// the number itself must be written in ASCII, since APIs take nothing else.
    static func asciiDigits(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value == 0xFF0B {
                out.append("+")
            } else if !scalar.isASCII, scalar.properties.numericType == .decimal,
                let value = scalar.properties.numericValue, value >= 0, value <= 9
            {
                out.append(Unicode.Scalar(UInt8(48) + UInt8(value)))
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `text` without formatting characters.
    static func removingFormatting(_ text: String) -> String {
        // The usual number is ASCII: its bytes are its Characters, so the ASCII formatting characters are dropped
        // byte by byte (the Character filter, with a Set lookup per Character, cost ~10,000 instructions a number).
        if text.isOneCharacterPerByte {
            return text.withUTF8Bytes { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { out in
                    var count = 0
                    for byte in bytes where !isASCIIFormatting(byte) {
                        out[count] = byte
                        count += 1
                    }
                    return count
                }
            }
        }
        return String(text.filter { !formatting.contains($0) })
    }

    /// The ASCII members of `formatting`.
    private static func isASCIIFormatting(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "/"), UInt8(ascii: "\t"):
            true
        default: false
        }
    }

    /// The first character of `text` that is not an ASCII digit, for messages; nil when all are digits.
    static func firstNonDigit(_ text: some StringProtocol) -> String? {
        // Only ASCII digit bytes (the usual number) means only ASCII digit Characters: decided without
        // grapheme breaking and Unicode properties, which cost ~10,000 instructions a number. And when the first
        // other byte is ASCII and so is the byte after it (or it is the last), that byte is a Character of its own
        // (an ASCII pair never joins into one Character, CR LF aside), so it is the answer: a space in "+1 514..."
        // is found without the Character walk.
        let byByte = text.withUTF8Bytes { bytes -> (found: Bool, character: String?) in
            guard let index = bytes.firstIndex(where: { $0 &- 0x30 > 9 }) else { return (true, nil) }
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            guard byte < 0x80, byte != 0x0D, next < 0x80 else { return (false, nil) }
            return (true, String(Unicode.Scalar(byte)))
        }
        if byByte.found { return byByte.character }
        return text.first { !($0.isASCII && $0.isWholeNumber) }.map(String.init)
    }

    /// `1 digit`, `9 digits`.
    static func digits(_ count: Int) -> String { count == 1 ? "1 digit" : "\(count) digits" }

    /// Lengths for a message: `10`, `7, 9 or 10`, runs of three or more as `4 to 15`.
    static func lengths(_ values: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < values.count {
            var end = index
            while end + 1 < values.count && values[end + 1] == values[end] + 1 { end += 1 }
            if end - index >= 2 {
                parts.append("\(values[index]) to \(values[end])")
            } else {
                parts += values[index...end].map(String.init)
            }
            index = end + 1
        }
        return list(parts, conjunction: "or")
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String], conjunction: String) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
