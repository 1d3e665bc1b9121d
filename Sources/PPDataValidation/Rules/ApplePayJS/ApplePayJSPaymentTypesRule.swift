/// `apple-pay-js`: `recurringPaymentRequest`, `automaticReloadPaymentRequest` and `deferredPaymentRequest`, each
/// with its description, management URL and billing line item, whose `paymentTiming` must be the request's own.
///
/// Facts: WebKit's ApplePayRecurringPaymentRequest.idl, ApplePayAutomaticReloadPaymentRequest.idl and
/// ApplePayDeferredPaymentRequest.idl (required members, and "must be `paymentTiming: \"recurring\"`" on the
/// billing items), and Apple's Apple Pay JS reference (`managementURL`, `tokenNotificationURL`: URLs of the
/// merchant's pages). `automaticReloadBilling` needs an `automaticReloadPaymentThresholdAmount` that is a decimal
/// amount: ApplePaySession.cpp (convertAndValidate of ApplePayAutomaticReloadPaymentRequest) throws "\"\" is not a
/// valid automaticReloadPaymentThresholdAmount." for a missing or malformed one, and WebKit's
/// ApplePayModifier-automaticReloadPaymentRequest test expects that error for both. A billing item of type `pending`
/// needs no amount (convertAndValidate of each kind: `!isValidDecimalMonetaryValue(amount) && type != Pending`).
/// A deferred request's `freeCancellationDate` and `freeCancellationDateTimeZone` go together
/// (`ApplePayDeferredPaymentRequest::validate`, ApplePaySession.cpp, and WebKit's
/// ApplePayModifier-deferredPaymentRequest test): a date without a time zone throws "Missing
/// 'freeCancellationDateTimeZone' when 'freeCancellationDate' is set.", a time zone without a date (or with a value
/// that is no date, `ApplePayJSDate`) throws "Unexpected 'freeCancellationDateTimeZone' when 'freeCancellationDate'
/// is not set."; an empty time zone is none. With a date, the time zone must be one ICU knows (`ApplePayTimeZone`).
/// `null` for one of the three is not absent: WebIDL converts null to a dictionary with no members (Web IDL,
/// "dictionary" conversion: null and undefined give an empty dictionary, and a member is left out only when
/// undefined), whose required members WebKit's bindings then throw for.
struct ApplePayJSPaymentTypesRule: DocumentRule {
    /// One kind of payment request, its billing line items of one `paymentTiming`.
    typealias PaymentType = ApplePayPaymentRequestType<String>

    /// The three payment request kinds.
    static let types = [
        PaymentType(
            key: "recurringPaymentRequest", billings: [("regularBilling", true), ("trialBilling", false)],
            itemKind: "recurring"),
        PaymentType(
            key: "automaticReloadPaymentRequest", billings: [("automaticReloadBilling", true)],
            itemKind: "automaticReload"),
        PaymentType(
            key: "deferredPaymentRequest", billings: [("deferredBilling", true)], itemKind: "deferred",
            extraKeys: ["freeCancellationDate", "freeCancellationDateTimeZone"]),
    ]

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let members = context.rootMembers(root, keys: ApplePayJSVocabulary.requestKeys)
        let currency = members[ApplePayJSVocabulary.RequestKey.currencyCode]?.string.flatMap(DocumentCurrency.init(applePayCode:))
        var present: [(key: StaticString, value: JSONView)] = []
        defer {
            ApplePayRequestCombinations.check(
                paymentRequests: present, root: root,
                editingMode: members[ApplePayJSVocabulary.RequestKey.shippingContactEditingMode],
                shippingContact: members[ApplePayJSVocabulary.RequestKey.shippingContact], in: &context)
        }
        for index in Self.types.indices {
            // Most requests have none of the three: only the key is read until one is there (binding the type copies
            // and retains its strings and arrays), and the message's wording is built only for one that is there.
            guard let member = root[Self.types[index].key] else { continue }
            let type = Self.types[index]
            // WebIDL converts null to a dictionary with no members (a dictionary member is absent only when left
            // out), so Safari sees an empty request and throws for its required members.
            guard !member.isNull else {
                context.report(
                    .invalidParameterSyntax, at: member,
                    "\"\(type.key)\" is null, which Safari reads as a request with no members: it throws a TypeError for the missing paymentDescription and billing item (leave it out, or give the request)")
                continue
            }
            present.append((type.key, member))
            guard let request = context.object(member, known: type.known, what: "\"\(type.key)\"") else { continue }
            context.checkPaymentRequestMembers(request)
            if type.itemKind == "deferred" { Self.checkFreeCancellation(request, in: &context) }
            for billing in type.billings {
                let value = billing.required ? context.required(request.member(named: billing.key), key: billing.key, in: request)
                    : context.optional(request.member(named: billing.key))
                let itemFindings = context.mark
                guard let item = ApplePayJSTotalRule.lineItem(value, what: "\"\(billing.key)\"", in: &context) else { continue }
                // An unknown timing ("Immediate") got the nearest one as its fix, or none; here only this kind's is.
                if let timing = item.timing, let finding = context.lastListedFinding(since: itemFindings, where: {
                    $0.code == .invalidParameterValue && $0.path == timing.pointer
                }) {
                    context.replaceSuggestion(ofFinding: finding, with: type.itemKind)
                }
                context.checkString(item.fields.label, key: "label", in: item.fields.object, required: true)
                if item.type != "pending" || item.fields.amount != nil {
                    let before = context.mark
                    _ = context.amount(
                        item.fields.amount, key: "amount", in: item.fields.object, currency: currency,
                        policy: .applePay(.nonNegative))
                    if item.type == "pending" { ApplePayLineItems.relaxPendingPlaces(from: before, in: &context) }
                }
                // WebKit reads a missing paymentTiming as its default, "immediate", and throws "'regularBilling'
                // must be a 'recurring' line item." (ApplePaySession.cpp, convertAndValidate of each request kind).
                if item.timing == nil {
                    context.report(
                        .missingRequiredParameter, missing: "paymentTiming", in: item.fields.object,
                        "\(billing.key) of \(String(describing: type.key).withIndefiniteArticle) must have paymentTiming \"\(type.itemKind)\"; Safari reads a missing one as \"immediate\" and throws",
                        suggestion: type.itemKind)
                }
                if type.itemKind == "automaticReload" {
                    Self.checkThreshold(item, of: billing.key, currency: currency, in: &context)
                }
                if let timing = item.timing, timing.string != type.itemKind,
                    timing.string.map(ApplePayJSVocabulary.paymentTimings.contains) ?? false
                {
                    context.report(
                        .invalidParameterValue, at: timing,
                        "\(billing.key) of \(String(describing: type.key).withIndefiniteArticle) must have paymentTiming \"\(type.itemKind)\"",
                        suggestion: type.itemKind)
                }
            }
        }
    }

    /// A deferred request's free cancellation date and its time zone, which WebKit asks for together.
    static func checkFreeCancellation(_ request: JSONView, in context: inout ValidationContext) {
        let zone = context.optional(request.member(named: "freeCancellationDateTimeZone"))
        let hasZone = zone.map { $0.kind != .string || $0.string != "" } ?? false
        if let zone { context.checkString(zone) }
        guard let date = context.optional(request.member(named: "freeCancellationDate")) else {
            if let zone, hasZone {
                context.report(
                    .invalidParameterValue, at: zone,
                    "\"freeCancellationDateTimeZone\" without \"freeCancellationDate\": Safari throws a TypeError")
            }
            return
        }
        switch (ApplePayJSDate.reading(date), hasZone) {
        case (.date, false):
            context.report(
                .missingRequiredParameter, missing: "freeCancellationDateTimeZone", in: request,
                "\"freeCancellationDateTimeZone\" is required with \"freeCancellationDate\"; without it Safari throws a TypeError")
        case (.notADate, true):
            context.report(
                .invalidParameterSyntax, at: date,
                "\"freeCancellationDate\" is not a date (\(ApplePayJSDate.forms)), so Safari throws a TypeError for its time zone (unexpected without a date)")
        case (.notADate, false):
            ApplePayJSDate.check(date, key: "freeCancellationDate", in: &context)
        case (.date, true):
            if let zone, zone.kind == .string {
                ApplePayTimeZone.check(zone, consequence: "so Safari throws a TypeError", in: &context)
            }
            ApplePayDateRules.checkFreeCancellation(
                date, deferredDate: request.member(named: "deferredBilling")?.member(named: "deferredPaymentDate"),
                keys: ("freeCancellationDate", "deferredBilling.deferredPaymentDate"), in: &context)
        }
    }

    /// The automatic reload threshold: required, and an amount (its sign is not checked: WebKit checks only that it
    /// is a decimal number).
    static func checkThreshold(
        _ item: ApplePayJSTotalRule.LineItem, of key: String, currency: DocumentCurrency?,
        in context: inout ValidationContext
    ) {
        guard let threshold = context.optional(item.threshold) else {
            context.report(
                .missingRequiredParameter, missing: "automaticReloadPaymentThresholdAmount", in: item.fields.object,
                "\(key) needs \"automaticReloadPaymentThresholdAmount\"; without one Safari throws a TypeError (not a valid automaticReloadPaymentThresholdAmount)")
            return
        }
        _ = context.amount(threshold, currency: currency, policy: .applePay(.any))
    }
}
