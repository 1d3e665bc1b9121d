import PPData

/// Checks postal addresses in any shape, standalone or inside a payment document.
///
/// This file holds the rules every shape shares: the country code, PayPal's city and postal-code requirements,
/// Payments v1's state requirement and Orders v2's lengths. Per-country formats (postal-code patterns,
/// subdivisions, the address metadata's required fields) plug in through `AddressCheck.countryRules`.
public enum AddressCheck {
    /// Everything a per-country rule needs about one address.
    public struct Subject: Sendable {
        /// The address object.
        public var object: JSONValue
        /// Its shape.
        public var shape: AddressShape
        /// The ISO country whose format applies (CN for C2), when the country code is usable.
        public var country: CountryCode?
        /// The kind of the document the address is in.
        public var documentKind: DocumentKind
    }

    /// A per-country rule: postal-code format, subdivisions, required fields from address metadata.
    public typealias CountryRule = @Sendable (Subject, inout ValidationContext) -> Void

    /// The per-country rules run after the shared ones, in order.
    static let countryRules: [CountryRule] = []

    /// Checks `value` as an address of `shape` (reporting a wrong type or unknown keys too).
    public static func check(
        _ value: JSONValue, shape: AddressShape, in context: inout ValidationContext, what: String = "the address"
    ) {
        guard let object = context.object(value, known: shape.keys.all, what: what) else { return }
        let keys = shape.keys
        let allowsC2 = shape.isPayPalShape && context.kind != .applePay
        let country = countryCode(keys.countryCode, in: object, shape: shape, allowsC2: allowsC2, in: &context)

        switch shape {
        case .ordersV2:
            _ = context.string("address_line_1", in: object, length: 0...300)
            _ = context.string("address_line_2", in: object, length: 0...300)
            _ = context.string("admin_area_1", in: object, length: 0...300)
            _ = context.string("admin_area_2", in: object, length: 0...120)
            _ = context.string("postal_code", in: object, length: 0...60)
        case .paymentsV1:
            _ = context.string("line1", in: object, required: true, length: 1...300)
            _ = context.string("line2", in: object, length: 0...300)
            _ = context.string("city", in: object, length: 0...64)
            _ = context.string("state", in: object, length: 0...40)
            _ = context.string("postal_code", in: object, length: 0...20)
            _ = context.string("recipient_name", in: object, length: 0...127)
            if let phone = context.string("phone", in: object, length: 0...50) {
                _ = phone  // Payments v1 phones are free-form E.123 text: only the length is checked.
            }
        case .paypal, .applePay:
            for key in keys.all where key != keys.countryCode {
                _ = context.string(key, in: object)
            }
        }

        if shape.isPayPalShape {
            if isBlank(keys.city, in: object) {
                context.report(
                    .cityRequired, missing: keys.city, in: object, "PayPal requires a city (\"\(keys.city)\")")
            }
            if let code = countryCodeText(keys.countryCode, in: object),
                PayPalAddressTables.postalCodeRequired.contains(code), isBlank(keys.postalCode, in: object)
            {
                context.report(
                    .postalCodeRequired, missing: keys.postalCode, in: object,
                    "PayPal requires a postal code (\"\(keys.postalCode)\") for \(code)")
            }
        }
        if shape == .paymentsV1, let code = countryCodeText(keys.countryCode, in: object),
            PayPalAddressTables.paymentsV1StateRequired.contains(code), isBlank(keys.state, in: object)
        {
            context.report(
                .stateRequired, missing: keys.state, in: object, "Payments v1 requires a state for \(code) addresses")
        }

        let subject = Subject(object: object, shape: shape, country: country, documentKind: context.kind)
        for rule in countryRules {
            rule(subject, &context)
        }
    }

    /// Checks a country code value; returns the country whose address format applies.
    @discardableResult
    public static func countryCode(
        _ value: JSONValue, allowsC2: Bool, in context: inout ValidationContext
    ) -> CountryCode? {
        guard let text = context.string(value) else { return nil }
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
        _ key: String, in object: JSONValue, shape: AddressShape, allowsC2: Bool, in context: inout ValidationContext
    ) -> CountryCode? {
        let value = shape == .applePay ? context.optional(key, in: object) : context.required(key, in: object)
        guard let value else { return nil }
        return countryCode(value, allowsC2: allowsC2, in: &context)
    }

    private static func countryCodeText(_ key: String, in object: JSONValue) -> String? {
        object[key]?.string
    }

    static func isBlank(_ key: String, in object: JSONValue) -> Bool {
        guard let value = object[key] else { return true }
        if value.isNull { return true }
        if let text = value.string { return text.allSatisfy(\.isWhitespace) }
        return false
    }
}
