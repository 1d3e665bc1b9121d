import Testing
@Test func placeholderPPDataFormattingTests() { #expect(Bool(true)) }
