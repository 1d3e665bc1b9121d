import Testing

@testable import PPDataValidation

/// `ApplePayJSDisbursement`: a disbursement request's line items in the order and number PassKit's
/// `PKDisbursementPaymentRequestValidator` asks for.
@Suite("Apple Pay JS: disbursement requests as PassKit checks them")
struct ApplePayJSDisbursementTests {
    /// A disbursement request with `lineItems` (the JSON array's contents) and `capabilities`.
    func report(_ lineItems: String, capabilities: String = #""supports3DS""#) -> ValidationReport {
        PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":[\#(capabilities)],"total":{"label":"You receive","amount":"14.85"},"lineItems":[\#(lineItems)],"disbursementRequest":{}}"#,
            as: .applePayJS)
    }

    let amount = #"{"label":"Amount","amount":"15.00"}"#
    let fee = #"{"label":"Fee","amount":"0.15","disbursementLineItemType":"instantFundsOutFee"}"#
    let disbursement = #"{"label":"Total","amount":"14.85","disbursementLineItemType":"disbursement"}"#

    func findings(_ report: ValidationReport) -> [String] {
        report.diagnostics.map { "\($0.code) \($0.severity) \($0.path)" }
    }

    @Test("the amount first, the disbursement last, the fee with supportsInstantFundsOut: accepted")
    func accepted() {
        #expect(report([amount, disbursement].joined(separator: ",")).diagnostics.isEmpty)
        let instant = report([amount, fee, disbursement].joined(separator: ","), capabilities: #""supports3DS","supportsInstantFundsOut""#)
        #expect(instant.diagnostics.isEmpty, "\(instant.diagnostics)")
    }

    @Test("order and number: first not plain, last not the disbursement, two of a kind, fewer than two items")
    func structure() {
        #expect(findings(report([disbursement, disbursement].joined(separator: ","))) == [
            "INVALID_PARAMETER_VALUE error /lineItems/0", "INVALID_PARAMETER_VALUE error /lineItems/1",
        ])
        #expect(findings(report([amount, amount].joined(separator: ","))) == ["INVALID_PARAMETER_VALUE error /lineItems/1"])
        #expect(findings(report(amount)) == ["INVALID_PARAMETER_VALUE error /lineItems"])
        #expect(findings(report("")) == ["INVALID_PARAMETER_VALUE error /lineItems"])
        let twoFees = report([amount, fee, fee, disbursement].joined(separator: ","), capabilities: #""supports3DS","supportsInstantFundsOut""#)
        #expect(findings(twoFees) == ["INVALID_PARAMETER_VALUE error /lineItems/2"])
        let recurringFirst = report(#"{"label":"Plan","amount":"15.00","paymentTiming":"recurring"},"# + disbursement)
        #expect(findings(recurringFirst) == ["INVALID_PARAMETER_VALUE error /lineItems/0"])
        let missing = PaymentValidator().validate(
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"A","amount":"1.00"},"disbursementRequest":{}}"#,
            as: .applePayJS)
        #expect(missing.codes == [.missingRequiredParameter])
    }

    @Test("the instant-funds-out capability and fee item go together; disbursement amounts are not negative")
    func capabilityAndSign() {
        #expect(findings(report([amount, fee, disbursement].joined(separator: ","))) == ["INVALID_PARAMETER_VALUE error /lineItems/1"])
        let capabilityAlone = report([amount, disbursement].joined(separator: ","), capabilities: #""supports3DS","supportsInstantFundsOut""#)
        #expect(findings(capabilityAlone) == ["INVALID_PARAMETER_VALUE error /merchantCapabilities/1"])
        let negative = report(amount + #",{"label":"Total","amount":"-1.00","disbursementLineItemType":"disbursement"}"#)
        #expect(findings(negative) == ["CANNOT_BE_NEGATIVE error /lineItems/1/amount"])
    }
}
