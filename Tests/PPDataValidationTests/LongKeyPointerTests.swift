import Testing
@testable import PPDataValidation

/// A key of any length (the document limit allows 64 MiB) appears in a finding's pointer as its first 255 characters
/// and an ellipsis: every finding under it repeats the pointer, and a 1 MB document once gave 200 MB of report.
@Suite("Pointers of long keys")
struct LongKeyPointerTests {
    /// An Orders v2 order whose payer holds `key` over an object that repeats a member `count` times.
    static func order(key: String, count: Int) -> String {
        let members = Array(repeating: "\"a\":1", count: count).joined(separator: ",")
        return #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}],"payer":{""#
            + key + "\":{" + members + "}}}"
    }

    /// Each case as the key written in the document and the segment its pointers show, named so that a test log
    /// shows the name, not a key of a megabyte.
    static func longKey(_ name: String) -> (key: String, shown: String) {
        switch name {
        case "a megabyte of one letter": (String(repeating: "k", count: 1_000_000), String(repeating: "k", count: 255))
        case "accented letters": (String(repeating: "é", count: 300), String(repeating: "é", count: 255))
        case "escapes": (String(repeating: #"\u00e9"#, count: 5_000), String(repeating: "é", count: 255))
        case "surrogate pairs": (String(repeating: #"\ud83d\ude00"#, count: 5_000), String(repeating: "😀", count: 255))
        default: (String(repeating: "~/", count: 3_000), String(repeating: "~0~1", count: 63) + "~0~")  // "~ and /"
        }
    }

    @Test("a long key is cut to its first 255 characters in every pointer, escapes and pairs decoded", arguments: [
        "a megabyte of one letter", "accented letters", "escapes", "surrogate pairs", "~ and /",
    ])
    func longKeys(name: String) throws {
        let (key, shown) = Self.longKey(name)
        let report = PaymentValidator().validate(Self.order(key: key, count: 50), as: .ordersV2)
        let duplicates = report.diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.count == 49)
        for finding in duplicates {
            #expect(finding.path == "/payer/" + shown + "…/a")
        }
    }

    @Test func aKeyOfAtMostTheLimitIsWhole() {
        let key = String(repeating: "k", count: 256)
        let report = PaymentValidator().validate(Self.order(key: key, count: 2), as: .ordersV2)
        #expect(report.diagnostics.contains { $0.path == "/payer/" + key + "/a" })
    }

    @Test func aCardNumberInALongKeyIsMaskedBeforeTheCut() {
        let key = String(repeating: "x", count: 245) + "4111111111111111" + String(repeating: "y", count: 10_000)
        let report = PaymentValidator().validate(Self.order(key: key, count: 2), as: .ordersV2)
        let paths = report.diagnostics.map(\.path)
        #expect(!paths.isEmpty)
        #expect(paths.allSatisfy { !$0.contains("4111111111") && !$0.contains("411111") })
    }
}
