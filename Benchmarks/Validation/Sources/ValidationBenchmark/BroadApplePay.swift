/// Apple Pay requests in both dialects: PassKit `PKPaymentRequest` (the last summary item is the total) and Apple Pay
/// JS `ApplePayPaymentRequest` (a `total` member), with line items that add up, shipping methods, contacts with
/// postal addresses, required contact fields and, for Apple Pay JS, now and then a recurring payment request.
enum BroadApplePay {
    enum Fault: String, CaseIterable {
        case noMerchant = "MISSING_REQUIRED_PARAMETER", badCapability = "INVALID_PARAMETER_VALUE"
        case negativeTotal = "CANNOT_BE_NEGATIVE", badCountry = "INVALID_COUNTRY_CODE", badCurrency = "INVALID_CURRENCY_CODE"
        case noItems = "INVALID_ARRAY_MIN_ITEMS", badEmail = "INVALID_EMAIL", badPhone = "INVALID_PHONE"
        case yenDecimals = "DECIMALS_NOT_SUPPORTED", badShippingType = "INVALID_PARAMETER_VALUE/shippingType"
        case noIdentifier = "MISSING_REQUIRED_PARAMETER/identifier", badPostal = "INVALID_POSTAL_CODE"
        case unknownNetwork = "UNKNOWN_PAYMENT_NETWORK", itemsAsObject = "INVALID_PARAMETER_SYNTAX"
        var code: String { String(rawValue.split(separator: "/")[0]) }
        static let passKit: [Fault] = [.noMerchant, .badCapability, .negativeTotal, .badCountry, .badCurrency, .noItems, .badEmail, .badPhone, .yenDecimals, .badShippingType, .noIdentifier, .badPostal]
        static let js: [Fault] = [.noMerchant, .badCapability, .negativeTotal, .badCountry, .badCurrency, .badEmail, .yenDecimals, .badShippingType, .noIdentifier, .badPostal, .unknownNetwork, .itemsAsObject]
    }
    enum Warning: String, CaseIterable {
        case pendingTotal = "PENDING_TOTAL", emv = "EMV_WITHOUT_UNIONPAY", duplicateIdentifier = "DUPLICATE_IDENTIFIER"
        case amountMismatch = "AMOUNT_MISMATCH", currency = "CURRENCY_NOT_SUPPORTED", pendingItem = "PENDING_AMOUNT_NOT_ZERO"
        /// Above the 100000000 Safari refused until 2024: a warning since WebKit left the maximum to Apple Pay.
        case hugeTotal = "MAX_VALUE_EXCEEDED"
    }

    /// What both dialects share: currency, line items that add up to the total, shipping methods and a contact.
    struct Parts {
        var currency: Currency
        var items: [(label: String, amount: String)] = []
        var total = 0
        var place: Place
    }

    static func parts(_ dice: inout Dice, faults has: Set<Fault>, warning: Warning?) -> Parts {
        var currency = dice.pick(Currency.common)
        if has.contains(.yenDecimals) { currency = Currency(code: "JPY", decimals: 0) }
        var parts = Parts(currency: currency, place: dice.pick(Place.all))
        if has.contains(.badPostal) { parts.place = Place.all[dice.below(6)] }
        for _ in 0..<dice.int(1, 3) {
            let price = currency.price(&dice)
            parts.items.append((dice.pick(People.products), currency.text(price)))
            parts.total += price
        }
        if dice.chance(0.5) { let s = currency.decimals == 0 ? 500 : 499; parts.items.append(("Shipping", currency.text(s))); parts.total += s }
        if dice.chance(0.5) { let t = parts.total / 12; parts.items.append(("Tax", currency.text(t))); parts.total += t }
        if dice.chance(0.15) { let d = parts.total / 10; parts.items.append(("Spring promotion", currency.text(-d))); parts.total -= d }
        if has.contains(.yenDecimals) { parts.items[0].amount += ".5" }
        return parts
    }

    /// Line items as JSON; a pending item (not added to the total) carries the intended warning.
    static func lineItems(_ parts: Parts, _ dice: inout Dice, warning: Warning?) -> [String] {
        var items = parts.items.map { "{\"label\":\(quote($0.label)),\"amount\":\"\($0.amount)\"\(dice.chance(0.3) ? ",\"type\":\"final\"" : "")}" }
        if warning == .pendingItem { items.append("{\"label\":\"Estimated duties\",\"amount\":\"\(parts.currency.text(parts.currency.decimals == 0 ? 300 : 250))\",\"type\":\"pending\"}") }
        return items
    }

    static func shippingMethods(_ dice: inout Dice, currency: Currency, faults has: Set<Fault>, duplicate: Bool) -> [String] {
        let names = [("Ground", "Arrives in 5 to 7 days"), ("Express", "Arrives in 1 to 2 days"), ("Overnight", "Arrives tomorrow")]
        return (0..<dice.int(duplicate ? 2 : 1, 3)).map { position in
            var method = JObject()
            method.str("label", names[position].0)
            method.str("detail", names[position].1)
            method.str("amount", currency.text((currency.decimals == 0 ? 500 : 499) * (position + 1)))
            method.str("identifier", duplicate ? "ship" : names[position].0.lowercased())
            if position == 0 && has.contains(.noIdentifier) { method.remove("identifier") }
            return method.text
        }
    }

    static func contactEmail(_ dice: inout Dice, faults has: Set<Fault>) -> String {
        has.contains(.badEmail) ? "jane.example.com" : People.email(&dice, given: dice.pick(People.given))
    }

    static func passKit(_ dice: inout Dice, faults: [Fault], warning: Warning?) -> JObject {
        let has = Set(faults)
        let parts = parts(&dice, faults: has, warning: warning)
        var root = JObject()
        root.str("merchantIdentifier", "merchant.com.example.\(dice.pick(["fern", "acme", "books"]))")
        if has.contains(.noMerchant) { root.remove("merchantIdentifier") }
        root.str("countryCode", has.contains(.badCountry) ? "C2" : parts.place.country)
        root.str("currencyCode", has.contains(.badCurrency) ? "US" : (warning == .currency ? "ZAR" : parts.currency.code))
        let emv = dice.chance(0.2) || warning == .emv
        var networks = ["visa", "masterCard", "amex", "discover"].filter { _ in dice.chance(0.8) } + ["visa"]
        if emv && warning != .emv { networks.append("chinaUnionPay") }
        root.arr("supportedNetworks", networks.map(quote))
        root.arr("merchantCapabilities", ([has.contains(.badCapability) ? "supports3DS" : "3DS"] + (emv ? ["EMV"] : []) + (dice.chance(0.3) ? ["credit", "debit"] : [])).map(quote))
        var summary = lineItems(parts, &dice, warning: warning)
        var total = parts.total
        if warning == .amountMismatch { total += 1 }
        if warning == .hugeTotal { total = 100_000_001 * (parts.currency.decimals == 0 ? 1 : 100) }
        if has.contains(.negativeTotal) { total = -100 }
        summary.append("{\"label\":\"Fern Shop\",\"amount\":\"\(parts.currency.text(total))\"\(warning == .pendingTotal ? ",\"type\":\"pending\"" : "")}")
        root.arr("paymentSummaryItems", has.contains(.noItems) ? [] : summary)
        if dice.chance(0.6) || has.contains(.noIdentifier) || warning == .duplicateIdentifier {
            root.str("shippingType", has.contains(.badShippingType) ? "courier" : dice.pick(["shipping", "delivery", "storePickup"]))
            root.arr("shippingMethods", shippingMethods(&dice, currency: parts.currency, faults: has, duplicate: warning == .duplicateIdentifier))
        } else if has.contains(.badShippingType) {
            root.str("shippingType", "courier")
        }
        if dice.chance(0.6) { root.arr("requiredShippingContactFields", ["\"postalAddress\"", "\"emailAddress\""] + (dice.chance(0.5) ? ["\"phoneNumber\"", "\"name\""] : [])) }
        if dice.chance(0.4) { root.arr("requiredBillingContactFields", ["\"postalAddress\""]) }
        if dice.chance(0.6) || has.contains(.badEmail) || has.contains(.badPhone) || has.contains(.badPostal) {
            var contact = JObject()
            contact.raw("name", "{\"givenName\":\(quote(dice.pick(People.given))),\"familyName\":\(quote(dice.pick(People.family)))}")
            contact.str("emailAddress", contactEmail(&dice, faults: has))
            contact.str("phoneNumber", has.contains(.badPhone) ? "12" : "(\(dice.int(201, 989))) 555-0\(dice.digits(3))")
            var address = BroadAddress.passKit(parts.place, &dice)
            if has.contains(.badPostal) { address.str("postalCode", "ABCDE") }
            contact.obj("postalAddress", address)
            root.obj("shippingContact", contact)
        }
        if dice.chance(0.2) { root.arr("supportedCountries", ["\"US\"", "\"CA\"", "\"GB\""]) }
        if dice.chance(0.3) { root.str("applicationData", "b3JkZXI9\(dice.token(8))") }
        return root
    }

    static func js(_ dice: inout Dice, faults: [Fault], warning: Warning?) -> JObject {
        let has = Set(faults)
        let parts = parts(&dice, faults: has, warning: warning)
        var root = JObject()
        root.str("countryCode", has.contains(.badCountry) ? "USA" : parts.place.country)
        root.str("currencyCode", has.contains(.badCurrency) ? "" : (warning == .currency ? "ZAR" : parts.currency.code))
        let emv = dice.chance(0.2) || warning == .emv
        var networks = ["visa", "masterCard", "amex", "discover", "jcb"].filter { _ in dice.chance(0.7) } + ["masterCard"]
        if emv && warning != .emv { networks.append("chinaUnionPay") }
        if has.contains(.unknownNetwork) { networks.append("visaElectronPlus") }
        root.arr("supportedNetworks", networks.map(quote))
        var capabilities = [has.contains(.badCapability) ? "3DS" : "supports3DS"] + (emv ? ["supportsEMV"] : [])
        if dice.chance(0.5) { capabilities += ["supportsCredit", "supportsDebit"] }
        root.arr("merchantCapabilities", capabilities.map(quote))
        var total = parts.total
        if warning == .amountMismatch { total += 1 }
        if warning == .hugeTotal { total = 100_000_001 * (parts.currency.decimals == 0 ? 1 : 100) }
        if has.contains(.negativeTotal) { total = -100 }
        root.raw("total", "{\"label\":\"Fern Shop\",\"amount\":\"\(parts.currency.text(total))\",\"type\":\"\(warning == .pendingTotal ? "pending" : "final")\"}")
        if has.contains(.noMerchant) { root.remove("total") }  // Apple Pay JS has no merchant identifier: its required member is the total
        if has.contains(.itemsAsObject) { root.raw("lineItems", "{}") } else { root.arr("lineItems", lineItems(parts, &dice, warning: warning)) }
        if dice.chance(0.6) { root.arr("requiredShippingContactFields", ["\"postalAddress\"", "\"email\""] + (dice.chance(0.5) ? ["\"name\"", "\"phone\""] : [])) }
        if dice.chance(0.4) { root.arr("requiredBillingContactFields", ["\"postalAddress\""]) }
        if dice.chance(0.6) || has.contains(.noIdentifier) || has.contains(.badShippingType) || warning == .duplicateIdentifier {
            root.str("shippingType", has.contains(.badShippingType) ? "courier" : dice.pick(["shipping", "delivery", "storePickup", "servicePickup"]))
            root.arr("shippingMethods", shippingMethods(&dice, currency: parts.currency, faults: has, duplicate: warning == .duplicateIdentifier))
        }
        if dice.chance(0.5) || has.contains(.badEmail) || has.contains(.badPostal) {
            var contact = BroadAddress.applePayJSContact(parts.place, &dice)
            if has.contains(.badEmail) { contact.str("emailAddress", contactEmail(&dice, faults: has)) }
            if has.contains(.badPostal) { contact.str("postalCode", "ABCDE") }
            root.obj("shippingContact", contact)
        }
        if dice.chance(0.2) { root.obj("billingContact", BroadAddress.applePayJSContact(dice.pick(Place.all), &dice)) }
        if dice.chance(0.1) {
            let amount = parts.currency.text(parts.currency.price(&dice))
            root.raw("recurringPaymentRequest", "{\"paymentDescription\":\"Fern of the month club\",\"managementURL\":\"https://shop.example.com/subscriptions\",\"regularBilling\":{\"label\":\"Monthly fern\",\"amount\":\"\(amount)\",\"paymentTiming\":\"recurring\",\"recurringPaymentIntervalUnit\":\"month\",\"recurringPaymentIntervalCount\":1}}")
        }
        if dice.chance(0.2) { root.arr("supportedCountries", ["\"US\"", "\"GB\""]) }
        if dice.chance(0.3) { root.str("applicationData", "eyJvcmRlcklkIjoi\(dice.token(8))") }
        return root
    }
}
