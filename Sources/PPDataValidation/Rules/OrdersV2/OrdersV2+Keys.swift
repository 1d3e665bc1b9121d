/// The keys of the Orders v2 objects whose fields the rules read from member tables (`JSONObjectMembers`), one enum
/// per object; each object's key set is built from its enum (`ObjectKey`), so a case's raw value is its position.
extension OrdersV2 {
    /// `order_request`'s keys.
    enum OrderKey: Int, ObjectKey {
        case intent, payer, purchaseUnits, paymentSource, applicationContext, processingInstruction
        var name: StaticString {
            switch self {
            case .intent: "intent"
            case .payer: "payer"
            case .purchaseUnits: "purchase_units"
            case .paymentSource: "payment_source"
            case .applicationContext: "application_context"
            case .processingInstruction: "processing_instruction"
            }
        }
    }

    /// `payer`'s keys.
    enum PayerKey: Int, ObjectKey {
        case emailAddress, payerID, name, phone, birthDate, taxInfo, address
        var name: StaticString {
            switch self {
            case .emailAddress: "email_address"
            case .payerID: "payer_id"
            case .name: "name"
            case .phone: "phone"
            case .birthDate: "birth_date"
            case .taxInfo: "tax_info"
            case .address: "address"
            }
        }
    }

    /// `payment_source`'s keys: the sources with checks of their own first, then the others in the schema's order.
    enum PaymentSourceKey: Int, ObjectKey {
        case card, token, paypal, bancontact, blik, eps, giropay, ideal, mybank, p24, sofort, trustly, applePay
        case googlePay, venmo
        var name: StaticString {
            switch self {
            case .card: "card"
            case .token: "token"
            case .paypal: "paypal"
            case .bancontact: "bancontact"
            case .blik: "blik"
            case .eps: "eps"
            case .giropay: "giropay"
            case .ideal: "ideal"
            case .mybank: "mybank"
            case .p24: "p24"
            case .sofort: "sofort"
            case .trustly: "trustly"
            case .applePay: "apple_pay"
            case .googlePay: "google_pay"
            case .venmo: "venmo"
            }
        }
    }

    /// `card_request`'s keys.
    enum CardKey: Int, ObjectKey {
        case name, number, expiry, securityCode, billingAddress, attributes, vaultID, singleUseToken, storedCredential
        case networkToken, experienceContext
        var name: StaticString {
            switch self {
            case .name: "name"
            case .number: "number"
            case .expiry: "expiry"
            case .securityCode: "security_code"
            case .billingAddress: "billing_address"
            case .attributes: "attributes"
            case .vaultID: "vault_id"
            case .singleUseToken: "single_use_token"
            case .storedCredential: "stored_credential"
            case .networkToken: "network_token"
            case .experienceContext: "experience_context"
            }
        }
    }

    /// `paypal_wallet`'s keys.
    enum PayPalKey: Int, ObjectKey {
        case vaultID, emailAddress, name, phone, birthDate, taxInfo, address, attributes, experienceContext
        case billingAgreementID, storedCredential
        var name: StaticString {
            switch self {
            case .vaultID: "vault_id"
            case .emailAddress: "email_address"
            case .name: "name"
            case .phone: "phone"
            case .birthDate: "birth_date"
            case .taxInfo: "tax_info"
            case .address: "address"
            case .attributes: "attributes"
            case .experienceContext: "experience_context"
            case .billingAgreementID: "billing_agreement_id"
            case .storedCredential: "stored_credential"
            }
        }
    }

    /// `venmo_wallet_request`'s keys.
    enum VenmoKey: Int, ObjectKey {
        case vaultID, emailAddress, experienceContext, attributes
        var name: StaticString {
            switch self {
            case .vaultID: "vault_id"
            case .emailAddress: "email_address"
            case .experienceContext: "experience_context"
            case .attributes: "attributes"
            }
        }
    }

    /// `phone`'s keys.
    enum PhoneKey: Int, ObjectKey {
        case countryCode, nationalNumber, extensionNumber
        var name: StaticString {
            switch self {
            case .countryCode: "country_code"
            case .nationalNumber: "national_number"
            case .extensionNumber: "extension_number"
            }
        }
    }

    /// `name` (party name)'s keys.
    enum NameKey: Int, ObjectKey {
        case givenName, surname
        var name: StaticString {
            switch self {
            case .givenName: "given_name"
            case .surname: "surname"
            }
        }
    }
}
