/// A currency code that ICU knows, with the fraction digits ICU gives its amounts.
///
/// Apple Pay judges currencies by ICU rather than by ISO 4217's current list: WebKit refuses an `ApplePaySession`
/// whose `currencyCode` is not among ICU's codes (`ucurr_openISOCurrencies(UCURR_ALL)`, historic ones such as `DEM`
/// included), PassKit checks the code against `NSLocale.ISOCurrencyCodes` (the same list), and PassKit rounds an
/// amount to ICU's default fraction digits for its currency (CLDR's, which give `IQD` none where ISO 4217 gives 3).
/// Those digits change with the system's ICU (iOS 26.4 took `HUF`'s places away), so the table has two sets: the
/// system ICU's and the newest CLDR release's. It (`Generated/ICUCurrency+Generated.swift`) comes from
/// Data/icu-currencies.tsv, read from the system's ICU and from CLDR as the PyPI package babel carries it.
public struct ICUCurrency: Sendable, Hashable, CustomStringConvertible {
    /// The code (`DEM`).
    public let code: String
    /// The fraction digits ICU gives amounts in the currency (`ucurr_getDefaultFractionDigits`): 2 unless CLDR says
    /// otherwise (`JPY` 0, `KWD` 3, `IQD` 0). These are the table's ICU's (72), whose data CLDR kept until release 47.
    public let fractionDigits: Int
    /// The newest CLDR release's fraction digits for the currency (49), which systems with a newer ICU use: `HUF`,
    /// `COP` and `IDR` lost their 2 places there, and `RSD` gained 2.
    public let latestFractionDigits: Int
    /// The fewest places of the two: what an amount must keep to to pass on older and newer systems alike.
    public var fewestFractionDigits: Int { min(fractionDigits, latestFractionDigits) }
    /// Whether ICU lists the code among its common currencies (`UCURR_COMMON`); funds, metals and test codes are not.
    public let isCommon: Bool
    /// Whether ICU marks the code historic (`UCURR_DEPRECATED`): withdrawn from use (`DEM`, `ZWL`).
    public let isDeprecated: Bool
    /// ICU's English name (`German Mark`).
    public let englishName: String
    /// The last day CLDR gives the code as legal tender anywhere (`2026-01-31` for `BGN`), once every country that
    /// used it has given it up; nil for a code in use (and for funds and test codes, which no country uses). ICU's
    /// `isDeprecated` lags: ICU 72 does not mark `BGN`, `HRK` or `SLL` historic.
    public let withdrawn: String?
    /// The codes that replaced a withdrawn code where it was given up last (`EUR` for `BGN`, `XCG` for `ANG`); empty
    /// for a code in use.
    public let successors: [String]

    /// The entry for `code`, exactly as written (ICU's codes are upper case); nil for a code ICU does not know.
    public init?(_ code: String) {
        // The packed look-up first: a code ICU does not know never builds the records' strings.
        guard Self.index(of: code) != nil, let record = Self.records.element(withKey: code, key: \.code) else {
            return nil
        }
        self = record
    }

    /// ICU's digits for `code` (`fractionDigits`, `latestFractionDigits`) without copying its record; nil for a code
    /// ICU does not know. Every Apple Pay rule asks for its request's currency.
    package static func digits(of code: String) -> (older: Int, latest: Int)? {
        guard let index = index(of: code) else { return nil }
        let digits = Self.digits[index]
        return (Int(digits >> 4), Int(digits & 0x0F))
    }

    /// The position of `code` in `records`: three bytes packed into an integer and a binary search over the packed
    /// codes, which the table's byte order keeps sorted (a few dozen instructions).
    private static func index(of code: String) -> Int? {
        var text = code
        guard let key = text.withUTF8(packed) else { return nil }
        let keys = Self.keys
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// Three bytes as one big-endian integer, which orders codes as their bytes do; nil for any other length.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard bytes.count == 3 else { return nil }
        return UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
    }

    private init(
        code: String, fractionDigits: Int, latestFractionDigits: Int, isCommon: Bool, isDeprecated: Bool,
        englishName: String, withdrawn: String?, successors: [String]
    ) {
        self.code = code
        self.fractionDigits = fractionDigits
        self.latestFractionDigits = latestFractionDigits
        self.isCommon = isCommon
        self.isDeprecated = isDeprecated
        self.englishName = englishName
        self.withdrawn = withdrawn
        self.successors = successors
    }

    /// The code.
    public var description: String { code }

    /// Every code ICU knows, sorted.
    public static var allCodes: [String] { records.map(\.code) }

    /// An ASCII digit's value.
    private static func digit(_ byte: UInt8) -> Int? {
        (0x30...0x39).contains(byte) ? Int(byte) - 0x30 : nil
    }

    /// The codes packed and their digits (ICU's in the high four bits, the newest CLDR release's in the low four),
    /// sorted, read from `digitsTable`: the Apple rules need only these, and a one-document run pays a few thousand
    /// instructions for them, not the records' strings.
    private static let (keys, digits): ([UInt32], [UInt8]) = {
        var keys: [UInt32] = []
        var digits: [UInt8] = []
        keys.reserveCapacity(ICUCurrency.count)
        digits.reserveCapacity(ICUCurrency.count)
        ICUCurrency.digitsTable.withUTF8Buffer { bytes in
            var start = 0
            while start + 5 <= bytes.count, let older = digit(bytes[start + 3]), let latest = digit(bytes[start + 4]) {
                keys.append(packed(UnsafeBufferPointer(rebasing: bytes[start..<start + 3])) ?? 0)
                digits.append(UInt8(older << 4 | latest))
                start += 5
            }
        }
        return (keys, digits)
    }()

    /// Calls `body` with each well-formed row (three code bytes, a tab, a digit, a tab, a digit, a tab, then the
    /// types, the withdrawal day, the successors and the name) and its digits, in the table's order.
    private static func forEachRow(_ body: (Slice<UnsafeBufferPointer<UInt8>>, Int, Int) -> Void) {
        let tab = UInt8(ascii: "\t")
        ICUCurrency.table.withUTF8Buffer { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end - start > 8, bytes[start + 3] == tab, bytes[start + 5] == tab, bytes[start + 7] == tab,
                    let older = digit(bytes[start + 4]), let latest = digit(bytes[start + 6])
                {
                    body(bytes[start..<end], older, latest)
                }
                start = end + 1
            }
        }
    }

    /// The table's rows, read once from `table`.
    private static let records: [ICUCurrency] = {
        var records: [ICUCurrency] = []
        records.reserveCapacity(ICUCurrency.count)
        forEachRow { line, older, latest in
            // Every row `forEachRow` passes has at least four cells; a missing cell is empty.
            let cells = line.split(separator: UInt8(ascii: "\t"), maxSplits: 6, omittingEmptySubsequences: false)
            func text(_ index: Int) -> String { index < cells.count ? String(decoding: cells[index], as: UTF8.self) : "" }
            let types = text(3).split(separator: "|")
            let withdrawn = text(4)
            records.append(
                ICUCurrency(
                    code: text(0), fractionDigits: older, latestFractionDigits: latest,
                    isCommon: types.first == "common", isDeprecated: types.contains("deprecated"), englishName: text(6),
                    withdrawn: withdrawn.isEmpty ? nil : withdrawn, successors: text(5).split(separator: "|").map(String.init)))
        }
        return records
    }()
}
