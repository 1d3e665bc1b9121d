import Foundation
import Testing

/// The console examples of the README and of docs/cli.md are run and compared, so neither can drift from what the
/// tool prints.
///
/// Each ```` ```console ```` block is a shell session: lines starting `$ ` are commands, the lines after one are what
/// it prints (standard output and standard error as a terminal shows them, in order). `swift run ppdata` and a
/// command's leading `ppdata` are replaced by the built binary; everything else runs as written, in the repository
/// root, one shell per block.
@Suite("README and docs console examples (end to end)")
struct ReadmeExampleTests {
    /// One console block: its commands and the output they print together.
    struct ConsoleBlock: CustomStringConvertible, Sendable {
        var file: String
        var firstLine: Int
        var commands: [String]
        var expected: String
        var description: String { "\(file):\(firstLine)" }
    }

    /// The documents whose console examples are checked.
    static let documents = ["README.md", "docs/cli.md"]

    /// The console blocks of the documents, in order.
    static func blocks() throws -> [ConsoleBlock] {
        try documents.flatMap { try blocks(in: $0) }
    }

    static func blocks(in file: String) throws -> [ConsoleBlock] {
        let url = BinaryRunner.repository.appendingPathComponent(file)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [ConsoleBlock] = []
        var current: ConsoleBlock?
        for (index, line) in lines.enumerated() {
            if current == nil {
                if line == "```console" {
                    current = ConsoleBlock(file: file, firstLine: index + 2, commands: [], expected: "")
                }
                continue
            }
            if line == "```", let block = current {
                blocks.append(block)
                current = nil
            } else if line.hasPrefix("$ ") {
                current?.commands.append(String(line.dropFirst(2)))
            } else {
                current?.expected += line + "\n"
            }
        }
        return blocks
    }

    @Test("the README and docs/cli.md have console examples, each starting with a command")
    func found() throws {
        for file in Self.documents {
            let blocks = try Self.blocks(in: file)
            #expect(blocks.count >= 2, "\(file)")
            for block in blocks { #expect(!block.commands.isEmpty, "\(block)") }
        }
    }

    @Test("every console example prints what the document shows", arguments: try blocks())
    func example(_ block: ConsoleBlock) throws {
        let binary = BinaryRunner.ppdata.path
        let script = block.commands.map { command in
            let direct = command.hasPrefix("ppdata ") ? "swift run " + command : command
            return direct.replacingOccurrences(of: "swift run ppdata", with: "'\(binary)'")
        }.joined(separator: "\n")
        // One stream for both outputs, as a terminal shows them; a fixed locale environment so the examples do not
        // depend on the machine's.
        let result = try BinaryRunner.run(
            ["-c", "exec 2>&1\n" + script], product: "sh", environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"],
            executable: "/bin/sh")
        #expect(result.stdout == block.expected, "\(block)")
    }
}
