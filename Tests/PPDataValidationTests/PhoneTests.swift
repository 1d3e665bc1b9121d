import Foundation
import PPData
@testable import PPDataValidation
import Testing
import _PPDataTestSupport

/// Data/ and fixture tables for the phone tests, found from this file.
enum PhoneFixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The rows of a TSV file as dictionaries by column (comments skipped).
    static func rows(_ path: String) throws -> [[String: String]] {
        let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) else {
            return []
        }
        return lines.dropFirst().map { line in
            Dictionary(uniqueKeysWithValues: zip(header, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
        }
    }

    static let numberTypes: [[String: String]] = (try? rows("Data/phone/number-types.tsv")) ?? []
    static let oracle: [[String: String]] =
        (try? rows("Tests/PPDataValidationTests/Fixtures/phone/libphonenumber-oracle.tsv")) ?? []

    static func region(_ code: String, _ callingCode: String) -> PhoneRegionMetadata? {
        PhoneMetadata.regions(callingCode: Int(callingCode) ?? -1).first { $0.regionCode == code }
    }
}

/// Runs `check` on a JSON string value and returns the diagnostics.
func contactDiagnostics(
    of json: String, kind: DocumentKind = .ordersV2, _ check: (JSONView, inout ValidationContext) -> Void
) throws -> [Diagnostic] {
    let document = try JSONDocument.parse(json)
    var context = ValidationContext(kind: kind, options: ValidationOptions())
    document.withRootView { check($0, &context) }
    return context.diagnostics
}

@Suite("Phone numbers")
struct PhoneTests {
    /// The problem of an E.164 text, or nil when valid.
    func problem(_ text: String) -> PhoneNumberProblem? {
        do {
            _ = try PhoneNumber(e164: text)
            return nil
        } catch {
            return error
        }
    }

    @Test("every pattern compiles, and every example matches its type pattern and the general pattern")
    func examplesMatchTheirPatterns() throws {
        #expect(PhoneFixtures.numberTypes.count == 1141)
        for region in PhoneMetadata.regions {
            for pattern in [region.generalPattern, region.leadingDigitsPattern, region.internationalPrefixPattern,
                region.nationalPrefixForParsingPattern].compactMap({ $0 }) + region.numberTypes.map(\.pattern)
            {
                #expect((try? NSRegularExpression(pattern: pattern)) != nil, "\(region.regionCode): \(pattern)")
            }
            for type in region.numberTypes {
                #expect(PhonePatterns.of(region).type(type.type)?.matchesWhole(type.exampleNumber) == true, "\(region.regionCode) \(type.type)")
                #expect(
                    PhonePatterns.of(region).general?.matchesWhole(type.exampleNumber) == true, "\(region.regionCode) \(type.type)")
            }
        }
    }

    @Test("every region's example fixed-line and mobile numbers are valid, by its own patterns and as E.164")
    func examplesAreValid() throws {
        var checked = 0
        for row in PhoneFixtures.numberTypes where row["type"] == "fixed_line" || row["type"] == "mobile" {
            let code = row["calling_code"] ?? "", example = row["example"] ?? ""
            let region = try #require(PhoneFixtures.region(row["region"] ?? "", code))
            // Against the region's own patterns: a shared code's detection may pick another region (AX → FI).
            let classified = PhoneValidation.type(of: example, in: PhonePatterns.of(region))
            #expect(classified != nil, "\(region.regionCode) \(row["type"] ?? "") \(example)")
            #expect(problem("+\(code)\(example)") == nil, "+\(code)\(example)")
            let number = try? PhoneNumber(callingCode: code, nationalNumber: example)
            #expect(number?.e164 == "+\(code)\(example)")
            checked += 1
        }
        #expect(checked == 492)  // 245 fixed-line + 247 mobile examples
    }

    @Test("every example fixed-line and mobile number cut below its region's possible lengths fails")
    func truncatedExamplesFail() throws {
        for row in PhoneFixtures.numberTypes where row["type"] == "fixed_line" || row["type"] == "mobile" {
            let code = row["calling_code"] ?? "", example = row["example"] ?? ""
            let region = try #require(PhoneFixtures.region(row["region"] ?? "", code))
            // Drop digits until the length is one the region does not use, then it is invalid however read.
            var truncated = String(example.dropLast())
            while region.possibleLengths.contains(truncated.count) { truncated.removeLast() }
            #expect(PhoneValidation.type(of: truncated, in: PhonePatterns.of(region)) == nil, "\(region.regionCode) \(truncated)")
            let problem = problem("+\(code)\(truncated)")
            switch problem {
            case .tooShort?, .invalidLength?, .localOnly?, .notValid?: break
            default: Issue.record("+\(code)\(truncated) (\(region.regionCode)): \(String(describing: problem))")
            }
        }
    }

    /// libphonenumber's answers for 4145 numbers (Fixtures/phone/libphonenumber-oracle.tsv, made by
    /// Scripts/make_phone_oracle.py from every example: as is, one digit short, one digit long, and written
    /// nationally). ppdata differs on purpose in three ways, each checked here instead:
    /// - libphonenumber's parse drops a trunk prefix after the calling code (`+44 07...`, `+7 8...`); E.164 has
    ///   none, so ppdata reports the number and suggests the form without it;
    /// - more than 15 digits in all is invalid E.164 (docs/rules.md), however long the region's numbers may be;
    /// - for a number its leading digits give to a region other than the main one (IM in +44, BQ in +599),
    ///   lengths are judged by that region, where libphonenumber's isPossibleNumber uses the main region's.
    @Test("4145 numbers agree with libphonenumber: validity, region, type, length reason, national parsing")
    func agreesWithLibphonenumber() throws {
        #expect(PhoneFixtures.oracle.count == 4145)
        var mismatches: [String] = []
        var strippedPrefixes = 0, overlong = 0, otherRegionLengths = 0
        for case_ in PhoneFixtures.oracle {
            let input = case_["input"] ?? "", inputRegion = case_["input_region"] ?? ""
            let expectedValid = case_["valid"] == "1"
            let expectedE164 = "+\(case_["calling_code"] ?? "")\(case_["national_number"] ?? "")"
            let result: Result<PhoneNumber, PhoneNumberProblem>
            if inputRegion.isEmpty {
                result = Result { () throws(PhoneNumberProblem) in try PhoneNumber(e164: input) }
                if expectedE164 != input {
                    // libphonenumber stripped a trunk prefix: invalid here, with its number as the suggestion.
                    strippedPrefixes += 1
                    let suggestion = PhoneSuggestion.e164(for: input, region: nil)
                    if case .success = result { mismatches.append("\(input): valid with a trunk prefix") }
                    if expectedValid && suggestion != expectedE164 {
                        mismatches.append("\(input): suggestion \(suggestion ?? "none"), expected \(expectedE164)")
                    }
                    continue
                }
            } else {
                let region = try #require(PhoneMetadata.region(inputRegion))
                result = Result { () throws(PhoneNumberProblem) in try PhoneNumber(input, region: region) }
            }
            switch result {
            case .success(let number):
                let type = number.isFixedLineOrMobile ? "fixed_line_or_mobile" : number.type.rawValue
                if !expectedValid || number.regionCode != case_["region"] || type != case_["type"]
                    || number.e164 != expectedE164
                {
                    mismatches.append("\(inputRegion) \(input): valid \(number.regionCode) \(type) \(number.e164)")
                }
            case .failure(.tooManyDigits(let count)):
                overlong += 1
                if count <= 15 || expectedE164.utf8.count - 1 != count { mismatches.append("\(input): \(count) digits") }
            case .failure(let problem):
                let reason: String
                switch problem {
                case .tooShort: reason = "too_short"
                case .tooLong: reason = "too_long"
                case .invalidLength: reason = "invalid_length"
                case .localOnly: reason = "local_only"
                case .unknownCallingCode: reason = "unknown_calling_code"
                default: reason = "possible"
                }
                if expectedValid {
                    mismatches.append("\(inputRegion) \(input): \(problem)")
                } else if reason != case_["reason"] {
                    // Allowed only where the leading digits pick a region other than the main one.
                    let code = Int(case_["calling_code"] ?? "") ?? 0
                    let regions = PhoneMetadata.regions(callingCode: code)
                    let detected = PhoneValidation.region(of: case_["national_number"] ?? "", among: regions)
                        .map { regions[$0.position] }
                    if detected == nil || detected?.regionCode == regions.first?.regionCode {
                        mismatches.append("\(inputRegion) \(input): \(reason) (\(problem))")
                    }
                    otherRegionLengths += 1
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(20).joined(separator: "; "))")
        // The deliberate differences stay few; a jump means behaviour changed.
        #expect(strippedPrefixes == 9)
        #expect(overlong == 1)
        #expect(otherRegionLengths == 4)
    }

    @Test("shared calling codes: the region comes from leading digits or patterns", arguments: [
        ("+12015550123", "US"), ("+16135550123", "CA"), ("+14165550123", "CA"), ("+18765550123", "JM"),
        ("+12462345678", "BB"), ("+17875550123", "PR"), ("+13406421234", "VI"),
        ("+79123456789", "RU"), ("+74951234567", "RU"), ("+77012345678", "KZ"), ("+77172123456", "KZ"),
        ("+447400123456", "GB"), ("+441481256789", "GG"), ("+447781123456", "GG"), ("+447624123456", "IM"),
        ("+442079460958", "GB"), ("+390669812345", "VA"), ("+390612345678", "IT"), ("+358181234567", "AX"),
        ("+35891234567", "FI"), ("+61891641234", "CX"), ("+61891621234", "CC"), ("+61212345678", "AU"),
    ])
    func sharedCodeRegions(number: String, region: String) throws {
        let parsed = try PhoneNumber(e164: number)
        #expect(parsed.regionCode == region)
        #expect(parsed.e164 == number)
    }

    @Test("number types, with FIXED_LINE_OR_MOBILE where the patterns coincide")
    func types() throws {
        let us = try PhoneNumber(e164: "+12015550123")
        #expect(us.type == .fixedLine && us.isFixedLineOrMobile)
        let gbMobile = try PhoneNumber(e164: "+447400123456")
        #expect(gbMobile.type == .mobile && !gbMobile.isFixedLineOrMobile)
        #expect(try PhoneNumber(e164: "+442079460958").type == .fixedLine)
        #expect(try PhoneNumber(e164: "+448001234567").type == .tollFree)
        #expect(try PhoneNumber(e164: "+80012345678").regionCode == "001")
    }

    @Test("messages say what is wrong", arguments: [
        ("12015550123", "is not in international form: it needs a leading \"+\" and the country calling code"),
        ("+1 201 555 0123", "has \" \"; a phone number here is \"+\" and digits only"),
        ("+", "has no digits"),
        ("+9991234567", "does not start with a country calling code (+9, +99 or +999 is none)"),
        ("+0441234567", "does not start with a country calling code (+0, +04 or +044 is none)"),
        ("+1201555012", "is too short for US (+1): 9 digits after +1, where US numbers have 10"),
        ("+120155501234", "is too long for US (+1): 11 digits after +1, where US numbers have 10"),
        ("+15550123", "has 7 digits after +1, a length US (+1) uses only for local calls without the area code; "
            + "in international form US numbers have 10"),
        ("+4479111234", "has 8 digits after +44, a length GB (+44) uses only for local calls without the area code; "
            + "in international form GB numbers have 7, 9 or 10"),
        ("+444000000000", "is not a valid number for any region of +44 (GB, GG, IM and JE): it is in no number range in use there"),
        ("+491", "is too short for DE (+49): 1 digit after +49, where DE numbers have 4 to 15"),
        ("+8703012345670", "has a length +870 does not use: 10 digits after +870, where +870 numbers have 9 or 12"),
        ("+33012345678", "is not a valid number for FR (+33): it is in no number range in use there"),
        ("+1555555012", "is too short for US (+1): 9 digits after +1, where US numbers have 10"),
        ("+15555550123", "is not a valid number for any region of +1 (US, AG, AI and 22 more): it is in no number range in use there"),
        ("+491234567890123456", "is too long for DE (+49): 16 digits after +49, where DE numbers have 4 to 15"),
        ("+4915123456789012", "has 16 digits; E.164 allows at most 15, calling code included"),
        ("+44٧٩١١١٢٣٤٥٦", "has \"٧\"; a phone number here is \"+\" and digits only"),
        ("+\u{301}447400123456", "has \"\u{301}\"; a phone number here is \"+\" and digits only"),
        ("+441\u{301}7400123456", "has \"1\u{301}\"; a phone number here is \"+\" and digits only"),
    ])
    func messages(text: String, reason: String) {
        #expect(problem(text)?.description == reason)
    }

    @Test("the E.164 phone check reports INVALID_PHONE at the value with the reason and a suggestion")
    func e164PhoneCheck() throws {
        let found = try contactDiagnostics(of: "{\n  \"phone\": \"+1 (201) 555-0123\"\n}") { root, context in
            _ = context.phone(root["phone"]!, country: nil)
        }
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.code == .invalidPhone)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.path == "/phone")
        #expect(diagnostic.line == 2 && diagnostic.column == 12)
        #expect(diagnostic.message == "\"+1 (201) 555-0123\" is not written in E.164 form (\"+\", calling code, "
            + "national number, digits only); in E.164 it is +12015550123")
        #expect(diagnostic.suggestion == "+12015550123")

        let clean = try contactDiagnostics(of: "\"+12015550123\"") { root, context in
            #expect(context.phone(root, country: nil)?.e164 == "+12015550123")
        }
        #expect(clean.isEmpty)
        let wrongType = try contactDiagnostics(of: "12015550123") { root, context in _ = context.phone(root, country: nil) }
        #expect(wrongType.map(\.code) == [.invalidParameterSyntax])
    }

    @Test("suggestions: formatting removed, 00 read as +, trunk prefix after the calling code dropped", arguments: [
        ("+1 (201) 555-0123", "+12015550123"),
        ("+44 20 7946 0958", "+442079460958"),
        ("0044 20 7946 0958", "+442079460958"),
        ("+44 (0)20 7946 0958", "+442079460958"),
        ("+4407911123456", "+447911123456"),
        ("+33 06 12 34 56 78", "+33612345678"),
        ("+49.30.123456", "+4930123456"),
        ("+44 ٧٤٠٠ ١٢٣٤٥٦", "+447400123456"),
        ("＋４４７４００１２３４５６", "+447400123456"),
    ])
    func suggestions(text: String, suggestion: String) throws {
        let found = try contactDiagnostics(of: "\"\(text)\"") { root, context in _ = context.phone(root, country: nil) }
        #expect(found.map(\.code) == [.invalidPhone])
        #expect(found.first?.suggestion == suggestion)
    }

    /// Formatting is removed byte by byte from ASCII text and Character by Character from any other: both readings
    /// agree on random mixes of digits, formatting, letters, CR LF and non-ASCII characters.
    @Test("removing formatting: the byte reading agrees with the Character reading")
    func removingFormattingAgrees() {
        var random = SplitMix64(seed: 0xF0_12)
        let pieces = ["1", "9", "0", "+", " ", "-", ".", "(", ")", "/", "\t", "\r\n", "\r", "x", "\u{00A0}", "\u{2011}", "\u{2013}", "٧", "e\u{301}"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            #expect(PhoneText.removingFormatting(text) == String(text.filter { !PhoneText.formatting.contains($0) }),
                    "\(text.debugDescription)")
        }
    }

    /// The first non-digit read from the bytes when it is plain ASCII gives the Character reading's answer on texts
    /// with CR LF, combining marks after digits or punctuation, non-ASCII digits and spaces.
    @Test("the first non-digit read by bytes agrees with the Character reading")
    func firstNonDigitAgrees() {
        var random = SplitMix64(seed: 0xF1_57)
        let pieces = ["1", "9", "0", "+", " ", "-", "x", "\r\n", "\r", "\n", "\u{301}", "\u{00A0}", "٧", "e\u{301}", "1\u{FE0F}\u{20E3}"]
        for _ in 0..<5_000 {
            let text = Slips.text(from: pieces, maxPieces: 12, using: &random)
            let characters = text.first { !($0.isASCII && $0.isWholeNumber) }.map(String.init)
            #expect(PhoneText.firstNonDigit(text) == characters, "\(text.debugDescription)")
            #expect(PhoneText.firstNonDigit(text.dropFirst()) == text.dropFirst().first { !($0.isASCII && $0.isWholeNumber) }.map(String.init))
        }
    }

    @Test("formatted numbers are judged by their digits: the reason is the real fault")
    func formattedReasons() throws {
        let found = try contactDiagnostics(of: "\"+1 (201) 555-012\"") { root, context in _ = context.phone(root, country: nil) }
        #expect(found.map(\.message) == [
            "\"+1 (201) 555-012\" is too short for US (+1): 9 digits after +1, where US numbers have 10",
        ])
        #expect(found.first?.suggestion == nil)
        let letters = try contactDiagnostics(of: "\"+1 201 CALL NOW\"") { root, context in _ = context.phone(root, country: nil) }
        #expect(letters.map(\.message) == ["\"+1 201 CALL NOW\" has \"C\"; a phone number here is \"+\" and digits only"])
        // Free-form fields without a known country accept any formatting of an international number.
        let free = try contactDiagnostics(of: "\"+44 (0)20 7946 0958\"") { root, context in
            #expect(context.phone(root, country: nil, requiresE164: false)?.e164 == "+442079460958")
        }
        #expect(free.isEmpty)
        let national = try contactDiagnostics(of: "\"020 7946 0958\"") { root, context in
            _ = context.phone(root, country: nil, requiresE164: false)
        }
        #expect(national.first?.message
            == "\"020 7946 0958\" is not in international form: it needs a leading \"+\" and the country calling code")
    }

    @Test("hostile input: very long digit strings and non-ASCII digits are refused before any pattern")
    func hostileInput() throws {
        let long = "+44" + String(repeating: "7", count: 5000)
        #expect(problem(long) == .tooLong(region: "GB", callingCode: 44, length: 5000, lengths: [7, 9, 10]))
        #expect(throws: PhoneNumberProblem.self) { try PhoneNumber(String(repeating: "0", count: 5000), region: PhoneMetadata.region("GB")) }
        #expect(PhoneSuggestion.e164(for: long, region: PhoneMetadata.region("GB")) == nil)
        let digits = CompiledPhonePattern(#"\d+"#, choosesMatch: false)
        #expect(digits.matchesWhole("٧٤٠٠١٢٣٤٥٦") == false)
        #expect(digits.matchesWhole("7400123456"))
        #expect(digits.matchesWhole(String(repeating: "1", count: 33)) == false)
        #expect(throws: PhoneNumberProblem.unexpectedCharacter("٠")) { try PhoneNumber("٠٧٤٠٠ ١٢٣٤٥٦", region: PhoneMetadata.region("GB")) }
    }

    @Test("no suggestion when nothing computable is valid")
    func noSuggestion() throws {
        for text in ["+1 201 555", "2015550123", "+999 123", "call me"] {
            let found = try contactDiagnostics(of: "\"\(text)\"") { root, context in _ = context.phone(root, country: nil) }
            #expect(found.count == 1 && found.first?.suggestion == nil, "\(text)")
        }
    }

    @Test("with the document's country: national numbers get the calling code, without the trunk prefix", arguments: [
        ("020 7946 0958", CountryCode.gb, "+442079460958"),
        ("07911 123456", .gb, "+447911123456"),
        ("(201) 555-0123", .us, "+12015550123"),
        ("1 201 555 0123", .us, "+12015550123"),
        ("06 12 34 56 78", .fr, "+33612345678"),
        ("030 123456", .de, "+4930123456"),
        ("011 15-2345-6789", .ar, "+5491123456789"),
        ("(416) 555-0123", .us, "+14165550123"),
        ("8 (912) 345-67-89", .ru, "+79123456789"),
        ("00 44 20 7946 0958", .fr, "+442079460958"),
        ("011 44 20 7946 0958", .us, "+442079460958"),
        ("02 1234 5678", .it, "+390212345678"),
    ])
    func nationalWithCountry(text: String, country: CountryCode, e164: String) throws {
        let found = try contactDiagnostics(of: "\"\(text)\"") { root, context in
            #expect(context.phone(root, country: country) == nil)
        }
        #expect(found.count == 1)
        #expect(found.first?.code == .invalidPhone)
        #expect(found.first?.suggestion == e164)
        #expect(found.first?.message
            == "\"\(text)\" is not written in E.164 form (\"+\", calling code, national number, digits only); in E.164 it is \(e164)")
        // Free-form fields accept the national form as it is.
        let free = try contactDiagnostics(of: "\"\(text)\"") { root, context in
            #expect(context.phone(root, country: country, requiresE164: false)?.e164 == e164)
        }
        #expect(free.isEmpty)
    }

    @Test("with the document's country: invalid national numbers are explained for that country")
    func nationalInvalid() throws {
        let found = try contactDiagnostics(of: "\"020 7946 095\"") { root, context in
            _ = context.phone(root, country: .gb, requiresE164: false)
        }
        #expect(found.map(\.message) == [
            "\"020 7946 095\" is not a valid number for GB (+44): it is in no number range in use there",
        ])
        let valid = try contactDiagnostics(of: "\"+447400123456\"") { root, context in
            #expect(context.phone(root, country: .us)?.regionCode == "GB")
        }
        #expect(valid.isEmpty)
        // No country, or one without a numbering plan: E.164 only.
        let unknown = try contactDiagnostics(of: "\"020 7946 0958\"") { root, context in _ = context.phone(root, country: .aq) }
        #expect(unknown.first?.message.contains("is not in international form") == true)
        #expect(unknown.first?.suggestion == nil)
    }

    @Test("Orders v2 country_code + national_number", arguments: [
        (#"{"country_code": "1", "national_number": "2015550123"}"#, nil as String?, nil as String?, nil as String?),
        (#"{"country_code": "44", "national_number": "7911123456"}"#, nil, nil, nil),
        (#"{"country_code": "+44", "national_number": "7911123456"}"#, "/country_code",
            "country calling code \"+44\" must be digits only, without \"+\"", "44"),
        (#"{"country_code": "4444", "national_number": "7911123456"}"#, "/country_code",
            "country calling code \"4444\" must be 1 to 3 digits", nil),
        (#"{"country_code": "999", "national_number": "7911123456"}"#, "/country_code",
            "\"999\" is not a country calling code", nil),
        (#"{"country_code": "44", "national_number": "07911123456"}"#, "/national_number",
            "national number \"07911123456\" keeps the trunk prefix 0, which is left out after +44", "7911123456"),
        (#"{"country_code": "44", "national_number": "07911 123456"}"#, "/national_number",
            "national number \"07911 123456\" must be digits only", "7911123456"),
        (#"{"country_code": "1", "national_number": "201555012"}"#, "/national_number",
            "phone number +1 201555012 is too short for US (+1): 9 digits after +1, where US numbers have 10", nil),
        (#"{"country_code": "7", "national_number": "5123456789"}"#, "/national_number",
            "phone number +7 5123456789 is not a valid number for any region of +7 (RU and KZ): "
            + "it is in no number range in use there", nil),
    ])
    func ordersV2Phone(json: String, path: String?, message: String?, suggestion: String?) throws {
        let found = try contactDiagnostics(of: json) { root, context in
            _ = context.phone(countryCode: root["country_code"]!, nationalNumber: root["national_number"]!)
        }
        if let path {
            #expect(found.count == 1)
            #expect(found.first?.code == .invalidPhone)
            #expect(found.first?.path == path)
            #expect(found.first?.message == message)
            #expect(found.first?.suggestion == suggestion)
        } else {
            #expect(found.isEmpty)
        }
    }

    @Test("parsing from several threads at once gives the same answers (the pattern cache is shared)")
    func concurrentParsing() async {
        let numbers = PhoneFixtures.oracle.prefix(400).filter { ($0["input_region"] ?? "").isEmpty }.map { $0["input"] ?? "" }
        let expected = numbers.map { (try? PhoneNumber(e164: $0))?.e164 }
        let results = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<4 {
                group.addTask { numbers.map { (try? PhoneNumber(e164: $0))?.e164 } }
            }
            var all: [[String?]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0 == expected })
    }
}
