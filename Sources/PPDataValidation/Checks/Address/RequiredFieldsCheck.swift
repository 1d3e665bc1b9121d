import PPData

/// CITY_REQUIRED, POSTAL_CODE_REQUIRED and STATE_REQUIRED for every address shape.
///
/// Two sources decide what is required. PayPal's address shapes (MPL PayPalAddress, Orders v2, Payments v1) use
/// PayPal's own tables: a city everywhere, a postal code in the countries of PayPal's list, a `state` in the nine
/// Payments v1 countries (the spec's ten less Italy, where PayPal took a payment without one: Data/README.md). The
/// Apple Pay / Contacts shape uses the address metadata's required fields for the city and the postal code. A state
/// is required in every shape wherever the country's format requires one (a warning in the Orders v2 shape, which
/// PayPal takes without one, and in the Payments v1 shape outside its nine).
/// A country whose format has no postal code at all (Gambia, Kiribati, ... are on PayPal's list nonetheless) is
/// never asked for one. An address without a usable country is asked for nothing: the country decides.
enum RequiredFieldsCheck {
    static func check(_ subject: AddressCheck.Subject, in context: inout ValidationContext) {
        // Most addresses have all three fields: that is decided by three lookups before anything else is read.
        let cityBlank = AddressCheck.isBlank(member: subject.city)
        let postalCodeBlank = AddressCheck.isBlank(member: subject.postalCode)
        let stateBlank = AddressCheck.isBlank(member: subject.state)
        guard cityBlank || postalCodeBlank || stateBlank else { return }
        // Safari holds an Apple Pay JS contact member given null as the text "null" (reported where the member is
        // read: `ValidationContext.isConvertedNull`): not missing. The members are read again only then.
        let heldAsText = subject.shape == .applePayJS
        let cityMissing = cityBlank && !(heldAsText && subject.city?.isNull == true)
        let postalCodeMissing = postalCodeBlank && !(heldAsText && subject.postalCode?.isNull == true)
        let stateMissing = stateBlank && !(heldAsText && subject.state?.isNull == true)
        // The format is read through the rules object, not copied out (a copy retained each of its fields),
        // and the shape's keys only for a message.
        var keys: AddressShape.Keys { subject.shape.keys }
        let object = subject.object
        let rules = subject.rules
        // Built only for a message (most addresses have every field).
        var place: String { subject.rules?.place ?? "" }

        // Without a usable country (missing or invalid, reported as such) nothing is said of the city: which fields
        // an address needs is the country's to decide, and a finding must not rest on a member that is itself wrong.
        if cityMissing, subject.country != nil {
            if subject.shape.isPayPalShape, subject.country?.paypalMayNotRequireCity == true {
                // Read both ways (Data/address/paypal-rules.tsv, city_optional): a warning, not a refusal. PayPal's
                // own classic reply gave a Singapore ship-to address without a city (angelleye/paypal-woocommerce
                // #246), and Google's metadata asks for none in the three.
                context.report(
                    .cityRequired, .warning, missing: keys.city, in: object,
                    "no city (\"\(keys.city)\"): PayPal's address requirements are read as making it optional for "
                        + "\(place) addresses, though every other country needs one; add one if PayPal refuses the address")
            } else if subject.shape.isPayPalShape {
                context.report(.cityRequired, missing: keys.city, in: object, "PayPal requires a city (\"\(keys.city)\")")
            } else if let rules, rules.requires(.locality) {
                context.report(
                    .cityRequired, missing: keys.city, in: object,
                    "\(place) addresses need "
                        + "\(rules.format.localityKind.displayName.withIndefiniteArticle) (\"\(keys.city)\")")
            }
        }

        if let rules, let country = subject.country, rules.hasPostalCode, postalCodeMissing {
            // Worded only for a report.
            var name: String { rules.format.postalCodeKind.displayName }
            var example: String { rules.format.postalCodeExample.map { " such as \"\($0)\"" } ?? "" }
            if subject.shape.isPayPalShape {
                if country.paypalRequiresPostalCode {
                    context.report(
                        .postalCodeRequired, missing: keys.postalCode, in: object,
                        "PayPal requires \(name.withIndefiniteArticle) (\"\(keys.postalCode)\")\(example) "
                            + "for \(place) addresses")
                }
            } else if rules.requires(.postalCode) {
                context.report(
                    .postalCodeRequired, missing: keys.postalCode, in: object,
                    "\(place) addresses need \(name.withIndefiniteArticle) (\"\(keys.postalCode)\")\(example)")
            }
        }

        if let rules, let country = subject.country, stateMissing {
            var name: String { rules.format.administrativeAreaKind.displayName }
            if subject.shape == .paymentsV1 && country.paymentsV1RequiresState {
                context.report(
                    .stateRequired, missing: keys.state, in: object,
                    "Payments v1 requires \(name.withIndefiniteArticle) (\"\(keys.state)\") for \(place) addresses")
            } else if rules.requires(.administrativeArea) {
                // Orders v2 takes such addresses: PayPal created and captured orders whose US shipping and card
                // billing addresses had no `admin_area_1` (juspay/connector-service's sandbox test reports of March
                // 2026, 57 orders and 12 vault tokens answered 201; Tests/RealDocuments), as it takes a state it does
                // not know (INVALID_STATE is a warning there too). Payments v1 requires a state in its nine countries
                // only (above); elsewhere the requirement is the address metadata's, and PayPal's own sandbox buyer
                // for Costa Rica has none (a PayPal transaction-search reply stored in public code).
                let severity: Severity = subject.shape == .ordersV2 || subject.shape == .paymentsV1 ? .warning : .error
                context.report(
                    .stateRequired, severity, missing: keys.state, in: object,
                    "\(place) addresses need \(name.withIndefiniteArticle) (\"\(keys.state)\")")
            }
        }
    }
}
