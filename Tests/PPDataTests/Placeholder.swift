import Testing
@Test func placeholderPPDataTests() { #expect(Bool(true)) }
