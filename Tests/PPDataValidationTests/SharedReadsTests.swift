import Foundation
import PPData
import Testing

@testable import PPDataValidation

/// The third performance pass reads each part of an Orders v2 document once: the items rule hands its sums to the
/// breakdown rule, money checks return the amount totals use, lookups take literal keys, currency codes are first
/// compared in one pass over the document, reference ids are compared as bytes. These tests pin the behaviour those
/// shortcuts must keep.
@Suite("Orders v2: shared reads give the answers of separate reads")
struct SharedReadsTests {
    /// An order with `units` purchase units (each one `USD` item) and the reference ids given (nil: none).
    static func order(referenceIds: [String?]) -> String {
        let units = referenceIds.map { id in
            let reference = id.map { #""reference_id":"\#($0)","# } ?? ""
            return #"{\#(reference)"amount":{"currency_code":"USD","value":"1.00"}}"#
        }
        return #"{"intent":"CAPTURE","purchase_units":[\#(units.joined(separator: ","))]}"#
    }

    @Test func duplicateReferenceIdsComparedAsBytesNameTheFirstUnit() {
        // "\u0041" is "A" written with an escape: the same id.
        let report = PaymentValidator().validate(Self.order(referenceIds: ["A", "B", #"\u0041"#, "B"]))
        let duplicates = report.diagnostics.filter { $0.code == .duplicateReferenceId }
        #expect(duplicates.map(\.path) == ["/purchase_units/2/reference_id", "/purchase_units/3/reference_id"])
        #expect(duplicates.first?.message.contains("\"A\" is already used by /purchase_units/0") == true)
        #expect(duplicates.last?.message.contains("/purchase_units/1;") == true)
        // Same bytes but different lengths, and a prefix, are different ids.
        let distinct = PaymentValidator().validate(Self.order(referenceIds: ["AB", "A", "ABC"]))
        #expect(!distinct.codes.contains(.duplicateReferenceId))
    }

    @Test func aLongUnitArrayFindsDuplicatesByText() {
        // 40 units (more than the 16 compared pairwise): ids 0...19 twice.
        let ids = (0..<40).map { "ref-\($0 % 20)" }
        let report = PaymentValidator().validate(Self.order(referenceIds: ids))
        let duplicates = report.diagnostics.filter { $0.code == .duplicateReferenceId }
        #expect(duplicates.count == 20)
        #expect(duplicates.first?.path == "/purchase_units/20/reference_id")
        #expect(duplicates.first?.message.contains("/purchase_units/0;") == true)
        #expect(report.codes.contains(.invalidArrayMaxItems))
    }

    @Test func aCurrencyCodeOutsideMoneyObjectsIsNotASecondCurrency() {
        // The one-pass check sees EUR in supplementary_data; the money objects, walked then, agree.
        let report = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"},"#
                + #""supplementary_data":{"currency_code":"EUR"}}]}"#)
        #expect(!report.codes.contains(.multiCurrencyOrder), "\(report.diagnostics)")
    }

    @Test func anEscapedCurrencyCodeKeyIsStillCompared() {
        let report = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"3.00","#
                + #""breakdown":{"item_total":{"currency_code":"USD","value":"2.00"},"#
                + #""shipping":{"currency\u005fcode":"EUR","value":"1.00"}}}},"#
                + #"{"amount":{"currency_code":"USD","value":"1.00"}}]}"#)
        let multi = report.diagnostics.filter { $0.code == .multiCurrencyOrder }
        #expect(multi.map(\.path) == ["/purchase_units/0/amount/breakdown/shipping/currency_code"])
        #expect(multi.first?.suggestion == "USD")
    }

    /// An order whose item total and tax total do not match the items.
    static let mismatchedTotals = """
        {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"JPY","value":"1200",
         "breakdown":{"item_total":{"currency_code":"JPY","value":"1000"},"tax_total":{"currency_code":"JPY","value":"200"}}},
         "items":[{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"JPY","value":"300"},
                   "tax":{"currency_code":"JPY","value":"50"}},
                  {"name":"Ink","quantity":"002","unit_amount":{"currency_code":"JPY","value":"100.4"}}]}]}
        """

    @Test func theBreakdownRuleAloneReadsTheItemsItself() throws {
        // The validator: the items rule adds up the items (100.4 JPY is a precision fault, rounded to 100 for the
        // sums) and the breakdown rule compares. Alone, the breakdown rule reads the items quietly: same findings.
        let full = PaymentValidator().validate(Self.mismatchedTotals)
        let fullTotals = full.diagnostics.filter { [.itemTotalMismatch, .taxTotalMismatch].contains($0.code) }
        #expect(fullTotals.map(\.code) == [.itemTotalMismatch, .taxTotalMismatch])
        #expect(fullTotals.map(\.suggestion) == ["1100", "150"])
        let alone = try contactDiagnostics(of: Self.mismatchedTotals) { root, context in
            OrdersV2AmountBreakdownRule().check(root, in: &context)
        }
        #expect(alone.filter { [.itemTotalMismatch, .taxTotalMismatch].contains($0.code) } == fullTotals)
        #expect(full.codes.contains(.decimalsNotSupported))
    }

    @Test func moneyChecksReturnTheAmountTotalsUse() throws {
        var returned: [DecimalAmount?] = []
        let json = #"[{"currency_code":"JPY","value":"100.4"},{"currency_code":"usd","value":"1.005"},"#
            + #"{"currency_code":"USD","value":12},{"value":"x"},"nope"]"#
        _ = try contactDiagnostics(of: json) { root, context in
            for element in root.elements {
                returned.append(context.ordersV2Money(element, sign: .nonNegative, what: "money"))
                #expect(returned.last == OrdersV2.quietAmount(ofMoney: element.kind == .object ? element : nil))
            }
        }
        #expect(returned.map { $0?.description } == ["100", "1.00", "12", nil, nil])
    }

    /// Money objects the fast path settles, and ones it must leave to the full check.
    static let faultless = [
        #"{"currency_code":"USD","value":"10.50"}"#, #"{"value":".5","currency_code":"EUR"}"#,
        #"{"currency_code":"JPY","value":"1200"}"#, #"{"currency_code":"USD","value":"9999999.99"}"#,
        #"{"currency_code":"USD","value":"0.125"}"#.replacingOccurrences(of: "0.125", with: "0.12"),
    ]
    static let needsTheFullCheck = [
        #"{"currency_code":"usd","value":"10.50"}"#, #"{"currency_code":"BRL","value":"10.50"}"#,
        #"{"currency_code":"XTS","value":"1"}"#, #"{"currency_code":"USD","value":"10.505"}"#,
        #"{"currency_code":"JPY","value":"12.0"}"#, #"{"currency_code":"USD","value":"-1"}"#,
        #"{"currency_code":"USD","value":"1000000000000000"}"#, #"{"currency_code":"USD","value":"10000000"}"#,
        #"{"currency_code":"USD","value":10.5}"#,
        #"{"currency_code":"USD","value":"1,5"}"#, #"{"currency_code":"USD"}"#,
        #"{"currency_code":"USD","value":"1","extra":1}"#, #"{"currency_code":"USD","valuf":"1"}"#,
        #"{"currency\u005fcode":"USD","value":"1"}"#, #"{"currency_code":"U\u0053D","value":"1"}"#,
        #"{"currency_code":"USD","value":"1\u0030"}"#, #"{"currency_code":"USD","currency_code":"USD"}"#,
        #"{"value":"1","value":"2"}"#, #"{"currency_code":"USD","value":null}"#, #"[1,2]"#,
        #"{"currency_code":"USDX","value":"1"}"#, #"{"currency_code":"USD","value":"0"}"#,
    ]

    @Test(arguments: faultless + needsTheFullCheck)
    func theFastPathAgreesWithTheFullCheck(json: String) throws {
        var fast: DecimalAmount?
        var full: DecimalAmount?
        let diagnostics = try contactDiagnostics(of: json) { value, context in
            fast = OrdersV2.faultlessMoney(value, sign: .positive)
            full = context.ordersV2Money(value, sign: .positive, what: "money")
        }
        if Self.faultless.contains(json) {
            #expect(fast != nil)
            #expect(diagnostics.isEmpty)
            #expect(fast == full)
        } else {
            // Left to the full check, which reports something here (escapes aside: those are fine, only not
            // settled from the raw bytes).
            #expect(fast == nil)
            #expect(!diagnostics.isEmpty || json.contains("\\u"), "\(json)")
        }
    }

    @Test func keySetsFindKeysThatShareLengthAndFirstByte() throws {
        let set = JSONKeySet(["address_line_1", "address_line_2", "admin_area_1", "admin_area_2", "", "a"])
        let document = try JSONDocument.parse(
            #"{"address_line_2":1,"address_line_1":2,"admin_area_2":3,"address_line_3":4,"":5,"a":6,"b":7,"#
                + #""admin_area_1":8,"address\u005fline_1":9,"admin_area_x":10}"#)
        let positions = document.withRootView { root in root.children.map { set.position(ofKeyOf: $0) } }
        #expect(positions == [1, 0, 3, nil, 4, 5, nil, 2, 0, nil])
        #expect(set.contains("") && set.contains("a") && !set.contains("address_line_3"))
    }

    @Test func unitAmountsWithABreakdownTakeTheFastPathOnlyWhenFaultless() throws {
        let cases: [(json: String, fast: Bool)] = [
            (#"{"currency_code":"USD","value":"1.50","breakdown":{}}"#, true),
            (#"{"breakdown":null,"value":"2","currency_code":"JPY"}"#, true),
            (#"{"currency_code":"USD","value":"1"}"#, true),
            (#"{"currency_code":"USD","value":"1","value":"2"}"#, false),
            (#"{"currency_code":"USD","value":"1","breakdown":1,"breakdown":2}"#, false),
            (#"{"currency_code":"USD","value":"0","breakdown":{}}"#, false),
            (#"{"currency_code":"USD","value":"1","brakedown":{}}"#, false),
        ]
        for (json, expectsFast) in cases {
            let document = try JSONDocument.parse(json)
            let fast = document.withRootView { OrdersV2.faultlessAmount($0, sign: .positive, allowsBreakdown: true) }
            #expect((fast != nil) == expectsFast, "\(json)")
            #expect(fast?.breakdown?.key == (json.contains("\"breakdown\"") && expectsFast ? "breakdown" : nil))
            // Without a breakdown allowed, a third member always takes the full check.
            let plain = document.withRootView { OrdersV2.faultlessMoney($0, sign: .positive) }
            #expect((plain != nil) == (expectsFast && !json.contains("breakdown")), "\(json)")
        }
    }

    @Test func enumerationsMatchBytesFirstAndStringsAfter() throws {
        func typeFindings(_ type: String) throws -> [Diagnostic] {
            try contactDiagnostics(of: #"{"type":"\#(type)"}"#) { root, context in
                _ = context.enumeration("type", in: root, allowed: OrdersV2.fulfillmentTypes)
            }
        }
        #expect(try typeFindings("PICKUP_IN_PERSON").isEmpty)
        // KELVIN SIGN is canonically "K": String equality (the slow path) accepts it, as before the byte match.
        #expect(try typeFindings("PIC\\u212AUP_IN_PERSON").isEmpty)
        #expect(try typeFindings("PICKUP_IN_PERSO").map(\.code) == [.invalidParameterValue])
        #expect(try typeFindings("pickup_in_person").first?.suggestion == "PICKUP_IN_PERSON")
        #expect(ValidationContext.firstMatch(of: UnsafeBufferPointer(start: nil, count: 0), in: ["", "A"]) == "")
    }

    /// Items the fast path must accept, and items it must leave to the full check.
    static let plainItems = [
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1.50"}}"#,
        #"{"category":"DONATION","unit_amount":{"currency_code":"USD","value":"5"},"quantity":"1","name":"Gift","sku":""}"#,
        #"{"name":"Ink","description":"Blue","sku":"INK-1","quantity":"9999999999","category":"PHYSICAL_GOODS","#
            + #""unit_amount":{"value":"0","currency_code":"JPY"},"tax":{"currency_code":"JPY","value":"10"}}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"url":"https://example.com"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"url":"http://example.com/p?id=1","#
            + #""image_url":"https://cdn.example.com/p.png"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"url":"https:\/\/example.com"}"#,
    ]
    static let itemsForTheFullCheck = [
        #"{"name":"Pen","quantity":"03","unit_amount":{"currency_code":"USD","value":"1.50"}}"#,
        #"{"name":"Pen","quantity":3,"unit_amount":{"currency_code":"USD","value":"1.50"}}"#,
        #"{"name":"Pen","quantity":"3"}"#,
        #"{"quantity":"3","unit_amount":{"currency_code":"USD","value":"1.50"}}"#,
        #"{"name":"","quantity":"3","unit_amount":{"currency_code":"USD","value":"1.50"}}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"-1"}}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"tax":null}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"category":"digital_goods"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"colour":"red"}"#,
        #"{"name":"Pen","name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"}}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"url":"example.com"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"url":"https://exa mple.com"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"url":"https://bücher.example"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"url":"https://\#(String(repeating: "x", count: 2040)).com"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"image_url":"http://cdn.example.com/p.png"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"image_url":"https:\/\/cdn.example.com/p.png"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"image_url":"HTTPS://cdn.example.com/p.png"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"image_url":"https://cdn.example.com/p.webp"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"image_url":"https://cdn.example.com/p.png?v=2"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"url":"https://example.com","url":"https://example.com"}"#,
        #"{"name":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"},"upc":{"type":"UPC-A","code":"123456789012"}}"#,
        #"{"na\u006de":"Pen","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"}}"#,
        #"{"name":"\#(String(repeating: "x", count: 128))","quantity":"3","unit_amount":{"currency_code":"USD","value":"1"}}"#,
        #"["not an object"]"#, #"null"#,
    ]

    /// A sum's outcome as text (the sums have no `Equatable`: they are compared here only).
    static func describe(_ sum: OrdersV2.Sum) -> String {
        switch sum {
        case .absent: "absent"
        case .unreadable: "unreadable"
        case .negativeTerm: "negative term"
        case .overflow: "overflow"
        case .value(let amount): amount.description
        }
    }

    @Test(arguments: plainItems + itemsForTheFullCheck)
    func theItemFastPathAcceptsOnlyWhatTheFullCheckPasses(item: String) throws {
        let order = #"{"purchase_units":[{"items":[\#(item)]}]}"#
        var fast: OrdersV2ItemsRule.FaultlessItem?
        var fastSums = OrdersV2.ItemSums()
        var quietSums = OrdersV2.ItemSums()
        let diagnostics = try contactDiagnostics(of: order) { root, context in
            let items = try? #require(root["purchase_units"]?[0]?["items"])
            if let element = items?[0] { fast = OrdersV2ItemsRule.faultlessItem(element, sums: &fastSums) }
            quietSums = OrdersV2.ItemSums(reading: OrdersV2.objects(items))
            OrdersV2ItemsRule().check(root, in: &context)
        }
        if Self.plainItems.contains(item) {
            #expect(fast != nil)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(Self.describe(fastSums.unitAmounts.sum) == Self.describe(quietSums.unitAmounts.sum))
            #expect(Self.describe(fastSums.taxes.sum) == Self.describe(quietSums.taxes.sum))
        } else {
            #expect(fast == nil, "\(item)")
            #expect(Self.describe(fastSums.unitAmounts.sum) == "absent")
        }
    }

    @Test func aFaultlessBreakdownThatDoesNotAddUpIsAMismatch() throws {
        let money = #"{"currency_code":"USD","value":"1.00"}"#
        // Reported at the unit's value, with the sum of the parts as the suggestion.
        let report = PaymentValidator().validate(
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"3.00","#
                + #""breakdown":{"item_total":\#(money),"shipping":\#(money)}}}]}"#)
        #expect(report.diagnostics.map(\.code) == [.amountMismatch])
        #expect(report.diagnostics.first?.path == "/purchase_units/0/amount/value")
        #expect(report.diagnostics.first?.suggestion == "2.00")
    }
}

/// The differential check that keeps the fast paths honest (`FastPathAudit`): on in every debug test run.
@Suite("Fast-path audit")
struct FastPathAuditTests {
    @Test func auditsRunInDebugBuilds() {
        #expect(FastPathAudit.isEnabled)
    }

    @Test func aFullCheckThatReportsOrDisagreesIsADisagreement() throws {
        let document = try JSONDocument.parse(#"{"currency_code":"USD","value":"1.005"}"#)
        let context = ValidationContext(kind: .ordersV2, options: ValidationOptions())
        document.withRootView { money in
            let agreeing = FastPathAudit.disagreement("test", at: money, in: context) { _ in 1 } agrees: { $0 == 1 }
            #expect(agreeing == nil)
            let different = FastPathAudit.disagreement("test", at: money, in: context) { _ in 2 } agrees: { $0 == 1 }
            #expect(different?.contains("a different result") == true)
            let reporting = FastPathAudit.disagreement("faultlessMoney", at: money, in: context) {
                $0.fullOrdersV2Money(money, sign: .positive, what: "money")
            } agrees: { _ in true }
            #expect(reporting?.contains("DECIMAL_PRECISION at /value") == true, "\(reporting ?? "")")
        }
    }
}
