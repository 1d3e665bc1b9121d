import ArgumentParser

/// Output formats of `list`.
enum TableFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, csv

    /// What each format is, for `--help` and the manual page.
    static var allValueDescriptions: [String: String] {
        ["text": "aligned columns", "json": "an array of objects", "csv": "RFC 4180, with a header row"]
    }
}

/// Output formats of `show`, which prints one record (no CSV).
enum RecordFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json

    /// What each format is, for `--help` and the manual page.
    static var allValueDescriptions: [String: String] {
        ["text": "one line per member", "json": "one JSON object"]
    }
}

/// Renders rows of named string cells as an aligned text table or CSV.
enum TableRenderer {
    /// Columns padded to their widest cell (in terminal columns: `DisplayWidth`), separated by two spaces; no line
    /// ends in a space.
    static func text(header: [String], rows: [[String]]) -> String {
        var widths = header.map(DisplayWidth.of)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { index, cell in
                index == cells.count - 1
                    ? cell : cell + String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell)))
            }.joined(separator: "  ")
            return trimmingTrailingSpaces(padded)
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
    }

    /// `line` without the spaces padding left at its end (an empty last cell).
    static func trimmingTrailingSpaces(_ line: String) -> String {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
        return String(line[..<end])
    }

    /// RFC 4180 CSV with a header row, every line ended by CRLF (the last too); cells with commas, quotes or line
    /// breaks are quoted.
    static func csv(header: [String], rows: [[String]]) -> String {
        func cell(_ value: String) -> String {
            guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
            return "\"" + value.replacing("\"", with: "\"\"") + "\""
        }
        return ([header] + rows).map { $0.map(cell).joined(separator: ",") + "\r\n" }.joined()
    }
}
