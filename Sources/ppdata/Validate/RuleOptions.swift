import ArgumentParser
import PPDataValidation

/// `--ignore`, `--warn`, `--error`, `--config` and `--no-config` of `validate`: which codes a run reports and how
/// seriously (docs/cli.md, "Choosing rules").
struct RuleOptions: ParsableArguments {
    @Option(
        name: .customLong("ignore"),
        help: ArgumentHelp("Leave these codes out of the report (comma-separated; repeatable).", valueName: "code,..."))
    var ignore: [String] = []

    @Option(
        name: .customLong("warn"),
        help: ArgumentHelp("Report these codes as warnings (comma-separated; repeatable).", valueName: "code,..."))
    var warn: [String] = []

    @Option(
        name: .customLong("error"),
        help: ArgumentHelp("Report these codes as errors (comma-separated; repeatable).", valueName: "code,..."))
    var error: [String] = []

    @Option(help: ArgumentHelp(
        "Read the rule selection from this file instead of the nearest .ppdata.json above the working directory.",
        valueName: "file"), completion: .file(extensions: ["json"]))
    var config: String?

    @Flag(help: "Read no configuration file.")
    var noConfig = false

    /// What was parsed, as plain values.
    var choices: RuleChoices {
        RuleChoices(ignore: ignore, warn: warn, error: error, config: config, noConfig: noConfig)
    }

    func validate() throws {
        _ = try choices.commandLineSelection()
    }
}

/// The rule options as plain values, and what they select.
struct RuleChoices: Equatable, Sendable {
    var ignore: [String] = []
    var warn: [String] = []
    var error: [String] = []
    var config: String?
    var noConfig = false

    /// The name of the file found upward from the working directory.
    static let fileName = ".ppdata.json"

    /// The largest configuration read, in bytes: 1 MiB, far above any hand-written file.
    static let configurationLimit = 1 << 20

    /// The selection `--ignore`, `--warn` and `--error` make; a usage error for an unknown code (naming the
    /// nearest) or a code given two treatments.
    func commandLineSelection() throws -> DiagnosticSelection {
        if config != nil && noConfig { throw ValidationError("--config and --no-config cannot be used together") }
        var selection = DiagnosticSelection()
        if ignore.isEmpty && warn.isEmpty && error.isEmpty { return selection }
        // One option at a time, each word trimmed by the library's `trimmingCharacters(in:)`: a list of (treatment,
        // lists) pairs and a trim through reversed collections were generic code a one-document run paid 1.2 M
        // instructions for (callgrind).
        try Self.add(ignore, as: .ignore, to: &selection)
        try Self.add(warn, as: .warn, to: &selection)
        try Self.add(error, as: .error, to: &selection)
        return selection
    }

    /// Adds the codes of `lists` (comma-separated, spaces around each ignored) to `selection` as `treatment`.
    private static func add(
        _ lists: [String], as treatment: DiagnosticSelection.Treatment, to selection: inout DiagnosticSelection
    ) throws {
        for list in lists {
            for word in list.split(separator: ",") {
                let name = String(word).trimmingCharacters(in: " ")
                let code = DiagnosticCode(rawValue: name)
                guard DiagnosticCode.all.contains(code) else {
                    let nearest = DiagnosticCode.nearest(to: name).map { "; did you mean \($0.rawValue)?" } ?? ""
                    throw ValidationError("--\(treatment.rawValue): unknown code '\(name)'\(nearest) (`ppdata list codes` lists them)")
                }
                if let earlier = selection.treatments[code], earlier != treatment {
                    throw ValidationError("\(name) is given to both --\(earlier.rawValue) and --\(treatment.rawValue)")
                }
                selection.set(treatment, for: code)
            }
        }
    }

    /// The selection for each input path: the configuration file's (its top level, and the overrides matching the
    /// path relative to its folder), with the command line's laid over it. Usage errors for a configuration that
    /// cannot be read or used.
    func selections(for paths: [String]) throws -> RuleSelections {
        let commandLine = try commandLineSelection()
        guard let (configuration, folder) = try configuration() else {
            return RuleSelections(base: commandLine, byPath: [:])
        }
        var distinct: [String] = []
        var seen: Set<String> = []
        for path in paths where seen.insert(path).inserted { distinct.append(path) }
        // All at once, so the patterns overrides share are tested once per path rather than once per override.
        let relatives = distinct.map { $0 == "-" ? nil : FilePath.relative(FilePath.absolute($0), to: folder) }
        var byPath: [String: DiagnosticSelection] = [:]
        for (path, selection) in zip(distinct, configuration.selections(forPaths: relatives)) {
            byPath[path] = selection.overlaid(with: commandLine)
        }
        return RuleSelections(base: configuration.selection.overlaid(with: commandLine), byPath: byPath)
    }

    /// The configuration in effect and its folder (absolute): `--config`'s file, else the nearest `.ppdata.json`
    /// from the working directory up; nil with `--no-config` or when there is none.
    func configuration() throws -> (ProjectConfiguration, String)? {
        if noConfig { return nil }
        let path: String
        if let config {
            path = FilePath.absolute(config)
        } else {
            guard let found = FilePath.nearest(Self.fileName, from: FilePath.workingDirectory()) else { return nil }
            path = found
        }
        let shown = config ?? path
        let bytes: [UInt8]
        do throws(InputError) {
            // Opened as given (its bytes, when they are not UTF-8, are the command line's), else as found.
            var arguments = RawArguments()
            let file: InputFile
            if let config {
                file = try InputFile.open(config, bytes: arguments.take(config))
            } else {
                file = try InputFile.open(path)
            }
            bytes = try file.readAll(limit: Self.configurationLimit)
        } catch {
            throw ValidationError("cannot read the configuration '\(shown)': \(error.reason)")
        }
        // `readAll` reads past the limit to see the end: more bytes than the limit means a larger file, and parsing
        // its first MiB would report a misleading syntax error at the cut.
        guard bytes.count <= Self.configurationLimit else {
            throw ValidationError("the configuration '\(shown)' is larger than 1 MiB")
        }
        do throws(ProjectConfiguration.Problem) {
            return (try ProjectConfiguration(json: bytes), FilePath.folder(of: path))
        } catch {
            throw ValidationError("\(shown):\(error.line):\(error.column): \(error.message)")
        }
    }
}

/// The selection of a run: one per input path, and the base for paths not listed.
struct RuleSelections: Sendable {
    /// The selection of standard input and of any path not in `byPath`.
    var base: DiagnosticSelection
    /// Each input path as given → its selection.
    var byPath: [String: DiagnosticSelection]

    /// Whether no input's selection changes anything (the checker then skips the step).
    var isEmpty: Bool { base.isEmpty && byPath.values.allSatisfy(\.isEmpty) }

    /// The selection for the input `source` (a path as given, `-` for standard input).
    func selection(for source: String) -> DiagnosticSelection { byPath[source] ?? base }
}
