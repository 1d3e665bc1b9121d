/// Rendering of Data/address/us-zip-codes.tsv and us-city-words.tsv into PPData's `USZIPCode` tables.
///
/// Two multi-line string literals rather than arrays: 42,789 ZIP codes as array elements would be static data with
/// a relocation per string and a slow type check, while a string literal compiles in well under a second, needs no
/// work at start-up and keeps a one-ZIP change a one-line diff.
extension Renderer {
    /// The width of a record in `USZIPCode.records`, its newline included: ZIP (5), state (2), offset (7), `\n`.
    static let usZIPRecordWidth = 15

    func usZIPCode() -> String {
        var records: [String] = []
        var lines: [String] = []
        var offset = 0
        for row in data.usZIPCodes {
            var line = ([row.city] + row.acceptable).joined(separator: "|")
            if !row.notAcceptable.isEmpty { line += "~" + row.notAcceptable.joined(separator: "~") }
            let digits = String(offset)
            records.append(row.zip + row.state + String(repeating: "0", count: max(0, 7 - digits.count)) + digits)
            lines.append(line)
            offset += line.utf8.count + 1
        }
        var out = SwiftSource.header(sources: [.usZIPCodes, .usCityWords])
        out += """

            extension USZIPCode {
                /// The number of ZIP codes.
                static let count = \(records.count)

                /// The width of a record in `records`, its newline included.
                static let recordWidth = \(Self.usZIPRecordWidth)

                /// One record of \(Self.usZIPRecordWidth) bytes per ZIP code, sorted: the ZIP code (5 digits), USPS's state
                /// code (2 letters), the offset of its line in `names` (7 digits), a newline.
                static let records: StaticString = \"\"\"

            """
        out += records.map { $0 + "\n" }.joined()
        out += """
            \"\"\"

                /// One line per ZIP code, in the order of `records`: the preferred name, then the other acceptable names
                /// after `|`, then the names USPS asks not to use after `~`.
                static let names: StaticString = \"\"\"

            """
        out += lines.map { $0 + "\n" }.joined()
        out += """
            \"\"\"
            }

            extension USZIPCode {
                /// USPS's abbreviation of a word of city names (lower case), or nil when it has none here.
                static func abbreviation(of word: String) -> String? {
                    switch word {

            """
        for row in data.usCityWords.sorted(by: { $0.word < $1.word }) {
            out += "        case \(SwiftSource.literal(row.word)): \(SwiftSource.literal(row.abbreviation))\n"
        }
        out += "        default: nil\n        }\n    }\n}\n"
        return out
    }
}
