import Foundation
import Testing
import _PPDataGeneratorCore

/// The slips a maintainer makes in `Data/openapi`'s side tables and documents, each refused with its file and line
/// rather than turned into a different table: a misspelt severity, a length that is no number, a requirement or type
/// that is no word the generator knows, a format no check owns, an operation JSON Patch does not have, a row entered
/// twice, and a document missing from the folder or one too many in it.
@Suite("Request schemas: slips in the side tables")
struct SchemaChangeRowTests {
    let base = RequestSchemaGeneratorTests()

    func problems(additions: String = "", overrides: String = "") -> [String] {
        base.problems(additions: additions, overrides: overrides)
    }

    @Test("override values the generator does not know are refused, not read as another", arguments: [
        ("things_v9\tnode\twhen\ttype\tstring\tnumbr|string\twarning\tx\n", "unknown type \"numbr\""),
        ("things_v9\tthing_request\tid\tminLength\t1\tzero\twarning\tx\n", "a minLength override is a length (digits) or -"),
        ("things_v9\tthing_request\tid\tmaxLength\t10\t-5\t-\tx\n", "a maxLength override is a length (digits) or -"),
        ("things_v9\tthing_request\tid\trequired\toptional\trequred\t-\tx\n", "a required override is required or optional"),
        ("things_v9\tthing_request\tid\tminLength\t1\t0\twarn\tx\n", "severity \"warn\" is none of warning, error and -"),
        ("things_v9\tthing_request\tid\tformat\t-\turl\t-\tx\n",
         "format \"url\" is not one a check of ppdata owns (email, merchant_common_email_address_v2, ppaas_common_country_code_v2, ppaas_common_currency_code_v2, ppaas_common_email_address_v2, uri)"),
    ])
    func overrideValues(row: String, message: String) {
        #expect(problems(overrides: row) == [message])
    }

    @Test("addition values the generator does not know are refused")
    func additionValues() {
        #expect(problems(additions: "things_v9\tnode\tnote\tstring\t\t\tx\t\t\t\tthe SDK\n") == [
            "minLength \"x\" is not a length (digits)"
        ])
        #expect(problems(additions: "things_v9\tnode\tsite\tstring\t\t\t\t\t\turl\tthe SDK\n") == [
            "format \"url\" is not one a check of ppdata owns (email, merchant_common_email_address_v2, ppaas_common_country_code_v2, ppaas_common_currency_code_v2, ppaas_common_email_address_v2, uri)"
        ])
        #expect(problems(additions: "things_v9\tnode\tsite\tstring\t\t\t1\t2048\t\turi\tthe SDK\n") == [])
    }

    @Test("a row entered twice is named as a repeat, not as a change in the document")
    func repeatedRows() {
        let addition = "things_v9\tnode\tnote\tstring\t\t\t\t\t\t\tthe SDK\n"
        #expect(problems(additions: addition + addition) == [
            "repeats the row of line 2 (the same document, schema, member)"
        ])
        let override = "things_v9\tnode\twhen\ttype\tstring\tnumber|string\twarning\ta recording\n"
        #expect(problems(overrides: override + override) == [
            "repeats the row of line 2 (the same document, schema, member, constraint)"
        ])
    }

    @Test("a patchable row's operations are JSON Patch's")
    func patchOperations() {
        let document = RequestSchemaGeneratorTests.documentWithPatchCall(description: "Updates a thing.")
        let header = RequestSchemas.patchableColumns.joined(separator: "\t") + "\n"
        func problems(_ rows: String) -> [String] {
            let outcome = Generator.renderRequestSchemas(
                documents: ["things_v9": document],
                additions: base.table(RequestSchemaGeneratorTests.additionsHeader, "a", RequestSchemas.additionColumns),
                overrides: base.table(RequestSchemaGeneratorTests.overridesHeader, "o", RequestSchemas.overrideColumns),
                patchable: base.table(header + rows, "openapi/patchable.tsv", RequestSchemas.patchableColumns))
            guard case .failed(let found) = outcome else { return [] }
            return found.map(\.description)
        }
        #expect(problems("things_v9\tPATCH\t/v9/things/{id}\tmode\treplace|add\tthe guide\n") == [])
        #expect(problems("things_v9\tPATCH\t/v9/things/{id}\tmode\treplace|update\tthe guide\n") == [
            "openapi/patchable.tsv:2: \"update\" is not a JSON Patch operation (add, copy, move, remove, replace, test)"
        ])
        let row = "things_v9\tPATCH\t/v9/things/{id}\tmode\treplace\tthe guide\n"
        #expect(problems(row + row) == [
            "openapi/patchable.tsv:3: repeats the row of line 2 (the same document, method, path, attribute)"
        ])
    }

    @Test("the folder holds exactly PayPal's documents: one missing or one too many is named")
    func documentFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-openapi-\(UUID().uuidString)")
        let openapi = folder.appendingPathComponent("openapi")
        try FileManager.default.createDirectory(at: openapi, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = Paths.data.appendingPathComponent("openapi")
        for name in try FileManager.default.contentsOfDirectory(atPath: data.path) where name != "sdk" {
            try FileManager.default.copyItem(at: data.appendingPathComponent(name), to: openapi.appendingPathComponent(name))
        }
        try FileManager.default.removeItem(at: openapi.appendingPathComponent("payments_payouts_batch_v1.json"))
        try Data("{}".utf8).write(to: openapi.appendingPathComponent("checkout_orders_v2.orig.json"))
        guard case .failed(let found) = Generator.renderRequestSchemas(dataDirectory: folder) else {
            Issue.record("a missing document and a stray one were not reported")
            return
        }
        let messages = found.map(\.description)
        #expect(messages.contains(
            "openapi/checkout_orders_v2.orig.json:0: is not one of PayPal's documents ppdata reads (checkout_orders_v2.json, payments_payment_v1.json, payments_payment_v2.json, payments_payouts_batch_v1.json, vault_payment_tokens_v3.json): remove it, or add it to RequestSchemas.documentFiles"))
        #expect(messages.contains("openapi/payments_payouts_batch_v1.json:0: is missing: Scripts/import-openapi.sh brings PayPal's documents"))
        // A side table that cannot be read is named as such, not as a table without a header.
        try FileManager.default.removeItem(at: openapi.appendingPathComponent("overrides.tsv"))
        guard case .failed(let again) = Generator.renderRequestSchemas(dataDirectory: folder) else {
            Issue.record("a missing overrides.tsv was not reported")
            return
        }
        #expect(again.map(\.description).contains { $0.hasPrefix("openapi/overrides.tsv:0: cannot read ") })
        #expect(!again.map(\.description).contains { $0.contains("no header row") })
    }
}
