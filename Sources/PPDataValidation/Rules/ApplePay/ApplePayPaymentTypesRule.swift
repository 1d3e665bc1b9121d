import PPData

/// `apple-pay`: `recurringPaymentRequest`, `automaticReloadPaymentRequest` and `deferredPaymentRequest`
/// (PKRecurringPaymentRequest, PKAutomaticReloadPaymentRequest, PKDeferredPaymentRequest), each with its description,
/// management URL and billing item.
///
/// Facts: the iOS 16 and 16.4 SDK headers. Each request is made with
/// `init(paymentDescription:<billing>:managementURL:)`, so those three are required; `billingAgreement` and
/// `tokenNotificationURL` are optional, as are a recurring request's `trialBilling` and a deferred request's
/// `freeCancellationDate` and `freeCancellationDateTimeZone`, which go together (PKDeferredPaymentRequest.h: "If
/// `freeCancellationDate` is set, `freeCancellationDateTimeZone` must be set as well", and the reverse). A billing item
/// is a summary item of the request's subclass (`ApplePayBillingItem`): a label and an amount, and the subclass's own
/// member (`deferredDate`, `thresholdAmount`).
struct ApplePayPaymentTypesRule: DocumentRule {
    /// One kind of payment request, its billing items of a summary-item subclass.
    typealias PaymentType = ApplePayPaymentRequestType<ApplePayBillingItem.Subclass>

    /// The three payment request kinds.
    static let types = [
        PaymentType(
            key: "recurringPaymentRequest", billings: [("regularBilling", true), ("trialBilling", false)],
            itemKind: .recurring),
        PaymentType(
            key: "automaticReloadPaymentRequest", billings: [("automaticReloadBilling", true)], itemKind: .automaticReload),
        PaymentType(
            key: "deferredPaymentRequest", billings: [("deferredBilling", true)], itemKind: .deferred,
            extraKeys: ["freeCancellationDate", "freeCancellationDateTimeZone"]),
    ]

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let members = context.rootMembers(root, keys: ApplePayVocabulary.requestKeys)
        let currency = members[ApplePayVocabulary.RequestKey.currencyCode]?.string.flatMap(DocumentCurrency.init(applePayCode:))
        var present: [(key: StaticString, value: JSONView)] = []
        defer {
            ApplePayRequestCombinations.check(
                paymentRequests: present, root: root, editingMode: members[ApplePayVocabulary.RequestKey.shippingContactEditingMode],
                shippingContact: members[ApplePayVocabulary.RequestKey.shippingContact], in: &context)
        }
        for index in Self.types.indices {
            // Most requests have none of the three: only the key is read until one is there (binding the type copies
            // and retains its arrays).
            guard let member = context.optional(root[Self.types[index].key]) else { continue }
            let type = Self.types[index]
            present.append((type.key, member))
            guard let request = context.object(member, known: type.known, what: "\"\(type.key)\"") else { continue }
            context.checkPaymentRequestMembers(request)
            for billing in type.billings {
                let value = context.optional(request.member(named: billing.key))
                guard let value else {
                    if billing.required {
                        context.report(
                            .missingRequiredParameter, missing: billing.key, in: request,
                            "\"\(type.key)\" needs \"\(billing.key)\", a summary item")
                    }
                    continue
                }
                guard let item = context.members(value, known: ApplePayVocabulary.summaryItemKeys, what: "\"\(billing.key)\"")
                else { continue }
                typealias Key = ApplePayVocabulary.SummaryItemKey
                context.checkString(item[Key.label], key: "label", in: item.object, required: true)
                let before = context.mark
                // A pending item may leave its amount out, and its places are not checked (PKPaymentSummaryItemValidator
                // checks a final item's amount against the currency only).
                let pending = item[Key.type]?.string == "pending"
                if !pending || context.optional(item[Key.amount]) != nil {
                    _ = context.amount(
                        item[Key.amount], key: "amount", in: item.object, currency: currency, policy: .applePay(.nonNegative))
                }
                // PassKit's validators of the billing items check no sign (iOS 26.1 PKRecurringPaymentSummaryItemValidator
                // and its siblings): a negative amount is a warning.
                context.lowerToWarnings(
                    from: before, [.cannotBeNegative], because: "PassKit does not check a billing item's sign")
                if pending { ApplePayLineItems.relaxPendingPlaces(from: before, in: &context) }
                ApplePayBillingItem.check(item, billing: type.itemKind, currency: currency, in: &context)
            }
            if type.itemKind == .deferred { Self.checkFreeCancellation(request, in: &context) }
        }
    }

    /// A deferred request's free cancellation date and its time zone, which go together.
    static func checkFreeCancellation(_ request: JSONView, in context: inout ValidationContext) {
        let date = context.optional(request.member(named: "freeCancellationDate"))
        let zone = context.optional(request.member(named: "freeCancellationDateTimeZone"))
        if let date { ApplePayBillingItem.checkDate(date, key: "freeCancellationDate", in: &context) }
        switch (date, zone) {
        case (_?, nil):
            context.report(
                .missingRequiredParameter, missing: "freeCancellationDateTimeZone", in: request,
                "\"freeCancellationDateTimeZone\" is required with \"freeCancellationDate\" (PKDeferredPaymentRequest)")
        case (nil, let zone?):
            context.report(
                .invalidParameterValue, at: zone,
                "\"freeCancellationDateTimeZone\" without \"freeCancellationDate\"; PKDeferredPaymentRequest needs both or neither")
        case (_?, let zone?):
            if context.checkString(zone) {
                ApplePayTimeZone.check(zone, consequence: "so no NSTimeZone can be made of it", in: &context)
            }
            ApplePayDateRules.checkFreeCancellation(
                request.member(named: "freeCancellationDate"),
                deferredDate: request.member(named: "deferredBilling")?.member(named: "deferredDate"),
                keys: ("freeCancellationDate", "deferredBilling.deferredDate"), in: &context)
        case (nil, nil):
            break
        }
    }
}
