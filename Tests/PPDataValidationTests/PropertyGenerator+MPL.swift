import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

extension Gen {
    // MARK: MPL

    /// Invoice items adding up to their container's subtotal: the JSON, the subtotal, and the item sites.
    static func invoice(
        at base: String, decimals: Int, subtotalPath: String, _ rng: inout SplitMix64
    ) -> (json: GenJSON, subtotal: Int64, extras: Int64, sites: [AmountSite]) {
        var items: [GenJSON] = []
        var sites: [AmountSite] = []
        var subtotal: Int64 = 0
        for index in 0..<Int.random(in: 1...4, using: &rng) {
            let count = Int64.random(in: 1...5, using: &rng)
            // Amounts stay small enough that a chained payment of six receivers is below every currency's Android MPL
            // limit (EUR and GBP 7,500: MPLPaymentLimitRule).
            let price = minor(&rng, decimals: decimals, maxMajor: 30)
            subtotal += price * count
            var item: [(String, GenJSON)] = [("name", .string(phrase(&rng, maxLength: 60)))]
            if chance(70, &rng) { item.append(("itemId", .string(word(&rng).uppercased() + "-\(index)"))) }
            item.append(("totalPrice", amount(price * count, decimals: decimals, numbersAllowed: true, &rng)))
            item.append(("itemPrice", amount(price, decimals: decimals, numbersAllowed: true, &rng)))
            item.append(("itemCount", .number(String(count))))
            items.append(.object(item))
            let path = "\(base)/invoiceItems/\(index)"
            // A total price off by one unit: the items no longer add up to the subtotal, and price × count differs.
            sites.append(AmountSite(path: path + "/totalPrice", decimals: decimals, expected: [itemTotalMismatch, itemPriceMismatch]))
            sites.append(AmountSite(path: path + "/itemPrice", decimals: decimals, expected: [itemPriceMismatch]))
        }
        sites.append(AmountSite(path: subtotalPath, decimals: decimals, expected: [itemTotalMismatch]))
        // Tax and shipping are not part of the subtotal: changing them changes nothing (a chained payment's primary
        // keeps at least one unit more than its secondaries' subtotals, tax and shipping).
        sites.append(AmountSite(path: base + "/totalTax", decimals: decimals, expected: []))
        sites.append(AmountSite(path: base + "/totalShipping", decimals: decimals, expected: []))
        let tax = minor(&rng, decimals: decimals, maxMajor: 50, allowZero: true)
        let shipping = minor(&rng, decimals: decimals, maxMajor: 25, allowZero: true)
        let json = GenJSON.object([
            ("totalTax", amount(tax, decimals: decimals, numbersAllowed: true, &rng)),
            ("totalShipping", amount(shipping, decimals: decimals, numbersAllowed: true, &rng)),
            ("invoiceItems", .array(items)),
        ])
        return (json, subtotal, tax + shipping, sites)
    }

    /// paymentType and paymentSubType members (a subtype other than SUBTYPE_NOT_SET only with TYPE_SERVICE).
    static func paymentType(_ rng: inout SplitMix64) -> [(String, GenJSON)] {
        var members: [(String, GenJSON)] = []
        let type = pick(["TYPE_GOODS", "TYPE_SERVICE", "TYPE_PERSONAL", "TYPE_NOT_SET"], &rng)
        if type == "TYPE_SERVICE" || chance(80, &rng) { members.append(("paymentType", .string(type))) }
        if type == "TYPE_SERVICE", chance(50, &rng) {
            members.append(("paymentSubType", .string(pick(Array(MPL.paymentSubTypes.dropFirst()), &rng))))
        } else if chance(30, &rng) {
            members.append(("paymentSubType", .string("SUBTYPE_NOT_SET")))
        }
        return members
    }

    /// A recipient unique within its payment: an email starting with the receiver's index, or (first receiver
    /// only) a phone number.
    static func recipient(_ rng: inout SplitMix64, index: Int = 0) -> String {
        index == 0 && chance(10, &rng) ? pick(["+351213456789", "+442079460000"], &rng) : "r\(index)." + email(&rng)
    }

    @Sendable static func mplPayment(_ rng: inout SplitMix64) -> GeneratedDocument {
        let currency = pick(currencies, &rng)
        let decimals = currency.paypalDecimals
        var members: [(String, GenJSON)] = [("recipient", .string(recipient(&rng)))]
        var sites: [AmountSite] = []
        var subtotal = minor(&rng, decimals: decimals)
        var invoice: GenJSON?
        if chance(70, &rng) {
            let built = Gen.invoice(at: "/invoiceData", decimals: decimals, subtotalPath: "/subTotal", &rng)
            invoice = built.json
            subtotal = built.subtotal
            sites += built.sites
        } else {
            sites.append(AmountSite(path: "/subTotal", decimals: decimals, expected: []))
        }
        members.append(("subTotal", amount(subtotal, decimals: decimals, numbersAllowed: true, &rng)))
        if currency != .usd || chance(70, &rng) { members.append(("paymentCurrency", .string(currency.rawValue))) }
        members += paymentType(&rng)
        if let invoice { members.append(("invoiceData", invoice)) }
        if chance(50, &rng) { members.append(("description", .string(phrase(&rng)))) }
        if chance(30, &rng) { members.append(("customId", .string(word(&rng)))) }
        if chance(30, &rng) { members.append(("merchantName", .string(phrase(&rng, maxLength: 40)))) }
        if chance(30, &rng) { members.append(("ipnUrl", .string("https://\(word(&rng)).example/ipn?id=\(Int.random(in: 1...999, using: &rng))"))) }
        if chance(30, &rng) { members.append(("memo", .string(phrase(&rng)))) }
        members += settings(&rng, feePayers: ["FEEPAYER_EACHRECEIVER", "FEEPAYER_SENDER"])
        return GeneratedDocument(json: .object(members), sites: sites)
    }

    /// The library settings that travel with either payment.
    static func settings(_ rng: inout SplitMix64, feePayers: [String]) -> [(String, GenJSON)] {
        var members: [(String, GenJSON)] = []
        if chance(60, &rng) { members.append(("lang", .string(pick(MPLLocale.allCases, &rng).rawValue))) }
        if chance(60, &rng) { members.append(("feePayer", .string(pick(feePayers, &rng)))) }
        if chance(40, &rng) { members.append(("shippingEnabled", .bool(chance(50, &rng)))) }
        if chance(20, &rng) { members.append(("dynamicAmountUpdateEnabled", .bool(chance(50, &rng)))) }
        if chance(40, &rng) { members.append(("shippingAddress", addressJSON(pick(addresses, &rng), shape: .paypal))) }
        return members
    }

    @Sendable static func mplAdvancedPayment(_ rng: inout SplitMix64) -> GeneratedDocument {
        let currency = pick(currencies, &rng)
        let decimals = currency.paypalDecimals
        let count = Int.random(in: 2...6, using: &rng)
        let chained = chance(50, &rng)
        var receivers: [GenJSON] = []
        var sites: [AmountSite] = []
        var secondaries: Int64 = 0
        var primary: (index: Int, members: [(String, GenJSON)])?
        for index in 0..<count {
            let base = "/receiverPaymentDetails/\(index)"
            var members: [(String, GenJSON)] = [("recipient", .string(recipient(&rng, index: index)))]
            var subtotal = minor(&rng, decimals: decimals, maxMajor: 600)
            var invoice: GenJSON?
            var extras: Int64 = 0
            // The primary's subtotal is set after the secondaries' are known; no invoice for it.
            let isPrimary = chained && index == 0
            if !isPrimary, chance(40, &rng) {
                let built = Gen.invoice(at: base + "/invoiceData", decimals: decimals, subtotalPath: base + "/subtotal", &rng)
                invoice = built.json
                subtotal = built.subtotal
                extras = built.extras
                sites += built.sites
            } else if !isPrimary {
                // Raising a secondary's subtotal by one unit still leaves the primary at least the secondaries' sum.
                sites.append(AmountSite(path: base + "/subtotal", decimals: decimals, expected: []))
            }
            if isPrimary {
                members.append(("isPrimary", .bool(true)))
                primary = (index, members)
            } else {
                secondaries += subtotal + extras  // what MPL sends PayPal for the receiver
                members.append(("subtotal", amount(subtotal, decimals: decimals, numbersAllowed: true, &rng)))
                if chained || chance(50, &rng) { members.append(("isPrimary", .bool(false))) }
            }
            if !isPrimary {
                members += paymentType(&rng)
                if let invoice { members.append(("invoiceData", invoice)) }
                if chance(40, &rng) { members.append(("description", .string(phrase(&rng)))) }
                receivers.append(.object(members))
            } else {
                receivers.append(.null)  // placeholder
            }
        }
        if var primary {
            // At least one unit more than the secondaries get, so one more unit to a secondary is still allowed.
            let unit: Int64 = 1
            let subtotal = secondaries + unit + Int64.random(in: 0...(decimals == 0 ? 100 : 10_000), using: &rng)
            primary.members.append(("subtotal", amount(subtotal, decimals: decimals, numbersAllowed: true, &rng)))
            primary.members += paymentType(&rng)
            receivers[primary.index] = .object(primary.members)
            sites.append(AmountSite(path: "/receiverPaymentDetails/\(primary.index)/subtotal", decimals: decimals, expected: []))
            // One unit less than the secondaries' sum is too low; that is its own code.
            sites.append(AmountSite(
                path: "/receiverPaymentDetails/\(primary.index)/subtotal", decimals: decimals,
                delta: -Int(subtotal - secondaries + 1), expected: ["PRIMARY_AMOUNT_TOO_LOW"]))
        }
        var members: [(String, GenJSON)] = []
        if currency != .usd || chance(70, &rng) { members.append(("paymentCurrency", .string(currency.rawValue))) }
        members.append(("receiverPaymentDetails", .array(receivers)))
        if chance(30, &rng) { members.append(("ipnUrl", .string("https://\(word(&rng)).example/ipn"))) }
        if chance(30, &rng) { members.append(("memo", .string(phrase(&rng)))) }
        let secondaryCount = count - 1
        let feePayers =
            chained
            ? ["FEEPAYER_EACHRECEIVER", "FEEPAYER_PRIMARYRECEIVER"] + (secondaryCount == 1 ? ["FEEPAYER_SECONDARYONLY"] : [])
            : ["FEEPAYER_EACHRECEIVER", "FEEPAYER_SENDER"]
        members += settings(&rng, feePayers: feePayers)
        return GeneratedDocument(json: .object(members), sites: sites)
    }
}
