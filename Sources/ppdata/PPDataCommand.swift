import ArgumentParser
import PPData

/// The `ppdata` command line.
@main
struct PPDataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ppdata",
        abstract: "Payment reference data and validation.",
        version: PPDataInfo.version,
        subcommands: [ValidateCommand.self, FormatCommand.self, LocaleCommand.self, ListCommand.self, ShowCommand.self]
    )

    /// Runs a common `validate` line directly (`ValidateRequest.init?(commonArguments:)` says why and which), and
    /// every other line through swift-argument-parser.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let request = ValidateRequest(commonArguments: arguments) else {
            main(arguments)
            return
        }
        do {
            try request.run()
        } catch {
            exit(withError: error)
        }
    }
}
