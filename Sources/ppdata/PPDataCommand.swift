import ArgumentParser
import PPData
import PPDataValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `ppdata` command line.
@main
struct PPDataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ppdata",
        abstract: "Payment reference data and validation.",
        version: PPDataInfo.version,
        subcommands: [
            ValidateCommand.self, ExplainCommand.self, FormatCommand.self, LocaleCommand.self, ListCommand.self,
            ShowCommand.self,
        ]
    )

    /// Runs a common `validate` line directly (`ValidateRequest.init?(commonArguments:)` says why and which), and
    /// every other line through swift-argument-parser.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let request = ValidateRequest(commonArguments: arguments) else {
            parseAndRun(arguments)
            return
        }
        do {
            try request.run()
        } catch let status as ExitCode {
            // Status 1 or 2 (invalid documents, unreadable inputs) prints nothing more: the report and stderr were
            // written. swift-argument-parser's `exit(withError:)` would print nothing either, but only after
            // building the command's help generator by reflection (3.5 M instructions, about a whole valid run's).
            exitProcess(status.rawValue)
        } catch {
            fail(error, in: ValidateCommand.self)
        }
    }
}

extension PPDataCommand {
    /// swift-argument-parser's `main(_:)`, with its usage errors starting `error:` like every other message of
    /// ppdata (`error: cannot read 'x.json'`, the diagnostics' `error:`), not `Error:`. Help and version still go
    /// to standard output through `exit(withError:)`.
    static func parseAndRun(_ arguments: [String]) {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            fail(error, in: Self.self)
        }
        do {
            try command.run()
        } catch {
            // A failure found while running (a configuration file that cannot be used) shows the usage of the
            // command that ran, as a parse error of its options does.
            fail(error, in: type(of: command))
        }
        // What `print` wrote is in the C library's buffer until exit, which flushes it without a word when the disk
        // is full: a script would take a cut table for success. (All streams: `stdout` itself is a global that
        // strict concurrency checking refuses; the last write of a full disk fails as every one before it did.)
        if fflush(nil) != 0 {
            StandardError.print("error: cannot write to standard output: \(String(cString: strerror(errno)))")
            exitProcess(2)
        }
    }

    /// Ends the process for `error`, thrown while parsing for or running `command`: its message (`error: ...`) and
    /// usage on standard error with its status, or help and version on standard output.
    private static func fail(_ error: any Error, in command: any ParsableCommand.Type) -> Never {
        let status = exitCode(for: error)
        guard status != .success, !(error is ExitCode) else { exit(withError: error) }
        var message = fullMessage(for: error)
        if command != Self.self {
            // The subcommand's own `fullMessage` names it without "ppdata": its usage is built from the root.
            let name = command.configuration.commandName ?? ""
            message = "Error: \(self.message(for: error))\nUsage: \(usageString(for: command))\n  See 'ppdata \(name) --help' for more information."
        }
        if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
        // An argument's own line breaks are no lines of the message: shown escaped where the message quotes it
        // (`ppdata show $'U\nS'` printed the quote over two lines).
        // Only where it is quoted: an argument that is a bare line break would match every line break.
        // An option written `--kind=VALUE` is quoted by its value alone (a new user's trial).
        for argument in CommandLine.arguments.dropFirst() where argument.contains(where: \.isNewline) {
            let value = argument.hasPrefix("-") ? argument.split(separator: "=", maxSplits: 1).dropFirst().first : nil
            for quoted in [argument] + (value.map { [String($0)] } ?? []) {
                message = message.replacing("'\(quoted)'", with: "'\(Diagnostic.terminalSafe(quoted))'")
            }
        }
        // Messages quote the arguments: their control characters are shown escaped, as in validate's reports, so an
        // argument cannot move the cursor or clear the terminal, and their card numbers and security codes masked
        // (a URL pasted from a log into --endpoint may hold them). Line by line: a message's own lines stay lines.
        StandardError.print(
            message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { Diagnostic.terminalSafe(CardData.redacting(String($0))) }
                .joined(separator: "\n"))
        exitProcess(status.rawValue)
    }
}

/// Ends the process with `status` (the C library's `exit`, as swift-argument-parser's own exit calls it).
private func exitProcess(_ status: Int32) -> Never {
    #if canImport(Glibc)
        Glibc.exit(status)
    #elseif canImport(Darwin)
        Darwin.exit(status)
    #endif
}
