extension DocumentKind {
    /// The rules run for this kind, in order. Adding a rule is one new file and one line here.
    var rules: [any DocumentRule] {
        switch self {
        case .mplPayment: [MPLPaymentRule(), MPLRecipientRule(), MPLPaymentTypeRule(), MPLInvoiceRule(), MPLSettingsRule(), MPLFeePayerRule()]
        case .mplAdvancedPayment: [MPLAdvancedPaymentRule(), MPLReceiversRule(), MPLRecipientRule(), MPLPaymentTypeRule(), MPLInvoiceRule(), MPLSettingsRule(), MPLFeePayerRule()]
        case .ordersV2: [OrderIntentRule(), PurchaseUnitFieldsRule(), AmountBreakdownRule(), ItemsRule(), ShippingRule(), CurrencyConsistencyRule(), PayerRule(), PaymentSourceRule(), VaultAttributesRule(), ApplicationContextRule()]
        case .paymentsV1: [PaymentsV1PaymentRule(), PaymentsV1TransactionRule()]
        case .paymentsV1Capture: [PaymentsV1CaptureRule()]
        case .applePay: [ApplePayRequestRule(), ApplePayCapabilitiesRule(), ApplePaySummaryItemsRule(), ApplePayShippingMethodsRule(), ApplePayContactRule()]
        case .address: [AddressDocumentRule()]
        }
    }
}
