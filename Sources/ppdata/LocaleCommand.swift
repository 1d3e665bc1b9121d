import ArgumentParser
import PPData
import PPDataValidation

/// `ppdata locale <L>`: prints the MPL locale that `<L>` resolves to (docs/cli.md).
struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Print the MPL locale a locale identifier resolves to (de_AT → en_US, fr-ca → fr_CA)."
    )

    @Argument(help: "A locale identifier: fr_CA, fr-CA, fr_CA.UTF-8, de_AT, …")
    var identifier: String

    @Option(help: "text or json.")
    var format: FormatCommand.OutputFormat = .text

    func run() throws {
        let resolution = MPLLocale.resolve(identifier)
        switch format {
        case .text:
            if resolution.isFallback {
                StandardError.print(FormatCommand.fallbackNote(requested: identifier, used: resolution.locale))
            }
            print(resolution.locale.rawValue)
        case .json:
            print(JSONOutput.object([
                ("requested", .string(CardData.redacting(resolution.requested))),
                ("resolved", .string(resolution.locale.rawValue)),
                ("fallback", .bool(resolution.isFallback)),
            ]).serialized())
        }
    }
}
