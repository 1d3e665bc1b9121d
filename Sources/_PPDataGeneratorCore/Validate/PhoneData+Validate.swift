extension ReferenceData {
    /// Regions of libphonenumber that are not ISO 3166-1 codes: Ascension, Tristan da Cunha, Kosovo.
    static let phoneExtraRegions: Set<String> = ["AC", "TA", "XK"]
    /// libphonenumber's pseudo-region for calling codes of no country (+800, +808, +870, ...).
    static let nonGeographicRegion = "001"
    /// The longest national number libphonenumber handles (its MAX_LENGTH_FOR_NSN).
    static let maxNationalNumberLength = 17

    /// Checks the phone tables: codes and shapes, that the two files agree, that calling codes parse
    /// unambiguously, and that every pattern stays inside the portable regex subset the runtime relies on.
    ///
    /// Whether the examples match their patterns needs a regex engine, which the generator does not use:
    /// PPDataValidationTests checks that with the engine the runtime uses.
    func validatePhone(into diagnostics: inout DiagnosticCollector) {
        let regionFile = DataFile.phoneRegions.rawValue
        let typeFile = DataFile.phoneNumberTypes.rawValue
        let alpha2s = Set(countries.map(\.alpha2))
        var keyLines: [String: Int] = [:]
        var geographicLines: [String: Int] = [:]
        var regionsByCode: [String: [PhoneRegion]] = [:]
        var transformGroups: [Int: Int] = [:]

        for row in phoneRegions {
            let key = "\(row.region) +\(row.callingCode)"
            if let first = keyLines[key] {
                diagnostics.report(regionFile, row.line, "duplicate region and calling code \(key) (first on line \(first))")
            } else {
                keyLines[key] = row.line
            }
            if row.region == Self.nonGeographicRegion {
                if !row.internationalPrefix.isEmpty || !row.nationalPrefix.isEmpty {
                    diagnostics.report(regionFile, row.line, "non-geographic +\(row.callingCode) has dialling prefixes")
                }
            } else if row.region.isUppercaseLetters(count: 2)
                && (alpha2s.contains(row.region) || Self.phoneExtraRegions.contains(row.region))
            {
                if let first = geographicLines[row.region] {
                    diagnostics.report(regionFile, row.line, "region \(row.region) appears twice (first on line \(first))")
                } else {
                    geographicLines[row.region] = row.line
                }
                if row.internationalPrefix.isEmpty {
                    diagnostics.report(regionFile, row.line, "region \(row.region) has no international_prefix")
                }
            } else {
                diagnostics.report(
                    regionFile, row.line,
                    "region \"\(row.region)\" is not in \(DataFile.iso3166.rawValue), nor AC, TA, XK or 001")
            }
            let code = row.callingCode.utf8
            if !(1...3).contains(code.count) || !code.allSatisfy({ (0x30...0x39).contains($0) })
                || code.first == UInt8(ascii: "0")
            {
                diagnostics.report(
                    regionFile, row.line, "calling_code \"\(row.callingCode)\" is not 1 to 3 digits without a leading 0")
            } else {
                regionsByCode[row.callingCode, default: []].append(row)
            }
            if !row.nationalPrefix.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                diagnostics.report(regionFile, row.line, "national_prefix \"\(row.nationalPrefix)\" is not digits")
            }
            checkLengths(row.possibleLengths, "possible_lengths", required: true, regionFile, row.line, &diagnostics)
            checkLengths(
                row.localOnlyLengths, "possible_lengths_local_only", required: false, regionFile, row.line, &diagnostics)
            if let both = row.localOnlyLengths.first(where: row.possibleLengths.contains) {
                diagnostics.report(
                    regionFile, row.line, "length \(both) is both in possible_lengths and possible_lengths_local_only")
            }
            let patterns: [(column: String, text: String, required: Bool, dollar: Bool)] = [
                ("general_pattern", row.generalPattern, true, false),
                ("leading_digits", row.leadingDigits, false, false),
                ("international_prefix", row.internationalPrefix, false, false),
                ("national_prefix_for_parsing", row.nationalPrefixForParsing, false, true),
            ]
            for pattern in patterns {
                if pattern.text.isEmpty {
                    if pattern.required { diagnostics.report(regionFile, row.line, "\(pattern.column) is empty") }
                    continue
                }
                switch PortablePattern.check(pattern.text, allowsEndAnchor: pattern.dollar) {
                case .failure(let problem):
                    diagnostics.report(regionFile, row.line, "\(pattern.column) \(problem.message)")
                case .success(let groups):
                    if pattern.column == "national_prefix_for_parsing" { transformGroups[row.line] = groups }
                }
            }
            if !row.nationalPrefixTransformRule.isEmpty {
                if row.nationalPrefixForParsing.isEmpty {
                    diagnostics.report(
                        regionFile, row.line, "national_prefix_transform_rule without national_prefix_for_parsing")
                } else if let groups = transformGroups[row.line],
                    let problem = PortablePattern.checkReplacement(row.nationalPrefixTransformRule, groups: groups)
                {
                    diagnostics.report(regionFile, row.line, "national_prefix_transform_rule \(problem)")
                }
            }
        }

        // Calling codes: the main-region flags, and no code a prefix of another (so `+` digits parse one way).
        for (code, regions) in regionsByCode.sorted(by: { $0.key < $1.key }) {
            let mains = regions.filter(\.isMainRegion)
            let geographic = regions.filter { $0.region != Self.nonGeographicRegion }
            if geographic.count != regions.count && !geographic.isEmpty {
                diagnostics.report(
                    regionFile, geographic[0].line,
                    "calling code +\(code) is both non-geographic and used by \(geographic[0].region)")
            }
            if regions.count == 1 {
                if let main = mains.first {
                    diagnostics.report(
                        regionFile, main.line, "main_country is 1 but calling code +\(code) has only region \(main.region)")
                }
            } else if mains.isEmpty {
                diagnostics.report(
                    regionFile, regions[0].line,
                    "calling code +\(code) is shared by \(regions.count) regions but none has main_country 1")
            } else {
                for extra in mains.dropFirst() {
                    diagnostics.report(
                        regionFile, extra.line,
                        "calling code +\(code) has a second main region \(extra.region) "
                            + "(first: \(mains[0].region) on line \(mains[0].line))")
                }
            }
            for other in regionsByCode.keys where other != code && other.hasPrefix(code) {
                let line = regionsByCode[other]?.first?.line ?? 0
                diagnostics.report(
                    regionFile, line,
                    "calling code +\(other) starts with calling code +\(code), so numbers would parse two ways")
            }
        }

        // Number types: each belongs to a region row, once per type, with lengths and an example that fit.
        let regionsByKey = Dictionary(
            phoneRegions.map { ("\($0.region) +\($0.callingCode)", $0) }, uniquingKeysWith: { first, _ in first })
        var typeLines: [String: Int] = [:]
        var typedRegions: Set<String> = []
        for row in phoneNumberTypes {
            let key = "\(row.region) +\(row.callingCode)"
            let region = regionsByKey[key]
            if region == nil {
                diagnostics.report(typeFile, row.line, "region and calling code \(key) are not in \(regionFile)")
            }
            typedRegions.insert(key)
            if !PhoneColumns.typeNames.contains(row.type) {
                diagnostics.report(typeFile, row.line, "type \"\(row.type)\" is not a libphonenumber number type")
            }
            let typeKey = "\(key) \(row.type)"
            if let first = typeLines[typeKey] {
                diagnostics.report(typeFile, row.line, "duplicate type \(row.type) for \(key) (first on line \(first))")
            } else {
                typeLines[typeKey] = row.line
            }
            if row.pattern.isEmpty {
                diagnostics.report(typeFile, row.line, "pattern is empty")
            } else if case .failure(let problem) = PortablePattern.check(row.pattern, allowsEndAnchor: false) {
                diagnostics.report(typeFile, row.line, "pattern \(problem.message)")
            }
            checkLengths(row.possibleLengths, "possible_lengths", required: true, typeFile, row.line, &diagnostics)
            if let region, let outside = row.possibleLengths.first(where: { !region.possibleLengths.contains($0) }) {
                diagnostics.report(
                    typeFile, row.line,
                    "length \(outside) of \(row.type) is not among the possible lengths of \(key) in \(regionFile)")
            }
            if row.example.isEmpty || !row.example.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                diagnostics.report(typeFile, row.line, "example \"\(row.example)\" is not a number of digits")
            } else if !row.possibleLengths.isEmpty && !row.possibleLengths.contains(row.example.utf8.count) {
                diagnostics.report(
                    typeFile, row.line,
                    "example \(row.example) has \(row.example.utf8.count) digits, not one of the possible lengths")
            }
        }
        for row in phoneRegions where !typedRegions.contains("\(row.region) +\(row.callingCode)") {
            diagnostics.report(regionFile, row.line, "\(row.region) +\(row.callingCode) has no row in \(typeFile)")
        }
    }

    private func checkLengths(
        _ lengths: [Int], _ column: String, required: Bool, _ file: String, _ line: Int,
        _ diagnostics: inout DiagnosticCollector
    ) {
        if lengths.isEmpty {
            if required { diagnostics.report(file, line, "\(column) is empty") }
            return
        }
        if let bad = lengths.first(where: { !(1...Self.maxNationalNumberLength).contains($0) }) {
            diagnostics.report(file, line, "\(column) has length \(bad), outside 1...\(Self.maxNationalNumberLength)")
        } else if zip(lengths, lengths.dropFirst()).contains(where: { $0 >= $1 }) {
            diagnostics.report(file, line, "\(column) is not strictly ascending")
        }
    }
}

/// A structural check of the regex subset Data/ patterns may use (see Data/README.md): literals, `\d`, escaped
/// punctuation, classes of digits and digit ranges, `(...)`, `(?:...)`, `|`, `? * + {m} {m,} {m,n}`, and `$` where
/// allowed. Everything in it behaves the same in ICU (NSRegularExpression), Swift `Regex` and Java, so the tables
/// mean the same everywhere. This is a syntax check, not a matcher.
enum PortablePattern {
    /// Why a pattern is outside the subset.
    struct Problem: Error, Equatable {
        /// What is wrong and where (0-based UTF-8 offset).
        var message: String
    }

    /// The number of capturing groups of `pattern`, or the first problem found.
    static func check(_ pattern: String, allowsEndAnchor: Bool) -> Result<Int, Problem> {
        let bytes = Array(pattern.utf8)
        var index = 0
        var openGroups: [Int] = []  // offsets of unclosed "("
        var capturing = 0
        var canQuantify = false  // whether the previous token is an atom a quantifier may follow
        func fail(_ text: String, _ offset: Int) -> Result<Int, Problem> {
            .failure(Problem(message: "\(text) at offset \(offset)"))
        }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        let escapable = Set("\\^$.|?*+()[]{}-/".utf8)

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                canQuantify = true
                index += 1
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { return fail("has a trailing \"\\\"", index) }
                let next = bytes[index + 1]
                guard next == UInt8(ascii: "d") || escapable.contains(next) else {
                    let shown = Character(Unicode.Scalar(next))
                    return fail("has the escape \"\\\(shown)\", outside the portable subset", index)
                }
                canQuantify = true
                index += 2
            case UInt8(ascii: "["):
                let start = index
                index += 1
                var members = 0
                while index < bytes.count && bytes[index] != UInt8(ascii: "]") {
                    let isDigitClass = bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "d")
                    if isDigitClass {
                        index += 2
                    } else if isDigit(bytes[index]) {
                        if index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "-") && isDigit(bytes[index + 2]) {
                            guard bytes[index] <= bytes[index + 2] else { return fail("has a reversed range", index) }
                            index += 3
                        } else {
                            index += 1
                        }
                    } else {
                        let shown = Character(Unicode.Scalar(bytes[index]))
                        return fail("has \"\(shown)\" in a class, which may hold only digits, ranges and \\d", index)
                    }
                    members += 1
                }
                guard index < bytes.count else { return fail("has an unclosed \"[\"", start) }
                guard members > 0 else { return fail("has an empty class", start) }
                canQuantify = true
                index += 1
            case UInt8(ascii: "("):
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "?") {
                    guard index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: ":") else {
                        return fail("has a \"(?\" group other than \"(?:\"", index)
                    }
                    openGroups.append(index)
                    index += 3
                } else {
                    capturing += 1
                    openGroups.append(index)
                    index += 1
                }
                canQuantify = false
            case UInt8(ascii: ")"):
                guard openGroups.popLast() != nil else { return fail("has an unmatched \")\"", index) }
                canQuantify = true
                index += 1
            case UInt8(ascii: "|"):
                canQuantify = false
                index += 1
            case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"):
                guard canQuantify else { return fail("has a quantifier with nothing to repeat", index) }
                canQuantify = false
                index += 1
            case UInt8(ascii: "{"):
                guard canQuantify else { return fail("has a quantifier with nothing to repeat", index) }
                let start = index
                index += 1
                var numbers: [Int] = []
                var current: Int?
                var commas = 0
                while index < bytes.count && bytes[index] != UInt8(ascii: "}") {
                    if isDigit(bytes[index]) {
                        current = min((current ?? 0) * 10 + Int(bytes[index] - 0x30), 10_000)
                    } else if bytes[index] == UInt8(ascii: ","), commas == 0, let value = current {
                        numbers.append(value)
                        current = nil
                        commas += 1
                    } else {
                        return fail("has a malformed \"{m,n}\" quantifier", start)
                    }
                    index += 1
                }
                guard index < bytes.count else { return fail("has an unclosed \"{\"", start) }
                if let value = current { numbers.append(value) }
                guard !numbers.isEmpty, numbers.count == commas + 1 || (commas == 1 && numbers.count == 1) else {
                    return fail("has a malformed \"{m,n}\" quantifier", start)
                }
                if numbers.count == 2 && numbers[0] > numbers[1] {
                    return fail("has a quantifier {\(numbers[0]),\(numbers[1])} whose minimum exceeds its maximum", start)
                }
                canQuantify = false
                index += 1
            case UInt8(ascii: "$"):
                guard allowsEndAnchor else { return fail("has \"$\", allowed only in national_prefix_for_parsing", index) }
                canQuantify = false
                index += 1
            default:
                let scalar = Unicode.Scalar(byte)
                let shown = byte < 0x80 ? String(Character(scalar)) : "a non-ASCII character"
                return fail("has \"\(shown)\", outside the portable subset", index)
            }
        }
        if let open = openGroups.last { return fail("has an unclosed \"(\"", open) }
        return .success(capturing)
    }

    /// Why a `$n` replacement does not fit a pattern with `groups` capturing groups, or nil when it does.
    static func checkReplacement(_ replacement: String, groups: Int) -> String? {
        let bytes = Array(replacement.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$") {
                guard index + 1 < bytes.count, (0x31...0x39).contains(bytes[index + 1]) else {
                    return "has a \"$\" not followed by a group number 1-9"
                }
                let group = Int(bytes[index + 1] - 0x30)
                if group > groups { return "refers to group $\(group) but the pattern has \(groups)" }
                index += 2
            } else if (0x30...0x39).contains(bytes[index]) {
                index += 1
            } else {
                return "may hold only digits and $1-$9"
            }
        }
        return nil
    }
}
