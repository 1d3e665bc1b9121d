import PPData

/// The decimal places an Apple Pay amount may have in a currency, as PassKit and PayPal read them.
///
/// PassKit rounds a final amount down to `PKDefaultFractionDigitsForCurrencyCode` and refuses the request when the
/// value changes (`_PKPaymentIsValidCurrencyAmount`, decompiled iOS 26.1 PassKitCore); those digits are ICU's, so
/// they move with the system's CLDR data (iOS 26.4 took HUF's two places away: Adyen iOS SDK 5.22.2, "The iOS beta
/// changed the minor digits for HUF from 2 to 0"). An amount passes on every system only within the fewest places
/// of the older and newer data (`ICUCurrency.fewestFractionDigits`).
/// Internal: a helper of the amount check.
struct ApplePayPlaces: Sendable {
    /// The fewest places Apple Pay takes for the currency: ICU's, older and newer data alike; ISO 4217's minor
    /// units (or 2) for a code the ICU table lacks.
    var apple: Int
    /// ICU's places with the older data and with the newer, where they differ (`HUF`: 2 and 0; `RSD`: 0 and 2).
    var generations: (older: Int, newer: Int)?
    /// PayPal's places, when PayPal's REST APIs take the currency (`HUF`: 0).
    var paypal: Int?

    /// The places for `code`; `paypal` is its PayPal currency, when it is one (as `DocumentCurrency` found it).
    init(code: String, paypal currency: CurrencyCode?) {
        let digits = if let currency { Self.payPalCurrencyDigits(currency) } else { ICUCurrency.digits(of: code) }
        if let digits {
            apple = min(digits.older, digits.latest)
            if digits.older != digits.latest { generations = (digits.older, digits.latest) }
        } else {
            apple = ISOCurrency.lookup(code)?.minorUnits ?? 2
        }
        paypal = currency.flatMap { $0.isSupported(by: .rest) ? $0.paypalDecimals : nil }
    }

    /// ICU's digits for each PayPal currency, by `CurrencyCode.ordinal`, looked up once: nearly every Apple Pay
    /// request is in one, and each of its rules asks.
    private static let payPalDigits: [UInt8] = (0..<CurrencyCode.caseCount).map {
        let digits = CurrencyCode(ordinal: $0).flatMap { ICUCurrency.digits(of: $0.rawValue) }
        return digits.map { UInt8($0.older << 4 | $0.latest) } ?? 0xFF
    }

    /// ICU's digits for a PayPal currency, from `payPalDigits` (older in the high four bits, newest in the low).
    private static func payPalCurrencyDigits(_ currency: CurrencyCode) -> (older: Int, latest: Int)? {
        let packed = payPalDigits[currency.ordinal]
        return packed == 0xFF ? nil : (Int(packed >> 4), Int(packed & 0x0F))
    }

    /// The places an amount must keep to to pass both Apple Pay and PayPal.
    var fewest: Int { min(apple, paypal ?? apple) }

    /// What the places for `code` are and where they come from, after "Apple Pay takes at most N for CODE".
    func origin(of code: String) -> String {
        if let generations {
            return " (ICU's places with CLDR's data until release 47: \(generations.older); with release 49's, as newer systems such as iOS 26.4 have it: \(generations.newer))"
        }
        // ISO 4217's minor units where they differ (IQD: 3), read only for a message.
        if let iso = ISOCurrency.lookup(code)?.minorUnits, iso != apple { return " (ICU's places; ISO 4217 gives \(iso))" }
        return ""
    }
}

extension ValidationContext {
    /// Reports an Apple Pay amount that breaches its currency's places (`amount` has more than
    /// `DocumentCurrency.decimals`): an error when Apple Pay refuses it on some system, a warning when only a PayPal
    /// order made from the payment would be refused, or when Safari before 15 would have (a third decimal).
    mutating func reportApplePayPlaces(
        _ amount: DecimalAmount, text: String, name: String, at value: JSONView, currency: DocumentCurrency
    ) {
        let places = ApplePayPlaces(code: currency.code, paypal: currency.paypal)
        let written = "\(name) \"\(text)\" has \(amount.fractionDigits) decimal place\(amount.fractionDigits == 1 ? "" : "s")"
        guard amount.rounded(toFractionDigits: places.apple) == amount else {
            report(
                places.apple == 0 ? .decimalsNotSupported : .decimalPrecision, at: value,
                "\(written); Apple Pay takes at most \(places.apple) for \(currency.code) in a final item\(places.origin(of: currency.code))",
                suggestion: amount.rounded(toFractionDigits: places.fewest).description)
            return
        }
        if let paypal = places.paypal, amount.rounded(toFractionDigits: paypal) != amount {
            report(
                paypal == 0 ? .decimalsNotSupported : .decimalPrecision, .warning, at: value,
                "\(written): Apple Pay takes at most \(places.apple) for \(currency.code), but PayPal takes \(paypal), so a PayPal order for this payment would be refused",
                suggestion: amount.rounded(toFractionDigits: paypal).description)
        } else if kind == .applePayJS, amount.fractionDigits > 2 {
            // Only zeros past the places: harmless to Apple Pay; Safari before 15 refused a third decimal whatever
            // it was (ApplePaySession.cpp `validateAmount`).
            report(
                .decimalPrecision, .warning, at: value,
                "\(written); those past \(currency.code)'s \(places.fewest) are zeros, which Apple Pay accepts, but Safari before 15 refused more than 2",
                suggestion: amount.rounded(toFractionDigits: places.fewest == 0 ? 0 : max(places.fewest, 2)).description)
        }
    }
}
