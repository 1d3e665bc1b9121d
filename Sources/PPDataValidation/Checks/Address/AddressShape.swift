/// The postal address shapes documents carry (docs/rules.md), each with its own key names.
///
/// Not frozen: new document kinds bring new shapes (`applePayJS` came with `apple-pay-js`).
/// Switch over it with a `default:` (`@unknown default:` only warns across modules built without library
/// evolution), or compare with `==`.
public enum AddressShape: String, Sendable, Hashable, CaseIterable {
    /// MPL PayPalAddress: `street1`, `street2`, `city`, `state`, `postalcode`, `countrycode`.
    case paypal
    /// Orders v2: `address_line_1`, `address_line_2`, `admin_area_2` (city), `admin_area_1` (state), `postal_code`,
    /// `country_code`.
    case ordersV2
    /// Apple Pay / Contacts: `street`, `subLocality`, `city`, `subAdministrativeArea`, `state`, `postalCode`,
    /// `country`, `isoCountryCode`.
    case applePay
    /// Payments v1: `line1`, `line2`, `city`, `state`, `postal_code`, `country_code` (plus `phone` and, for
    /// shipping addresses, `recipient_name`).
    case paymentsV1
    /// Apple Pay JS's ApplePayPaymentContact, an address and a person in one object: `addressLines`, `subLocality`,
    /// `locality`, `subAdministrativeArea`, `administrativeArea`, `postalCode`, `country`, `countryCode`, and the
    /// contact's `givenName`, `familyName`, phonetic names, `emailAddress`, `phoneNumber`.
    case applePayJS

    /// The keys of each part of an address in this shape.
    public struct Keys: Sendable, Hashable {
        /// The country code key.
        public var countryCode: String
        /// The city key.
        public var city: String
        /// The state, province or region key.
        public var state: String
        /// The postal code key.
        public var postalCode: String
        /// The first street line key.
        public var line1: String
        /// Every key the shape defines.
        public var all: [String]
    }

    /// The keys of this shape.
    public var keys: Keys {
        switch self {
        case .paypal: Self.paypalKeys
        case .ordersV2: Self.ordersV2Keys
        case .applePay: Self.applePayKeys
        case .paymentsV1: Self.paymentsV1Keys
        case .applePayJS: Self.applePayJSKeys
        }
    }

    /// Where the fields the per-country rules read sit in `keys.all` (and so in `keySet`).
    struct FieldPositions: Sendable, Equatable {
        /// Positions of `keys.city`, `keys.state`, `keys.postalCode`, `keys.countryCode`.
        let city, state, postalCode, countryCode: Int

        init(_ keys: Keys) {
            city = keys.all.firstIndex(of: keys.city) ?? keys.all.count
            state = keys.all.firstIndex(of: keys.state) ?? keys.all.count
            postalCode = keys.all.firstIndex(of: keys.postalCode) ?? keys.all.count
            countryCode = keys.all.firstIndex(of: keys.countryCode) ?? keys.all.count
        }
    }

    /// The positions of this shape's fields (computed once per shape).
    var positions: FieldPositions {
        switch self {
        case .paypal: Self.paypalPositions
        case .ordersV2: Self.ordersV2Positions
        case .applePay: Self.applePayPositions
        case .paymentsV1: Self.paymentsV1Positions
        case .applePayJS: Self.applePayJSPositions
        }
    }

    private static let paypalPositions = FieldPositions(paypalKeys)
    private static let ordersV2Positions = FieldPositions(ordersV2Keys)
    private static let applePayPositions = FieldPositions(applePayKeys)
    private static let paymentsV1Positions = FieldPositions(paymentsV1Keys)
    private static let applePayJSPositions = FieldPositions(applePayJSKeys)

    /// `keys.all` for the unknown-key scan (built once: addresses are checked by the million).
    var keySet: JSONKeySet {
        switch self {
        case .paypal: Self.paypalKeySet
        case .ordersV2: Self.ordersV2KeySet
        case .applePay: Self.applePayKeySet
        case .paymentsV1: Self.paymentsV1KeySet
        case .applePayJS: Self.applePayJSKeySet
        }
    }

    private static let paypalKeys = makeKeys(.paypal)
    private static let ordersV2Keys = makeKeys(.ordersV2)
    private static let applePayKeys = makeKeys(.applePay)
    private static let paymentsV1Keys = makeKeys(.paymentsV1)
    private static let paypalKeySet = JSONKeySet(paypalKeys.all)
    private static let ordersV2KeySet = RequestSchema.keySet(
        ordersV2Keys.all, completedBy: "checkout_orders_v2:address_portable")
    private static let applePayKeySet = JSONKeySet(applePayKeys.all)
    private static let paymentsV1KeySet = RequestSchema.keySet(
        paymentsV1Keys.all, completedBy: "payments_payment_v1:shipping_address")
    private static let applePayJSKeys = makeKeys(.applePayJS)
    private static let applePayJSKeySet = JSONKeySet(applePayJSKeys.all)

    private static func makeKeys(_ shape: AddressShape) -> Keys {
        switch shape {
        case .paypal:
            Keys(
                countryCode: "countrycode", city: "city", state: "state", postalCode: "postalcode", line1: "street1",
                all: ["name", "street1", "street2", "city", "state", "postalcode", "countrycode", "country"])
        case .ordersV2:
            Keys(
                countryCode: "country_code", city: "admin_area_2", state: "admin_area_1", postalCode: "postal_code",
                line1: "address_line_1",
                all: ["address_line_1", "address_line_2", "admin_area_2", "admin_area_1", "postal_code", "country_code"])
        case .applePay:
            Keys(
                countryCode: "isoCountryCode", city: "city", state: "state", postalCode: "postalCode", line1: "street",
                all: [
                    "street", "subLocality", "city", "subAdministrativeArea", "state", "postalCode", "country",
                    "isoCountryCode",
                ])
        case .paymentsV1:
            Keys(
                countryCode: "country_code", city: "city", state: "state", postalCode: "postal_code", line1: "line1",
                all: [
                    "recipient_name", "line1", "line2", "city", "state", "postal_code", "country_code", "phone", "type",
                    "normalization_status", "status", "default_address", "preferred_address",
                ])
        case .applePayJS:
            // ApplePayPaymentContact (WebKit's ApplePayPaymentContact.idl; Apple's Apple Pay JS reference).
            Keys(
                countryCode: "countryCode", city: "locality", state: "administrativeArea", postalCode: "postalCode",
                line1: "addressLines",
                all: [
                    "addressLines", "subLocality", "locality", "subAdministrativeArea", "administrativeArea",
                    "postalCode", "country", "countryCode", "givenName", "familyName", "phoneticGivenName",
                    "phoneticFamilyName", "emailAddress", "phoneNumber",
                ])
        }
    }

    /// Whether PayPal's address rules apply (its postal-code-required list, city everywhere, `C2`).
    public var isPayPalShape: Bool { !isApplePayShape }

    /// Whether this is one of Apple's shapes (PassKit's postal address, Apple Pay JS's contact): the country code
    /// is optional and read in any letter case, and the address metadata decides what is required.
    var isApplePayShape: Bool { self == .applePay || self == .applePayJS }

    /// Keys that only this shape uses, for detection (an array: `StringAliases` says why not a Set of Strings).
    var distinctiveKeys: [String] {
        switch self {
        case .paypal: ["street1", "street2", "postalcode", "countrycode"]
        case .ordersV2: ["address_line_1", "address_line_2", "admin_area_1", "admin_area_2"]
        case .applePay: ["street", "subLocality", "subAdministrativeArea", "postalCode", "isoCountryCode"]
        case .paymentsV1: ["line1", "line2", "recipient_name"]
        case .applePayJS: ["addressLines", "locality", "administrativeArea"]
        }
    }

    /// The shape whose distinctive keys `object` uses most; nil when it uses none, or two shapes tie.
    ///
    /// `postal_code`/`country_code` (shared by Orders v2 and Payments v1) decide for Orders v2 only when nothing else does.
    public static func detect(_ object: JSONValue) -> AddressShape? { detect(object.view) }

    /// `detect` for a view. Keys are matched by their bytes in one table of every shape's distinctive keys, each
    /// counted once (a Set of the object's keys as Strings, intersected with each shape's, was 4% of the CLI's
    /// instructions on the broad benchmark corpus: every address of every kind is detected).
    static func detect(_ object: JSONView) -> AddressShape? {
        guard object.kind == .object else { return nil }
        var seen: UInt64 = 0  // distinctive keys found, by position in `detectionKeys`
        var fallback = false
        for member in object.children {
            if let position = detectionKeys.position(ofKeyOf: member) {
                seen |= 1 << UInt64(position)
            } else if fallbackKeys.contains(keyOf: member) {
                fallback = true
            }
        }
        // Each shape's count is the number of its keys seen: a population count, with no array per address (an
        // array of counts and its filtered copy were two thirds of detecting).
        var best = 0
        var winner = 0
        var tie = false
        for (shape, keys) in detectionMasks.enumerated() {
            let count = (seen & keys).nonzeroBitCount
            if count > best {
                (best, winner, tie) = (count, shape, false)
            } else if count == best {
                tie = true
            }
        }
        guard best > 0 else { return fallback ? .ordersV2 : nil }
        return tie ? nil : allCases[winner]
    }

    /// Every shape's distinctive keys, in `allCases` order (at most 64).
    private static let detectionKeys = JSONKeySet(allCases.flatMap { $0.distinctiveKeys.sorted() })
    /// For each shape, in `allCases` order, the bits of the positions in `detectionKeys` of its keys (a key counts
    /// for the first shape that has it).
    private static let detectionMasks: [UInt64] = {
        var masks = [UInt64](repeating: 0, count: allCases.count)
        for (position, key) in detectionKeys.keys.enumerated() {
            let shape = allCases.firstIndex { $0.distinctiveKeys.contains(key) } ?? 0
            masks[shape] |= 1 << UInt64(position)
        }
        return masks
    }()
    /// The keys Orders v2 and Payments v1 share, which decide for Orders v2 only when nothing else does.
    private static let fallbackKeys = JSONKeySet(["country_code", "postal_code"])
}
