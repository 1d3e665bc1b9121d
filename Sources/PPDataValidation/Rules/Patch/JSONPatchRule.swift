/// A JSON Patch body (RFC 6902) of a PayPal PATCH call: an array of operations, each `op`, `path` and, by the
/// operation, `value` or `from`.
///
/// - `path` is required (`PATCH_PATH_REQUIRED`) and must be a JSON pointer (`INVALID_JSON_POINTER_FORMAT`), with an
///   index, `-` or PayPal's `@reference_id=='…'` selector where the schema has an array (`PatchPath`).
/// - It must name an attribute the call lists as patchable, with an operation listed for it (`FIELD_NOT_PATCHABLE`):
///   the table of the call's description in Data/openapi (`RequestSchema.patchables`; Payments v1, whose description
///   says it in words, in Data/openapi/patchable.tsv). A path inside a listed object (`…/shipping/address/postal_code`
///   under `purchase_units[].shipping.address`), or one element of a listed array, is a warning: PayPal lists the
///   object or array, not its parts.
/// - `add`, `replace` and `test` need a `value` (`PATCH_VALUE_REQUIRED`), `move` and `copy` a `from`
///   (`MISSING_REQUIRED_PARAMETER`), as RFC 6902 section 4 says.
/// - The `value` is checked as the member it sets, in the schema of the body that created the resource (an order's
///   `order_request`, a tracker's `order_tracker_request`, a v1 `payment`), and with the checks that own such a
///   value: an address as an address of the call's shape, an amount as the kind's amounts, an Orders v2 unit's
///   items as a new order's items (their fields and money, and one category kind).
/// - An Orders v2 unit's `amount` is checked with its breakdown adding up, and against the unit's items and its
///   platform fees when the same patch sets them and nothing else in it can change either (`PatchedUnits`): PayPal
///   checks the order the patch leaves, and its `orders.patch-422` list names ITEM_TOTAL_MISMATCH,
///   ITEM_TOTAL_REQUIRED, TAX_TOTAL_MISMATCH, TAX_TOTAL_REQUIRED and INVALID_PLATFORM_FEES_AMOUNT. Without them, the
///   sums are not checked: the order's own items and fees are not in the patch.
/// - The money objects an Orders v2 patch sets (those a new order's currency check counts) share one currency
///   (MULTI_CURRENCY_ORDER, also in that list): they all end up in the one order.
///
/// The issue names are PayPal's (`checkout_orders_v2.json`, `orders.patch-400`/`-422` and `orders.trackers.patch-422`).
/// For a well-formed path to an attribute an Orders v2 order does not list, PayPal's server answers
/// `INVALID_JSON_POINTER_FORMAT` (422; its description: a pointer "that references a location within the request
/// where the operation is performed"), not the `FIELD_NOT_PATCHABLE` of its published 400 list: it answered so to
/// `replace` of `/purchase_units/@reference_id=='default'/shipping` (paypal/Checkout-NET-SDK issue #31, sandbox,
/// debug id 4a559b99b6fa1), and no recorded answer names FIELD_NOT_PATCHABLE. So that call reports such a path
/// with PayPal's answer (`unlistedPathCode`); an operation a listed attribute does not take stays FIELD_NOT_PATCHABLE.
struct JSONPatchRule: DocumentRule {
    /// The calls whose server answers a path to an unlisted attribute with INVALID_JSON_POINTER_FORMAT (above).
    static let callsAnsweringUnlistedPathsAsPointerFormat: [StaticString] = ["/v2/checkout/orders/{id}"]
    /// The attributes the PATCH call may change, picked from the generated table once, when the kind's rules are made.
    let patchable: [RequestSchema.Patchable]
    /// The shape of the body that created the patched resource, whose members the paths name.
    let resourceShape: Int
    /// How unknown members of a value are reported (the resource's document: Payments v1 refuses them).
    let unknownSeverity: Severity
    /// The address shape of the call's addresses.
    let addressShape: AddressShape
    /// The code of a path that names no attribute the call lists (PayPal's answer where one is recorded).
    let unlistedPathCode: DiagnosticCode
    /// Whether the resource is an Orders v2 order: its units' items and amounts are paired, and its money objects
    /// share one currency.
    let isOrder: Bool

    /// The rule for the PATCH call `call`, whose resource is created by `resource`; nil when the tables lack either.
    init?(call: String, resource: (method: String, path: String), addressShape: AddressShape) {
        guard let body = RequestSchema.body(method: resource.method, path: resource.path) else { return nil }
        patchable = RequestSchema.patchables.filter { $0.path.description == call }
        resourceShape = body.shape
        unknownSeverity = body.rejectsUnknownMembers ? .error : .warning
        self.addressShape = addressShape
        unlistedPathCode = Self.callsAnsweringUnlistedPathsAsPointerFormat.contains { $0.description == call }
            ? .invalidJSONPointerFormat : .fieldNotPatchable
        isOrder = call == "/v2/checkout/orders/{id}"
    }

    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard root.kind == .array else {
            context.report(
                .invalidParameterSyntax, at: root,
                "a PATCH body is a JSON array of JSON Patch operations, not \(root.kind.article)")
            return
        }
        let units = isOrder ? PatchedUnits(root) : nil
        var setValues: [(value: JSONView, shape: Int)] = []
        for operation in root.elements where operation.kind == .object {
            if let set = checkOperation(operation, units: units, in: &context) { setValues.append(set) }
        }
        if isOrder {
            OrdersV2CurrencyConsistencyRule.check(patchValues: setValues, within: root, in: &context)
        }
    }

    /// Checks one operation; returns the value it sets and that value's shape, when it sets one the schema has.
    private func checkOperation(
        _ operation: JSONView, units: PatchedUnits?, in context: inout ValidationContext
    ) -> (value: JSONView, shape: Int)? {
        let op = operation["op"]?.string
        if op == "move" || op == "copy", operation["from"]?.isNull ?? true {
            context.report(
                .missingRequiredParameter, missing: "from", in: operation,
                "\"from\" is missing; a \"\(op ?? "")\" operation takes its value from there (RFC 6902)")
        } else if op == "move" || op == "copy", let from = operation["from"], let text = from.string {
            // RFC 6902 section 4.4: the location `from` names must exist, so it is a pointer and never ends at or
            // goes through "-", the element after an array's last.
            let fromPath = PatchPath(text)
            if fromPath == nil || fromPath?.tokens.contains(.index(nil)) == true {
                context.report(
                    .invalidJSONPointerFormat, at: from,
                    "\"from\" \(quoted(text)) names no existing location: it must be a JSON pointer (starting with \"/\") without \"-\", the element after an array's last")
            }
        }
        guard let pathValue = operation["path"] else {
            context.report(.patchPathRequired, missing: "path", in: operation, "\"path\" is missing; every operation names where it applies")
            return nil
        }
        guard let text = pathValue.string else { return nil }  // the schema reports the type
        guard let path = PatchPath(text) else {
            context.report(
                .invalidJSONPointerFormat, at: pathValue,
                "\"path\" \(quoted(text)) is not a JSON pointer: it must start with \"/\", and \"~\" is written \"~0\" or \"~1\"")
            return nil
        }
        if let end = path.tokens.firstIndex(of: .index(nil)),
            end < path.tokens.count - 1 || op == "replace" || op == "remove" || op == "test"
        {
            // RFC 6901 section 4: "-" is the element after the last, which does not exist: only an operation that
            // adds an element (add, and move and copy, whose path is added to) may end there, and no path goes on
            // through it (RFC 6902 section 4: every other target must exist).
            let pick = isOrder ? "its index or PayPal's selector @reference_id=='…'" : "its index"
            let problem = end < path.tokens.count - 1
                ? "goes on after \"-\", the element after the last, which does not exist"
                : "ends in \"-\", the element after the last, which a \"\(op ?? "")\" operation cannot take"
            context.report(.invalidJSONPointerFormat, at: pathValue, "\"path\" \(quoted(text)) \(problem); name an element by \(pick)")
            return nil
        }
        let target = Self.resolve(path, from: resourceShape)
        if let misplaced = target.memberInArray {
            // RFC 6901 section 4: a token into an array is an index or "-"; PayPal adds its selector. A name there
            // (often the selector with other quotes, `@reference_id=="default"`) references no location.
            context.report(
                .invalidJSONPointerFormat, at: pathValue,
                "\"path\" \(quoted(text)): \(quoted(misplaced.token)) stands where \(misplaced.array) needs an index, \"-\" or PayPal's selector @reference_id=='…'",
                suggestion: PatchPath.selectorSuggestion(for: misplaced.token).map { selector in
                    text.split(separator: "/", omittingEmptySubsequences: false)
                        .map { $0 == misplaced.token ? Substring(selector) : $0 }.joined(separator: "/")
                })
            return nil
        }
        // One element picked by PayPal's selector (`/purchase_units/@reference_id=='default'`) is patched as the
        // listed array is: PayPal takes a whole purchase unit there. Evidence: PrestaShop's ps_checkout (commit
        // f9e5bd9, PR #1524: "PayPal expects a single purchase_unit object for this path", after sending the array
        // drew INVALID_PARAMETER_SYNTAX), and integrations in production (Medusa's PayPal plugin, WooCommerce PayPal
        // Payments) replace a unit so. An element picked by index or `-` has no such evidence and stays a warning.
        let attribute =
            if case .referenceID? = path.tokens.last, target.attribute.hasSuffix("[]") {
                String(target.attribute.dropLast(2))
            } else {
                target.attribute
            }
        if let op, let listed = patchable.first(where: { $0.attribute.description == attribute }) {
            let operations = listed.operations.description.split(separator: "|")
            if !operations.contains(Substring(op)) {
                context.report(
                    .fieldNotPatchable, at: pathValue,
                    "\(listed.attribute) takes \(operations.joined(separator: ", ")), not \"\(op)\"")
            }
        } else if let owner = patchable.filter({ Self.isBelow(target.attribute, $0.attribute.description) })
            .max(by: { $0.attribute.utf8CodeUnitCount < $1.attribute.utf8CodeUnitCount })  // the innermost
        {
            context.report(
                .fieldNotPatchable, .warning, at: pathValue,
                "\(quoted(text)) is inside \(owner.attribute), which PayPal lists as patchable; send the whole \(owner.attribute)")
        } else if op != nil {
            let names = patchable.map(\.attribute.description)
            context.report(
                unlistedPathCode, at: pathValue,
                "\(quoted(text)) (\(target.attribute.isEmpty ? "the whole resource" : target.attribute)) is not an attribute this call can change",
                suggestion: KeySuggestion.nearest(to: target.attribute, in: names).flatMap {
                    PatchPath.pointer(to: $0, replacing: text)
                })
        }
        guard op == "add" || op == "replace" || op == "test" else { return nil }
        guard let value = operation["value"] else {
            context.report(
                .patchValueRequired, missing: "value", in: operation, "\"value\" is missing; \"\(op ?? "")\" sets the value given there")
            return nil
        }
        guard let shape = target.shape else { return nil }
        // An element added at an index (`/purchase_units/-`) or set by its selector is checked as an element. A
        // `test` compares a value the order holds before the patch: no pairing applies to it.
        let sets = op != "test"
        checkValue(value, shape: shape, unitItems: sets ? units?.items(forAmountAt: path) : nil, in: &context)
        if sets, let (fees, amount) = units?.fees(setAt: path) {
            OrdersV2PurchaseUnitFieldsRule.checkPlatformFees(
                .init(reading: fees, unitAmount: amount), at: fees, within: amount, in: &context)
        }
        if sets, target.attribute == "purchase_units[].shipping.options" {
            let amount = units?.amount(forOptionsAt: path)
            OrdersV2ShippingRule.checkPatchedOptions(
                value, shippingMoney: OrdersV2.member(OrdersV2.member(amount, "breakdown"), "shipping"), in: &context)
        }
        return sets ? (value, shape) : nil
    }

    /// The checks that own a value of `shape`, then the schema's. `unitItems`: for a unit's amount, the items the
    /// patch gives the unit.
    private func checkValue(_ value: JSONView, shape: Int, unitItems: JSONView?, in context: inout ValidationContext) {
        let object = RequestSchema.shapes[shape].object
        let elementShape = RequestSchema.shapes[shape].items
        if value.kind == .array, elementShape >= 0, RequestSchema.shapes[elementShape].object >= 0 {
            switch RequestSchema.objects[RequestSchema.shapes[elementShape].object].name.description {
            case Self.purchaseUnit: Self.checkUnits(value.elements, in: &context)
            case Self.item: _ = OrdersV2ItemsRule().checkItems(value.elements, unitCount: 1, in: &context)
            default: break
            }
        }
        if object >= 0, value.kind == .object {
            switch RequestSchema.objects[object].name.description {
            case Self.purchaseUnit:
                Self.checkUnits(.only(value), in: &context)
            case Self.item:
                _ = OrdersV2ItemsRule().checkItems(.only(value), unitCount: 1, in: &context)
            case "checkout_orders_v2:address_portable", "payments_payment_v1:shipping_address",
                "payments_payment_v1:address":
                AddressCheck.check(value, shape: addressShape, in: &context)
            case "checkout_orders_v2:amount_with_breakdown":
                OrdersV2AmountBreakdownRule.checkAmount(value, items: unitItems, sums: nil, in: &context)
            case "checkout_orders_v2:money":
                context.ordersV2Money(value, sign: .nonNegative, what: "the amount")
            case "payments_payment_v1:amount":
                if let amount = PaymentsV1Amount.check(value, detailsAllowed: true, in: &context) {
                    PaymentsV1Totals.check(amount: amount, itemList: nil, in: &context)
                }
            default:
                break
            }
        }
        SchemaWalker.check(value, shape: shape, unknownSeverity: unknownSeverity, in: &context)
    }

    /// The Orders v2 component of a purchase unit.
    private static let purchaseUnit = "checkout_orders_v2:purchase_unit_request"
    /// The Orders v2 component of an item.
    private static let item = "checkout_orders_v2:item"

    /// Checks purchase units a patch sets (one unit by PayPal's selector, or the whole `purchase_units`) with a new
    /// order's unit rules, in their order: the reference ids of several units, each unit's fields and items, the
    /// amounts adding up, the shipping options (one currency is checked over the whole patch). A unit arrives whole,
    /// so its sums are all in the value; PayPal's `orders.patch-422` list names the same issues as a new order's (AMOUNT_MISMATCH,
    /// ITEM_TOTAL_MISMATCH, ITEM_TOTAL_REQUIRED, TAX_TOTAL_REQUIRED, SHIPPING_OPTION_NOT_SELECTED,
    /// MULTIPLE_SHIPPING_OPTION_SELECTED, PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH, MULTI_CURRENCY_ORDER,
    /// DUPLICATE_REFERENCE_ID, REFERENCE_ID_REQUIRED, DONATION_ITEMS_NOT_SUPPORTED, INVALID_PLATFORM_FEES_AMOUNT).
    /// What the rest of the order holds is not in the patch: the shipping preference, and the other units of an
    /// order when one unit is set.
    private static func checkUnits(_ units: JSONView.Elements, in context: inout ValidationContext) {
        OrdersV2IntentRule.checkReferenceIDs(units, in: &context)
        OrdersV2PurchaseUnitFieldsRule().check(units, in: &context)
        OrdersV2ItemsRule().check(units, in: &context)
        OrdersV2AmountBreakdownRule().check(units, in: &context)
        OrdersV2ShippingRule().check(units, of: nil, in: &context)
    }

    /// The attribute a path names (`purchase_units[].shipping.address`: members dotted, `[]` for an element) and its
    /// shape in the resource's schema; nil when a token names no member there. `memberInArray`: the first name
    /// token that meets an array of the schema, and that array's attribute.
    static func resolve(
        _ path: PatchPath, from root: Int
    ) -> (attribute: String, shape: Int?, memberInArray: (token: String, array: String)?) {
        var attribute = ""
        var shape: Int? = root
        var memberInArray: (token: String, array: String)?
        for token in path.tokens {
            switch token {
            case .member(let name):
                if memberInArray == nil, let current = shape, RequestSchema.shapes[current].items >= 0 {
                    memberInArray = (name, attribute)
                }
                attribute += attribute.isEmpty ? name : "." + name
                shape = shape.flatMap { RequestSchema.member(named: name, inShape: $0) }
            case .index, .referenceID:
                attribute += "[]"
                shape = shape.flatMap { RequestSchema.shapes[$0].items >= 0 ? RequestSchema.shapes[$0].items : nil }
            }
        }
        return (attribute, shape, memberInArray)
    }

    /// Whether `attribute` lies inside `owner`: a member of a listed object (`purchase_units[].shipping.address.
    /// postal_code` inside `purchase_units[].shipping.address`), or an element of a listed array (`purchase_units[].
    /// items[]`, one item added). Not what lies inside an element of a listed array: PayPal lists the element
    /// attributes it takes (`purchase_units[].custom_id`), so `purchase_units[].reference_id` is not patchable.
    static func isBelow(_ attribute: String, _ owner: String) -> Bool {
        attribute.hasPrefix(owner + ".") || attribute == owner + "[]"
    }

    private func quoted(_ text: String) -> String { "\"\(text.prefix(120))\"" }
}

extension RequestSchema {
    /// The shape of the member `name` of the object a value of `shape` is; nil when it is no object or has no such
    /// member.
    static func member(named name: String, inShape shape: Int) -> Int? {
        let object = shapes[shape].object
        guard object >= 0 else { return nil }
        return objects[object].members.first { members[$0].name.description == name }.map { members[$0].shape }
    }
}
