import Foundation

/// The generator pipeline: read Data/, validate it, render Swift, write the files.
///
/// Each stage collects diagnostics instead of stopping at the first, and nothing is written unless the
/// data is clean, so a bad edit never leaves half-regenerated tables behind.
package enum Generator {
    /// The outcome of a run: the rendered files, or every problem found.
    package enum Outcome: Sendable {
        /// Clean data: file name → Swift source.
        case rendered([String: String])
        /// The data has problems; nothing was rendered.
        case failed([GeneratorDiagnostic])
    }

    /// Reads and validates the data in `dataDirectory` and renders it.
    package static func render(dataDirectory: URL) -> Outcome {
        var diagnostics = DiagnosticCollector()
        let data = ReferenceData.read(from: dataDirectory, diagnostics: &diagnostics)
        return render(data, diagnostics: diagnostics)
    }

    /// Validates already-read data and renders it; the seam tests use.
    package static func render(_ data: ReferenceData, diagnostics: DiagnosticCollector = .init()) -> Outcome {
        var diagnostics = diagnostics
        guard diagnostics.isEmpty else { return .failed(diagnostics.diagnostics) }
        data.validate(into: &diagnostics)
        guard diagnostics.isEmpty else { return .failed(diagnostics.diagnostics) }
        // Joined to subdivisions that validated: a broken subdivision table would make every join look wrong.
        var joined = data
        joined.attachPayPalStateCodes(diagnostics: &diagnostics)
        guard diagnostics.isEmpty else { return .failed(diagnostics.diagnostics) }
        return .rendered(Renderer(data: joined).render())
    }

    /// Writes `files` into `outputDirectory`, removing generated files that are no longer produced.
    ///
    /// Files are only rewritten when their contents change, so an unchanged run leaves timestamps alone
    /// and does not trigger a rebuild.
    package static func write(_ files: [String: String], to outputDirectory: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let existing = (try? manager.contentsOfDirectory(atPath: outputDirectory.path)) ?? []
        for name in existing where name.hasSuffix(".swift") && files[name] == nil {
            try manager.removeItem(at: outputDirectory.appendingPathComponent(name))
        }
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = outputDirectory.appendingPathComponent(name)
            let data = Data(contents.utf8)
            if let current = try? Data(contentsOf: url), current == data { continue }
            try data.write(to: url, options: .atomic)
        }
    }
}

extension Generator {
    /// Reads PayPal's OpenAPI documents in `dataDirectory/openapi` with their additions and overrides, validates
    /// them and renders the request-schema tables of PPDataValidation.
    package static func renderRequestSchemas(dataDirectory: URL) -> Outcome {
        var diagnostics = DiagnosticCollector()
        let folder = dataDirectory.appendingPathComponent("openapi")
        // Exactly the documents ppdata checks against: a missing one would drop its kinds' schemas without a word,
        // and a stray copy (`payments_payouts_batch_v1.orig.json`) would become a document of its own.
        let present = Set(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") })
        for name in present.subtracting(RequestSchemas.documentFiles).sorted() {
            diagnostics.report("openapi/\(name)", 0, "is not one of PayPal's documents ppdata reads (\(RequestSchemas.documentFiles.joined(separator: ", "))): remove it, or add it to RequestSchemas.documentFiles")
        }
        var documents: [String: Any] = [:]
        for name in RequestSchemas.documentFiles {
            guard present.contains(name) else {
                diagnostics.report("openapi/\(name)", 0, "is missing: Scripts/import-openapi.sh brings PayPal's documents")
                continue
            }
            do {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                documents[String(name.dropLast(".json".count))] = try JSONSerialization.jsonObject(with: data)
            } catch {
                diagnostics.report("openapi/\(name)", 0, "cannot read: \(error)")
            }
        }
        func table(_ name: String, _ columns: [String]) -> TSVTable {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else {
                diagnostics.report("openapi/\(name)", 0, "cannot read \(folder.appendingPathComponent(name).path)")
                return TSVTable(file: "openapi/\(name)", columns: columns, rows: [])
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.report("openapi/\(name)", 0, "is not valid UTF-8")
                return TSVTable(file: "openapi/\(name)", columns: columns, rows: [])
            }
            return TSVTable.parse(text, file: "openapi/\(name)", requiredColumns: columns, diagnostics: &diagnostics)
        }
        let additions = table("additions.tsv", RequestSchemas.additionColumns)
        let overrides = table("overrides.tsv", RequestSchemas.overrideColumns)
        let patchable = table("patchable.tsv", RequestSchemas.patchableColumns)
        let keyEnums = table("key-enums.tsv", ObjectKeyRenderer.columns)
        var models: [String: Any] = [:]
        let modelsURL = folder.appendingPathComponent("sdk/models.json")
        if FileManager.default.fileExists(atPath: modelsURL.path) {
            do {
                models = (try JSONSerialization.jsonObject(with: Data(contentsOf: modelsURL)) as? [String: Any]) ?? [:]
            } catch {
                diagnostics.report("openapi/sdk/models.json", 0, "cannot read: \(error)")
            }
        }
        return renderRequestSchemas(
            documents: documents, additions: additions, overrides: overrides, patchable: patchable, keyEnums: keyEnums,
            models: models, diagnostics: diagnostics)
    }

    /// The seam tests use: parsed documents and tables in, rendered file or problems out.
    package static func renderRequestSchemas(
        documents: [String: Any], additions: TSVTable, overrides: TSVTable, patchable: TSVTable? = nil,
        keyEnums: TSVTable? = nil, models: [String: Any] = [:], diagnostics: DiagnosticCollector = .init()
    ) -> Outcome {
        var diagnostics = diagnostics
        let documents = RequestSchemas.definingEmptyComponents(
            of: documents, additions: additions, models: models, diagnostics: &diagnostics)
        var schemas = RequestSchemas.read(documents: documents, diagnostics: &diagnostics)
        schemas.apply(
            additions: additions, overrides: overrides, patchable: patchable, models: models, documents: documents,
            diagnostics: &diagnostics)
        let patterns = schemas.compiledPatterns(file: "openapi", diagnostics: &diagnostics)
        let enums = keyEnums.map { ObjectKeyRenderer.read($0, schemas: schemas, diagnostics: &diagnostics) }
        guard diagnostics.isEmpty else { return .failed(diagnostics.diagnostics) }
        var files = RequestSchemaRenderer(schemas: schemas, patterns: patterns).render()
        if let enums { files["ObjectKey+Generated.swift"] = ObjectKeyRenderer.render(enums) }
        return .rendered(files)
    }
}
