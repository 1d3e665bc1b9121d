import Foundation
import Testing

/// The environment with no locale variables, so the default locale is en_US.
private let noLocale: [String: String?] = ["LC_ALL": nil, "LC_MONETARY": nil, "LANG": nil]

private let ppdata = FormatCLI()

/// Runs the built `ppdata` through the shared BinaryRunner with changes to this
/// process's environment (a nil value removes a variable).
private struct FormatCLI {
    func run(_ arguments: [String], environment changes: [String: String?] = [:]) throws -> BinaryRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        return try BinaryRunner.run(arguments, environment: environment)
    }
}

/// Parses one JSON object from `text` (the whole of stdout).
private func jsonObject(_ text: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any])
}

@Suite("ppdata format (end to end)")
struct FormatCommandTests {
    @Test("JSON output has the spec's shape, keys in order")
    func jsonShape() throws {
        let output = try ppdata.run(["format", "1234.50", "--currency", "CAD", "--locale", "fr-CA", "--format", "json"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout == """
            {"formatted":"1\u{00A0}234,50\u{00A0}$","amount":"1234.50","currency":"CAD","locale":"fr_CA",\
            "requestedLocale":"fr-CA","fallback":false,"rounded":false,"style":"symbol"}

            """)
        let object = try jsonObject(output.stdout)
        #expect(object.count == 8)
    }

    @Test("Negative amounts, as an argument and after --")
    func negatives() throws {
        let plain = try ppdata.run(["format", "-99.99", "--currency", "USD", "--locale", "en_US"])
        #expect(plain.status == 0)
        #expect(plain.stdout == "-$99.99\n")
        let terminated = try ppdata.run(["format", "--currency", "USD", "--locale", "en_US", "--", "-99.99"])
        #expect(terminated.status == 0)
        #expect(terminated.stdout == "-$99.99\n")
        let accounting = try ppdata.run(["format", "-99.99", "--currency", "usd", "--locale", "en_US", "--style", "accounting"])
        #expect(accounting.stdout == "($99.99)\n")
    }

    @Test("Every digit of a 20-digit amount survives")
    func longAmount() throws {
        let output = try ppdata.run(["format", "11111111111111111111.22", "--currency", "USD", "--locale", "en_US"])
        #expect(output.stdout == "$11,111,111,111,111,111,111.22\n")
    }

    @Test("Rounding to the PayPal precision is reported in JSON")
    func rounding() throws {
        let yen = try jsonObject(try ppdata.run(
            ["format", "1234.5", "--currency", "JPY", "--locale", "ja_JP", "--format", "json"]).stdout)
        #expect(yen["formatted"] as? String == "￥1,234")
        #expect(yen["amount"] as? String == "1234")
        #expect(yen["rounded"] as? Bool == true)
        let dollars = try jsonObject(try ppdata.run(
            ["format", "10.005", "--currency", "USD", "--locale", "en_US", "--format", "json"]).stdout)
        #expect(dollars["amount"] as? String == "10.00")
        #expect(dollars["rounded"] as? Bool == true)
    }

    @Test("Styles", arguments: [
        ("symbol", "$1,234.50\n"), ("iso", "USD\u{00A0}1,234.50\n"), ("name", "1,234.50 US dollars\n"),
        ("accounting", "$1,234.50\n"),
    ])
    func styles(style: String, expected: String) throws {
        let output = try ppdata.run(["format", "1234.5", "--currency", "USD", "--locale", "en_US", "--style", style])
        #expect(output.status == 0)
        #expect(output.stdout == expected)
    }

    @Test("Malformed amounts and unsupported currencies exit 64 with a message", arguments: [
        ["format", "1e3", "--currency", "USD"],
        ["format", "12abc", "--currency", "USD"],
        ["format", "1,5", "--currency", "USD"],
        ["format", "", "--currency", "USD"],
        ["format", "--currency", "USD"],
        ["format", "1", "2", "--currency", "USD"],
        ["format", "12", "--currency", "KRW"],
        ["format", "12", "--currency", "XYZ"],
        ["format", "12", "--currency", "USD", "--style", "fancy"],
        ["format", "12", "--currency", "USD", "--bogus"],
        ["format", "12"],
    ])
    func usageErrors(arguments: [String]) throws {
        let output = try ppdata.run(arguments, environment: noLocale)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("error:"))
    }

    /// People write money as "1234.50 USD" or "USD 1234.50"; `--currency` is the same.
    @Test("The currency after the amount, before it, or as --currency", arguments: [
        ["format", "-1234.5", "usd", "--locale", "en_US"], ["format", "USD", "-1234.5", "--locale", "en_US"],
        ["format", "--locale", "en_US", "--currency", "USD", "--", "-1234.5"],
    ])
    func currencyArgument(arguments: [String]) throws {
        let output = try ppdata.run(arguments, environment: noLocale)
        #expect(output.status == 0 && output.stdout == "-$1,234.50\n", "\(output.stderr)")
    }

    @Test("A missing currency, or a code beside --currency, is a usage error that says how to give it")
    func currencyArgumentErrors() throws {
        let missing = try ppdata.run(["format", "12"], environment: noLocale)
        #expect(missing.status == 64 && missing.stderr.contains("ppdata format 12 USD"))
        let twice = try ppdata.run(["format", "12", "USD", "--currency", "EUR"], environment: noLocale)
        #expect(twice.status == 64 && twice.stderr.contains("got 2 arguments: 12 USD"))
        let three = try ppdata.run(["format", "12", "USD", "EUR"], environment: noLocale)
        #expect(three.status == 64 && three.stderr.contains("expected an amount and a currency code"))
    }

    @Test("The usage error names the bad value")
    func messagesNameTheArgument() throws {
        #expect(try ppdata.run(["format", "12abc", "--currency", "USD"]).stderr.contains("'12abc'"))
        #expect(try ppdata.run(["format", "12", "--currency", "KRW"]).stderr.contains("currency KRW (Won) is not supported by PayPal"))
        // A code only ICU lists is a currency too, not an unknown one.
        #expect(try ppdata.run(["format", "12", "DEM"]).stderr.contains("currency DEM (German Mark) is not supported by PayPal"))
        // After `--` an argument is no option: `-.5` is said to be no plain decimal.
        let dashed = try ppdata.run(["format", "--currency", "USD", "--", "-.5"])
        #expect(dashed.status == 64 && dashed.stderr.hasPrefix("error: '-.5' is not a plain decimal amount"), "\(dashed.stderr)")
        #expect(try ppdata.run(["format", "12"]).stderr.hasPrefix("error: missing currency: "))
    }

    @Test("Spaces around the currency code are dropped, as show drops them")
    func spacedCurrency() throws {
        let output = try ppdata.run(["format", "12", " usd ", "--locale", "en_US"], environment: noLocale)
        #expect(output.status == 0 && output.stdout == "$12.00\n", "\(output.stderr)")
    }

    @Test("An unsupported locale falls back to en_US with a note on stderr")
    func fallbackNote() throws {
        let output = try ppdata.run(["format", "1234.50", "--currency", "EUR", "--locale", "de_AT"])
        #expect(output.status == 0)
        #expect(output.stdout == "€1,234.50\n")
        #expect(output.stderr.hasPrefix("note: "))
        #expect(output.stderr.contains("de_AT"))
        let json = try ppdata.run(["format", "1234.50", "--currency", "EUR", "--locale", "de_AT", "--format", "json"])
        let object = try jsonObject(json.stdout)
        #expect(object["locale"] as? String == "en_US")
        #expect(object["requestedLocale"] as? String == "de_AT")
        #expect(object["fallback"] as? Bool == true)
    }

    @Test("A card number or security code given as the locale is masked in the note and in JSON")
    func maskedLocale() throws {
        let note = try ppdata.run(["format", "12", "USD", "--locale", "4111111111111111"])
        #expect(note.status == 0)
        #expect(note.stderr.contains("'•••• 1111'") && !note.stderr.contains("4111111111111111"), "\(note.stderr)")
        let json = try ppdata.run(["format", "12", "USD", "--locale", "cvv=123", "--format", "json"])
        #expect(try jsonObject(json.stdout)["requestedLocale"] as? String == "cvv=•••")
        let locale = try ppdata.run(["locale", "4111 1111 1111 1111", "--format", "json"])
        #expect(try jsonObject(locale.stdout)["requested"] as? String == "•••• 1111")
        let list = try ppdata.run(["list", "currencies", "--locale", "CVV 123"])
        #expect(list.stderr.contains("'CVV •••'") && !list.stderr.contains("123"), "\(list.stderr)")
    }

    @Test("A card number given as the amount is not printed: a usage error that quotes none of it", arguments: [
        ["4111111111111111", "USD"], ["4111111111111111.00", "JPY", "--locale", "de_DE"], ["USD", "378282246310005"],
        ["5555555555554444", "EUR", "--format", "json"], ["--currency", "USD", "--", "-4111111111111111"],
        // As typed, where the formatted amount holds none (the review): a dot typed into a card, a card as a fraction.
        ["411111111111111.1", "USD"], ["37828224631000.5", "USD"], ["0.4111111111111111", "USD"],
        ["9000000000000001.5", "JPY"], ["4111111111111.111", "USD"],
        // The second review's: a card's dot followed by a zero, which the masking of findings reads as an amount.
        ["411111111111111.10", "USD"], ["37828224631000.50", "USD"], ["4.1111111111111110", "USD"],
        // 13 to 15 digits that are a card as typed, though their formatted amount `.00` would not be.
        ["4111111111111", "USD"], ["37828224631000", "USD"],
    ])
    func cardNumberAsAmount(arguments: [String]) throws {
        let output = try ppdata.run(["format"] + arguments)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("the amount holds a card number"), "\(output.stderr)")
        // Nothing but the last four: no five digits in a row.
        #expect(output.stderr.firstMatch(of: /[0-9]{5}/) == nil, "\(output.stderr)")
    }

    @Test("Rounding is noted on standard error in text mode, with the code PayPal refuses it with")
    func roundingNote() throws {
        let yen = try ppdata.run(["format", "2.5", "JPY", "--locale", "en_US"])
        #expect(yen.status == 0 && yen.stdout == "¥2\n")
        #expect(yen.stderr == "note: 2.5 rounded half-even as 2: PayPal takes no decimals in JPY and refuses an amount "
            + "written with more (`ppdata explain DECIMALS_NOT_SUPPORTED`)\n")
        let dollars = try ppdata.run(["format", "0.125", "USD", "--locale", "en_US"])
        #expect(dollars.stdout == "$0.12\n" && dollars.stderr.contains("0.125 rounded half-even as 0.12: PayPal takes 2 decimal places in USD"))
        #expect(dollars.stderr.contains("DECIMAL_PRECISION"))
        // Decimals that change nothing are still refused by PayPal (the review: `2.00 JPY`); JSON says `rounded` alone.
        #expect(try ppdata.run(["format", "0.120", "USD", "--locale", "en_US"]).stderr.contains("0.120 written as 0.12"))
        #expect(try ppdata.run(["format", "2.00", "JPY", "--locale", "en_US"]).stderr.contains("2.00 written as 2: PayPal takes no decimals"))
        #expect(try ppdata.run(["format", "0.12", "USD", "--locale", "en_US"]).stderr.isEmpty)
        #expect(try ppdata.run(["format", "2.5", "JPY", "--format", "json"]).stderr.isEmpty)
    }

    @Test("Amounts near a card number's length that are no card are formatted", arguments: [
        ("700000000000000", "$700,000,000,000,000.00"), ("7000000000000001", "$7,000,000,000,000,001.00"),
        ("999999999999999.99", "$999,999,999,999,999.99"),
    ])
    func longAmountsNotCards(amount: String, formatted: String) throws {
        let output = try ppdata.run(["format", amount, "USD", "--locale", "en_US"])
        #expect(output.status == 0)
        #expect(output.stdout == formatted + "\n")
    }

    @Test("A supported MPL locale is kept even where ICU has no data of its own")
    func mplLocaleWithoutICUData() throws {
        let object = try jsonObject(try ppdata.run(
            ["format", "5", "--currency", "JPY", "--locale", "en_JP", "--format", "json"]).stdout)
        #expect(object["locale"] as? String == "en_JP")
        #expect(object["fallback"] as? Bool == false)
    }

    @Test("The default locale comes from LC_ALL, LC_MONETARY, LANG, else en_US")
    func defaultLocale() throws {
        let arguments = ["format", "1234.5", "--currency", "EUR", "--format", "json"]
        func locale(_ environment: [String: String?]) throws -> String? {
            try jsonObject(try ppdata.run(arguments, environment: environment).stdout)["locale"] as? String
        }
        #expect(try locale(["LC_ALL": "fr_FR.UTF-8", "LC_MONETARY": "de_DE.UTF-8", "LANG": "it_IT.UTF-8"]) == "fr_FR")
        #expect(try locale(["LC_ALL": nil, "LC_MONETARY": "de_DE.UTF-8", "LANG": "it_IT.UTF-8"]) == "de_DE")
        #expect(try locale(["LC_ALL": "", "LC_MONETARY": "", "LANG": "it_IT.UTF-8"]) == "it_IT")
        #expect(try locale(noLocale) == "en_US")
        let text = try ppdata.run(["format", "1", "--currency", "USD"], environment: noLocale)
        #expect(text.stderr.isEmpty)  // en_US by default is not a fallback
    }
}

@Suite("ppdata locale (end to end)")
struct LocaleCommandTests {
    @Test("JSON output", arguments: [
        ("de_AT", "en_US", true), ("fr-ca", "fr_CA", false), ("fr_CA.UTF-8", "fr_CA", false),
        ("zh_CN", "en_US", true), ("C", "en_US", false), ("POSIX", "en_US", false), ("C.UTF-8", "en_US", false),
        ("", "en_US", true),
    ])
    func json(requested: String, resolved: String, fallback: Bool) throws {
        let output = try ppdata.run(["locale", requested, "--format", "json"])
        #expect(output.status == 0)
        #expect(output.stdout == """
            {"requested":"\(requested)","resolved":"\(resolved)","fallback":\(fallback)}

            """)
    }

    @Test("Text output")
    func text() throws {
        let supported = try ppdata.run(["locale", "fr-ca"])
        #expect(supported.stdout == "fr_CA\n")
        #expect(supported.stderr.isEmpty)
        let unsupported = try ppdata.run(["locale", "de_AT"])
        #expect(unsupported.stdout == "en_US\n")
        #expect(unsupported.stderr.hasPrefix("note: "))
    }

    @Test("A missing argument is a usage error")
    func missing() throws {
        #expect(try ppdata.run(["locale"]).status == 64)
    }
}
