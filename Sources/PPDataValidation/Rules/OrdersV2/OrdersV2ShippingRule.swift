/// Each unit's `shipping`: the recipient's name (`full_name` ≤ 300), email and phone, the address (the address
/// component, Orders v2 shape), the fulfilment `type`, and the shipping options.
///
/// PayPal `shipping_detail.options`: at most 10; "Only one shipping.option can be set to selected=true"; the
/// errors SHIPPING_OPTION_NOT_SELECTED, MULTIPLE_SHIPPING_OPTION_SELECTED and
/// PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH ("the amount of the preferred shipping option must equal
/// amount.breakdown.shipping"). Each option needs `id` and `label` (≤ 127) and `selected`.
///
/// The fulfilment type, as the Orders v2 document's create-order errors state it (checkout_orders_v2.json, the 422
/// issues): SHIPPING_OPTIONS_NOT_SUPPORTED, "Shipping options are not supported when `shipping.type` is specified or
/// when 'application_context.shipping_preference' is set as 'NO_SHIPPING' or 'SET_PROVIDED_ADDRESS'" (the schema's
/// `shipping_detail.type`: "Either `type` or `options` may be present, but not both"); MISSING_PICKUP_ADDRESS, "A
/// pickup address(`shipping.address`) is required for the provided `shipping.type`"; and
/// MULTIPLE_SHIPPING_TYPE_NOT_SUPPORTED, "Different `shipping.type` are not supported across purchase units". The
/// preference is `application_context`'s or, where PayPal moved it, a wallet's `experience_context`.
///
/// Under `SET_PROVIDED_ADDRESS` every unit carries its address: PayPal answers 422 MISSING_SHIPPING_ADDRESS at
/// `/purchase_units/@reference_id=='…'/shipping/address`, "The shipping address is required when
/// `shipping_preference=SET_PROVIDED_ADDRESS`." (Easy Digital Downloads pull request #8835, 2021, quoting PayPal's
/// reply to its retry without the address; the same answer in woocommerce-paypal-payments issues #925, #1138, #2392
/// and solidus_paypal_commerce_platform #201). A pickup unit's missing address is MISSING_PICKUP_ADDRESS instead.
struct OrdersV2ShippingRule: DocumentRule {
    /// The preferences under which an order takes no shipping options.
    private static let preferencesWithoutOptions = ["NO_SHIPPING", "SET_PROVIDED_ADDRESS"]

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        check(OrdersV2.unitElements(order), of: order, in: &context)
    }

    /// Checks the shipping of `units`: those of `order`, or (`order` nil) the units a JSON Patch sets, under a
    /// shipping preference the patch does not show.
    func check(_ units: JSONView.Elements, of order: JSONObjectMembers?, in context: inout ValidationContext) {
        var firstType: JSONView?
        var preference = PreferenceReading(order: order)
        for unit in units where unit.kind == .object {
            // The shipping object's members are read once, on the unknown-key pass.
            let shippingValue = context.optional("shipping", in: unit)
            guard let members = context.members(shippingValue, known: OrdersV2.shippingKeys, what: "shipping") else {
                if shippingValue == nil, let providedAddress = preference.providedAddress() {
                    Self.reportMissingAddress(missing: "shipping", in: unit, preference: providedAddress, &context)
                }
                continue
            }
            typealias ShippingKey = OrdersV2.ShippingKey
            let shipping = members.object
            if let name = context.object(context.optional(members[ShippingKey.name]), known: OrdersV2.shippingNameKeys, what: "the shipping name") {
                context.checkString("full_name", in: name, length: 1...300)
            }
            if let email = context.optional(members[ShippingKey.emailAddress]) {
                context.email(email)
            }
            if let phone = context.optional(members[ShippingKey.phoneNumber]) {
                context.ordersV2Phone(phone, requiresCountryCode: true)
            }
            let typeValue = members[ShippingKey.type]
            let type = context.enumeration(typeValue, key: "type", in: shipping, allowed: OrdersV2.fulfillmentTypes)
            let address = context.optional(members[ShippingKey.address])
            if let address {
                AddressCheck.check(address, shape: .ordersV2, in: &context, what: "the shipping address")
            }
            if let type, let typeValue {
                checkType(type, at: typeValue, hasAddress: address != nil, in: shipping, first: &firstType, &context)
            }
            if address == nil, !(type?.hasPrefix("PICKUP_") ?? false), let providedAddress = preference.providedAddress() {
                Self.reportMissingAddress(missing: "address", in: shipping, preference: providedAddress, &context)
            }
            let optionsValue = members[ShippingKey.options]
            if let options = context.array(optionsValue, key: "options", in: shipping, items: 0...10) {
                if let optionsValue, options.count > 0,
                    let refusal = Self.optionsRefusal(type: type, preference: preference.value())
                {
                    context.report(.shippingOptionsNotSupported, at: optionsValue, refusal)
                    continue
                }
                checkOptions(options, arrayValue: optionsValue, unit: unit, in: &context)
            }
        }
    }

    /// A unit without the address that the order's `SET_PROVIDED_ADDRESS` (at `preference`) promises PayPal.
    private static func reportMissingAddress(
        missing key: String, in object: JSONView, preference: JSONView, _ context: inout ValidationContext
    ) {
        context.report(
            .missingShippingAddress, missing: key, in: object,
            "the shipping preference \"SET_PROVIDED_ADDRESS\" (\(preference.pointer)) needs each purchase unit's address in \"shipping.address\"; send it, or let the payer choose one with \"GET_FROM_FILE\"")
    }

    /// A pickup type needs the pickup address, and every unit of an order takes the first unit's type.
    private func checkType(
        _ type: String, at value: JSONView, hasAddress: Bool, in shipping: JSONView, first: inout JSONView?,
        _ context: inout ValidationContext
    ) {
        if type.hasPrefix("PICKUP_"), !hasAddress {
            context.report(
                .missingPickupAddress, missing: "address", in: shipping,
                "\"type\" \"\(type)\" needs the pickup place in \"address\"")
        }
        guard let earlier = first else {
            first = value
            return
        }
        if let earlierType = earlier.string, earlierType != type {
            context.report(
                .multipleShippingTypeNotSupported, at: value,
                "this unit's shipping type \"\(type)\" differs from \"\(earlierType)\" at \(earlier.pointer); an order takes one type for all its purchase units",
                suggestion: earlierType)
        }
    }

    /// The order's shipping preference, read when a unit first needs it (most units carry their address and no
    /// options, and the lookup was 0.2% of the broad corpus's instructions when every order paid it).
    private struct PreferenceReading {
        let order: JSONObjectMembers?
        private var read: JSONView??

        init(order: JSONObjectMembers?) { self.order = order }

        /// The preference member (a string), or nil.
        mutating func value() -> JSONView? {
            if let read { return read }
            let value = order.flatMap(OrdersV2ShippingRule.shippingPreference(of:))
            read = .some(value)
            return value
        }

        /// The preference member when it is `SET_PROVIDED_ADDRESS`, compared by bytes (a 20-byte String is built on
        /// the heap).
        mutating func providedAddress() -> JSONView? {
            value().flatMap { $0.stringEquals("SET_PROVIDED_ADDRESS") ? $0 : nil }
        }
    }

    /// The order's shipping preference: `application_context`'s, else the PayPal or Venmo wallet's
    /// `experience_context`'s (a string, or nil).
    private static func shippingPreference(of order: JSONObjectMembers) -> JSONView? {
        let paymentSource = OrdersV2.member(order[OrdersV2.OrderKey.paymentSource])
        for holder in [
            OrdersV2.member(order[OrdersV2.OrderKey.applicationContext]),
            OrdersV2.member(OrdersV2.member(paymentSource, "paypal"), "experience_context"),
            OrdersV2.member(OrdersV2.member(paymentSource, "venmo"), "experience_context"),
        ] {
            if let value = OrdersV2.member(holder, "shipping_preference"), value.kind == .string {
                return value
            }
        }
        return nil
    }

    /// Why a unit's shipping options are refused beside its `type` or the order's shipping preference, or nil.
    private static func optionsRefusal(type: String?, preference: JSONView?) -> String? {
        if let type {
            return "shipping options are not supported beside \"type\" \"\(type)\"; send the options or the type, not both"
        }
        guard let preference, let text = preference.string, preferencesWithoutOptions.contains(text) else { return nil }
        return "shipping options are not supported when the shipping preference is \"\(text)\" (\(preference.pointer)); leave them out, or let the payer choose with \"GET_FROM_FILE\""
    }

    private func checkOptions(
        _ options: JSONView.Elements, arrayValue: JSONView?, unit: JSONView, in context: inout ValidationContext
    ) {
        var selected: [JSONView] = []
        var selectionUnknown = false
        typealias Key = OrdersV2.ShippingOptionKey
        for element in options {
            // The members read on the unknown-key pass: the fields below are table reads, not lookups by name.
            guard let members = context.members(element, known: OrdersV2.shippingOptionKeys, what: "a shipping option")
            else {
                // A null element is reported by `members` (MISSING_REQUIRED_PARAMETER, as for every kind).
                selectionUnknown = true
                continue
            }
            let option = members.object
            context.checkString(members[Key.id], key: "id", in: option, required: true, length: 1...127)
            context.checkString(members[Key.label], key: "label", in: option, required: true, length: 1...127)
            _ = context.enumeration(members[Key.type], key: "type", in: option, allowed: OrdersV2.shippingOptionTypes)
            if let amount = context.optional(members[Key.amount]) {
                context.ordersV2Money(amount, sign: .nonNegative, what: "the option amount")
            }
            switch context.boolean("selected", in: option, required: true) {
            case true?: selected.append(option)
            case false?: break
            case nil: selectionUnknown = true
            }
        }
        guard let arrayValue else { return }
        // As PayPal reads it: a misspelt `shiping` is not read in its place (UNKNOWN_FIELD says so).
        let shippingMoney = OrdersV2.member(OrdersV2.member(OrdersV2.member(unit, "amount"), "breakdown"), "shipping")
        if let option = Self.checkSelection(
            options, selected: selected, selectionUnknown: selectionUnknown, arrayValue: arrayValue,
            shippingMoney: shippingMoney, in: &context)
        {
            checkPickupName(option, unit: unit, in: &context)
        }
    }

    /// The options a JSON Patch sets whole (`…/shipping/options`), as a new order's: exactly one selected, and
    /// its amount the shipping amount of the unit's amount when the same patch sets that (`shippingMoney`).
    /// PayPal's JavaScript SDK sends the two together when a buyer picks an option; PayPal's `orders.patch-422`
    /// list names these issues (a review found them unchecked in a patch). Elements that are no object, or whose
    /// `selected` is no boolean, are the schema's findings, and leave the selection unknown.
    static func checkPatchedOptions(_ options: JSONView, shippingMoney: JSONView?, in context: inout ValidationContext) {
        guard options.kind == .array else { return }
        var selected: [JSONView] = []
        var selectionUnknown = false
        for option in options.elements {
            switch option.kind == .object ? option["selected"]?.bool : nil {
            case true?: selected.append(option)
            case false?: break
            case nil: selectionUnknown = true
            }
        }
        _ = checkSelection(
            options.elements, selected: selected, selectionUnknown: selectionUnknown, arrayValue: options,
            shippingMoney: shippingMoney, in: &context)
    }

    /// Exactly one of `options` selected (SHIPPING_OPTION_NOT_SELECTED, MULTIPLE_SHIPPING_OPTION_SELECTED), and its
    /// amount equal to `shippingMoney`, the unit's `amount.breakdown.shipping`, when both are given
    /// (PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH). The selected option, when there is one.
    private static func checkSelection(
        _ options: JSONView.Elements, selected: [JSONView], selectionUnknown: Bool, arrayValue: JSONView,
        shippingMoney: JSONView?, in context: inout ValidationContext
    ) -> JSONView? {
        guard options.count > 0 else { return nil }
        if selected.isEmpty {
            if !selectionUnknown {
                context.report(
                    .shippingOptionNotSelected, at: arrayValue,
                    "none of the \(options.count) shipping options has \"selected\": true; exactly one must")
            }
            return nil
        }
        let shippingAmount = OrdersV2.quietAmount(ofMoney: shippingMoney)
        if selected.count > 1 {
            // The option to keep is the one the breakdown charges for, else the first: the suggestion deselects the
            // others, so taking it leaves no mismatch behind when one option's amount is the breakdown's.
            let kept = selected.firstIndex { option in
                shippingAmount != nil && OrdersV2.quietAmount(ofMoney: OrdersV2.member(option, "amount")) == shippingAmount
            } ?? 0
            for (index, extra) in selected.enumerated() where index != kept {
                context.report(
                    .multipleShippingOptionSelected, at: extra["selected"] ?? extra,
                    "\(selected.count) shipping options have \"selected\": true; exactly one may",
                    suggestion: "false")
            }
            return nil
        }
        let option = selected[0]
        guard let optionMoney = OrdersV2.member(option, "amount"),
            let optionAmount = OrdersV2.quietAmount(ofMoney: optionMoney),
            let shippingMoney, let shippingAmount, optionAmount != shippingAmount
        else { return option }
        let scale = max(optionAmount.fractionDigits, shippingAmount.fractionDigits)
        let decimals = OrdersV2.currency(ofMoney: shippingMoney)?.decimals
        context.report(
            .preferredShippingOptionAmountMismatch, at: optionMoney["value"] ?? optionMoney,
            "the selected shipping option costs \(optionAmount.description(fractionDigits: scale)) but amount.breakdown.shipping is \(shippingAmount.description(fractionDigits: scale)); they must be equal",
            // A negative breakdown is its own finding, and no option may cost less than zero.
            suggestion: shippingAmount.signum < 0 ? nil : shippingAmount.suggestionText(like: optionAmount, decimals: decimals))
        return option
    }

    /// A selected `PICKUP` option ships to a store, which PayPal reads from the shipping name: INVALID_PICKUP_ADDRESS in
    /// the Orders v2 document's authorize and capture errors (checkout_orders_v2.json, orders.authorize-422,
    /// orders.capture-422), "If the 'shipping_option.type' is set as 'PICKUP' then the 'shipping_detail.name.full_name'
    /// should start with 'S2S' meaning Ship To Store. Example: 'S2S My Store'." A warning in the order that sets them:
    /// PayPal creates it, and refuses to authorize or capture it.
    private func checkPickupName(_ option: JSONView, unit: JSONView, in context: inout ValidationContext) {
        guard let type = OrdersV2.member(option, "type"), type.stringEquals("PICKUP") else { return }
        let name = OrdersV2.member(OrdersV2.member(OrdersV2.member(unit, "shipping"), "name"), "full_name")
        // A name that is no string is the name check's finding.
        guard name.map({ $0.kind == .string }) ?? true, !(name?.string?.hasPrefix("S2S") ?? false) else { return }
        context.report(
            .invalidPickupAddress, .warning, at: name ?? type,
            "a selected \"PICKUP\" option ships to a store, named in \"shipping.name.full_name\" after \"S2S\" (\"S2S My Store\"); PayPal refuses to authorize or capture the order otherwise")
    }
}
