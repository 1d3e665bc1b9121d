import Testing

@testable import PPData

/// `ICUCurrency`: the currency codes of Data/icu-currencies.tsv (ICU's `ucurr_openISOCurrencies(UCURR_ALL)`) with
/// the fraction digits ICU gives them, which is what Apple Pay checks a currency and its amounts against.
@Suite("ICU currencies")
struct ICUCurrencyTests {
    @Test("current, historic and non-ISO codes, each with ICU's digits, types and English name")
    func lookUp() throws {
        let dollar = try #require(ICUCurrency("USD"))
        #expect(dollar.fractionDigits == 2 && dollar.isCommon && !dollar.isDeprecated && dollar.englishName == "US Dollar")
        let mark = try #require(ICUCurrency("DEM"))
        #expect(mark.isDeprecated && mark.englishName == "German Mark" && mark.description == "DEM")
        let offshore = try #require(ICUCurrency("CNH"))
        #expect(!offshore.isCommon && !offshore.isDeprecated, "ICU lists CNH, which ISO 4217 does not have")
        #expect(ICUCurrency("XXX")?.isCommon == false)
        #expect(ICUCurrency("JPY")?.fractionDigits == 0 && ICUCurrency("KWD")?.fractionDigits == 3)
        #expect(ICUCurrency("CLF")?.fractionDigits == 4)
    }

    @Test("CLDR's digits, where ISO 4217 gives more places (ICU 72; the same in CLDR's current fractions)", arguments: [
        "AFN", "ALL", "IQD", "IRR", "KPW", "LAK", "LBP", "MGA", "MMK", "RSD", "SOS", "SYP", "YER",
    ])
    func noPlacesWhereISOHasSome(_ code: String) throws {
        #expect(ICUCurrency(code)?.fractionDigits == 0)
        let iso = try #require(ISOCurrency.lookup(code)?.minorUnits)
        #expect(iso > 0)
    }

    @Test("the newest CLDR release's digits: HUF, COP and IDR lost their places, RSD gained two, the rest kept theirs")
    func latestDigits() throws {
        for (code, older, newer) in [("HUF", 2, 0), ("COP", 2, 0), ("IDR", 2, 0), ("RSD", 0, 2)] {
            let currency = try #require(ICUCurrency(code))
            #expect(currency.fractionDigits == older && currency.latestFractionDigits == newer, "\(code)")
            #expect(currency.fewestFractionDigits == 0, "\(code)")
        }
        let changed = ICUCurrency.allCodes.filter { ICUCurrency($0).map { $0.fractionDigits != $0.latestFractionDigits } ?? true }
        #expect(changed == ["COP", "HUF", "IDR", "RSD"])
        #expect(ICUCurrency("TWD")?.fewestFractionDigits == 2 && ICUCurrency("KWD")?.fewestFractionDigits == 3)
    }

    @Test("every current ISO 4217 code ICU has gets ISO's places or fewer, never more")
    func neverMoreThanISO() {
        var known = 0
        for iso in ISOCurrency.all {
            guard let icu = ICUCurrency(iso.code) else { continue }
            known += 1
            if let minorUnits = iso.minorUnits { #expect(icu.fractionDigits <= minorUnits, "\(iso.code)") }
        }
        #expect(known >= ISOCurrency.all.count - 3, "ICU 72 lacks only the newest codes (XAD, XCG, ZWG)")
    }

    @Test("codes are exact: letter case, spaces and unknown codes do not match", arguments: [
        "usd", "Usd", " USD", "USD ", "", "US", "USDD", "ABC", "ZZZ",
    ])
    func exact(_ text: String) {
        #expect(ICUCurrency(text) == nil)
    }

    @Test("the table is sorted, each code once, 306 codes in ICU 72")
    func table() {
        let codes = ICUCurrency.allCodes
        #expect(codes.count == 306)
        #expect(zip(codes, codes.dropFirst()).allSatisfy { $0 < $1 })
        #expect(codes.allSatisfy { ICUCurrency($0)?.code == $0 })
        // The rules' look-up (codes and digits alone) agrees with the records on every code.
        for code in codes {
            let record = ICUCurrency(code)
            let digits = ICUCurrency.digits(of: code)
            #expect(digits?.older == record?.fractionDigits && digits?.latest == record?.latestFractionDigits, "\(code)")
        }
        #expect(ICUCurrency.digits(of: "usd") == nil && ICUCurrency.digits(of: "") == nil && ICUCurrency.digits(of: "USDX") == nil)
    }

    /// CLDR's territory data says when a code stopped being legal tender everywhere and what replaced it; ICU 72 marks
    /// neither BGN nor HRK historic.
    @Test("withdrawn codes carry their last day and successors; codes in use carry neither", arguments: [
        ("BGN", "2026-01-31", ["EUR"]), ("HRK", "2023-01-14", ["EUR"]), ("SLL", "2023-12-31", ["SLE"]),
        ("ANG", "2025-06-30", ["XCG"]), ("VEF", "2018-08-20", ["VES"]), ("ZWL", "2024-08-31", ["ZWG"]),
        ("DEM", "2002-05-15", ["EUR"]), ("LTL", "2014-12-31", ["EUR"]),
        // What replaced it then, not what the country uses today (a review: BGL said EUR, HRD EUR).
        ("BGL", "1999-07-05", ["BGN"]), ("HRD", "1995-01-01", ["HRK"]),
    ])
    func withdrawn(_ code: String, _ day: String, _ successors: [String]) throws {
        let record = try #require(ICUCurrency(code))
        #expect(record.withdrawn == day)
        #expect(record.successors == successors)
    }

    @Test("codes in use, funds and test codes are not withdrawn", arguments: ["EUR", "USD", "ZWG", "XCG", "CNH", "XEU", "XXX"])
    func inUse(_ code: String) {
        guard let record = ICUCurrency(code) else { return #expect(code == "XCG" || code == "ZWG") }  // newer than ICU 72
        #expect(record.withdrawn == nil && record.successors.isEmpty, "\(code)")
    }
}
