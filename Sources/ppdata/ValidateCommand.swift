import ArgumentParser
import PPDataValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ppdata validate [<file>...]`: checks payment documents and addresses (docs/cli.md).
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check payment documents and addresses.",
        discussion: """
            Checks MPL payments; PayPal Orders v2, Payments v2, REST v1 payments, Payouts and Vault v3 request \
            bodies; Apple Pay payment requests; and postal addresses (--kind lists every kind), and reports every \
            problem with its code, JSON pointer, line and column. \
            NDJSON input (--ndjson, or files ending .ndjson/.jsonl) is streamed: one document per non-empty line.
            Exit status: 0 when every document is valid; 1 when at least one is invalid (with --strict, also when \
            one has a warning); 2 when an input cannot be read (the others are still checked; 2 wins over 1); 64 \
            for a usage error.
            """
    )

    @Argument(help: ArgumentHelp("Files to check; '-' or none means standard input.", valueName: "file"), completion: .file())
    var files: [String] = []

    @OptionGroup var document: DocumentOptions

    @OptionGroup(title: "Choosing rules") var rules: RuleOptions

    @Option(help: "Output format.")
    var format: ValidateFormat = .text

    @Flag(help: "Count warnings as failures for the exit status.")
    var strict = false

    // Unconditional, so that `--findings-limit -1` reaches `validate()` and its message rather than "Missing value".
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "List at most this many findings of a document; the rest are counted in its totals and verdict "
                + "(0: list all).",
            valueName: "n"))
    var findingsLimit = ValidationOptions.defaultFindingsLimit

    func validate() throws {
        if findingsLimit < 0 { throw ValidationError("--findings-limit \(findingsLimit) is negative; 0 lists every finding") }
    }

    /// What was parsed, as plain values.
    var request: ValidateRequest {
        ValidateRequest(
            files: files, kind: document.kind, endpoint: document.endpoint, ndjson: document.ndjson, now: document.now,
            applePayVersion: document.applePayVersion, format: format, strict: strict, findingsLimit: findingsLimit,
            rules: rules.choices)
    }

    func run() throws {
        try request.run()
    }
}
