import Foundation

/// Reading PayPal's OpenAPI 3.0 documents: each request body's schema and every object it reaches.
///
/// The documents use a small part of OpenAPI's schema language: `type`, `properties`, `required`, `$ref` to
/// `#/components/schemas/…`, `allOf` (merged: the union of the parts' members and required lists, a member defined
/// twice held to both definitions), `items`,
/// `enum`, `minLength`/`maxLength`, `pattern`, `format`, `minItems`/`maxItems`, `minimum`/`maximum`, `readOnly`.
/// Anything else a schema holds (`description`, `example`, `default`, `deprecated`) says nothing a request is
/// checked against. A keyword the reader does not know is reported, so a new construct in a refreshed document
/// cannot be skipped silently.
extension RequestSchemas {
    /// The keywords of a schema object that are read or deliberately passed over.
    static let knownKeywords: Set<String> = [
        "type", "properties", "required", "$ref", "allOf", "items", "enum", "minLength", "maxLength", "pattern",
        "format",
        "minItems", "maxItems", "minimum", "maximum", "readOnly", "description", "title", "example", "examples",
        "default", "deprecated", "additionalProperties", "x-redacted", "x-sensitive", "nullable", "writeOnly",
    ]

    /// Reads the documents (file name without `.json` → parsed JSON), in name order so the output is stable.
    package static func read(documents: [String: Any], diagnostics: inout DiagnosticCollector) -> RequestSchemas {
        var reader = Reader()
        for name in documents.keys.sorted() {
            guard let document = documents[name] as? [String: Any] else {
                diagnostics.report("openapi/\(name).json", 0, "not a JSON object")
                continue
            }
            reader.read(document, named: name, diagnostics: &diagnostics)
        }
        return reader.result
    }

    /// Reads the object `name` of `models` (`RequestSchemas+SDKModels.swift`) into `document`'s objects with what
    /// it reaches, and returns its index (nil when `models` has no such object: reported). A reference to a
    /// component `published` has is the published one.
    package mutating func readModel(
        _ name: String, of models: [String: Any], into document: String, published: [String: Any],
        diagnostics: inout DiagnosticCollector
    ) -> Int? {
        let file = "openapi/sdk/models.json"
        let modelSchemas = Self.componentSchemas(of: models)
        let publishedSchemas = Self.componentSchemas(of: published)
        guard let schema = modelSchemas[name] as? [String: Any] else {
            diagnostics.report(file, 0, "no object \(name): run Scripts/import-sdk-models.sh")
            return nil
        }
        var reader = Reader(result: self)
        var context = Reader.Context(
            document: document, file: file,
            schemas: Self.schemas(publishedIn: publishedSchemas, models: modelSchemas))
        let index = reader.object(named: name, schema: schema, in: &context, diagnostics: &diagnostics)
        self = reader.result
        return index
    }

    /// The state of one reading: objects by name, so each component becomes one object however often it is used.
    private struct Reader {
        var result = RequestSchemas()
        var indexByName: [String: Int] = [:]

        init(result: RequestSchemas = RequestSchemas()) {
            self.result = result
            for (index, object) in result.objects.enumerated() { indexByName[object.name] = index }
        }

        mutating func read(_ document: [String: Any], named name: String, diagnostics: inout DiagnosticCollector) {
            let file = "openapi/\(name).json"
            let components = (document["components"] as? [String: Any]) ?? [:]
            let schemas = (components["schemas"] as? [String: Any]) ?? [:]
            let requestBodies = (components["requestBodies"] as? [String: Any]) ?? [:]
            var context = Context(document: name, file: file, schemas: schemas)
            let paths = (document["paths"] as? [String: Any]) ?? [:]
            for path in paths.keys.sorted() {
                let operations = (paths[path] as? [String: Any]) ?? [:]
                for method in operations.keys.sorted() {
                    guard let operation = operations[method] as? [String: Any],
                        var body = operation["requestBody"] as? [String: Any]
                    else { continue }
                    if let ref = body["$ref"] as? String,
                        let named = requestBodies[ref.components(separatedBy: "/").last ?? ""]
                    {
                        body = (named as? [String: Any]) ?? [:]
                    }
                    let content = (body["content"] as? [String: Any]) ?? [:]
                    guard let json = content["application/json"] as? [String: Any],
                        let schema = json["schema"] as? [String: Any]
                    else {
                        diagnostics.report(
                            file, 0, "\(method.uppercased()) \(path): no application/json request schema")
                        continue
                    }
                    let root = (schema["$ref"] as? String).map { String($0.split(separator: "/").last ?? "") } ?? "body"
                    let shape = self.shape(of: schema, at: "\(root)", in: &context, diagnostics: &diagnostics)
                    var read = Body(document: name, method: method.uppercased(), path: path, schema: root, shape: shape)
                    if method == "patch" {
                        read.patchable = Self.patchableTable(in: (operation["description"] as? String) ?? "")
                    }
                    result.bodies.append(read)
                }
            }
        }

        /// The rows of the "Patchable attributes or objects" table a PATCH operation's description holds (HTML:
        /// `<tr><td><code>purchase_units[].custom_id</code></td><td>replace, add, remove</td>...`), in order.
        static func patchableTable(in description: String) -> [Patchable] {
            var rows: [Patchable] = []
            var rest = Substring(description)
            while let start = rest.range(of: "<tr><td><code>") {
                rest = rest[start.upperBound...]
                guard let end = rest.range(of: "</code></td><td>") else { break }
                let attribute = String(rest[..<end.lowerBound])
                rest = rest[end.upperBound...]
                guard let close = rest.range(of: "</td>") else { break }
                let operations = rest[..<close.lowerBound].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                rows.append(Patchable(attribute: attribute, operations: operations.filter { !$0.isEmpty }))
                rest = rest[close.upperBound...]
            }
            return rows
        }

        /// The schemas of one document and where diagnostics go.
        struct Context {
            var document: String
            var file: String
            var schemas: [String: Any]
        }

        /// The component a `$ref` names, or nil (reported).
        func component(
            _ ref: String, in context: Context, diagnostics: inout DiagnosticCollector
        ) -> (String, [String: Any])? {
            let prefix = "#/components/schemas/"
            guard ref.hasPrefix(prefix),
                let schema = context.schemas[String(ref.dropFirst(prefix.count))] as? [String: Any]
            else {
                diagnostics.report(context.file, 0, "unresolvable reference \(ref)")
                return nil
            }
            return (String(ref.dropFirst(prefix.count)), schema)
        }

        /// Whether `schema` describes an object (its own members, or parts merged by `allOf`).
        func isObject(_ schema: [String: Any], in context: Context) -> Bool {
            if schema["properties"] != nil || schema["allOf"] != nil { return true }
            if let type = schema["type"] as? String { return type == "object" }
            return false
        }

        /// The shape of the value `schema` describes; `name` names an inline object.
        mutating func shape(
            of schema: [String: Any], at name: String, in context: inout Context, diagnostics: inout DiagnosticCollector
        ) -> Shape {
            for keyword in schema.keys.sorted() where !RequestSchemas.knownKeywords.contains(keyword) {
                diagnostics.report(
                    context.file, 0, "\(name): schema keyword \"\(keyword)\" is not read by the generator")
            }
            if let ref = schema["$ref"] as? String {
                guard let (component, target) = self.component(ref, in: context, diagnostics: &diagnostics) else {
                    return Shape()
                }
                if isObject(target, in: context) {
                    return Shape(
                        types: [.object],
                        object: object(named: component, schema: target, in: &context, diagnostics: &diagnostics))
                }
                return shape(of: target, at: component, in: &context, diagnostics: &diagnostics)
            }
            if isObject(schema, in: context) {
                return Shape(
                    types: [.object],
                    object: object(named: name, schema: schema, in: &context, diagnostics: &diagnostics))
            }
            var shape = Shape()
            if let type = schema["type"] as? String {
                if let known = JSONType(rawValue: type) {
                    shape.types = [known]
                } else {
                    diagnostics.report(context.file, 0, "\(name): unknown type \"\(type)\"")
                }
            }
            shape.values = (schema["enum"] as? [Any])?.map { "\($0)" }
            shape.minLength = schema["minLength"] as? Int
            shape.maxLength = schema["maxLength"] as? Int
            shape.pattern = schema["pattern"] as? String
            shape.format = schema["format"] as? String
            shape.minItems = schema["minItems"] as? Int
            shape.maxItems = schema["maxItems"] as? Int
            shape.minimum = schema["minimum"] as? Int
            shape.maximum = schema["maximum"] as? Int
            if let items = schema["items"] as? [String: Any] {
                shape.items = [self.shape(of: items, at: name + "[]", in: &context, diagnostics: &diagnostics)]
            }
            return shape
        }

        /// The index of the object `name` (`document:` is prefixed), read on first use: an index is taken before the
        /// members are read, so a schema that refers to itself ends.
        mutating func object(
            named name: String, schema: [String: Any], in context: inout Context, diagnostics: inout DiagnosticCollector
        ) -> Int {
            let key = "\(context.document):\(name)"
            if let index = indexByName[key] { return index }
            let index = result.objects.count
            indexByName[key] = index
            result.objects.append(Object(name: key))
            var members: [String: Member] = [:]
            collect(schema, at: name, into: &members, in: &context, diagnostics: &diagnostics)
            result.objects[index].members = members.values.sorted { $0.name < $1.name }
            return index
        }

        /// The constraints of two definitions of one member together: the narrower bound of each pair, the common
        /// types and values, either pattern (a member with two different patterns is reported: one shape holds
        /// one). The later definition's object and items win (none of PayPal's documents defines them twice).
        static func intersection(
            _ earlier: Shape, _ later: Shape, at name: String, file: String, diagnostics: inout DiagnosticCollector
        ) -> Shape {
            func narrower(_ a: Int?, _ b: Int?, _ pick: (Int, Int) -> Int) -> Int? {
                guard let a, let b else { return a ?? b }
                return pick(a, b)
            }
            var merged = later
            if !earlier.types.isEmpty { merged.types = later.types.isEmpty ? earlier.types : earlier.types.intersection(later.types) }
            if let values = earlier.values { merged.values = later.values.map { $0.filter(values.contains) } ?? values }
            merged.minLength = narrower(earlier.minLength, later.minLength, max)
            merged.maxLength = narrower(earlier.maxLength, later.maxLength, min)
            merged.minItems = narrower(earlier.minItems, later.minItems, max)
            merged.maxItems = narrower(earlier.maxItems, later.maxItems, min)
            merged.minimum = narrower(earlier.minimum, later.minimum, max)
            merged.maximum = narrower(earlier.maximum, later.maximum, min)
            if let pattern = earlier.pattern, let other = later.pattern, pattern != other {
                diagnostics.report(file, 0, "\(name): two allOf parts give different patterns, \(pattern) and \(other)")
            }
            merged.pattern = later.pattern ?? earlier.pattern
            merged.format = later.format ?? earlier.format
            merged.object = later.object ?? earlier.object
            if merged.items.isEmpty { merged.items = earlier.items }
            return merged
        }

        /// Adds `schema`'s members (and those of its `allOf` parts) to `members`.
        mutating func collect(
            _ schema: [String: Any], at name: String, into members: inout [String: Member], in context: inout Context,
            diagnostics: inout DiagnosticCollector
        ) {
            for part in (schema["allOf"] as? [[String: Any]]) ?? [] {
                if let ref = part["$ref"] as? String {
                    guard let (_, target) = component(ref, in: context, diagnostics: &diagnostics) else { continue }
                    collect(target, at: name, into: &members, in: &context, diagnostics: &diagnostics)
                } else {
                    collect(part, at: name, into: &members, in: &context, diagnostics: &diagnostics)
                }
            }
            let properties = (schema["properties"] as? [String: Any]) ?? [:]
            for key in properties.keys.sorted() {
                guard let property = properties[key] as? [String: Any] else { continue }
                var member = members[key] ?? Member(name: key)
                let own = shape(of: property, at: "\(name).\(key)", in: &context, diagnostics: &diagnostics)
                // A member that another `allOf` part defines too must satisfy both, as a JSON Schema validator reads
                // `allOf` (Payments v2 `capture_request`'s `invoice_id`: its own `maxLength`, and `minLength` and
                // `pattern` from `supplementary_purchase_data`).
                member.shape = members[key].map {
                    Self.intersection($0.shape, own, at: "\(name).\(key)", file: context.file, diagnostics: &diagnostics)
                } ?? own
                member.readOnly = (property["readOnly"] as? Bool) ?? false
                members[key] = member
            }
            for key in (schema["required"] as? [String]) ?? [] {
                if members[key] == nil {
                    diagnostics.report(context.file, 0, "\(name): required member \"\(key)\" is not defined")
                    continue
                }
                members[key]?.required = true
            }
        }
    }
}
