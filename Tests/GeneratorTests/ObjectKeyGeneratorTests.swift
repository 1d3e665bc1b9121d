import Foundation
import Testing
import _PPDataGeneratorCore

/// Data/openapi/key-enums.tsv to `ObjectKey` enums: every member checked against its request-schema object.
@Suite("Object key enums from key-enums.tsv")
struct ObjectKeyGeneratorTests {
    static let header = ObjectKeyRenderer.columns.joined(separator: "\t") + "\n"

    func run(_ rows: String) -> Generator.Outcome {
        func table(_ text: String, _ name: String, _ columns: [String]) -> TSVTable {
            var diagnostics = DiagnosticCollector()
            return TSVTable.parse(text, file: name, requiredColumns: columns, diagnostics: &diagnostics)
        }
        return Generator.renderRequestSchemas(
            documents: ["things_v9": RequestSchemaGeneratorTests.document],
            additions: table(RequestSchemaGeneratorTests.additionsHeader, "a", RequestSchemas.additionColumns),
            overrides: table(RequestSchemaGeneratorTests.overridesHeader, "o", RequestSchemas.overrideColumns),
            keyEnums: table(Self.header + rows, "openapi/key-enums.tsv", ObjectKeyRenderer.columns))
    }

    @Test("a row becomes an enum in its namespace: cases in the row's order, lower camel case, and their JSON names")
    func renders() throws {
        guard case .rendered(let files) = run("Things.RequestKey\tthings_v9:thing_request\tmode|id|node\n") else {
            Issue.record("the generator failed")
            return
        }
        let source = try #require(files["ObjectKey+Generated.swift"])
        #expect(source.contains("""
            extension Things {
                /// The members of `things_v9:thing_request` the rules read, in position order.
                enum RequestKey: Int, ObjectKey {
                    case mode, id, node

                    var name: StaticString {
                        switch self {
                        case .mode: "mode"
                        case .id: "id"
                        case .node: "node"
                        }
                    }
                }
            }
            """))
    }

    @Test("members become Swift's case names: lower camel case, id, url and urls as Swift writes them")
    func caseNames() throws {
        #expect(ObjectKeyRenderer.caseName("payer_id") == "payerID")
        #expect(ObjectKeyRenderer.caseName("redirect_urls") == "redirectURLs")
        #expect(ObjectKeyRenderer.caseName("notify_url") == "notifyURL")
        #expect(ObjectKeyRenderer.caseName("tax_id_type") == "taxIDType")
        #expect(ObjectKeyRenderer.caseName("extension_number") == "extensionNumber")
        #expect(ObjectKeyRenderer.caseName("purchase_units") == "purchaseUnits")
        guard case .rendered(let files) = run("Things.TagKey\tthings_v9:thing_request.tags[]\tlabel\n") else {
            Issue.record("the generator failed")
            return
        }
        #expect(try #require(files["ObjectKey+Generated.swift"]).contains("        case label\n"))
    }

    @Test("an unknown object or member, a repeated member, a malformed or repeated enum name are reported")
    func problems() {
        guard case .failed(let problems) = run("""
            Things.A\tthings_v9:nothing\tmode
            Things.B\tthings_v9:thing_request\tmode|colour|mode
            things.C\tthings_v9:thing_request\tmode
            Things.B\tthings_v9:thing_request\tmode

            """)
        else {
            Issue.record("bad rows were not reported")
            return
        }
        #expect(problems.map(\.description) == [
            "openapi/key-enums.tsv:2: object \"things_v9:nothing\" is not a request-schema object",
            "openapi/key-enums.tsv:3: \"colour\" is not a member of things_v9:thing_request",
            "openapi/key-enums.tsv:3: the members are empty or list one twice",
            "openapi/key-enums.tsv:4: enum \"things.C\" is not a Namespace.Name",
            "openapi/key-enums.tsv:5: enum Things.B repeats the row of line 3",
        ])
    }
}
