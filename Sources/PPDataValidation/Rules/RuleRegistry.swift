internal import _PPDataConcurrency

extension DocumentKind {
    /// The rules run for this kind, in order (built once per kind, not per document; kept as a `PermanentArray`, so
    /// reading them from every checking thread touches no shared reference count).
    var rules: PermanentArray<any DocumentRule> {
        switch value {
        case .mplPayment: Self.mplPaymentRules
        case .mplAdvancedPayment: Self.mplAdvancedPaymentRules
        case .ordersV2: Self.ordersV2Rules
        case .ordersV2Authorize: Self.ordersV2AuthorizeRules
        case .ordersV2Capture: Self.ordersV2CaptureRules
        case .ordersV2ConfirmPaymentSource: Self.ordersV2ConfirmPaymentSourceRules
        case .ordersV2Track: Self.ordersV2TrackRules
        case .ordersV2Update: Self.ordersV2UpdateRules
        case .ordersV2TrackerUpdate: Self.ordersV2TrackerUpdateRules
        case .paymentsV1: Self.paymentsV1Rules
        case .paymentsV1Capture: Self.paymentsV1CaptureRules
        case .paymentsV1Refund: Self.paymentsV1RefundRules
        case .paymentsV1Reauthorize: Self.paymentsV1ReauthorizeRules
        case .paymentsV1OrderAuthorize: Self.paymentsV1OrderAuthorizeRules
        case .paymentsV1Execute: Self.paymentsV1ExecuteRules
        case .paymentsV1Update: Self.paymentsV1UpdateRules
        case .paymentsV2Capture: Self.paymentsV2CaptureRules
        case .paymentsV2Reauthorize: Self.paymentsV2ReauthorizeRules
        case .paymentsV2Refund: Self.paymentsV2RefundRules
        case .payoutsBatch: Self.payoutsBatchRules
        case .vaultPaymentToken: Self.vaultPaymentTokenRules
        case .vaultSetupToken: Self.vaultSetupTokenRules
        case .applePay: Self.applePayRules
        case .applePayJS: Self.applePayJSRules
        case .address: Self.addressRules
        }
    }

    private static let mplPaymentRules = DocumentKind.mplPayment.makeRules()
    private static let mplAdvancedPaymentRules = DocumentKind.mplAdvancedPayment.makeRules()
    private static let ordersV2Rules = DocumentKind.ordersV2.makeRules()
    private static let ordersV2AuthorizeRules = DocumentKind.ordersV2Authorize.makeRules()
    private static let ordersV2CaptureRules = DocumentKind.ordersV2Capture.makeRules()
    private static let ordersV2ConfirmPaymentSourceRules = DocumentKind.ordersV2ConfirmPaymentSource.makeRules()
    private static let ordersV2TrackRules = DocumentKind.ordersV2Track.makeRules()
    private static let ordersV2UpdateRules = DocumentKind.ordersV2Update.makeRules()
    private static let ordersV2TrackerUpdateRules = DocumentKind.ordersV2TrackerUpdate.makeRules()
    private static let paymentsV1Rules = DocumentKind.paymentsV1.makeRules()
    private static let paymentsV1CaptureRules = DocumentKind.paymentsV1Capture.makeRules()
    private static let paymentsV1RefundRules = DocumentKind.paymentsV1Refund.makeRules()
    private static let paymentsV1ReauthorizeRules = DocumentKind.paymentsV1Reauthorize.makeRules()
    private static let paymentsV1OrderAuthorizeRules = DocumentKind.paymentsV1OrderAuthorize.makeRules()
    private static let paymentsV1ExecuteRules = DocumentKind.paymentsV1Execute.makeRules()
    private static let paymentsV1UpdateRules = DocumentKind.paymentsV1Update.makeRules()
    private static let paymentsV2CaptureRules = DocumentKind.paymentsV2Capture.makeRules()
    private static let paymentsV2ReauthorizeRules = DocumentKind.paymentsV2Reauthorize.makeRules()
    private static let paymentsV2RefundRules = DocumentKind.paymentsV2Refund.makeRules()
    private static let payoutsBatchRules = DocumentKind.payoutsBatch.makeRules()
    private static let vaultPaymentTokenRules = DocumentKind.vaultPaymentToken.makeRules()
    private static let vaultSetupTokenRules = DocumentKind.vaultSetupToken.makeRules()
    private static let applePayRules = DocumentKind.applePay.makeRules()
    private static let applePayJSRules = DocumentKind.applePayJS.makeRules()
    private static let addressRules = DocumentKind.address.makeRules()

    /// The rules of this kind. Adding a rule is one new file and one line here. Orders v2's items rule runs before
    /// the breakdown rule, which uses the item sums it leaves in the context.
    private func makeRules() -> PermanentArray<any DocumentRule> {
        let rules: [any DocumentRule] = switch value {
        case .mplPayment:
            [MPLPaymentRule(), MPLRecipientRule(), MPLPaymentTypeRule(), MPLInvoiceRule(), MPLSettingsRule(), MPLFeePayerRule(), MPLPaymentLimitRule()]
        case .mplAdvancedPayment:
            [
                MPLAdvancedPaymentRule(), MPLReceiversRule(), MPLRecipientRule(), MPLPaymentTypeRule(), MPLInvoiceRule(),
                MPLSettingsRule(), MPLFeePayerRule(), MPLPaymentLimitRule(),
            ]
        case .ordersV2:
            [
                OrdersV2IntentRule(), OrdersV2PurchaseUnitFieldsRule(), OrdersV2ItemsRule(),
                OrdersV2AmountBreakdownRule(), OrdersV2ShippingRule(), OrdersV2CurrencyConsistencyRule(),
                OrdersV2PayerRule(), OrdersV2PaymentSourceRule(), OrdersV2VaultAttributesRule(),
                OrdersV2MerchantInitiatedRule(), OrdersV2StoredCredentialRule(), OrdersV2NetworkTokenRule(),
                OrdersV2DecryptedTokenRule(), OrdersV2BlikOneClickRule(), OrdersV2LocalMethodItemNameRule(),
            ] + requestSchemaRules
        case .ordersV2Authorize, .ordersV2Capture:
            [
                OrdersV2PaymentSourceRule(), OrdersV2VaultAttributesRule(), OrdersV2MerchantInitiatedRule(),
                OrdersV2StoredCredentialRule(), OrdersV2NetworkTokenRule(),
            ] + requestSchemaRules
        case .ordersV2ConfirmPaymentSource:
            [
                OrdersV2PaymentSourceRule(), OrdersV2VaultAttributesRule(), OrdersV2StoredCredentialRule(),
                OrdersV2NetworkTokenRule(), OrdersV2DecryptedTokenRule(), OrdersV2BlikOneClickRule(),
            ] + requestSchemaRules
        case .ordersV2Track: [OrdersV2TrackRule()] + requestSchemaRules
        case .ordersV2Update:
            patchRules(resource: ("POST", "/v2/checkout/orders"), addressShape: .ordersV2)
        case .ordersV2TrackerUpdate:
            patchRules(resource: ("POST", "/v2/checkout/orders/{id}/track"), addressShape: .ordersV2)
        case .paymentsV1Update:
            patchRules(resource: ("POST", "/v1/payments/payment"), addressShape: .paymentsV1)
        case .paymentsV1: [PaymentsV1PaymentRule(), PaymentsV1TransactionRule()] + requestSchemaRules
        case .paymentsV1Capture: [PaymentsV1CaptureRule()] + requestSchemaRules
        case .paymentsV1Refund: [PaymentsV1AmountRule(required: false, detailsAllowed: true)] + requestSchemaRules
        case .paymentsV1Reauthorize: [PaymentsV1AmountRule(required: true, detailsAllowed: false)] + requestSchemaRules
        case .paymentsV1OrderAuthorize: [PaymentsV1AmountRule(required: true, detailsAllowed: false)] + requestSchemaRules
        case .paymentsV1Execute: [PaymentsV1ExecuteRule()] + requestSchemaRules
        case .paymentsV2Capture, .paymentsV2Reauthorize, .paymentsV2Refund: [PaymentsV2AmountRule()] + requestSchemaRules
        case .payoutsBatch: [PayoutsItemsRule()] + requestSchemaRules
        case .vaultPaymentToken, .vaultSetupToken: [VaultPaymentSourceRule()] + requestSchemaRules
        case .applePay:
            [
                // The token contexts before the summary items: the total's check compares their sum.
                ApplePayRequestRule(), ApplePayCapabilitiesRule(), ApplePayTokenContextsRule(), ApplePaySummaryItemsRule(),
                ApplePayShippingMethodsRule(), ApplePayContactRule(), ApplePayPaymentTypesRule(),
            ]
        case .applePayJS: [ApplePayJSRequestRule(), ApplePayJSCapabilitiesRule(), ApplePayJSTokenContextsRule(), ApplePayJSTotalRule(), ApplePayJSShippingMethodsRule(), ApplePayJSContactRule(), ApplePayJSPaymentTypesRule(), ApplePayJSEnumerationsRule(), ApplePayJSInstallmentRule()]
        case .address: [AddressDocumentRule()]
        }
        return PermanentArray(rules)
    }

    /// The rules of a PATCH kind: its JSON Patch operations, read against the schema of the body that created the
    /// patched resource, then the patch body's own schema.
    private func patchRules(resource: (method: String, path: String), addressShape: AddressShape) -> [any DocumentRule] {
        guard let call = requestCall,
            let rule = JSONPatchRule(call: call.path, resource: resource, addressShape: addressShape)
        else { return requestSchemaRules }
        return [rule] + requestSchemaRules
    }
}
