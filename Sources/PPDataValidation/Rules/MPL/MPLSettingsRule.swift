import PPData

/// The library settings a checkout carries at top level (the PayPal object's properties in the guide), for both
/// MPL kinds:
/// - `lang`: an MPL locale, in any spelling `MPLLocale.resolve` reads (`fr_CA`, `fr-CA`, `fr_CA.UTF-8`); any
///   other → `LOCALE_NOT_SUPPORTED` (warning: the library falls back to en_US), suggesting the MPL locale with the
///   same language (`de_AT` → `de_DE`) where there is one;
/// - `feePayer`: a PayPalFeePayer constant (`INVALID_PARAMETER_VALUE`); whether it fits the payment is
///   `MPLFeePayerRule`'s;
/// - `shippingEnabled`, `dynamicAmountUpdateEnabled`: booleans;
/// - `shippingAddress`: a PayPalAddress, by the shared address rules (`AddressCheck`, shape `.paypal`).
struct MPLSettingsRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        if let (value, text) = context.string(context.mplSetting(.lang, of: root), key: "lang", in: root) {
            let resolution = MPLLocale.resolve(text)
            if resolution.isFallback {
                let sameLanguage = MPLLocale.sameLanguage(as: text)
                let hint = sameLanguage.map { "; \($0.rawValue) has the same language" } ?? ""
                context.report(
                    .localeNotSupported, .warning, at: value,
                    "lang \"\(text)\" is not a locale the Mobile Payments Library supports, so it uses \(resolution.locale.rawValue)\(hint)",
                    suggestion: sameLanguage?.rawValue)
            }
        }
        _ = context.mplEnumeration(
            context.mplSetting(.feePayer, of: root), key: "feePayer", in: root, allowed: MPL.feePayers, prefix: "FEEPAYER_")
        _ = context.boolean(context.mplSetting(.shippingEnabled, of: root), key: "shippingEnabled", in: root)
        _ = context.boolean(
            context.mplSetting(.dynamicAmountUpdateEnabled, of: root), key: "dynamicAmountUpdateEnabled", in: root)
        if let address = context.optional(context.mplSetting(.shippingAddress, of: root)) {
            AddressCheck.check(address, shape: .paypal, in: &context, what: "shippingAddress (PayPalAddress)")
        }
    }
}
