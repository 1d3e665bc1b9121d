import Foundation
import Testing

/// `ppdata validate --findings-limit`: each format lists a document's first findings and says how many more there
/// are, and the counts, the verdict and the exit status are those of every finding.
extension ValidateCommandTests {
    /// An address with a wrong country code, a key given three times and unknown members: several findings of both
    /// severities.
    static let manyFindings =
        #"{"country_code":"UK","admin_area_2":"London","address_line_1":"10 Downing Street","x":1,"x":2,"x":3,"y":4,"z":5}"#

    /// The findings of `manyFindings` with none left out: (errors, warnings).
    func unlimitedCounts(in scratch: Scratch) throws -> (errors: Int, warnings: Int, findings: [String]) {
        let result = try validate(["--kind", "address", "--findings-limit", "0", "--format", "json", "many.json"], in: scratch)
        let summary = try #require(try object(result.stdout)["summary"] as? [String: Any])
        #expect(summary["unlisted"] == nil)
        let errors = try #require(summary["errors"] as? Int)
        let warnings = try #require(summary["warnings"] as? Int)
        #expect(errors >= 3 && warnings >= 1)
        let findings = try #require(try documents(result.stdout).first.map(codes))
        #expect(findings.count == errors + warnings)
        return (errors, warnings, findings)
    }

    @Test("--findings-limit: text lists the first findings, then a note of how many more, and the summary counts all")
    func findingsLimitText() throws {
        let scratch = try Scratch()
        try scratch.file("many.json", Self.manyFindings)
        let all = try unlimitedCounts(in: scratch)
        let result = try validate(["--kind", "address", "--findings-limit", "2", "many.json"], in: scratch)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        let more = all.errors + all.warnings - 2
        let listedErrors = lines.prefix(2).filter { $0.contains(": error: ") }.count
        let unlistedErrors = all.errors - listedErrors
        let json = try validate(["--kind", "address", "--findings-limit", "2", "--format", "json", "many.json"], in: scratch)
        let counts = try #require(try documents(json.stdout).first?["unlisted"] as? [String: Any])["codes"] as? [[String: Any]]
        let named = try #require(counts).map { "\($0["code"] ?? "") \($0["count"] ?? "") \($0["severity"] ?? "")\($0["count"] as? Int == 1 ? "" : "s")" }
        #expect(lines[2] == "many.json:1:1: note: \(more) more findings not listed (\(unlistedErrors) error\(unlistedErrors == 1 ? "" : "s"), \(more - unlistedErrors) warning\(more - unlistedErrors == 1 ? "" : "s")): \(named.joined(separator: ", ")); --findings-limit sets how many a document lists")
        #expect(lines[3] == "1 document checked: 0 valid, 1 invalid (\(all.errors) errors, \(all.warnings) warning\(all.warnings == 1 ? "" : "s"); \(more) not listed)")
    }

    @Test("--findings-limit: json and ndjson give each document's unlisted counts and the summary's")
    func findingsLimitJSON() throws {
        let scratch = try Scratch()
        try scratch.file("many.json", Self.manyFindings)
        let all = try unlimitedCounts(in: scratch)
        let json = try validate(["--kind", "address", "--findings-limit", "1", "--format", "json", "many.json"], in: scratch)
        #expect(json.status == 1)
        let document = try #require(try documents(json.stdout).first)
        #expect(codes(document).count == 1)
        #expect(document["valid"] as? Bool == false)
        let unlistedMember = try #require(document["unlisted"] as? [String: Any])
        let unlisted = unlistedMember.compactMapValues { $0 as? Int }
        #expect(unlisted.keys.sorted() == ["errors", "warnings"])
        #expect((unlisted["errors"] ?? 0) + (unlisted["warnings"] ?? 0) == all.errors + all.warnings - 1)
        // The codes not listed: every finding of the unlimited run but the one listed, errors first.
        let counts = try #require(unlistedMember["codes"] as? [[String: Any]])
        let severities = counts.compactMap { $0["severity"] as? String }
        #expect(severities == severities.sorted())
        var expected = Dictionary(all.findings.map { ($0, 1) }, uniquingKeysWith: +)
        for code in codes(document) { expected[code, default: 0] -= 1 }
        var named: [String: Int] = [:]
        for entry in counts { named[entry["code"] as? String ?? "", default: 0] += entry["count"] as? Int ?? 0 }
        #expect(named == expected.filter { $0.value > 0 })
        #expect(counts.reduce(0) { $0 + ($1["count"] as? Int ?? 0) } == all.errors + all.warnings - 1)
        let summary = try #require(try object(json.stdout)["summary"] as? [String: Any])
        #expect(summary["unlisted"] as? Int == all.errors + all.warnings - 1)
        #expect(summary["errors"] as? Int == all.errors)
        #expect(summary["warnings"] as? Int == all.warnings)
        let ndjson = try validate(["--kind", "address", "--findings-limit", "1", "--format", "ndjson", "many.json"], in: scratch)
        let line = try #require(try objects(ndjson.stdout).first)
        let lineUnlisted = try #require(line["unlisted"] as? [String: Any])
        #expect(lineUnlisted.compactMapValues { $0 as? Int } == unlisted)
        #expect((lineUnlisted["codes"] as? [[String: Any]])?.map { $0.mapValues { "\($0)" } } == counts.map { $0.mapValues { "\($0)" } })
        #expect(codes(line) == codes(document))
    }

    @Test("--findings-limit: SARIF's notification says how many findings it did not list, of which codes, over the run")
    func findingsLimitSARIF() throws {
        let scratch = try Scratch()
        try scratch.file("many.json", Self.manyFindings)
        try scratch.file("ok.json", Self.validAddress)
        // A second document whose unlisted findings share some codes with the first's and add one of their own.
        try scratch.file("more.json", #"{"country_code":"US","admin_area_1":"ZZ","postal_code":"1","q":1,"q":2}"#)
        let inputs = ["many.json", "ok.json", "more.json"]
        let result = try validate(["--kind", "address", "--findings-limit", "1", "--format", "sarif"] + inputs, in: scratch)
        #expect(result.status == 1)
        let run = try #require((try object(result.stdout)["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 2)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note["level"] as? String == "note")

        // The same limit in JSON gives each document's unlisted codes; the notification adds them up, errors first.
        let json = try validate(["--kind", "address", "--findings-limit", "1", "--format", "json"] + inputs, in: scratch)
        var expected: [String: Int] = [:]
        var severityOf: [String: String] = [:]
        for document in try documents(json.stdout) {
            let codes = (document["unlisted"] as? [String: Any])?["codes"] as? [[String: Any]] ?? []
            for entry in codes {
                let code = try #require(entry["code"] as? String)
                expected[code, default: 0] += try #require(entry["count"] as? Int)
                severityOf[code] = entry["severity"] as? String
            }
        }
        let unlisted = try #require((note["properties"] as? [String: Any])?["unlisted"] as? [String: Any])
        let counts = try #require(unlisted["codes"] as? [[String: Any]])
        var named: [String: Int] = [:]
        for entry in counts { named[entry["code"] as? String ?? "", default: 0] += entry["count"] as? Int ?? 0 }
        #expect(named == expected && named.count >= 3)
        let severities = counts.compactMap { $0["severity"] as? String }
        #expect(severities == severities.sorted() && severities.contains("error") && severities.contains("warning"))
        let errors = try #require(unlisted["errors"] as? Int)
        let warnings = try #require(unlisted["warnings"] as? Int)
        let total = expected.values.reduce(0, +)
        #expect(errors + warnings == total)
        let listed = counts.map {
            "\($0["code"] ?? "") \($0["count"] ?? "") \($0["severity"] ?? "")\($0["count"] as? Int == 1 ? "" : "s")"
        }
        let text = (note["message"] as? [String: Any])?["text"] as? String
        #expect(text == "\(total) findings in 2 documents counted but not listed (\(errors) error\(errors == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s")): \(listed.joined(separator: ", ")); "
            + "--findings-limit sets how many a document lists")
    }

    @Test("--findings-limit: ignored codes take no room; one finding not listed is said in the singular")
    func findingsLimitWithSelection() throws {
        let scratch = try Scratch()
        // Twelve unknown members, then a wrong country code: the one finding left once the unknown ones are ignored.
        let unknown = (0..<12).map { #""u\#($0)":1"# }.joined(separator: ",")
        try scratch.file("doc.json", #"{\#(unknown),"country_code":"UK","admin_area_2":"London","address_line_1":"1 A Street"}"#)
        let ignoring = try validate(
            ["--kind", "address", "--findings-limit", "2", "--ignore", "UNKNOWN_FIELD", "--format", "ndjson", "doc.json"], in: scratch)
        let line = try #require(try objects(ignoring.stdout).first)
        #expect(codes(line) == ["INVALID_COUNTRY_CODE"])
        #expect(line["unlisted"] == nil)
        let text = try validate(["--kind", "address", "--findings-limit", "12", "doc.json"], in: scratch)
        #expect(text.stdout.contains("doc.json:1:1: note: 1 more finding not listed ("))
        #expect(text.stdout.hasSuffix("; 1 not listed)\n"))
        // The error, found after the warnings, is named first among the codes not listed.
        let two = try validate(["--kind", "address", "--findings-limit", "2", "doc.json"], in: scratch)
        #expect(two.stdout.contains(
            "doc.json:1:1: note: 11 more findings not listed (1 error, 10 warnings): INVALID_COUNTRY_CODE 1 error, "
                + "UNKNOWN_FIELD 10 warnings; --findings-limit sets how many a document lists\n"))
    }

    @Test("--findings-limit: 0 lists every finding, the default 1,000, and a negative limit is a usage error")
    func findingsLimitValues() throws {
        let scratch = try Scratch()
        // 1,100 units that are numbers where objects belong: a finding each, and one for their number.
        let units = Array(repeating: "0", count: 1_100).joined(separator: ",")
        try scratch.file("units.json", #"{"intent":"CAPTURE","purchase_units":[\#(units)]}"#)
        let byDefault = try validate(["--format", "ndjson", "units.json"], in: scratch)
        let line = try #require(try objects(byDefault.stdout).first)
        #expect(codes(line).count == 1_000)
        let unlisted = try #require(line["unlisted"] as? [String: Any])
        #expect(unlisted["errors"] as? Int == 101 && unlisted["warnings"] as? Int == 0)
        let counts = (unlisted["codes"] as? [[String: Any]])?.map { "\($0["code"] ?? "") \($0["severity"] ?? "") \($0["count"] ?? "")" }
        #expect(counts == ["INVALID_PARAMETER_SYNTAX error 101"])
        let every = try validate(["--findings-limit", "0", "--format", "ndjson", "units.json"], in: scratch)
        let whole = try #require(try objects(every.stdout).first)
        #expect(codes(whole).count == 1_101)
        #expect(whole["unlisted"] == nil)
        let negative = try validate(["--findings-limit=-1", "units.json"], in: scratch)
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("--findings-limit -1 is negative; 0 lists every finding"))
        let spaced = try validate(["--findings-limit", "-1", "units.json"], in: scratch)
        #expect(spaced.status == 64)
        #expect(spaced.stderr.contains("--findings-limit -1 is negative; 0 lists every finding"))
    }
}
