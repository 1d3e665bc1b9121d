import Foundation
import Testing

@Suite("ppdata list and show, end to end")
struct TableCommandTests {
    func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test("list currencies --format json has the documented fields for the 26 currencies of the PayPal lists")
    func listCurrenciesJSON() throws {
        let result = try BinaryRunner.run(["list", "currencies", "--format", "json"])
        #expect(result.status == 0)
        let rows = try #require(try json(result.stdout) as? [[String: Any]])
        #expect(rows.count == 26)
        #expect(rows.first { $0["code"] as? String == "CNY" }?["apis"] as? [String] == ["rest", "localPaymentMethods"])
        #expect(rows.first { $0["code"] as? String == "IDR" }?["apis"] as? [String] == ["localPaymentMethods"])
        let huf = try #require(rows.first { $0["code"] as? String == "HUF" })
        #expect(huf["numeric"] as? String == "348")
        #expect(huf["name"] as? String == "Forint")
        #expect(huf["minorUnits"] as? Int == 2)
        #expect(huf["paypalDecimals"] as? Int == 0)
        #expect(huf["inCountryOnly"] as? Bool == false)
        #expect(huf["apis"] as? [String] == ["mpl", "rest"])
        #expect(Set(rows.flatMap { $0.keys }) == ["code", "numeric", "name", "minorUnits", "paypalDecimals", "inCountryOnly", "apis"])
        #expect(result.stdout.range(of: "\"code\": \"AUD\"")!.lowerBound < result.stdout.range(of: "\"code\": \"USD\"")!.lowerBound)
    }

    @Test("list countries --format json lists 249 countries plus AN and CS as withdrawn")
    func listCountriesJSON() throws {
        let result = try BinaryRunner.run(["list", "countries", "--format", "json"])
        #expect(result.status == 0)
        let rows = try #require(try json(result.stdout) as? [[String: Any]])
        #expect(rows.count == 251)
        let fr = try #require(rows.first { $0["code"] as? String == "FR" })
        #expect(fr["alpha3"] as? String == "FRA")
        #expect(fr["numeric"] as? String == "250")
        #expect(fr["name"] as? String == "France")
        #expect(fr["paypalSupported"] as? Bool == true)
        #expect(fr["locales"] as? [String] == ["en_FR", "fr_FR"])
        let an = try #require(rows.first { $0["code"] as? String == "AN" })
        #expect(an["withdrawn"] as? Bool == true)
        #expect(an["successors"] as? [String] == ["BQ", "CW", "SX"])
        let ss = try #require(rows.first { $0["code"] as? String == "SS" })
        #expect(ss["paypalSupported"] as? Bool == false)
        #expect(ss["locales"] as? [String] == [])
    }

    @Test("csv ends every line with CRLF, the last one too", arguments: ["currencies", "countries", "locales", "codes"])
    func csvLineEnds(_ table: String) throws {
        let csv = try BinaryRunner.run(["list", table, "--format", "csv"])
        #expect(csv.status == 0 && csv.stdout.hasSuffix("\r\n"))
        let bytes = Array(csv.stdout.utf8)
        let bareLF = bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
        #expect(bareLF.isEmpty, "\(table): a line ends in LF alone")
    }

    @Test("show gives a withdrawn country the localizedName member, null, as list countries does")
    func showWithdrawnLocalized() throws {
        let shown = try BinaryRunner.run(["show", "AN", "--locale", "fr_FR", "--format", "json"])
        let record = try #require(try json(shown.stdout) as? [String: Any])
        #expect(record.keys.contains("localizedName") && record["localizedName"] is NSNull)
        let france = try #require(try json(try BinaryRunner.run(["show", "FR", "--locale", "fr_FR", "--format", "json"]).stdout) as? [String: Any])
        #expect(france["localizedName"] as? String == "France")
    }

    @Test("list locales in csv and text")
    func listLocales() throws {
        let csv = try BinaryRunner.run(["list", "locales", "--format", "csv"])
        #expect(csv.status == 0)
        let lines = csv.stdout.split(whereSeparator: \.isNewline)
        #expect(lines.first == "code,language,country")
        #expect(lines.count == 34)
        #expect(lines.contains("fr_CA,fr,CA"))
        let text = try BinaryRunner.run(["list", "locales"])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("code   language  country\n"))
        #expect(text.stdout.contains("\nzh_TW  zh        TW"))
    }

    @Test("list countries csv quotes names with commas")
    func listCountriesCSV() throws {
        let result = try BinaryRunner.run(["list", "countries", "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("code,alpha3,numeric,name,paypalSupported,locales,withdrawn,successors\r\n"))
        #expect(result.stdout.contains("BO,BOL,068,\"Bolivia, Plurinational State of\",true,,false,"))
    }

    @Test("an unknown table is a usage error (64)")
    func unknownTable() throws {
        let result = try BinaryRunner.run(["list", "planets"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("planets"))
        #expect(result.stdout.isEmpty)
    }

    @Test("show finds currencies, countries, withdrawn codes, C2 and locales")
    func show() throws {
        let usd = try BinaryRunner.run(["show", "usd", "--format", "json"])
        #expect(usd.status == 0)
        let currency = try #require(try json(usd.stdout) as? [String: Any])
        #expect(currency["kind"] as? String == "currency")
        #expect(currency["paypalDecimals"] as? Int == 2)

        #expect(currency["applePayDecimals"] as? Int == 2)

        let krw = try #require(try json(try BinaryRunner.run(["show", "KRW", "--format", "json"]).stdout) as? [String: Any])
        #expect(krw["paypalSupported"] as? Bool == false)
        // Apple Pay rounds to ICU's places, which give IQD none where ISO 4217 gives 3.
        let iqd = try #require(try json(try BinaryRunner.run(["show", "IQD", "--format", "json"]).stdout) as? [String: Any])
        #expect(iqd["minorUnits"] as? Int == 3 && iqd["applePayDecimals"] as? Int == 0)
        // A code only ICU lists is shown too: Apple Pay accepts it.
        let dem = try BinaryRunner.run(["show", "dem"])
        #expect(dem.status == 0)
        #expect(dem.stdout.contains("name:             German Mark\niso:              false\nhistoric:         true\n"))
        // A country's alpha-3 code wins over a historic currency's: ESP is Spain, `show currency ESP` the peseta.
        #expect(try BinaryRunner.run(["show", "ESP"]).stdout.contains("kind:                   country"))
        #expect(try BinaryRunner.run(["show", "currency", "ESP"]).stdout.contains("name:             Spanish Peseta"))
        // HUF keeps to no places on every system: CLDR's newer data took its two away.
        let huf = try #require(try json(try BinaryRunner.run(["show", "HUF", "--format", "json"]).stdout) as? [String: Any])
        #expect(huf["paypalDecimals"] as? Int == 0 && huf["applePayDecimals"] as? Int == 0)

        let gbr = try #require(try json(try BinaryRunner.run(["show", "GBR", "--format", "json"]).stdout) as? [String: Any])
        #expect(gbr["code"] as? String == "GB")
        #expect(gbr["note"] == nil)

        // "UK" is found by name, and `validate` rejects it as a country code: the record says so.
        let uk = try BinaryRunner.run(["show", "uk"])
        #expect(uk.stdout.contains("code:                   GB"))
        #expect(uk.stdout.contains("note:                   'uk' is a name of United Kingdom, not a country code; documents must write GB"))
        let ukJSON = try #require(try json(try BinaryRunner.run(["show", "UK", "--format", "json"]).stdout) as? [String: Any])
        #expect(ukJSON["note"] as? String == "'UK' is a name of United Kingdom, not a country code; documents must write GB")

        let cs = try BinaryRunner.run(["show", "CS"])
        #expect(cs.status == 0)
        #expect(cs.stdout.contains("Serbia and Montenegro"))
        #expect(cs.stdout.contains("successors:      RS ME"))

        let c2 = try #require(try json(try BinaryRunner.run(["show", "c2", "--format", "json"]).stdout) as? [String: Any])
        #expect(c2["iso"] as? Bool == false)
        #expect(c2["addressFormat"] as? String == "CN")

        let locale = try #require(try json(try BinaryRunner.run(["show", "fr-ca", "--format", "json"]).stdout) as? [String: Any])
        #expect(locale["kind"] as? String == "locale")
        #expect(locale["code"] as? String == "fr_CA")
    }

    @Test("show of something unknown is a usage error naming it")
    func showUnknown() throws {
        let result = try BinaryRunner.run(["show", "XQZ"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("XQZ"))
        // What is near is said: a currency by its name, a locale MPL does not support by its language.
        let euro = try BinaryRunner.run(["show", "euro"])
        #expect(euro.status == 64 && euro.stderr.contains("did you mean EUR (`ppdata show EUR`)?"), "\(euro.stderr)")
        let austria = try BinaryRunner.run(["show", "de_AT"])
        #expect(austria.status == 64 && austria.stderr.contains("'de_AT' is not an MPL locale; the MPL locale with the same language is de_DE"))
    }

    @Test("--help and --version")
    func helpAndVersion() throws {
        let help = try BinaryRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("list"))
        #expect(help.stdout.contains("show"))
        let version = try BinaryRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let listHelp = try BinaryRunner.run(["list", "--help"])
        #expect(listHelp.status == 0)
        #expect(listHelp.stdout.contains("--format"))
    }

    @Test("--locale adds localized names to list and show, with the MPL fallback")
    func localizedNames() throws {
        let countries = try BinaryRunner.run(["list", "countries", "--locale", "fr_CA", "--format", "json"])
        #expect(countries.status == 0)
        let rows = try #require(try json(countries.stdout) as? [[String: Any]])
        #expect(rows.first { $0["code"] as? String == "DE" }?["localizedName"] as? String == "Allemagne")
        #expect(rows.first { $0["code"] as? String == "DE" }?["name"] as? String == "Germany")
        let yen = try #require(try json(try BinaryRunner.run(["show", "JPY", "--locale", "ja-JP", "--format", "json"]).stdout) as? [String: Any])
        #expect(yen["localizedName"] as? String == "日本円")
        let fallback = try #require(try json(try BinaryRunner.run(["show", "DE", "--locale", "de_AT", "--format", "json"]).stdout) as? [String: Any])
        #expect(fallback["localizedName"] as? String == "Germany")
        // Any currency ICU names gets its names, PayPal's or not (KRW), historic or not (DEM).
        for code in ["KRW", "DEM"] {
            let shown = try #require(try json(try BinaryRunner.run(["show", code, "--locale", "fr_CA", "--format", "json"]).stdout) as? [String: Any])
            #expect((shown["localizedName"] as? String)?.isEmpty == false && shown["symbol"] != nil, "\(code)")
        }
        // The tables without localized names refuse the option rather than add an empty column.
        for table in ["locales", "codes"] {
            let refused = try BinaryRunner.run(["list", table, "--locale", "fr_CA"])
            #expect(refused.status == 64 && refused.stderr.contains("--locale adds localized names to the currencies and countries tables"))
        }
    }

    /// ICU is opened on first use: when it cannot be, a table asked for in a locale is the job not done, exit 2 with
    /// ICU's error, as `format` ends (an unreadable copy of ICU's library first on the search path stands for none).
    @Test("list and show with --locale exit 2 when ICU cannot be used")
    func withoutICU() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-no-icu-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Every major version the shim may have been built against (it opens `libicui18n.so.<its ICU version>`).
        for version in 50...99 {
            try Data("not a library".utf8).write(to: directory.appendingPathComponent("libicui18n.so.\(version)"))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = directory.path
        for arguments in [["list", "currencies", "--locale", "fr_FR"], ["show", "US", "--locale", "fr_FR"], ["format", "1", "USD"]] {
            let result = try BinaryRunner.run(arguments, environment: environment)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: ICU failed to "), "\(arguments): \(result.stderr)")
        }
        // Without --locale ICU is not needed.
        #expect(try BinaryRunner.run(["list", "currencies"], environment: environment).status == 0)
    }

    /// A binary built against one ICU formats where another is installed (a trial's binary built on Debian 12, ICU
    /// 72, failed on every other distribution): here the system's library is hidden behind unreadable copies of every
    /// version's name but 99, and found under that one.
    @Test("format finds ICU under another major version's name when the headers' version is missing")
    func anotherICUVersion() throws {
        let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
        let real = folders.lazy.compactMap { folder -> String? in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.first { $0.hasPrefix("libicui18n.so.") && $0.dropFirst(14).allSatisfy(\.isNumber) }
                .map { folder + "/" + $0 }
        }.first
        let library = try #require(real, "no system libicui18n.so.<major> found")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ppdata-other-icu-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for version in 50...98 {
            try Data("not a library".utf8).write(to: directory.appendingPathComponent("libicui18n.so.\(version)"))
        }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("libicui18n.so.99").path, withDestinationPath: library)
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = directory.path
        let result = try BinaryRunner.run(["format", "1234.5", "EUR", "--locale", "de_DE"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1.234,50\u{A0}€\n")
    }

    /// ICU 72 does not mark BGN historic; CLDR's territories give its end (a trial read `historic: false` for the lev a
    /// year after the euro replaced it).
    @Test("show gives a withdrawn currency's last day and successors, and null and none for one in use")
    func withdrawnCurrency() throws {
        let lev = try #require(try json(try BinaryRunner.run(["show", "BGN", "--format", "json"]).stdout) as? [String: Any])
        #expect(lev["historic"] as? Bool == true && lev["withdrawn"] as? String == "2026-01-31")
        #expect(lev["successors"] as? [String] == ["EUR"])
        let yuan = try #require(try json(try BinaryRunner.run(["show", "CNH", "--format", "json"]).stdout) as? [String: Any])
        #expect(yuan["historic"] as? Bool == false && yuan["withdrawn"] is NSNull && (yuan["successors"] as? [String])?.isEmpty == true)
        let format = try BinaryRunner.run(["format", "1", "BGN"])
        #expect(format.status == 64 && format.stderr.contains("withdrawn (legal tender until 2026-01-31, as CLDR records), replaced by EUR"))
    }

    @Test("show finds a withdrawn country by the alpha-3 and numeric codes its record shows")
    func withdrawnCodes() throws {
        for (text, code) in [("ANT", "AN"), ("530", "AN"), ("country SUN", "SU"), ("country ZAR", "ZR"), ("891", "CS")] {
            let result = try BinaryRunner.run(["show"] + text.split(separator: " ").map(String.init) + ["--format", "json"])
            #expect(result.status == 0, "\(text): \(result.stderr)")
            #expect((try? json(result.stdout) as? [String: Any])?["code"] as? String == code, "\(text)")
        }
        // Without the kind, ZAR is the rand; 180 is the Democratic Republic of the Congo, which took Zaire's number.
        #expect(try BinaryRunner.run(["show", "ZAR"]).stdout.contains("kind:             currency"))
        #expect(try BinaryRunner.run(["show", "180"]).stdout.contains("code:                   CD"))
    }

    @Test("show finds every withdrawal by ISO 3166-3's four-letter code, and one whose alpha-2 a country holds now")
    func formerCodes() throws {
        for (text, name, reassigned) in [
            ("AIDJ", "French Afars and Issas", "Anguilla"), ("afi", "French Afars and Issas", "Anguilla"),
            ("CSHH", "Czechoslovakia, Czechoslovak Socialist Republic", nil), ("country CSK", "Czechoslovakia, Czechoslovak Socialist Republic", nil),
            ("CSXX", "Serbia and Montenegro", nil), ("BUR", "Burma, Socialist Republic of the Union of", nil),
            ("byaa", "Byelorussian SSR Soviet Socialist Republic", "Belarus"), ("ANHH", "Netherlands Antilles", nil),
        ] as [(String, String, String?)] {
            let result = try BinaryRunner.run(["show"] + text.split(separator: " ").map(String.init) + ["--format", "json"])
            #expect(result.status == 0, "\(text): \(result.stderr)")
            let record = try json(result.stdout) as? [String: Any]
            #expect(record?["name"] as? String == name && record?["withdrawn"] as? Bool == true, "\(text)")
            #expect(record?["alpha2ReassignedTo"] as? String == reassigned, "\(text)")
            #expect((record?["alpha4"] as? String)?.count == 4, "\(text)")
        }
        let afars = try BinaryRunner.run(["show", "AIDJ"]).stdout
        #expect(afars.contains("successors:         DJ") && afars.contains("alpha2ReassignedTo: Anguilla"), "\(afars)")
        // The alpha-2 code alone is the country that holds it now.
        #expect(try BinaryRunner.run(["show", "AI"]).stdout.contains("Anguilla"))
    }

    /// A full disk: the C library's buffer was flushed at exit without a word, so a script took a cut table for
    /// success.
    @Test("a failed write to standard output is exit 2 with the reason", arguments: [
        ["list", "countries"], ["show", "US"], ["format", "1", "USD"], ["validate", "Examples/orders-v2-valid.json"],
        ["validate", "--format", "json", "Examples/orders-v2-invalid.json"],
    ])
    func fullDisk(arguments: [String]) throws {
        let result = try BinaryRunner.run(
            ["-c", #"exec "$0" "$@" > /dev/full"#, BinaryRunner.ppdata.path] + arguments, executable: "/bin/sh")
        #expect(result.status == 2)
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
    }

    @Test("arguments quoted in messages show their control characters escaped")
    func controlCharacters() throws {
        let show = try BinaryRunner.run(["show", "\u{1B}[31mUSD"])
        #expect(show.status == 64 && show.stderr.hasPrefix(#"error: unknown currency, country or locale '\u001B[31mUSD'"#))
        let note = try BinaryRunner.run(["format", "1", "USD", "--locale", "fr_CA\u{1B}[2J"])
        #expect(note.status == 0 && note.stderr.contains(#"'fr_CA\u001B[2J'"#) && !note.stderr.contains("\u{1B}"))
        // A line break in an argument is no line of the message (it was printed raw, the quote over two lines).
        for arguments in [["show", "U\nS"], ["format", "1\n2", "USD"], ["explain", "A\r\nB"], ["list", "a\nb"],
                          ["format", "1", "USD", "--style", "a\nb"], ["validate", "--kind=a\nb", "x.json"]] {
            let result = try BinaryRunner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            let first = result.stderr.split(separator: "\n").first ?? ""
            #expect(first.contains(#"\n"#) && first.hasPrefix("error: "), "\(arguments): \(result.stderr)")
        }
        // An argument that is a line break alone leaves the message's own lines as they are.
        let bare = try BinaryRunner.run(["format", "\n", "USD"])
        #expect(bare.status == 64 && bare.stderr.split(separator: "\n").count >= 3, "\(bare.stderr)")
        #expect(bare.stderr.split(separator: "\n").dropFirst().first?.hasPrefix("Usage: ") == true)
    }

    @Test("ppdata-generate refuses bad data and writes nothing")
    func generatorRefusesBadData() throws {
        try Self.withCopiedData { root, data in try generatorRefusesBadData(root: root, data: data) }
    }

    /// Calls `body` with a scratch folder and a copy of the repository's Data/ in it, removed afterwards.
    static func withCopiedData(_ body: (_ root: URL, _ data: URL) throws -> Void) throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("ppdata-e2e-\(UUID().uuidString)")
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        let data = root.appendingPathComponent("Data")
        try manager.copyItem(at: BinaryRunner.repository.appendingPathComponent("Data"), to: data)
        try body(root, data)
    }

    private func generatorRefusesBadData(root: URL, data: URL) throws {
        let manager = FileManager.default
        let output = root.appendingPathComponent("out")
        // Every output in the scratch folder: the schema tables' default is the checkout's own sources.
        let schemaOutput = root.appendingPathComponent("schema-out")
        let currencies = data.appendingPathComponent("paypal-currencies.tsv")
        let text = try String(contentsOf: currencies, encoding: .utf8)
        try (text + "XYZ\t2\tfalse\ttrue\ttrue\t\t\n").write(to: currencies, atomically: true, encoding: .utf8)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count

        let failed = try BinaryRunner.run(
            ["--data", data.path, "--output", output.path, "--schema-output", schemaOutput.path],
            product: "ppdata-generate")
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("paypal-currencies.tsv:\(lineCount): currency \"XYZ\" is not in iso4217.tsv"))
        #expect(!manager.fileExists(atPath: output.path) && !manager.fileExists(atPath: schemaOutput.path))

        try text.write(to: currencies, atomically: true, encoding: .utf8)
        let ok = try BinaryRunner.run(
            ["--data", data.path, "--output", output.path, "--schema-output", schemaOutput.path],
            product: "ppdata-generate")
        #expect(ok.status == 0)
        let written = try manager.contentsOfDirectory(atPath: output.path)
        #expect(written.contains("CurrencyCode+Generated.swift"))
        let schemaWritten = try manager.contentsOfDirectory(atPath: schemaOutput.path)
        #expect(Set(schemaWritten) == ["RequestSchema+Generated.swift", "ObjectKey+Generated.swift", "DiagnosticCode+Catalogue.swift"])
    }

    @Test("ppdata-generate shows a problem that many lines repeat once, with the lines")
    func generatorGroupsRepeatedProblems() throws {
        try Self.withCopiedData { root, data in try generatorGroupsRepeatedProblems(root: root, data: data) }
    }

    private func generatorGroupsRepeatedProblems(root: URL, data: URL) throws {
        let countries = data.appendingPathComponent("iso3166-1.tsv")
        let text = try String(contentsOf: countries, encoding: .utf8)
        try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("US\t") }
            .joined(separator: "\n").write(to: countries, atomically: true, encoding: .utf8)

        let failed = try BinaryRunner.run(
            ["--data", data.path, "--output", root.appendingPathComponent("out").path,
             "--schema-output", root.appendingPathComponent("schema-out").path],
            product: "ppdata-generate")
        #expect(failed.status == 1)
        let lines = failed.stderr.split(separator: "\n")
        let shown = lines.dropLast()
        #expect(shown.allSatisfy { $0.hasPrefix(data.path + "/") && $0.contains("\"US\"") }, "\(failed.stderr)")
        #expect(shown.contains { $0.contains("address/subdivisions.tsv:") && $0.contains("(also on ") }, "\(failed.stderr)")
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("ppdata-generate: ") && summary.hasSuffix(" problem(s) on \(shown.count) line(s) above; nothing written"))
        #expect(shown.count < 10)
    }
}
