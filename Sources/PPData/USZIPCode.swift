/// A US ZIP code and USPS's names for its city: the preferred name, the other names USPS accepts, and the names it
/// asks not to be used.
///
/// The table (`Generated/USZIPCode+Generated.swift`) comes from Data/address/us-zip-codes.tsv: the dataset of the
/// PyPI package zipcodes (MIT), assembled from unitedstateszipcodes.org's free database and USPS's ZIP Locale
/// Detail. It covers the states, the territories, the freely associated states and the military ZIP codes.
public struct USZIPCode: Sendable, Hashable {
    /// The five digits (`95326`).
    public let code: String
    /// USPS's two-letter code of the state, territory or military area (`CA`, `PR`, `AE`).
    public let state: String
    /// USPS's preferred city name (`Hughson`).
    public let city: String
    /// The other city names USPS accepts for this ZIP code.
    public let acceptableCities: [String]
    /// Names of places in this ZIP code that USPS asks not to be used as its city (`Nyc` for 10001).
    public let notAcceptableCities: [String]

    /// How a written city compares with USPS's names for a ZIP code.
    public enum CityMatch: Sendable, Hashable {
        /// USPS's preferred name.
        case preferred
        /// Another name USPS accepts.
        case acceptable
        /// A name USPS lists for the ZIP code's area but asks not to be used.
        case notAcceptable
        /// None of USPS's names for the ZIP code.
        case unknown
    }

    /// The ZIP code `text` names: five digits, alone or as ZIP+4 (`95326-1234`, `95326 1234`);
    /// nil for any other text and for five digits that USPS's list does not have.
    public init?(_ text: some StringProtocol) {
        guard let position = Array(text.utf8).withUnsafeBufferPointer(Self.position(ofZIPText:)) else { return nil }
        self.init(position: position)
    }

    /// `city` against USPS's names for this ZIP code, ignoring letter case, accents, punctuation, spacing and the
    /// abbreviations USPS uses in city names (`St. Louis` is `Saint Louis`, `Ft Worth` is `Fort Worth`).
    public func match(city written: some StringProtocol) -> CityMatch {
        let key = Self.comparisonKey(String(written))
        if Self.comparisonKey(city) == key { return .preferred }
        if acceptableCities.contains(where: { Self.comparisonKey($0) == key }) { return .acceptable }
        if notAcceptableCities.contains(where: { Self.comparisonKey($0) == key }) { return .notAcceptable }
        return .unknown
    }
}

extension USZIPCode {
    /// The ZIP code at `position` in the table.
    package init(position: Int) {
        let record = Self.record(at: position)
        code = String(decoding: record[0..<5], as: UTF8.self)
        state = String(decoding: record[5..<7], as: UTF8.self)
        let line = Self.namesLine(at: position)
        let sections = line.split(separator: UInt8(ascii: "~"), omittingEmptySubsequences: false)
        let accepted = (sections.first ?? line[...]).split(separator: UInt8(ascii: "|")).map {
            String(decoding: $0, as: UTF8.self)
        }
        city = accepted.first ?? ""
        acceptableCities = Array(accepted.dropFirst())
        notAcceptableCities = sections.dropFirst().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The table position of the ZIP code that `utf8` holds as five digits, alone or as ZIP+4 (a hyphen or a space
    /// before the four digits); nil for other text and for ZIP codes the table does not have. No allocation.
    package static func position(ofZIPText utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        switch utf8.count {
        case 5: guard utf8.allSatisfy(isDigit) else { return nil }
        case 10:
            guard utf8[5] == UInt8(ascii: "-") || utf8[5] == 0x20,
                utf8[0..<5].allSatisfy(isDigit), utf8[6..<10].allSatisfy(isDigit)
            else { return nil }
        default: return nil
        }
        // Binary search over the fixed-width records, comparing the first five bytes.
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let record = records.utf8Start + middle * recordWidth
            var order = 0
            for offset in 0..<5 where record[offset] != utf8[offset] {
                order = record[offset] < utf8[offset] ? -1 : 1
                break
            }
            if order == 0 { return middle }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// USPS's state code of the ZIP code at `position`, as its two bytes.
    package static func stateBytes(at position: Int) -> (UInt8, UInt8) {
        let record = records.utf8Start + position * recordWidth
        return (record[5], record[6])
    }

    /// `written` against USPS's names for the ZIP code at `position` (as `match(city:)`). A city written as USPS's
    /// preferred name in any letter case is decided from the bytes, without building the names.
    package static func match(city written: UnsafeBufferPointer<UInt8>, at position: Int) -> CityMatch {
        let line = namesLine(at: position)
        let preferredEnd = line.firstIndex { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "~") } ?? line.endIndex
        if preferredEnd - line.startIndex == written.count,
            zip(line[line.startIndex..<preferredEnd], written).allSatisfy({ $0 == $1 || ($0 ^ 0x20 == $1 && isLetter($0)) })
        {
            return .preferred
        }
        return USZIPCode(position: position).match(city: String(decoding: written, as: UTF8.self))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `name` as city names are compared: folded (`Subdivision.fold`: lower case, accents off, single spaces), cut
    /// into words at anything but letters and digits, each word replaced by USPS's abbreviation of it, joined
    /// without spaces (`O'Fallon` and `OFallon` are the same city).
    static func comparisonKey(_ name: String) -> String {
        var key = ""
        var word = ""
        func flush() {
            key += abbreviation(of: word) ?? word
            word = ""
        }
        for scalar in Subdivision.fold(name).unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word.unicodeScalars.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return key
    }

    /// The 14 bytes of the record at `position` (ZIP, state, offset of its names line).
    private static func record(at position: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: records.utf8Start + position * recordWidth, count: recordWidth - 1)
    }

    /// The names line of the ZIP code at `position`, without its newline.
    private static func namesLine(at position: Int) -> UnsafeBufferPointer<UInt8>.SubSequence {
        let offset = record(at: position)[7..<14].reduce(0) { $0 * 10 + Int($1 &- 0x30) }
        let all = UnsafeBufferPointer(start: names.utf8Start, count: names.utf8CodeUnitCount)
        let end = all[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? all.endIndex
        return all[offset..<end]
    }
}
