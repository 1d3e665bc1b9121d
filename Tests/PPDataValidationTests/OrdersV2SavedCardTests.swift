import Foundation
import Testing

@testable import PPDataValidation

/// `OrdersV2SavedCard`: a saved card's `expiry` and `billing_address` beside its `vault_id`.
@Suite("Orders v2: a saved card sent with what it holds")
struct OrdersV2SavedCardTests {
    /// The request PayPal refused (numinix/paypal_rest_api, docs/VAULT_INCOMPATIBLE_PARAMETER_FIX.md), with a real
    /// purchase unit and an id of the published shape in place of the document's elisions.
    static let refused = """
        {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"25.00"}}],
         "payment_source":{"card":{"vault_id":"8kk8451t","expiry":"2028-12","name":"John Doe",
          "billing_address":{"address_line_1":"1 Main St","admin_area_2":"Austin","admin_area_1":"TX","postal_code":"78701","country_code":"US"},
          "stored_credential":{"payment_initiator":"MERCHANT","payment_type":"RECURRING","usage":"SUBSEQUENT"}}}}
        """

    @Test("expiry and billing_address beside vault_id are each INCOMPATIBLE_PARAMETER_VALUE; the name is not")
    func redundantMembers() {
        let report = OrdersV2Fixture.validate(json: Self.refused)
        let found = report.diagnostics.map { "\($0.code.rawValue) \($0.severity) \($0.path)" }
        #expect(found == [
            "INCOMPATIBLE_PARAMETER_VALUE error /payment_source/card/expiry",
            "INCOMPATIBLE_PARAMETER_VALUE error /payment_source/card/billing_address",
        ], "\(OrdersV2Fixture.describe(report))")
        #expect(report.diagnostics.first?.message.contains("beside \"vault_id\" (/payment_source/card/vault_id)") == true)
    }

    @Test("the redundant expiry and address are not also checked as ones to correct")
    func redundantMembersAreNotMended() {
        let body = """
            {"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"25.00"}}],
             "payment_source":{"card":{"vault_id":"8kk8451t","expiry":"2020-01","billing_address":{"country_code":"US"}}}}
            """
        let report = OrdersV2Fixture.validate(json: body)
        #expect(report.diagnostics.map { "\($0.code.rawValue) \($0.path)" } == [
            "INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/expiry",
            "INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/billing_address",
        ], "\(OrdersV2Fixture.describe(report))")
    }

    @Test("the saved card with its id and stored credential alone, or a typed card with both, is clean")
    func cleanCards() {
        let savedOnly = Self.refused
            .replacingOccurrences(of: #""expiry":"2028-12","#, with: "")
            .replacingOccurrences(
                of: #""billing_address":{"address_line_1":"1 Main St","admin_area_2":"Austin","admin_area_1":"TX","postal_code":"78701","country_code":"US"},"#,
                with: "")
        let saved = OrdersV2Fixture.validate(json: savedOnly)
        #expect(saved.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(saved))")
        let typed = OrdersV2Fixture.validate(json: Self.refused
            .replacingOccurrences(of: #""vault_id":"8kk8451t""#, with: #""number":"4111111111111111""#)
            .replacingOccurrences(of: #""payment_initiator":"MERCHANT","payment_type":"RECURRING","usage":"SUBSEQUENT""#,
                                  with: #""payment_initiator":"CUSTOMER","payment_type":"ONE_TIME","usage":"FIRST""#))
        #expect(typed.diagnostics.isEmpty, "\(OrdersV2Fixture.describe(typed))")
    }

    @Test("the calls that take a payment source check it too; null members are left out")
    func otherCalls() {
        let body = #"{"payment_source":{"card":{"vault_id":"8kk8451t","expiry":"2028-12","billing_address":null}}}"#
        for kind in [DocumentKind.ordersV2Authorize, .ordersV2Capture, .ordersV2ConfirmPaymentSource] {
            let report = OrdersV2Fixture.validator.validate(body, as: kind)
            #expect(report.diagnostics.map { "\($0.code.rawValue) \($0.path)" } == [
                "INCOMPATIBLE_PARAMETER_VALUE /payment_source/card/expiry"
            ], "\(kind): \(OrdersV2Fixture.describe(report))")
        }
    }
}
