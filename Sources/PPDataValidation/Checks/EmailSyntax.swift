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

    /// The address with a common domain's misspelling corrected (`ann@gmial.com` → `ann@gmail.com`), with the
    /// domain meant, or nil when the domain is not one letter away from a common one.
    ///
    /// Every address with a domain is asked this, so it works on bytes against tables split once
    /// (`commonDomainParts`): the per-domain String slicing, `Character` counts and array copies it used to make cost
    /// 14% of validation time on the broad benchmark corpus (Benchmarks/Validation/README.md).
    static func domainTypo(in text: String) -> (address: String, domain: String)? {
        var text = text
        guard let found = text.withUTF8(domainTypo(utf8:)) else { return nil }
        return (String(decoding: text.utf8.prefix(found.at + 1), as: UTF8.self) + found.name, found.name)
    }

    /// `domainTypo(in:)` of the address's UTF-8 bytes: where its "@" is and the common domain meant.
    static func domainTypo(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (at: Int, name: String)? {
        // The "@" found among the bytes (`String.lastIndex(of:)` compares Characters: grapheme breaking).
        guard let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return nil }
        // The domain lower-cased (non-ASCII bytes kept as they are), on the stack.
        let count = bytes.count - at - 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { buffer in
            for index in 0..<count {
                let byte = bytes[at + 1 + index]
                buffer[index] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            }
            let domain = UnsafeBufferPointer(rebasing: buffer[..<count])
            return commonDomain(misspeltAs: domain).map { (at, $0) }
        }
    }

    /// The common domain that the lower-cased `domain` misspells, if exactly one does and `domain` is not itself a
    /// real one: the one whose label is a slip away (same suffix), or whose suffix is a known slip (same label).
    /// The candidates come from `CommonDomainIndex`, so a domain is compared with the few common domains sharing
    /// its suffix or its label rather than with every one (each address with a domain is asked this).
    private static func commonDomain(misspeltAs domain: UnsafeBufferPointer<UInt8>) -> String? {
        guard let dot = domain.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let index = commonDomainIndex
        if index.domains.position(ofUTF8: domain) != nil { return nil }  // a common domain is no typo
        let label = UnsafeBufferPointer(rebasing: domain[..<dot])
        let suffix = UnsafeBufferPointer(rebasing: domain[(dot + 1)...])
        var found: String?
        var ambiguous = false
        func consider(_ candidate: CommonDomain) {
            if found != nil && found != candidate.name { ambiguous = true }
            found = candidate.name
        }
        commonDomainBytes.withUnsafeBufferPointer { known in
            if let position = index.suffixes.position(ofUTF8: suffix) {
                for candidate in index.bySuffix[position] {
                    let knownLabel = UnsafeBufferPointer(rebasing: known[candidate.labelRange])
                    if knownLabel.count >= 5 && abs(knownLabel.count - label.count) <= 1 && isOneEdit(label, knownLabel) {
                        consider(candidate)
                    }
                }
            }
            if let position = index.labels.position(ofUTF8: label) {
                for candidate in index.byLabel[position] where candidate.suffixTypos.contains(where: {
                    $0.utf8.elementsEqual(suffix)
                }) {
                    consider(candidate)
                }
            }
        }
        guard let found, !ambiguous, !realLookalikes.contains(String(decoding: domain, as: UTF8.self)) else {
            return nil
        }
        return found
    }

    /// The common domains by whole name, by suffix and by label (byte-keyed sets, positions into the lists).
    struct CommonDomainIndex: Sendable {
        /// Every common domain.
        let domains: JSONKeySet
        /// Every suffix once; `bySuffix[position]` are the domains with the suffix at that position.
        let suffixes: JSONKeySet
        let bySuffix: [[CommonDomain]]
        /// Every label once; `byLabel[position]` are the domains with the label at that position.
        let labels: JSONKeySet
        let byLabel: [[CommonDomain]]

        init(_ parts: [CommonDomain]) {
            func grouped(by name: (CommonDomain) -> [UInt8]) -> (JSONKeySet, [[CommonDomain]]) {
                var names: [String] = []
                var groups: [[CommonDomain]] = []
                for part in parts {
                    let key = String(decoding: name(part), as: UTF8.self)
                    if let position = names.firstIndex(of: key) {
                        groups[position].append(part)
                    } else {
                        names.append(key)
                        groups.append([part])
                    }
                }
                return (JSONKeySet(names), groups)
            }
            domains = JSONKeySet(parts.map(\.name))
            (suffixes, bySuffix) = grouped { Array($0.suffix) }
            (labels, byLabel) = grouped { Array($0.label) }
        }
    }

    /// `commonDomainParts` indexed once for `commonDomain(misspeltAs:)`.
    static let commonDomainIndex = CommonDomainIndex(commonDomainParts)

    /// Whether two byte strings are equal (lengths first; the generic `elementsEqual` was most of this check's cost).
    private static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let first = a.baseAddress, let second = b.baseAddress else { return true }  // both empty
        return JSONView.bytesEqual(first, second, a.count)
    }

    /// A common domain split at its first dot: where its label and suffix are in `commonDomainBytes` (integers, so
    /// reading an entry retains nothing), with the misspellings of its suffix as bytes.
    struct CommonDomain: Sendable {
        let name: String
        let labelRange: Range<Int>
        let suffixRange: Range<Int>
        /// Misspellings of its suffix (`EmailSyntax.suffixTypos(of:)`): a handful at most, so a list, and one
        /// shared by every domain with the same suffix.
        let suffixTypos: [String]

        /// The label's bytes.
        var label: ArraySlice<UInt8> { commonDomainBytes[labelRange] }
        /// The suffix's bytes.
        var suffix: ArraySlice<UInt8> { commonDomainBytes[suffixRange] }
    }

    /// Every common domain's bytes, one after another.
    static let commonDomainBytes: [UInt8] = commonDomains.flatMap(\.utf8)

    /// `commonDomains` split once for `domainTypo`.
    static let commonDomainParts: [CommonDomain] = {
        var parts: [CommonDomain] = []
        parts.reserveCapacity(commonDomains.count)
        var start = 0
        for known in commonDomains {
            let utf8 = known.utf8
            defer { start += utf8.count }
            guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { continue }
            let labelLength = utf8.distance(from: utf8.startIndex, to: dot)
            let suffix = known[utf8.index(after: dot)...]
            parts.append(CommonDomain(
                name: known, labelRange: start..<(start + labelLength),
                suffixRange: (start + labelLength + 1)..<(start + utf8.count), suffixTypos: suffixTypos(of: suffix)))
        }
        return parts
    }()

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
        if let last = labels.last, last.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
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
            (1...3).contains(part.utf8.count) && part.utf8.allSatisfy { (0x30...0x39).contains($0) }
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

    // MARK: Common domains

    /// Domains of large consumer mailbox providers, as each provider publishes them. Hand-kept and deliberately
    /// short: an address one slip away from one of these (`gmial.com`, `hotmial.com`, `yahooo.com`, `outlok.com`,
    /// `iclod.com`, `gmail.con`) is far more often a typo than a real mail domain, so ppdata warns and suggests.
    static let commonDomains: [String] = [
        "gmail.com", "googlemail.com", "yahoo.com", "yahoo.co.uk", "yahoo.fr", "yahoo.de", "yahoo.co.jp",
        "hotmail.com", "hotmail.co.uk", "hotmail.fr", "hotmail.de", "hotmail.it", "outlook.com", "live.com",
        "msn.com", "icloud.com", "me.com", "mac.com", "aol.com", "protonmail.com", "proton.me", "gmx.de", "gmx.net",
        "web.de", "mail.ru", "yandex.ru", "qq.com", "163.com", "comcast.net", "verizon.net",
    ]

    /// `commonDomains` without their dots (`gmailcom`), for a domain that lost its dot.
    static let commonDomainsWithoutDots = commonDomains.map(\.replacingDots)

    /// Real mail domains one slip away from a common one, which must never be "corrected".
    static let realLookalikes: Set<String> = [
        "mail.com", "email.com", "ymail.com", "gmx.com", "hotmail.es", "outlook.fr", "outlook.de", "outlook.es",
        "yahoo.es", "yahoo.it", "yahoo.ca", "yahoo.in", "live.fr", "live.de", "live.co.uk", "mail.de",
    ]

    /// Misspellings of a top-level suffix (`gmail.con`), by the suffix meant. A `switch`, not a dictionary or a
    /// list of pairs: it is read once per common domain, and the first `String`-keyed hash table of a process costs
    /// a scan of every protocol conformance in the binary (about 200,000 instructions, on every one-document run
    /// with an email), a list of pairs two generic type instantiations (40,000). The arrays are static, so every
    /// domain with the same suffix shares one.
    static func suffixTypos(of suffix: Substring) -> [String] {
        switch suffix {
        case "com": ["con", "cmo", "comm", "cim", "coom", "ocm", "vom", "xom", "cpm", "om", "cm", "co", "c0m", "com.com"]
        case "net": ["nte", "ne", "nett", "ner", "met", "bet"]
        case "de": ["ed", "dee"]
        default: []
        }
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours (optimal string
    /// alignment distance 1).
    static func isOneEdit(_ a: Substring, _ b: Substring) -> Bool {
        isOneEdit(Array(a.utf8)[...], Array(b.utf8)[...])
    }

    /// `isOneEdit` of byte strings, comparing in place (no copies).
    static func isOneEdit(_ x: ArraySlice<UInt8>, _ y: ArraySlice<UInt8>) -> Bool {
        x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in isOneEdit(x, y) } }
    }

    /// `isOneEdit` of byte buffers.
    static func isOneEdit(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        if abs(x.count - y.count) > 1 || x.elementsEqual(y) { return false }
        var start = 0
        while start < min(x.count, y.count) && x[start] == y[start] { start += 1 }
        if x.count == y.count {
            if x[(start + 1)...].elementsEqual(y[(start + 1)...]) { return true }  // substitution
            return start + 1 < x.count && x[start] == y[start + 1] && x[start + 1] == y[start]
                && x[(start + 2)...].elementsEqual(y[(start + 2)...])  // swap
        }
        let (long, short) = x.count > y.count ? (x, y) : (y, x)
        return long[(start + 1)...].elementsEqual(short[start...])  // insertion or deletion
    }
}
