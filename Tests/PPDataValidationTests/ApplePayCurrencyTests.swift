import Testing

@testable import PPDataValidation

/// Apple Pay reads a currency as ICU does: WebKit and PassKit accept any code ICU lists (historic ones such as DEM
/// too), and PassKit rounds amounts to ICU's digits for the currency, which give no places to IQD, ALL and eleven
/// others where ISO 4217 gives some.
@Suite("Apple Pay currencies: ICU's codes and digits")
struct ApplePayCurrencyTests {
    /// An Apple Pay JS request in `currency` whose total is `amount`.
    private func web(_ amount: String, _ currency: String, extra: String = "") -> ValidationReport {
        PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"\#(currency)","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Acme","amount":"\#(amount)"}\#(extra)}"#,
            as: .applePayJS)
    }

    /// A PassKit request in `currency` whose only summary item, the total, is `amount`.
    private func passKit(_ amount: String, _ currency: String, extra: String = "") -> ValidationReport {
        PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"\#(currency)","merchantIdentifier":"merchant.com.example","merchantCapabilities":["3DS"],"supportedNetworks":["visa"],"paymentSummaryItems":[{"label":"Acme","amount":"\#(amount)"}]\#(extra)}"#,
            as: .applePay)
    }

    @Test("a code ICU lists that ISO 4217 does not is a warning: Apple Pay accepts it, PayPal does not", arguments: [
        "DEM", "HRK", "VEF", "CUC", "CNH", "XEU", "ZWL",
    ])
    func icuOnlyCodes(_ code: String) {
        for report in [web("10.00", code), passKit("10.00", code)] {
            #expect(report.isValid && report.codes == [.currencyNotSupported], "\(code): \(report.diagnostics)")
            let message = report.diagnostics.first?.message ?? ""
            #expect(message.contains("is not in ISO 4217's current list; Apple Pay accepts it"), "\(message)")
            #expect(report.diagnostics.first?.path == "/currencyCode")
        }
        #expect(web("10.00", "DEM").diagnostics.first?.message.contains("ICU lists (German Mark)") == true)
        #expect(web("10.00", "DEM").diagnostics.first?.message.contains("a historic currency") == true)
    }

    @Test("a code ICU does not list stays an error, and so does a code in lower case (ICU's list is upper case)")
    func unknownCodes() {
        for code in ["ABC", "usd", "EU", "DEMS"] {
            #expect(web("10.00", code).codes == [.invalidCurrencyCode], "\(code)")
            #expect(passKit("10.00", code).codes == [.invalidCurrencyCode], "\(code)")
        }
        let order = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"DEM","value":"10.00"}}]}"#, as: .ordersV2)
        #expect(order.codes == [.invalidCurrencyCode], "PayPal's kinds keep ISO 4217's current list")
    }

    @Test("ICU's digits decide the places: none for IQD and eleven others, whatever ISO 4217 says", arguments: [
        "AFN", "ALL", "IQD", "IRR", "KPW", "LAK", "LBP", "MGA", "MMK", "SOS", "SYP", "YER",
    ])
    func noPlaces(_ code: String) {
        for report in [web("10.50", code), passKit("10.50", code)] {
            let places = report.diagnostics.first { $0.code == .decimalsNotSupported }
            #expect(!report.isValid && places?.severity == .error && places?.suggestion == "10", "\(code)")
            #expect(places?.message.contains("Apple Pay takes at most 0 for \(code) in a final item (ICU's places") == true)
        }
        // Zeros past the places pass, as PassKit compares values.
        #expect(web("10", code).isValid && web("10.00", code).isValid && passKit("10.000", code).isValid)
        #expect(web("10", code).codes == [.currencyNotSupported])
    }

    @Test("where CLDR's data changed, an amount keeps to the fewer places: HUF, COP and IDR lost theirs, RSD had none")
    func generations() {
        for code in ["HUF", "COP", "IDR", "RSD"] {
            for report in [web("10.50", code), passKit("10.5", code)] {
                let places = report.diagnostics.first { $0.code == .decimalsNotSupported }
                #expect(!report.isValid && places?.severity == .error && places?.suggestion == "10", "\(code)")
                #expect(places?.message.contains("ICU's places with CLDR's data until release 47: ") == true, "\(code)")
            }
            #expect(web("10", code).isValid && web("10.00", code).isValid, "\(code)")
        }
        #expect(web("10.50", "HUF").diagnostics.first?.message.contains("until release 47: 2; with release 49's, as newer systems such as iOS 26.4 have it: 0") == true)
        #expect(web("10.50", "RSD").diagnostics.first { $0.code == .decimalsNotSupported }?.message.contains("until release 47: 0; with release 49's, as newer systems such as iOS 26.4 have it: 2") == true)
        // TWD keeps ICU's two places in every release: only PayPal's none are missed, a warning.
        let twd = web("10.50", "TWD")
        #expect(twd.isValid && twd.codes == [.decimalsNotSupported] && twd.diagnostics.first?.severity == .warning)
        // A third place is refused by Apple Pay; the suggestion fits PayPal's places too.
        let third = web("10.505", "TWD").diagnostics.first
        #expect(third?.code == .decimalPrecision && third?.severity == .error && third?.suggestion == "11")
    }

    @Test("ICU's digits reach every amount: line items, shipping methods, token contexts, historic codes")
    func everyAmount() {
        let item = web("3", "IQD", extra: #","lineItems":[{"label":"Item","amount":"1.5"},{"label":"Tax","amount":"1.5"}]"#)
        #expect(item.diagnostics.filter { $0.code == .decimalsNotSupported }.map(\.path) == ["/lineItems/0/amount", "/lineItems/1/amount"])
        let shipping = web("10", "IQD", extra: #","shippingMethods":[{"label":"Post","amount":"2.5","identifier":"post","detail":"Slow"}]"#)
        #expect(shipping.diagnostics.first { $0.code == .decimalsNotSupported }?.severity == .warning, "\(shipping.diagnostics)")
        let token = passKit("10", "IQD", extra: #","multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"M","amount":"10.5"}]"#)
        #expect(token.diagnostics.contains { $0.code == .decimalsNotSupported && $0.path == "/multiTokenContexts/0/amount" })
        // A historic code's amounts are read with its ICU digits too: ADP (Andorran Peseta) has none.
        #expect(web("10.50", "ADP").codes == [.currencyNotSupported, .decimalsNotSupported])
        #expect(web("10.50", "DEM").codes == [.currencyNotSupported])
    }

    @Test("where ICU's digits and ISO 4217's agree, nothing changes; a code ICU 72 lacks keeps ISO's places")
    func agreement() {
        #expect(web("10.505", "KWD").codes == [.currencyNotSupported], "KWD has three places in both")
        #expect(web("10.5055", "KWD").codes.contains(.decimalPrecision))
        #expect(web("10.50", "XAD").codes == [.currencyNotSupported], "XAD: ISO 4217's 2 places, not in ICU 72")
        #expect(web("10.50", "XCG").diagnostics.first?.message.hasSuffix("systems whose ICU predates it (ICU 72's list lacks it) refuse it in Apple Pay") == true)
        #expect(web("10", "KRW").diagnostics.first?.message.contains("predates") == false)
        #expect(web("10", "ABC").diagnostics.first?.message == #""ABC" is not a currency code ICU lists, as Apple Pay asks"#)
        #expect(!web("10.505", "XAD").isValid)
    }
}
