import Testing
@Test func placeholderGeneratorTests() { #expect(Bool(true)) }
