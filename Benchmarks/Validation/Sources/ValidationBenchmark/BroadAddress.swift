/// Addresses in the five shapes the validator reads, and bare address documents (the `address` kind) with their
/// faults. Optional lines appear at realistic rates; the place data (BroadSupport.swift) is valid for its country.
enum BroadAddress {
    static func ordersV2(_ place: Place, _ dice: inout Dice) -> JObject {
        var address = JObject()
        address.str("address_line_1", place.line1)
        if let line2 = place.line2, dice.chance(0.7) { address.str("address_line_2", line2) }
        address.str("admin_area_2", place.city)
        if let state = place.state { address.str("admin_area_1", state) }
        if let postal = place.postalCode { address.str("postal_code", postal) }
        address.str("country_code", place.country)
        return address
    }

    static func paymentsV1(_ place: Place, _ dice: inout Dice, recipient: Bool) -> JObject {
        var address = JObject()
        if recipient { address.str("recipient_name", "\(dice.pick(People.given)) \(dice.pick(People.family))") }
        address.str("line1", place.line1)
        if let line2 = place.line2, dice.chance(0.7) { address.str("line2", line2) }
        address.str("city", place.city)
        if let state = place.state { address.str("state", state) }
        if let postal = place.postalCode { address.str("postal_code", postal) }
        address.str("country_code", place.country)
        if dice.chance(0.3) { address.str("phone", "+\(place.phoneCountry) \(place.phone)") }
        return address
    }

    static func mpl(_ place: Place, _ dice: inout Dice) -> JObject {
        var address = JObject()
        address.str("name", "\(dice.pick(People.given)) \(dice.pick(People.family))")
        address.str("street1", place.line1)
        if let line2 = place.line2, dice.chance(0.7) { address.str("street2", line2) }
        address.str("city", place.city)
        if let state = place.state { address.str("state", state) }
        if let postal = place.postalCode { address.str("postalcode", postal) }
        address.str("countrycode", place.country)
        return address
    }

    /// PassKit `CNPostalAddress` (`shippingContact.postalAddress`).
    static func passKit(_ place: Place, _ dice: inout Dice) -> JObject {
        var address = JObject()
        address.str("street", place.line1)
        address.str("city", place.city)
        if let state = place.state { address.str("state", state) }
        if let postal = place.postalCode { address.str("postalCode", postal) }
        if dice.chance(0.5) { address.str("country", place.country) }
        address.str("isoCountryCode", dice.chance(0.3) ? place.country.lowercased() : place.country)
        return address
    }

    /// Apple Pay JS contact: the address and the person in one object.
    static func applePayJSContact(_ place: Place, _ dice: inout Dice) -> JObject {
        var contact = JObject()
        let given = dice.pick(People.given)
        contact.str("givenName", given)
        contact.str("familyName", dice.pick(People.family))
        if dice.chance(0.6) { contact.str("emailAddress", People.email(&dice, given: given)) }
        if dice.chance(0.5) { contact.str("phoneNumber", "+\(place.phoneCountry) \(place.phone)") }
        contact.arr("addressLines", [quote(place.line1)] + (place.line2.map { [quote($0)] } ?? []))
        contact.str("locality", place.city)
        if let state = place.state { contact.str("administrativeArea", state) }
        if let postal = place.postalCode { contact.str("postalCode", postal) }
        contact.str("countryCode", place.country)
        return contact
    }

    enum Fault: String, CaseIterable {
        case badCountry = "INVALID_COUNTRY_CODE", noCountry = "MISSING_REQUIRED_PARAMETER", noCity = "CITY_REQUIRED"
        case noPostalCode = "POSTAL_CODE_REQUIRED", badPostalCode = "INVALID_POSTAL_CODE", noState = "STATE_REQUIRED"
        case longLine = "INVALID_STRING_LENGTH", numericPostal = "INVALID_PARAMETER_SYNTAX", badState = "INVALID_STATE"
        var code: String { rawValue }
    }
    enum Warning: String, CaseIterable {
        case withdrawn = "COUNTRY_CODE_WITHDRAWN", unknownField = "UNKNOWN_FIELD", notSupported = "COUNTRY_NOT_SUPPORTED"
    }

    /// A bare address document in one of the three PayPal shapes (the Apple shapes are exercised inside the Apple Pay
    /// documents, where they belong).
    static func make(_ dice: inout Dice, faults: [Fault], warning: Warning?) -> JObject {
        let has = Set(faults)
        var place = dice.pick(Place.all)
        // US addresses carry a state and a postal code, so their removal is a fault in every shape.
        if has.contains(.noState) || has.contains(.noPostalCode) || has.contains(.badPostalCode) || has.contains(.badState) { place = Place.all[dice.below(6)] }
        // A long line needs a shape with length limits; an unknown or missing state is only a warning in the Orders v2
        // shape.
        let shape = has.contains(.longLine) ? dice.below(2)
            : has.contains(.badState) || has.contains(.noState) ? 1 + dice.below(2) : dice.below(3)
        var address: JObject
        let keys: (country: String, city: String, state: String, postal: String, line: String)
        switch shape {
        case 0:
            address = ordersV2(place, &dice)
            keys = ("country_code", "admin_area_2", "admin_area_1", "postal_code", "address_line_1")
        case 1:
            address = paymentsV1(place, &dice, recipient: dice.chance(0.5))
            keys = ("country_code", "city", "state", "postal_code", "line1")
        default:
            address = mpl(place, &dice)
            keys = ("countrycode", "city", "state", "postalcode", "street1")
        }
        if has.contains(.badCountry) { address.str(keys.country, dice.pick(["UK", "XX", "USA", "EN"])) }
        if has.contains(.noCountry) { address.remove(keys.country) }
        if has.contains(.noCity) { address.remove(keys.city) }
        if has.contains(.noPostalCode) { address.remove(keys.postal) }
        if has.contains(.badPostalCode) { address.str(keys.postal, "1234") }
        if has.contains(.noState) { address.remove(keys.state) }
        if has.contains(.longLine) { address.str(keys.line, String(repeating: "Long Street Name ", count: 20)) }
        if has.contains(.badState) { address.str(keys.state, "Atlantis") }
        if has.contains(.numericPostal) { address.raw(keys.postal, place.postalCode.flatMap { Int($0) }.map(String.init) ?? "12345") }
        switch warning {
        case .withdrawn:
            address = JObject()
            address.str(keys.line, "Kaya Grandi 1")
            address.str(keys.city, "Kralendijk")
            address.str(keys.country, "AN")
        case .unknownField: address.str("zip", place.postalCode ?? "00000")
        case .notSupported:
            // Curaçao: in ISO 3166-1 since 2010, in neither PayPal table (the MPL guide's lists the Netherlands
            // Antilles; the REST reference lists neither). Montenegro until session 52, when PayPal's REST list made
            // it a PayPal country (Data/README.md).
            address = JObject()
            address.str(keys.line, "Handelskade 1")
            address.str(keys.city, "Willemstad")
            address.str(keys.country, "CW")
        case nil: break
        }
        return address
    }
}
