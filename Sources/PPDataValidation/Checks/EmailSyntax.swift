/// Email address syntax as mail systems accept it in practice, and warnings for misspelt common domains.
///
/// The grammar is RFC 5321's `Mailbox` (section 4.1.2) with RFC 6531's internationalized addresses (UTF-8 in the
/// local part, U-labels in the domain): a dot-string or a quoted string, `@`, a domain name or an address literal.
/// Limits: local part at most 64 octets, domain labels at most 63 octets (in A-label form for U-labels), the domain
/// at most 253, the whole address at most 254 (RFC 5321 4.5.3.1, with the 256-octet path less its `<>`).
/// Deliberately not accepted although RFC 5322 has them: comments, folding white space, obsolete forms such as
/// `"a"."b"`, domains without a dot (`user@localhost`), and all-numeric top-level domains.
/// Internal: a helper of the rules, not API (consumers get its findings as diagnostics from `PaymentValidator`).
enum EmailSyntax {
    /// Why `text` is not a usable address, or nil when it is.
    static func problem(in text: String) -> String? {
        // The usual address is settled from its bytes (EmailSyntax+PlainASCII.swift); the rest is read as Characters.
        isPlainASCIIAddress(text) ? nil : characterProblem(in: text)
    }

    /// `problem(in:)` read as Characters, for every address: what decides and words every problem.
    static func characterProblem(in text: String) -> String? {
        guard text.utf8.count <= 254 else { return "it is longer than 254 octets" }
        guard let at = text.lastIndex(of: "@") else { return "it has no \"@\"" }
        let local = text[..<at]
        let domain = text[text.index(after: at)...]
        if local.isEmpty { return "nothing comes before \"@\"" }
        if local.utf8.count > 64 { return "the part before \"@\" is longer than 64 octets" }
        if let problem = localPartProblem(local) { return problem }
        return domainProblem(domain)
    }

    /// A fix for white space in the address or trailing dots, or for a domain that lost its dot (`gmailcom`).
    static func suggestion(for text: String) -> String? {
        var fixed = text.hasUTF8Prefix("\"") ? text.trimmingEmailWhitespace : String(text.filter { !$0.isWhitespace })
        while fixed.hasUTF8Suffix(".") { fixed = String(fixed.droppingUTF8(last: 1)) }
        if problem(in: fixed) != nil, let at = fixed.lastIndex(of: "@") {
            let domain = fixed[fixed.index(after: at)...].asciiLowercasedString
            if let index = commonDomainsWithoutDots.firstIndex(of: domain) {
                fixed = String(fixed[...at]) + commonDomains[index]
            }
        }
        return fixed != text && problem(in: fixed) == nil ? fixed : nil
    }

    // MARK: Local part

    /// RFC 5321 `atext` outside letters and digits.
    static let atextSymbols: Set<UInt8> = Set("!#$%&'*+-/=?^_`{|}~".utf8)

    static func localPartProblem(_ local: Substring) -> String? {
        // Quotes and dots by bytes (UTF8Affixes): in `".\u{301}a"` the dot still starts the local part.
        if local.hasUTF8Prefix("\"") {
            guard local.utf8.count >= 2, local.hasUTF8Suffix("\"") else { return "the quoted part before \"@\" is not closed" }
            return quotedProblem(local.droppingUTF8(first: 1).droppingUTF8(last: 1))
        }
        if local.contains("@") { return "it has more than one \"@\" (quote the part before the last one)" }
        if local.hasUTF8Prefix(".") || local.hasUTF8Suffix(".") || local.containsUTF8("..") {
            return "dots must separate words in the part before \"@\""
        }
        for scalar in local.unicodeScalars where scalar != "." {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                if !isLDH(scalar) && !atextSymbols.contains(byte) {
                    return "\(shown(scalar)) is not allowed before \"@\" unless that part is quoted"
                }
            } else if !isUsableNonASCII(scalar) {
                return "\(shown(scalar)) is not allowed before \"@\""
            }
        }
        return nil
    }

    /// The problem of a quoted string's content (RFC 5321 `qtextSMTP` / `quoted-pairSMTP`, RFC 6531 UTF-8), or nil.
    static func quotedProblem(_ content: Substring) -> String? {
        var escaped = false
        for scalar in content.unicodeScalars {
            if escaped {
                // quoted-pairSMTP is "\" followed by a printable ASCII character or space.
                if scalar.isASCII && !(0x20...0x7E).contains(scalar.value) {
                    return "\(shown(scalar)) cannot follow \"\\\" in the quoted part"
                }
                escaped = false
                continue
            }
            if scalar == "\\" { escaped = true; continue }
            if scalar == "\"" { return "the quoted part before \"@\" has an unescaped \"\"\"" }
            if scalar.isASCII ? !(0x20...0x7E).contains(scalar.value) : !isUsableNonASCII(scalar) {
                return "\(shown(scalar)) is not allowed even in the quoted part"
            }
        }
        return escaped ? "the quoted part before \"@\" ends with a lone \"\\\"" : nil
    }

    /// Whether a non-ASCII scalar may appear in an address (RFC 6531 allows UTF-8; controls, separators, invisible
    /// format characters, private-use and unassigned code points are refused because they cannot be told apart).
    static func isUsableNonASCII(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return false
        case .format:
            // ZWNJ and ZWJ are part of spelling in Persian and Indic scripts; other format characters hide text.
            return scalar.value == 0x200C || scalar.value == 0x200D
        default:
            return true
        }
    }

    // MARK: Domain

    static func domainProblem(_ domain: Substring) -> String? {
        if domain.isEmpty { return "no domain comes after \"@\"" }
        if domain.hasUTF8Prefix("[") { return addressLiteralProblem(domain) }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return "the domain \"\(domain)\" has no dot" }
        var asciiLength = labels.count - 1
        for label in labels {
            if label.isEmpty { return "the domain \"\(domain)\" has an empty label" }
            if label.hasUTF8Prefix("-") || label.hasUTF8Suffix("-") {
                return "the domain label \"\(label)\" starts or ends with \"-\""
            }
            var octets = label.utf8.count
            if label.unicodeScalars.allSatisfy(\.isASCII) {
                if let bad = label.unicodeScalars.first(where: { !isLDH($0) }) {
                    return "\(shown(bad)) is not allowed in a domain"
                }
            } else {
                // A U-label: letters, marks, digits and hyphens of any script; its length counts in A-label form.
                if let bad = label.unicodeScalars.first(where: { !isLDH($0) && !isIDNLetter($0) }) {
                    return "\(shown(bad)) is not allowed in a domain"
                }
                guard let encoded = Punycode.encode(label.asciiLowercasedString) else {
                    return "the domain label \"\(label)\" cannot be written in A-label form"
                }
                octets = 4 + encoded.utf8.count
            }
            if octets > 63 { return "the domain label \"\(label)\" is longer than 63 octets" }
            asciiLength += octets
        }
        if asciiLength > 253 { return "the domain is longer than 253 octets" }
        if let last = labels.last, last.isASCIIDigits {
            return "the top-level domain \"\(last)\" is all digits"
        }
        return nil
    }

    static func isLDH(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isLDHByte(UInt8(scalar.value))
    }

    /// A character IDNA 2008 lets into labels, approximately: letters, combining marks and decimal digits.
    static func isIDNLetter(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    /// `[192.0.2.1]` or `[IPv6:2001:db8::1]` (RFC 5321 4.1.3).
    static func addressLiteralProblem(_ literal: Substring) -> String? {
        guard literal.hasUTF8Suffix("]"), literal.utf8.count >= 3 else { return "the address literal is not closed with \"]\"" }
        let inside = literal.droppingUTF8(first: 1).droppingUTF8(last: 1)
        if inside.hasUTF8Prefix("IPv6:") {
            return isIPv6(inside.droppingUTF8(first: 5)) ? nil : "\"\(inside)\" is not an IPv6 address"
        }
        return isIPv4(inside) ? nil : "the address literal \"\(literal)\" is not an IPv4 or IPv6 address"
    }

    static func isIPv4(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            (1...3).contains(part.utf8.count) && part.isASCIIDigits
                && (Int(part) ?? 256) <= 255
        }
    }

    static func isIPv6(_ text: Substring) -> Bool {
        var body = text
        var capacity = 8
        // An IPv4 address may end the literal in place of the last two groups (RFC 4291 2.2).
        if let lastColon = body.lastIndex(of: ":"), body[body.index(after: lastColon)...].contains(".") {
            guard isIPv4(body[body.index(after: lastColon)...]) else { return false }
            body = body[...lastColon]
            if !body.hasSuffix("::") { body = body.dropLast() }
            capacity = 6
        }
        /// The groups of one side of "::", or nil when one is not 1-4 hex digits.
        func groups(_ part: Substring) -> [Substring]? {
            if part.isEmpty { return [] }
            let list = part.split(separator: ":", omittingEmptySubsequences: false)
            let valid = list.allSatisfy { group in
                (1...4).contains(group.utf8.count) && group.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit)
            }
            return valid ? list : nil
        }
        let compressions = body.ranges(of: "::")
        guard compressions.count <= 1 else { return false }
        if let range = compressions.first {
            guard let left = groups(body[..<range.lowerBound]), let right = groups(body[range.upperBound...]) else {
                return false
            }
            return left.count + right.count < capacity  // "::" stands for at least one group
        }
        return groups(body)?.count == capacity
    }

    static func shown(_ scalar: Unicode.Scalar) -> String {
        if scalar == " " { return "a space" }
        if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            || scalar.properties.generalCategory == .spaceSeparator
        {
            return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "\"\(scalar)\""
    }
}
