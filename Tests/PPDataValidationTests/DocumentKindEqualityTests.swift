import Testing

@testable import PPDataValidation

/// `DocumentKind`'s `==` compares kinds by case (the rules test their kind per document): it must agree with the raw
/// values it replaced as the comparison, and with hashing.
@Suite("Document kinds compare by case")
struct DocumentKindEqualityTests {
    @Test func equalityAgreesWithRawValuesAndHashing() {
        for a in DocumentKind.allCases {
            for b in DocumentKind.allCases {
                #expect((a == b) == (a.rawValue == b.rawValue), "\(a) \(b)")
                #expect((a != b) == (a.rawValue != b.rawValue), "\(a) \(b)")
            }
            #expect(DocumentKind(rawValue: a.rawValue) == a)
            #expect(Set([a, DocumentKind(rawValue: a.rawValue) ?? .address]).count == 1, "\(a)")
        }
        #expect(DocumentKind.mplPayment != .mplAdvancedPayment)
        #expect(DocumentKind.applePay != .applePayJS)
    }

    @Test func quotedNamesAreTheRawValuesQuoted() {
        for kind in DocumentKind.allCases {
            let quoted = kind.quotedName.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
            #expect(quoted == JSONText.quote(kind.rawValue), "\(kind)")
        }
    }

    /// Each kind says what it is in a phrase that reads inside a sentence, and no two say the same.
    @Test func everyKindHasItsOwnSummary() {
        let summaries = DocumentKind.allCases.map(\.summary)
        for (kind, summary) in zip(DocumentKind.allCases, summaries) {
            #expect(summary.hasPrefix("a ") || summary.hasPrefix("an "), "\(kind): \(summary)")
        }
        #expect(Set(summaries).count == summaries.count)
        #expect(DocumentKind.ordersV2.summary == "a PayPal Orders v2 create-order request")
    }
}
