import PPData

/// INVALID_STATE: the state against the country's subdivisions (for countries the metadata lists them for).
///
/// Any spelling names a subdivision: its key, its ISO 3166-2 code (`CA`, `US-CA`), its name, Latin-script name
/// or local-language names, ignoring case and accents. Two cases are reported:
/// - a value that names no subdivision: suggestion the nearest spelling (the code where the country writes codes),
///   or a note when it is a code of another country (`QC` in a US address);
/// - in PayPal's address shapes, a name where the country writes codes (US, CA, AU, BR, IT): PayPal asks for
///   "CA and not California" (Orders v2 `admin_area_1`; Payments v1 `state` is "the two-letter code for US
///   states, and the equivalent for other countries"). Apple Pay / Contacts addresses carry whatever the
///   contact card says, so a name is fine there.
/// Severity: error, but a warning in the Orders v2 shape (wherever it appears), whose field PayPal documents as
/// free text formatted for postal delivery, in both Apple shapes, and outside the US in the Payments v1 shape.
enum SubdivisionCheck {
    /// Countries whose subdivisions are written as codes, searched to explain a code from the wrong country.
    static let codeCountries: [CountryCode] = CountryCode.allCases.filter { $0.addressFormat.usesSubdivisionCodes }

    static func check(_ subject: AddressCheck.Subject, in context: inout ValidationContext) {
        guard let country = subject.country, let rules = subject.rules, rules.hasSubdivisions,
            let value = subject.state, value.kind == .string, !value.isBlank
        else { return }
        // Too long for the shape's field: INVALID_STRING_LENGTH was reported (one fault, one code). Settled from
        // the byte length when it can be; the format is read through the rules object, not copied out.
        let limit = subject.shape == .paymentsV1 ? 40 : 300
        guard value.stringLength(isCertainlyIn: 0...limit) || (value.stringScalarCount ?? 0) <= limit else { return }
        // A warning where the address is passed on unchecked: Orders v2 (PayPal accepted such addresses), and
        // Apple Pay contacts, which WebKit copies into the payment sheet without a check
        // (ApplePayRequestBase.cpp convertAndValidate, PaymentContactCocoa.mm: `setState:` with the text as given).
        // That copy is the PassKit `PKContact` an app sets as `shippingContact`/`billingContact` itself, and
        // PassKit shows the sheet with it: the PassKit shape is a warning for the same reason.
        // Payments v1 checks the state in the US ("state - Value is invalid", below) and took a placeholder elsewhere:
        // 50 payments shipping to China with "state": "省份" ("province"; DaSh0n8/online-honey-store's PayPal.log,
        // May 2021, Tests/RealDocuments).
        let severity: Severity = switch subject.shape {
        case .ordersV2, .applePayJS, .applePay: .warning
        case .paymentsV1: country == .us ? .error : .warning
        case .paypal: .error
        }
        var kind: String { rules.format.administrativeAreaKind.displayName }

        if let match = subject.stateMatch {
            if subject.shape.isPayPalShape, rules.format.usesSubdivisionCodes, !match.spelling.isPayPalValue {
                let text = value.string ?? ""
                let code = match.subdivision.key
                let place = rules.place
                // Payments v1 outside the US: a warning. PayPal's own v1 replies carry the name: its sandbox buyer
                // for Canada ships to `"state": "Ontario"` in a completed sale (mishanian/spgmanagement
                // admin/custom/jsontest.php at 4b441e1, 2017). In the US, PayPal checks that city, state and ZIP
                // code agree (VALIDATION_ERROR "state - Value is invalid", Tests/RealDocuments) and writes codes.
                let nameSeverity: Severity = subject.shape == .paymentsV1 && country != .us ? .warning : severity
                context.report(
                    .invalidState, nameSeverity, at: value,
                    "\"\(text)\" is the name of \(kind.withIndefiniteArticle) of \(place); PayPal expects its code \"\(code)\"",
                    suggestion: code)
            }
            return
        }

        let format = rules.format
        let text = value.string ?? ""
        // A city where the state goes, beside a ZIP code USPS names it for (`Missoula`, 59801): the ZIP code's state
        // is what was meant, not the nearest spelling (`Missouri`). Of 3,000 US city names written as the state, 10
        // were suggested another state: 7 a letter or two from its name (Minneota, Lorida, Marland, Iola, ...), 3 the
        // end of it (Mexico, Jersey, Rico). Looked at only when there is a suggestion and it is not the ZIP code's
        // state: a misspelt state beside its own ZIP code (the usual fault) and a name near no state compare no city
        // names (comparing them for every invalid state beside a ZIP code cost the broad corpus 0.28%, 145 findings).
        let zip = country == .us ? subject.postalCode.flatMap { $0.withStringUTF8(USZIPCode.position(ofZIPText:)) ?? nil } : nil
        func reportedAsZIPCity(insteadOf suggestion: String?) -> Bool {
            guard let zip, let suggestion else { return false }
            let state = USZIPCode.stateBytes(at: zip)
            if suggestion.utf8.elementsEqual([state.0, state.1]) { return false }
            guard (value.withStringUTF8 { USZIPCode.match(city: $0, at: zip) } ?? .unknown) != .unknown else { return false }
            let found = USZIPCode(position: zip)
            context.report(
                .invalidState, severity, at: value,
                "\"\(text)\" is the city of ZIP code \(found.code), not \(kind.withIndefiniteArticle) of \(rules.place); the ZIP code's state is \(found.state)",
                suggestion: found.state)
            return true
        }
        // A recognisable short or unusual form (`DI Yogyakarta`, `N.Y.`, `Calif`) names its subdivision and code.
        // The suggestion is the code where the country writes codes, else the spelling the text abbreviates.
        let guesses = SubdivisionGuess.subdivisions(abbreviatedBy: text, in: format, atMost: 4)
        if guesses.count == 1 {
            let (guess, spelling) = guesses[0]
            if reportedAsZIPCity(insteadOf: format.usesSubdivisionCodes ? guess.key : spelling) { return }
            let iso = guess.iso3166Code.map { " (\($0))" } ?? ""
            context.report(
                .invalidState, severity, at: value,
                "\"\(text)\" is not how \(rules.place) writes its \(kind) \(PostalCodeCheck.describe(guess))\(iso)",
                suggestion: format.usesSubdivisionCodes ? guess.key : spelling)
            return
        }
        // Two subdivisions or more fit (`Lima` in Peru, `Mexico` in Mexico): the message names them and nothing is
        // suggested, as the nearest spelling would pick one of them at random.
        if guesses.count > 1 {
            // At most three named; a fourth found stands for "others".
            var names = guesses.prefix(3).map { guess in
                PostalCodeCheck.describe(guess.subdivision) + (guess.subdivision.iso3166Code.map { " (\($0))" } ?? "")
            }
            let last = guesses.count > 3 ? "another" : names.removeLast()
            let list = names.joined(separator: ", ") + " or " + last
            context.report(
                .invalidState, severity, at: value,
                "\"\(text)\" is not \(kind.withIndefiniteArticle) of \(rules.place); it could mean \(list)")
            return
        }
        // Another country's subdivision is named: its code (`QC` in a US address), and its spelling (`Ont.`) where
        // that would otherwise be taken for the nearest of this country's (the review: `Ont.` was "did you mean MT",
        // one letter from `Mont.`). Spellings only then: read for every unknown state, they cost the CLI 0.35% of its
        // instructions on the broad corpus (callgrind).
        var suggestion = nearest(to: text, in: format)
        var elsewhere = otherCountry(using: text, besides: country, spellings: false)
        if elsewhere == nil, suggestion != nil, let spelled = otherCountry(using: text, besides: country, spellings: true) {
            (elsewhere, suggestion) = (spelled, nil)
        }
        if reportedAsZIPCity(insteadOf: suggestion) { return }
        var message = "\"\(text)\" is not \(kind.withIndefiniteArticle) of \(rules.place)"
        if let elsewhere {
            message += "; it is \(elsewhere.format.administrativeAreaKind.displayName.withIndefiniteArticle) of \(elsewhere.format.country.englishName)"
        }
        context.report(.invalidState, severity, at: value, message, suggestion: suggestion)
    }

    /// The country (other than `country`) that writes codes and has `text` as a subdivision code, or with
    /// `spellings`, as any spelling of one.
    private static func otherCountry(
        using text: String, besides country: CountryCode, spellings: Bool
    ) -> (format: AddressFormat, subdivision: Subdivision)? {
        let found = codeCountries.filter { $0 != country }.compactMap { other -> (AddressFormat, Subdivision)? in
            let format = other.addressFormat
            let subdivision = spellings ? format.subdivision(matching: text)?.subdivision : format.subdivision(code: text)
            return subdivision.map { (format, $0) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The value to suggest for a misspelt subdivision: the subdivision whose spelling is nearest (a typo within
    /// the edit-distance limit of `KeySuggestion`, or the only spelling `text` begins as whole words: `Quintana`
    /// → `Quintana Roo`), written as its code where the country writes codes, else as the spelling matched.
    /// Codes (three characters or fewer) get no suggestion: `ON` is one letter from `OH` but means Ontario.
    static func nearest(to text: String, in format: AddressFormat) -> String? {
        nearest(to: text, in: format, readingBytes: true)
    }

    /// `nearest`, with the byte reading of ASCII spellings on or off (off: every spelling read as Characters, which
    /// is what decides; the agreement test compares the two).
    ///
    /// An ASCII text without a carriage return is one Character per byte, so its edit distance to an ASCII
    /// spelling is the same on bytes. On Characters it cost ~6,000 instructions per spelling compared, and a wrong
    /// state compares dozens. Without the byte reading the CLI took 21.9% more instructions on the broad corpus's
    /// address documents and 2.8% more on the whole corpus (callgrind, session 29).
    static func nearest(to text: String, in format: AddressFormat, readingBytes: Bool) -> String? {
        let folded = Subdivision.fold(text)
        guard folded.count >= 4, folded.count <= 64 else { return nil }
        var best: (suggestion: String, distance: Int)?
        var prefixMatches: [String: String] = [:]
        let bytes = readingBytes ? FoldedSpellings.plainASCII(folded) : nil
        var characters: [Character] = []
        let usesCodes = format.usesSubdivisionCodes
        // Entries are read in place, and a suggestion's text is taken only for an entry that gives one (copying
        // every entry retained its strings and arrays, shared by every thread).
        let wordPrefixes = [folded + " ", folded + "-"]
        FoldedSpellings.of(format).entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                func value() -> String { usesCodes ? entries[index].subdivision.key : entries[index].spelling }
                let distance: Int
                let limit: Int
                if let bytes, let spelling = entries[index].plainBytes {
                    // Both ASCII: the word-prefix test on bytes too (`bytes` followed by a space or a hyphen).
                    if spelling.count > bytes.count, spelling[bytes.count] == 0x20 || spelling[bytes.count] == 0x2D,
                        spelling.starts(with: bytes)
                    {
                        prefixMatches[entries[index].subdivision.key] = value()
                    }
                    limit = max(1, min(3, spelling.count / 4))
                    // The distance is at least the difference in length: no need to compute it past the limit.
                    guard abs(spelling.count - bytes.count) <= limit else { continue }
                    distance = bytes.withUnsafeBufferPointer { text in
                        spelling.withUnsafeBufferPointer { KeySuggestion.editDistance(text, $0, limit: limit) }
                    }
                } else {
                    if wordPrefixes.contains(where: entries[index].folded.hasPrefix) {
                        prefixMatches[entries[index].subdivision.key] = value()
                    }
                    let count = entries[index].characters.count
                    limit = max(1, min(3, count / 4))
                    if characters.isEmpty { characters = Array(folded) }
                    guard abs(count - characters.count) <= limit else { continue }
                    distance = KeySuggestion.editDistance(characters, entries[index].characters)
                }
                if distance <= limit, distance < (best?.distance ?? Int.max) {
                    best = (value(), distance)
                }
            }
        }
        if let best { return best.suggestion }
        return prefixMatches.count == 1 ? prefixMatches.values.first : nil
    }
}
