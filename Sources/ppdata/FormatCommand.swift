import ArgumentParser
import PPData
import PPDataFormatting
import PPDataValidation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ppdata format <amount> <CODE>` (or `--currency <CODE>`): formats an exact
/// decimal amount for a locale with ICU (docs/cli.md).
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format an exact decimal amount for a locale with ICU.",
        usage: "ppdata format <amount> <CODE> [--locale <L>] [--style <s>] [--format <f>]",
        discussion: """
            The amount is formatted from its decimal text, digit for digit, rounded \
            half-even only to the currency's PayPal precision (none for HUF, JPY, TWD). \
            Locales MPL does not support are formatted in en_US. The currency may come \
            before the amount (USD 1234.50) or be given as `--currency USD`. Negative \
            amounts work as `ppdata format -99.99 USD`.
            """
    )

    /// Output formats of `format` and `locale`.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json

        /// What each format is, for `--help` and the manual page.
        static var allValueDescriptions: [String: String] {
            ["text": "the result alone", "json": "one JSON object with the result and how it was made"]
        }
    }

    // `.allUnrecognized` so that "-99.99" reaches us instead of being taken for
    // a flag; the amount and, unless `--currency` gives it, the currency code
    // (checked in validate()): people write money as "1234.50 USD".
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "The amount, plain decimal text such as 1234.50 or -99.99, then the currency code (or --currency).",
            valueName: "amount> <CODE"))
    var amountArguments: [String] = []

    @Option(help: "A currency PayPal supports (case-insensitive), e.g. USD; or the code after the amount.")
    var currency: String?

    @Option(help: "fr_CA, fr-CA or fr_CA.UTF-8 (default: LC_ALL, LC_MONETARY, LANG, else en_US).")
    var locale: String?

    @Option(help: "symbol, iso, name (plural long name) or accounting.")
    var style: CurrencyStyle = .symbol

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    /// The arguments that are not options, without the `--` terminator (which
    /// `.allUnrecognized` keeps). Unknown flags land here too.
    private var positionals: [String] {
        var values = amountArguments
        if let terminator = values.firstIndex(of: "--") { values.remove(at: terminator) }
        return values
    }

    /// Where the amount is among two arguments: first (`1234.50 USD`), or second when only it is a decimal
    /// (`USD 1234.50`, as money is also written).
    private var amountIndex: Int {
        let values = positionals
        guard values.count == 2, !Self.isDecimal(values[0]), Self.isDecimal(values[1]) else { return 0 }
        return 1
    }

    /// The amount argument.
    private var amount: String { positionals.isEmpty ? "" : positionals[amountIndex] }

    /// The currency: `--currency`, else the other argument.
    private var currencyText: String? { currency ?? (positionals.count == 2 ? positionals[1 - amountIndex] : nil) }

    private static func isDecimal(_ text: String) -> Bool { CurrencyFormatter.round(text, for: .usd) != nil }

    func validate() throws {
        let values = positionals
        // Only before `--`: after it, `-.5` is an argument (and then no plain decimal), not an option.
        let options = amountArguments.prefix { $0 != "--" }
        if let unknown = options.first(where: { $0.hasPrefix("-") && !DecimalArgument.looksNumeric($0) }) {
            throw ValidationError("Unknown option '\(unknown)'.")
        }
        if values.isEmpty { throw ValidationError("Missing expected argument '<amount>'.") }
        guard values.count == 1 || (values.count == 2 && currency == nil) else {
            let what = currency == nil ? "an amount and a currency code" : "one amount (the currency is --currency's)"
            throw ValidationError("expected \(what), got \(values.count) arguments: \(values.joined(separator: " "))")
        }
        if !Self.isDecimal(amount) {
            throw ValidationError("'\(amount)' is not a plain decimal amount: expected digits with an optional leading '-' and '.' fraction, such as 1234.50")
        }
        guard let currencyText else {
            throw ValidationError(
                "missing currency: give its code after the amount (ppdata format \(amount) USD) or as --currency USD")
        }
        _ = try Self.currencyCode(currencyText)
    }

    func run() throws {
        let code = try Self.currencyCode(currencyText ?? "")
        let requested = locale ?? Self.processLocale()
        let result: FormattedAmount
        do {
            result = try CurrencyFormatter.shared.format(
                amount, currency: code, localeIdentifier: requested, style: style)
        } catch {
            if case .malformedAmount = error { throw ValidationError(error.description) }
            // ICU failing is the job not being done, not a usage error.
            StandardError.print("error: \(error.description)")
            throw ExitCode(2)
        }
        // A card number typed as the amount (`4111111111111111`, `411111111111111.10` with a dot typed into it)
        // would be printed whole, and no output of ppdata shows more of a card than its last four digits: refused
        // when the digits, as typed or as formatted (`0.4111111111111111` rounds to no card), hold one.
        // The message quotes none of it: the masking of findings leaves such an amount whole.
        if CardData.amountHoldsCardNumber(amount) || CardData.amountHoldsCardNumber(result.amount) {
            throw ValidationError(
                "the amount holds a card number (its digits read without the point), and ppdata prints no card number "
                    + "whole")
        }
        switch format {
        case .text:
            if result.isFallback {
                StandardError.print(Self.fallbackNote(requested: result.requestedLocale, used: result.locale))
            }
            // Decimals past the currency's are money PayPal refuses rather than rounds (`2.5 JPY`, a new user's trial),
            // and so is an amount written with them (`2.00 JPY`, DECIMALS_NOT_SUPPORTED): said, whether or not the
            // value changed (JSON's `rounded` says only that).
            if let note = Self.decimalsNote(amount: amount, formatted: result.amount, rounded: result.isRounded, currency: result.currency) {
                StandardError.print(note)
            }
            print(result.formatted)
        case .json:
            print(JSONOutput.object([
                ("formatted", .string(result.formatted)),
                ("amount", .string(result.amount)),
                ("currency", .string(result.currency.rawValue)),
                ("locale", .string(result.locale.rawValue)),
                ("requestedLocale", .string(CardData.redacting(result.requestedLocale))),
                ("fallback", .bool(result.isFallback)),
                ("rounded", .bool(result.isRounded)),
                ("style", .string(result.style.rawValue)),
            ]).serialized())
        }
    }

    /// The PayPal currency for `text`, or a usage error that says why not.
    static func currencyCode(_ argument: String) throws -> CurrencyCode {
        // Spaces around the code (a quoted " USD") are dropped, as `show` drops them.
        let text = argument.trimmingCharacters(in: " ")
        if let code = CurrencyCode(caseInsensitive: text) { return code }
        switch CurrencyCode.lookup(text) {
        case .paypal(let code):
            return code
        case .isoOnly(let iso):
            throw ValidationError(
                "currency \(iso.code) (\(iso.englishName)) is not supported by PayPal; 'ppdata list currencies' lists those it is")
        case .unknown(let suggestion):
            // A code only ICU lists (DEM): a currency, though not an ISO 4217 one today.
            if text.count == 3, let icu = ICUCurrency(text.uppercased()) {
                throw ValidationError(
                    "currency \(icu.code) (\(icu.englishName)) is not supported by PayPal\(icu.withdrawalClause); 'ppdata list currencies' lists those it is")
            }
            if let suggestion, CurrencyCode(rawValue: suggestion) != nil {
                throw ValidationError("unknown currency '\(text)'; did you mean \(suggestion)?")
            }
            throw ValidationError("unknown currency '\(text)': expected a PayPal currency code such as USD")
        }
    }

    /// The process locale the POSIX way: the first non-empty of LC_ALL,
    /// LC_MONETARY (the category that governs money) and LANG, else en_US.
    static func processLocale() -> String {
        for name in ["LC_ALL", "LC_MONETARY", "LANG"] {
            if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
        }
        return MPLLocale.fallback.rawValue
    }

    /// The note on standard error when `amount` is written with more decimals than its currency takes in PayPal
    /// (`formatted`: the amount as formatted; `rounded`: whether that changed its value), else nil.
    static func decimalsNote(amount: String, formatted: String, rounded: Bool, currency: CurrencyCode) -> String? {
        let written = amount.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        guard written > currency.paypalDecimals else { return nil }
        let none = currency.paypalDecimals == 0
        let places = none ? "no decimals" : "\(currency.paypalDecimals) decimal places"
        return "note: \(amount) \(rounded ? "rounded half-even" : "written") as \(formatted): PayPal takes \(places) in "
            + "\(currency.rawValue) and refuses an amount written with more "
            + "(`ppdata explain \(none ? "DECIMALS_NOT_SUPPORTED" : "DECIMAL_PRECISION")`)"
    }

    /// The stderr note for a locale MPL does not support. The identifier is shown with card data masked, as every
    /// text ppdata echoes (a card number pasted into the wrong argument showed whole).
    static func fallbackNote(requested: String, used: MPLLocale) -> String {
        let shown = requested.isEmpty ? "(empty)" : "'\(Diagnostic.terminalSafe(CardData.redacting(requested)))'"
        var note = "note: locale \(shown) is not supported by MPL; using \(used.rawValue)"
        if let sameLanguage = MPLLocale.sameLanguage(as: requested), sameLanguage != used {
            note += " (MPL locale with the same language: \(sameLanguage.rawValue))"
        }
        return note
    }
}

extension CurrencyStyle: ExpressibleByArgument {
    /// What each style writes, for `--help` and the manual page.
    public static var allValueDescriptions: [String: String] {
        [
            "symbol": "the currency's symbol ($1,234.50)",
            "iso": "the ISO code (USD 1,234.50)",
            "name": "the currency's name (1,234.50 US dollars)",
            "accounting": "negative amounts in parentheses (($1,234.50))",
        ]
    }
}

/// Telling a negative amount from a mistyped flag.
enum DecimalArgument {
    /// True for "-" followed by a digit: a negative amount (perhaps malformed,
    /// which the amount check reports), not an option.
    static func looksNumeric(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.dropFirst()
        guard let first = scalars.first else { return false }
        return first.properties.numericType != nil && first.isASCII
    }
}

