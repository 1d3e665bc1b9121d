/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    /// The API or SDK rejects the document, or it cannot mean what it says.
    case error
    /// Sources disagree, or it works but is probably a mistake.
    case warning
}

/// One finding about a document: a value, rendered by whoever shows it (the CLI, a log, a UI). Printed, it is one
/// line in the CLI's form: `12:22: error: TAX_TOTAL_REQUIRED: message (/path); did you mean "5.36"?`.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The stable code scripts match on (from docs/rules.md), e.g. `DECIMALS_NOT_SUPPORTED`.
    public var code: DiagnosticCode
    /// Error or warning.
    public var severity: Severity
    /// RFC 6901 JSON pointer to the value concerned; `""` for the whole document.
    public var path: String
    /// 1-based line of the value the path points to (of the failure point for `MALFORMED_JSON`).
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// One sentence naming the offending value. Card numbers and security codes are masked.
    public var message: String
    /// The fix, when one is known: the value to write at `path` (a string value's text, or a JSON string literal
    /// where it replaces a number), the key meant (`UNKNOWN_FIELD`), or a hint naming choices (`BQ or CW or SX`).
    /// Nil when the fix is `true`, `false` or a number for a string: the message says what to write.
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(
        code: DiagnosticCode, severity: Severity, path: String, line: Int, column: Int, message: String,
        suggestion: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        // Card numbers are masked before a long text is cut: cut first, a number across the cut would keep the
        // digits before it. (`ValidationContext` masks again, with the pointer, whatever a rule changed since.)
        self.message = DiagnosticText.message(CardChecks.masking(message) ?? message)
        self.suggestion = suggestion.flatMap { DiagnosticText.suggestion(CardChecks.masking($0) ?? $0) }
    }

    private enum CodingKeys: String, CodingKey { case code, severity, path, line, column, message, suggestion }

    /// Decodes a finding as `--format json` writes one, screened as every finding is made: card numbers and security
    /// codes in its message, suggestion and pointer masked, so a log read back shows no more than ppdata wrote (a new
    /// user's trial decoded one with a card number in its path).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            code: try container.decode(DiagnosticCode.self, forKey: .code),
            severity: try container.decode(Severity.self, forKey: .severity),
            path: try container.decode(String.self, forKey: .path),
            line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column),
            message: try container.decode(String.self, forKey: .message),
            suggestion: try container.decodeIfPresent(String.self, forKey: .suggestion))
        FindingList.screen(&path)
    }

    /// `line:column: severity: CODE: message (path); did you mean "suggestion"?`, as `ppdata validate` prints it
    /// after the file name; safe to print on a terminal or write to a log.
    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends ``description`` to `out`: the one rendering of a diagnostic's line, which the CLI writes after the
    /// source name. Message, path and suggestion can echo input (a key, a URL): each goes through `terminalSafe`,
    /// so no control character, C1 control or U+2028/U+2029 reaches a terminal raw.
    package func write(to out: inout String) {
        out += "\(line):\(column): \(severity.rawValue): \(code.rawValue): \(Diagnostic.terminalSafe(message))"
        // The whole document (`""`) needs no pointer: the position already says where.
        if !path.isEmpty { out += " (\(Diagnostic.terminalSafe(path)))" }
        if let suggestion = suggestion.map(Diagnostic.terminalSafe) {
            // A suggestion that is itself a JSON string literal ("the same value quoted") is shown as it is.
            let quoted = suggestion.hasPrefix("\"") && suggestion.hasSuffix("\"") && suggestion.count >= 2
            out += quoted ? "; did you mean \(suggestion)?" : "; did you mean \"\(suggestion)\"?"
        }
    }
}

/// A diagnostic code from docs/rules.md. A struct rather than an enum so that modules built on ppdata can add codes.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The code as scripts see it.
    public let rawValue: String
    /// Creates a code from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a code from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The code's text.
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension DiagnosticCode {
    // Every document
    /// Not RFC 8259 JSON.
    public static let malformedJSON: DiagnosticCode = "MALFORMED_JSON"
    /// An object repeats a key.
    public static let duplicateKey: DiagnosticCode = "DUPLICATE_KEY"
    /// Auto-detection finds no kind.
    public static let unknownDocumentKind: DiagnosticCode = "UNKNOWN_DOCUMENT_KIND"
    /// A required field is absent or null.
    public static let missingRequiredParameter: DiagnosticCode = "MISSING_REQUIRED_PARAMETER"
    /// Wrong JSON type, or a value that does not match its pattern.
    public static let invalidParameterSyntax: DiagnosticCode = "INVALID_PARAMETER_SYNTAX"
    /// A value outside its enumeration.
    public static let invalidParameterValue: DiagnosticCode = "INVALID_PARAMETER_VALUE"
    /// A string shorter or longer than its limit.
    public static let invalidStringLength: DiagnosticCode = "INVALID_STRING_LENGTH"
    /// An array with too few items.
    public static let invalidArrayMinItems: DiagnosticCode = "INVALID_ARRAY_MIN_ITEMS"
    /// An array with too many items.
    public static let invalidArrayMaxItems: DiagnosticCode = "INVALID_ARRAY_MAX_ITEMS"
    /// A key the kind does not define.
    public static let unknownField: DiagnosticCode = "UNKNOWN_FIELD"
    /// A field the kind defines but does not allow here.
    public static let notSupported: DiagnosticCode = "NOT_SUPPORTED"

    // Amounts and currencies
    /// Not an ISO 4217 code.
    public static let invalidCurrencyCode: DiagnosticCode = "INVALID_CURRENCY_CODE"
    /// An ISO 4217 code not in the currency list of the document's PayPal API (MPL or REST).
    public static let currencyNotSupported: DiagnosticCode = "CURRENCY_NOT_SUPPORTED"
    /// A currency only in-country PayPal accounts can receive.
    public static let currencyInCountryOnly: DiagnosticCode = "CURRENCY_IN_COUNTRY_ONLY"
    /// A fraction part in a currency without decimals.
    public static let decimalsNotSupported: DiagnosticCode = "DECIMALS_NOT_SUPPORTED"
    /// More than two fraction digits.
    public static let decimalPrecision: DiagnosticCode = "DECIMAL_PRECISION"
    /// Above the largest value the API takes.
    public static let maxValueExceeded: DiagnosticCode = "MAX_VALUE_EXCEEDED"
    /// Zero or negative where a positive value is required.
    public static let cannotBeZeroOrNegative: DiagnosticCode = "CANNOT_BE_ZERO_OR_NEGATIVE"
    /// Negative where it must not be.
    public static let cannotBeNegative: DiagnosticCode = "CANNOT_BE_NEGATIVE"

    // Totals
    /// Parts do not add up to the total.
    public static let amountMismatch: DiagnosticCode = "AMOUNT_MISMATCH"
    /// Item amounts do not add up to the item total or subtotal.
    public static let itemTotalMismatch: DiagnosticCode = "ITEM_TOTAL_MISMATCH"
    /// Item price × count differs from the item's total price.
    public static let itemPriceMismatch: DiagnosticCode = "ITEM_PRICE_MISMATCH"
    /// Items have unit amounts but no item total is given.
    public static let itemTotalRequired: DiagnosticCode = "ITEM_TOTAL_REQUIRED"
    /// Item taxes do not add up to the tax total.
    public static let taxTotalMismatch: DiagnosticCode = "TAX_TOTAL_MISMATCH"
    /// Items have taxes but no tax total is given.
    public static let taxTotalRequired: DiagnosticCode = "TAX_TOTAL_REQUIRED"
    /// Money objects of one order use different currencies.
    public static let multiCurrencyOrder: DiagnosticCode = "MULTI_CURRENCY_ORDER"
    /// Item and amount currencies differ (Payments v1); a refund's fee and amount currencies differ (Payments v2).
    public static let currencyMismatch: DiagnosticCode = "CURRENCY_MISMATCH"
    /// A positive shipping discount in Payments v1, where it is sent negative.
    public static let shippingDiscountSign: DiagnosticCode = "SHIPPING_DISCOUNT_SIGN"

    // MPL
    /// Not an MPL locale.
    public static let localeNotSupported: DiagnosticCode = "LOCALE_NOT_SUPPORTED"
    /// A payment subtype without TYPE_SERVICE.
    public static let subtypeRequiresService: DiagnosticCode = "SUBTYPE_REQUIRES_SERVICE"
    /// Fewer than 2 receivers.
    public static let tooFewReceivers: DiagnosticCode = "TOO_FEW_RECEIVERS"
    /// More than 6 receivers.
    public static let tooManyReceivers: DiagnosticCode = "TOO_MANY_RECEIVERS"
    /// More than one primary receiver.
    public static let multiplePrimaryReceivers: DiagnosticCode = "MULTIPLE_PRIMARY_RECEIVERS"
    /// The primary receives less than the secondaries together.
    public static let primaryAmountTooLow: DiagnosticCode = "PRIMARY_AMOUNT_TOO_LOW"
    /// The same recipient twice.
    public static let duplicateReceiver: DiagnosticCode = "DUPLICATE_RECEIVER"
    /// A fee payer the payment's kind does not allow.
    public static let feePayerNotAllowed: DiagnosticCode = "FEE_PAYER_NOT_ALLOWED"

    // Orders v2
    /// Several purchase units without reference ids.
    public static let referenceIdRequired: DiagnosticCode = "REFERENCE_ID_REQUIRED"
    /// Repeated purchase unit reference ids.
    public static let duplicateReferenceId: DiagnosticCode = "DUPLICATE_REFERENCE_ID"
    /// AUTHORIZE with several purchase units.
    public static let unsupportedIntent: DiagnosticCode = "UNSUPPORTED_INTENT"
    /// Donation items mixed with goods in one unit.
    public static let multipleItemCategories: DiagnosticCode = "MULTIPLE_ITEM_CATEGORIES"
    /// Donation items with more than one unit.
    public static let donationItemsNotSupported: DiagnosticCode = "DONATION_ITEMS_NOT_SUPPORTED"
    /// A payment source that names no way to pay.
    public static let noPaymentSourceProvided: DiagnosticCode = "NO_PAYMENT_SOURCE_PROVIDED"
    /// Platform fees that add up to more than their purchase unit's amount.
    public static let invalidPlatformFeesAmount: DiagnosticCode = "INVALID_PLATFORM_FEES_AMOUNT"
    /// A security code in a payment the merchant initiates on a stored card.
    public static let merchantInitiatedWithSecurityCode: DiagnosticCode = "MERCHANT_INITIATED_WITH_SECURITY_CODE"
    /// A merchant-initiated payment on a stored card for more than one purchase unit.
    public static let merchantInitiatedWithMultiplePurchaseUnits: DiagnosticCode =
        "MERCHANT_INITIATED_WITH_MULTIPLE_PURCHASE_UNITS"
    /// A payment source that names more than one way to pay.
    public static let onlyOnePaymentSourceAllowed: DiagnosticCode = "ONLY_ONE_PAYMENT_SOURCE_ALLOWED"
    /// A stored credential's parameter that its payment initiator may not send.
    public static let incompatibleParameterValue: DiagnosticCode = "INCOMPATIBLE_PARAMETER_VALUE"
    /// A network token in a payment the payer starts, without its cryptogram.
    public static let missingCryptogram: DiagnosticCode = "MISSING_CRYPTOGRAM"
    /// A network token in a payment the merchant initiates, without the reference of an earlier payment.
    public static let missingPreviousReference: DiagnosticCode = "MISSING_PREVIOUS_REFERENCE"
    /// A card in a confirm-payment-source, authorize or capture body that names no card to charge.
    public static let cardNumberRequired: DiagnosticCode = "CARD_NUMBER_REQUIRED"
    /// A decrypted Apple Pay token of type 3DSECURE without its cryptogram.
    public static let cryptogramRequired: DiagnosticCode = "CRYPTOGRAM_REQUIRED"
    /// A decrypted Apple Pay token of type EMV without its EMV data.
    public static let emvDataRequired: DiagnosticCode = "EMV_DATA_REQUIRED"
    /// A payee that names no account.
    public static let payeeAccountInvalid: DiagnosticCode = "PAYEE_ACCOUNT_INVALID"
    /// A vault object of a card or PayPal without its instruction, `store_in_vault`.
    public static let vaultInstructionRequired: DiagnosticCode = "VAULT_INSTRUCTION_REQUIRED"
    /// A payment instruction in an order to authorize, which takes it at capture.
    public static let unsupportedPaymentInstruction: DiagnosticCode = "UNSUPPORTED_PAYMENT_INSTRUCTION"
    /// A selected PICKUP shipping option whose shipping name does not start with "S2S".
    public static let invalidPickupAddress: DiagnosticCode = "INVALID_PICKUP_ADDRESS"
    /// ORDER_COMPLETE_ON_PAYMENT_APPROVAL with a payment source PayPal does not list for it.
    public static let unsupportedProcessingInstruction: DiagnosticCode = "UNSUPPORTED_PROCESSING_INSTRUCTION"
    /// A vault object with both `store_in_vault` and the draft `confirm_payment_token`.
    public static let vaultInstructionDuplicated: DiagnosticCode = "VAULT_INSTRUCTION_DUPLICATED"
    /// A BLIK one-click payment that names its bank account neither by `alias_key` nor by `auth_code` and
    /// `alias_label`.
    public static let blikOneClickMissingRequiredParameter: DiagnosticCode = "BLIK_ONE_CLICK_MISSING_REQUIRED_PARAMETER"
    /// No shipping option is selected.
    public static let shippingOptionNotSelected: DiagnosticCode = "SHIPPING_OPTION_NOT_SELECTED"
    /// More than one shipping option is selected.
    public static let multipleShippingOptionSelected: DiagnosticCode = "MULTIPLE_SHIPPING_OPTION_SELECTED"
    /// Shipping options beside a fulfilment type, or under a preference that takes none.
    public static let shippingOptionsNotSupported: DiagnosticCode = "SHIPPING_OPTIONS_NOT_SUPPORTED"
    /// A pickup fulfilment type without the pickup address.
    public static let missingPickupAddress: DiagnosticCode = "MISSING_PICKUP_ADDRESS"
    /// A purchase unit without the shipping address that `SET_PROVIDED_ADDRESS` promises.
    public static let missingShippingAddress: DiagnosticCode = "MISSING_SHIPPING_ADDRESS"
    /// Purchase units of one order with different fulfilment types.
    public static let multipleShippingTypeNotSupported: DiagnosticCode = "MULTIPLE_SHIPPING_TYPE_NOT_SUPPORTED"
    /// The selected shipping option's amount differs from breakdown.shipping.
    public static let preferredShippingOptionAmountMismatch: DiagnosticCode = "PREFERRED_SHIPPING_OPTION_AMOUNT_MISMATCH"

    // JSON Patch (PATCH calls)
    /// A JSON Patch operation without its `path`.
    public static let patchPathRequired: DiagnosticCode = "PATCH_PATH_REQUIRED"
    /// An add, replace or test operation without its `value`.
    public static let patchValueRequired: DiagnosticCode = "PATCH_VALUE_REQUIRED"
    /// A JSON Patch `path` that is not a JSON pointer.
    public static let invalidJSONPointerFormat: DiagnosticCode = "INVALID_JSON_POINTER_FORMAT"
    /// A path (or an operation on it) the PATCH call does not allow.
    public static let fieldNotPatchable: DiagnosticCode = "FIELD_NOT_PATCHABLE"

    // Recipients, phones, cards
    // Payouts
    /// An item repeated in one payout batch (the same `sender_item_id`).
    public static let duplicateItem: DiagnosticCode = "DUPLICATE_ITEM"

    /// Not a valid email address.
    public static let invalidEmail: DiagnosticCode = "INVALID_EMAIL"
    /// Not a valid phone number.
    public static let invalidPhone: DiagnosticCode = "INVALID_PHONE"
    /// A card number that fails its length, brand or Luhn check.
    public static let invalidCardNumber: DiagnosticCode = "INVALID_CARD_NUMBER"
    /// A card expiry before the current month.
    public static let cardExpired: DiagnosticCode = "CARD_EXPIRED"
    /// A security code of the wrong length for the brand.
    public static let invalidSecurityCodeLength: DiagnosticCode = "INVALID_SECURITY_CODE_LENGTH"

    // Apple Pay
    /// EMV without chinaUnionPay among the networks.
    public static let emvWithoutUnionPay: DiagnosticCode = "EMV_WITHOUT_UNIONPAY"
    /// A payment network Apple Pay does not know.
    public static let unknownPaymentNetwork: DiagnosticCode = "UNKNOWN_PAYMENT_NETWORK"
    /// The total is typed pending.
    public static let pendingTotal: DiagnosticCode = "PENDING_TOTAL"
    /// A pending line item with a nonzero amount.
    public static let pendingAmountNotZero: DiagnosticCode = "PENDING_AMOUNT_NOT_ZERO"
    /// A repeated shipping method identifier.
    public static let duplicateIdentifier: DiagnosticCode = "DUPLICATE_IDENTIFIER"

    // Addresses
    /// Not an ISO 3166-1 alpha-2 code.
    public static let invalidCountryCode: DiagnosticCode = "INVALID_COUNTRY_CODE"
    /// A valid code not in PayPal's supported-countries table.
    public static let countryNotSupported: DiagnosticCode = "COUNTRY_NOT_SUPPORTED"
    /// A code withdrawn from ISO 3166-1.
    public static let countryCodeWithdrawn: DiagnosticCode = "COUNTRY_CODE_WITHDRAWN"
    /// The city is missing.
    public static let cityRequired: DiagnosticCode = "CITY_REQUIRED"
    /// The country requires a postal code and none is given.
    public static let postalCodeRequired: DiagnosticCode = "POSTAL_CODE_REQUIRED"
    /// The postal code does not match the country's pattern.
    public static let invalidPostalCode: DiagnosticCode = "INVALID_POSTAL_CODE"
    /// The city is not one of USPS's names for the US ZIP code.
    public static let cityPostalCodeMismatch: DiagnosticCode = "CITY_POSTAL_CODE_MISMATCH"
    /// The country requires a state or province and none is given.
    public static let stateRequired: DiagnosticCode = "STATE_REQUIRED"
    /// Not a known subdivision of the country.
    public static let invalidState: DiagnosticCode = "INVALID_STATE"
}
