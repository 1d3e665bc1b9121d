import PPData

/// Email and phone checks shared by every kind: the entry points rules call.
///
/// Email syntax is in EmailSyntax.swift; phone validation (libphonenumber's metadata and rules) in Phone/.
extension ValidationContext {
    /// Checks `value` as an email address (RFC 5321/6531 in practice); returns whether it is valid. A valid address
    /// whose domain looks like a misspelt common one (`gmial.com`) also gets an `INVALID_EMAIL` warning with the
    /// corrected address.
    @discardableResult
    mutating func email(_ value: JSONView, length: ClosedRange<Int> = 3...254) -> Bool {
        // The usual address (plain ASCII, so one character a byte; no likely typo) is settled from its bytes in the
        // document: no String is built unless there is something to report.
        let plain = value.withStringUTF8 { bytes in
            length.contains(bytes.count) && EmailSyntax.isPlainASCIIAddress(utf8: bytes)
                && EmailSyntax.domainTypo(utf8: bytes) == nil
        }
        if plain == true { return true }
        guard let text = string(value, length: length) else { return false }
        if let problem = EmailSyntax.problem(in: text) {
            report(.invalidEmail, at: value, "\"\(text)\" is not a valid email address: \(problem)",
                suggestion: EmailSyntax.suggestion(for: text))
            return false
        }
        if let typo = EmailSyntax.domainTypo(in: text) {
            report(
                .invalidEmail, .warning, at: value,
                "\"\(text)\" is probably misspelt: its domain is one slip away from \(typo.domain)",
                suggestion: typo.address)
        }
        return true
    }

    /// Checks `value` as an E.164 phone number (`+`, calling code, national number, digits only, at most 15 of
    /// them) valid for its region; returns it when valid. The message says what is wrong (not international, an
    /// unknown calling code, too short or too long for the region, not a valid number there); the suggestion, when
    /// one can be computed, is the E.164 form without spaces, dashes, dots or parentheses, with `00` read as `+`,
    /// or without a trunk prefix kept after the calling code (`+44 (0)20...`).
    ///
    /// With the document's `country` (an address's country), a number written nationally (`020 7946 0958` in GB)
    /// is understood, so the suggestion can add the calling code and drop the trunk prefix (`+442079460958`). With
    /// `requiresE164` false (free-form fields), any written form that resolves to a valid number passes.
    @discardableResult
    mutating func phone(_ value: JSONView, country: CountryCode?, requiresE164: Bool = true) -> PhoneNumber? {
        guard let text = string(value) else { return nil }
        // Only text of E.164's shape can parse as E.164: a number written with spaces or dashes skips the attempt,
        // which would fail on the first of them (reading it Character by Character, then throwing), and is read
        // below as people write numbers.
        if PhoneSyntax.isE164(text), let number = try? PhoneNumber(e164: text) { return number }
        let region = country.flatMap(PhoneMetadata.region(for:))
        switch Result(catching: { () throws(PhoneNumberProblem) in try PhoneNumber(text, region: region) }) {
        case .success(let number):
            if !requiresE164 { return number }
            report(
                .invalidPhone, at: value,
                "\"\(text)\" is not written in E.164 form (\"+\", calling code, national number, digits only); "
                    + "in E.164 it is \(number.e164)",
                suggestion: number.e164)
        case .failure(let problem):
            // Read as people write numbers, the reason is the deeper one ("too short for GB", not "has a space").
            report(
                .invalidPhone, at: value, "\"\(text)\" \(problem)",
                suggestion: PhoneSuggestion.e164(for: text, region: region))
        }
        return nil
    }

    /// Checks a phone given as Orders v2 does (`country_code`: 1-3 digits, `national_number`: up to 14 digits, no
    /// trunk prefix), as one number valid for its region. Problems of the calling code are reported at
    /// `countryCode`, the others at `nationalNumber`.
    @discardableResult
    mutating func phone(countryCode: JSONView, nationalNumber: JSONView) -> PhoneNumber? {
        guard let code = string(countryCode), let national = string(nationalNumber) else { return nil }
        let codeDigits = code.hasUTF8Prefix("+") ? String(code.droppingUTF8(first: 1)) : code
        guard (1...3).contains(codeDigits.utf8.count), codeDigits.isASCIIDigits else {
            report(
                .invalidPhone, at: countryCode, "country calling code \"\(code)\" must be 1 to 3 digits",
                suggestion: nil)
            return nil
        }
        if codeDigits != code {
            report(
                .invalidPhone, at: countryCode, "country calling code \"\(code)\" must be digits only, without \"+\"",
                suggestion: codeDigits)
            return nil
        }
        guard let callingCode = Int(code), code.utf8.first != UInt8(ascii: "0"), PhoneMetadata.isCallingCode(callingCode)
        else {
            report(.invalidPhone, at: countryCode, "\"\(code)\" is not a country calling code")
            return nil
        }
        let written = "+\(code) \(national)"
        let fix = PhoneSuggestion.nationalNumber(national, callingCode: callingCode)
        if !national.isASCIIDigits || national.isEmpty {
            report(
                .invalidPhone, at: nationalNumber, "national number \"\(national)\" must be digits only",
                suggestion: fix)
            return nil
        }
        do {
            return try PhoneNumber(callingCode: callingCode, nationalNumber: national)
        } catch {
            if let fix, let region = PhoneMetadata.mainRegion(callingCode: callingCode), let prefix = region.nationalPrefix,
                national.hasPrefix(prefix), fix.count < national.count
            {
                report(
                    .invalidPhone, at: nationalNumber,
                    "national number \"\(national)\" keeps the trunk prefix \(prefix), which is left out after +\(code)",
                    suggestion: fix)
            } else {
                report(.invalidPhone, at: nationalNumber, "phone number \(written) \(error)", suggestion: fix)
            }
            return nil
        }
    }
}

/// Corrections computed for phone numbers; each is offered only when the corrected number is valid.
enum PhoneSuggestion {
    /// The E.164 form of `text`: without formatting, `00` or the region's international prefix read as `+`, a
    /// trunk prefix after the calling code dropped, or (with `region`) a national number given its calling code.
    static func e164(for text: String, region: PhoneRegionMetadata?) -> String? {
        let cleaned = PhoneText.removingFormatting(PhoneText.asciiDigits(text))
        var candidates: [String] = []
        if cleaned.hasUTF8Prefix("00") {
            candidates.append("+" + cleaned.droppingUTF8(first: 2))
        }
        for candidate in candidates + [cleaned] {
            if let number = try? PhoneNumber(candidate, region: region), number.e164 != text { return number.e164 }
        }
        return nil
    }

    /// The calling code that the digits of an international number (`442079460958` of `+44 20 7946 0958`) start
    /// with, and the national number after it, when that is a valid number there (calling codes are prefix-free, so
    /// at most one of the first one to three digits is one).
    static func splitCallingCode(_ digits: String) -> (callingCode: Int, nationalNumber: String)? {
        for length in 1...3 where digits.utf8.count > length {
            guard let code = Int(digits.prefix(length)), PhoneMetadata.isCallingCode(code) else { continue }
            let rest = String(digits.dropFirst(length))
            return (try? PhoneNumber(callingCode: code, nationalNumber: rest)) == nil ? nil : (code, rest)
        }
        return nil
    }

    /// The national number for `callingCode` without formatting and trunk prefix, when that makes it valid.
    static func nationalNumber(_ text: String, callingCode: Int) -> String? {
        let cleaned = PhoneText.removingFormatting(text)
        guard cleaned.isASCIIDigits, !cleaned.isEmpty,
            cleaned.utf8.count <= PhoneMetadata.maxNationalNumberLength + PhoneText.prefixAllowance
        else { return nil }
        var candidates = [cleaned]
        for region in PhoneMetadata.regions(callingCode: callingCode) {
            candidates.append(PhoneValidation.strippingNationalPrefix(cleaned, region: region))
        }
        for candidate in candidates where candidate != text {
            if (try? PhoneNumber(callingCode: callingCode, nationalNumber: candidate)) != nil { return candidate }
        }
        return nil
    }
}

/// E.164 syntax alone: `+`, a country code not starting with 0, at most 15 digits in all (ITU-T E.164). The
/// checks above go further (per-region metadata); this stays for callers that want the shape only.
/// Internal: a helper of the rules, not API (consumers get its findings as diagnostics from `PaymentValidator`).
enum PhoneSyntax {
    /// Whether `text` is `+` and 2 to 15 ASCII digits, the first not 0.
    static func isE164(_ text: String) -> Bool {
        // In place: every contact phone is asked this first (`ValidationContext.phone`).
        text.withUTF8Bytes { bytes in
            bytes.count >= 3 && bytes.count <= 16 && bytes[0] == UInt8(ascii: "+") && bytes[1] != UInt8(ascii: "0")
                && bytes.dropFirst().allSatisfy { (0x30...0x39).contains($0) }
        }
    }

    /// The number without spaces, dashes, dots and parentheses, when that makes it E.164.
    static func suggestion(for text: String) -> String? {
        var fixed = String(text.filter { !" -.()/\u{00A0}".contains($0) })
        if fixed.hasUTF8Prefix("00") { fixed = "+" + fixed.droppingUTF8(first: 2) }
        return fixed != text && isE164(fixed) ? fixed : nil
    }
}
