import Foundation
import Testing
@testable import PPDataValidation

/// `DecimalAmount` and `CalendarDate` through `Codable`, as a payment module's own models carry them: strings both
/// ways, every digit and the written scale kept, and anything that could not be exact refused.
@Suite("Amounts and dates in Codable models")
struct AmountCodingTests {
    struct Charge: Codable, Equatable {
        var amount: DecimalAmount
        var due: CalendarDate
    }

    static func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func amountsAndDatesRoundTripAsStrings() throws {
        let json = #"{"amount":"10.50","due":"2026-02-28"}"#
        let charge = try Self.decode(Charge.self, json)
        #expect(charge.amount.isIdentical(to: try #require(DecimalAmount(exactly: "10.50"))))
        #expect(charge.due == CalendarDate(year: 2026, month: 2, day: 28))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(charge), as: UTF8.self) == json)
    }

    @Test func everyDigitSurvives() throws {
        // 38 significant digits, more than a Double (about 16) or Foundation.Decimal's text parsing keeps whole.
        for text in ["0.1", "-0.05", "12345678901234567890.123456789012345678", "0.00", "7", "-0"] {
            let decoded = try Self.decode([DecimalAmount].self, "[\"\(text)\"]")
            let encoded = String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self)
            #expect(encoded == "[\"\(text == "-0" ? "0" : text)\"]")
        }
    }

    @Test func aNumberIsRefusedAsNotExact() {
        do {
            _ = try Self.decode(Charge.self, #"{"amount":10.5,"due":"2026-01-01"}"#)
            Issue.record("a JSON number decoded as an amount")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["amount"])
            #expect(context.debugDescription.contains("not from a number"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("text that is no plain decimal", arguments: ["12abc", "1e3", " 1", "1,5", "", "+1", "1.", "NaN"])
    func malformedAmountText(text: String) {
        do {
            _ = try Self.decode(DecimalAmount.self, "\"\(text)\"")
            Issue.record("\"\(text)\" decoded as an amount")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("not a plain decimal number"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func tooManyDigitsAndHugeTextAreRefusedShortly() {
        let huge = String(repeating: "9", count: 100_000)
        do {
            _ = try Self.decode(DecimalAmount.self, "\"\(huge)\"")
            Issue.record("a 100,000-digit amount decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("too many digits"))
            #expect(context.debugDescription.count < 120)  // the text is quoted cut short, not whole
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("dates that are not YYYY-MM-DD days", arguments: ["2026-02-30", "2026-2-1", "20260201", "2026-02-01T00:00:00Z", ""])
    func malformedDates(text: String) {
        do {
            _ = try Self.decode(CalendarDate.self, "\"\(text)\"")
            Issue.record("\"\(text)\" decoded as a date")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("not a date of the form YYYY-MM-DD"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func aDateIsNotANumber() {
        #expect(throws: DecodingError.self) { try Self.decode(CalendarDate.self, "20260201") }
    }
}
