import PPData
import PPDataValidation
import Testing

/// USZIPCodeCheck: US ZIP codes against USPS's list, and cities against USPS's names for them, with the severity each
/// shape gets (Sources/PPDataValidation/Checks/Address/USZIPCodeCheck.swift has the evidence).
@Suite("US ZIP codes and cities")
struct USZIPCodeCheckTests {
    @Test("a city that is not USPS's for the ZIP code: an error in the Payments v1 shape, a warning in the others")
    func cityMismatch() throws {
        for (shape, severity) in [("payments-v1", Severity.error), ("orders-v2", .warning), ("paypal", .warning), ("apple-pay", .warning)] {
            let report = validateAddress(address(shape, country: "US", city: "Huston", state: "CA", postal: "95326"))
            let finding = try #require(report.diagnostics.first, "\(shape)")
            #expect(report.codes == [.cityPostalCodeMismatch], "\(shape)")
            #expect(finding.severity == severity, "\(shape)")
            #expect(finding.suggestion == "Hughson")
            #expect(finding.message == "\"Huston\" is not a city of ZIP code 95326, which USPS names \"Hughson\", CA")
        }
        let others = validateAddress(address("payments-v1", country: "US", city: "Gotham", state: "WA", postal: "98101-1234"))
        #expect(others.diagnostics.first?.message == "\"Gotham\" is not a city of ZIP code 98101, which USPS names \"Seattle\", WA")
        let guam = validateAddress(address("payments-v1", country: "US", city: "Nowhere", state: "GU", postal: "96910"))
        #expect(guam.diagnostics.first?.message
            == "\"Nowhere\" is not a city of ZIP code 96910, which USPS names \"Hagatna\", GU (or \"Agana Heights\", \"Asan\", \"Chalan Pago\", \"Maite\", \"Mongmong\", \"Ordot\", \"Sinajana\", \"Toto\")")
    }

    @Test("Hawaiian names written with the ʻokina are USPS's names without it", arguments: [
        ("Kapaʻa", "96746"), ("Lāʻie", "96762"), ("ʻEwa Beach", "96706"), ("Honokaʻa", "96727"),
    ])
    func okina(_ city: String, _ zip: String) {
        let report = validateAddress(address("payments-v1", country: "US", city: city, state: "HI", postal: zip))
        #expect(report.diagnostics.isEmpty, "\(city): \(report.diagnostics)")
    }

    @Test("a ZIP code written with spaces is suggested without them only when it is the state's")
    func writtenFormSuggestion() throws {
        let own = validateAddress(address("orders-v2", country: "US", city: "Fargo", state: "ND", postal: " 58102"))
        #expect(own.diagnostics.map(\.suggestion) == ["58102"])
        // 99999 is Alaska's: written right, it would be the next error, so it is said and not suggested.
        let other = validateAddress(address("orders-v2", country: "US", city: "Fargo", state: "ND", postal: " 99999"))
        let finding = try #require(other.diagnostics.first { $0.code == .invalidPostalCode })
        #expect(finding.suggestion == nil)
        #expect(finding.message.hasSuffix("; \"99999\" would not be a ZIP code of North Dakota (ND) either"), "\(finding.message)")
    }

    @Test("USPS's preferred and acceptable names, however written, give no finding")
    func acceptedNames() {
        for (city, state, zip) in [
            ("St. Louis", "MO", "63101"), ("SAINT LOUIS", "MO", "63101"), ("Ft Worth", "TX", "76102"),
            ("Cañon City", "CO", "81212"), ("Brookside", "CO", "81212"), ("O'Fallon", "MO", "63366"),
            ("Mountain View", "CA", "94043"), ("new york", "NY", "10118"),
        ] {
            for shape in ["payments-v1", "orders-v2"] {
                let report = validateAddress(address(shape, country: "US", city: city, state: state, postal: zip))
                #expect(report.diagnostics == [], "\(shape) \(city) \(zip): \(report.diagnostics.map(\.message))")
            }
        }
    }

    @Test("a name USPS asks not to use is a warning in every shape, with USPS's name as the suggestion")
    func notAcceptable() throws {
        for shape in ["payments-v1", "orders-v2"] {
            let report = validateAddress(address(shape, country: "US", city: "NYC", state: "NY", postal: "10001"))
            let finding = try #require(report.diagnostics.first)
            #expect(report.codes == [.cityPostalCodeMismatch])
            #expect(finding.severity == .warning)
            #expect(finding.suggestion == "New York")
            #expect(finding.message == "USPS asks not to use \"NYC\" as the city of ZIP code 10001; its name is \"New York\"")
        }
    }

    @Test("a well-formed ZIP code within the state's range that USPS does not have is INVALID_POSTAL_CODE")
    func unknownZIP() throws {
        for (shape, severity) in [("payments-v1", Severity.error), ("orders-v2", .warning)] {
            let report = validateAddress(address(shape, country: "US", city: "New York", state: "NY", postal: "10254"))
            let finding = try #require(report.diagnostics.first)
            #expect(report.codes == [.invalidPostalCode], "\(shape)")
            #expect(finding.severity == severity)
            #expect(finding.message == "\"10254\" is not on USPS's list of ZIP codes")
        }
        // A code outside its state's range is reported once, for the range; the city is not judged then.
        let range = validateAddress(address("payments-v1", country: "US", city: "Nowhere", state: "AL", postal: "46001"))
        #expect(range.codes == [.invalidPostalCode])
        #expect(range.diagnostics.first?.message.contains("is not a ZIP code of the state Alabama (AL)") == true)
        // A code no state's range holds (`00000`, a placeholder) is no ZIP code at all: USPS's list says so, an error
        // in Payments v1 as for 10254 (it was only "not a ZIP code of New York", a warning, and the payment valid).
        for (shape, severity) in [("payments-v1", Severity.error), ("orders-v2", .warning)] {
            let placeholder = validateAddress(address(shape, country: "US", city: "New York", state: "NY", postal: "00000"))
            #expect(placeholder.codes == [.invalidPostalCode], "\(shape)")
            #expect(placeholder.diagnostics.first?.message == "\"00000\" is not on USPS's list of ZIP codes")
            #expect(placeholder.diagnostics.first?.severity == severity, "\(shape)")
        }
        // A military ZIP code in a state's address names its "state" once: Armed Forces (AP), not (AP) (AP).
        let military = validateAddress(address("orders-v2", country: "US", city: "New York", state: "NY", postal: "96201"))
        #expect(military.diagnostics.first?.message.hasSuffix("it belongs to Armed Forces (AP)") == true, "\(military.diagnostics)")
        // A malformed code is the pattern's finding alone.
        #expect(validateAddress(address("payments-v1", country: "US", city: "Boston", state: "MA", postal: "2134")).codes == [.invalidPostalCode])
    }

    @Test("when the state and the ZIP code disagree within the state's range, the city is not judged")
    func stateDisagrees() {
        // 20601 is Waldorf, MD; the District of Columbia's range (20) covers it.
        let report = validateAddress(address("payments-v1", country: "US", city: "Washington", state: "DC", postal: "20601"))
        #expect(!report.codes.contains(.cityPostalCodeMismatch), "\(report.diagnostics.map(\.message))")
    }

    @Test("territories written as their own country are checked against their ZIP codes")
    func territories() throws {
        #expect(validateAddress(address("payments-v1", country: "PR", city: "San Juan", postal: "00901")).codes == [])
        let report = validateAddress(address("payments-v1", country: "PR", city: "Ponce", postal: "00901"))
        #expect(report.codes == [.cityPostalCodeMismatch])
        // Other countries' postal codes are never looked up in USPS's list.
        #expect(validateAddress(address("payments-v1", country: "DE", city: "Berlin", postal: "10117")).codes == [])
    }

    /// A city written where the state goes (`Missoula`, a Montana city two letters from Missouri): beside a ZIP code
    /// USPS names it for, the suggestion is the ZIP code's state; without one, the nearest spelling as before.
    @Test("a city written as the state, beside its ZIP code, gets the ZIP code's state as the suggestion")
    func cityAsState() throws {
        for shape in ["payments-v1", "orders-v2", "paypal"] {
            let report = validateAddress(address(shape, country: "US", city: "Missoula", state: "missoula", postal: "59801"))
            let finding = try #require(report.diagnostics.first { $0.code == .invalidState }, "\(shape)")
            #expect(finding.suggestion == "MT", "\(shape)")
            #expect(finding.message.hasPrefix("\"missoula\" is the city of ZIP code 59801, not a state of United States (US)"))
            #expect(report.codes == [.invalidState], "\(shape): \(report.diagnostics)")
        }
        // `Mexico` is also the end of New Mexico's name: the ZIP code (Mexico, Missouri) settles it.
        let mexico = validateAddress(address("orders-v2", country: "US", city: "Mexico", state: "Mexico", postal: "65265"))
        #expect(mexico.diagnostics.first { $0.code == .invalidState }?.suggestion == "MO")
        // No ZIP code of that city: the nearest spelling, as before.
        let elsewhere = validateAddress(address("orders-v2", country: "US", city: "Columbia", state: "Missoula", postal: "65201"))
        #expect(elsewhere.diagnostics.first { $0.code == .invalidState }?.suggestion == "MO")
    }

    /// PayPal's refusals of a wrong city were payments through a PayPal account; its .NET SDK's card sample shipped to
    /// `Johnstown` `OH` `43210` (a Columbus ZIP code) in 2015-2017, and its maintainer showed the sandbox's
    /// transaction (PayPal-NET-SDK issue #71).
    @Test("in a Payments v1 payment: an error through a PayPal account, a warning on a card payment (both addresses)")
    func paymentsV1Roles() throws {
        let wrong = #"{"line1":"1 Main St","city":"Huston","state":"CA","postal_code":"95326","country_code":"US"}"#
        let card = """
            {"intent":"sale","payer":{"payment_method":"credit_card","funding_instruments":[{"credit_card":{\
            "number":"4111111111111111","type":"visa","expire_month":11,"expire_year":2030,"first_name":"Joe",\
            "last_name":"Shopper","billing_address":\(wrong)}}]},"transactions":[{"amount":{"total":"7.00",\
            "currency":"USD"},"item_list":{"items":[{"name":"hat","quantity":"1","price":"7.00","currency":"USD"}],\
            "shipping_address":\(wrong.dropLast()),"recipient_name":"Joe Shopper"}}}]}
            """
        var options = ValidationOptions()
        options.today = try #require(CalendarDate(year: 2026, month: 3, day: 15))
        let report = PaymentValidator(options: options).validate(card, as: .paymentsV1)
        let findings = report.diagnostics.filter { $0.code == .cityPostalCodeMismatch }
        #expect(findings.map(\.path) == [
            "/payer/funding_instruments/0/credit_card/billing_address/city", "/transactions/0/item_list/shipping_address/city",
        ])
        #expect(findings.map(\.severity) == [.warning, .warning])

        let paypal = """
            {"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"https://example.com/r",\
            "cancel_url":"https://example.com/c"},"transactions":[{"amount":{"total":"7.00","currency":"USD"},\
            "item_list":{"items":[{"name":"hat","quantity":"1","price":"7.00","currency":"USD"}],\
            "shipping_address":\(wrong.dropLast()),"recipient_name":"Joe Shopper"}}}]}
            """
        let refused = PaymentValidator(options: options).validate(paypal, as: .paymentsV1)
        #expect(refused.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue) \($0.path)" } == [
            "CITY_POSTAL_CODE_MISMATCH error /transactions/0/item_list/shipping_address/city"
        ])
    }

    /// A ZIP code of another state: PayPal refused it in a PayPal account's shipping address (PayPal-PHP-SDK issue
    /// #969), and took card payments billed to such addresses (Ack Success to `Jonsetown` `NC` `23456` in
    /// activemerchant's DoDirectPayment recording; PayPal-Ruby-SDK's 2.0-beta spec billed `Anytown` `CA` `12345`).
    @Test("a ZIP code of another state: an error through a PayPal account, a warning in a card's billing address")
    func otherStatesZIPByRole() throws {
        let wrong = #"{"line1":"1 Main St","city":"Jonsetown","state":"NC","postal_code":"23456","country_code":"US"}"#
        var options = ValidationOptions()
        options.today = try #require(CalendarDate(year: 2026, month: 3, day: 15))
        let validator = PaymentValidator(options: options)
        let card = """
            {"intent":"sale","payer":{"payment_method":"credit_card","funding_instruments":[{"credit_card":{\
            "number":"4111111111111111","type":"visa","expire_month":11,"expire_year":2030,"first_name":"Joe",\
            "last_name":"Shopper","billing_address":\(wrong)}}]},"transactions":[{"amount":{"total":"7.00",\
            "currency":"USD"}}]}
            """
        let billed = validator.validate(card, as: .paymentsV1)
        #expect(billed.diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue) \($0.path)" } == [
            "INVALID_POSTAL_CODE warning /payer/funding_instruments/0/credit_card/billing_address/postal_code"
        ])
        #expect(billed.diagnostics.first?.message.contains("it belongs to Virginia (VA)") == true)

        let ordersAddress = #"{"address_line_1":"1 Main St","admin_area_2":"Jonsetown","admin_area_1":"NC","postal_code":"23456","country_code":"US"}"#
        let order = """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"7.00"}\
            ,"shipping":{"address":\(ordersAddress)}}],"payment_source":{"card":{"number":"4111111111111111",\
            "expiry":"2030-11","billing_address":\(ordersAddress)}}}
            """
        let findings = validator.validate(order, as: .ordersV2).diagnostics.filter { $0.code == .invalidPostalCode }
        #expect(findings.map { "\($0.severity.rawValue) \($0.path)" } == [
            "error /purchase_units/0/shipping/address/postal_code", "warning /payment_source/card/billing_address/postal_code",
        ])
    }

    @Test("outside the US a postal code in another state's range is a warning: real codes cross state lines")
    func otherCountriesRangeIsAWarning() throws {
        for (state, postal, country) in [("Puducherry", "673310", "IN"), ("NSW", "4383", "AU")] {
            let report = validateAddress(address("orders-v2", country: country, city: "Town", state: state, postal: postal))
            let finding = try #require(report.diagnostics.first { $0.code == .invalidPostalCode }, "\(postal)")
            #expect(finding.severity == .warning && finding.message.contains("it belongs to"), "\(finding.message)")
        }
        let us = validateAddress(address("orders-v2", country: "US", city: "Boston", state: "CA", postal: "02134"))
        #expect(us.diagnostics.first { $0.code == .invalidPostalCode }?.severity == .error)
    }
}
