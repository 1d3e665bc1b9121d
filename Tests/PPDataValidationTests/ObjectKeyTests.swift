import Foundation
import Testing

@testable import PPDataValidation

/// Every object's key table, checked: each key sits at its case's position in the object's key set, and each key's
/// tag is the tag the reader gives that key in a real document. Reordering or adding a case cannot make a rule read
/// the wrong member.
@Suite("Object keys by construction")
struct ObjectKeyTests {
    /// Checks one key enum against its key set and against the reader.
    func check<Key: ObjectKey>(_: Key.Type, keySet: JSONKeySet, _ comment: Comment) throws {
        let names = Key.names
        #expect(Set(names).count == names.count, comment)
        // A document with every key once, in reverse order (positions must not depend on the document's order).
        let json = "{" + names.reversed().map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
        let document = try JSONDocument.parse(Array(json.utf8))
        document.withRootView { root in
            for member in root.children {
                let name = member.key ?? ""
                guard let key = Key.allCases.first(where: { $0.name.description == name }) else {
                    Issue.record("\(name) has no case")
                    continue
                }
                #expect(keySet.position(ofKeyOf: member) == key.rawValue, "\(comment): \(name)")
                #expect(member.node.keyTag == key.tag, "\(comment): tag of \(name)")
            }
            #expect(root.children.count == Key.allCases.count, comment)
        }
        // Positions are raw values 0..<count, in case order.
        #expect(Key.allCases.map(\.rawValue) == Array(0..<Key.allCases.count), comment)
    }

    @Test("Orders v2: every object read from a member table")
    func ordersV2() throws {
        try check(OrdersV2.UnitKey.self, keySet: OrdersV2.unitKeys, "unit")
        try check(OrdersV2.AmountKey.self, keySet: OrdersV2.amountKeys, "amount")
        try check(OrdersV2.BreakdownKey.self, keySet: OrdersV2.breakdownKeySet, "breakdown")
        try check(OrdersV2.MoneyKey.self, keySet: OrdersV2.moneyKeys, "money")
        try check(OrdersV2.ItemKey.self, keySet: OrdersV2.itemKeys, "item")
        try check(OrdersV2.ShippingKey.self, keySet: OrdersV2.shippingKeys, "shipping")
        try check(OrdersV2.ShippingOptionKey.self, keySet: OrdersV2.shippingOptionKeys, "shipping option")
        try check(OrdersV2.OrderKey.self, keySet: OrdersV2.orderKeys, "order")
        try check(OrdersV2.PayerKey.self, keySet: OrdersV2.payerKeys, "payer")
        try check(OrdersV2.PaymentSourceKey.self, keySet: OrdersV2.paymentSourceKeys, "payment source")
        try check(OrdersV2.CardKey.self, keySet: OrdersV2.cardKeys, "card")
        try check(OrdersV2.PayPalKey.self, keySet: OrdersV2.paypalKeys, "PayPal wallet")
        try check(OrdersV2.VenmoKey.self, keySet: OrdersV2.venmoKeys, "Venmo wallet")
        try check(OrdersV2.NameKey.self, keySet: OrdersV2.nameKeys, "name")
        try check(OrdersV2.PhoneKey.self, keySet: OrdersV2.phoneKeys, "phone")
        // Orders v2 addresses are read by position (`AddressCheck.checkOrdersV2Lengths`, `ordersV2PartialAddress`).
        let address = AddressShape.ordersV2
        // The shape's own keys first, then the published schema's other members (`RequestSchema.keySet`).
        #expect(Array(address.keySet.keys.prefix(address.keys.all.count)) == address.keys.all)
        #expect(address.keySet.keys[address.positions.countryCode] == "country_code")
        #expect(OrdersV2.breakdownKeys == [
            "item_total", "tax_total", "shipping", "handling", "insurance", "shipping_discount", "discount",
        ])
        #expect(OrdersV2.AmountKey.tags.count == 3 && OrdersV2.BreakdownKey.tags.count == 7)
    }

    @Test("Payments v1: every object read from a member table; details in the order they add up")
    func paymentsV1() throws {
        try check(PaymentsV1Keys.DetailKey.self, keySet: PaymentsV1Keys.details, "details")
        try check(PaymentsV1Keys.PaymentKey.self, keySet: PaymentsV1Keys.payment, "payment")
        try check(PaymentsV1Keys.PayerKey.self, keySet: PaymentsV1Keys.payer, "payer")
        try check(PaymentsV1Keys.PayerInfoKey.self, keySet: PaymentsV1Keys.payerInfo, "payer_info")
        try check(PaymentsV1Keys.TransactionKey.self, keySet: PaymentsV1Keys.transaction, "transaction")
        try check(PaymentsV1Keys.AmountKey.self, keySet: PaymentsV1Keys.amount, "amount")
        try check(PaymentsV1Keys.ItemListKey.self, keySet: PaymentsV1Keys.itemList, "item_list")
        try check(PaymentsV1Keys.ItemKey.self, keySet: PaymentsV1Keys.item, "item")
        // `fee` is read only (additions.tsv): known, and not among the parts that add up.
        #expect(PaymentsV1Keys.details.keys == [
            "subtotal", "shipping", "tax", "handling_fee", "shipping_discount", "insurance", "gift_wrap", "fee",
        ])
        #expect(!PaymentsV1Keys.DetailKey.allCases.map(\.name.description).contains("fee"))
    }

    @Test("MPL: payments, containers and invoice items read from member tables, in the schema's key order")
    func mpl() throws {
        try check(MPL.PaymentKey.self, keySet: MPL.paymentObjectKeys, "payment")
        try check(MPL.AdvancedPaymentKey.self, keySet: MPL.advancedPaymentObjectKeys, "advanced payment")
        try check(MPL.ContainerKey.self, keySet: MPL.receiverObjectKeys, "container")
        try check(MPL.InvoiceItemKey.self, keySet: MPL.invoiceItemKeySet, "invoice item")
        // The key lists the messages and suggestions use name the same keys in the same order.
        #expect(MPL.PaymentKey.names == MPL.paymentKeys + MPL.settingsKeys)
        #expect(MPL.AdvancedPaymentKey.names == MPL.advancedPaymentOwnKeys)
        // merchantName belongs to both objects and is listed once, as the payment's own.
        #expect(MPL.advancedPaymentObjectKeys.keys == MPL.advancedPaymentOwnKeys + MPL.receiverKeys.filter { $0 != "merchantName" })
        #expect(MPL.ContainerKey.names == MPL.receiverKeys + ["paymentCurrency"])
        #expect(MPL.InvoiceItemKey.names == MPL.invoiceItemKeys)
        // A setting's position in either payment's key set is that setting.
        for setting in MPL.SettingsKey.allCases {
            let name = MPL.settingsKeys[setting.rawValue]
            #expect(MPL.paymentObjectKeys.keys[setting.position(in: .mplPayment)] == name)
            #expect(MPL.advancedPaymentObjectKeys.keys[setting.position(in: .mplAdvancedPayment)] == name)
        }
    }

    @Test("Apple Pay: both forms' requests read from member tables")
    func applePay() throws {
        try check(ApplePayVocabulary.RequestKey.self, keySet: ApplePayVocabulary.requestKeys, "PassKit request")
        try check(ApplePayJSVocabulary.RequestKey.self, keySet: ApplePayJSVocabulary.requestKeys, "Apple Pay JS request")
        try check(ApplePayJSVocabulary.LineItemKey.self, keySet: ApplePayJSVocabulary.lineItemKeys, "line item")
        try check(ApplePayVocabulary.SummaryItemKey.self, keySet: ApplePayVocabulary.summaryItemKeys, "summary item")
        try check(ApplePayVocabulary.ContactKey.self, keySet: ApplePayVocabulary.contactKeys, "contact")
        // The shipping method positions name the keys the shared check reads, in either form.
        for shape in [ApplePayShippingMethodsRule.shape, ApplePayJSShippingMethodsRule.shape] {
            let keys = shape.known.keys
            #expect(keys[shape.label] == "label" && keys[shape.amount] == "amount" && keys[shape.detail] == "detail")
            #expect(keys[shape.identifier] == "identifier")
            #expect(shape.hasType ? keys[shape.type] == "type" : shape.type == keys.count)
        }
        // Keys after the 16th are not in the table's slots: read by name, the same member.
        let json = #"{"requiredShippingAddressFields": ["email"], "total": {}, "deferredPaymentRequest": null}"#
        let document = try JSONDocument.parse(Array(json.utf8))
        document.withRootView { root in
            typealias Key = ApplePayJSVocabulary.RequestKey
            let request = JSONObjectMembers(reading: root, keys: ApplePayJSVocabulary.requestKeys)
            #expect(Key.requiredShippingAddressFields.rawValue >= 16 && Key.deferredPaymentRequest.rawValue >= 16)
            #expect(request[Key.requiredShippingAddressFields]?.index == root["requiredShippingAddressFields"]?.index)
            #expect(request[Key.deferredPaymentRequest]?.isNull == true)
            #expect(request[Key.recurringPaymentRequest] == nil)
            #expect(request[Key.total]?.kind == .object)
        }
    }

    @Test("the root's table is kept for its key set: a rule asking with another set gets a table of that set")
    func rootTableMemo() throws {
        let json = #"{"intent": "CAPTURE", "purchase_units": [], "paymentCurrency": "EUR", "memo": "m"}"#
        let document = try JSONDocument.parse(Array(json.utf8))
        document.withRootView { root in
            var context = ValidationContext(kind: .ordersV2, options: ValidationOptions())
            let order = context.rootMembers(root, keys: OrdersV2.orderKeys)
            #expect(order[OrdersV2.OrderKey.intent]?.string == "CAPTURE")
            #expect(context.rootMembersMemo?.isRead(with: OrdersV2.orderKeys) == true)
            // Another set: read for it, not answered from the order's table.
            let payment = context.rootMembers(root, keys: MPL.advancedPaymentObjectKeys)
            #expect(payment[MPL.AdvancedPaymentKey.paymentCurrency]?.string == "EUR")
            #expect(payment[MPL.AdvancedPaymentKey.memo]?.string == "m")
            #expect(context.rootMembers(root, keys: OrdersV2.orderKeys)[OrdersV2.OrderKey.purchaseUnits]?.kind == .array)
            // The checking pass keeps its table and reports as `members` does.
            let checked = context.rootMembers(root, known: OrdersV2.orderKeys, what: "an order")
            #expect(checked?[OrdersV2.OrderKey.payer] == nil)
            #expect(context.diagnostics.map(\.code) == [.unknownField, .unknownField])
        }
    }

    @Test("members read by key are the members of that name")
    func membersByKey() throws {
        let json = #"{"shipping": {"type": "SHIPPING", "name": {"full_name": "A"}, "address": {"country_code": "US"}}}"#
        let document = try JSONDocument.parse(Array(json.utf8))
        document.withRootView { root in
            guard let shipping = root["shipping"] else {
                Issue.record("no shipping")
                return
            }
            let members = JSONObjectMembers(reading: shipping, keys: OrdersV2.shippingKeys)
            for key in OrdersV2.ShippingKey.allCases {
                #expect(members[key]?.index == shipping.member(named: key.name.description)?.index, "\(key)")
            }
            #expect(members[OrdersV2.ShippingKey.type]?.string == "SHIPPING")
            #expect(members[OrdersV2.ShippingKey.options] == nil)
        }
    }
}
