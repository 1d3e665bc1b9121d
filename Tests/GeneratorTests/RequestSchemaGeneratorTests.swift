import Foundation
import Testing
import _PPDataGeneratorCore

/// The schema layer's generator stage: reading OpenAPI documents (refs, allOf, inline objects, recursion), applying
/// additions and overrides, classifying patterns, and rendering.
@Suite("Request schemas: OpenAPI documents to tables")
struct RequestSchemaGeneratorTests {
    static let additionsHeader = RequestSchemas.additionColumns.joined(separator: "\t") + "\n"
    static let overridesHeader = RequestSchemas.overrideColumns.joined(separator: "\t") + "\n"

    func table(_ text: String, _ name: String, _ columns: [String]) -> TSVTable {
        var diagnostics = DiagnosticCollector()
        return TSVTable.parse(text, file: name, requiredColumns: columns, diagnostics: &diagnostics)
    }

    func outcome(additions: String = "", overrides: String = "") -> Generator.Outcome {
        Generator.renderRequestSchemas(
            documents: ["things_v9": Self.document],
            additions: table(Self.additionsHeader + additions, "openapi/additions.tsv", RequestSchemas.additionColumns),
            overrides: table(Self.overridesHeader + overrides, "openapi/overrides.tsv", RequestSchemas.overrideColumns),
            models: Self.models)
    }

    func problems(additions: String = "", overrides: String = "") -> [String] {
        if case .failed(let diagnostics) = outcome(additions: additions, overrides: overrides) {
            return diagnostics.map(\.message)
        }
        return []
    }

    func source(additions: String = "", overrides: String = "") throws -> String {
        guard case .rendered(let files) = outcome(additions: additions, overrides: overrides) else {
            Issue.record("the generator failed: \(problems(additions: additions, overrides: overrides))")
            return ""
        }
        return try #require(files["RequestSchema+Generated.swift"])
    }

    @Test("allOf parts are merged, refs to scalars inlined, inline objects named by their place, recursion ends")
    func readsTheDocument() throws {
        var diagnostics = DiagnosticCollector()
        let schemas = RequestSchemas.read(documents: ["things_v9": Self.document], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(
            schemas.objects.map(\.name) == [
                "things_v9:thing_request", "things_v9:node", "things_v9:thing_request.tags[]",
            ])
        let root = try #require(schemas.objects.first)
        #expect(root.members.map(\.name) == ["fee", "id", "mode", "node", "tags"])
        let mode = try #require(root.member("mode"))
        #expect(mode.required && mode.shape.values == ["FAST", "SLOW"] && mode.shape.types == [.string])
        #expect(try #require(root.member("fee")).readOnly)
        let node = schemas.objects[1]
        #expect(node.member("next")?.shape.object == 1)  // refers to itself
        #expect(root.member("tags")?.shape.items.first?.object == 2)
        #expect(schemas.bodies.map { "\($0.method) \($0.path) \($0.schema)" } == ["POST /v9/things thing_request"])
    }

    @Test("a member two allOf parts define holds to both: the narrower bounds, either pattern; two patterns fail")
    func allOfMembersIntersect() throws {
        func read(_ second: [String: Any]) -> (RequestSchemas, DiagnosticCollector) {
            var document = Self.document
            var components = document["components"] as? [String: Any] ?? [:]
            var schemas = components["schemas"] as? [String: Any] ?? [:]
            schemas["thing_request"] = [
                "type": "object",
                "allOf": [["$ref": "#/components/schemas/base"], ["properties": ["id": second]]],
            ] as [String: Any]
            components["schemas"] = schemas
            document["components"] = components
            var diagnostics = DiagnosticCollector()
            return (RequestSchemas.read(documents: ["things_v9": document], diagnostics: &diagnostics), diagnostics)
        }
        // Payments v2 capture_request: invoice_id's maxLength in the body, minLength and pattern in a shared part.
        let (schemas, diagnostics) = read(["type": "string", "minLength": 2, "maxLength": 20])
        #expect(diagnostics.isEmpty)
        let id = try #require(schemas.objects.first?.member("id")).shape
        #expect(id.minLength == 2 && id.maxLength == 10 && id.pattern == "^[A-Z0-9]+$" && id.types == [.string])
        let (_, conflicting) = read(["type": "string", "pattern": "^[a-z]+$"])
        #expect(conflicting.diagnostics.contains { $0.message.contains("two allOf parts give different patterns") })
    }

    @Test("patterns become runs or portable patterns; a read-only member's pattern is not enforced")
    func rendersPatterns() throws {
        let text = try source()
        #expect(text.contains(#"Pattern(text: "^[A-Z0-9]+$", form: .run("#))
        #expect(text.contains(#"Pattern(text: "^[0-9]{4}-[0-9]{2}$", form: .portable("[0-9]{4}-[0-9]{2}"))"#))
        #expect(!text.contains("odd("))
        #expect(text.contains(#"Member(name: "mode", required: true, readOnly: false"#))
    }

    @Test("a uri value is the URL check's, and with PayPal's image pattern the image URL check's; the pattern stays out of the tables")
    func imageURLOwner() throws {
        let image = RequestSchemas.Owner.imageURLPattern
        #expect(RequestSchemas.Owner(format: "uri", pattern: image) == .imageURL)
        #expect(RequestSchemas.Owner(format: "uri", pattern: nil) == .url)
        #expect(RequestSchemas.Owner(format: "email", pattern: image) == .email)
        #expect(RequestSchemas.Owner(format: nil, pattern: image) == nil)
        var document = Self.document
        var components = try #require(document["components"] as? [String: Any])
        var schemas = try #require(components["schemas"] as? [String: Any])
        schemas["mode"] = ["type": "string", "format": "uri", "maxLength": 2048, "pattern": image]
        components["schemas"] = schemas
        document["components"] = components
        let rendered = Generator.renderRequestSchemas(
            documents: ["things_v9": document], additions: table(Self.additionsHeader, "a", RequestSchemas.additionColumns),
            overrides: table(Self.overridesHeader, "o", RequestSchemas.overrideColumns))
        guard case .rendered(let files) = rendered else {
            Issue.record("the image pattern is owned, so nothing needs an override")
            return
        }
        let text = files.values.joined()
        #expect(text.contains("owner: .imageURL"))
        #expect(!text.contains("jpeg|JPG"))
        // The published document's tracker items carry the pattern the check matches.
        let published = try String(
            contentsOf: Paths.data.appendingPathComponent("openapi/checkout_orders_v2.json"), encoding: .utf8)
        let escaped = image.replacingOccurrences(of: "\\", with: "\\\\")
        #expect(published.contains("\"pattern\": \"\(escaped)\""))
    }

    @Test("a pattern that cannot be enforced fails the generator until an override says why")
    func unenforceablePattern() throws {
        var document = Self.document
        var components = try #require(document["components"] as? [String: Any])
        var schemas = try #require(components["schemas"] as? [String: Any])
        schemas["mode"] = ["type": "string", "maxLength": 100, "pattern": "^(a|b)*\\w$"]
        components["schemas"] = schemas
        document["components"] = components
        let empty = table(Self.additionsHeader, "a", RequestSchemas.additionColumns)
        let failed = Generator.renderRequestSchemas(
            documents: ["things_v9": document], additions: empty,
            overrides: table(Self.overridesHeader, "o", RequestSchemas.overrideColumns))
        guard case .failed(let diagnostics) = failed else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostics.map(\.message).contains { $0.contains("things_v9:thing_request.mode: pattern") })
        let waived = Generator.renderRequestSchemas(
            documents: ["things_v9": document], additions: empty,
            overrides: table(
                Self.overridesHeader + "things_v9\tthing_request\tmode\tpattern\t^(a|b)*\\w$\t-\t-\tbecause\n", "o",
                RequestSchemas.overrideColumns))
        guard case .rendered = waived else {
            Issue.record("the override should waive the pattern")
            return
        }
    }

    @Test("an addition adds a member; one the document already has fails")
    func additions() throws {
        let text = try source(additions: "things_v9\tnode\tlabel\tstring\t\tA|B\t1\t5\t\t\tthe current API\n")
        #expect(text.contains(#"Member(name: "label", required: false, readOnly: false"#))
        #expect(text.contains(#"["A", "B"]"#))
        // `readOnly:`: a response member PayPal reads in a request and ignores.
        let readOnly = try source(additions: "things_v9\tnode\tfee\treadOnly:string\t\t\t\t10\t\t\tan earlier reference\n")
        #expect(readOnly.contains(#"Member(name: "fee", required: false, readOnly: true"#))
        #expect(
            problems(additions: "things_v9\tnode\twhen\tstring\t\t\t\t\t\t\tsomewhere\n") == [
                "things_v9:node already has \"when\" in the document: remove the row"
            ])
        #expect(
            problems(additions: "things_v9\tnowhere\tx\tstring\t\t\t\t\t\t\tsomewhere\n") == [
                "no request object things_v9:nowhere"
            ])
    }

    @Test("an sdk: addition reads the SDK's object and what it reaches; a component the document has is the document's")
    func sdkObjects() throws {
        let text = try source(additions: "things_v9\tnode\tplan\tobject\tsdk:plan\t\t\t\t\t\tthe SDK's model\n")
        #expect(text.contains(#"Object(name: "things_v9:plan""#), "\(text.prefix(3000))")
        #expect(text.contains(#"Object(name: "things_v9:cycle""#))
        #expect(text.contains(#"Member(name: "cycles", required: true, readOnly: false"#))
        #expect(text.contains(#"["TRIAL", "REGULAR"]"#))
        // `mode` is the document's own enumeration (FAST, SLOW), not the SDK's (ANY).
        #expect(!text.contains(#"["ANY"]"#))
        // Read once however often it is named.
        let twice = try source(
            additions: "things_v9\tnode\tplan\tobject\tsdk:plan\t\t\t\t\t\tthe SDK's model\n"
                + "things_v9\tthing_request\tplan\tobject\tsdk:plan\t\t\t\t\t\tthe SDK's model\n")
        #expect(twice.components(separatedBy: #"Object(name: "things_v9:plan""#).count == 2)
        #expect(
            problems(additions: "things_v9\tnode\tplan\tobject\tsdk:nothing\t\t\t\t\t\tthe SDK's model\n") == [
                "no object nothing: run Scripts/import-sdk-models.sh"
            ])
    }

    @Test("a row without a member defines a component the document leaves empty ({}); once the document defines it, the row fails")
    func emptyComponents() throws {
        func outcome(plan: String, row: String) throws -> Generator.Outcome {
            let text = """
                {"paths": {"/v9/things": {"post": {"requestBody": {"content": {"application/json":
                   {"schema": {"$ref": "#/components/schemas/thing"}}}}}}},
                 "components": {"schemas": {"thing": {"type": "object", "properties":
                   {"plan": {"$ref": "#/components/schemas/plan"}}}, "plan": \(plan)}}}
                """
            let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
            return Generator.renderRequestSchemas(
                documents: ["things_v9": document],
                additions: table(Self.additionsHeader + row, "openapi/additions.tsv", RequestSchemas.additionColumns),
                overrides: table(Self.overridesHeader, "openapi/overrides.tsv", RequestSchemas.overrideColumns),
                models: Self.models)
        }
        let row = "things_v9\tplan\t\tobject\tsdk:plan\t\t\t\t\t\tthe SDK's model\n"
        guard case .rendered(let files) = try outcome(plan: "{}", row: row) else {
            Issue.record("the generator failed")
            return
        }
        let text = try #require(files["RequestSchema+Generated.swift"])
        #expect(text.contains(#"Object(name: "things_v9:plan""#) && text.contains(#"Object(name: "things_v9:cycle""#))
        #expect(text.contains(#"Member(name: "cycles", required: true, readOnly: false"#))
        // The document has no `mode`: the SDK's own is used.
        #expect(text.contains(#"["ANY"]"#))
        guard case .rendered(let without) = try outcome(plan: "{}", row: "") else {
            Issue.record("the generator failed")
            return
        }
        #expect(without["RequestSchema+Generated.swift"]?.contains(#"Object(name: "things_v9:plan""#) == false)
        func problems(_ outcome: Generator.Outcome) -> [String] {
            if case .failed(let diagnostics) = outcome { return diagnostics.map(\.message) }
            return []
        }
        #expect(
            problems(try outcome(plan: #"{"type": "object", "properties": {"x": {"type": "string"}}}"#, row: row))
                == ["things_v9 now defines plan: remove the row"])
        #expect(
            problems(try outcome(plan: "{}", row: row.replacingOccurrences(of: "sdk:plan", with: "sdk:nothing")))
                == ["a row without a member defines an empty component: its object is an sdk: object of openapi/sdk/models.json"])
    }

    @Test("an override changes the table; a stale one (the document changed, or no difference left) fails")
    func overrides() throws {
        let lenient = try source(
            overrides: "things_v9\tnode\twhen\ttype\tstring\tnumber|string\twarning\ta recording\n")
        #expect(lenient.contains("lenientTypes: 8,"))  // number
        // A minimum relaxed with a warning keeps the published one, for the warning; relaxed silently, it does not.
        let shorter = try source(overrides: "things_v9\tthing_request\tid\tminLength\t1\t0\twarning\tan answer\n")
        #expect(shorter.contains("minLength: 0, lenientMinLength: 1, maxLength: 10"), "\(shorter)")
        let silent = try source(overrides: "things_v9\tthing_request\tid\tminLength\t1\t0\t-\tan answer\n")
        #expect(silent.contains("minLength: 0, lenientMinLength: -1, maxLength: 10"))
        #expect(!silent.contains("lenientMinLength: 1"))
        // A deprecated value PayPal reads as another: outside the values, with its replacement.
        let deprecated = try source(
            overrides: "things_v9\tthing_request\tmode\tenum\tFAST|SLOW\t+TURBO (deprecated for FAST)\twarning\tan SDK model\n")
        #expect(deprecated.contains(#"DeprecatedValue(value: "TURBO", replacement: "FAST", isDeprecated: true),"#), "\(deprecated)")
        #expect(deprecated.contains("deprecated: 0,") && deprecated.contains(#"["FAST", "SLOW"]"#))
        for row in [
            "things_v9\tthing_request\tmode\tenum\tFAST|SLOW\t+TURBO (deprecated for FAST)\t-\tx\n",
            "things_v9\tthing_request\tmode\tenum\tFAST|SLOW\t+TURBO (deprecated for WARP)\twarning\tx\n",
            "things_v9\tthing_request\tmode\tenum\tFAST|SLOW\t+SLOW (deprecated for FAST)\twarning\tx\n",
        ] {
            #expect(
                problems(overrides: row) == [
                    "a value read as another is a warning, read as one of the values, and not one of them itself"
                ], "\(row)")
        }
        // Bounds that admit no value (the Payments v1 document's payer_id: minLength 256, maxLength 1) fail: the
        // validator's ranges cannot hold them.
        #expect(
            problems(overrides: "things_v9\tthing_request\tid\tmaxLength\t10\t0\t-\tx\n") == [
                "things_v9:thing_request.id: the minimum length 1 is above the maximum 0; add overrides.tsv rows saying which bounds are meant"
            ])
        // A maximum raised, with or without the length PayPal keeps of what it accepts.
        let raised = try source(overrides: "things_v9\tthing_request\tid\tmaxLength\t10\t20\t-\tan SDK model\n")
        #expect(raised.contains("maxLength: 20, truncatedLength: -1"), "\(raised)")
        let truncated = try source(
            overrides: "things_v9\tthing_request\tid\tmaxLength\t10\t300 (truncated past 10)\twarning\tan SDK model\n")
        #expect(truncated.contains("maxLength: 300, truncatedLength: 10"), "\(truncated)")
        #expect(
            problems(overrides: "things_v9\tthing_request\tid\tmaxLength\t10\t300 (truncated past 10)\t-\tx\n") == [
                "a maxLength override is a length, or a length and \"(truncated past N)\" with severity warning"
            ])
        #expect(
            problems(overrides: "things_v9\tthing_request\tid\tmaxLength\t10\t300 (cut at ten)\twarning\tx\n") == [
                "a maxLength override is a length, or a length and \"(truncated past N)\" with severity warning"
            ])
        #expect(
            problems(overrides: "things_v9\tthing_request\tmode\tenum\tFAST|SLOW\tFAST|SLOW\t-\tnone\n") == [
                "the override no longer differs from the document: remove the row"
            ])
        #expect(
            problems(overrides: "things_v9\tthing_request\tmode\tenum\tFAST\tFAST|SLOW|NEW\t-\tx\n") == [
                "the document now says FAST|SLOW where the row says FAST: review the override"
            ])
        #expect(
            problems(overrides: "things_v9\tthing_request\tid\trequired\toptional\trequired\t-\t\n") == [
                "an override needs its evidence"
            ])
        // `+X`: the published values and X (a list of a thousand carriers gains one); X already there is stale.
        let added = try source(overrides: "things_v9\tthing_request\tmode\tenum\tFAST|...\t+OTHER\t-\tthe description\n")
        #expect(added.contains(#"["FAST", "SLOW", "OTHER"]"#), "\(added)")
        #expect(
            problems(overrides: "things_v9\tthing_request\tmode\tenum\tFAST|...\t+SLOW\t-\tx\n") == [
                "the document now has SLOW: remove the row"
            ])
        let strict = try source(overrides: "things_v9\t*\t*\tunknown-members\taccepted\terror\t-\tMALFORMED_REQUEST\n")
        #expect(strict.contains("rejectsUnknownMembers: true"))
    }

    @Test("a member the document defines and PayPal refuses is left out, where unknown members are errors")
    func refusedMember() throws {
        let strict = "things_v9\t*\t*\tunknown-members\taccepted\terror\t-\tMALFORMED_REQUEST\n"
        let refused = "things_v9\tthing_request\tmode\tmember\tdefined\trefused\terror\ta recorded answer\n"
        #expect(try source(overrides: strict).contains(#"Member(name: "mode""#))
        #expect(try !source(overrides: strict + refused).contains(#"Member(name: "mode""#))
        #expect(problems(overrides: refused) == [
            "a refused member is an error only in a document whose unknown members are (an unknown-members row)"
        ])
        #expect(problems(overrides: strict + refused.replacingOccurrences(of: "\terror\t", with: "\twarning\t")) == [
            "member rows are \"… member defined refused error\""
        ])
        #expect(problems(overrides: strict + refused.replacingOccurrences(of: "mode", with: "gone")) == [
            "things_v9:thing_request has no member \"gone\""
        ])
    }

    @Test("a PATCH call's patchable attributes: the table of its description, and patchable.tsv rows it lacks")
    func patchable() throws {
        let document = Self.documentWithPatchCall(
            description: "Updates a thing.<table><thead><th>Attribute</th><th>Op</th><th>Notes</th></thead><tbody><tr><td><code>mode</code></td><td>replace</td><td></td></tr><tr><td><code>tags[].label</code></td><td>replace, add, remove</td><td>Labels.</td></tr></tbody></table>")
        let header = RequestSchemas.patchableColumns.joined(separator: "\t") + "\n"
        func run(_ rows: String) -> Generator.Outcome {
            Generator.renderRequestSchemas(
                documents: ["things_v9": document],
                additions: table(Self.additionsHeader, "a", RequestSchemas.additionColumns),
                overrides: table(Self.overridesHeader, "o", RequestSchemas.overrideColumns),
                patchable: table(header + rows, "openapi/patchable.tsv", RequestSchemas.patchableColumns))
        }
        guard case .rendered(let files) = run("things_v9\tPATCH\t/v9/things/{id}\tnode.when\treplace|add\tthe guide\n") else {
            Issue.record("the generator failed")
            return
        }
        let source = try #require(files["RequestSchema+Generated.swift"])
        #expect(source.contains(#"Patchable(path: "/v9/things/{id}", attribute: "mode", operations: "replace"),"#))
        #expect(source.contains(#"Patchable(path: "/v9/things/{id}", attribute: "tags[].label", operations: "replace|add|remove"),"#))
        #expect(source.contains(#"Patchable(path: "/v9/things/{id}", attribute: "node.when", operations: "replace|add"),"#))
        // A row the table now has, a row without its source and one for a call no document has are reported.
        guard case .failed(let problems) = run(
            "things_v9\tPATCH\t/v9/things/{id}\tmode\treplace\tx\nthings_v9\tPATCH\t/v9/things/{id}\tid\treplace\t\nthings_v9\tPATCH\t/v9/nothing\tid\treplace\tx\n")
        else {
            Issue.record("stale rows were not reported")
            return
        }
        #expect(problems.map(\.message) == [
            "the document now lists mode as patchable: remove the row", "a patchable row needs its source",
            "no request body PATCH /v9/nothing in things_v9",
        ])
    }

    @Test("run patterns: classes, ranges, escapes and quantifiers as Python's re reads them")
    func runPatterns() {
        func run(_ pattern: String) -> (Set<UInt8>, Bool, Int, Int?)? {
            guard
                case .success(.run(let ascii, let wide, let min, let max)) = SchemaPattern.compile(
                    pattern, maxLength: 300)
            else { return nil }
            return (ascii, wide, min, max)
        }
        #expect(run("^[0-9A-Z_]+$").map { ($0.0.count, $0.2, $0.3) } ?? (0, 0, 0) == (37, 1, nil))
        #expect(run("^.{1,300}$").map { ($0.0.contains(10), $0.1, $0.3) } ?? (true, false, 0) == (false, true, 300))
        #expect(run("^[0-9]{1,3}?$").map { ($0.2, $0.3) } ?? (0, 0) == (1, 3))
        // "-" after a range is a literal ("[a-z0-9-_.]" has "-", "_" and ".", not the range "9-_").
        #expect(
            run("^[a-zA-Z0-9-_.+=]+$").map { $0.0.contains(UInt8(ascii: "-")) && !$0.0.contains(UInt8(ascii: ":")) }
                == true)
        #expect(run("^[^a]+$") == nil)
        guard case .failure = SchemaPattern.compile("[A-z0-9]{1}", maxLength: 1) else {
            Issue.record("an unanchored pattern is not enforced as anchored")
            return
        }
    }

    @Test("docs/rules.md lists every row of overrides.tsv and additions.tsv; it and Data/README.md give the row counts")
    func rulesDocumentListsEveryDifference() throws {
        let rules = try String(contentsOf: Paths.repository.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let dataReadme = try String(contentsOf: Paths.data.appendingPathComponent("README.md"), encoding: .utf8)
        for (file, columns) in [
            ("overrides.tsv", RequestSchemas.overrideColumns), ("additions.tsv", RequestSchemas.additionColumns),
        ] {
            let text = try String(contentsOf: Paths.data.appendingPathComponent("openapi/\(file)"), encoding: .utf8)
            var diagnostics = DiagnosticCollector()
            let rows = TSVTable.parse(text, file: file, requiredColumns: columns, diagnostics: &diagnostics).rows
            #expect(diagnostics.isEmpty)
            #expect(rules.contains("(\(rows.count) rows of `Data/openapi/\(file)`)"), "row count of \(file)")
            #expect(dataReadme.contains("| `openapi/\(file)` | \(rows.count) |"), "Data/README.md's row count of \(file)")
            for row in rows {
                // A row without a member is about the component itself (an addition defining an empty one).
                let place = row["member"].isEmpty ? row["schema"] : "\(row["schema"]).\(row["member"])"
                #expect(rules.contains("| \(row["document"]) | `\(place)` |"), "\(file) line \(row.line)")
            }
        }
    }
}
