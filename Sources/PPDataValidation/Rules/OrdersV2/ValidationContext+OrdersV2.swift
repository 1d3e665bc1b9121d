import PPData

extension ValidationContext {
    /// The order's members (`OrdersV2.OrderKey`), read once per document (`rootMembers(_:keys:)`): the rules
    /// read their part of the order from this table (each looked its keys up by name, about ten scans of the order
    /// a document).
    mutating func ordersV2Order(_ root: JSONView) -> JSONObjectMembers {
        rootMembers(root, keys: OrdersV2.orderKeys)
    }

    /// Checks an Orders v2 money object `{currency_code, value}` (type, unknown keys, the currency rules, the amount
    /// rules with `sign`) and returns its amount as totals use it when it is a number at all: rounded to the
    /// precision its currency allows, exactly what `OrdersV2.quietAmount(ofMoney:)` reads from the same object.
    ///
    /// Returning it lets the rule that checks a money object hand its amount to the sums, so no amount is parsed
    /// twice (the checking and the quiet reading of the same object were a large share of Orders v2 time).
    @discardableResult
    mutating func ordersV2Money(_ value: JSONView?, sign: AmountPolicy.Sign, what: String) -> DecimalAmount? {
        if let value, let amount = OrdersV2.faultlessMoney(value, sign: sign) {
            FastPathAudit.require("faultlessMoney", at: value, in: self) {
                $0.fullOrdersV2Money(value, sign: sign, what: what)
            } agrees: { $0 == amount }
            return amount
        }
        return fullOrdersV2Money(value, sign: sign, what: what)
    }

    /// `ordersV2Money` without the fast path: the full check, which the fast path must agree with.
    mutating func fullOrdersV2Money(_ value: JSONView?, sign: AmountPolicy.Sign, what: String) -> DecimalAmount? {
        guard let money = members(value, known: OrdersV2.moneyKeys, what: what) else { return nil }
        let currency = currency(money[OrdersV2.MoneyKey.currencyCode], key: "currency_code", in: money.object)
        // Payments v2 shares the money object but reads a JSON number differently (`AmountPolicy.paymentsV2`).
        let policy: AmountPolicy = kind.isPaymentsV2 ? .paymentsV2(sign) : .ordersV2(sign)
        return amount(money[OrdersV2.MoneyKey.value], key: "value", in: money.object, currency: currency, policy: policy)?
            .rounded(toFractionDigits: OrdersV2.fractionDigits(for: currency))
    }

    /// Checks the member `key` of `object` as an email address (3–254 characters, `INVALID_EMAIL`).
    mutating func ordersV2Email(_ key: StaticString, in object: JSONView) {
        ordersV2Email(object[key])
    }

    /// `ordersV2Email(_:in:)` for a member already looked up.
    mutating func ordersV2Email(_ member: JSONView?) {
        guard let value = optional(member) else { return }
        email(value)
    }

    /// Checks the member `key` against a character class and length, reporting `INVALID_PARAMETER_SYNTAX`.
    mutating func ordersV2Identifier(
        _ key: StaticString, in object: JSONView, length: ClosedRange<Int>, describe: String,
        allowed: (Unicode.Scalar) -> Bool
    ) {
        ordersV2Identifier(string(key, in: object, length: length), describe: describe, allowed: allowed)
    }

    /// `ordersV2Identifier(_:in:length:describe:allowed:)` for a member of a member table.
    mutating func ordersV2Identifier<Key: ObjectKey>(
        _ key: Key, of members: JSONObjectMembers, length: ClosedRange<Int>, describe: String,
        allowed: (Unicode.Scalar) -> Bool
    ) {
        ordersV2Identifier(string(key, of: members, length: length), describe: describe, allowed: allowed)
    }

    /// The character class check of `ordersV2Identifier`, for a string that passed the type and length checks.
    private mutating func ordersV2Identifier(
        _ found: (value: JSONView, text: String)?, describe: String, allowed: (Unicode.Scalar) -> Bool
    ) {
        guard let (value, text) = found else { return }
        if !OrdersV2.matches(text, allowed) {
            report(.invalidParameterSyntax, at: value, "\(value.displayName) \"\(text.prefix(40))\" is not \(describe)")
        }
    }

    /// Checks a `name` object (`given_name`, `surname`, at most 140 characters each).
    mutating func ordersV2PartyName(_ value: JSONView?) {
        guard let name = members(value, known: OrdersV2.nameKeys, what: "the name") else { return }
        checkString(OrdersV2.NameKey.givenName, of: name, length: 1...140)
        checkString(OrdersV2.NameKey.surname, of: name, length: 1...140)
    }

    /// Checks a `birth_date`: `YYYY-MM-DD` and a real calendar date.
    mutating func ordersV2BirthDate<Key: ObjectKey>(_ key: Key, of members: JSONObjectMembers) {
        guard let (value, text) = string(key, of: members) else { return }
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
    /// A value that is not the digits E.164 allows is `INVALID_PHONE`, with the digits as suggestion (without a trunk
    /// prefix that a known calling code leaves out); well-formed numbers are then checked against the region's phone
    /// metadata.
    mutating func ordersV2Phone(_ value: JSONView, requiresCountryCode: Bool) {
        guard let phone = members(value, known: OrdersV2.phoneKeys, what: "the phone number") else { return }
        typealias Key = OrdersV2.PhoneKey
        let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        func digitsOnly(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.filter(isDigit)))
        }
        var countryCode: String?
        var codeDigits: String?  // the calling code's digits even when it is written "+44", to fix the number
        if let (codeValue, code) = string(Key.countryCode, of: phone, required: requiresCountryCode) {
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
        if let (numberValue, number) = string(Key.nationalNumber, of: phone, required: true) {
            if OrdersV2.matches(number, isDigit), number.count <= 14 {
                if let countryCode, countryCode.count + number.count > 15 {
                    report(
                        .invalidPhone, at: numberValue,
                        "+\(countryCode) \(number) has \(countryCode.count + number.count) digits; an E.164 number has at most 15")
                } else if let countryCode, !PhoneSyntax.isE164("+" + countryCode + number) {
                    report(.invalidPhone, at: numberValue, "+\(countryCode) \(number) is not an E.164 phone number")
                } else if countryCode != nil, let codeValue = phone[Key.countryCode] {
                    // Well-formed digits: now whether they are a number in use in the calling code's region(s).
                    self.phone(countryCode: codeValue, nationalNumber: numberValue)
                }
            } else {
                var digits = digitsOnly(number)
                // "+1 415-555-0123" with country_code "1": the national number is what follows the calling code.
                let international = number.trimmingCharacters(in: " ").hasUTF8Prefix("+")
                if let codeDigits, international, digits.hasPrefix(codeDigits) {
                    digits.removeFirst(codeDigits.count)
                } else if codeDigits == nil, international, let split = PhoneSuggestion.splitCallingCode(digits) {
                    // "+44 20 7946 0958" with no country_code (a payer's phone takes the national number alone):
                    // calling codes are prefix-free, so the one the digits start with is the only reading.
                    digits = split.nationalNumber
                }
                let fits = !digits.isEmpty && digits.count <= 14 && digits.count + (codeDigits?.count ?? 0) <= 15
                // The digits alone; after a known calling code, without the trunk prefix when that is what makes
                // them a number in use (`045-924-8496` after 33 is `459248496`: `0459248496` is refused next).
                var suggestion: String? = fits && digits != number ? digits : nil
                if suggestion != nil, let codeDigits, let callingCode = Int(codeDigits),
                    PhoneMetadata.isCallingCode(callingCode),
                    (try? PhoneNumber(callingCode: callingCode, nationalNumber: digits)) == nil,
                    let valid = PhoneSuggestion.nationalNumber(digits, callingCode: callingCode)
                {
                    suggestion = valid
                }
                report(
                    .invalidPhone, at: numberValue,
                    fits
                        ? "the national number \"\(number.prefix(30))\" must be digits only (E.164, without the country code)"
                        : "the national number \"\(number.prefix(30))\" is not 1 to 14 digits (E.164, without the country code)",
                    suggestion: suggestion)
            }
        }
        if let (extensionValue, text) = string(Key.extensionNumber, of: phone) {
            if !(OrdersV2.matches(text, isDigit) && text.count <= 15) {
                report(.invalidPhone, at: extensionValue, "the extension \"\(text.prefix(20))\" is not 1 to 15 digits")
            }
        }
    }

    /// Checks an Orders v2 address where PayPal takes a partial one (payer and wallet addresses, which PayPal's own
    /// examples give as `{"country_code": "US"}`): known keys, lengths and the country code, without the city and
    /// postal-code requirements that apply to shipping and billing addresses.
    mutating func ordersV2PartialAddress(_ value: JSONView?, what: String) {
        let shape = AddressShape.ordersV2
        guard let address = members(value, known: shape.keySet, what: what) else { return }
        AddressCheck.checkOrdersV2Lengths(address, in: &self)
        if let code = required(address[shape.positions.countryCode], key: "country_code", in: address.object) {
            AddressCheck.countryCode(code, allowsC2: true, in: &self)
        }
    }
}
