import Testing

@testable import PPDataValidation

/// The codes that only a call's own body can get, each with a failing fixture and its passing twin in
/// `Fixtures/<kind>/cases.tsv`, as every other code has: a Payouts batch's repeated item, the JSON Patch body's four
/// codes, and a card without a number in a confirmation (docs/rules.md said every code had a pair; these six had only
/// Swift tests, a new user's check of the docs found).
@Suite("Calls' own codes: a failing fixture and a passing twin each")
struct CallFixtureTests {
    static let kinds: [DocumentKind] = [.payoutsBatch, .ordersV2Update, .ordersV2ConfirmPaymentSource]

    @Test("failing fixture and passing twin", arguments: kinds.flatMap(V1AppleFixtures.cases))
    func pair(_ pair: V1AppleFixtures.Case) throws {
        try V1AppleFixtures.check(pair)
    }

    @Test("the six codes each have their pair")
    func coverage() {
        let codes = Set(Self.kinds.flatMap(V1AppleFixtures.cases).map(\.code))
        #expect(codes == [
            "DUPLICATE_ITEM", "FIELD_NOT_PATCHABLE", "INVALID_JSON_POINTER_FORMAT", "PATCH_PATH_REQUIRED",
            "PATCH_VALUE_REQUIRED", "CARD_NUMBER_REQUIRED",
        ])
    }
}
