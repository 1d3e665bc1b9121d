import Foundation

/// The generator pipeline: read Data/, validate it, render Swift, write the files.
///
/// Each stage collects diagnostics instead of stopping at the first, and nothing is written unless the
/// data is clean, so a bad edit never leaves half-regenerated tables behind.
package enum Generator {
    /// The outcome of a run: the rendered files, or every problem found.
    package enum Outcome: Sendable {
        /// Clean data: file name → Swift source.
        case rendered([String: String])
        /// The data has problems; nothing was rendered.
        case failed([GeneratorDiagnostic])
    }

    /// Reads and validates the data in `dataDirectory` and renders it.
    package static func render(dataDirectory: URL) -> Outcome {
        var diagnostics = DiagnosticCollector()
        let data = ReferenceData.read(from: dataDirectory, diagnostics: &diagnostics)
        return render(data, diagnostics: diagnostics)
    }

    /// Validates already-read data and renders it; the seam tests use.
    package static func render(_ data: ReferenceData, diagnostics: DiagnosticCollector = .init()) -> Outcome {
        var diagnostics = diagnostics
        guard diagnostics.isEmpty else { return .failed(diagnostics.diagnostics) }
        data.validate(into: &diagnostics)
        guard diagnostics.isEmpty else { return .failed(diagnostics.diagnostics) }
        return .rendered(Renderer(data: data).render())
    }

    /// Writes `files` into `outputDirectory`, removing generated files that are no longer produced.
    ///
    /// Files are only rewritten when their contents change, so an unchanged run leaves timestamps alone
    /// and does not trigger a rebuild.
    package static func write(_ files: [String: String], to outputDirectory: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let existing = (try? manager.contentsOfDirectory(atPath: outputDirectory.path)) ?? []
        for name in existing where name.hasSuffix(".swift") && files[name] == nil {
            try manager.removeItem(at: outputDirectory.appendingPathComponent(name))
        }
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = outputDirectory.appendingPathComponent(name)
            let data = Data(contents.utf8)
            if let current = try? Data(contentsOf: url), current == data { continue }
            try data.write(to: url, options: .atomic)
        }
    }
}
