extension PayPalAnswer.Issue {
    /// Whether `pointer`, a finding's JSON pointer, is the member this issue's `field` names: with an issue that
    /// says only that the field is wrong (`isAboutItsFieldAlone`), an error of ppdata's there is PayPal's refusal
    /// found at the same place, whatever each calls it. Payments v1 and Payouts describe an issue in free text
    /// (`"Value must not be blank."`), never by a name ppdata's codes could match, and a v2 `MALFORMED_REQUEST_JSON`
    /// at a member is ppdata's `INVALID_PARAMETER_SYNTAX` there (a new user's trial found both counted as
    /// rejections "for other issues").
    ///
    /// The field is read as PayPal writes it: a JSON pointer in v2 (`/purchase_units/0/items/0/tax`); a dotted path
    /// in v1 and Payouts (`transactions[0].amount.total`, `items[0].receiver`), whose indexes may be left out
    /// (`transactions.amount.total`), standing for any. A v2 field that picks a purchase unit by its reference id
    /// (`@reference_id=='B'`) names no index the finding's pointer could be compared with, so it matches none (taken
    /// for any index, it made a fault in another unit agree: the first review), but for `'default'`, PayPal's name of
    /// the unit without a reference id: an order has such a unit only when it has one unit (a reference id is
    /// required of each of several), index 0 (the second review: the usual one-unit answer no longer agreed).
    func names(pointer: String) -> Bool {
        guard let field, !field.isEmpty, let wanted = Self.tokens(ofField: field),
            let found = Self.tokens(ofPointer: pointer)
        else { return false }
        var next = wanted.makeIterator()
        var want = next.next()
        for token in found {
            let isIndex = !token.isEmpty && token.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            if let expected = want, expected == token || (token == "0" && expected == Self.defaultUnit) {
                want = next.next()
            } else if !isIndex {
                return false  // an index the field leaves out stands for any; any other token must be the field's
            }
        }
        return want == nil
    }

    /// Whether the issue says no more than that its field is wrong, so that any error of ppdata's there is the same
    /// refusal: free text (Payments v1 and Payouts: `"Must not be blank"`), or one of PayPal's names for a value
    /// that is malformed, missing or out of bounds, or too many items for a synchronous payout (ppdata's
    /// INVALID_ARRAY_MAX_ITEMS there: the recording in Tests/RealDocuments/traffic, entry 73). A named fault of
    /// another kind (`REFUND_AMOUNT_EXCEEDED` at `/amount/value`) is not ppdata's finding of, say, its decimals.
    var isAboutItsFieldAlone: Bool {
        issue.utf8.contains { !($0 >= 0x41 && $0 <= 0x5A) && !($0 >= 0x30 && $0 <= 0x39) && $0 != 0x5F }
            || Self.fieldFaultNames.contains(issue)
    }

    /// PayPal's selector of the unit without a reference id, decoded as a pointer token.
    static let defaultUnit = "@reference_id=='default'"

    /// PayPal's issue names that say a member's value is malformed, missing or outside its bounds.
    static let fieldFaultNames: Set<String> = [
        "MALFORMED_REQUEST_JSON", "INVALID_PARAMETER_SYNTAX", "INVALID_PARAMETER_VALUE", "MISSING_REQUIRED_PARAMETER",
        "INVALID_STRING_LENGTH", "INVALID_STRING_MIN_LENGTH", "INVALID_STRING_MAX_LENGTH", "INVALID_ARRAY_MIN_ITEMS",
        "INVALID_ARRAY_MAX_ITEMS", "SIZE_LIMIT_EXCEEDED_FOR_SYNC_PAYOUT",
    ]

    /// The tokens of a field: a pointer's; a dotted path's names and bracketed indexes in order.
    private static func tokens(ofField field: String) -> [String]? {
        if field.hasPrefix("/") { return tokens(ofPointer: field) }
        return field.split(separator: ".").flatMap { part in
            part.split(whereSeparator: { $0 == "[" || $0 == "]" }).map(String.init)
        }
    }

    /// The decoded tokens of a JSON pointer (`PatchPath.decode`); nil when it is none.
    private static func tokens(ofPointer pointer: String) -> [String]? {
        guard pointer.hasPrefix("/") else { return nil }
        var tokens: [String] = []
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let token = PatchPath.decode(raw) else { return nil }
            tokens.append(token)
        }
        return tokens
    }
}
