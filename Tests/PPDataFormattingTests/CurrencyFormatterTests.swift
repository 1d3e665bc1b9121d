import Foundation
import Synchronization
import PPData
import PPDataFormatting
import Testing

/// Literal strings depend on ICU's CLDR data, which changes between ICU major
/// versions; they were checked against ICU 72 (CLDR 42, Debian 12).
private let isICU72 = ICUInfo.majorVersion == 72

@Suite("Formatting: literal strings (ICU 72 / CLDR 42)", .enabled(if: isICU72, "literals are CLDR 42's"))
struct LiteralFormattingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let amount: String
        let currency: CurrencyCode
        let locale: MPLLocale
        let style: CurrencyStyle
        let expected: String
        var testDescription: String { "\(amount) \(currency.rawValue) \(locale.rawValue) \(style.rawValue)" }
    }

    static let cases: [Case] = [
        // Each style, decimal point, prefix symbol.
        Case(amount: "1234.50", currency: .usd, locale: .enUS, style: .symbol, expected: "$1,234.50"),
        Case(amount: "1234.50", currency: .usd, locale: .enUS, style: .iso, expected: "USD\u{00A0}1,234.50"),
        Case(amount: "1234.50", currency: .usd, locale: .enUS, style: .name, expected: "1,234.50 US dollars"),
        Case(amount: "-1234.50", currency: .usd, locale: .enUS, style: .accounting, expected: "($1,234.50)"),
        Case(amount: "1234.50", currency: .usd, locale: .enUS, style: .accounting, expected: "$1,234.50"),
        // Decimal comma, suffix symbol, non-breaking spaces.
        Case(amount: "1234.50", currency: .cad, locale: .frCA, style: .symbol, expected: "1\u{00A0}234,50\u{00A0}$"),
        Case(amount: "1234.50", currency: .cad, locale: .frCA, style: .name, expected: "1\u{00A0}234,50 dollars canadiens"),
        Case(amount: "1234.50", currency: .eur, locale: .frFR, style: .symbol, expected: "1\u{202F}234,50\u{00A0}€"),
        Case(amount: "1234.50", currency: .eur, locale: .deDE, style: .symbol, expected: "1.234,50\u{00A0}€"),
        Case(amount: "1234.50", currency: .eur, locale: .itIT, style: .iso, expected: "1.234,50\u{00A0}EUR"),
        Case(amount: "1234.50", currency: .brl, locale: .ptBR, style: .symbol, expected: "R$\u{00A0}1.234,50"),
        // CLDR minimum grouping digits: es and pl do not group 4-digit amounts.
        Case(amount: "1234.50", currency: .eur, locale: .esES, style: .symbol, expected: "1234,50\u{00A0}€"),
        Case(amount: "12345.50", currency: .eur, locale: .esES, style: .symbol, expected: "12.345,50\u{00A0}€"),
        Case(amount: "1234.50", currency: .pln, locale: .plPL, style: .symbol, expected: "1234,50\u{00A0}zł"),
        // Swiss apostrophe grouping; fr_CH narrow no-break space with a decimal point.
        Case(amount: "1234.50", currency: .chf, locale: .deCH, style: .symbol, expected: "CHF\u{00A0}1\u{2019}234.50"),
        Case(amount: "1234.50", currency: .eur, locale: .frCH, style: .symbol, expected: "1\u{202F}234.50\u{00A0}€"),
        // Negatives: sign placement differs per locale.
        Case(amount: "-99.99", currency: .usd, locale: .enUS, style: .symbol, expected: "-$99.99"),
        Case(amount: "-1234.50", currency: .eur, locale: .nlNL, style: .symbol, expected: "€\u{00A0}-1.234,50"),
        Case(amount: "-1234.50", currency: .eur, locale: .nlNL, style: .accounting, expected: "(€\u{00A0}1.234,50)"),
        Case(amount: "-1234.50", currency: .chf, locale: .deCH, style: .accounting, expected: "-1\u{2019}234.50\u{00A0}CHF"),
        // A 20-digit amount keeps every digit.
        Case(amount: "12345678901234567890.12", currency: .usd, locale: .enUS, style: .symbol,
             expected: "$12,345,678,901,234,567,890.12"),
        Case(amount: "-12345678901234567890.12", currency: .eur, locale: .deDE, style: .symbol,
             expected: "-12.345.678.901.234.567.890,12\u{00A0}€"),
        // Zero-decimal currencies (PayPal): JPY, HUF, TWD.
        Case(amount: "1234.5", currency: .jpy, locale: .jaJP, style: .symbol, expected: "￥1,234"),
        Case(amount: "1235.5", currency: .jpy, locale: .jaJP, style: .symbol, expected: "￥1,236"),
        Case(amount: "1234.5", currency: .huf, locale: .enUS, style: .symbol, expected: "HUF\u{00A0}1,234"),
        Case(amount: "1234.49", currency: .twd, locale: .zhTW, style: .symbol, expected: "$1,234"),
        Case(amount: "1234.51", currency: .twd, locale: .zhTW, style: .name, expected: "1,235 新台幣"),
        // Other symbols and locales ICU has no own data for (en_JP uses "en").
        Case(amount: "1234.50", currency: .usd, locale: .enCA, style: .symbol, expected: "US$1,234.50"),
        Case(amount: "1234.50", currency: .hkd, locale: .zhHK, style: .symbol, expected: "HK$1,234.50"),
        Case(amount: "1234.50", currency: .gbp, locale: .enJP, style: .symbol, expected: "£1,234.50"),
        Case(amount: "1234.50", currency: .usd, locale: .esMX, style: .symbol, expected: "USD\u{00A0}1,234.50"),
        Case(amount: "1234.50", currency: .mxn, locale: .esMX, style: .symbol, expected: "$1,234.50"),
        Case(amount: "1", currency: .usd, locale: .enUS, style: .name, expected: "1.00 US dollars"),
        Case(amount: "1", currency: .eur, locale: .frFR, style: .name, expected: "1,00 euro"),
    ]

    @Test(arguments: cases)
    func literal(_ testCase: Case) throws {
        let result = try CurrencyFormatter.shared.format(
            testCase.amount, currency: testCase.currency, locale: testCase.locale, style: testCase.style)
        #expect(result.formatted == testCase.expected)
        #expect(result.locale == testCase.locale)
        #expect(!result.isFallback)
    }

    @Test("Localized currency names")
    func currencyNames() throws {
        let usdInFrench = try CurrencyCode.usd.localizedNames(in: .frCA)
        #expect(usdInFrench == CurrencyNames(
            symbol: "$\u{00A0}US", narrowSymbol: "$", displayName: "dollar des États-Unis",
            singular: "dollar des États-Unis", plural: "dollars des États-Unis"))
        let usdInEnglish = try CurrencyCode.usd.localizedNames(in: .enUS)
        #expect(usdInEnglish == CurrencyNames(
            symbol: "$", narrowSymbol: "$", displayName: "US Dollar", singular: "US dollar", plural: "US dollars"))
        #expect(try CurrencyCode.jpy.localizedNames(in: .jaJP).displayName == "日本円")
        #expect(try CurrencyCode.eur.localizedNames(in: .deDE).plural == "Euro")
    }

    @Test("Localized country names")
    func countryNames() throws {
        #expect(try CountryCode.us.localizedName(in: .frCA) == "États-Unis")
        #expect(try CountryCode.de.localizedName(in: .frCA) == "Allemagne")
        #expect(try CountryCode.de.localizedName(in: .jaJP) == "ドイツ")
        #expect(try CountryCode.de.localizedName(in: .esMX) == "Alemania")
        #expect(try CountryCode.nl.localizedName(in: .nlBE) == "Nederland")
        #expect(try CountryCode.ch.localizedName(in: .deCH) == "Schweiz")
    }
}

@Suite("Formatting: behaviour")
struct FormattingBehaviourTests {
    let formatter = CurrencyFormatter.shared

    @Test("Every MPL locale × PayPal currency × style formats without error")
    func everyCombination() throws {
        for locale in MPLLocale.allCases {
            for currency in CurrencyCode.allCases {
                for style in CurrencyStyle.allCases {
                    let result = try formatter.format("-1234567.891", currency: currency, locale: locale, style: style)
                    // Every kept digit survives, in the locale's digits (all MPL locales use Latin digits).
                    let digits = result.formatted.unicodeScalars.filter { ("0"..."9").contains($0) }
                    let expectedDigits = currency.paypalDecimals == 0 ? "1234568" : "123456789"
                    #expect(String(String.UnicodeScalarView(digits)) == expectedDigits,
                            "\(locale) \(currency) \(style): \(result.formatted)")
                    #expect(result.amount == (currency.paypalDecimals == 0 ? "-1234568" : "-1234567.89"))
                    #expect(result.isRounded)
                    #expect(!result.isFallback)
                }
            }
        }
    }

    @Test("The result says what happened")
    func resultFields() throws {
        let result = try formatter.format("1234.5", currency: .cad, localeIdentifier: "fr-CA", style: .symbol)
        #expect(result.amount == "1234.50")
        #expect(result.currency == .cad)
        #expect(result.locale == .frCA)
        #expect(result.requestedLocale == "fr-CA")
        #expect(!result.isFallback)
        #expect(!result.isRounded)
        #expect(result.style == .symbol)

        let rounded = try formatter.format("10.005", currency: .usd, locale: .enUS)
        #expect(rounded.amount == "10.00")
        #expect(rounded.isRounded)
        #expect(try formatter.format("-0.004", currency: .usd, locale: .enUS).formatted == "$0.00")
    }

    @Test("The requested locale is kept, and results compare by what they say")
    func requestedLocale() throws {
        let direct = try formatter.format("1234.50", currency: .cad, locale: .frCA)
        #expect(direct.requestedLocale == "fr_CA")
        // The same request through a resolution is the same value (same fields, same hash).
        let resolved = try formatter.format("1234.50", currency: .cad, resolution: MPLLocale.resolve("fr_CA"))
        #expect(resolved.requestedLocale == "fr_CA")
        #expect(resolved == direct)
        #expect(resolved.hashValue == direct.hashValue)
        #expect(Set([direct, resolved]).count == 1)
        // Another spelling of the same locale is a different request.
        let spelled = try formatter.format("1234.50", currency: .cad, localeIdentifier: "fr-CA")
        #expect(spelled.requestedLocale == "fr-CA")
        #expect(spelled.formatted == direct.formatted)
        #expect(spelled != direct)
        let exact = try formatter.format(try #require(DecimalAmount(exactly: "1234.50")), currency: .cad, locale: .frCA)
        #expect(exact == direct)
    }

    @Test("Unsupported locales fall back to en_US", arguments: [
        "de_AT", "zh_CN", "", "garbage", "en", "fr", "xx_YY", "de-AT.UTF-8", "\u{0}",
    ])
    func fallback(identifier: String) throws {
        let result = try formatter.format("1234.50", currency: .eur, localeIdentifier: identifier)
        #expect(result.locale == .enUS)
        #expect(result.isFallback)
        #expect(result.requestedLocale == identifier)
        #expect(result.formatted == (try formatter.format("1234.50", currency: .eur, locale: .enUS).formatted))
    }

    @Test("The POSIX locale asks for no language: en_US without a fallback", arguments: ["C", "POSIX", "C.UTF-8"])
    func posixLocale(identifier: String) throws {
        let result = try formatter.format("1234.50", currency: .eur, localeIdentifier: identifier)
        #expect(result.locale == .enUS)
        #expect(!result.isFallback)
        #expect(result.requestedLocale == identifier)
    }

    @Test("Supported spellings resolve without fallback", arguments: [
        ("fr_CA", MPLLocale.frCA), ("fr-CA", .frCA), ("fr_ca", .frCA), ("fr_CA.UTF-8", .frCA),
        ("de_DE@euro", .deDE), ("zh-Hant-TW", .zhTW),
    ])
    func spellings(identifier: String, locale: MPLLocale) throws {
        let result = try formatter.format("1", currency: .usd, localeIdentifier: identifier)
        #expect(result.locale == locale)
        #expect(!result.isFallback)
    }

    @Test("Malformed amounts are refused", arguments: ["1e3", "12abc", "1,5", "", " 1", "+1", ".5", "1.", "--1", "NaN"])
    func malformed(amount: String) {
        #expect(throws: FormattingError.malformedAmount(amount)) {
            try formatter.format(amount, currency: .usd, locale: .enUS)
        }
    }

    @Test("A malformed amount's message quotes at most 40 characters of it; the error keeps it whole")
    func longMalformedAmount() {
        let amount = String(repeating: "9", count: 100_000) + "x"
        do {
            _ = try formatter.format(amount, currency: .usd, locale: .enUS)
            Issue.record("formatted \(amount.count) characters of garbage")
        } catch {
            #expect(error == .malformedAmount(amount))
            #expect(error.description.count < 140 && error.description.contains(String(repeating: "9", count: 40) + "…"))
        }
    }

    @Test("A small cache stays bounded and still formats correctly")
    func boundedCache() throws {
        let small = CurrencyFormatter(cacheCapacity: 8)
        for locale in MPLLocale.allCases {
            for currency in CurrencyCode.allCases {
                let expected = try formatter.format("42.10", currency: currency, locale: locale).formatted
                #expect(try small.format("42.10", currency: currency, locale: locale).formatted == expected)
                #expect(small.cachedFormatterCount <= 8)
            }
        }
        small.removeCachedFormatters()
        #expect(small.cachedFormatterCount == 0)
    }

    /// All (locale, currency, style) combinations with a few amounts, formatted on one thread.
    private static func workload() -> [(String, CurrencyCode, MPLLocale, CurrencyStyle)] {
        var items: [(String, CurrencyCode, MPLLocale, CurrencyStyle)] = []
        let amounts = ["0", "-1.5", "1234.565", "98765432109876543210.99"]
        for locale in MPLLocale.allCases {
            for currency in CurrencyCode.allCases {
                for (index, style) in CurrencyStyle.allCases.enumerated() {
                    items.append((amounts[(index + locale.rawValue.count) % amounts.count], currency, locale, style))
                }
            }
        }
        return items
    }

    @Test("Concurrent formatting from many tasks gives the single-thread strings")
    func concurrentTasks() async throws {
        let items = Self.workload()
        let reference = try CurrencyFormatter(cacheCapacity: 4096).formatAll(items)
        // A fresh formatter, so tasks race to open and cache formatters too; and a
        // tiny one, so formatters are evicted while other tasks still use them.
        for shared in [CurrencyFormatter(), CurrencyFormatter(cacheCapacity: 16)] {
            let results = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
                for task in 0..<32 {
                    group.addTask {
                        // Each task walks the workload from its own offset.
                        let rotated = Array(items[(task * 97 % items.count)...] + items[..<(task * 97 % items.count)])
                        return (task, try shared.formatAll(rotated))
                    }
                }
                var all: [Int: [String]] = [:]
                for try await (task, strings) in group { all[task] = strings }
                return all
            }
            for (task, strings) in results {
                let offset = task * 97 % items.count
                let rotatedReference = Array(reference[offset...] + reference[..<offset])
                #expect(strings == rotatedReference)
            }
        }
    }

    @Test("Dropping cached formatters while other threads format with them is safe")
    func concurrentRemoval() async throws {
        let items = Self.workload()
        let reference = try CurrencyFormatter().formatAll(items)
        // A cache that evicts (capacity 32) and one that never does, both
        // emptied over and over while tasks format: a formatter closed under
        // a running format would crash or garble the strings.
        for shared in [CurrencyFormatter(cacheCapacity: 32), CurrencyFormatter()] {
            let stop = StopFlag()
            let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
                for task in 0..<4 {
                    group.addTask {
                        let offset = task * 211 % items.count
                        let rotated = Array(items[offset...] + items[..<offset])
                        let expected = Array(reference[offset...] + reference[..<offset])
                        return try shared.formatAll(rotated) == expected ? 0 : 1
                    }
                }
                group.addTask {
                    while !stop.value.load(ordering: .relaxed) {
                        shared.removeCachedFormatters()
                        await Task.yield()
                    }
                    return 0
                }
                var mismatches = 0
                for _ in 0..<4 { mismatches += try await group.next() ?? 0 }
                stop.value.store(true, ordering: .relaxed)
                for try await more in group { mismatches += more }
                return mismatches
            }
            #expect(mismatches == 0)
            #expect(shared.cachedFormatterCount <= CurrencyFormatter.defaultCacheCapacity)
        }
    }

    @Test("Concurrent formatting from many OS threads gives the single-thread strings")
    func concurrentThreads() throws {
        let items = Self.workload()
        let reference = try CurrencyFormatter().formatAll(items)
        let shared = CurrencyFormatter(cacheCapacity: 64)
        let mismatches = Mutex(0)
        let finished = DispatchSemaphore(value: 0)
        let threadCount = 8
        for _ in 0..<threadCount {
            // OS threads rather than tasks: more threads than the 2-core
            // cooperative pool, each with its own ICU result object.
            Thread {
                for _ in 0..<2 where (try? shared.formatAll(items)) != reference {
                    mismatches.withLock { $0 += 1 }
                }
                finished.signal()
            }.start()
        }
        for _ in 0..<threadCount { finished.wait() }
        #expect(mismatches.withLock { $0 } == 0)
    }
}

extension FormattingBehaviourTests {
    @Test("Threads that come and go format on the lock-free path while the cache is emptied")
    func shortLivedThreadsDuringRemoval() throws {
        // Canonical amounts, so hits take the fast path (no rounding); short
        // results (small strings) and long ones; formats by threads that start,
        // register as readers, and exit (unregister) while another thread keeps
        // emptying the cache, which waits for readers before closing formatters.
        let items = MPLLocale.allCases.flatMap { locale in
            CurrencyCode.allCases.flatMap { currency -> [(String, CurrencyCode, MPLLocale, CurrencyStyle)] in
                let long = currency.paypalDecimals == 0 ? "-12345678" : "12345678.90"
                let short = currency.paypalDecimals == 0 ? "7" : "0.07"
                return [(long, currency, locale, .symbol), (short, currency, locale, .iso)]
            }
        }
        let reference = try CurrencyFormatter().formatAll(items)
        let shared = CurrencyFormatter()
        let mismatches = Mutex(0)
        let stop = StopFlag()
        let writerDone = DispatchSemaphore(value: 0)
        Thread {
            while !stop.value.load(ordering: .relaxed) { shared.removeCachedFormatters() }
            writerDone.signal()
        }.start()
        for _ in 0..<4 {
            let finished = DispatchSemaphore(value: 0)
            let threadCount = 4
            for thread in 0..<threadCount {
                Thread {
                    let offset = thread * 131 % items.count
                    let rotated = Array(items[offset...] + items[..<offset])
                    let expected = Array(reference[offset...] + reference[..<offset])
                    if (try? shared.formatAll(rotated)) != expected { mismatches.withLock { $0 += 1 } }
                    finished.signal()
                }.start()
            }
            for _ in 0..<threadCount { finished.wait() }
        }
        stop.value.store(true, ordering: .relaxed)
        writerDone.wait()
        #expect(mismatches.withLock { $0 } == 0)
    }
}

/// A flag one task sets and others poll.
private final class StopFlag: Sendable {
    let value = Atomic<Bool>(false)
}

extension CurrencyFormatter {
    fileprivate func formatAll(_ items: [(String, CurrencyCode, MPLLocale, CurrencyStyle)]) throws -> [String] {
        try items.map { try format($0.0, currency: $0.1, locale: $0.2, style: $0.3).formatted }
    }
}
