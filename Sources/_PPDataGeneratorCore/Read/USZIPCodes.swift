/// USPS's ZIP codes and city names, read from Data/address/us-zip-codes.tsv (PyPI zipcodes, imported by
/// Scripts/import-us-zip-codes.sh) and the city-name words of Data/address/us-city-words.tsv.
extension ReferenceData {
    /// A row of `address/us-zip-codes.tsv`: one ZIP code and USPS's names for its city.
    package struct USZIPCode: Sendable, Hashable {
        /// Five digits.
        package var zip: String
        /// USPS's two-letter code of the state, territory or military area.
        package var state: String
        /// USPS's preferred city name.
        package var city: String
        /// USPS's other acceptable names.
        package var acceptable: [String]
        /// Names USPS lists as not to be used.
        package var notAcceptable: [String]
        /// The 1-based line in the file.
        package var line: Int
    }

    /// A row of `address/us-city-words.tsv`: a word of city names and USPS's abbreviation of it.
    package struct USCityWord: Sendable, Hashable {
        /// The word, lower case.
        package var word: String
        /// Its abbreviation, lower case.
        package var abbreviation: String
        /// The 1-based line in the file.
        package var line: Int
    }

    mutating func parseUSZIPCodes(_ texts: [DataFile: String], diagnostics: inout DiagnosticCollector) {
        func rows(_ file: DataFile) -> [TSVRow] { file.rows(in: texts, diagnostics: &diagnostics) }
        func list(_ value: String) -> [String] {
            value.isEmpty ? [] : value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        }
        usZIPCodes = rows(.usZIPCodes).map { row in
            USZIPCode(
                zip: row["zip"], state: row["state"], city: row["city"], acceptable: list(row["acceptable"]),
                notAcceptable: list(row["not_acceptable"]), line: row.line)
        }
        usCityWords = rows(.usCityWords).map { row in
            USCityWord(word: row["word"], abbreviation: row["abbreviation"], line: row.line)
        }
    }
}
