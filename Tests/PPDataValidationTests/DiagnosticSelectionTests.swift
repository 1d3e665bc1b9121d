import Testing

@testable import PPDataValidation

@Suite("Choosing rules: DiagnosticSelection, PathPattern and ProjectConfiguration")
struct DiagnosticSelectionTests {
    /// An Orders v2 order with an UNKNOWN_FIELD warning (`note`) and a DECIMAL_PRECISION error.
    static let order = #"{"intent":"CAPTURE","note":"x","purchase_units":[{"amount":{"currency_code":"USD","value":"10.005"}}]}"#

    @Test("ignore leaves a code out and counts it; warn and error set its severity; validity follows")
    func applied() {
        let plain = PaymentValidator().validate(Self.order)
        #expect(plain.codes == [.unknownField, .decimalPrecision] || plain.codes == [.decimalPrecision, .unknownField])
        #expect(!plain.isValid)

        let selection = DiagnosticSelection([.unknownField: .ignore, .decimalPrecision: .warn])
        let report = PaymentValidator(options: ValidationOptions(selection: selection)).validate(Self.order)
        #expect(report.codes == [.decimalPrecision])
        #expect(report.warnings.map(\.code) == [.decimalPrecision] && report.errors.isEmpty)
        #expect(report.ignoredCount == 1)
        #expect(report.isValid)

        let strict = PaymentValidator(options: ValidationOptions(selection: DiagnosticSelection([.unknownField: .error])))
            .validate(Self.order)
        #expect(strict.errorCount == 2 && strict.warningCount == 0)

        let malformed = PaymentValidator(options: ValidationOptions(selection: DiagnosticSelection([.malformedJSON: .ignore])))
            .validate("{")
        #expect(malformed.diagnostics.isEmpty && malformed.ignoredCount == 1)
    }

    @Test("a later selection wins for the codes it names")
    func overlaid() {
        let base = DiagnosticSelection([.unknownField: .ignore, .invalidState: .warn])
        let later = DiagnosticSelection([.unknownField: .error])
        #expect(base.overlaid(with: later).treatments == [.unknownField: .error, .invalidState: .warn])
        #expect(DiagnosticSelection().isEmpty && !base.isEmpty)
    }

    @Test("path patterns: *, ?, ** and bare names", arguments: [
        ("Fixtures/*.json", "Fixtures/a.json", true),
        ("Fixtures/*.json", "Fixtures/sub/a.json", false),
        ("Fixtures/**/*.json", "Fixtures/a.json", true),
        ("Fixtures/**/*.json", "Fixtures/x/y/a.json", true),
        ("Fixtures/**", "Fixtures/x/y/a.json", true),
        ("Fixtures/**", "Other/a.json", false),
        ("*.fail.json", "deep/down/x.fail.json", true),
        ("*.fail.json", "deep/down/x.pass.json", false),
        ("./a?.json", "ab.json", true),
        ("a?.json", "abc.json", false),
        ("**/invalid/*", "x/invalid/y.json", true),
        ("**/invalid/*", "invalid/y.json", true),
        ("a*b*c.json", "aXbYbZc.json", true),
        ("a*b*c.json", "aXbYbZ.json", false),
        ("Fixtures/a.json", "Fixtures/a.json", true),
        ("Fixtures/a.json", "Fixtures/b.json", false),
        ("Fixtures/**", "Fixtures", true),
        ("a/**/**/b/**/c.json", "a/x/b/y/z/c.json", true),
        ("a/**/b/**/c.json", "a/x/c.json", false),
        ("**", "any/path/x.json", true),
        ("a//b/*.json", "a/b/x.json", true),
        ("?.json", "é.json", true),
        ("a*", "a*b", true),
        ("*", "", false),
        ("**/", "", true),
        ("Fixtures/invalid/", "Fixtures/invalid/a.json", true),
        ("Fixtures/invalid/", "Fixtures/invalid/deep/a.json", true),
        ("Fixtures/invalid/", "Fixtures/invalid", false),
        ("Fixtures/invalid/", "Other/Fixtures/invalid/a.json", false),
        ("invalid/", "invalid/a.json", true),
        ("invalid/", "x/y/invalid/z/a.json", true),
        ("invalid/", "invalid", false),
        ("invalid/", "x/invalid.json", false),
        ("*-invalid/", "orders-invalid/a.json", true),
        ("Fixtures/**/", "Fixtures/a.json", true),
    ])
    func patterns(_ pattern: String, _ path: String, _ expected: Bool) throws {
        #expect(try #require(PathPattern(pattern)).matches(path) == expected)
    }

    @Test("matching is polynomial: patterns an exhaustive search would take years over still answer at once")
    func pathologicalPatterns() throws {
        // 40 `**` before a name the path lacks: the old recursion tried every way of sharing 60 folders among them.
        let deep = Array(repeating: "a", count: 60).joined(separator: "/") + "/x.json"
        let stars = Array(repeating: "**", count: 40).joined(separator: "/")
        #expect(try #require(PathPattern(stars + "/nomatch.json")).matches(deep) == false)
        #expect(try #require(PathPattern(stars + "/x.json")).matches(deep))
        #expect(try #require(PathPattern(stars + "/a/**/a/*.json")).matches(deep))
        #expect(try #require(PathPattern("**/*a*a*a*/**/*a*a*a*/**/b")).matches(deep) == false)
        // Within one name, many `*` against a long run of the one letter they separate.
        let name = String(repeating: "a", count: 300)
        #expect(try #require(PathPattern(String(repeating: "*a", count: 60) + "b")).matches(name) == false)
        #expect(try #require(PathPattern(String(repeating: "*a", count: 60) + "*")).matches(name))
    }

    @Test("matching agrees with the recursive definition on every small pattern and path")
    func patternsAgreeWithDefinition() throws {
        let segments = ["**", "a", "*", "?", "a*", "*b", "ab"]
        let names = ["a", "ab", "ba"]
        // Every pattern of one to three segments, every path of one to four names.
        var patterns = segments, longer = segments
        for _ in 1..<3 {
            longer = longer.flatMap { prefix in segments.map { "\(prefix)/\($0)" } }
            patterns += longer
        }
        var paths = names
        longer = names
        for _ in 1..<4 {
            longer = longer.flatMap { prefix in names.map { "\(prefix)/\($0)" } }
            paths += longer
        }
        for text in patterns {
            let pattern = try #require(PathPattern(text))
            for path in paths where pattern.matches(path) != Self.definition(text, path) {
                Issue.record("\(text) against \(path): \(pattern.matches(path))")
            }
        }
    }

    /// Whether `path` matches `pattern`, straight from the documented rules by trying every choice (exponential:
    /// for small inputs only).
    static func definition(_ pattern: String, _ path: String) -> Bool {
        let parts = path.split(separator: "/").map(Array.init)
        let segments = pattern.split(separator: "/").map(Array.init)
        func name(_ n: ArraySlice<Character>, _ p: ArraySlice<Character>) -> Bool {
            guard let first = p.first else { return n.isEmpty }
            if first == "*" { return name(n, p.dropFirst()) || (!n.isEmpty && name(n.dropFirst(), p)) }
            guard let c = n.first, first == "?" || first == c else { return false }
            return name(n.dropFirst(), p.dropFirst())
        }
        func folders(_ n: ArraySlice<[Character]>, _ p: ArraySlice<[Character]>) -> Bool {
            guard let first = p.first else { return n.isEmpty }
            if first == ["*", "*"] { return folders(n, p.dropFirst()) || (!n.isEmpty && folders(n.dropFirst(), p)) }
            guard let part = n.first, name(part[...], first[...]) else { return false }
            return folders(n.dropFirst(), p.dropFirst())
        }
        if !pattern.contains("/"), let last = parts.last { return name(last[...], segments[0][...]) }
        return folders(parts[...], segments[...])
    }

    @Test("an empty or absolute pattern is refused")
    func badPatterns() {
        #expect(PathPattern("") == nil)
        #expect(PathPattern("/etc/x.json") == nil)
        #expect(PathPattern("./") == nil)
    }

    @Test("a configuration's overrides apply in order to the paths they match")
    func configuration() throws {
        let text = #"""
            {"ignore": ["UNKNOWN_FIELD"], "warn": ["INVALID_STATE"],
             "overrides": [
               {"files": ["fixtures/**"], "ignore": ["DECIMAL_PRECISION"]},
               {"files": ["fixtures/strict/*.json"], "error": ["UNKNOWN_FIELD"]}
             ]}
            """#
        let configuration = try ProjectConfiguration(json: Array(text.utf8))
        #expect(configuration.selection(forPath: nil).treatments == [.unknownField: .ignore, .invalidState: .warn])
        #expect(configuration.selection(forPath: "src/a.json").treatments == [.unknownField: .ignore, .invalidState: .warn])
        #expect(configuration.selection(forPath: "fixtures/a.json").treatments[.decimalPrecision] == .ignore)
        let strict = configuration.selection(forPath: "fixtures/strict/a.json")
        #expect(strict.treatments == [.unknownField: .error, .invalidState: .warn, .decimalPrecision: .ignore])
        #expect(try ProjectConfiguration(json: Array("{}".utf8)) == ProjectConfiguration())
    }

    @Test("selections for many paths at once are each path's selection, with patterns shared among overrides")
    func selectionsForPaths() throws {
        let text = #"""
            {"overrides": [
               {"files": ["a/**", "*.strict.json"], "ignore": ["UNKNOWN_FIELD"]},
               {"files": ["b/*.json"], "warn": ["DECIMAL_PRECISION"]},
               {"files": ["a/**", "*.strict.json"], "error": ["DECIMAL_PRECISION"]},
               {"files": ["*.strict.json", "b/*.json"], "error": ["UNKNOWN_FIELD"]}
             ]}
            """#
        let configuration = try ProjectConfiguration(json: Array(text.utf8))
        let paths: [String?] = ["a/x.json", "b/y.json", "b/z.strict.json", "c/w.json", nil, "a/q/r.strict.json"]
        #expect(configuration.selections(forPaths: paths) == paths.map { configuration.selection(forPath: $0) })
        let strict = configuration.selection(forPath: "b/z.strict.json").treatments
        #expect(strict == [.unknownField: .error, .decimalPrecision: .error])
    }

    @Test("1,000 overrides sharing 20 patterns against 500 paths: each pattern tested once per path")
    func sharedPatterns() throws {
        let files = (0..<20).map { #""a/*x*y*z*\#($0)/**/q.json""# }.joined(separator: ", ")
        let overrides = (0..<1000).map { index in
            #"{"files": [\#(files)], "\#(index % 2 == 0 ? "ignore" : "warn")": ["INVALID_STATE"]}"#
        }
        let configuration = try ProjectConfiguration(json: Array(#"{"overrides": [\#(overrides.joined(separator: ","))]}"#.utf8))
        let paths: [String?] = (0..<500).map { "a/x1y2z37/\($0 % 7)/q.json" } + ["many/f1.json"]
        let selections = configuration.selections(forPaths: paths)
        // The last override (odd: warn) wins where they match; nothing applies to the other folder.
        #expect(selections.dropLast().allSatisfy { $0.treatments == [.invalidState: .warn] })
        #expect(selections.last?.isEmpty == true)
    }

    @Test("every configuration mistake is an error with its position and, where one is close, the nearest name",
          arguments: [
            (#"{"ignor": []}"#, #"unknown key "ignor"; did you mean "ignore"?"#, 1, 11),
            (#"{"ignore": ["TAX_TOTAL_REQUIRE"]}"#, #"did you mean "TAX_TOTAL_REQUIRED"?"#, 1, 13),
            (#"{"ignore": ["HELLO"]}"#, #"unknown code "HELLO""#, 1, 13),
            (#"{"ignore": "UNKNOWN_FIELD"}"#, #""ignore" must be an array of strings"#, 1, 12),
            (#"{"ignore": [1]}"#, #""ignore" must hold only strings"#, 1, 13),
            (#"{"ignore": ["UNKNOWN_FIELD"], "warn": ["UNKNOWN_FIELD"]}"#, #"is in both "ignore" and "warn""#, 1, 40),
            (#"{"overrides": {}}"#, #""overrides" must be an array"#, 1, 15),
            (#"{"overrides": [{"ignore": []}]}"#, #"needs "files""#, 1, 16),
            (#"{"overrides": [{"files": []}]}"#, "at least one pattern", 1, 26),
            (#"{"overrides": [{"files": ["/abs/*.json"]}]}"#, "not a pattern relative", 1, 27),
            (#"{"overrides": [{"files": ["a"], "fils": []}]}"#, #"did you mean "files"?"#, 1, 41),
            (#"[]"#, "must be a JSON object", 1, 1),
            (#"{"ignore": [], "ignore": []}"#, "appears more than once", 1, 26),
            (#"{"ignore": [],}"#, "trailing comma", 1, 14),
            // A quoted string's line breaks are shown escaped: the message is one line (it was masked line by line).
            (#"{"ignore": ["4111\n1111"]}"#, #"unknown code "4111\n1111""#, 1, 13),
          ])
    func problems(_ text: String, _ message: String, _ line: Int, _ column: Int) {
        #expect {
            _ = try ProjectConfiguration(json: Array(text.utf8))
        } throws: { error in
            guard let problem = error as? ProjectConfiguration.Problem else { return false }
            return problem.message.contains(message) && problem.line == line && problem.column == column
        }
    }
}
