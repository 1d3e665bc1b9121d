import Foundation

/// The two tables that change the published schemas, each row with its source: `openapi/additions.tsv` (members
/// PayPal's current API has and the published document lacks) and `openapi/overrides.tsv` (where ppdata
/// deliberately differs from the document, because PayPal's server does).
///
/// A row must still change something: a member added that the document now has, or an override whose `spec`
/// column no longer says what the document says (or whose `ppdata` column says the same), is reported, so a
/// refreshed document cannot leave a stale difference behind.
extension RequestSchemas {
    /// Columns of `openapi/additions.tsv`.
    package static let additionColumns = [
        "document", "schema", "member", "type", "object", "values", "minLength", "maxLength", "pattern", "format",
        "source",
    ]
    /// Columns of `openapi/patchable.tsv`.
    package static let patchableColumns = ["document", "method", "path", "attribute", "operations", "source"]
    /// Columns of `openapi/overrides.tsv`.
    package static let overrideColumns = [
        "document", "schema", "member", "constraint", "spec", "ppdata", "severity", "evidence",
    ]

    /// Applies the tables, reporting rows that name nothing or change nothing.
    /// `models` and `documents`: the SDK's objects (`openapi/sdk/models.json`) that an addition's `sdk:` object
    /// names, and the published documents their references may resolve to.
    package mutating func apply(
        additions: TSVTable, overrides: TSVTable, patchable: TSVTable? = nil, models: [String: Any] = [:],
        documents: [String: Any] = [:], diagnostics: inout DiagnosticCollector
    ) {
        // A repeated row is named as such: applied twice, it would read as a stale row ("the document now has …").
        let additions = Self.withoutRepeatedRows(additions, key: ["document", "schema", "member"], diagnostics: &diagnostics)
        let overrides = Self.withoutRepeatedRows(
            overrides, key: ["document", "schema", "member", "constraint"], diagnostics: &diagnostics)
        // A row without a member defined an empty component before the documents were read.
        for row in additions.rows where !row["member"].isEmpty {
            add(row, file: additions.file, models: models, documents: documents, diagnostics: &diagnostics)
        }
        for row in additions.rows where row["member"].isEmpty && row["source"].isEmpty {
            diagnostics.report(additions.file, row.line, "an addition needs its source")
        }
        for row in overrides.rows { override(row, file: overrides.file, diagnostics: &diagnostics) }
        for row in overrides.rows where row["constraint"] == "member" && !strictDocuments.contains(row["document"]) {
            diagnostics.report(
                overrides.file, row.line,
                "a refused member is an error only in a document whose unknown members are (an unknown-members row)")
        }
        if let patchable {
            let patchable = Self.withoutRepeatedRows(
                patchable, key: ["document", "method", "path", "attribute"], diagnostics: &diagnostics)
            for row in patchable.rows { addPatchable(row, file: patchable.file, diagnostics: &diagnostics) }
        }
    }

    /// `table` without the rows whose `key` columns repeat an earlier row's, each reported with the line it repeats.
    static func withoutRepeatedRows(
        _ table: TSVTable, key: [String], diagnostics: inout DiagnosticCollector
    ) -> TSVTable {
        var firstLines: [[String]: Int] = [:]
        var kept = table
        kept.rows = table.rows.filter { row in
            let values = key.map { row[$0] }
            if let first = firstLines[values] {
                diagnostics.report(table.file, row.line, "repeats the row of line \(first) (the same \(key.joined(separator: ", ")))")
                return false
            }
            firstLines[values] = row.line
            return true
        }
        return kept
    }

    /// The JSON Patch operations (RFC 6902, section 4).
    static let patchOperations: Set<String> = ["add", "remove", "replace", "move", "copy", "test"]

    /// A patchable attribute of a PATCH call that the description's table lacks (or that has no table); a row whose
    /// attribute the document now lists is stale.
    private mutating func addPatchable(_ row: TSVRow, file: String, diagnostics: inout DiagnosticCollector) {
        if row["source"].isEmpty { diagnostics.report(file, row.line, "a patchable row needs its source") }
        guard
            let index = bodies.firstIndex(where: {
                $0.document == row["document"] && $0.method == row["method"] && $0.path == row["path"]
            })
        else {
            return diagnostics.report(file, row.line, "no request body \(row["method"]) \(row["path"]) in \(row["document"])")
        }
        guard !bodies[index].patchable.contains(where: { $0.attribute == row["attribute"] }) else {
            return diagnostics.report(
                file, row.line, "the document now lists \(row["attribute"]) as patchable: remove the row")
        }
        let operations = row["operations"].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        if let unknown = operations.first(where: { !Self.patchOperations.contains($0) }) {
            return diagnostics.report(
                file, row.line,
                "\"\(unknown)\" is not a JSON Patch operation (\(Self.patchOperations.sorted().joined(separator: ", ")))")
        }
        bodies[index].patchable.append(Patchable(attribute: row["attribute"], operations: operations))
    }

    private mutating func add(
        _ row: TSVRow, file: String, models: [String: Any], documents: [String: Any],
        diagnostics: inout DiagnosticCollector
    ) {
        let name = "\(row["document"]):\(row["schema"])"
        guard let index = objectIndex(name) else {
            return diagnostics.report(file, row.line, "no request object \(name)")
        }
        if objects[index].member(row["member"]) != nil {
            return diagnostics.report(
                file, row.line, "\(name) already has \"\(row["member"])\" in the document: remove the row")
        }
        if row["source"].isEmpty { diagnostics.report(file, row.line, "an addition needs its source") }
        var shape = Shape()
        var type = row["type"]
        // `readOnly:`: a response member PayPal still reads in a request and ignores, accepted and not checked.
        let readOnly = type.hasPrefix("readOnly:")
        if readOnly { type = String(type.dropFirst("readOnly:".count)) }
        if type.hasPrefix("array:") {
            shape.types = [.array]
            type = String(type.dropFirst("array:".count))
        }
        var element = Shape()
        guard let json = JSONType(rawValue: type) else {
            return diagnostics.report(file, row.line, "unknown type \"\(row["type"])\"")
        }
        element.types = [json]
        if row["object"].hasPrefix("sdk:") {
            // An object of PayPal's current API that the document lacks, as the SDK defines it.
            guard
                let object = readModel(
                    String(row["object"].dropFirst("sdk:".count)), of: models, into: row["document"],
                    published: (documents[row["document"]] as? [String: Any]) ?? [:], diagnostics: &diagnostics)
            else { return }
            element.object = object
        } else if !row["object"].isEmpty {
            guard let object = objectIndex("\(row["document"]):\(row["object"])") else {
                return diagnostics.report(file, row.line, "no object \(row["document"]):\(row["object"])")
            }
            element.object = object
        }
        element.values = row["values"].isEmpty ? nil : row["values"].components(separatedBy: "|")
        for column in ["minLength", "maxLength"] where !row[column].isEmpty && Self.length(row[column]) == nil {
            return diagnostics.report(file, row.line, "\(column) \"\(row[column])\" is not a length (digits)")
        }
        element.minLength = Self.length(row["minLength"])
        element.maxLength = Self.length(row["maxLength"])
        element.pattern = row["pattern"].isEmpty ? nil : row["pattern"]
        element.format = row["format"].isEmpty ? nil : row["format"]
        if let format = element.format, Owner(format: format) == nil {
            return diagnostics.report(file, row.line, Self.unknownFormat(format))
        }
        if shape.types == [.array] { shape.items = [element] } else { shape = element }
        objects[index].members.append(Member(name: row["member"], readOnly: readOnly, shape: shape))
        objects[index].members.sort { $0.name < $1.name }
    }

    /// A length written in a table: digits only, so `zero` or `-1` is no length rather than none.
    static func length(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    /// The message for a `format` no semantic check owns.
    static func unknownFormat(_ format: String) -> String {
        "format \"\(format)\" is not one a check of ppdata owns (\(Owner.formats.keys.sorted().joined(separator: ", ")))"
    }

    private mutating func override(_ row: TSVRow, file: String, diagnostics: inout DiagnosticCollector) {
        if row["evidence"].isEmpty { diagnostics.report(file, row.line, "an override needs its evidence") }
        // `-`: the row lifts a constraint, so nothing is reported.
        guard ["warning", "error", "-"].contains(row["severity"]) else {
            return diagnostics.report(file, row.line, "severity \"\(row["severity"])\" is none of warning, error and -")
        }
        if row["constraint"] == "unknown-members" {
            guard row["schema"] == "*", row["member"] == "*", row["ppdata"] == "error" else {
                return diagnostics.report(file, row.line, "unknown-members rows are \"* * unknown-members … error\"")
            }
            strictDocuments.insert(row["document"])
            return
        }
        let name = "\(row["document"]):\(row["schema"])"
        guard let index = objectIndex(name) else {
            return diagnostics.report(file, row.line, "no request object \(name)")
        }
        guard let position = objects[index].members.firstIndex(where: { $0.name == row["member"] }) else {
            return diagnostics.report(file, row.line, "\(name) has no member \"\(row["member"])\"")
        }
        if row["constraint"] == "member" {
            // A member the document defines and PayPal's server refuses: left out of the object, so the walker
            // reports it as any member the document does not define (UNKNOWN_FIELD, an error in a strict document).
            guard row["spec"] == "defined", row["ppdata"] == "refused", row["severity"] == "error" else {
                return diagnostics.report(file, row.line, "member rows are \"… member defined refused error\"")
            }
            objects[index].members.remove(at: position)
            return
        }
        var member = objects[index].members[position]
        let (spec, ppdata) = (row["spec"], row["ppdata"])
        let said: String
        switch row["constraint"] {
        case "enum":
            said = member.shape.values?.joined(separator: "|") ?? "-"
            if let match = ppdata.wholeMatch(of: /\+([^ |]+) \((deprecated for|read as) ([^ |]+)\)/) {
                // A value PayPal still reads as another: accepted with a warning, and not one of the values.
                let (value, replacement) = (String(match.output.1), String(match.output.3))
                guard row["severity"] == "warning", member.shape.values?.contains(replacement) == true,
                    member.shape.values?.contains(value) == false
                else {
                    return diagnostics.report(
                        file, row.line,
                        "a value read as another is a warning, read as one of the values, and not one of them itself")
                }
                member.shape.deprecatedValue = RequestSchemas.DeprecatedValue(
                    value: value, replacement: replacement, isDeprecated: match.output.2 == "deprecated for")
            } else if ppdata.hasPrefix("+") {
                // `+A|B`: the published values and these (a list of a thousand carriers gains one).
                let added = ppdata.dropFirst().components(separatedBy: "|")
                let published = member.shape.values ?? []
                if added.allSatisfy(published.contains) {
                    diagnostics.report(file, row.line, "the document now has \(ppdata.dropFirst()): remove the row")
                }
                member.shape.values = published + added.filter { !published.contains($0) }
            } else {
                member.shape.values = ppdata == "-" ? nil : ppdata.components(separatedBy: "|")
            }
        case "type":
            said = member.shape.types.sorted().map(\.rawValue).joined(separator: "|")
            let names = ppdata.components(separatedBy: "|")
            if let unknown = names.first(where: { JSONType(rawValue: $0) == nil }) {
                return diagnostics.report(file, row.line, "unknown type \"\(unknown)\"")
            }
            let lenient = Set(names.compactMap(JSONType.init(rawValue:)))
            member.shape.lenientTypes = lenient.subtracting(member.shape.types)
            if row["severity"] != "warning" {
                diagnostics.report(
                    file, row.line, "a type override accepts the other types with a warning: severity warning")
            }
        case "pattern":
            said = member.shape.pattern ?? "-"
            if ppdata == "-" { member.shape.pattern = nil } else { member.shape.pattern = ppdata }
        case "minLength":
            said = member.shape.minLength.map(String.init) ?? "-"
            guard ppdata == "-" || Self.length(ppdata) != nil else {
                return diagnostics.report(file, row.line, "a minLength override is a length (digits) or -")
            }
            if row["severity"] == "warning" { member.shape.lenientMinLength = member.shape.minLength }
            member.shape.minLength = Self.length(ppdata)
        case "maxLength":
            said = member.shape.maxLength.map(String.init) ?? "-"
            // `3000 (truncated past 127)`: accepted up to 3000 characters, of which PayPal keeps 127.
            let parts = ppdata.split(separator: " ", maxSplits: 1)
            guard ppdata == "-" || parts.first.flatMap(Self.length) != nil else {
                return diagnostics.report(file, row.line, "a maxLength override is a length (digits) or -")
            }
            member.shape.maxLength = parts.first.flatMap(Self.length)
            if parts.count == 2 {
                let truncation = parts[1].wholeMatch(of: /\(truncated past ([0-9]+)\)/).flatMap { Int($0.output.1) }
                guard let truncation, row["severity"] == "warning" else {
                    return diagnostics.report(
                        file, row.line,
                        "a maxLength override is a length, or a length and \"(truncated past N)\" with severity warning")
                }
                member.shape.truncatedLength = truncation
            }
        case "required":
            said = member.required ? "required" : "optional"
            guard ppdata == "required" || ppdata == "optional" else {
                return diagnostics.report(file, row.line, "a required override is required or optional")
            }
            member.required = ppdata == "required"
        case "format":
            // The semantic check that owns the value (an SDK object's email address, which the SDK gives PayPal's
            // pattern but no format).
            said = member.shape.format ?? "-"
            if ppdata != "-", Owner(format: ppdata) == nil {
                return diagnostics.report(file, row.line, Self.unknownFormat(ppdata))
            }
            member.shape.format = ppdata == "-" ? nil : ppdata
        default:
            return diagnostics.report(file, row.line, "unknown constraint \"\(row["constraint"])\"")
        }
        // A long published pattern may be given by its first characters and "...".
        let matches = spec.hasSuffix("...") ? said.hasPrefix(spec.dropLast(3)) : said == spec
        if !matches {
            diagnostics.report(
                file, row.line, "the document now says \(said) where the row says \(spec): review the override")
        }
        if ppdata == spec {
            diagnostics.report(file, row.line, "the override no longer differs from the document: remove the row")
        }
        objects[index].members[position] = member
    }
}
