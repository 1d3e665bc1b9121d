import Foundation
import Testing
@testable import ppdata

/// `validate` checks a batch's documents grouped by their leading keys (`LeadingKeys`, `CheckingOrder`)
/// and writes the results in input order: the key tells shapes apart and never reads past its prefix, the order
/// groups and keeps input order within a group, and a stream that interleaves every kind over several batches comes
/// out line for line as each document does alone.
@Suite("Batch order")
struct BatchOrderTests {
    private func key(_ text: String) -> UInt64 {
        Array(text.utf8).withUnsafeBufferPointer(LeadingKeys.hash)
    }

    private func key(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer(LeadingKeys.hash)
    }

    @Test func documentsOfOneShapeShareAKey() {
        let first = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}]}"#
        let second = #"{ "intent" : "CAPTURE" ,"purchase_units":[{"reference_id":"x"}], "payer": {}}"#
        #expect(key(first) == key(second))
        // Values past the leading keys, long string values and values other than strings do not count.
        #expect(key(#"{"id":"1234567890abcdefghij","amount":1}"#) == key(#"{"id":"abcdefghij1234567890","amount":2}"#))
        // The first short string value does, in the low `valueBits` only: documents with the same leading keys
        // still sort next to each other.
        let small = key(#"{"recipient":"bob.smith@shop.example.net","subTotal":"1.00"}"#)
        let large = key(#"{"recipient":"alice.jones@shop.example.net","subTotal":"99.10"}"#)
        #expect(small != large && small >> LeadingKeys.valueBits == large >> LeadingKeys.valueBits)
    }

    @Test func shapesAreToldApart() {
        // Orders v2 and Payments v1 both lead with `intent` and `payer`; their intents differ.
        let orders = key(#"{"intent":"CAPTURE","payer":{"email_address":"a@example.com"},"purchase_units":[]}"#)
        let payments = key(#"{"intent":"sale","payer":{"payment_method":"paypal"},"transactions":[]}"#)
        #expect(orders != payments)
        // Documents with the same leading keys sort together: only the low `valueBits` (the value) differ.
        #expect(orders >> LeadingKeys.valueBits == payments >> LeadingKeys.valueBits)
        #expect(key(#"{"a":1,"b":2}"#) != key(#"{"b":2,"a":1}"#))
        #expect(key(#"{"ab":1,"c":2}"#) != key(#"{"a":1,"bc":2}"#))
        #expect(
            key(#"{"merchantIdentifier":"m","countryCode":"US"}"#)
                != key(#"{"countryCode":"US","currencyCode":"USD"}"#))
    }

    @Test func anythingButAnObjectHasKeyZero() {
        for text in ["", "   ", "[]", "[{\"intent\":\"CAPTURE\"}]", "\"intent\"", "42", "null"] {
            #expect(key(text) == 0, "\(text.debugDescription)")
        }
        #expect(key("{}") != 0)
        // Keys leave room for a batch's document index (CheckingOrder packs it below them).
        #expect(key(#"{"intent":"CAPTURE","purchase_units":[]}"#) < 1 << LeadingKeys.bits)
        #expect(BatchChecker.maxDocuments <= 1 << CheckingOrder.indexBits)
    }

    @Test func oddTextIsReadSafely() {
        // Truncated, escaped, invalid UTF-8, a backslash as the prefix's last byte, huge: none reads past its text
        // (the scanner's buffer subscripts are checked in this debug build) and each has some key.
        let texts: [[UInt8]] = [
            Array(#"{"inte"#.utf8), Array(#"{"a\"b":1,"c":"x\\"}"#.utf8), [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31],
            Array(("{\"" + String(repeating: "k", count: LeadingKeys.scanLimit - 3) + "\\").utf8),
            Array("{\"a\":tru".utf8), Array("{\"a\":\"".utf8), Array("{\"a\" 1}".utf8), Array("{,}".utf8),
        ]
        for text in texts { _ = key(text) }
        // Only the prefix is read: documents that differ after it share a key.
        let prefix = "{\"a\":\"" + String(repeating: "x", count: LeadingKeys.scanLimit)
        #expect(key(prefix + "1\"}") == key(prefix + "2\", \"b\": 3}"))
        let huge = "{\"intent\":\"CAPTURE\",\"purchase_units\":[" + String(repeating: "{}, ", count: 200_000) + "{}]}"
        #expect(key(huge) == key(#"{"intent":"CAPTURE","purchase_units":[]}"#))
    }

    @Test("every truncation of every example, and random bytes: read in bounds, and only the prefix counts")
    func truncationsAndRandomBytes() throws {
        let examples = try FileManager.default.contentsOfDirectory(
            at: BinaryRunner.repository.appendingPathComponent("Examples"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "json" }
        var texts = try examples.map { try [UInt8](Data(contentsOf: $0)) }
        // Random bytes, weighted toward JSON's structural ones (xorshift64, fixed seed: the same cases every run).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array(#"{}[]":,\ "a1e-."#.utf8) + [0x0A, 0xFF, 0x00]
        for _ in 0..<2_000 {
            var text: [UInt8] = [UInt8(ascii: "{")]
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            for _ in 0..<Int(state % 300) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                let random = UInt8(truncatingIfNeeded: state >> 8)
                text.append(state % 4 == 0 ? random : alphabet[Int(state >> 8) % alphabet.count])
            }
            texts.append(text)
        }
        for text in texts {
            // Debug builds check every buffer subscript: reading past a truncation would trap here.
            for end in 0...min(text.count, LeadingKeys.scanLimit + 2) {
                _ = Array(text[..<end]).withUnsafeBufferPointer(LeadingKeys.hash)
            }
            if text.count > LeadingKeys.scanLimit {
                #expect(key(text) == key(Array(text[..<LeadingKeys.scanLimit]) + [UInt8](repeating: 0x20, count: 9)))
            }
        }
    }

    @Test func theOrderGroupsShapesAndKeepsInputOrderWithinOne() {
        let lines = [
            #"{"intent":"CAPTURE","purchase_units":[]}"#, #"{"amount":{"total":"1.00","currency":"USD"}}"#,
            #"{"intent":"CAPTURE","purchase_units":[1]}"#, "[1]", #"{"amount":{}}"#,
            #"{"intent":"CAPTURE","purchase_units":[2]}"#, "not json",
        ]
        let arena = LineArena()
        let documents = lines.enumerated().map { index, line in
            let range = Array(line.utf8).withUnsafeBufferPointer { arena.append($0) }
            return PendingDocument(source: "-", line: index + 1, content: .line(range))
        }
        var checking = CheckingOrder()
        for document in documents { checking.add(document, arena: arena) }
        let order = checking.indices()
        #expect(order.sorted() == Array(lines.indices))
        // Each shape's documents are adjacent and in input order.
        let groups = [[0, 2, 5], [1, 4], [3, 6]]
        for group in groups {
            let positions = group.compactMap { order.firstIndex(of: $0) }
            #expect(positions.count == group.count)
            #expect(positions == Array(positions[0]..<positions[0] + group.count), "\(group) in \(order)")
        }
    }

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
        let ppdata = BinaryRunner.productsDirectory.appendingPathComponent("ppdata").path
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
