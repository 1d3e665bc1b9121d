import Foundation
import ArgumentParser

/// Output formats of the table commands (`list`, `show`).
enum TableFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, csv
}

/// Renders rows of named string cells as an aligned text table or CSV.
enum TableRenderer {
    /// Columns padded to their widest cell (counted in characters), separated by two spaces.
    static func text(header: [String], rows: [[String]]) -> String {
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
    }

    /// RFC 4180 CSV with a header row; cells with commas, quotes or line breaks are quoted.
    static func csv(header: [String], rows: [[String]]) -> String {
        func cell(_ value: String) -> String {
            guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
            return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return ([header] + rows).map { $0.map(cell).joined(separator: ",") }.joined(separator: "\r\n")
    }
}
