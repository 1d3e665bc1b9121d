import Foundation

/// The objects of PayPal's current API that the published documents lack, as PayPal's generated TypeScript SDK
/// defines them (`openapi/sdk/models.json`, written by `Scripts/import-sdk-models.sh`), named by `additions.tsv`:
///
/// - a row with a member and an `sdk:` object adds that member with the SDK's object (`readModel`);
/// - a row without a member defines a component the document publishes as an empty schema `{}` (`google_pay_request`)
///   as the SDK's object, before the document is read, so every place that refers to it is checked.
///
/// Inside an SDK object, a reference to a component the document publishes under the same name (`money`) is the
/// published one: it carries the formats that hand a value to its semantic check.
extension RequestSchemas {
    /// The `components.schemas` of an OpenAPI document (or of `models`).
    static func componentSchemas(of document: [String: Any]) -> [String: Any] {
        ((document["components"] as? [String: Any])?["schemas"] as? [String: Any]) ?? [:]
    }

    /// The components an SDK object's references resolve in: the document's own, and the SDK's where the document
    /// has none of that name.
    static func schemas(publishedIn published: [String: Any], models: [String: Any]) -> [String: Any] {
        models.merging(published) { _, published in published }
    }

    /// `documents` with the empty components that `additions` define replaced by the SDK's objects, and the SDK's
    /// other objects added where the document has no component of that name (so the replacements' references
    /// resolve). A row whose component is missing or no longer empty is reported: the document now defines it.
    package static func definingEmptyComponents(
        of documents: [String: Any], additions: TSVTable, models: [String: Any], diagnostics: inout DiagnosticCollector
    ) -> [String: Any] {
        let modelSchemas = componentSchemas(of: models)
        var documents = documents
        for row in additions.rows where row["member"].isEmpty {
            let name = row["document"]
            guard var document = documents[name] as? [String: Any] else {
                diagnostics.report(additions.file, row.line, "no document \(name)")
                continue
            }
            var schemas = componentSchemas(of: document)
            guard let published = schemas[row["schema"]] as? [String: Any] else {
                diagnostics.report(additions.file, row.line, "\(name) has no component \(row["schema"])")
                continue
            }
            guard published.isEmpty else {
                diagnostics.report(
                    additions.file, row.line, "\(name) now defines \(row["schema"]): remove the row")
                continue
            }
            guard row["object"].hasPrefix("sdk:"),
                let model = modelSchemas[String(row["object"].dropFirst("sdk:".count))]
            else {
                diagnostics.report(
                    additions.file, row.line,
                    "a row without a member defines an empty component: its object is an sdk: object of openapi/sdk/models.json")
                continue
            }
            schemas = Self.schemas(publishedIn: schemas, models: modelSchemas)
            schemas[row["schema"]] = model
            var components = (document["components"] as? [String: Any]) ?? [:]
            components["schemas"] = schemas
            document["components"] = components
            documents[name] = document
        }
        return documents
    }
}
