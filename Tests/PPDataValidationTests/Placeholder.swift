import Testing
@Test func placeholderPPDataValidationTests() { #expect(Bool(true)) }
