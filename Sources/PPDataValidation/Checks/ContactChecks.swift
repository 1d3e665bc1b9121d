/// Email and phone syntax checks shared by every kind. Issue 6 deepens them (per-region phone metadata,
/// domain typo suggestions); the entry points stay these.
extension ValidationContext {
    /// Checks `value` as an email address (RFC 5321/5322 in practice); returns it when valid.
    @discardableResult
    public mutating func email(_ value: JSONValue, length: ClosedRange<Int> = 3...254) -> String? {
        guard let text = string(value, length: length) else { return nil }
        if let problem = EmailSyntax.problem(in: text) {
            report(.invalidEmail, at: value, "\"\(text)\" is not a valid email address: \(problem)",
                suggestion: EmailSyntax.suggestion(for: text))
            return nil
        }
        return text
    }

    /// Checks `value` as an E.164 phone number with its leading `+` and country code; returns it when valid.
    @discardableResult
    public mutating func e164Phone(_ value: JSONValue) -> String? {
        guard let text = string(value) else { return nil }
        guard PhoneSyntax.isE164(text) else {
            report(
                .invalidPhone, at: value,
                "\"\(text)\" is not a phone number in international form (+ country code, up to 15 digits)",
                suggestion: PhoneSyntax.suggestion(for: text))
            return nil
        }
        return text
    }
}

/// Email syntax: a dot-atom or quoted local part of at most 64 octets, `@`, and a domain of LDH labels
/// (internationalized labels allowed), at most 254 octets in all (RFC 5321 4.5.3.1, RFC 5322 3.4.1).
public enum EmailSyntax {
    /// Why `text` is not a usable address, or nil when it is.
    public static func problem(in text: String) -> String? {
        guard text.utf8.count <= 254 else { return "longer than 254 octets" }
        guard let at = text.lastIndex(of: "@") else { return "no \"@\"" }
        let local = text[..<at]
        let domain = text[text.index(after: at)...]
        if local.isEmpty { return "nothing before \"@\"" }
        if local.utf8.count > 64 { return "the part before \"@\" is longer than 64 octets" }
        if local.hasPrefix("\"") {
            guard local.count >= 2, local.hasSuffix("\""), isQuotedContent(local.dropFirst().dropLast()) else {
                return "the quoted part before \"@\" is not closed or holds characters a quoted string cannot"
            }
        } else {
            if local.contains("@") { return "more than one \"@\"" }
            if local.hasPrefix(".") || local.hasSuffix(".") || local.contains("..") {
                return "dots must separate words in the part before \"@\""
            }
            let allowed = Set("!#$%&'*+-/=?^_`{|}~.")
            if let bad = local.first(where: { !($0.isLetter || $0.isNumber || allowed.contains($0)) || $0.isWhitespace }) {
                return "\"\(bad)\" is not allowed before \"@\" unless quoted"
            }
        }
        return domainProblem(domain)
    }

    static func isQuotedContent(_ content: Substring) -> Bool {
        var escaped = false
        for scalar in content.unicodeScalars {
            if escaped { escaped = false; continue }
            if scalar == "\\" { escaped = true; continue }
            if scalar == "\"" || scalar.value < 0x20 || scalar.value == 0x7F { return false }
        }
        return !escaped
    }

    static func domainProblem(_ domain: Substring) -> String? {
        if domain.isEmpty { return "no domain after \"@\"" }
        if domain.hasPrefix("[") && domain.hasSuffix("]") { return nil }  // address literal
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return "the domain \"\(domain)\" has no dot" }
        for label in labels {
            if label.isEmpty { return "the domain \"\(domain)\" has an empty label" }
            if label.utf8.count > 63 { return "a domain label is longer than 63 octets" }
            if label.hasPrefix("-") || label.hasSuffix("-") { return "a domain label starts or ends with \"-\"" }
            if let bad = label.first(where: { !($0.isLetter || $0.isNumber || $0 == "-") }) {
                return "\"\(bad)\" is not allowed in a domain"
            }
        }
        if let last = labels.last, last.allSatisfy(\.isNumber) { return "the top-level domain is all digits" }
        return nil
    }

    /// A fix for whitespace around the address or a trailing dot.
    public static func suggestion(for text: String) -> String? {
        var fixed = String(text.filter { !$0.isWhitespace })
        while fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed != text && problem(in: fixed) == nil ? fixed : nil
    }
}

/// E.164 syntax: `+`, a country code not starting with 0, at most 15 digits in all (ITU-T E.164).
public enum PhoneSyntax {
    /// Whether `text` is `+` and 2 to 15 ASCII digits, the first not 0.
    public static func isE164(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3, bytes.count <= 16, bytes[0] == UInt8(ascii: "+"), bytes[1] != UInt8(ascii: "0") else {
            return false
        }
        return bytes.dropFirst().allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The number without spaces, dashes, dots and parentheses, when that makes it E.164.
    public static func suggestion(for text: String) -> String? {
        var fixed = String(text.filter { !" -.()/\u{00A0}".contains($0) })
        if fixed.hasPrefix("00") { fixed = "+" + fixed.dropFirst(2) }
        return fixed != text && isE164(fixed) ? fixed : nil
    }
}
