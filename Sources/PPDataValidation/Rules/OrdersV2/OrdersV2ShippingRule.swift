/// Each unit's `shipping`: the recipient's name (`full_name` ≤ 300), email and phone, the address (the address
/// component, Orders v2 shape), the fulfilment `type`, and the shipping options.
///
/// PayPal `shipping_detail.options`: at most 10; "Only one shipping.option can be set to selected=true"; the
/// errors SHIPPING_OPTION_NOT_SELECTED, MULTIPLE_SHIPPING_OPTION_SELECTED and
/// PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH ("the amount of the preferred shipping option must equal
/// amount.breakdown.shipping"). Each option needs `id` and `label` (≤ 127) and `selected`.
struct OrdersV2ShippingRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        for unit in OrdersV2.units(context.ordersV2Order(root)) {
            // The shipping object's members are read once, on the unknown-key pass.
            guard
                let members = context.members(
                    context.optional("shipping", in: unit), known: OrdersV2.shippingKeys, what: "shipping")
            else { continue }
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
            _ = context.enumeration(members[ShippingKey.type], key: "type", in: shipping, allowed: OrdersV2.fulfillmentTypes)
            if let address = context.optional(members[ShippingKey.address]) {
                AddressCheck.check(address, shape: .ordersV2, in: &context, what: "the shipping address")
            }
            let optionsValue = members[ShippingKey.options]
            if let options = context.array(optionsValue, key: "options", in: shipping, items: 0...10) {
                checkOptions(options, arrayValue: optionsValue, unit: unit, in: &context)
            }
        }
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
        guard let arrayValue, options.count > 0 else { return }
        if selected.isEmpty {
            if !selectionUnknown {
                context.report(
                    .shippingOptionNotSelected, at: arrayValue,
                    "none of the \(options.count) shipping options has \"selected\": true; exactly one must")
            }
            return
        }
        if selected.count > 1 {
            for extra in selected.dropFirst() {
                context.report(
                    .multipleShippingOptionSelected, at: extra["selected"] ?? extra,
                    "\(selected.count) shipping options have \"selected\": true; exactly one may",
                    suggestion: "false")
            }
            return
        }
        // The selected option's amount must equal amount.breakdown.shipping when both are given.
        let option = selected[0]
        guard let optionMoney = OrdersV2.member(option, "amount"),
            let optionAmount = OrdersV2.quietAmount(ofMoney: optionMoney),
            let shippingMoney = OrdersV2.member(
                OrdersV2.member(OrdersV2.member(unit, "amount"), "breakdown"), "shipping", known: OrdersV2.breakdownKeys),
            let shippingAmount = OrdersV2.quietAmount(ofMoney: shippingMoney),
            optionAmount != shippingAmount
        else { return }
        let scale = max(optionAmount.fractionDigits, shippingAmount.fractionDigits)
        let decimals = OrdersV2.currency(ofMoney: shippingMoney)?.decimals
        context.report(
            .preferredShippingOptionAmountMismatch, at: optionMoney["value"] ?? optionMoney,
            "the selected shipping option costs \(optionAmount.description(fractionDigits: scale)) but amount.breakdown.shipping is \(shippingAmount.description(fractionDigits: scale)); they must be equal",
            suggestion: shippingAmount.suggestionText(like: optionAmount, decimals: decimals))
    }
}
