import PPData

/// Postal-code matching against the generated address formats.
///
/// Patterns come from Google's address metadata and are matched against the whole code, `^(?:pattern)$` (some
/// patterns are alternations, `GIR ?0AA|...|BFPO ?\d{1,4}`). Each pattern is compiled once, on first use, and
/// cached behind a lock. Input is bounded before any pattern runs: at most `maximumLength` characters of
/// printable ASCII, so `\d` means 0-9 only (ICU's `\d` also matches `٣`) and `$` cannot match before a newline.
/// Patterns run as `PortablePattern` (exact bit-set matching of the plain subset the metadata uses; no regex
/// library, so the validator does not link Foundation and its copy of ICU). Internal (issue 16): PPDataValidation adds no public API to PPData's types; the postal-code checks
/// reach consumers as diagnostics (`POSTAL_CODE_*`).
extension AddressFormat {
    /// The longest input any pattern is run on; no postal code in the metadata comes near it, and Orders v2 caps
    /// `postal_code` at 60 characters.
    static let maximumPostalCodeLength = 60

    /// Whether `postalCode` is, exactly as written, one of the country's postal codes (whole-string match).
    /// False for a country without a pattern.
    func isValidPostalCode(_ postalCode: String) -> Bool {
        guard PostalCodes.isMatchable(postalCode), let matcher = CountryAddressRules.of(country).postalCode else {
            return false
        }
        return PostalCodes.matches(matcher, postalCode)
    }

    /// The postal code corrected when only its form is wrong: letter case, spaces and hyphens (laid out like the
    /// metadata's examples: `sw1a1aa` → `SW1A 1AA`), full-width or non-ASCII digits (`１５４-００２３` → `154-0023`),
    /// or the envelope prefix (`CH-8001` → `8001`). Nil when it is valid already or no such correction helps.
    func normalizedPostalCode(_ postalCode: String) -> String? {
        guard postalCode.unicodeScalars.count <= Self.maximumPostalCodeLength,
            let regex = CountryAddressRules.of(country).postalCode, !isValidPostalCode(postalCode)
        else { return nil }
        return PostalCodes.candidates(for: postalCode, in: self).first { PostalCodes.matches(regex, $0) }
    }

    /// Whether a valid `postalCode` lies in `subdivision`'s range (its postal prefix); nil when the metadata
    /// gives the subdivision no prefix, or the code is not matchable.
    func postalCode(_ postalCode: String, isIn subdivision: Subdivision) -> Bool? {
        guard subdivision.country == country, PostalCodes.isMatchable(postalCode),
            let regex = CountryAddressRules.of(country).range(of: subdivision)
        else { return nil }
        return PostalCodes.matches(regex, postalCode)
    }
}

enum PostalCodes {
    /// Printable ASCII and not too long: the only input a pattern is ever run on.
    static func isMatchable(_ text: String) -> Bool {
        text.utf8.count <= AddressFormat.maximumPostalCodeLength && text.allUTF8 { (0x20...0x7E).contains($0) }
    }

    static func matches(_ matcher: PostalMatcher, _ text: String) -> Bool {
        guard isMatchable(text) else { return false }
        var text = text
        return text.withUTF8 { matches(matcher, utf8: $0) }
    }

    /// `matches` for text given as UTF-8 bytes that `isMatchable` accepts (printable ASCII, at most 60 bytes).
    static func matches(_ matcher: PostalMatcher, utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        matcher.isPrefix ? matcher.compiled.matchesPrefix(text) : matcher.compiled.matchesWhole(text)
    }

    /// Corrected forms of `text` to try, best first: the examples' layouts of the bare characters, the cleaned
    /// text, the bare characters; each also without the envelope prefix.
    ///
    /// The envelope prefix is the metadata's (`CH-`, `SE-`) or the country's own sign and a hyphen (`ownSigns`): the
    /// international vehicle sign that European mail long wrote before its codes (`D-10115`, `F-75001`, `A-1010`,
    /// still on many letterheads) or its ISO 3166 code, as the metadata's own prefixes are (`DE-10115`). Google's
    /// metadata names a prefix for 16 countries only, and a new user's German, French and Austrian addresses written
    /// so were "not a valid postal code" with no fix offered. Only a rest that matches the pattern is suggested.
    static func candidates(for text: String, in format: AddressFormat) -> [String] {
        guard let cleaned = clean(text) else { return [] }
        var bases = [cleaned]
        bases += withoutEnvelopePrefix(cleaned, in: format)
        // A code without the letters every code of the country starts with (`1101` for El Salvador's `CP 1101`,
        // `1073` for Latvia's `LV-1073`, a new user's trial): the examples' common lead put back where the pattern
        // starts with it.
        if let first = cleaned.first, ("0"..."9").contains(first), let lead = commonLead(of: format.postalCodeExamples),
            format.postalCodePattern?.hasPrefix(lead) == true
        {
            bases.append(lead + cleaned)
        }
        var out: [String] = []
        for base in bases {
            let bareCharacters = base.filter { $0 != " " && $0 != "-" }
            out += layouts(of: bareCharacters, like: format.postalCodeExamples)
            out += [base, bareCharacters]
        }
        var seen: Set<String> = []
        return out.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// `cleaned` (`clean`'s) without each envelope prefix it starts with: the metadata's (`CH-`, `LT-`, with or without
    /// its hyphen) or the country's own sign and a hyphen (`ownSigns`), and the separators after it.
    static func withoutEnvelopePrefix(_ cleaned: String, in format: AddressFormat) -> [String] {
        var prefixes: [String] = []
        if let prefix = format.postalCodeEnvelopePrefix.flatMap(clean) {
            prefixes += [prefix, prefix.filter { $0 != "-" && $0 != " " }]
        }
        if let hyphen = cleaned.firstIndex(of: "-"), ownSigns(of: format.country).contains(String(cleaned[..<hyphen])) {
            prefixes.append(String(cleaned[...hyphen]))
        }
        return prefixes.compactMap { candidate in
            guard !candidate.isEmpty, cleaned.hasPrefix(candidate) else { return nil }
            var rest = Substring(cleaned.dropFirst(candidate.count))
            while let first = rest.first, first == "-" || first == " " { rest = rest.dropFirst() }
            return rest.isEmpty ? nil : String(rest)
        }
    }

    /// Whether `text` is `code` behind the metadata's envelope prefix, exactly as the metadata writes it (`LT-01103`
    /// for `01103`, `L-1728`): how the country's post writes a code on an envelope, which the address's field holds
    /// bare. Not a vehicle sign (`D-10115`), another case or spacing (`lt-01103`, `LT01103`): the review.
    static func isEnvelopeForm(_ text: String, of code: String, in format: AddressFormat) -> Bool {
        guard let prefix = format.postalCodeEnvelopePrefix, !prefix.isEmpty else { return false }
        return text == prefix + code
    }

    /// The letters and separators every example starts with before its first digit (`CP ` for El Salvador, `LV-`),
    /// or nil when they differ or there are none. Put back only where the pattern starts with them too: Ireland's one
    /// example, `A65 F4E2`, shares its `A` with no other code (the review: `02 X285` became `A02 X285`).
    static func commonLead(of examples: [String]) -> String? {
        let leads = Set(examples.map { String($0.prefix { !("0"..."9").contains($0) }) })
        guard leads.count == 1, let lead = leads.first, !lead.isEmpty else { return nil }
        return lead
    }

    /// The letters a country's own postal codes may be written behind: its ISO 3166 alpha-2 and alpha-3 codes, and
    /// its international vehicle sign where that differs (the signs of the 1949 and 1968 road traffic conventions,
    /// UNECE's list "Distinguishing signs of vehicles in international traffic"; `SF`, Finland's until 1993, as
    /// old letterheads still write it). Only the country's own: `B-1000` in a Luxembourg address is Brussels, not
    /// Luxembourg's 1000 (the session's review).
    static func ownSigns(of country: CountryCode) -> [String] {
        [country.rawValue, country.alpha3] + (vehicleSigns[country] ?? [])
    }

    /// The vehicle signs that are neither the country's alpha-2 nor its alpha-3 code (`ownSigns`).
    private static let vehicleSigns: [CountryCode: [String]] = [
        .at: ["A"], .be: ["B"], .de: ["D"], .es: ["E"], .fr: ["F"], .hu: ["H"], .it: ["I"], .lu: ["L"], .mt: ["M"],
        .no: ["N"], .pt: ["P"], .se: ["S"], .va: ["V"], .fi: ["SF"], .li: ["FL"], .si: ["SLO"], .sm: ["RSM"],
    ]

    /// `text` in printable ASCII, upper case, trimmed, single spaces; full-width forms and decimal digits of any
    /// script mapped to ASCII, dashes to `-`, a leading postal mark dropped. Nil when another character is left.
    static func clean(_ text: String) -> String? {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }  // full-width ASCII
            // Japan's postal mark (〒, and 〶 in a circle) stands before a code on envelopes and forms.
            if (value == 0x3012 || value == 0x3036), out.isEmpty { continue }
            if scalar.properties.isWhitespace || value == 0x3000 {
                pendingSpace = !out.isEmpty
                continue
            }
            if (0x2010...0x2015).contains(value) || value == 0x2212 || value == 0xFE63 { value = 0x2D }
            if value >= 0x80, scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue,
                (0...9).contains(digit)
            {
                value = 0x30 + UInt32(digit)
            }
            guard (0x21...0x7E).contains(value), let ascii = Unicode.Scalar(value) else { return nil }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            out.append((0x61...0x7A).contains(value) ? Unicode.Scalar(value - 0x20) ?? ascii : ascii)
        }
        return String(out)
    }

    /// `bare` with the spaces and hyphens of each example that has as many other characters, in example order.
    static func layouts(of bare: String, like examples: [String]) -> [String] {
        let characters = Array(bare)
        var out: [String] = []
        for example in examples {
            let separators = example.enumerated().filter { $0.element == " " || $0.element == "-" }
            guard example.count - separators.count == characters.count, !separators.isEmpty else { continue }
            var built = ""
            var next = characters.makeIterator()
            for character in example {
                if character == " " || character == "-" {
                    built.append(character)
                } else if let taken = next.next() {
                    built.append(taken)
                }
            }
            out.append(built)
        }
        return out
    }
}

/// A compiled postal pattern. A pattern outside the portable subset makes no matcher, and the check is skipped
/// rather than crashing; none is in the tables (PortablePatternTests compiles every one, so a refresh of Data/ that
/// brings one fails the tests).
///
/// A class: matchers are shared from `CountryAddressRules` for every address, and handing out a struct of arrays
/// retained and released each array per use.
final class PostalMatcher: Sendable {
    let compiled: PortablePattern
    /// Matches a prefix (subdivision ranges) rather than the whole code.
    let isPrefix: Bool

    init?(pattern: String, prefix: Bool) {
        guard let compiled = PortablePattern(pattern) else { return nil }
        self.compiled = compiled
        self.isPrefix = prefix
    }
}
