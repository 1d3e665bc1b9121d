import Testing
@testable import PPDataValidation

/// The one quantity reader, under each schema's parameters: the value returned, the code, severity and suggestion
/// reported (Orders v2 and Payments v1 `quantity`, MPL `itemCount`).
@Suite("Quantities")
struct QuantityTests {
    struct Outcome: Equatable {
        var value: Int64?
        var codes: [DiagnosticCode] = []
        var severities: [Severity] = []
        var suggestion: String?
    }

    func outcome(_ json: String, _ schema: Quantity.Schema) throws -> Outcome {
        var value: Int64?
        let diagnostics = try contactDiagnostics(of: json) { view, context in
            value = context.quantity(view, schema: schema)
        }
        return Outcome(
            value: value, codes: diagnostics.map(\.code), severities: diagnostics.map(\.severity),
            suggestion: diagnostics.first?.suggestion)
    }

    @Test func readerClassifiesText() {
        func read(_ text: String, _ maxDigits: Int = 10) -> Quantity.Reading {
            var text = text
            return text.withUTF8 { Quantity.read($0, maxDigits: maxDigits) }
        }
        #expect(read("1") == .count(1, digits: 1, leadingZeros: false))
        #expect(read("9999999999") == .count(9_999_999_999, digits: 10, leadingZeros: false))
        #expect(read("007") == .count(7, digits: 3, leadingZeros: true))
        #expect(read("10000000000") == .tooLarge(digits: 11))
        #expect(read("0") == .notPositive)
        #expect(read("000") == .notPositive)
        #expect(read("-5") == .notPositive)
        #expect(read("-0") == .notPositive)
        #expect(read("9223372036854775807", 19) == .count(Int64.max, digits: 19, leadingZeros: false))
        #expect(read("9223372036854775808", 19) == .tooLarge(digits: 19))
        #expect(read("99999999999999999999999", 19) == .tooLarge(digits: 23))
        for text in ["", "-", "2.0", " 3", "3 ", "1e2", "two", "+1", "١"] { #expect(read(text) == .notWhole, "\(text)") }
    }

    @Test func ordersV2() throws {
        let schema = Quantity.Schema.ordersV2
        #expect(try outcome(#""3""#, schema) == Outcome(value: 3))
        #expect(try outcome(#""9999999999""#, schema) == Outcome(value: 9_999_999_999))
        #expect(try outcome(#""01""#, schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error], suggestion: "1"))
        #expect(try outcome(#""0""#, schema).codes == [.cannotBeZeroOrNegative])
        #expect(try outcome(#""-2""#, schema).codes == [.cannotBeZeroOrNegative])
        #expect(try outcome(#""10000000000""#, schema).codes == [.maxValueExceeded])
        #expect(try outcome(#""2.0""#, schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error], suggestion: "2"))
        #expect(try outcome(#"" 3 ""#, schema).suggestion == "3")
        #expect(try outcome(#""2.5""#, schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error]))
        #expect(try outcome(#""""#, schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error]))
        // A JSON number is a warning (PayPal's schema: a string; PayPal created and captured such an order), with the
        // quoted form offered and the value still counted.
        #expect(try outcome("2", schema) == Outcome(value: 2, codes: [.invalidParameterSyntax], severities: [.warning], suggestion: "\"2\""))
        #expect(try outcome("2.5", schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error]))
        #expect(try outcome("true", schema).codes == [.invalidParameterSyntax])
        // What sums use: the count whenever the text is one, either JSON type, leading zeros too.
        for (json, expected) in [(#""3""#, Int64(3)), ("3", 3), (#""007""#, 7), (#""0""#, nil), ("null", nil), (#""2.0""#, nil)] {
            let document = try JSONDocument.parse(json)
            #expect(document.withRootView { Quantity.quietValue($0, schema: schema) } == expected, "\(json)")
        }
    }

    @Test func paymentsV1() throws {
        let schema = Quantity.Schema.paymentsV1
        #expect(try outcome(#""007""#, schema) == Outcome(value: 7))  // ^[0-9]{0,10}$ allows leading zeros
        #expect(try outcome(#""00000000001""#, schema).codes == [.invalidStringLength])
        #expect(try outcome(#""12345678901""#, schema).codes == [.invalidStringLength])
        #expect(try outcome(#""0""#, schema).codes == [.cannotBeZeroOrNegative])
        #expect(try outcome(#""-5""#, schema).codes == [.cannotBeZeroOrNegative])
        #expect(try outcome(#""2.0""#, schema).suggestion == "2")
        // PayPal accepted `"quantity": 1` (PayPal-node-SDK mocks): a warning, and the value still counts.
        #expect(try outcome("4", schema) == Outcome(value: 4, codes: [.invalidParameterSyntax], severities: [.warning], suggestion: "\"4\""))
        #expect(try outcome("0", schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error]))
        #expect(try outcome("1.5", schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error]))
        #expect(try outcome("{}", schema).codes == [.invalidParameterSyntax])
    }

    @Test func mplItemCount() throws {
        let schema = Quantity.Schema.mpl
        #expect(try outcome("2", schema) == Outcome(value: 2))
        #expect(try outcome("9223372036854775807", schema) == Outcome(value: Int64.max))
        #expect(try outcome("9223372036854775808", schema).codes == [.maxValueExceeded])
        #expect(try outcome("0", schema).codes == [.cannotBeZeroOrNegative])
        #expect(try outcome("-99999999999999999999", schema).codes == [.cannotBeZeroOrNegative])
        #expect(try outcome("2.0", schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error], suggestion: "2"))
        // 1e2 is a whole number written with an exponent: the message says so, rather than "not a whole number".
        let exponent = try contactDiagnostics(of: "1e2") { view, context in _ = context.quantity(view, schema: schema) }
        #expect(exponent.count == 1 && exponent.first?.message.hasSuffix("1e2 is written with an exponent; a count is plain digits") == true, "\(exponent)")
        #expect(try outcome("2.5", schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error]))
        // A string is an error (the SDK takes an NSNumber); when the text is a count, the message says to write it
        // without quotes (no suggestion: it would be shown and applied as the same text).
        #expect(try outcome(#""3""#, schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error]))
        #expect(try outcome(#""007""#, schema).suggestion == nil)
        let written = try contactDiagnostics(of: #""007""#) { view, context in _ = context.quantity(view, schema: schema) }
        #expect(written.first?.message.hasSuffix("not \"007\"; write 7 without quotes") == true, "\(written)")
        #expect(try outcome(#""0""#, schema) == Outcome(codes: [.invalidParameterSyntax], severities: [.error]))
        #expect(try outcome(#""abc""#, schema).suggestion == nil)
        #expect(try outcome("[]", schema).codes == [.invalidParameterSyntax])
    }
}
