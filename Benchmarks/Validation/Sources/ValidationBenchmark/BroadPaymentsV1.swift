import Foundation

/// Payments v1 payments (PayPal wallet with redirect URLs, or a credit card funding instrument; item lists with
/// shipping addresses; details that add up) and Payments v1 captures, with their faults.
enum BroadPaymentsV1 {
    enum Fault: String, CaseIterable {
        case noPayer = "MISSING_REQUIRED_PARAMETER", badIntent = "INVALID_PARAMETER_VALUE", noTransactions = "INVALID_ARRAY_MIN_ITEMS"
        case currencyMismatch = "CURRENCY_MISMATCH", itemTotalMismatch = "ITEM_TOTAL_MISMATCH", amountMismatch = "AMOUNT_MISMATCH"
        case tooBig = "MAX_VALUE_EXCEEDED", negativeTax = "CANNOT_BE_NEGATIVE", zeroTotal = "CANNOT_BE_ZERO_OR_NEGATIVE"
        case numericTotal = "DECIMAL_PRECISION/number", badCard = "INVALID_CARD_NUMBER", expiredCard = "CARD_EXPIRED"
        case badCVV = "INVALID_SECURITY_CODE_LENGTH", badEmail = "INVALID_EMAIL", longNote = "INVALID_STRING_LENGTH"
        case badPostal = "INVALID_POSTAL_CODE", badCurrency = "INVALID_CURRENCY_CODE"
        /// The code as the CLI reports it (the part before any "/").
        var code: String { String(rawValue.split(separator: "/")[0]) }
    }
    enum Warning: String, CaseIterable {
        case positiveShippingDiscount = "SHIPPING_DISCOUNT_SIGN", numericQuantity = "INVALID_PARAMETER_SYNTAX"
    }

    /// Whether the payment pays with a PayPal wallet and names the payer's email, which PayPal refuses.
    static func namesPayPalPayerEmail(_ root: JObject) -> Bool {
        guard let payment = try? JSONSerialization.jsonObject(with: Data(root.text.utf8)) as? [String: Any],
            let payer = payment["payer"] as? [String: Any], payer["payment_method"] as? String == "paypal"
        else { return false }
        return (payer["payer_info"] as? [String: Any])?["email"] != nil
    }

    static func make(_ dice: inout Dice, index: Int, faults: [Fault], warning: Warning?) -> JObject {
        let has = Set(faults)
        let currency = dice.pick(Currency.common)
        let code = has.contains(.badCurrency) ? "US$" : currency.code
        let card = dice.chance(0.35) || has.contains(.badCard) || has.contains(.expiredCard) || has.contains(.badCVV)
        var root = JObject()
        root.str("intent", has.contains(.badIntent) ? "buy" : dice.pick(["sale", "sale", "authorize", "order"]))
        var payer = JObject()
        payer.str("payment_method", card ? "credit_card" : "paypal")
        if card {
            let test = dice.pick(TestCard.all)
            var credit = JObject()
            credit.str("number", has.contains(.badCard) ? String(test.number.dropLast()) + "0" : test.number)
            if has.contains(.badCard) && test.number.hasSuffix("0") { credit.str("number", String(test.number.dropLast()) + "1") }
            credit.str("type", test.v1Type)
            credit.raw("expire_month", dice.chance(0.5) ? String(dice.int(1, 12)) : "\"\(dice.int(10, 12))\"")
            credit.str("expire_year", has.contains(.expiredCard) ? "2020" : String(dice.int(2028, 2034)))
            if dice.chance(0.8) || has.contains(.badCVV) {
                // A Payments v1 code shorter than the brand's is a warning (PayPal took one), so a faulty one is
                // too long: an American Express code gets two digits after the three drawn, which keeps the draws,
                // and so every later document, as they were.
                var code = dice.digits(has.contains(.badCVV) ? (test.cvvLength == 3 ? 4 : 3) : test.cvvLength)
                if has.contains(.badCVV) && test.cvvLength == 4 { code += "12" }
                credit.str("cvv2", code)
            }
            credit.str("first_name", dice.pick(People.given))
            credit.str("last_name", dice.pick(People.family))
            if dice.chance(0.7) { credit.obj("billing_address", BroadAddress.paymentsV1(dice.pick(Place.all), &dice, recipient: false)) }
            payer.arr("funding_instruments", ["{\"credit_card\":\(credit.text)}"])
        }
        if dice.chance(0.3) || has.contains(.badEmail) {
            let given = dice.pick(People.given)
            payer.raw("payer_info", "{\"email\":\(quote(has.contains(.badEmail) ? "\(given.lowercased())@" : People.email(&dice, given: given)))}")
        }
        if !has.contains(.noPayer) { root.obj("payer", payer) }

        var items: [String] = []
        var subtotal = 0
        var tax = 0
        for position in 0..<dice.int(1, 4) {
            var item = JObject()
            item.str("name", dice.pick(People.products))
            if dice.chance(0.4) { item.str("description", "Colour \(dice.pick(["black", "oak", "slate"]))") }
            let quantity = dice.int(1, 5)
            item.str("quantity", String(quantity))
            if warning == .numericQuantity && position == 0 { item.raw("quantity", String(quantity)) }
            let price = currency.price(&dice)
            item.str("price", currency.text(price))
            if dice.chance(0.4) { let t = price / 20; tax += t * quantity; item.str("tax", currency.text(t)) }
            if has.contains(.negativeTax) && position == 0 { item.str("tax", currency.text(-100)) }
            if dice.chance(0.7) { item.str("sku", "SKU-\(index)-\(position)") }
            let currencyMismatch = has.contains(.currencyMismatch) && position == 0
            item.str("currency", currencyMismatch ? (currency.code == "EUR" ? "USD" : "EUR") : code)
            subtotal += price * quantity
            items.append(item.text)
        }
        let shipping = currency.decimals == 0 ? dice.int(0, 10) * 100 : dice.int(0, 1_200)
        let handling = dice.chance(0.2) ? (currency.decimals == 0 ? 100 : 150) : 0
        let discount = shipping > 0 && dice.chance(0.15) ? shipping / 2 : 0
        var total = subtotal + tax + shipping + handling - discount
        var details = JObject()
        details.str("subtotal", currency.text(has.contains(.itemTotalMismatch) ? subtotal + 100 : subtotal))
        if has.contains(.itemTotalMismatch) { total += 100 }
        if tax > 0 { details.str("tax", currency.text(tax)) }
        details.str("shipping", currency.text(shipping))
        if handling > 0 { details.str("handling_fee", currency.text(handling)) }
        if discount > 0 { details.str("shipping_discount", currency.text(-discount)) }
        if warning == .positiveShippingDiscount {
            // Sent positive, as PayPal's schema does not want it; the total adds it as sent, so only the sign warns.
            details.str("shipping_discount", currency.text(1))
            total += discount + 1
        }
        if has.contains(.amountMismatch) { total += 1 }
        var amount = JObject()
        // Nine integer digits: PayPal took eight in 2025, so eight are a warning (docs/rules.md, MAX_VALUE_EXCEEDED).
        amount.str("total", has.contains(.tooBig) ? "123456789.00" : currency.text(total))
        if has.contains(.zeroTotal) { amount.str("total", currency.text(0)) }
        // A JSON number with a decimal place more than the currency takes: PayPal reads a number by its text, so its
        // places are DECIMAL_PRECISION (in a currency without decimals, DECIMALS_NOT_SUPPORTED as well); one the
        // currency takes is only a warning (PayPal took `"total": 10` and `4.02`).
        if has.contains(.numericTotal) { amount.raw("total", currency.text(total) + (currency.decimals == 0 ? ".1" : "1")) }
        amount.str("currency", code)
        amount.obj("details", details)
        var transaction = JObject()
        transaction.obj("amount", amount)
        if dice.chance(0.7) { transaction.str("description", "Order \(index) from the fern shop.") }
        if dice.chance(0.3) { transaction.str("custom", "EMS_\(dice.digits(10))") }
        if dice.chance(0.5) { transaction.str("invoice_number", "INV\(dice.digits(9))") }
        if dice.chance(0.2) { transaction.str("soft_descriptor", "FERN\(dice.digits(6))") }
        if dice.chance(0.2) { transaction.raw("payment_options", "{\"allowed_payment_method\":\"INSTANT_FUNDING_SOURCE\"}") }
        var itemList = JObject()
        itemList.arr("items", items)
        if dice.chance(0.6) || has.contains(.badPostal) {
            var address = BroadAddress.paymentsV1(Place.all[dice.below(has.contains(.badPostal) ? 6 : Place.all.count)], &dice, recipient: true)
            if has.contains(.badPostal) { address.str("postal_code", "9A0") }
            itemList.obj("shipping_address", address)
        }
        transaction.obj("item_list", itemList)
        if dice.chance(0.3) { transaction.str("notify_url", "https://shop.example.com/paypal/ipn") }
        root.arr("transactions", has.contains(.noTransactions) ? [] : [transaction.text])
        if dice.chance(0.3) || has.contains(.longNote) {
            root.str("note_to_payer", has.contains(.longNote) ? String(repeating: "Thanks! ", count: 25) : "Contact us for any questions on your order.")
        }
        if !card { root.raw("redirect_urls", "{\"return_url\":\"https://shop.example.com/return\",\"cancel_url\":\"https://shop.example.com/cancel\"}") }
        return root
    }

    enum CaptureFault: String, CaseIterable {
        case details = "NOT_SUPPORTED", finalAsString = "INVALID_PARAMETER_SYNTAX", noTotal = "MISSING_REQUIRED_PARAMETER"
        case longInvoice = "INVALID_STRING_LENGTH", zero = "CANNOT_BE_ZERO_OR_NEGATIVE"
        var code: String { rawValue }
    }

    static func capture(_ dice: inout Dice, faults: [CaptureFault]) -> JObject {
        let has = Set(faults)
        let currency = dice.pick(Currency.common)
        var amount = JObject()
        amount.str("currency", currency.code)
        amount.str("total", currency.text(has.contains(.zero) ? 0 : currency.price(&dice)))
        if has.contains(.noTotal) { amount.remove("total") }
        if has.contains(.details) { amount.raw("details", "{\"subtotal\":\"1.00\"}") }
        var root = JObject()
        root.obj("amount", amount)
        root.raw("is_final_capture", has.contains(.finalAsString) ? "\"true\"" : (dice.chance(0.5) ? "true" : "false"))
        if dice.chance(0.4) || has.contains(.longInvoice) {
            root.str("invoice_number", has.contains(.longInvoice) ? String(repeating: "INV-", count: 40) : "INV-\(dice.digits(8))")
        }
        if dice.chance(0.3) { root.str("note_to_payer", "Captured in full; thank you.") }
        return root
    }
}
