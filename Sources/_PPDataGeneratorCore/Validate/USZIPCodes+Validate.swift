/// Checks of Data/address/us-zip-codes.tsv and us-city-words.tsv: what the rendered tables and the runtime
/// look-up (binary search over fixed-width records, names split at `|` and `~`) rely on.
extension ReferenceData {
    /// The bytes a city name may hold: ASCII letters, digits, space and `#&'()./-` (what USPS's names use; the
    /// runtime splits a line of names at `|` and `~`, so neither may appear).
    static func isUSCityName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != 0x20, name.utf8.last != 0x20 else { return false }
        return isASCIIAlphanumeric(name, orOneOf: " #&'()./-")
    }

    /// Whether every byte of `text` is an ASCII letter or digit or one of `marks` (the characters a table's names
    /// may hold, so that the runtime can split its lines at the others).
    static func isASCIIAlphanumeric(_ text: String, orOneOf marks: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default: marks.utf8.contains(byte)
            }
        }
    }

    func validateUSZIPCodes(into diagnostics: inout DiagnosticCollector) {
        let file = DataFile.usZIPCodes.rawValue
        var previous = ""
        for row in usZIPCodes {
            if !row.zip.isDigits(count: 5) {
                diagnostics.report(file, row.line, "zip \"\(row.zip)\" is not five digits")
            } else if row.zip <= previous {
                diagnostics.report(file, row.line, "zip \(row.zip) is not after \(previous) (rows sorted, each once)")
            }
            previous = row.zip
            if !row.state.isUppercaseLetters(count: 2) {
                diagnostics.report(file, row.line, "state \"\(row.state)\" is not two letters A-Z")
            }
            let names = [row.city] + row.acceptable + row.notAcceptable
            for name in names where !Self.isUSCityName(name) {
                diagnostics.report(file, row.line, "city name \"\(name)\" is empty or has a character outside A-Z a-z 0-9 space #&'()./-")
            }
            if Set(names).count != names.count {
                diagnostics.report(file, row.line, "ZIP \(row.zip) lists a city name twice")
            }
        }

        let wordsFile = DataFile.usCityWords.rawValue
        let words = Set(usCityWords.map(\.word))
        checkUnique(usCityWords.map { ($0.word, $0.line) }, "word", wordsFile, &diagnostics)
        for row in usCityWords {
            for value in [row.word, row.abbreviation] where value.isEmpty || !value.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) {
                diagnostics.report(wordsFile, row.line, "\"\(value)\" is not a lower-case word a-z")
            }
            if row.abbreviation.count >= row.word.count || words.contains(row.abbreviation) {
                diagnostics.report(
                    wordsFile, row.line, "abbreviation \"\(row.abbreviation)\" is not shorter than its word or is a word itself")
            }
        }
    }
}
