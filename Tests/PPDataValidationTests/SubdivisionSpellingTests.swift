import PPDataValidation
import Testing

/// Real addresses whose state is written as people and governments write it today, in an MPL payment, where an
/// unknown state is an error: each is valid. Each was refused before (a new user's trial, session 61), some with a
/// suggestion naming another state (India's `IN-UK`, Uttarakhand since 2023, drew "did you mean IN-JK?").
@Suite("Subdivisions: current codes, official names and everyday forms")
struct SubdivisionSpellingTests {
    /// (country, street, city, state as written, postal code): published addresses of public offices.
    static let addresses: [(String, String, String, String, String)] = [
        ("IN", "Subhash Road", "Dehradun", "IN-UK", "248001"),  // Uttarakhand Secretariat
        ("IN", "Lok Seva Bhawan", "Bhubaneswar", "IN-OD", "751001"),  // Odisha Secretariat
        ("IN", "Secretariat", "Hyderabad", "TS", "500022"),  // Telangana
        ("IN", "Mahanadi Bhawan", "Raipur", "CG", "492002"),  // Chhattisgarh
        ("IN", "Subhash Road", "Dehradun", "Uttaranchal", "248001"),
        ("TW", "重慶南路一段122號", "中正區", "臺北市", "100006"),  // the Office of the President
        ("KR", "중앙로 1", "춘천시", "강원특별자치도", "24266"),  // Gangwon State's office
        ("KR", "효자로 225", "전주시", "전북특별자치도", "54968"),  // Jeonbuk State's office
        ("TH", "Thanon Phitsanulok", "Dusit", "Krung Thep Maha Nakhon", "10300"),
        ("AR", "Bolívar 1", "Buenos Aires", "CABA", "C1066AAA"),
        ("MX", "Av. Enríquez", "Xalapa", "Veracruz de Ignacio de la Llave", "91000"),
        ("CL", "Moneda s/n", "Santiago", "Región Metropolitana de Santiago", "8340457"),
        ("JP", "西新宿2-8-1", "新宿区", "東京", "163-8001"),  // Tokyo Metropolitan Government
        ("CN", "正义路2号", "东城区", "北京", "100744"),
        ("RU", "Tverskaya ulitsa 13", "Moscow", "Moscow", "125032"),  // Moscow City Hall
        ("RU", "Stroiteley bulvar 1", "Krasnogorsk", "Moscow Region", "143407"),  // the Moscow Region's government
        ("RU", "Smolny", "Saint Petersburg", "St. Petersburg", "191060"),
        ("CN", "新华大街1号", "呼和浩特", "Inner Mongolia", "010055"),
        ("MX", "Plaza de la Constitución 2", "Cuauhtémoc", "Mexico City", "06000"),
    ]

    @Test("each is valid in an MPL payment, where an unknown state is an error", arguments: addresses.indices)
    func valid(_ index: Int) {
        let (country, street, city, state, postal) = Self.addresses[index]
        let document = """
            {"recipient": "seller@example.com", "subTotal": "10.00", "paymentCurrency": "USD", "shippingEnabled": true,
             "shippingAddress": {"name": "A B", "street1": "\(street)", "city": "\(city)", "state": "\(state)",
             "postalcode": "\(postal)", "countrycode": "\(country)"}}
            """
        let report = PaymentValidator().validate(document)
        #expect(report.diagnostics.map { "\($0.code) \($0.message)" } == [], "\(country) \(state)")
    }

    @Test("a name that is no subdivision is still an error, and not suggested as another state")
    func unknownStillRefused() {
        let document = """
            {"recipient": "seller@example.com", "subTotal": "10.00", "paymentCurrency": "USD", "shippingEnabled": true,
             "shippingAddress": {"name": "A B", "street1": "Subhash Road", "city": "Dehradun", "state": "IN-UX",
             "postalcode": "248001", "countrycode": "IN"}}
            """
        let findings = PaymentValidator().validate(document).diagnostics
        #expect(findings.map(\.code) == [.invalidState])
        #expect(findings.first?.severity == .error)
    }
}
