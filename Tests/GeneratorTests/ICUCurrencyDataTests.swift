import Foundation
import Testing
import _PPDataGeneratorCore

@Suite("Generator: Data/icu-currencies.tsv")
struct ICUCurrencyDataTests {
    @Test("the fixture renders one line per code: code, ICU's digits, the newest CLDR's digits, types, withdrawal, successors, English name")
    func lines() throws {
        guard case .rendered(let files) = Generator.render(dataDirectory: Paths.goodData) else {
            Issue.record("fixture data should be clean")
            return
        }
        let source = try #require(files["ICUCurrency+Generated.swift"])
        #expect(source.contains("    static let count = 7\n"))
        #expect(source.contains("\nDEM\t2\t2\tcommon|deprecated\t2002-05-15\tEUR\tGerman Mark\nHUF\t2\t0\tcommon\t\t\tHungarian Forint\n"))
    }

    @Test("rows: three capital letters, sorted and once, digits 0 to 4 in both columns, ICU's type lists, a name fit for a literal, a withdrawal date and known successors, USD present")
    func badRows() throws {
        let texts = try edited(.icuCurrencies) {
            $0.replacingOccurrences(of: "CNH\t2\t2\tuncommon", with: "Cnh\t2\t2\tuncommon")
                .replacingOccurrences(of: "IQD\t0\t0\tcommon\tIraqi Dinar", with: "IQD\tnone\t0\tdeprecated\t")
                .replacingOccurrences(of: "JPY\t0\t0\tcommon\tJapanese Yen", with: "DEM\t5\t00\tcommon|uncommon\tYen \"\"\"")
                .replacingOccurrences(of: "USD\t2\t2\tcommon\tUS Dollar", with: "USN\t2\t2\tuncommon\tUS Dollar\\")
                .replacingOccurrences(of: "Hungarian Forint\t\t", with: "Hungarian Forint\t2024-13-01\tHUF|XXX")
                .replacingOccurrences(of: "European Currency Unit\t\t", with: "European Currency Unit\t\tEUR")
        }
        #expect(diagnostics(of: texts) == [
            "icu-currencies.tsv:12: code \"Cnh\" is not three capital letters",
            "icu-currencies.tsv:14: withdrawn of HUF is not a date YYYY-MM-DD",
            "icu-currencies.tsv:14: successor HUF of HUF is no other code of ICU or ISO 4217",
            "icu-currencies.tsv:14: successor XXX of HUF is no other code of ICU or ISO 4217",
            "icu-currencies.tsv:15: digits of IQD are not a number from 0 to 4",
            "icu-currencies.tsv:15: types \"deprecated\" are not common or uncommon, optionally with |deprecated",
            "icu-currencies.tsv:15: IQD has no name",
            "icu-currencies.tsv:16: code DEM is not after IQD (rows sorted, each once)",
            "icu-currencies.tsv:16: digits of DEM are not a number from 0 to 4",
            "icu-currencies.tsv:16: latestDigits of DEM are not a number from 0 to 4",
            "icu-currencies.tsv:16: types \"common|uncommon\" are not common or uncommon, optionally with |deprecated",
            "icu-currencies.tsv:16: name of DEM has a backslash or three quotes",
            "icu-currencies.tsv:17: name of USN has a backslash or three quotes",
            "icu-currencies.tsv:18: XEU has successors but no withdrawal date",
            "icu-currencies.tsv:0: has no USD",
        ])
    }
}
