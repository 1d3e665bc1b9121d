// ppdata-generate: regenerates the Swift tables in Sources/PPData/Generated from Data/.
// Usage: ppdata-generate [--data DIR] [--output DIR]   (defaults: Data, Sources/PPData/Generated)
import Foundation
import _PPDataGeneratorCore

var dataDirectory = "Data"
var outputDirectory = "Sources/PPData/Generated"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--data", "--output":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("ppdata-generate: \(argument) needs a directory\n".utf8))
            exit(64)
        }
        if argument == "--data" { dataDirectory = value } else { outputDirectory = value }
    case "-h", "--help":
        print("usage: ppdata-generate [--data DIR] [--output DIR]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("ppdata-generate: unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

switch Generator.render(dataDirectory: URL(fileURLWithPath: dataDirectory)) {
case .failed(let diagnostics):
    for diagnostic in diagnostics {
        FileHandle.standardError.write(Data("\(dataDirectory)/\(diagnostic)\n".utf8))
    }
    FileHandle.standardError.write(Data("ppdata-generate: \(diagnostics.count) problem(s); nothing written\n".utf8))
    exit(1)
case .rendered(let files):
    do {
        try Generator.write(files, to: URL(fileURLWithPath: outputDirectory))
        print("ppdata-generate: wrote \(files.count) files to \(outputDirectory)")
    } catch {
        FileHandle.standardError.write(Data("ppdata-generate: cannot write \(outputDirectory): \(error)\n".utf8))
        exit(2)
    }
}
