import Foundation
import PPData
@testable import PPDataValidation
import Testing

/// The address fixtures: `<shape>-<code>.json` fails with the code, its twin `<shape>-<code>.ok.json` is clean.
enum AddressFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/address")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name + ".json"), encoding: .utf8)
    }

    /// The shapes with their key names, as the fixtures spell them.
    static let shapes: [(name: String, country: String, city: String, state: String, postal: String)] = [
        ("paypal", "countrycode", "city", "state", "postalcode"),
        ("orders-v2", "country_code", "admin_area_2", "admin_area_1", "postal_code"),
        ("apple-pay", "isoCountryCode", "city", "state", "postalCode"),
        ("payments-v1", "country_code", "city", "state", "postal_code"),
    ]
}

/// Validates `text` as a standalone address.
func validateAddress(_ text: String) -> ValidationReport {
    PaymentValidator().validate(text, as: .address)
}

/// A one-line address JSON object of the shape named `shape` from its parts (nil parts are left out).
func address(
    _ shape: String, country: String?, city: String? = "Springfield", state: String? = nil, postal: String? = nil
) -> String {
    guard let keys = AddressFixtures.shapes.first(where: { $0.name == shape }) else { return "{}" }
    let street = ["paypal": "street1", "orders-v2": "address_line_1", "apple-pay": "street", "payments-v1": "line1"][shape] ?? "street"
    var members: [(String, String)] = [(street, "1 Main Street")]
    if let city { members.append((keys.city, city)) }
    if let state { members.append((keys.state, state)) }
    if let postal { members.append((keys.postal, postal)) }
    if let country { members.append((keys.country, country)) }
    let body = members.map { "\"\($0.0)\": \"\($0.1.replacingOccurrences(of: "\"", with: "\\\""))\"" }
    return "{" + body.joined(separator: ", ") + "}"
}

@Suite("Addresses: fixtures for every address code in every shape")
struct AddressFixtureTests {
    /// Every address code of docs/rules.md with the severity it has in each shape; INVALID_STRING_LENGTH applies to the
    /// shapes with length limits only.
    static let cases: [(fixture: String, code: DiagnosticCode, severity: Severity, path: String)] = {
        var all: [(String, DiagnosticCode, Severity, String)] = []
        for shape in AddressFixtures.shapes {
            let name = shape.name
            all += [
                ("\(name)-invalid-country-code", .invalidCountryCode, .error, "/\(shape.country)"),
                ("\(name)-country-not-supported", .countryNotSupported, .warning, "/\(shape.country)"),
                ("\(name)-country-code-withdrawn", .countryCodeWithdrawn, .warning, "/\(shape.country)"),
                ("\(name)-city-required", .cityRequired, .error, "/\(shape.city)"),
                ("\(name)-postal-code-required", .postalCodeRequired, .error, "/\(shape.postal)"),
                ("\(name)-invalid-postal-code", .invalidPostalCode, .error, "/\(shape.postal)"),
                ("\(name)-state-required", .stateRequired, name == "orders-v2" ? .warning : .error, "/\(shape.state)"),
                ("\(name)-invalid-state", .invalidState, name == "orders-v2" || name == "apple-pay" ? .warning : .error, "/\(shape.state)"),
                ("\(name)-city-postal-code-mismatch", .cityPostalCodeMismatch, name == "payments-v1" ? .error : .warning, "/\(shape.city)"),
            ]
        }
        all.append(("orders-v2-invalid-string-length", .invalidStringLength, .error, "/postal_code"))
        all.append(("payments-v1-invalid-string-length", .invalidStringLength, .error, "/city"))
        return all
    }()

    @Test("each failing fixture reports exactly its code, at its path, with its severity", arguments: cases)
    func failing(fixture: String, code: DiagnosticCode, severity: Severity, path: String) throws {
        let report = validateAddress(try AddressFixtures.text(fixture))
        #expect(report.kind == .address)
        #expect(report.codes == [code], "\(fixture): \(report.diagnostics.map(\.message))")
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.severity == severity)
        #expect(diagnostic.path == path)
        #expect(diagnostic.message.isEmpty == false)
    }

    @Test("each passing twin is clean", arguments: cases.map(\.fixture))
    func passing(fixture: String) throws {
        let report = validateAddress(try AddressFixtures.text(fixture + ".ok"))
        #expect(report.diagnostics == [], "\(fixture).ok: \(report.diagnostics.map(\.message))")
    }

    @Test("the fixtures' detection picks the intended shape for every file")
    func detection() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: AddressFixtures.directory.path)
        #expect(files.count == Self.cases.count * 2)
        for file in files {
            let text = try String(contentsOf: AddressFixtures.directory.appendingPathComponent(file), encoding: .utf8)
            #expect(PaymentValidator().validate(text).kind == .address, "\(file)")
        }
    }

    @Test("positions, messages and suggestions of a few fixtures")
    func details() throws {
        let state = try #require(validateAddress(try AddressFixtures.text("orders-v2-invalid-state")).diagnostics.first)
        #expect(state.line == 4 && state.column == 19)
        #expect(state.message == "\"Narnia\" is not a state of United States (US)")
        #expect(state.suggestion == nil)

        let postal = try #require(validateAddress(try AddressFixtures.text("paypal-invalid-postal-code")).diagnostics.first)
        #expect(postal.line == 6 && postal.column == 17)
        #expect(postal.message == "\"9501\" is not a valid United States ZIP code (for example \"95014\")")

        let missing = try #require(validateAddress(try AddressFixtures.text("apple-pay-postal-code-required")).diagnostics.first)
        #expect(missing.line == 1 && missing.column == 1)
        #expect(missing.message == "United States (US) addresses need a ZIP code (\"postalCode\") such as \"95014\"")

        let paypalMissing = try #require(validateAddress(try AddressFixtures.text("orders-v2-postal-code-required")).diagnostics.first)
        #expect(paypalMissing.message == "PayPal requires a ZIP code (\"postal_code\") such as \"95014\" for United States (US) addresses")

        let v1State = try #require(validateAddress(try AddressFixtures.text("payments-v1-state-required")).diagnostics.first)
        #expect(v1State.message == "Payments v1 requires a state (\"state\") for United States (US) addresses")
        let appleState = try #require(validateAddress(try AddressFixtures.text("apple-pay-state-required")).diagnostics.first)
        #expect(appleState.message == "United States (US) addresses need a state (\"state\")")

        let country = try #require(validateAddress(try AddressFixtures.text("paypal-invalid-country-code")).diagnostics.first)
        #expect(country.suggestion == "US")
        let withdrawn = try #require(validateAddress(try AddressFixtures.text("apple-pay-country-code-withdrawn")).diagnostics.first)
        #expect(withdrawn.suggestion == "CD")
    }
}

@Suite("Addresses: postal codes")
struct PostalCodeTests {
    /// Countries with a postal-code pattern.
    static let patterned: [CountryCode] = CountryCode.allCases.filter { $0.addressFormat.postalCodePattern != nil }

    @Test("every example code of every country passes, in every shape")
    func examplesPass() {
        #expect(Self.patterned.count == 178)
        var checked = 0
        for country in Self.patterned {
            let format = country.addressFormat
            #expect(!format.postalCodeExamples.isEmpty)
            for example in format.postalCodeExamples {
                #expect(format.isValidPostalCode(example), "\(country.rawValue) \(example)")
                #expect(format.normalizedPostalCode(example) == nil)
                checked += 1
            }
            // Through the rules too, with the first example, in the Apple and Orders v2 shapes.
            for shape in ["apple-pay", "orders-v2"] {
                let text = address(shape, country: country.rawValue, postal: format.postalCodeExamples[0])
                let codes = validateAddress(text).codes
                #expect(!codes.contains(.invalidPostalCode) && !codes.contains(.postalCodeRequired), "\(country.rawValue): \(codes)")
            }
        }
        #expect(checked == 430)
    }

    @Test("codes of the wrong length or character class fail for every country")
    func wrongCodesFail() {
        for country in Self.patterned {
            let format = country.addressFormat
            let pattern = format.postalCodePattern ?? ""
            let lettersAllowed = pattern.contains("A-") || pattern.contains { $0.isUppercase && $0 != "\\" }
            for example in format.postalCodeExamples {
                // Too long, too short.
                #expect(!format.isValidPostalCode(example + "123456789"), "\(country.rawValue) \(example)+")
                #expect(!format.isValidPostalCode(String(example.prefix(1))), "\(country.rawValue) \(example.prefix(1))")
                #expect(!format.isValidPostalCode(""), "\(country.rawValue) empty")
                // A digit from another script: \d must mean ASCII digits only.
                if let digit = example.firstIndex(where: \.isNumber) {
                    var arabic = example
                    arabic.replaceSubrange(digit...digit, with: "٣")
                    #expect(!format.isValidPostalCode(arabic), "\(country.rawValue) \(arabic)")
                }
                // Punctuation where an alphanumeric belongs.
                if let index = example.firstIndex(where: { $0.isLetter || $0.isNumber }) {
                    var punctuated = example
                    punctuated.replaceSubrange(index...index, with: "#")
                    #expect(!format.isValidPostalCode(punctuated), "\(country.rawValue) \(punctuated)")
                }
                // Letters for digits where the pattern has digits only.
                if !lettersAllowed {
                    let lettered = String(example.map { $0.isNumber ? "Q" : $0 })
                    #expect(!format.isValidPostalCode(lettered), "\(country.rawValue) \(lettered)")
                }
                // A newline after a valid code: `$` must not match before it.
                #expect(!format.isValidPostalCode(example + "\n"), "\(country.rawValue) newline")
            }
        }
    }

    @Test("whole-string matching of alternations: GB's BFPO codes and GIR 0AA")
    func alternations() {
        let gb = CountryCode.gb.addressFormat
        #expect(gb.isValidPostalCode("BFPO 61") && gb.isValidPostalCode("GIR 0AA") && gb.isValidPostalCode("SW1A 1AA"))
        #expect(!gb.isValidPostalCode("XBFPO 61") && !gb.isValidPostalCode("GIR 0AAX") && !gb.isValidPostalCode("SW1A 1AAA"))
        let us = CountryCode.us.addressFormat
        #expect(us.isValidPostalCode("95014") && us.isValidPostalCode("95014-1234") && us.isValidPostalCode("95014 1234"))
        #expect(!us.isValidPostalCode("95014-12") && !us.isValidPostalCode(" 95014") && !us.isValidPostalCode("9501４"))
        #expect(!us.isValidPostalCode(String(repeating: "9", count: 61)))
    }

    @Test("INVALID_POSTAL_CODE carries the normalised code as suggestion in every shape")
    func suggestionInReports() throws {
        for shape in AddressFixtures.shapes.map(\.name) {
            let report = validateAddress(address(shape, country: "GB", city: "London", postal: "sw1a1aa"))
            let diagnostic = try #require(report.diagnostics.first { $0.code == .invalidPostalCode }, "\(shape)")
            #expect(diagnostic.suggestion == "SW1A 1AA")
            #expect(diagnostic.message == "\"sw1a1aa\" is not written as a United Kingdom postal code is (its letter case, spaces, digits or prefix)")
        }
    }

    @Test("countries without postal codes are never asked for one, even those on PayPal's list")
    func noPostalCodes() {
        let without = CountryCode.allCases.filter { !$0.addressFormat.hasPostalCode }
        #expect(without.count == 70)
        for country in without {
            for shape in AddressFixtures.shapes.map(\.name) {
                let codes = validateAddress(address(shape, country: country.rawValue)).codes
                #expect(!codes.contains(.postalCodeRequired), "\(country.rawValue) \(shape)")
                // Whatever is written in the field is not checked against a pattern.
                let given = validateAddress(address(shape, country: country.rawValue, postal: "12345")).codes
                #expect(!given.contains(.invalidPostalCode), "\(country.rawValue) \(shape)")
            }
        }
    }

    @Test("PayPal's list for PayPal shapes, the metadata for Apple Pay")
    func requiredSources() {
        // Ireland: not on PayPal's list, and the metadata does not require its Eircode.
        for shape in AddressFixtures.shapes.map(\.name) {
            #expect(!validateAddress(address(shape, country: "IE", city: "Dublin")).codes.contains(.postalCodeRequired))
        }
        // Thailand: on PayPal's list; the metadata does not require it.
        #expect(validateAddress(address("orders-v2", country: "TH", city: "Bangkok")).codes.contains(.postalCodeRequired))
        #expect(!validateAddress(address("apple-pay", country: "TH", city: "Bangkok")).codes.contains(.postalCodeRequired))
        // India: required by the metadata, not on PayPal's list.
        #expect(!validateAddress(address("paypal", country: "IN", city: "Mumbai", state: "MH")).codes.contains(.postalCodeRequired))
        #expect(validateAddress(address("apple-pay", country: "IN", city: "Mumbai", state: "MH")).codes.contains(.postalCodeRequired))
        // City: PayPal everywhere; Apple Pay where the metadata requires it (not in Japan or Hong Kong).
        #expect(validateAddress(address("orders-v2", country: "JP", city: nil, state: "13", postal: "154-0023")).codes == [.cityRequired])
        #expect(validateAddress(address("apple-pay", country: "JP", city: nil, state: "13", postal: "154-0023")).codes == [])
    }

    @Test("a valid code of exactly one other state is an error in PayPal's shapes (PayPal rejects it), a warning in Apple's")
    func subdivisionRange() throws {
        let report = validateAddress(address("orders-v2", country: "US", city: "Cupertino", state: "CA", postal: "10001"))
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.codes == [.invalidPostalCode])
        #expect(diagnostic.severity == .error)
        let apple = validateAddress(address("apple-pay", country: "US", city: "Cupertino", state: "CA", postal: "10001"))
        #expect(apple.codes == [.invalidPostalCode])
        #expect(apple.diagnostics.first?.severity == .warning)
        #expect(diagnostic.message == "\"10001\" is not a ZIP code of the state California (CA); it belongs to New York (NY)")
        #expect(validateAddress(address("orders-v2", country: "US", city: "Cupertino", state: "CA", postal: "95014")).codes == [])
        #expect(validateAddress(address("paypal", country: "CA", city: "Montréal", state: "QC", postal: "H3Z 2Y7")).codes == [])
        let toronto = validateAddress(address("paypal", country: "CA", city: "Toronto", state: "QC", postal: "M5V 2T6"))
        #expect(toronto.codes == [.invalidPostalCode])
        #expect(toronto.diagnostics.first?.message.contains("Ontario (ON)") == true)
        // Countries whose subdivisions have no postal prefix are not range-checked.
        #expect(validateAddress(address("apple-pay", country: "CN", city: "Shanghai", state: "上海市", postal: "100096")).codes == [])
    }

    @Test("length limits come first: one fault, one code")
    func lengths() {
        let long = String(repeating: "9", count: 61)
        #expect(validateAddress(address("orders-v2", country: "US", state: "CA", postal: long)).codes == [.invalidStringLength])
        #expect(validateAddress(address("payments-v1", country: "US", state: "CA", postal: "95014-1234-5678-90123")).codes == [.invalidStringLength])
        #expect(validateAddress(address("apple-pay", country: "US", state: "CA", postal: long)).codes == [.invalidPostalCode])
        #expect(validateAddress(address("paypal", country: "US", city: "Cupertino", state: "CA", postal: "95014-1234")).codes == [])
    }
}

@Suite("Addresses: states and subdivisions")
struct SubdivisionTests {
    /// A code and names of one subdivision of each of the eleven countries, with a city and postal code.
    static let samples: [(country: String, city: String, postal: String, code: String, names: [String])] = [
        ("US", "Cupertino", "95014", "CA", ["California", "US-CA"]),
        ("CA", "Montréal", "H3Z 2Y7", "QC", ["Quebec", "Québec"]),
        ("AU", "Sydney", "2060", "NSW", ["New South Wales"]),
        ("MX", "Cancún", "77520", "Q.R.", ["Quintana Roo", "ROO"]),
        ("BR", "São Paulo", "01310-100", "SP", ["São Paulo"]),
        ("IT", "Milano", "20121", "MI", ["Milano"]),
        ("ES", "Barcelona", "08001", "B", ["Barcelona"]),
        ("JP", "Shibuya-ku", "150-0002", "東京都", ["Tokyo", "13"]),
        ("CN", "Hefei", "230000", "安徽省", ["Anhui Sheng", "AH"]),
        ("IN", "Hyderabad", "500001", "Andhra Pradesh", ["AP", "आंध्र प्रदेश"]),
        ("AR", "Córdoba", "X5000", "Córdoba", ["Cordoba", "X"]),
    ]

    @Test("codes and names are accepted in the Apple Pay shape; codes in every shape", arguments: samples.map(\.country))
    func accepted(country: String) throws {
        let sample = try #require(Self.samples.first { $0.country == country })
        for shape in AddressFixtures.shapes.map(\.name) {
            let report = validateAddress(address(shape, country: country, city: sample.city, state: sample.code, postal: sample.postal))
            #expect(report.diagnostics == [], "\(country) \(shape) \(sample.code): \(report.diagnostics.map(\.message))")
        }
        for name in sample.names {
            let report = validateAddress(address("apple-pay", country: country, city: sample.city, state: name, postal: sample.postal))
            #expect(report.diagnostics == [], "\(country) \(name): \(report.diagnostics.map(\.message))")
        }
    }

    @Test("made-up subdivisions and another country's are reported in every shape, as warnings where the address is passed on unchecked", arguments: samples.map(\.country))
    func rejected(country: String) throws {
        let sample = try #require(Self.samples.first { $0.country == country })
        let foreign = country == "US" ? ["Ontario", "ON"] : ["Texas", "US-TX"]
        for shape in AddressFixtures.shapes.map(\.name) {
            for state in ["Narnia", "Zzyzx Province"] + foreign {
                let report = validateAddress(address(shape, country: country, city: sample.city, state: state, postal: sample.postal))
                #expect(report.codes == [.invalidState], "\(country) \(shape) \(state): \(report.diagnostics.map(\.message))")
                // Orders v2 (PayPal accepts such addresses), Payments v1 outside the US (PayPal took a placeholder
                // state for China) and Apple Pay contacts (PassKit shows them as given).
                let passedOn = shape == "orders-v2" || shape == "apple-pay" || (shape == "payments-v1" && country != "US")
                #expect(report.diagnostics.first?.severity == (passedOn ? .warning : .error))
            }
        }
    }

    @Test("PayPal shapes ask for the code where the country writes codes: California → CA, Québec → QC")
    func namesToCodes() throws {
        for shape in ["paypal", "orders-v2", "payments-v1"] {
            let california = validateAddress(address(shape, country: "US", city: "Cupertino", state: "California", postal: "95014"))
            let diagnostic = try #require(california.diagnostics.first)
            #expect(california.codes == [.invalidState])
            #expect(diagnostic.suggestion == "CA")
            #expect(diagnostic.message == "\"California\" is the name of a state of United States (US); PayPal expects its code \"CA\"")
            #expect(diagnostic.severity == (shape == "orders-v2" ? .warning : .error))
            let quebec = validateAddress(address(shape, country: "CA", city: "Montréal", state: "Québec", postal: "H3Z 2Y7"))
            #expect(quebec.diagnostics.first?.suggestion == "QC")
        }
        // Where the key is a name (India, Japan, China), any spelling is fine in PayPal shapes too.
        #expect(validateAddress(address("orders-v2", country: "JP", city: "Shibuya-ku", state: "Tokyo", postal: "150-0002")).codes == [])
        #expect(validateAddress(address("paypal", country: "IN", city: "Hyderabad", state: "आंध्र प्रदेश", postal: "500001")).codes == [])
        // Lower-case codes are codes.
        #expect(validateAddress(address("payments-v1", country: "US", city: "Cupertino", state: "ca", postal: "95014")).codes == [])
    }

    @Test("suggestions for misspelt names, and a note for another country's code")
    func suggestions() throws {
        func first(_ country: String, _ state: String, shape: String = "apple-pay") -> Diagnostic? {
            validateAddress(address(shape, country: country, state: state)).diagnostics.first { $0.code == .invalidState }
        }
        #expect(first("US", "Californa")?.suggestion == "CA")
        #expect(first("CA", "Quebek")?.suggestion == "QC")
        #expect(first("IN", "Andra Pradesh")?.suggestion == "Andhra Pradesh")
        #expect(first("JP", "Tokio")?.suggestion == "Tokyo")
        #expect(first("CN", "Shangai")?.suggestion == "Shanghai")
        #expect(first("MX", "Quintana Ro")?.suggestion == "Quintana Roo")
        #expect(first("US", "ON")?.suggestion == nil)
        #expect(first("US", "ON")?.message == "\"ON\" is not a state of United States (US); it is a province of Canada")
        #expect(first("US", "Narnia")?.suggestion == nil)
        // Another country's spelling is named, not taken for the nearest US one (the second review: `Ont.` → `MT`).
        for (state, province) in [("Ont.", "Canada"), ("Alta.", "Canada"), ("Man.", "Canada")] {
            let found = first("US", state, shape: "payments-v1")
            #expect(found?.suggestion == nil && found?.message.hasSuffix("it is a province of \(province)") == true, "\(state): \(String(describing: found?.message))")
        }
    }

    @Test("C2 is checked with CN's format in PayPal shapes and is not a country in Apple Pay")
    func c2() throws {
        #expect(validateAddress(address("orders-v2", country: "C2", city: "Hefei", state: "安徽省", postal: "230000")).codes == [])
        let missing = validateAddress(address("paypal", country: "C2", city: "Hefei", state: "Anhui Sheng"))
        #expect(missing.codes == [.postalCodeRequired])
        #expect(validateAddress(address("payments-v1", country: "C2", city: "Hefei", postal: "230000")).codes == [.stateRequired])
        #expect(validateAddress(address("orders-v2", country: "C2", city: "Hefei", state: "Narnia", postal: "2300")).codes
            == [.invalidState, .invalidPostalCode])
        let apple = validateAddress(address("apple-pay", country: "C2", city: "Hefei"))
        #expect(apple.codes == [.invalidCountryCode])
        #expect(apple.diagnostics.first?.suggestion == "CN")
    }

    @Test("STATE_REQUIRED follows the format in every shape (Payments v1 adds its own list)")
    func stateRequired() {
        for shape in AddressFixtures.shapes.map(\.name) {
            #expect(validateAddress(address(shape, country: "AE", city: nil)).codes.contains(.stateRequired), "\(shape)")
            #expect(!validateAddress(address(shape, country: "GB", city: "London", postal: "SW1A 1AA")).codes.contains(.stateRequired))
        }
        // Thailand: only Payments v1 requires the state.
        #expect(validateAddress(address("payments-v1", country: "TH", city: "Bangkok", postal: "10110")).codes == [.stateRequired])
        #expect(validateAddress(address("orders-v2", country: "TH", city: "Bangkok", postal: "10110")).codes == [])
        // Orders v2 takes a US address without a state (PayPal's 201s, juspay/connector-service): a warning there.
        let severities = AddressFixtures.shapes.map(\.name).map { shape in
            validateAddress(address(shape, country: "US", city: "Cupertino", postal: "95014")).diagnostics.map(\.severity)
        }
        #expect(severities == [[.error], [.warning], [.error], [.error]])
    }
}

/// An address whose keys fit no shape, or two shapes equally, names every shape it could have been.
@Suite("Addresses: no shape, or a tie") struct AddressShapeTieTests {
    @Test func tiesAndMisfitsNameEveryShape() throws {
        for text in [#"{"street1": "1 Main", "line1": "1 Main"}"#, #"{"colour": "blue"}"#] {
            let report = validateAddress(text)
            let finding = try #require(report.diagnostics.first)
            #expect(report.codes == [.unknownDocumentKind] && finding.path == "")
            #expect(finding.message.contains("or two of them equally") && finding.message.contains("an Apple Pay JS contact"))
        }
    }
}
