/// MPL payments: simple (`PayPalPayment`), parallel and chained (`PayPalAdvancedPayment`), with invoice data whose
/// items add up to each subtotal, and the library settings that travel with a checkout (lang, feePayer, shipping).
enum BroadMPL {
    enum Fault: String, CaseIterable {
        case noRecipient = "MISSING_REQUIRED_PARAMETER", badType = "INVALID_PARAMETER_VALUE", itemTotal = "ITEM_TOTAL_MISMATCH"
        case zeroSubTotal = "CANNOT_BE_ZERO_OR_NEGATIVE", badRecipient = "INVALID_EMAIL", feePayer = "FEE_PAYER_NOT_ALLOWED"
        case badCurrency = "CURRENCY_NOT_SUPPORTED", negativeTax = "CANNOT_BE_NEGATIVE", emptyItems = "INVALID_ARRAY_MIN_ITEMS"
        case badIPN = "INVALID_PARAMETER_SYNTAX", precision = "DECIMAL_PRECISION"
        // Advanced payments only.
        case tooFew = "TOO_FEW_RECEIVERS", tooMany = "TOO_MANY_RECEIVERS", twoPrimaries = "MULTIPLE_PRIMARY_RECEIVERS"
        case primaryLow = "PRIMARY_AMOUNT_TOO_LOW", sameRecipient = "DUPLICATE_RECEIVER"
        var code: String { rawValue }
        static let simple: [Fault] = [.noRecipient, .badType, .itemTotal, .zeroSubTotal, .badRecipient, .feePayer, .badCurrency, .negativeTax, .emptyItems, .badIPN, .precision]
        static let advanced: [Fault] = simple.filter { $0 != .noRecipient } + [.tooFew, .tooMany, .twoPrimaries, .primaryLow, .sameRecipient]
    }
    enum Warning: String, CaseIterable {
        case locale = "LOCALE_NOT_SUPPORTED", subtype = "SUBTYPE_REQUIRES_SERVICE", itemPrice = "ITEM_PRICE_MISMATCH"
    }

    static let locales = ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "ja_JP", "nl_NL", "en_AU", "fr_CA"]

    /// A receiver's or a simple payment's fields: recipient, subtotal, types and invoice data. Returns what MPL sends
    /// PayPal for it: the subtotal with the invoice's tax and shipping (what a chained payment's primary must cover).
    static func payee(_ dice: inout Dice, into object: inout JObject, currency: Currency, subtotalKey: String,
                      index: Int, tag: Int, minimum: Int, faults has: Set<Fault>, warning: Warning?) -> Int {
        // `tag` (the receiver's position) keeps recipients distinct: a repeated one is a fault of its own.
        let recipient = dice.chance(0.85) ? "seller\(index)x\(tag)@\(dice.pick(People.domains))" : "+1415555\(1000 + (index * 7 + tag) % 9000)"
        object.str("recipient", has.contains(.badRecipient) ? "seller.example.com" : recipient)
        let invoiced = dice.chance(0.6) || has.contains(.itemTotal) || has.contains(.negativeTax) || has.contains(.emptyItems) || warning == .itemPrice
        var subtotal = 0
        var extras = 0
        var invoice = JObject()
        if invoiced {
            var items: [String] = []
            // Up to two lines of up to two each: a mobile checkout, whose total stays below the Android library's
            // limit for its currency (7,500 EUR; MPLPaymentLimitRule) even for six receivers.
            for position in 0..<dice.int(1, 2) {
                var item = JObject()
                item.str("name", dice.pick(People.products))
                if dice.chance(0.7) { item.str("itemId", "IT-\(index)-\(position)") }
                let count = dice.int(1, 2)
                let price = currency.price(&dice)
                let total = price * count
                subtotal += total
                item.str("totalPrice", currency.text(total))
                // Both always given: the guide requires them, and their absence is a warning.
                item.str("itemPrice", currency.text(warning == .itemPrice && position == 0 ? price + 1 : price))
                item.raw("itemCount", String(count))
                items.append(item.text)
            }
            let tax = subtotal * 7 / 100
            invoice.str("totalTax", currency.text(has.contains(.negativeTax) ? -tax - 1 : tax))
            let shipping = currency.decimals == 0 ? 500 : dice.int(0, 999)
            invoice.str("totalShipping", currency.text(shipping))
            extras = tax + shipping
            invoice.arr("invoiceItems", has.contains(.emptyItems) ? [] : items)
        } else {
            subtotal = currency.price(&dice) * dice.int(1, 3)
        }
        if subtotal < minimum { subtotal = minimum }  // a chained primary receives at least what it passes on
        if invoiced && minimum > 0 && !has.contains(.emptyItems) {
            // Rebuild the invoice as one line for the primary's larger subtotal, so the items still add up.
            invoice.arr("invoiceItems", ["{\"name\":\"Package tour\",\"totalPrice\":\"\(currency.text(subtotal))\",\"itemPrice\":\"\(currency.text(subtotal))\",\"itemCount\":1}"])
        }
        var stated = has.contains(.itemTotal) && invoiced ? subtotal + 100 : subtotal
        if has.contains(.zeroSubTotal) { stated = 0 }
        object.str(subtotalKey, currency.text(stated))
        if has.contains(.precision) && currency.decimals == 2 { object.str(subtotalKey, currency.text(stated) + "1") }
        if has.contains(.precision) && currency.decimals == 0 { object.str(subtotalKey, currency.text(stated) + ".5") }
        let service = dice.chance(0.3)
        object.str("paymentType", has.contains(.badType) ? "HARD_GOODS" : (service ? "TYPE_SERVICE" : dice.pick(["TYPE_GOODS", "TYPE_NOT_SET", "TYPE_PERSONAL"])))
        if service && dice.chance(0.5) { object.str("paymentSubType", "SUBTYPE_TOURISM") }
        if warning == .subtype { object.str("paymentType", "TYPE_GOODS"); object.str("paymentSubType", "SUBTYPE_TOURISM") }
        if invoiced { object.obj("invoiceData", invoice) }
        if dice.chance(0.5) { object.str("description", "Order \(index): \(dice.pick(People.products))") }
        if dice.chance(0.3) { object.str("customId", "mpl-\(dice.digits(6))") }
        if dice.chance(0.4) { object.str("merchantName", dice.pick(["Corner Books", "Fern Shop", "Atlantic Travel"])) }
        return subtotal + extras
    }

    static func settings(_ dice: inout Dice, into root: inout JObject, faults has: Set<Fault>, warning: Warning?) {
        if dice.chance(0.5) || has.contains(.badIPN) { root.str("ipnUrl", has.contains(.badIPN) ? "ftp://shop.example/ipn" : "https://shop.example/paypal/ipn?o=\(dice.digits(5))") }
        if dice.chance(0.4) { root.str("memo", "Thanks for shopping with us") }
        if dice.chance(0.6) || warning == .locale { root.str("lang", warning == .locale ? "eo_XX" : dice.pick(locales)) }
    }

    static func currency(_ dice: inout Dice, faults has: Set<Fault>) -> (Currency, String) {
        var currency = dice.pick(Currency.mpl)
        // An extra decimal is DECIMAL_PRECISION only where the currency has decimals (in JPY or HUF any decimal point
        // is DECIMALS_NOT_SUPPORTED); no extra draw, so the documents after this one do not change.
        if has.contains(.precision) && currency.decimals == 0 { currency = Currency(code: "USD", decimals: 2) }
        return (currency, has.contains(.badCurrency) ? "ZAR" : currency.code)
    }

    static func simple(_ dice: inout Dice, index: Int, faults: [Fault], warning: Warning?) -> JObject {
        let has = Set(faults)
        let (currency, code) = currency(&dice, faults: has)
        var root = JObject()
        _ = payee(&dice, into: &root, currency: currency, subtotalKey: "subTotal", index: index, tag: 0, minimum: 0, faults: has, warning: warning)
        if has.contains(.noRecipient) { root.remove("recipient") }
        // MPL's currency defaults to USD, so only a USD payment leaves it out.
        if dice.chance(0.8) || code != "USD" || has.contains(.badCurrency) || has.contains(.precision) {
            root.str("paymentCurrency", code)
        }
        settings(&dice, into: &root, faults: has, warning: warning)
        if dice.chance(0.3) || has.contains(.feePayer) { root.str("feePayer", has.contains(.feePayer) ? "FEEPAYER_PRIMARYRECEIVER" : "FEEPAYER_EACHRECEIVER") }
        let ships = dice.chance(0.5)
        root.raw("shippingEnabled", ships ? "true" : "false")
        if dice.chance(0.2) { root.raw("dynamicAmountUpdateEnabled", "false") }
        if ships && dice.chance(0.6) { root.obj("shippingAddress", BroadAddress.mpl(dice.pick(Place.all), &dice)) }
        return root
    }

    /// A parallel payment (no primary) or a chained one (one primary receiving at least the secondaries' sum).
    static func advanced(_ dice: inout Dice, index: Int, faults: [Fault], warning: Warning?) -> JObject {
        let has = Set(faults)
        let (currency, code) = currency(&dice, faults: has)
        let chained = dice.chance(0.5) || has.contains(.twoPrimaries) || has.contains(.primaryLow)
        // A repeated recipient needs a second receiver besides the primary.
        let count = has.contains(.tooFew) ? 1 : has.contains(.tooMany) ? 7 : dice.int(has.contains(.sameRecipient) ? 3 : 2, chained ? 4 : 6)
        var secondaries: [JObject] = []
        var secondarySum = 0
        let subtotalKey = dice.chance(0.5) ? "subTotal" : "subtotal"
        // Faults that concern one payee land on the first secondary (or the only receiver).
        let payeeFaults = has.subtracting([.tooFew, .tooMany, .twoPrimaries, .primaryLow, .sameRecipient, .feePayer, .badIPN, .badCurrency])
        var firstRecipient = ""
        for position in 0..<(chained ? max(count - 1, 1) : count) {
            var receiver = JObject()
            secondarySum += payee(&dice, into: &receiver, currency: currency, subtotalKey: subtotalKey, index: index,
                                  tag: position + 1, minimum: 0, faults: position == 0 ? payeeFaults : [], warning: position == 0 ? warning : nil)
            if position == 0 { firstRecipient = receiver["recipient"] ?? "" }
            if position == 1 && has.contains(.sameRecipient) { receiver.raw("recipient", firstRecipient) }
            if chained && dice.chance(0.5) { receiver.raw("isPrimary", "false") }
            secondaries.append(receiver)
        }
        if has.contains(.twoPrimaries) { secondaries[0].raw("isPrimary", "true") }
        var receivers = secondaries.map(\.text)
        if chained && !has.contains(.tooFew) {
            var primary = JObject()
            let minimum = has.contains(.primaryLow) ? 0 : secondarySum + (currency.decimals == 0 ? 1_000 : 2_500)
            let subtotal = payee(&dice, into: &primary, currency: currency, subtotalKey: subtotalKey, index: index,
                                 tag: 0, minimum: minimum, faults: [], warning: nil)
            if has.contains(.primaryLow) {
                primary.str(subtotalKey, currency.text(min(subtotal, secondarySum - 1)))
                primary.remove("invoiceData")  // so that the low subtotal is the only fault
            }
            primary.raw("isPrimary", "true")
            receivers.insert(primary.text, at: 0)
        }
        var root = JObject()
        // MPL's currency defaults to USD, so only a USD payment leaves it out.
        if dice.chance(0.8) || code != "USD" || has.contains(.badCurrency) || has.contains(.precision) {
            root.str("paymentCurrency", code)
        }
        settings(&dice, into: &root, faults: has, warning: warning)
        if has.contains(.feePayer) {
            root.str("feePayer", chained ? "FEEPAYER_SENDER" : "FEEPAYER_PRIMARYRECEIVER")
        } else if dice.chance(0.4) {
            root.str("feePayer", "FEEPAYER_EACHRECEIVER")
        }
        root.arr("receiverPaymentDetails", receivers)
        if dice.chance(0.3) { root.raw("shippingEnabled", "false") }
        return root
    }
}
