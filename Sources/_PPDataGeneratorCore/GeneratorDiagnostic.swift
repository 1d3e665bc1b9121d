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
