// ppdata-generate: regenerates the Swift tables from Data/: the reference tables in Sources/PPData/Generated and
// the request-schema tables in Sources/PPDataValidation/Generated.
// Usage: ppdata-generate [--data DIR] [--output DIR] [--schema-output DIR]
//   (defaults: Data, Sources/PPData/Generated, Sources/PPDataValidation/Generated)
import Foundation
import _PPDataGeneratorCore

var dataDirectory = "Data"
var outputDirectory = "Sources/PPData/Generated"
var schemaOutputDirectory = "Sources/PPDataValidation/Generated"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--data", "--output", "--schema-output":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("ppdata-generate: \(argument) needs a directory\n".utf8))
            exit(64)
        }
        switch argument {
        case "--data": dataDirectory = value
        case "--output": outputDirectory = value
        default: schemaOutputDirectory = value
        }
    case "-h", "--help":
        print("usage: ppdata-generate [--data DIR] [--output DIR] [--schema-output DIR]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("ppdata-generate: unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

let data = URL(fileURLWithPath: dataDirectory)
var rendered: [(files: [String: String], directory: String)] = []
var problems = 0
for (outcome, directory) in [
    (Generator.render(dataDirectory: data), outputDirectory),
    (Generator.renderRequestSchemas(dataDirectory: data), schemaOutputDirectory),
] {
    switch outcome {
    case .failed(let diagnostics):
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data("\(dataDirectory)/\(diagnostic)\n".utf8))
        }
        problems += diagnostics.count
    case .rendered(let files):
        rendered.append((files, directory))
    }
}
guard problems == 0 else {
    FileHandle.standardError.write(Data("ppdata-generate: \(problems) problem(s); nothing written\n".utf8))
    exit(1)
}
for (files, directory) in rendered {
    do {
        try Generator.write(files, to: URL(fileURLWithPath: directory))
        print("ppdata-generate: wrote \(files.count) files to \(directory)")
    } catch {
        FileHandle.standardError.write(Data("ppdata-generate: cannot write \(directory): \(error)\n".utf8))
        exit(2)
    }
}
