import ArgumentParser
import Testing
import _PPDataTestSupport

@testable import ppdata

/// `ValidateRequest.init?(commonArguments:)` reads common `validate` lines without swift-argument-parser; these tests
/// hold it to swift-argument-parser, which stays the definition of the command line.
struct CommonArgumentsTests {
    /// What swift-argument-parser makes of `arguments`: the request of a `validate` run, or nil for anything else
    /// (an error, help, another command).
    static func parsedByArgumentParser(_ arguments: [String]) -> ValidateRequest? {
        (try? PPDataCommand.parseAsRoot(arguments) as? ValidateCommand)?.request
    }

    @Test(arguments: [
        ["validate"],
        ["validate", "Examples/orders-v2-valid.json"],
        ["validate", "-"],
        ["validate", "a.json", "b.ndjson", "-"],
        ["validate", "--ndjson", "--format", "ndjson", "--now", "2026-01-15", "corpus.ndjson"],
        ["validate", "corpus.ndjson", "--kind", "orders-v2", "--format", "ndjson"],
        ["validate", "--kind=apple-pay-js", "--apple-pay-version=3", "request.json"],
        ["validate", "--format=sarif", "--strict", "a.json"],
        ["validate", "--findings-limit", "0", "a.json"], ["validate", "--findings-limit=25", "--format", "ndjson", "-"],
        ["validate", "--apple-pay-version", "14", "--kind", "auto", "--now=2024-02-29", "x.json"],
        ["validate", "--endpoint", "POST /v2/checkout/orders/{id}/capture", "capture.json"],
        ["validate", "--endpoint=/v2/payments/captures/3C679366HH908993F/refund", "--kind", "payments-v2-refund", "r.json"],
        ["validate", "--endpoint", "https://api-m.paypal.com/v2/checkout/orders", "--ndjson", "orders.ndjson"],
        ["validate", "--ignore", "UNKNOWN_FIELD,INVALID_PHONE", "--warn=INVALID_EMAIL", "a.json"],
        ["validate", "--error", "SHIPPING_DISCOUNT_SIGN", "--config", "rules/ppdata.json", "b.json"],
        ["validate", "--no-config", "--ignore= UNKNOWN_FIELD ,INVALID_EMAIL", "-"],
        // After the terminator every word is a file, an option's spelling too.
        ["validate", "--"], ["validate", "--", "-odd-name.json"], ["validate", "--kind", "address", "--", "a.json", "--strict", "--"],
        ["validate", "a.json", "--", "-", "--kind=x"],
    ])
    func commonLinesAreReadAsSwiftArgumentParserReadsThem(_ arguments: [String]) throws {
        let request = try #require(ValidateRequest(commonArguments: arguments))
        #expect(request == Self.parsedByArgumentParser(arguments))
    }

    @Test func valuesLandInTheirFields() throws {
        let request = try #require(
            ValidateRequest(commonArguments: [
                "validate", "a.json", "--kind", "payments-v1", "--ndjson", "--now=2026-01-15", "--format", "json",
                "--apple-pay-version", "5", "--strict", "-",
            ]))
        #expect(request.files == ["a.json", "-"])
        #expect(request.kind == KindOption(argument: "payments-v1"))
        #expect(request.ndjson && request.strict)
        #expect(request.now == "2026-01-15")
        #expect(request.format == .json)
        #expect(request.applePayVersion == 5)
        #expect(ValidateRequest(commonArguments: ["validate", "--findings-limit=7", "a.json"])?.findingsLimit == 7)
        let call = try #require(
            ValidateRequest(commonArguments: ["validate", "--endpoint", "POST /v2/checkout/orders/{id}/capture", "c.json"]))
        #expect(call.endpoint == "POST /v2/checkout/orders/{id}/capture" && call.files == ["c.json"])
        let rules = try #require(
            ValidateRequest(commonArguments: [
                "validate", "--ignore", "UNKNOWN_FIELD,INVALID_PHONE", "--error=INVALID_EMAIL", "--config", "r.json", "x.json",
            ]))
        #expect(rules.rules == RuleChoices(ignore: ["UNKNOWN_FIELD,INVALID_PHONE"], error: ["INVALID_EMAIL"], config: "r.json"))
    }

    /// Lines whose meaning or message belongs to swift-argument-parser: help, version, errors, other commands.
    @Test(arguments: [
        [], ["--help"], ["-h"], ["--version"], ["help", "validate"], ["format", "1", "USD"],
        ["validate", "--help"], ["validate", "-h"], ["validate", "a.json", "--help"], ["validate", "--version"],
        ["validate", "-x"], ["validate", "--bogus"],
        ["validate", "--kind"], ["validate", "--kind", "--ndjson"], ["validate", "--kind", "nonsense"],
        ["validate", "--kind="], ["validate", "--format", "xml"], ["validate", "--now", "2026-02-30"],
        ["validate", "--now", "yesterday"], ["validate", "--apple-pay-version", "0"],
        ["validate", "--apple-pay-version", "-1"], ["validate", "--apple-pay-version=three"],
        ["validate", "--apple-pay-version", "16"],
        ["validate", "--findings-limit", "-1"], ["validate", "--findings-limit=-1"], ["validate", "--findings-limit", "many"],
        ["validate", "--findings-limit"], ["validate", "--findings-limit", "1", "--findings-limit", "2"],
        ["validate", "--strict", "--strict"], ["validate", "--kind", "auto", "--kind", "address"],
        ["validate", "--ndjson=yes"], ["validate", "-ndjson"], ["validate", "--NDJSON"],
        ["validate", "--endpoint", "GET /v9/nothing"], ["validate", "--endpoint"], ["validate", "--endpoint="],
        ["validate", "--kind", "address", "--endpoint", "POST /v2/checkout/orders"],
        ["validate", "--endpoint", "POST /v2/checkout/orders", "--endpoint", "POST /v2/checkout/orders"],
        ["validate", "--ignore", "NO_SUCH_CODE"], ["validate", "--ignore", "UNKNOWN_FIELD", "--warn", "UNKNOWN_FIELD"],
        ["validate", "--config", "x.json", "--no-config"], ["validate", "--no-config=yes"], ["validate", "--ignore"],
        ["validate", "--ignore", "UNKNOWN_FIELD", "--ignore", "INVALID_EMAIL"],
    ])
    func otherLinesAreLeftToSwiftArgumentParser(_ arguments: [String]) {
        #expect(ValidateRequest(commonArguments: arguments) == nil)
    }

    /// Random lines from words that mean something to `validate` and words that do not: whenever the direct reader
    /// takes a line, swift-argument-parser parses it to the same request.
    @Test func randomLinesAgreeWithSwiftArgumentParser() {
        let words = [
            "validate", "a.json", "b.ndjson", "-", "help", "validate", "--ndjson", "--strict", "--kind", "orders-v2",
            "auto", "address", "--kind=mpl-payment", "--kind=", "--format", "json", "sarif", "text", "--format=ndjson",
            "--now", "2026-01-15", "2026-02-30", "--now=2024-02-29", "--apple-pay-version", "3", "0", "-1", "+2",
            "--apple-pay-version=14", "--", "-h", "--help", "--version", "-x", "--bogus", "--strict=yes", "format",
            "x=y", "--=", "---", "--kind=--ndjson", " ", "", "--endpoint", "POST /v2/checkout/orders",
            "/v2/payments/captures/1/refund", "GET /v9/nothing", "--endpoint=POST /v1/payments/payment", "orders-v2-capture",
            "--ignore", "--warn", "--error", "UNKNOWN_FIELD", "INVALID_EMAIL,UNKNOWN_FIELD", "NO_SUCH_CODE",
            "--error=INVALID_PHONE", "--config", "rules.json", "--no-config", "--config=", "--findings-limit", "12",
            "--findings-limit=0",
        ]
        var random = SplitMix64(seed: 0x5EED_A1)
        var taken = 0
        let lines = 2000
        for _ in 0..<lines {
            var line = [Int.random(in: 0..<10, using: &random) == 0 ? words.randomElement(using: &random) ?? "" : "validate"]
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                line.append(words.randomElement(using: &random) ?? "")
            }
            guard let request = ValidateRequest(commonArguments: line) else { continue }
            taken += 1
            #expect(request == Self.parsedByArgumentParser(line), "\(line)")
        }
        // The random lines exercise the reader: a good share are common lines it takes.
        #expect(taken > lines / 10)
    }
}
