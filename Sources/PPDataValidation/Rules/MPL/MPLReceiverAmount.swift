import PPData

/// What MPL sends PayPal as the amount of a receiver (or of a simple payment): its subtotal plus its invoice's
/// `totalTax` and `totalShipping`. The Android library (MPL 1.5.6.58) adds the three in
/// `PayPalReceiverDetails.getTotal()` and sends that sum in the Pay request; PayPal's MPL iOS demo states the chained
/// rule on it: "the subTotal + totalTax + totalShipping of the primary receiver must be greater than or equal to the
/// sum of payments being made to all other receivers".
struct MPLReceiverAmount {
    /// The subtotal.
    var subtotal: DecimalAmount
    /// The invoice's tax and shipping together (zero without invoice data).
    var extras = DecimalAmount.zero
    /// The subtotal with the extras: what PayPal is asked to pay.
    var total: DecimalAmount

    /// The amount of `container` in `currency` (each part at the currency's places, `MPL.countedAmount`); nil when
    /// the subtotal is not a readable amount above zero, or a tax or shipping present is not a readable amount of at
    /// least zero: those have codes of their own, and one fault gets one code.
    init?(_ container: MPL.Container, currency: DocumentCurrency?) {
        guard let subtotal = MPL.countedAmount(container.members[container.subtotalKey], in: currency), subtotal.signum > 0
        else {
            return nil
        }
        self.subtotal = subtotal
        total = subtotal
        guard let (tax, shipping) = Self.extraValues(of: container) else { return }
        guard add(tax, currency: currency), add(shipping, currency: currency) else { return nil }
    }

    /// Adds a tax or shipping value (none when nil) at `currency`'s places; false when it is not a readable amount
    /// of at least zero.
    private mutating func add(_ value: JSONView?, currency: DocumentCurrency?) -> Bool {
        guard let value else { return true }
        guard let extra = MPL.countedAmount(value, in: currency), !extra.isNegative, let extras = try? extras.adding(extra),
            let total = try? subtotal.adding(extras)
        else { return false }
        self.extras = extras
        self.total = total
        return true
    }

    /// The invoice's tax and shipping values (each nil when absent or null); nil without invoice data.
    static func extraValues(of container: MPL.Container) -> (tax: JSONView?, shipping: JSONView?)? {
        guard let invoice = container.members[MPL.ContainerKey.invoiceData], invoice.kind == .object else { return nil }
        func present(_ value: JSONView?) -> JSONView? { value.flatMap { $0.isNull ? nil : $0 } }
        return (present(invoice["totalTax"]), present(invoice["totalShipping"]))
    }

    /// A bound the container's total stays below, read from the amounts' digits without parsing them: 10 to the
    /// power of each amount's integer digits (a leading digit d: d + 1 times the power below), added up. Nil when a
    /// value is not plain digits with at most one point (the exact reading decides those).
    static func bound(of container: MPL.Container) -> Int? {
        guard let subtotal = digitBound(container.members[container.subtotalKey]) else { return nil }
        guard let (tax, shipping) = extraValues(of: container) else { return subtotal }
        // An absent tax or shipping adds nothing; one that is not plain digits leaves the bound unknown.
        guard let taxBound = tax.map(digitBound) ?? 0, let shippingBound = shipping.map(digitBound) ?? 0 else { return nil }
        return subtotal + taxBound + shippingBound  // each below 2 × 10^15: no overflow
    }

    /// `(d + 1) × 10^(n - 1)` for an amount whose integer part has `n` digits and starts with `d`; nil for anything
    /// but plain digits with at most one point, or more than 15 integer digits.
    private static func digitBound(_ value: JSONView?) -> Int? {
        guard let value else { return nil }
        return value.withScalarUTF8 { bytes -> Int? in
            var digits = 0
            var leading = 0
            var point = false
            for byte in bytes {
                if byte == UInt8(ascii: ".") {
                    guard !point else { return nil }
                    point = true
                } else if (0x30...0x39).contains(byte) {
                    guard !point else { continue }
                    if digits == 0 { leading = Int(byte - 0x30) }
                    digits += 1
                } else {
                    return nil
                }
            }
            guard digits > 0, digits <= 15 else { return nil }
            var power = 1
            for _ in 1..<digits { power *= 10 }
            return (leading + 1) * power
        } ?? nil
    }
}
