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
}
