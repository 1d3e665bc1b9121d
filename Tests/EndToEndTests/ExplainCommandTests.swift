import Foundation
import Testing

/// `ppdata explain` and `ppdata list codes`, end to end: the text comes from docs/rules.md's sections, the example's
/// output is what `validate` prints for it, and docs/rules.md shows that same line.
@Suite("ppdata explain and list codes")
struct ExplainCommandTests {
    static let rules = BinaryRunner.repository.appendingPathComponent("docs/rules.md")

    /// Each code of docs/rules.md with the output line its example bullet shows (`gives `...``).
    static func documentedExamples() throws -> [(code: String, line: String)] {
        let lines = try String(contentsOf: rules, encoding: .utf8).components(separatedBy: "\n")
        var examples: [(String, String)] = []
        var code = ""
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("### ") { code = String(line.dropFirst(4)) }
            guard line.hasPrefix("- Example (`"), index + 1 < lines.count else { continue }
            let next = lines[index + 1].trimmingCharacters(in: .whitespaces)
            guard next.hasPrefix("gives `"), next.hasSuffix("`") else { continue }
            examples.append((code, String(next.dropFirst("gives `".count).dropLast())))
        }
        return examples
    }

    @Test("every code explains itself with its summary, severity, example output, fix, evidence and link")
    func everyCode() throws {
        let list = try BinaryRunner.run(["list", "codes", "--format", "json"])
        #expect(list.status == 0, "\(list.stderr)")
        let codes = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: String]])
        #expect(codes.count >= 62)
        let documented = Dictionary(try Self.documentedExamples(), uniquingKeysWith: { first, _ in first })
        #expect(documented.count == codes.count, "every code's example shows its output in docs/rules.md")
        for entry in codes {
            let code = try #require(entry["code"])
            #expect(["error", "warning", "error or warning"].contains(entry["severity"] ?? ""), "\(code)")
            let result = try BinaryRunner.run(["explain", code])
            #expect(result.status == 0, "\(code): \(result.stderr)")
            #expect(result.stdout.hasPrefix("\(code): \(entry["summary"] ?? "")\n"), "\(code)")
            for label in ["Severity:", "Reported for:", "Example:", "Fix:", "Evidence:", "More:"] {
                #expect(result.stdout.contains("\n\(label)\n"), "\(code) lacks \(label)")
            }
            #expect(result.stdout.contains(": \(code): "), "\(code): the example's output names the code")
            #expect(result.stdout.contains("docs/rules.md#\(code.lowercased())"), "\(code)")
            if let line = documented[code] {
                #expect(result.stdout.contains("    \(line)\n"), "\(code): docs/rules.md shows \(line)")
            }
            #expect(Self.cardData(in: result.stdout).isEmpty, "\(code): \(Self.cardData(in: result.stdout))")
            // The severity note follows the per-kind line as a sentence, not restating its first word in Markdown.
            let severity = result.stdout.split(separator: "\n\n").first { $0.hasPrefix("Severity:") } ?? ""
            #expect(!severity.contains(". error;") && !severity.contains(". warning;") && !severity.contains("**"), "\(code): \(severity)")
        }
    }

    /// The card numbers (13-19 digits, grouped by single spaces or dashes or not, passing the Luhn check, not the
    /// fraction of a decimal) and the security codes (`"security_code":"123"`, `cvv2`) that `text` shows in full.
    static func cardData(in text: String) -> [String] {
        let pan = try? NSRegularExpression(pattern: #"(?<![0-9.])[2-6][0-9]{3}(?:[ -]?[0-9]{3,4}){2,3}[ -]?[0-9]{0,4}(?![0-9])"#)
        let code = try? NSRegularExpression(pattern: #"\\?"(?:security_code|cvv2)\\?"\s*:\s*\\?"?[0-9]{3,4}"#)
        let range = NSRange(text.startIndex..., in: text)
        func matches(_ expression: NSRegularExpression?) -> [String] {
            (expression?.matches(in: text, range: range) ?? []).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
        }
        let cards = matches(pan).filter { match in
            let digits = match.compactMap(\.wholeNumberValue)
            guard (13...19).contains(digits.count) else { return false }
            let sum = digits.reversed().enumerated().reduce(0) { sum, pair in
                let doubled = pair.offset % 2 == 1 ? pair.element * 2 : pair.element
                return sum + (doubled > 9 ? doubled - 9 : doubled)
            }
            return sum % 10 == 0
        }
        return cards + matches(code)
    }

    @Test("explain --format json shows no card number or security code in full, and says the example is masked")
    func jsonIsMasked() throws {
        for code in ["INVALID_SECURITY_CODE_LENGTH", "INVALID_CARD_NUMBER", "CARD_EXPIRED", "EMV_DATA_REQUIRED"] {
            let json = try BinaryRunner.run(["explain", code, "--format", "json"])
            #expect(json.status == 0)
            #expect(Self.cardData(in: json.stdout).isEmpty, "\(code): \(Self.cardData(in: json.stdout))")
            #expect(json.stdout.contains("•••• "), "\(code)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let findings = try #require((object["example"] as? [String: Any])?["issues"] as? [[String: Any]])
            #expect(findings.first?["code"] as? String == code, "the example is checked whole")
        }
        let text = try BinaryRunner.run(["explain", "INVALID_SECURITY_CODE_LENGTH"])
        #expect(text.stdout.contains("masked here; docs/rules.md has it whole"))
        #expect(text.stdout.contains(#""security_code":"••••""#))
        #expect(!(try BinaryRunner.run(["explain", "TAX_TOTAL_REQUIRED"])).stdout.contains("masked here"))
    }

    @Test("explain takes any letter case, gives JSON, and names the nearest code for a typo (exit 64)")
    func lookUp() throws {
        let lower = try BinaryRunner.run(["explain", "tax_total_required"])
        #expect(lower.status == 0)
        #expect(lower.stdout.hasPrefix("TAX_TOTAL_REQUIRED: "))
        let json = try BinaryRunner.run(["explain", "DECIMALS_NOT_SUPPORTED", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["code"] as? String == "DECIMALS_NOT_SUPPORTED")
        let example = try #require(object["example"] as? [String: Any])
        let findings = try #require(example["issues"] as? [[String: Any]])
        #expect(findings.first?["code"] as? String == "DECIMALS_NOT_SUPPORTED")
        #expect((object["helpUri"] as? String)?.hasSuffix("docs/rules.md#decimals_not_supported") == true)
        let kinds = try #require(object["kinds"] as? [[String: String]])
        // An error in Orders v2 but a warning in a card's Level 2 and 3 data; an error alone in Payouts.
        #expect(kinds.contains { $0["kind"] == "orders-v2" && $0["severity"] == "error or warning" })
        #expect(kinds.contains { $0["kind"] == "payouts-batch" && $0["severity"] == "error" })

        let typo = try BinaryRunner.run(["explain", "TAX_TOTAL_REQUIRE"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("did you mean TAX_TOTAL_REQUIRED?"), "\(typo.stderr)")
        let nothing = try BinaryRunner.run(["explain", "HELLO"])
        #expect(nothing.status == 64)
        #expect(nothing.stderr.contains("ppdata list codes"), "\(nothing.stderr)")
    }

    @Test("show points a diagnostic code to explain")
    func showNamesExplain() throws {
        let result = try BinaryRunner.run(["show", "TAX_TOTAL_REQUIRED"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("ppdata explain TAX_TOTAL_REQUIRED"), "\(result.stderr)")
    }

    @Test("list codes as text and CSV has a row per code with severity and summary")
    func listCodes() throws {
        let text = try BinaryRunner.run(["list", "codes"])
        #expect(text.status == 0)
        let rows = text.stdout.split(separator: "\n")
        #expect(rows.first?.hasPrefix("code") == true)
        #expect(rows.contains { $0.hasPrefix("UNKNOWN_FIELD") && $0.contains("error or warning") })
        let csv = try BinaryRunner.run(["list", "codes", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("code,severity,summary\r\n"))
        #expect(csv.stdout.split(separator: "\r\n").count == rows.count)
    }

    @Test("explain PAYPAL_ANSWER says what SARIF's rule for PayPal's recorded answers is, though it is no code")
    func answerRule() throws {
        let text = try BinaryRunner.run(["explain", "paypal_answer"])
        #expect(text.status == 0 && text.stdout.hasPrefix("PAYPAL_ANSWER: not a diagnostic code."))
        let json = try BinaryRunner.run(["explain", "PAYPAL_ANSWER", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["code"] as? String == "PAYPAL_ANSWER" && object["diagnosticCode"] as? Bool == false)
    }
}
