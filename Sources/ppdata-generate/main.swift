// ppdata-generate: regenerates the Swift tables from Data/ and docs/rules.md: the reference tables in
// Sources/PPData/Generated, and the request-schema tables and the diagnostic-code catalogue in
// Sources/PPDataValidation/Generated.
// Usage: ppdata-generate [--data DIR] [--rules FILE] [--output DIR] [--schema-output DIR]
//   (defaults: Data, docs/rules.md, Sources/PPData/Generated, Sources/PPDataValidation/Generated)
import Foundation
import _PPDataGeneratorCore

var dataDirectory = "Data"
var rulesDocument = "docs/rules.md"
var outputDirectory = "Sources/PPData/Generated"
var schemaOutputDirectory = "Sources/PPDataValidation/Generated"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--data", "--rules", "--output", "--schema-output":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("ppdata-generate: \(argument) needs a value\n".utf8))
            exit(64)
        }
        switch argument {
        case "--data": dataDirectory = value
        case "--rules": rulesDocument = value
        case "--output": outputDirectory = value
        default: schemaOutputDirectory = value
        }
    case "-h", "--help":
        print("usage: ppdata-generate [--data DIR] [--rules FILE] [--output DIR] [--schema-output DIR]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("ppdata-generate: unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

let data = URL(fileURLWithPath: dataDirectory)
guard let rules = try? String(contentsOfFile: rulesDocument, encoding: .utf8) else {
    // Read before anything else: an empty text would be reported as a rules document without its sections.
    FileHandle.standardError.write(
        Data("ppdata-generate: cannot read \(rulesDocument) as UTF-8 text (the codes' catalogue is generated from it; --rules FILE names another)\n".utf8))
    exit(1)
}
var rendered: [String: [String: String]] = [:]
var problems = 0
var shown = 0
for (outcome, directory, prefix) in [
    (Generator.render(dataDirectory: data), outputDirectory, "\(dataDirectory)/"),
    (Generator.renderRequestSchemas(dataDirectory: data), schemaOutputDirectory, "\(dataDirectory)/"),
    (Generator.renderCodeCatalogue(rulesDocument: rules), schemaOutputDirectory, ""),
] {
    switch outcome {
    case .failed(let diagnostics):
        // A problem that many lines repeat (every reference to a missing row) is shown once, with its lines.
        let groups = RepeatedDiagnostic.grouping(diagnostics)
        for group in groups {
            FileHandle.standardError.write(Data("\(prefix)\(group)\n".utf8))
        }
        problems += diagnostics.count
        shown += groups.count
    case .rendered(let files):
        // Two outcomes share a directory: `Generator.write` removes the files a run does not produce.
        rendered[directory, default: [:]].merge(files) { first, _ in first }
    }
}
guard problems == 0 else {
    let grouped = shown < problems ? " on \(shown) line(s) above" : ""
    FileHandle.standardError.write(Data("ppdata-generate: \(problems) problem(s)\(grouped); nothing written\n".utf8))
    exit(1)
}
for (directory, files) in rendered.sorted(by: { $0.key < $1.key }) {
    do {
        try Generator.write(files, to: URL(fileURLWithPath: directory))
        print("ppdata-generate: wrote \(files.count) files to \(directory)")
    } catch {
        FileHandle.standardError.write(Data("ppdata-generate: cannot write \(directory): \(error)\n".utf8))
        exit(2)
    }
}
