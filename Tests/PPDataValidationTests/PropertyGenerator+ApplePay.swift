import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

extension Gen {
    // MARK: Apple Pay

    @Sendable static func applePay(_ rng: inout SplitMix64) -> GeneratedDocument {
        let currency = pick(currencies, &rng)
        let decimals = currency.paypalDecimals
        var capabilities = ["3DS"]
        var networks = Array(["visa", "masterCard", "amex", "discover", "JCB", "maestro"].shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)))
        if chance(40, &rng) { capabilities.append("credit") }
        if chance(40, &rng) { capabilities.append("debit") }
        if chance(20, &rng) {
            capabilities.append("EMV")
            networks.append("chinaUnionPay")
        }
        var items: [GenJSON] = []
        var sites: [AmountSite] = []
        var sum: Int64 = 0
        let lineCount = Int.random(in: 0...4, using: &rng)
        for index in 0..<lineCount {
            // Discounts are negative; they never take the sum below zero.
            var value = minor(&rng, decimals: decimals, maxMajor: 2_000)
            if index > 0, sum > 0, chance(20, &rng) { value = -Int64.random(in: 1...sum, using: &rng) }
            sum += value
            var item: [(String, GenJSON)] = [
                ("label", .string(phrase(&rng, maxLength: 40))),
                ("amount", amount(value, decimals: decimals, numbersAllowed: true, &rng)),
            ]
            if chance(20, &rng) { item.append(("type", .string("final"))) }
            items.append(.object(item))
            sites.append(AmountSite(path: "/paymentSummaryItems/\(index)/amount", decimals: decimals, expected: [amountMismatch]))
        }
        let total = lineCount == 0 ? minor(&rng, decimals: decimals, allowZero: true) : sum
        items.append(.object([
            ("label", .string(phrase(&rng, maxLength: 30))), ("amount", amount(total, decimals: decimals, numbersAllowed: true, &rng)),
        ]))
        sites.append(AmountSite(
            path: "/paymentSummaryItems/\(lineCount)/amount", decimals: decimals, expected: lineCount == 0 ? [] : [amountMismatch]))
        let country = pick(addresses, &rng).country
        var members: [(String, GenJSON)] = [
            ("merchantIdentifier", .string("merchant.com.example.\(word(&rng))")),
            ("countryCode", .string(country)),
            ("currencyCode", .string(currency.rawValue)),
            ("supportedNetworks", .array(networks.map { .string($0) })),
            ("merchantCapabilities", .array(capabilities.map { .string($0) })),
            ("paymentSummaryItems", .array(items)),
        ]
        if chance(50, &rng) {
            var methods: [GenJSON] = []
            for index in 0..<Int.random(in: 1...3, using: &rng) {
                methods.append(.object([
                    ("label", .string(phrase(&rng, maxLength: 30))),
                    ("amount", amount(minor(&rng, decimals: decimals, maxMajor: 30, allowZero: true), decimals: decimals, numbersAllowed: true, &rng)),
                    ("identifier", .string("method-\(index)")),
                    ("detail", .string(phrase(&rng))),
                ]))
                sites.append(AmountSite(path: "/shippingMethods/\(index)/amount", decimals: decimals, expected: []))
            }
            members.append(("shippingMethods", .array(methods)))
        }
        if chance(30, &rng) {
            members.append(("requiredShippingContactFields", .array([.string("postalAddress"), .string("emailAddress")])))
        }
        if chance(50, &rng) {
            var contact: [(String, GenJSON)] = [
                ("name", .object([("givenName", .string(word(&rng).capitalized)), ("familyName", .string(word(&rng).capitalized))]))
            ]
            if chance(60, &rng) { contact.append(("emailAddress", .string(email(&rng)))) }
            contact.append(("postalAddress", addressJSON(pick(addresses, &rng), shape: .applePay)))
            members.append((pick(["shippingContact", "billingContact"], &rng), .object(contact)))
        }
        return GeneratedDocument(json: .object(members), sites: sites)
    }

    // MARK: Addresses

    @Sendable static func address(_ rng: inout SplitMix64) -> GeneratedDocument {
        let shape = pick([AddressShape.paypal, .ordersV2, .paymentsV1, .applePay], &rng)
        return GeneratedDocument(json: addressJSON(pick(addresses, &rng), shape: shape))
    }
}
