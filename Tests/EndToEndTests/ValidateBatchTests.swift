import Foundation
import Testing

@testable import ppdata

/// `validate` reads NDJSON in batches, checks each batch on every core while it reads the next, and writes the
/// results in input order: over several batches of every kind interleaved, each line's result is what the document
/// gets alone, and confined to one processor the output is byte for byte the same.
@Suite("validate: batches")
struct ValidateBatchTests {
    @Test("every kind interleaved over several batches: each line's result as the document gets alone, in order")
    func interleavedKindsComeOutInInputOrder() throws {
        let examples = try FileManager.default.contentsOfDirectory(
            at: BinaryRunner.repository.appendingPathComponent("Examples"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(examples.count >= 16)
        // One line each (the examples are printed over many lines; no string in them holds a line break).
        let compact = try examples.map {
            try String(contentsOf: $0, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        }
        let alone = try results(of: compact)
        #expect(alone.count == compact.count)
        // More documents than two batches hold, every kind, valid and invalid, in an order with no runs.
        let count = BatchChecker.maxDocuments * 2 + 37
        let picks = (0..<count).map { ($0 * 7 + $0 / 5) % compact.count }
        let together = try results(of: picks.map { compact[$0] })
        #expect(together.count == count)
        for (index, result) in together.enumerated() where index < count {
            let expected = alone[picks[index]]
            #expect(result.line == index + 1)
            #expect(result.kind == expected.kind && result.valid == expected.valid && result.codes == expected.codes,
                    "line \(index + 1): \(examples[picks[index]].lastPathComponent)")
        }
    }

    @Test(
        "confined to one processor (taskset): every batch's workers take turns on it, the output byte for byte the same",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset")))
    func oneProcessorGivesTheSameOutput() throws {
        let examples = try FileManager.default.contentsOfDirectory(
            at: BinaryRunner.repository.appendingPathComponent("Examples"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        let compact = try examples.map {
            try String(contentsOf: $0, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        }
        let count = BatchChecker.maxDocuments * 2 + 37
        let input = Data((0..<count).map { compact[($0 * 7 + $0 / 5) % compact.count] }.joined(separator: "\n").utf8)
        let arguments = ["validate", "--ndjson", "--format", "ndjson", "--now", "2026-01-15", "-"]
        let everywhere = try BinaryRunner.run(arguments, stdin: input)
        // The first processor this test may run on (the kernel's list, e.g. "0-3" or "2,5").
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let allowed = status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
        let list = allowed?.dropFirst("Cpus_allowed_list:".count)
        let first = try #require(list?.split(whereSeparator: { ",- \t".contains($0) }).first)
        let ppdata = BinaryRunner.ppdata.path
        let confined = try BinaryRunner.run(
            ["-c", String(first), ppdata] + arguments, stdin: input, executable: "/usr/bin/taskset")
        #expect(confined.stderr.isEmpty)
        #expect(confined.status == everywhere.status && confined.stdout == everywhere.stdout)
        #expect(confined.stdout.split(separator: "\n").count == count)
    }

    private struct LineResult {
        var line: Int
        var kind: String
        var valid: Bool
        var codes: [String]
    }

    private func results(of lines: [String]) throws -> [LineResult] {
        let run = try BinaryRunner.run(
            ["validate", "--ndjson", "--format", "ndjson", "--now", "2026-01-15", "-"],
            stdin: Data(lines.joined(separator: "\n").utf8))
        #expect(run.status == 1)  // the invalid examples
        return run.stdout.split(separator: "\n").compactMap { text in
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                let line = object["line"] as? Int, let kind = object["kind"] as? String,
                let valid = object["valid"] as? Bool, let issues = object["issues"] as? [[String: Any]]
            else { return nil }
            return LineResult(line: line, kind: kind, valid: valid, codes: issues.compactMap { $0["code"] as? String })
        }
    }
}
