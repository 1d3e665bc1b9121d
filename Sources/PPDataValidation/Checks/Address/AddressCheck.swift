import PPData

/// Checks postal addresses in any shape, standalone or inside a payment document.
///
/// This file holds what every shape shares: the object's keys and types, the country code and the shapes'
/// lengths. The required fields (PayPal's tables and the address metadata's), postal-code patterns and
/// subdivisions plug in through `AddressCheck.checkCountryRules` (RequiredFieldsCheck, PostalCodeCheck,
/// SubdivisionCheck). Internal: its entry points report into a `ValidationContext`; consumers check an address with
/// `PaymentValidator.check(address:shape:)` or by validating an `address` document.
enum AddressCheck {
    /// Everything a per-country rule needs about one address.
    struct Subject: Sendable {
        /// The address object.
        var object: JSONView
        /// Its shape.
        var shape: AddressShape
        /// The ISO country whose format applies (CN for C2), when the country code is usable.
        var country: CountryCode?
        /// The kind of the document the address is in.
        var documentKind: DocumentKind
        /// Whether the address belongs to a card payment: a card's billing address in any PayPal shape, or the
        /// shipping address of a Payments v1 `credit_card` payment. PayPal is not known to refuse such an address
        /// for its postal code (`PostalCodeCheck`, `USZIPCodeCheck`).
        var isOnCardPayment = false
        /// `country`'s prepared rules (format, postal matchers), looked up once per address. Not reference counted:
        /// each country's entry is published once in a table that lives as long as the process
        /// (`CountryAddressRules.of`), and copying a counted optional reference here went through the runtime's
        /// generic value witnesses (about 200 instructions an address).
        unowned(unsafe) var rules: CountryAddressRules?
        /// The address's members, read once (positions of `shape.keySet`).
        var members: JSONObjectMembers
        /// Where the shape's city, state and postal code are among `members` (looked up once per address).
        var positions: AddressShape.FieldPositions
        /// The state field's subdivision, looked up once for the rules that need it (when the country has
        /// subdivisions and the state is a string).
        var stateMatch: SubdivisionMatch?

        /// The city member (nil when absent).
        var city: JSONView? { members[positions.city] }
        /// The state member (nil when absent).
        var state: JSONView? { members[positions.state] }
        /// The postal-code member (nil when absent).
        var postalCode: JSONView? { members[positions.postalCode] }
    }

    /// The per-country rules, run after the shared ones, in order; each reports its own codes (one fault, one
    /// code). A new per-country rule is one file and one line here. Called directly rather than from a list of
    /// closures: each closure call copied the subject (its members, its country's rules and state match).
    static func checkCountryRules(_ subject: Subject, in context: inout ValidationContext) {
        RequiredFieldsCheck.check(subject, in: &context)
        if PostalCodeCheck.check(subject, in: &context) {
            USZIPCodeCheck.check(subject, in: &context)
        }
        SubdivisionCheck.check(subject, in: &context)
    }

    /// Checks `value` as an address of `shape` (reporting a wrong type or unknown keys too).
    static func check(
        _ value: JSONValue, shape: AddressShape, in context: inout ValidationContext, what: String = "the address",
        isOnCardPayment: Bool = false
    ) {
        check(value.view, shape: shape, in: &context, what: what, isOnCardPayment: isOnCardPayment)
    }

    /// `check` for a view (the validator's rules). `isOnCardPayment`: an address of a card payment (`Subject`).
    static func check(
        _ value: JSONView, shape: AddressShape, in context: inout ValidationContext, what: String = "the address",
        isOnCardPayment: Bool = false
    ) {
        guard let members = context.members(value, known: shape.keySet, what: what) else { return }
        let object = members.object
        let positions = shape.positions
        let allowsC2 = shape.isPayPalShape && context.kind != .applePay
        let country = countryCode(
            members[positions.countryCode], in: object, shape: shape, allowsC2: allowsC2, in: &context)

        switch shape {
        case .ordersV2:
            checkOrdersV2Lengths(members, in: &context)
        case .paymentsV1:
            // Read from the table by position (by name, each was a scan of the members). Payments v1 phones are
            // free-form E.123 text: only the length is checked.
            for field in Self.paymentsV1StringFields {
                context.checkString(
                    members[field.position], key: field.key, in: object, required: field.required, limits: field.limits)
            }
        case .applePayJS:
            // The contact's email and phone number are the contact rule's; here the address and the names. Members
            // are read from the table by position (by name, each was a scan of the members).
            let keys = shape.keys
            for position in Self.applePayJSStringFields {
                context.checkString(members[position], key: keys.all[position], in: object)
            }
            if let lines = context.array(object.member(named: keys.line1), key: keys.line1, in: object) {
                for line in lines { context.checkString(line) }
            }
        case .paypal, .applePay:
            let keys = shape.keys
            for (position, key) in keys.all.enumerated() where position != positions.countryCode {
                context.checkString(members[position], key: key, in: object)
            }
        }

        let rules = country.map(CountryAddressRules.of)
        var stateMatch: SubdivisionMatch?
        if let rules, rules.hasSubdivisions, let state = members[positions.state]?.string {
            stateMatch = rules.subdivision(matching: state)
        }
        let subject = Subject(
            object: object, shape: shape, country: country, documentKind: context.kind,
            isOnCardPayment: isOnCardPayment, rules: rules, members: members, positions: positions,
            stateMatch: stateMatch)
        checkCountryRules(subject, in: &context)
    }

    /// A Payments v1 address field checked as a string: its position in the shape's keys, and its limits. Its
    /// members copy without reference counting (the key a `StaticString`): the loop over the fields copies each.
    private struct StringField {
        let position: Int
        let key: StaticString
        let required: Bool
        /// The lengths, and whether PayPal reads a JSON number here as its text (the tables, from overrides.tsv).
        let limits: SchemaStringLength

        init(_ key: StaticString, required: Bool = false, length: ClosedRange<Int>) {
            // Positions in the key set the members are read with (the shape's keys, then the published object's
            // others); a key it lacks would read no member: the set's key count is past every slot.
            let keys = AddressShape.paymentsV1.keySet.keys
            position = keys.firstIndex(of: "\(key)") ?? keys.count
            self.key = key
            self.required = required
            let readsNumber = SchemaStringLength("payments_payment_v1:address.\(key)")?.readsNumber ?? false
            limits = SchemaStringLength(accepted: length, readsNumber: readsNumber)
        }
    }

    /// The Payments v1 address fields checked as strings, with the address schema's lengths.
    private static let paymentsV1StringFields = [
        StringField("line1", required: true, length: 1...300), StringField("line2", length: 0...300),
        StringField("city", length: 0...64), StringField("state", length: 0...40),
        StringField("postal_code", length: 0...20), StringField("recipient_name", length: 0...127),
        StringField("phone", length: 0...50),
        // The published address's `type` ("HOME_OR_WORK", "GIFT"): a string, no values or limit given.
        StringField("type", length: 0...Int.max),
    ]

    /// The lengths of an Orders v2 address's fields, `members` read with the shape's keys (shipping and billing
    /// addresses here, the partial payer and wallet addresses in `ordersV2PartialAddress`).
    static func checkOrdersV2Lengths(_ members: JSONObjectMembers, in context: inout ValidationContext) {
        // Positions of `keys.all`: address_line_1, address_line_2, admin_area_2, admin_area_1, postal_code.
        let object = members.object
        context.checkString(members[0], key: "address_line_1", in: object, length: 0...300)
        context.checkString(members[1], key: "address_line_2", in: object, length: 0...300)
        context.checkString(members[3], key: "admin_area_1", in: object, length: 0...300)
        context.checkString(members[2], key: "admin_area_2", in: object, length: 0...120)
        context.checkString(members[4], key: "postal_code", in: object, length: 0...60)
        // The published schema's other lines (address_portable: address_line_3, admin_area_3, admin_area_4 ≤ 100),
        // by their positions in the completed key set (`RequestSchema.keySet(_:completedBy:)`).
        for (key, position) in Self.ordersV2ExtraLines {
            context.checkString(members[position], key: key, in: object, length: 0...100)
        }
    }

    /// The positions of the Orders v2 address lines the published schema adds, in the shape's key set.
    private static let ordersV2ExtraLines: [(key: String, position: Int)] = ["address_line_3", "admin_area_3", "admin_area_4"]
        .compactMap { key in AddressShape.ordersV2.keySet.keys.firstIndex(of: key).map { (key, $0) } }

    /// The positions in the Apple Pay JS shape's keys of the fields checked as plain strings: all but the country
    /// code, the address lines (an array) and the contact's email and phone number (the contact rule's).
    private static let applePayJSStringFields: [Int] = {
        let keys = AddressShape.applePayJS.keys
        let others = [keys.countryCode, keys.line1, "emailAddress", "phoneNumber"]
        return keys.all.indices.filter { !others.contains(keys.all[$0]) }
    }()

    /// Checks a country code value; returns the country whose address format applies.
    ///
    /// `ignoresCase` is for Apple Pay contacts: CNPostalAddress.isoCountryCode is commonly lower case ("us"), and
    /// Apple documents it as the ISO code without fixing the case, so `us` is accepted there.
    @discardableResult
    static func countryCode(
        _ value: JSONView, allowsC2: Bool, ignoresCase: Bool = false, in context: inout ValidationContext
    ) -> CountryCode? {
        // Almost every code is an ISO code as written: decided from the bytes, without building a String.
        if let country = value.withStringUTF8(CountryAddressRules.isoCountry(alpha2:)) ?? nil {
            if !country.isPayPalSupported {
                context.report(
                    .countryNotSupported, .warning, at: value,
                    "\(country.rawValue) (\(country.englishName)) is not in PayPal's supported-countries table")
            }
            return country
        }
        guard let written = context.string(value, reportsConversion: false) else { return nil }
        let text = ignoresCase && written.utf8.count == 2 ? written.uppercased() : written
        switch CountryCode.lookup(text) {
        case .iso(let country):
            if !country.isPayPalSupported {
                context.report(
                    .countryNotSupported, .warning, at: value,
                    "\(text) (\(country.englishName)) is not in PayPal's supported-countries table")
            }
            return country
        case .paypalOnly(let code):
            if allowsC2 { return code.addressFormat }
            context.report(
                .invalidCountryCode, at: value,
                "\(text) (\(code.name)) is PayPal's own code, not ISO 3166-1", suggestion: code.addressFormat.rawValue)
            return nil
        case .withdrawn(let code):
            let successors = code.successors.map(\.rawValue)
            context.report(
                .countryCodeWithdrawn, .warning, at: value,
                "\(text) (\(code.englishName)) was withdrawn from ISO 3166-1 (\(code.withdrawalDate)); its successors are \(successors.joined(separator: ", "))",
                suggestion: successors.count == 1 ? successors[0] : successors.joined(separator: " or "))
            return nil
        case .unknown(let suggestion):
            context.report(
                .invalidCountryCode, at: value, "\"\(text)\" is not an ISO 3166-1 alpha-2 country code",
                suggestion: suggestion?.rawValue)
            return nil
        }
    }

    private static func countryCode(
        _ member: JSONView?, in object: JSONView, shape: AddressShape, allowsC2: Bool,
        in context: inout ValidationContext
    ) -> CountryCode? {
        let value =
            shape.isApplePayShape
            ? context.optional(member) : context.required(member, key: CountryCodeKey(shape: shape), in: object)
        guard let value else { return nil }
        return countryCode(value, allowsC2: allowsC2, ignoresCase: shape.isApplePayShape, in: &context)
    }

    /// Whether a member already looked up is absent, null or blank.
    static func isBlank(member: JSONView?) -> Bool {
        member?.isBlank ?? true
    }
}

/// A shape's country-code key for a message, read only when a message is written (the shape's `Keys` hold seven
/// Strings, which copying the struct retained one by one for every address).
struct CountryCodeKey: CustomStringConvertible {
    let shape: AddressShape

    var description: String { shape.keys.countryCode }
}
