import PPData

/// INVALID_POSTAL_CODE: the postal code against the country's pattern, then against the state's range.
///
/// - A code that does not match the pattern is an error, with the corrected code as suggestion when case,
///   spacing, full-width digits or the envelope prefix are all that is wrong (`sw1a1aa` → `SW1A 1AA`). Letter case
///   counts: PayPal's own card fields refuse `p17 7bd` ("Enter a valid ZIP code", paypal/paypal-js issue #626),
///   although Google's address libraries upper-case a code before matching it.
/// - A valid US ZIP code outside the range of the address's state (`10001` with `CA`) is an **error** in the PayPal
///   shapes when exactly one other state claims it: PayPal rejects such an address (VALIDATION_ERROR on city,
///   state and zip for `46000` with `AL`, PayPal-PHP-SDK issue #969, in Tests/RealDocuments/address/
///   php-sdk-issue-969-orenburg-al-46000.json). It stays a **warning** when no subdivision or several claim the
///   code (military ZIPs, codes serving two states: Google's prefixes are not exact there), outside the US (no
///   refusal on record; real codes cross state lines: Mahé, Puducherry, 673310 is in Kerala's range), in Apple Pay
///   contacts, which PayPal does not check, and in a card's billing address (and the other addresses of a Payments
///   v1 card payment, `Subject.isOnCardPayment`): a card network's address check reports a mismatch to the merchant
///   and PayPal took the payment. Evidence: PayPal answered Ack Success to a card billed to `Jonsetown` `NC`
///   `23456` (a Virginia ZIP code) in the DoDirectPayment recording of activemerchant/active_merchant
///   (test/unit/gateways/paypal_test.rb, 2014, AVS code X), an address its remote tests against PayPal still
///   passed with in 2024; PayPal-Ruby-SDK's 2.0-beta integration spec expects 201 for a card payment billed to
///   `Anytown` `CA` `12345` (a New York ZIP code). The refusals are all of a PayPal account's shipping address.
///   Either way the fault may be in the state as well as in the code.
/// - Codes longer than the shape's limit have already had INVALID_STRING_LENGTH (Orders v2 60, Payments v1 20):
///   one fault, one code. Longer than 60 characters elsewhere: invalid without running a pattern.
/// - A code that does not match is a warning where PayPal is seen to take one: in PayPal's shapes for a country off
///   PayPal's postal-code list (Ireland, Egypt, El Salvador, ...; PayPal asks for no code there, and its own sandbox
///   buyers ship to `353`, `20` and `1120` in those three), and in the Orders v2 shape outside the US (PayPal
///   created orders shipping to NL `59890` and AT `50925`), but on a card, whose fields PayPal checks.
/// - A country without postal codes, or without a known pattern, accepts anything.
///
/// Returns whether the code is printable ASCII matching the pattern within the state's range, the only codes
/// worth looking up in a list of real ones (`USZIPCodeCheck`).
enum PostalCodeCheck {
    @discardableResult
    static func check(_ subject: AddressCheck.Subject, in context: inout ValidationContext) -> Bool {
        guard let rules = subject.rules, rules.hasPostalCode, let matcher = rules.postalCode else { return false }
        guard let value = subject.postalCode, value.kind == .string else { return false }
        // The common case decided from the bytes, without building the String: printable ASCII, not blank, within
        // the shape's limit, and matching. Anything else takes the general path below.
        let limit = subject.shape == .paymentsV1 ? 20 : AddressFormat.maximumPostalCodeLength
        let matchesAsWritten = value.withStringUTF8 { bytes in
            bytes.count <= limit && bytes.allSatisfy { (0x20...0x7E).contains($0) } && bytes.contains { $0 != 0x20 }
                && PostalCodes.matches(matcher, utf8: bytes)
        }
        if matchesAsWritten == true {
            // The state's range too, from the same bytes (printable ASCII within the limit, as `isMatchable` asks);
            // the code becomes a String only for a message.
            if rules.hasPostalRanges, let match = subject.stateMatch, let range = rules.range(of: match),
                value.withStringUTF8({ PostalCodes.matches(range, utf8: $0) }) == false, let code = value.string
            {
                reportOutOfRange(code, of: match.subdivision, at: value, subject: subject, rules: rules, in: &context)
                return false
            }
            return true
        }

        let format = rules.format
        let keys = subject.shape.keys
        guard let text = value.string, !value.isBlank else { return false }
        let length = text.unicodeScalars.count
        switch subject.shape {
        case .ordersV2 where length > 60, .paymentsV1 where length > 20: return false
        default: break
        }
        let name = "\(rules.country.englishName) \(format.postalCodeKind.displayName)"
        // A warning where PayPal is seen to take such codes: in PayPal's shapes for a country off its postal-code
        // list, which asks no code there (its own sandbox buyers ship to Ireland `353`, Egypt `20`, El Salvador
        // `1120`), and in the Orders v2 shape outside the US but on a card (PayPal created iDEAL and EPS orders
        // shipping to NL `59890` and AT `50925`: juspay/connector-service's sandbox reports, Tests/RealDocuments;
        // PayPal's card fields refuse a UK `p17 7bd`, paypal/paypal-js issue #626; docs/rules.md), and in the Payments
        // v1 shape outside the US but on a card (PayPal created 50 payments shipping to China with the postal code
        // `0`: DaSh0n8/online-honey-store's PayPal.log, May 2021, Tests/RealDocuments).
        let offPayPalsList = subject.country.map { !$0.paypalRequiresPostalCode } == true
        let outsideTheUS = subject.country != .us && !subject.isOnCardPayment
        let takenByPayPal =
            (subject.shape.isPayPalShape && offPayPalsList)
            || ((subject.shape == .ordersV2 || subject.shape == .paymentsV1) && outsideTheUS)
        let severity: Severity = takenByPayPal ? .warning : .error
        guard length <= AddressFormat.maximumPostalCodeLength else {
            context.report(
                .invalidPostalCode, severity, at: value,
                "\"\(keys.postalCode)\" has \(length) characters, too many for \(name.withIndefiniteArticle)")
            return false
        }
        guard format.isValidPostalCode(text) else {
            // A code that is right but for its form (letter case, spacing, digits, the envelope prefix) is said to
            // be so: `sr5 2uh` is a valid postcode that PayPal's own replies write in lower case, not a wrong one.
            if let normalized = format.normalizedPostalCode(text) {
                // Written right, a code of another state is no fix: said, not suggested.
                let elsewhere = outOfRange(normalized, subject: subject, rules: rules).map {
                    "; \"\(normalized)\" would not be \(format.postalCodeKind.displayName.withIndefiniteArticle) of \(describe($0)) either"
                }
                // Behind the envelope prefix its post writes (`LT-01103`, `L-1728`), the code itself is right: a
                // warning in every shape (a new user's real Lithuanian and Luxembourg addresses were errors), unless
                // the code is another state's too.
                let envelope = elsewhere == nil && PostalCodes.isEnvelopeForm(text, of: normalized, in: format)
                context.report(
                    .invalidPostalCode, envelope ? .warning : severity, at: value,
                    "\"\(text)\" is not written as \(name.withIndefiniteArticle) is (its letter case, spaces, digits or prefix)\(elsewhere ?? "")",
                    suggestion: elsewhere == nil ? normalized : nil)
                return false
            }
            let example = format.postalCodeExample.map { " (for example \"\($0)\")" } ?? ""
            context.report(.invalidPostalCode, severity, at: value, "\"\(text)\" is not a valid \(name)\(example)")
            return false
        }
        checkRange(text, at: value, subject: subject, rules: rules, in: &context)
        return false
    }

    /// The finding for a valid code outside the range of the address's (known) subdivision.
    private static func checkRange(
        _ code: String, at value: JSONView, subject: AddressCheck.Subject, rules: CountryAddressRules,
        in context: inout ValidationContext
    ) {
        guard let subdivision = outOfRange(code, subject: subject, rules: rules) else { return }
        reportOutOfRange(code, of: subdivision, at: value, subject: subject, rules: rules, in: &context)
    }

    /// The address's (known) subdivision when `code` is outside its range; nil when it is inside, or no range is known.
    private static func outOfRange(
        _ code: String, subject: AddressCheck.Subject, rules: CountryAddressRules
    ) -> Subdivision? {
        guard rules.hasPostalRanges, let match = subject.stateMatch, let range = rules.range(of: match),
            !PostalCodes.matches(range, code)
        else { return nil }
        return match.subdivision
    }

    /// Reports `code`, a valid postal code of the country, as not one of `subdivision`'s (naming the subdivision it
    /// belongs to when exactly one claims it).
    private static func reportOutOfRange(
        _ code: String, of subdivision: Subdivision, at value: JSONView, subject: AddressCheck.Subject,
        rules: CountryAddressRules, in context: inout ValidationContext
    ) {
        let format = rules.format
        let kind = format.administrativeAreaKind.displayName
        let owners = format.subdivisions.filter { format.postalCode(code, isIn: $0) == true }
        // No state's range holds it (`00000`, a placeholder): USPS has no such code, which PayPal refuses in Payments
        // v1 (USZIPCodeCheck); "not one of New York's" undersold it (a new user's trial).
        if owners.isEmpty, USZIPCodeCheck.reportsUnlisted(subject, in: &context) { return }
        let owner = owners.count == 1 ? "; it belongs to \(describe(owners[0]))" : ""
        // PayPal's refusals on record are all of US addresses; elsewhere a code serving a place across a state line
        // is real (Mahé, Puducherry, has Kerala's 673310; Jennings NSW has Queensland's 4383), and Google's ranges
        // are prefixes that miss such enclaves: a warning there.
        let refusedByPayPal = subject.shape != .applePay && subject.shape != .applePayJS && !subject.isOnCardPayment
            && subject.country == .us
        context.report(
            .invalidPostalCode, owners.count == 1 && refusedByPayPal ? .error : .warning, at: value,
            "\"\(code)\" is not \(format.postalCodeKind.displayName.withIndefiniteArticle) of the \(kind) \(describe(subdivision))\(owner)")
    }

    /// `California (CA)`, or just the key where the name is the key.
    static func describe(_ subdivision: Subdivision) -> String {
        let name = subdivision.latinName ?? subdivision.name
        // Google's names of the US military "states" carry their code already: `Armed Forces (AP)`.
        return name == subdivision.key || name.hasSuffix("(\(subdivision.key))") ? name : "\(name) (\(subdivision.key))"
    }
}
