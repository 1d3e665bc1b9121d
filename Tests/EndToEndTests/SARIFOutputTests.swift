import Foundation
import Testing

/// `validate --format sarif`: the shape code scanning reads. The full SARIF 2.1.0 schema check runs in CI
/// (Scripts/check-sarif.sh); these tests pin what ppdata puts where.
@Suite("ppdata validate --format sarif (end to end)")
struct SARIFOutputTests {
    func log(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, log: [String: Any]) {
        let result = try BinaryRunner.run(["validate", "--format", "sarif"] + arguments, stdin: stdin.map { Data($0.utf8) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (result.status, object)
    }

    @Test("one run; every diagnostic code is a rule with help text; results carry file, line, column and pointer")
    func shape() throws {
        let (status, log) = try log(["Examples/address-invalid.json", "Examples/address-valid.json"])
        #expect(status == 1)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "ppdata")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count >= 60)
        for rule in rules {
            let id = rule["id"] as? String ?? ""
            // The help is `ppdata explain`'s text (without the example's run); helpUri its section of docs/rules.md.
            let help = (rule["help"] as? [String: Any])?["text"] as? String ?? ""
            for label in ["Severity: ", "Reported for: ", "Example: ", "Fix: ", "Evidence: ", "More: "] {
                #expect(help.contains(label), "\(id) lacks \(label)")
            }
            let uri = rule["helpUri"] as? String ?? ""
            // PayPal's recorded answers are no diagnostic code: their rule's help is where recorded traffic is described.
            let section = id == "PAYPAL_ANSWER" ? "docs/cli.md#recorded-traffic-exchange-records" : "docs/rules.md#\(id.lowercased())"
            #expect(uri.hasPrefix("https://") && uri.hasSuffix(section), "\(id): \(uri)")
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String ?? "").count > 10, "\(id)")
            let summary = (rule["shortDescription"] as? [String: Any])?["text"] as? String ?? ""
            #expect(summary.count > 5, "\(rule["id"] ?? "")")
            // The card rules' examples quote test cards: masked here too, as in every output.
            #expect(ExplainCommandTests.cardData(in: help).isEmpty, "\(id): \(ExplainCommandTests.cardData(in: help))")
        }
        let results = try #require(run["results"] as? [[String: Any]])
        let first = try #require(results.first { $0["ruleId"] as? String == "INVALID_POSTAL_CODE" })
        #expect(first["ruleId"] as? String == "INVALID_POSTAL_CODE")
        let index = try #require(first["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "INVALID_POSTAL_CODE")
        // A warning in the Orders v2 shape outside the US (PayPal created orders shipping to such codes).
        #expect(first["level"] as? String == "warning")
        #expect(results.contains { $0["ruleId"] as? String == "CITY_REQUIRED" && $0["level"] as? String == "error" })
        #expect((first["properties"] as? [String: Any])?["suggestion"] as? String == "H3A 3G4")
        #expect(results.contains { $0["ruleId"] as? String == "INVALID_STATE" && $0["level"] as? String == "warning" })
        let location = try #require((first["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Examples/address-invalid.json" && artifact["uriBaseId"] as? String == "%SRCROOT%")
        // The base is the working directory, declared for consumers that resolve it.
        let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect((base?["uri"] as? String)?.hasPrefix("file:///") == true)
        let region = try #require(physical["region"] as? [String: Int])
        #expect(region["startLine"] != nil && region["startColumn"] != nil)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["fullyQualifiedName"] as? String == "/postal_code")
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
    }

    @Test("a recorded call whose answer agrees with ppdata is no result, which code scanning would open as an alert")
    func recordedAnswers() throws {
        let (_, log) = try log(["Examples/recorded-traffic.har"])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.contains { $0["ruleId"] as? String == "PAYPAL_ANSWER" })
        // Counted all the same.
        let exchanges = (run["properties"] as? [String: Any])?["exchanges"] as? [String: Int]
        #expect(exchanges?["checked"] == 4 && exchanges?["both-accepted"] == 3 && exchanges?["both-rejected"] == 1)
    }

    @Test("a path with `..` from a working directory with a space is one file URI, encoded once")
    func parentFromSpacedDirectory() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata sarif \(UUID().uuidString)")
        let sub = root.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"country_code": "UK"}"#.utf8).write(to: root.appendingPathComponent("x y.json"))
        let result = try BinaryRunner.run(["validate", "--format", "sarif", "--kind", "address", "../x y.json"], directory: sub)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let location = (run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]]
        let artifact = (location?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        let uri = try #require(artifact?["uri"] as? String)
        #expect(uri.hasPrefix("file:///") && uri.hasSuffix("/ppdata%20sarif%20\(root.lastPathComponent.dropFirst("ppdata sarif ".count))/x%20y.json"), "\(uri)")
        #expect(!uri.contains("%25") && !uri.contains("/sub/"))
    }

    @Test("a run lists at most GitHub's 25,000 results; a notification counts the rest, the exit status all")
    func resultLimit() throws {
        let documents = String(repeating: #"{"country_code": "UK", "postal_code": "x"}"# + "\n", count: 25_003)
        let (status, log) = try log(["--ndjson"], stdin: documents)
        #expect(status == 1)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 25_000)
        let notes = try #require((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])
        #expect((notes.first?["properties"] as? [String: Any])?["omittedResults"] as? Int == 3)
        #expect(notes.first?["level"] as? String == "warning")
    }

    @Test("no findings: an empty results array; standard input as a URI; unreadable inputs as notifications")
    func edges() throws {
        let clean = try log(["Examples/address-valid.json"])
        #expect(clean.status == 0)
        let cleanRun = try #require((clean.log["runs"] as? [[String: Any]])?.first)
        #expect((cleanRun["results"] as? [Any])?.isEmpty == true)

        let stdin = try log([], stdin: "{")
        let stdinRun = try #require((stdin.log["runs"] as? [[String: Any]])?.first)
        let result = try #require((stdinRun["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "%3Cstdin%3E")

        let missing = try log(["missing file.json"])
        #expect(missing.status == 2)
        let missingRun = try #require((missing.log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((missingRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.count == 1)
        let text = (notes.first?["message"] as? [String: Any])?["text"] as? String
        #expect(text == "error: cannot read 'missing file.json': No such file or directory")

        // An absolute path is a file URI; `//tmp/x` would name the host `tmp` (RFC 3986 4.2): written with one slash.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let doubled = try log(["/" + root + "/Examples/address-invalid.json"])
        let doubledRun = try #require((doubled.log["runs"] as? [[String: Any]])?.first)
        let doubledResult = try #require((doubledRun["results"] as? [[String: Any]])?.first)
        let doubledLocation = try #require(
            (doubledResult["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((doubledLocation["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.hasPrefix("file:///") && !uri.hasPrefix("file:////") && uri.hasSuffix("/Examples/address-invalid.json"), "\(uri)")
    }
}
