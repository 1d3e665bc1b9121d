import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

extension Gen {
    // MARK: Orders v2

    /// A money object.
    static func money(_ minor: Int64, _ currency: CurrencyCode) -> GenJSON {
        .object([("currency_code", .string(currency.rawValue)), ("value", .string(text(minor, decimals: currency.paypalDecimals)))])
    }

    /// Card numbers that pass the Luhn check, with their security-code length (test numbers the card brands publish).
    static let cards: [(number: String, securityCode: String)] = [
        ("4111111111111111", "123"), ("5555555555554444", "321"), ("378282246310005", "1234"), ("6011111111111117", "456"),
    ]

    @Sendable static func ordersV2(_ rng: inout SplitMix64) -> GeneratedDocument {
        let currency = pick(currencies, &rng)
        let decimals = currency.paypalDecimals
        let unitCount = chance(60, &rng) ? 1 : Int.random(in: 2...3, using: &rng)
        var units: [GenJSON] = []
        var sites: [AmountSite] = []
        let tax = "TAX_TOTAL_MISMATCH"
        let preferred = "PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH"
        for index in 0..<unitCount {
            let base = "/purchase_units/\(index)"
            var unit: [(String, GenJSON)] = []
            if unitCount > 1 || chance(50, &rng) { unit.append(("reference_id", .string("unit-\(index)-\(word(&rng))"))) }
            if chance(50, &rng) { unit.append(("description", .string(phrase(&rng)))) }
            if chance(30, &rng) { unit.append(("custom_id", .string(word(&rng)))) }
            if chance(30, &rng) { unit.append(("soft_descriptor", .string(String(word(&rng).prefix(22)).uppercased()))) }
            // Items, their total and tax total.
            var items: [GenJSON] = []
            var itemTotal: Int64 = 0
            var taxTotal: Int64?
            for itemIndex in 0..<(chance(75, &rng) ? Int.random(in: 1...4, using: &rng) : 0) {
                let quantity = Int64.random(in: 1...5, using: &rng)
                let price = minor(&rng, decimals: decimals, maxMajor: 500)
                itemTotal += price * quantity
                var item: [(String, GenJSON)] = [
                    ("name", .string(phrase(&rng, maxLength: 60))), ("quantity", .string(String(quantity))),
                    ("unit_amount", money(price, currency)),
                ]
                let itemPath = "\(base)/items/\(itemIndex)"
                sites.append(AmountSite(path: itemPath + "/unit_amount/value", decimals: decimals, expected: [itemTotalMismatch]))
                if itemIndex == 0 ? chance(50, &rng) : taxTotal != nil {
                    let itemTax = minor(&rng, decimals: decimals, maxMajor: 20, allowZero: true)
                    taxTotal = (taxTotal ?? 0) + itemTax * quantity
                    item.append(("tax", money(itemTax, currency)))
                    sites.append(AmountSite(path: itemPath + "/tax/value", decimals: decimals, expected: [tax]))
                }
                if chance(50, &rng) { item.append(("sku", .string(word(&rng).uppercased()))) }
                if chance(60, &rng) { item.append(("category", .string(pick(["PHYSICAL_GOODS", "DIGITAL_GOODS"], &rng)))) }
                items.append(.object(item))
            }
            // The breakdown: parts, then the value they add up to.
            var breakdown: [(String, GenJSON)] = []
            var value: Int64 = 0
            let amountPath = base + "/amount"
            if !items.isEmpty {
                breakdown.append(("item_total", money(itemTotal, currency)))
                value += itemTotal
                // A total that is not its items' sum is not used again in the breakdown's: the value, which adds up
                // with the items, is not reported too.
                sites.append(AmountSite(path: amountPath + "/breakdown/item_total/value", decimals: decimals, expected: [itemTotalMismatch]))
            }
            if let taxTotal {
                breakdown.append(("tax_total", money(taxTotal, currency)))
                value += taxTotal
                sites.append(AmountSite(path: amountPath + "/breakdown/tax_total/value", decimals: decimals, expected: [tax]))
            }
            var options: [GenJSON] = []
            var shipping: Int64?
            if chance(50, &rng) {
                let cost = minor(&rng, decimals: decimals, maxMajor: 30, allowZero: true)
                shipping = cost
                if chance(50, &rng) {
                    let selected = Int.random(in: 0..<3, using: &rng)
                    for optionIndex in 0..<3 {
                        let optionCost = optionIndex == selected ? cost : minor(&rng, decimals: decimals, maxMajor: 40, allowZero: true)
                        options.append(.object([
                            ("id", .string("OPTION-\(optionIndex)")), ("label", .string(phrase(&rng, maxLength: 40))),
                            ("type", .string("SHIPPING")), ("amount", money(optionCost, currency)),
                            ("selected", .bool(optionIndex == selected)),
                        ]))
                        sites.append(AmountSite(
                            path: "\(base)/shipping/options/\(optionIndex)/amount/value", decimals: decimals,
                            expected: optionIndex == selected ? [preferred] : []))
                    }
                }
                breakdown.append(("shipping", money(cost, currency)))
                value += cost
                sites.append(AmountSite(
                    path: amountPath + "/breakdown/shipping/value", decimals: decimals,
                    expected: options.isEmpty ? [amountMismatch] : [amountMismatch, preferred]))
            }
            for key in ["handling", "insurance"] where chance(30, &rng) {
                let part = minor(&rng, decimals: decimals, maxMajor: 10, allowZero: true)
                breakdown.append((key, money(part, currency)))
                value += part
                sites.append(AmountSite(path: amountPath + "/breakdown/\(key)/value", decimals: decimals, expected: [amountMismatch]))
            }
            // Discounts are positive and subtracted; they leave the value above zero.
            if let shipping, shipping > 0, chance(40, &rng) {
                let discount = Int64.random(in: 0...shipping, using: &rng)
                breakdown.append(("shipping_discount", money(discount, currency)))
                value -= discount
                sites.append(AmountSite(path: amountPath + "/breakdown/shipping_discount/value", decimals: decimals, expected: [amountMismatch]))
            }
            if value > 1, chance(30, &rng) {
                let discount = Int64.random(in: 0...(value - 1), using: &rng)
                breakdown.append(("discount", money(discount, currency)))
                value -= discount
                sites.append(AmountSite(path: amountPath + "/breakdown/discount/value", decimals: decimals, expected: [amountMismatch]))
            }
            if breakdown.isEmpty || value <= 0 {
                value = minor(&rng, decimals: decimals)
                breakdown = []
                sites.removeAll { $0.path.hasPrefix(amountPath + "/breakdown/") }
                // Without a breakdown, items need none, so keep none (ITEM_TOTAL_REQUIRED otherwise).
                items = []
                options = []
                sites.removeAll { $0.path.hasPrefix(base + "/") }
            }
            var amount: [(String, GenJSON)] = [("currency_code", .string(currency.rawValue)), ("value", .string(text(value, decimals: decimals)))]
            if !breakdown.isEmpty { amount.append(("breakdown", .object(breakdown))) }
            sites.append(AmountSite(path: amountPath + "/value", decimals: decimals, expected: breakdown.isEmpty ? [] : [amountMismatch]))
            unit.append(("amount", .object(amount)))
            if !items.isEmpty { unit.append(("items", .array(items))) }
            if chance(50, &rng) || !options.isEmpty {
                var shippingObject: [(String, GenJSON)] = [
                    ("name", .object([("full_name", .string(phrase(&rng, maxLength: 60)))])),
                    ("address", addressJSON(pick(addresses, &rng), shape: .ordersV2)),
                ]
                if !options.isEmpty { shippingObject.append(("options", .array(options))) }
                unit.append(("shipping", .object(shippingObject)))
            }
            units.append(.object(unit))
        }
        var members: [(String, GenJSON)] = [
            ("intent", .string(unitCount == 1 && chance(40, &rng) ? "AUTHORIZE" : "CAPTURE")),
            ("purchase_units", .array(units)),
        ]
        if chance(50, &rng) {
            members.append(("payer", .object([
                ("email_address", .string(email(&rng))),
                ("name", .object([("given_name", .string(word(&rng).capitalized)), ("surname", .string(word(&rng).capitalized))])),
            ])))
        }
        if chance(40, &rng) {
            let card = pick(cards, &rng)
            members.append(("payment_source", .object([("card", .object([
                ("name", .string(phrase(&rng, maxLength: 40))), ("number", .string(card.number)),
                ("expiry", .string("20\(Int.random(in: 26...35, using: &rng))-\(pick(["01", "06", "12"], &rng))")),
                ("security_code", .string(card.securityCode)),
                ("billing_address", addressJSON(pick(addresses, &rng), shape: .ordersV2)),
            ]))])))
        }
        return GeneratedDocument(json: .object(members), sites: sites)
    }

    // MARK: Payments v1

    @Sendable static func paymentsV1(_ rng: inout SplitMix64) -> GeneratedDocument {
        var transactions: [GenJSON] = []
        var sites: [AmountSite] = []
        for index in 0..<Int.random(in: 1...3, using: &rng) {
            let currency = pick(currencies, &rng)
            let decimals = currency.paypalDecimals
            let base = "/transactions/\(index)"
            var items: [GenJSON] = []
            var subtotal: Int64 = 0
            let hasItems = chance(70, &rng)
            if hasItems {
                for itemIndex in 0..<Int.random(in: 1...4, using: &rng) {
                    let quantity = Int64.random(in: 1...5, using: &rng)
                    let price = minor(&rng, decimals: decimals, maxMajor: 900)
                    subtotal += price * quantity
                    var item: [(String, GenJSON)] = [
                        ("name", .string(phrase(&rng, maxLength: 60))), ("quantity", .string(String(quantity))),
                        ("price", .string(text(price, decimals: decimals))), ("currency", .string(currency.rawValue)),
                    ]
                    if chance(50, &rng) { item.append(("sku", .string(word(&rng)))) }
                    if chance(30, &rng) { item.append(("description", .string(phrase(&rng)))) }
                    items.append(.object(item))
                    sites.append(AmountSite(
                        path: "\(base)/item_list/items/\(itemIndex)/price", decimals: decimals, expected: [itemTotalMismatch]))
                }
            } else {
                subtotal = minor(&rng, decimals: decimals, maxMajor: 3_000)
            }
            let tax = chance(60, &rng) ? minor(&rng, decimals: decimals, maxMajor: 100, allowZero: true) : nil
            let shipping = chance(60, &rng) ? minor(&rng, decimals: decimals, maxMajor: 50, allowZero: true) : nil
            let handling = chance(30, &rng) ? minor(&rng, decimals: decimals, maxMajor: 20, allowZero: true) : nil
            let insurance = chance(30, &rng) ? minor(&rng, decimals: decimals, maxMajor: 20, allowZero: true) : nil
            // Sent negative in v1; at most the shipping, so the total stays positive.
            let discount = shipping.flatMap { $0 > 0 && chance(40, &rng) ? -Int64.random(in: 1...$0, using: &rng) : nil }
            let total = subtotal + (tax ?? 0) + (shipping ?? 0) + (handling ?? 0) + (insurance ?? 0) + (discount ?? 0)
            let withDetails = hasItems || tax != nil || shipping != nil || handling != nil || insurance != nil
            var amount: [(String, GenJSON)] = [
                ("total", .string(text(total, decimals: decimals))), ("currency", .string(currency.rawValue)),
            ]
            sites.append(AmountSite(path: base + "/amount/total", decimals: decimals, expected: withDetails ? [amountMismatch] : []))
            if withDetails {
                var details: [(String, GenJSON)] = [("subtotal", .string(text(subtotal, decimals: decimals)))]
                sites.append(AmountSite(
                    path: base + "/amount/details/subtotal", decimals: decimals,
                    // With items, the subtotal is not its items' sum, and the total, which adds up with them, is not
                    // reported too.
                    expected: hasItems ? [itemTotalMismatch] : [amountMismatch]))
                for (key, value) in [("tax", tax), ("shipping", shipping), ("handling_fee", handling), ("insurance", insurance)] {
                    guard let value else { continue }
                    details.append((key, .string(text(value, decimals: decimals))))
                    sites.append(AmountSite(path: base + "/amount/details/" + key, decimals: decimals, expected: [amountMismatch]))
                }
                if let discount {
                    details.append(("shipping_discount", .string(text(discount, decimals: decimals))))
                    sites.append(AmountSite(
                        path: base + "/amount/details/shipping_discount", decimals: decimals, delta: -1, expected: [amountMismatch]))
                }
                amount.append(("details", .object(details)))
            }
            var transaction: [(String, GenJSON)] = [("amount", .object(amount))]
            if chance(50, &rng) { transaction.append(("description", .string(phrase(&rng)))) }
            if chance(30, &rng) { transaction.append(("invoice_number", .string(String(Int.random(in: 1...99_999_999, using: &rng))))) }
            if hasItems {
                var list: [(String, GenJSON)] = [("items", .array(items))]
                if chance(50, &rng) { list.append(("shipping_address", addressJSON(pick(addresses, &rng), shape: .paymentsV1))) }
                transaction.append(("item_list", .object(list)))
            }
            if chance(30, &rng) { transaction.append(("notify_url", .string("https://\(word(&rng)).example/ipn"))) }
            transactions.append(.object(transaction))
        }
        var members: [(String, GenJSON)] = [
            ("intent", .string(pick(["sale", "authorize", "order"], &rng))),
            // A card payment pays with a card (PayPal refuses one without): a stored card, so no expiry to age.
            ("payer", .object([
                ("payment_method", .string("credit_card")),
                ("funding_instruments", .array([.object([("credit_card_token", .object([
                    ("credit_card_id", .string("CARD-\(Int.random(in: 1...999_999_999, using: &rng))")),
                ]))])])),
            ])),
            ("transactions", .array(transactions)),
        ]
        if chance(40, &rng) { members.append(("note_to_payer", .string(phrase(&rng)))) }
        if chance(50, &rng) {
            members.append(("redirect_urls", .object([
                ("return_url", .string("https://shop.example/return")), ("cancel_url", .string("https://shop.example/cancel")),
            ])))
        }
        return GeneratedDocument(json: .object(members), sites: sites)
    }

    @Sendable static func paymentsV1Capture(_ rng: inout SplitMix64) -> GeneratedDocument {
        let currency = pick(currencies, &rng)
        let decimals = currency.paypalDecimals
        var members: [(String, GenJSON)] = [
            ("amount", .object([
                ("currency", .string(currency.rawValue)),
                ("total", .string(text(minor(&rng, decimals: decimals), decimals: decimals))),
            ]))
        ]
        if chance(70, &rng) { members.append(("is_final_capture", .bool(chance(50, &rng)))) }
        return GeneratedDocument(json: .object(members), sites: [AmountSite(path: "/amount/total", decimals: decimals, expected: [])])
    }
}
