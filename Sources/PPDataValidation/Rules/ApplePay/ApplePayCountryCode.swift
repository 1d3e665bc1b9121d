/// A request's `countryCode` or a `supportedCountries` entry, in both Apple kinds, judged against the list Apple
/// checks: ICU's regions, not ISO 3166-1 itself.
///
/// Facts: WebKit refuses a code that is not in `uloc_getISOCountries()` ("\"AN\" is not a valid country code.", a
/// TypeError; PaymentRequestValidator.mm `validateCountryCode`, the same ICU call since 2016), and PassKit one that
/// is not in `NSLocale.ISOCountryCodes` (iOS 26.1 `PKPaymentRequestValidator`, `_PKPaymentValidatePropertyMembership`),
/// which Foundation builds from the same ICU call (swift-corelibs-foundation CFLocale.c,
/// `CFLocaleCopyISOCountryCodes`). ICU's list is ISO 3166-1's codes plus a few regions of CLDR's (icu4c
/// source/common/uloc.cpp `COUNTRIES[]`, unicode-org/icu at 0178a07a; ICU 72.1 returns 253 codes) and leaves out the
/// withdrawn codes, which it keeps in a second list after the first `nullptr`. So a withdrawn code (`AN`) is an error
/// here, where PayPal's kinds warn, and a CLDR region a warning, where PayPal's kinds call it no country.
enum ApplePayCountryCode {
    /// The regions ICU's list has beyond ISO 3166-1, with their English names (CLDR). `CQ` (Sark) is in current
    /// ICU and not in ICU 72, so a system's ICU version decides it.
    static let regionsBeyondISO: [String: String] = [
        "DG": "Diego Garcia", "EA": "Ceuta & Melilla", "IC": "Canary Islands", "XK": "Kosovo", "CQ": "Sark",
    ]

    /// Checks one code: a region of ICU's beyond ISO 3166-1 is a warning, a withdrawn code an error, and anything else
    /// is judged as `AddressCheck.countryCode` judges it.
    static func check(_ value: JSONView, in context: inout ValidationContext) {
        // Almost every code is an ISO code: only the others are looked up here (as text of two bytes).
        if value.kind == .string, (value.withStringUTF8(CountryAddressRules.isoCountry(alpha2:)) ?? nil) == nil,
            let text = value.string, text.utf8.count == 2
        {
            if let name = regionsBeyondISO[text] {
                context.report(
                    .invalidCountryCode, .warning, at: value,
                    "\(text) (\(name)) is not an ISO 3166-1 code, but Apple Pay accepts it: Safari and PassKit check "
                        + "country codes against ICU's list of regions, which has it"
                        + (text == "CQ" ? " since CLDR added it (older systems refuse it)" : ""))
                return
            }
            if case .withdrawn(let code) = CountryCode.lookup(text) {
                let successors = code.successors.map(\.rawValue)
                context.report(
                    .countryCodeWithdrawn, at: value,
                    "\(text) (\(code.englishName)) was withdrawn from ISO 3166-1 (\(code.withdrawalDate)) and Apple Pay "
                        + (context.kind == .applePayJS
                            ? "refuses it (Safari: \"\\\"\(text)\\\" is not a valid country code.\")"
                            : "refuses it (PassKit checks against NSLocale.ISOCountryCodes, which leaves it out)")
                        + ": its successors are " + successors.joined(separator: ", "),
                    suggestion: successors.count == 1 ? successors[0] : successors.joined(separator: " or "))
                return
            }
        }
        _ = AddressCheck.countryCode(value, allowsC2: false, in: &context)
    }
}
