/// A problem found in Data/, reported as `file:line: message` like a compiler would.
package struct GeneratorDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data file, relative to the data directory (for example `iso4217.tsv`).
    package var file: String
    /// The 1-based line in that file; 0 when the problem concerns the whole file.
    package var line: Int
    /// One sentence saying what is wrong.
    package var message: String

    /// Creates a diagnostic for a line of a data file.
    package init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, the form editors and CI logs link to.
    package var description: String { "\(file):\(line): \(message)" }
}

/// Collects diagnostics while a stage keeps going, so one run reports every problem.
package struct DiagnosticCollector: Sendable {
    /// Everything reported so far, in the order found.
    package private(set) var diagnostics: [GeneratorDiagnostic] = []

    /// Creates an empty collector.
    package init() {}

    /// Records a problem at `file:line`.
    package mutating func report(_ file: String, _ line: Int, _ message: String) {
        diagnostics.append(GeneratorDiagnostic(file: file, line: line, message: message))
    }

    /// Whether nothing has been reported.
    package var isEmpty: Bool { diagnostics.isEmpty }
}

/// A problem and the other lines of its file that report the same message, shown once.
///
/// Why: one missing row is referred to from many lines (a `US` row taken out of iso3166-1.tsv is named by 73 lines
/// across seven files, 62 of them in address/subdivisions.tsv), and a terminal listing each would bury the one edit
/// to make. The diagnostics stay separate values; only the rendering groups them.
package struct RepeatedDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The first line found with this message.
    package var first: GeneratorDiagnostic
    /// The other lines of the same file with the same message, in the order found.
    package var otherLines: [Int]

    /// Groups `diagnostics` by file and message, in the order each group was first found.
    package static func grouping(_ diagnostics: [GeneratorDiagnostic]) -> [RepeatedDiagnostic] {
        var groups: [RepeatedDiagnostic] = []
        var index: [GeneratorDiagnostic: Int] = [:]
        for diagnostic in diagnostics {
            var key = diagnostic
            key.line = 0
            if let position = index[key] {
                groups[position].otherLines.append(diagnostic.line)
            } else {
                index[key] = groups.count
                groups.append(RepeatedDiagnostic(first: diagnostic, otherLines: []))
            }
        }
        return groups
    }

    /// `file:line: message`, then how many more lines say it and which, as runs (`1226-1286`), at most
    /// `Self.shownRuns` of them.
    package var description: String {
        guard !otherLines.isEmpty else { return first.description }
        let count = otherLines.count
        return "\(first) (also on \(count) more line\(count == 1 ? "" : "s"): \(Self.runs(of: otherLines)))"
    }

    /// The most runs of line numbers a description lists before it says how many it left out.
    package static let shownRuns = 8

    /// `lines` as comma-separated runs of consecutive numbers.
    private static func runs(of lines: [Int]) -> String {
        var runs: [String] = []
        var start = 0
        while start < lines.count {
            var end = start
            while end + 1 < lines.count, lines[end + 1] == lines[end] + 1 { end += 1 }
            runs.append(end == start ? "\(lines[start])" : "\(lines[start])-\(lines[end])")
            start = end + 1
        }
        guard runs.count > shownRuns else { return runs.joined(separator: ", ") }
        return runs.prefix(shownRuns).joined(separator: ", ") + " and \(runs.count - shownRuns) more"
    }
}
