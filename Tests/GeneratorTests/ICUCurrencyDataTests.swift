import Foundation
import Testing
import _PPDataGeneratorCore

@Suite("Generator: Data/icu-currencies.tsv")
struct ICUCurrencyDataTests {
    @Test("the fixture renders one line per code: code, digits, types, English name")
    func lines() throws {
        guard case .rendered(let files) = Generator.render(dataDirectory: Paths.goodData) else {
            Issue.record("fixture data should be clean")
            return
        }
        let source = try #require(files["ICUCurrency+Generated.swift"])
        #expect(source.contains("    static let count = 6\n"))
        #expect(source.contains("\nDEM\t2\tcommon|deprecated\tGerman Mark\nIQD\t0\tcommon\tIraqi Dinar\n"))
    }

    @Test("rows: three capital letters, sorted and once, digits 0 to 4, ICU's type lists, a name, USD present")
    func badRows() throws {
        let texts = try edited(.icuCurrencies) {
            $0.replacingOccurrences(of: "CNH\t2\tuncommon", with: "Cnh\t2\tuncommon")
                .replacingOccurrences(of: "IQD\t0\tcommon\tIraqi Dinar", with: "IQD\tnone\tdeprecated\t")
                .replacingOccurrences(of: "JPY\t0\tcommon", with: "DEM\t5\tcommon|uncommon")
                .replacingOccurrences(of: "USD\t2\tcommon\tUS Dollar", with: "USN\t2\tuncommon\tUS Dollar (Next day)")
        }
        #expect(diagnostics(of: texts) == [
            "icu-currencies.tsv:9: code \"Cnh\" is not three capital letters",
            "icu-currencies.tsv:11: digits of IQD are not a number from 0 to 4",
            "icu-currencies.tsv:11: types \"deprecated\" are not common or uncommon, optionally with |deprecated",
            "icu-currencies.tsv:11: IQD has no name",
            "icu-currencies.tsv:12: code DEM is not after IQD (rows sorted, each once)",
            "icu-currencies.tsv:12: digits of DEM are not a number from 0 to 4",
            "icu-currencies.tsv:12: types \"common|uncommon\" are not common or uncommon, optionally with |deprecated",
            "icu-currencies.tsv:0: has no USD",
        ])
    }
}
