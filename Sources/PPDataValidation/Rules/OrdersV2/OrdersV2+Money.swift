import PPData

/// Reading Orders v2 money objects: members, quiet amounts for the sums, the one-pass read of a money object with
/// nothing to report, and the precision totals round to.
extension OrdersV2 {
    /// The member `key` of `object` when `object` is an object and the member is present and not null.
    static func member(_ object: JSONView?, _ key: StaticString) -> JSONView? {
        guard let object, object.kind == .object, let value = object[key], !value.isNull else { return nil }
        return value
    }

    /// The object elements of an array, read lazily.
    typealias Objects = LazyFilterSequence<JSONView.Elements>

    /// The elements of `value` that are objects, when `value` is an array (others are reported by their owner).
    /// Lazy: every rule walks the units and items, and an array per walk was a measurable share of the time.
    static func objects(_ value: JSONView?) -> Objects {
        let elements = value.map { $0.kind == .array ? $0.elements : JSONView.Elements.empty } ?? JSONView.Elements.empty
        return elements.lazy.filter { $0.kind == .object }
    }

    /// The elements of the order's `purchase_units` (none when it is no array).
    static func unitElements(_ order: JSONObjectMembers) -> JSONView.Elements {
        guard let units = member(order[OrderKey.purchaseUnits]), units.kind == .array else { return .empty }
        return units.elements
    }

    /// The currency of a money object (its `currency_code`), for writing a suggested amount in its precision; nil
    /// when the code is missing or unknown (reported by the money check).
    static func currency(ofMoney money: JSONView?) -> DocumentCurrency? {
        member(money, "currency_code")?.string.flatMap(DocumentCurrency.init(code:))
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
    /// returns then, deciding the currency and the amount by the full check's own predicates
    /// (`isSupported(by:)`, `isInCountryOnly`, `AmountPolicy.breaches`): only the one-pass reading is its own.
    /// (Each money object was ~1,200 instructions through the general checks, ~15 per document.)
    /// Kept on measurement (callgrind, whole CLI, session 29, this fast path alone disabled): +25.9% instructions
    /// on the Orders v2 corpus (665.9 M → 838.2 M, 10,000 documents) and +8.2% on the broad one (1,065.4 M →
    /// 1,153.1 M, 20,000). `FastPathAudit` checks it against the full check in debug and fuzz builds.
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
        // The currency and the amount are decided by the predicates the full check uses (`isSupported(by:)` with
        // the kind's list and `isInCountryOnly`; `AmountPolicy.breaches`), so the rules themselves live in one place;
        // what this path adds is only the one-pass reading of the members.
        guard
            let currency = FastCurrency.paypal(utf8: UnsafeBufferPointer(start: base + Int(code.start) + 1, count: 3)),
            currency.isSupported(by: DocumentKind.ordersV2.currencyAPI), !currency.isInCountryOnly
        else { return nil }
        let text = UnsafeBufferPointer(start: base + Int(value.start) + 1, count: Int(value.end - value.start) - 2)
        let policy = AmountPolicy.ordersV2(sign)
        guard case .success(let amount) = DecimalAmount.parse(utf8: text, options: policy.parseOptions) else { return nil }
        let decimals = currency.paypalDecimals
        let hasPoint = decimals == 0 && text.contains(UInt8(ascii: "."))
        guard policy.breaches(amount, decimals: decimals, hasPoint: hasPoint).isEmpty else {
            return nil
        }
        let breakdown = breakdownIndex < 0 ? nil : money.sibling(breakdownIndex)
        return (amount.rounded(toFractionDigits: fractionDigits(forDecimals: decimals)), breakdown)
    }

    /// Whether `member`'s key is written exactly as `key` (no escapes).
    @inline(__always)
    static func hasKey(_ member: JSONNode, _ key: StaticString, base: UnsafePointer<UInt8>) -> Bool {
        Int(member.keyEnd - member.keyStart) - 2 == key.utf8CodeUnitCount
            && JSONView.bytesEqual(base + Int(member.keyStart) + 1, key.utf8Start, key.utf8CodeUnitCount)
    }

    /// The fraction digits totals round to, for the last currency code asked about.
    struct PrecisionCache {
        /// The last code's three bytes packed (codes of another length are not remembered).
        var packed: UInt32?
        var cached = 2

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

        static func pack(_ value: JSONView) -> UInt32? {
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
        DocumentCurrency.places(of: currency)
    }

    /// Totals' fraction digits for a currency with `decimals` minor units: none, else at least 2.
    static func fractionDigits(forDecimals decimals: Int) -> Int {
        DocumentCurrency.places(forDecimals: decimals)
    }
}
