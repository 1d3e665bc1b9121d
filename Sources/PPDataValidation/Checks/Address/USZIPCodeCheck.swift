import PPData

/// A US ZIP code against USPS's list (`USZIPCode`): the code must be one USPS has (INVALID_POSTAL_CODE), and the city
/// one of USPS's names for it (CITY_POSTAL_CODE_MISMATCH). Runs only on a code that passed `PostalCodeCheck` (the
/// pattern and the state's range), in US addresses and those of the territories USPS serves as states (PR, GU, VI,
/// AS, MP, and the freely associated states), whose ZIP codes the table has.
///
/// Severity, from what PayPal is known to do:
/// - **Error** in the Payments v1 shape, but on a card payment. PayPal answered 400 VALIDATION_ERROR naming city,
///   state and zip to `NEW YORK` `NY` `10254` (no such ZIP code; PayPal-NET-SDK issue #225) and to `East Bronx` `NY`
///   `10473` (a Bronx ZIP code; issue #235), and classic error 10736 "A match of the Shipping Address City, State, and
///   Postal Code failed" to `HUSTON` `CA` `95326` (Hughson; angelleye/paypal-woocommerce issue #756), all payments
///   through a PayPal account. All three are in Tests/RealDocuments.
/// - **Warning** everywhere else: in a Payments v1 card payment's addresses, the card's billing address and the
///   shipping address of a `credit_card` payment (PayPal's own REST samples, the PayPal-node-SDK and PayPal-Python-SDK
///   READMEs, pay with a card billed to `Johnstown` `OH` `43210`, a Columbus ZIP code, and no refusal of it is
///   recorded; PayPal-NET-SDK's PaymentWithCreditCard sample shipped to that address from 2015 to 2017, and its
///   maintainer showed the sandbox's transaction for it in issue #71), in Orders v2, MPL and the Apple shapes (no
///   evidence that PayPal or Apple refuses such an address; a wrong city still delays a parcel).
/// - A name USPS lists for the ZIP code's area but asks not to be used (`NYC` for 10001) is a warning in every shape.
/// - A city that differs only in letter case, accents, punctuation, spacing or USPS's abbreviations (`St. Louis`,
///   `Ft Worth`) is USPS's name: no finding.
enum USZIPCodeCheck {
    /// Reports the subject's ZIP code when USPS has no such code; whether it did. Asked by `PostalCodeCheck` of a code
    /// no state's range holds (`00000`), which it would otherwise call only outside the state's range.
    static func reportsUnlisted(_ subject: AddressCheck.Subject, in context: inout ValidationContext) -> Bool {
        guard let country = subject.country, country == .us || servedAsState(country), let value = subject.postalCode,
            case .some(.none) = value.withStringUTF8(USZIPCode.position(ofZIPText:))
        else { return false }
        reportUnlisted(value, severity: severity(for: subject), in: &context)
        return true
    }

    /// The severity of a ZIP code's finding in `subject`'s shape (above).
    private static func severity(for subject: AddressCheck.Subject) -> Severity {
        subject.shape == .paymentsV1 && !subject.isOnCardPayment ? .error : .warning
    }

    private static func reportUnlisted(_ value: JSONView, severity: Severity, in context: inout ValidationContext) {
        context.report(.invalidPostalCode, severity, at: value, "\"\(value.string ?? "")\" is not on USPS's list of ZIP codes")
    }

    static func check(_ subject: AddressCheck.Subject, in context: inout ValidationContext) {
        guard let country = subject.country, country == .us || servedAsState(country),
            let value = subject.postalCode, let found = value.withStringUTF8(USZIPCode.position(ofZIPText:))
        else { return }
        let severity = severity(for: subject)
        guard let position = found else {
            // Only a code of the right form, within the state's range, gets here: USPS simply has no such code.
            return reportUnlisted(value, severity: severity, in: &context)
        }
        // The two letters compared in place (an array of them cost an allocation an address).
        let zipState = USZIPCode.stateBytes(at: position)
        func isZIPState(_ code: String) -> Bool {
            let utf8 = code.utf8
            return utf8.count == 2 && utf8.first == zipState.0 && utf8.last == zipState.1
        }
        // The territories are countries of their own in ISO 3166: their addresses may write the country code where
        // US addresses write the state.
        if country != .us {
            guard isZIPState(country.rawValue) else { return }
        } else if let state = subject.stateMatch?.subdivision.key, !isZIPState(state) {
            // The state and the ZIP code disagree, and the state's range did not catch it: which of the two is wrong
            // is not for the city to say.
            return
        }
        // A city over the shape's length limit has had INVALID_STRING_LENGTH (one fault, one code).
        let limit = subject.shape == .paymentsV1 ? 64 : 120
        guard let city = subject.city, city.kind == .string, !city.isBlank,
            city.stringLength(isCertainlyIn: 0...limit) || (city.stringScalarCount ?? 0) <= limit
        else { return }
        let match = city.withStringUTF8 { USZIPCode.match(city: $0, at: position) } ?? .unknown
        switch match {
        case .preferred, .acceptable:
            return
        case .notAcceptable:
            let zip = USZIPCode(position: position)
            context.report(
                .cityPostalCodeMismatch, .warning, at: city,
                "USPS asks not to use \"\(city.string ?? "")\" as the city of ZIP code \(zip.code); its name is \"\(zip.city)\"",
                suggestion: zip.city)
        case .unknown:
            let zip = USZIPCode(position: position)
            let others = zip.acceptableCities.isEmpty ? "" : " (or \(zip.acceptableCities.map { "\"\($0)\"" }.joined(separator: ", ")))"
            context.report(
                .cityPostalCodeMismatch, severity, at: city,
                "\"\(city.string ?? "")\" is not a city of ZIP code \(zip.code), which USPS names \"\(zip.city)\", \(zip.state)\(others)",
                suggestion: zip.city)
        }
    }

    /// Whether USPS serves `country` as a US state with its own ZIP codes (ISO 3166 gives it a country code).
    private static func servedAsState(_ country: CountryCode) -> Bool {
        switch country {
        case .pr, .gu, .vi, .`as`, .mp, .fm, .mh, .pw: true
        default: false
        }
    }
}
