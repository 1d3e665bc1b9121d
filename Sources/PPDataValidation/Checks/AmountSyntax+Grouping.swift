/// Thousands separators in an amount, as Payments v1 reads them.
///
/// PayPal's Payments v1 server describes its amount format as "non-negative number, may optionally contain exactly 2
/// decimal places separated by '.', optional thousands separator ',', limited to 7 digits before the decimal point"
/// (its VALIDATION_ERROR for `transactions[0].amount.total`, quoted in paypal/rest-api-sample-app-php issue #18),
/// and it read `"total": "1,872.00"` as a number, going on to compare it with the items (paypal/PayPal-PHP-SDK
/// issue #826; Tests/RealDocuments). The published schema's form has no separator, so ppdata warns.
extension AmountSyntax {
    /// `text` without its thousands separators when they group the integer digits by three (`1,872.00`,
    /// `1,000,000`), else nil (`23,00`, `1,50`, `,100`, `1,0000`).
    static func ungrouped(_ text: String) -> String? {
        let utf8 = Array(text.utf8)
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        let sign = utf8.first == UInt8(ascii: "-") ? 1 : 0
        let point = utf8.firstIndex(of: UInt8(ascii: ".")) ?? utf8.count
        let integer = utf8[sign..<point]
        let groups = integer.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        guard groups.count > 1, let first = groups.first, (1...3).contains(first.count),
            groups.dropFirst().allSatisfy({ $0.count == 3 }),
            groups.allSatisfy({ $0.allSatisfy(digits.contains) })
        else { return nil }
        return String(decoding: utf8.filter { $0 != UInt8(ascii: ",") }, as: UTF8.self)
    }
}
