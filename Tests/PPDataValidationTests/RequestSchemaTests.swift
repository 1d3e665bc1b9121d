import Foundation
import Testing

@testable import PPDataValidation

/// The generated request schemas and the walker that enforces them (`SchemaWalker`), on the failure classes the
/// schema layer was built for and on one-constraint mutations of the valid examples.
@Suite("Request schemas: the walker")
struct RequestSchemaTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    func example(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent(name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func validate(_ document: Any, as kind: DocumentKind) throws -> ValidationReport {
        let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return PaymentValidator().validate(String(decoding: data, as: UTF8.self), as: kind)
    }

    @Test("every portable pattern compiles with PortablePattern; every REST kind has its body")
    func tablesAreUsable() {
        for (index, pattern) in RequestSchema.patterns.enumerated() {
            if case .portable(let text) = pattern.form {
                #expect(RequestSchema.portablePattern(index) != nil, "\(text) does not compile")
            }
        }
        for kind in [DocumentKind.ordersV2, .paymentsV1, .paymentsV1Capture] {
            #expect(!kind.requestSchemaRules.isEmpty, "\(kind) has no request body")
        }
        #expect(DocumentKind.paymentsV1.rejectsUnknownMembers && !DocumentKind.ordersV2.rejectsUnknownMembers)
        for kind in DocumentKind.allCases {
            #expect(kind.ruleCoverage.unresolved == [], "\(kind): coverage names that match no member")
        }
    }

    @Test("the objects the walker hands to a semantic check are in the tables")
    func ownedObjects() {
        let owned = SchemaWalker.OwnedObjects.indexes
        for (index, name) in [
            (owned.money, "checkout_orders_v2:money"), (owned.tokenMoney, "checkout_orders_v2:money-2"),
            (owned.cardData, "checkout_orders_v2:card_supplementary_data"),
        ] {
            #expect(index >= 0 && RequestSchema.objects[index].name.description == name, "\(name)")
        }
    }

    /// A range whose lower bound is above its upper one traps when the walker builds it: the Payments v1 document's
    /// `credit_card_token.payer_id` (minLength 256, maxLength 1) crashed `ppdata validate` on any string there, until
    /// the generator refused such bounds (overrides.tsv says which are meant).
    @Test("every generated shape's bounds admit a value; the swapped payer_id bounds are read as 1 to 256")
    func boundsAreOrdered() throws {
        for (index, shape) in RequestSchema.shapes.enumerated() {
            if shape.minLength >= 0, shape.maxLength >= 0 { #expect(shape.minLength <= shape.maxLength, "shape \(index)") }
            if shape.minItems >= 0, shape.maxItems >= 0 { #expect(shape.minItems <= shape.maxItems, "shape \(index)") }
            if shape.minimum >= 0, shape.maximum >= 0 { #expect(shape.minimum <= shape.maximum, "shape \(index)") }
            if shape.truncatedLength >= 0 { #expect(shape.truncatedLength < shape.maxLength, "shape \(index)") }
            if shape.owner == .email, shape.maxLength < 0 { #expect(shape.minLength <= 254, "shape \(index)") }
        }
        var payment = try example("payments-v1-valid.json")
        var payer = try #require(payment["payer"] as? [String: Any])
        payer["payment_method"] = "credit_card"
        payer["funding_instruments"] = [["credit_card_token": ["credit_card_id": "CARD-1", "payer_id": "customer-7"]]]
        payment["payer"] = payer
        #expect(try validate(payment, as: .paymentsV1).diagnostics.isEmpty)
        payer["funding_instruments"] = [["credit_card_token": ["credit_card_id": "CARD-1", "payer_id": ""]]]
        payment["payer"] = payer
        let empty = try validate(payment, as: .paymentsV1)
        #expect(empty.diagnostics.map { "\($0.code.rawValue) \($0.path)" } == [
            "INVALID_STRING_LENGTH /payer/funding_instruments/0/credit_card_token/payer_id"
        ])
        // A stored card's last4, type and expiry are read-only: PayPal's Java and .NET SDKs send the month and year
        // as 0 with every stored card.
        payer["funding_instruments"] = [[
            "credit_card_token": ["credit_card_id": "CARD-1", "expire_month": 0, "expire_year": 0, "last4": "1", "type": "x"]
        ]]
        payment["payer"] = payer
        #expect(try validate(payment, as: .paymentsV1).diagnostics.isEmpty)
        payer["funding_instruments"] = [["credit_card_token": ["payer_id": "customer-7"]]]
        payment["payer"] = payer
        #expect(try validate(payment, as: .paymentsV1).diagnostics.map(\.code) == [.missingRequiredParameter])
    }

    @Test("every member a Payments v1 rule knows is in the published schema or additions.tsv: none is an error")
    func paymentsV1HandKeysArePublished() {
        let pairs: [(JSONKeySet, StaticString)] = [
            (PaymentsV1Keys.payment, "payments_payment_v1:payment"),
            (PaymentsV1Keys.payer, "payments_payment_v1:payer"),
            (PaymentsV1Keys.payerInfo, "payments_payment_v1:payer_info"),
            (PaymentsV1Keys.transaction, "payments_payment_v1:transaction"),
            (PaymentsV1Keys.amount, "payments_payment_v1:amount"),
            (PaymentsV1Keys.details, "payments_payment_v1:amount.details"),
            (PaymentsV1Keys.itemList, "payments_payment_v1:transaction.item_list"),
            (PaymentsV1Keys.item, "payments_payment_v1:item"),
            (PaymentsV1Keys.capture, "payments_payment_v1:capture"),
            (PaymentsV1FundingInstrument.keys, "payments_payment_v1:funding_instrument"),
            (PaymentsV1FundingInstrument.tokenKeys, "payments_payment_v1:credit_card_token"),
        ]
        for (keys, name) in pairs {
            let object = RequestSchema.objects.first { $0.name.description == name.description }
            let published = Set(object.map { RequestSchema.members[$0.members].map(\.name.description) } ?? [])
            #expect(object != nil, "\(name)")
            #expect(Set(keys.keys).subtracting(published).sorted() == [], "\(name)")
        }
    }

    /// `BILLING` was refused there in July 2025 (woocommerce-paypal-payments #3500) and is a deprecated alias of
    /// `GUEST_CHECKOUT` in PayPal's definition since November 2025 (overrides.tsv): a warning with the replacement.
    @Test("an enumeration inside an object no hand-written rule walks: experience_context.landing_page")
    func experienceContextEnumeration() throws {
        var order = try example("orders-v2-valid.json")
        func finding(_ landingPage: String) throws -> Diagnostic? {
            order["payment_source"] = [
                "paypal": ["experience_context": ["landing_page": landingPage, "user_action": "PAY_NOW"]]
            ]
            let report = try validate(order, as: .ordersV2)
            return report.diagnostics.first { $0.path == "/payment_source/paypal/experience_context/landing_page" }
        }
        let unknown = try #require(try finding("GUEST_CHECKOT"))
        #expect(unknown.code == .invalidParameterValue && unknown.severity == .error)
        #expect(unknown.message.contains("\"GUEST_CHECKOT\" is not one of") && unknown.suggestion == "GUEST_CHECKOUT")
        let deprecated = try #require(try finding("BILLING"))
        #expect(deprecated.code == .invalidParameterValue && deprecated.severity == .warning)
        #expect(deprecated.message.contains("deprecated") && deprecated.suggestion == "GUEST_CHECKOUT")
        #expect(try finding("GUEST_CHECKOUT") == nil)
        // The legacy application_context still lists BILLING among its own values.
        order["payment_source"] = nil
        order["application_context"] = ["landing_page": "BILLING"]
        #expect(try validate(order, as: .ordersV2).diagnostics.isEmpty)
    }

    @Test("Payments v1: an unknown member is an error (PayPal: MALFORMED_REQUEST); a read-only member is not unknown")
    func paymentsV1UnknownMembers() throws {
        var payment = try example("payments-v1-valid.json")
        var transactions = try #require(payment["transactions"] as? [[String: Any]])
        transactions[0]["purchase_unit_reference_id"] = "A1"
        payment["transactions"] = transactions
        let report = try validate(payment, as: .paymentsV1)
        let finding = try #require(report.diagnostics.first { $0.path == "/transactions/0/purchase_unit_reference_id" })
        #expect(finding.code == .unknownField && finding.severity == .error && !report.isValid)
        transactions[0]["purchase_unit_reference_id"] = nil
        // Defined by the document, refused by PayPal (overrides.tsv: PayPal-node-SDK issue #254).
        let token = ["credit_card_id": "CARD-4W491882YN380234BLDGDP6Y", "external_customer_id": "22896dc3"]
        let tokenPayment = ["intent": "sale", "transactions": transactions,
            "payer": ["payment_method": "credit_card", "funding_instruments": [["credit_card_token": token]]]] as [String: Any]
        let tokenReport = try validate(tokenPayment, as: .paymentsV1)
        let refused = try #require(tokenReport.diagnostics.first { $0.path.hasSuffix("/credit_card_token/external_customer_id") })
        #expect(refused.code == .unknownField && refused.severity == .error && !tokenReport.isValid)
        transactions[0]["related_resources"] = [] as [Any]  // read-only: a body copied from a response
        payment["transactions"] = transactions
        payment["create_time"] = "2024-01-01T00:00:00Z"
        #expect(try validate(payment, as: .paymentsV1).diagnostics.isEmpty)
        // PayPal's Java SDK sent an empty `transactions` in every transaction in 2015-2016 (additions.tsv).
        transactions[0]["transactions"] = [] as [Any]
        payment["transactions"] = transactions
        #expect(try validate(payment, as: .paymentsV1).diagnostics.isEmpty)
    }

    @Test("Orders v2: a numeric quantity is a warning; items whose taxes are all zero need no tax_total")
    func ordersV2Leniencies() throws {
        var order = try example("orders-v2-valid.json")
        var units = try #require(order["purchase_units"] as? [[String: Any]])
        var items = try #require(units[0]["items"] as? [[String: Any]])
        items[0]["quantity"] = Int(try #require(items[0]["quantity"] as? String))
        units[0]["items"] = items
        order["purchase_units"] = units
        let report = try validate(order, as: .ordersV2)
        let quantity = try #require(report.diagnostics.first { $0.path == "/purchase_units/0/items/0/quantity" })
        #expect(quantity.severity == .warning && report.isValid)
        #expect(report.diagnostics.filter { $0.path == "/purchase_units/0/items/0/quantity" }.count == 1)

        let zeroTax = """
            {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "20.00",
             "breakdown": {"item_total": {"currency_code": "USD", "value": "20.00"}}},
             "items": [{"name": "A", "quantity": "2", "unit_amount": {"currency_code": "USD", "value": "10.00"},
                        "tax": {"currency_code": "USD", "value": "0.00"}}]}]}
            """
        #expect(PaymentValidator().validate(zeroTax, as: .ordersV2).diagnostics.isEmpty)
        let someTax = zeroTax.replacingOccurrences(of: "\"0.00\"", with: "\"1.00\"")
        #expect(PaymentValidator().validate(someTax, as: .ordersV2).codes.contains(.taxTotalRequired))
    }

    @Test("deep objects: a pattern, a typo'd member with its suggestion, a missing required member, a wrong type")
    func deepObjects() throws {
        var order = try example("orders-v2-valid.json")
        order["payment_source"] = [
            "paypal": [
                "experience_context": ["shipping_preferance": "NO_SHIPPING", "locale": "en_US"],
                "tax_info": ["tax_id": "12345678901"],
            ] as [String: Any],
            "blik": ["name": "A", "country_code": "PL", "level_0": ["auth_code": "12A456"]] as [String: Any],
        ]
        let report = try validate(order, as: .ordersV2)
        func finding(_ path: String) -> Diagnostic? { report.diagnostics.first { $0.path == path } }
        let typo = try #require(finding("/payment_source/paypal/experience_context/shipping_preferance"))
        #expect(typo.code == .unknownField && typo.severity == .warning && typo.suggestion == "shipping_preference")
        let locale = try #require(finding("/payment_source/paypal/experience_context/locale"))
        #expect(locale.code == .invalidParameterSyntax && locale.message.contains("does not match PayPal's pattern"))
        #expect(locale.suggestion == "en-US")
        let missing = try #require(finding("/payment_source/paypal/tax_info/tax_id_type"))
        #expect(missing.code == .missingRequiredParameter)
        let code = try #require(finding("/payment_source/blik/level_0/auth_code"))
        #expect(code.code == .invalidParameterSyntax)  // ^[0-9]{6}$
        #expect(code.suggestion == nil)  // no slip undone makes "12A456" six digits
        #expect(!report.isValid)
    }

    /// A value that misses its pattern by a usual slip gets the value with the slip undone, when that matches.
    @Test func patternRepairs() throws {
        let patterns = RequestSchema.patterns.map { "\($0.text)" }
        let language = try #require(patterns.firstIndex(of: "^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$"))
        #expect(SchemaWalker.repair("de_DE", pattern: language) == "de-DE")
        #expect(SchemaWalker.repair("EN-us", pattern: language) == "en-US")
        #expect(SchemaWalker.repair("zh_hant_tw", pattern: language) == "zh-Hant-TW")
        #expect(SchemaWalker.repair("es_419", pattern: language) == "es-419")
        #expect(SchemaWalker.repair(" fr-FR ", pattern: language) == "fr-FR")
        #expect(SchemaWalker.repair("english", pattern: language) == nil)
        #expect(SchemaWalker.repair("en_US_POSIX", pattern: language) == nil)  // no variant in PayPal's pattern
        #expect(SchemaWalker.repair("de__DE", pattern: language) == nil)
        let digits = try #require(patterns.firstIndex(of: "^[0-9]{6}$"))
        #expect(SchemaWalker.repair(" 123456\n", pattern: digits) == "123456")
        #expect(SchemaWalker.repair("12345", pattern: digits) == nil)
        // The tag rewrite is for language tags alone: in an id's pattern it would change the id.
        let id = try #require(patterns.firstIndex(of: "^[0-9A-Z_-]+$"))
        #expect(SchemaWalker.repair("7_ab3cd", pattern: id) == nil)
        #expect(SchemaWalker.repair(" 7_AB3CD ", pattern: id) == "7_AB3CD")
        // Nothing shorter than the member's minimum: a brand name of a line break alone has no repair.
        let any = try #require(patterns.firstIndex(of: "^.*$"))
        #expect(SchemaWalker.repair("\n", pattern: any, minLength: 1) == nil)
        #expect(SchemaWalker.repair("Acme\n", pattern: any, minLength: 1) == "Acme")
    }

    @Test("a scalar for an object inside values the rules check: reported by the walker, with its type")
    func scalarsForObjectsInCheckedValues() throws {
        var order = try example("orders-v2-valid.json")
        var units = try #require(order["purchase_units"] as? [[String: Any]])
        var shipping = try #require(units[0]["shipping"] as? [String: Any])
        var address = try #require(shipping["address"] as? [String: Any])
        address["address_details"] = "xxxxxx"  // as a real request sent it (hotcakes-commerce-core #484)
        shipping["address"] = address
        units[0]["shipping"] = shipping
        units[0]["supplementary_data"] = 7
        order["purchase_units"] = units
        order["payment_source"] = ["blik": "x"]
        let report = try validate(order, as: .ordersV2)
        for path in [
            "/purchase_units/0/shipping/address/address_details", "/purchase_units/0/supplementary_data",
            "/payment_source/blik",
        ] {
            let finding = try #require(report.diagnostics.first { $0.path == path }, "\(path)")
            #expect(finding.code == .invalidParameterSyntax && finding.severity == .error)
            #expect(finding.message.hasSuffix("must be an object, not " + (path.hasSuffix("data") ? "a number" : "a string")))
        }
        #expect(report.errors.count == 3)
    }

    @Test("an empty purchase-unit description is a warning (PayPal accepts it); an empty custom_id stays an error")
    func emptyDescription() throws {
        var order = try example("orders-v2-valid.json")
        var units = try #require(order["purchase_units"] as? [[String: Any]])
        units[0]["description"] = ""
        order["purchase_units"] = units
        let report = try validate(order, as: .ordersV2)
        #expect(report.isValid)
        let finding = try #require(report.diagnostics.first { $0.path == "/purchase_units/0/description" })
        #expect(finding.code == .invalidStringLength && finding.severity == .warning)
        units[0]["custom_id"] = ""
        order["purchase_units"] = units
        let custom = try validate(order, as: .ordersV2)
        #expect(custom.errors.map(\.path) == ["/purchase_units/0/custom_id"])
    }

    /// PayPal's current limits (overrides.tsv, from its generated SDK's models): text it accepts but cuts is a
    /// warning, text past what it accepts an error, wherever the member is checked (a rule's table or the walker).
    @Test("text PayPal cuts is a warning; past what it accepts, an error; custom_id and a level 2 invoice_id are longer")
    func currentLengthLimits() throws {
        func lengths(_ change: (inout [String: Any]) -> Void) throws -> [String] {
            var order = try example("orders-v2-valid.json")
            var units = try #require(order["purchase_units"] as? [[String: Any]])
            change(&units[0])
            order["purchase_units"] = units
            return try validate(order, as: .ordersV2).diagnostics.filter { $0.code == .invalidStringLength }
                .map { "\($0.severity.rawValue) \($0.path)" }
        }
        let text = { (count: Int) in String(repeating: "é", count: count) }
        #expect(try lengths { $0["description"] = text(127) } == [])
        #expect(try lengths { $0["description"] = text(128) } == ["warning /purchase_units/0/description"])
        #expect(try lengths { $0["description"] = text(3001) } == ["error /purchase_units/0/description"])
        #expect(try lengths { $0["soft_descriptor"] = "EXAMPLE STORE ONLINE ORDER" } == ["warning /purchase_units/0/soft_descriptor"])
        #expect(try lengths { $0["custom_id"] = text(255) } == [])
        #expect(try lengths { $0["custom_id"] = text(256) } == ["error /purchase_units/0/custom_id"])
        #expect(try lengths { $0["invoice_id"] = text(128) } == ["error /purchase_units/0/invoice_id"])
        func item(_ description: String) -> (inout [String: Any]) -> Void {
            { unit in
                var items = unit["items"] as? [[String: Any]] ?? []
                items[0]["description"] = description
                unit["items"] = items
            }
        }
        #expect(try lengths(item(text(2048))) == [])
        #expect(try lengths(item(text(2049))) == ["warning /purchase_units/0/items/0/description"])
        #expect(try lengths(item(text(4001))) == ["error /purchase_units/0/items/0/description"])
        // Two UTF-16 units a character past U+FFFF, as PayPal counts: 64 emoji are 128.
        #expect(try lengths { $0["description"] = String(repeating: "🙂", count: 64) } == ["warning /purchase_units/0/description"])
        // Checked by the walker alone: a level 2 invoice id (17 published, PayPal's current 127).
        let level2 = { (id: String) in { (unit: inout [String: Any]) in
            unit["supplementary_data"] = ["card": ["level_2": ["invoice_id": id]]]
        } }
        // A level 3 line item: PayPal's model takes a description of 2048 and no unit_amount (overrides.tsv).
        let level3 = { (description: String) in { (unit: inout [String: Any]) in
            unit["supplementary_data"] = ["card": ["level_3": ["line_items": [
                ["name": "Widget", "quantity": "1", "description": description]
            ]]]]
        } }
        #expect(try lengths(level3(text(2048))) == [])
        var withLevel3 = try example("orders-v2-valid.json")
        var level3Units = try #require(withLevel3["purchase_units"] as? [[String: Any]])
        level3(text(10))(&level3Units[0])
        withLevel3["purchase_units"] = level3Units
        #expect(try validate(withLevel3, as: .ordersV2).errors.isEmpty)
        #expect(try lengths(level3(text(2049))) == ["error /purchase_units/0/supplementary_data/card/level_3/line_items/0/description"])
        #expect(try lengths(level2(String(repeating: "A", count: 127))) == [])
        #expect(try lengths(level2(String(repeating: "A", count: 128))) == ["error /purchase_units/0/supplementary_data/card/level_2/invoice_id"])
        // A JSON Patch value is the member it replaces.
        let patch: [[String: Any]] = [
            ["op": "replace", "path": "/purchase_units/@reference_id=='default'/description", "value": text(200)]
        ]
        let patched = try validate(patch, as: .ordersV2Update).diagnostics.filter { $0.code == .invalidStringLength }
        #expect(patched.map(\.severity) == [.warning], "\(patched)")
    }

    @Test("Pay upon invoice: payment_source.pay_upon_invoice and an item's tax_rate are known members (additions.tsv)")
    func payUponInvoice() throws {
        var order = try example("orders-v2-valid.json")
        var units = try #require(order["purchase_units"] as? [[String: Any]])
        var items = try #require(units[0]["items"] as? [[String: Any]])
        items[0]["tax_rate"] = "19.00"
        units[0]["items"] = items
        order["purchase_units"] = units
        // As PayPal's WooCommerce plugin sends it (PayUponInvoice/OrderEndpoint.php).
        order["payment_source"] = [
            "pay_upon_invoice": [
                "name": ["given_name": "John", "surname": "Doe"], "email": "buyer@example.com",
                "birth_date": "1990-01-01", "phone": ["national_number": "6912345678", "country_code": "49"],
                "billing_address": [
                    "address_line_1": "Schönhauser Allee 84", "admin_area_2": "Berlin", "postal_code": "10439",
                    "country_code": "DE",
                ],
            ] as [String: Any]
        ]
        let report = try validate(order, as: .ordersV2)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        order["payment_source"] = ["pay_upon_invoice": "yes"]
        let wrong = try validate(order, as: .ordersV2)
        #expect(wrong.errors.map(\.path) == ["/payment_source/pay_upon_invoice"])
    }

    @Test("thousands of unknown members: each reported once, by the rule or the walker (no finding looked up twice)")
    func manyUnknownMembers() throws {
        let count = 20_000
        let keys = (0..<count).map { "\"k\($0)\": 1" }.joined(separator: ", ")
        let order = """
            {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "1.00"}}],
             "payment_source": {"paypal": {"experience_context": {\(keys)}}}}
            """
        // Every finding listed, to see each; with the default limit the first 1,000 are, and the counts are the same.
        var options = ValidationOptions()
        options.findingsLimit = nil
        let validator = PaymentValidator(options: options)
        let orderReport = validator.validate(order, as: .ordersV2)
        #expect(orderReport.diagnostics.count { $0.code == .unknownField } == count)
        #expect(orderReport.isValid)
        let limited = PaymentValidator().validate(order, as: .ordersV2)
        #expect(limited.diagnostics.count == ValidationOptions.defaultFindingsLimit)
        #expect(limited.warningCount == orderReport.warningCount && limited.isValid)
        let payment = """
            {"intent": "sale", "payer": {"payment_method": "paypal"},
             "redirect_urls": {"return_url": "https://example.com/r", "cancel_url": "https://example.com/c"},
             "transactions": [{"amount": {"currency": "USD", "total": "1.00"}, \(keys)}]}
            """
        let paymentReport = validator.validate(payment, as: .paymentsV1)
        let unknown = paymentReport.diagnostics.filter { $0.code == .unknownField }
        #expect(unknown.count == count && unknown.allSatisfy { $0.severity == .error })
        #expect(Set(unknown.map(\.path)).count == count)
    }
}
