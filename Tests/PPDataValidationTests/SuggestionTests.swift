import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// A suggestion is a fix: written into the document at its finding's pointer, the finding is gone and no error
/// takes its place there that was not there before. Checked on every document the repository holds (the real documents with their kinds and
/// dates, the examples, the rule fixtures), each suggestion applied alone and the document checked again.
///
/// A fix may reveal a fault elsewhere that the first one hid (a country code put right lets the postal code be
/// checked) or change a sum whose other side then has to follow; those findings are at other pointers, and the
/// messages of the sums say what else to change. Suggestions that are no value are left out: several choices
/// (`BQ or CW or SX`), a key to keep (`DUPLICATE_KEY`), and a missing member (nothing to replace).
@Suite("Suggestions: applied, they fix what they name")
struct SuggestionTests {
    /// One document and how it is checked.
    struct Document: Sendable {
        var name: String
        var bytes: [UInt8]
        var kind: DocumentKind?
        var options: ValidationOptions
    }

    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The real documents (kind and date from the manifest), the examples and the fixtures (kind from the fixture
    /// directory's name, when it names one).
    static func documents() throws -> [Document] {
        var found: [Document] = []
        for entry in RealDocumentsTests.entries {
            var options = ValidationOptions(applePayVersion: entry.applePayVersion)
            if let now = entry.now { options.today = now }
            let bytes = Array(try Data(contentsOf: RealDocumentsTests.corpus.appendingPathComponent(entry.file)))
            found.append(Document(name: entry.file, bytes: bytes, kind: DocumentKind(rawValue: entry.kind), options: options))
        }
        var today = ValidationOptions()
        today.today = try #require(CalendarDate(year: 2026, month: 1, day: 15))
        let root = tests.deletingLastPathComponent()
        let examples = root.appendingPathComponent("Examples")
        for file in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() where file.hasSuffix(".json") {
            let bytes = Array(try Data(contentsOf: examples.appendingPathComponent(file)))
            found.append(Document(name: "Examples/" + file, bytes: bytes, kind: nil, options: today))
        }
        let fixtures = tests.appendingPathComponent("PPDataValidationTests/Fixtures")
        let files = FileManager.default.enumerator(atPath: fixtures.path)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".json") {
            let directory = String(file.split(separator: "/").first ?? "")
            let bytes = Array(try Data(contentsOf: fixtures.appendingPathComponent(file)))
            found.append(Document(name: file, bytes: bytes, kind: DocumentKind(rawValue: directory), options: today))
        }
        return found
    }

    /// `bytes` with the value (or, for an unknown field, the key) at `diagnostic.path` replaced by its suggestion,
    /// and the pointer the fix is then at; nil when the suggestion is no value to write there.
    static func applying(_ diagnostic: Diagnostic, to bytes: [UInt8]) -> (bytes: [UInt8], path: String)? {
        guard let suggestion = diagnostic.suggestion, !suggestion.contains(" or "),
            diagnostic.code != .duplicateKey,
            let document = try? JSONDocument.parse(bytes),
            let value = document.value(atPointer: diagnostic.path)
        else { return nil }
        if diagnostic.code == .unknownField {
            guard let key = value.keyPosition?.offset, let end = closingQuote(in: bytes, after: key),
                let parent = value.parent
            else { return nil }
            return (splice(bytes, key...end, jsonString(suggestion)), parent.pointer(appending: suggestion))
        }
        let replacement: [UInt8]
        if suggestion.count >= 2, suggestion.hasPrefix("\""), suggestion.hasSuffix("\"") {
            replacement = Array(suggestion.utf8)  // a JSON string literal (a number to send as text)
        } else {
            switch value.kind {
            case .string:
                replacement = jsonString(suggestion)
            case .number where (try? JSONDocument.parse(suggestion))?.root.kind == .number,
                .bool where suggestion == "true" || suggestion == "false":
                replacement = Array(suggestion.utf8)
            default:
                return nil  // a hint about a container or another type
            }
        }
        return (splice(bytes, value.byteRange, replacement), diagnostic.path)
    }

    static func splice(_ bytes: [UInt8], _ range: some RangeExpression<Int>, _ replacement: [UInt8]) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: replacement)
        return result
    }

    static func jsonString(_ text: String) -> [UInt8] {
        var out = JSONBytes(capacity: text.utf8.count + 2)
        JSONText.write(text, to: &out)
        return Array(out.unsafeBytes)
    }

    /// The offset of the quote that closes the string opened at `open`.
    static func closingQuote(in bytes: [UInt8], after open: Int) -> Int? {
        var index = open + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index }
            index += 1
        }
        return nil
    }

    /// What writing in each suggestion of one document's report did.
    struct Outcome {
        var applied = 0
        var codes = Set<DiagnosticCode>()
        var failures: [String] = []

        /// Writes in each suggestion `validate` gives for `bytes`, alone, and checks the document again.
        mutating func check(_ name: String, _ bytes: [UInt8], _ validate: ([UInt8]) -> ValidationReport) {
            let report = validate(bytes)
            for diagnostic in report.diagnostics {
                guard let (fixed, path) = SuggestionTests.applying(diagnostic, to: bytes) else { continue }
                applied += 1
                codes.insert(diagnostic.code)
                let after = validate(fixed).diagnostics.filter { $0.path == path }
                let before = Set(report.diagnostics.filter { $0.path == path }.map(\.code))
                let remaining: [Diagnostic]
                if diagnostic.code == .unknownField {
                    // A key put right: its value is then checked as that member's, and may be wrong too (the
                    // message of a draft spelling says what PayPal's member takes).
                    remaining = after.filter { $0.code == .unknownField }
                } else {
                    // Put right, the finding may give way to a warning of another check there (an Apple Pay total
                    // made the sum PassKit wants differs from its line items, which the sheet only shows).
                    // A second finding that was there already (a sum that does not add up, at a number written for
                    // a string) is not the fix's doing.
                    remaining = after.filter {
                        ($0.severity == .error && !before.contains($0.code))
                            || ($0.code == diagnostic.code && $0.severity == diagnostic.severity)
                    }
                }
                if !remaining.isEmpty {
                    failures.append(
                        "\(name) \(diagnostic.code) \(diagnostic.path) -> \(diagnostic.suggestion ?? ""): \(remaining.map { "\($0.code) \($0.message)" })")
                }
            }
        }
    }

    @Test("every value suggestion, written in, removes its finding and leaves no error at its pointer")
    func suggestionsFix() throws {
        var outcome = Outcome()
        for document in try Self.documents() {
            let validator = PaymentValidator(options: document.options)
            outcome.check(document.name, document.bytes) { validator.validate($0, as: document.kind) }
        }
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        // Not vacuous: hundreds of suggestions of dozens of codes are written in.
        #expect(outcome.applied >= 300, "\(outcome.applied)")
        #expect(outcome.codes.count >= 30, "\(outcome.codes.map(\.rawValue).sorted())")
    }

    /// The property generator's documents with one amount a minor unit off (`PropertyTests`): the sums' suggestions
    /// of every kind, in every currency and structure the generator makes.
    @Test("the suggestions for a generated document with one amount changed fix it", arguments: GeneratedKind.all)
    func generatedSuggestionsFix(kind: GeneratedKind) throws {
        var rng = SplitMix64(seed: 0x5_0661 &+ UInt64(kind.seed))
        var outcome = Outcome()
        for index in 0..<60 {
            let document = kind.generate(&rng)
            for site in document.sites {
                let changed = try #require(document.json.changing(site))
                outcome.check("\(kind) #\(index) \(site.path)", Array(changed.render().utf8)) {
                    BadInput.validate($0, as: kind.kind)
                }
            }
        }
        #expect(outcome.failures.isEmpty, "\(outcome.failures.prefix(20).joined(separator: "\n"))")
        // The kinds with sums have their mismatches' suggestions written in.
        if kind.kind != .address && kind.kind != .paymentsV1Capture { #expect(outcome.applied >= 30, "\(outcome.applied)") }
    }

    /// An order of `units` purchase units' amounts (JSON objects), checked as Orders v2.
    static func order(_ amounts: [String], options: String = "") -> ValidationReport {
        let units = amounts.enumerated().map { index, amount in
            #"{"reference_id": "u\#(index)", "amount": \#(amount)\#(options)}"#
        }
        return OrdersV2Fixture.validator.validate(
            #"{"intent": "CAPTURE", "purchase_units": [\#(units.joined(separator: ", "))]}"#, as: .ordersV2)
    }

    @Test("MULTI_CURRENCY_ORDER suggests the order's currency only when PayPal takes it and the amount keeps to its places")
    func multiCurrencySuggestion() {
        func suggestion(main: String, mainValue: String = "10.00", other: String, otherValue: String) -> String?? {
            let main = #"{"currency_code": "\#(main)", "value": "\#(mainValue)"}"#
            let report = Self.order([main, main, #"{"currency_code": "\#(other)", "value": "\#(otherValue)"}"#])
            return report.diagnostics.first { $0.code == .multiCurrencyOrder }.map(\.suggestion)
        }
        #expect(suggestion(main: "USD", other: "EUR", otherValue: "5.00") == .some("USD"))
        #expect(suggestion(main: "JPY", mainValue: "1000", other: "USD", otherValue: "5") == .some("JPY"))
        // ZAR is ISO's and not PayPal's; USX is no currency: the other objects are wrong, not this one.
        #expect(suggestion(main: "ZAR", other: "EUR", otherValue: "5.00") == .some(nil))
        #expect(suggestion(main: "USX", other: "USD", otherValue: "5.00") == .some(nil))
        // HUF and JPY take no decimals (PayPal): "5.50" in them is a second fault.
        #expect(suggestion(main: "HUF", mainValue: "1000", other: "EUR", otherValue: "5.50") == .some(nil))
        #expect(suggestion(main: "JPY", mainValue: "1000", other: "USD", otherValue: "5.00") == .some(nil))
    }

    @Test("shipping options: the option kept is the one the breakdown charges for; no negative amount is suggested")
    func shippingOptionSuggestions() {
        func report(shipping: String, options: [(value: String, selected: Bool)]) -> ValidationReport {
            let written = options.enumerated().map { index, option in
                #"{"id": "o\#(index)", "label": "Option \#(index)", "type": "SHIPPING", "selected": \#(option.selected), "amount": {"currency_code": "USD", "value": "\#(option.value)"}}"#
            }
            let amount = #"{"currency_code": "USD", "value": "\#(shipping)", "breakdown": {"shipping": {"currency_code": "USD", "value": "\#(shipping)"}}}"#
            return Self.order([amount], options: #", "shipping": {"options": [\#(written.joined(separator: ", "))]}"#)
        }
        let two = report(shipping: "7.00", options: [("5.00", true), ("7.00", true), ("9.00", true)])
        let deselect = two.diagnostics.filter { $0.code == .multipleShippingOptionSelected }
        #expect(deselect.map(\.path) == ["/purchase_units/0/shipping/options/0/selected", "/purchase_units/0/shipping/options/2/selected"])
        #expect(deselect.allSatisfy { $0.suggestion == "false" })
        // None matches: the first is kept.
        let none = report(shipping: "8.00", options: [("5.00", true), ("7.00", true)])
        #expect(none.diagnostics.filter { $0.code == .multipleShippingOptionSelected }.map(\.path)
            == ["/purchase_units/0/shipping/options/1/selected"])
        let negative = Self.order(
            [#"{"currency_code": "USD", "value": "1.00", "breakdown": {"item_total": {"currency_code": "USD", "value": "2.00"}, "shipping": {"currency_code": "USD", "value": "-1.00"}}}"#],
            options: #", "shipping": {"options": [{"id": "a", "label": "A", "type": "SHIPPING", "selected": true, "amount": {"currency_code": "USD", "value": "1.00"}}]}"#)
        let mismatch = negative.diagnostics.first { $0.code == .preferredShippingOptionAmountMismatch }
        #expect(mismatch != nil && mismatch?.suggestion == nil, "\(negative.diagnostics)")
    }

    @Test("a sum's mismatch says what the amount becomes when the amount adds up with the stated total")
    func mismatchSaysTheTotalToSend() {
        let v1 = PaymentValidator().validate(
            #"{"intent": "sale", "payer": {"payment_method": "paypal"}, "transactions": [{"amount": {"currency": "USD", "total": "12.00", "details": {"subtotal": "10.00", "shipping": "2.00"}}, "item_list": {"items": [{"name": "Mug", "price": "6.00", "currency": "USD", "quantity": "2"}]}}], "redirect_urls": {"return_url": "https://example.com/r", "cancel_url": "https://example.com/c"}}"#,
            as: .paymentsV1)
        let items = v1.diagnostics.first { $0.code == .itemTotalMismatch }
        #expect(items?.suggestion == "12.00")
        #expect(items?.message.hasSuffix("; \"total\" adds up with 10.00, so with 12.00 send \"total\" 14.00") == true, "\(v1.diagnostics)")
        // A total that does not add up anyway gets no such note (its own AMOUNT_MISMATCH says what it is).
        let unbalanced = Self.order(
            [#"{"currency_code": "USD", "value": "30.00", "breakdown": {"item_total": {"currency_code": "USD", "value": "10.00"}}}"#],
            options: #", "items": [{"name": "Mug", "quantity": "2", "unit_amount": {"currency_code": "USD", "value": "6.00"}}]"#)
        let note = unbalanced.diagnostics.first { $0.code == .itemTotalMismatch }?.message ?? ""
        #expect(!note.isEmpty && !note.contains("send amount.value"), "\(unbalanced.diagnostics)")
    }

    @Test("an Apple Pay total whose line items add up to zero gets no suggestion: no total may be zero")
    func applePayZeroSum() {
        let report = PaymentValidator().validate(
            #"{"countryCode": "US", "currencyCode": "USD", "supportedNetworks": ["visa"], "merchantCapabilities": ["supports3DS"], "total": {"label": "Shop", "amount": "1.00"}, "lineItems": [{"label": "Free", "amount": "0.00"}]}"#,
            as: .applePayJS)
        let mismatch = report.diagnostics.first { $0.code == .amountMismatch }
        #expect(mismatch?.severity == .warning && mismatch?.suggestion == nil, "\(report.diagnostics)")
    }

    @Test("a string for a boolean or a count: the message says what to write, without a suggestion")
    func literalFixesAreSaid() {
        let capture = PaymentValidator().validate(
            #"{"amount": {"currency": "USD", "total": "1.00"}, "is_final_capture": "true"}"#, as: .paymentsV1Capture)
        let flag = capture.diagnostics.first { $0.path == "/is_final_capture" }
        #expect(flag?.message == "\"is_final_capture\" must be true or false, not a string; write true without quotes")
        #expect(flag?.suggestion == nil)
        let other = PaymentValidator().validate(
            #"{"amount": {"currency": "USD", "total": "1.00"}, "is_final_capture": "yes"}"#, as: .paymentsV1Capture)
        #expect(other.diagnostics.first { $0.path == "/is_final_capture" }?.message == "\"is_final_capture\" must be true or false, not a string")
    }
}
