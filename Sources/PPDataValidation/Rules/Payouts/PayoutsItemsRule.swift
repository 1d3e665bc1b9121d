/// The items of a Payouts batch (`POST /v1/payments/payouts`), beyond their schema:
///
/// - each `amount` (`currency`, `value`): a currency PayPal supports, a value of its precision, more than zero;
/// - each `receiver` of the form its recipient type names: the item's `recipient_type`, else the batch header's
///   (Payouts reference: "If the `sender_batch_header` omits the `recipient_type` attribute, each payout item must
///   include its own"). `EMAIL`: an email address of at most 127 characters; `PHONE`: a valid phone number (a
///   number written without `+` is judged only for Venmo, whose payouts go to US numbers); `PAYPAL_ID`: a PayPal
///   account id, 13 characters of `[2-9A-HJ-NP-Z]`. `USER_HANDLE` and types this version does not know are left to
///   the schema. Both `recipient_type` and `recipient_wallet` are read ignoring case: PayPal took a batch whose item
///   said `"Email"` (Tests/RealDocuments/payouts-batch/php-sdk-sample-batch-payout-mixed-case-recipient-type.json),
///   and its Payouts-to-Venmo guide says "Set `recipient_wallet` to `Venmo`";
/// - a Venmo item's phone (`recipient_wallet` `VENMO`) is a US number: Venmo pays US phone numbers only (PayPal's
///   Payouts integration guide);
/// - no `sender_item_id` twice in one batch: PayPal answers `DUPLICATE_ITEM`, "This transaction is duplicated in this
///   batch. Please check the Ref_ID / Sender_Item_ID." (Payouts error reference), reported at each repeat;
/// - one currency for the whole batch: PayPal refuses a batch whose items mix currencies, 400 `VALIDATION_ERROR`
///   `{"field": "items.amount.currency", "issue": "Multiple currencies within a batch is not allowed"}` (sandbox
///   probes of October 2026 in two public projects, jo2980958-hub/callcheck and smithadams0019/milestone-escrow);
///   each item in another currency than the first is reported;
/// - a `recipient_type` PayPal knows (`EMAIL`, `PHONE`, `PAYPAL_ID`, `USER_HANDLE`, its reference's list, any letter
///   case), and a receiver of that form: PayPal answered `VENMO_HANDLE`, an invented type, and an email address
///   sent as a `USER_HANDLE` with 400 `VALIDATION_ERROR` at `items[0].receiver`, "Receiver is invalid or does not
///   match with type" (the same probes);
/// - one item when the call asks for a synchronous payout (`?sync_mode=true`, `ValidationOptions.query`): PayPal's
///   sandbox answered 400 `VALIDATION_ERROR`, `{"field": "items", "issue": "SIZE_LIMIT_EXCEEDED_FOR_SYNC_PAYOUT"}`,
///   to a batch of three sent so, and 201 to the same batch without it (PayPal-node-SDK's recordings,
///   Tests/RealDocuments/traffic/node-sdk-sandbox.har); the Payouts reference of the time: "If you submit a single
///   payout, you can make a synchronous payout call".
struct PayoutsItemsRule: DocumentRule {
    /// The most letters beyond ASCII an item's `note` holds: PayPal's `payout_item.note` "Supports up to 4000 ASCII
    /// characters and 1000 non-ASCII characters" (payments_payouts_batch_v1.json), whose `maxLength` of 4000 the
    /// schema walker holds it to.
    static let noteNonASCIILimit = 1000

    /// Reports a `note` with more than `noteNonASCIILimit` characters beyond ASCII: a warning, since whether PayPal
    /// counts characters or bytes (1000 four-byte characters fill 4000 bytes) is not said, and no answer is recorded.
    static func checkNoteLetters(_ note: JSONView, in context: inout ValidationContext) {
        guard let count = note.withStringUTF8({ $0.count { $0 >= 0xC0 } }), count > noteNonASCIILimit else { return }
        context.report(
            .invalidStringLength, .warning, at: note,
            "\"note\" has \(count) characters beyond ASCII; PayPal's schema says a note supports up to 4000 ASCII characters and \(noteNonASCIILimit) non-ASCII ones")
    }

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let header = context.optional("sender_batch_header", in: root)
        let headerType = header.flatMap { $0.kind == .object ? $0["recipient_type"]?.string : nil }
        guard let items = context.optional("items", in: root), items.kind == .array else { return }
        if items.count > 1, context.options.queryValue("sync_mode")?.lowercased() == "true" {
            context.report(
                .invalidArrayMaxItems, at: items,
                "\"items\" has \(items.count) items; a synchronous payout (sync_mode=true) takes one (PayPal: SIZE_LIMIT_EXCEEDED_FOR_SYNC_PAYOUT); send the batch without sync_mode, or one item per call")
        }
        var firstItemByID: [String: Int] = [:]
        var batchCurrency: (code: String, item: Int, paypal: CurrencyCode?)?
        var reportedHeaderType = false
        for item in items.elements where item.kind == .object {
            if let note = item["note"] { Self.checkNoteLetters(note, in: &context) }
            if let idValue = item["sender_item_id"], let id = idValue.string, let index = idValue.parent?.arrayIndex {
                if let first = firstItemByID[id] {
                    // A warning: PayPal takes the batch and fails the repeated item alone, with an item-level
                    // DUPLICATE_ITEM error ("REF_ID matches with another item in the batch", PayPal-Ruby-SDK issue
                    // #138; "Only the first is actually processed", Payouts-NodeJS-SDK issue #7).
                    context.report(
                        .duplicateItem, .warning, at: idValue,
                        "\"sender_item_id\" \"\(id.prefix(40))\" repeats item \(first)'s; PayPal takes the batch but fails this item (DUPLICATE_ITEM), so it is not paid")
                } else {
                    firstItemByID[id] = index
                }
            }
            if let amount = context.optional("amount", in: item), amount.kind == .object {
                let currencyValue = context.optional("currency", in: amount)
                let currency = currencyValue.flatMap { context.currency($0) }
                // Only known codes take part (in any letter case, as PayPal reads them): an unknown one is its own
                // finding, and no fix to suggest elsewhere.
                if let currencyValue, let code = currencyValue.string?.uppercased(), let known = DocumentCurrency(code: code),
                    let index = item.arrayIndex
                {
                    if let first = batchCurrency, first.code != code {
                        context.report(
                            .currencyMismatch, at: currencyValue,
                            "\"\(code.prefix(8))\" is not item \(first.item)'s \(first.code); PayPal refuses a batch that mixes currencies (\"Multiple currencies within a batch is not allowed\"): send one batch per currency",
                            suggestion: first.paypal.flatMap { $0.keepsPlaces(ofAmount: amount["value"]) ? first.code : nil })
                    } else if batchCurrency == nil {
                        batchCurrency = (code, index, known.paypal?.isSupported(by: context.kind.currencyAPI) == true ? known.paypal : nil)
                    }
                }
                if let value = context.required("value", in: amount) {
                    _ = context.amount(value, currency: currency, policy: .payouts(.positive))
                }
            }
            let itemType = context.optional("recipient_type", in: item)
            guard let type = itemType?.string ?? (itemType == nil ? headerType : nil) else {
                if itemType == nil {
                    context.report(
                        .missingRequiredParameter, missing: "recipient_type", in: item,
                        "\"recipient_type\" is required in each item when the batch header gives none")
                }
                continue
            }
            let typeValue = itemType ?? header?["recipient_type"]
            guard Self.recipientTypes.contains(type.uppercased()) else {
                // The header's type, which every item without its own inherits, is reported once.
                if let typeValue, itemType != nil || !reportedHeaderType {
                    if itemType == nil { reportedHeaderType = true }
                    context.report(
                        .invalidParameterValue, at: typeValue,
                        "\"\(type.prefix(40))\" is not a recipient type (EMAIL, PHONE, PAYPAL_ID, USER_HANDLE); PayPal refuses the item's receiver (\"Receiver is invalid or does not match with type\")",
                        suggestion: KeySuggestion.nearest(to: type.uppercased(), in: Self.recipientTypes))
                }
                continue
            }
            guard let receiver = context.optional("receiver", in: item), let text = receiver.string else { continue }
            let wallet = item["recipient_wallet"]?.string?.uppercased()
            // An email address, not a Venmo handle written with its leading "@".
            if type.uppercased() != "EMAIL", text.dropFirst().contains("@") {
                context.report(
                    .invalidParameterValue, at: receiver,
                    "\"receiver\" is an email address, which a \(type.uppercased()) recipient type does not take (PayPal: \"Receiver is invalid or does not match with type\"); send it with recipient_type EMAIL")
                continue
            }
            switch type.uppercased() {
            case "EMAIL":
                context.email(receiver, length: 1...127)
            case "PHONE":
                // Venmo pays US phone numbers; for PayPal, a number without its calling code cannot be judged.
                if wallet == "VENMO" {
                    if let number = context.phone(receiver, country: .us, requiresE164: false), number.regionCode != "US" {
                        context.report(
                            .invalidPhone, at: receiver,
                            "\"\(text.prefix(40))\" is a phone number of \(number.regionCode); Venmo pays US phone numbers only")
                    }
                } else if text.hasPrefix("+") {
                    context.phone(receiver, country: nil, requiresE164: false)
                }
            case "PAYPAL_ID":
                if text.unicodeScalars.count != 13 || !text.unicodeScalars.allSatisfy(OrdersV2.isAccountIdScalar) {
                    context.report(
                        .invalidParameterSyntax, at: receiver,
                        "\"receiver\" \"\(text.prefix(40))\" is not a PayPal account id (13 characters of 2-9 and A-Z without I and O)")
                }
            default:
                break
            }
        }
    }

    /// The recipient types of PayPal's Payouts reference (payout_item.recipient_type's description).
    static let recipientTypes = ["EMAIL", "PHONE", "PAYPAL_ID", "USER_HANDLE"]
}
