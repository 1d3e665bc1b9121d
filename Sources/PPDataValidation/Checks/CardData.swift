#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Masking for a payment module's own logs and screens: the screen every finding of ppdata passes through, for text
/// ppdata did not write (a request body about to be logged, an error from another service).
///
/// The standard ppdata keeps for its own output: a card number shows at most its last four digits, a security code
/// none of its digits.
public enum CardData {
    /// The member names whose values are card security codes: Orders v2 and Vault `security_code`, Payments v1
    /// `cvv2`, and the spellings other APIs use.
    static let securityCodeMembers = ["security_code", "cvv2", "cvv", "cvc", "csc"]

    /// A card number as it may be shown: `•••• ` and its last four digits (`•••• 1111`); `••••` alone for text of
    /// fewer than 8 digits, which might be a security code typed into the wrong field.
    public static func maskedNumber(_ number: String) -> String {
        CardChecks.mask(number)
    }

    /// `text` with every card number in it masked as findings mask them (`•••• 1111`: 13 to 19 digits, grouped or
    /// not, that pass the Luhn check or start with a known brand's IIN, also when other digits are stuck to them;
    /// amounts and E.164 phone numbers are left alone), the value of each JSON member that holds a security code
    /// (`"security_code":"123"`, `"cvv2": 123`) masked whole, a `•` per character, so its length still shows, and
    /// so the value of each URL query parameter of those names (`?cvv=123`).
    public static func redacting(_ text: String) -> String {
        let masked = CardChecks.redactingCardNumbers(in: text)
        return masked.withUTF8Bytes { String(decoding: maskingValues(of: securityCodeMembers, in: $0), as: UTF8.self) }
    }

    /// `bytes` (UTF-8) with the string or number after each `"member":` of `members` masked, a `•` per character
    /// (an escape, two characters of the text and one of the value, as one). One pass into a reserved buffer:
    /// linear, whatever the text's size (a scalar view appended to scalar by scalar copied the text per append).
    static func maskingValues(of members: [String], in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let keys = members.map { Array("\"\($0)\"".utf8) }
        let count = bytes.count
        var out: [UInt8] = []
        out.reserveCapacity(count + 16)
        func skipSpaces(from start: Int) -> Int {
            var end = start
            while end < count, bytes[end] == UInt8(ascii: " ") { end += 1 }
            return end
        }
        let bullet = Array("•".utf8)
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "\""),
                let key = keys.first(where: { bytes[index...].starts(with: $0) })
            else {
                out.append(bytes[index])
                index += 1
                continue
            }
            let colon = skipSpaces(from: index + key.count)
            guard colon < count, bytes[colon] == UInt8(ascii: ":") else {
                out += bytes[index..<colon]
                index = colon
                continue
            }
            let value = skipSpaces(from: colon + 1)
            out += bytes[index..<value]
            index = value
            if index < count, bytes[index] == UInt8(ascii: "\"") {
                out.append(UInt8(ascii: "\""))
                index += 1
                while index < count, bytes[index] != UInt8(ascii: "\"") {
                    // A character: a scalar's bytes, or a backslash and the scalar it escapes.
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                    while index < count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                    out += bullet
                }
            } else {
                while index < count, bytes[index] &- 0x30 < 10 {
                    out += bullet
                    index += 1
                }
            }
        }
        return out
    }
}

/// Security codes in URL query parameters (`?cvv=123`), which a recorded request's URL or a URL value may carry.
extension CardChecks {
    /// Whether `bytes` hold a query parameter named as a security code (`CardData.securityCodeMembers`, any case)
    /// with a value.
    static func hasSecurityCodeParameter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most texts have no `=`: found (or not) by the C library's search, not a Swift loop per byte.
        guard let base = bytes.baseAddress, let first = memchr(base, Int32(UInt8(ascii: "=")), bytes.count) else {
            return false
        }
        var index = base.distance(to: first.assumingMemoryBound(to: UInt8.self))
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "="), securityCodeParameterName(bytes, before: index) != nil,
                index + 1 < bytes.count, !endsParameterValue(bytes[index + 1])
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `bytes` with the value of each security-code query parameter masked, a `•` per character.
    static func maskingSecurityCodeParameters(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        let bullet = Array("•".utf8)
        var index = 0
        while index < bytes.count {
            out.append(bytes[index])
            index += 1
            guard bytes[index - 1] == UInt8(ascii: "="), securityCodeParameterName(bytes, before: index - 1) != nil
            else { continue }
            while index < bytes.count, !endsParameterValue(bytes[index]) {
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                out += bullet
            }
        }
        return out
    }

    /// The names of query parameters whose values are masked: the security code's JSON names and `cid`, American
    /// Express's name for it.
    static let securityCodeParameters = CardData.securityCodeMembers + ["cid"]

    /// The start of the parameter name ending at `equals` when it is a security code's name that starts a query
    /// parameter (after `?`, `&`, `;`, or at the start of the text or of a word: a form body), or that a form's
    /// nested name puts in brackets (`card[cvc]=`, `card%5Bcvc%5D=`, as PHP and Rails encode a form), else nil.
    static func securityCodeParameterName(_ bytes: UnsafeBufferPointer<UInt8>, before equals: Int) -> Int? {
        func encodedBracket(_ end: Int, _ letter: UInt8) -> Bool {  // `%5B` or `%5D` ending at `end`
            end >= 3 && bytes[end - 3] == UInt8(ascii: "%") && bytes[end - 2] == UInt8(ascii: "5") && bytes[end - 1] | 0x20 == letter
        }
        var nameEnd = equals
        var bracketed = false
        if equals > 0, bytes[equals - 1] == UInt8(ascii: "]") {
            (nameEnd, bracketed) = (equals - 1, true)
        } else if encodedBracket(equals, UInt8(ascii: "d")) {
            (nameEnd, bracketed) = (equals - 3, true)
        }
        var start = nameEnd
        while start > 0, start > nameEnd - 14 {
            let byte = bytes[start - 1] | 0x20  // lower case, for letters
            guard (0x61...0x7A).contains(byte) || bytes[start - 1] &- 0x30 < 10 || bytes[start - 1] == UInt8(ascii: "_")
            else { break }
            start -= 1
        }
        // `%5Bcvc`: the scan ran over the encoded bracket's `5B`, which are a digit and a letter.
        if bracketed, start > 0, bytes[start - 1] == UInt8(ascii: "%"), nameEnd - start > 2,
            bytes[start] == UInt8(ascii: "5"), bytes[start + 1] | 0x20 == UInt8(ascii: "b")
        {
            start += 2
        }
        guard start < nameEnd else { return nil }
        if bracketed {
            guard start > 0 && bytes[start - 1] == UInt8(ascii: "[") || encodedBracket(start, UInt8(ascii: "b")) else {
                return nil
            }
        } else if start > 0 {
            switch bytes[start - 1] {
            case UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "\""),
                UInt8(ascii: "'"), UInt8(ascii: " "):
                break
            default: return nil
            }
        }
        let name = bytes[start..<nameEnd].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return securityCodeParameters.contains { Array($0.utf8) == name } ? start : nil
    }

    /// Whether `byte` ends a query parameter's value: the next parameter, the fragment, white space, a quote or a
    /// closing bracket around the URL.
    static func endsParameterValue(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"),
            UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "]"):
            true
        default: false
        }
    }
}
