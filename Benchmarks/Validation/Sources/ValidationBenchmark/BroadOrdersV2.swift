import Foundation

/// Orders v2 create-order requests for the broad corpus: 1–3 purchase units with items (categories, tax, SKU, URLs,
/// UPC), breakdowns that add up (shipping, handling, insurance, discounts), shipping with options, payee, payment
/// instructions, a payer, and one of the payment sources (paypal with experience_context, card with billing address,
/// attributes and vault, token, venmo, apple_pay, google_pay, and the bank sources). Faults are injected where the
/// rule they aim at looks, so each faulty document's error is known by construction.
enum BroadOrdersV2 {
    /// The faults this kind can carry, each named by the code it must produce (an error, but for the two the
    /// corpus generator labels as warnings: `noState`, `longSoftDescriptor`).
    enum Fault: String, CaseIterable {
        case missingIntent = "MISSING_REQUIRED_PARAMETER", missingItemName = "MISSING_REQUIRED_PARAMETER/item"
        case numericAmount = "DECIMAL_PRECISION/number", badQuantity = "INVALID_PARAMETER_SYNTAX/quantity"
        case badIntent = "INVALID_PARAMETER_VALUE", badCategory = "INVALID_PARAMETER_VALUE/category"
        case longSoftDescriptor = "INVALID_STRING_LENGTH", noUnits = "INVALID_ARRAY_MIN_ITEMS"
        case tooManyOptions = "INVALID_ARRAY_MAX_ITEMS", badCurrency = "INVALID_CURRENCY_CODE"
        case unsupportedCurrency = "CURRENCY_NOT_SUPPORTED", yenDecimals = "DECIMALS_NOT_SUPPORTED"
        case precision = "DECIMAL_PRECISION", hugeAmount = "MAX_VALUE_EXCEEDED", zeroQuantity = "CANNOT_BE_ZERO_OR_NEGATIVE"
        case negativeShipping = "CANNOT_BE_NEGATIVE", amountMismatch = "AMOUNT_MISMATCH"
        case itemTotalMismatch = "ITEM_TOTAL_MISMATCH", itemTotalMissing = "ITEM_TOTAL_REQUIRED"
        case taxTotalMismatch = "TAX_TOTAL_MISMATCH", taxTotalMissing = "TAX_TOTAL_REQUIRED"
        case multiCurrency = "MULTI_CURRENCY_ORDER", noReferenceID = "REFERENCE_ID_REQUIRED"
        case sameReferenceID = "DUPLICATE_REFERENCE_ID", authorizeMany = "UNSUPPORTED_INTENT"
        case mixedDonation = "MULTIPLE_ITEM_CATEGORIES", donationMany = "DONATION_ITEMS_NOT_SUPPORTED"
        case noOptionSelected = "SHIPPING_OPTION_NOT_SELECTED", twoOptionsSelected = "MULTIPLE_SHIPPING_OPTION_SELECTED"
        case optionAmount = "PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH", badCard = "INVALID_CARD_NUMBER"
        case expiredCard = "CARD_EXPIRED", badCVV = "INVALID_SECURITY_CODE_LENGTH", badEmail = "INVALID_EMAIL"
        case badPhone = "INVALID_PHONE", ukCountry = "INVALID_COUNTRY_CODE", noCity = "CITY_REQUIRED"
        case noPostalCode = "POSTAL_CODE_REQUIRED", badPostalCode = "INVALID_POSTAL_CODE", noState = "STATE_REQUIRED"
        /// The code as the CLI reports it (the part before any "/").
        var code: String { String(rawValue.split(separator: "/")[0]) }
    }
    /// Warnings a clean document may carry on purpose.
    enum Warning: String, CaseIterable {
        case unknownField = "UNKNOWN_FIELD", inCountryOnly = "CURRENCY_IN_COUNTRY_ONLY", withdrawn = "COUNTRY_CODE_WITHDRAWN"
        case unknownState = "INVALID_STATE"  // a warning in Orders v2 (an error in the other PayPal shapes)
    }

    /// Faults that live in the shipping object (which a unit of donations does not have).
    static let shippingFaults: Set<Fault> = [.tooManyOptions, .noOptionSelected, .twoOptionsSelected, .optionAmount, .ukCountry, .noCity, .noPostalCode, .badPostalCode, .noState]

    static func make(_ dice: inout Dice, index: Int, faults: [Fault], warning: Warning?) -> JObject {
        let has = Set(faults)
        var currency = dice.pick(Currency.common)
        if has.contains(.yenDecimals) { currency = Currency(code: "JPY", decimals: 0) }
        if has.contains(.precision) && currency.decimals == 0 { currency = Currency(code: "USD", decimals: 2) }
        if warning == .inCountryOnly { currency = Currency(code: "CNY", decimals: 2) }
        let needsMany = has.contains(.multiCurrency) || has.contains(.noReferenceID) || has.contains(.sameReferenceID)
            || has.contains(.authorizeMany) || has.contains(.donationMany)
        let unitCount = needsMany ? dice.int(2, 3) : (dice.chance(0.75) ? 1 : dice.int(2, 3))
        // Donations go alone in their order: with several units they are a fault of their own.
        // Donations ship nothing, so faults of the shipping object need goods.
        let donation = has.contains(.donationMany) || has.contains(.mixedDonation)
            || (unitCount == 1 && has.isDisjoint(with: shippingFaults) && warning != .withdrawn && warning != .unknownState && dice.chance(0.03))
        var units: [String] = []
        for unit in 0..<unitCount {
            var unitCurrency = currency
            if unit == 1 && has.contains(.multiCurrency) {
                unitCurrency = currency.code == "EUR" ? Currency(code: "USD", decimals: 2) : Currency(code: "EUR", decimals: 2)
            }
            var object = purchaseUnit(&dice, index: index, unit: unit, currency: unitCurrency, donation: donation,
                                      faults: unit == 0 ? has : has.intersection([.multiCurrency]), warning: unit == 0 ? warning : nil)
            if unitCount > 1 {
                if has.contains(.noReferenceID) { object.remove("reference_id") }
                if has.contains(.sameReferenceID) { object.str("reference_id", "PU-\(index)") }
            } else if !dice.chance(0.7) {
                object.remove("reference_id")
            }
            units.append(object.text)
        }
        var root = JObject()
        // An order to authorize takes its payment instruction at capture (UNSUPPORTED_PAYMENT_INSTRUCTION): a unit's
        // instruction keeps a clean order at CAPTURE (the dice are drawn as before, so the rest of the corpus stays).
        let authorize = has.contains(.authorizeMany) || (unitCount == 1 && dice.chance(0.2))
        let hasInstruction = units.contains { $0.contains("\"payment_instruction\":") }
        let intent = authorize && (has.contains(.authorizeMany) || !hasInstruction) ? "AUTHORIZE" : "CAPTURE"
        root.str("intent", has.contains(.badIntent) ? "SALE" : intent)
        if has.contains(.missingIntent) { root.remove("intent") }
        if dice.chance(0.5) || has.contains(.badEmail) || has.contains(.badPhone) { root.obj("payer", payer(&dice, faults: has)) }
        root.arr("purchase_units", has.contains(.noUnits) ? [] : units)
        let cardFault = has.contains(.badCard) || has.contains(.expiredCard) || has.contains(.badCVV)
        // Shipping options need the payer to pick the address (SHIPPING_OPTIONS_NOT_SUPPORTED otherwise).
        let hasOptions = units.contains { $0.contains("\"options\":") }
        if dice.chance(0.85) || cardFault {
            root.obj("payment_source", paymentSource(&dice, faults: has, card: cardFault, shippingOptions: hasOptions))
        }
        if dice.chance(0.05) { root.str("processing_instruction", "NO_INSTRUCTION") }
        if warning == .unknownField { root.str("note_to_payer", "Thank you") }
        return root
    }

    /// Whether the order's shipping preference is `SET_PROVIDED_ADDRESS` while one of its units has no shipping
    /// address (the generator draws the preference apart from the units' shipping).
    static func lacksProvidedAddress(_ root: JObject) -> Bool {
        guard let order = try? JSONSerialization.jsonObject(with: Data(root.text.utf8)) as? [String: Any],
            let units = order["purchase_units"] as? [[String: Any]]
        else { return false }
        let sources = order["payment_source"] as? [String: Any] ?? [:]
        let preferences = ["paypal", "venmo"].compactMap {
            ((sources[$0] as? [String: Any])?["experience_context"] as? [String: Any])?["shipping_preference"] as? String
        }
        guard preferences.first == "SET_PROVIDED_ADDRESS" else { return false }
        return units.contains { ($0["shipping"] as? [String: Any])?["address"] == nil }
    }

    static func money(_ currency: Currency, _ minor: Int) -> String {
        "{\"currency_code\":\"\(currency.code)\",\"value\":\"\(currency.text(minor))\"}"
    }

    static func purchaseUnit(_ dice: inout Dice, index: Int, unit: Int, currency: Currency, donation: Bool,
                             faults has: Set<Fault>, warning: Warning?) -> JObject {
        var code = currency.code
        if has.contains(.badCurrency) { code = "USX" }
        if has.contains(.unsupportedCurrency) { code = "ZAR" }
        func m(_ minor: Int) -> String { "{\"currency_code\":\"\(code)\",\"value\":\"\(currency.text(minor))\"}" }
        let taxed = dice.chance(0.5) || has.contains(.taxTotalMismatch) || has.contains(.taxTotalMissing)
        var itemTotal = 0
        var taxTotal = 0
        var items: [String] = []
        let itemCount = dice.int(has.contains(.mixedDonation) ? 2 : 1, 4)  // a mix needs two items
        for position in 0..<itemCount {
            var item = JObject()
            let isDonation = donation && (position == 0 || !has.contains(.mixedDonation))
            let digital = !isDonation && dice.chance(0.2)
            item.str("name", isDonation ? "Donation to the fern society" : dice.pick(digital ? People.digital : People.products))
            let quantity = isDonation ? 1 : dice.int(1, 4)
            item.str("quantity", String(quantity))
            let price = currency.price(&dice)
            item.raw("unit_amount", m(price))
            let tax = taxed ? price * 8 / 100 : 0
            if taxed { item.raw("tax", m(tax)) }
            itemTotal += price * quantity
            taxTotal += tax * quantity
            if dice.chance(0.6) { item.str("sku", "SKU-\(index)-\(unit)-\(position)") }
            if dice.chance(0.3) { item.str("description", "Colour: \(dice.pick(["black", "green", "oak", "slate"])), size \(dice.pick(["S", "M", "L"]))") }
            if isDonation {
                item.str("category", "DONATION")
            } else if dice.chance(0.8) || (has.contains(.mixedDonation) && position > 0) {
                item.str("category", digital ? "DIGITAL_GOODS" : "PHYSICAL_GOODS")
            }
            if dice.chance(0.2) { item.str("url", "https://shop.example.com/p/\(index)-\(position)") }
            if dice.chance(0.15) { item.str("image_url", "https://cdn.example.com/img/\(index)-\(position).jpg") }
            if dice.chance(0.05) { item.raw("upc", "{\"type\":\"UPC-A\",\"code\":\"012345678905\"}") }
            if position == 0 {
                if has.contains(.missingItemName) { item.remove("name") }
                if has.contains(.badQuantity) { item.str("quantity", "1.5") }
                if has.contains(.zeroQuantity) { item.str("quantity", "0") }
                if has.contains(.badCategory) { item.str("category", "GOODS") }
                // A JSON number with one decimal more than the currency takes (it ends in 1 after the point): Orders
                // v2 reads a number by its text, so DECIMAL_PRECISION; one within the places is a warning.
                if has.contains(.numericAmount) {
                    let number = currency.text(price) + (currency.decimals == 0 ? ".1" : "1")
                    item.raw("unit_amount", "{\"currency_code\":\"\(code)\",\"value\":\(number)}")
                }
                if has.contains(.precision) && currency.decimals == 2 { item.raw("unit_amount", "{\"currency_code\":\"\(code)\",\"value\":\"\(currency.text(price))5\"}") }
                if has.contains(.yenDecimals) { item.raw("unit_amount", "{\"currency_code\":\"\(code)\",\"value\":\"\(currency.text(price)).50\"}") }
            }
            items.append(item.text)
        }
        let shippingCost = donation ? 0 : (currency.decimals == 0 ? dice.int(3, 15) * 100 : dice.int(0, 1_500))
        let handling = dice.chance(0.15) ? (currency.decimals == 0 ? 200 : dice.int(50, 300)) : 0
        let insurance = dice.chance(0.1) ? (currency.decimals == 0 ? 300 : dice.int(100, 500)) : 0
        let shippingDiscount = shippingCost > 0 && dice.chance(0.1) ? shippingCost / 2 : 0
        let discount = dice.chance(0.1) ? itemTotal / 10 : 0
        var value = itemTotal + taxTotal + shippingCost + handling + insurance - shippingDiscount - discount
        var breakdown = JObject()
        breakdown.raw("item_total", m(has.contains(.itemTotalMismatch) ? itemTotal + 100 : itemTotal))
        if taxed { breakdown.raw("tax_total", m(has.contains(.taxTotalMismatch) ? taxTotal + 1 : taxTotal)) }
        if shippingCost > 0 || dice.chance(0.3) { breakdown.raw("shipping", m(shippingCost)) }
        if handling > 0 { breakdown.raw("handling", m(handling)) }
        if insurance > 0 { breakdown.raw("insurance", m(insurance)) }
        if shippingDiscount > 0 { breakdown.raw("shipping_discount", m(shippingDiscount)) }
        if discount > 0 { breakdown.raw("discount", m(discount)) }
        if has.contains(.itemTotalMismatch) { value += 100 }
        if has.contains(.taxTotalMismatch) { value += 1 }
        if has.contains(.itemTotalMissing) { breakdown.remove("item_total"); value -= itemTotal }
        if has.contains(.taxTotalMissing) { breakdown.remove("tax_total"); value -= taxTotal }
        if has.contains(.negativeShipping) { breakdown.raw("shipping", m(-shippingCost - 100)); value -= 2 * shippingCost + 100 }
        if has.contains(.amountMismatch) { value += 1 }
        var amount = JObject()
        amount.str("currency_code", code)
        amount.str("value", has.contains(.hugeAmount) ? "1000000000000000.00" : currency.text(value))
        amount.obj("breakdown", breakdown)
        var object = JObject()
        object.str("reference_id", "PU-\(index)-\(unit)")
        if dice.chance(0.7) { object.str("description", "Order \(index) from the fern shop") }
        if dice.chance(0.3) { object.str("custom_id", "CUST-\(dice.digits(6))") }
        if dice.chance(0.4) { object.str("invoice_id", "INV-2026-\(index)-\(unit)") }
        if dice.chance(0.2) { object.str("soft_descriptor", "FERNSHOP \(dice.token(4))") }
        if has.contains(.longSoftDescriptor) { object.str("soft_descriptor", "FERNSHOP ONLINE STORE LONDON") }
        object.obj("amount", amount)
        if dice.chance(0.1) { object.raw("payee", "{\"email_address\":\"seller-\(dice.digits(4))@example.com\"}") }
        if dice.chance(0.05) {
            object.raw("payment_instruction", "{\"disbursement_mode\":\"INSTANT\",\"platform_fees\":[{\"amount\":\(m(currency.decimals == 0 ? 100 : 99))}]}")
        }
        object.arr("items", items)
        if !donation && (dice.chance(0.8) || !has.isDisjoint(with: shippingFaults) || warning == .withdrawn || warning == .unknownState) {
            object.obj("shipping", shipping(&dice, currency: currency, code: code, cost: shippingCost, faults: has, warning: warning))
        }
        return object
    }

    static func shipping(_ dice: inout Dice, currency: Currency, code: String, cost: Int, faults has: Set<Fault>,
                         warning: Warning?) -> JObject {
        var place = dice.pick(Place.all)
        // The US needs a state and a postal code, so removing either is a fault there (not in Belgium).
        if has.contains(.noState) || has.contains(.badPostalCode) || has.contains(.noPostalCode) || warning == .unknownState { place = Place.all[dice.below(6)] }
        var shipping = JObject()
        shipping.raw("name", "{\"full_name\":\(quote("\(dice.pick(People.given)) \(dice.pick(People.family))"))}")
        // A fulfilment type goes without shipping options (PayPal takes one or the other); drawn here either way.
        let typed = dice.chance(0.2)
        if dice.chance(0.1) { shipping.str("email_address", People.email(&dice, given: dice.pick(People.given))) }
        var address = BroadAddress.ordersV2(place, &dice)
        if has.contains(.ukCountry) { address.str("country_code", "UK") }
        if has.contains(.noCity) { address.remove("admin_area_2") }
        if has.contains(.noPostalCode) { address.remove("postal_code") }
        if has.contains(.badPostalCode) { address.str("postal_code", "ABCDE") }
        if has.contains(.noState) { address.remove("admin_area_1") }
        if warning == .unknownState { address.str("admin_area_1", "Atlantis") }
        if warning == .withdrawn { address = JObject(); address.str("address_line_1", "Kaya Grandi 1"); address.str("admin_area_2", "Kralendijk"); address.str("country_code", "AN") }
        let withOptions = dice.chance(0.3) || has.contains(.noOptionSelected) || has.contains(.twoOptionsSelected)
            || has.contains(.optionAmount) || has.contains(.tooManyOptions)
        if withOptions {
            let count = has.contains(.tooManyOptions) ? 11 : dice.int(2, 3)
            let selected = dice.below(count)
            var options: [String] = []
            for option in 0..<count {
                var isSelected = option == selected
                if has.contains(.noOptionSelected) { isSelected = false }
                if has.contains(.twoOptionsSelected) && option < 2 { isSelected = true }
                let amount = isSelected ? cost + (has.contains(.optionAmount) ? 100 : 0) : cost + 500 * (option + 1)
                options.append("{\"id\":\"OPT-\(option)\",\"label\":\"\(["Standard", "Express", "Overnight"][option % 3]) shipping\",\"type\":\"SHIPPING\",\"amount\":{\"currency_code\":\"\(code)\",\"value\":\"\(currency.text(amount))\"},\"selected\":\(isSelected)}")
            }
            shipping.arr("options", options)
        } else if typed {
            shipping.str("type", "SHIPPING")
        }
        shipping.obj("address", address)
        return shipping
    }

    static func payer(_ dice: inout Dice, faults has: Set<Fault>) -> JObject {
        let given = dice.pick(People.given)
        var payer = JObject()
        payer.str("email_address", has.contains(.badEmail) ? "\(given.lowercased())@@example.com" : People.email(&dice, given: given))
        payer.raw("name", "{\"given_name\":\(quote(given)),\"surname\":\(quote(dice.pick(People.family)))}")
        let place = dice.pick(Place.all)
        if dice.chance(0.5) || has.contains(.badPhone) {
            let national = has.contains(.badPhone) ? "123456789012345" : place.phone
            payer.raw("phone", "{\"phone_type\":\"\(dice.pick(["MOBILE", "HOME", "OTHER"]))\",\"phone_number\":{\"national_number\":\"\(national)\"}}")
        }
        if dice.chance(0.1) { payer.str("birth_date", "1990-0\(dice.int(1, 9))-1\(dice.int(0, 9))") }
        if dice.chance(0.4) { payer.raw("address", "{\"country_code\":\"\(place.country)\"}") }
        return payer
    }

    static func paymentSource(_ dice: inout Dice, faults has: Set<Fault>, card: Bool, shippingOptions: Bool) -> JObject {
        var source = JObject()
        let variant = card ? 1 : dice.below(12)
        switch variant {
        case 0, 6, 7:
            var paypal = JObject()
            if dice.chance(0.3) { paypal.str("email_address", People.email(&dice, given: dice.pick(People.given))) }
            var experience = JObject()
            experience.str("brand_name", "FERN SHOP")
            experience.str("locale", dice.pick(["en-US", "de-DE", "fr-FR", "en-GB"]))
            experience.str("landing_page", dice.pick(["LOGIN", "GUEST_CHECKOUT", "NO_PREFERENCE"]))
            let preference = dice.pick(["GET_FROM_FILE", "SET_PROVIDED_ADDRESS", "NO_SHIPPING"])
            experience.str("shipping_preference", shippingOptions ? "GET_FROM_FILE" : preference)
            experience.str("user_action", "PAY_NOW")
            experience.str("payment_method_preference", "IMMEDIATE_PAYMENT_REQUIRED")
            experience.str("return_url", "https://shop.example.com/return")
            experience.str("cancel_url", "https://shop.example.com/cancel")
            paypal.obj("experience_context", experience)
            if dice.chance(0.15) {
                paypal.raw("attributes", "{\"customer\":{\"id\":\"cust\(dice.digits(5))\"},\"vault\":{\"store_in_vault\":\"ON_SUCCESS\",\"usage_type\":\"MERCHANT\",\"customer_type\":\"CONSUMER\"}}")
            }
            source.obj("paypal", paypal)
        case 1, 8, 9:
            var cardObject = JObject()
            let testCard = dice.pick(TestCard.all)
            cardObject.str("name", "\(dice.pick(People.given)) \(dice.pick(People.family))")
            cardObject.str("number", has.contains(.badCard) ? String(testCard.number.dropLast()) + "9" : testCard.number)
            cardObject.str("expiry", has.contains(.expiredCard) ? "2021-0\(dice.int(1, 9))" : "20\(dice.int(28, 34))-\(dice.pick(["01", "06", "11", "12"]))")
            cardObject.str("security_code", has.contains(.badCVV) ? dice.digits(testCard.cvvLength == 3 ? 4 : 3) : dice.digits(testCard.cvvLength))
            if dice.chance(0.8) { cardObject.obj("billing_address", BroadAddress.ordersV2(dice.pick(Place.all), &dice)) }
            if dice.chance(0.5) {
                cardObject.raw("attributes", "{\"vault\":{\"store_in_vault\":\"ON_SUCCESS\"},\"verification\":{\"method\":\"\(dice.pick(["SCA_WHEN_REQUIRED", "SCA_ALWAYS"]))\"}}")
            }
            if has.contains(.badCVV) && testCard.cvvLength == 3 { cardObject.str("security_code", dice.digits(2)) }
            source.obj("card", cardObject)
        case 2: source.raw("token", "{\"id\":\"B-\(dice.token(17))\",\"type\":\"BILLING_AGREEMENT\"}")
        case 3:
            source.raw("venmo", "{\"email_address\":\(quote(People.email(&dice, given: dice.pick(People.given)))),\"experience_context\":{\"brand_name\":\"FERN SHOP\",\"shipping_preference\":\"\(shippingOptions ? "GET_FROM_FILE" : "SET_PROVIDED_ADDRESS")\"},\"attributes\":{\"customer\":{\"id\":\"cust\(dice.digits(5))\"},\"vault\":{\"store_in_vault\":\"ON_SUCCESS\",\"usage_type\":\"MERCHANT\"}}}")
        case 4:
            source.raw("apple_pay", "{\"id\":\"\(dice.token(20))\",\"name\":\(quote(dice.pick(People.family))),\"email_address\":\(quote(People.email(&dice, given: dice.pick(People.given)))),\"experience_context\":{\"return_url\":\"https://shop.example.com/return\",\"cancel_url\":\"https://shop.example.com/cancel\"}}")
        case 5: source.raw("google_pay", "{\"name\":\(quote(dice.pick(People.family))),\"email_address\":\(quote(People.email(&dice, given: dice.pick(People.given))))}")
        default:
            let bank = dice.pick(["bancontact", "ideal", "eps", "giropay", "blik", "p24", "mybank", "sofort", "trustly"])
            let country = ["bancontact": "BE", "ideal": "NL", "eps": "AT", "giropay": "DE", "blik": "PL", "p24": "PL", "mybank": "IT", "sofort": "DE", "trustly": "SE"][bank] ?? "NL"
            // Only BLIK and Przelewy24 take the payer's email (`blik_request`, `p24_request`; the other banks'
            // requests, published and in PayPal's server SDK models, have none). The address is drawn for every bank
            // so that the rest of the corpus stays the documents it was.
            let name = "\(dice.pick(People.given)) \(dice.pick(People.family))"
            let address = People.email(&dice, given: "bank")
            let email = bank == "blik" || bank == "p24" ? ",\"email\":\(quote(address))" : ""
            source.raw(bank, "{\"name\":\(quote(name)),\"country_code\":\"\(country)\"\(email),\"experience_context\":{\"locale\":\"en-\(country)\",\"return_url\":\"https://shop.example.com/return\",\"cancel_url\":\"https://shop.example.com/cancel\"}}")
        }
        return source
    }
}
