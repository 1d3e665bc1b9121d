import Testing
@testable import PPDataValidation

@Suite("DecimalAmount parsing")
struct AmountParsingTests {
    @Test("well-formed amounts keep value and written scale", arguments: [
        ("0", "0", 0), ("7", "7", 0), ("10.50", "10.50", 2), ("-0.05", "-0.05", 2), ("00012", "12", 0),
        ("00012.340", "12.340", 3), ("-0", "0", 0), ("-0.00", "0.00", 2), ("999999999999999.99", "999999999999999.99", 2),
        ("0.000001", "0.000001", 6),
    ])
    func parsesGood(text: String, rendered: String, scale: Int) throws {
        let amount = try #require(DecimalAmount(exactly: text))
        #expect(amount.description == rendered)
        #expect(amount.fractionDigits == scale)
        #expect(amount.scale == scale)
    }

    @Test("malformed amounts are syntax errors", arguments: [
        "12abc", "1e3", "1E3", "1,5", "", "-", ".", "1.", "+1", " 1", "1 ", "--1", "-.", ".5", "-.5", "1.2.3", "0x10",
        "١٢", "１２", "1_000", "NaN", "Infinity", "-1-", "1..2", "1.5\n",
    ])
    func rejectsBad(text: String) {
        #expect(DecimalAmount.parse(text) == .failure(.invalidSyntax))
        #expect(DecimalAmount(exactly: text) == nil)
    }

    @Test func leadingDotNeedsTheOrdersV2Option() throws {
        let options = DecimalAmount.ParseOptions(allowsLeadingDot: true)
        #expect(try #require(DecimalAmount(exactly: ".5", options: options)).description == "0.5")
        #expect(try #require(DecimalAmount(exactly: "-.05", options: options)).description == "-0.05")
        #expect(DecimalAmount.parse(".", options: options) == .failure(.invalidSyntax))
        #expect(DecimalAmount.parse("-.", options: options) == .failure(.invalidSyntax))
        #expect(DecimalAmount.parse("5.", options: options) == .failure(.invalidSyntax))
        #expect(DecimalAmount.parse(".5", options: .ordersV2).map(\.description) == .success("0.5"))
    }

    @Test func lengthLimit() {
        let limited = DecimalAmount.ParseOptions(maxLength: 32)
        let thirtyTwo = String(repeating: "1", count: 29) + ".00"
        #expect(thirtyTwo.utf8.count == 32)
        #expect(DecimalAmount.parse(thirtyTwo, options: limited).map(\.description) == .success(thirtyTwo))
        #expect(DecimalAmount.parse("1" + thirtyTwo, options: limited) == .failure(.tooLong(limit: 32)))
        #expect(DecimalAmount.parse(String(repeating: "9", count: 33), options: .ordersV2) == .failure(.tooLong(limit: 32)))
        // Syntax is checked before length: long garbage is a syntax error.
        #expect(DecimalAmount.parse(String(repeating: "x", count: 40), options: limited) == .failure(.invalidSyntax))
    }

    @Test func rangeLimits() throws {
        // 38 nines fit an Int128; so does Int128.max itself (39 digits); one more does not.
        let max38 = String(repeating: "9", count: 38)
        #expect(DecimalAmount.parse(max38).map(\.description) == .success(max38))
        #expect(DecimalAmount.parse("170141183460469231731687303715884105727").map(\.description)
                == .success("170141183460469231731687303715884105727"))
        #expect(DecimalAmount.parse("-170141183460469231731687303715884105727").map(\.description)
                == .success("-170141183460469231731687303715884105727"))
        #expect(DecimalAmount.parse("170141183460469231731687303715884105728") == .failure(.overflow))
        #expect(DecimalAmount.parse("-170141183460469231731687303715884105728") == .failure(.overflow))
        // Leading zeros do not count toward the range.
        #expect(DecimalAmount.parse(String(repeating: "0", count: 100) + "1.5").map(\.description) == .success("1.5"))
        // 38 fraction digits are fine, 39 are not.
        #expect(DecimalAmount.parse("0." + String(repeating: "0", count: 37) + "1").map(\.scale) == .success(38))
        #expect(DecimalAmount.parse("0." + String(repeating: "0", count: 38) + "1") == .failure(.overflow))
    }

    @Test func tenThousandDigitsAreRejectedNotCrashed() {
        let digits = String(repeating: "7", count: 10_000)
        #expect(DecimalAmount.parse(digits) == .failure(.overflow))
        #expect(DecimalAmount.parse(digits + "x") == .failure(.invalidSyntax))
        #expect(DecimalAmount.parse("1." + digits) == .failure(.overflow))
        #expect(DecimalAmount.parse(digits, options: .ordersV2) == .failure(.tooLong(limit: 32)))
    }

    @Test func parsesFromUTF8BytesAndSubstrings() throws {
        let bytes: [UInt8] = Array("[12.30]".utf8)
        #expect(DecimalAmount.parse(utf8: bytes[1..<6]).map(\.description) == .success("12.30"))
        let text = "total=45.6"
        let substring = text[text.index(text.startIndex, offsetBy: 6)...]
        #expect(try #require(DecimalAmount(exactly: substring)).description == "45.6")
    }

    @Test func digitCountsAndSign() throws {
        let a = try #require(DecimalAmount(exactly: "00012.340"))
        #expect(a.integerDigits == 2)
        #expect(a.fractionDigits == 3)
        #expect(try #require(DecimalAmount(exactly: "0.5")).integerDigits == 1)
        #expect(try #require(DecimalAmount(exactly: "-1234567.89")).integerDigits == 7)
        #expect(try #require(DecimalAmount(exactly: "12345678")).integerDigits == 8)
        let negativeZero = try #require(DecimalAmount(exactly: "-0"))
        #expect(negativeZero.isZero)
        #expect(!negativeZero.isNegative)
        #expect(negativeZero.signum == 0)
        #expect(try #require(DecimalAmount(exactly: "-0.01")).isNegative)
        #expect(!(try #require(DecimalAmount(exactly: "0.01")).isNegative))
    }

    @Test func parseErrorsDescribeThemselves() {
        #expect(DecimalAmount.ParseError.invalidSyntax.description == "not a plain decimal number")
        #expect(DecimalAmount.ParseError.tooLong(limit: 32).description == "longer than 32 characters")
        #expect(!DecimalAmount.ParseError.overflow.description.isEmpty)
    }
}
