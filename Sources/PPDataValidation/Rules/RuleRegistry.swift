extension DocumentKind {
    /// The rules run for this kind, in order. Adding a rule is one new file and one line here.
    var rules: [any DocumentRule] {
        switch self {
        case .mplPayment: []
        case .mplAdvancedPayment: []
        case .ordersV2: [OrderIntentRule(), PurchaseUnitFieldsRule(), AmountBreakdownRule(), ItemsRule(), ShippingRule(), CurrencyConsistencyRule(), PayerRule(), PaymentSourceRule(), VaultAttributesRule(), ApplicationContextRule()]
        case .paymentsV1: []
        case .paymentsV1Capture: []
        case .applePay: []
        case .address: [AddressDocumentRule()]
        }
    }
}
