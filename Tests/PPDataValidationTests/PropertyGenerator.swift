import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// Document generators. Amounts are integers of minor units; totals are computed from them exactly.
enum Gen {
    static let itemTotalMismatch = "ITEM_TOTAL_MISMATCH"
    static let itemPriceMismatch = "ITEM_PRICE_MISMATCH"
    static let amountMismatch = "AMOUNT_MISMATCH"

    // MARK: Building blocks

    /// PayPal currencies any account can receive (BRL, CNY and MYR draw a CURRENCY_IN_COUNTRY_ONLY warning) and both
    /// APIs take (the MPL kinds follow the MPL guide's list, which lacks RUB).
    static let currencies = CurrencyCode.allCases.filter { !$0.isInCountryOnly && $0.supportedAPIs.count == PayPalAPI.allCases.count }

    static func pick<T>(_ values: [T], _ rng: inout SplitMix64) -> T {
        values[Int.random(in: 0..<values.count, using: &rng)]
    }

    static func chance(_ percent: Int, _ rng: inout SplitMix64) -> Bool {
        Int.random(in: 0..<100, using: &rng) < percent
    }

    /// `minor` minor units as plain decimal text with `decimals` fraction digits ("12.05", "1500").
    static func text(_ minor: Int64, decimals: Int) -> String {
        DecimalAmount(coefficient: Int128(minor), scale: decimals)?.description ?? "0"
    }

    /// An amount as a JSON string, or (where numbers are accepted) sometimes as a number.
    static func amount(_ minor: Int64, decimals: Int, numbersAllowed: Bool, _ rng: inout SplitMix64) -> GenJSON {
        let literal = text(minor, decimals: decimals)
        return numbersAllowed && chance(30, &rng) ? .number(literal) : .string(literal)
    }

    /// A random positive amount in minor units, of at most `maxMajor` major units.
    static func minor(_ rng: inout SplitMix64, decimals: Int, maxMajor: Int64 = 5_000, allowZero: Bool = false) -> Int64 {
        let scale: Int64 = decimals == 0 ? 1 : 100
        return Int64.random(in: (allowZero ? 0 : 1)...(maxMajor * scale), using: &rng)
    }

    static func word(_ rng: inout SplitMix64, length: ClosedRange<Int> = 3...10) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return String((0..<Int.random(in: length, using: &rng)).map { _ in pick(letters, &rng) })
    }

    /// Text with letters, digits, spaces, accents and an emoji: the string fields accept any Unicode.
    static func phrase(_ rng: inout SplitMix64, maxLength: Int = 60) -> String {
        let words = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            chance(15, &rng) ? pick(["Zoë", "naïve", "Ærø", "東京", "😀", "№5", "O'Neil"], &rng) : word(&rng)
        }
        return String(words.joined(separator: " ").prefix(maxLength))
    }

    static func email(_ rng: inout SplitMix64) -> String {
        let local = word(&rng) + (chance(50, &rng) ? "." + word(&rng, length: 1...6) : "") + (chance(30, &rng) ? "+tag" : "")
        return "\(local)@\(word(&rng)).\(pick(["example", "com", "co.uk", "shop"], &rng))"
    }

    /// A complete, valid postal address; rendered in every shape by `addressJSON`.
    struct Address {
        var lines: [String]
        var city: String
        var state: String?
        var postalCode: String?
        var country: String
    }

    /// Addresses that satisfy every country's rules (required fields, postal code pattern, subdivision).
    static let addresses: [Address] = [
        Address(lines: ["1 Main St", "Apt 4"], city: "Omaha", state: "NE", postalCode: "68102", country: "US"),
        Address(lines: ["1600 Amphitheatre Parkway"], city: "Mountain View", state: "CA", postalCode: "94043", country: "US"),
        Address(lines: ["10 Downing Street"], city: "London", state: nil, postalCode: "SW1A 2AA", country: "GB"),
        Address(lines: ["1000 Rue Sherbrooke Ouest", "Bureau 2700"], city: "Montréal", state: "QC", postalCode: "H3A 3G4", country: "CA"),
        Address(lines: ["Unter den Linden 77"], city: "Berlin", state: nil, postalCode: "10117", country: "DE"),
        Address(lines: ["55 Rue du Faubourg Saint-Honoré"], city: "Paris", state: nil, postalCode: "75008", country: "FR"),
        Address(lines: ["1 Macquarie Street"], city: "Sydney", state: "NSW", postalCode: "2000", country: "AU"),
        Address(lines: ["Dam 1"], city: "Amsterdam", state: nil, postalCode: "1012 JS", country: "NL"),
    ]

    /// `address` as an object of `shape`.
    static func addressJSON(_ address: Address, shape: AddressShape) -> GenJSON {
        let keys = shape.keys
        var members: [(String, GenJSON)] = []
        switch shape {
        case .paypal: for (key, line) in zip(["street1", "street2"], address.lines) { members.append((key, .string(line))) }
        case .ordersV2:
            for (key, line) in zip(["address_line_1", "address_line_2"], address.lines) { members.append((key, .string(line))) }
        case .paymentsV1: for (key, line) in zip(["line1", "line2"], address.lines) { members.append((key, .string(line))) }
        case .applePay: members.append(("street", .string(address.lines.joined(separator: "\n"))))
        case .applePayJS: members.append(("addressLines", .array(address.lines.map { .string($0) })))
        }
        members.append((keys.city, .string(address.city)))
        if let state = address.state { members.append((keys.state, .string(state))) }
        if let postalCode = address.postalCode { members.append((keys.postalCode, .string(postalCode))) }
        members.append((keys.countryCode, .string(address.country)))
        return .object(members)
    }
}
