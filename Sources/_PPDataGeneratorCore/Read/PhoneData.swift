/// Phone numbering metadata read from Data/phone/ (libphonenumber's data, imported by Scripts/import-phones.sh).
///
/// Kept apart from the other tables' reading code so the phone part can change without touching them.
extension ReferenceData {
    /// A row of `phone/regions.tsv`: one region's numbering plan.
    package struct PhoneRegion: Sendable, Hashable {
        /// ISO 3166-1 alpha-2, AC, TA, XK, or `001` for a non-geographic calling code.
        package var region: String
        /// The country calling code as written (digits).
        package var callingCode: String
        /// Whether the region is the main one of a calling code shared by several regions.
        package var isMainRegion: Bool
        /// Pattern matched at the start of a national number that picks this region among those sharing its code.
        package var leadingDigits: String
        /// Pattern of the international call prefix.
        package var internationalPrefix: String
        /// The trunk prefix (`0`, `1`, `8`), or empty.
        package var nationalPrefix: String
        /// Pattern matched at the start of a nationally written number to strip the prefix; empty = the prefix.
        package var nationalPrefixForParsing: String
        /// Replacement (`$1`) applied after `nationalPrefixForParsing` matched; empty = just strip.
        package var nationalPrefixTransformRule: String
        /// Possible national-number lengths, ascending.
        package var possibleLengths: [Int]
        /// Lengths only diallable locally (not valid in E.164), ascending.
        package var localOnlyLengths: [Int]
        /// Pattern of every national number of the region (whole-string match).
        package var generalPattern: String
        /// The 1-based line in `phone/regions.tsv`.
        package var line: Int
    }

    /// A row of `phone/number-types.tsv`: one number type (fixed line, mobile, ...) of a region.
    package struct PhoneNumberType: Sendable, Hashable {
        /// The region, as in `phone/regions.tsv`.
        package var region: String
        /// The region's calling code, as in `phone/regions.tsv`.
        package var callingCode: String
        /// The type name (`fixed_line`, `mobile`, ...; see `PhoneColumns.numberTypes`).
        package var type: String
        /// Pattern of the national numbers of this type (whole-string match).
        package var pattern: String
        /// Possible lengths of this type, ascending.
        package var possibleLengths: [Int]
        /// libphonenumber's example national number of this type.
        package var example: String
        /// The 1-based line in `phone/number-types.tsv`.
        package var line: Int
    }
}

/// Column names and vocabularies of the phone files (Data/PROVENANCE-address-phone.md describes them).
package enum PhoneColumns {
    /// Columns of `phone/regions.tsv`.
    package static let regions: [String] = [
        "region", "calling_code", "main_country", "leading_digits", "international_prefix", "national_prefix",
        "national_prefix_for_parsing", "national_prefix_transform_rule", "possible_lengths",
        "possible_lengths_local_only", "general_pattern",
    ]
    /// Columns of `phone/number-types.tsv`.
    package static let numberTypes: [String] = ["region", "calling_code", "type", "pattern", "possible_lengths", "example"]
    /// The number types libphonenumber describes, in its order of precedence when classifying a number.
    package static let typeNames: [String] = [
        "premium_rate", "toll_free", "shared_cost", "voip", "personal_number", "pager", "uan", "voicemail",
        "fixed_line", "mobile",
    ]
}

extension ReferenceData {
    /// Parses the phone files among `texts` into `phoneRegions` and `phoneNumberTypes`.
    mutating func parsePhone(_ texts: [DataFile: String], diagnostics: inout DiagnosticCollector) {
        func rows(_ file: DataFile) -> [TSVRow] { file.rows(in: texts, diagnostics: &diagnostics) }
        /// A `|`-list of lengths; nil (reported) when an element is not a small decimal integer.
        func lengths(_ row: TSVRow, _ column: String, _ file: DataFile) -> [Int]? {
            let text = row[column]
            if text.isEmpty { return [] }
            var result: [Int] = []
            for part in text.split(separator: "|", omittingEmptySubsequences: false) {
                guard !part.isEmpty, part.utf8.count <= 2, part.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                    let value = Int(part)
                else {
                    diagnostics.report(file.rawValue, row.line, "\(column) \"\(text)\" is not a |-list of lengths")
                    return nil
                }
                result.append(value)
            }
            return result
        }

        for row in rows(.phoneRegions) {
            let main: Bool
            switch row["main_country"] {
            case "1": main = true
            case "0": main = false
            default:
                diagnostics.report(
                    DataFile.phoneRegions.rawValue, row.line, "main_country \"\(row["main_country"])\" is not 0 or 1")
                continue
            }
            guard let possible = lengths(row, "possible_lengths", .phoneRegions),
                let localOnly = lengths(row, "possible_lengths_local_only", .phoneRegions)
            else { continue }
            phoneRegions.append(PhoneRegion(
                region: row["region"], callingCode: row["calling_code"], isMainRegion: main,
                leadingDigits: row["leading_digits"], internationalPrefix: row["international_prefix"],
                nationalPrefix: row["national_prefix"], nationalPrefixForParsing: row["national_prefix_for_parsing"],
                nationalPrefixTransformRule: row["national_prefix_transform_rule"], possibleLengths: possible,
                localOnlyLengths: localOnly, generalPattern: row["general_pattern"], line: row.line))
        }
        for row in rows(.phoneNumberTypes) {
            guard let possible = lengths(row, "possible_lengths", .phoneNumberTypes) else { continue }
            phoneNumberTypes.append(PhoneNumberType(
                region: row["region"], callingCode: row["calling_code"], type: row["type"], pattern: row["pattern"],
                possibleLengths: possible, example: row["example"], line: row.line))
        }
    }
}
