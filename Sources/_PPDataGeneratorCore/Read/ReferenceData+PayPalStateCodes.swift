import Foundation

/// PayPal's state and province codes (Data/address/paypal-state-codes.tsv) joined to the subdivisions of the address
/// metadata: each PayPal value that is not yet a spelling of its subdivision becomes one (`Subdivision.paypalValues`),
/// so `TOKYO-TO` names Tokyo and `Q ROO` Quintana Roo as PayPal writes them.
extension ReferenceData {
    /// Attaches every row's value to the subdivision it is, reporting a row that names none or two, names a key
    /// that does not exist, gives a subdivision its value or name already finds, or whose value names another
    /// subdivision (lookups would be ambiguous). Run on validated subdivisions (`Generator.render`).
    mutating func attachPayPalStateCodes(diagnostics: inout DiagnosticCollector) {
        let file = DataFile.paypalStateCodes.rawValue
        var positions: [String: [Int]] = [:]  // country → positions in `subdivisions`
        for (position, row) in subdivisions.enumerated() { positions[row.country, default: []].append(position) }
        for code in paypalStateCodes {
            guard let candidates = positions[code.country] else {
                diagnostics.report(file, code.line, "\(code.country) has no subdivisions in \(DataFile.subdivisions.rawValue)")
                continue
            }
            let found = candidates.filter { position in
                let spellings = Set(Self.spellings(of: subdivisions[position]).map { SpellingFold.fold($0.spelling) })
                return spellings.contains(SpellingFold.fold(code.value)) || spellings.contains(SpellingFold.fold(code.name))
            }
            let target: Int
            switch code.subdivision {
            case "-":
                if !found.isEmpty {
                    diagnostics.report(file, code.line, "\"\(code.value)\" names a subdivision: the column is not \"-\"")
                }
                continue
            case "":
                guard found.count == 1 else {
                    diagnostics.report(
                        file, code.line,
                        "\"\(code.value)\" (\(code.name)) names \(found.isEmpty ? "no" : "more than one") \(code.country) subdivision: give its key, or -")
                    continue
                }
                target = found[0]
            default:
                guard let keyed = candidates.first(where: { subdivisions[$0].key == code.subdivision }) else {
                    diagnostics.report(file, code.line, "no \(code.country) subdivision has the key \"\(code.subdivision)\"")
                    continue
                }
                if found == [keyed] {
                    diagnostics.report(file, code.line, "\"\(code.value)\" already finds \"\(code.subdivision)\": leave the column empty")
                } else if let other = found.first(where: { $0 != keyed }) {
                    diagnostics.report(
                        file, code.line,
                        "\"\(code.value)\" (\(code.name)) names \"\(subdivisions[other].key)\", not \"\(code.subdivision)\"; lookups would be ambiguous")
                    continue
                }
                target = keyed
            }
            var spellings = Set(Self.spellings(of: subdivisions[target]).map { SpellingFold.fold($0.spelling) })
            if !spellings.contains(SpellingFold.fold(code.value)) {
                subdivisions[target].paypalValues.append(code.value)
                spellings.insert(SpellingFold.fold(code.value))
            }
            // PayPal's name for it too (`Nei Mongol Zizhiqu`, `Monza e della Brianza`, `Armed Forces Europe`), without
            // the page's language marker (`(mn)`): a merchant copying PayPal's table writes it. Left out when another
            // subdivision of the country is spelt so.
            let name = Self.withoutLanguageMarker(code.name)
            let folded = SpellingFold.fold(name)
            let elsewhere = candidates.contains { position in
                position != target
                    && Self.spellings(of: subdivisions[position]).contains { SpellingFold.fold($0.spelling) == folded }
            }
            if !name.isEmpty, !spellings.contains(folded), !elsewhere {
                subdivisions[target].paypalValues.append(name)
            }
        }
    }

    /// `name` without a trailing language marker of two or three letters in parentheses (`Nei Mongol Zizhiqu (mn)`).
    static func withoutLanguageMarker(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
        let marker = name[name.index(after: open)..<name.index(before: name.endIndex)]
        guard (2...3).contains(marker.count), marker.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return name }
        return String(name[..<open]).trimmingCharacters(in: .whitespaces)
    }
}
