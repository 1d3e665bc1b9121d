import ArgumentParser

extension ValidateRequest {
    /// Reads a common `validate` command line without swift-argument-parser, or returns nil for anything else.
    ///
    /// Why: swift-argument-parser builds the whole command tree by reflection before it reads a word (about 11 M
    /// instructions, two thirds of a one-document `validate`), which is most of ppdata's start-up. This reader takes
    /// only the plain forms: `validate`, then files and `-` (and after `--`, files alone), `--ndjson`, `--strict`,
    /// `--no-config`, and `--kind`, `--endpoint`, `--format`, `--now`, `--apple-pay-version`, `--findings-limit`,
    /// `--ignore`, `--warn`, `--error`, `--config` each at most once with its value as the next word or after `=`. It
    /// reads each value with the same `ExpressibleByArgument` initialiser and runs the same `DocumentOptions.check`,
    /// `DocumentOptions.kind` and `RuleChoices.commandLineSelection` (and leaves a negative limit to
    /// `ValidateCommand.validate()`).
    /// Anything else (help, a short or unknown option, a repeated option, a value that looks like an option,
    /// an invalid value) returns nil, and `PPDataCommand.main` hands the line to swift-argument-parser, which stays
    /// the one definition of the command line and of every message. A randomized test holds this reader to it:
    /// whenever this returns a request, swift-argument-parser parses the same line to the same request.
    init?(commonArguments arguments: [String]) {
        guard arguments.first == ValidateCommand.configuration.commandName else { return nil }
        var request = ValidateRequest()
        // An array, not a Set: a program's first Set or Dictionary of Strings looks up String's Hashable
        // conformance, a scan of every conformance in the binary (about 0.25 M instructions of a one-document run).
        var seen: [String] = []
        var index = arguments.index(after: arguments.startIndex)
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "--" {
                // Every word after the terminator is a file (`xargs ppdata validate --`): read here, since
                // swift-argument-parser's reading of a long list takes time quadratic in its length (6,400 files
                // took 1.1 s before the first was read, 20,000 about 11 s).
                request.files += arguments[index...]
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                request.files.append(word)
                continue
            }
            guard word.hasPrefix("--"), word.count > 2 else { return nil }
            var name = String(word.dropFirst(2))
            var attached: String?  // the value after `=`
            if let equals = name.firstIndex(of: "=") {
                attached = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard !seen.contains(name) else { return nil }
            seen.append(name)
            /// The option's value: after `=`, else the next word; nil when missing, empty or like an option.
            func value() -> String? {
                var value = attached
                if value == nil, index < arguments.endIndex {
                    value = arguments[index]
                    index += 1
                }
                guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
                return value
            }
            switch name {
            case "ndjson" where attached == nil:
                request.ndjson = true
            case "strict" where attached == nil:
                request.strict = true
            case "kind":
                guard let kind = value().flatMap(KindOption.init(argument:)), kind.unknownName == nil else { return nil }
                request.kind = kind
            case "format":
                guard let format = value().flatMap(ValidateFormat.init(argument:)) else { return nil }
                request.format = format
            case "now":
                guard let now = value() else { return nil }
                request.now = now
            case "endpoint":
                guard let endpoint = value() else { return nil }
                request.endpoint = endpoint
            case "ignore", "warn", "error":
                guard let codes = value() else { return nil }
                switch name {
                case "ignore": request.rules.ignore = [codes]
                case "warn": request.rules.warn = [codes]
                default: request.rules.error = [codes]
                }
            case "config":
                guard let file = value() else { return nil }
                request.rules.config = file
            case "no-config" where attached == nil:
                request.rules.noConfig = true
            case "apple-pay-version":
                guard let version = value().flatMap(Int.init(argument:)) else { return nil }
                request.applePayVersion = version
            case "findings-limit":
                guard let limit = value().flatMap(Int.init(argument:)), limit >= 0 else { return nil }
                request.findingsLimit = limit
            default:
                return nil
            }
        }
        do {
            try DocumentOptions.check(now: request.now, applePayVersion: request.applePayVersion)
            _ = try DocumentOptions.kind(request.kind, endpoint: request.endpoint)
            _ = try request.rules.commandLineSelection()
        } catch {
            return nil
        }
        self = request
    }
}
