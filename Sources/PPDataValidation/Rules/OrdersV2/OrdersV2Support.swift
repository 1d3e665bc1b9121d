import PPData

/// Field tables and helpers shared by the Orders v2 rules.
///
/// Field names, lengths, patterns and enumerations are PayPal's Orders v2 create-order request schema
/// (`checkout_orders_v2.json` in github.com/paypal/paypal-rest-api-specifications, as rendered in PayPal's Server SDK
/// model reference: OrderRequest, PurchaseUnitRequest, Item, ShippingDetails, ShippingOption, Payer, PhoneWithType,
/// Phone, CardRequest, CardAttributes, PaypalWallet, PaypalWalletVaultInstruction, VenmoWalletRequest,
/// VenmoWalletAdditionalAttributes). Where docs/rules.md states a limit it wins (e.g. `custom_id` ≤ 127).
///
/// Each object of a document is owned by exactly one rule, which reports its type, unknown keys and fields; other
/// rules read it quietly (`quietAmount`, `quietQuantity`), so one fault is reported once.
enum OrdersV2 {
    /// `order_request`.
    static let orderKeys = JSONKeySet([
        "intent", "payer", "purchase_units", "payment_source", "application_context", "processing_instruction",
    ])
    /// `purchase_unit_request`.
    static let unitKeys = UnitKey.makeKeySet()
    /// `purchase_unit_request`'s keys; a member's position in `unitKeys` is its case's raw value.
    enum UnitKey: Int, ObjectKey {
        case referenceID, amount, payee, paymentInstruction, description, customID, invoiceID, softDescriptor, items
        case shipping, supplementaryData
        var name: StaticString {
            switch self {
            case .referenceID: "reference_id"
            case .amount: "amount"
            case .payee: "payee"
            case .paymentInstruction: "payment_instruction"
            case .description: "description"
            case .customID: "custom_id"
            case .invoiceID: "invoice_id"
            case .softDescriptor: "soft_descriptor"
            case .items: "items"
            case .shipping: "shipping"
            case .supplementaryData: "supplementary_data"
            }
        }
    }
    /// `amount_with_breakdown`.
    static let amountKeys = AmountKey.makeKeySet()
    /// `amount_with_breakdown`'s keys.
    enum AmountKey: Int, ObjectKey {
        case currencyCode, value, breakdown
        var name: StaticString {
            switch self {
            case .currencyCode: "currency_code"
            case .value: "value"
            case .breakdown: "breakdown"
            }
        }
        /// Tags by raw value, read on the one-pass money path.
        static let tags = makeTags()
    }
    /// `amount_breakdown`'s keys, in docs/rules.md's order (the order of `BreakdownParts`).
    enum BreakdownKey: Int, ObjectKey {
        case itemTotal, taxTotal, shipping, handling, insurance, shippingDiscount, discount
        var name: StaticString {
            switch self {
            case .itemTotal: "item_total"
            case .taxTotal: "tax_total"
            case .shipping: "shipping"
            case .handling: "handling"
            case .insurance: "insurance"
            case .shippingDiscount: "shipping_discount"
            case .discount: "discount"
            }
        }
        /// Tags by raw value, read on the one-pass breakdown path.
        static let tags = makeTags()
    }
    /// `amount_breakdown`'s key names, in `BreakdownKey` order.
    static let breakdownKeys = BreakdownKey.names
    /// The breakdown keys for the unknown-key scan.
    static let breakdownKeySet = BreakdownKey.makeKeySet()
    /// The breakdown keys quoted, as messages name them (built once, not per document).
    static let breakdownNames = breakdownKeys.map { "\"\($0)\"" }
    /// `money`.
    static let moneyKeys = MoneyKey.makeKeySet()
    /// `money`'s keys.
    enum MoneyKey: Int, ObjectKey {
        case currencyCode, value
        var name: StaticString {
            switch self {
            case .currencyCode: "currency_code"
            case .value: "value"
            }
        }
    }
    /// `item`.
    static let itemKeys = ItemKey.makeKeySet()
    /// `item`'s keys.
    enum ItemKey: Int, ObjectKey {
        case name, unitAmount, tax, quantity, description, sku, url, category, imageURL, upc
        var name: StaticString {
            switch self {
            case .name: "name"
            case .unitAmount: "unit_amount"
            case .tax: "tax"
            case .quantity: "quantity"
            case .description: "description"
            case .sku: "sku"
            case .url: "url"
            case .category: "category"
            case .imageURL: "image_url"
            case .upc: "upc"
            }
        }
    }
    /// `item.category`.
    static let itemCategories = ["DIGITAL_GOODS", "PHYSICAL_GOODS", "DONATION"]
    /// `shipping_detail`.
    static let shippingKeys = ShippingKey.makeKeySet()
    /// `shipping_detail`'s keys.
    enum ShippingKey: Int, ObjectKey {
        case name, emailAddress, phoneNumber, type, options, address
        var name: StaticString {
            switch self {
            case .name: "name"
            case .emailAddress: "email_address"
            case .phoneNumber: "phone_number"
            case .type: "type"
            case .options: "options"
            case .address: "address"
            }
        }
    }
    /// `shipping_detail.type` (fulfillment type).
    static let fulfillmentTypes = ["SHIPPING", "PICKUP_IN_PERSON", "PICKUP_IN_STORE", "PICKUP_FROM_PERSON"]
    /// `shipping_option`.
    static let shippingOptionKeys = JSONKeySet(["id", "label", "type", "amount", "selected"])
    /// `shipping_option.type`.
    static let shippingOptionTypes = ["SHIPPING", "PICKUP", "PICKUP_IN_STORE", "PICKUP_FROM_PERSON"]
    /// `payer`.
    static let payerKeys = JSONKeySet(["email_address", "payer_id", "name", "phone", "birth_date", "tax_info", "address"])
    /// `phone_with_type`.
    static let phoneWithTypeKeys = JSONKeySet(["phone_type", "phone_number"])
    /// `phone_type`.
    static let phoneTypes = ["FAX", "HOME", "MOBILE", "OTHER", "PAGER"]
    /// `phone` (`country_code`, `national_number`, `extension_number`).
    static let phoneKeys = JSONKeySet(["country_code", "national_number", "extension_number"])
    /// The Orders v2 portable postal address.
    static let addressKeys = JSONKeySet(AddressShape.ordersV2.keys.all)
    /// `payment_source`.
    static let paymentSourceKeys = JSONKeySet([
        "card", "token", "paypal", "bancontact", "blik", "eps", "giropay", "ideal", "mybank", "p24", "sofort",
        "trustly", "apple_pay", "google_pay", "venmo",
    ])
    /// `card_request`.
    static let cardKeys = JSONKeySet([
        "name", "number", "expiry", "security_code", "billing_address", "attributes", "vault_id", "single_use_token",
        "stored_credential", "network_token", "experience_context",
    ])
    /// `paypal_wallet`.
    static let paypalKeys = JSONKeySet([
        "vault_id", "email_address", "name", "phone", "birth_date", "tax_info", "address", "attributes",
        "experience_context", "billing_agreement_id", "stored_credential",
    ])
    /// `venmo_wallet_request`.
    static let venmoKeys = JSONKeySet(["vault_id", "email_address", "experience_context", "attributes"])
    /// `card_attributes`.
    static let cardAttributeKeys = JSONKeySet(["customer", "vault", "verification"])
    /// `paypal_wallet_attributes`, `venmo_wallet_additional_attributes`.
    static let walletAttributeKeys = JSONKeySet(["customer", "vault"])
    /// The customer objects of the attributes.
    static let customerKeys = JSONKeySet(["id", "email_address", "phone", "merchant_customer_id"])
    /// `vault_instruction_base` (cards).
    static let cardVaultKeys = ["store_in_vault"]
    /// `cardVaultKeys` and the draft key (reported on its own, with its suggestion).
    static let cardVaultScan = JSONKeySet(cardVaultKeys + [draftStoreInVaultKey])
    /// `paypal_wallet_vault_instruction`, `venmo_wallet_vault_attributes`.
    static let walletVaultKeys = [
        "store_in_vault", "description", "usage_pattern", "usage_type", "customer_type",
        "permit_multiple_payment_tokens",
    ]
    /// `walletVaultKeys` and the draft key.
    static let walletVaultScan = JSONKeySet(walletVaultKeys + [draftStoreInVaultKey])
    /// `name` (party name).
    static let nameKeys = JSONKeySet(["given_name", "surname"])
    /// `tax_info`.
    static let taxInfoKeys = JSONKeySet(["tax_id", "tax_id_type"])
    /// `payee`.
    static let payeeKeys = JSONKeySet(["email_address", "merchant_id"])
    /// `payment_instruction`.
    static let paymentInstructionKeys = JSONKeySet([
        "platform_fees", "disbursement_mode", "payee_pricing_tier_id", "payee_receivable_fx_rate_id",
    ])
    /// `platform_fee`.
    static let platformFeeKeys = JSONKeySet(["amount", "payee"])
    /// `shipping_detail.name`.
    static let shippingNameKeys = JSONKeySet(["full_name"])
    /// `item.upc`.
    static let upcKeys = JSONKeySet(["type", "code"])
    /// `payment_source.token`.
    static let tokenKeys = JSONKeySet(["id", "type"])
    /// `card_attributes.verification`.
    static let verificationKeys = JSONKeySet(["method"])
    /// `store_in_vault`: the only value of PayPal's published specification.
    static let storeInVaultValues = ["ON_SUCCESS"]
    /// `usage_type`.
    static let usageTypes = ["MERCHANT", "PLATFORM"]
    /// `customer_type`.
    static let customerTypes = ["CONSUMER", "BUSINESS"]
    /// `usage_pattern` (the six of the Server SDK reference plus the subscription, unscheduled and instalment
    /// patterns of PayPal's current vault documentation).
    static let usagePatterns = [
        "IMMEDIATE", "DEFERRED", "RECURRING_PREPAID", "RECURRING_POSTPAID", "THRESHOLD_PREPAID", "THRESHOLD_POSTPAID",
        "SUBSCRIPTION_PREPAID", "SUBSCRIPTION_POSTPAID", "UNSCHEDULED_PREPAID", "UNSCHEDULED_POSTPAID",
        "INSTALLMENT_PREPAID", "INSTALLMENT_POSTPAID",
    ]
    /// The draft spelling of `store_in_vault` in PayPal's mobile SDK integration story.
    static let draftStoreInVaultKey = "confirm_payment_token"

    /// The largest Orders v2 amount.
    static var maxAmount: DecimalAmount { AmountPolicy.ordersV2Maximum }

    /// The member `key` of `object` when `object` is an object and the member is present and not null.
    static func member(_ object: JSONView?, _ key: StaticString) -> JSONView? {
        guard let object, object.kind == .object, let value = object[key], !value.isNull else { return nil }
        return value
    }

    /// The member `key` of `object`, or else the member of a misspelt key that the unknown-field check suggests
    /// `key` for (`item_totals` → `item_total`). Totals read through this so that one misspelling is reported once,
    /// as `UNKNOWN_FIELD`, and not again as a missing total and a mismatch.
    static func member(_ object: JSONView?, _ key: StaticString, known: [String]) -> JSONView? {
        if let exact = member(object, key) { return exact }
        guard let object, object.kind == .object else { return nil }
        for (name, value) in object.members where !known.contains(name) && !value.isNull {
            if KeySuggestion.nearest(to: name, in: known) == key.description { return value }
        }
        return nil
    }

    /// The object elements of an array, read lazily.
    typealias Objects = LazyFilterSequence<JSONView.Elements>

    /// The elements of `value` that are objects, when `value` is an array (others are reported by their owner).
    /// Lazy: every rule walks the units and items, and an array per walk was a measurable share of the time.
    static func objects(_ value: JSONView?) -> Objects {
        let elements = value.map { $0.kind == .array ? $0.elements : JSONView.Elements.empty } ?? JSONView.Elements.empty
        return elements.lazy.filter { $0.kind == .object }
    }

    /// The purchase units that are objects.
    static func units(_ root: JSONView) -> Objects {
        objects(member(root, "purchase_units"))
    }

    /// The amount of a money object as totals use it, read without reporting: the value `ValidationContext.amount`
    /// reads (a JSON number's literal too, as that check keeps totals going after reporting the type), rounded to
    /// the precision its currency allows, or nil.
    ///
    /// Rounding first keeps "one fault, one code": `"30.005"` is a `DECIMAL_PRECISION` finding whose suggestion,
    /// 30.00 (half-even), is what the totals then use, so the same digit is not reported again as a mismatch.
    static func quietAmount(ofMoney money: JSONView?) -> DecimalAmount? {
        var precision = PrecisionCache()
        return quietAmount(ofMoney: money, precision: &precision)
    }

    /// `quietAmount(ofMoney:)` with the currency's precision remembered across calls (a unit's items almost always
    /// share one currency, and looking a code up is the costly part).
    static func quietAmount(ofMoney money: JSONView?, precision: inout PrecisionCache) -> DecimalAmount? {
        guard let value = member(money, "value") else { return nil }
        let amount: DecimalAmount?
        switch value.kind {
        case .string:
            amount = value.withStringUTF8 { try? DecimalAmount.parse(utf8: $0, options: .ordersV2).get() } ?? nil
        case .number:
            amount = DecimalAmount(exactly: value.numberText ?? value.rawText, options: .init(maxLength: 32))
        default:
            amount = nil
        }
        guard let amount else { return nil }
        return amount.rounded(toFractionDigits: precision.digits(for: member(money, "currency_code")))
    }

    /// The amount of a money object that has nothing to report, as totals use it; nil when the object needs the
    /// full check (`ValidationContext.ordersV2Money`), which then decides.
    ///
    /// Almost every money object is `{"currency_code": <a PayPal code>, "value": <a plain decimal>}` and fine:
    /// this settles those from the nodes and the input's bytes, with none of the full check's lookups, and accepts
    /// only what the full check would pass without a finding: exactly two members, the two keys as written (no
    /// escapes), a PayPal currency that is not in-country only, a string value that parses as an Orders v2 amount,
    /// within the currency's precision, of the allowed sign and at most the maximum. It returns what the full check
    /// returns then. (Each money object was ~1,200 instructions through the general checks, ~15 per document.)
    static func faultlessMoney(_ money: JSONView, sign: AmountPolicy.Sign) -> DecimalAmount? {
        faultlessAmount(money, sign: sign, allowsBreakdown: false)?.amount
    }

    /// `faultlessMoney` for a money object that may also have a `breakdown` member (`amount_with_breakdown`,
    /// whose breakdown the caller checks): its amount and the breakdown member, if any.
    static func faultlessAmount(
        _ money: JSONView, sign: AmountPolicy.Sign, allowsBreakdown: Bool
    ) -> (amount: DecimalAmount, breakdown: JSONView?)? {
        let object = money.node
        guard object.kind == .object, object.count == 2 || (allowsBreakdown && object.count == 3) else { return nil }
        let nodes = money.storage.nodes
        let base = money.storage.base
        let tags = AmountKey.tags
        let currencyCodeTag = tags[AmountKey.currencyCode.rawValue]
        let valueTag = tags[AmountKey.value.rawValue]
        let breakdownTag = tags[AmountKey.breakdown.rawValue]
        // Each member is one of the keys, each key once.
        var codeIndex = -1
        var valueIndex = -1
        var breakdownIndex = -1
        var child = Int(money.index) + 1
        for _ in 0..<Int(object.count) {
            let member = nodes[child]
            switch member.keyTag {
            case currencyCodeTag where codeIndex < 0 && hasKey(member, AmountKey.currencyCode.name, base: base):
                codeIndex = child
            case valueTag where valueIndex < 0 && hasKey(member, AmountKey.value.name, base: base): valueIndex = child
            case breakdownTag where allowsBreakdown && breakdownIndex < 0
                && hasKey(member, AmountKey.breakdown.name, base: base):
                breakdownIndex = child
            default: return nil
            }
            child = Int(member.next)
        }
        guard codeIndex >= 0, valueIndex >= 0 else { return nil }
        let code = nodes[codeIndex]
        let value = nodes[valueIndex]
        guard code.kind == .string, value.kind == .string, (code.flags | value.flags) & JSONNode.valueEscaped == 0,
            code.end - code.start == 5
        else { return nil }
        guard
            let currency = FastCurrency.paypal(utf8: UnsafeBufferPointer(start: base + Int(code.start) + 1, count: 3)),
            currency.isInRESTList, !currency.isInCountryOnly
        else { return nil }
        let text = UnsafeBufferPointer(start: base + Int(value.start) + 1, count: Int(value.end - value.start) - 2)
        guard case .success(let amount) = DecimalAmount.parse(utf8: text, options: .ordersV2) else { return nil }
        let decimals = currency.paypalDecimals
        if decimals == 0 {
            if text.contains(UInt8(ascii: ".")) { return nil }
        } else if amount.fractionDigits > max(decimals, 2) {
            return nil
        }
        switch sign {
        case .positive where amount.signum <= 0: return nil
        case .nonNegative where amount.isNegative: return nil
        default: break
        }
        // Fifteen characters hold at most fifteen integer digits: below the maximum, 999999999999999.99, with the
        // at most two fraction digits checked above (PayPal's currencies have at most two). Only a longer text
        // needs the comparison.
        guard (text.count <= 15 && decimals <= 2) || amount <= AmountPolicy.ordersV2Maximum else { return nil }
        let breakdown = breakdownIndex < 0 ? nil : money.sibling(breakdownIndex)
        return (amount.rounded(toFractionDigits: fractionDigits(forDecimals: decimals)), breakdown)
    }

    /// Whether `member`'s key is written exactly as `key` (no escapes).
    @inline(__always)
    static func hasKey(_ member: JSONNode, _ key: StaticString, base: UnsafeMutablePointer<UInt8>) -> Bool {
        Int(member.keyEnd - member.keyStart) - 2 == key.utf8CodeUnitCount
            && JSONView.bytesEqual(base + Int(member.keyStart) + 1, key.utf8Start, key.utf8CodeUnitCount)
    }

    /// The fraction digits totals round to, for the last currency code asked about.
    struct PrecisionCache {
        /// The last code's three bytes packed (codes of another length are not remembered).
        private var packed: UInt32?
        private var cached = 2

        /// `fractionDigits(for:)` of the string `value`, looked up only when its bytes differ from the previous
        /// code's: a String is built and looked up once per currency, not once per money object.
        mutating func digits(for value: JSONView?) -> Int {
            let packed = value.flatMap(Self.pack)
            if let packed, packed == self.packed { return cached }
            self.packed = packed
            // A PayPal currency is decided from the bytes (no String); other codes take the full lookup.
            if let currency = value?.withStringUTF8(FastCurrency.paypal(utf8:)) ?? nil {
                cached = OrdersV2.fractionDigits(forDecimals: currency.paypalDecimals)
            } else {
                cached = OrdersV2.fractionDigits(for: value?.string)
            }
            return cached
        }

        private static func pack(_ value: JSONView) -> UInt32? {
            value.withStringUTF8 { bytes -> UInt32? in
                guard bytes.count == 3 else { return nil }
                return bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            } ?? nil
        }
    }

    /// The fraction digits the amount check allows for `currencyCode`: none for a currency without decimals (HUF,
    /// JPY, TWD), else its minor units but at least 2 (2 for an unknown code).
    static func fractionDigits(for currencyCode: String?) -> Int {
        fractionDigits(for: currencyCode.flatMap(DocumentCurrency.init(code:)))
    }

    /// `fractionDigits(for:)` of a currency already looked up (nil: an unusable code, 2).
    static func fractionDigits(for currency: DocumentCurrency?) -> Int {
        guard let decimals = currency?.decimals else { return 2 }
        return fractionDigits(forDecimals: decimals)
    }

    /// Totals' fraction digits for a currency with `decimals` minor units: none, else at least 2.
    static func fractionDigits(forDecimals decimals: Int) -> Int {
        decimals == 0 ? 0 : max(decimals, 2)
    }

    /// An item's `quantity` member read without reporting: a whole number 1...9999999999, or nil (absent or null too).
    static func quietQuantity(_ member: JSONView?) -> Int64? {
        guard let value = member, !value.isNull else { return nil }
        switch value.kind {
        case .string: return value.withStringUTF8(parseQuantity(utf8:)) ?? nil
        case .number: return parseQuantity(value.numberText ?? value.rawText)
        default: return nil
        }
    }

    /// `text` as a quantity when it is 1 to 10 digits (leading zeros tolerated) with a value ≥ 1.
    static func parseQuantity(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8(parseQuantity(utf8:))
    }

    /// `parseQuantity` of UTF-8 bytes.
    static func parseQuantity(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var value: Int64 = 0
        var significant = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            if significant > 0 || byte != 0x30 { significant += 1 }
            guard significant <= 10 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return significant > 0 ? value : nil
    }

    /// Whether every character of `text` is in `allowed` (a pattern such as `^[0-9a-zA-Z_-]+$`).
    static func matches(_ text: String, _ allowed: (Unicode.Scalar) -> Bool) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(allowed)
    }

    /// `[0-9a-zA-Z_-]`: PayPal's vault and token id alphabet.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
            || scalar == "-"
    }

    /// `[2-9A-HJ-NP-Z]`: PayPal account ids (payer and merchant ids), 13 of them.
    static func isAccountIdScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("2"..."9").contains(scalar) || (("A"..."Z").contains(scalar) && scalar != "I" && scalar != "O")
    }
}

extension ValidationContext {
    /// Checks an Orders v2 money object `{currency_code, value}` (type, unknown keys, the currency rules, the amount
    /// rules with `sign`) and returns its amount as totals use it when it is a number at all: rounded to the
    /// precision its currency allows, exactly what `OrdersV2.quietAmount(ofMoney:)` reads from the same object.
    ///
    /// Returning it lets the rule that checks a money object hand its amount to the sums, so no amount is parsed
    /// twice (the checking and the quiet reading of the same object were a large share of Orders v2 time).
    @discardableResult
    mutating func ordersV2Money(_ value: JSONView?, sign: AmountPolicy.Sign, what: String) -> DecimalAmount? {
        if let value, let amount = OrdersV2.faultlessMoney(value, sign: sign) { return amount }
        guard let money = members(value, known: OrdersV2.moneyKeys, what: what) else { return nil }
        let currency = currency(money[OrdersV2.MoneyKey.currencyCode], key: "currency_code", in: money.object)
        return amount(
            money[OrdersV2.MoneyKey.value], key: "value", in: money.object, currency: currency, policy: .ordersV2(sign)
        )?.rounded(toFractionDigits: OrdersV2.fractionDigits(for: currency))
    }

    /// Checks the member `key` of `object` as an email address (3–254 characters, `INVALID_EMAIL`).
    mutating func ordersV2Email(_ key: StaticString, in object: JSONView) {
        guard let value = optional(key, in: object) else { return }
        email(value)
    }

    /// Checks the member `key` against a character class and length, reporting `INVALID_PARAMETER_SYNTAX`.
    mutating func ordersV2Identifier(
        _ key: StaticString, in object: JSONView, length: ClosedRange<Int>, describe: String,
        allowed: (Unicode.Scalar) -> Bool
    ) {
        guard let (value, text) = string(key, in: object, length: length) else { return }
        if !OrdersV2.matches(text, allowed) {
            report(.invalidParameterSyntax, at: value, "\(value.displayName) \"\(text.prefix(40))\" is not \(describe)")
        }
    }

    /// Checks a `name` object (`given_name`, `surname`, at most 140 characters each).
    mutating func ordersV2PartyName(_ value: JSONView?) {
        guard let name = object(value, known: OrdersV2.nameKeys, what: "the name") else { return }
        checkString("given_name", in: name, length: 1...140)
        checkString("surname", in: name, length: 1...140)
    }

    /// Checks a `birth_date`: `YYYY-MM-DD` and a real calendar date.
    mutating func ordersV2BirthDate(_ key: StaticString, in object: JSONView) {
        guard let (value, text) = string(key, in: object) else { return }
        if CalendarDate(text) == nil {
            report(.invalidParameterSyntax, at: value, "\(value.displayName) \"\(text.prefix(20))\" is not a date YYYY-MM-DD")
        }
    }

    /// Checks a `tax_info` object (`tax_id` ≤ 14 characters, `tax_id_type` BR_CPF or BR_CNPJ, both required).
    mutating func ordersV2TaxInfo(_ value: JSONView?) {
        guard let info = object(value, known: OrdersV2.taxInfoKeys, what: "tax_info") else { return }
        checkString("tax_id", in: info, required: true, length: 1...14)
        _ = enumeration("tax_id_type", in: info, allowed: ["BR_CPF", "BR_CNPJ"], required: true)
    }

    /// Checks a `phone_with_type` object: `phone_type` and the `phone_number`.
    mutating func ordersV2PhoneWithType(_ value: JSONView?) {
        guard let phone = object(value, known: OrdersV2.phoneWithTypeKeys, what: "the phone") else { return }
        _ = enumeration("phone_type", in: phone, allowed: OrdersV2.phoneTypes)
        if let number = required("phone_number", in: phone) {
            ordersV2Phone(number, requiresCountryCode: false)
        }
    }

    /// Checks an Orders v2 phone number object: `country_code` 1–3 digits (required where the schema says so),
    /// `national_number` 1–14 digits, together at most 15 digits (ITU-T E.164), `extension_number` 1–15 digits.
    /// A value that is not the digits E.164 allows is `INVALID_PHONE`, with the digits alone as suggestion; well-formed
    /// numbers are then checked against the region's phone metadata.
    mutating func ordersV2Phone(_ value: JSONView, requiresCountryCode: Bool) {
        guard let phone = object(value, known: OrdersV2.phoneKeys, what: "the phone number") else { return }
        let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        func digitsOnly(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.filter(isDigit)))
        }
        var countryCode: String?
        var codeDigits: String?  // the calling code's digits even when it is written "+44", to fix the number
        if let (codeValue, code) = string("country_code", in: phone, required: requiresCountryCode) {
            if OrdersV2.matches(code, isDigit), (1...3).contains(code.count), !code.hasPrefix("0") {
                countryCode = code
                codeDigits = code
            } else {
                let digits = digitsOnly(code)
                codeDigits = digits.isEmpty ? nil : digits
                report(
                    .invalidPhone, at: codeValue,
                    "the country calling code \"\(code.prefix(20))\" is not 1 to 3 digits (without \"+\" or a leading 0)",
                    suggestion: (1...3).contains(digits.count) && !digits.hasPrefix("0") && digits != code ? digits : nil)
            }
        }
        if let (numberValue, number) = string("national_number", in: phone, required: true) {
            if OrdersV2.matches(number, isDigit), number.count <= 14 {
                if let countryCode, countryCode.count + number.count > 15 {
                    report(
                        .invalidPhone, at: numberValue,
                        "+\(countryCode) \(number) has \(countryCode.count + number.count) digits; an E.164 number has at most 15")
                } else if let countryCode, !PhoneSyntax.isE164("+" + countryCode + number) {
                    report(.invalidPhone, at: numberValue, "+\(countryCode) \(number) is not an E.164 phone number")
                } else if countryCode != nil, let codeValue = phone["country_code"] {
                    // Well-formed digits: now whether they are a number in use in the calling code's region(s).
                    self.phone(countryCode: codeValue, nationalNumber: numberValue)
                }
            } else {
                var digits = digitsOnly(number)
                // "+1 415-555-0123" with country_code "1": the national number is what follows the calling code.
                if let codeDigits, number.trimmingCharacters(in: " ").hasUTF8Prefix("+"), digits.hasPrefix(codeDigits) {
                    digits.removeFirst(codeDigits.count)
                }
                let fits = !digits.isEmpty && digits.count <= 14 && digits.count + (codeDigits?.count ?? 0) <= 15
                report(
                    .invalidPhone, at: numberValue,
                    "the national number \"\(number.prefix(30))\" is not 1 to 14 digits (E.164, without the country code)",
                    suggestion: fits && digits != number ? digits : nil)
            }
        }
        if let (extensionValue, text) = string("extension_number", in: phone) {
            if !(OrdersV2.matches(text, isDigit) && text.count <= 15) {
                report(.invalidPhone, at: extensionValue, "the extension \"\(text.prefix(20))\" is not 1 to 15 digits")
            }
        }
    }

    /// Checks an Orders v2 address where PayPal takes a partial one (payer and wallet addresses, which PayPal's own
    /// examples give as `{"country_code": "US"}`): known keys, lengths and the country code, without the city and
    /// postal-code requirements that apply to shipping and billing addresses.
    mutating func ordersV2PartialAddress(_ value: JSONView?, what: String) {
        guard let address = object(value, known: OrdersV2.addressKeys, what: what) else { return }
        checkString("address_line_1", in: address, length: 0...300)
        checkString("address_line_2", in: address, length: 0...300)
        checkString("admin_area_1", in: address, length: 0...300)
        checkString("admin_area_2", in: address, length: 0...120)
        checkString("postal_code", in: address, length: 0...60)
        if let code = required("country_code", in: address) {
            AddressCheck.countryCode(code, allowsC2: true, in: &self)
        }
    }

    /// Checks URL members of an `experience_context`. Its other keys change with every API release, so they are
    /// not reported as unknown.
    mutating func ordersV2ExperienceContext(_ value: JSONView?) {
        guard let value, !value.isNull else { return }
        guard value.kind == .object else {
            report(.invalidParameterSyntax, at: value, "\(value.displayName) must be an object, not \(value.kind.article)")
            return
        }
        for key in ["return_url", "cancel_url"] as [StaticString] {
            _ = url(key, in: value, maxLength: 4000)
        }
    }
}
