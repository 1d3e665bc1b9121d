/// One data row of a TSV file, with the line it came from so problems can point at it.
package struct TSVRow: Sendable, Hashable {
    /// The 1-based line number in the file.
    package var line: Int
    /// The row's values by column name.
    package var values: [String: String]

    /// The value of `column`, or the empty string when the row has none.
    package subscript(column: String) -> String { values[column] ?? "" }
}

/// A Data/ table: `#` comment lines, one header row, then tab-separated rows.
///
/// The format is deliberately simple (no quoting) so that a diff of Data/ reads like the data itself.
package struct TSVTable: Sendable, Hashable {
    /// The file name used in diagnostics.
    package var file: String
    /// The column names from the header row.
    package var columns: [String]
    /// The data rows in file order.
    package var rows: [TSVRow]

    /// Parses `text`, reporting malformed lines to `diagnostics` and skipping them.
    ///
    /// A table must have every column in `requiredColumns`; extra columns are kept. Values may not start or end
    /// with a space (a sign of a hand-editing slip) except in `paddedColumns`, where the space is data.
    package static func parse(
        _ text: String,
        file: String,
        requiredColumns: [String],
        paddedColumns: Set<String> = [],
        diagnostics: inout DiagnosticCollector
    ) -> TSVTable {
        var columns: [String] = []
        var rows: [TSVRow] = []
        var lineNumber = 0
        for line in text.dataLines {
            lineNumber += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if columns.isEmpty {
                columns = fields
                for required in requiredColumns where !columns.contains(required) {
                    diagnostics.report(file, lineNumber, "header has no column \"\(required)\"")
                }
                if Set(columns).count != columns.count {
                    diagnostics.report(file, lineNumber, "header repeats a column name")
                }
                continue
            }
            guard fields.count == columns.count else {
                diagnostics.report(
                    file, lineNumber, "expected \(columns.count) tab-separated fields, found \(fields.count)")
                continue
            }
            if let padded = zip(columns, fields).first(where: { !paddedColumns.contains($0.0) && $0.1 != $0.1.trimmed })?.1 {
                diagnostics.report(file, lineNumber, "value \"\(padded)\" has white space at its start or end (a space, tab or no-break space)")
                continue
            }
            rows.append(TSVRow(line: lineNumber, values: Dictionary(uniqueKeysWithValues: zip(columns, fields))))
        }
        if columns.isEmpty {
            diagnostics.report(file, max(lineNumber, 1), "no header row")
        }
        return TSVTable(file: file, columns: columns, rows: rows)
    }
}

extension DataFile {
    /// The rows of this file's text among `texts` (none when it is not there), parsed with its required columns.
    func rows(in texts: [DataFile: String], diagnostics: inout DiagnosticCollector) -> [TSVRow] {
        guard let text = texts[self] else { return [] }
        return TSVTable.parse(text, file: rawValue, requiredColumns: requiredColumns, diagnostics: &diagnostics).rows
    }
}

extension String {
    /// Without the white space around it: spaces, and the no-break space or tab a copy from a web page brings.
    var trimmed: String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view = view.dropFirst() }
        while let last = view.last, last.isWhitespace { view = view.dropLast() }
        return String(view)
    }

    /// The text's lines, split at LF, a CR before the LF dropped: a file checked out with CRLF line ends reads as
    /// the same lines. Split by Unicode scalars, because `"\r\n"` is one Character, which a split of Characters at
    /// `"\n"` never splits.
    var dataLines: [Substring] {
        unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            Substring(scalars.last == "\r" ? scalars.dropLast() : scalars)
        }
    }
}
