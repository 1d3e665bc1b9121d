import Foundation
import Testing

@testable import PPDataValidation

enum BadInput {
    /// A fixed date so expiry checks give the same answer every day.
    static let validator = PaymentValidator(
        options: ValidationOptions(today: CalendarDate(year: 2026, month: 1, day: 15) ?? .todayUTC()))

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func validate(_ bytes: [UInt8], as kind: DocumentKind? = nil) -> ValidationReport {
        validator.validate(bytes, as: kind)
    }

    /// An example document of the repository.
    struct Example: Sendable {
        var name: String
        var kind: DocumentKind
        var bytes: [UInt8]
    }

    /// The repository root, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Examples/<kind>-<suffix>.json` for every kind that has one, so kinds are covered as their examples land.
    static func examples(_ suffix: String) -> [Example] {
        DocumentKind.allCases.compactMap { kind in
            let name = "\(kind.rawValue)-\(suffix).json"
            let url = root.appendingPathComponent("Examples").appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { return nil }
            return Example(name: name, kind: kind, bytes: Array(data))
        }
    }

    static let validExamples = examples("valid").filter { hasRules($0.kind) }
    static let invalidExamples = examples("invalid").filter { hasRules($0.kind) }

    /// Whether `kind` has rules yet (kinds land one branch at a time; a kind without rules accepts anything).
    static func hasRules(_ kind: DocumentKind) -> Bool { !kind.rules.isEmpty }

    /// Every value under `root` (root included), in document order.
    static func allValues(_ root: JSONValue) -> [JSONValue] {
        var values: [JSONValue] = []
        var stack = [root]
        while let value = stack.popLast() {
            values.append(value)
            stack.append(contentsOf: Array(value.children).reversed())
        }
        return values
    }

    /// `bytes` with `value`'s text replaced by `text`.
    static func replacing(_ value: JSONValue, in bytes: [UInt8], with text: [UInt8]) -> [UInt8] {
        var copy = bytes
        copy.replaceSubrange(value.byteRange, with: text)
        return copy
    }

    /// `bytes` with `value`'s text replaced by `text`, and its report as `kind`, both checked sane (`expectSane`),
    /// auto-detection's too: whatever it decides, it must not trap.
    static func replacingChecked(
        _ value: JSONValue, in bytes: [UInt8], with text: String, as kind: DocumentKind,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (bytes: [UInt8], report: ValidationReport) {
        let changed = replacing(value, in: bytes, with: Array(text.utf8))
        let report = validate(changed, as: kind)
        expectSane(report, input: changed, sourceLocation: sourceLocation)
        expectSane(validate(changed), input: changed, sourceLocation: sourceLocation)
        return (changed, report)
    }

    /// `bytes` without the object member holding `value` (key, value and one adjoining comma).
    static func removing(_ value: JSONValue, from bytes: [UInt8]) -> [UInt8] {
        guard let keyStart = value.keyPosition?.offset else { return bytes }
        var start = keyStart
        var end = value.byteRange.upperBound
        func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
        var after = end
        while after < bytes.count, isSpace(bytes[after]) { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
            end = after + 1
        } else {
            var before = start - 1
            while before >= 0, isSpace(bytes[before]) { before -= 1 }
            if before >= 0, bytes[before] == UInt8(ascii: ",") { start = before }
        }
        var copy = bytes
        copy.removeSubrange(start..<end)
        return copy
    }

    /// A value of each JSON type other than `value`'s. A string holding a number becomes that number unquoted, and
    /// a number becomes its text quoted: the same value in the other type, so a field that accepts both (MPL and
    /// Apple Pay amounts) must give no new diagnostic at all.
    static func replacements(for value: JSONValue) -> [(kind: JSONKind, text: String)] {
        let number = value.string.flatMap { (try? JSONDocument.parse($0))?.root.kind == .number ? $0 : nil } ?? "7"
        let string = value.numberText.map { "\"\($0)\"" } ?? #""x""#
        return [
            (.object, #"{"x": 1}"#), (.array, "[1]"), (.string, string), (.number, number), (.bool, "true"),
            (.null, "null"),
        ].filter { $0.kind != value.kind }
    }

    /// Whether a field takes a JSON type other than the example's, so the same value in that type is no fault
    /// (docs/rules.md): amounts are strings or numbers in MPL and Apple Pay; a PKContact `name` is a
    /// PersonNameComponents object or, on the web, a plain string.
    static func accepts(_ kind: DocumentKind, path: String, _ type: JSONKind) -> Bool {
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        switch (kind, type) {
        case (.mplPayment, .number), (.mplAdvancedPayment, .number), (.mplPayment, .string), (.mplAdvancedPayment, .string):
            return ["subTotal", "subtotal", "totalTax", "totalShipping", "totalPrice", "itemPrice"].contains(last)
        case (.applePay, .string) where path.hasSuffix("Contact/name"):
            return true
        case (.applePay, .number), (.applePay, .string):
            return last == "amount"
        case (.applePayJS, .number) where path == "/applicationData":
            return false  // taken, but judged by its text: "7" is no base64, which Safari drops (a warning)
        case (.applePayJS, _) where path == "/applicationData":
            return true  // WebKit accepts any value here (docs/rules.md, apple-pay-js)
        case (.applePayJS, .number), (.applePayJS, .string):
            return last == "amount"  // a DOMString: WebKit turns a number into its string
        default:
            return false
        }
    }

    /// Whether `null` at `path` is refused as a value, not read as the member left out: the Apple Pay JS request
    /// members whose WebIDL type is a sequence or an enumeration, neither nullable (WebKit throws "TypeError: Value is
    /// not a sequence." or "TypeError: Type error."; ApplePaySession-expected.txt, docs/rules.md, apple-pay-js), and
    /// the required text members, which hold the text "null" ("\"null\" is not a valid country code.").
    static func refusesNull(_ kind: DocumentKind, path: String) -> Bool {
        kind == .applePayJS && [
            "/lineItems", "/requiredBillingContactFields", "/requiredShippingContactFields", "/shippingMethods",
            "/supportedCountries", "/shippingType", "/features", "/multiTokenContexts", "/applePayLaterAvailability",
            "/shippingContactEditingMode",
            // Required: the text "null" is no code or amount, and null no sequence.
            "/countryCode", "/currencyCode", "/supportedNetworks", "/merchantCapabilities", "/total/amount",
        ].contains(path) || (kind == .applePayJS && enumerationKeys.contains { path.hasSuffix("/" + $0) })
            || (kind == .applePayJS && path.hasPrefix("/lineItems/") && path.hasSuffix("/amount"))
    }

    /// The Apple Pay JS members, wherever they are, whose value is a WebIDL enumeration that refuses `null`.
    static let enumerationKeys = ["type", "paymentTiming", "recurringPaymentIntervalUnit", "disbursementLineItemType"]

    /// A diagnostic reduced to what identifies it across two runs.
    struct Finding: Hashable {
        var code: String
        var path: String
        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code.rawValue
            path = diagnostic.path
        }
    }

    /// Documents of several kinds whose main amount is `literal` (quoted or not), one per kind that has amounts.
    static func amountCarriers(_ literal: String, quoted: Bool) -> [(DocumentKind, String)] {
        let amount = quoted ? "\"\(literal)\"" : literal
        let all: [(DocumentKind, String)] = [
            (.mplPayment, #"{"recipient": "a@b.example", "subTotal": \#(amount), "paymentCurrency": "USD"}"#),
            (.mplAdvancedPayment, #"{"paymentCurrency": "USD", "receiverPaymentDetails": [{"recipient": "a@b.example", "subtotal": \#(amount), "isPrimary": true}, {"recipient": "c@d.example", "subtotal": "1.00"}]}"#),
            (.ordersV2, #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": \#(amount)}}]}"#),
            (.paymentsV1, #"{"intent": "sale", "payer": {"payment_method": "credit_card", "funding_instruments": [{"credit_card_token": {"credit_card_id": "CARD-1"}}]}, "transactions": [{"amount": {"currency": "USD", "total": \#(amount)}}]}"#),
            (.paymentsV1Capture, #"{"amount": {"currency": "USD", "total": \#(amount)}, "is_final_capture": true}"#),
            (.applePay, #"{"countryCode": "US", "currencyCode": "USD", "merchantCapabilities": ["3DS"], "supportedNetworks": ["visa"], "paymentSummaryItems": [{"label": "Acme", "amount": \#(amount)}]}"#),
        ]
        return all.filter { hasRules($0.0) }
    }

    /// An MPL payment with one invoice item whose `itemCount` is `literal`.
    static func mplWithItemCount(_ literal: String) -> String {
        #"{"recipient": "a@b.example", "subTotal": "10.00", "paymentCurrency": "USD", "invoiceData": {"totalTax": "0", "totalShipping": "0", "invoiceItems": [{"name": "x", "totalPrice": "10.00", "itemPrice": "10.00", "itemCount": \#(literal)}]}}"#
    }

    /// A report in one line per diagnostic, for failure messages (messages cut to 120 characters).
    static func describe(_ report: ValidationReport) -> String {
        report.diagnostics.map {
            "\($0.code) \($0.severity) \($0.path.prefix(80)) \($0.line):\($0.column) \($0.message.prefix(120)) [\(($0.suggestion ?? "-").prefix(40))]"
        }.joined(separator: "\n")
    }

    /// The longest message accepted: a sentence naming a value quotes a bounded part of it.
    static let maxMessageLength = 600
    /// The longest suggestion accepted.
    static let maxSuggestionLength = 1024

    /// Report invariants: positions inside the input, a non-empty one-line message of bounded length, a JSON pointer
    /// path, no raw control character, and a kind or a diagnostic.
    static func expectSane(
        _ report: ValidationReport, input: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = 1 + input.count { $0 == 0x0A }
        #expect(report.kind != nil || !report.diagnostics.isEmpty, sourceLocation: sourceLocation)
        for diagnostic in report.diagnostics {
            #expect((1...lines).contains(diagnostic.line), "\(diagnostic.code) line \(diagnostic.line)", sourceLocation: sourceLocation)
            #expect(
                (1...input.count + 1).contains(diagnostic.column), "\(diagnostic.code) column \(diagnostic.column)",
                sourceLocation: sourceLocation)
            #expect(!diagnostic.message.isEmpty, sourceLocation: sourceLocation)
            // By byte, not Character: "/" followed by a combining mark is one Character (regressions/combining-mark-key.bin).
            #expect(diagnostic.path.isEmpty || diagnostic.path.utf8.first == UInt8(ascii: "/"), sourceLocation: sourceLocation)
            let message = diagnostic.message
            #expect(
                message.unicodeScalars.count <= maxMessageLength,
                "\(diagnostic.code) at \(diagnostic.path.prefix(80)): \(message.unicodeScalars.count) characters: \(message.prefix(100))…",
                sourceLocation: sourceLocation)
            #expect(
                (diagnostic.suggestion?.unicodeScalars.count ?? 0) <= maxSuggestionLength,
                "\(diagnostic.code) at \(diagnostic.path.prefix(80)): suggestion of \(diagnostic.suggestion?.count ?? 0) characters",
                sourceLocation: sourceLocation)
            // Messages go to terminals and logs: no raw control character (a suggestion is a value, so it may
            // hold a newline; renderers escape it).
            #expect(
                !message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                "\(diagnostic.code): raw control character in \(message.debugDescription.prefix(200))",
                sourceLocation: sourceLocation)
        }
    }
}
