import Foundation
import Testing

@testable import PPDataValidation

/// Behaviour that follows PayPal's recorded answers and SDKs where they differ from the letter of a schema or guide
/// (issue 12): each kind's own currency list, Payments v1 funding instruments, quantities and discount lines, MPL's
/// SDK spellings.
@Suite("Real-world fidelity: per-API currency lists, v1 cards, MPL spellings")
struct RealWorldFidelityTests {
    let validator = PaymentValidator(options: ValidationOptions(today: CalendarDate(year: 2026, month: 11, day: 25)!))

    func order(currency: String) -> String {
        #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"\#(currency)","value":"10.00"}}]}"#
    }

    @Test("CNY and RUB are REST currencies: Orders v2 takes them (CNY with the in-country warning)")
    func restCurrencies() {
        let cny = validator.validate(order(currency: "CNY"), as: .ordersV2)
        #expect(cny.isValid)
        #expect(cny.codes == [.currencyInCountryOnly])
        let rub = validator.validate(order(currency: "RUB"), as: .ordersV2)
        #expect(rub.diagnostics.isEmpty)
        let krw = validator.validate(order(currency: "KRW").replacingOccurrences(of: "10.00", with: "10"), as: .ordersV2)
        #expect(krw.codes == [.currencyNotSupported])
        #expect(krw.diagnostics.first?.message.contains("PayPal's REST currency codes") == true)
    }

    @Test("the MPL kinds follow the MPL guide's list: CNY is not supported there, and the message names the list")
    func mplCurrencies() throws {
        let payment = #"{"recipient":"shop@example.com","subTotal":"10.00","paymentCurrency":"CNY"}"#
        let report = validator.validate(payment, as: .mplPayment)
        #expect(report.codes == [.currencyNotSupported])
        let message = try #require(report.diagnostics.first?.message)
        #expect(message.contains("the MPL guide's currency list (appendix A)"))
        #expect(message.contains("PayPal's REST currency codes"))
        let usd = validator.validate(payment.replacingOccurrences(of: "CNY", with: "USD"), as: .mplPayment)
        #expect(usd.diagnostics.isEmpty)
    }

    static let cardPayment = """
        {"intent":"sale","payer":{"payment_method":"credit_card","funding_instruments":[{"credit_card":{
        "number":"4417119669820331","type":"visa","expire_month":11,"expire_year":2018,"cvv2":874,
        "first_name":"Betsy","last_name":"Buyer",
        "billing_address":{"line1":"111 First Street","city":"Saratoga","state":"CA","postal_code":"95070","country_code":"US"}}}]},
        "transactions":[{"amount":{"total":"7.47","currency":"USD"}}]}
        """

    @Test("v1 credit cards: numeric month, year and cvv2 are accepted; expiry is checked against the date in use")
    func v1CardExpiry() throws {
        let then = PaymentValidator(options: ValidationOptions(today: CalendarDate(year: 2014, month: 4, day: 23)!))
        #expect(then.validate(Self.cardPayment).diagnostics.isEmpty)
        let now = validator.validate(Self.cardPayment)
        #expect(now.codes == [.cardExpired])
        let expired = try #require(now.diagnostics.first)
        #expect(expired.path == "/payer/funding_instruments/0/credit_card/expire_year")
        #expect(expired.message == "the card expired at the end of 2018-11: it cannot be charged on 2026-11-25 (today, UTC)")
    }

    /// PayPal refused a v1 card whose `expire_year` had two digits (Tests/RealDocuments,
    /// paypal-log-hqround1-v1-card-expire-year-two-digits): the year with its century is suggested while it makes a
    /// card in use, none when it would be expired or far off.
    @Test("v1 credit cards: a two-digit expire_year is suggested with its century")
    func v1TwoDigitYear() throws {
        let today = PaymentValidator(options: ValidationOptions(today: CalendarDate(year: 2026, month: 3, day: 1)!))
        func finding(_ year: String, month: String = "11") throws -> Diagnostic {
            let body = Self.cardPayment.replacingOccurrences(of: #""expire_year":2018"#, with: #""expire_year":\#(year)"#)
                .replacingOccurrences(of: #""expire_month":11"#, with: #""expire_month":\#(month)"#)
            let report = today.validate(body)
            #expect(report.codes == [.invalidParameterValue], "\(report.diagnostics)")
            return try #require(report.diagnostics.first)
        }
        #expect(try finding("26").suggestion == "2026")
        #expect(try finding(#""30""#).suggestion == "2030")
        #expect(try finding("26", month: "2").suggestion == nil)  // February 2026 has ended
        #expect(try finding("25").suggestion == nil)
        #expect(try finding("99").suggestion == nil)  // 2099: no card lasts so long
        #expect(try finding("26").message == #""expire_year" must be a four-digit year, not 26"#)
    }

    @Test("v1 credit cards: the number is masked in messages and the security code never appears")
    func v1CardMasking() throws {
        let bad = Self.cardPayment.replacingOccurrences(of: "4417119669820331", with: "4417119669820332")
            .replacingOccurrences(of: "874", with: "87")
        let report = PaymentValidator(options: ValidationOptions(today: CalendarDate(year: 2014, month: 1, day: 1)!))
            .validate(bad)
        #expect(Set(report.codes) == [.invalidCardNumber, .invalidSecurityCodeLength])
        for diagnostic in report.diagnostics {
            #expect(!diagnostic.message.contains("4417119669820332"))
            #expect(!diagnostic.message.contains("87 "))
        }
        #expect(report.diagnostics.contains { $0.message.contains("•••• 0332") })
    }

    @Test("v1 payment cards (the SDK's payment_card) get the card checks too, with PaymentCard's members")
    func v1PaymentCard() throws {
        // PayPal-PHP-SDK's PaymentsFunctionalTest body: `payment_card`, a lower-case `type`, `billing_country`.
        let body = Self.cardPayment.replacingOccurrences(of: #"{"credit_card":{"#, with: #"{"payment_card":{"billing_country":"US","#)
        let then = PaymentValidator(options: ValidationOptions(today: CalendarDate(year: 2014, month: 4, day: 23)!))
        #expect(then.validate(body).diagnostics.isEmpty, "\(then.validate(body).diagnostics)")
        #expect(validator.validate(body).diagnostics.map(\.path) == ["/payer/funding_instruments/0/payment_card/expire_year"])
        let bad = body.replacingOccurrences(of: "4417119669820331", with: "4417119669820332")
            .replacingOccurrences(of: #""billing_country":"US""#, with: #""billing_country":"UK","issue":"1""#)
        let report = then.validate(bad)
        #expect(Set(report.codes) == [.unknownField, .invalidCountryCode, .invalidCardNumber])
        #expect(report.diagnostics.first { $0.code == .unknownField }?.severity == .error)
        #expect(report.diagnostics.first { $0.code == .invalidCountryCode }?.suggestion == "GB")
        #expect(!report.diagnostics.contains { $0.message.contains("4417119669820332") })
    }

    @Test("a negative v1 item price is a discount line: accepted when the sums add up")
    func discountLine() {
        let payment = """
            {"intent":"sale","payer":{"payment_method":"credit_card","funding_instruments":[{"credit_card_token":{"credit_card_id":"CARD-1"}}]},"transactions":[{
            "amount":{"total":"8.00","currency":"USD","details":{"subtotal":"8.00"}},
            "item_list":{"items":[
              {"name":"hat","quantity":"1","price":"10.00","currency":"USD"},
              {"name":"discount","quantity":"1","price":"-2.00","currency":"USD"}]}}]}
            """
        #expect(validator.validate(payment).diagnostics.isEmpty)
        let off = validator.validate(payment.replacingOccurrences(of: "\"8.00\"}}", with: "\"10.00\"}}"))
        #expect(off.codes.contains(.itemTotalMismatch))
    }

    @Test("a receiver's amount may be spelt subTotal (the SDK) or subtotal (the guide), not both")
    func receiverSpellings() {
        func advanced(_ first: String) -> String {
            """
            {"paymentCurrency":"USD","receiverPaymentDetails":[
              {"recipient":"a@example.com",\(first)},
              {"recipient":"b@example.com","subtotal":"5.00"}]}
            """
        }
        #expect(validator.validate(advanced(#""subTotal":"10.00""#), as: .mplAdvancedPayment).diagnostics.isEmpty)
        #expect(validator.validate(advanced(#""subtotal":"10.00""#), as: .mplAdvancedPayment).diagnostics.isEmpty)
        let both = validator.validate(advanced(#""subTotal":"10.00","subtotal":"10.00""#), as: .mplAdvancedPayment)
        #expect(both.codes == [.duplicateKey])
        // A receiver amount under either spelling takes part in the chained-payment check.
        let chained = """
            {"paymentCurrency":"USD","receiverPaymentDetails":[
              {"recipient":"a@example.com","subTotal":"1.00","isPrimary":true},
              {"recipient":"b@example.com","subtotal":"5.00"}]}
            """
        #expect(validator.validate(chained, as: .mplAdvancedPayment).codes == [.primaryAmountTooLow])
    }
}
