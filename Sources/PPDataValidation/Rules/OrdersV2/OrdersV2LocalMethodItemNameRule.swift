/// An item `name` holding a line break, in an order paid by one of the local payment methods PayPal is recorded
/// refusing that for: `INVALID_PARAMETER_SYNTAX` at the name, suggesting it on one line.
///
/// Evidence: shopware/SwagPayPal pull request #781 (August 2026), tried against PayPal's sandbox with one payload
/// whose item name alone changed. With `ideal`, `p24`, `eps`, `bancontact`, `blik` or `mybank` as the payment source
/// PayPal answered 422 INVALID_PARAMETER_SYNTAX at `/purchase_units/0/items/0/name` ("The value of a field does not
/// conform to the expected format.") for every Unicode line terminator anywhere in the name: LF, CR, CR LF, NEL
/// (U+0085), LINE SEPARATOR (U+2028), PARAGRAPH SEPARATOR (U+2029). With no payment source, `paypal` or `card` it
/// created the same order and kept the line break. Tab, form feed, vertical tab, accented letters and emoji passed,
/// and only the item's name was held to it (not its description or SKU). The other local methods (`giropay`,
/// `sofort`, `trustly`) were not tried, so nothing is said of them; nor of a name the order gets later (a PATCH).
struct OrdersV2LocalMethodItemNameRule: DocumentRule {
    /// The payment sources PayPal refused a line break in an item name for.
    static let methods = JSONKeySet(["ideal", "p24", "eps", "bancontact", "blik", "mybank"])

    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        guard let source = order[OrdersV2.OrderKey.paymentSource], source.kind == .object,
            let method = source.children.first(where: { Self.methods.contains(keyOf: $0) })?.key
        else { return }
        for unit in OrdersV2.unitElements(order) where unit.kind == .object {
            guard let items = unit["items"], items.kind == .array else { continue }
            for item in items.elements where item.kind == .object {
                guard let name = item["name"], name.withStringUTF8(Self.hasLineBreak) == true, let text = name.string
                else { continue }
                let oneLine = Self.oneLine(text)
                context.report(
                    .invalidParameterSyntax, at: name,
                    "the item's \"name\" has a line break, which PayPal refuses in an order paid by \"\(method)\" (it takes one paid by PayPal or a card): write it on one line",
                    suggestion: oneLine.isEmpty ? nil : oneLine)
            }
        }
    }

    /// Whether UTF-8 `bytes` hold a line terminator: LF, CR, NEL (C2 85), U+2028 or U+2029 (E2 80 A8/A9).
    static func hasLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x0A, 0x0D: return true
            case 0xC2: if offset + 1 < bytes.count, bytes[offset + 1] == 0x85 { return true }
            case 0xE2:
                if offset + 2 < bytes.count, bytes[offset + 1] == 0x80, bytes[offset + 2] & 0xFE == 0xA8 { return true }
            default: continue
            }
        }
        return false
    }

    /// `text` on one line: each run of line terminators and the spaces around it one space, or nothing at either
    /// end (`"Mug \n"` → `"Mug"`); other spaces are kept.
    static func oneLine(_ text: String) -> String {
        var line = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) || (pendingSpace && scalar == " ") {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                while line.unicodeScalars.last == " " { line.unicodeScalars.removeLast() }
                if !line.isEmpty { line.unicodeScalars.append(" ") }
                pendingSpace = false
            }
            line.unicodeScalars.append(scalar)
        }
        if pendingSpace {
            while line.unicodeScalars.last == " " { line.unicodeScalars.removeLast() }
        }
        return line
    }
}
