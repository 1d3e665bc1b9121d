/// What the MPL rules share: the objects' keys and enumerations (from the MPL guide), and silent readers
/// that let one rule use a value another rule checks and reports on.
///
/// Every value of an MPL document is reported on by exactly one rule (docs/rules.md: one fault, one code); a rule that
/// needs a value it does not own (the invoice rule needs the subtotal, the receivers rule needs every recipient)
/// reads it here without reporting, and skips its own check when the value is unusable.
enum MPL {
    // MARK: Keys (docs/rules.md; the SDK property names)

    /// PayPalPayment's properties.
    static let paymentKeys = [
        "recipient", "subTotal", "paymentCurrency", "paymentType", "paymentSubType", "invoiceData", "description",
        "customId", "merchantName", "ipnUrl", "memo",
    ]
    /// PayPalAdvancedPayment's properties. The guide's table stops at `memo`, but the SDK declares `merchantName` too
    /// (PayPalAdvancedPayment.h in the iOS library: "this will be displayed at the top of all library screens";
    /// `setMerchantName` in the Android library), and code that uses MPL sets it (PayPal-Android-SDK issue #211).
    static let advancedPaymentKeys = ["receiverPaymentDetails", "paymentCurrency", "ipnUrl", "memo", "merchantName"]
    /// Library (PayPal object) settings that may travel with either payment at top level.
    static let settingsKeys = ["lang", "feePayer", "shippingEnabled", "dynamicAmountUpdateEnabled", "shippingAddress"]
    /// PPReceiverPaymentDetails' properties. The guide's text spells the amount `subtotal` here, but the SDK's
    /// header (`PPReceiverPaymentDetails.h`) and PayPal's own MPL demo use `subTotal`, as PayPalPayment does: the SDK's
    /// name wins, and the guide's is accepted too (`receiverSubtotalKey(of:)`; both at once is a duplicate).
    static let receiverKeys = [
        "recipient", "subTotal", "subtotal", "isPrimary", "paymentType", "paymentSubType", "invoiceData",
        "description", "customId", "merchantName",
    ]
    /// The keys of the MPL objects as the unknown-key checks probe them, each set built once (the lists were
    /// concatenated and compared key by key on every document).
    static let paymentObjectKeys = PaymentKey.makeKeySet()
    /// PayPalAdvancedPayment's own keys and the settings: what `mplRequired` tells misspellings apart from.
    static let advancedPaymentOwnKeys = advancedPaymentKeys + settingsKeys
    /// PayPalAdvancedPayment's keys with the receiver-level ones, which get a message of their own.
    static let advancedPaymentObjectKeys = JSONKeySet(
        advancedPaymentOwnKeys + receiverKeys.filter { !advancedPaymentOwnKeys.contains($0) })
    /// A receiver's keys with `paymentCurrency`, which gets a message of its own.
    static let receiverObjectKeys = ContainerKey.makeKeySet()

    /// The key a receiver's amount is written under: the one present and not null (the SDK's `subTotal` when both
    /// or neither are; a null member counts as absent, as everywhere). `receiver` is read with `receiverObjectKeys`.
    static func receiverSubtotalKey(of receiver: JSONObjectMembers) -> ContainerKey {
        func present(_ key: ContainerKey) -> Bool { receiver[key].map { !$0.isNull } ?? false }
        return !present(.subTotal) && present(.subtotal) ? .subtotal : .subTotal
    }

    /// A receiver's amount value, under either spelling.
    static func receiverSubtotal(of receiver: JSONObjectMembers) -> JSONView? {
        receiver[receiverSubtotalKey(of: receiver)]
    }
    /// PayPalInvoiceData's properties.
    static let invoiceKeys = ["totalTax", "totalShipping", "invoiceItems"]
    /// `invoiceKeys` for the unknown-key check.
    static let invoiceKeySet = JSONKeySet(invoiceKeys)
    /// PayPalInvoiceItem's properties.
    static let invoiceItemKeys = ["name", "itemId", "totalPrice", "itemPrice", "itemCount"]
    /// `invoiceItemKeys` for the unknown-key check.
    static let invoiceItemKeySet = InvoiceItemKey.makeKeySet()

    // MARK: Enumerations (the guide's "Enumerated Values" section)

    /// PayPalPaymentType.
    static let paymentTypes = ["TYPE_NOT_SET", "TYPE_GOODS", "TYPE_SERVICE", "TYPE_PERSONAL"]
    /// PayPalPaymentSubType: `SUBTYPE_NOT_SET` and the guide's 22 subtypes for special pricing plans.
    static let paymentSubTypes = [
        "SUBTYPE_NOT_SET", "SUBTYPE_AFFILIATE_PAYMENTS", "SUBTYPE_B2B", "SUBTYPE_PAYROLL", "SUBTYPE_REBATES",
        "SUBTYPE_REFUNDS", "SUBTYPE_REIMBURSEMENTS", "SUBTYPE_DONATIONS", "SUBTYPE_UTILITIES", "SUBTYPE_TUITION",
        "SUBTYPE_GOVERNMENT", "SUBTYPE_INSURANCE", "SUBTYPE_REMITTANCES", "SUBTYPE_RENT", "SUBTYPE_MORTGAGE",
        "SUBTYPE_MEDICAL", "SUBTYPE_CHILD_CARE", "SUBTYPE_EVENT_PLANNING", "SUBTYPE_GENERAL_CONTRACTORS",
        "SUBTYPE_ENTERTAINMENT", "SUBTYPE_TOURISM", "SUBTYPE_INVOICE", "SUBTYPE_TRANSFER",
    ]
    /// PayPalFeePayer (default `FEEPAYER_EACHRECEIVER`).
    static let feePayers = [
        "FEEPAYER_SENDER", "FEEPAYER_PRIMARYRECEIVER", "FEEPAYER_EACHRECEIVER", "FEEPAYER_SECONDARYONLY",
    ]

    /// Names people write for a constant that neither case folding nor the constant's prefix recovers: the guide's
    /// own sample code says `HARD_GOODS`, and its subtype text speaks of a `"SERVICES"` type.
    static let enumerationAliases: StringAliases = [
        "hardgoods": "TYPE_GOODS", "physicalgoods": "TYPE_GOODS", "digitalgoods": "TYPE_GOODS",
        "services": "TYPE_SERVICE", "personalpayment": "TYPE_PERSONAL", "eachreceivers": "FEEPAYER_EACHRECEIVER",
    ]

    /// 0-9 only (`Character.isNumber` also takes other scripts' digits and fractions). A static function rather
    /// than a `Character` extension, so no other rule family's helper can clash with it.
    static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    // MARK: Silent readers

    /// The payment's currency as the amounts are checked against it, from its `paymentCurrency` member (`value`):
    /// that code, or USD when it is absent or null (the guide: "Defaults to @"USD". Can be nil."). Nil when the code
    /// is unusable (reported by the payment rule), so amounts then get only the generic two-decimal check.
    static func currency(_ value: JSONView?) -> DocumentCurrency? {
        guard let value, !value.isNull else { return DocumentCurrency(code: "USD") }
        return value.string.flatMap { DocumentCurrency(code: $0) }
    }

    /// The decimal an amount value holds when it is one (a JSON string or number of plain decimal syntax, at most
    /// 32 characters), without reporting; the amount's own rule reports why it is not.
    static func amount(_ value: JSONView?) -> DecimalAmount? {
        // Parsed from the document's bytes (a string's decoded text, a number as written): no String is built.
        guard case .success(let amount)? = value?.withScalarUTF8({ DecimalAmount.parse(utf8: $0, options: .init(maxLength: 32)) })
        else { return nil }
        return amount
    }

    /// The amount a sum or a comparison counts for `value`: `amount(_:)`, rounded to `currency`'s places when it has
    /// more (half-even: the suggestion of its DECIMALS_NOT_SUPPORTED or DECIMAL_PRECISION), as Orders v2 counts a
    /// term (docs/rules.md, "Arithmetic"). A comparison then reports a second fault only when there is one (a JPY
    /// subtotal of "221.521" over items of 221.52 has its precision finding alone), and suggests a total the
    /// currency takes.
    static func countedAmount(_ value: JSONView?, in currency: DocumentCurrency?) -> DecimalAmount? {
        amount(value).map { counted($0, in: currency) }
    }

    /// `amount` as a sum counts it in `currency` (`countedAmount(_:in:)`), for an amount already read.
    static func counted(_ amount: DecimalAmount, in currency: DocumentCurrency?) -> DecimalAmount {
        let places = DocumentCurrency.places(of: currency)
        return amount.fractionDigits > places ? amount.rounded(toFractionDigits: places) : amount
    }

    /// A payment or a receiver: the objects that carry a recipient, an amount, a type and invoice data.
    struct Container: Sendable {
        /// The PayPalPayment (the root) or one PPReceiverPaymentDetails, its members read with `receiverObjectKeys`
        /// (`ContainerKey`): every rule reads its fields from this table.
        var members: JSONObjectMembers
        /// The receiver's index in `receiverPaymentDetails`; nil for a simple payment's root.
        var receiverIndex: Int?

        /// The PayPalPayment (the root) or one PPReceiverPaymentDetails.
        var object: JSONView { members.object }
        /// `subTotal`, or a receiver's `subtotal` when it is written so.
        var subtotalKey: ContainerKey { receiverIndex == nil ? .subTotal : MPL.receiverSubtotalKey(of: members) }

        /// How messages name the container (worded on demand: several rules list the containers of every
        /// document, and only a report reads the name).
        var name: String { receiverIndex.map { "the receiver at index \($0)" } ?? "PayPalPayment" }
    }

    /// The containers of a document: the root of a simple payment; each receiver object of an advanced one.
    static func containers(of root: JSONView, kind: DocumentKind) -> [Container] {
        switch kind.value {
        case .mplPayment:
            return [Container(members: JSONObjectMembers(reading: root, keys: receiverObjectKeys), receiverIndex: nil)]
        case .mplAdvancedPayment:
            guard let receivers = root["receiverPaymentDetails"], receivers.kind == .array else { return [] }
            // Reserved at the receivers' count: several rules list the containers of every document, and growing
            // the array receiver by receiver reallocated it each time.
            var containers: [Container] = []
            containers.reserveCapacity(receivers.count)
            for (index, receiver) in receivers.elements.enumerated() where receiver.kind == .object {
                containers.append(
                    Container(members: JSONObjectMembers(reading: receiver, keys: receiverObjectKeys), receiverIndex: index))
            }
            return containers
        default:
            return []
        }
    }

    /// The suggestion for an enumeration value that is not one of `allowed`: the nearest constant as written, then
    /// with the constants' common prefix added (`GOODS` → `TYPE_GOODS`), then a known alias.
    static func suggestion(for text: String, in allowed: [String], prefix: String) -> String? {
        if let near = KeySuggestion.nearest(to: text, in: allowed) { return near }
        if !text.uppercased().hasPrefix(prefix), let near = KeySuggestion.nearest(to: prefix + text, in: allowed) {
            return near
        }
        if let alias = enumerationAliases[KeySuggestion.fold(text)], allowed.contains(alias) { return alias }
        return nil
    }
}

extension ValidationContext {
    /// The payment's (the root's) member table with its kind's keys (`MPL.PaymentKey` or `MPL.AdvancedPaymentKey`,
    /// then the settings: `MPL.SettingsKey`), read once per document (`rootMembers`). Inlined: a call returning the
    /// table copied it once more for every member read through it.
    @inline(__always)
    mutating func mplPayment(_ root: JSONView) -> JSONObjectMembers {
        rootMembers(root, keys: kind == .mplPayment ? MPL.paymentObjectKeys : MPL.advancedPaymentObjectKeys)
    }

    /// The document's containers (`MPL.containers(of:kind:)`), listed and read once per document: every MPL rule
    /// works through them.
    mutating func mplContainers(_ root: JSONView) -> [MPL.Container] {
        if let memo = mplContainersMemo { return memo }
        let containers = MPL.containers(of: root, kind: kind)
        mplContainersMemo = containers
        return containers
    }

    /// The member `key` as one of an MPL enumeration's constants (`INVALID_PARAMETER_VALUE` otherwise, suggesting
    /// the constant meant). Nil when absent, null or not a constant.
    mutating func mplEnumeration(_ key: StaticString, in object: JSONView, allowed: [String], prefix: String) -> String? {
        mplEnumeration(object[key], key: key, in: object, allowed: allowed, prefix: prefix)
    }

    /// `mplEnumeration(_:in:allowed:prefix:)` for a member of a member table.
    mutating func mplEnumeration<Key: ObjectKey>(
        _ key: Key, of members: JSONObjectMembers, allowed: [String], prefix: String
    ) -> String? {
        mplEnumeration(members[key], key: key.name, in: members.object, allowed: allowed, prefix: prefix)
    }

    /// `mplEnumeration(_:in:allowed:prefix:)` for a member already looked up (`member` is `object[key]`).
    mutating func mplEnumeration(
        _ member: JSONView?, key: StaticString, in object: JSONView, allowed: [String], prefix: String
    ) -> String? {
        // A constant written as one of `allowed` (the usual case) is matched by its bytes: no String is built.
        if let value = optional(member), let match = value.withStringUTF8({ Self.firstMatch(of: $0, in: allowed) }) ?? nil {
            return match
        }
        guard let (value, text) = string(member, key: key, in: object) else { return nil }
        guard allowed.contains(text) else {
            report(
                .invalidParameterValue, at: value,
                "\(value.displayName) \"\(text)\" is not one of the \(allowed.count) \(prefix)* constants",
                suggestion: MPL.suggestion(for: text, in: allowed, prefix: prefix))
            return nil
        }
        return text
    }

    /// The member `key` of `object`, reporting `MISSING_REQUIRED_PARAMETER` when it is absent or null; when an
    /// unknown member is a misspelling of it (`subtotal` for `subTotal`), the message names that member, whose
    /// own `UNKNOWN_FIELD` warning carries the suggestion. `what` is worded only for a report.
    mutating func mplRequired(
        _ key: String, in object: JSONView, known: @autoclosure () -> [String], what: @autoclosure () -> String
    ) -> JSONView? {
        mplRequired(object.member(named: key), key: key, in: object, known: known(), what: what())
    }

    /// `mplRequired(_:in:known:what:)` for a member already looked up (`member` is `object.member(named: key)`).
    mutating func mplRequired(
        _ member: JSONView?, key: String, in object: JSONView, known: @autoclosure () -> [String],
        what: @autoclosure () -> String
    ) -> JSONView? {
        if let value = optional(member) { return value }
        // The known keys are read only for a missing member (a key set's list is built per call).
        let known = known()
        let misspelt = object.members.first { member in
            !known.contains(member.key) && KeySuggestion.nearest(to: member.key, in: [key]) == key
        }
        if let misspelt, member == nil {
            report(
                .missingRequiredParameter, missing: key, in: object,
                "\(what()) requires \"\(key)\"; \"\(misspelt.key)\" is not read in its place")
        } else {
            report(.missingRequiredParameter, missing: key, in: object, "\(what()) requires \"\(key)\"")
        }
        return nil
    }
}
