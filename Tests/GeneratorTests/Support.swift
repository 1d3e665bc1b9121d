import Foundation
import Testing
import _PPDataGeneratorCore

/// Paths of the repository and the generator fixtures, found from this file so tests run from any directory.
enum Paths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let goodData = fixtures.appendingPathComponent("good")
    static let golden = fixtures.appendingPathComponent("golden")
    static let data = repository.appendingPathComponent("Data")
    static let generated = repository.appendingPathComponent("Sources/PPData/Generated")
}

/// The text of every file of a data directory, to be edited by a test before parsing.
func loadTexts(_ directory: URL) throws -> [DataFile: String] {
    var texts: [DataFile: String] = [:]
    for file in DataFile.allCases {
        texts[file] = try String(contentsOf: directory.appendingPathComponent(file.rawValue), encoding: .utf8)
    }
    return texts
}

/// The good fixture's texts with `file`'s text changed by `edit`.
func edited(_ file: DataFile, _ edit: (String) -> String) throws -> [DataFile: String] {
    var texts = try loadTexts(Paths.goodData)
    texts[file] = edit(try #require(texts[file]))
    return texts
}

/// Renders `texts`, returning the diagnostics as `file:line: message` strings (empty when rendering succeeded).
func diagnostics(of texts: [DataFile: String]) -> [String] {
    var collector = DiagnosticCollector()
    let data = ReferenceData.parse(texts, diagnostics: &collector)
    switch Generator.render(data, diagnostics: collector) {
    case .rendered: return []
    case .failed(let found): return found.map(\.description)
    }
}

/// The Swift files in a directory: name → contents.
func swiftFiles(in directory: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
        files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
    return files
}
