/// The keys of the MPL objects whose fields the rules read from member tables (`JSONObjectMembers`), one enum per
/// object, in the order of the key lists of `MPL.swift` (a case's raw value is its position in the object's key
/// set; `ObjectKeyTests` holds each enum to its list).
extension MPL {
    /// PayPalPayment's keys and the settings: `paymentKeys`, then `settingsKeys`.
    enum PaymentKey: Int, ObjectKey {
        case recipient, subTotal, paymentCurrency, paymentType, paymentSubType, invoiceData, description, customId
        case merchantName, ipnUrl, memo, lang, feePayer, shippingEnabled, dynamicAmountUpdateEnabled, shippingAddress
        var name: StaticString {
            switch self {
            case .recipient: "recipient"
            case .subTotal: "subTotal"
            case .paymentCurrency: "paymentCurrency"
            case .paymentType: "paymentType"
            case .paymentSubType: "paymentSubType"
            case .invoiceData: "invoiceData"
            case .description: "description"
            case .customId: "customId"
            case .merchantName: "merchantName"
            case .ipnUrl: "ipnUrl"
            case .memo: "memo"
            case .lang: "lang"
            case .feePayer: "feePayer"
            case .shippingEnabled: "shippingEnabled"
            case .dynamicAmountUpdateEnabled: "dynamicAmountUpdateEnabled"
            case .shippingAddress: "shippingAddress"
            }
        }
    }

    /// PayPalAdvancedPayment's own keys and the settings (`advancedPaymentOwnKeys`), the first positions of
    /// `advancedPaymentObjectKeys`.
    enum AdvancedPaymentKey: Int, ObjectKey {
        case receiverPaymentDetails, paymentCurrency, ipnUrl, memo, merchantName, lang, feePayer, shippingEnabled
        case dynamicAmountUpdateEnabled, shippingAddress
        var name: StaticString {
            switch self {
            case .receiverPaymentDetails: "receiverPaymentDetails"
            case .paymentCurrency: "paymentCurrency"
            case .ipnUrl: "ipnUrl"
            case .memo: "memo"
            case .merchantName: "merchantName"
            case .lang: "lang"
            case .feePayer: "feePayer"
            case .shippingEnabled: "shippingEnabled"
            case .dynamicAmountUpdateEnabled: "dynamicAmountUpdateEnabled"
            case .shippingAddress: "shippingAddress"
            }
        }
    }

    /// The library settings, in `settingsKeys` order: in both payments' key sets they follow the payment's own keys
    /// in this order (`position(in:)`).
    enum SettingsKey: Int, CaseIterable {
        case lang, feePayer, shippingEnabled, dynamicAmountUpdateEnabled, shippingAddress

        /// The key's position in the key set of `kind`'s root object.
        func position(in kind: DocumentKind) -> Int {
            (kind == .mplPayment ? PaymentKey.lang.rawValue : AdvancedPaymentKey.lang.rawValue) + rawValue
        }
    }

    /// The keys of a container (a receiver, or a simple payment's root read the same way): `receiverKeys`, then
    /// `paymentCurrency` (`receiverObjectKeys`).
    enum ContainerKey: Int, ObjectKey {
        case recipient, subTotal, subtotal, isPrimary, paymentType, paymentSubType, invoiceData, description, customId
        case merchantName, paymentCurrency
        var name: StaticString {
            switch self {
            case .recipient: "recipient"
            case .subTotal: "subTotal"
            case .subtotal: "subtotal"
            case .isPrimary: "isPrimary"
            case .paymentType: "paymentType"
            case .paymentSubType: "paymentSubType"
            case .invoiceData: "invoiceData"
            case .description: "description"
            case .customId: "customId"
            case .merchantName: "merchantName"
            case .paymentCurrency: "paymentCurrency"
            }
        }
    }

    /// PayPalInvoiceItem's keys (`invoiceItemKeys`).
    enum InvoiceItemKey: Int, ObjectKey {
        case name, itemId, totalPrice, itemPrice, itemCount
        var name: StaticString {
            switch self {
            case .name: "name"
            case .itemId: "itemId"
            case .totalPrice: "totalPrice"
            case .itemPrice: "itemPrice"
            case .itemCount: "itemCount"
            }
        }
    }
}
