/// A project's choice of rules, as `.ppdata.json` states it: codes to ignore, to report as warnings or as errors,
/// for every document and for the files that per-path overrides name.
///
/// ```json
/// {
///   "ignore": ["CURRENCY_IN_COUNTRY_ONLY"],
///   "warn": ["INVALID_STATE"],
///   "overrides": [
///     { "files": ["Fixtures/invalid/**"], "ignore": ["AMOUNT_MISMATCH"] }
///   ]
/// }
/// ```
/// The CLI finds the file and reads it with this type; a payment module can do the same, so its reports match the
/// CLI's. Anything the type does not know (a key, a code) is an error, never skipped.
public struct ProjectConfiguration: Sendable, Hashable {
    /// A selection for the files some patterns match.
    public struct Override: Sendable, Hashable {
        /// The patterns, relative to the configuration file's folder; a file matching any of them is selected.
        public var files: [PathPattern]
        /// The selection laid over the top level's for those files.
        public var selection: DiagnosticSelection

        /// An override of `selection` for the files matching any of `files`.
        public init(files: [PathPattern], selection: DiagnosticSelection) {
            self.files = files
            self.selection = selection
        }
    }

    /// A configuration that cannot be used: what is wrong and where.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// One sentence, with the nearest known key or code when one is close.
        public var message: String
        /// The 1-based line in the configuration text.
        public var line: Int
        /// The 1-based column, in Unicode scalars.
        public var column: Int
        /// `line:column: message`.
        public var description: String { "\(line):\(column): \(message)" }
    }

    /// The selection for every document.
    public var selection: DiagnosticSelection
    /// The per-path overrides, in order: a later match wins over an earlier one.
    public var overrides: [Override]

    /// The keys a configuration object may have.
    static let topLevelKeys = ["ignore", "warn", "error", "overrides"]
    static let overrideKeys = ["files", "ignore", "warn", "error"]

    /// A configuration with the given parts.
    public init(selection: DiagnosticSelection = DiagnosticSelection(), overrides: [Override] = []) {
        self.selection = selection
        self.overrides = overrides
    }

    /// Reads a configuration from its JSON text.
    public init(json bytes: [UInt8]) throws(Problem) {
        let document: JSONDocument
        do throws(JSONParseError) {
            document = try JSONDocument.parse(bytes)
        } catch {
            throw Problem(message: error.message, line: error.line, column: error.column)
        }
        if let duplicate = document.duplicateKeys.first {
            throw Self.problem("\"\(duplicate.key)\" appears more than once in the same object", at: duplicate.value)
        }
        let root = document.root
        selection = try Self.selection(in: root, keys: Self.topLevelKeys)
        overrides = []
        guard let list = root["overrides"] else { return }
        guard list.kind == .array else { throw Self.problem("\"overrides\" must be an array of objects", at: list) }
        for element in list.elements {
            let selection = try Self.selection(in: element, keys: Self.overrideKeys)
            guard let files = element["files"] else {
                throw Self.problem("an override needs \"files\": the paths it applies to", at: element)
            }
            let texts = try Self.strings(files, named: "files")
            guard !texts.isEmpty else { throw Self.problem("\"files\" must name at least one pattern", at: files) }
            var patterns: [PathPattern] = []
            for (index, text) in texts.enumerated() {
                guard let pattern = PathPattern(text) else {
                    throw Self.problem(
                        "\"\(text)\" is not a pattern relative to the configuration's folder", at: files[index] ?? files)
                }
                patterns.append(pattern)
            }
            overrides.append(Override(files: patterns, selection: selection))
        }
    }

    /// The selection for the file at `path`, relative to the configuration's folder (nil for standard input or a
    /// file outside that folder): the top level with each matching override laid over it in order.
    public func selection(forPath path: String?) -> DiagnosticSelection {
        guard let path else { return selection }
        // Split once for every pattern of every override, not once per pattern.
        let subject = PathPattern.Subject(path)
        var result = selection
        for override in overrides where override.files.contains(where: { $0.matches(subject) }) {
            result = result.overlaid(with: override.selection)
        }
        return result
    }

    /// `selection(forPath:)` of each of `paths`, in order. Patterns that several overrides share are tested once per
    /// path: the CLI takes this for all its inputs.
    package func selections(forPaths paths: [String?]) -> [DiagnosticSelection] {
        let index = OverrideIndex(overrides)
        return paths.map { path in
            guard let path else { return selection }
            var result = selection
            for (override, matches) in zip(overrides, index.matches(PathPattern.Subject(path))) where matches {
                result = result.overlaid(with: override.selection)
            }
            return result
        }
    }

    /// The `ignore`, `warn` and `error` lists of `object`, after checking its keys against `keys`.
    private static func selection(in object: JSONValue, keys: [String]) throws(Problem) -> DiagnosticSelection {
        guard object.kind == .object else {
            throw problem("a configuration must be a JSON object (\(keys.map { "\"\($0)\"" }.joined(separator: ", ")))", at: object)
        }
        for (key, value) in object.members where !keys.contains(key) {
            let nearest = KeySuggestion.nearest(to: key, in: keys).map { "; did you mean \"\($0)\"?" } ?? ""
            throw problem("unknown key \"\(key)\"\(nearest) (known: \(keys.joined(separator: ", ")))", at: value)
        }
        var selection = DiagnosticSelection()
        for treatment in DiagnosticSelection.Treatment.allCases {
            guard let list = object[treatment.rawValue] else { continue }
            for (index, text) in try strings(list, named: treatment.rawValue).enumerated() {
                let value = list[index] ?? list
                guard let code = DiagnosticCode.known(text) else {
                    let nearest = DiagnosticCode.nearest(to: text).map { "; did you mean \"\($0.rawValue)\"?" } ?? ""
                    throw problem("unknown code \"\(text)\"\(nearest) (`ppdata list codes` lists them)", at: value)
                }
                if let earlier = selection.treatments[code] {
                    throw problem("\(code.rawValue) is in both \"\(earlier.rawValue)\" and \"\(treatment.rawValue)\"", at: value)
                }
                selection.set(treatment, for: code)
            }
        }
        return selection
    }

    /// The strings of an array member.
    private static func strings(_ value: JSONValue, named name: String) throws(Problem) -> [String] {
        guard value.kind == .array else { throw problem("\"\(name)\" must be an array of strings", at: value) }
        var texts: [String] = []
        for element in value.elements {
            guard let text = element.string else { throw problem("\"\(name)\" must hold only strings", at: element) }
            texts.append(text)
        }
        return texts
    }

    /// A problem at `value`; the strings it quotes from the file have their control characters shown escaped (a
    /// code with line breaks in it printed over several lines, past the masking of card numbers line by line).
    private static func problem(_ message: String, at value: JSONValue) -> Problem {
        Problem(message: Diagnostic.terminalSafe(message), line: value.line, column: value.column)
    }
}

extension DiagnosticCode {
    /// The defined code `text` names exactly, or nil.
    static func known(_ text: String) -> DiagnosticCode? {
        let code = DiagnosticCode(rawValue: text)
        return DiagnosticCode.all.contains(code) ? code : nil
    }
}
