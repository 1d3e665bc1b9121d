import Foundation
import Testing

/// The tables of Data/README.md and docs/data.md give each Data/ file's row count; a refresh that changes a file must
/// change them (docs/data.md had drifted: 23 PayPal currencies where the file holds 26).
@Suite("Data documentation: the row counts it states")
struct DataDocumentationTests {
    /// Every `| `file`, `file` | N, N |` row of `text` as (file, stated count) pairs.
    static func statedCounts(in text: String) -> [(file: String, count: Int)] {
        var pairs: [(file: String, count: Int)] = []
        for row in text.matches(of: /\n\| ((?:`[^`]+`(?:, )?)+) \| ([\d, ]+) \|/) {
            let files = row.1.matches(of: /`([^`]+)`/).map { String($0.1) }
            let counts = row.2.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            pairs += zip(files, counts).map { ($0, $1) }
        }
        return pairs
    }

    /// The records of a Data/ table: lines that are neither comments nor blank, less the header row.
    static func records(of file: URL) throws -> Int {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return max(0, lines.count - 1)
    }

    @Test("each table's stated row count is its records'", arguments: ["Data/README.md", "docs/data.md"])
    func rowCounts(document: String) throws {
        let text = try String(contentsOf: Paths.repository.appendingPathComponent(document), encoding: .utf8)
        let stated = Self.statedCounts(in: text).filter { $0.file.hasSuffix(".tsv") }
        #expect(stated.count >= 15, "\(document): \(stated.map(\.file))")
        for (file, count) in stated {
            let records = try Self.records(of: Paths.data.appendingPathComponent(file))
            #expect(records == count, "\(document): \(file) has \(records) records, the table says \(count)")
        }
    }
}
