/// Warnings for misspelt common domains (`ann@gmial.com` → `ann@gmail.com`): the common domains, the slips of
/// their suffixes, and the lookup every address with a domain goes through.
extension EmailSyntax {
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

    // MARK: Typos

    /// The address with a common domain's misspelling corrected (`ann@gmial.com` → `ann@gmail.com`), with the
    /// domain meant, or nil when the domain is not one letter away from a common one.
    ///
    /// Every address with a domain is asked this, so it works on bytes against tables split once
    /// (`commonDomainParts`): the per-domain String slicing, `Character` counts and array copies it used to make cost
    /// 14% of validation time on the broad benchmark corpus (Benchmarks/Validation/HISTORY.md).
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
    ///
    /// Only common domains whose label or suffix has the length of `domain`'s are visited (`commonDomainLengthMasks`,
    /// two masks read per address; the loop over all of them, ruling each out by its lengths, was about 900
    /// instructions an address); the entries are read in place, so the loop copies and retains nothing. An index of
    /// dictionaries by suffix and label was tried before: building it on the first address cost about 100,000
    /// instructions, which a one-document run pays in full; the masks cost a few hundred.
    fileprivate static func commonDomain(misspeltAs domain: UnsafeBufferPointer<UInt8>) -> String? {
        guard let dot = domain.firstIndex(of: UInt8(ascii: ".")), let domainBase = domain.baseAddress else { return nil }
        let labelCount = dot
        let suffixCount = domain.count - dot - 1
        let suffixBase = domainBase + dot + 1
        let masks = commonDomainLengthMasks
        // Every outcome needs the same label (exact, a suffix slip), or the same suffix and a label one byte longer,
        // shorter or as long (a label slip): only the common domains with such lengths are visited, in list order.
        // (Every common domain with the suffix's length was visited before: thirteen for any ".com" address.)
        func byLabel(_ length: Int) -> UInt64 { length >= 0 && length < 64 ? masks.byLabelLength[length] : 0 }
        let sameLabelLength = byLabel(labelCount)
        let nearLabelLength = byLabel(labelCount - 1) | sameLabelLength | byLabel(labelCount + 1)
        var candidates = sameLabelLength | (suffixCount < 64 ? masks.bySuffixLength[suffixCount] & nearLabelLength : 0)
        let found = commonDomainBytes.withUnsafeBufferPointer { known in
            commonDomainParts.withUnsafeBufferPointer { parts -> String?? in
                guard let knownBase = known.baseAddress else { return nil }
                var found: String?
                while candidates != 0 {
                    let index = candidates.trailingZeroBitCount
                    candidates &= candidates &- 1
                    let labelRange = parts[index].labelRange
                    let suffixRange = parts[index].suffixRange
                    let sameSuffixLength = suffixRange.count == suffixCount
                    let sameLabelLength = labelRange.count == labelCount
                    let sameSuffix = sameSuffixLength
                        && JSONView.bytesEqual(knownBase + suffixRange.lowerBound, suffixBase, suffixCount)
                    let sameLabel = sameLabelLength
                        && JSONView.bytesEqual(knownBase + labelRange.lowerBound, domainBase, labelCount)
                    if sameLabel && sameSuffix { return .some(nil) }  // a common domain is no typo
                    let labelSlip = sameSuffix && labelRange.count >= 5 && abs(labelRange.count - labelCount) <= 1
                        && isOneEdit(
                            UnsafeBufferPointer(start: domainBase, count: labelCount),
                            UnsafeBufferPointer(start: knownBase + labelRange.lowerBound, count: labelRange.count))
                    let suffixSlip = sameLabel && parts[index].suffixTypos.contains {
                        $0.utf8.elementsEqual(UnsafeBufferPointer(start: suffixBase, count: suffixCount))
                    }
                    guard labelSlip || suffixSlip else { continue }
                    if found != nil && found != parts[index].name { return .some(nil) }  // two candidates: no guess
                    found = parts[index].name
                }
                return found
            }
        }
        guard let found = found ?? nil, !realLookalikes.contains(String(decoding: domain, as: UTF8.self)) else {
            return nil
        }
        return found
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

    /// Per length 0-63, the common domains (bit i: `commonDomainParts[i]`) whose label, and whose suffix, is that
    /// long. The list has fewer than 64 entries (a test, `lengthMasksIndexEveryCommonDomain`, holds it to that).
    static let commonDomainLengthMasks: (byLabelLength: [UInt64], bySuffixLength: [UInt64]) = {
        var byLabel = [UInt64](repeating: 0, count: 64)
        var bySuffix = [UInt64](repeating: 0, count: 64)
        for (index, part) in commonDomainParts.enumerated() where index < 64 {
            if part.labelRange.count < 64 { byLabel[part.labelRange.count] |= 1 << UInt64(index) }
            if part.suffixRange.count < 64 { bySuffix[part.suffixRange.count] |= 1 << UInt64(index) }
        }
        return (byLabel, bySuffix)
    }()

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
}
