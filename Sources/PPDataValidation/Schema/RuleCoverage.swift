/// The values of a request body that a kind's hand-written rules check completely (type, required members,
/// unknown members, enumerations, lengths, patterns, down to every scalar they hold): the walker does not check
/// them again, it only goes through them to what lies below that no rule walks. Most of a document is in them, and
/// checking them twice cost more than the rest of validation (callgrind, broad corpus: +62% instructions with every
/// object walked twice).
///
/// Places are members (`component.member`), not components: one component is used in many places (`money` is a
/// purchase unit's amount, which the breakdown rule checks, and a level 2 card tax total, which no rule reads).
/// An entry is such a member wherever the walker meets it; an inner member counts only inside a value the rules
/// check (`shipping_detail.options` under a purchase unit's shipping, not under a vault instruction's).
///
/// Each place is a promise that the kind's rules check every constraint the published schema states there, kept by
/// the tests, not by reading: `RequestSchemaTests.mutationsAreFound` (every one-constraint mutation of the valid
/// examples reported at its pointer, members the examples lack added broken) and
/// `Scripts/check-schema-differential.sh` (every violation jsonschema finds in the spec's examples and their
/// mutations, inside optional objects too). A miss in a covered place means a rule lacks a check: add it to the
/// rule, or take the place off the list.
struct RuleCoverage: Sendable {
    /// Per member of `RequestSchema.members`: checked by the rules wherever the walker meets it.
    let entries: [Bool]
    /// Per member: checked by the rules when its object is.
    let inner: [Bool]
    /// Per member: checked, and nothing below it needs the walker, so the walker does not enter it at all.
    let skips: [Bool]
    /// Per member: the rules do not check it and its schema wants an object or an array, so a scalar written
    /// there is the walker's to report even inside a value the rules check (the rules read only the members they
    /// know: an address's `address_details` or a payment source's `blik` written as a string was reported by nobody).
    let scalarChecks: [Bool]
    /// Per object: the byte lengths of its `scalarChecks` members' keys, one bit each (63: 63 or more), so the walker
    /// looks up only the scalars whose key could be one of them (0: none, the usual case).
    let scalarKeyLengths: [UInt64]
    /// The names given that name no member of the tables (a test keeps this empty: a typo would cover nothing).
    let unresolved: [String]

    /// No place covered: the walker checks everything.
    static var none: RuleCoverage { RuleCoverage(entries: [], inner: []) }

    /// The coverage of `entries` and `inner` (`document:component.member` names), and of `handedOver`: members the
    /// kind's rules hand to the walker themselves when they are present (`SchemaWalker.check(_:shape:...)`), so the
    /// objects that hold them stay skipped (an item's `billing_plan`: going through every item to find the rare one
    /// cost 1.3% of the broad corpus's instructions, callgrind).
    init(entries: [String], inner: [String], handedOver: [String] = []) {
        // Each name is looked up (a few dozen), rather than every member's name built and hashed: this runs when a
        // kind's rules are first made, in a one-document run too. Arrays, not Sets: a one-document run's first Set
        // of Strings looks up String's Hashable conformance, a scan of the whole binary (0.25 M instructions).
        var unresolved: [String] = []
        func marks(_ names: [String]) -> [Bool] {
            var marks = [Bool](repeating: false, count: RequestSchema.members.count)
            for name in names {
                if let index = RequestSchema.memberIndex(name) { marks[index] = true } else { unresolved.append(name) }
            }
            return marks
        }
        // Indices, not a third array of marks: a one-document run pays for every pass over the members.
        let handed = handedOver.compactMap(RequestSchema.memberIndex)
        self.entries = marks(entries + handedOver)
        self.inner = marks(inner)
        self.unresolved = unresolved.sorted()
        // One pass over the members (a one-document run pays it): shapes that want a container, then members.
        let containers = RequestSchema.shapes.map { shape in
            let types = RequestSchema.Types(rawValue: shape.types)
            return shape.object >= 0 || shape.items >= 0
                || (!types.isEmpty && types.isDisjoint(with: [.string, .number, .integer, .boolean]))
        }
        var skips = zip(self.entries, self.inner).map { $0 || $1 }
        // Clear the mark of every member whose value reaches a member that wants a container and is not skipped (nor
        // read-only), until nothing changes: the walker checks that member, if only its type (an object whose
        // members no table lists, such as a card attribute's `verification`).
        var changed = true
        while changed {
            changed = false
            for index in skips.indices where skips[index] && !handed.contains(index) {
                let reachesUnchecked = RequestSchema.childObjects(of: RequestSchema.members[index].shape).contains {
                    RequestSchema.objects[$0].members.contains { member in
                        !skips[member] && !RequestSchema.members[member].readOnly
                            && containers[RequestSchema.members[member].shape]
                    }
                }
                if reachesUnchecked {
                    skips[index] = false
                    changed = true
                }
            }
        }
        self.skips = skips
        var scalarChecks = [Bool](repeating: false, count: RequestSchema.members.count)
        var scalarKeyLengths = [UInt64](repeating: 0, count: RequestSchema.objects.count)
        for (objectIndex, object) in RequestSchema.objects.enumerated() {
            for index in object.members where !self.entries[index] && !self.inner[index] {
                let member = RequestSchema.members[index]
                guard !member.readOnly, containers[member.shape] else { continue }
                scalarChecks[index] = true
                scalarKeyLengths[objectIndex] |= 1 << UInt64(min(member.name.utf8CodeUnitCount, 63))
            }
        }
        self.scalarChecks = scalarChecks
        self.scalarKeyLengths = scalarKeyLengths
    }

    /// Whether the rules check the member at `index` when its object is checked by the rules (`parentChecked`) or
    /// by the walker.
    func checks(_ index: Int, parentChecked: Bool) -> Bool {
        guard index < entries.count else { return false }
        return entries[index] || (parentChecked && inner[index])
    }

    /// `scalarKeyLengths` of the object at `index` (0 when there is none, as for `none`).
    func scalarKeyLengths(ofObject index: Int) -> UInt64 {
        index < scalarKeyLengths.count ? scalarKeyLengths[index] : 0
    }

    /// Whether a scalar written for the member at `index`, in an object the rules check, is the walker's to report.
    func checksScalar(ofMember index: Int) -> Bool {
        index < scalarChecks.count && scalarChecks[index]
    }

    /// Whether the walker need not enter the member at `index` at all.
    func skips(_ index: Int, parentChecked: Bool) -> Bool {
        checks(index, parentChecked: parentChecked) && skips[index]
    }
}

extension RequestSchema {
    /// The index in `members` of `document:component.member`, or nil.
    static func memberIndex(_ name: String) -> Int? {
        var name = name
        return name.withUTF8 { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
                let object = objectIndex(utf8: UnsafeBufferPointer(rebasing: bytes[..<dot]))
            else { return nil }
            let member = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            return objects[object].members.first { members[$0].name.withUTF8Buffer { bytesEqual($0, member) } }
        }
    }

    /// The objects a value of `shape` may be: its own, or its elements'.
    static func childObjects(of shape: Int) -> [Int] {
        var found: [Int] = []
        var index = shape
        while index >= 0 {
            let value = shapes[index]
            if value.object >= 0 { found.append(value.object) }
            index = value.items
        }
        return found
    }
}

extension DocumentKind {
    /// What this kind's rules check completely (`RuleCoverage`).
    var ruleCoverage: RuleCoverage {
        switch value {
        case .ordersV2:
            // OrdersV2PurchaseUnitFieldsRule, OrdersV2ItemsRule, OrdersV2AmountBreakdownRule, OrdersV2ShippingRule, OrdersV2PayerRule, OrdersV2PaymentSourceRule
            // (the card and the wallets) and the shared money, address, phone and tax-information checks.
            RuleCoverage(
                entries: [
                    "checkout_orders_v2:order_request.purchase_units", "checkout_orders_v2:order_request.payer",
                    "checkout_orders_v2:order_request.payment_source",
                ],
                inner: [
                    "checkout_orders_v2:purchase_unit_request.amount",
                    "checkout_orders_v2:amount_with_breakdown.breakdown",
                    "checkout_orders_v2:amount_breakdown.item_total", "checkout_orders_v2:amount_breakdown.tax_total",
                    "checkout_orders_v2:amount_breakdown.shipping", "checkout_orders_v2:amount_breakdown.handling",
                    "checkout_orders_v2:amount_breakdown.insurance",
                    "checkout_orders_v2:amount_breakdown.shipping_discount",
                    "checkout_orders_v2:amount_breakdown.discount", "checkout_orders_v2:purchase_unit_request.items",
                    "checkout_orders_v2:item.unit_amount", "checkout_orders_v2:item.tax", "checkout_orders_v2:item.upc",
                    "checkout_orders_v2:purchase_unit_request.shipping", "checkout_orders_v2:shipping_detail.options",
                    "checkout_orders_v2:shipping_option.amount", "checkout_orders_v2:shipping_detail.address",
                    "checkout_orders_v2:shipping_detail.phone_number",
                    "checkout_orders_v2:purchase_unit_request.payee",
                    "checkout_orders_v2:purchase_unit_request.payment_instruction", "checkout_orders_v2:payer.phone",
                    "checkout_orders_v2:phone_with_type.phone_number", "checkout_orders_v2:payer.tax_info",
                    "checkout_orders_v2:payer.address", "checkout_orders_v2:payment_source.paypal",
                    "checkout_orders_v2:payment_source.venmo", "checkout_orders_v2:payment_source.card",
                    "checkout_orders_v2:card_request.billing_address", "checkout_orders_v2:card_request.attributes",
                ],
                handedOver: ["checkout_orders_v2:item.billing_plan"])
        case .paymentsV1:
            // PaymentsV1PaymentRule (the payer's own members), PaymentsV1AmountCheck, PaymentsV1ItemList (the shipping
            // address) and the address check.
            RuleCoverage(
                entries: [
                    "payments_payment_v1:payment.payer", "payments_payment_v1:transaction.amount",
                    "payments_payment_v1:transaction.item_list",
                ],
                inner: [
                    "payments_payment_v1:amount.details", "payments_payment_v1:transaction.item_list.shipping_address",
                    "payments_payment_v1:transaction.item_list.items",
                ])
        case .ordersV2Authorize, .ordersV2Capture, .ordersV2ConfirmPaymentSource:
            // OrdersV2PaymentSourceRule and OrdersV2VaultAttributesRule, as for a new order's payment source.
            RuleCoverage(
                entries: [
                    "checkout_orders_v2:order_authorize_request.payment_source",
                    "checkout_orders_v2:order_capture_request.payment_source",
                    "checkout_orders_v2:confirm_order_request.payment_source",
                ],
                inner: Self.ordersV2PaymentSourceInner)
        case .vaultPaymentToken, .vaultSetupToken:
            // VaultPaymentSourceRule: the card's number, expiry, security code and billing address.
            RuleCoverage(
                entries: [
                    "vault_payment_tokens_v3:card_request.number", "vault_payment_tokens_v3:card_request.expiry",
                    "vault_payment_tokens_v3:card_request.security_code",
                    "vault_payment_tokens_v3:card_request.billing_address",
                ],
                inner: [])
        default:
            .none
        }
    }

    /// The members of an Orders v2 payment source that its rules check (the card, the PayPal and Venmo wallets).
    private static let ordersV2PaymentSourceInner: [String] = [
        "checkout_orders_v2:payment_source.paypal", "checkout_orders_v2:payment_source.venmo",
        "checkout_orders_v2:payment_source.card", "checkout_orders_v2:card_request.billing_address",
        "checkout_orders_v2:card_request.attributes",
    ]
}
