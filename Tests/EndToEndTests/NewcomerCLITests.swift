import Foundation
import Testing

/// What a newcomer meets on the command line: sentences for errors, the POSIX locale, help that offers only what a
/// command takes, the strict summary, `--now` in messages, unreadable inputs in machine output, a hint for a waiting
/// terminal, aligned and trimmed tables, suggestions that pass.
@Suite("ppdata as a newcomer meets it (end to end)")
struct NewcomerCLITests {
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, stdin: stdin.map { Data($0.utf8) }, environment: environment)
    }

    @Test("C, POSIX and C.UTF-8 mean en_US without a fallback note; a real unsupported locale gets the note")
    func posixLocale() throws {
        for locale in ["C", "POSIX", "C.UTF-8"] {
            let viaEnvironment = try run(["format", "1", "--currency", "USD"], environment: ["LC_ALL": locale])
            #expect(viaEnvironment.stdout == "$1.00\n")
            #expect(viaEnvironment.stderr.isEmpty, "\(locale): \(viaEnvironment.stderr)")
            let named = try run(["format", "1", "--currency", "USD", "--locale", locale, "--format", "json"])
            #expect(named.stdout.contains(#""fallback":false"#))
        }
        let unsupported = try run(["format", "1", "--currency", "USD"], environment: ["LC_ALL": "de_AT.UTF-8"])
        #expect(unsupported.stderr.hasPrefix("note: locale 'de_AT.UTF-8' is not supported by MPL; using en_US"))
    }

    @Test("show offers text and json only; list offers csv too")
    func formatsInHelp() throws {
        // Each value on its own line with what it means (`allValueDescriptions`).
        let show = try run(["show", "--help"])
        #expect(show.stdout.contains("        text              - one line per member\n        json              - one JSON object\n"))
        #expect(!show.stdout.contains("csv"))
        let refused = try run(["show", "USD", "--format", "csv"])
        #expect(refused.status == 64)
        let list = try run(["list", "--help"])
        #expect(list.stdout.contains("        csv               - RFC 4180, with a header row\n"))
    }

    @Test("usage errors read as sentences: a lower-case clause naming the code and name as list prints them")
    func errorSentences() throws {
        let notPayPal = try run(["format", "1", "--currency", "XXX"])
        #expect(notPayPal.status == 64)
        #expect(notPayPal.stderr.hasPrefix(
            "error: currency XXX (The codes assigned for transactions where no currency is involved) is not supported by PayPal; "))
        let list = try run(["list", "currencies", "--format", "csv"])
        #expect(list.stdout.contains("KRW") == false)  // only PayPal's currencies are listed
        let unknown = try run(["format", "1", "--currency", "US"])
        #expect(unknown.stderr.hasPrefix("error: unknown currency 'US'"))
        let amount = try run(["format", "12abc", "--currency", "USD"])
        #expect(amount.stderr.hasPrefix("error: '12abc' is not a plain decimal amount"))
    }

    @Test("--strict: the summary says when warnings count as failures")
    func strictSummary() throws {
        let warning = #"{"address_line_1":"Kaya Grandi 1","admin_area_2":"Kralendijk","country_code":"AN"}"#
        let strict = try run(["validate", "--strict"], stdin: warning)
        #expect(strict.status == 1)
        #expect(strict.stdout.hasSuffix(
            "1 document checked: 1 valid, 0 invalid (0 errors, 1 warning); the warning counts as a failure (--strict)\n"))
        let lenient = try run(["validate"], stdin: warning)
        #expect(lenient.status == 0)
        #expect(lenient.stdout.hasSuffix("1 document checked: 1 valid, 0 invalid (0 errors, 1 warning)\n"))
    }

    @Test("--now is named in expiry messages; without it, today in UTC is")
    func nowInMessages() throws {
        let order = """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}],
            "payment_source":{"card":{"number":"4111111111111111","expiry":"2024-09"}}}
            """
        let pinned = try run(["validate", "--kind", "orders-v2", "--now", "2024-10-01"], stdin: order)
        #expect(pinned.stdout.contains("CARD_EXPIRED: the card expired at the end of 2024-09: it cannot be charged on 2024-10-01 (--now)"))
        let today = try run(["validate", "--kind", "orders-v2"], stdin: order)
        #expect(today.stdout.contains("(today, UTC)"))
    }

    @Test("several JSON values in one file: MALFORMED_JSON suggests --ndjson")
    func severalValues() throws {
        let result = try run(["validate"], stdin: "{\"a\":1}\n{\"b\":2}\n")
        #expect(result.stdout.contains("MALFORMED_JSON: unexpected character '{' after the JSON value; one document per line is NDJSON (ppdata validate --ndjson)"))
        let trailingGarbage = try run(["validate"], stdin: "{\"a\":1} x")
        #expect(!trailingGarbage.stdout.contains("--ndjson"))
    }

    @Test("an unreadable input is an entry in json and ndjson output, counted in the summary; exit 2 wins over 1")
    func unreadableInOutput() throws {
        let ndjson = try run(["validate", "--format", "ndjson", "missing.json", "Examples/address-invalid.json"])
        #expect(ndjson.status == 2)
        let lines = ndjson.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first == #"{"source":"missing.json","line":null,"kind":null,"valid":false,"error":"No such file or directory","issues":[]}"#)
        #expect(ndjson.stderr.contains("cannot read 'missing.json'"))
        let json = try run(["validate", "--format", "json", "missing.json"])
        #expect(json.status == 2)
        let top = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let documents = try #require(top["documents"] as? [[String: Any]])
        #expect(documents.first?["error"] as? String == "No such file or directory")
        #expect((top["summary"] as? [String: Int])?["unreadable"] == 1)
        let text = try run(["validate", "missing.json"])
        #expect(text.stdout == "0 documents checked: 0 valid, 0 invalid (0 errors, 0 warnings); 1 input could not be read\n")
    }

    @Test("validate with no file on a terminal says it is reading standard input")
    func terminalHint() throws {
        // script(1) gives the command a pseudo-terminal; the input ends at once (empty standard input, Ctrl-D).
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(FileManager.default.isExecutableFile(atPath: script.path))
        let binary = BinaryRunner.ppdata.path
        let result = try BinaryRunner.run(
            ["-qec", "'\(binary)' validate < /dev/null 2>&1 >/dev/null; '\(binary)' validate --ndjson", "/dev/null"],
            stdin: Data([4]), executable: script.path)
        #expect(result.stdout.contains("ppdata: reading documents from standard input (Ctrl-D to end"))
        let piped = try run(["validate", "--ndjson"], stdin: "")
        #expect(!piped.stderr.contains("reading documents from standard input"))
    }

    @Test("show takes a code alone or after its kind, as list takes a table; a country name needs no quotes")
    func showWithKind() throws {
        // SLE is both Sierra Leone's alpha-3 code and its currency: alone it is the currency.
        #expect(try run(["show", "SLE"]).stdout.hasPrefix("kind:             currency\ncode:             SLE\n"))
        let country = try run(["show", "country", "SLE"])
        #expect(country.status == 0)
        #expect(country.stdout.hasPrefix("kind:                   country\ncode:                   SL\n"))
        #expect(try run(["show", "Currencies", "jpy"]).stdout.contains("code:             JPY\n"))
        #expect(try run(["show", "locale", "fr-ca"]).stdout.contains("code:     fr_CA\n"))
        #expect(try run(["show", "country", "United", "Kingdom"]).stdout.contains("code:                   GB\n"))
        #expect(try run(["show", "United", "Kingdom"]).stdout.contains("code:                   GB\n"))
        let wrongKind = try run(["show", "country", "USD"])
        #expect(wrongKind.status == 64)
        #expect(wrongKind.stderr.hasPrefix("error: unknown country 'USD'; without the kind, `ppdata show USD` finds the currency USD\n"))
        // Named as a currency, a numeric code or a name is one; alone, 392 is Japan.
        #expect(try run(["show", "currency", "392"]).stdout.contains("code:             JPY\n"))
        #expect(try run(["show", "currency", "euro"]).stdout.contains("code:             EUR\n"))
        #expect(try run(["show", "392"]).stdout.contains("code:                   JP\n"))
        #expect(try run(["show", "locale", "392"]).stderr.hasPrefix(
            "error: unknown locale '392'; without the kind, `ppdata show 392` finds the country JP\n"))
        // A withdrawal by its four-letter code, not the alpha-2 a country holds now (the review: "the country AI").
        #expect(try run(["show", "currency", " AIDJ "]).stderr.hasPrefix(
            "error: unknown currency ' AIDJ '; without the kind, `ppdata show AIDJ` finds the country AIDJ\n"))
        let kindAlone = try run(["show", "currency"])
        #expect(kindAlone.status == 64)
        #expect(kindAlone.stderr.hasPrefix(
            "error: 'currency' is a kind: name one after it (`ppdata show currency USD`), or list them all with "
                + "`ppdata list currencies`\n"))
        #expect(try run(["show", "locale", "xx_YY"]).stderr.hasPrefix("error: unknown locale 'xx_YY'\n"))
    }

    @Test("show lines up subdivisions by terminal columns, wide ideographs counting two")
    func showAlignsWideCodes() throws {
        let china = try run(["show", "CN"])
        let rows = china.stdout.split(separator: "\n").filter { $0.contains(" CN-") }
        #expect(rows.count == 34)
        #expect(rows.contains { $0.contains("/ Shanghai Shi / Shanghai") })
        // The ISO code starts at the same column on every row: two columns per ideograph before it.
        let columns = Set(rows.map { row -> Int in
            let code = row.prefix { $0 != "C" }
            return code.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 2 : 1) }
        })
        #expect(columns.count == 1, "\(rows.prefix(4))")
    }

    @Test("show prints no trailing spaces; --locale adds localized names and notes a fallback")
    func showText() throws {
        for code in ["CS", "CA", "USD", "KRW", "XAD", "DEM", "C2", "fr_CA"] {
            let result = try run(["show", code])
            #expect(result.status == 0)
            for line in result.stdout.split(separator: "\n") { #expect(!line.hasSuffix(" "), "\(code): '\(line)'") }
        }
        let japanese = try run(["show", "USD", "--locale", "ja_JP"])
        #expect(japanese.stdout.contains("localizedName:    米ドル\n"))
        #expect(japanese.stderr.isEmpty)
        let fallback = try run(["show", "USD", "--locale", "de_AT"])
        #expect(fallback.stdout.contains("localizedName:    US Dollar\n"))
        #expect(fallback.stderr.hasPrefix("note: locale 'de_AT' is not supported by MPL; using en_US"))
    }

    @Test("list aligns columns by display width: CJK names take two columns each")
    func listDisplayWidth() throws {
        let result = try run(["list", "countries", "--locale", "ja_JP"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first)
        let column = try #require(header.range(of: "paypalSupported")).lowerBound
        let offset = header.unicodeScalars.distance(from: header.unicodeScalars.startIndex, to: column)
        for line in lines.dropFirst().prefix(20) {
            // The paypalSupported cell ("true"/"false") starts at the same terminal column in every row.
            var width = 0
            var found = false
            for (index, character) in line.enumerated() {
                if width == offset {
                    found = String(line.dropFirst(index)).hasPrefix("true") || String(line.dropFirst(index)).hasPrefix("false")
                    break
                }
                width += character.unicodeScalars.contains { $0.value >= 0x3000 } ? 2 : 1
            }
            #expect(found, "\(line)")
            #expect(!line.hasSuffix(" "))
        }
    }

    @Test("a suggestion is never a value that would itself be rejected")
    func suggestionsPass() throws {
        let huge = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":1e99999}}]}"#
        let result = try run(["validate", "--format", "ndjson"], stdin: huge)
        #expect(result.stdout.contains("INVALID_PARAMETER_SYNTAX"))
        #expect(!result.stdout.contains("suggestion"))
        // A number with more decimals than the currency takes is suggested quoted and rounded, which passes.
        let precise = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":1.234}}]}"#
        #expect((try run(["validate", "--format", "ndjson"], stdin: precise)).stdout.contains(#""suggestion":"\"1.23\"""#))
        let plain = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":12.5}}]}"#
        #expect((try run(["validate", "--format", "ndjson"], stdin: plain)).stdout.contains(#""suggestion":"\"12.50\"""#))
    }

    @Test("completion scripts come from swift-argument-parser, know the subcommands and complete file names")
    func completions() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try run(["--generate-completion-script", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("validate"))
            #expect(result.stdout.contains("sarif"), "\(shell)")
            // --kind's values, every document kind, are offered too.
            #expect(result.stdout.contains("payments-v1-capture") && result.stdout.contains("apple-pay-js"), "\(shell)")
        }
        // validate's files and --config complete as file names (they offered nothing: a trial's `validate v<TAB>`).
        let bash = try run(["--generate-completion-script", "bash"]).stdout
        #expect(bash.contains("__ppdata_add_completions -f\n") && bash.contains("-fX '!*.@(json)'"))
        let zsh = try run(["--generate-completion-script", "zsh"]).stdout
        #expect(zsh.contains("'*:file:_files'") && zsh.contains(":file:_files -g"))
        let fish = try run(["--generate-completion-script", "fish"]).stdout
        #expect(fish.contains("\"ppdata validate\" -ge 1' -F") && fish.contains("*.\\'json\\'"))
    }
}
